#include "views/watch/eventinspector.h"

#include "codecs/json.h"
#include "kube/offthread.h"
#include "models/watch/flightrecorder.h"
#include "views/highlighter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTextBlock>
#include <QVBoxLayout>

namespace views {

using models::watch::ObjectDiff;
using models::watch::WatchRecord;

EventInspector::EventInspector(models::watch::FlightRecorder *recorder, QWidget *parent)
    : QWidget(parent)
    , m_recorder(recorder)
    , m_title(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_object(new QPlainTextEdit(this))
    , m_diffPage(new QWidget(this))
    , m_fromLabel(new QLabel(m_diffPage))
    , m_toLabel(new QLabel(m_diffPage))
    , m_from(new QComboBox(m_diffPage))
    , m_to(new QComboBox(m_diffPage))
    , m_noise(new QCheckBox(m_diffPage))
    , m_diffSummary(new QLabel(m_diffPage))
    , m_diff(new QPlainTextEdit(m_diffPage)) {
    setObjectName(QStringLiteral("EventInspector"));
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (QPlainTextEdit *e : {m_object, m_diff}) {
        e->setReadOnly(true);
        e->setFont(mono);
        e->setLineWrapMode(QPlainTextEdit::NoWrap);
    }
    Highlighter::attach(Highlighter::Language::Json, m_object->document());
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_from->setObjectName(QStringLiteral("DiffFrom"));
    m_to->setObjectName(QStringLiteral("DiffTo"));
    m_noise->setObjectName(QStringLiteral("ShowNoise"));
    m_diffSummary->setWordWrap(true);

    auto *pick = new QHBoxLayout;
    pick->addWidget(m_fromLabel);
    pick->addWidget(m_from, 1);
    pick->addWidget(m_toLabel);
    pick->addWidget(m_to, 1);
    pick->addWidget(m_noise);
    auto *dl = new QVBoxLayout(m_diffPage);
    dl->setContentsMargins(0, 4, 0, 0);
    dl->addLayout(pick);
    dl->addWidget(m_diffSummary);
    dl->addWidget(m_diff, 1);

    m_tabs->addTab(m_object, QString());
    m_tabs->addTab(m_diffPage, QString());
    auto *l = new QVBoxLayout(this);
    l->setContentsMargins(0, 0, 0, 0);
    l->addWidget(m_title);
    l->addWidget(m_tabs, 1);

    auto rerun = [this] {
        runDiff();
    };
    connect(m_from, &QComboBox::activated, this, rerun);
    connect(m_to, &QComboBox::activated, this, rerun);
    connect(m_noise, &QCheckBox::toggled, this, rerun);
    connect(&m_watcher, &QFutureWatcher<ObjectDiff>::finished, this, [this] {
        if (m_watcher.future().isValid() && m_watcher.property("generation").toInt() == m_generation)
            showDiff(m_watcher.result());
    });
    retranslate();
    showRecord(-1);
}

void EventInspector::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EventInspector::retranslate() {
    m_tabs->setTabText(0, tr("Object"));
    m_tabs->setTabText(1, tr("Diff"));
    m_fromLabel->setText(tr("From:"));
    m_toLabel->setText(tr("To:"));
    m_noise->setText(tr("Show noise"));
    m_noise->setToolTip(
        tr("Also compare metadata.managedFields, metadata.resourceVersion and metadata.generation."));
    // Only the words change: the object, the versions chosen and the diff stay.
    showTitle();
    const WatchRecord *r = m_recorder->bySeq(m_seq);
    if (r && !r->hasObject())
        showObject();
    for (QComboBox *box : {m_from, m_to}) {
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, versionLabel(box->itemData(i).toLongLong()));
    }
    showSummary();
}

void EventInspector::setShowNoise(bool show) {
    m_noise->setChecked(show);
}

void EventInspector::showRecord(qint64 seq) {
    m_seq = seq;
    showTitle();
    showObject();
    if (!m_recorder->bySeq(seq)) {
        m_from->clear();
        m_to->clear();
        m_diff->clear();
        ++m_generation;
        m_summary = Summary::None;
        showSummary();
        return;
    }
    fillVersions();
    if (m_recorder->bySeq(seq)->type == QLatin1String("MODIFIED") && m_from->count() >= 2)
        m_tabs->setCurrentIndex(1);
    runDiff();
}

void EventInspector::showTitle() {
    const WatchRecord *r = m_seq >= 0 ? m_recorder->bySeq(m_seq) : nullptr;
    if (!r) {
        m_title->setText(tr("Select an event to inspect its object."));
        return;
    }
    const QString who = r->ns.isEmpty() ? r->name : r->ns + QLatin1Char('/') + r->name;
    m_title->setText(
        tr("%1 %2 · resourceVersion %3 · %4")
            .arg(r->type, who.isEmpty() ? tr("(no object)") : who, r->resourceVersion,
                 QDateTime::fromMSecsSinceEpoch(r->arrivalMs).toString(QStringLiteral("HH:mm:ss.zzz"))));
}

void EventInspector::showObject() {
    ++m_objectGeneration;
    const WatchRecord *r = m_seq >= 0 ? m_recorder->bySeq(m_seq) : nullptr;
    if (!r) {
        m_object->clear();
        emit objectShown();
        return;
    }
    if (!r->hasObject()) {
        m_object->setPlainText(
            r->kind == WatchRecord::Kind::Status
                ? tr("A step of the connection; it carries no object.")
                : tr("The recorder no longer holds this object (its memory budget was reached)."));
        emit objectShown();
        return;
    }
    // Writing a large object as indented JSON takes tens of milliseconds: the
    // thread pool does it, from a copy (the recorder may drop the record).
    m_object->clear();
    kube::runOffThread(
        this,
        [object = r->object] {
            return QString::fromUtf8(codecs::toJson(object, codecs::JsonStyle::Indented));
        },
        [this, generation = m_objectGeneration](const QString &text) {
            if (generation != m_objectGeneration)
                return; // another record was chosen meanwhile
            m_object->setPlainText(text);
            emit objectShown();
        });
}

QString EventInspector::versionLabel(qint64 seq) const {
    const WatchRecord *v = m_recorder->bySeq(seq);
    if (!v)
        return tr("%1 (no longer recorded)").arg(seq);
    return tr("%1 at %2 (%3)")
        .arg(v->resourceVersion,
             QDateTime::fromMSecsSinceEpoch(v->arrivalMs).toString(QStringLiteral("HH:mm:ss.zzz")), v->type);
}

void EventInspector::fillVersions() {
    m_from->clear();
    m_to->clear();
    const WatchRecord *r = m_recorder->bySeq(m_seq);
    if (!r || r->uid.isEmpty())
        return;
    const QList<const WatchRecord *> versions = m_recorder->versionsOf(r->uid);
    int current = -1;
    for (const WatchRecord *v : versions) {
        const QString label = versionLabel(v->seq);
        m_from->addItem(label, v->seq);
        m_to->addItem(label, v->seq);
        if (v->seq == m_seq)
            current = m_to->count() - 1;
    }
    if (current < 0)
        return;
    m_to->setCurrentIndex(current);
    m_from->setCurrentIndex(std::max(0, current - 1));
}

void EventInspector::compare(qint64 fromSeq, qint64 toSeq) {
    const int f = m_from->findData(fromSeq);
    const int t = m_to->findData(toSeq);
    if (f >= 0)
        m_from->setCurrentIndex(f);
    if (t >= 0)
        m_to->setCurrentIndex(t);
    m_tabs->setCurrentIndex(1);
    runDiff();
}

void EventInspector::runDiff() {
    ++m_generation;
    const WatchRecord *a = m_from->count() ? m_recorder->bySeq(m_from->currentData().toLongLong()) : nullptr;
    const WatchRecord *b = m_to->count() ? m_recorder->bySeq(m_to->currentData().toLongLong()) : nullptr;
    if (!a || !b) {
        m_diff->clear();
        m_summary = Summary::OneVersion;
        showSummary();
        return;
    }
    m_summary = Summary::Comparing;
    showSummary();
    m_watcher.setProperty("generation", m_generation);
    m_watcher.setFuture(ObjectDiff::compareAsync(a->object, b->object, m_noise->isChecked()));
}

void EventInspector::showDiff(const ObjectDiff &diff) {
    m_lastDiff = diff;
    QString text;
    for (const ObjectDiff::Line &l : diff.lines) {
        text += l.op == ObjectDiff::Op::Added     ? QLatin1String("+ ")
                : l.op == ObjectDiff::Op::Removed ? QLatin1String("- ")
                                                  : QLatin1String("  ");
        text += l.text;
        text += QLatin1Char('\n');
    }
    m_diff->setPlainText(text);
    QList<QTextEdit::ExtraSelection> marks;
    QTextBlock block = m_diff->document()->firstBlock();
    for (const ObjectDiff::Line &l : diff.lines) {
        if (!block.isValid())
            break;
        if (l.op != ObjectDiff::Op::Same) {
            QTextEdit::ExtraSelection s;
            s.cursor = QTextCursor(block);
            s.format.setBackground(l.op == ObjectDiff::Op::Added ? QColor(214, 245, 214)
                                                                 : QColor(255, 220, 220));
            s.format.setProperty(QTextFormat::FullWidthSelection, true);
            marks.append(s);
        }
        block = block.next();
    }
    m_diff->setExtraSelections(marks);
    m_summary = Summary::Shown;
    showSummary();
    emit diffReady();
}

void EventInspector::showSummary() {
    switch (m_summary) {
    case Summary::None:
        m_diffSummary->clear();
        return;
    case Summary::OneVersion:
        m_diffSummary->setText(tr("Only one version of this object is in the recording."));
        return;
    case Summary::Comparing:
        m_diffSummary->setText(tr("Comparing…"));
        return;
    case Summary::Shown:
        break;
    }
    const ObjectDiff &diff = m_lastDiff;
    QString summary = diff.identical() ? tr("No difference.")
                                       : tr("%n line(s) added", nullptr, diff.added) + QStringLiteral(" · ") +
                                             tr("%n line(s) removed", nullptr, diff.removed);
    if (!diff.folded.isEmpty())
        summary += QStringLiteral(" · ") + tr("folded away: %1").arg(diff.folded.join(QStringLiteral(", ")));
    m_diffSummary->setText(summary);
}

} // namespace views
