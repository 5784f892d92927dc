#pragma once

#include "codecs/limits.h"
#include "codecs/result.h"

#include <QByteArray>
#include <QCborValue>
#include <QList>

/// YAML <-> Mado's document tree, with yaml-cpp underneath.
namespace codecs {

/// Parses every document of a YAML stream ("---" separated), as kubectl
/// reads manifests. Plain scalars resolve like YAML 1.2's core schema (null,
/// booleans, integers kept exact, floats); quoted scalars stay strings.
/// Errors name the line and column (1-based). Aliases are expanded within
/// limits.maxNodes, so an alias bomb ends in an error.
mado::Result<QList<QCborValue>> parseYamlDocuments(const QByteArray &bytes, const Limits &limits = {});

/// Parses a YAML stream that holds exactly one document (empty documents are skipped).
mado::Result<QCborValue> parseYaml(const QByteArray &bytes, const Limits &limits = {});

/// Writes a document like kubectl -o yaml: map keys sorted, block style,
/// sequences flush with their parent key, strings quoted only when a plain
/// scalar would read back as something else, multi-line strings as | blocks.
QByteArray toYaml(const QCborValue &doc);

/// Several documents, each started by "---".
QByteArray toYamlDocuments(const QList<QCborValue> &docs);

} // namespace codecs
