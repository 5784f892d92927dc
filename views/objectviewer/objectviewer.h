#pragma once

#include "models/objectfetch.h"
#include "views/objectviewer/formattext.h"

#include <QSet>
#include <QWidget>

class QToolButton;

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace kube {
class Client;
}

namespace views {

/// One object through every window: the same object as the server sends it
/// in JSON, YAML, CBOR (diagnostic notation) and protobuf (envelope, decoded
/// metadata, field dump of raw), side by side with byte sizes and decode
/// times; for a custom resource with several served versions, the object
/// through each version with the differing lines highlighted. Secret values
/// stay masked until the user reveals them.
class ObjectViewer final : public QWidget {
    Q_OBJECT

public:
    explicit ObjectViewer(kube::Client *client, QWidget *parent = nullptr);

    /// Fetches and shows target (see models::ObjectFetch::Target).
    void showObject(const models::ObjectFetch::Target &target);

    models::ObjectFetch *fetch() const { return m_fetch; }
    /// The text pane of a wire format, and of the i-th served version.
    QPlainTextEdit *formatPane(codecs::WireFormat format) const;
    QPlainTextEdit *versionPane(int index) const;
    /// The caption above a format's pane ("JSON · 2,025 bytes · decoded in 0.08 ms").
    QString formatCaption(codecs::WireFormat format) const;
    bool secretsRevealed() const;
    void setSecretsRevealed(bool revealed);
    /// The keys of the Secret shown (data and stringData), empty for other objects.
    QStringList secretKeys() const;
    /// Reveals or masks one value of the Secret shown, in every pane but the
    /// protobuf field dump (the "Reveal value" menu does the same).
    void setValueRevealed(const QString &key, bool revealed);
    /// True when the fetch has finished and every pane shows its text.
    bool isShown() const;

signals:
    /// Every pane shows the object (after showObject()).
    void shown();
    /// The user asked to patch the object shown.
    void patchRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateFormat(int index);
    void updateVersions();
    void updateAll();
    void retranslate();
    QString captionFor(const models::FormatView &view) const;
    void present(int index);
    void checkShown();
    void rebuildRevealMenu();
    void remask();

    models::ObjectFetch *m_fetch;
    QLabel *m_title;
    QCheckBox *m_reveal;
    QToolButton *m_revealValue;   ///< a menu with one checkable entry per key
    QSet<QString> m_revealedKeys; ///< values revealed one by one
    QPushButton *m_patchButton = nullptr;
    QTabWidget *m_tabs;
    QWidget *m_versionsPage;
    QLabel *m_versionsSummary;
    QList<QLabel *> m_captions;
    QList<QPlainTextEdit *> m_panes;
    QWidget *m_versionColumns;
    QList<QLabel *> m_versionCaptions;
    QList<QPlainTextEdit *> m_versionPanes;
    QList<FormatText> m_texts; ///< per format, rendered on the thread pool
    int m_generation = 0;
    int m_presenting = 0;
    bool m_shown = false;
};

} // namespace views
