#pragma once

#include <QIcon>
#include <QString>

namespace views::icons {

/// Actions of menus, toolbars and context menus; each has one drawing in
/// resources/icons/actions/.
enum class Action {
    About,
    Cel,
    Contexts,
    Copy,
    Delete,
    Explain,
    GoTo,
    Language,
    Migrate,
    Open,
    Overview,
    Patch,
    Quit,
    Refresh,
    Resources,
    Sandbox,
    Schema,
    Watch,
};

/// The icon of an action (16 to 48 px from the embedded renderings).
QIcon action(Action action);

/// The file name (without .svg) of the drawing for a resource: by its plural name
/// in its API group first, then by the group (apps, batch, rbac…), then "custom"
/// for a group outside *.k8s.io and the core, and "resource" for the rest.
QString kindIconName(const QString &group, const QString &resource);

/// The icon of a resource kind, as kindIconName() chooses it.
QIcon forResource(const QString &group, const QString &resource);

/// The icons of the tree's API group and API version rows.
QIcon apiGroup();
QIcon apiVersion();

/// An icon from resources/icons/<category>/<name>.svg; a null icon when there is no such drawing.
QIcon named(const QString &category, const QString &name);

} // namespace views::icons
