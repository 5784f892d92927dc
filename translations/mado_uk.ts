<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>app::Cli</name>
    <message>
        <location filename="../app/cli.cpp" line="+15" />
        <source>Usage: mado [OPTIONS] [SUBCOMMAND [ARGS]]

Without a subcommand Mado opens its window.

Subcommands:
</source>
        <translation>Використання: mado [ПАРАМЕТРИ] [ПІДКОМАНДА [АРГУМЕНТИ]]

Без підкоманди Mado відкриває своє вікно.

Підкоманди:
</translation>
    </message>
    <message>
        <location line="+7" />
        <source>
Global options (before or after the subcommand):
  --kubeconfig FILE    the kubeconfig file to use
  --context NAME       the kubeconfig context to use
  -n, --namespace NS   the namespace to use
  --lang en|uk|ja      the language of messages and the window
  --sandbox            (window) connect to the local sandbox
  --version            print Mado's version
  -h, --help           print this help
</source>
        <translation>
Загальні параметри (до або після підкоманди):
  --kubeconfig FILE    файл kubeconfig
  --context NAME       контекст kubeconfig
  -n, --namespace NS   простір імен
  --lang en|uk|ja      мова повідомлень і вікна
  --sandbox            (вікно) під’єднатися до локальної пісочниці
  --version            показати версію Mado
  -h, --help           показати цю довідку
</translation>
    </message>
    <message>
        <location line="+15" />
        <location filename="../app/command.cpp" line="+39" />
        <location line="+6" />
        <source>mado: %1</source>
        <translation>mado: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>the option %1 needs a valid value</source>
        <translation>параметр %1 потребує коректного значення</translation>
    </message>
    <message>
        <location line="+4" />
        <source>no subcommand given</source>
        <translation>підкоманду не вказано</translation>
    </message>
    <message>
        <location line="+15" />
        <source>unknown subcommand "%1"</source>
        <translation>невідома підкоманда «%1»</translation>
    </message>
    <message>
        <location filename="../app/cmd_sandbox.cpp" line="+18" />
        <source>sandbox needs one of: up, down, status</source>
        <translation>sandbox потребує одного з: up, down, status</translation>
    </message>
    <message>
        <location line="+10" />
        <source>unknown argument "%1" for sandbox</source>
        <translation>невідомий аргумент «%1» для sandbox</translation>
    </message>
    <message>
        <location line="+6" />
        <source>the sandbox program mado-sandbox was not found next to Mado, in /usr/lib/mado or on PATH.</source>
        <translation>програму пісочниці mado-sandbox не знайдено ні поруч із Mado, ні в /usr/lib/mado, ні в PATH.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>cannot run mado-sandbox: %1</source>
        <translation>не вдається запустити mado-sandbox: %1</translation>
    </message>
    <message>
        <location filename="../app/cmd_version.cpp" line="+16" />
        <source>unknown argument "%1" for version</source>
        <translation>невідомий аргумент «%1» для version</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Client Version: mado %1</source>
        <translation>Версія клієнта: mado %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Server Version: %1</source>
        <translation>Версія сервера: %1</translation>
    </message>
    <message>
        <location filename="../app/commands.cpp" line="+12" />
        <source>sandbox up|down|status [--dir DIR]   run the local sandbox cluster</source>
        <translation>sandbox up|down|status [--dir DIR]   керувати локальним кластером-пісочницею</translation>
    </message>
    <message>
        <location line="+2" />
        <source>version                              print the client and server versions</source>
        <translation>version                              показати версії клієнта й сервера</translation>
    </message>
</context>
<context>
    <name>app::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="+75" />
        <source>Local sandbox</source>
        <translation>Локальна пісочниця</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The local sandbox is running at %1.</source>
        <translation>Локальна пісочниця працює за адресою %1.</translation>
    </message>
    <message>
        <location line="+63" />
        <source>Mado — Kubernetes API explorer</source>
        <translation>Mado — оглядач Kubernetes API</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mado — %1</source>
        <translation>Mado — %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Context:</source>
        <translation>Контекст:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Namespace:</source>
        <translation>Простір імен:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Resources</source>
        <translation>Ресурси</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Contexts</source>
        <translation>Контексти</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watch</source>
        <translation>Спостереження</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CEL playground</source>
        <translation>Майданчик CEL</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The API's resource tree will be shown here.</source>
        <translation>Тут буде дерево ресурсів API.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Watch events will be shown here.</source>
        <translation>Тут будуть події спостереження.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The CEL playground will be shown here.</source>
        <translation>Тут буде майданчик CEL.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Overview</source>
        <translation>Огляд</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Connect to the local &amp;sandbox</source>
        <translation>Під’єднатися до локальної &amp;пісочниці</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Reload kubeconfig</source>
        <translation>&amp;Перечитати kubeconfig</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;About Mado</source>
        <translation>&amp;Про Mado</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&lt;h2&gt;Connected&lt;/h2&gt;&lt;p&gt;Context: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Server: %2&lt;br&gt;Kubernetes version: %3&lt;br&gt;Namespace: %4&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Під’єднано&lt;/h2&gt;&lt;p&gt;Контекст: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Сервер: %2&lt;br&gt;Версія Kubernetes: %3&lt;br&gt;Простір імен: %4&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&lt;h2&gt;Connecting…&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Під’єднання…&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;h2&gt;Connection failed&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Не вдалося під’єднатися&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;h2&gt;Not connected&lt;/h2&gt;&lt;p&gt;Choose a context, or start the local sandbox from the File menu.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Не під’єднано&lt;/h2&gt;&lt;p&gt;Виберіть контекст або запустіть локальну пісочницю з меню «Файл».&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Starting the local sandbox cluster…</source>
        <translation>Запуск локального кластера-пісочниці…</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Kubeconfig</source>
        <translation>Kubeconfig</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The kubeconfig sets no current context; choose one.</source>
        <translation>У kubeconfig не задано поточний контекст; виберіть його.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The context "%1" is not in the kubeconfig.</source>
        <translation>Контексту «%1» немає в kubeconfig.</translation>
    </message>
    <message>
        <location line="+24" />
        <source>About Mado</source>
        <translation>Про Mado</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;Mado %1&lt;/h3&gt;&lt;p&gt;A desktop explorer for the Kubernetes API.&lt;/p&gt;&lt;p&gt;Qt %2 · syntax highlighting: %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Mado %1&lt;/h3&gt;&lt;p&gt;Настільний оглядач Kubernetes API.&lt;/p&gt;&lt;p&gt;Qt %2 · підсвічування синтаксису: %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>codecs</name>
    <message>
        <location filename="../codecs/json.cpp" line="+15" />
        <source>Invalid JSON at byte %1: %2</source>
        <translation>Некоректний JSON у байті %1: %2</translation>
    </message>
</context>
<context>
    <name>kube::ApiError</name>
    <message>
        <location filename="../kube/apierror.cpp" line="+15" />
        <source>The server rejected the request as malformed (400 Bad Request).</source>
        <translation>Сервер відхилив запит як некоректний (400 Bad Request).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server did not accept the credentials (401 Unauthorized).</source>
        <translation>Сервер не прийняв облікові дані (401 Unauthorized).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Permission denied (403 Forbidden).</source>
        <translation>Доступ заборонено (403 Forbidden).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Not found (404).</source>
        <translation>Не знайдено (404).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server does not allow this operation (405 Method Not Allowed).</source>
        <translation>Сервер не дозволяє цю операцію (405 Method Not Allowed).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server cannot answer in the requested format (406 Not Acceptable).</source>
        <translation>Сервер не може відповісти в запитаному форматі (406 Not Acceptable).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Conflict (409): the object was changed or already exists.</source>
        <translation>Конфлікт (409): об’єкт змінено або він уже існує.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Gone (410): the requested resource version is too old.</source>
        <translation>Більше недоступно (410): запитана версія ресурсу застаріла.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server does not accept this content type (415).</source>
        <translation>Сервер не приймає цей тип вмісту (415).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The object is invalid (422 Unprocessable Entity).</source>
        <translation>Об’єкт недійсний (422 Unprocessable Entity).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Too many requests (429): the server asks to slow down.</source>
        <translation>Забагато запитів (429): сервер просить сповільнитися.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Internal server error (500).</source>
        <translation>Внутрішня помилка сервера (500).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The service is unavailable (503).</source>
        <translation>Служба недоступна (503).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server timed out (504).</source>
        <translation>Сервер не відповів вчасно (504).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The server answered with HTTP status %1.</source>
        <translation>Сервер відповів зі статусом HTTP %1.</translation>
    </message>
    <message>
        <location line="+40" />
        <source>Configuration error: %1</source>
        <translation>Помилка конфігурації: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cannot reach the server: %1</source>
        <translation>Не вдається з’єднатися із сервером: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>TLS error: %1</source>
        <translation>Помилка TLS: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cannot decode the server's answer: %1</source>
        <translation>Не вдається декодувати відповідь сервера: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The request was canceled.</source>
        <translation>Запит скасовано.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The server says: %1</source>
        <translation>Сервер повідомляє: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>  %1: %2</source>
        <translation>  %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Retry after %n second(s).</source>
        <translation><numerusform>Повторіть через %n секунду.</numerusform><numerusform>Повторіть через %n секунди.</numerusform><numerusform>Повторіть через %n секунд.</numerusform></translation>
    </message>
</context>
<context>
    <name>kube::Client</name>
    <message>
        <location filename="../kube/client.cpp" line="+33" />
        <location line="+127" />
        <source>Cannot read %1: %2</source>
        <translation>Не вдається прочитати %1: %2</translation>
    </message>
    <message>
        <location line="-71" />
        <source>The server address "%1" of context "%2" is not an http(s) URL.</source>
        <translation>Адреса сервера «%1» контексту «%2» не є URL http(s).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The certificate authority for %1 holds no PEM certificate.</source>
        <translation>Центр сертифікації для %1 не містить сертифіката PEM.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>The client certificate of context "%1" is not a PEM certificate.</source>
        <translation>Клієнтський сертифікат контексту «%1» не є сертифікатом PEM.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The client key of context "%1" is not a PEM RSA or EC private key.</source>
        <translation>Клієнтський ключ контексту «%1» не є закритим ключем RSA або EC у форматі PEM.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The proxy-url "%1" has a scheme Mado does not support (http, socks5).</source>
        <translation>proxy-url «%1» має схему, яку Mado не підтримує (підтримуються http, socks5).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The user of context "%1" uses an exec credential plugin (%2), which this build of Mado cannot run yet.</source>
        <translation>Користувач контексту «%1» використовує exec-плагін облікових даних (%2), який ця збірка Mado ще не вміє запускати.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The token file %1 does not exist.</source>
        <translation>Файл токена %1 не існує.</translation>
    </message>
</context>
<context>
    <name>kube::Kubeconfig</name>
    <message>
        <location filename="../kube/kubeconfig.cpp" line="+62" />
        <source>The kubeconfig file %1 does not exist.</source>
        <translation>Файл kubeconfig %1 не існує.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Cannot read the kubeconfig file %1: %2</source>
        <translation>Не вдається прочитати файл kubeconfig %1: %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>The kubeconfig file %1 is not valid YAML (line %2, column %3): %4</source>
        <translation>Файл kubeconfig %1 не є коректним YAML (рядок %2, стовпець %3): %4</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The kubeconfig file %1 is not a mapping of clusters, users and contexts.</source>
        <translation>Файл kubeconfig %1 не є відображенням кластерів, користувачів і контекстів.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>In %1, "%2" must be a list.</source>
        <translation>У %1 «%2» має бути списком.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>In %1, an entry of "%2" has no name (line %3).</source>
        <translation>У %1 запис у «%2» не має імені (рядок %3).</translation>
    </message>
    <message>
        <location line="+22" />
        <source>In %1, cluster "%2": certificate-authority-data is not valid base64.</source>
        <translation>У %1, кластер «%2»: certificate-authority-data не є коректним base64.</translation>
    </message>
    <message>
        <location line="+25" />
        <source>In %1, user "%2": %3 is not valid base64.</source>
        <translation>У %1, користувач «%2»: %3 не є коректним base64.</translation>
    </message>
    <message>
        <location line="+40" />
        <source>The kubeconfig file %1 has an unexpected shape (line %2): %3</source>
        <translation>Файл kubeconfig %1 має неочікувану структуру (рядок %2): %3</translation>
    </message>
    <message>
        <location line="+30" />
        <source>The kubeconfig sets no current context; choose one with --context.</source>
        <translation>У kubeconfig не задано поточний контекст; виберіть його за допомогою --context.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The context "%1" is not in the kubeconfig (%2).</source>
        <translation>Контексту «%1» немає в kubeconfig (%2).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The context "%1" names the cluster "%2", which is not in %3.</source>
        <translation>Контекст «%1» посилається на кластер «%2», якого немає в %3.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The cluster "%1" in %2 has no server address.</source>
        <translation>Кластер «%1» у %2 не має адреси сервера.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The context "%1" names the user "%2", which is not in %3.</source>
        <translation>Контекст «%1» посилається на користувача «%2», якого немає в %3.</translation>
    </message>
</context>
<context>
    <name>kube::Sandbox</name>
    <message>
        <location filename="../kube/sandbox.cpp" line="+42" />
        <source>The sandbox program mado-sandbox was not found next to Mado, in /usr/lib/mado or on PATH.</source>
        <translation>Програму пісочниці mado-sandbox не знайдено ні поруч із Mado, ні в /usr/lib/mado, ні в PATH.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A sandbox action is already running.</source>
        <translation>Дія з пісочницею вже виконується.</translation>
    </message>
    <message>
        <location line="+20" />
        <source>The sandbox could not be started or stopped (exit code %1): %2</source>
        <translation>Не вдалося запустити або зупинити пісочницю (код виходу %1): %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Cannot run mado-sandbox: %1</source>
        <translation>Не вдається запустити mado-sandbox: %1</translation>
    </message>
</context>
<context>
    <name>models::ContextModel</name>
    <message>
        <location filename="../models/contextmodel.cpp" line="+71" />
        <source>Context</source>
        <translation>Контекст</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cluster</source>
        <translation>Кластер</translation>
    </message>
    <message>
        <location line="+2" />
        <source>User</source>
        <translation>Користувач</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Namespace</source>
        <translation>Простір імен</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
</context>
<context>
    <name>views::ConnectionIndicator</name>
    <message>
        <location filename="../views/connectionindicator.cpp" line="+44" />
        <source>Not connected</source>
        <translation>Не під’єднано</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connecting to %1 (context %2)…</source>
        <translation>Під’єднання до %1 (контекст %2)…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Connected to %1 (context %2, Kubernetes %3)</source>
        <translation>Підключено до %1 (контекст %2, Kubernetes %3)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Connection failed: %1</source>
        <translation>Не вдалося під’єднатися: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>TLS verification is disabled for this cluster (insecure-skip-tls-verify).</source>
        <translation>Перевірку TLS для цього кластера вимкнено (insecure-skip-tls-verify).</translation>
    </message>
</context>
</TS>
