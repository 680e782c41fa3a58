<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>About</name>
    <message>
        <source>installed with the program</source>
        <translation>zainstalowana razem z programem</translation>
    </message>
    <message>
        <source>none: an emulated client keeps its tasks in memory</source>
        <translation>brak: emulowany klient trzyma swoje zadania w pamięci</translation>
    </message>
    <message>
        <source>on the computer shown (a remote client)</source>
        <translation>na pokazanym komputerze (klient zdalny)</translation>
    </message>
    <message>
        <source>A manager for volunteer computing, compatible with BOINC&apos;s clients and projects.</source>
        <translation>Menedżer obliczeń ochotniczych, zgodny z klientami i projektami BOINC.</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Licencja: {licence}.</translation>
    </message>
    <message>
        <source>Documentation: {docs}</source>
        <translation>Dokumentacja: {docs}</translation>
    </message>
    <message>
        <source>BOINC, its projects and its community: {url}</source>
        <translation>BOINC, jego projekty i społeczność: {url}</translation>
    </message>
    <message>
        <source>Client: {client}</source>
        <translation>Klient: {client}</translation>
    </message>
    <message>
        <source>Data directory: {where}</source>
        <translation>Katalog danych: {where}</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>O programie boinc-gui</translation>
    </message>
</context>
<context>
    <name>AcctMgrDialog</name>
    <message>
        <source>Use an account manager</source>
        <translation>Użyj menedżera kont</translation>
    </message>
    <message>
        <source>An account manager keeps your list of projects on its web site and attaches all your computers to them. Sign in with your account at the manager.</source>
        <translation>Menedżer kont przechowuje listę Twoich projektów na swojej stronie i dołącza do nich wszystkie Twoje komputery. Zaloguj się swoim kontem w menedżerze.</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Menedżer kont</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Inny…</translation>
    </message>
    <message>
        <source>Account manager URL</source>
        <translation>URL menedżera kont</translation>
    </message>
    <message>
        <source>Account manager user name</source>
        <translation>Nazwa użytkownika w menedżerze kont</translation>
    </message>
    <message>
        <source>Account manager password</source>
        <translation>Hasło w menedżerze kont</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Menedżer</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Name or email</source>
        <translation>Nazwa lub e-mail</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>Synchronise now</source>
        <translation>Synchronizuj teraz</translation>
    </message>
    <message>
        <source>Stop using it</source>
        <translation>Przestań używać</translation>
    </message>
    <message>
        <source>This computer uses {manager} ({url}).</source>
        <translation>Ten komputer używa {manager} ({url}).</translation>
    </message>
    <message>
        <source>Enter your user name (or email) and password at the account manager.</source>
        <translation>Podaj nazwę użytkownika (lub e-mail) i hasło w menedżerze kont.</translation>
    </message>
    <message>
        <source>Contacting the account manager…</source>
        <translation>Łączenie z menedżerem kont…</translation>
    </message>
    <message>
        <source>Synchronising with the account manager…</source>
        <translation>Synchronizacja z menedżerem kont…</translation>
    </message>
    <message>
        <source>Leaving the account manager…</source>
        <translation>Opuszczanie menedżera kont…</translation>
    </message>
</context>
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
    <name>AppConfigDialog</name>
    <message>
        <source>no limit</source>
        <translation>bez limitu</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplikacja</translation>
    </message>
    <message>
        <source>Most running at once</source>
        <translation>Najwyżej naraz</translation>
    </message>
    <message>
        <source>Report at once</source>
        <translation>Zgłaszaj od razu</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Wiersz poleceń</translation>
    </message>
    <message>
        <source>CPUs per task (0 = as sent)</source>
        <translation>Procesory na zadanie (0 = jak przysłano)</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a whole number from 0 ({no_limit}) to {most}</source>
        <translation>{where}: „{text}” nie jest liczbą całkowitą od 0 ({no_limit}) do {most}</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a number</source>
        <translation>{where}: „{text}” nie jest liczbą</translation>
    </message>
    <message>
        <source>{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)</source>
        <translation>{where}: {text} jest poza zakresem (od 0 do {most}; 0.5 = pół procesora)</translation>
    </message>
    <message>
        <source>{where}: longer than {most} characters</source>
        <translation>{where}: dłuższe niż {most} znaków</translation>
    </message>
    <message>
        <source>{where}: contains control characters (a line break?)</source>
        <translation>{where}: zawiera znaki sterujące (koniec wiersza?)</translation>
    </message>
    <message>
        <source>Project application settings (app_config.xml)</source>
        <translation>Ustawienia aplikacji projektu (app_config.xml)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Most tasks of this project running at once</source>
        <translation>Najwięcej zadań tego projektu działających naraz</translation>
    </message>
    <message>
        <source>Report every finished task at once</source>
        <translation>Zgłaszaj od razu każde ukończone zadanie</translation>
    </message>
    <message>
        <source>Applications</source>
        <translation>Aplikacje</translation>
    </message>
    <message>
        <source>application name (as the project names it)</source>
        <translation>nazwa aplikacji (tak jak nazywa ją projekt)</translation>
    </message>
    <message>
        <source>Add application</source>
        <translation>Dodaj aplikację</translation>
    </message>
    <message>
        <source>The current app_config.xml cannot be used ({reason}); saving replaces it.</source>
        <translation>Obecnego app_config.xml nie da się użyć ({reason}); zapisanie go zastąpi.</translation>
    </message>
    <message>
        <source>A whole number, or 0 for no limit</source>
        <translation>Liczba całkowita lub 0 — bez limitu</translation>
    </message>
    <message>
        <source>Enter a new application name (no &lt; &gt; or &amp;).</source>
        <translation>Podaj nową nazwę aplikacji (bez &lt; &gt; i &amp;).</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Nie zapisano: {reason}</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Zapisywanie…</translation>
    </message>
    <message>
        <source>Saved; the client uses the new settings now.</source>
        <translation>Zapisano; klient używa już nowych ustawień.</translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <source>I have an account (email and password)</source>
        <translation>Mam konto (e-mail i hasło)</translation>
    </message>
    <message>
        <source>I am new: create an account</source>
        <translation>Jestem nowy: utwórz konto</translation>
    </message>
    <message>
        <source>I have an account key</source>
        <translation>Mam klucz konta</translation>
    </message>
    <message>
        <source>Add project to {computer}</source>
        <translation>Dodaj projekt do {computer}</translation>
    </message>
    <message>
        <source>Add project</source>
        <translation>Dodaj projekt</translation>
    </message>
    <message>
        <source>Choose a project to give the computer {computer}&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Wybierz projekt, któremu komputer {computer} odda swój wolny czas, a potem zaloguj się swoim kontem w projekcie, utwórz je albo podaj klucz konta.</translation>
    </message>
    <message>
        <source>Choose a project to give your computer&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Wybierz projekt, któremu Twój komputer odda swój wolny czas, a potem zaloguj się swoim kontem w projekcie, utwórz je albo podaj klucz konta.</translation>
    </message>
    <message>
        <source>Search projects by name, science area or institution</source>
        <translation>Szukaj projektów po nazwie, dziedzinie nauki lub instytucji</translation>
    </message>
    <message>
        <source>Search projects</source>
        <translation>Szukaj projektów</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projekty</translation>
    </message>
    <message>
        <source>Demo project (built in)</source>
        <translation>Projekt demonstracyjny (wbudowany)</translation>
    </message>
    <message>
        <source>Other project…</source>
        <translation>Inny projekt…</translation>
    </message>
    <message>
        <source>Project preset</source>
        <translation>Gotowy projekt</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL projektu</translation>
    </message>
    <message>
        <source>How to sign in</source>
        <translation>Sposób logowania</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>Adres e-mail</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation>Potwierdź hasło</translation>
    </message>
    <message>
        <source>Forgot your password?</source>
        <translation>Nie pamiętasz hasła?</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nazwa użytkownika</translation>
    </message>
    <message>
        <source>account key (32 hex digits from the project&apos;s web site)</source>
        <translation>klucz konta (32 cyfry szesnastkowe ze strony projektu)</translation>
    </message>
    <message>
        <source>Account key</source>
        <translation>Klucz konta</translation>
    </message>
    <message>
        <source>Terms of use</source>
        <translation>Warunki korzystania</translation>
    </message>
    <message>
        <source>I accept the project&apos;s terms of use</source>
        <translation>Akceptuję warunki korzystania z projektu</translation>
    </message>
    <message>
        <source>Attach status</source>
        <translation>Stan dołączania</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>Use an account manager…</source>
        <translation>Użyj menedżera kont…</translation>
    </message>
    <message>
        <source>What attaching would do (emulated; the new project&apos;s jobs are guessed until it sends some)</source>
        <translation>Co dałoby dołączenie (emulacja; zadania nowego projektu są szacowane, dopóki jakichś nie przyśle)</translation>
    </message>
    <message>
        <source>Choose a project to see what it would do to the others.</source>
        <translation>Wybierz projekt, aby zobaczyć, jak wpłynie na pozostałe.</translation>
    </message>
    <message>
        <source>(already attached)</source>
        <translation>(już dołączony)</translation>
    </message>
    <message>
        <source>Create account and attach</source>
        <translation>Utwórz konto i dołącz</translation>
    </message>
    <message>
        <source>{computer} is already attached to this project.</source>
        <translation>{computer} jest już dołączony do tego projektu.</translation>
    </message>
    <message>
        <source>This computer is already attached to this project.</source>
        <translation>Ten komputer jest już dołączony do tego projektu.</translation>
    </message>
    <message>
        <source>Enter your account key (on the project&apos;s web site, under your account).</source>
        <translation>Podaj klucz konta (na stronie projektu, w Twoim koncie).</translation>
    </message>
    <message>
        <source>Enter your account key.</source>
        <translation>Podaj klucz konta.</translation>
    </message>
    <message>
        <source>Asking the project for your account…</source>
        <translation>Pytanie projektu o Twoje konto…</translation>
    </message>
    <message>
        <source>You did not accept the project&apos;s terms of use, so no account was created. Tick the box to accept them, or cancel.</source>
        <translation>Nie zaakceptowano warunków korzystania z projektu, więc konto nie zostało utworzone. Zaznacz pole, aby je zaakceptować, albo anuluj.</translation>
    </message>
    <message>
        <source>The two passwords differ: type the same password in both boxes.</source>
        <translation>Hasła się różnią: wpisz to samo hasło w obu polach.</translation>
    </message>
    <message>
        <source>Creating your account at the project…</source>
        <translation>Tworzenie Twojego konta w projekcie…</translation>
    </message>
    <message>
        <source>Read the project&apos;s terms of use above; tick the box to accept them, then click again.</source>
        <translation>Przeczytaj powyżej warunki korzystania z projektu; zaznacz pole, aby je zaakceptować, i kliknij ponownie.</translation>
    </message>
    <message>
        <source>Contacting the project…</source>
        <translation>Łączenie z projektem…</translation>
    </message>
    <message>
        <source>Attach failed: %1</source>
        <translation>Dołączenie nie powiodło się: %1</translation>
    </message>
    <message>
        <source>Attached; waiting for the project to accept the account…</source>
        <translation>Dołączono; oczekiwanie, aż projekt przyjmie konto…</translation>
    </message>
    <message>
        <source>The project did not accept the account: {reason} The project was removed again; correct the account and try again.</source>
        <translation>Projekt nie przyjął konta: {reason} Projekt został z powrotem usunięty; popraw konto i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The project&apos;s scheduler has not answered yet; the project stays attached and the client keeps trying. See the event log.</source>
        <translation>Harmonogram projektu jeszcze nie odpowiedział; projekt pozostaje dołączony, a klient próbuje dalej. Zobacz dziennik zdarzeń.</translation>
    </message>
</context>
<context>
    <name>DailyCharts</name>
    <message>
        <source>Not enough history yet</source>
        <translation>Za mało historii</translation>
    </message>
    <message>
        <source>User total credit</source>
        <translation>Suma punktów użytkownika</translation>
    </message>
    <message>
        <source>User average credit (per day)</source>
        <translation>Średnia punktów użytkownika (na dzień)</translation>
    </message>
    <message>
        <source>Host total credit</source>
        <translation>Suma punktów komputera</translation>
    </message>
    <message>
        <source>Host average credit (per day)</source>
        <translation>Średnia punktów komputera (na dzień)</translation>
    </message>
    <message>
        <source>Credit earned by this host each day</source>
        <translation>Punkty zdobyte przez ten komputer każdego dnia</translation>
    </message>
    <message>
        <source>CPU time of the tasks finished each day (hours)</source>
        <translation>Czas CPU zadań ukończonych każdego dnia (godziny)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Ostatnie 30 dni</translation>
    </message>
    <message>
        <source>Last 6 months</source>
        <translation>Ostatnie 6 miesięcy</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Cały okres</translation>
    </message>
    <message>
        <source>Computer of the daily statistics</source>
        <translation>Komputer statystyk dziennych</translation>
    </message>
    <message>
        <source>Daily statistics range</source>
        <translation>Zakres statystyk dziennych</translation>
    </message>
    <message>
        <source>Daily statistics charts</source>
        <translation>Wykresy statystyk dziennych</translation>
    </message>
    <message>
        <source>Daily statistics are kept in the task history, which is not open.</source>
        <translation>Statystyki dzienne są przechowywane w historii zadań, która nie jest otwarta.</translation>
    </message>
    <message>
        <source>The task history cannot be read: %1</source>
        <translation>Nie można odczytać historii zadań: %1</translation>
    </message>
    <message>
        <source>One day recorded so far (%1): each day adds a point, and figures counted per day appear from the second day on.</source>
        <translation>Jak dotąd zapisano jeden dzień (%1): każdy dzień dodaje punkt, a wartości dzienne pojawią się od drugiego dnia.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>tego komputera</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 yet: they are added once a day while the manager runs.</source>
        <translation>Brak jeszcze statystyk dziennych dla %1: są dodawane raz dziennie, gdy menedżer działa.</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 in this range: they are added once a day while the manager runs.</source>
        <translation>Brak statystyk dziennych dla %1 w tym zakresie: są dodawane raz dziennie, gdy menedżer działa.</translation>
    </message>
</context>
<context>
    <name>DiskTab</name>
    <message>
        <source>Total disk usage</source>
        <translation>Całkowite użycie dysku</translation>
    </message>
    <message>
        <source>Disk usage by projects</source>
        <translation>Użycie dysku według projektów</translation>
    </message>
    <message>
        <source>Total disk usage legend</source>
        <translation>Legenda całkowitego użycia dysku</translation>
    </message>
    <message>
        <source>Disk usage by projects legend</source>
        <translation>Legenda użycia dysku według projektów</translation>
    </message>
    <message>
        <source>Waiting for the client…</source>
        <translation>Oczekiwanie na klienta…</translation>
    </message>
    <message>
        <source>Disk explanation</source>
        <translation>Objaśnienie dysku</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Użycie</translation>
    </message>
    <message>
        <source>Share limit</source>
        <translation>Limit udziału</translation>
    </message>
    <message>
        <source>Over / under</source>
        <translation>Nadmiar / zapas</translation>
    </message>
    <message>
        <source>Deletable</source>
        <translation>Do usunięcia</translation>
    </message>
    <message>
        <source>Disk usage per project</source>
        <translation>Użycie dysku przez każdy projekt</translation>
    </message>
    <message>
        <source>Used by this client</source>
        <translation>Używane przez tego klienta</translation>
    </message>
    <message>
        <source>Free for this client</source>
        <translation>Wolne dla tego klienta</translation>
    </message>
    <message>
        <source>Free, kept from the client</source>
        <translation>Wolne, niedostępne dla klienta</translation>
    </message>
    <message>
        <source>Other programs</source>
        <translation>Inne programy</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no projects: 0 bytes used</source>
        <translation>brak projektów: użyto 0 bajtów</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>przekroczenie o %1</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>%1 zapasu</translation>
    </message>
    <message>
        <source>⚠ over its share</source>
        <translation>⚠ ponad swój udział</translation>
    </message>
</context>
<context>
    <name>EventLogTab</name>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alert</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <source>Project notice</source>
        <translation>Powiadomienie projektu</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Wszystkie projekty</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filtruj według projektu</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Wszystkie poziomy</translation>
    </message>
    <message>
        <source>Filter by severity</source>
        <translation>Filtruj według ważności</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>Szukaj w komunikatach</translation>
    </message>
    <message>
        <source>Copy shown</source>
        <translation>Kopiuj widoczne</translation>
    </message>
    <message>
        <source>Copy the lines the filters show, to paste into a forum post</source>
        <translation>Skopiuj wiersze pokazane przez filtry, by wkleić je na forum</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Dziennik zdarzeń</translation>
    </message>
</context>
<context>
    <name>EventLogWindow</name>
    <message>
        <source>boinc-gui — Event log</source>
        <translation>boinc-gui — Dziennik zdarzeń</translation>
    </message>
    <message>
        <source>Show messages of</source>
        <translation>Pokaż komunikaty z</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Wszystkie projekty</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Kopiuj wszystko</translation>
    </message>
    <message>
        <source>Copy every line shown to the clipboard</source>
        <translation>Skopiuj do schowka każdy pokazany wiersz</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>Kopiuj zaznaczone</translation>
    </message>
    <message>
        <source>Copy the selected lines to the clipboard (Ctrl+C)</source>
        <translation>Skopiuj do schowka zaznaczone wiersze (Ctrl+C)</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Dziennik zdarzeń</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>Projekt:</translation>
    </message>
</context>
<context>
    <name>FirstStartBanner</name>
    <message>
        <source>&lt;b&gt;Welcome to boinc-gui.&lt;/b&gt; To show you how work flows, the built-in demo project has been added: it needs no account and runs a small real computation on this computer. When you are ready, add a science project with your account at it; you can remove the demo project at any time.</source>
        <translation>&lt;b&gt;Witamy w boinc-gui.&lt;/b&gt; Aby pokazać, jak przebiega praca, dodano wbudowany projekt demonstracyjny: nie wymaga konta i wykonuje małe prawdziwe obliczenie na tym komputerze. Gdy będziesz gotowy, dodaj projekt naukowy ze swoim kontem; projekt demonstracyjny możesz usunąć w każdej chwili.</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Pierwsze uruchomienie</translation>
    </message>
    <message>
        <source>Add a science project…</source>
        <translation>Dodaj projekt naukowy…</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Rozumiem</translation>
    </message>
</context>
<context>
    <name>GpuCharts</name>
    <message>
        <source>GPUs in use (devices)</source>
        <translation>Zajęte GPU (urządzenia)</translation>
    </message>
    <message>
        <source>GPU time (hours)</source>
        <translation>Czas GPU (godziny)</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1 (z %2)</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use &amp;GPU always</source>
        <translation>Zawsze używaj &amp;GPU</translation>
    </message>
    <message>
        <source>&amp;Use GPU based on preferences</source>
        <translation>&amp;Używaj GPU według preferencji</translation>
    </message>
    <message>
        <source>Suspen&amp;d GPU</source>
        <translation>Wst&amp;rzymaj GPU</translation>
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
    <name>GpuDevicesDialog</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Urządzenie</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Pamięć</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Sterownik</translation>
    </message>
    <message>
        <source>In use by</source>
        <translation>Używane przez</translation>
    </message>
    <message>
        <source>(declared)</source>
        <translation>(zadeklarowane)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>bezczynne</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Keep a project off a GPU</source>
        <translation>Trzymaj projekt z dala od GPU</translation>
    </message>
    <message>
        <source>every app (or an app&apos;s short name)</source>
        <translation>każda aplikacja (lub krótka nazwa aplikacji)</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Wyklucz</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>App</source>
        <translation>Aplikacja</translation>
    </message>
    <message>
        <source>This computer has no GPU the client uses.</source>
        <translation>Ten komputer nie ma GPU używanego przez klienta.</translation>
    </message>
    <message>
        <source>every {gpu} device</source>
        <translation>każde urządzenie {gpu}</translation>
    </message>
    <message>
        <source>{gpu} device {number}</source>
        <translation>urządzenie {gpu} {number}</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>This computer</source>
        <translation>Ten komputer</translation>
    </message>
    <message>
        <source>success</source>
        <translation>sukces</translation>
    </message>
    <message>
        <source>error</source>
        <translation>błąd</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>przerwane</translation>
    </message>
    <message>
        <source>download failed</source>
        <translation>pobieranie nieudane</translation>
    </message>
    <message>
        <source>upload failed</source>
        <translation>wysyłanie nieudane</translation>
    </message>
    <message>
        <source>aborted by user</source>
        <translation>przerwane przez użytkownika</translation>
    </message>
    <message>
        <source>aborted by project</source>
        <translation>przerwane przez projekt</translation>
    </message>
    <message>
        <source>aborted by client</source>
        <translation>przerwane przez klienta</translation>
    </message>
    <message>
        <source>Search task, application or project</source>
        <translation>Szukaj zadania, aplikacji lub projektu</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Szukaj w historii zadań</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Dowolny wynik</translation>
    </message>
    <message>
        <source>Filter by computer</source>
        <translation>Filtruj według komputera</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filtruj według projektu</translation>
    </message>
    <message>
        <source>Filter by application</source>
        <translation>Filtruj według aplikacji</translation>
    </message>
    <message>
        <source>Filter by outcome</source>
        <translation>Filtruj według wyniku</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Od</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Ukończone od</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Przed</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Ukończone przed</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Eksportuj CSV…</translation>
    </message>
    <message>
        <source>Task history</source>
        <translation>Historia zadań</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Wszystkie komputery</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Wszystkie projekty</translation>
    </message>
    <message>
        <source>All applications</source>
        <translation>Wszystkie aplikacje</translation>
    </message>
    <message>
        <source>, %1 credit</source>
        <translation>, punkty %1</translation>
    </message>
    <message>
        <source>%1: %2 tasks, %3 ok, %4 errors, %5 aborted; average CPU %6, elapsed %7</source>
        <translation>%1: zadania %2, udane %3, błędy %4, przerwane %5; średnio CPU %6, upłynęło %7</translation>
    </message>
    <message>
        <source>(unknown app)</source>
        <translation>(nieznana aplikacja)</translation>
    </message>
    <message>
        <source>%1 tasks match</source>
        <translation>Pasujące zadania: %1</translation>
    </message>
    <message>
        <source>%1 tasks recorded</source>
        <translation>Zapisane zadania: %1</translation>
    </message>
    <message>
        <source>Export task history</source>
        <translation>Eksportuj historię zadań</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Eksport nie powiódł się: %1</translation>
    </message>
    <message>
        <source>Exported %1 tasks to %2</source>
        <translation>Wyeksportowane zadania: %1, do %2</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Edit host</source>
        <translation>Edytuj host</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>Dodaj host</translation>
    </message>
    <message>
        <source>host name or IP address</source>
        <translation>nazwa hosta lub adres IP</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>bez zmian</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>Enter the host&apos;s name or IP address.</source>
        <translation>Podaj nazwę lub adres IP hosta.</translation>
    </message>
</context>
<context>
    <name>HostListModel</name>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>in this program</source>
        <translation>w tym programie</translation>
    </message>
</context>
<context>
    <name>HostManager</name>
    <message>
        <source>connecting…</source>
        <translation>łączenie…</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>brak połączenia</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>potrzebne hasło</translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation>błędne hasło</translation>
    </message>
    <message>
        <source>unknown host name</source>
        <translation>nieznana nazwa hosta</translation>
    </message>
    <message>
        <source>no answer (timed out)</source>
        <translation>brak odpowiedzi (przekroczony czas)</translation>
    </message>
    <message>
        <source>host unreachable</source>
        <translation>host nieosiągalny</translation>
    </message>
    <message>
        <source>connection reset by the host</source>
        <translation>połączenie zresetowane przez hosta</translation>
    </message>
    <message>
        <source>connection refused (is the client running, and does it accept this computer?)</source>
        <translation>połączenie odrzucone (czy klient działa i czy akceptuje ten komputer?)</translation>
    </message>
    <message>
        <source>the host closed the connection (this computer may not be in its remote_hosts.cfg)</source>
        <translation>host zamknął połączenie (ten komputer może nie być w jego remote_hosts.cfg)</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>połączono</translation>
    </message>
    <message>
        <source>connected, {ms} ms</source>
        <translation>połączono, {ms} ms</translation>
    </message>
    <message>
        <source>; retrying in {seconds} s</source>
        <translation>; ponowna próba za {seconds} s</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Ten komputer</translation>
    </message>
    <message>
        <source>The password is kept in your system keyring.</source>
        <translation>Hasło jest przechowywane w systemowym pęku kluczy.</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>Brak systemowego pęku kluczy, więc hasło nie jest zapisywane: boinc-gui trzyma je tylko podczas działania i następnym razem zapyta ponownie.</translation>
    </message>
    <message>
        <source>no answer for {seconds} s</source>
        <translation>brak odpowiedzi od {seconds} s</translation>
    </message>
    <message>
        <source>Host password</source>
        <translation>Hasło hosta</translation>
    </message>
    <message>
        <source>GUI RPC password for {host} ({address}:{port}).</source>
        <translation>Hasło GUI RPC dla {host} ({address}:{port}).</translation>
    </message>
    <message>
        <source>the host&apos;s answer is too large to read</source>
        <translation>odpowiedź hosta jest za duża, by ją odczytać</translation>
    </message>
    <message>
        <source>the host&apos;s answer is not BOINC&apos;s GUI RPC (is a BOINC client listening on this port?)</source>
        <translation>odpowiedź hosta nie jest GUI RPC BOINC (czy na tym porcie nasłuchuje klient BOINC?)</translation>
    </message>
    <message>
        <source>the host&apos;s client does not know this request (%1)</source>
        <translation>klient hosta nie zna tego żądania (%1)</translation>
    </message>
    <message>
        <source>the host&apos;s client answered with an error: %1</source>
        <translation>klient hosta odpowiedział błędem: %1</translation>
    </message>
    <message>
        <source>network error (%1)</source>
        <translation>błąd sieci (%1)</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 has changed, so nothing was sent to it. Pinned: SHA-256 %2. Presented now: SHA-256 %3. If that computer&apos;s certificate was made anew on purpose, compare the new fingerprint with what &quot;boinc-core tls-fingerprint&quot; prints there and accept it in Hosts &gt; Edit (&quot;Accept the new certificate&quot;). Otherwise someone may be in between: do not accept it.</source>
        <translation>Certyfikat TLS %1 się zmienił, więc nic do niego nie wysłano. Przypięty: SHA-256 %2. Przedstawiony teraz: SHA-256 %3. Jeśli certyfikat tego komputera utworzono na nowo celowo, porównaj nowy odcisk z tym, który wypisuje tam „boinc-core tls-fingerprint”, i zaakceptuj go w Hosty &gt; Edytuj („Zaakceptuj nowy certyfikat”). W przeciwnym razie ktoś może być pośrodku: nie akceptuj go.</translation>
    </message>
    <message>
        <source>SSH: the host key of %1 is not the one in %2 (it changed, or someone is in between), so nothing was sent. If it changed on purpose, check it, remove the old key (ssh-keygen -R) and log in once with ssh.</source>
        <translation>SSH: klucz hosta %1 nie jest tym z %2 (zmienił się albo ktoś jest pośrodku), więc nic nie wysłano. Jeśli zmienił się celowo, sprawdź go, usuń stary klucz (ssh-keygen -R) i zaloguj się raz przez ssh.</translation>
    </message>
    <message>
        <source>SSH: %1 is not in %2. Log in once with &quot;ssh -p %3 %4&quot;, compare its host key fingerprint and accept it, then try again.</source>
        <translation>SSH: %1 nie ma w %2. Zaloguj się raz przez „ssh -p %3 %4”, porównaj odcisk klucza hosta i zaakceptuj go, potem spróbuj ponownie.</translation>
    </message>
    <message>
        <source>SSH: %1 accepted none of the keys offered (agent, %2). Is the public key in its authorized_keys?</source>
        <translation>SSH: %1 nie przyjął żadnego z oferowanych kluczy (agent, %2). Czy klucz publiczny jest w jego authorized_keys?</translation>
    </message>
    <message>
        <source>SSH to %1 failed: %2</source>
        <translation>SSH do %1 nie powiodło się: %2</translation>
    </message>
    <message>
        <source>SSH to %1: %2:%3 refused the connection there (%4). Is the BOINC client running?</source>
        <translation>SSH do %1: %2:%3 odrzucił tam połączenie (%4). Czy klient BOINC działa?</translation>
    </message>
    <message>
        <source>SSH to %1: the connection was lost (%2)</source>
        <translation>SSH do %1: połączenie zostało utracone (%2)</translation>
    </message>
</context>
<context>
    <name>HostSelector</name>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Which computer the tabs show (or all of them at once)</source>
        <translation>Który komputer pokazują karty (lub wszystkie naraz)</translation>
    </message>
</context>
<context>
    <name>Hosts</name>
    <message>
        <source>All computers</source>
        <translation>Wszystkie komputery</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>Usuń host</translation>
    </message>
    <message>
        <source>{all}: {answering} of {shown} answering</source>
        <translation>{all}: odpowiada {answering} z {shown}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Komputer:</translation>
    </message>
    <message>
        <source>Host status</source>
        <translation>Stan hosta</translation>
    </message>
    <message>
        <source>Ho&amp;sts</source>
        <translation>Ho&amp;sty</translation>
    </message>
    <message>
        <source>&amp;Manage hosts…</source>
        <translation>&amp;Zarządzaj hostami…</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>&amp;Dodaj host…</translation>
    </message>
    <message>
        <source>Show all &amp;computers</source>
        <translation>&amp;Pokaż wszystkie komputery</translation>
    </message>
</context>
<context>
    <name>HostsDialog</name>
    <message>
        <source>Hosts</source>
        <translation>Hosty</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Dodaj…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edytuj…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Remove {host} from the list?</source>
        <translation>Usunąć {host} z listy?</translation>
    </message>
</context>
<context>
    <name>LazyHistory</name>
    <message>
        <source>The task history could not be opened.</source>
        <translation>Nie udało się otworzyć historii zadań.</translation>
    </message>
</context>
<context>
    <name>LogFlagsDialog</name>
    <message>
        <source>Event log options</source>
        <translation>Opcje dziennika zdarzeń</translation>
    </message>
    <message>
        <source>The kinds of messages the client writes to its event log. The *_debug flags are for finding a problem: they write many lines.</source>
        <translation>Rodzaje komunikatów, które klient zapisuje w dzienniku zdarzeń. Flagi *_debug służą do szukania problemu: zapisują wiele wierszy.</translation>
    </message>
    <message>
        <source>Event log options are set for the client on this computer (its cc_config.xml is here); for another computer, edit the file there.</source>
        <translation>Opcje dziennika zdarzeń ustawia się dla klienta na tym komputerze (jego cc_config.xml jest tutaj); dla innego komputera edytuj plik tam.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}); it is left as it is. Correct it, then try again.</source>
        <translation>Nie można odczytać {path} ({error}); plik pozostaje bez zmian. Popraw go i spróbuj ponownie.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
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
        <source>&amp;Project</source>
        <translation>Pro&amp;jekt</translation>
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
        <source>Snooze</source>
        <translation>Drzemka</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Narzędzia</translation>
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
        <source>&amp;Projects</source>
        <translation>&amp;Projekty</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>&amp;Zadania</translation>
    </message>
    <message>
        <source>Trans&amp;fers</source>
        <translation>&amp;Transfery</translation>
    </message>
    <message>
        <source>&amp;Disk</source>
        <translation>&amp;Dysk</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statystyki</translation>
    </message>
    <message>
        <source>&amp;Event log</source>
        <translation>Dz&amp;iennik zdarzeń</translation>
    </message>
    <message>
        <source>&amp;Notices</source>
        <translation>&amp;Komunikaty</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historia</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Komunikaty (%1)</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Aktualizuj</translation>
    </message>
    <message>
        <source>&amp;Suspend</source>
        <translation>&amp;Wstrzymaj</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>W&amp;znów</translation>
    </message>
    <message>
        <source>&amp;No new tasks</source>
        <translation>Bez &amp;nowych zadań</translation>
    </message>
    <message>
        <source>&amp;Allow new tasks</source>
        <translation>Z&amp;ezwól na nowe zadania</translation>
    </message>
    <message>
        <source>Res&amp;et project</source>
        <translation>Zresetuj &amp;projekt</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>W&amp;łaściwości</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>&amp;Przerwij</translation>
    </message>
    <message>
        <source>&amp;Retry now</source>
        <translation>&amp;Ponów teraz</translation>
    </message>
    <message>
        <source>&amp;Abort transfer</source>
        <translation>Przerwij &amp;transfer</translation>
    </message>
    <message>
        <source>&amp;Resume now</source>
        <translation>&amp;Wznów teraz</translation>
    </message>
    <message>
        <source>&amp;Run always</source>
        <translation>&amp;Zawsze obliczaj</translation>
    </message>
    <message>
        <source>Run based on &amp;preferences</source>
        <translation>Obliczaj według &amp;preferencji</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>&amp;Zamknij okno</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>Z&amp;akończ</translation>
    </message>
    <message>
        <source>F&amp;ilter current table</source>
        <translation>&amp;Filtruj bieżącą tabelę</translation>
    </message>
    <message>
        <source>Select &amp;columns…</source>
        <translation>&amp;Wybierz kolumny…</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>&amp;Motyw</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Systemowy</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Jasny</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Ciemny</translation>
    </message>
    <message>
        <source>&amp;Network activity always</source>
        <translation>&amp;Aktywność sieciowa zawsze</translation>
    </message>
    <message>
        <source>Network activity &amp;based on preferences</source>
        <translation>Aktywność &amp;sieciowa według preferencji</translation>
    </message>
    <message>
        <source>Suspend net&amp;work activity</source>
        <translation>Ws&amp;trzymaj aktywność sieciową</translation>
    </message>
    <message>
        <source>Sn&amp;ooze</source>
        <translation>&amp;Drzemka</translation>
    </message>
    <message>
        <source>Soft s&amp;top (after the next checkpoint)</source>
        <translation>&amp;Łagodne zatrzymanie (po następnym punkcie kontrolnym)</translation>
    </message>
    <message>
        <source>&amp;Add project…</source>
        <translation>&amp;Dodaj projekt…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>Application &amp;settings (app_config.xml)…</source>
        <translation>&amp;Ustawienia aplikacji (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account &amp;manager…</source>
        <translation>&amp;Menedżer kont…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Reguły…</translation>
    </message>
    <message>
        <source>&amp;GPUs…</source>
        <translation>Procesory &amp;GPU…</translation>
    </message>
    <message>
        <source>A&amp;lerts…</source>
        <translation>&amp;Alerty…</translation>
    </message>
    <message>
        <source>&amp;About boinc-gui</source>
        <translation>&amp;O programie boinc-gui</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Połącz się teraz z projektem</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Odłącz od projektu</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
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
    <name>NoticesTab</name>
    <message>
        <source>Alert</source>
        <translation>Alert</translation>
    </message>
    <message>
        <source>This client</source>
        <translation>Ten klient</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Powiadomienia</translation>
    </message>
    <message>
        <source>Notice text</source>
        <translation>Treść powiadomienia</translation>
    </message>
    <message>
        <source>No notices yet. Projects and the client post news and alerts here.</source>
        <translation>Brak powiadomień. Projekty i klient publikują tu wiadomości i ostrzeżenia.</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>to okno</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Strony preferencji</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt;: see the Proxy page.</source>
        <translation>&lt;b&gt;Serwery proxy&lt;/b&gt;: zobacz stronę Proxy.</translation>
    </message>
    <message>
        <source>Using local preferences: saved in global_prefs_override.xml in the data directory and applied at once.</source>
        <translation>Używane są lokalne preferencje: zapisane w global_prefs_override.xml w katalogu danych i stosowane od razu.</translation>
    </message>
    <message>
        <source>Problems with these preferences</source>
        <translation>Problemy z tymi preferencjami</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Domyślne</translation>
    </message>
    <message>
        <source>&lt;{name}&gt;, {low} to {high} {unit}</source>
        <translation>&lt;{name}&gt;, od {low} do {high} {unit}</translation>
    </message>
    <message>
        <source>Compute only between</source>
        <translation>Licz tylko między</translation>
    </message>
    <message>
        <source>Transfer files only between</source>
        <translation>Przesyłaj pliki tylko między</translation>
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
        <source>Day-of-week override (replaces the every-day window on that day):</source>
        <translation>Wyjątek dla dnia tygodnia (zastępuje w tym dniu codzienne okno):</translation>
    </message>
    <message>
        <source>Manager (this window)</source>
        <translation>Menedżer (to okno)</translation>
    </message>
    <message>
        <source>system</source>
        <translation>systemowy</translation>
    </message>
    <message>
        <source>light</source>
        <translation>jasny</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>ciemny</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Motyw</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation>Język (od następnego uruchomienia)</translation>
    </message>
    <message>
        <source>Closing the window keeps computing in the tray</source>
        <translation>Zamknięcie okna pozostawia obliczenia w zasobniku</translation>
    </message>
    <message>
        <source>Ask before exiting (computing stops)</source>
        <translation>Pytaj przed wyjściem (obliczenia się zatrzymują)</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>Uruchamiaj zminimalizowany do zasobnika</translation>
    </message>
    <message>
        <source>Ignored where the desktop has no system tray: the window opens then.</source>
        <translation>Pomijane, gdy pulpit nie ma zasobnika systemowego: wtedy otwiera się okno.</translation>
    </message>
    <message>
        <source>Start boinc-gui when I log in</source>
        <translation>Uruchamiaj boinc-gui po zalogowaniu</translation>
    </message>
    <message>
        <source>Writes or removes {path}</source>
        <translation>Zapisuje lub usuwa {path}</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> godz.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <source>Remind me of unread notices every</source>
        <translation>Przypominaj o nieprzeczytanych powiadomieniach co</translation>
    </message>
    <message>
        <source>Keep task history up to</source>
        <translation>Przechowuj historię zadań do</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt; are the client&apos;s settings, not this window&apos;s: the client reads &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in its data directory, or takes them from &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</source>
        <translation>&lt;b&gt;Serwery proxy&lt;/b&gt; to ustawienia klienta, nie tego okna: klient czyta &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; w cc_config.xml w swoim katalogu danych albo przyjmuje je z &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Nie można zapisać {path}: {error}</translation>
    </message>
    <message>
        <source>Could not remove {path}: {error}</source>
        <translation>Nie można usunąć {path}: {error}</translation>
    </message>
</context>
<context>
    <name>PreviewGpu</name>
    <message>
        <source>GPU %1 (%2 devices): idle %3 (%4 with the current settings); GPU tasks done %5 (%6); GPU tasks late %7 (%8)</source>
        <translation>GPU %1 (urządzeń: %2): bezczynność %3 (%4 przy obecnych ustawieniach); ukończone zadania GPU %5 (%6); spóźnione zadania GPU %7 (%8)</translation>
    </message>
    <message>
        <source>the %1 GPUs would stand idle %2 of the time (with the current settings: %3)</source>
        <translation>GPU %1 byłyby bezczynne przez %2 czasu (przy obecnych ustawieniach: %3)</translation>
    </message>
    <message>
        <source>%1 GPU tasks would miss their deadlines (with the current settings: %2)</source>
        <translation>Zadania GPU po terminie: %1 (przy obecnych ustawieniach: %2)</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview (emulated from this computer&apos;s tasks)</source>
        <translation>Podgląd (emulowany z zadań tego komputera)</translation>
    </message>
    <message>
        <source>Change a setting to see what it would do.</source>
        <translation>Zmień ustawienie, aby zobaczyć, co by dało.</translation>
    </message>
    <message>
        <source>Preview figures per project</source>
        <translation>Wartości podglądu dla projektów</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>Brak podglądu: {reason}</translation>
    </message>
    <message>
        <source>Over the next {span}: {changes}.</source>
        <translation>Przez {span}: {changes}.</translation>
    </message>
    <message>
        <source>{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; deadlines missed {missed}; requests to its server per day {rpcs}</source>
        <translation>{project} (nowy): udział CPU {cpu}, udział zasobów {share}; ukończone zadania {done}; przekroczone terminy {missed}; zapytania do jego serwera dziennie {rpcs}</translation>
    </message>
    <message>
        <source>{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share {share}; tasks done {done} ({done_now} with the current settings); deadlines missed {missed} ({missed_now} with the current settings); requests to its server per day {rpcs} ({rpcs_now} with the current settings)</source>
        <translation>{project}: udział CPU {cpu} ({cpu_now} przy obecnych ustawieniach), udział zasobów {share}; ukończone zadania {done} ({done_now} przy obecnych ustawieniach); przekroczone terminy {missed} ({missed_now} przy obecnych ustawieniach); zapytania do jego serwera dziennie {rpcs} ({rpcs_now} przy obecnych ustawieniach)</translation>
    </message>
    <message>
        <source>Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current settings)</source>
        <translation>Czas bezczynności procesorów, które mogą liczyć: {idle} ({idle_now} przy obecnych ustawieniach)</translation>
    </message>
    <message>
        <source>({percent} of it)</source>
        <translation>({percent} z tego)</translation>
    </message>
    <message>
        <source>Disk: {used} used now; limit {limit}{share}, set by {rule}</source>
        <translation>Dysk: {used} zajęte teraz; limit {limit}{share}, ustalony przez {rule}</translation>
    </message>
    <message>
        <source>({limit} with the current settings)</source>
        <translation>({limit} przy obecnych ustawieniach)</translation>
    </message>
</context>
<context>
    <name>ProxyPage</name>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>The client connects to projects through these proxies from the moment you save. Passwords are kept with the client&apos;s settings in its data directory, readable only by you (the client needs them to connect on its own).</source>
        <translation>Klient łączy się z projektami przez te serwery proxy od chwili zapisania. Hasła są przechowywane z ustawieniami klienta w jego katalogu danych, czytelne tylko dla Ciebie (klient potrzebuje ich, aby łączyć się samodzielnie).</translation>
    </message>
    <message>
        <source>cc_config.xml names a proxy: the client uses that one, and keeps these settings for when it no longer does.</source>
        <translation>cc_config.xml wskazuje serwer proxy: klient używa tamtego i zachowuje te ustawienia na czas, gdy przestanie.</translation>
    </message>
    <message>
        <source>HTTP proxy</source>
        <translation>Proxy HTTP</translation>
    </message>
    <message>
        <source>Connect through an HTTP proxy</source>
        <translation>Łącz przez proxy HTTP</translation>
    </message>
    <message>
        <source>SOCKS proxy</source>
        <translation>Proxy SOCKS</translation>
    </message>
    <message>
        <source>Connect through a SOCKS 5 proxy</source>
        <translation>Łącz przez proxy SOCKS 5</translation>
    </message>
    <message>
        <source>host names, separated by commas</source>
        <translation>nazwy hostów, rozdzielone przecinkami</translation>
    </message>
    <message>
        <source>Do not use a proxy for</source>
        <translation>Nie używaj proxy dla</translation>
    </message>
    <message>
        <source>{proxy} server</source>
        <translation>Serwer {proxy}</translation>
    </message>
    <message>
        <source>{proxy} port</source>
        <translation>Port {proxy}</translation>
    </message>
    <message>
        <source>{proxy} user name</source>
        <translation>Nazwa użytkownika {proxy}</translation>
    </message>
    <message>
        <source>{proxy} password</source>
        <translation>Hasło {proxy}</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serwer</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nazwa użytkownika</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>the HTTP proxy needs a server name</source>
        <translation>proxy HTTP potrzebuje nazwy serwera</translation>
    </message>
    <message>
        <source>the SOCKS proxy needs a server name</source>
        <translation>proxy SOCKS potrzebuje nazwy serwera</translation>
    </message>
    <message>
        <source>the {proxy} proxy server name is not a host name</source>
        <translation>nazwa serwera proxy {proxy} nie jest nazwą hosta</translation>
    </message>
    <message>
        <source>the {proxy} proxy port {port} is not between 1 and 65535</source>
        <translation>port {port} proxy {proxy} nie mieści się między 1 a 65535</translation>
    </message>
</context>
<context>
    <name>RowTableModel</name>
    <message>
        <source>%1
(out of date: %2)</source>
        <translation>%1
(nieaktualne: %2)</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>Edit rule</source>
        <translation>Edytuj regułę</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Dodaj regułę</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Włączona</translation>
    </message>
    <message>
        <source>When (all that are ticked hold)</source>
        <translation>Gdy (spełnione są wszystkie zaznaczone)</translation>
    </message>
    <message>
        <source>CPU temperature above</source>
        <translation>Temperatura CPU powyżej</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Pora dnia</translation>
    </message>
    <message>
        <source>every day (or e.g. mon-fri, sat,sun)</source>
        <translation>codziennie (lub np. mon-fri, sat,sun)</translation>
    </message>
    <message>
        <source>Program running</source>
        <translation>Działa program</translation>
    </message>
    <message>
        <source>On battery below</source>
        <translation>Na baterii poniżej</translation>
    </message>
    <message>
        <source>Schedule (CSV)</source>
        <translation>Harmonogram (CSV)</translation>
    </message>
    <message>
        <source>path of the CSV file: WHEN,VALUE lines</source>
        <translation>ścieżka pliku CSV: wiersze KIEDY,WARTOŚĆ</translation>
    </message>
    <message>
        <source>above</source>
        <translation>powyżej</translation>
    </message>
    <message>
        <source>below</source>
        <translation>poniżej</translation>
    </message>
    <message>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Wtedy</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Wstrzymaj obliczenia</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Wstrzymaj aktywność sieciową</translation>
    </message>
    <message>
        <source>Allow computing (lift the preferences&apos; suspensions)</source>
        <translation>Zezwól na obliczenia (znieś wstrzymania z preferencji)</translation>
    </message>
    <message>
        <source>Allow network activity</source>
        <translation>Zezwól na aktywność sieciową</translation>
    </message>
    <message>
        <source>Snooze for</source>
        <translation>Uśpij na</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Używaj najwyżej</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>procent czasu CPU</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>Powiadom</translation>
    </message>
    <message>
        <source>Soft stop (each task after its next checkpoint, then suspend)</source>
        <translation>Łagodne zatrzymanie (każde zadanie po jego następnym punkcie kontrolnym, potem wstrzymaj)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n procesor</numerusform>
            <numerusform>%n procesory</numerusform>
            <numerusform>%n procesorów</numerusform>
        </translation>
    </message>
    <message>
        <source>the time of day starts and ends at the same time</source>
        <translation>pora dnia zaczyna się i kończy o tej samej godzinie</translation>
    </message>
    <message>
        <source>give the program&apos;s name (not a path)</source>
        <translation>podaj nazwę programu (nie ścieżkę)</translation>
    </message>
    <message>
        <source>give the schedule&apos;s CSV file</source>
        <translation>podaj plik CSV harmonogramu</translation>
    </message>
    <message>
        <source>tick “above” or “below” for the schedule</source>
        <translation>zaznacz „powyżej” lub „poniżej” dla harmonogramu</translation>
    </message>
    <message>
        <source>give the text to notify</source>
        <translation>podaj tekst powiadomienia</translation>
    </message>
    <message>
        <source>another rule is already named &apos;{name}&apos;</source>
        <translation>inna reguła nazywa się już „{name}”</translation>
    </message>
    <message>
        <source>This rule cannot work yet: {reason}.</source>
        <translation>Ta reguła nie może jeszcze działać: {reason}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Reguły</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Ten komputer</translation>
    </message>
    <message>
        <source>No rules yet. A rule suspends or limits computing, or tells you, while something holds: a CPU temperature, a time of day, a program running, the battery. Add… makes one.</source>
        <translation>Brak reguł. Reguła wstrzymuje lub ogranicza obliczenia albo powiadamia, dopóki coś zachodzi: temperatura procesora, pora dnia, uruchomiony program, bateria. „Dodaj…” tworzy nową.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Dodaj…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edytuj…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>First rule that holds decides; the rules apply to the chosen computer&apos;s client, which evaluates them itself.</source>
        <translation>Decyduje pierwsza spełniona reguła; reguły dotyczą klienta wybranego komputera, który sam je ocenia.</translation>
    </message>
    <message>
        <source>The changes to the rules of {host} are not saved. Drop them?</source>
        <translation>Zmiany w regułach {host} nie są zapisane. Odrzucić je?</translation>
    </message>
    <message>
        <source>No computer&apos;s rules can be edited here.</source>
        <translation>Nie można tu edytować reguł żadnego komputera.</translation>
    </message>
    <message>
        <source>{host} is not connected (its password is needed): choose it in the window first.</source>
        <translation>{host} nie jest połączony (potrzebne jest jego hasło): najpierw wybierz go w oknie.</translation>
    </message>
    <message>
        <source>Reading the rules of {host}…</source>
        <translation>Odczytywanie reguł {host}…</translation>
    </message>
    <message>
        <source>Refused by the client (not kept when you save; the previous file stays as rules.xml.bak):</source>
        <translation>Odrzucone przez klienta (nie zostaną zachowane przy zapisie; poprzedni plik zostaje jako rules.xml.bak):</translation>
    </message>
    <message>
        <source>The client on {host} does not support rules: only boinc-core evaluates them (a BOINC client does not).</source>
        <translation>Klient na {host} nie obsługuje reguł: ocenia je tylko boinc-core (klient BOINC nie).</translation>
    </message>
    <message>
        <source>The rules of {host} cannot be read: {reason}</source>
        <translation>Nie można odczytać reguł {host}: {reason}</translation>
    </message>
    <message>
        <source>{host} refused the rules: {reason}</source>
        <translation>{host} odrzucił reguły: {reason}</translation>
    </message>
    <message>
        <source>{host} could not be reached: {reason}</source>
        <translation>Nie można połączyć się z {host}: {reason}</translation>
    </message>
    <message>
        <source>In force now: {rules}.</source>
        <translation>Obowiązują teraz: {rules}.</translation>
    </message>
    <message>
        <source>No rule holds now.</source>
        <translation>Żadna reguła nie jest teraz spełniona.</translation>
    </message>
    <message>
        <source>Computing suspended: {reason}.</source>
        <translation>Obliczenia wstrzymane: {reason}.</translation>
    </message>
    <message>
        <source>Network activity suspended: {reason}.</source>
        <translation>Aktywność sieciowa wstrzymana: {reason}.</translation>
    </message>
    <message>
        <source>Sending the rules to {host}…</source>
        <translation>Wysyłanie reguł do {host}…</translation>
    </message>
    <message>
        <source>The rules could not be saved: {reason}</source>
        <translation>Nie można zapisać reguł: {reason}</translation>
    </message>
</context>
<context>
    <name>ShareWhatIf</name>
    <message>
        <source>What if the resource share were different?</source>
        <translation>A gdyby udział zasobów był inny?</translation>
    </message>
    <message>
        <source>Resource share to preview</source>
        <translation>Udział zasobów do podglądu</translation>
    </message>
    <message>
        <source>Resource shares are set in your account on the project&apos;s web site (or by your account manager). Change the number to see what another share would do here.</source>
        <translation>Udziały zasobów ustawia się w Twoim koncie na stronie projektu (lub w menedżerze kont). Zmień liczbę, aby zobaczyć, co dałby tu inny udział.</translation>
    </message>
    <message>
        <source>Resource share:</source>
        <translation>Udział zasobów:</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Connecting to the client…</source>
        <translation>Łączenie z klientem…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Wstrzymaj</translation>
    </message>
    <message>
        <source>Advanced view</source>
        <translation>Widok zaawansowany</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>Start computing again</source>
        <translation>Wznów obliczenia</translation>
    </message>
    <message>
        <source>Stop all computing until you resume</source>
        <translation>Wstrzymaj wszystkie obliczenia do wznowienia</translation>
    </message>
    <message>
        <source>This computer does not work for any project yet: use Advanced view, Tools &gt; Add project.</source>
        <translation>Ten komputer nie pracuje jeszcze dla żadnego projektu: użyj widoku zaawansowanego, Narzędzia &gt; Dodaj projekt.</translation>
    </message>
    <message>
        <source>This computer is doing science for %1.</source>
        <translation>Ten komputer pracuje dla nauki: %1.</translation>
    </message>
    <message>
        <source>This computer works for %1. Computing is suspended (%2).</source>
        <translation>Ten komputer pracuje dla: %1. Obliczenia są wstrzymane (%2).</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>wstrzymane</translation>
    </message>
    <message>
        <source>This computer works for %1. No task is running at this moment: work is on its way or waiting its turn.</source>
        <translation>Ten komputer pracuje dla: %1. Teraz nie działa żadne zadanie: praca jest w drodze lub czeka na swoją kolej.</translation>
    </message>
    <message>
        <source>and 1 more task running</source>
        <translation>i jeszcze jedno działające zadanie</translation>
    </message>
    <message>
        <source>and %1 more tasks running</source>
        <translation>i inne działające zadania: %1</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>Widok p&amp;rosty</translation>
    </message>
    <message>
        <source>One screen: what this computer does, for which science</source>
        <translation>Jeden ekran: co robi ten komputer i dla jakiej nauki</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <source>Live</source>
        <translation>Na żywo</translation>
    </message>
    <message>
        <source>Daily history</source>
        <translation>Historia dzienna</translation>
    </message>
    <message>
        <source>day %1 %2</source>
        <translation>dzień %1 %2</translation>
    </message>
    <message>
        <source>Statistics view</source>
        <translation>Widok statystyk</translation>
    </message>
    <message>
        <source>Live: this computer&apos;s figures every few seconds. Daily history: credit and CPU time per day, from the task history</source>
        <translation>Na żywo: dane tego komputera co kilka sekund. Historia dzienna: punkty i czas CPU na dzień z historii zadań</translation>
    </message>
    <message>
        <source>Follow live data</source>
        <translation>Śledź bieżące dane</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>Wykresy statystyk</translation>
    </message>
    <message>
        <source>Scheduling priority (debt, CPU s)</source>
        <translation>Priorytet planowania (dług, s CPU)</translation>
    </message>
    <message>
        <source>CPU share now vs resource share (dashed), %</source>
        <translation>Udział CPU teraz a udział zasobów (przerywana), %</translation>
    </message>
    <message>
        <source>Queued work (CPU hours)</source>
        <translation>Praca w kolejce (godziny CPU)</translation>
    </message>
    <message>
        <source>Work done (credit)</source>
        <translation>Wykonana praca (punkty)</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Resetuj powiększenie</translation>
    </message>
    <message>
        <source>Show all the data again (the wheel and a drag zoom in)</source>
        <translation>Pokaż znów wszystkie dane (kółko i przeciąganie powiększają)</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · right-click: more</source>
        <translation>Kółko: powiększenie · przeciąganie: przesuwanie · prawy przycisk: więcej</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
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
        <source>Filter projects (Ctrl+F)</source>
        <translation>Filtruj projekty (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter tasks (Ctrl+F)</source>
        <translation>Filtruj zadania (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter transfers (Ctrl+F)</source>
        <translation>Filtruj transfery (Ctrl+F)</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Tylko aktywne</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>Filtruj %1</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Tabela %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Rows matching the filter: %1 of %2</source>
        <translation>Wiersze pasujące do filtra: %1 z %2</translation>
    </message>
    <message>
        <source>Rows: %1</source>
        <translation>Wiersze: %1</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Przywróć kolumny</translation>
    </message>
</context>
<context>
    <name>TransportBox</name>
    <message>
        <source>(SSH via {where})</source>
        <translation>(SSH przez {where})</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Połączenie</translation>
    </message>
    <message>
        <source>Plain GUI RPC (any BOINC client)</source>
        <translation>Zwykłe GUI RPC (dowolny klient BOINC)</translation>
    </message>
    <message>
        <source>TLS (boinc-core with --gui-rpc-tls-port)</source>
        <translation>TLS (boinc-core z --gui-rpc-tls-port)</translation>
    </message>
    <message>
        <source>SSH tunnel (BOINC listening on the host&apos;s 127.0.0.1)</source>
        <translation>Tunel SSH (BOINC nasłuchuje na 127.0.0.1 hosta)</translation>
    </message>
    <message>
        <source>Get certificate</source>
        <translation>Pobierz certyfikat</translation>
    </message>
    <message>
        <source>Accept the new certificate</source>
        <translation>Zaakceptuj nowy certyfikat</translation>
    </message>
    <message>
        <source>Pinned SHA-256</source>
        <translation>Przypięty SHA-256</translation>
    </message>
    <message>
        <source>Presented</source>
        <translation>Przedstawiony</translation>
    </message>
    <message>
        <source>the address above</source>
        <translation>adres powyżej</translation>
    </message>
    <message>
        <source>your user name here</source>
        <translation>Twoja nazwa użytkownika tam</translation>
    </message>
    <message>
        <source>the SSH agent and ~/.ssh keys</source>
        <translation>agent SSH i klucze z ~/.ssh</translation>
    </message>
    <message>
        <source>none, or unchanged (kept in the keyring)</source>
        <translation>brak lub bez zmian (w pęku kluczy)</translation>
    </message>
    <message>
        <source>SSH host</source>
        <translation>Host SSH</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>Port SSH</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Użytkownik</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Plik klucza</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>Hasło klucza</translation>
    </message>
    <message>
        <source>Reach it by</source>
        <translation>Połączenie przez</translation>
    </message>
    <message>
        <source>none yet: the first certificate seen is pinned</source>
        <translation>jeszcze brak: przypinany jest pierwszy zobaczony certyfikat</translation>
    </message>
    <message>
        <source>could not get it: {reason}</source>
        <translation>nie udało się pobrać: {reason}</translation>
    </message>
    <message>
        <source>Compare it with what `boinc-core tls-fingerprint` prints on that computer; it is pinned when you press OK.</source>
        <translation>Porównaj go z tym, co wypisuje `boinc-core tls-fingerprint` na tamtym komputerze; zostanie przypięty, gdy naciśniesz OK.</translation>
    </message>
    <message>
        <source>the same as the pinned one</source>
        <translation>taki sam jak przypięty</translation>
    </message>
    <message>
        <source>DIFFERENT from the pinned one: accept it only if that computer&apos;s certificate was made anew and `boinc-core tls-fingerprint` there prints this.</source>
        <translation>INNY niż przypięty: zaakceptuj go tylko wtedy, gdy certyfikat tamtego komputera utworzono na nowo i `boinc-core tls-fingerprint` wypisuje tam właśnie ten.</translation>
    </message>
    <message>
        <source>accepted: pinned when you press OK</source>
        <translation>zaakceptowany: zostanie przypięty, gdy naciśniesz OK</translation>
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
    <name>WelcomePage</name>
    <message>
        <source>Welcome to boinc-gui</source>
        <translation>Witamy w boinc-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;boinc-gui lends your computer&apos;s spare processor time and disk space to science projects: it downloads their tasks, runs them while you do not need the computer (as your preferences say), sends the results back and keeps you informed here and in the tray.&lt;/p&gt;&lt;p&gt;It works with BOINC projects and tools: you choose the projects, each with an account on its web site. You can pause computing at any time from the Activity menu or the tray icon.&lt;/p&gt;&lt;p&gt;&lt;b&gt;To begin, add a project.&lt;/b&gt; The built-in demo project needs no account: it runs a small real computation on this computer, so you can see how everything works before choosing a science project.&lt;/p&gt;</source>
        <translation>&lt;p&gt;boinc-gui udostępnia wolny czas procesora i miejsce na dysku Twojego komputera projektom naukowym: pobiera ich zadania, wykonuje je, gdy nie potrzebujesz komputera (zgodnie z preferencjami), odsyła wyniki i informuje Cię tutaj oraz w zasobniku systemowym.&lt;/p&gt;&lt;p&gt;Działa z projektami i narzędziami BOINC: to Ty wybierasz projekty, każdy z kontem na jego stronie. Obliczenia możesz wstrzymać w każdej chwili z menu Aktywność lub ikony w zasobniku.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Na początek dodaj projekt.&lt;/b&gt; Wbudowany projekt demonstracyjny nie wymaga konta: wykonuje małe prawdziwe obliczenie na tym komputerze, byś zobaczył, jak wszystko działa, zanim wybierzesz projekt naukowy.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a project…</source>
        <translation>Dodaj projekt…</translation>
    </message>
    <message>
        <source>Add a project</source>
        <translation>Dodaj projekt</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nie teraz</translation>
    </message>
    <message>
        <source>Show the tabs; Tools › Add project… opens the same dialog later</source>
        <translation>Pokaż karty; Narzędzia › Dodaj projekt… otworzy ten sam dialog później</translation>
    </message>
</context>
<context>
    <name>_TaskCard</name>
    <message>
        <source>%1: %2 done, about %3 left</source>
        <translation>%1: ukończono %2, zostało około %3</translation>
    </message>
    <message>
        <source>%1: %2 done</source>
        <translation>%1: ukończono %2</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Postęp %1</translation>
    </message>
    <message>
        <source>Your credit at %1: %2</source>
        <translation>Twoje punkty w %1: %2</translation>
    </message>
</context>
<context>
    <name>_Window</name>
    <message>
        <source>{label} from</source>
        <translation>{label} od</translation>
    </message>
    <message>
        <source>{label} to</source>
        <translation>{label} do</translation>
    </message>
    <message>
        <source>and</source>
        <translation>i</translation>
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
    <name>accounts</name>
    <message>
        <source>wrong password</source>
        <translation>błędne hasło</translation>
    </message>
    <message>
        <source>no account with this email</source>
        <translation>brak konta z tym adresem e-mail</translation>
    </message>
    <message>
        <source>an account with this email already exists (with another password): sign in instead</source>
        <translation>konto z tym adresem e-mail już istnieje (z innym hasłem): zamiast tego zaloguj się</translation>
    </message>
    <message>
        <source>this project is not accepting new accounts</source>
        <translation>ten projekt nie przyjmuje nowych kont</translation>
    </message>
    <message>
        <source>the project does not accept this email address</source>
        <translation>projekt nie przyjmuje tego adresu e-mail</translation>
    </message>
    <message>
        <source>the project does not accept this user name</source>
        <translation>projekt nie przyjmuje tej nazwy użytkownika</translation>
    </message>
    <message>
        <source>the project requires you to accept its terms of use</source>
        <translation>projekt wymaga zaakceptowania jego warunków użytkowania</translation>
    </message>
    <message>
        <source>the project is down for maintenance; try again later</source>
        <translation>projekt jest w konserwacji; spróbuj później</translation>
    </message>
    <message>
        <source>the project&apos;s web site is down for maintenance; try again later</source>
        <translation>strona projektu jest w konserwacji; spróbuj później</translation>
    </message>
    <message>
        <source>this address is an account manager, not a project: use &apos;Use an account manager&apos;</source>
        <translation>ten adres to menedżer kont, a nie projekt: wybierz „Użyj menedżera kont”</translation>
    </message>
    <message>
        <source>enter the email address and the password of your account</source>
        <translation>wpisz adres e-mail i hasło swojego konta</translation>
    </message>
    <message>
        <source>enter a user name, an email address and a password</source>
        <translation>wpisz nazwę użytkownika, adres e-mail i hasło</translation>
    </message>
    <message>
        <source>cannot reach %1: connection refused</source>
        <translation>nie można połączyć się z %1: połączenie odrzucone</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2: is this the project&apos;s address?</source>
        <translation>%1 odpowiedział błędem HTTP %2: czy to adres projektu?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (%2): is this the project&apos;s address?</source>
        <translation>%1 nie odpowiedział jak projekt BOINC (%2): czy to adres projektu?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (it sent &lt;%2&gt;): is this the project&apos;s address?</source>
        <translation>%1 nie odpowiedział jak projekt BOINC (wysłał &lt;%2&gt;): czy to adres projektu?</translation>
    </message>
    <message>
        <source>%1 sent the request on to %2, which is not an http:// or https:// address: is this the project&apos;s address?</source>
        <translation>%1 przekierował żądanie do %2, który nie jest adresem http:// ani https://: czy to adres projektu?</translation>
    </message>
    <message>
        <source>%1 sent the request on more than %2 times: is this the project&apos;s address?</source>
        <translation>%1 przekierował żądanie więcej niż %2 razy: czy to adres projektu?</translation>
    </message>
    <message>
        <source>%1 sent an answer larger than %2 bytes, which was not read: is this the project&apos;s address?</source>
        <translation>%1 wysłał odpowiedź większą niż %2 bajtów, której nie odczytano: czy to adres projektu?</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s to answer; try again later</source>
        <translation>%1 odpowiadał dłużej niż %2 s; spróbuj ponownie później</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>nie można połączyć się z %1: %2</translation>
    </message>
    <message>
        <source>%1 sent neither an account key nor an error: is this the project&apos;s address?</source>
        <translation>%1 nie wysłał ani klucza konta, ani błędu: czy to adres projektu?</translation>
    </message>
    <message>
        <source>%1 sent an account key that cannot be used</source>
        <translation>%1 wysłał klucz konta, którego nie można użyć</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// address</source>
        <translation>%1 nie jest adresem http:// ani https://</translation>
    </message>
    <message>
        <source>%1 names no host</source>
        <translation>%1 nie zawiera nazwy hosta</translation>
    </message>
    <message>
        <source>%1 contains spaces or control characters</source>
        <translation>%1 zawiera spacje lub znaki sterujące</translation>
    </message>
    <message>
        <source>this project needs client version %1 or later; this client is %2</source>
        <translation>ten projekt wymaga klienta w wersji %1 lub nowszej; ten klient to %2</translation>
    </message>
    <message>
        <source>this project has no applications for this computer (%1)</source>
        <translation>ten projekt nie ma aplikacji dla tego komputera (%1)</translation>
    </message>
    <message>
        <source>the password must have at least %1 characters for this project</source>
        <translation>hasło w tym projekcie musi mieć co najmniej %1 znaków</translation>
    </message>
    <message>
        <source>the project does not accept this user name: %1</source>
        <translation>projekt nie przyjmuje tej nazwy użytkownika: %1</translation>
    </message>
    <message>
        <source>cannot reach %1: host name not found</source>
        <translation>nie można połączyć się z %1: nie znaleziono nazwy hosta</translation>
    </message>
    <message>
        <source>cannot reach %1: no answer within %2 s</source>
        <translation>nie można połączyć się z %1: brak odpowiedzi w ciągu %2 s</translation>
    </message>
    <message>
        <source>the project refused (error %1)</source>
        <translation>projekt odmówił (błąd %1)</translation>
    </message>
</context>
<context>
    <name>acct_mgr</name>
    <message>
        <source>wrong password</source>
        <translation>błędne hasło</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>menedżer kont nie ma konta o tej nazwie</translation>
    </message>
    <message>
        <source>an account with this name already exists at the account manager</source>
        <translation>menedżer kont ma już konto o tej nazwie</translation>
    </message>
    <message>
        <source>the account manager does not accept this email address</source>
        <translation>menedżer kont nie przyjmuje tego adresu e-mail</translation>
    </message>
    <message>
        <source>the account manager is not accepting new accounts</source>
        <translation>menedżer kont nie przyjmuje nowych kont</translation>
    </message>
    <message>
        <source>the account manager is down for maintenance; try again later</source>
        <translation>menedżer kont jest w konserwacji; spróbuj później</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer could not be read</source>
        <translation>nie udało się odczytać odpowiedzi menedżera kont</translation>
    </message>
    <message>
        <source>this is not the web address of an account manager</source>
        <translation>to nie jest adres internetowy menedżera kont</translation>
    </message>
    <message>
        <source>the account manager&apos;s host name was not found</source>
        <translation>nie znaleziono nazwy hosta menedżera kont</translation>
    </message>
    <message>
        <source>the account manager did not answer in time</source>
        <translation>menedżer kont nie odpowiedział na czas</translation>
    </message>
    <message>
        <source>no connection to the account manager could be made</source>
        <translation>nie udało się połączyć z menedżerem kont</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site is not answering now; try again later</source>
        <translation>strona menedżera kont teraz nie odpowiada; spróbuj później</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site refused the request</source>
        <translation>strona menedżera kont odrzuciła żądanie</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer was too large</source>
        <translation>odpowiedź menedżera kont była za duża</translation>
    </message>
    <message>
        <source>the account manager could not be used (error %1)</source>
        <translation>nie udało się użyć menedżera kont (błąd %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the request could not be made (%1)</source>
        <translation>nie udało się wysłać żądania (%1)</translation>
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
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2) may miss its deadline (%3)</source>
        <translation>%1 (%2) może nie zdążyć przed terminem (%3)</translation>
    </message>
    <message>
        <source>%1 (%2) would finish only %3 before its deadline (%4)</source>
        <translation>%1 (%2) skończy się tylko %3 przed terminem (%4)</translation>
    </message>
    <message>
        <source>%1: 1 task failed in the last %2</source>
        <translation>%1: 1 nieudane zadanie w ciągu %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tasks failed in the last %2</source>
        <translation>
            <numerusform>%1: %n nieudane zadanie w ciągu %2</numerusform>
            <numerusform>%1: %n nieudane zadania w ciągu %2</numerusform>
            <numerusform>%1: %n nieudanych zadań w ciągu %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: 1 scheduler request failed</source>
        <translation>%1: 1 nieudane żądanie do harmonogramu</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scheduler requests in a row failed</source>
        <translation>
            <numerusform>%1: %n nieudane żądanie do harmonogramu z rzędu</numerusform>
            <numerusform>%1: %n nieudane żądania do harmonogramu z rzędu</numerusform>
            <numerusform>%1: %n nieudanych żądań do harmonogramu z rzędu</numerusform>
        </translation>
    </message>
    <message>
        <source>Using %1 of the %2 the preferences allow (%3 %)</source>
        <translation>Zajęte %1 z %2 dozwolonych w preferencjach (%3 %)</translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation>%1 nie odpowiada od %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks failed: %1</source>
        <translation>
            <numerusform>%n nieudane zadanie: %1</numerusform>
            <numerusform>%n nieudane zadania: %1</numerusform>
            <numerusform>%n nieudanych zadań: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n projects keep failing: %1</source>
        <translation>
            <numerusform>%n projekt wciąż zawodzi: %1</numerusform>
            <numerusform>%n projekty wciąż zawodzą: %1</numerusform>
            <numerusform>%n projektów wciąż zawodzi: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tasks may miss their deadlines: %1</source>
        <translation>
            <numerusform>%n zadanie może nie zdążyć przed terminem: %1</numerusform>
            <numerusform>%n zadania mogą nie zdążyć przed terminami: %1</numerusform>
            <numerusform>%n zadań może nie zdążyć przed terminami: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks near their limits: %1</source>
        <translation>
            <numerusform>%n dysk blisko limitu: %1</numerusform>
            <numerusform>%n dyski blisko limitów: %1</numerusform>
            <numerusform>%n dysków blisko limitów: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computers not answering: %1</source>
        <translation>
            <numerusform>%n komputer nie odpowiada: %1</numerusform>
            <numerusform>%n komputery nie odpowiadają: %1</numerusform>
            <numerusform>%n komputerów nie odpowiada: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule messages: %1</source>
        <translation>
            <numerusform>%n komunikat reguły: %1</numerusform>
            <numerusform>%n komunikaty reguł: %1</numerusform>
            <numerusform>%n komunikatów reguł: %1</numerusform>
        </translation>
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
    <name>columns</name>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Work fetch</source>
        <translation>Pobieranie pracy</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Zespół</translation>
    </message>
    <message>
        <source>Work done</source>
        <translation>Wykonana praca</translation>
    </message>
    <message>
        <source>Avg. work done</source>
        <translation>Średnia wykonana praca</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Udział zasobów</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Priority (debt)</source>
        <translation>Priorytet (dług)</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Czas CPU</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL projektu</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Dlaczego: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Dlaczego</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Upłynęło</translation>
    </message>
    <message>
        <source>Remaining (estimated)</source>
        <translation>Pozostało (szacunkowo)</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Termin</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplikacja</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Zasoby</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Estimated completion</source>
        <translation>Szacowane ukończenie</translation>
    </message>
    <message>
        <source>Completion before deadline</source>
        <translation>Ukończenie przed terminem</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Plik</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Prędkość</translation>
    </message>
    <message>
        <source>Projected to finish after its deadline</source>
        <translation>Przewidywane ukończenie po terminie</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>Harmonogram: %1</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Wersja</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Zadanie</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>Kod wyjścia</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Otrzymane</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Ukończone</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Zgłoszone</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Ważność</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Komunikat</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
</context>
<context>
    <name>command</name>
    <message>
        <source>This computer is not attached to %1.</source>
        <translation>Ten komputer nie jest dołączony do %1.</translation>
    </message>
    <message>
        <source>Already attached to %1.</source>
        <translation>Ten komputer jest już dołączony do %1.</translation>
    </message>
    <message>
        <source>%1 is a BOINC project, but the emulated client attaches only emulated projects (addresses on emulated.invalid). Use the live client to attach real projects.</source>
        <translation>%1 to projekt BOINC, ale emulowany klient dołącza tylko do projektów emulowanych (adresy w emulated.invalid). Do prawdziwych projektów dołącz prawdziwym klientem.</translation>
    </message>
    <message>
        <source>The client has no task %1 (any more).</source>
        <translation>Klient nie ma (już) zadania %1.</translation>
    </message>
    <message>
        <source>Task %1 has already finished.</source>
        <translation>Zadanie %1 zostało już zakończone.</translation>
    </message>
    <message>
        <source>The client has no transfer of %1 (any more).</source>
        <translation>Klient nie ma (już) transferu %1.</translation>
    </message>
    <message>
        <source>This project was added by the account manager: remove it there.</source>
        <translation>Ten projekt dodał menedżer kont: usuń go tam.</translation>
    </message>
    <message>
        <source>The client does not know this command (%1).</source>
        <translation>Klient nie zna tego polecenia (%1).</translation>
    </message>
    <message>
        <source>The client has stopped; the command was not carried out.</source>
        <translation>Klient się zatrzymał; polecenie nie zostało wykonane.</translation>
    </message>
    <message>
        <source>The client is not running.</source>
        <translation>Klient nie działa.</translation>
    </message>
    <message>
        <source>The connection to the computer was closed; the command was not carried out.</source>
        <translation>Połączenie z komputerem zostało zamknięte; polecenie nie zostało wykonane.</translation>
    </message>
    <message>
        <source>The connection to the computer was replaced; the command was not carried out.</source>
        <translation>Połączenie z komputerem zostało zastąpione; polecenie nie zostało wykonane.</translation>
    </message>
    <message>
        <source>The process that reads the other computers stopped (exit code %1); the command was not carried out.</source>
        <translation>Proces odpytujący pozostałe komputery zatrzymał się (kod wyjścia %1); polecenie nie zostało wykonane.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The computer&apos;s client refused: %1</source>
        <translation>Klient komputera odmówił: %1</translation>
    </message>
    <message>
        <source>The emulated client cannot do this: it keeps no such files and uses no network.</source>
        <translation>Emulowany klient tego nie potrafi: nie ma takich plików i nie korzysta z sieci.</translation>
    </message>
    <message>
        <source>There is no local preferences file to read.</source>
        <translation>Nie ma pliku lokalnych preferencji do odczytania.</translation>
    </message>
    <message>
        <source>This client keeps no cc_config.xml.</source>
        <translation>Ten klient nie ma pliku cc_config.xml.</translation>
    </message>
    <message>
        <source>cc_config.xml cannot be read, so it was left unchanged: %1</source>
        <translation>Nie można odczytać cc_config.xml, więc pozostawiono go bez zmian: %1</translation>
    </message>
    <message>
        <source>app_config.xml was refused and nothing was changed: %1</source>
        <translation>app_config.xml został odrzucony i nic nie zmieniono: %1</translation>
    </message>
    <message>
        <source>app_config.xml could not be written: %1</source>
        <translation>Nie udało się zapisać app_config.xml: %1</translation>
    </message>
    <message>
        <source>The proxy settings could not be saved: %1</source>
        <translation>Nie udało się zapisać ustawień proxy: %1</translation>
    </message>
    <message>
        <source>This computer uses no account manager.</source>
        <translation>Ten komputer nie korzysta z menedżera kont.</translation>
    </message>
    <message>
        <source>This computer uses another account manager: leave it first.</source>
        <translation>Ten komputer korzysta z innego menedżera kont: najpierw go opuść.</translation>
    </message>
    <message>
        <source>A request to the account manager is already under way.</source>
        <translation>Żądanie do menedżera kont jest już w toku.</translation>
    </message>
    <message>
        <source>That is not a web address: %1</source>
        <translation>To nie jest adres internetowy: %1</translation>
    </message>
    <message>
        <source>Internal error (please report it): %1</source>
        <translation>Błąd wewnętrzny (prosimy go zgłosić): %1</translation>
    </message>
    <message>
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>Podaj adres internetowy (URL) projektu.</translation>
    </message>
    <message>
        <source>A project&apos;s web address starts with http:// or https://, not %1://.</source>
        <translation>Adres internetowy projektu zaczyna się od http:// lub https://, a nie od %1://.</translation>
    </message>
    <message>
        <source>The web address names no host.</source>
        <translation>Adres internetowy nie podaje hosta.</translation>
    </message>
    <message>
        <source>The web address contains spaces or control characters.</source>
        <translation>Adres internetowy zawiera spacje lub znaki sterujące.</translation>
    </message>
    <message>
        <source>The web address&apos;s host name or port is not valid.</source>
        <translation>Nazwa hosta lub port adresu internetowego są nieprawidłowe.</translation>
    </message>
    <message>
        <source>The account key is empty or contains spaces.</source>
        <translation>Klucz konta jest pusty lub zawiera spacje.</translation>
    </message>
    <message>
        <source>%1 could not be reached through the proxy %2 (%3). Check the proxy settings.</source>
        <translation>Nie udało się dotrzeć do %1 przez serwer proxy %2 (%3). Sprawdź ustawienia proxy.</translation>
    </message>
    <message>
        <source>No connection to the proxy %1 (%2). Check the proxy settings.</source>
        <translation>Brak połączenia z serwerem proxy %1 (%2). Sprawdź ustawienia proxy.</translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection. Check the proxy settings.</source>
        <translation>Serwer proxy %1 odrzucił połączenie. Sprawdź ustawienia proxy.</translation>
    </message>
    <message>
        <source>No connection to %1 (%2). Check the address and your network.</source>
        <translation>Brak połączenia z %1 (%2). Sprawdź adres i swoją sieć.</translation>
    </message>
    <message>
        <source>%1 refused the connection. Check the address and your network.</source>
        <translation>%1 odrzucił połączenie. Sprawdź adres i swoją sieć.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 nie odpowiedział w ciągu %2 s.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>Nie udało się odczytać %1 (%2).</translation>
    </message>
    <message>
        <source>The proxy %1 refused the user name or password (HTTP 407). Check the proxy settings.</source>
        <translation>Serwer proxy %1 odrzucił nazwę użytkownika lub hasło (HTTP 407). Sprawdź ustawienia proxy.</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2. Is the address right?</source>
        <translation>%1 odpowiedział błędem HTTP %2. Czy adres jest poprawny?</translation>
    </message>
    <message>
        <source>%1 is a web site but not a BOINC project: its page names no scheduler. Use the project&apos;s master URL (its web site shows it).</source>
        <translation>%1 to strona internetowa, ale nie projekt BOINC: jej strona nie podaje harmonogramu. Użyj głównego adresu URL projektu (podaje go jego strona).</translation>
    </message>
    <message>
        <source>The project&apos;s account file could not be written: %1</source>
        <translation>Nie udało się zapisać pliku konta projektu: %1</translation>
    </message>
    <message>
        <source>the client did not answer in time</source>
        <translation>klient nie odpowiedział na czas</translation>
    </message>
    <message>
        <source>the connection to the client was lost</source>
        <translation>utracono połączenie z klientem</translation>
    </message>
    <message>
        <source>the client stopped before answering</source>
        <translation>klient zatrzymał się przed udzieleniem odpowiedzi</translation>
    </message>
    <message>
        <source>this client cannot do that</source>
        <translation>ten klient tego nie potrafi</translation>
    </message>
    <message>
        <source>the client failed with an error of its own (%1)</source>
        <translation>w kliencie wystąpił błąd (%1)</translation>
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
        <source>Unrecognized tag in cc_config.xml</source>
        <translation>Nierozpoznany znacznik w cc_config.xml</translation>
    </message>
    <message>
        <source>Missing end tag in cc_config.xml</source>
        <translation>Brak znacznika zamykającego w cc_config.xml</translation>
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
    <message>
        <source>Starting the emulated client (scenario %1)</source>
        <translation>Uruchamianie emulowanego klienta (scenariusz %1)</translation>
    </message>
    <message>
        <source>Emulated client: This window shows the emulator in accelerated time, not real work.</source>
        <translation>Emulowany klient: to okno pokazuje emulator w przyspieszonym czasie, a nie prawdziwą pracę.</translation>
    </message>
    <message>
        <source>Attached to %1</source>
        <translation>Dołączono do %1</translation>
    </message>
    <message>
        <source>Sending scheduler request: %1.</source>
        <translation>Wysyłanie żądania do harmonogramu: %1.</translation>
    </message>
    <message>
        <source>Scheduler request completed: got %1 new tasks</source>
        <translation>Żądanie do harmonogramu zakończone: otrzymano nowych zadań: %1</translation>
    </message>
    <message>
        <source>Scheduler request completed</source>
        <translation>Żądanie do harmonogramu zakończone</translation>
    </message>
    <message>
        <source>Reporting %1 completed tasks</source>
        <translation>Zgłaszanie ukończonych zadań: %1</translation>
    </message>
    <message>
        <source>Requesting new tasks for CPU</source>
        <translation>Prośba o nowe zadania dla procesora</translation>
    </message>
    <message>
        <source>Project requested delay of %1 seconds</source>
        <translation>Projekt poprosił o przerwę %1 s</translation>
    </message>
    <message>
        <source>Started download of %1</source>
        <translation>Rozpoczęto pobieranie %1</translation>
    </message>
    <message>
        <source>Finished download of %1</source>
        <translation>Zakończono pobieranie %1</translation>
    </message>
    <message>
        <source>Started upload of %1</source>
        <translation>Rozpoczęto wysyłanie %1</translation>
    </message>
    <message>
        <source>Finished upload of %1</source>
        <translation>Zakończono wysyłanie %1</translation>
    </message>
    <message>
        <source>Computation for task %1 finished</source>
        <translation>Obliczenia zadania %1 zakończone</translation>
    </message>
    <message>
        <source>Computation for task %1 failed</source>
        <translation>Obliczenia zadania %1 nie powiodły się</translation>
    </message>
    <message>
        <source>Task %1 aborted by user</source>
        <translation>Zadanie %1 przerwane przez użytkownika</translation>
    </message>
    <message>
        <source>Task %1 aborted by project</source>
        <translation>Zadanie %1 przerwane przez projekt</translation>
    </message>
    <message>
        <source>Task %1 suspended by user</source>
        <translation>Zadanie %1 wstrzymane przez użytkownika</translation>
    </message>
    <message>
        <source>Task %1 resumed by user</source>
        <translation>Zadanie %1 wznowione przez użytkownika</translation>
    </message>
    <message>
        <source>Retrying transfer of %1</source>
        <translation>Ponawianie transferu %1</translation>
    </message>
    <message>
        <source>Aborted transfer of %1</source>
        <translation>Przerwano transfer %1</translation>
    </message>
    <message>
        <source>Network available: scheduler backoffs lifted; transfers retried now: %1</source>
        <translation>Sieć dostępna: zniesiono oczekiwanie przed żądaniami do harmonogramu; transfery ponowione teraz: %1</translation>
    </message>
    <message>
        <source>Using account manager %1</source>
        <translation>Używany menedżer kont: %1</translation>
    </message>
    <message>
        <source>Removing account manager info (%1)</source>
        <translation>Usuwanie danych menedżera kont (%1)</translation>
    </message>
    <message>
        <source>Contacting account manager at %1</source>
        <translation>Łączenie z menedżerem kont pod adresem %1</translation>
    </message>
    <message>
        <source>Account manager contact succeeded</source>
        <translation>Kontakt z menedżerem kont udany</translation>
    </message>
    <message>
        <source>Detaching %1 (asked by the account manager)</source>
        <translation>Odłączanie %1 (na prośbę menedżera kont)</translation>
    </message>
    <message>
        <source>Attaching to %1 (asked by the account manager)</source>
        <translation>Dołączanie do %1 (na prośbę menedżera kont)</translation>
    </message>
    <message>
        <source>The account manager listed %1 projects; this client takes at most %2 from one reply (a guard against a faulty or hostile manager): %3 attached, %4 dropped without being looked at</source>
        <translation>Menedżer kont wymienił projektów: %1; ten klient bierze z jednej odpowiedzi najwyżej %2 (ochrona przed wadliwym lub wrogim menedżerem): dołączono %3, odrzucono bez sprawdzania %4</translation>
    </message>
    <message>
        <source>Account manager reply refused: it sent no signing key</source>
        <translation>Odpowiedź menedżera kont odrzucona: nie przysłał klucza podpisu</translation>
    </message>
    <message>
        <source>Account manager asked for %1: not done (%2)</source>
        <translation>Menedżer kont poprosił o %1: nie wykonano (%2)</translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message>
        <source>%1 CPU-s queued in %2 tasks, against a share of the high mark of %3 CPU-s</source>
        <translation>%1 CPU-s w kolejce w %2 zadaniach, wobec udziału w górnym progu %3 CPU-s</translation>
    </message>
    <message>
        <source>LTD %1 s; the queue lasts %2 s at its share, net %3 s; shortfall %4 CPU-s in all, %5 CPU-s for this project</source>
        <translation>LTD %1 s; kolejka wystarczy na %2 s przy jego udziale, netto %3 s; niedobór %4 CPU-s łącznie, %5 CPU-s dla tego projektu</translation>
    </message>
    <message>
        <source>REC %1, fetch priority %2; the CPUs are busy for %3 s (low mark %4 s); shortfall %5 CPU-s</source>
        <translation>REC %1, priorytet pobierania %2; procesory są zajęte przez %3 s (dolny próg %4 s); niedobór %5 CPU-s</translation>
    </message>
    <message>
        <source>min_results %1; ETTPRC %2 s against T %3 s; avg_proc_rate %4; work_request %5 CPU-s; resource debt %6</source>
        <translation>min_results %1; ETTPRC %2 s wobec T %3 s; avg_proc_rate %4; work_request %5 CPU-s; dług zasobu %6</translation>
    </message>
    <message>
        <source>asking for %1 CPU-s; %2</source>
        <translation>prosi o %1 CPU-s; %2</translation>
    </message>
    <message>
        <source>debt %1 s</source>
        <translation>dług %1 s</translation>
    </message>
    <message>
        <source>REC priority %1</source>
        <translation>priorytet REC %1</translation>
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
        <translation>pozostały przydział czasu: %1 s</translation>
    </message>
    <message>
        <source>under round-robin: %1 s after its deadline</source>
        <translation>przy pracy na zmianę: %1 s po terminie</translation>
    </message>
    <message>
        <source>under round-robin: %1 s before its deadline</source>
        <translation>przy pracy na zmianę: %1 s przed terminem</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bajtów</translation>
    </message>
    <message>
        <source>day %1, %2</source>
        <translation>dzień %1, %2</translation>
    </message>
    <message>
        <source>until resumed</source>
        <translation>do wznowienia</translation>
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
    <name>history_cap</name>
    <message>
        <source>Keep task history up to</source>
        <translation>Przechowuj historię zadań do</translation>
    </message>
    <message>
        <source>The task history file in the manager&apos;s folder; past this size the oldest tasks are deleted (daily statistics stay). About 6,000 tasks per MB; default %1 MB.</source>
        <translation>Plik historii w folderze menedżera; powyżej tego rozmiaru najstarsze zadania są usuwane (statystyki dzienne zostają). Około 6000 zadań na MB; domyślnie %1 MB.</translation>
    </message>
</context>
<context>
    <name>history_open</name>
    <message>
        <source>The task history in %1 cannot be opened: %2. Finished tasks are not recorded this time.</source>
        <translation>Nie można otworzyć historii zadań w %1: %2. Tym razem ukończone zadania nie są zapisywane.</translation>
    </message>
    <message>
        <source>The task history cannot be used: %1. Finished tasks are not recorded this time.</source>
        <translation>Historii zadań nie można użyć: %1. Tym razem ukończone zadania nie są zapisywane.</translation>
    </message>
    <message>
        <source>Task history damaged</source>
        <translation>Historia zadań uszkodzona</translation>
    </message>
    <message>
        <source>%1

Repair it? The damaged file is kept as a copy beside it, and a new history is made from the tasks that can still be read.</source>
        <translation>%1

Naprawić? Uszkodzony plik zostanie zachowany jako kopia obok, a nowa historia powstanie z zadań, które da się jeszcze odczytać.</translation>
    </message>
    <message>
        <source>The task history could not be repaired: %1. Finished tasks are not recorded this time.</source>
        <translation>Nie udało się naprawić historii zadań: %1. Tym razem ukończone zadania nie są zapisywane.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept; %3 damaged rows could not be read. The damaged file is kept as %4.</source>
        <translation>Historia zadań została naprawiona: zachowane zadania: %1, wartości dzienne: %2; nieczytelne uszkodzone wiersze: %3. Uszkodzony plik zachowano jako %4.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept. The damaged file is kept as %3.</source>
        <translation>Historia zadań została naprawiona: zachowane zadania: %1, wartości dzienne: %2. Uszkodzony plik zachowano jako %3.</translation>
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
    <name>prefs</name>
    <message>
        <source>Computing</source>
        <translation>Obliczenia</translation>
    </message>
    <message>
        <source>Daily schedules</source>
        <translation>Harmonogramy dzienne</translation>
    </message>
    <message>
        <source>Work buffer</source>
        <translation>Zapas pracy</translation>
    </message>
    <message>
        <source>Disk and memory</source>
        <translation>Dysk i pamięć</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Sieć</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Inne</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>Niedziela</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>Poniedziałek</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Wtorek</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Środa</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Czwartek</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Piątek</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Sobota</translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation>Gdy komputer jest używany</translation>
    </message>
    <message>
        <source>&apos;In use&apos; means mouse or keyboard input in the last</source>
        <translation>„W użyciu” oznacza użycie myszy lub klawiatury w ciągu ostatnich</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minut</translation>
    </message>
    <message>
        <source>Suspend when computer is in use</source>
        <translation>Wstrzymaj, gdy komputer jest używany</translation>
    </message>
    <message>
        <source>Suspend GPU computing when computer is in use</source>
        <translation>Wstrzymaj obliczenia GPU, gdy komputer jest używany</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Używaj co najwyżej</translation>
    </message>
    <message>
        <source>% of the CPUs</source>
        <translation>procent procesorów</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>procent czasu CPU</translation>
    </message>
    <message>
        <source>Suspend when non-BOINC CPU usage is above</source>
        <translation>Wstrzymaj, gdy użycie CPU poza BOINC przekracza</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>Gdy komputer nie jest używany</translation>
    </message>
    <message>
        <source>Suspend when no mouse or keyboard input in the last</source>
        <translation>Wstrzymaj, gdy nie było użycia myszy ani klawiatury przez ostatnie</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Ogólne</translation>
    </message>
    <message>
        <source>Suspend when computer is on battery</source>
        <translation>Wstrzymaj przy zasilaniu z baterii</translation>
    </message>
    <message>
        <source>Switch between tasks every</source>
        <translation>Przełączaj zadania co</translation>
    </message>
    <message>
        <source>Request tasks to checkpoint at most every</source>
        <translation>Proś zadania o punkt kontrolny nie częściej niż co</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>sekund</translation>
    </message>
    <message>
        <source>Leave non-GPU tasks in memory while suspended</source>
        <translation>Zostaw wstrzymane zadania inne niż GPU w pamięci</translation>
    </message>
    <message>
        <source>Store at least</source>
        <translation>Przechowuj co najmniej</translation>
    </message>
    <message>
        <source>days of work</source>
        <translation>dni pracy</translation>
    </message>
    <message>
        <source>Store up to an additional</source>
        <translation>Przechowuj dodatkowo do</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Dysk</translation>
    </message>
    <message>
        <source>Use no more than</source>
        <translation>Nie używaj więcej niż</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>bez limitu</translation>
    </message>
    <message>
        <source>Leave at least</source>
        <translation>Pozostaw co najmniej</translation>
    </message>
    <message>
        <source>GB free</source>
        <translation>GB wolnego</translation>
    </message>
    <message>
        <source>% of total</source>
        <translation>procent całości</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Pamięć</translation>
    </message>
    <message>
        <source>When computer is in use, use at most</source>
        <translation>Gdy komputer jest używany, używaj co najwyżej</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>procent pamięci</translation>
    </message>
    <message>
        <source>When computer is not in use, use at most</source>
        <translation>Gdy komputer nie jest używany, używaj co najwyżej</translation>
    </message>
    <message>
        <source>Page/swap file: use at most</source>
        <translation>Plik wymiany: używaj co najwyżej</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>Użycie sieci</translation>
    </message>
    <message>
        <source>Limit download rate to</source>
        <translation>Ogranicz szybkość pobierania do</translation>
    </message>
    <message>
        <source>Limit upload rate to</source>
        <translation>Ogranicz szybkość wysyłania do</translation>
    </message>
    <message>
        <source>Limit usage to</source>
        <translation>Ogranicz użycie do</translation>
    </message>
    <message>
        <source>… every</source>
        <translation>… co</translation>
    </message>
    <message>
        <source>days</source>
        <translation>dni</translation>
    </message>
    <message>
        <source>Skip data verification for image files</source>
        <translation>Pomiń weryfikację plików obrazów</translation>
    </message>
    <message>
        <source>Confirm before connecting to the Internet</source>
        <translation>Pytaj przed połączeniem z Internetem</translation>
    </message>
    <message>
        <source>Disconnect when done</source>
        <translation>Rozłącz po zakończeniu</translation>
    </message>
</context>
<context>
    <name>prefs_check</name>
    <message>
        <source>Suspending when other programs use more than under 1% of the CPU will suspend almost always.</source>
        <translation>Wstrzymywanie, gdy inne programy używają więcej niż mniej niż 1% CPU, będzie wstrzymywać prawie zawsze.</translation>
    </message>
    <message>
        <source>A work buffer over 10 days risks missing deadlines; projects may also send less.</source>
        <translation>Zapas pracy powyżej 10 dni grozi przekroczeniem terminów; projekty mogą też przysyłać mniej.</translation>
    </message>
    <message>
        <source>No disk limit is set: the client may fill the disk.</source>
        <translation>Nie ustawiono limitu dysku: klient może zapełnić dysk.</translation>
    </message>
    <message>
        <source>A transfer limit needs a period: set &apos;every N days&apos; to 1 or more, or the limit to 0.</source>
        <translation>Limit przesyłu wymaga okresu: ustaw „co N dni” na 1 lub więcej albo limit na 0.</translation>
    </message>
    <message>
        <source>The daily computing window is empty, so nothing would ever run.</source>
        <translation>Codzienne okno obliczeń jest puste, więc nic nigdy by nie działało.</translation>
    </message>
    <message>
        <source>Under 5% of memory is too little for most tasks; they will wait for memory.</source>
        <translation>Poniżej 5% pamięci to za mało dla większości zadań; będą czekać na pamięć.</translation>
    </message>
    <message>
        <source>Nothing would ever run: computing is suspended while the computer is in use, and also after {no_input} min without input, which is no longer than the {in_use} min that count as &apos;in use&apos;. Raise the no-input time above {in_use} min or allow computing while in use.</source>
        <translation>Nic nigdy by nie działało: obliczenia są wstrzymane, gdy komputer jest używany, a także po {no_input} min bez aktywności, co nie jest dłuższe niż {in_use} min uznawane za „używany”. Podnieś czas bez aktywności powyżej {in_use} min albo zezwól na obliczenia podczas używania.</translation>
    </message>
    <message>
        <source>At {percent}% of CPU time tasks will take over {times} times longer and may miss their deadlines.</source>
        <translation>Przy {percent} procent czasu CPU zadania będą trwać ponad {times} razy dłużej i mogą przekroczyć terminy.</translation>
    </message>
    <message>
        <source>{size} GB is too little for most projects&apos; files; little or no work will arrive.</source>
        <translation>{size} GB to za mało na pliki większości projektów; pracy przyjdzie mało albo wcale.</translation>
    </message>
    <message>
        <source>Day of week {day} does not exist.</source>
        <translation>Dzień tygodnia {day} nie istnieje.</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dzień</numerusform>
            <numerusform>%n dni</numerusform>
            <numerusform>%n dni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n godzinę</numerusform>
            <numerusform>%n godziny</numerusform>
            <numerusform>%n godzin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minutę</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>{value} days</source>
        <translation>{value} dnia</translation>
    </message>
    <message>
        <source>{value} hours</source>
        <translation>{value} godziny</translation>
    </message>
    <message>
        <source>{value} minutes</source>
        <translation>{value} minuty</translation>
    </message>
    <message>
        <source>it would share the CPUs with {names}, which has had no computer time yet and so comes first until it has had its share; {project}&apos;s resource share would be {share} instead of {before}</source>
        <translation>dzieliłby procesory z {names}, który nie dostał jeszcze czasu komputera i dlatego idzie pierwszy, aż dostanie swój udział; udział zasobów {project} wyniósłby {share} zamiast {before}</translation>
    </message>
    <message>
        <source>its resource share would be {share} instead of {before}</source>
        <translation>jego udział zasobów wyniósłby {share} zamiast {before}</translation>
    </message>
    <message>
        <source>its resource share stays {share}</source>
        <translation>jego udział zasobów pozostaje {share}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}</source>
        <translation>
            <numerusform>{project} dostałby {cpu} czasu CPU i ukończyłby %n zadanie przez {span}</numerusform>
            <numerusform>{project} dostałby {cpu} czasu CPU i ukończyłby %n zadania przez {span}</numerusform>
            <numerusform>{project} dostałby {cpu} czasu CPU i ukończyłby %n zadań przez {span}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, missing %n deadline(s)</source>
        <translation>
            <numerusform>, przekraczając %n termin</numerusform>
            <numerusform>, przekraczając %n terminy</numerusform>
            <numerusform>, przekraczając %n terminów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} (today&apos;s settings: {before})</source>
        <translation>
            <numerusform>{project} przekroczyłby %n termin przez {span} (przy dzisiejszych ustawieniach: {before})</numerusform>
            <numerusform>{project} przekroczyłby %n terminy przez {span} (przy dzisiejszych ustawieniach: {before})</numerusform>
            <numerusform>{project} przekroczyłby %n terminów przez {span} (przy dzisiejszych ustawieniach: {before})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} przekroczyłby %n termin przez {span} zamiast {before}</numerusform>
            <numerusform>{project} przekroczyłby %n terminy przez {span} zamiast {before}</numerusform>
            <numerusform>{project} przekroczyłby %n terminów przez {span} zamiast {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>{project} would get {cpu} of the CPU time instead of {before} ({reason})</source>
        <translation>{project} dostałby {cpu} czasu CPU zamiast {before} ({reason})</translation>
    </message>
    <message>
        <source>{project} would finish no task in the next {span}</source>
        <translation>{project} nie ukończyłby żadnego zadania przez {span}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would finish %n task(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} ukończyłby %n zadanie przez {span} zamiast {before}</numerusform>
            <numerusform>{project} ukończyłby %n zadania przez {span} zamiast {before}</numerusform>
            <numerusform>{project} ukończyłby %n zadań przez {span} zamiast {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})</source>
        <translation>procesory, które mogą liczyć, stałyby bezczynnie przez {idle} czasu (przy obecnych ustawieniach: {before})</translation>
    </message>
    <message>
        <source>no change expected in deadlines, CPU shares, tasks done or idle time</source>
        <translation>nie oczekuje się zmian w terminach, udziałach CPU, ukończonych zadaniach ani czasie bezczynności</translation>
    </message>
</context>
<context>
    <name>project_status</name>
    <message>
        <source>Suspended by user</source>
        <translation>Wstrzymany przez użytkownika</translation>
    </message>
    <message>
        <source>Won&apos;t get new tasks</source>
        <translation>Bez nowych zadań</translation>
    </message>
    <message>
        <source>Project ended - OK to remove</source>
        <translation>Projekt zakończony – można usunąć</translation>
    </message>
    <message>
        <source>Will remove when tasks done</source>
        <translation>Zostanie usunięty po ukończeniu zadań</translation>
    </message>
    <message>
        <source>Scheduler request in progress</source>
        <translation>Trwa żądanie do serwera</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Oczekujące żądanie do serwera</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Komunikacja odroczona</translation>
    </message>
    <message>
        <source>Unknown reason</source>
        <translation>Nieznany powód</translation>
    </message>
    <message>
        <source>Requested by user</source>
        <translation>Na żądanie użytkownika</translation>
    </message>
    <message>
        <source>To report completed tasks</source>
        <translation>Aby zgłosić ukończone zadania</translation>
    </message>
    <message>
        <source>To fetch work</source>
        <translation>Aby pobrać pracę</translation>
    </message>
    <message>
        <source>To send trickle-up message</source>
        <translation>Aby wysłać komunikat trickle-up</translation>
    </message>
    <message>
        <source>Requested by account manager</source>
        <translation>Na żądanie menedżera kont</translation>
    </message>
    <message>
        <source>Project initialization</source>
        <translation>Inicjalizacja projektu</translation>
    </message>
    <message>
        <source>Requested by project</source>
        <translation>Na żądanie projektu</translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Resources</source>
        <translation>Zasoby</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>Użycie CPU (ostatni przedział)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Tempo postępu</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>ID procesu</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Szczytowy zestaw roboczy</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Szczytowy swap</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Szczytowe użycie dysku</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Katalog slotu</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Properties of project {name} ({url})</source>
        <translation>Właściwości projektu {name} ({url})</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Praca</translation>
    </message>
    <message>
        <source>Account / team</source>
        <translation>Konto / drużyna</translation>
    </message>
    <message>
        <source>Work done (user / host)</source>
        <translation>Wykonana praca (użytkownik / host)</translation>
    </message>
    <message>
        <source>Average work done</source>
        <translation>Średnia wykonana praca</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Udział zasobów</translation>
    </message>
    <message>
        <source>{share} ({percent}% of the total)</source>
        <translation>{share} ({percent} procent całości)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktywny</translation>
    </message>
    <message>
        <source>Turn to compute</source>
        <translation>Kolejka obliczeń</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Oczekujące zapytanie do harmonogramu</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Komunikacja odroczona</translation>
    </message>
    <message>
        <source>Last scheduler contact</source>
        <translation>Ostatni kontakt z harmonogramem</translation>
    </message>
    <message>
        <source>CPU time given</source>
        <translation>Otrzymany czas CPU</translation>
    </message>
    <message>
        <source>Tasks succeeded / failed</source>
        <translation>Zadania udane / nieudane</translation>
    </message>
    <message>
        <source>Duration correction factor</source>
        <translation>Współczynnik korekty czasu</translation>
    </message>
    <message>
        <source>Disk usage</source>
        <translation>Użycie dysku</translation>
    </message>
    <message>
        <source>owed about {span} of computer time: it comes before the projects owed less</source>
        <translation>należy mu się około {span} czasu komputera: idzie przed projektami, którym należy się mniej</translation>
    </message>
    <message>
        <source>has had about {span} more than its share lately: others come first</source>
        <translation>dostał ostatnio około {span} ponad swój udział: inne idą pierwsze</translation>
    </message>
    <message>
        <source>even: it has had its share of computer time</source>
        <translation>wyrównany: dostał swój udział czasu komputera</translation>
    </message>
    <message>
        <source>Predecessor</source>
        <translation>Poprzednik</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Has successor</source>
        <translation>Ma następcę</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>Kept for successor</source>
        <translation>Zachowane dla następcy</translation>
    </message>
    <message>
        <source>yes: reported, kept with its files for the next task in the chain</source>
        <translation>tak: zgłoszone, zachowane z plikami dla następnego zadania w łańcuchu</translation>
    </message>
    <message>
        <source>Kept sticky files</source>
        <translation>Zachowane pliki trwałe</translation>
    </message>
    <message>
        <source>Postponed until</source>
        <translation>Odłożone do</translation>
    </message>
    <message>
        <source>{time} (in {span})</source>
        <translation>{time} (za {span})</translation>
    </message>
    <message>
        <source>(projected to finish after its deadline)</source>
        <translation>(według prognozy skończy po terminie)</translation>
    </message>
    <message>
        <source>(run first to finish well before its deadline)</source>
        <translation>(liczone najpierw, aby skończyć na długo przed terminem)</translation>
    </message>
    <message>
        <source>Properties of task {name}</source>
        <translation>Właściwości zadania {name}</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplikacja</translation>
    </message>
    <message>
        <source>Workunit</source>
        <translation>Jednostka pracy</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Dlaczego</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Otrzymane</translation>
    </message>
    <message>
        <source>Report deadline</source>
        <translation>Termin zgłoszenia</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Czas, który upłynął</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Czas CPU</translation>
    </message>
    <message>
        <source>CPU time at last checkpoint</source>
        <translation>Czas CPU przy ostatnim punkcie kontrolnym</translation>
    </message>
    <message>
        <source>Estimated time remaining</source>
        <translation>Szacowany pozostały czas</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Slot</translation>
    </message>
    <message>
        <source>Memory (working set)</source>
        <translation>Pamięć (zestaw roboczy)</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>“%1”</source>
        <translation>„%1”</translation>
    </message>
    <message>
        <source>your preference to leave at least %1 free</source>
        <translation>Twoja preferencja, by zostawić co najmniej %1 wolnego miejsca</translation>
    </message>
    <message>
        <source>your preference to use no more than %1 % of the disk</source>
        <translation>Twoja preferencja, by nie używać więcej niż %1%&#xa0;dysku</translation>
    </message>
    <message>
        <source>your preference to use no more than %1</source>
        <translation>Twoja preferencja, by nie używać więcej niż %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 godz.</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 dni</translation>
    </message>
    <message>
        <source>not asking: the queue already holds the {min} days of work you asked for</source>
        <translation>nie prosi: kolejka ma już zamówione {min} dni pracy</translation>
    </message>
    <message>
        <source>not asking: it has more than its share of queued work</source>
        <translation>nie prosi: ma więcej niż swoją część pracy w kolejce</translation>
    </message>
    <message>
        <source>not asking yet: another project is owed more computer time and is asked first</source>
        <translation>jeszcze nie prosi: innemu projektowi należy się więcej czasu komputera i prosi pierwszy</translation>
    </message>
    <message>
        <source>not asking: you suspended it</source>
        <translation>nie prosi: został wstrzymany</translation>
    </message>
    <message>
        <source>not asking: you set it to get no new tasks</source>
        <translation>nie prosi: ustawiono, by nie pobierał nowych zadań</translation>
    </message>
    <message>
        <source>not asking: the project has ended; you can remove it</source>
        <translation>nie prosi: projekt się zakończył; możesz go usunąć</translation>
    </message>
    <message>
        <source>not asking: it is a non-CPU-intensive project</source>
        <translation>nie prosi: to projekt niewymagający intensywnie CPU</translation>
    </message>
    <message>
        <source>not asking: its resource share is 0, so it gets work only when no other project has any</source>
        <translation>nie prosi: jego udział zasobów to 0, dostaje pracę tylko wtedy, gdy żaden inny projekt jej nie ma</translation>
    </message>
    <message>
        <source>not asking for a while: its recent requests brought no work</source>
        <translation>na razie nie prosi: ostatnie żądania nie przyniosły pracy</translation>
    </message>
    <message>
        <source>not asking: queued tasks are already at risk of missing their deadlines</source>
        <translation>nie prosi: zadania w kolejce już mogą nie zdążyć przed terminem</translation>
    </message>
    <message>
        <source>not asking: it has had more than its share of computer time lately</source>
        <translation>nie prosi: ostatnio dostał więcej niż swoją część czasu komputera</translation>
    </message>
    <message>
        <source>not asking: computing is suspended, so the queued tasks would only wait</source>
        <translation>nie prosi: obliczenia są wstrzymane, zadania w kolejce tylko by czekały</translation>
    </message>
    <message>
        <source>not asking: it has enough work for the tasks its app_config.xml limit lets run at once</source>
        <translation>nie prosi: ma dość pracy dla zadań, które limit w app_config.xml pozwala uruchomić naraz</translation>
    </message>
    <message>
        <source>nothing to wait for</source>
        <translation>nie ma na co czekać</translation>
    </message>
    <message>
        <source>not contacted: you suspended it</source>
        <translation>bez kontaktu: został wstrzymany</translation>
    </message>
    <message>
        <source>not contacted: network activity is suspended</source>
        <translation>bez kontaktu: aktywność sieciowa jest wstrzymana</translation>
    </message>
    <message>
        <source>its list of schedulers could not be read; tried again daily</source>
        <translation>nie udało się odczytać listy harmonogramów; ponowna próba codziennie</translation>
    </message>
    <message>
        <source>another project is contacted first</source>
        <translation>najpierw kontaktowany jest inny projekt</translation>
    </message>
    <message>
        <source>its finished tasks are not due for reporting yet</source>
        <translation>jego ukończonych zadań nie trzeba jeszcze zgłaszać</translation>
    </message>
    <message>
        <source>waiting for the next check for work</source>
        <translation>czeka na następne sprawdzenie pracy</translation>
    </message>
    <message>
        <source>asking for work: its queue is below your %1-day minimum</source>
        <translation>prosi o pracę: kolejka jest poniżej Twojego minimum %1 dni</translation>
    </message>
    <message>
        <source>backed off for %1 after a failed request</source>
        <translation>wstrzymane na %1 po nieudanym żądaniu</translation>
    </message>
    <message>
        <source>backed off for %1 after %2 failed requests</source>
        <translation>wstrzymane na %1 po nieudanych żądaniach: %2</translation>
    </message>
    <message>
        <source>waiting %1 before contacting the project again</source>
        <translation>czeka %1 przed ponownym kontaktem z projektem</translation>
    </message>
    <message>
        <source>the project asked for %1 between requests</source>
        <translation>projekt prosi o %1 przerwy między żądaniami</translation>
    </message>
    <message>
        <source>the project asked for a pause between requests</source>
        <translation>projekt prosi o przerwę między żądaniami</translation>
    </message>
    <message>
        <source>no work-fetch decision yet</source>
        <translation>brak jeszcze decyzji o pobieraniu pracy</translation>
    </message>
    <message>
        <source>Work fetch: %1</source>
        <translation>Pobieranie pracy: %1</translation>
    </message>
    <message>
        <source>Scheduling priority (debt): %1 CPU s · long-term debt %2 s</source>
        <translation>Priorytet planowania (dług): %1 s CPU · dług długoterminowy %2 s</translation>
    </message>
    <message>
        <source>Resource share %1 (%2%)</source>
        <translation>Udział zasobów %1 (%2%)</translation>
    </message>
    <message>
        <source>Next contact in %1</source>
        <translation>Następny kontakt za %1</translation>
    </message>
    <message>
        <source> · failed requests: %1</source>
        <translation> · nieudane żądania: %1</translation>
    </message>
    <message>
        <source>you suspended computing (Activity menu)</source>
        <translation>wstrzymano obliczenia (menu Aktywność)</translation>
    </message>
    <message>
        <source>you are using the computer, and your preferences pause computing then</source>
        <translation>używasz komputera, a Twoje preferencje wstrzymują wtedy obliczenia</translation>
    </message>
    <message>
        <source>no one has used the computer lately, and your preferences compute only while in use</source>
        <translation>nikt ostatnio nie używał komputera, a Twoje preferencje pozwalają liczyć tylko podczas używania</translation>
    </message>
    <message>
        <source>other programs keep the CPUs busy beyond the limit in your preferences</source>
        <translation>inne programy obciążają procesory ponad limit z Twoich preferencji</translation>
    </message>
    <message>
        <source>the computer runs on batteries, and your preferences pause computing then</source>
        <translation>komputer działa na baterii, a Twoje preferencje wstrzymują wtedy obliczenia</translation>
    </message>
    <message>
        <source>your preferences allow computing only at other times of day</source>
        <translation>Twoje preferencje pozwalają na obliczenia tylko o innych porach dnia</translation>
    </message>
    <message>
        <source>computing starts a little after the client starts</source>
        <translation>obliczenia zaczynają się chwilę po uruchomieniu klienta</translation>
    </message>
    <message>
        <source>the CPU benchmarks are running</source>
        <translation>trwają testy wydajności procesora</translation>
    </message>
    <message>
        <source>the client needs more disk space than your preferences allow</source>
        <translation>klient potrzebuje więcej miejsca na dysku, niż pozwalają Twoje preferencje</translation>
    </message>
    <message>
        <source>Suspended: you suspended its project</source>
        <translation>Wstrzymane: wstrzymano jego projekt</translation>
    </message>
    <message>
        <source>Suspended: you suspended this task</source>
        <translation>Wstrzymane: wstrzymano to zadanie</translation>
    </message>
    <message>
        <source>Suspended: %1</source>
        <translation>Wstrzymane: %1</translation>
    </message>
    <message>
        <source>keeps its running task</source>
        <translation>zachowuje swoje działające zadanie</translation>
    </message>
    <message>
        <source>resumes its preempted task</source>
        <translation>wznawia swoje przerwane zadanie</translation>
    </message>
    <message>
        <source>starts its earliest-deadline job</source>
        <translation>uruchamia swoje zadanie z najbliższym terminem</translation>
    </message>
    <message>
        <source>waiting: every CPU runs a task whose deadline is at risk or whose time slice is not over</source>
        <translation>czeka: każdy procesor liczy zadanie z zagrożonym terminem lub z niezakończonym przedziałem czasu</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: a task whose deadline is at risk needs its CPU</source>
        <translation>zatrzymane przed końcem przedziału czasu: zadanie z zagrożonym terminem potrzebuje jego procesora</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: fewer CPUs may be used than tasks were running</source>
        <translation>zatrzymane przed końcem przedziału czasu: można używać mniej procesorów, niż działało zadań</translation>
    </message>
    <message>
        <source>waiting: computing is suspended (Activity: never)</source>
        <translation>czeka: obliczenia są wstrzymane (Aktywność: nigdy)</translation>
    </message>
    <message>
        <source>waiting: GPU computing is suspended</source>
        <translation>czeka: obliczenia na GPU są wstrzymane</translation>
    </message>
    <message>
        <source>waiting: you suspended it</source>
        <translation>czeka: zostało wstrzymane</translation>
    </message>
    <message>
        <source>waiting: its input files are not downloaded yet</source>
        <translation>czeka: jego pliki wejściowe nie są jeszcze pobrane</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>zakończone</translation>
    </message>
    <message>
        <source>running: it keeps its CPU for its time slice, about %1 more</source>
        <translation>uruchomione: zachowuje procesor na swój przedział czasu, jeszcze około %1</translation>
    </message>
    <message>
        <source>running: %1 is owed the most computer time for its resource share, so it %2</source>
        <translation>uruchomione: %1 należy się najwięcej czasu komputera według udziału zasobów, więc: %2</translation>
    </message>
    <message>
        <source>waiting: %1 is owed more computer time than %2 for its resource share</source>
        <translation>czeka: %1 należy się więcej czasu komputera niż %2 według udziału zasobów</translation>
    </message>
    <message>
        <source>running first: taking turns with the other tasks it would finish %1 after its deadline</source>
        <translation>uruchomione najpierw: na zmianę z innymi zadaniami skończyłoby %1 po terminie</translation>
    </message>
    <message>
        <source>running first: taking turns it would finish only %1 before its deadline, closer than your work buffer&apos;s minimum</source>
        <translation>uruchomione najpierw: na zmianę skończyłoby tylko %1 przed terminem, mniej niż minimum Twojego zapasu pracy</translation>
    </message>
    <message>
        <source>waiting: at most %1 tasks of %2 may run at once (your app_config.xml limit)</source>
        <translation>czeka: naraz może działać co najwyżej %1 zadań %2 (Twój limit w app_config.xml)</translation>
    </message>
    <message>
        <source>waiting: %1&apos;s CPU time goes to its running tasks or those due sooner</source>
        <translation>czeka: czas procesora projektu %1 idzie na jego działające lub pilniejsze zadania</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, %2 free</source>
        <translation>czeka: potrzebuje procesorów: %1, wolnych: %2</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, but your preferences let the client use only %2</source>
        <translation>czeka: potrzebuje procesorów: %1, ale preferencje pozwalają klientowi tylko na %2</translation>
    </message>
    <message>
        <source>waiting: its app asked to be started again later (%1)</source>
        <translation>czeka: jego aplikacja poprosiła o ponowne uruchomienie później (%1)</translation>
    </message>
    <message>
        <source>waiting: you suspended its project %1</source>
        <translation>czeka: wstrzymano jego projekt %1</translation>
    </message>
    <message>
        <source>waiting: needs a %1 GPU, which this computer does not have</source>
        <translation>czeka: potrzebuje GPU %1, którego ten komputer nie ma</translation>
    </message>
    <message>
        <source>waiting: needs %1 MB of GPU memory; the device has %2 MB</source>
        <translation>czeka: potrzebuje %1 MB pamięci GPU; urządzenie ma %2 MB</translation>
    </message>
    <message>
        <source>waiting: every %1 device is excluded for its app (cc_config.xml)</source>
        <translation>czeka: każde urządzenie %1 jest wykluczone dla jego aplikacji (cc_config.xml)</translation>
    </message>
    <message>
        <source>waiting: no %1 GPU has room for %2 of a device</source>
        <translation>czeka: żadne GPU %1 nie ma miejsca na %2 urządzenia</translation>
    </message>
    <message>
        <source>waiting: its %1 device %2 is gone and no other has room</source>
        <translation>czeka: jego urządzenie %1 nr %2 zniknęło, a inne nie mają miejsca</translation>
    </message>
    <message>
        <source>running: GPU task, %1 of %2 device %3</source>
        <translation>uruchomione: zadanie GPU, %1 urządzenia %2 nr %3</translation>
    </message>
    <message>
        <source>Done: it is reported at the next scheduler contact</source>
        <translation>Gotowe: zostanie zgłoszone przy następnym kontakcie z serwerem</translation>
    </message>
    <message>
        <source>Done: its result is being sent to the project</source>
        <translation>Gotowe: wynik jest wysyłany do projektu</translation>
    </message>
    <message>
        <source>Its input files are being downloaded</source>
        <translation>Pobierane są pliki wejściowe</translation>
    </message>
    <message>
        <source>Queued: it starts when a CPU is free and its turn comes</source>
        <translation>W kolejce: ruszy, gdy zwolni się procesor i nadejdzie jego kolej</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Zakończone</translation>
    </message>
    <message>
        <source>the disk size is unknown</source>
        <translation>rozmiar dysku jest nieznany</translation>
    </message>
    <message>
        <source>files no task needs any more will be deleted first</source>
        <translation>najpierw zostaną usunięte pliki, których żadne zadanie już nie potrzebuje</translation>
    </message>
    <message>
        <source>its expired files will be deleted first</source>
        <translation>najpierw zostaną usunięte jego przeterminowane pliki</translation>
    </message>
    <message>
        <source>its lowest-priority files will be deleted first</source>
        <translation>najpierw zostaną usunięte jego pliki o najniższym priorytecie</translation>
    </message>
    <message>
        <source>its least recently used files will be deleted first</source>
        <translation>najpierw zostaną usunięte jego najdawniej używane pliki</translation>
    </message>
    <message>
        <source>but every one of its files is in use, so none can be deleted</source>
        <translation>ale każdy z jego plików jest w użyciu, więc żadnego nie można usunąć</translation>
    </message>
    <message>
        <source>The client may use no disk space (%1); change the disk preferences or free space on the disk.</source>
        <translation>Klient nie może używać miejsca na dysku (%1); zmień preferencje dysku lub zwolnij miejsce na dysku.</translation>
    </message>
    <message>
        <source>The client uses %1, %2 more than the %3 allowed (%4); files will be deleted, from projects over their share first.</source>
        <translation>Klient zajmuje %1, o %2 więcej niż dozwolone %3 (%4); pliki zostaną usunięte, najpierw z projektów ponad ich udział.</translation>
    </message>
    <message>
        <source>Project %1 is over its share by %2; %3.</source>
        <translation>Projekt %1 przekracza swój udział o %2; %3.</translation>
    </message>
    <message>
        <source>All projects are within their disk shares; %1 of the %2 allowed is free (%3).</source>
        <translation>Wszystkie projekty mieszczą się w swoich udziałach dysku; wolne jest %1 z dozwolonych %2 (%3).</translation>
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
    <name>task_resources</name>
    <message>
        <source>%1% per hour</source>
        <translation>%1 % na godzinę</translation>
    </message>
    <message>
        <source>%1% per minute</source>
        <translation>%1 % na minutę</translation>
    </message>
    <message>
        <source>%1% per second</source>
        <translation>%1 % na sekundę</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Zasoby</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>Użycie CPU (ostatni interwał)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Tempo postępu</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>ID procesu</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Szczytowy zestaw roboczy</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Szczytowe użycie swap</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Szczytowe użycie dysku</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Katalog slotu</translation>
    </message>
</context>
<context>
    <name>transfer_status</name>
    <message>
        <source>Upload</source>
        <translation>Wysyłanie</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Pobieranie</translation>
    </message>
    <message>
        <source>retry in</source>
        <translation>ponowna próba za</translation>
    </message>
    <message>
        <source>suspended - network activity suspended</source>
        <translation>wstrzymane – aktywność sieciowa wstrzymana</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktywne</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>oczekuje</translation>
    </message>
    <message>
        <source>project backoff</source>
        <translation>przerwa projektu</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>1&amp;5 minutes</source>
        <translation>15 &amp;minut</translation>
    </message>
    <message>
        <source>&amp;1 hour</source>
        <translation>1 &amp;godzina</translation>
    </message>
    <message>
        <source>&amp;3 hours</source>
        <translation>3 g&amp;odziny</translation>
    </message>
    <message>
        <source>&amp;Until resumed</source>
        <translation>&amp;Do wznowienia</translation>
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
        <source>Start the task&apos;s graphics application</source>
        <translation>Uruchom aplikację graficzną zadania</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Jakie rodzaje komunikatów klient zapisuje w dzienniku zdarzeń</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Ponownie wczytaj cc_config.xml i pliki app_config.xml</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Otwórz dokumentację boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Web pages</source>
        <translation>&amp;Strony WWW</translation>
    </message>
    <message>
        <source>Show &amp;graphics</source>
        <translation>Pokaż &amp;grafikę</translation>
    </message>
    <message>
        <source>Event log &amp;window…</source>
        <translation>&amp;Okno dziennika zdarzeń…</translation>
    </message>
    <message>
        <source>Event log &amp;options…</source>
        <translation>&amp;Opcje dziennika zdarzeń…</translation>
    </message>
    <message>
        <source>Read &amp;config files</source>
        <translation>&amp;Wczytaj pliki konfiguracyjne</translation>
    </message>
    <message>
        <source>Run CPU &amp;benchmarks</source>
        <translation>Uruchom &amp;testy wydajności CPU</translation>
    </message>
    <message>
        <source>Retry all &amp;transfers</source>
        <translation>Po&amp;nów wszystkie transfery</translation>
    </message>
    <message>
        <source>Try every pending upload and download, and every deferred scheduler request, now</source>
        <translation>Spróbuj teraz każdego oczekującego wysyłania i pobierania oraz każdego odłożonego żądania do harmonogramu</translation>
    </message>
    <message>
        <source>boinc-gui &amp;help</source>
        <translation>&amp;Pomoc boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Select one project</source>
        <translation>&amp;Wybierz jeden projekt</translation>
    </message>
    <message>
        <source>%1 &amp;home page</source>
        <translation>&amp;Strona główna %1</translation>
    </message>
    <message>
        <source>The project has sent &amp;no other links yet</source>
        <translation>Projekt &amp;nie przesłał jeszcze innych odnośników</translation>
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
