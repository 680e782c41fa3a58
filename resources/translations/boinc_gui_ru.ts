<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
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
    <name>GpuControls</name>
    <message>
        <source>Use GPU always</source>
        <translation>Всегда использовать ГП</translation>
    </message>
    <message>
        <source>Use GPU based on preferences</source>
        <translation>Использовать ГП согласно настройкам</translation>
    </message>
    <message>
        <source>Suspend GPU</source>
        <translation>Приостановить ГП</translation>
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
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Close window</source>
        <translation>Закрыть окно</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Выход</translation>
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
        <source>Filter current table</source>
        <translation>Фильтр текущей таблицы</translation>
    </message>
    <message>
        <source>Select columns…</source>
        <translation>Выбрать столбцы…</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Тема</translation>
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
        <source>Network activity always</source>
        <translation>Сеть всегда</translation>
    </message>
    <message>
        <source>Network activity based on preferences</source>
        <translation>Сеть согласно настройкам</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Приостановить работу с сетью</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Отложить</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>С&amp;ервис</translation>
    </message>
    <message>
        <source>Add project…</source>
        <translation>Добавить проект…</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <source>Application settings (app_config.xml)…</source>
        <translation>Параметры приложений (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account manager…</source>
        <translation>Менеджер учётных записей…</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Правила…</translation>
    </message>
    <message>
        <source>GPUs…</source>
        <translation>Графические процессоры…</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Мягкая остановка (после следующей контрольной точки)</translation>
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
        <source>Notices (%1)</source>
        <translation>Уведомления (%1)</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Связаться с проектом сейчас</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Приостановить</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Возобновить</translation>
    </message>
    <message>
        <source>No new tasks</source>
        <translation>Не получать новые задания</translation>
    </message>
    <message>
        <source>Allow new tasks</source>
        <translation>Получать новые задания</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Сбросить проект</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Отключиться от проекта</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Свойства</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Прервать</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>Повторить сейчас</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Прервать передачу</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Возобновить сейчас</translation>
    </message>
    <message>
        <source>Run always</source>
        <translation>Вычислять всегда</translation>
    </message>
    <message>
        <source>Run based on preferences</source>
        <translation>Вычислять согласно настройкам</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Системная</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Alerts…</source>
        <translation>Оповещения…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>О программе boinc-gui</translation>
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
</context>
<context>
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>Не удалось запустить графику %1: %2</translation>
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
        <source>Search the task history</source>
        <translation>Поиск в истории заданий</translation>
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
    <name>tray</name>
    <message>
        <source>15 minutes</source>
        <translation>15 минут</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 час</translation>
    </message>
    <message>
        <source>3 hours</source>
        <translation>3 часа</translation>
    </message>
    <message>
        <source>Until resumed</source>
        <translation>До возобновления</translation>
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
        <source>Web pages</source>
        <translation>Веб-страницы</translation>
    </message>
    <message>
        <source>Show graphics</source>
        <translation>Показать графику</translation>
    </message>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>Запустить графическое приложение задания</translation>
    </message>
    <message>
        <source>Event log window…</source>
        <translation>Окно журнала событий…</translation>
    </message>
    <message>
        <source>Event log options…</source>
        <translation>Параметры журнала событий…</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Какие сообщения клиент записывает в журнал событий</translation>
    </message>
    <message>
        <source>Read config files</source>
        <translation>Перечитать файлы конфигурации</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Заново прочитать cc_config.xml и файлы app_config.xml</translation>
    </message>
    <message>
        <source>Run CPU benchmarks</source>
        <translation>Запустить тесты производительности ЦП</translation>
    </message>
    <message>
        <source>Retry all transfers</source>
        <translation>Повторить все передачи</translation>
    </message>
    <message>
        <source>Try every pending upload and download now</source>
        <translation>Попробовать сейчас все ожидающие отправки и загрузки</translation>
    </message>
    <message>
        <source>boinc-gui help</source>
        <translation>Справка boinc-gui</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Открыть документацию boinc-gui</translation>
    </message>
    <message>
        <source>Select one project</source>
        <translation>Выберите один проект</translation>
    </message>
    <message>
        <source>%1 home page</source>
        <translation>Главная страница %1</translation>
    </message>
    <message>
        <source>The project has sent no other links yet</source>
        <translation>Проект пока не прислал других ссылок</translation>
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
