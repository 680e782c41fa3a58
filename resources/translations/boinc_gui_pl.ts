<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AlertLogDialog</name>
    <message>
        <source>Alerts</source>
        <translation>Alerty</translation>
    </message>
    <message>
        <source>Tell me when</source>
        <translation>Powiadom mnie, gdy</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Powiadomienia</translation>
    </message>
    <message>
        <source>Alert log</source>
        <translation>Dziennik alertów</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
</context>
<context>
    <name>AlertLogModel</name>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Wiadomość</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Razy</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use GPU always</source>
        <translation>Zawsze używaj GPU</translation>
    </message>
    <message>
        <source>Use GPU based on preferences</source>
        <translation>Używaj GPU według preferencji</translation>
    </message>
    <message>
        <source>Suspend GPU</source>
        <translation>Wstrzymaj GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Snooze GPU</source>
        <translation>Drzemka GPU</translation>
    </message>
    <message>
        <source>Resume GPU</source>
        <translation>Wznów GPU</translation>
    </message>
    <message>
        <source>GPU only</source>
        <translation>Tylko GPU</translation>
    </message>
</context>
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
        <source>run always</source>
        <translation>zawsze</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>wstrzymaj</translation>
    </message>
    <message>
        <source>run based on preferences</source>
        <translation>według preferencji</translation>
    </message>
    <message>
        <source>always</source>
        <translation>zawsze</translation>
    </message>
    <message>
        <source>based on preferences</source>
        <translation>według preferencji</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>wstrzymane</translation>
    </message>
    <message>
        <source>suspended (%1)</source>
        <translation>wstrzymane (%1)</translation>
    </message>
    <message>
        <source>%1, suspended (%2)</source>
        <translation>%1, wstrzymane (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n działa</numerusform>
            <numerusform>%n działają</numerusform>
            <numerusform>%n działa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n downloading</source>
        <translation>
            <numerusform>%n w pobieraniu</numerusform>
            <numerusform>%n w pobieraniu</numerusform>
            <numerusform>%n w pobieraniu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n czeka</numerusform>
            <numerusform>%n czekają</numerusform>
            <numerusform>%n czeka</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uploading</source>
        <translation>
            <numerusform>%n w wysyłaniu</numerusform>
            <numerusform>%n w wysyłaniu</numerusform>
            <numerusform>%n w wysyłaniu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to report</source>
        <translation>
            <numerusform>%n do zgłoszenia</numerusform>
            <numerusform>%n do zgłoszenia</numerusform>
            <numerusform>%n do zgłoszenia</numerusform>
        </translation>
    </message>
    <message>
        <source>ddd dd MMM yyyy HH:mm</source>
        <translation>ddd dd MMM yyyy HH:mm</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>nieznana (nie zainstalowano)</translation>
    </message>
    <message>
        <source>boinc-gui — %1</source>
        <translation>boinc-gui — %1</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>uruchamianie…</translation>
    </message>
    <message>
        <source>Starting the client…</source>
        <translation>Uruchamianie klienta…</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Tylko aktywne</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projekty</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Zadania</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Transfery</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Dysk</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Dziennik zdarzeń</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Komunikaty</translation>
    </message>
    <message>
        <source>Client notice</source>
        <translation>Komunikat klienta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Emulated client.&lt;/b&gt; This window shows the emulator in accelerated time (the speed is at the bottom right), not real work. The live client replaces it.</source>
        <translation>&lt;b&gt;Emulowany klient.&lt;/b&gt; To okno pokazuje emulator w przyspieszonym czasie (prędkość jest w prawym dolnym rogu), a nie prawdziwą pracę. Prawdziwy klient go zastępuje.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Rules belong to a client that evaluates them: this computer&apos;s, or a remote boinc-core added under Hosts.</source>
        <translation>Reguły należą do klienta, który je ocenia: tego komputera lub zdalnego boinc-core dodanego w Hosts.</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Komunikaty (%1)</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aktualizuj</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Połącz się teraz z projektem</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Wstrzymaj</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>No new tasks</source>
        <translation>Bez nowych zadań</translation>
    </message>
    <message>
        <source>Allow new tasks</source>
        <translation>Zezwól na nowe zadania</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Zresetuj projekt</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Odłącz od projektu</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Właściwości</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Przerwij</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>Ponów teraz</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Przerwij transfer</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Wznów teraz</translation>
    </message>
    <message>
        <source>Run always</source>
        <translation>Zawsze obliczaj</translation>
    </message>
    <message>
        <source>Run based on preferences</source>
        <translation>Obliczaj według preferencji</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Systemowy</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
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
    <message>
        <source>Connecting to the client…</source>
        <translation>Łączenie z klientem…</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktywność</translation>
    </message>
    <message>
        <source>The client&apos;s clock</source>
        <translation>Zegar klienta</translation>
    </message>
    <message>
        <source>Tasks by state</source>
        <translation>Zadania według stanu</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Menedżer kont</translation>
    </message>
    <message>
        <source>Emulation speed</source>
        <translation>Prędkość emulacji</translation>
    </message>
    <message>
        <source>Simulated seconds per real second</source>
        <translation>Symulowane sekundy na rzeczywistą sekundę</translation>
    </message>
    <message>
        <source>%1× speed</source>
        <translation>prędkość %1×</translation>
    </message>
    <message>
        <source>Account manager: %1</source>
        <translation>Menedżer kont: %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;EMULATED&lt;/b&gt; — not real work</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;EMULACJA&lt;/b&gt; — to nie prawdziwa praca</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>Obliczenia: %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>Sieć: %1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>Snoozed: %1</source>
        <translation>Drzemka: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>boinc-gui — All computers (%1)</source>
        <translation>boinc-gui — Wszystkie komputery (%1)</translation>
    </message>
    <message>
        <source>%1 does not report its disk usage to this window.</source>
        <translation>%1 nie przekazuje temu oknu informacji o użyciu dysku.</translation>
    </message>
    <message>
        <source>Disk usage of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Użycie dysku na %1 (te widoki pokazują jeden komputer naraz: wybierz inny w polu Komputer)</translation>
    </message>
    <message>
        <source>Charts of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Wykresy %1 (te widoki pokazują jeden komputer naraz: wybierz inny w polu Komputer)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>The client could not do that: %1</source>
        <translation>Klient nie mógł tego wykonać: %1</translation>
    </message>
    <message>
        <source>That computer is no longer shown; the command was not sent.</source>
        <translation>Ten komputer nie jest już wyświetlany; polecenie nie zostało wysłane.</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Wszystkie komputery</translation>
    </message>
    <message numerus="yes">
        <source>%1 on all %n computers shown?</source>
        <translation>
            <numerusform>%1 na wszystkich wyświetlanych komputerach (%n)?</numerusform>
            <numerusform>%1 na wszystkich wyświetlanych komputerach (%n)?</numerusform>
            <numerusform>%1 na wszystkich wyświetlanych komputerach (%n)?</numerusform>
        </translation>
    </message>
    <message>
        <source>End the snooze</source>
        <translation>Zakończ drzemkę</translation>
    </message>
    <message>
        <source>boinc-gui %1: a volunteer-computing manager compatible with BOINC.
Client: %2</source>
        <translation>boinc-gui %1: menedżer obliczeń ochotniczych zgodny z BOINC.
Klient: %2</translation>
    </message>
    <message>
        <source>boinc-gui keeps computing</source>
        <translation>boinc-gui nadal liczy</translation>
    </message>
    <message>
        <source>The window is closed, not the program: computing goes on. Click the tray icon to open the window; its menu has Exit.</source>
        <translation>Zamknięto okno, nie program: obliczenia trwają dalej. Kliknij ikonę w zasobniku, aby otworzyć okno; jej menu zawiera Zakończ.</translation>
    </message>
    <message>
        <source>Exit boinc-gui</source>
        <translation>Zakończ boinc-gui</translation>
    </message>
    <message>
        <source>Exit? Computing stops until you start boinc-gui again.</source>
        <translation>Zakończyć? Obliczenia zatrzymają się do ponownego uruchomienia boinc-gui.</translation>
    </message>
</context>
<context>
    <name>NoticeReminder</name>
    <message>
        <source>1 unread notice from your projects. Click to read.</source>
        <translation>1 nieprzeczytany komunikat od Twoich projektów. Kliknij, aby przeczytać.</translation>
    </message>
    <message>
        <source>boinc-gui notices</source>
        <translation>Komunikaty boinc-gui</translation>
    </message>
</context>
<context>
    <name>TrayController</name>
    <message>
        <source>Open manager</source>
        <translation>Otwórz menedżera</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Drzemka</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Wznów teraz</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Wstrzymaj obliczenia</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Łagodne zatrzymanie (po następnym punkcie kontrolnym)</translation>
    </message>
    <message>
        <source>Suspend network</source>
        <translation>Wstrzymaj sieć</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>boinc-gui: starting</source>
        <translation>boinc-gui: uruchamianie</translation>
    </message>
    <message>
        <source>1 unread notice</source>
        <translation>1 nieprzeczytany komunikat</translation>
    </message>
    <message>
        <source>Resume computing</source>
        <translation>Wznów obliczenia</translation>
    </message>
    <message>
        <source>Resume network</source>
        <translation>Wznów sieć</translation>
    </message>
    <message>
        <source>boinc-gui needs you</source>
        <translation>boinc-gui potrzebuje Twojej uwagi</translation>
    </message>
</context>
<context>
    <name>alerts</name>
    <message>
        <source>Task failed</source>
        <translation>Zadanie nie powiodło się</translation>
    </message>
    <message>
        <source>Project keeps failing</source>
        <translation>Projekt wciąż zawodzi</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>Termin zagrożony</translation>
    </message>
    <message>
        <source>Disk near its limit</source>
        <translation>Dysk blisko limitu</translation>
    </message>
    <message>
        <source>Computer not answering</source>
        <translation>Komputer nie odpowiada</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Reguła</translation>
    </message>
    <message>
        <source>after</source>
        <translation>po</translation>
    </message>
    <message>
        <source> failed tasks</source>
        <translation> nieudanych zadaniach</translation>
    </message>
    <message>
        <source>within</source>
        <translation>w ciągu</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>or after</source>
        <translation>lub po</translation>
    </message>
    <message>
        <source> failed scheduler requests</source>
        <translation> nieudanych żądaniach do harmonogramu</translation>
    </message>
    <message>
        <source>or when a task would finish within</source>
        <translation>lub gdy zadanie skończy się mniej niż</translation>
    </message>
    <message>
        <source> h of its deadline</source>
        <translation> h przed terminem</translation>
    </message>
    <message>
        <source>when the client uses</source>
        <translation>gdy klient zużywa</translation>
    </message>
    <message>
        <source> % of its disk limit</source>
        <translation> % limitu dysku</translation>
    </message>
    <message>
        <source>again after it was below</source>
        <translation>ponownie po spadku poniżej</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> s without an answer</source>
        <translation> s bez odpowiedzi</translation>
    </message>
    <message>
        <source>Repeats of a kind wait</source>
        <translation>Powtórzenia jednego rodzaju czekają</translation>
    </message>
    <message>
        <source> min, then come as one</source>
        <translation> min, a potem przychodzą razem</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>najwyżej</translation>
    </message>
    <message>
        <source> notifications in that time</source>
        <translation> powiadomień w tym czasie</translation>
    </message>
    <message>
        <source>task failed</source>
        <translation>zadanie się nie powiedzie</translation>
    </message>
    <message>
        <source>project keeps failing</source>
        <translation>projekt wciąż zawodzi</translation>
    </message>
    <message>
        <source>deadline at risk</source>
        <translation>termin jest zagrożony</translation>
    </message>
    <message>
        <source>disk near its limit</source>
        <translation>dysk jest blisko limitu</translation>
    </message>
    <message>
        <source>computer not answering</source>
        <translation>komputer nie odpowiada</translation>
    </message>
    <message>
        <source>a rule says so</source>
        <translation>reguła tak każe</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>boinc-gui: could not start; see the error above.</source>
        <translation>boinc-gui: nie można uruchomić; zobacz błąd powyżej.</translation>
    </message>
    <message>
        <source>boinc-gui: the demo project could not start: %1</source>
        <translation>boinc-gui: nie udało się uruchomić projektu demonstracyjnego: %1</translation>
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
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>Nie udało się uruchomić grafiki %1: %2</translation>
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
    <name>row_actions</name>
    <message>
        <source>Remove project</source>
        <translation>Usuń projekt</translation>
    </message>
    <message>
        <source>Remove this project?

%1

Its tasks, including unfinished work, are discarded.</source>
        <translation>Usunąć ten projekt?

%1

Jego zadania, także niedokończona praca, zostaną odrzucone.</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Zresetuj projekt</translation>
    </message>
    <message>
        <source>Reset this project?

%1

All its tasks are discarded and files downloaded again.</source>
        <translation>Zresetować ten projekt?

%1

Wszystkie jego zadania zostaną odrzucone, a pliki pobrane ponownie.</translation>
    </message>
    <message>
        <source>%1 (%2 done, %3)</source>
        <translation>%1 (wykonano %2, %3)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… i %n więcej</numerusform>
            <numerusform>… i %n więcej</numerusform>
            <numerusform>… i %n więcej</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort 1 task? The work done is lost.</source>
        <translation>Przerwać 1 zadanie? Wykonana praca przepadnie.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n tasks? The work done is lost.</source>
        <translation>
            <numerusform>Przerwać %n zadanie? Wykonana praca przepadnie.</numerusform>
            <numerusform>Przerwać %n zadania? Wykonana praca przepadnie.</numerusform>
            <numerusform>Przerwać %n zadań? Wykonana praca przepadnie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort tasks</source>
        <translation>Przerwij zadania</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Przerwij transfer</translation>
    </message>
    <message>
        <source>Abort 1 transfer? The task it belongs to fails.</source>
        <translation>Przerwać 1 transfer? Zadanie, do którego należy, nie powiedzie się.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n transfers? The task they belong to fails.</source>
        <translation>
            <numerusform>Przerwać %n transfer? Zadanie, do którego należy, nie powiedzie się.</numerusform>
            <numerusform>Przerwać %n transfery? Zadanie, do którego należą, nie powiedzie się.</numerusform>
            <numerusform>Przerwać %n transferów? Zadanie, do którego należą, nie powiedzie się.</numerusform>
        </translation>
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
<context>
    <name>suspend</name>
    <message>
        <source>on batteries</source>
        <translation>zasilanie z baterii</translation>
    </message>
    <message>
        <source>computer is in use</source>
        <translation>komputer jest używany</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>na żądanie użytkownika</translation>
    </message>
    <message>
        <source>time of day</source>
        <translation>pora dnia</translation>
    </message>
    <message>
        <source>CPU benchmarks in progress</source>
        <translation>trwają testy wydajności CPU</translation>
    </message>
    <message>
        <source>need disk space - check preferences</source>
        <translation>potrzeba miejsca na dysku - sprawdź preferencje</translation>
    </message>
    <message>
        <source>no recent user activity</source>
        <translation>brak niedawnej aktywności użytkownika</translation>
    </message>
    <message>
        <source>initial delay</source>
        <translation>opóźnienie początkowe</translation>
    </message>
    <message>
        <source>an exclusive app is running</source>
        <translation>działa aplikacja wyłączna</translation>
    </message>
    <message>
        <source>CPU is busy</source>
        <translation>CPU jest zajęty</translation>
    </message>
    <message>
        <source>network transfer limit exceeded</source>
        <translation>przekroczono limit transferu sieciowego</translation>
    </message>
    <message>
        <source>requested by operating system</source>
        <translation>na żądanie systemu operacyjnego</translation>
    </message>
    <message>
        <source>not connected to WiFi network</source>
        <translation>brak połączenia z siecią Wi-Fi</translation>
    </message>
    <message>
        <source>battery low</source>
        <translation>niski poziom baterii</translation>
    </message>
    <message>
        <source>battery thermal protection</source>
        <translation>ochrona termiczna baterii</translation>
    </message>
    <message>
        <source>GUI not active</source>
        <translation>interfejs graficzny nieaktywny</translation>
    </message>
    <message>
        <source>Podman initializing</source>
        <translation>inicjalizacja Podmana</translation>
    </message>
    <message>
        <source>battery charge wait</source>
        <translation>oczekiwanie na naładowanie baterii</translation>
    </message>
    <message>
        <source>battery heat wait</source>
        <translation>oczekiwanie na ostygnięcie baterii</translation>
    </message>
    <message>
        <source>snoozed</source>
        <translation>drzemka</translation>
    </message>
    <message>
        <source>computer is off</source>
        <translation>komputer jest wyłączony</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>brak połączenia</translation>
    </message>
    <message>
        <source>snoozed: %1</source>
        <translation>drzemka: %1</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>15 minutes</source>
        <translation>15 minut</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 godzina</translation>
    </message>
    <message>
        <source>3 hours</source>
        <translation>3 godziny</translation>
    </message>
    <message>
        <source>Until resumed</source>
        <translation>Do wznowienia</translation>
    </message>
    <message>
        <source>boinc-gui (emulated)</source>
        <translation>boinc-gui (emulacja)</translation>
    </message>
    <message>
        <source>%1: snoozed (%2), %3 left</source>
        <translation>%1: drzemka (%2), pozostało %3</translation>
    </message>
    <message>
        <source>%1: snoozed, %2 left</source>
        <translation>%1: drzemka, pozostało %2</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>na żądanie użytkownika</translation>
    </message>
    <message>
        <source>%1: computing suspended (%2)</source>
        <translation>%1: obliczenia wstrzymane (%2)</translation>
    </message>
    <message>
        <source>1 task running</source>
        <translation>1 zadanie działa</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks running</source>
        <translation>
            <numerusform>%n zadanie działa</numerusform>
            <numerusform>%n zadania działają</numerusform>
            <numerusform>%n zadań działa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in queue</source>
        <translation>
            <numerusform>%n w kolejce</numerusform>
            <numerusform>%n w kolejce</numerusform>
            <numerusform>%n w kolejce</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2, %3, network suspended</source>
        <translation>%1: %2, %3, sieć wstrzymana</translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices</source>
        <translation>
            <numerusform>%n nieprzeczytany komunikat</numerusform>
            <numerusform>%n nieprzeczytane komunikaty</numerusform>
            <numerusform>%n nieprzeczytanych komunikatów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices from your projects. Click to read.</source>
        <translation>
            <numerusform>%n nieprzeczytany komunikat od Twoich projektów. Kliknij, aby przeczytać.</numerusform>
            <numerusform>%n nieprzeczytane komunikaty od Twoich projektów. Kliknij, aby przeczytać.</numerusform>
            <numerusform>%n nieprzeczytanych komunikatów od Twoich projektów. Kliknij, aby przeczytać.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>veteran_menus</name>
    <message>
        <source>Web pages</source>
        <translation>Strony WWW</translation>
    </message>
    <message>
        <source>Show graphics</source>
        <translation>Pokaż grafikę</translation>
    </message>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>Uruchom aplikację graficzną zadania</translation>
    </message>
    <message>
        <source>Event log window…</source>
        <translation>Okno dziennika zdarzeń…</translation>
    </message>
    <message>
        <source>Event log options…</source>
        <translation>Opcje dziennika zdarzeń…</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Jakie rodzaje komunikatów klient zapisuje w dzienniku zdarzeń</translation>
    </message>
    <message>
        <source>Read config files</source>
        <translation>Wczytaj pliki konfiguracyjne</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Ponownie wczytaj cc_config.xml i pliki app_config.xml</translation>
    </message>
    <message>
        <source>Run CPU benchmarks</source>
        <translation>Uruchom testy wydajności CPU</translation>
    </message>
    <message>
        <source>Retry all transfers</source>
        <translation>Ponów wszystkie transfery</translation>
    </message>
    <message>
        <source>Try every pending upload and download now</source>
        <translation>Spróbuj teraz wszystkich oczekujących wysyłań i pobrań</translation>
    </message>
    <message>
        <source>boinc-gui help</source>
        <translation>Pomoc boinc-gui</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Otwórz dokumentację boinc-gui</translation>
    </message>
    <message>
        <source>Select one project</source>
        <translation>Wybierz jeden projekt</translation>
    </message>
    <message>
        <source>%1 home page</source>
        <translation>Strona główna %1</translation>
    </message>
    <message>
        <source>The project has sent no other links yet</source>
        <translation>Projekt nie przesłał jeszcze innych odnośników</translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation>Żadna przeglądarka nie mogła otworzyć %1.</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of boinc-gui.</source>
        <translation>Dokumentacja nie jest zainstalowana z tą kopią boinc-gui.</translation>
    </message>
    <message>
        <source>Retrying 1 transfer</source>
        <translation>Ponawianie 1 transferu</translation>
    </message>
    <message numerus="yes">
        <source>Retrying %n transfers</source>
        <translation>
            <numerusform>Ponawianie %n transferu</numerusform>
            <numerusform>Ponawianie %n transferów</numerusform>
            <numerusform>Ponawianie %n transferów</numerusform>
        </translation>
    </message>
    <message>
        <source>No transfer is waiting</source>
        <translation>Żaden transfer nie czeka</translation>
    </message>
</context>
</TS>
