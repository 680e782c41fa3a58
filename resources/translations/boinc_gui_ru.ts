<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>About</name>
    <message>
        <source>installed with the program</source>
        <translation>установлена вместе с программой</translation>
    </message>
    <message>
        <source>none: an emulated client keeps its tasks in memory</source>
        <translation>нет: эмулируемый клиент хранит свои задания в памяти</translation>
    </message>
    <message>
        <source>on the computer shown (a remote client)</source>
        <translation>на показанном компьютере (удалённый клиент)</translation>
    </message>
    <message>
        <source>A manager for volunteer computing, compatible with BOINC&apos;s clients and projects.</source>
        <translation>Менеджер для добровольных вычислений, совместимый с клиентами и проектами BOINC.</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Лицензия: {licence}.</translation>
    </message>
    <message>
        <source>Documentation: {docs}</source>
        <translation>Документация: {docs}</translation>
    </message>
    <message>
        <source>BOINC, its projects and its community: {url}</source>
        <translation>BOINC, его проекты и сообщество: {url}</translation>
    </message>
    <message>
        <source>Client: {client}</source>
        <translation>Клиент: {client}</translation>
    </message>
    <message>
        <source>Data directory: {where}</source>
        <translation>Каталог данных: {where}</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>О программе boinc-gui</translation>
    </message>
</context>
<context>
    <name>AcctMgrDialog</name>
    <message>
        <source>Use an account manager</source>
        <translation>Использовать менеджер учётных записей</translation>
    </message>
    <message>
        <source>An account manager keeps your list of projects on its web site and attaches all your computers to them. Sign in with your account at the manager.</source>
        <translation>Менеджер учётных записей хранит ваш список проектов на своём сайте и подключает к ним все ваши компьютеры. Войдите со своей учётной записью менеджера.</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Менеджер учётных записей</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Другой…</translation>
    </message>
    <message>
        <source>Account manager URL</source>
        <translation>URL менеджера учётных записей</translation>
    </message>
    <message>
        <source>Account manager user name</source>
        <translation>Имя пользователя в менеджере учётных записей</translation>
    </message>
    <message>
        <source>Account manager password</source>
        <translation>Пароль в менеджере учётных записей</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Менеджер</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Name or email</source>
        <translation>Имя или e-mail</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Присоединиться</translation>
    </message>
    <message>
        <source>Synchronise now</source>
        <translation>Синхронизировать сейчас</translation>
    </message>
    <message>
        <source>Stop using it</source>
        <translation>Перестать использовать</translation>
    </message>
    <message>
        <source>This computer uses {manager} ({url}).</source>
        <translation>Этот компьютер использует {manager} ({url}).</translation>
    </message>
    <message>
        <source>Enter your user name (or email) and password at the account manager.</source>
        <translation>Введите имя пользователя (или e-mail) и пароль в менеджере учётных записей.</translation>
    </message>
    <message>
        <source>Contacting the account manager…</source>
        <translation>Связь с менеджером учётных записей…</translation>
    </message>
    <message>
        <source>Synchronising with the account manager…</source>
        <translation>Синхронизация с менеджером учётных записей…</translation>
    </message>
    <message>
        <source>Leaving the account manager…</source>
        <translation>Выход из менеджера учётных записей…</translation>
    </message>
</context>
<context>
    <name>AlertLogDialog</name>
    <message>
        <source>Alerts</source>
        <translation>Оповещения</translation>
    </message>
    <message>
        <source>Tell me when</source>
        <translation>Сообщать, когда</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Всплывающие сообщения</translation>
    </message>
    <message>
        <source>Alert log</source>
        <translation>Журнал оповещений</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Параметры</translation>
    </message>
</context>
<context>
    <name>AlertLogModel</name>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Раз</translation>
    </message>
</context>
<context>
    <name>AppConfigDialog</name>
    <message>
        <source>no limit</source>
        <translation>без ограничений</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Приложение</translation>
    </message>
    <message>
        <source>Most running at once</source>
        <translation>Не больше одновременно</translation>
    </message>
    <message>
        <source>Report at once</source>
        <translation>Отчитываться сразу</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Командная строка</translation>
    </message>
    <message>
        <source>CPUs per task (0 = as sent)</source>
        <translation>ЦП на задание (0 = как прислано)</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a whole number from 0 ({no_limit}) to {most}</source>
        <translation>{where}: «{text}» — не целое число от 0 ({no_limit}) до {most}</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a number</source>
        <translation>{where}: «{text}» — не число</translation>
    </message>
    <message>
        <source>{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)</source>
        <translation>{where}: {text} вне диапазона (от 0 до {most}; 0.5 = половина ЦП)</translation>
    </message>
    <message>
        <source>{where}: longer than {most} characters</source>
        <translation>{where}: длиннее {most} символов</translation>
    </message>
    <message>
        <source>{where}: contains control characters (a line break?)</source>
        <translation>{where}: содержит управляющие символы (перевод строки?)</translation>
    </message>
    <message>
        <source>Project application settings (app_config.xml)</source>
        <translation>Настройки приложений проекта (app_config.xml)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <source>Most tasks of this project running at once</source>
        <translation>Не больше заданий этого проекта одновременно</translation>
    </message>
    <message>
        <source>Report every finished task at once</source>
        <translation>Сразу отчитываться о каждом завершённом задании</translation>
    </message>
    <message>
        <source>Applications</source>
        <translation>Приложения</translation>
    </message>
    <message>
        <source>application name (as the project names it)</source>
        <translation>имя приложения (как его называет проект)</translation>
    </message>
    <message>
        <source>Add application</source>
        <translation>Добавить приложение</translation>
    </message>
    <message>
        <source>The current app_config.xml cannot be used ({reason}); saving replaces it.</source>
        <translation>Текущий app_config.xml нельзя использовать ({reason}); при сохранении он будет заменён.</translation>
    </message>
    <message>
        <source>A whole number, or 0 for no limit</source>
        <translation>Целое число или 0 — без ограничений</translation>
    </message>
    <message>
        <source>Enter a new application name (no &lt; &gt; or &amp;).</source>
        <translation>Введите новое имя приложения (без &lt; &gt; и &amp;).</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Не сохранено: {reason}</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Сохранение…</translation>
    </message>
    <message>
        <source>Saved; the client uses the new settings now.</source>
        <translation>Сохранено; клиент уже использует новые настройки.</translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <source>I have an account (email and password)</source>
        <translation>У меня есть учётная запись (e-mail и пароль)</translation>
    </message>
    <message>
        <source>I am new: create an account</source>
        <translation>Я новичок: создать учётную запись</translation>
    </message>
    <message>
        <source>I have an account key</source>
        <translation>У меня есть ключ учётной записи</translation>
    </message>
    <message>
        <source>Add project to {computer}</source>
        <translation>Добавить проект на {computer}</translation>
    </message>
    <message>
        <source>Add project</source>
        <translation>Добавить проект</translation>
    </message>
    <message>
        <source>Choose a project to give the computer {computer}&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Выберите проект, которому компьютер {computer} отдаст свободное время, затем войдите в проект со своей учётной записью, создайте её или укажите ключ учётной записи.</translation>
    </message>
    <message>
        <source>Choose a project to give your computer&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Выберите проект, которому ваш компьютер отдаст свободное время, затем войдите в проект со своей учётной записью, создайте её или укажите ключ учётной записи.</translation>
    </message>
    <message>
        <source>Search projects by name, science area or institution</source>
        <translation>Искать проекты по названию, области науки или организации</translation>
    </message>
    <message>
        <source>Search projects</source>
        <translation>Поиск проектов</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Проекты</translation>
    </message>
    <message>
        <source>Demo project (built in)</source>
        <translation>Демо-проект (встроенный)</translation>
    </message>
    <message>
        <source>Other project…</source>
        <translation>Другой проект…</translation>
    </message>
    <message>
        <source>Project preset</source>
        <translation>Готовый проект</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL проекта</translation>
    </message>
    <message>
        <source>How to sign in</source>
        <translation>Способ входа</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>Адрес e-mail</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation>Подтверждение пароля</translation>
    </message>
    <message>
        <source>Forgot your password?</source>
        <translation>Забыли пароль?</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Имя пользователя</translation>
    </message>
    <message>
        <source>account key (32 hex digits from the project&apos;s web site)</source>
        <translation>ключ учётной записи (32 шестнадцатеричные цифры с сайта проекта)</translation>
    </message>
    <message>
        <source>Account key</source>
        <translation>Ключ учётной записи</translation>
    </message>
    <message>
        <source>Terms of use</source>
        <translation>Условия использования</translation>
    </message>
    <message>
        <source>I accept the project&apos;s terms of use</source>
        <translation>Я принимаю условия использования проекта</translation>
    </message>
    <message>
        <source>Attach status</source>
        <translation>Состояние подключения</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Учётная запись</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Подключить</translation>
    </message>
    <message>
        <source>Use an account manager…</source>
        <translation>Использовать менеджер учётных записей…</translation>
    </message>
    <message>
        <source>What attaching would do (emulated; the new project&apos;s jobs are guessed until it sends some)</source>
        <translation>Что даст подключение (эмуляция; задания нового проекта оцениваются, пока он их не пришлёт)</translation>
    </message>
    <message>
        <source>Choose a project to see what it would do to the others.</source>
        <translation>Выберите проект, чтобы увидеть, как он повлияет на остальные.</translation>
    </message>
    <message>
        <source>(already attached)</source>
        <translation>(уже подключён)</translation>
    </message>
    <message>
        <source>Create account and attach</source>
        <translation>Создать учётную запись и подключить</translation>
    </message>
    <message>
        <source>{computer} is already attached to this project.</source>
        <translation>{computer} уже подключён к этому проекту.</translation>
    </message>
    <message>
        <source>This computer is already attached to this project.</source>
        <translation>Этот компьютер уже подключён к этому проекту.</translation>
    </message>
    <message>
        <source>Enter your account key (on the project&apos;s web site, under your account).</source>
        <translation>Введите ключ учётной записи (на сайте проекта, в вашей учётной записи).</translation>
    </message>
    <message>
        <source>Enter your account key.</source>
        <translation>Введите ключ учётной записи.</translation>
    </message>
    <message>
        <source>Asking the project for your account…</source>
        <translation>Запрос вашей учётной записи у проекта…</translation>
    </message>
    <message>
        <source>You did not accept the project&apos;s terms of use, so no account was created. Tick the box to accept them, or cancel.</source>
        <translation>Вы не приняли условия использования проекта, поэтому учётная запись не создана. Отметьте флажок, чтобы принять их, или отмените.</translation>
    </message>
    <message>
        <source>The two passwords differ: type the same password in both boxes.</source>
        <translation>Пароли не совпадают: введите один и тот же пароль в оба поля.</translation>
    </message>
    <message>
        <source>Creating your account at the project…</source>
        <translation>Создание учётной записи в проекте…</translation>
    </message>
    <message>
        <source>Read the project&apos;s terms of use above; tick the box to accept them, then click again.</source>
        <translation>Прочитайте условия использования проекта выше; отметьте флажок, чтобы принять их, и нажмите снова.</translation>
    </message>
    <message>
        <source>Contacting the project…</source>
        <translation>Связь с проектом…</translation>
    </message>
    <message>
        <source>Attach failed: %1</source>
        <translation>Подключение не удалось: %1</translation>
    </message>
    <message>
        <source>Attached; waiting for the project to accept the account…</source>
        <translation>Подключено; ожидание, пока проект примет учётную запись…</translation>
    </message>
    <message>
        <source>The project did not accept the account: {reason} The project was removed again; correct the account and try again.</source>
        <translation>Проект не принял учётную запись: {reason} Проект снова удалён; исправьте учётную запись и попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The project&apos;s scheduler has not answered yet; the project stays attached and the client keeps trying. See the event log.</source>
        <translation>Планировщик проекта ещё не ответил; проект остаётся подключённым, клиент продолжает попытки. См. журнал событий.</translation>
    </message>
</context>
<context>
    <name>DailyCharts</name>
    <message>
        <source>Not enough history yet</source>
        <translation>Пока недостаточно истории</translation>
    </message>
    <message>
        <source>User total credit</source>
        <translation>Общий кредит пользователя</translation>
    </message>
    <message>
        <source>User average credit (per day)</source>
        <translation>Средний кредит пользователя (в день)</translation>
    </message>
    <message>
        <source>Host total credit</source>
        <translation>Общий кредит компьютера</translation>
    </message>
    <message>
        <source>Host average credit (per day)</source>
        <translation>Средний кредит компьютера (в день)</translation>
    </message>
    <message>
        <source>Credit earned by this host each day</source>
        <translation>Кредит, заработанный этим компьютером за день</translation>
    </message>
    <message>
        <source>CPU time of the tasks finished each day (hours)</source>
        <translation>Время ЦП заданий, завершённых за день (часы)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Последние 30 дней</translation>
    </message>
    <message>
        <source>Last 6 months</source>
        <translation>Последние 6 месяцев</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <source>Computer of the daily statistics</source>
        <translation>Компьютер для ежедневной статистики</translation>
    </message>
    <message>
        <source>Daily statistics range</source>
        <translation>Период ежедневной статистики</translation>
    </message>
    <message>
        <source>Daily statistics charts</source>
        <translation>Графики ежедневной статистики</translation>
    </message>
    <message>
        <source>Daily statistics are kept in the task history, which is not open.</source>
        <translation>Ежедневная статистика хранится в истории заданий, которая не открыта.</translation>
    </message>
    <message>
        <source>The task history cannot be read: %1</source>
        <translation>Не удаётся прочитать историю заданий: %1</translation>
    </message>
    <message>
        <source>One day recorded so far (%1): each day adds a point, and figures counted per day appear from the second day on.</source>
        <translation>Пока записан один день (%1): каждый день добавляет точку, а дневные показатели появятся со второго дня.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>этого компьютера</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 yet: they are added once a day while the manager runs.</source>
        <translation>Для %1 пока нет ежедневной статистики: она добавляется раз в день, пока работает менеджер.</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 in this range: they are added once a day while the manager runs.</source>
        <translation>Для %1 в этом периоде нет ежедневной статистики: она добавляется раз в день, пока работает менеджер.</translation>
    </message>
</context>
<context>
    <name>DiskTab</name>
    <message>
        <source>Total disk usage</source>
        <translation>Общее использование диска</translation>
    </message>
    <message>
        <source>Disk usage by projects</source>
        <translation>Использование диска проектами</translation>
    </message>
    <message>
        <source>Total disk usage legend</source>
        <translation>Легенда общего использования диска</translation>
    </message>
    <message>
        <source>Disk usage by projects legend</source>
        <translation>Легенда использования диска проектами</translation>
    </message>
    <message>
        <source>Waiting for the client…</source>
        <translation>Ожидание клиента…</translation>
    </message>
    <message>
        <source>Disk explanation</source>
        <translation>Пояснение по диску</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Использовано</translation>
    </message>
    <message>
        <source>Share limit</source>
        <translation>Предел доли</translation>
    </message>
    <message>
        <source>Over / under</source>
        <translation>Превышение / запас</translation>
    </message>
    <message>
        <source>Deletable</source>
        <translation>Можно удалить</translation>
    </message>
    <message>
        <source>Disk usage per project</source>
        <translation>Использование диска каждым проектом</translation>
    </message>
    <message>
        <source>Used by this client</source>
        <translation>Занято этим клиентом</translation>
    </message>
    <message>
        <source>Free for this client</source>
        <translation>Свободно для этого клиента</translation>
    </message>
    <message>
        <source>Free, kept from the client</source>
        <translation>Свободно, но закрыто для клиента</translation>
    </message>
    <message>
        <source>Other programs</source>
        <translation>Другие программы</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no projects: 0 bytes used</source>
        <translation>нет проектов: занято 0 байт</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>превышение на %1</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>запас %1</translation>
    </message>
    <message>
        <source>⚠ over its share</source>
        <translation>⚠ сверх своей доли</translation>
    </message>
</context>
<context>
    <name>EventLogTab</name>
    <message>
        <source>Info</source>
        <translation>Инфо</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Project notice</source>
        <translation>Уведомление проекта</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Все проекты</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Фильтр по проекту</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Любая важность</translation>
    </message>
    <message>
        <source>Filter by severity</source>
        <translation>Фильтр по важности</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>Поиск по сообщениям</translation>
    </message>
    <message>
        <source>Copy shown</source>
        <translation>Копировать показанное</translation>
    </message>
    <message>
        <source>Copy the lines the filters show, to paste into a forum post</source>
        <translation>Скопировать строки, показанные фильтрами, чтобы вставить в сообщение на форуме</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Журнал событий</translation>
    </message>
</context>
<context>
    <name>EventLogWindow</name>
    <message>
        <source>boinc-gui — Event log</source>
        <translation>boinc-gui — Журнал событий</translation>
    </message>
    <message>
        <source>Show messages of</source>
        <translation>Показывать сообщения</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Все проекты</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Копировать всё</translation>
    </message>
    <message>
        <source>Copy every line shown to the clipboard</source>
        <translation>Скопировать все показанные строки в буфер обмена</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>Копировать выбранное</translation>
    </message>
    <message>
        <source>Copy the selected lines to the clipboard (Ctrl+C)</source>
        <translation>Скопировать выбранные строки в буфер обмена (Ctrl+C)</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Журнал событий</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>Проект:</translation>
    </message>
</context>
<context>
    <name>FirstStartBanner</name>
    <message>
        <source>&lt;b&gt;Welcome to boinc-gui.&lt;/b&gt; To show you how work flows, the built-in demo project has been added: it needs no account and runs a small real computation on this computer. When you are ready, add a science project with your account at it; you can remove the demo project at any time.</source>
        <translation>&lt;b&gt;Добро пожаловать в boinc-gui.&lt;/b&gt; Чтобы показать, как идёт работа, добавлен встроенный демонстрационный проект: ему не нужна учётная запись, и он выполняет небольшое настоящее вычисление на этом компьютере. Когда будете готовы, добавьте научный проект со своей учётной записью в нём; демонстрационный проект можно удалить в любой момент.</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Первый запуск</translation>
    </message>
    <message>
        <source>Add a science project…</source>
        <translation>Добавить научный проект…</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Понятно</translation>
    </message>
</context>
<context>
    <name>GpuCharts</name>
    <message>
        <source>GPUs in use (devices)</source>
        <translation>Занятые GPU (устройства)</translation>
    </message>
    <message>
        <source>GPU time (hours)</source>
        <translation>Время GPU (часы)</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1 (из %2)</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use &amp;GPU always</source>
        <translation>Всегда &amp;использовать ГП</translation>
    </message>
    <message>
        <source>&amp;Use GPU based on preferences</source>
        <translation>Использовать &amp;ГП согласно настройкам</translation>
    </message>
    <message>
        <source>Suspen&amp;d GPU</source>
        <translation>При&amp;остановить ГП</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>ГП</translation>
    </message>
    <message>
        <source>Snooze GPU</source>
        <translation>Отложить ГП</translation>
    </message>
    <message>
        <source>Resume GPU</source>
        <translation>Возобновить ГП</translation>
    </message>
    <message>
        <source>GPU only</source>
        <translation>Только ГП</translation>
    </message>
</context>
<context>
    <name>GpuDevicesDialog</name>
    <message>
        <source>GPU</source>
        <translation>ГП</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Драйвер</translation>
    </message>
    <message>
        <source>In use by</source>
        <translation>Используется</translation>
    </message>
    <message>
        <source>(declared)</source>
        <translation>(объявлен)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>простаивает</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>Графические процессоры</translation>
    </message>
    <message>
        <source>Keep a project off a GPU</source>
        <translation>Не пускать проект на ГП</translation>
    </message>
    <message>
        <source>every app (or an app&apos;s short name)</source>
        <translation>любое приложение (или краткое имя приложения)</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Исключить</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <source>App</source>
        <translation>Приложение</translation>
    </message>
    <message>
        <source>This computer has no GPU the client uses.</source>
        <translation>На этом компьютере нет ГП, используемого клиентом.</translation>
    </message>
    <message>
        <source>every {gpu} device</source>
        <translation>любое устройство {gpu}</translation>
    </message>
    <message>
        <source>{gpu} device {number}</source>
        <translation>устройство {gpu} {number}</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>This computer</source>
        <translation>Этот компьютер</translation>
    </message>
    <message>
        <source>success</source>
        <translation>успешно</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>прервано</translation>
    </message>
    <message>
        <source>download failed</source>
        <translation>ошибка загрузки</translation>
    </message>
    <message>
        <source>upload failed</source>
        <translation>ошибка выгрузки</translation>
    </message>
    <message>
        <source>aborted by user</source>
        <translation>прервано пользователем</translation>
    </message>
    <message>
        <source>aborted by project</source>
        <translation>прервано проектом</translation>
    </message>
    <message>
        <source>aborted by client</source>
        <translation>прервано клиентом</translation>
    </message>
    <message>
        <source>Search task, application or project</source>
        <translation>Поиск задания, приложения или проекта</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Поиск по истории заданий</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Любой итог</translation>
    </message>
    <message>
        <source>Filter by computer</source>
        <translation>Фильтр по компьютеру</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Фильтр по проекту</translation>
    </message>
    <message>
        <source>Filter by application</source>
        <translation>Фильтр по приложению</translation>
    </message>
    <message>
        <source>Filter by outcome</source>
        <translation>Фильтр по итогу</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>С</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Завершено с</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>До</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Завершено до</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <source>Task history</source>
        <translation>История заданий</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Все компьютеры</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Все проекты</translation>
    </message>
    <message>
        <source>All applications</source>
        <translation>Все приложения</translation>
    </message>
    <message>
        <source>, %1 credit</source>
        <translation>, кредит %1</translation>
    </message>
    <message>
        <source>%1: %2 tasks, %3 ok, %4 errors, %5 aborted; average CPU %6, elapsed %7</source>
        <translation>%1: заданий %2, успешно %3, ошибок %4, прервано %5; в среднем ЦП %6, прошло %7</translation>
    </message>
    <message>
        <source>(unknown app)</source>
        <translation>(неизвестное приложение)</translation>
    </message>
    <message>
        <source>%1 tasks match</source>
        <translation>Подходящих заданий: %1</translation>
    </message>
    <message>
        <source>%1 tasks recorded</source>
        <translation>Записано заданий: %1</translation>
    </message>
    <message>
        <source>Export task history</source>
        <translation>Экспорт истории заданий</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Не удалось экспортировать: %1</translation>
    </message>
    <message>
        <source>Exported %1 tasks to %2</source>
        <translation>Экспортировано заданий: %1, в %2</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Edit host</source>
        <translation>Изменить узел</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>Добавить узел</translation>
    </message>
    <message>
        <source>host name or IP address</source>
        <translation>имя узла или IP-адрес</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>без изменений</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>Enter the host&apos;s name or IP address.</source>
        <translation>Введите имя или IP-адрес узла.</translation>
    </message>
</context>
<context>
    <name>HostListModel</name>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>in this program</source>
        <translation>в этой программе</translation>
    </message>
</context>
<context>
    <name>HostManager</name>
    <message>
        <source>connecting…</source>
        <translation>подключение…</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>не подключено</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>нужен пароль</translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation>неверный пароль</translation>
    </message>
    <message>
        <source>unknown host name</source>
        <translation>неизвестное имя узла</translation>
    </message>
    <message>
        <source>no answer (timed out)</source>
        <translation>нет ответа (тайм-аут)</translation>
    </message>
    <message>
        <source>host unreachable</source>
        <translation>узел недоступен</translation>
    </message>
    <message>
        <source>connection reset by the host</source>
        <translation>соединение сброшено узлом</translation>
    </message>
    <message>
        <source>connection refused (is the client running, and does it accept this computer?)</source>
        <translation>в соединении отказано (запущен ли клиент и принимает ли он этот компьютер?)</translation>
    </message>
    <message>
        <source>the host closed the connection (this computer may not be in its remote_hosts.cfg)</source>
        <translation>узел закрыл соединение (возможно, этого компьютера нет в его remote_hosts.cfg)</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>подключено</translation>
    </message>
    <message>
        <source>connected, {ms} ms</source>
        <translation>подключено, {ms} мс</translation>
    </message>
    <message>
        <source>; retrying in {seconds} s</source>
        <translation>; повтор через {seconds} с</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Этот компьютер</translation>
    </message>
    <message>
        <source>The password is kept in your system keyring.</source>
        <translation>Пароль хранится в системной связке ключей.</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>Системная связка ключей недоступна, поэтому пароль не сохраняется: boinc-gui держит его только во время работы и в следующий раз спросит снова.</translation>
    </message>
    <message>
        <source>no answer for {seconds} s</source>
        <translation>нет ответа {seconds} с</translation>
    </message>
    <message>
        <source>Host password</source>
        <translation>Пароль узла</translation>
    </message>
    <message>
        <source>GUI RPC password for {host} ({address}:{port}).</source>
        <translation>Пароль GUI RPC для {host} ({address}:{port}).</translation>
    </message>
    <message>
        <source>the host&apos;s answer is too large to read</source>
        <translation>ответ узла слишком велик для чтения</translation>
    </message>
    <message>
        <source>the host&apos;s answer is not BOINC&apos;s GUI RPC (is a BOINC client listening on this port?)</source>
        <translation>ответ узла — не GUI RPC BOINC (слушает ли этот порт клиент BOINC?)</translation>
    </message>
    <message>
        <source>the host&apos;s client does not know this request (%1)</source>
        <translation>клиент узла не знает этого запроса (%1)</translation>
    </message>
    <message>
        <source>the host&apos;s client answered with an error: %1</source>
        <translation>клиент узла ответил ошибкой: %1</translation>
    </message>
    <message>
        <source>network error (%1)</source>
        <translation>сетевая ошибка (%1)</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 has changed, so nothing was sent to it. Pinned: SHA-256 %2. Presented now: SHA-256 %3. If that computer&apos;s certificate was made anew on purpose, compare the new fingerprint with what &quot;boinc-core tls-fingerprint&quot; prints there and accept it in Hosts &gt; Edit (&quot;Accept the new certificate&quot;). Otherwise someone may be in between: do not accept it.</source>
        <translation>TLS-сертификат %1 изменился, поэтому ему ничего не отправлено. Закреплён: SHA-256 %2. Предъявлен сейчас: SHA-256 %3. Если сертификат этого компьютера был создан заново намеренно, сравните новый отпечаток с тем, что выводит там «boinc-core tls-fingerprint», и примите его в «Узлы &gt; Изменить» («Принять новый сертификат»). Иначе кто-то может стоять посередине: не принимайте его.</translation>
    </message>
    <message>
        <source>SSH: the host key of %1 is not the one in %2 (it changed, or someone is in between), so nothing was sent. If it changed on purpose, check it, remove the old key (ssh-keygen -R) and log in once with ssh.</source>
        <translation>SSH: ключ узла %1 не совпадает с ключом в %2 (он изменился, или кто-то стоит посередине), поэтому ничего не отправлено. Если он изменился намеренно, проверьте его, удалите старый ключ (ssh-keygen -R) и один раз войдите через ssh.</translation>
    </message>
    <message>
        <source>SSH: %1 is not in %2. Log in once with &quot;ssh -p %3 %4&quot;, compare its host key fingerprint and accept it, then try again.</source>
        <translation>SSH: %1 нет в %2. Один раз войдите командой «ssh -p %3 %4», сверьте отпечаток ключа узла и примите его, затем попробуйте снова.</translation>
    </message>
    <message>
        <source>SSH: %1 accepted none of the keys offered (agent, %2). Is the public key in its authorized_keys?</source>
        <translation>SSH: %1 не принял ни одного из предложенных ключей (агент, %2). Есть ли открытый ключ в его authorized_keys?</translation>
    </message>
    <message>
        <source>SSH to %1 failed: %2</source>
        <translation>SSH к %1 не удался: %2</translation>
    </message>
    <message>
        <source>SSH to %1: %2:%3 refused the connection there (%4). Is the BOINC client running?</source>
        <translation>SSH к %1: %2:%3 там отказал в соединении (%4). Запущен ли клиент BOINC?</translation>
    </message>
    <message>
        <source>SSH to %1: the connection was lost (%2)</source>
        <translation>SSH к %1: соединение потеряно (%2)</translation>
    </message>
</context>
<context>
    <name>HostSelector</name>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Which computer the tabs show (or all of them at once)</source>
        <translation>Какой компьютер показывают вкладки (или все сразу)</translation>
    </message>
</context>
<context>
    <name>Hosts</name>
    <message>
        <source>All computers</source>
        <translation>Все компьютеры</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>Удалить узел</translation>
    </message>
    <message>
        <source>{all}: {answering} of {shown} answering</source>
        <translation>{all}: отвечают {answering} из {shown}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Компьютер:</translation>
    </message>
    <message>
        <source>Host status</source>
        <translation>Состояние узла</translation>
    </message>
    <message>
        <source>Ho&amp;sts</source>
        <translation>&amp;Узлы</translation>
    </message>
    <message>
        <source>&amp;Manage hosts…</source>
        <translation>&amp;Управление узлами…</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>&amp;Добавить узел…</translation>
    </message>
    <message>
        <source>Show all &amp;computers</source>
        <translation>&amp;Показать все компьютеры</translation>
    </message>
</context>
<context>
    <name>HostsDialog</name>
    <message>
        <source>Hosts</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Добавить…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove {host} from the list?</source>
        <translation>Удалить {host} из списка?</translation>
    </message>
</context>
<context>
    <name>LazyHistory</name>
    <message>
        <source>The task history could not be opened.</source>
        <translation>Не удалось открыть историю заданий.</translation>
    </message>
</context>
<context>
    <name>LogFlagsDialog</name>
    <message>
        <source>Event log options</source>
        <translation>Параметры журнала событий</translation>
    </message>
    <message>
        <source>The kinds of messages the client writes to its event log. The *_debug flags are for finding a problem: they write many lines.</source>
        <translation>Виды сообщений, которые клиент пишет в журнал событий. Флаги *_debug нужны для поиска проблем: они пишут много строк.</translation>
    </message>
    <message>
        <source>Event log options are set for the client on this computer (its cc_config.xml is here); for another computer, edit the file there.</source>
        <translation>Параметры журнала событий задаются для клиента на этом компьютере (его cc_config.xml здесь); для другого компьютера измените файл там.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}); it is left as it is. Correct it, then try again.</source>
        <translation>Не удаётся прочитать {path} ({error}); файл оставлен как есть. Исправьте его и попробуйте снова.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Stop computing and exit</source>
        <translation>Остановить вычисления и выйти</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Проект</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>&amp;Задание</translation>
    </message>
    <message>
        <source>T&amp;ransfer</source>
        <translation>П&amp;ередача</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>&amp;Активность</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Вычисления</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Отложить</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>Се&amp;рвис</translation>
    </message>
    <message>
        <source>run always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>приостановить</translation>
    </message>
    <message>
        <source>run based on preferences</source>
        <translation>согласно настройкам</translation>
    </message>
    <message>
        <source>always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <source>based on preferences</source>
        <translation>согласно настройкам</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>приостановлено</translation>
    </message>
    <message>
        <source>suspended (%1)</source>
        <translation>приостановлено (%1)</translation>
    </message>
    <message>
        <source>%1, suspended (%2)</source>
        <translation>%1, приостановлено (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n выполняется</numerusform>
            <numerusform>%n выполняются</numerusform>
            <numerusform>%n выполняются</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n downloading</source>
        <translation>
            <numerusform>%n загружается</numerusform>
            <numerusform>%n загружаются</numerusform>
            <numerusform>%n загружаются</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n ожидает</numerusform>
            <numerusform>%n ожидают</numerusform>
            <numerusform>%n ожидают</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uploading</source>
        <translation>
            <numerusform>%n отправляется</numerusform>
            <numerusform>%n отправляются</numerusform>
            <numerusform>%n отправляются</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to report</source>
        <translation>
            <numerusform>%n к отчёту</numerusform>
            <numerusform>%n к отчёту</numerusform>
            <numerusform>%n к отчёту</numerusform>
        </translation>
    </message>
    <message>
        <source>ddd dd MMM yyyy HH:mm</source>
        <translation>ddd dd MMM yyyy HH:mm</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>неизвестна (не установлен)</translation>
    </message>
    <message>
        <source>boinc-gui — %1</source>
        <translation>boinc-gui — %1</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>запуск…</translation>
    </message>
    <message>
        <source>Starting the client…</source>
        <translation>Запуск клиента…</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Только активные</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Проекты</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Задания</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Передачи</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Журнал событий</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Уведомления</translation>
    </message>
    <message>
        <source>Client notice</source>
        <translation>Сообщение клиента</translation>
    </message>
    <message>
        <source>&lt;b&gt;Emulated client.&lt;/b&gt; This window shows the emulator in accelerated time (the speed is at the bottom right), not real work. The live client replaces it.</source>
        <translation>&lt;b&gt;Эмулированный клиент.&lt;/b&gt; В этом окне работает эмулятор в ускоренном времени (скорость указана внизу справа), а не настоящие вычисления. Настоящий клиент заменяет его.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Rules belong to a client that evaluates them: this computer&apos;s, or a remote boinc-core added under Hosts.</source>
        <translation>Правила относятся к клиенту, который их проверяет: клиенту этого компьютера или удалённому boinc-core, добавленному в разделе Hosts.</translation>
    </message>
    <message>
        <source>&amp;Projects</source>
        <translation>&amp;Проекты</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>&amp;Задания</translation>
    </message>
    <message>
        <source>Trans&amp;fers</source>
        <translation>П&amp;ередачи</translation>
    </message>
    <message>
        <source>&amp;Disk</source>
        <translation>&amp;Диск</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>&amp;Event log</source>
        <translation>&amp;Журнал событий</translation>
    </message>
    <message>
        <source>&amp;Notices</source>
        <translation>&amp;Уведомления</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;История</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Уведомления (%1)</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>&amp;Suspend</source>
        <translation>&amp;Приостановить</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Возобновить</translation>
    </message>
    <message>
        <source>&amp;No new tasks</source>
        <translation>&amp;Не получать новые задания</translation>
    </message>
    <message>
        <source>&amp;Allow new tasks</source>
        <translation>Получать новые &amp;задания</translation>
    </message>
    <message>
        <source>Res&amp;et project</source>
        <translation>&amp;Сбросить проект</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>Сво&amp;йства</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>П&amp;рервать</translation>
    </message>
    <message>
        <source>&amp;Retry now</source>
        <translation>&amp;Повторить сейчас</translation>
    </message>
    <message>
        <source>&amp;Abort transfer</source>
        <translation>П&amp;рервать передачу</translation>
    </message>
    <message>
        <source>&amp;Resume now</source>
        <translation>&amp;Возобновить сейчас</translation>
    </message>
    <message>
        <source>&amp;Run always</source>
        <translation>&amp;Вычислять всегда</translation>
    </message>
    <message>
        <source>Run based on &amp;preferences</source>
        <translation>Вычислять &amp;согласно настройкам</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>&amp;Закрыть окно</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>F&amp;ilter current table</source>
        <translation>&amp;Фильтр текущей таблицы</translation>
    </message>
    <message>
        <source>Select &amp;columns…</source>
        <translation>&amp;Выбрать столбцы…</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Системная</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>С&amp;ветлая</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <source>&amp;Network activity always</source>
        <translation>С&amp;еть всегда</translation>
    </message>
    <message>
        <source>Network activity &amp;based on preferences</source>
        <translation>Сеть согласно &amp;настройкам</translation>
    </message>
    <message>
        <source>Suspend net&amp;work activity</source>
        <translation>Приостановить &amp;работу с сетью</translation>
    </message>
    <message>
        <source>Sn&amp;ooze</source>
        <translation>О&amp;тложить</translation>
    </message>
    <message>
        <source>Soft s&amp;top (after the next checkpoint)</source>
        <translation>&amp;Мягкая остановка (после следующей контрольной точки)</translation>
    </message>
    <message>
        <source>&amp;Add project…</source>
        <translation>&amp;Добавить проект…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>Application &amp;settings (app_config.xml)…</source>
        <translation>&amp;Параметры приложений (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account &amp;manager…</source>
        <translation>&amp;Менеджер учётных записей…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>П&amp;равила…</translation>
    </message>
    <message>
        <source>&amp;GPUs…</source>
        <translation>&amp;Графические процессоры…</translation>
    </message>
    <message>
        <source>A&amp;lerts…</source>
        <translation>&amp;Оповещения…</translation>
    </message>
    <message>
        <source>&amp;About boinc-gui</source>
        <translation>&amp;О программе boinc-gui</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Связаться с проектом сейчас</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Отключиться от проекта</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Connecting to the client…</source>
        <translation>Подключение к клиенту…</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Активность</translation>
    </message>
    <message>
        <source>The client&apos;s clock</source>
        <translation>Часы клиента</translation>
    </message>
    <message>
        <source>Tasks by state</source>
        <translation>Задания по состоянию</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Менеджер учётных записей</translation>
    </message>
    <message>
        <source>Emulation speed</source>
        <translation>Скорость эмуляции</translation>
    </message>
    <message>
        <source>Simulated seconds per real second</source>
        <translation>Симулируемых секунд за одну реальную</translation>
    </message>
    <message>
        <source>%1× speed</source>
        <translation>скорость %1×</translation>
    </message>
    <message>
        <source>Account manager: %1</source>
        <translation>Менеджер учётных записей: %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;EMULATED&lt;/b&gt; — not real work</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;ЭМУЛЯЦИЯ&lt;/b&gt; — не настоящие вычисления</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>Вычисления: %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>Сеть: %1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>ГП: %1</translation>
    </message>
    <message>
        <source>Snoozed: %1</source>
        <translation>Отложено: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>boinc-gui — All computers (%1)</source>
        <translation>boinc-gui — Все компьютеры (%1)</translation>
    </message>
    <message>
        <source>%1 does not report its disk usage to this window.</source>
        <translation>%1 не сообщает этому окну об использовании диска.</translation>
    </message>
    <message>
        <source>Disk usage of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Использование диска на %1 (здесь показан один компьютер за раз: выберите другой в поле «Компьютер»)</translation>
    </message>
    <message>
        <source>Charts of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Графики %1 (здесь показан один компьютер за раз: выберите другой в поле «Компьютер»)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>The client could not do that: %1</source>
        <translation>Клиент не смог это выполнить: %1</translation>
    </message>
    <message>
        <source>That computer is no longer shown; the command was not sent.</source>
        <translation>Этот компьютер больше не показан; команда не отправлена.</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Все компьютеры</translation>
    </message>
    <message numerus="yes">
        <source>%1 on all %n computers shown?</source>
        <translation>
            <numerusform>%1 на всех показанных компьютерах (%n)?</numerusform>
            <numerusform>%1 на всех показанных компьютерах (%n)?</numerusform>
            <numerusform>%1 на всех показанных компьютерах (%n)?</numerusform>
        </translation>
    </message>
    <message>
        <source>End the snooze</source>
        <translation>Отменить отсрочку</translation>
    </message>
    <message>
        <source>boinc-gui %1: a volunteer-computing manager compatible with BOINC.
Client: %2</source>
        <translation>boinc-gui %1: менеджер добровольных вычислений, совместимый с BOINC.
Клиент: %2</translation>
    </message>
    <message>
        <source>boinc-gui keeps computing</source>
        <translation>boinc-gui продолжает вычисления</translation>
    </message>
    <message>
        <source>The window is closed, not the program: computing goes on. Click the tray icon to open the window; its menu has Exit.</source>
        <translation>Закрыто окно, а не программа: вычисления продолжаются. Щёлкните значок в области уведомлений, чтобы открыть окно; в его меню есть «Выход».</translation>
    </message>
    <message>
        <source>Exit boinc-gui</source>
        <translation>Выйти из boinc-gui</translation>
    </message>
    <message>
        <source>Exit? Computing stops until you start boinc-gui again.</source>
        <translation>Выйти? Вычисления остановятся до следующего запуска boinc-gui.</translation>
    </message>
</context>
<context>
    <name>NoticeReminder</name>
    <message>
        <source>1 unread notice from your projects. Click to read.</source>
        <translation>1 непрочитанное уведомление от ваших проектов. Щёлкните, чтобы прочитать.</translation>
    </message>
    <message>
        <source>boinc-gui notices</source>
        <translation>Уведомления boinc-gui</translation>
    </message>
</context>
<context>
    <name>NoticesTab</name>
    <message>
        <source>Alert</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>This client</source>
        <translation>Этот клиент</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Уведомления</translation>
    </message>
    <message>
        <source>Notice text</source>
        <translation>Текст уведомления</translation>
    </message>
    <message>
        <source>No notices yet. Projects and the client post news and alerts here.</source>
        <translation>Уведомлений пока нет. Проекты и клиент публикуют здесь новости и предупреждения.</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>это окно</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Страницы настроек</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Прокси</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt;: see the Proxy page.</source>
        <translation>&lt;b&gt;Прокси-серверы&lt;/b&gt;: см. страницу «Прокси».</translation>
    </message>
    <message>
        <source>Using local preferences: saved in global_prefs_override.xml in the data directory and applied at once.</source>
        <translation>Используются локальные настройки: сохраняются в global_prefs_override.xml в каталоге данных и применяются сразу.</translation>
    </message>
    <message>
        <source>Problems with these preferences</source>
        <translation>Проблемы с этими настройками</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>&lt;{name}&gt;, {low} to {high} {unit}</source>
        <translation>&lt;{name}&gt;, от {low} до {high} {unit}</translation>
    </message>
    <message>
        <source>Compute only between</source>
        <translation>Вычислять только между</translation>
    </message>
    <message>
        <source>Transfer files only between</source>
        <translation>Передавать файлы только между</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Вычисления</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>Day-of-week override (replaces the every-day window on that day):</source>
        <translation>Исключение по дню недели (в этот день заменяет ежедневное окно):</translation>
    </message>
    <message>
        <source>Manager (this window)</source>
        <translation>Менеджер (это окно)</translation>
    </message>
    <message>
        <source>system</source>
        <translation>системная</translation>
    </message>
    <message>
        <source>light</source>
        <translation>светлая</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>тёмная</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation>Язык (со следующего запуска)</translation>
    </message>
    <message>
        <source>Closing the window keeps computing in the tray</source>
        <translation>При закрытии окна вычисления продолжаются в области уведомлений</translation>
    </message>
    <message>
        <source>Ask before exiting (computing stops)</source>
        <translation>Спрашивать перед выходом (вычисления останавливаются)</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>Запускать свёрнутым в область уведомлений</translation>
    </message>
    <message>
        <source>Ignored where the desktop has no system tray: the window opens then.</source>
        <translation>Не действует, если на рабочем столе нет области уведомлений: тогда открывается окно.</translation>
    </message>
    <message>
        <source>Start boinc-gui when I log in</source>
        <translation>Запускать boinc-gui при входе в систему</translation>
    </message>
    <message>
        <source>Writes or removes {path}</source>
        <translation>Записывает или удаляет {path}</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> ч</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>Remind me of unread notices every</source>
        <translation>Напоминать о непрочитанных уведомлениях каждые</translation>
    </message>
    <message>
        <source>Keep task history up to</source>
        <translation>Хранить историю заданий до</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt; are the client&apos;s settings, not this window&apos;s: the client reads &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in its data directory, or takes them from &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</source>
        <translation>&lt;b&gt;Прокси-серверы&lt;/b&gt; — это настройки клиента, а не этого окна: клиент читает &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; в cc_config.xml в своём каталоге данных или получает их от &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Не удалось записать {path}: {error}</translation>
    </message>
    <message>
        <source>Could not remove {path}: {error}</source>
        <translation>Не удалось удалить {path}: {error}</translation>
    </message>
</context>
<context>
    <name>PreviewGpu</name>
    <message>
        <source>GPU %1 (%2 devices): idle %3 (%4 with the current settings); GPU tasks done %5 (%6); GPU tasks late %7 (%8)</source>
        <translation>GPU %1 (устройств: %2): простой %3 (%4 при текущих настройках); выполнено задач GPU %5 (%6); опоздавших задач GPU %7 (%8)</translation>
    </message>
    <message>
        <source>the %1 GPUs would stand idle %2 of the time (with the current settings: %3)</source>
        <translation>GPU %1 простаивали бы %2 времени (при текущих настройках: %3)</translation>
    </message>
    <message>
        <source>%1 GPU tasks would miss their deadlines (with the current settings: %2)</source>
        <translation>Задач GPU, не успевающих к сроку: %1 (при текущих настройках: %2)</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview (emulated from this computer&apos;s tasks)</source>
        <translation>Предпросмотр (эмуляция по заданиям этого компьютера)</translation>
    </message>
    <message>
        <source>Change a setting to see what it would do.</source>
        <translation>Измените настройку, чтобы увидеть, что она даст.</translation>
    </message>
    <message>
        <source>Preview figures per project</source>
        <translation>Показатели предпросмотра по проектам</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>Нет предпросмотра: {reason}</translation>
    </message>
    <message>
        <source>Over the next {span}: {changes}.</source>
        <translation>За {span}: {changes}.</translation>
    </message>
    <message>
        <source>{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; deadlines missed {missed}; requests to its server per day {rpcs}</source>
        <translation>{project} (новый): доля ЦП {cpu}, доля ресурсов {share}; выполнено заданий {done}; пропущено сроков {missed}; запросов к серверу в день {rpcs}</translation>
    </message>
    <message>
        <source>{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share {share}; tasks done {done} ({done_now} with the current settings); deadlines missed {missed} ({missed_now} with the current settings); requests to its server per day {rpcs} ({rpcs_now} with the current settings)</source>
        <translation>{project}: доля ЦП {cpu} ({cpu_now} при текущих настройках), доля ресурсов {share}; выполнено заданий {done} ({done_now} при текущих настройках); пропущено сроков {missed} ({missed_now} при текущих настройках); запросов к серверу в день {rpcs} ({rpcs_now} при текущих настройках)</translation>
    </message>
    <message>
        <source>Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current settings)</source>
        <translation>Простой ЦП, которым разрешено вычислять: {idle} ({idle_now} при текущих настройках)</translation>
    </message>
    <message>
        <source>({percent} of it)</source>
        <translation>({percent} от него)</translation>
    </message>
    <message>
        <source>Disk: {used} used now; limit {limit}{share}, set by {rule}</source>
        <translation>Диск: сейчас занято {used}; предел {limit}{share}, задан {rule}</translation>
    </message>
    <message>
        <source>({limit} with the current settings)</source>
        <translation>({limit} при текущих настройках)</translation>
    </message>
</context>
<context>
    <name>ProxyPage</name>
    <message>
        <source>Proxy</source>
        <translation>Прокси</translation>
    </message>
    <message>
        <source>The client connects to projects through these proxies from the moment you save. Passwords are kept with the client&apos;s settings in its data directory, readable only by you (the client needs them to connect on its own).</source>
        <translation>Клиент подключается к проектам через эти прокси с момента сохранения. Пароли хранятся вместе с настройками клиента в его каталоге данных и доступны для чтения только вам (клиенту они нужны, чтобы подключаться самостоятельно).</translation>
    </message>
    <message>
        <source>cc_config.xml names a proxy: the client uses that one, and keeps these settings for when it no longer does.</source>
        <translation>В cc_config.xml указан прокси: клиент использует его, а эти настройки хранит на случай, когда перестанет.</translation>
    </message>
    <message>
        <source>HTTP proxy</source>
        <translation>HTTP-прокси</translation>
    </message>
    <message>
        <source>Connect through an HTTP proxy</source>
        <translation>Подключаться через HTTP-прокси</translation>
    </message>
    <message>
        <source>SOCKS proxy</source>
        <translation>SOCKS-прокси</translation>
    </message>
    <message>
        <source>Connect through a SOCKS 5 proxy</source>
        <translation>Подключаться через SOCKS 5-прокси</translation>
    </message>
    <message>
        <source>host names, separated by commas</source>
        <translation>имена узлов через запятую</translation>
    </message>
    <message>
        <source>Do not use a proxy for</source>
        <translation>Не использовать прокси для</translation>
    </message>
    <message>
        <source>{proxy} server</source>
        <translation>Сервер {proxy}</translation>
    </message>
    <message>
        <source>{proxy} port</source>
        <translation>Порт {proxy}</translation>
    </message>
    <message>
        <source>{proxy} user name</source>
        <translation>Имя пользователя {proxy}</translation>
    </message>
    <message>
        <source>{proxy} password</source>
        <translation>Пароль {proxy}</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Имя пользователя</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>the HTTP proxy needs a server name</source>
        <translation>для HTTP-прокси нужно имя сервера</translation>
    </message>
    <message>
        <source>the SOCKS proxy needs a server name</source>
        <translation>для SOCKS-прокси нужно имя сервера</translation>
    </message>
    <message>
        <source>the {proxy} proxy server name is not a host name</source>
        <translation>имя сервера {proxy}-прокси не является именем узла</translation>
    </message>
    <message>
        <source>the {proxy} proxy port {port} is not between 1 and 65535</source>
        <translation>порт {port} {proxy}-прокси не находится между 1 и 65535</translation>
    </message>
</context>
<context>
    <name>RowTableModel</name>
    <message>
        <source>%1
(out of date: %2)</source>
        <translation>%1
(устарело: %2)</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>Edit rule</source>
        <translation>Изменить правило</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Добавить правило</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Включено</translation>
    </message>
    <message>
        <source>When (all that are ticked hold)</source>
        <translation>Когда (выполняются все отмеченные условия)</translation>
    </message>
    <message>
        <source>CPU temperature above</source>
        <translation>Температура ЦП выше</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Время суток</translation>
    </message>
    <message>
        <source>every day (or e.g. mon-fri, sat,sun)</source>
        <translation>каждый день (или, например, mon-fri, sat,sun)</translation>
    </message>
    <message>
        <source>Program running</source>
        <translation>Запущена программа</translation>
    </message>
    <message>
        <source>On battery below</source>
        <translation>От батареи ниже</translation>
    </message>
    <message>
        <source>Schedule (CSV)</source>
        <translation>Расписание (CSV)</translation>
    </message>
    <message>
        <source>path of the CSV file: WHEN,VALUE lines</source>
        <translation>путь к файлу CSV: строки КОГДА,ЗНАЧЕНИЕ</translation>
    </message>
    <message>
        <source>above</source>
        <translation>выше</translation>
    </message>
    <message>
        <source>below</source>
        <translation>ниже</translation>
    </message>
    <message>
        <source>to</source>
        <translation>до</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Тогда</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Приостановить вычисления</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Приостановить сетевую активность</translation>
    </message>
    <message>
        <source>Allow computing (lift the preferences&apos; suspensions)</source>
        <translation>Разрешить вычисления (снять приостановки из настроек)</translation>
    </message>
    <message>
        <source>Allow network activity</source>
        <translation>Разрешить сетевую активность</translation>
    </message>
    <message>
        <source>Snooze for</source>
        <translation>Отложить на</translation>
    </message>
    <message>
        <source>min</source>
        <translation>мин</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Использовать не более</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>% времени ЦП</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>Уведомить</translation>
    </message>
    <message>
        <source>Soft stop (each task after its next checkpoint, then suspend)</source>
        <translation>Мягкая остановка (каждое задание после следующей контрольной точки, затем приостановка)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n процессор</numerusform>
            <numerusform>%n процессора</numerusform>
            <numerusform>%n процессоров</numerusform>
        </translation>
    </message>
    <message>
        <source>the time of day starts and ends at the same time</source>
        <translation>время суток начинается и заканчивается в одно и то же время</translation>
    </message>
    <message>
        <source>give the program&apos;s name (not a path)</source>
        <translation>укажите имя программы (не путь)</translation>
    </message>
    <message>
        <source>give the schedule&apos;s CSV file</source>
        <translation>укажите CSV-файл расписания</translation>
    </message>
    <message>
        <source>tick “above” or “below” for the schedule</source>
        <translation>отметьте «выше» или «ниже» для расписания</translation>
    </message>
    <message>
        <source>give the text to notify</source>
        <translation>укажите текст уведомления</translation>
    </message>
    <message>
        <source>another rule is already named &apos;{name}&apos;</source>
        <translation>другое правило уже называется «{name}»</translation>
    </message>
    <message>
        <source>This rule cannot work yet: {reason}.</source>
        <translation>Это правило пока не может работать: {reason}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Этот компьютер</translation>
    </message>
    <message>
        <source>No rules yet. A rule suspends or limits computing, or tells you, while something holds: a CPU temperature, a time of day, a program running, the battery. Add… makes one.</source>
        <translation>Правил пока нет. Правило приостанавливает или ограничивает вычисления либо предупреждает вас, пока что-то выполняется: температура процессора, время суток, запущенная программа, батарея. «Добавить…» создаёт правило.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Добавить…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>First rule that holds decides; the rules apply to the chosen computer&apos;s client, which evaluates them itself.</source>
        <translation>Решает первое выполняющееся правило; правила применяются к клиенту выбранного компьютера, который сам их вычисляет.</translation>
    </message>
    <message>
        <source>The changes to the rules of {host} are not saved. Drop them?</source>
        <translation>Изменения правил {host} не сохранены. Отбросить их?</translation>
    </message>
    <message>
        <source>No computer&apos;s rules can be edited here.</source>
        <translation>Здесь нельзя изменить правила ни одного компьютера.</translation>
    </message>
    <message>
        <source>{host} is not connected (its password is needed): choose it in the window first.</source>
        <translation>{host} не подключён (нужен его пароль): сначала выберите его в окне.</translation>
    </message>
    <message>
        <source>Reading the rules of {host}…</source>
        <translation>Чтение правил {host}…</translation>
    </message>
    <message>
        <source>Refused by the client (not kept when you save; the previous file stays as rules.xml.bak):</source>
        <translation>Отклонены клиентом (не сохранятся при сохранении; прежний файл остаётся как rules.xml.bak):</translation>
    </message>
    <message>
        <source>The client on {host} does not support rules: only boinc-core evaluates them (a BOINC client does not).</source>
        <translation>Клиент на {host} не поддерживает правила: их вычисляет только boinc-core (клиент BOINC — нет).</translation>
    </message>
    <message>
        <source>The rules of {host} cannot be read: {reason}</source>
        <translation>Не удаётся прочитать правила {host}: {reason}</translation>
    </message>
    <message>
        <source>{host} refused the rules: {reason}</source>
        <translation>{host} отклонил правила: {reason}</translation>
    </message>
    <message>
        <source>{host} could not be reached: {reason}</source>
        <translation>{host} недоступен: {reason}</translation>
    </message>
    <message>
        <source>In force now: {rules}.</source>
        <translation>Сейчас действуют: {rules}.</translation>
    </message>
    <message>
        <source>No rule holds now.</source>
        <translation>Сейчас ни одно правило не выполняется.</translation>
    </message>
    <message>
        <source>Computing suspended: {reason}.</source>
        <translation>Вычисления приостановлены: {reason}.</translation>
    </message>
    <message>
        <source>Network activity suspended: {reason}.</source>
        <translation>Сетевая активность приостановлена: {reason}.</translation>
    </message>
    <message>
        <source>Sending the rules to {host}…</source>
        <translation>Отправка правил на {host}…</translation>
    </message>
    <message>
        <source>The rules could not be saved: {reason}</source>
        <translation>Не удалось сохранить правила: {reason}</translation>
    </message>
</context>
<context>
    <name>ShareWhatIf</name>
    <message>
        <source>What if the resource share were different?</source>
        <translation>Что если бы доля ресурсов была другой?</translation>
    </message>
    <message>
        <source>Resource share to preview</source>
        <translation>Доля ресурсов для предпросмотра</translation>
    </message>
    <message>
        <source>Resource shares are set in your account on the project&apos;s web site (or by your account manager). Change the number to see what another share would do here.</source>
        <translation>Доли ресурсов задаются в вашей учётной записи на сайте проекта (или вашим менеджером учётных записей). Измените число, чтобы увидеть, что здесь дала бы другая доля.</translation>
    </message>
    <message>
        <source>Resource share:</source>
        <translation>Доля ресурсов:</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Connecting to the client…</source>
        <translation>Подключение к клиенту…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Advanced view</source>
        <translation>Расширенный вид</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Start computing again</source>
        <translation>Возобновить вычисления</translation>
    </message>
    <message>
        <source>Stop all computing until you resume</source>
        <translation>Остановить все вычисления до возобновления</translation>
    </message>
    <message>
        <source>This computer does not work for any project yet: use Advanced view, Tools &gt; Add project.</source>
        <translation>Этот компьютер пока не работает ни на один проект: откройте расширенный вид, Инструменты &gt; Добавить проект.</translation>
    </message>
    <message>
        <source>This computer is doing science for %1.</source>
        <translation>Этот компьютер занимается наукой для: %1.</translation>
    </message>
    <message>
        <source>This computer works for %1. Computing is suspended (%2).</source>
        <translation>Этот компьютер работает на: %1. Вычисления приостановлены (%2).</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>на паузе</translation>
    </message>
    <message>
        <source>This computer works for %1. No task is running at this moment: work is on its way or waiting its turn.</source>
        <translation>Этот компьютер работает на: %1. Сейчас ни одно задание не выполняется: работа в пути или ждёт своей очереди.</translation>
    </message>
    <message>
        <source>and 1 more task running</source>
        <translation>и ещё одно выполняемое задание</translation>
    </message>
    <message>
        <source>and %1 more tasks running</source>
        <translation>и ещё выполняется заданий: %1</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>П&amp;ростой вид</translation>
    </message>
    <message>
        <source>One screen: what this computer does, for which science</source>
        <translation>Один экран: что делает этот компьютер и для какой науки</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <source>Live</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Daily history</source>
        <translation>Ежедневная история</translation>
    </message>
    <message>
        <source>day %1 %2</source>
        <translation>день %1 %2</translation>
    </message>
    <message>
        <source>Statistics view</source>
        <translation>Вид статистики</translation>
    </message>
    <message>
        <source>Live: this computer&apos;s figures every few seconds. Daily history: credit and CPU time per day, from the task history</source>
        <translation>Сейчас: показатели этого компьютера каждые несколько секунд. Ежедневная история: кредит и время ЦП за день из истории заданий</translation>
    </message>
    <message>
        <source>Follow live data</source>
        <translation>Следить за текущими данными</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>Графики статистики</translation>
    </message>
    <message>
        <source>Scheduling priority (debt, CPU s)</source>
        <translation>Приоритет планирования (долг, с ЦП)</translation>
    </message>
    <message>
        <source>CPU share now vs resource share (dashed), %</source>
        <translation>Доля ЦП сейчас и доля ресурсов (пунктир), %</translation>
    </message>
    <message>
        <source>Queued work (CPU hours)</source>
        <translation>Работа в очереди (часы ЦП)</translation>
    </message>
    <message>
        <source>Work done (credit)</source>
        <translation>Выполненная работа (кредит)</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Сбросить масштаб</translation>
    </message>
    <message>
        <source>Show all the data again (the wheel and a drag zoom in)</source>
        <translation>Снова показать все данные (колесо и перетаскивание увеличивают)</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · right-click: more</source>
        <translation>Колесо: масштаб · перетаскивание: сдвиг · правый щелчок: ещё</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <source>Projects</source>
        <translation>Проекты</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Задания</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Передачи</translation>
    </message>
    <message>
        <source>Filter projects (Ctrl+F)</source>
        <translation>Фильтр проектов (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter tasks (Ctrl+F)</source>
        <translation>Фильтр заданий (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter transfers (Ctrl+F)</source>
        <translation>Фильтр передач (Ctrl+F)</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Только активные</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>Фильтр: %1</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Таблица «%1»</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Rows matching the filter: %1 of %2</source>
        <translation>Строк, подходящих под фильтр: %1 из %2</translation>
    </message>
    <message>
        <source>Rows: %1</source>
        <translation>Строк: %1</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Сбросить столбцы</translation>
    </message>
</context>
<context>
    <name>TransportBox</name>
    <message>
        <source>(SSH via {where})</source>
        <translation>(SSH через {where})</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Подключение</translation>
    </message>
    <message>
        <source>Plain GUI RPC (any BOINC client)</source>
        <translation>Обычный GUI RPC (любой клиент BOINC)</translation>
    </message>
    <message>
        <source>TLS (boinc-core with --gui-rpc-tls-port)</source>
        <translation>TLS (boinc-core с --gui-rpc-tls-port)</translation>
    </message>
    <message>
        <source>SSH tunnel (BOINC listening on the host&apos;s 127.0.0.1)</source>
        <translation>SSH-туннель (BOINC слушает 127.0.0.1 узла)</translation>
    </message>
    <message>
        <source>Get certificate</source>
        <translation>Получить сертификат</translation>
    </message>
    <message>
        <source>Accept the new certificate</source>
        <translation>Принять новый сертификат</translation>
    </message>
    <message>
        <source>Pinned SHA-256</source>
        <translation>Закреплённый SHA-256</translation>
    </message>
    <message>
        <source>Presented</source>
        <translation>Предъявлен</translation>
    </message>
    <message>
        <source>the address above</source>
        <translation>адрес выше</translation>
    </message>
    <message>
        <source>your user name here</source>
        <translation>ваше имя пользователя там</translation>
    </message>
    <message>
        <source>the SSH agent and ~/.ssh keys</source>
        <translation>SSH-агент и ключи из ~/.ssh</translation>
    </message>
    <message>
        <source>none, or unchanged (kept in the keyring)</source>
        <translation>нет или без изменений (хранится в связке ключей)</translation>
    </message>
    <message>
        <source>SSH host</source>
        <translation>SSH-узел</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>SSH-порт</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Пользователь</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Файл ключа</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>Парольная фраза ключа</translation>
    </message>
    <message>
        <source>Reach it by</source>
        <translation>Способ связи</translation>
    </message>
    <message>
        <source>none yet: the first certificate seen is pinned</source>
        <translation>пока нет: закрепляется первый увиденный сертификат</translation>
    </message>
    <message>
        <source>could not get it: {reason}</source>
        <translation>не удалось получить: {reason}</translation>
    </message>
    <message>
        <source>Compare it with what `boinc-core tls-fingerprint` prints on that computer; it is pinned when you press OK.</source>
        <translation>Сравните его с тем, что выводит `boinc-core tls-fingerprint` на том компьютере; он закрепляется, когда вы нажмёте OK.</translation>
    </message>
    <message>
        <source>the same as the pinned one</source>
        <translation>совпадает с закреплённым</translation>
    </message>
    <message>
        <source>DIFFERENT from the pinned one: accept it only if that computer&apos;s certificate was made anew and `boinc-core tls-fingerprint` there prints this.</source>
        <translation>ОТЛИЧАЕТСЯ от закреплённого: принимайте его, только если сертификат того компьютера был создан заново и `boinc-core tls-fingerprint` там выводит именно этот.</translation>
    </message>
    <message>
        <source>accepted: pinned when you press OK</source>
        <translation>принят: закрепляется, когда вы нажмёте OK</translation>
    </message>
</context>
<context>
    <name>TrayController</name>
    <message>
        <source>Open manager</source>
        <translation>Открыть менеджер</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Отложить</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Возобновить сейчас</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Приостановить вычисления</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Мягкая остановка (после следующей контрольной точки)</translation>
    </message>
    <message>
        <source>Suspend network</source>
        <translation>Приостановить сеть</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>boinc-gui: starting</source>
        <translation>boinc-gui: запуск</translation>
    </message>
    <message>
        <source>1 unread notice</source>
        <translation>1 непрочитанное уведомление</translation>
    </message>
    <message>
        <source>Resume computing</source>
        <translation>Возобновить вычисления</translation>
    </message>
    <message>
        <source>Resume network</source>
        <translation>Возобновить сеть</translation>
    </message>
    <message>
        <source>boinc-gui needs you</source>
        <translation>boinc-gui требует вашего внимания</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to boinc-gui</source>
        <translation>Добро пожаловать в boinc-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;boinc-gui lends your computer&apos;s spare processor time and disk space to science projects: it downloads their tasks, runs them while you do not need the computer (as your preferences say), sends the results back and keeps you informed here and in the tray.&lt;/p&gt;&lt;p&gt;It works with BOINC projects and tools: you choose the projects, each with an account on its web site. You can pause computing at any time from the Activity menu or the tray icon.&lt;/p&gt;&lt;p&gt;&lt;b&gt;To begin, add a project.&lt;/b&gt; The built-in demo project needs no account: it runs a small real computation on this computer, so you can see how everything works before choosing a science project.&lt;/p&gt;</source>
        <translation>&lt;p&gt;boinc-gui отдаёт свободное процессорное время и место на диске вашего компьютера научным проектам: загружает их задания, выполняет их, пока компьютер вам не нужен (как указано в настройках), отправляет результаты обратно и держит вас в курсе здесь и в области уведомлений.&lt;/p&gt;&lt;p&gt;Он работает с проектами и инструментами BOINC: вы выбираете проекты, для каждого нужна учётная запись на его сайте. Приостановить вычисления можно в любой момент в меню «Активность» или через значок в области уведомлений.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Для начала добавьте проект.&lt;/b&gt; Встроенному демонстрационному проекту не нужна учётная запись: он выполняет небольшое настоящее вычисление на этом компьютере, чтобы вы увидели, как всё устроено, прежде чем выбрать научный проект.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a project…</source>
        <translation>Добавить проект…</translation>
    </message>
    <message>
        <source>Add a project</source>
        <translation>Добавить проект</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>Show the tabs; Tools › Add project… opens the same dialog later</source>
        <translation>Показать вкладки; Инструменты › Добавить проект… откроет этот же диалог позже</translation>
    </message>
</context>
<context>
    <name>_TaskCard</name>
    <message>
        <source>%1: %2 done, about %3 left</source>
        <translation>%1: выполнено %2, осталось около %3</translation>
    </message>
    <message>
        <source>%1: %2 done</source>
        <translation>%1: выполнено %2</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Прогресс %1</translation>
    </message>
    <message>
        <source>Your credit at %1: %2</source>
        <translation>Ваш кредит в %1: %2</translation>
    </message>
</context>
<context>
    <name>_Window</name>
    <message>
        <source>{label} from</source>
        <translation>{label} с</translation>
    </message>
    <message>
        <source>{label} to</source>
        <translation>{label} до</translation>
    </message>
    <message>
        <source>and</source>
        <translation>и</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>Alerts</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>Computers</source>
        <translation>Компьютеры</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>Графические процессоры</translation>
    </message>
    <message>
        <source>Name of the application to add</source>
        <translation>Имя добавляемого приложения</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Завершены с</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Завершены до</translation>
    </message>
    <message>
        <source>No data yet.</source>
        <translation>Данных пока нет.</translation>
    </message>
    <message>
        <source>Computing suspended: %1</source>
        <translation>Вычисления приостановлены: %1</translation>
    </message>
    <message>
        <source>Computing resumed</source>
        <translation>Вычисления возобновлены</translation>
    </message>
    <message>
        <source>Task %1 failed: %2</source>
        <translation>Задание %1 завершилось ошибкой: %2</translation>
    </message>
</context>
<context>
    <name>accounts</name>
    <message>
        <source>wrong password</source>
        <translation>неверный пароль</translation>
    </message>
    <message>
        <source>no account with this email</source>
        <translation>нет учётной записи с этим адресом почты</translation>
    </message>
    <message>
        <source>an account with this email already exists (with another password): sign in instead</source>
        <translation>учётная запись с этим адресом почты уже есть (с другим паролем): войдите в неё</translation>
    </message>
    <message>
        <source>this project is not accepting new accounts</source>
        <translation>этот проект не принимает новые учётные записи</translation>
    </message>
    <message>
        <source>the project does not accept this email address</source>
        <translation>проект не принимает этот адрес почты</translation>
    </message>
    <message>
        <source>the project does not accept this user name</source>
        <translation>проект не принимает это имя пользователя</translation>
    </message>
    <message>
        <source>the project requires you to accept its terms of use</source>
        <translation>проект требует принять его условия использования</translation>
    </message>
    <message>
        <source>the project is down for maintenance; try again later</source>
        <translation>проект на обслуживании; попробуйте позже</translation>
    </message>
    <message>
        <source>the project&apos;s web site is down for maintenance; try again later</source>
        <translation>сайт проекта на обслуживании; попробуйте позже</translation>
    </message>
    <message>
        <source>this address is an account manager, not a project: use &apos;Use an account manager&apos;</source>
        <translation>этот адрес — менеджер учётных записей, а не проект: выберите «Использовать менеджер учётных записей»</translation>
    </message>
    <message>
        <source>enter the email address and the password of your account</source>
        <translation>введите адрес почты и пароль своей учётной записи</translation>
    </message>
    <message>
        <source>enter a user name, an email address and a password</source>
        <translation>введите имя пользователя, адрес почты и пароль</translation>
    </message>
    <message>
        <source>cannot reach %1: connection refused</source>
        <translation>не удаётся связаться с %1: соединение отклонено</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2: is this the project&apos;s address?</source>
        <translation>%1 ответил ошибкой HTTP %2: это точно адрес проекта?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (%2): is this the project&apos;s address?</source>
        <translation>%1 ответил не так, как проект BOINC (%2): это точно адрес проекта?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (it sent &lt;%2&gt;): is this the project&apos;s address?</source>
        <translation>%1 ответил не так, как проект BOINC (прислал &lt;%2&gt;): это точно адрес проекта?</translation>
    </message>
    <message>
        <source>%1 sent the request on to %2, which is not an http:// or https:// address: is this the project&apos;s address?</source>
        <translation>%1 перенаправил запрос на %2, а это не адрес http:// или https://: это точно адрес проекта?</translation>
    </message>
    <message>
        <source>%1 sent the request on more than %2 times: is this the project&apos;s address?</source>
        <translation>%1 перенаправил запрос более %2 раз: это точно адрес проекта?</translation>
    </message>
    <message>
        <source>%1 sent an answer larger than %2 bytes, which was not read: is this the project&apos;s address?</source>
        <translation>%1 прислал ответ больше %2 байт, он не был прочитан: это точно адрес проекта?</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s to answer; try again later</source>
        <translation>%1 отвечал дольше %2 с; попробуйте позже</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>не удаётся связаться с %1: %2</translation>
    </message>
    <message>
        <source>%1 sent neither an account key nor an error: is this the project&apos;s address?</source>
        <translation>%1 не прислал ни ключа учётной записи, ни ошибки: это точно адрес проекта?</translation>
    </message>
    <message>
        <source>%1 sent an account key that cannot be used</source>
        <translation>%1 прислал непригодный ключ учётной записи</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// address</source>
        <translation>%1 — не адрес http:// или https://</translation>
    </message>
    <message>
        <source>%1 names no host</source>
        <translation>%1 не содержит имени хоста</translation>
    </message>
    <message>
        <source>%1 contains spaces or control characters</source>
        <translation>%1 содержит пробелы или управляющие символы</translation>
    </message>
    <message>
        <source>this project needs client version %1 or later; this client is %2</source>
        <translation>этому проекту нужна версия клиента %1 или новее; у этого клиента %2</translation>
    </message>
    <message>
        <source>this project has no applications for this computer (%1)</source>
        <translation>у этого проекта нет приложений для этого компьютера (%1)</translation>
    </message>
    <message>
        <source>the password must have at least %1 characters for this project</source>
        <translation>пароль для этого проекта должен содержать не менее %1 символов</translation>
    </message>
    <message>
        <source>the project does not accept this user name: %1</source>
        <translation>проект не принимает это имя пользователя: %1</translation>
    </message>
    <message>
        <source>cannot reach %1: host name not found</source>
        <translation>не удаётся связаться с %1: имя хоста не найдено</translation>
    </message>
    <message>
        <source>cannot reach %1: no answer within %2 s</source>
        <translation>не удаётся связаться с %1: нет ответа за %2 с</translation>
    </message>
    <message>
        <source>the project refused (error %1)</source>
        <translation>проект отказал (ошибка %1)</translation>
    </message>
</context>
<context>
    <name>acct_mgr</name>
    <message>
        <source>wrong password</source>
        <translation>неверный пароль</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>у менеджера учётных записей нет учётной записи с этим именем</translation>
    </message>
    <message>
        <source>an account with this name already exists at the account manager</source>
        <translation>у менеджера учётных записей уже есть учётная запись с этим именем</translation>
    </message>
    <message>
        <source>the account manager does not accept this email address</source>
        <translation>менеджер учётных записей не принимает этот адрес почты</translation>
    </message>
    <message>
        <source>the account manager is not accepting new accounts</source>
        <translation>менеджер учётных записей не принимает новые учётные записи</translation>
    </message>
    <message>
        <source>the account manager is down for maintenance; try again later</source>
        <translation>менеджер учётных записей на обслуживании; попробуйте позже</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer could not be read</source>
        <translation>не удалось прочитать ответ менеджера учётных записей</translation>
    </message>
    <message>
        <source>this is not the web address of an account manager</source>
        <translation>это не веб-адрес менеджера учётных записей</translation>
    </message>
    <message>
        <source>the account manager&apos;s host name was not found</source>
        <translation>имя хоста менеджера учётных записей не найдено</translation>
    </message>
    <message>
        <source>the account manager did not answer in time</source>
        <translation>менеджер учётных записей не ответил вовремя</translation>
    </message>
    <message>
        <source>no connection to the account manager could be made</source>
        <translation>не удалось подключиться к менеджеру учётных записей</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site is not answering now; try again later</source>
        <translation>сайт менеджера учётных записей сейчас не отвечает; попробуйте позже</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site refused the request</source>
        <translation>сайт менеджера учётных записей отклонил запрос</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer was too large</source>
        <translation>ответ менеджера учётных записей слишком велик</translation>
    </message>
    <message>
        <source>the account manager could not be used (error %1)</source>
        <translation>не удалось воспользоваться менеджером учётных записей (ошибка %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the request could not be made (%1)</source>
        <translation>не удалось выполнить запрос (%1)</translation>
    </message>
</context>
<context>
    <name>alerts</name>
    <message>
        <source>Task failed</source>
        <translation>Задание завершилось ошибкой</translation>
    </message>
    <message>
        <source>Project keeps failing</source>
        <translation>Проект постоянно даёт сбои</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>Срок под угрозой</translation>
    </message>
    <message>
        <source>Disk near its limit</source>
        <translation>Диск близок к лимиту</translation>
    </message>
    <message>
        <source>Computer not answering</source>
        <translation>Компьютер не отвечает</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>after</source>
        <translation>после</translation>
    </message>
    <message>
        <source> failed tasks</source>
        <translation> сбоев заданий</translation>
    </message>
    <message>
        <source>within</source>
        <translation>за</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source>or after</source>
        <translation>или после</translation>
    </message>
    <message>
        <source> failed scheduler requests</source>
        <translation> неудачных запросов к планировщику</translation>
    </message>
    <message>
        <source>or when a task would finish within</source>
        <translation>или когда задание завершится менее чем за</translation>
    </message>
    <message>
        <source> h of its deadline</source>
        <translation> ч до срока</translation>
    </message>
    <message>
        <source>when the client uses</source>
        <translation>когда клиент использует</translation>
    </message>
    <message>
        <source> % of its disk limit</source>
        <translation> % от лимита диска</translation>
    </message>
    <message>
        <source>again after it was below</source>
        <translation>снова после снижения ниже</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> s without an answer</source>
        <translation> с без ответа</translation>
    </message>
    <message>
        <source>Repeats of a kind wait</source>
        <translation>Повторы одного вида ждут</translation>
    </message>
    <message>
        <source> min, then come as one</source>
        <translation> мин, затем приходят одним сообщением</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>не более</translation>
    </message>
    <message>
        <source> notifications in that time</source>
        <translation> уведомлений за это время</translation>
    </message>
    <message>
        <source>task failed</source>
        <translation>задание завершилось ошибкой</translation>
    </message>
    <message>
        <source>project keeps failing</source>
        <translation>проект постоянно даёт сбои</translation>
    </message>
    <message>
        <source>deadline at risk</source>
        <translation>срок под угрозой</translation>
    </message>
    <message>
        <source>disk near its limit</source>
        <translation>диск близок к лимиту</translation>
    </message>
    <message>
        <source>computer not answering</source>
        <translation>компьютер не отвечает</translation>
    </message>
    <message>
        <source>a rule says so</source>
        <translation>этого требует правило</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2) may miss its deadline (%3)</source>
        <translation>%1 (%2) может не успеть к сроку (%3)</translation>
    </message>
    <message>
        <source>%1 (%2) would finish only %3 before its deadline (%4)</source>
        <translation>%1 (%2) завершится всего за %3 до срока (%4)</translation>
    </message>
    <message>
        <source>%1: 1 task failed in the last %2</source>
        <translation>%1: 1 задание с ошибкой за %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tasks failed in the last %2</source>
        <translation>
            <numerusform>%1: %n задание с ошибкой за %2</numerusform>
            <numerusform>%1: %n задания с ошибкой за %2</numerusform>
            <numerusform>%1: %n заданий с ошибкой за %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: 1 scheduler request failed</source>
        <translation>%1: 1 запрос к планировщику не удался</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scheduler requests in a row failed</source>
        <translation>
            <numerusform>%1: %n запрос к планировщику подряд не удался</numerusform>
            <numerusform>%1: %n запроса к планировщику подряд не удались</numerusform>
            <numerusform>%1: %n запросов к планировщику подряд не удались</numerusform>
        </translation>
    </message>
    <message>
        <source>Using %1 of the %2 the preferences allow (%3 %)</source>
        <translation>Занято %1 из %2, разрешённых настройками (%3 %)</translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation>%1 не отвечает уже %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks failed: %1</source>
        <translation>
            <numerusform>%n задание с ошибкой: %1</numerusform>
            <numerusform>%n задания с ошибкой: %1</numerusform>
            <numerusform>%n заданий с ошибкой: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n projects keep failing: %1</source>
        <translation>
            <numerusform>%n проект постоянно даёт сбои: %1</numerusform>
            <numerusform>%n проекта постоянно дают сбои: %1</numerusform>
            <numerusform>%n проектов постоянно дают сбои: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tasks may miss their deadlines: %1</source>
        <translation>
            <numerusform>%n задание может не успеть к сроку: %1</numerusform>
            <numerusform>%n задания могут не успеть к сроку: %1</numerusform>
            <numerusform>%n заданий могут не успеть к сроку: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks near their limits: %1</source>
        <translation>
            <numerusform>%n диск близок к лимиту: %1</numerusform>
            <numerusform>%n диска близки к лимиту: %1</numerusform>
            <numerusform>%n дисков близки к лимиту: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computers not answering: %1</source>
        <translation>
            <numerusform>%n компьютер не отвечает: %1</numerusform>
            <numerusform>%n компьютера не отвечают: %1</numerusform>
            <numerusform>%n компьютеров не отвечают: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule messages: %1</source>
        <translation>
            <numerusform>%n сообщение правила: %1</numerusform>
            <numerusform>%n сообщения правил: %1</numerusform>
            <numerusform>%n сообщений правил: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>boinc-gui: could not start; see the error above.</source>
        <translation>boinc-gui: запуск не удался; см. ошибку выше.</translation>
    </message>
    <message>
        <source>boinc-gui: the demo project could not start: %1</source>
        <translation>boinc-gui: не удалось запустить демонстрационный проект: %1</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Work fetch</source>
        <translation>Запрос работы</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Учётная запись</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Work done</source>
        <translation>Выполненная работа</translation>
    </message>
    <message>
        <source>Avg. work done</source>
        <translation>Средняя выполненная работа</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Доля ресурсов</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Priority (debt)</source>
        <translation>Приоритет (долг)</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Время ЦП</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL проекта</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Почему: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Прогресс</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Прошло</translation>
    </message>
    <message>
        <source>Remaining (estimated)</source>
        <translation>Осталось (оценка)</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Срок</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Приложение</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ресурсы</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 ЦП</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Estimated completion</source>
        <translation>Ожидаемое завершение</translation>
    </message>
    <message>
        <source>Completion before deadline</source>
        <translation>Завершение до срока</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Projected to finish after its deadline</source>
        <translation>Ожидается завершение после срока</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>Планировщик: %1</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Задание</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>Код завершения</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Получено</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Завершено</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Отчитано</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Кредит</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Важность</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>From</source>
        <translation>От</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Заголовок</translation>
    </message>
</context>
<context>
    <name>command</name>
    <message>
        <source>This computer is not attached to %1.</source>
        <translation>Этот компьютер не подключён к %1.</translation>
    </message>
    <message>
        <source>Already attached to %1.</source>
        <translation>Этот компьютер уже подключён к %1.</translation>
    </message>
    <message>
        <source>%1 is a BOINC project, but the emulated client attaches only emulated projects (addresses on emulated.invalid). Use the live client to attach real projects.</source>
        <translation>%1 — проект BOINC, но эмулируемый клиент подключается только к эмулируемым проектам (адреса в emulated.invalid). Реальные проекты подключает настоящий клиент.</translation>
    </message>
    <message>
        <source>The client has no task %1 (any more).</source>
        <translation>У клиента нет (уже нет) задания %1.</translation>
    </message>
    <message>
        <source>Task %1 has already finished.</source>
        <translation>Задание %1 уже завершено.</translation>
    </message>
    <message>
        <source>The client has no transfer of %1 (any more).</source>
        <translation>У клиента нет (уже нет) передачи %1.</translation>
    </message>
    <message>
        <source>This project was added by the account manager: remove it there.</source>
        <translation>Этот проект добавлен менеджером учётных записей: удалите его там.</translation>
    </message>
    <message>
        <source>The client does not know this command (%1).</source>
        <translation>Клиент не знает этой команды (%1).</translation>
    </message>
    <message>
        <source>The client has stopped; the command was not carried out.</source>
        <translation>Клиент остановлен; команда не выполнена.</translation>
    </message>
    <message>
        <source>The client is not running.</source>
        <translation>Клиент не запущен.</translation>
    </message>
    <message>
        <source>The connection to the computer was closed; the command was not carried out.</source>
        <translation>Соединение с компьютером закрыто; команда не выполнена.</translation>
    </message>
    <message>
        <source>The connection to the computer was replaced; the command was not carried out.</source>
        <translation>Соединение с компьютером заменено новым; команда не выполнена.</translation>
    </message>
    <message>
        <source>The process that reads the other computers stopped (exit code %1); the command was not carried out.</source>
        <translation>Процесс, опрашивающий другие компьютеры, остановился (код выхода %1); команда не выполнена.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The computer&apos;s client refused: %1</source>
        <translation>Клиент компьютера отказал: %1</translation>
    </message>
    <message>
        <source>The emulated client cannot do this: it keeps no such files and uses no network.</source>
        <translation>Эмулируемый клиент этого не умеет: у него нет таких файлов и он не пользуется сетью.</translation>
    </message>
    <message>
        <source>There is no local preferences file to read.</source>
        <translation>Файла локальных настроек для чтения нет.</translation>
    </message>
    <message>
        <source>This client keeps no cc_config.xml.</source>
        <translation>У этого клиента нет cc_config.xml.</translation>
    </message>
    <message>
        <source>cc_config.xml cannot be read, so it was left unchanged: %1</source>
        <translation>cc_config.xml не удаётся прочитать, поэтому он оставлен без изменений: %1</translation>
    </message>
    <message>
        <source>app_config.xml was refused and nothing was changed: %1</source>
        <translation>app_config.xml отклонён, ничего не изменено: %1</translation>
    </message>
    <message>
        <source>app_config.xml could not be written: %1</source>
        <translation>Не удалось записать app_config.xml: %1</translation>
    </message>
    <message>
        <source>The proxy settings could not be saved: %1</source>
        <translation>Не удалось сохранить настройки прокси: %1</translation>
    </message>
    <message>
        <source>This computer uses no account manager.</source>
        <translation>Этот компьютер не пользуется менеджером учётных записей.</translation>
    </message>
    <message>
        <source>This computer uses another account manager: leave it first.</source>
        <translation>Этот компьютер пользуется другим менеджером учётных записей: сначала выйдите из него.</translation>
    </message>
    <message>
        <source>A request to the account manager is already under way.</source>
        <translation>Запрос к менеджеру учётных записей уже выполняется.</translation>
    </message>
    <message>
        <source>That is not a web address: %1</source>
        <translation>Это не веб-адрес: %1</translation>
    </message>
    <message>
        <source>Internal error (please report it): %1</source>
        <translation>Внутренняя ошибка (пожалуйста, сообщите о ней): %1</translation>
    </message>
    <message>
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>Введите веб-адрес (URL) проекта.</translation>
    </message>
    <message>
        <source>A project&apos;s web address starts with http:// or https://, not %1://.</source>
        <translation>Веб-адрес проекта начинается с http:// или https://, а не с %1://.</translation>
    </message>
    <message>
        <source>The web address names no host.</source>
        <translation>В веб-адресе не указан узел.</translation>
    </message>
    <message>
        <source>The web address contains spaces or control characters.</source>
        <translation>Веб-адрес содержит пробелы или управляющие символы.</translation>
    </message>
    <message>
        <source>The web address&apos;s host name or port is not valid.</source>
        <translation>Имя узла или порт веб-адреса недопустимы.</translation>
    </message>
    <message>
        <source>The account key is empty or contains spaces.</source>
        <translation>Ключ учётной записи пуст или содержит пробелы.</translation>
    </message>
    <message>
        <source>%1 could not be reached through the proxy %2 (%3). Check the proxy settings.</source>
        <translation>%1 недоступен через прокси %2 (%3). Проверьте настройки прокси.</translation>
    </message>
    <message>
        <source>No connection to the proxy %1 (%2). Check the proxy settings.</source>
        <translation>Нет соединения с прокси %1 (%2). Проверьте настройки прокси.</translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection. Check the proxy settings.</source>
        <translation>Прокси %1 отклонил соединение. Проверьте настройки прокси.</translation>
    </message>
    <message>
        <source>No connection to %1 (%2). Check the address and your network.</source>
        <translation>Нет соединения с %1 (%2). Проверьте адрес и сеть.</translation>
    </message>
    <message>
        <source>%1 refused the connection. Check the address and your network.</source>
        <translation>%1 отклонил соединение. Проверьте адрес и сеть.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 не ответил за %2 с.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>Не удалось прочитать %1 (%2).</translation>
    </message>
    <message>
        <source>The proxy %1 refused the user name or password (HTTP 407). Check the proxy settings.</source>
        <translation>Прокси %1 отклонил имя пользователя или пароль (HTTP 407). Проверьте настройки прокси.</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2. Is the address right?</source>
        <translation>%1 ответил ошибкой HTTP %2. Адрес верный?</translation>
    </message>
    <message>
        <source>%1 is a web site but not a BOINC project: its page names no scheduler. Use the project&apos;s master URL (its web site shows it).</source>
        <translation>%1 — веб-сайт, но не проект BOINC: его страница не указывает планировщик. Используйте главный URL проекта (он указан на сайте проекта).</translation>
    </message>
    <message>
        <source>The project&apos;s account file could not be written: %1</source>
        <translation>Не удалось записать файл учётной записи проекта: %1</translation>
    </message>
    <message>
        <source>the client did not answer in time</source>
        <translation>клиент не ответил вовремя</translation>
    </message>
    <message>
        <source>the connection to the client was lost</source>
        <translation>соединение с клиентом потеряно</translation>
    </message>
    <message>
        <source>the client stopped before answering</source>
        <translation>клиент остановился, не ответив</translation>
    </message>
    <message>
        <source>this client cannot do that</source>
        <translation>этот клиент не умеет этого делать</translation>
    </message>
    <message>
        <source>the client failed with an error of its own (%1)</source>
        <translation>в клиенте произошла ошибка (%1)</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>Message from server</source>
        <translation>Сообщение от сервера</translation>
    </message>
    <message>
        <source>Message from account manager</source>
        <translation>Сообщение от менеджера учётных записей</translation>
    </message>
    <message>
        <source>No tasks are available for the applications you have selected.</source>
        <translation>Для выбранных вами приложений заданий сейчас нет.</translation>
    </message>
    <message>
        <source>Tasks can&apos;t access Internet - check network connection</source>
        <translation>Задания не могут выйти в Интернет — проверьте сетевое подключение</translation>
    </message>
    <message>
        <source>BOINC can&apos;t access Internet - check network connection</source>
        <translation>BOINC не может выйти в Интернет — проверьте сетевое подключение</translation>
    </message>
    <message>
        <source>Tasks need Internet access - consider unsuspending network</source>
        <translation>Заданиям нужен Интернет — возможно, стоит возобновить работу с сетью</translation>
    </message>
    <message>
        <source>A new version of BOINC is available</source>
        <translation>Доступна новая версия BOINC</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Скачать</translation>
    </message>
    <message>
        <source>Unrecognized tag in cc_config.xml</source>
        <translation>Неизвестный тег в cc_config.xml</translation>
    </message>
    <message>
        <source>Missing end tag in cc_config.xml</source>
        <translation>Нет закрывающего тега в cc_config.xml</translation>
    </message>
    <message>
        <source>Your computer type is not supported by this project</source>
        <translation>Этот проект не поддерживает ваш тип компьютера</translation>
    </message>
    <message>
        <source>Invalid or missing account key.  To fix, remove and add this project.</source>
        <translation>Ключ учётной записи отсутствует или неверен. Удалите проект и добавьте его снова.</translation>
    </message>
    <message>
        <source>Some tasks need more memory than allowed by your preferences.  Please check the preferences.</source>
        <translation>Некоторым заданиям нужно больше памяти, чем позволяют ваши настройки. Проверьте настройки.</translation>
    </message>
    <message>
        <source>Couldn&apos;t write state file; check directory permissions</source>
        <translation>Не удалось записать файл состояния; проверьте права на каталог</translation>
    </message>
    <message>
        <source>Starting the emulated client (scenario %1)</source>
        <translation>Запуск эмулируемого клиента (сценарий %1)</translation>
    </message>
    <message>
        <source>Emulated client: This window shows the emulator in accelerated time, not real work.</source>
        <translation>Эмулируемый клиент: это окно показывает эмулятор в ускоренном времени, а не настоящую работу.</translation>
    </message>
    <message>
        <source>Attached to %1</source>
        <translation>Подключён к %1</translation>
    </message>
    <message>
        <source>Sending scheduler request: %1.</source>
        <translation>Отправка запроса планировщику: %1.</translation>
    </message>
    <message>
        <source>Scheduler request completed: got %1 new tasks</source>
        <translation>Запрос планировщику выполнен: получено новых заданий: %1</translation>
    </message>
    <message>
        <source>Scheduler request completed</source>
        <translation>Запрос планировщику выполнен</translation>
    </message>
    <message>
        <source>Reporting %1 completed tasks</source>
        <translation>Отчёт о завершённых заданиях: %1</translation>
    </message>
    <message>
        <source>Requesting new tasks for CPU</source>
        <translation>Запрос новых заданий для ЦП</translation>
    </message>
    <message>
        <source>Project requested delay of %1 seconds</source>
        <translation>Проект попросил паузу в %1 с</translation>
    </message>
    <message>
        <source>Started download of %1</source>
        <translation>Начата загрузка %1</translation>
    </message>
    <message>
        <source>Finished download of %1</source>
        <translation>Загрузка %1 завершена</translation>
    </message>
    <message>
        <source>Started upload of %1</source>
        <translation>Начата выгрузка %1</translation>
    </message>
    <message>
        <source>Finished upload of %1</source>
        <translation>Выгрузка %1 завершена</translation>
    </message>
    <message>
        <source>Computation for task %1 finished</source>
        <translation>Вычисление задания %1 завершено</translation>
    </message>
    <message>
        <source>Computation for task %1 failed</source>
        <translation>Вычисление задания %1 завершилось ошибкой</translation>
    </message>
    <message>
        <source>Task %1 aborted by user</source>
        <translation>Задание %1 прервано пользователем</translation>
    </message>
    <message>
        <source>Task %1 aborted by project</source>
        <translation>Задание %1 прервано проектом</translation>
    </message>
    <message>
        <source>Task %1 suspended by user</source>
        <translation>Задание %1 приостановлено пользователем</translation>
    </message>
    <message>
        <source>Task %1 resumed by user</source>
        <translation>Задание %1 возобновлено пользователем</translation>
    </message>
    <message>
        <source>Retrying transfer of %1</source>
        <translation>Повтор передачи %1</translation>
    </message>
    <message>
        <source>Aborted transfer of %1</source>
        <translation>Передача %1 прервана</translation>
    </message>
    <message>
        <source>Network available: scheduler backoffs lifted; transfers retried now: %1</source>
        <translation>Сеть доступна: ожидание перед запросами к планировщику снято; передач повторено сейчас: %1</translation>
    </message>
    <message>
        <source>Using account manager %1</source>
        <translation>Используется менеджер учётных записей %1</translation>
    </message>
    <message>
        <source>Removing account manager info (%1)</source>
        <translation>Удаляются сведения о менеджере учётных записей (%1)</translation>
    </message>
    <message>
        <source>Contacting account manager at %1</source>
        <translation>Связь с менеджером учётных записей по адресу %1</translation>
    </message>
    <message>
        <source>Account manager contact succeeded</source>
        <translation>Связь с менеджером учётных записей успешна</translation>
    </message>
    <message>
        <source>Detaching %1 (asked by the account manager)</source>
        <translation>Отключение от %1 (по запросу менеджера учётных записей)</translation>
    </message>
    <message>
        <source>Attaching to %1 (asked by the account manager)</source>
        <translation>Подключение к %1 (по запросу менеджера учётных записей)</translation>
    </message>
    <message>
        <source>The account manager listed %1 projects; this client takes at most %2 from one reply (a guard against a faulty or hostile manager): %3 attached, %4 dropped without being looked at</source>
        <translation>Менеджер учётных записей перечислил проектов: %1; этот клиент берёт из одного ответа не более %2 (защита от неисправного или враждебного менеджера): подключено %3, отброшено без рассмотрения %4</translation>
    </message>
    <message>
        <source>Account manager reply refused: it sent no signing key</source>
        <translation>Ответ менеджера учётных записей отклонён: он не прислал ключ подписи</translation>
    </message>
    <message>
        <source>Account manager asked for %1: not done (%2)</source>
        <translation>Менеджер учётных записей запросил %1: не выполнено (%2)</translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message>
        <source>%1 CPU-s queued in %2 tasks, against a share of the high mark of %3 CPU-s</source>
        <translation>%1 CPU-s в очереди в %2 заданиях при доле верхней отметки %3 CPU-s</translation>
    </message>
    <message>
        <source>LTD %1 s; the queue lasts %2 s at its share, net %3 s; shortfall %4 CPU-s in all, %5 CPU-s for this project</source>
        <translation>LTD %1 с; очереди хватает на %2 с при его доле, нетто %3 с; нехватка %4 CPU-s всего, %5 CPU-s для этого проекта</translation>
    </message>
    <message>
        <source>REC %1, fetch priority %2; the CPUs are busy for %3 s (low mark %4 s); shortfall %5 CPU-s</source>
        <translation>REC %1, приоритет запроса %2; процессоры заняты на %3 с (нижняя отметка %4 с); нехватка %5 CPU-s</translation>
    </message>
    <message>
        <source>min_results %1; ETTPRC %2 s against T %3 s; avg_proc_rate %4; work_request %5 CPU-s; resource debt %6</source>
        <translation>min_results %1; ETTPRC %2 с против T %3 с; avg_proc_rate %4; work_request %5 CPU-s; долг ресурса %6</translation>
    </message>
    <message>
        <source>asking for %1 CPU-s; %2</source>
        <translation>запрашивает %1 CPU-s; %2</translation>
    </message>
    <message>
        <source>debt %1 s</source>
        <translation>долг %1 с</translation>
    </message>
    <message>
        <source>REC priority %1</source>
        <translation>приоритет REC %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2; %3: %4</source>
        <translation>%1: %2; %3: %4</translation>
    </message>
    <message>
        <source>time slice left: %1 s</source>
        <translation>остаток кванта времени: %1 с</translation>
    </message>
    <message>
        <source>under round-robin: %1 s after its deadline</source>
        <translation>при поочерёдном выполнении: %1 с после срока</translation>
    </message>
    <message>
        <source>under round-robin: %1 s before its deadline</source>
        <translation>при поочерёдном выполнении: %1 с до срока</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 байт</translation>
    </message>
    <message>
        <source>day %1, %2</source>
        <translation>день %1, %2</translation>
    </message>
    <message>
        <source>until resumed</source>
        <translation>до возобновления</translation>
    </message>
</context>
<context>
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>Не удалось запустить графику %1: %2</translation>
    </message>
</context>
<context>
    <name>history_cap</name>
    <message>
        <source>Keep task history up to</source>
        <translation>Хранить историю заданий до</translation>
    </message>
    <message>
        <source>The task history file in the manager&apos;s folder; past this size the oldest tasks are deleted (daily statistics stay). About 6,000 tasks per MB; default %1 MB.</source>
        <translation>Файл истории в папке менеджера; сверх этого размера самые старые задания удаляются (ежедневная статистика остаётся). Около 6000 заданий на МБ; по умолчанию %1 MB.</translation>
    </message>
</context>
<context>
    <name>history_open</name>
    <message>
        <source>The task history in %1 cannot be opened: %2. Finished tasks are not recorded this time.</source>
        <translation>Не удаётся открыть историю заданий в %1: %2. Завершённые задания в этот раз не записываются.</translation>
    </message>
    <message>
        <source>The task history cannot be used: %1. Finished tasks are not recorded this time.</source>
        <translation>Историей заданий нельзя пользоваться: %1. Завершённые задания в этот раз не записываются.</translation>
    </message>
    <message>
        <source>Task history damaged</source>
        <translation>История заданий повреждена</translation>
    </message>
    <message>
        <source>%1

Repair it? The damaged file is kept as a copy beside it, and a new history is made from the tasks that can still be read.</source>
        <translation>%1

Восстановить? Повреждённый файл сохранится копией рядом, а новая история будет создана из заданий, которые ещё можно прочитать.</translation>
    </message>
    <message>
        <source>The task history could not be repaired: %1. Finished tasks are not recorded this time.</source>
        <translation>Не удалось восстановить историю заданий: %1. Завершённые задания в этот раз не записываются.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept; %3 damaged rows could not be read. The damaged file is kept as %4.</source>
        <translation>История заданий восстановлена: сохранено заданий: %1, дневных показателей: %2; нечитаемых повреждённых строк: %3. Повреждённый файл сохранён как %4.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept. The damaged file is kept as %3.</source>
        <translation>История заданий восстановлена: сохранено заданий: %1, дневных показателей: %2. Повреждённый файл сохранён как %3.</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>System (%1)</source>
        <translation>Системный (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Takes effect the next time the window starts.</source>
        <translation>Вступит в силу при следующем запуске окна.</translation>
    </message>
</context>
<context>
    <name>prefs</name>
    <message>
        <source>Computing</source>
        <translation>Вычисления</translation>
    </message>
    <message>
        <source>Daily schedules</source>
        <translation>Ежедневное расписание</translation>
    </message>
    <message>
        <source>Work buffer</source>
        <translation>Запас работы</translation>
    </message>
    <message>
        <source>Disk and memory</source>
        <translation>Диск и память</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Прочее</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>Воскресенье</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>Понедельник</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Вторник</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Среда</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Четверг</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Пятница</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Суббота</translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation>Когда компьютер используется</translation>
    </message>
    <message>
        <source>&apos;In use&apos; means mouse or keyboard input in the last</source>
        <translation>«Используется» — ввод с мыши или клавиатуры за последние</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>минут</translation>
    </message>
    <message>
        <source>Suspend when computer is in use</source>
        <translation>Приостанавливать, когда компьютер используется</translation>
    </message>
    <message>
        <source>Suspend GPU computing when computer is in use</source>
        <translation>Приостанавливать вычисления на GPU, когда компьютер используется</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Использовать не более</translation>
    </message>
    <message>
        <source>% of the CPUs</source>
        <translation>% процессоров</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>% времени ЦП</translation>
    </message>
    <message>
        <source>Suspend when non-BOINC CPU usage is above</source>
        <translation>Приостанавливать, когда загрузка ЦП не от BOINC выше</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>Когда компьютер не используется</translation>
    </message>
    <message>
        <source>Suspend when no mouse or keyboard input in the last</source>
        <translation>Приостанавливать, если не было ввода с мыши или клавиатуры за последние</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Общие</translation>
    </message>
    <message>
        <source>Suspend when computer is on battery</source>
        <translation>Приостанавливать при работе от батареи</translation>
    </message>
    <message>
        <source>Switch between tasks every</source>
        <translation>Переключаться между заданиями каждые</translation>
    </message>
    <message>
        <source>Request tasks to checkpoint at most every</source>
        <translation>Запрашивать контрольную точку у заданий не чаще чем раз в</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>секунд</translation>
    </message>
    <message>
        <source>Leave non-GPU tasks in memory while suspended</source>
        <translation>Оставлять в памяти приостановленные задания не для GPU</translation>
    </message>
    <message>
        <source>Store at least</source>
        <translation>Хранить не менее</translation>
    </message>
    <message>
        <source>days of work</source>
        <translation>дней работы</translation>
    </message>
    <message>
        <source>Store up to an additional</source>
        <translation>Дополнительно хранить до</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Use no more than</source>
        <translation>Использовать не больше</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничений</translation>
    </message>
    <message>
        <source>Leave at least</source>
        <translation>Оставлять не менее</translation>
    </message>
    <message>
        <source>GB free</source>
        <translation>ГБ свободно</translation>
    </message>
    <message>
        <source>% of total</source>
        <translation>% от общего</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>When computer is in use, use at most</source>
        <translation>Когда компьютер используется, занимать не более</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>% памяти</translation>
    </message>
    <message>
        <source>When computer is not in use, use at most</source>
        <translation>Когда компьютер не используется, занимать не более</translation>
    </message>
    <message>
        <source>Page/swap file: use at most</source>
        <translation>Файл подкачки: использовать не более</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>Использование сети</translation>
    </message>
    <message>
        <source>Limit download rate to</source>
        <translation>Ограничить скорость загрузки до</translation>
    </message>
    <message>
        <source>Limit upload rate to</source>
        <translation>Ограничить скорость выгрузки до</translation>
    </message>
    <message>
        <source>Limit usage to</source>
        <translation>Ограничить объём до</translation>
    </message>
    <message>
        <source>… every</source>
        <translation>… каждые</translation>
    </message>
    <message>
        <source>days</source>
        <translation>дней</translation>
    </message>
    <message>
        <source>Skip data verification for image files</source>
        <translation>Не проверять файлы образов</translation>
    </message>
    <message>
        <source>Confirm before connecting to the Internet</source>
        <translation>Подтверждать перед подключением к Интернету</translation>
    </message>
    <message>
        <source>Disconnect when done</source>
        <translation>Отключаться по завершении</translation>
    </message>
</context>
<context>
    <name>prefs_check</name>
    <message>
        <source>Suspending when other programs use more than under 1% of the CPU will suspend almost always.</source>
        <translation>Приостановка, когда другие программы используют больше чем менее 1 % ЦП, будет срабатывать почти всегда.</translation>
    </message>
    <message>
        <source>A work buffer over 10 days risks missing deadlines; projects may also send less.</source>
        <translation>Запас работы больше 10 дней грозит пропуском сроков; проекты также могут присылать меньше.</translation>
    </message>
    <message>
        <source>No disk limit is set: the client may fill the disk.</source>
        <translation>Предел диска не задан: клиент может заполнить диск.</translation>
    </message>
    <message>
        <source>A transfer limit needs a period: set &apos;every N days&apos; to 1 or more, or the limit to 0.</source>
        <translation>Пределу передачи нужен период: задайте «каждые N дней» 1 или больше, либо предел 0.</translation>
    </message>
    <message>
        <source>The daily computing window is empty, so nothing would ever run.</source>
        <translation>Ежедневное окно вычислений пусто, поэтому ничего никогда не запустится.</translation>
    </message>
    <message>
        <source>Under 5% of memory is too little for most tasks; they will wait for memory.</source>
        <translation>Менее 5 % памяти — слишком мало для большинства заданий; они будут ждать память.</translation>
    </message>
    <message>
        <source>Nothing would ever run: computing is suspended while the computer is in use, and also after {no_input} min without input, which is no longer than the {in_use} min that count as &apos;in use&apos;. Raise the no-input time above {in_use} min or allow computing while in use.</source>
        <translation>Ничего никогда не запустится: вычисления приостановлены, пока компьютер используется, а также после {no_input} мин без ввода, что не дольше {in_use} мин, считающихся «использованием». Увеличьте время без ввода выше {in_use} мин или разрешите вычисления во время использования.</translation>
    </message>
    <message>
        <source>At {percent}% of CPU time tasks will take over {times} times longer and may miss their deadlines.</source>
        <translation>При {percent} % времени ЦП задания будут идти более чем в {times} раз дольше и могут пропустить сроки.</translation>
    </message>
    <message>
        <source>{size} GB is too little for most projects&apos; files; little or no work will arrive.</source>
        <translation>{size} ГБ — слишком мало для файлов большинства проектов; работы придёт мало или совсем не придёт.</translation>
    </message>
    <message>
        <source>Day of week {day} does not exist.</source>
        <translation>Дня недели {day} не существует.</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n день</numerusform>
            <numerusform>%n дня</numerusform>
            <numerusform>%n дней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n час</numerusform>
            <numerusform>%n часа</numerusform>
            <numerusform>%n часов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минуту</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message>
        <source>{value} days</source>
        <translation>{value} дня</translation>
    </message>
    <message>
        <source>{value} hours</source>
        <translation>{value} часа</translation>
    </message>
    <message>
        <source>{value} minutes</source>
        <translation>{value} минуты</translation>
    </message>
    <message>
        <source>it would share the CPUs with {names}, which has had no computer time yet and so comes first until it has had its share; {project}&apos;s resource share would be {share} instead of {before}</source>
        <translation>он делил бы ЦП с {names}, который ещё не получал компьютерного времени и поэтому идёт первым, пока не получит свою долю; доля ресурсов {project} была бы {share} вместо {before}</translation>
    </message>
    <message>
        <source>its resource share would be {share} instead of {before}</source>
        <translation>его доля ресурсов была бы {share} вместо {before}</translation>
    </message>
    <message>
        <source>its resource share stays {share}</source>
        <translation>его доля ресурсов остаётся {share}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}</source>
        <translation>
            <numerusform>{project} получил бы {cpu} времени ЦП и выполнил бы %n задание за {span}</numerusform>
            <numerusform>{project} получил бы {cpu} времени ЦП и выполнил бы %n задания за {span}</numerusform>
            <numerusform>{project} получил бы {cpu} времени ЦП и выполнил бы %n заданий за {span}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, missing %n deadline(s)</source>
        <translation>
            <numerusform>, пропустив %n срок</numerusform>
            <numerusform>, пропустив %n срока</numerusform>
            <numerusform>, пропустив %n сроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} (today&apos;s settings: {before})</source>
        <translation>
            <numerusform>{project} пропустил бы %n срок за {span} (при сегодняшних настройках: {before})</numerusform>
            <numerusform>{project} пропустил бы %n срока за {span} (при сегодняшних настройках: {before})</numerusform>
            <numerusform>{project} пропустил бы %n сроков за {span} (при сегодняшних настройках: {before})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} пропустил бы %n срок за {span} вместо {before}</numerusform>
            <numerusform>{project} пропустил бы %n срока за {span} вместо {before}</numerusform>
            <numerusform>{project} пропустил бы %n сроков за {span} вместо {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>{project} would get {cpu} of the CPU time instead of {before} ({reason})</source>
        <translation>{project} получил бы {cpu} времени ЦП вместо {before} ({reason})</translation>
    </message>
    <message>
        <source>{project} would finish no task in the next {span}</source>
        <translation>{project} не выполнил бы ни одного задания за {span}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would finish %n task(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} выполнил бы %n задание за {span} вместо {before}</numerusform>
            <numerusform>{project} выполнил бы %n задания за {span} вместо {before}</numerusform>
            <numerusform>{project} выполнил бы %n заданий за {span} вместо {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})</source>
        <translation>ЦП, которым разрешено вычислять, простаивали бы {idle} времени (при текущих настройках: {before})</translation>
    </message>
    <message>
        <source>no change expected in deadlines, CPU shares, tasks done or idle time</source>
        <translation>изменений в сроках, долях ЦП, выполненных заданиях и простое не ожидается</translation>
    </message>
</context>
<context>
    <name>project_status</name>
    <message>
        <source>Suspended by user</source>
        <translation>Приостановлено пользователем</translation>
    </message>
    <message>
        <source>Won&apos;t get new tasks</source>
        <translation>Не получает новых заданий</translation>
    </message>
    <message>
        <source>Project ended - OK to remove</source>
        <translation>Проект завершён — можно удалить</translation>
    </message>
    <message>
        <source>Will remove when tasks done</source>
        <translation>Будет удалён после завершения заданий</translation>
    </message>
    <message>
        <source>Scheduler request in progress</source>
        <translation>Идёт запрос к серверу</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Ожидается запрос к серверу</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Связь отложена</translation>
    </message>
    <message>
        <source>Unknown reason</source>
        <translation>Неизвестная причина</translation>
    </message>
    <message>
        <source>Requested by user</source>
        <translation>Запрошено пользователем</translation>
    </message>
    <message>
        <source>To report completed tasks</source>
        <translation>Чтобы отчитаться о готовых заданиях</translation>
    </message>
    <message>
        <source>To fetch work</source>
        <translation>Чтобы получить работу</translation>
    </message>
    <message>
        <source>To send trickle-up message</source>
        <translation>Чтобы отправить сообщение trickle-up</translation>
    </message>
    <message>
        <source>Requested by account manager</source>
        <translation>Запрошено менеджером учётных записей</translation>
    </message>
    <message>
        <source>Project initialization</source>
        <translation>Инициализация проекта</translation>
    </message>
    <message>
        <source>Requested by project</source>
        <translation>Запрошено проектом</translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Resources</source>
        <translation>Ресурсы</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>Загрузка ЦП (последний интервал)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Скорость выполнения</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>ID процесса</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Пиковый рабочий набор</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Подкачка</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Пиковая подкачка</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Пиковое использование диска</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Каталог слота</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Properties of project {name} ({url})</source>
        <translation>Свойства проекта {name} ({url})</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Работа</translation>
    </message>
    <message>
        <source>Account / team</source>
        <translation>Учётная запись / команда</translation>
    </message>
    <message>
        <source>Work done (user / host)</source>
        <translation>Сделано работы (пользователь / узел)</translation>
    </message>
    <message>
        <source>Average work done</source>
        <translation>Средняя сделанная работа</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Доля ресурсов</translation>
    </message>
    <message>
        <source>{share} ({percent}% of the total)</source>
        <translation>{share} ({percent}% от общего)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>active</source>
        <translation>активен</translation>
    </message>
    <message>
        <source>Turn to compute</source>
        <translation>Очередь на вычисления</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Ожидается запрос к планировщику</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Связь отложена</translation>
    </message>
    <message>
        <source>Last scheduler contact</source>
        <translation>Последняя связь с планировщиком</translation>
    </message>
    <message>
        <source>CPU time given</source>
        <translation>Получено времени ЦП</translation>
    </message>
    <message>
        <source>Tasks succeeded / failed</source>
        <translation>Заданий успешно / с ошибкой</translation>
    </message>
    <message>
        <source>Duration correction factor</source>
        <translation>Поправочный коэффициент длительности</translation>
    </message>
    <message>
        <source>Disk usage</source>
        <translation>Использование диска</translation>
    </message>
    <message>
        <source>owed about {span} of computer time: it comes before the projects owed less</source>
        <translation>ему должны около {span} компьютерного времени: идёт раньше проектов, которым должны меньше</translation>
    </message>
    <message>
        <source>has had about {span} more than its share lately: others come first</source>
        <translation>недавно получил около {span} сверх своей доли: другие идут первыми</translation>
    </message>
    <message>
        <source>even: it has had its share of computer time</source>
        <translation>поровну: получил свою долю компьютерного времени</translation>
    </message>
    <message>
        <source>Predecessor</source>
        <translation>Предшественник</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Has successor</source>
        <translation>Есть преемник</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>Kept for successor</source>
        <translation>Сохранено для преемника</translation>
    </message>
    <message>
        <source>yes: reported, kept with its files for the next task in the chain</source>
        <translation>да: отчёт отправлен, сохранено с файлами для следующего задания цепочки</translation>
    </message>
    <message>
        <source>Kept sticky files</source>
        <translation>Сохранённые постоянные файлы</translation>
    </message>
    <message>
        <source>Postponed until</source>
        <translation>Отложено до</translation>
    </message>
    <message>
        <source>{time} (in {span})</source>
        <translation>{time} (через {span})</translation>
    </message>
    <message>
        <source>(projected to finish after its deadline)</source>
        <translation>(по прогнозу завершится после срока)</translation>
    </message>
    <message>
        <source>(run first to finish well before its deadline)</source>
        <translation>(выполняется первым, чтобы завершиться задолго до срока)</translation>
    </message>
    <message>
        <source>Properties of task {name}</source>
        <translation>Свойства задания {name}</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Приложение</translation>
    </message>
    <message>
        <source>Workunit</source>
        <translation>Рабочий блок</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Получено</translation>
    </message>
    <message>
        <source>Report deadline</source>
        <translation>Срок отчёта</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Выполнено</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Прошло времени</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Время ЦП</translation>
    </message>
    <message>
        <source>CPU time at last checkpoint</source>
        <translation>Время ЦП на последней контрольной точке</translation>
    </message>
    <message>
        <source>Estimated time remaining</source>
        <translation>Осталось (оценка)</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Слот</translation>
    </message>
    <message>
        <source>Memory (working set)</source>
        <translation>Память (рабочий набор)</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>your preference to leave at least %1 free</source>
        <translation>ваша настройка оставлять свободными не менее %1</translation>
    </message>
    <message>
        <source>your preference to use no more than %1 % of the disk</source>
        <translation>ваша настройка использовать не более %1 % диска</translation>
    </message>
    <message>
        <source>your preference to use no more than %1</source>
        <translation>ваша настройка использовать не более %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 ч</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 дн.</translation>
    </message>
    <message>
        <source>not asking: the queue already holds the {min} days of work you asked for</source>
        <translation>не запрашивает: в очереди уже есть запрошенные вами {min} дн. работы</translation>
    </message>
    <message>
        <source>not asking: it has more than its share of queued work</source>
        <translation>не запрашивает: у него больше своей доли работы в очереди</translation>
    </message>
    <message>
        <source>not asking yet: another project is owed more computer time and is asked first</source>
        <translation>пока не запрашивает: другому проекту причитается больше машинного времени, он запрашивает первым</translation>
    </message>
    <message>
        <source>not asking: you suspended it</source>
        <translation>не запрашивает: вы его приостановили</translation>
    </message>
    <message>
        <source>not asking: you set it to get no new tasks</source>
        <translation>не запрашивает: вы запретили ему получать новые задания</translation>
    </message>
    <message>
        <source>not asking: the project has ended; you can remove it</source>
        <translation>не запрашивает: проект завершён; его можно удалить</translation>
    </message>
    <message>
        <source>not asking: it is a non-CPU-intensive project</source>
        <translation>не запрашивает: это проект без интенсивной нагрузки на ЦП</translation>
    </message>
    <message>
        <source>not asking: its resource share is 0, so it gets work only when no other project has any</source>
        <translation>не запрашивает: его доля ресурсов 0, работу он получает, только когда её нет у других проектов</translation>
    </message>
    <message>
        <source>not asking for a while: its recent requests brought no work</source>
        <translation>пока не запрашивает: последние запросы не принесли работы</translation>
    </message>
    <message>
        <source>not asking: queued tasks are already at risk of missing their deadlines</source>
        <translation>не запрашивает: задания в очереди уже рискуют не успеть к сроку</translation>
    </message>
    <message>
        <source>not asking: it has had more than its share of computer time lately</source>
        <translation>не запрашивает: в последнее время получил больше своей доли машинного времени</translation>
    </message>
    <message>
        <source>not asking: computing is suspended, so the queued tasks would only wait</source>
        <translation>не запрашивает: вычисления приостановлены, задания в очереди только ждали бы</translation>
    </message>
    <message>
        <source>not asking: it has enough work for the tasks its app_config.xml limit lets run at once</source>
        <translation>не запрашивает: работы хватает на задания, которые лимит app_config.xml позволяет запускать одновременно</translation>
    </message>
    <message>
        <source>nothing to wait for</source>
        <translation>ждать нечего</translation>
    </message>
    <message>
        <source>not contacted: you suspended it</source>
        <translation>не связывается: вы его приостановили</translation>
    </message>
    <message>
        <source>not contacted: network activity is suspended</source>
        <translation>не связывается: сетевая активность приостановлена</translation>
    </message>
    <message>
        <source>its list of schedulers could not be read; tried again daily</source>
        <translation>не удалось прочитать его список планировщиков; повтор раз в день</translation>
    </message>
    <message>
        <source>another project is contacted first</source>
        <translation>сначала связывается другой проект</translation>
    </message>
    <message>
        <source>its finished tasks are not due for reporting yet</source>
        <translation>его завершённые задания ещё рано отправлять</translation>
    </message>
    <message>
        <source>waiting for the next check for work</source>
        <translation>ожидает следующей проверки работы</translation>
    </message>
    <message>
        <source>asking for work: its queue is below your %1-day minimum</source>
        <translation>запрашивает работу: очередь меньше вашего минимума в %1 дн.</translation>
    </message>
    <message>
        <source>backed off for %1 after a failed request</source>
        <translation>пауза на %1 после неудачного запроса</translation>
    </message>
    <message>
        <source>backed off for %1 after %2 failed requests</source>
        <translation>пауза на %1 после неудачных запросов: %2</translation>
    </message>
    <message>
        <source>waiting %1 before contacting the project again</source>
        <translation>ждёт %1 перед следующей связью с проектом</translation>
    </message>
    <message>
        <source>the project asked for %1 between requests</source>
        <translation>проект просит выдерживать %1 между запросами</translation>
    </message>
    <message>
        <source>the project asked for a pause between requests</source>
        <translation>проект просит делать паузу между запросами</translation>
    </message>
    <message>
        <source>no work-fetch decision yet</source>
        <translation>решение о запросе работы ещё не принято</translation>
    </message>
    <message>
        <source>Work fetch: %1</source>
        <translation>Запрос работы: %1</translation>
    </message>
    <message>
        <source>Scheduling priority (debt): %1 CPU s · long-term debt %2 s</source>
        <translation>Приоритет планирования (долг): %1 с ЦП · долгосрочный долг %2 с</translation>
    </message>
    <message>
        <source>Resource share %1 (%2%)</source>
        <translation>Доля ресурсов %1 (%2 %)</translation>
    </message>
    <message>
        <source>Next contact in %1</source>
        <translation>Следующая связь через %1</translation>
    </message>
    <message>
        <source> · failed requests: %1</source>
        <translation> · неудачных запросов: %1</translation>
    </message>
    <message>
        <source>you suspended computing (Activity menu)</source>
        <translation>вы приостановили вычисления (меню «Активность»)</translation>
    </message>
    <message>
        <source>you are using the computer, and your preferences pause computing then</source>
        <translation>вы работаете за компьютером, а по вашим настройкам вычисления тогда приостанавливаются</translation>
    </message>
    <message>
        <source>no one has used the computer lately, and your preferences compute only while in use</source>
        <translation>компьютером давно не пользовались, а по вашим настройкам вычисления идут только во время работы за ним</translation>
    </message>
    <message>
        <source>other programs keep the CPUs busy beyond the limit in your preferences</source>
        <translation>другие программы загружают ЦП сверх предела из ваших настроек</translation>
    </message>
    <message>
        <source>the computer runs on batteries, and your preferences pause computing then</source>
        <translation>компьютер работает от батареи, а по вашим настройкам вычисления тогда приостанавливаются</translation>
    </message>
    <message>
        <source>your preferences allow computing only at other times of day</source>
        <translation>ваши настройки разрешают вычисления только в другое время суток</translation>
    </message>
    <message>
        <source>computing starts a little after the client starts</source>
        <translation>вычисления начинаются вскоре после запуска клиента</translation>
    </message>
    <message>
        <source>the CPU benchmarks are running</source>
        <translation>выполняются тесты производительности ЦП</translation>
    </message>
    <message>
        <source>the client needs more disk space than your preferences allow</source>
        <translation>клиенту нужно больше места на диске, чем разрешают ваши настройки</translation>
    </message>
    <message>
        <source>Suspended: you suspended its project</source>
        <translation>Приостановлено: вы приостановили его проект</translation>
    </message>
    <message>
        <source>Suspended: you suspended this task</source>
        <translation>Приостановлено: вы приостановили это задание</translation>
    </message>
    <message>
        <source>Suspended: %1</source>
        <translation>Приостановлено: %1</translation>
    </message>
    <message>
        <source>keeps its running task</source>
        <translation>сохраняет своё выполняющееся задание</translation>
    </message>
    <message>
        <source>resumes its preempted task</source>
        <translation>возобновляет своё прерванное задание</translation>
    </message>
    <message>
        <source>starts its earliest-deadline job</source>
        <translation>запускает задание с самым ранним сроком</translation>
    </message>
    <message>
        <source>waiting: every CPU runs a task whose deadline is at risk or whose time slice is not over</source>
        <translation>ожидает: каждый ЦП выполняет задание, срок которого под угрозой или квант которого не истёк</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: a task whose deadline is at risk needs its CPU</source>
        <translation>остановлено до конца кванта: заданию со сроком под угрозой нужен его ЦП</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: fewer CPUs may be used than tasks were running</source>
        <translation>остановлено до конца кванта: можно использовать меньше ЦП, чем выполнялось заданий</translation>
    </message>
    <message>
        <source>waiting: computing is suspended (Activity: never)</source>
        <translation>ожидает: вычисления приостановлены (Активность: никогда)</translation>
    </message>
    <message>
        <source>waiting: GPU computing is suspended</source>
        <translation>ожидает: вычисления на GPU приостановлены</translation>
    </message>
    <message>
        <source>waiting: you suspended it</source>
        <translation>ожидает: вы его приостановили</translation>
    </message>
    <message>
        <source>waiting: its input files are not downloaded yet</source>
        <translation>ожидает: его входные файлы ещё не загружены</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>завершено</translation>
    </message>
    <message>
        <source>running: it keeps its CPU for its time slice, about %1 more</source>
        <translation>выполняется: сохраняет ЦП на свой квант времени, ещё около %1</translation>
    </message>
    <message>
        <source>running: %1 is owed the most computer time for its resource share, so it %2</source>
        <translation>выполняется: проекту %1 причитается больше всего машинного времени по его доле ресурсов, поэтому: %2</translation>
    </message>
    <message>
        <source>waiting: %1 is owed more computer time than %2 for its resource share</source>
        <translation>ожидает: проекту %1 причитается больше машинного времени, чем %2, по его доле ресурсов</translation>
    </message>
    <message>
        <source>running first: taking turns with the other tasks it would finish %1 after its deadline</source>
        <translation>выполняется вне очереди: по очереди с другими заданиями оно закончилось бы через %1 после срока</translation>
    </message>
    <message>
        <source>running first: taking turns it would finish only %1 before its deadline, closer than your work buffer&apos;s minimum</source>
        <translation>выполняется вне очереди: по очереди оно закончилось бы лишь за %1 до срока, меньше минимума вашего запаса работы</translation>
    </message>
    <message>
        <source>waiting: at most %1 tasks of %2 may run at once (your app_config.xml limit)</source>
        <translation>ожидает: одновременно может выполняться не более %1 заданий %2 (ваш лимит в app_config.xml)</translation>
    </message>
    <message>
        <source>waiting: %1&apos;s CPU time goes to its running tasks or those due sooner</source>
        <translation>ожидает: время ЦП проекта %1 идёт его выполняющимся или более срочным заданиям</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, %2 free</source>
        <translation>ожидает: нужно ЦП: %1, свободно: %2</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, but your preferences let the client use only %2</source>
        <translation>ожидает: нужно ЦП: %1, но настройки разрешают клиенту только %2</translation>
    </message>
    <message>
        <source>waiting: its app asked to be started again later (%1)</source>
        <translation>ожидает: его приложение попросило перезапуска позже (%1)</translation>
    </message>
    <message>
        <source>waiting: you suspended its project %1</source>
        <translation>ожидает: вы приостановили его проект %1</translation>
    </message>
    <message>
        <source>waiting: needs a %1 GPU, which this computer does not have</source>
        <translation>ожидает: нужен GPU %1, которого на этом компьютере нет</translation>
    </message>
    <message>
        <source>waiting: needs %1 MB of GPU memory; the device has %2 MB</source>
        <translation>ожидает: нужно %1 МБ памяти GPU; у устройства %2 МБ</translation>
    </message>
    <message>
        <source>waiting: every %1 device is excluded for its app (cc_config.xml)</source>
        <translation>ожидает: все устройства %1 исключены для его приложения (cc_config.xml)</translation>
    </message>
    <message>
        <source>waiting: no %1 GPU has room for %2 of a device</source>
        <translation>ожидает: ни у одного GPU %1 нет места для %2 устройства</translation>
    </message>
    <message>
        <source>waiting: its %1 device %2 is gone and no other has room</source>
        <translation>ожидает: его устройство %1 № %2 пропало, и у других нет места</translation>
    </message>
    <message>
        <source>running: GPU task, %1 of %2 device %3</source>
        <translation>выполняется: задание GPU, %1 устройства %2 № %3</translation>
    </message>
    <message>
        <source>Done: it is reported at the next scheduler contact</source>
        <translation>Готово: отчёт будет отправлен при следующей связи с сервером</translation>
    </message>
    <message>
        <source>Done: its result is being sent to the project</source>
        <translation>Готово: результат отправляется проекту</translation>
    </message>
    <message>
        <source>Its input files are being downloaded</source>
        <translation>Загружаются входные файлы</translation>
    </message>
    <message>
        <source>Queued: it starts when a CPU is free and its turn comes</source>
        <translation>В очереди: начнётся, когда освободится ЦП и подойдёт очередь</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Завершено</translation>
    </message>
    <message>
        <source>the disk size is unknown</source>
        <translation>размер диска неизвестен</translation>
    </message>
    <message>
        <source>files no task needs any more will be deleted first</source>
        <translation>сначала будут удалены файлы, которые больше не нужны ни одному заданию</translation>
    </message>
    <message>
        <source>its expired files will be deleted first</source>
        <translation>сначала будут удалены его просроченные файлы</translation>
    </message>
    <message>
        <source>its lowest-priority files will be deleted first</source>
        <translation>сначала будут удалены его файлы с самым низким приоритетом</translation>
    </message>
    <message>
        <source>its least recently used files will be deleted first</source>
        <translation>сначала будут удалены его давно не использовавшиеся файлы</translation>
    </message>
    <message>
        <source>but every one of its files is in use, so none can be deleted</source>
        <translation>но все его файлы используются, поэтому ни один нельзя удалить</translation>
    </message>
    <message>
        <source>The client may use no disk space (%1); change the disk preferences or free space on the disk.</source>
        <translation>Клиенту нельзя использовать место на диске (%1); измените настройки диска или освободите место на диске.</translation>
    </message>
    <message>
        <source>The client uses %1, %2 more than the %3 allowed (%4); files will be deleted, from projects over their share first.</source>
        <translation>Клиент занимает %1, на %2 больше разрешённых %3 (%4); файлы будут удалены, сначала у проектов сверх их доли.</translation>
    </message>
    <message>
        <source>Project %1 is over its share by %2; %3.</source>
        <translation>Проект %1 превышает свою долю на %2; %3.</translation>
    </message>
    <message>
        <source>All projects are within their disk shares; %1 of the %2 allowed is free (%3).</source>
        <translation>Все проекты в пределах своих долей диска; свободно %1 из разрешённых %2 (%3).</translation>
    </message>
</context>
<context>
    <name>row_actions</name>
    <message>
        <source>Remove project</source>
        <translation>Удалить проект</translation>
    </message>
    <message>
        <source>Remove this project?

%1

Its tasks, including unfinished work, are discarded.</source>
        <translation>Удалить этот проект?

%1

Его задания, включая незавершённую работу, будут отброшены.</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Сбросить проект</translation>
    </message>
    <message>
        <source>Reset this project?

%1

All its tasks are discarded and files downloaded again.</source>
        <translation>Сбросить этот проект?

%1

Все его задания будут отброшены, а файлы загружены заново.</translation>
    </message>
    <message>
        <source>%1 (%2 done, %3)</source>
        <translation>%1 (выполнено %2, %3)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort 1 task? The work done is lost.</source>
        <translation>Прервать 1 задание? Выполненная работа будет потеряна.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n tasks? The work done is lost.</source>
        <translation>
            <numerusform>Прервать %n задание? Выполненная работа будет потеряна.</numerusform>
            <numerusform>Прервать %n задания? Выполненная работа будет потеряна.</numerusform>
            <numerusform>Прервать %n заданий? Выполненная работа будет потеряна.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort tasks</source>
        <translation>Прервать задания</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Прервать передачу</translation>
    </message>
    <message>
        <source>Abort 1 transfer? The task it belongs to fails.</source>
        <translation>Прервать 1 передачу? Задание, к которому она относится, завершится ошибкой.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n transfers? The task they belong to fails.</source>
        <translation>
            <numerusform>Прервать %n передачу? Задание, к которому она относится, завершится ошибкой.</numerusform>
            <numerusform>Прервать %n передачи? Задание, к которому они относятся, завершится ошибкой.</numerusform>
            <numerusform>Прервать %n передач? Задание, к которому они относятся, завершится ошибкой.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>New</source>
        <translation>Новое</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>Загрузка</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>Ошибка загрузки</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>Готово к запуску</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Выполняется</translation>
    </message>
    <message>
        <source>Waiting to run</source>
        <translation>Ожидает запуска</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Приостановлено</translation>
    </message>
    <message>
        <source>Project suspended by user</source>
        <translation>Проект приостановлен пользователем</translation>
    </message>
    <message>
        <source>Task suspended by user</source>
        <translation>Задание приостановлено пользователем</translation>
    </message>
    <message>
        <source>Computation error</source>
        <translation>Ошибка вычислений</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>Отправка</translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation>Ошибка отправки</translation>
    </message>
    <message>
        <source>Ready to report</source>
        <translation>Готово к отчёту</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Подтверждено</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Прервано</translation>
    </message>
    <message>
        <source>Aborted by user</source>
        <translation>Прервано пользователем</translation>
    </message>
    <message>
        <source>Aborted by project</source>
        <translation>Прервано проектом</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Отложено</translation>
    </message>
    <message>
        <source>Waiting for memory</source>
        <translation>Ожидает памяти</translation>
    </message>
    <message>
        <source>Waiting for network</source>
        <translation>Ожидает сети</translation>
    </message>
    <message>
        <source>(non-CPU-intensive)</source>
        <translation>(не нагружает ЦП)</translation>
    </message>
    <message>
        <source>, high priority</source>
        <translation>, высокий приоритет</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>приостановлено</translation>
    </message>
    <message>
        <source>Aborted: not started by deadline</source>
        <translation>Прервано: не запущено до срока</translation>
    </message>
    <message>
        <source>Aborted: task disk limit exceeded</source>
        <translation>Прервано: превышен лимит диска задания</translation>
    </message>
    <message>
        <source>Aborted: run time limit exceeded</source>
        <translation>Прервано: превышено время выполнения</translation>
    </message>
    <message>
        <source>Aborted: memory limit exceeded</source>
        <translation>Прервано: превышен лимит памяти</translation>
    </message>
</context>
<context>
    <name>suspend</name>
    <message>
        <source>on batteries</source>
        <translation>работа от батареи</translation>
    </message>
    <message>
        <source>computer is in use</source>
        <translation>компьютер используется</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>по запросу пользователя</translation>
    </message>
    <message>
        <source>time of day</source>
        <translation>время суток</translation>
    </message>
    <message>
        <source>CPU benchmarks in progress</source>
        <translation>идут тесты производительности ЦП</translation>
    </message>
    <message>
        <source>need disk space - check preferences</source>
        <translation>нужно место на диске - проверьте настройки</translation>
    </message>
    <message>
        <source>no recent user activity</source>
        <translation>нет недавней активности пользователя</translation>
    </message>
    <message>
        <source>initial delay</source>
        <translation>начальная задержка</translation>
    </message>
    <message>
        <source>an exclusive app is running</source>
        <translation>работает исключающее приложение</translation>
    </message>
    <message>
        <source>CPU is busy</source>
        <translation>ЦП занят</translation>
    </message>
    <message>
        <source>network transfer limit exceeded</source>
        <translation>превышен лимит сетевого трафика</translation>
    </message>
    <message>
        <source>requested by operating system</source>
        <translation>по запросу операционной системы</translation>
    </message>
    <message>
        <source>not connected to WiFi network</source>
        <translation>нет подключения к сети Wi-Fi</translation>
    </message>
    <message>
        <source>battery low</source>
        <translation>низкий заряд батареи</translation>
    </message>
    <message>
        <source>battery thermal protection</source>
        <translation>тепловая защита батареи</translation>
    </message>
    <message>
        <source>GUI not active</source>
        <translation>графический интерфейс не активен</translation>
    </message>
    <message>
        <source>Podman initializing</source>
        <translation>инициализация Podman</translation>
    </message>
    <message>
        <source>battery charge wait</source>
        <translation>ожидание заряда батареи</translation>
    </message>
    <message>
        <source>battery heat wait</source>
        <translation>ожидание остывания батареи</translation>
    </message>
    <message>
        <source>snoozed</source>
        <translation>отложено</translation>
    </message>
    <message>
        <source>computer is off</source>
        <translation>компьютер выключен</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>нет подключения</translation>
    </message>
    <message>
        <source>snoozed: %1</source>
        <translation>отложено: %1</translation>
    </message>
</context>
<context>
    <name>task_resources</name>
    <message>
        <source>%1% per hour</source>
        <translation>%1 % в час</translation>
    </message>
    <message>
        <source>%1% per minute</source>
        <translation>%1 % в минуту</translation>
    </message>
    <message>
        <source>%1% per second</source>
        <translation>%1 % в секунду</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ресурсы</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 ЦП</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>Загрузка ЦП (последний интервал)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Скорость прогресса</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>ID процесса</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Пиковый рабочий набор</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Подкачка</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Пиковый объём подкачки</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Пиковое использование диска</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Каталог слота</translation>
    </message>
</context>
<context>
    <name>transfer_status</name>
    <message>
        <source>Upload</source>
        <translation>Выгрузка</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Загрузка</translation>
    </message>
    <message>
        <source>retry in</source>
        <translation>повтор через</translation>
    </message>
    <message>
        <source>suspended - network activity suspended</source>
        <translation>приостановлено — сетевая активность приостановлена</translation>
    </message>
    <message>
        <source>active</source>
        <translation>активна</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ожидает</translation>
    </message>
    <message>
        <source>project backoff</source>
        <translation>пауза проекта</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>1&amp;5 minutes</source>
        <translation>15 &amp;минут</translation>
    </message>
    <message>
        <source>&amp;1 hour</source>
        <translation>1 &amp;час</translation>
    </message>
    <message>
        <source>&amp;3 hours</source>
        <translation>3 ч&amp;аса</translation>
    </message>
    <message>
        <source>&amp;Until resumed</source>
        <translation>&amp;До возобновления</translation>
    </message>
    <message>
        <source>boinc-gui (emulated)</source>
        <translation>boinc-gui (эмуляция)</translation>
    </message>
    <message>
        <source>%1: snoozed (%2), %3 left</source>
        <translation>%1: отложено (%2), осталось %3</translation>
    </message>
    <message>
        <source>%1: snoozed, %2 left</source>
        <translation>%1: отложено, осталось %2</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>по запросу пользователя</translation>
    </message>
    <message>
        <source>%1: computing suspended (%2)</source>
        <translation>%1: вычисления приостановлены (%2)</translation>
    </message>
    <message>
        <source>1 task running</source>
        <translation>1 задание выполняется</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks running</source>
        <translation>
            <numerusform>%n задание выполняется</numerusform>
            <numerusform>%n задания выполняются</numerusform>
            <numerusform>%n заданий выполняются</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in queue</source>
        <translation>
            <numerusform>%n в очереди</numerusform>
            <numerusform>%n в очереди</numerusform>
            <numerusform>%n в очереди</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2, %3, network suspended</source>
        <translation>%1: %2, %3, сеть приостановлена</translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices</source>
        <translation>
            <numerusform>%n непрочитанное уведомление</numerusform>
            <numerusform>%n непрочитанных уведомления</numerusform>
            <numerusform>%n непрочитанных уведомлений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices from your projects. Click to read.</source>
        <translation>
            <numerusform>%n непрочитанное уведомление от ваших проектов. Щёлкните, чтобы прочитать.</numerusform>
            <numerusform>%n непрочитанных уведомления от ваших проектов. Щёлкните, чтобы прочитать.</numerusform>
            <numerusform>%n непрочитанных уведомлений от ваших проектов. Щёлкните, чтобы прочитать.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>veteran_menus</name>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>Запустить графическое приложение задания</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Какие сообщения клиент записывает в журнал событий</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Заново прочитать cc_config.xml и файлы app_config.xml</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Открыть документацию boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Web pages</source>
        <translation>В&amp;еб-страницы</translation>
    </message>
    <message>
        <source>Show &amp;graphics</source>
        <translation>Показать &amp;графику</translation>
    </message>
    <message>
        <source>Event log &amp;window…</source>
        <translation>&amp;Окно журнала событий…</translation>
    </message>
    <message>
        <source>Event log &amp;options…</source>
        <translation>Параметры &amp;журнала событий…</translation>
    </message>
    <message>
        <source>Read &amp;config files</source>
        <translation>Перечитать &amp;файлы конфигурации</translation>
    </message>
    <message>
        <source>Run CPU &amp;benchmarks</source>
        <translation>&amp;Запустить тесты производительности ЦП</translation>
    </message>
    <message>
        <source>Retry all &amp;transfers</source>
        <translation>Повторить &amp;все передачи</translation>
    </message>
    <message>
        <source>Try every pending upload and download, and every deferred scheduler request, now</source>
        <translation>Попробовать сейчас все ожидающие отправки и загрузки и все отложенные запросы к планировщику</translation>
    </message>
    <message>
        <source>boinc-gui &amp;help</source>
        <translation>&amp;Справка boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Select one project</source>
        <translation>&amp;Выберите один проект</translation>
    </message>
    <message>
        <source>%1 &amp;home page</source>
        <translation>&amp;Главная страница %1</translation>
    </message>
    <message>
        <source>The project has sent &amp;no other links yet</source>
        <translation>&amp;Проект пока не прислал других ссылок</translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation>Ни один браузер не смог открыть %1.</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of boinc-gui.</source>
        <translation>Документация не установлена с этой копией boinc-gui.</translation>
    </message>
    <message>
        <source>Retrying 1 transfer</source>
        <translation>Повтор 1 передачи</translation>
    </message>
    <message numerus="yes">
        <source>Retrying %n transfers</source>
        <translation>
            <numerusform>Повтор %n передачи</numerusform>
            <numerusform>Повтор %n передач</numerusform>
            <numerusform>Повтор %n передач</numerusform>
        </translation>
    </message>
    <message>
        <source>No transfer is waiting</source>
        <translation>Нет ожидающих передач</translation>
    </message>
</context>
</TS>
