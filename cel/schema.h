#pragma once

#include "cel/json.h"
#include "cel/types.h"
#include "cel/value.h"

#include <optional>
#include <string>

/// OpenAPI v3 schemas (as in CRDs) to CEL declarations and values, following
/// k8s.io/apiserver/pkg/cel/common (SchemaDeclType, UnstructuredToVal):
/// integer vs number, string formats, int-or-string, embedded resources, list
/// types, and size limits for the cost estimator.
namespace cel::schema {

/// Is name one of the CEL reserved words Kubernetes escapes as `__name__`?
bool isReservedWord(std::string_view name);

/// Escapes a property name for CEL (Kubernetes' rules); nullopt when the
/// property is not accessible from CEL.
std::optional<std::string> escape(std::string_view name);

/// The declared CEL type of a schema; nullptr when the schema is not exposed to
/// CEL. Every type carries maxSize (Kubernetes' MaxElements). Object types are
/// named from typeName ("selfType", fields "selfType.spec", list items
/// "selfType.items.@idx", map values "selfType.m.@elem").
TypeP declType(const json::Node &schema, bool isResourceRoot, const std::string &typeName);

/// The declared type of a resource's OpenAPI schema as the admission type
/// checker builds it (common.SchemaDeclType of an openapi.Schema with
/// isResourceRoot): a schema with complete kind, apiVersion and
/// metadata.name/generateName keeps its metadata; any other gets the CRD
/// root's reduced one. nullptr when not exposed to CEL.
TypeP declResourceType(const json::Node &schema, const std::string &typeName);

/// Converts JSON data to a CEL value typed by the schema (objects become maps
/// with escaped keys, formats become bytes/duration/timestamp, numbers doubles).
Value toValue(const json::Node &data, const json::Node &schema, bool isResourceRoot);

} // namespace cel::schema
