// mado get RESOURCE [NAME] [-n NS | -A] [-l SEL] [--field-selector SEL]
//          [-o table|wide|json|yaml|jsonl|name] [--metadata-only] [-w|--watch]
//          [--wire json|protobuf|cbor|yaml] [--chunk-size N] [--parallel K]
//          [--parallel-by shards|namespaces]
#include "app/cli.h"
#include "app/tableprinter.h"
#include "codecs/decode.h"
#include "codecs/json.h"
#include "codecs/mediatype.h"
#include "kube/continuetokens.h"
#include "kube/discovery.h"
#include "kube/watch.h"
#include "models/lists/format.h"
#include "models/lists/parallelfetch.h"
#include "models/lists/selector.h"
#include "models/resourcelistmodel.h"
#include "models/tablefetch.h"

#include <QDateTime>

#include <QCborArray>
#include <QCborMap>

#include <algorithm>

namespace app {

namespace {

/// The document as kubectl prints it: map keys sorted (kubectl marshals a Go
/// map), metadata.managedFields dropped unless asked for. Every wire format
/// then prints the same bytes for the same object.
QCborValue forPrinting(const QCborValue &v, bool showManagedFields, int depth = 0) {
    if (v.isArray()) {
        QCborArray out;
        for (const QCborValue &e : v.toArray())
            out.append(forPrinting(e, showManagedFields, depth + 1));
        return out;
    }
    if (!v.isMap())
        return v;
    const QCborMap in = v.toMap();
    QList<QPair<QString, QCborValue>> entries;
    for (auto it = in.begin(); it != in.end(); ++it) {
        const QString key = it.key().toString();
        if (!showManagedFields && key == QLatin1String("managedFields"))
            continue;
        entries.append({key, forPrinting(it.value(), showManagedFields, depth + 1)});
    }
    std::sort(entries.begin(), entries.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QCborMap out;
    for (const auto &[key, value] : entries)
        out.insert(key, value);
    return out;
}

class GetCommand final : public Command {
public:
    using Command::Command;

    void start(const QStringList &args) override {
        ArgParser parser;
        parser.option({"-o", "--output"})
            .option({"-l", "--selector"})
            .option({"--field-selector"})
            .option({"--wire"})
            .option({"--chunk-size"})
            .option({"--parallel"})
            .option({"--parallel-by"})
            .flag({"-A", "--all-namespaces"})
            .flag({"--show-managed-fields"})
            .flag({"--metadata-only"})
            .flag({"-w", "--watch"});
        if (!parseArgs(parser, args))
            return;
        if (parser.isSet("--output"))
            m_output = parser.value("--output");
        m_labelSelector = parser.value("--selector");
        m_fieldSelector = parser.value("--field-selector");
        if (parser.isSet("--wire")) {
            auto fmt = codecs::wireFormatFromName(parser.value("--wire"));
            if (!fmt)
                return usageError(Cli::tr("--wire must be one of: json, protobuf, cbor, yaml"));
            m_wire = *fmt;
        }
        if (parser.isSet("--chunk-size")) {
            bool ok = false;
            m_chunkSize = parser.value("--chunk-size").toInt(&ok);
            if (!ok || m_chunkSize < 0)
                return usageError(Cli::tr("--chunk-size takes a number of 0 or more"));
        }
        if (parser.isSet("--parallel")) {
            bool ok = false;
            m_parallel = parser.value("--parallel").toInt(&ok);
            if (!ok || m_parallel < 0 || m_parallel > 64)
                return usageError(Cli::tr("--parallel takes a number of streams from 0 (automatic) to 64"));
        }
        if (parser.isSet("--parallel-by")) {
            m_parallelBy = parser.value("--parallel-by");
            if (m_parallelBy != QLatin1String("shards") && m_parallelBy != QLatin1String("namespaces"))
                return usageError(Cli::tr("--parallel-by must be one of: shards, namespaces"));
        }
        m_allNamespaces = parser.isSet("--all-namespaces");
        m_showManagedFields = parser.isSet("--show-managed-fields");
        m_metadataOnly = parser.isSet("--metadata-only");
        m_watch = parser.isSet("--watch");
        const QStringList &positional = parser.positionals();
        if (positional.isEmpty() || positional.size() > 2)
            return usageError(Cli::tr("get needs a resource type and at most one name"));
        static const QStringList outputs{QStringLiteral("table"), QStringLiteral("wide"),
                                         QStringLiteral("json"),  QStringLiteral("yaml"),
                                         QStringLiteral("jsonl"), QStringLiteral("name")};
        if (!outputs.contains(m_output))
            return usageError(Cli::tr("--output must be one of: table, wide, json, yaml, jsonl, name"));
        if (auto e = models::selector::checkLabelSelector(m_labelSelector))
            return fail(Cli::tr("Invalid label selector «%1»: %2").arg(m_labelSelector, e->message));
        if (auto e = models::selector::checkFieldSelector(m_fieldSelector))
            return fail(Cli::tr("Invalid field selector «%1»: %2").arg(m_fieldSelector, e->message));
        if (m_watch && !tableOutput())
            return usageError(Cli::tr("--watch prints table rows (-o table or wide); for events as JSON use "
                                      "mado watch"));
        const ResourceName target = resourceAndName(positional);
        m_resourceSpec = target.resource;
        m_name = target.name;
        auto ctx = resolveContext();
        if (!ctx)
            return fail(ctx.error().message);
        m_namespace = ctx->namespace_;
        if (!checkPathSegments(listNamespace(), m_name)) // -A lists without the namespace
            return;
        m_client = makeClient();
        if (!m_client)
            return;
        discover(m_client, [this](const kube::Catalog &catalog) {
            auto r = catalog.resolve(m_resourceSpec);
            if (!r)
                return fail(r.error().message);
            m_resource = *r;
            if (!m_resource.verbs.contains(m_name.isEmpty() ? QLatin1String("list") : QLatin1String("get")))
                return fail(Cli::tr("The resource %1 cannot be read with get.").arg(m_resource.name));
            if (tableOutput())
                fetchTable();
            else
                fetch(QString());
        });
    }

private:
    bool tableOutput() const {
        return m_output == QLatin1String("table") || m_output == QLatin1String("wide");
    }

    QByteArray accept() const {
        if (m_metadataOnly) {
            return m_name.isEmpty()
                       ? QByteArray("application/"
                                    "json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json")
                       : QByteArray(
                             "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1,application/json");
        }
        // The wire format asked for, JSON as the fallback (CRDs serve no protobuf).
        return codecs::acceptHeader(m_wire, codecs::ApiOrigin::Aggregated);
    }

    void fetch(const QString &continueToken) {
        kube::Request req;
        const QString ns = m_allNamespaces && m_name.isEmpty() ? QString() : m_namespace;
        req.path = m_resource.path(ns, m_name);
        req.accept = accept();
        if (m_name.isEmpty()) {
            if (m_chunkSize > 0)
                req.query.addQueryItem(QStringLiteral("limit"), QString::number(m_chunkSize));
            if (!continueToken.isEmpty())
                req.query.addQueryItem(QStringLiteral("continue"), continueToken);
            if (!m_labelSelector.isEmpty())
                kube::addQueryText(req.query, QStringLiteral("labelSelector"), m_labelSelector);
            if (!m_fieldSelector.isEmpty())
                kube::addQueryText(req.query, QStringLiteral("fieldSelector"), m_fieldSelector);
        }
        m_accept = req.accept;
        kube::Call *call = m_client->send(req);
        connect(call, &kube::Call::finished, this, [this, call] {
            call->deleteLater();
            const kube::CallResult &r = call->result();
            if (!r) {
                if (r.error().httpStatus == 406)
                    return fail(codecs::notAcceptableMessage(m_accept, r.error().message));
                return fail(r.error().userMessage());
            }
            for (const QString &w : r->warnings)
                err() << Cli::tr("Warning: %1").arg(w) << '\n';
            auto body = codecs::decodeBody(r->body, r->contentType);
            if (!body)
                return fail(body.error().message);
            if (!body->complete && !m_warnedIncomplete) {
                m_warnedIncomplete = true;
                err() << Cli::tr("Warning: Mado has no protobuf schema for %1: only apiVersion, kind and "
                                 "metadata were decoded.")
                             .arg(m_resource.kind)
                      << '\n';
            }
            const QCborValue &doc = body->document;
            if (!m_name.isEmpty()) {
                m_items.append(doc);
                return done();
            }
            for (const QCborValue &item : doc[QLatin1String("items")].toArray())
                m_items.append(withTypeMeta(item, doc));
            const QString next = doc[QLatin1String("metadata")][QLatin1String("continue")].toString();
            if (!next.isEmpty()) {
                if (!m_followed.follow(next))
                    return fail(kube::ContinueTokens::repeatedMessage());
                return fetch(next);
            }
            done();
        });
    }

    /// Table output: the same paged Table reader as the window's list model;
    /// a big collection as several streams at once (see decideParallel()).
    void fetchTable() {
        if (!m_name.isEmpty() || m_watch || m_parallel == 1)
            return fetchTableSingle();
        if (m_parallel > 1)
            return chooseSplit(m_parallel);
        // Automatic, as the window: parallel above the size threshold. One
        // object of the metadata list tells the size (remainingItemCount).
        kube::Request size;
        size.path = m_resource.path(listNamespace());
        size.accept = models::TableFetch::acceptHeader(models::ListShape::Metadata);
        size.query.addQueryItem(QStringLiteral("limit"), QStringLiteral("1"));
        if (!m_labelSelector.isEmpty())
            kube::addQueryText(size.query, QStringLiteral("labelSelector"), m_labelSelector);
        if (!m_fieldSelector.isEmpty())
            kube::addQueryText(size.query, QStringLiteral("fieldSelector"), m_fieldSelector);
        kube::Call *call = m_client->send(size);
        connect(call, &kube::Call::finished, this, [this, call] {
            call->deleteLater();
            qint64 remaining = -1;
            if (call->result()) {
                if (const auto doc = codecs::parseJson(call->result()->body))
                    remaining =
                        (*doc)[QLatin1String("metadata")][QLatin1String("remainingItemCount")].toInteger(-1);
            }
            if (remaining + 1 > models::parallel::kDefaultThreshold)
                return chooseSplit(models::parallel::kDefaultParts);
            fetchTableSingle();
        });
    }

    QString listNamespace() const { return m_allNamespaces && m_name.isEmpty() ? QString() : m_namespace; }

    /// Shards when the server honours shard selectors, else namespaces when
    /// listing all of them, else one stream (or what --parallel-by says).
    void chooseSplit(int parts) {
        if (m_parallelBy == QLatin1String("namespaces"))
            return listNamespacesThen(parts);
        kube::Call *probe = models::parallel::probeShards(m_client, m_resource.path(listNamespace()));
        connect(probe, &kube::Call::finished, this, [this, probe, parts] {
            probe->deleteLater();
            if (models::parallel::honoursShards(probe->result()))
                return fetchTableParallel(parts, models::parallel::Split::Shards, {});
            if (m_parallelBy == QLatin1String("shards"))
                err() << Cli::tr("Warning: the server ignores shard selectors; fetching one stream.") << '\n';
            else if (m_allNamespaces && m_resource.namespaced)
                return listNamespacesThen(parts);
            fetchTableSingle();
        });
    }

    void listNamespacesThen(int parts) {
        if (!m_allNamespaces || !m_resource.namespaced)
            return fetchTableSingle();
        kube::Request r;
        r.path = QStringLiteral("/api/v1/namespaces");
        r.accept = models::TableFetch::acceptHeader(models::ListShape::Metadata);
        kube::Call *call = m_client->send(r);
        connect(call, &kube::Call::finished, this, [this, call, parts] {
            call->deleteLater();
            const auto &result = call->result();
            if (!result)
                return fetchTableSingle(); // not allowed to list namespaces: one stream
            QStringList names;
            if (const auto doc = codecs::parseJson(result->body)) {
                for (const QCborValue &item : (*doc)[QLatin1String("items")].toArray())
                    names.append(item[QLatin1String("metadata")][QLatin1String("name")].toString());
            }
            if (names.isEmpty())
                return fetchTableSingle();
            fetchTableParallel(parts, models::parallel::Split::Namespaces, names);
        });
    }

    models::TableRequest tableRequest() const {
        models::TableRequest request;
        request.resource = m_resource;
        request.namespace_ = m_allNamespaces && m_name.isEmpty() ? QString() : m_namespace;
        request.name = m_name;
        request.labelSelector = m_labelSelector;
        request.fieldSelector = m_fieldSelector;
        request.pageSize = m_chunkSize;
        request.shape = m_metadataOnly ? models::ListShape::Metadata : models::ListShape::Table;
        // Rows need their object's namespace only for the NAMESPACE column of -A.
        request.includeObject = m_allNamespaces && m_resource.namespaced ? models::IncludeObject::Metadata
                                                                         : models::IncludeObject::None;
        return request;
    }

    /// parts streams at once; their rows sorted as the server lists them
    /// (by key: namespace, then name), so the output equals one stream's.
    void fetchTableParallel(int parts, models::parallel::Split split, const QStringList &namespaces) {
        models::TableRequest request = tableRequest();
        request.includeObject = models::IncludeObject::Metadata; // names and namespaces to sort on
        request.namespaces = namespaces;
        auto *fetch = new models::ParallelFetch(m_client, this);
        m_partRows.clear();
        connect(fetch, &models::ParallelFetch::page, this, [this](const models::TablePage &page, int part) {
            for (const QString &w : page.warnings)
                err() << Cli::tr("Warning: %1").arg(w) << '\n';
            if (m_columns.isEmpty()) {
                m_columns = page.columns;
                m_plainList = page.plainList;
            }
            if (m_partRows.size() <= part)
                m_partRows.resize(part + 1);
            m_partRows[part] += page.rows;
        });
        connect(fetch, &models::ParallelFetch::restarted, this, [this](int part, const QString &message) {
            err() << message << '\n';
            if (part < m_partRows.size())
                m_partRows[part].clear();
        });
        connect(fetch, &models::ParallelFetch::finished, this, [this](const models::TableResult &result) {
            if (!result)
                return fail(models::TableFetch::errorMessage(result.error()));
            QList<codecs::TableRow> rows;
            for (const QList<codecs::TableRow> &part : std::as_const(m_partRows))
                rows += part;
            m_partRows.clear();
            models::parallel::sortAsServer(rows);
            appendRows(rows);
            done();
        });
        fetch->start(request, parts, split);
    }

    void fetchTableSingle() {
        const models::TableRequest request = tableRequest();
        auto *fetch = new models::TableFetch(m_client, this);
        connect(fetch, &models::TableFetch::page, this, [this](const models::TablePage &page) {
            for (const QString &w : page.warnings)
                err() << Cli::tr("Warning: %1").arg(w) << '\n';
            takeTable(page);
        });
        connect(fetch, &models::TableFetch::restarted, this, [this](const QString &message) {
            err() << message << '\n';
            m_rows.clear();
        });
        connect(fetch, &models::TableFetch::finished, this, [this](const models::TableResult &result) {
            if (!result)
                return fail(models::TableFetch::errorMessage(result.error()));
            m_listRv = result->resourceVersion;
            done();
        });
        fetch->start(request);
    }

    /// Whether column c of the page's columns is printed.
    bool printed(int c) const {
        if (m_plainList || m_metadataOnly) {
            using namespace models::MetadataColumns;
            if (c == Namespace)
                return false; // printed first with -A, like a Table's namespace
            return !m_plainList || c == Name || c == Age;
        }
        return m_output == QLatin1String("wide") || m_columns.at(c).priority == 0;
    }

    /// --watch: rows as the server changes them, from the list's resourceVersion.
    void startWatch() {
        kube::WatchRequest request;
        const QString ns = m_allNamespaces ? QString() : m_namespace;
        request.path = m_resource.path(m_resource.namespaced ? ns : QString());
        request.mode = kube::WatchMode::FromResourceVersion;
        request.resourceVersion = m_listRv;
        request.name = m_name;
        request.labelSelector = m_labelSelector;
        request.fieldSelector = m_fieldSelector;
        request.accept = m_metadataOnly
                             ? QByteArray("application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1")
                             : QByteArray("application/json;as=Table;g=meta.k8s.io;v=v1,application/json");
        kube::Watch *watch = kube::Watch::start(m_client, request);
        connect(watch, &kube::Watch::events, this, [this](const QList<kube::WatchEvent> &events) {
            QList<QStringList> rows;
            const qint64 now = QDateTime::currentSecsSinceEpoch();
            for (const kube::WatchEvent &ev : events) {
                if (ev.type != kube::WatchEvent::Type::Added && ev.type != kube::WatchEvent::Type::Modified &&
                    ev.type != kube::WatchEvent::Type::Deleted)
                    continue;
                auto row = models::ResourceListModel::rowFromObject(
                    ev.object, m_metadataOnly ? models::ListShape::Metadata : models::ListShape::Table);
                if (!row)
                    continue;
                QStringList cells;
                if (m_allNamespaces && m_resource.namespaced)
                    cells.append(row->ns.isEmpty() ? ev.ns : row->ns);
                for (qsizetype i = 0; i < row->cells.size() && i < m_columns.size(); ++i) {
                    if (printed(int(i)))
                        cells.append(models::format::cellText(row->cells.at(i), m_columns.at(i), now));
                }
                rows.append(cells);
            }
            if (!rows.isEmpty()) {
                // Under the widths of the rows before, as kubectl keeps them;
                // the headers first when the list was empty.
                out() << formatTable(std::exchange(m_pendingHeaders, {}), rows, m_widths);
                out().flush();
            }
        });
        connect(watch, &kube::Watch::finished, this, [this, watch] {
            const auto result = watch->result();
            watch->deleteLater();
            if (!result)
                return fail(models::TableFetch::errorMessage(result.error()));
            finish(ExitOk);
        });
    }

    void takeTable(const models::TablePage &page) {
        if (m_columns.isEmpty()) {
            m_columns = page.columns;
            m_plainList = page.plainList;
        }
        appendRows(page.rows);
    }

    void appendRows(const QList<codecs::TableRow> &rows) {
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        for (const codecs::TableRow &row : rows) {
            QStringList cells;
            if (m_allNamespaces && m_resource.namespaced)
                cells.append(row.ns);
            for (qsizetype i = 0; i < row.cells.size() && i < m_columns.size(); ++i) {
                if (printed(int(i)))
                    cells.append(models::format::cellText(row.cells.at(i), m_columns.at(i), now));
            }
            m_rows.append(cells);
        }
    }

    /// List items come without apiVersion and kind; kubectl puts them back.
    QCborValue withTypeMeta(const QCborValue &item, const QCborValue &list) const {
        if (!item.isMap() || item[QLatin1String("kind")].isString())
            return item;
        QCborMap m = item.toMap();
        QString kind = list[QLatin1String("kind")].toString();
        if (kind.endsWith(QLatin1String("List")))
            kind.chop(4);
        const QString apiVersion = list[QLatin1String("apiVersion")].toString();
        m.insert(QStringLiteral("apiVersion"), apiVersion.isEmpty() ? m_resource.groupVersion() : apiVersion);
        m.insert(QStringLiteral("kind"), kind.isEmpty() ? m_resource.kind : kind);
        return m;
    }

    void done() {
        if (tableOutput()) {
            QStringList headers;
            if (m_allNamespaces && m_resource.namespaced)
                headers.append(QStringLiteral("NAMESPACE"));
            for (int c = 0; c < m_columns.size(); ++c) {
                if (printed(c))
                    headers.append(m_columns.at(c).name.toUpper());
            }
            if (m_rows.isEmpty()) {
                err() << (m_allNamespaces || !m_resource.namespaced
                              ? Cli::tr("No resources found")
                              : Cli::tr("No resources found in %1 namespace.").arg(m_namespace))
                      << '\n';
                if (!m_watch)
                    return finish(ExitOk);
                err().flush();
                m_pendingHeaders = headers; // printed with the first change
                return startWatch();
            }
            out() << formatTable(headers, m_rows, m_widths);
            if (m_watch) {
                out().flush(); // the list shows before the first change
                return startWatch();
            }
            return finish(ExitOk);
        }
        if (m_output == QLatin1String("name")) {
            const QString prefix =
                m_resource.kind.toLower() +
                (m_resource.group.isEmpty() ? QString() : QLatin1Char('.') + m_resource.group);
            for (const QCborValue &item : std::as_const(m_items))
                out() << prefix << '/' << item[QLatin1String("metadata")][QLatin1String("name")].toString()
                      << '\n';
            return finish(ExitOk);
        }
        if (m_output == QLatin1String("jsonl")) {
            for (const QCborValue &item : std::as_const(m_items))
                out() << QString::fromUtf8(codecs::toJson(forPrinting(item, m_showManagedFields),
                                                          codecs::JsonStyle::Compact))
                      << '\n';
            return finish(ExitOk);
        }
        QCborValue doc;
        if (!m_name.isEmpty()) {
            doc = m_items.value(0);
        } else {
            // As kubectl: the pages joined into one v1 List.
            QCborArray items;
            for (const QCborValue &item : std::as_const(m_items))
                items.append(item);
            doc = QCborMap{
                {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                {QStringLiteral("items"), items},
                {QStringLiteral("kind"), QStringLiteral("List")},
                {QStringLiteral("metadata"), QCborMap{{QStringLiteral("resourceVersion"), QString()}}}};
        }
        const auto fmt =
            m_output == QLatin1String("yaml") ? codecs::OutputFormat::Yaml : codecs::OutputFormat::Json;
        out() << QString::fromUtf8(codecs::encodeDocument(forPrinting(doc, m_showManagedFields), fmt));
        finish(ExitOk);
    }

    kube::Client *m_client = nullptr;
    kube::ApiResource m_resource;
    QString m_resourceSpec;
    QByteArray m_accept;
    QString m_name;
    QString m_namespace;
    QString m_output = QStringLiteral("table");
    QString m_labelSelector;
    QString m_fieldSelector;
    codecs::WireFormat m_wire = codecs::WireFormat::Json;
    int m_chunkSize = 500;
    kube::ContinueTokens m_followed; ///< of the plain (not Table) paged list
    int m_parallel = 0;              ///< streams; 0: automatic (as the window), 1: one stream
    QString m_parallelBy;
    QList<QList<codecs::TableRow>> m_partRows; ///< a parallel fetch's rows, per stream
    bool m_allNamespaces = false;
    bool m_metadataOnly = false;
    bool m_watch = false;
    QString m_listRv;
    QList<qsizetype> m_widths;    ///< the table's column widths, kept for --watch rows
    QStringList m_pendingHeaders; ///< --watch after an empty list: the headers of the first rows
    bool m_plainList = false;     ///< a plain list came back where a Table was asked for
    bool m_showManagedFields = false;
    bool m_warnedIncomplete = false;
    QList<QCborValue> m_items;
    QList<codecs::TableColumn> m_columns;
    QList<QStringList> m_rows;
};

} // namespace

Command *makeGetCommand(const GlobalOptions &options, QObject *parent) {
    return new GetCommand(options, parent);
}

} // namespace app
