#include "views/objectviewer/objectviewer.h"

#include "kube/offthread.h"
#include "views/highlighter.h"

#include <QCborMap>
#include <QCheckBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBlock>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace views {

namespace {

QString formatName(codecs::WireFormat f) {
    switch (f) {
    case codecs::WireFormat::Json:
        return QStringLiteral("JSON");
    case codecs::WireFormat::Yaml:
        return QStringLiteral("YAML");
    case codecs::WireFormat::Cbor:
        return QStringLiteral("CBOR");
    case codecs::WireFormat::Protobuf:
        return QStringLiteral("Protobuf");
    }
    return {};
}

QPlainTextEdit *makePane(QWidget *parent) {
    auto *pane = new QPlainTextEdit(parent);
    pane->setReadOnly(true);
    pane->setLineWrapMode(QPlainTextEdit::NoWrap);
    pane->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return pane;
}

QWidget *column(QLabel *caption, QPlainTextEdit *pane, QWidget *parent) {
    auto *w = new QWidget(parent);
    auto *l = new QVBoxLayout(w);
    l->setContentsMargins(2, 2, 2, 2);
    caption->setWordWrap(true);
    caption->setTextFormat(Qt::PlainText);
    l->addWidget(caption);
    l->addWidget(pane, 1);
    return w;
}

} // namespace

ObjectViewer::ObjectViewer(kube::Client *client, QWidget *parent)
    : QWidget(parent)
    , m_fetch(new models::ObjectFetch(client, this))
    , m_title(new QLabel(this))
    , m_reveal(new QCheckBox(this))
    , m_revealValue(new QToolButton(this))
    , m_tabs(new QTabWidget(this))
    , m_versionsPage(new QWidget(this))
    , m_versionsSummary(new QLabel(m_versionsPage))
    , m_versionColumns(nullptr) {
    setObjectName(QStringLiteral("ObjectViewer"));
    auto *top = new QHBoxLayout;
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(m_title, 1);
    m_reveal->setObjectName(QStringLiteral("RevealSecrets"));
    m_reveal->setVisible(false);
    top->addWidget(m_reveal);
    m_revealValue->setObjectName(QStringLiteral("RevealValue"));
    m_revealValue->setPopupMode(QToolButton::InstantPopup);
    m_revealValue->setMenu(new QMenu(m_revealValue));
    m_revealValue->setVisible(false);
    top->addWidget(m_revealValue);
    // The patch composer opens on this object (the main window listens).
    m_patchButton = new QPushButton(this);
    m_patchButton->setObjectName(QStringLiteral("PatchObject"));
    top->addWidget(m_patchButton);
    connect(m_patchButton, &QPushButton::clicked, this, &ObjectViewer::patchRequested);

    auto *formats = new QSplitter(Qt::Horizontal, m_tabs);
    formats->setObjectName(QStringLiteral("FormatColumns"));
    for (codecs::WireFormat f : {codecs::WireFormat::Json, codecs::WireFormat::Yaml, codecs::WireFormat::Cbor,
                                 codecs::WireFormat::Protobuf}) {
        auto *caption = new QLabel(formats);
        auto *pane = makePane(formats);
        pane->setObjectName(formatName(f) + QLatin1String("Pane"));
        Highlighter::attach(f == codecs::WireFormat::Yaml || f == codecs::WireFormat::Protobuf
                                ? Highlighter::Language::Yaml
                                : Highlighter::Language::Json,
                            pane->document());
        formats->addWidget(column(caption, pane, formats));
        m_captions.append(caption);
        m_panes.append(pane);
    }
    auto *versionsLayout = new QVBoxLayout(m_versionsPage);
    m_versionsSummary->setWordWrap(true);
    versionsLayout->addWidget(m_versionsSummary);
    m_tabs->addTab(formats, QString());
    m_tabs->addTab(m_versionsPage, QString());

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);

    connect(m_reveal, &QCheckBox::toggled, this, &ObjectViewer::updateAll);
    connect(m_fetch, &models::ObjectFetch::formatChanged, this, &ObjectViewer::present);
    connect(m_fetch, &models::ObjectFetch::finished, this, &ObjectViewer::checkShown);
    connect(m_fetch, &models::ObjectFetch::versionsChanged, this, &ObjectViewer::updateVersions);
    retranslate();
}

void ObjectViewer::retranslate() {
    m_reveal->setText(tr("Reveal secret values"));
    m_patchButton->setText(tr("Patch…"));
    m_reveal->setToolTip(tr("Secret data is masked in every pane until you reveal it."));
    m_revealValue->setText(tr("Reveal value"));
    m_revealValue->setToolTip(tr("Reveal one value of the Secret; the others stay masked."));
    m_tabs->setTabText(0, tr("Wire formats"));
    m_tabs->setTabText(1, tr("Served versions"));
}

void ObjectViewer::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateAll();
    }
    QWidget::changeEvent(event);
}

void ObjectViewer::showObject(const models::ObjectFetch::Target &target) {
    const QString where = target.ns.isEmpty() ? target.name : target.ns + QLatin1Char('/') + target.name;
    m_title->setText(tr("%1 %2 (%3)").arg(target.resource.name, where, target.resource.groupVersion()));
    m_reveal->setChecked(false);
    m_reveal->setVisible(target.resource.group.isEmpty() && target.resource.name == QLatin1String("secrets"));
    m_revealedKeys.clear();
    m_revealValue->menu()->clear();
    m_revealValue->setVisible(false);
    m_tabs->setTabEnabled(1, target.servedVersions.size() > 1);
    delete m_versionColumns;
    m_versionColumns = nullptr;
    m_versionCaptions.clear();
    m_versionPanes.clear();
    m_versionsSummary->clear();
    ++m_generation;
    m_presenting = 0;
    m_shown = false;
    m_texts = QList<FormatText>(m_panes.size());
    m_fetch->start(target);
    updateAll();
}

void ObjectViewer::present(int index) {
    const QList<models::FormatView> &formats = m_fetch->formats();
    if (index < 0 || index >= formats.size() || index >= m_texts.size())
        return;
    if (formats[index].state != models::FormatView::State::Ready) {
        updateFormat(index);
        return;
    }
    // Rendering a large object's text takes long: the pool does it.
    ++m_presenting;
    const int gen = m_generation;
    kube::runOffThread(
        this, [view = formats[index], revealed = m_revealedKeys] { return formatText(view, revealed); },
        [this, index, gen](FormatText text) {
            if (gen != m_generation)
                return;
            m_texts[index] = std::move(text);
            --m_presenting;
            updateFormat(index);
            checkShown();
        });
}

QStringList ObjectViewer::secretKeys() const {
    QStringList keys;
    for (const models::FormatView &v : m_fetch->formats()) {
        if (v.state != models::FormatView::State::Ready || !models::ObjectFetch::isSecretDocument(v.document))
            continue;
        for (const char *field : {"data", "stringData"}) {
            const QCborMap m = v.document[QLatin1String(field)].toMap();
            for (auto it = m.constBegin(); it != m.constEnd(); ++it) {
                const QString k =
                    it.key().isByteArray() ? QString::fromUtf8(it.key().toByteArray()) : it.key().toString();
                if (!keys.contains(k))
                    keys.append(k);
            }
        }
        break;
    }
    return keys;
}

void ObjectViewer::setValueRevealed(const QString &key, bool revealed) {
    if (revealed == m_revealedKeys.contains(key))
        return;
    if (revealed)
        m_revealedKeys.insert(key);
    else
        m_revealedKeys.remove(key);
    for (QAction *a : m_revealValue->menu()->actions()) {
        if (a->data().toString() == key && a->isChecked() != revealed)
            a->setChecked(revealed);
    }
    remask();
}

void ObjectViewer::rebuildRevealMenu() {
    const QStringList keys = secretKeys();
    QMenu *menu = m_revealValue->menu();
    QStringList listed;
    for (QAction *a : menu->actions())
        listed.append(a->data().toString());
    m_revealValue->setVisible(!keys.isEmpty());
    if (listed == keys)
        return;
    menu->clear();
    for (const QString &k : keys) {
        QAction *a = menu->addAction(k);
        a->setData(k);
        a->setCheckable(true);
        a->setChecked(m_revealedKeys.contains(k));
        connect(a, &QAction::toggled, this, [this, k](bool on) { setValueRevealed(k, on); });
    }
}

void ObjectViewer::remask() {
    // A Secret is small (at most 1 MiB): its texts are rendered again here.
    const QList<models::FormatView> &formats = m_fetch->formats();
    for (int i = 0; i < formats.size() && i < m_texts.size(); ++i) {
        if (formats[i].state == models::FormatView::State::Ready)
            m_texts[i] = formatText(formats[i], m_revealedKeys);
        updateFormat(i);
    }
}

void ObjectViewer::checkShown() {
    if (m_shown || m_presenting > 0 || !m_fetch->isFinished())
        return;
    m_shown = true;
    emit shown();
}

bool ObjectViewer::isShown() const {
    return m_shown;
}

QPlainTextEdit *ObjectViewer::formatPane(codecs::WireFormat format) const {
    const int i = format == codecs::WireFormat::Json   ? 0
                  : format == codecs::WireFormat::Yaml ? 1
                  : format == codecs::WireFormat::Cbor ? 2
                                                       : 3;
    return m_panes.value(i);
}

QPlainTextEdit *ObjectViewer::versionPane(int index) const {
    return m_versionPanes.value(index);
}

QString ObjectViewer::formatCaption(codecs::WireFormat format) const {
    const int i = format == codecs::WireFormat::Json   ? 0
                  : format == codecs::WireFormat::Yaml ? 1
                  : format == codecs::WireFormat::Cbor ? 2
                                                       : 3;
    return m_captions.value(i) ? m_captions[i]->text() : QString();
}

bool ObjectViewer::secretsRevealed() const {
    return m_reveal->isChecked();
}

void ObjectViewer::setSecretsRevealed(bool revealed) {
    m_reveal->setChecked(revealed);
}

QString ObjectViewer::captionFor(const models::FormatView &v) const {
    const QString name = formatName(v.format);
    switch (v.state) {
    case models::FormatView::State::Pending:
        return tr("%1 · fetching…").arg(name);
    case models::FormatView::State::NotServed:
        return tr("%1 · not served").arg(name);
    case models::FormatView::State::Failed:
        return tr("%1 · failed").arg(name);
    case models::FormatView::State::Ready:
        break;
    }
    const QLocale locale;
    const int bytes = int(std::min<qint64>(qint64(v.byteSize), std::numeric_limits<int>::max()));
    QString caption = tr("%1 · %Ln byte(s) · decoded in %2 ms", nullptr, bytes)
                          .arg(name, locale.toString(double(v.decodeNanos) / 1e6, 'f', 3));
    if (!v.complete)
        caption += QLatin1Char('\n') +
                   tr("No schema in Mado for this kind: metadata decoded, other fields as a field dump.");
    return caption;
}

void ObjectViewer::updateFormat(int index) {
    const QList<models::FormatView> &formats = m_fetch->formats();
    if (index < 0 || index >= formats.size() || index >= m_panes.size())
        return;
    const models::FormatView &v = formats[index];
    m_captions[index]->setText(captionFor(v));
    QString text;
    if (v.state == models::FormatView::State::Ready)
        text = m_reveal->isChecked() ? m_texts.value(index).text : m_texts.value(index).maskedText;
    else
        text = v.error;
    if (m_panes[index]->toPlainText() != text)
        m_panes[index]->setPlainText(text);
    if (m_fetch->isSecret()) {
        m_reveal->setVisible(true);
        rebuildRevealMenu();
    }
}

void ObjectViewer::updateVersions() {
    const QList<models::VersionView> &versions = m_fetch->versions();
    delete m_versionColumns;
    m_versionCaptions.clear();
    m_versionPanes.clear();
    auto *split = new QSplitter(Qt::Horizontal, m_versionsPage);
    split->setObjectName(QStringLiteral("VersionColumns"));
    m_versionColumns = split;
    static_cast<QVBoxLayout *>(m_versionsPage->layout())->addWidget(split, 1);
    if (versions.isEmpty()) {
        m_versionsSummary->setText(tr("This object is served in one version only."));
        return;
    }
    m_versionsSummary->setText(
        tr("The same stored object through %n served version(s). Highlighted lines differ from "
           "the other versions' view.",
           nullptr, int(versions.size())));
    QTextCharFormat changed;
    changed.setBackground(QColor(255, 236, 179));
    changed.setProperty(QTextFormat::FullWidthSelection, true);
    for (const models::VersionView &v : versions) {
        auto *caption = new QLabel(split);
        auto *pane = makePane(split);
        pane->setObjectName(QLatin1String("VersionPane_") + v.version);
        Highlighter::attach(Highlighter::Language::Yaml, pane->document());
        if (!v.error.isEmpty()) {
            caption->setText(tr("%1 · failed").arg(v.version));
            pane->setPlainText(v.error);
        } else {
            caption->setText(
                tr("%1 · %n line(s) differ", nullptr, int(v.changedLines.size())).arg(v.version) +
                (v.changedPaths.isEmpty()
                     ? QString()
                     : QLatin1Char('\n') +
                           tr("Differs at: %1").arg(v.changedPaths.join(QLatin1String(", ")))));
            pane->setPlainText(v.text);
            QList<QTextEdit::ExtraSelection> marks;
            for (int line : v.changedLines) {
                const QTextBlock block = pane->document()->findBlockByNumber(line);
                if (!block.isValid())
                    continue;
                QTextEdit::ExtraSelection sel;
                sel.cursor = QTextCursor(block);
                sel.format = changed;
                marks.append(sel);
            }
            pane->setExtraSelections(marks);
        }
        split->addWidget(column(caption, pane, split));
        m_versionCaptions.append(caption);
        m_versionPanes.append(pane);
    }
}

void ObjectViewer::updateAll() {
    for (int i = 0; i < m_fetch->formats().size(); ++i)
        updateFormat(i);
    if (m_fetch->formats().isEmpty()) {
        for (QLabel *c : std::as_const(m_captions))
            c->clear();
        for (QPlainTextEdit *p : std::as_const(m_panes))
            p->clear();
    }
}

} // namespace views
