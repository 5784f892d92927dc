#include "views/cel/crdcontextpanel.h"

#include "cel/limits.h"
#include "codecs/yaml.h"
#include "kube/client.h"
#include "kube/offthread.h"
#include "models/cel/celbinding.h"
#include "models/connection.h"
#include "views/cel/celeditor.h"
#include "views/cel/playground.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QThreadPool>
#include <QTimer>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUrlQuery>
#include <QVBoxLayout>

#include <optional>

namespace views::cel {

namespace {

using models::celplay::CrdDefinition;
using models::celplay::CrdRule;
using models::celplay::MessageOutcome;

constexpr int PathRole = Qt::UserRole;
constexpr int RuleRole = Qt::UserRole + 1;

QString pretty(const ::cel::json::NodeP &n) {
    if (!n)
        return {};
    const std::string compact = ::cel::json::write(*n);
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(compact));
    // A scalar: QJsonDocument only holds arrays and objects.
    return doc.isNull() ? QString::fromStdString(compact) : QString::fromUtf8(doc.toJson());
}

::cel::json::NodeP parseJson(const QByteArray &body, QString *error) {
    auto doc = ::cel::json::parse(std::string_view(body.constData(), std::size_t(body.size())));
    if (!doc) {
        *error = QString::fromStdString(doc.error());
        return nullptr;
    }
    return *doc;
}

QString nodeName(const QString &path) {
    return path.isEmpty() ? QStringLiteral("self") : path;
}

} // namespace

CrdContextPanel::CrdContextPanel(models::Connection *connection, Playground *playground, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
    , m_playground(playground) {
    setObjectName(QStringLiteral("CelCrdContext"));
    m_crdLabel = new QLabel(this);
    m_crd = new QComboBox(this);
    m_crd->setObjectName(QStringLiteral("CelCrd"));
    m_crd->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_crd->setMinimumContentsLength(18);
    m_versionLabel = new QLabel(this);
    m_version = new QComboBox(this);
    m_version->setObjectName(QStringLiteral("CelCrdVersion"));
    m_refresh = new QPushButton(this);
    m_refresh->setObjectName(QStringLiteral("CelCrdRefresh"));
    auto *row1 = new QHBoxLayout;
    row1->addWidget(m_crdLabel);
    row1->addWidget(m_crd, 1);
    row1->addWidget(m_versionLabel);
    row1->addWidget(m_version);
    row1->addWidget(m_refresh);

    m_nodes = new QTreeWidget(this);
    m_nodes->setObjectName(QStringLiteral("CelCrdNodes"));
    m_nodes->setColumnCount(3);
    m_nodes->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_nodes->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_nodes->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_nodes->header()->setStretchLastSection(false);

    m_objectLabel = new QLabel(this);
    m_objectBox = new QComboBox(this);
    m_objectBox->setObjectName(QStringLiteral("CelCrdObject"));
    m_objectBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_objectBox->setMinimumContentsLength(16);
    m_instanceLabel = new QLabel(this);
    m_instance = new QComboBox(this);
    m_instance->setObjectName(QStringLiteral("CelCrdInstance"));
    m_instance->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_instance->setMinimumContentsLength(12);
    m_optionalOldSelf = new QCheckBox(QStringLiteral("optionalOldSelf"), this);
    m_optionalOldSelf->setObjectName(QStringLiteral("CelCrdOptionalOldSelf"));
    auto *row2 = new QHBoxLayout;
    row2->addWidget(m_objectLabel);
    row2->addWidget(m_objectBox, 2);
    row2->addWidget(m_instanceLabel);
    row2->addWidget(m_instance, 1);
    row2->addWidget(m_optionalOldSelf);

    m_messageLabel = new QLabel(this);
    m_message = new CelEditor(this);
    m_message->setObjectName(QStringLiteral("CelCrdMessageExpression"));
    m_message->setMaximumHeight(64);
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("CelCrdResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("CelCrdStatus"));
    m_status->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row1);
    layout->addWidget(m_nodes, 1);
    layout->addLayout(row2);
    layout->addWidget(m_messageLabel);
    layout->addWidget(m_message);
    layout->addWidget(m_result);
    layout->addWidget(m_status);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(250);
    connect(m_debounce, &QTimer::timeout, this, &CrdContextPanel::runNow);
    connect(m_refresh, &QPushButton::clicked, this, &CrdContextPanel::refresh);
    connect(m_crd, &QComboBox::currentIndexChanged, this, &CrdContextPanel::showCrd);
    connect(m_version, &QComboBox::currentIndexChanged, this, &CrdContextPanel::showVersion);
    connect(m_nodes, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { selectItem(item); });
    connect(m_objectBox, &QComboBox::currentIndexChanged, this, &CrdContextPanel::loadObject);
    connect(m_instance, &QComboBox::currentIndexChanged, this, &CrdContextPanel::showInstance);
    connect(m_optionalOldSelf, &QCheckBox::toggled, this, [this](bool on) {
        m_playground->setOptionalOldSelf(on);
        scheduleRun();
    });
    connect(m_message, &QPlainTextEdit::textChanged, this, &CrdContextPanel::scheduleRun);
    connect(m_playground->editor(), &QPlainTextEdit::textChanged, this, &CrdContextPanel::scheduleRun);
    connect(m_playground->oldSelfEditor(), &QPlainTextEdit::textChanged, this, &CrdContextPanel::scheduleRun);
    if (m_connection)
        connect(m_connection, &models::Connection::connected, this, &CrdContextPanel::refresh);
    retranslate();
}

CrdContextPanel::~CrdContextPanel() {
    if (m_interrupt)
        m_interrupt->store(true);
}

void CrdContextPanel::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CrdContextPanel::retranslate() {
    m_crdLabel->setText(tr("CRD:"));
    m_versionLabel->setText(tr("Version:"));
    m_refresh->setText(tr("Refresh"));
    m_refresh->setToolTip(tr("Reads the cluster's CustomResourceDefinitions again."));
    m_nodes->setHeaderLabels({tr("Schema node / rule"), tr("Type / message"), tr("Rules")});
    m_objectLabel->setText(tr("self from:"));
    m_instanceLabel->setText(tr("Element:"));
    m_instance->setToolTip(tr("Under arrays and maps the rule runs once per element, as Kubernetes runs it; "
                              "this is the element shown as self."));
    m_optionalOldSelf->setToolTip(tr("oldSelf is optional: the rule also runs on a create, with oldSelf "
                                     "empty (optional.none())."));
    m_messageLabel->setText(tr("messageExpression (runs when the rule returns false):"));
    m_message->setToolTip(
        tr("Must type-check to string. The API server trims the value and uses the rule's "
           "message instead when it is empty, has a line break or is longer than 5120 bytes, "
           "or when it fails."));
    if (m_crds.empty() && m_status->text().isEmpty())
        m_status->setText(tr("Connect to a cluster to pick a CRD, or type the rule and its schema by hand."));
    if (!m_nodePath.isNull() || m_ruleIndex >= 0)
        runNow();
}

int CrdContextPanel::crdCount() const {
    return int(m_crds.size());
}

int CrdContextPanel::objectCount() const {
    return m_objectBox->count();
}

const CrdDefinition *CrdContextPanel::crd() const {
    const int i = m_crd->currentIndex();
    return i >= 0 && i < int(m_crds.size()) ? &m_crds[std::size_t(i)] : nullptr;
}

QString CrdContextPanel::versionName() const {
    return m_version->currentText();
}

void CrdContextPanel::refresh() {
    kube::Client *client = m_connection ? m_connection->client() : nullptr;
    if (!client) {
        m_status->setText(tr("Not connected: no CRDs to pick."));
        return;
    }
    m_status->setText(tr("Reading the cluster's CRDs…"));
    auto *call = client->get(QStringLiteral("/apis/apiextensions.k8s.io/v1/customresourcedefinitions"));
    QPointer<CrdContextPanel> self(this);
    connect(call, &kube::Call::finished, this, [self, call] {
        call->deleteLater();
        if (!self)
            return;
        const auto &r = call->result();
        if (!r) {
            self->m_status->setText(tr("The CRDs cannot be read: %1").arg(r.error().userMessage()));
            emit self->crdsLoaded();
            return;
        }
        const QByteArray body = r->body;
        // Parsing a long CRD list is heavy: off the GUI thread.
        QThreadPool::globalInstance()->start([self, body] {
            QString error;
            std::vector<CrdDefinition> crds;
            if (auto doc = parseJson(body, &error))
                if (const auto *items = doc->get("items"))
                    for (const auto &item : items->items)
                        if (item)
                            if (auto crd = models::celplay::parseCrd(*item))
                                crds.push_back(*crd);
            std::sort(crds.begin(), crds.end(),
                      [](const CrdDefinition &a, const CrdDefinition &b) { return a.name < b.name; });
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [self, crds = std::move(crds), error] {
                    if (!self)
                        return;
                    const QString current = self->m_crd->currentText();
                    self->m_crds = crds;
                    {
                        QSignalBlocker block(self->m_crd);
                        self->m_crd->clear();
                        for (const auto &c : self->m_crds) {
                            self->m_crd->addItem(c.name);
                            self->m_crd->setItemData(
                                self->m_crd->count() - 1,
                                tr("%n rule(s)", nullptr,
                                   c.versions.empty() ? 0 : c.versions.front().ruleCount()),
                                Qt::ToolTipRole);
                        }
                        self->m_crd->setCurrentIndex(std::max(0, self->m_crd->findText(current)));
                    }
                    self->m_status->setText(
                        error.isEmpty() ? tr("%n CRD(s) on the cluster.", nullptr, int(self->m_crds.size()))
                                        : tr("The CRD list is not JSON: %1").arg(error));
                    self->showCrd();
                    emit self->crdsLoaded();
                },
                Qt::QueuedConnection);
        });
    });
}

void CrdContextPanel::showCrd() {
    QSignalBlocker block(m_version);
    m_version->clear();
    if (const CrdDefinition *c = crd()) {
        int storage = 0;
        for (const auto &v : c->versions) {
            if (!v.served)
                continue;
            m_version->addItem(v.name);
            if (v.storage)
                storage = m_version->count() - 1;
        }
        m_version->setCurrentIndex(storage);
    }
    showVersion();
}

void CrdContextPanel::showVersion() {
    m_nodes->clear();
    m_nodePath = QString();
    m_ruleIndex = -1;
    const CrdDefinition *c = crd();
    const models::celplay::CrdVersion *v = c ? c->version(versionName()) : nullptr;
    if (v) {
        std::vector<QTreeWidgetItem *> parents; // by depth
        for (const auto &node : v->nodes) {
            QTreeWidgetItem *parent = node.depth > 0 && std::size_t(node.depth) <= parents.size()
                                          ? parents[std::size_t(node.depth - 1)]
                                          : nullptr;
            auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_nodes);
            const QString last =
                node.path.isEmpty() ? QStringLiteral("self") : node.path.section(QLatin1Char('.'), -1);
            item->setText(0, last);
            item->setToolTip(0, nodeName(node.path));
            item->setText(1, node.type);
            item->setData(0, PathRole, node.path);
            item->setData(0, RuleRole, -1);
            if (!node.rules.empty()) {
                item->setText(2, QString::number(node.rules.size()));
                QFont f = item->font(0);
                f.setBold(true);
                item->setFont(0, f);
                item->setFont(2, f);
                for (std::size_t i = 0; i < node.rules.size(); ++i) {
                    const CrdRule &r = node.rules[i];
                    auto *ri = new QTreeWidgetItem(item);
                    ri->setText(0, r.rule);
                    ri->setText(1, !r.messageExpression.isEmpty() ? r.messageExpression : r.message);
                    ri->setData(0, PathRole, node.path);
                    ri->setData(0, RuleRole, int(i));
                    QStringList tip{QStringLiteral("rule: %1").arg(r.rule)};
                    if (!r.message.isEmpty())
                        tip << QStringLiteral("message: %1").arg(r.message);
                    if (!r.messageExpression.isEmpty())
                        tip << QStringLiteral("messageExpression: %1").arg(r.messageExpression);
                    if (!r.reason.isEmpty())
                        tip << QStringLiteral("reason: %1").arg(r.reason);
                    if (!r.fieldPath.isEmpty())
                        tip << QStringLiteral("fieldPath: %1").arg(r.fieldPath);
                    if (r.optionalOldSelf)
                        tip << QStringLiteral("optionalOldSelf: true");
                    ri->setToolTip(0, tip.join(QLatin1Char('\n')));
                    ri->setToolTip(1, ri->toolTip(0));
                }
            }
            parents.resize(std::size_t(node.depth) + 1);
            parents[std::size_t(node.depth)] = item;
        }
        m_nodes->expandAll();
    }
    loadObjects();
    emit contextChanged();
}

bool CrdContextPanel::choose(const QString &crdName, const QString &version, const QString &nodePath,
                             int ruleIndex) {
    const int ci = m_crd->findText(crdName);
    if (ci < 0)
        return false;
    m_crd->setCurrentIndex(ci);
    if (!version.isEmpty()) {
        const int vi = m_version->findText(version);
        if (vi < 0)
            return false;
        m_version->setCurrentIndex(vi);
    }
    QTreeWidgetItemIterator it(m_nodes);
    for (; *it; ++it)
        if ((*it)->data(0, PathRole).toString() == nodePath &&
            (*it)->data(0, RuleRole).toInt() == ruleIndex) {
            m_nodes->setCurrentItem(*it);
            return true;
        }
    return false;
}

void CrdContextPanel::selectItem(QTreeWidgetItem *item) {
    if (!item)
        return;
    const CrdDefinition *c = crd();
    const models::celplay::CrdVersion *v = c ? c->version(versionName()) : nullptr;
    const models::celplay::CrdNode *node = v ? v->node(item->data(0, PathRole).toString()) : nullptr;
    if (!node)
        return;
    m_nodePath = node->path;
    m_ruleIndex = item->data(0, RuleRole).toInt();
    const CrdRule rule = m_ruleIndex >= 0 ? node->rules[std::size_t(m_ruleIndex)] : CrdRule{};
    const QString schema = pretty(node->schema);
    m_loadingInstance = true;
    {
        QSignalBlocker block(m_optionalOldSelf);
        m_optionalOldSelf->setChecked(rule.optionalOldSelf);
    }
    m_playground->setOptionalOldSelf(rule.optionalOldSelf);
    m_playground->openCrdRule(m_ruleIndex >= 0 ? rule.rule : m_playground->editor()->toPlainText(), schema);
    {
        QSignalBlocker block(m_message);
        m_message->setPlainText(rule.messageExpression);
    }
    m_loadingInstance = false;
    // self from the chosen object at the new node.
    m_instances = m_object ? models::celplay::instancesAt(*v, m_nodePath, m_object, m_object)
                           : std::vector<models::celplay::NodeInstance>{};
    listInstances();
    emit contextChanged();
}

void CrdContextPanel::loadObjects() {
    {
        QSignalBlocker block(m_objectBox);
        m_objectBox->clear();
    }
    m_object = nullptr;
    const CrdDefinition *c = crd();
    kube::Client *client = m_connection ? m_connection->client() : nullptr;
    if (!c || !client || versionName().isEmpty())
        return;
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("limit"), QStringLiteral("500"));
    auto *call = client->get(c->collectionPath(versionName()), q);
    QPointer<CrdContextPanel> self(this);
    const quint64 generation = ++m_generation;
    connect(call, &kube::Call::finished, this, [self, call, generation] {
        call->deleteLater();
        if (!self || generation != self->m_generation)
            return;
        const auto &r = call->result();
        if (!r) {
            self->m_status->setText(tr("The objects cannot be listed: %1").arg(r.error().userMessage()));
            emit self->objectsLoaded();
            return;
        }
        const QByteArray body = r->body;
        QThreadPool::globalInstance()->start([self, body, generation] {
            QString error;
            QStringList names;
            bool more = false;
            if (auto doc = parseJson(body, &error)) {
                if (const auto *items = doc->get("items"))
                    for (const auto &item : items->items) {
                        const auto *meta = item ? item->get("metadata") : nullptr;
                        if (!meta)
                            continue;
                        const auto *ns = meta->get("namespace");
                        const auto *name = meta->get("name");
                        names << (ns ? QString::fromStdString(ns->str) + QLatin1Char('/') : QString()) +
                                     (name ? QString::fromStdString(name->str) : QString());
                    }
                if (const auto *meta = doc->get("metadata"))
                    if (const auto *cont = meta->get("continue"))
                        more = !cont->str.empty();
            }
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [self, names, more, error, generation] {
                    if (!self || generation != self->m_generation)
                        return;
                    {
                        QSignalBlocker block(self->m_objectBox);
                        self->m_objectBox->clear();
                        self->m_objectBox->addItems(names);
                        self->m_objectBox->setCurrentIndex(-1);
                    }
                    if (!error.isEmpty())
                        self->m_status->setText(tr("The object list is not JSON: %1").arg(error));
                    else if (names.isEmpty())
                        self->m_status->setText(tr("No objects of this version: type self in the self tab."));
                    else
                        self->m_status->setText(
                            more ? tr("The first %n object(s); pick one as self.", nullptr, int(names.size()))
                                 : tr("%n object(s); pick one as self.", nullptr, int(names.size())));
                    if (!names.isEmpty())
                        self->m_objectBox->setCurrentIndex(0);
                    emit self->objectsLoaded();
                },
                Qt::QueuedConnection);
        });
    });
}

bool CrdContextPanel::chooseObject(const QString &namespaceName) {
    const int i = m_objectBox->findText(namespaceName);
    if (i < 0)
        return false;
    if (i != m_objectBox->currentIndex())
        m_objectBox->setCurrentIndex(i); // loads it (the current one is loaded or loading already)
    return true;
}

void CrdContextPanel::loadObject() {
    const CrdDefinition *c = crd();
    kube::Client *client = m_connection ? m_connection->client() : nullptr;
    const QString chosen = m_objectBox->currentText();
    if (!c || !client || chosen.isEmpty())
        return;
    const QString ns = chosen.contains(QLatin1Char('/')) ? chosen.section(QLatin1Char('/'), 0, 0) : QString();
    const QString name = chosen.section(QLatin1Char('/'), -1);
    auto *call = client->get(c->objectPath(versionName(), ns, name));
    QPointer<CrdContextPanel> self(this);
    const quint64 generation = ++m_generation;
    connect(call, &kube::Call::finished, this, [self, call, generation] {
        call->deleteLater();
        if (!self || generation != self->m_generation)
            return;
        const auto &r = call->result();
        if (!r) {
            self->m_status->setText(tr("The object cannot be read: %1").arg(r.error().userMessage()));
            return;
        }
        const CrdDefinition *c = self->crd();
        const auto *v = c ? c->version(self->versionName()) : nullptr;
        struct Read {
            ::cel::json::NodeP object;
            std::vector<models::celplay::NodeInstance> instances;
            QString error;
        };
        // A large object takes tens of milliseconds to read: the pool does it.
        kube::runOffThread(
            self,
            [body = r->body, version = v ? std::optional(*v) : std::nullopt, path = self->m_nodePath] {
                Read read;
                read.object = parseJson(body, &read.error);
                if (read.object && version)
                    read.instances = models::celplay::instancesAt(*version, path, read.object, read.object);
                return read;
            },
            [self, generation, path = self->m_nodePath](const Read &read) {
                if (!self || generation != self->m_generation)
                    return;
                self->m_object = read.object;
                if (!self->m_object) {
                    self->m_status->setText(tr("The object is not JSON: %1").arg(read.error));
                    return;
                }
                self->m_instances = read.instances;
                if (self->m_nodePath != path) { // another node was chosen meanwhile
                    const CrdDefinition *c = self->crd();
                    const auto *v = c ? c->version(self->versionName()) : nullptr;
                    self->m_instances =
                        v ? models::celplay::instancesAt(*v, self->m_nodePath, self->m_object, self->m_object)
                          : std::vector<models::celplay::NodeInstance>{};
                }
                self->listInstances();
            });
    });
}

void CrdContextPanel::listInstances() {
    {
        QSignalBlocker block(m_instance);
        m_instance->clear();
        for (const auto &i : m_instances)
            m_instance->addItem(nodeName(i.path));
    }
    showInstance();
}

void CrdContextPanel::chooseInstance(int index) {
    m_instance->setCurrentIndex(index);
}

void CrdContextPanel::showInstance() {
    const quint64 show = ++m_shows; // an element still being written is dropped
    const int i = m_instance->currentIndex();
    m_instanceLabel->setEnabled(m_instances.size() > 1);
    m_instance->setEnabled(m_instances.size() > 1);
    if (i < 0 || i >= int(m_instances.size())) {
        if (m_object && m_ruleIndex >= -1 && !m_nodePath.isNull())
            m_status->setText(
                tr("The object has no value at %1: the rule does not run on it.").arg(nodeName(m_nodePath)));
        m_shown = show;
        scheduleRun();
        return;
    }
    const auto &inst = m_instances[std::size_t(i)];
    m_status->setText(
        m_instances.size() > 1
            ? tr("self is %1 (element %2 of %3).").arg(nodeName(inst.path)).arg(i + 1).arg(m_instances.size())
            : tr("self is %1.").arg(nodeName(inst.path)));
    const CrdDefinition *c = crd();
    const auto *v = c ? c->version(versionName()) : nullptr;
    const auto *node = v ? v->node(m_nodePath) : nullptr;
    // Written as JSON on the pool: self may be a whole large object.
    struct Texts {
        QString schema, self, oldSelf;
    };
    kube::runOffThread(
        this,
        [schema = node ? node->schema : ::cel::json::NodeP(), inst] {
            return Texts{pretty(schema), pretty(inst.self), pretty(inst.oldSelf)};
        },
        [this, show, oldSelf = inst.oldSelf](const Texts &texts) {
            if (show != m_shows)
                return; // another element was chosen meanwhile
            m_shown = show;
            m_playground->setContextDocuments(texts.schema, texts.self, texts.oldSelf);
            // The oldSelf pane now holds this element: no need to read it back.
            m_oldSelf = {m_playground->oldSelfEditor()->toPlainText().trimmed(), oldSelf, {}};
            scheduleRun();
        });
}

CrdRule CrdContextPanel::currentRule() const {
    CrdRule r;
    const CrdDefinition *c = crd();
    const auto *v = c ? c->version(versionName()) : nullptr;
    const auto *node = v ? v->node(m_nodePath) : nullptr;
    if (node && m_ruleIndex >= 0 && m_ruleIndex < int(node->rules.size()))
        r = node->rules[std::size_t(m_ruleIndex)];
    r.rule = m_playground->editor()->toPlainText();
    r.messageExpression = m_message->toPlainText();
    r.optionalOldSelf = m_optionalOldSelf->isChecked();
    return r;
}

void CrdContextPanel::scheduleRun() {
    if (!m_loadingInstance)
        m_debounce->start();
}

void CrdContextPanel::runNow() {
    m_debounce->stop();
    if (m_shown != m_shows)
        return; // the element is still being written into the playground: it runs then
    const CrdDefinition *c = crd();
    const auto *v = c ? c->version(versionName()) : nullptr;
    const auto *node = v ? v->node(m_nodePath) : nullptr;
    const int i = m_instance->currentIndex();
    if (!node || i < 0 || i >= int(m_instances.size())) {
        m_result->clear();
        return;
    }
    models::celplay::NodeInstance inst = m_instances[std::size_t(i)];
    // oldSelf as edited in the playground's oldSelf tab (empty: none, a create).
    const QString oldText = m_playground->oldSelfEditor()->toPlainText().trimmed();
    if (oldText != m_oldSelf.text) {
        m_oldSelf = {oldText, nullptr, {}};
        if (!oldText.isEmpty()) {
            auto doc = codecs::parseYaml(oldText.toUtf8());
            if (doc)
                m_oldSelf.node = models::celbinding::toNode(*doc);
            else
                m_oldSelf.error = doc.error().message;
        }
    }
    if (!m_oldSelf.error.isEmpty()) {
        m_result->setText(tr("oldSelf is not YAML: %1").arg(m_oldSelf.error));
        return;
    }
    inst.oldSelf = m_oldSelf.node;
    if (m_interrupt)
        m_interrupt->store(true);
    auto flag = std::make_shared<std::atomic<bool>>(false);
    m_interrupt = flag;
    const CrdRule rule = currentRule();
    const models::celplay::CrdNode nodeCopy = *node;
    const int minor = m_playground->serverMinor();
    const ::cel::RuleAge age = m_playground->ruleAge();
    const quint64 generation = ++m_runs;
    QPointer<CrdContextPanel> self(this);
    m_result->setText(tr("Evaluating…"));
    QThreadPool::globalInstance()->start([self, flag, rule, nodeCopy, minor, age, inst, generation] {
        const auto compiled = models::celplay::compileRule(rule, nodeCopy, minor, age);
        models::celplay::RuleRun run;
        if (compiled.program)
            run = models::celplay::runRule(compiled, inst, ::cel::limits::kCrdValidationRuntimeBudget,
                                           flag.get());
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, compiled, run, generation] {
                if (!self || generation != self->m_runs)
                    return;
                self->m_run = run;
                self->m_message->setDiagnostics(compiled.messageErrors);
                QStringList lines;
                if (!compiled.program) {
                    lines << tr("The rule does not compile (see the editor).");
                } else if (run.skipped) {
                    lines << tr("Skipped: a transition rule without oldSelf does not run (a create).");
                } else if (run.passed) {
                    lines << tr("The rule holds at %1 (cost %2).").arg(nodeName(run.path)).arg(run.cost);
                } else {
                    lines << tr("The rule fails at %1 (cost %2). The API server answers: %3")
                                 .arg(nodeName(run.path))
                                 .arg(run.cost)
                                 .arg(run.message);
                    switch (run.messageOutcome) {
                    case MessageOutcome::Used:
                        lines << tr("messageExpression gave the message (cost %1).").arg(run.messageCost);
                        break;
                    case MessageOutcome::Fallback:
                        lines << tr("messageExpression was not used (cost %1): %2")
                                     .arg(run.messageCost)
                                     .arg(run.messageError);
                        break;
                    case MessageOutcome::OverBudget:
                        lines << tr(
                            "messageExpression ran out of budget; the server stops validating the object.");
                        break;
                    case MessageOutcome::None:
                        break;
                    }
                }
                if (!compiled.messageErrors.empty())
                    lines << tr("messageExpression does not compile: %1")
                                 .arg(compiled.messageErrors.front().message);
                else if (compiled.message)
                    lines << tr("messageExpression: type %1, estimated cost %2 to %3")
                                 .arg(compiled.messageType)
                                 .arg(compiled.messageEstimate.min)
                                 .arg(compiled.messageEstimate.max);
                if (compiled.message &&
                    compiled.messageEstimate.max > ::cel::limits::kPerExpressionEstimatedLimit)
                    lines << tr("The estimated cost of messageExpression exceeds the limit of %1 for one "
                                "expression: "
                                "the API server rejects the CRD. Bound the strings and lists it builds from "
                                "(maxLength, maxItems).")
                                 .arg(QLocale().toString(
                                     qulonglong(::cel::limits::kPerExpressionEstimatedLimit)));
                self->m_result->setText(lines.join(QLatin1Char('\n')));
                emit self->ruleRun();
            },
            Qt::QueuedConnection);
    });
}

} // namespace views::cel
