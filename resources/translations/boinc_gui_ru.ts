<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
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
</TS>
