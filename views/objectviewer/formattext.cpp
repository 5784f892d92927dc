#include "views/objectviewer/formattext.h"

#include "codecs/cbor.h"
#include "codecs/decode.h"
#include "codecs/json.h"
#include "codecs/protobuf.h"
#include "codecs/yaml.h"

#include <QCborArray>
#include <QCborMap>
#include <QCoreApplication>

namespace views {

namespace {

const QString kMask = QStringLiteral("••••••••");

// A protobuf field tree with a Secret's values masked: data (2) and
// stringData (4) map entries keep their key (1) and lose their value (2); so
// does the last-applied annotation (metadata 1 -> annotations 12).
QCborArray maskSecretFields(const QCborArray &tree, int level, bool inAnnotations) {
    QCborArray out;
    for (const QCborValue &e : tree) {
        QCborMap entry = e.toMap();
        const qint64 field = entry.value(QLatin1String("field")).toInteger();
        QCborValue value = entry.value(QLatin1String("value"));
        if (level == 0 && (field == 2 || field == 4) && value.isArray()) {
            QCborArray kv = value.toArray();
            for (qsizetype i = 0; i < kv.size(); ++i) {
                QCborMap item = kv.at(i).toMap();
                if (item.value(QLatin1String("field")).toInteger() == 2)
                    item.insert(QStringLiteral("value"), kMask);
                kv[i] = item;
            }
            value = kv;
        } else if (level == 0 && field == 1 && value.isArray()) {
            value = maskSecretFields(value.toArray(), 1, false);
        } else if (level == 1 && field == 12 && value.isArray()) {
            value = maskSecretFields(value.toArray(), 2, true);
        } else if (inAnnotations && field == 2) {
            value = kMask;
        }
        entry.insert(QStringLiteral("value"), value);
        out.append(entry);
    }
    return out;
}

QString envelopeText(const codecs::Envelope &env, qsizetype bodySize) {
    const QString none = QCoreApplication::translate("views::ObjectViewer", "(none)");
    // Translated in the viewer's context: these texts are part of its panes.
    return QCoreApplication::translate("views::ObjectViewer", "magic: 6b 38 73 00 (\"k8s\\0\")\n"
                                                              "typeMeta.apiVersion: %1\n"
                                                              "typeMeta.kind: %2\n"
                                                              "raw: %3 bytes of %4\n"
                                                              "contentEncoding: %5\n"
                                                              "contentType: %6\n")
        .arg(env.apiVersion, env.kind)
        .arg(env.raw.size())
        .arg(bodySize)
        .arg(env.contentEncoding.isEmpty() ? none : env.contentEncoding,
             env.contentType.isEmpty() ? none : env.contentType);
}

QString section(const char *title) {
    return QLatin1String("# ") + QCoreApplication::translate("views::ObjectViewer", title) +
           QLatin1Char('\n');
}

FormatText protobufText(const QByteArray &body, bool secret) {
    FormatText out;
    auto obj = codecs::decodeProtobufObject(body);
    if (!obj.ok())
        return out;
    auto tree = codecs::protobufFieldTree(obj->envelope.raw);
    const QString head = section(QT_TRANSLATE_NOOP("views::ObjectViewer", "Envelope (runtime.Unknown)")) +
                         envelopeText(obj->envelope, body.size()) + QLatin1Char('\n');
    const auto compose = [&](const QCborValue &meta, const QCborValue &fields) {
        QString t = head + section(QT_TRANSLATE_NOOP("views::ObjectViewer", "Decoded metadata")) +
                    QString::fromUtf8(codecs::toYaml(meta)) + QLatin1Char('\n');
        t += section(QT_TRANSLATE_NOOP("views::ObjectViewer", "Fields of raw (field number: value)"));
        t += tree.ok() ? codecs::protobufFieldTreeText(fields) : tree.error().message;
        return t;
    };
    const QCborValue fields = tree.ok() ? *tree : QCborValue();
    out.text = compose(obj->metadata, fields);
    if (!secret) {
        out.maskedText = out.text;
        return out;
    }
    const QCborMap asSecret{{QStringLiteral("kind"), QStringLiteral("Secret")},
                            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                            {QStringLiteral("metadata"), obj->metadata}};
    out.maskedText = compose(models::ObjectFetch::maskSecret(asSecret)[QLatin1String("metadata")],
                             maskSecretFields(fields.toArray(), 0, false));
    return out;
}

} // namespace

FormatText formatText(const models::FormatView &view, const QSet<QString> &revealed) {
    FormatText out;
    if (view.state != models::FormatView::State::Ready)
        return out;
    const bool secret = models::ObjectFetch::isSecretDocument(view.document);
    switch (view.format) {
    case codecs::WireFormat::Json: {
        auto decoded = codecs::decodeBody(view.body, view.contentType);
        if (!decoded.ok())
            break;
        out.text = QString::fromUtf8(codecs::toJson(decoded->document));
        out.maskedText = secret ? QString::fromUtf8(codecs::toJson(
                                      models::ObjectFetch::maskSecret(decoded->document, revealed)))
                                : out.text;
        break;
    }
    case codecs::WireFormat::Yaml: {
        out.text = QString::fromUtf8(view.body);
        if (!secret) {
            out.maskedText = out.text;
            break;
        }
        auto decoded = codecs::decodeBody(view.body, view.contentType);
        out.maskedText = decoded.ok() ? QString::fromUtf8(codecs::toYaml(
                                            models::ObjectFetch::maskSecret(decoded->document, revealed)))
                                      : QString();
        break;
    }
    case codecs::WireFormat::Cbor: {
        auto raw = codecs::parseCborRaw(view.body);
        out.text = raw.ok() ? codecs::cborDiagnostic(*raw) : QString();
        out.maskedText = secret && raw.ok()
                             ? codecs::cborDiagnostic(models::ObjectFetch::maskSecret(*raw, revealed))
                             : out.text;
        break;
    }
    case codecs::WireFormat::Protobuf:
        out = protobufText(view.body, secret);
        break;
    }
    return out;
}

} // namespace views
