#pragma once

// The patch metadata Kubernetes' OpenAPI v3 schema states for the fields the
// patch tests touch (x-kubernetes-patch-strategy / -patch-merge-key /
// -list-type / -list-map-keys of core/v1 and apps/v1), filled by hand so the
// derivation is tested against a known table. The window uses the schema
// service instead.

#include "models/patch/patchschema.h"

namespace patchtest {

inline models::patch::FieldPatchMeta listMap(const QString &mergeKey, const QStringList &keys,
                                             const QString &strategy = QStringLiteral("merge")) {
    return {strategy.split(QLatin1Char(',')), mergeKey, QStringLiteral("map"), keys};
}

/// The pod spec's lists under prefix ("spec" of a Pod, "spec.template.spec" of a Deployment).
inline void addPodSpec(models::patch::StaticPatchSchema &s, const QString &prefix) {
    const QString p = prefix + QLatin1Char('.');
    for (const QString &c : {QStringLiteral("containers"), QStringLiteral("initContainers")}) {
        s.set(p + c, listMap(QStringLiteral("name"), {QStringLiteral("name")}));
        s.set(p + c + QStringLiteral(".ports"),
              listMap(QStringLiteral("containerPort"),
                      {QStringLiteral("containerPort"), QStringLiteral("protocol")}));
        s.set(p + c + QStringLiteral(".env"), listMap(QStringLiteral("name"), {QStringLiteral("name")}));
        s.set(p + c + QStringLiteral(".volumeMounts"),
              listMap(QStringLiteral("mountPath"), {QStringLiteral("mountPath")}));
        s.set(p + c + QStringLiteral(".args"), {{}, {}, QStringLiteral("atomic"), {}});
        s.set(p + c + QStringLiteral(".command"), {{}, {}, QStringLiteral("atomic"), {}});
    }
    s.set(p + QStringLiteral("volumes"),
          listMap(QStringLiteral("name"), {QStringLiteral("name")}, QStringLiteral("merge,retainKeys")));
    s.set(p + QStringLiteral("imagePullSecrets"), listMap(QStringLiteral("name"), {QStringLiteral("name")}));
    s.set(p + QStringLiteral("hostAliases"), listMap(QStringLiteral("ip"), {QStringLiteral("ip")}));
    s.set(p + QStringLiteral("tolerations"), {{}, {}, QStringLiteral("atomic"), {}});
}

/// Metadata, Deployments, Pods and Services.
inline models::patch::StaticPatchSchema kubernetesSchema() {
    models::patch::StaticPatchSchema s;
    s.set(QStringLiteral("metadata.finalizers"), {{QStringLiteral("merge")}, {}, QStringLiteral("set"), {}});
    s.set(QStringLiteral("metadata.ownerReferences"),
          listMap(QStringLiteral("uid"), {QStringLiteral("uid")}));
    addPodSpec(s, QStringLiteral("spec"));
    addPodSpec(s, QStringLiteral("spec.template.spec"));
    s.set(QStringLiteral("spec.strategy"), {{QStringLiteral("retainKeys")}, {}, {}, {}});
    s.set(QStringLiteral("spec.ports"),
          listMap(QStringLiteral("port"), {QStringLiteral("port"), QStringLiteral("protocol")}));
    return s;
}

} // namespace patchtest
