#pragma once

// The screen review as code: what text a window shows, which of it does not fit
// (clipped or elided), and which still reads as the English source after a
// switch of language. Used by tst_screens_sandbox on every window and dialog.

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QStyleOption>
#include <QTabBar>
#include <QTextDocument>
#include <QToolButton>
#include <QWidget>
#include <QXmlStreamReader>

namespace screencheck {

/// A widget's text as shown: the mnemonic '&' removed.
inline QString shown(QString text) {
    text.replace(QLatin1String("&&"), QLatin1String("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

/// True when w and all its parents up to root are visible (and so on screen).
inline bool onScreen(const QWidget *w) {
    return w->isVisibleTo(w->window()) && w->window()->isVisible();
}

/// Where w sits, for a report: its object name or class, and its window's.
inline QString where(const QWidget *w) {
    const QString name =
        w->objectName().isEmpty() ? QLatin1String(w->metaObject()->className()) : w->objectName();
    return QLatin1String(w->window()->metaObject()->className()) + QStringLiteral(" › ") + name;
}

/// The texts in root that do not fit their widget: single-line labels wider
/// than the label, buttons and check boxes narrower than their size hint, group
/// box titles, tab titles and horizontal header sections narrower than their
/// text (Qt elides those: "Resource ver…" is clipped too). One line per finding.
inline QStringList clipped(QWidget *root) {
    QStringList out;
    QList<QWidget *> all = root->findChildren<QWidget *>();
    all.prepend(root);
    for (QWidget *w : all) {
        if (!onScreen(w) || w->width() <= 0)
            continue;
        if (auto *l = qobject_cast<QLabel *>(w)) {
            if (l->wordWrap() || l->text().isEmpty() || !l->pixmap().isNull())
                continue;
            QString text = l->text();
            if (Qt::mightBeRichText(text)) {
                QTextDocument doc;
                doc.setDefaultFont(l->font());
                doc.setHtml(text);
                doc.setDocumentMargin(0);
                if (doc.idealWidth() > l->contentsRect().width() - 2 * l->margin() + 1)
                    out << QStringLiteral("%1: the label \"%2\" is %3 px wide in %4 px")
                               .arg(where(w), doc.toPlainText().left(60))
                               .arg(int(doc.idealWidth()))
                               .arg(l->contentsRect().width());
                continue;
            }
            const QStringList lines = text.split(QLatin1Char('\n'));
            int need = 0;
            for (const QString &line : lines)
                need = qMax(need, l->fontMetrics().horizontalAdvance(shown(line)));
            const int room = l->contentsRect().width() - 2 * l->margin() - 2 * l->indent();
            if (need > room + 1)
                out << QStringLiteral("%1: the label \"%2\" needs %3 px, has %4")
                           .arg(where(w), shown(text).left(60))
                           .arg(need)
                           .arg(room);
        } else if (auto *b = qobject_cast<QAbstractButton *>(w)) {
            if (b->text().isEmpty())
                continue;
            if (auto *tb = qobject_cast<QToolButton *>(b);
                tb && tb->toolButtonStyle() == Qt::ToolButtonIconOnly)
                continue;
            if (qobject_cast<QTabBar *>(b->parentWidget())) // a tab's close button
                continue;
            if (b->width() + 1 < b->sizeHint().width())
                out << QStringLiteral("%1: the button \"%2\" needs %3 px, has %4")
                           .arg(where(w), shown(b->text()))
                           .arg(b->sizeHint().width())
                           .arg(b->width());
        } else if (auto *e = qobject_cast<QLineEdit *>(w)) {
            // A placeholder that does not fit is cut off mid-word (the hint is lost).
            if (!e->text().isEmpty() || e->placeholderText().isEmpty() || !e->isEnabled())
                continue;
            QStyleOptionFrame opt;
            opt.initFrom(e);
            const QRect text = e->style()->subElementRect(QStyle::SE_LineEditContents, &opt, e);
            const int clear = e->isClearButtonEnabled() ? e->height() : 0;
            const int need = e->fontMetrics().horizontalAdvance(e->placeholderText()) + 4;
            if (text.width() - clear < need)
                out << QStringLiteral("%1: the placeholder \"%2\" needs %3 px, has %4")
                           .arg(where(w), e->placeholderText().left(60))
                           .arg(need)
                           .arg(text.width() - clear);
        } else if (auto *g = qobject_cast<QGroupBox *>(w)) {
            const int need = g->fontMetrics().horizontalAdvance(shown(g->title())) + 16;
            if (!g->title().isEmpty() && g->width() < need)
                out << QStringLiteral("%1: the group \"%2\" needs %3 px, has %4")
                           .arg(where(w), g->title())
                           .arg(need)
                           .arg(g->width());
        } else if (auto *t = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < t->count(); ++i) {
                const QString text = shown(t->tabText(i));
                if (text.isEmpty() || !t->isTabVisible(i))
                    continue;
                const int icon = t->tabIcon(i).isNull() ? 0 : t->iconSize().width() + 4;
                const int need = t->fontMetrics().horizontalAdvance(text) + icon;
                const int has = (t->shape() == QTabBar::RoundedWest || t->shape() == QTabBar::RoundedEast)
                                    ? t->tabRect(i).height()
                                    : t->tabRect(i).width();
                if (has < need)
                    out << QStringLiteral("%1: the tab \"%2\" needs %3 px, has %4")
                               .arg(where(w), text)
                               .arg(need)
                               .arg(has);
            }
        } else if (auto *h = qobject_cast<QHeaderView *>(w)) {
            if (h->orientation() != Qt::Horizontal || !h->model())
                continue;
            for (int s = 0; s < h->count(); ++s) {
                if (h->isSectionHidden(s) || h->sectionSize(s) <= 0)
                    continue;
                const QString text = h->model()->headerData(s, Qt::Horizontal).toString();
                if (text.isEmpty())
                    continue;
                // What the style draws the section's text in: its size less the margins.
                const int margin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
                int arrow = 0;
                if (h->isSortIndicatorShown() && h->sortIndicatorSection() == s)
                    arrow = h->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, h) + margin;
                const int need = h->fontMetrics().horizontalAdvance(text) + 2 * margin + arrow;
                const bool last = h->stretchLastSection() && h->visualIndex(s) == h->count() - 1;
                if (h->sectionSize(s) < need && !(last && h->length() >= h->viewport()->width()))
                    out << QStringLiteral("%1: the column \"%2\" needs %3 px, has %4")
                               .arg(where(w), text)
                               .arg(need)
                               .arg(h->sectionSize(s));
            }
        }
    }
    return out;
}

/// Every text root shows: labels, buttons, group titles, tabs, header sections,
/// dock titles, placeholders, window titles, the menu bar's menus and actions.
inline QStringList texts(QWidget *root) {
    QStringList out;
    QList<QWidget *> all = root->findChildren<QWidget *>();
    all.prepend(root);
    for (QWidget *w : all) {
        if (w->isWindow() && !w->windowTitle().isEmpty() && w->isVisible())
            out << w->windowTitle();
        if (!onScreen(w))
            continue;
        if (auto *l = qobject_cast<QLabel *>(w))
            out << shown(l->text());
        else if (auto *b = qobject_cast<QAbstractButton *>(w))
            out << shown(b->text()) << b->toolTip();
        else if (auto *g = qobject_cast<QGroupBox *>(w))
            out << shown(g->title());
        else if (auto *t = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < t->count(); ++i)
                out << shown(t->tabText(i)) << t->tabToolTip(i);
        else if (auto *h = qobject_cast<QHeaderView *>(w); h && h->model())
            for (int s = 0; s < h->count(); ++s)
                out << h->model()->headerData(s, h->orientation()).toString();
        else if (auto *d = qobject_cast<QDockWidget *>(w))
            out << d->windowTitle();
        else if (auto *e = qobject_cast<QLineEdit *>(w))
            out << e->placeholderText();
    }
    if (auto *mw = qobject_cast<QMainWindow *>(root)) {
        for (QMenu *m : mw->menuBar()->findChildren<QMenu *>()) {
            out << shown(m->title());
            for (QAction *a : m->actions())
                out << shown(a->text());
        }
    }
    out.removeAll(QString());
    return out;
}

/// The titles of every tab bar and dock in root (what names the open things).
inline QStringList titles(QWidget *root) {
    QStringList out;
    for (QTabBar *t : root->findChildren<QTabBar *>())
        for (int i = 0; i < t->count(); ++i)
            out << shown(t->tabText(i));
    for (QDockWidget *d : root->findChildren<QDockWidget *>())
        out << d->windowTitle();
    out.removeAll(QString());
    out.sort();
    return out;
}

/// Source text → translation of a .ts file (all contexts; finished, non-plural
/// messages whose translation differs from the source).
inline QHash<QString, QString> translations(const QString &tsFile) {
    QHash<QString, QString> out;
    QFile f(tsFile);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString source;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const bool finished = xml.attributes().value(QLatin1String("type")).isEmpty();
            const QString text = xml.readElementText(QXmlStreamReader::SkipChildElements);
            if (finished && !text.isEmpty() && text != source)
                out.insert(shown(source), shown(text));
        }
    }
    return out;
}

/// The texts of root still in English although the language has a translation
/// for them: what a switch of language at run time left behind.
inline QStringList untranslated(QWidget *root, const QHash<QString, QString> &table) {
    QStringList out;
    for (const QString &t : texts(root)) {
        if (table.contains(t))
            out << t;
    }
    out.removeDuplicates();
    return out;
}

} // namespace screencheck
