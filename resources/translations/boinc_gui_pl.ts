<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>Close window</source>
        <translation>Zamknij okno</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>Stop computing and exit</source>
        <translation>Zatrzymaj obliczenia i zakończ</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Filter current table</source>
        <translation>Filtruj bieżącą tabelę</translation>
    </message>
    <message>
        <source>Select columns…</source>
        <translation>Wybierz kolumny…</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Motyw</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Projekt</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>&amp;Zadanie</translation>
    </message>
    <message>
        <source>T&amp;ransfer</source>
        <translation>T&amp;ransfer</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>A&amp;ktywność</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Obliczenia</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Sieć</translation>
    </message>
    <message>
        <source>Network activity always</source>
        <translation>Aktywność sieciowa zawsze</translation>
    </message>
    <message>
        <source>Network activity based on preferences</source>
        <translation>Aktywność sieciowa według preferencji</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Wstrzymaj aktywność sieciową</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Drzemka</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Narzędzia</translation>
    </message>
    <message>
        <source>Add project…</source>
        <translation>Dodaj projekt…</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Preferencje…</translation>
    </message>
    <message>
        <source>Application settings (app_config.xml)…</source>
        <translation>Ustawienia aplikacji (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account manager…</source>
        <translation>Menedżer kont…</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Reguły…</translation>
    </message>
    <message>
        <source>GPUs…</source>
        <translation>Procesory GPU…</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Łagodne zatrzymanie (po następnym punkcie kontrolnym)</translation>
    </message>
    <message>
        <source>Alerts…</source>
        <translation>Alerty…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>O programie boinc-gui</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>Message from server</source>
        <translation>Wiadomość od serwera</translation>
    </message>
    <message>
        <source>Message from account manager</source>
        <translation>Wiadomość od menedżera kont</translation>
    </message>
    <message>
        <source>No tasks are available for the applications you have selected.</source>
        <translation>Brak zadań dla wybranych przez Ciebie aplikacji.</translation>
    </message>
    <message>
        <source>Tasks can&apos;t access Internet - check network connection</source>
        <translation>Zadania nie mają dostępu do Internetu – sprawdź połączenie sieciowe</translation>
    </message>
    <message>
        <source>BOINC can&apos;t access Internet - check network connection</source>
        <translation>BOINC nie ma dostępu do Internetu – sprawdź połączenie sieciowe</translation>
    </message>
    <message>
        <source>Tasks need Internet access - consider unsuspending network</source>
        <translation>Zadania potrzebują Internetu – rozważ wznowienie sieci</translation>
    </message>
    <message>
        <source>A new version of BOINC is available</source>
        <translation>Dostępna jest nowa wersja BOINC</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Pobierz</translation>
    </message>
    <message>
        <source>Your computer type is not supported by this project</source>
        <translation>Ten projekt nie obsługuje Twojego typu komputera</translation>
    </message>
    <message>
        <source>Invalid or missing account key.  To fix, remove and add this project.</source>
        <translation>Brak klucza konta lub jest on nieprawidłowy. Usuń projekt i dodaj go ponownie.</translation>
    </message>
    <message>
        <source>Some tasks need more memory than allowed by your preferences.  Please check the preferences.</source>
        <translation>Niektóre zadania potrzebują więcej pamięci, niż pozwalają Twoje preferencje. Sprawdź preferencje.</translation>
    </message>
    <message>
        <source>Couldn&apos;t write state file; check directory permissions</source>
        <translation>Nie można zapisać pliku stanu; sprawdź uprawnienia katalogu</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>System (%1)</source>
        <translation>Systemowy (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Takes effect the next time the window starts.</source>
        <translation>Zadziała przy następnym uruchomieniu okna.</translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>New</source>
        <translation>Nowe</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>Pobieranie</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>Pobieranie nie powiodło się</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>Gotowe do uruchomienia</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Uruchomione</translation>
    </message>
    <message>
        <source>Waiting to run</source>
        <translation>Oczekuje na uruchomienie</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Wstrzymane</translation>
    </message>
    <message>
        <source>Project suspended by user</source>
        <translation>Projekt wstrzymany przez użytkownika</translation>
    </message>
    <message>
        <source>Task suspended by user</source>
        <translation>Zadanie wstrzymane przez użytkownika</translation>
    </message>
    <message>
        <source>Computation error</source>
        <translation>Błąd obliczeń</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>Wysyłanie</translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation>Wysyłanie nie powiodło się</translation>
    </message>
    <message>
        <source>Ready to report</source>
        <translation>Gotowe do zgłoszenia</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Potwierdzone</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Przerwane</translation>
    </message>
    <message>
        <source>Aborted by user</source>
        <translation>Przerwane przez użytkownika</translation>
    </message>
    <message>
        <source>Aborted by project</source>
        <translation>Przerwane przez projekt</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Odłożone</translation>
    </message>
    <message>
        <source>Waiting for memory</source>
        <translation>Oczekuje na pamięć</translation>
    </message>
    <message>
        <source>Waiting for network</source>
        <translation>Oczekuje na sieć</translation>
    </message>
    <message>
        <source>(non-CPU-intensive)</source>
        <translation>(nieobciążające CPU)</translation>
    </message>
    <message>
        <source>, high priority</source>
        <translation>, wysoki priorytet</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>wstrzymane</translation>
    </message>
    <message>
        <source>Aborted: not started by deadline</source>
        <translation>Przerwane: nie uruchomiono przed terminem</translation>
    </message>
    <message>
        <source>Aborted: task disk limit exceeded</source>
        <translation>Przerwane: przekroczono limit dysku zadania</translation>
    </message>
    <message>
        <source>Aborted: run time limit exceeded</source>
        <translation>Przerwane: przekroczono limit czasu działania</translation>
    </message>
    <message>
        <source>Aborted: memory limit exceeded</source>
        <translation>Przerwane: przekroczono limit pamięci</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>Alerts</source>
        <translation>Alerty</translation>
    </message>
    <message>
        <source>Computers</source>
        <translation>Komputery</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>Procesory GPU</translation>
    </message>
    <message>
        <source>Name of the application to add</source>
        <translation>Nazwa dodawanej aplikacji</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Szukaj w historii zadań</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Ukończone od</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Ukończone przed</translation>
    </message>
    <message>
        <source>No data yet.</source>
        <translation>Brak danych.</translation>
    </message>
    <message>
        <source>Computing suspended: %1</source>
        <translation>Obliczenia wstrzymane: %1</translation>
    </message>
    <message>
        <source>Computing resumed</source>
        <translation>Obliczenia wznowione</translation>
    </message>
    <message>
        <source>Task %1 failed: %2</source>
        <translation>Zadanie %1 nie powiodło się: %2</translation>
    </message>
</context>
</TS>
