<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>About</name>
    <message>
        <source>installed with the program</source>
        <translation>mit dem Programm installiert</translation>
    </message>
    <message>
        <source>none: an emulated client keeps its tasks in memory</source>
        <translation>keines: ein emulierter Client hält seine Aufgaben im Speicher</translation>
    </message>
    <message>
        <source>on the computer shown (a remote client)</source>
        <translation>auf dem angezeigten Computer (ein entfernter Client)</translation>
    </message>
    <message>
        <source>A manager for volunteer computing, compatible with BOINC&apos;s clients and projects.</source>
        <translation>Ein Manager für freiwilliges Rechnen, kompatibel mit den Clients und Projekten von BOINC.</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Lizenz: {licence}.</translation>
    </message>
    <message>
        <source>Documentation: {docs}</source>
        <translation>Dokumentation: {docs}</translation>
    </message>
    <message>
        <source>BOINC, its projects and its community: {url}</source>
        <translation>BOINC, seine Projekte und seine Gemeinschaft: {url}</translation>
    </message>
    <message>
        <source>Client: {client}</source>
        <translation>Client: {client}</translation>
    </message>
    <message>
        <source>Data directory: {where}</source>
        <translation>Datenverzeichnis: {where}</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>Über boinc-gui</translation>
    </message>
</context>
<context>
    <name>AcctMgrDialog</name>
    <message>
        <source>Use an account manager</source>
        <translation>Kontoverwaltung verwenden</translation>
    </message>
    <message>
        <source>An account manager keeps your list of projects on its web site and attaches all your computers to them. Sign in with your account at the manager.</source>
        <translation>Eine Kontoverwaltung führt Ihre Projektliste auf ihrer Website und meldet alle Ihre Computer bei diesen Projekten an. Melden Sie sich mit Ihrem Konto bei der Kontoverwaltung an.</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Kontoverwaltung</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Andere…</translation>
    </message>
    <message>
        <source>Account manager URL</source>
        <translation>URL der Kontoverwaltung</translation>
    </message>
    <message>
        <source>Account manager user name</source>
        <translation>Benutzername bei der Kontoverwaltung</translation>
    </message>
    <message>
        <source>Account manager password</source>
        <translation>Passwort bei der Kontoverwaltung</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Verwaltung</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Name or email</source>
        <translation>Name oder E-Mail</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Synchronise now</source>
        <translation>Jetzt synchronisieren</translation>
    </message>
    <message>
        <source>Stop using it</source>
        <translation>Nicht mehr verwenden</translation>
    </message>
    <message>
        <source>This computer uses {manager} ({url}).</source>
        <translation>Dieser Computer verwendet {manager} ({url}).</translation>
    </message>
    <message>
        <source>Enter your user name (or email) and password at the account manager.</source>
        <translation>Geben Sie Ihren Benutzernamen (oder Ihre E-Mail-Adresse) und Ihr Passwort bei der Kontoverwaltung ein.</translation>
    </message>
    <message>
        <source>Contacting the account manager…</source>
        <translation>Verbindung zur Kontoverwaltung wird hergestellt…</translation>
    </message>
    <message>
        <source>Synchronising with the account manager…</source>
        <translation>Synchronisierung mit der Kontoverwaltung…</translation>
    </message>
    <message>
        <source>Leaving the account manager…</source>
        <translation>Kontoverwaltung wird verlassen…</translation>
    </message>
</context>
<context>
    <name>AlertLogDialog</name>
    <message>
        <source>Alerts</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Tell me when</source>
        <translation>Melden, wenn</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Benachrichtigungen</translation>
    </message>
    <message>
        <source>Alert log</source>
        <translation>Warnungsprotokoll</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
</context>
<context>
    <name>AlertLogModel</name>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Anzahl</translation>
    </message>
</context>
<context>
    <name>AppConfigDialog</name>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Anwendung</translation>
    </message>
    <message>
        <source>Most running at once</source>
        <translation>Höchstens gleichzeitig laufend</translation>
    </message>
    <message>
        <source>Report at once</source>
        <translation>Sofort melden</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <source>CPUs per task (0 = as sent)</source>
        <translation>CPUs pro Aufgabe (0 = wie gesendet)</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a whole number from 0 ({no_limit}) to {most}</source>
        <translation>{where}: „{text}“ ist keine ganze Zahl von 0 ({no_limit}) bis {most}</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a number</source>
        <translation>{where}: „{text}“ ist keine Zahl</translation>
    </message>
    <message>
        <source>{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)</source>
        <translation>{where}: {text} liegt außerhalb des Bereichs (0 bis {most}; 0.5 = eine halbe CPU)</translation>
    </message>
    <message>
        <source>{where}: longer than {most} characters</source>
        <translation>{where}: länger als {most} Zeichen</translation>
    </message>
    <message>
        <source>{where}: contains control characters (a line break?)</source>
        <translation>{where}: enthält Steuerzeichen (einen Zeilenumbruch?)</translation>
    </message>
    <message>
        <source>Project application settings (app_config.xml)</source>
        <translation>Anwendungseinstellungen des Projekts (app_config.xml)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Most tasks of this project running at once</source>
        <translation>Höchstens gleichzeitig laufende Aufgaben dieses Projekts</translation>
    </message>
    <message>
        <source>Report every finished task at once</source>
        <translation>Jede fertige Aufgabe sofort melden</translation>
    </message>
    <message>
        <source>Applications</source>
        <translation>Anwendungen</translation>
    </message>
    <message>
        <source>application name (as the project names it)</source>
        <translation>Name der Anwendung (wie das Projekt sie nennt)</translation>
    </message>
    <message>
        <source>Add application</source>
        <translation>Anwendung hinzufügen</translation>
    </message>
    <message>
        <source>The current app_config.xml cannot be used ({reason}); saving replaces it.</source>
        <translation>Die aktuelle app_config.xml ist nicht verwendbar ({reason}); Speichern ersetzt sie.</translation>
    </message>
    <message>
        <source>A whole number, or 0 for no limit</source>
        <translation>Eine ganze Zahl, oder 0 für keine Grenze</translation>
    </message>
    <message>
        <source>Enter a new application name (no &lt; &gt; or &amp;).</source>
        <translation>Geben Sie einen neuen Anwendungsnamen ein (ohne &lt; &gt; oder &amp;).</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>Saved; the client uses the new settings now.</source>
        <translation>Gespeichert; der Client verwendet die neuen Einstellungen ab sofort.</translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <source>I have an account (email and password)</source>
        <translation>Ich habe ein Konto (E-Mail und Passwort)</translation>
    </message>
    <message>
        <source>I am new: create an account</source>
        <translation>Ich bin neu: Konto anlegen</translation>
    </message>
    <message>
        <source>I have an account key</source>
        <translation>Ich habe einen Kontoschlüssel</translation>
    </message>
    <message>
        <source>Add project to {computer}</source>
        <translation>Projekt zu {computer} hinzufügen</translation>
    </message>
    <message>
        <source>Add project</source>
        <translation>Projekt hinzufügen</translation>
    </message>
    <message>
        <source>Choose a project to give the computer {computer}&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Wählen Sie ein Projekt, dem der Computer {computer} seine freie Rechenzeit schenken soll, und melden Sie sich dann mit Ihrem Konto beim Projekt an, legen Sie eines an oder geben Sie Ihren Kontoschlüssel ein.</translation>
    </message>
    <message>
        <source>Choose a project to give your computer&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Wählen Sie ein Projekt, dem Ihr Computer seine freie Rechenzeit schenken soll, und melden Sie sich dann mit Ihrem Konto beim Projekt an, legen Sie eines an oder geben Sie Ihren Kontoschlüssel ein.</translation>
    </message>
    <message>
        <source>Search projects by name, science area or institution</source>
        <translation>Projekte nach Name, Fachgebiet oder Institution suchen</translation>
    </message>
    <message>
        <source>Search projects</source>
        <translation>Projekte suchen</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <source>Demo project (built in)</source>
        <translation>Demo-Projekt (eingebaut)</translation>
    </message>
    <message>
        <source>Other project…</source>
        <translation>Anderes Projekt…</translation>
    </message>
    <message>
        <source>Project preset</source>
        <translation>Projektvorgabe</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>Projekt-URL</translation>
    </message>
    <message>
        <source>How to sign in</source>
        <translation>Art der Anmeldung</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>E-Mail-Adresse</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation>Passwort bestätigen</translation>
    </message>
    <message>
        <source>Forgot your password?</source>
        <translation>Passwort vergessen?</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <source>account key (32 hex digits from the project&apos;s web site)</source>
        <translation>Kontoschlüssel (32 Hexadezimalziffern von der Website des Projekts)</translation>
    </message>
    <message>
        <source>Account key</source>
        <translation>Kontoschlüssel</translation>
    </message>
    <message>
        <source>Terms of use</source>
        <translation>Nutzungsbedingungen</translation>
    </message>
    <message>
        <source>I accept the project&apos;s terms of use</source>
        <translation>Ich akzeptiere die Nutzungsbedingungen des Projekts</translation>
    </message>
    <message>
        <source>Attach status</source>
        <translation>Anmeldestatus</translation>
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
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Use an account manager…</source>
        <translation>Kontoverwaltung verwenden…</translation>
    </message>
    <message>
        <source>What attaching would do (emulated; the new project&apos;s jobs are guessed until it sends some)</source>
        <translation>Was die Anmeldung bewirken würde (emuliert; die Aufgaben des neuen Projekts sind geschätzt, bis es welche sendet)</translation>
    </message>
    <message>
        <source>Choose a project to see what it would do to the others.</source>
        <translation>Wählen Sie ein Projekt, um zu sehen, wie es sich auf die anderen auswirken würde.</translation>
    </message>
    <message>
        <source>(already attached)</source>
        <translation>(bereits angemeldet)</translation>
    </message>
    <message>
        <source>Create account and attach</source>
        <translation>Konto anlegen und anmelden</translation>
    </message>
    <message>
        <source>{computer} is already attached to this project.</source>
        <translation>{computer} ist bei diesem Projekt bereits angemeldet.</translation>
    </message>
    <message>
        <source>This computer is already attached to this project.</source>
        <translation>Dieser Computer ist bei diesem Projekt bereits angemeldet.</translation>
    </message>
    <message>
        <source>Enter your account key (on the project&apos;s web site, under your account).</source>
        <translation>Geben Sie Ihren Kontoschlüssel ein (auf der Website des Projekts, unter Ihrem Konto).</translation>
    </message>
    <message>
        <source>Enter your account key.</source>
        <translation>Geben Sie Ihren Kontoschlüssel ein.</translation>
    </message>
    <message>
        <source>Asking the project for your account…</source>
        <translation>Das Projekt wird nach Ihrem Konto gefragt…</translation>
    </message>
    <message>
        <source>You did not accept the project&apos;s terms of use, so no account was created. Tick the box to accept them, or cancel.</source>
        <translation>Sie haben die Nutzungsbedingungen des Projekts nicht akzeptiert, daher wurde kein Konto angelegt. Setzen Sie das Häkchen, um sie zu akzeptieren, oder brechen Sie ab.</translation>
    </message>
    <message>
        <source>The two passwords differ: type the same password in both boxes.</source>
        <translation>Die beiden Passwörter unterscheiden sich: Geben Sie in beiden Feldern dasselbe Passwort ein.</translation>
    </message>
    <message>
        <source>Creating your account at the project…</source>
        <translation>Ihr Konto wird beim Projekt angelegt…</translation>
    </message>
    <message>
        <source>Read the project&apos;s terms of use above; tick the box to accept them, then click again.</source>
        <translation>Lesen Sie die Nutzungsbedingungen des Projekts oben; setzen Sie das Häkchen, um sie zu akzeptieren, und klicken Sie dann erneut.</translation>
    </message>
    <message>
        <source>Contacting the project…</source>
        <translation>Verbindung zum Projekt wird hergestellt…</translation>
    </message>
    <message>
        <source>Attach failed: %1</source>
        <translation>Anmeldung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Attached; waiting for the project to accept the account…</source>
        <translation>Angemeldet; warte darauf, dass das Projekt das Konto annimmt…</translation>
    </message>
    <message>
        <source>The project did not accept the account: {reason} The project was removed again; correct the account and try again.</source>
        <translation>Das Projekt hat das Konto nicht angenommen: {reason} Das Projekt wurde wieder entfernt; korrigieren Sie das Konto und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The project&apos;s scheduler has not answered yet; the project stays attached and the client keeps trying. See the event log.</source>
        <translation>Der Scheduler des Projekts hat noch nicht geantwortet; das Projekt bleibt angemeldet und der Client versucht es weiter. Siehe Ereignisprotokoll.</translation>
    </message>
</context>
<context>
    <name>DailyCharts</name>
    <message>
        <source>Not enough history yet</source>
        <translation>Noch nicht genug Verlauf</translation>
    </message>
    <message>
        <source>User total credit</source>
        <translation>Gesamte Credits des Benutzers</translation>
    </message>
    <message>
        <source>User average credit (per day)</source>
        <translation>Durchschnittliche Credits des Benutzers (pro Tag)</translation>
    </message>
    <message>
        <source>Host total credit</source>
        <translation>Gesamte Credits des Computers</translation>
    </message>
    <message>
        <source>Host average credit (per day)</source>
        <translation>Durchschnittliche Credits des Computers (pro Tag)</translation>
    </message>
    <message>
        <source>Credit earned by this host each day</source>
        <translation>Täglich von diesem Computer erzielte Credits</translation>
    </message>
    <message>
        <source>CPU time of the tasks finished each day (hours)</source>
        <translation>CPU-Zeit der täglich beendeten Aufgaben (Stunden)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Last 6 months</source>
        <translation>Letzte 6 Monate</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Computer of the daily statistics</source>
        <translation>Computer der Tagesstatistik</translation>
    </message>
    <message>
        <source>Daily statistics range</source>
        <translation>Zeitraum der Tagesstatistik</translation>
    </message>
    <message>
        <source>Daily statistics charts</source>
        <translation>Diagramme der Tagesstatistik</translation>
    </message>
    <message>
        <source>Daily statistics are kept in the task history, which is not open.</source>
        <translation>Die Tagesstatistik steht im Aufgabenverlauf, der nicht geöffnet ist.</translation>
    </message>
    <message>
        <source>The task history cannot be read: %1</source>
        <translation>Der Aufgabenverlauf kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>One day recorded so far (%1): each day adds a point, and figures counted per day appear from the second day on.</source>
        <translation>Bisher ein Tag erfasst (%1): jeder Tag fügt einen Punkt hinzu, Werte pro Tag erscheinen ab dem zweiten Tag.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>diesen Computer</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 yet: they are added once a day while the manager runs.</source>
        <translation>Noch keine Tagesstatistik für %1: sie wird einmal täglich ergänzt, solange der Manager läuft.</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 in this range: they are added once a day while the manager runs.</source>
        <translation>Keine Tagesstatistik für %1 in diesem Zeitraum: sie wird einmal täglich ergänzt, solange der Manager läuft.</translation>
    </message>
</context>
<context>
    <name>DiskTab</name>
    <message>
        <source>Total disk usage</source>
        <translation>Gesamte Festplattennutzung</translation>
    </message>
    <message>
        <source>Disk usage by projects</source>
        <translation>Festplattennutzung nach Projekten</translation>
    </message>
    <message>
        <source>Total disk usage legend</source>
        <translation>Legende: gesamte Festplattennutzung</translation>
    </message>
    <message>
        <source>Disk usage by projects legend</source>
        <translation>Legende: Festplattennutzung nach Projekten</translation>
    </message>
    <message>
        <source>Waiting for the client…</source>
        <translation>Warte auf den Client…</translation>
    </message>
    <message>
        <source>Disk explanation</source>
        <translation>Erläuterung zur Festplatte</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Nutzung</translation>
    </message>
    <message>
        <source>Share limit</source>
        <translation>Anteilsgrenze</translation>
    </message>
    <message>
        <source>Over / under</source>
        <translation>Über / unter</translation>
    </message>
    <message>
        <source>Deletable</source>
        <translation>Löschbar</translation>
    </message>
    <message>
        <source>Disk usage per project</source>
        <translation>Festplattennutzung je Projekt</translation>
    </message>
    <message>
        <source>Used by this client</source>
        <translation>Von diesem Client genutzt</translation>
    </message>
    <message>
        <source>Free for this client</source>
        <translation>Frei für diesen Client</translation>
    </message>
    <message>
        <source>Free, kept from the client</source>
        <translation>Frei, dem Client vorenthalten</translation>
    </message>
    <message>
        <source>Other programs</source>
        <translation>Andere Programme</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no projects: 0 bytes used</source>
        <translation>keine Projekte: 0 Bytes belegt</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>%1 zu viel</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>%1 Reserve</translation>
    </message>
    <message>
        <source>⚠ over its share</source>
        <translation>⚠ über seinem Anteil</translation>
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
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Project notice</source>
        <translation>Projektmitteilung</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Alle Projekte</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Nach Projekt filtern</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Alle Schweregrade</translation>
    </message>
    <message>
        <source>Filter by severity</source>
        <translation>Nach Schweregrad filtern</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>Meldungen durchsuchen</translation>
    </message>
    <message>
        <source>Copy shown</source>
        <translation>Angezeigte kopieren</translation>
    </message>
    <message>
        <source>Copy the lines the filters show, to paste into a forum post</source>
        <translation>Die von den Filtern gezeigten Zeilen kopieren, etwa für einen Forenbeitrag</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
</context>
<context>
    <name>EventLogWindow</name>
    <message>
        <source>boinc-gui — Event log</source>
        <translation>boinc-gui — Ereignisprotokoll</translation>
    </message>
    <message>
        <source>Show messages of</source>
        <translation>Meldungen anzeigen von</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Alle Projekte</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Alles kopieren</translation>
    </message>
    <message>
        <source>Copy every line shown to the clipboard</source>
        <translation>Jede angezeigte Zeile in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>Auswahl kopieren</translation>
    </message>
    <message>
        <source>Copy the selected lines to the clipboard (Ctrl+C)</source>
        <translation>Die ausgewählten Zeilen in die Zwischenablage kopieren (Strg+C)</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
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
        <translation>&lt;b&gt;Willkommen bei boinc-gui.&lt;/b&gt; Damit Sie sehen, wie die Arbeit abläuft, wurde das eingebaute Demoprojekt hinzugefügt: es braucht kein Konto und führt eine kleine echte Berechnung auf diesem Computer aus. Wenn Sie bereit sind, fügen Sie ein Wissenschaftsprojekt mit Ihrem Konto dort hinzu; das Demoprojekt können Sie jederzeit entfernen.</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Erster Start</translation>
    </message>
    <message>
        <source>Add a science project…</source>
        <translation>Wissenschaftsprojekt hinzufügen…</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
</context>
<context>
    <name>GpuCharts</name>
    <message>
        <source>GPUs in use (devices)</source>
        <translation>Belegte GPUs (Geräte)</translation>
    </message>
    <message>
        <source>GPU time (hours)</source>
        <translation>GPU-Zeit (Stunden)</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1 (von %2)</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use &amp;GPU always</source>
        <translation>&amp;GPU immer verwenden</translation>
    </message>
    <message>
        <source>&amp;Use GPU based on preferences</source>
        <translation>GPU nach Einstellungen &amp;verwenden</translation>
    </message>
    <message>
        <source>Suspen&amp;d GPU</source>
        <translation>G&amp;PU anhalten</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Snooze GPU</source>
        <translation>GPU schlummern lassen</translation>
    </message>
    <message>
        <source>Resume GPU</source>
        <translation>GPU fortsetzen</translation>
    </message>
    <message>
        <source>GPU only</source>
        <translation>Nur GPU</translation>
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
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Treiber</translation>
    </message>
    <message>
        <source>In use by</source>
        <translation>Belegt von</translation>
    </message>
    <message>
        <source>(declared)</source>
        <translation>(deklariert)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>im Leerlauf</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Keep a project off a GPU</source>
        <translation>Ein Projekt von einer GPU fernhalten</translation>
    </message>
    <message>
        <source>every app (or an app&apos;s short name)</source>
        <translation>jede Anwendung (oder der Kurzname einer Anwendung)</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Ausschließen</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>App</source>
        <translation>Anwendung</translation>
    </message>
    <message>
        <source>This computer has no GPU the client uses.</source>
        <translation>Dieser Computer hat keine GPU, die der Client verwendet.</translation>
    </message>
    <message>
        <source>every {gpu} device</source>
        <translation>jedes {gpu}-Gerät</translation>
    </message>
    <message>
        <source>{gpu} device {number}</source>
        <translation>{gpu}-Gerät {number}</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <source>success</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>download failed</source>
        <translation>Download fehlgeschlagen</translation>
    </message>
    <message>
        <source>upload failed</source>
        <translation>Upload fehlgeschlagen</translation>
    </message>
    <message>
        <source>aborted by user</source>
        <translation>vom Benutzer abgebrochen</translation>
    </message>
    <message>
        <source>aborted by project</source>
        <translation>vom Projekt abgebrochen</translation>
    </message>
    <message>
        <source>aborted by client</source>
        <translation>vom Client abgebrochen</translation>
    </message>
    <message>
        <source>Search task, application or project</source>
        <translation>Aufgabe, Anwendung oder Projekt suchen</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Aufgabenverlauf durchsuchen</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <source>Filter by computer</source>
        <translation>Nach Computer filtern</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Nach Projekt filtern</translation>
    </message>
    <message>
        <source>Filter by application</source>
        <translation>Nach Anwendung filtern</translation>
    </message>
    <message>
        <source>Filter by outcome</source>
        <translation>Nach Ergebnis filtern</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Abgeschlossen seit</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Abgeschlossen vor</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Task history</source>
        <translation>Aufgabenverlauf</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Alle Computer</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Alle Projekte</translation>
    </message>
    <message>
        <source>All applications</source>
        <translation>Alle Anwendungen</translation>
    </message>
    <message>
        <source>, %1 credit</source>
        <translation>, Credits %1</translation>
    </message>
    <message>
        <source>%1: %2 tasks, %3 ok, %4 errors, %5 aborted; average CPU %6, elapsed %7</source>
        <translation>%1: Aufgaben %2, ok %3, Fehler %4, abgebrochen %5; durchschnittlich CPU %6, verstrichen %7</translation>
    </message>
    <message>
        <source>(unknown app)</source>
        <translation>(unbekannte Anwendung)</translation>
    </message>
    <message>
        <source>%1 tasks match</source>
        <translation>Passende Aufgaben: %1</translation>
    </message>
    <message>
        <source>%1 tasks recorded</source>
        <translation>Erfasste Aufgaben: %1</translation>
    </message>
    <message>
        <source>Export task history</source>
        <translation>Aufgabenverlauf exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Exported %1 tasks to %2</source>
        <translation>Aufgaben exportiert: %1, nach %2</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Edit host</source>
        <translation>Host bearbeiten</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>Host hinzufügen</translation>
    </message>
    <message>
        <source>host name or IP address</source>
        <translation>Hostname oder IP-Adresse</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Enter the host&apos;s name or IP address.</source>
        <translation>Geben Sie den Namen oder die IP-Adresse des Hosts ein.</translation>
    </message>
</context>
<context>
    <name>HostListModel</name>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>in this program</source>
        <translation>in diesem Programm</translation>
    </message>
</context>
<context>
    <name>HostManager</name>
    <message>
        <source>connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>Passwort erforderlich</translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation>falsches Passwort</translation>
    </message>
    <message>
        <source>unknown host name</source>
        <translation>unbekannter Hostname</translation>
    </message>
    <message>
        <source>no answer (timed out)</source>
        <translation>keine Antwort (Zeitüberschreitung)</translation>
    </message>
    <message>
        <source>host unreachable</source>
        <translation>Host nicht erreichbar</translation>
    </message>
    <message>
        <source>connection reset by the host</source>
        <translation>Verbindung vom Host zurückgesetzt</translation>
    </message>
    <message>
        <source>connection refused (is the client running, and does it accept this computer?)</source>
        <translation>Verbindung abgelehnt (läuft der Client, und nimmt er Verbindungen von diesem Computer an?)</translation>
    </message>
    <message>
        <source>the host closed the connection (this computer may not be in its remote_hosts.cfg)</source>
        <translation>der Host hat die Verbindung geschlossen (dieser Computer steht vielleicht nicht in seiner remote_hosts.cfg)</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>connected, {ms} ms</source>
        <translation>verbunden, {ms} ms</translation>
    </message>
    <message>
        <source>; retrying in {seconds} s</source>
        <translation>; neuer Versuch in {seconds} s</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <source>The password is kept in your system keyring.</source>
        <translation>Das Passwort wird im Schlüsselbund Ihres Systems aufbewahrt.</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>Kein Schlüsselbund verfügbar, daher wird das Passwort nicht gespeichert: boinc-gui behält es nur, solange es läuft, und fragt beim nächsten Mal erneut danach.</translation>
    </message>
    <message>
        <source>no answer for {seconds} s</source>
        <translation>keine Antwort seit {seconds} s</translation>
    </message>
    <message>
        <source>Host password</source>
        <translation>Host-Passwort</translation>
    </message>
    <message>
        <source>GUI RPC password for {host} ({address}:{port}).</source>
        <translation>GUI-RPC-Passwort für {host} ({address}:{port}).</translation>
    </message>
    <message>
        <source>the host&apos;s answer is too large to read</source>
        <translation>die Antwort des Hosts ist zu groß zum Lesen</translation>
    </message>
    <message>
        <source>the host&apos;s answer is not BOINC&apos;s GUI RPC (is a BOINC client listening on this port?)</source>
        <translation>die Antwort des Hosts ist kein GUI-RPC von BOINC (lauscht auf diesem Port ein BOINC-Client?)</translation>
    </message>
    <message>
        <source>the host&apos;s client does not know this request (%1)</source>
        <translation>der Client des Hosts kennt diese Anfrage nicht (%1)</translation>
    </message>
    <message>
        <source>the host&apos;s client answered with an error: %1</source>
        <translation>der Client des Hosts antwortete mit einem Fehler: %1</translation>
    </message>
    <message>
        <source>network error (%1)</source>
        <translation>Netzwerkfehler (%1)</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 has changed, so nothing was sent to it. Pinned: SHA-256 %2. Presented now: SHA-256 %3. If that computer&apos;s certificate was made anew on purpose, compare the new fingerprint with what &quot;boinc-core tls-fingerprint&quot; prints there and accept it in Hosts &gt; Edit (&quot;Accept the new certificate&quot;). Otherwise someone may be in between: do not accept it.</source>
        <translation>Das TLS-Zertifikat von %1 hat sich geändert, deshalb wurde nichts dorthin gesendet. Hinterlegt: SHA-256 %2. Jetzt vorgelegt: SHA-256 %3. Wurde das Zertifikat dieses Computers absichtlich neu erzeugt, vergleichen Sie den neuen Fingerabdruck mit dem, den „boinc-core tls-fingerprint“ dort ausgibt, und akzeptieren Sie ihn unter Hosts &gt; Bearbeiten („Neues Zertifikat akzeptieren“). Andernfalls könnte jemand dazwischen sitzen: Akzeptieren Sie es nicht.</translation>
    </message>
    <message>
        <source>SSH: the host key of %1 is not the one in %2 (it changed, or someone is in between), so nothing was sent. If it changed on purpose, check it, remove the old key (ssh-keygen -R) and log in once with ssh.</source>
        <translation>SSH: Der Host-Schlüssel von %1 ist nicht der in %2 (er hat sich geändert, oder jemand sitzt dazwischen), deshalb wurde nichts gesendet. Hat er sich absichtlich geändert, prüfen Sie ihn, entfernen Sie den alten Schlüssel (ssh-keygen -R) und melden Sie sich einmal mit ssh an.</translation>
    </message>
    <message>
        <source>SSH: %1 is not in %2. Log in once with &quot;ssh -p %3 %4&quot;, compare its host key fingerprint and accept it, then try again.</source>
        <translation>SSH: %1 steht nicht in %2. Melden Sie sich einmal mit „ssh -p %3 %4“ an, vergleichen Sie den Fingerabdruck des Host-Schlüssels und akzeptieren Sie ihn, dann versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>SSH: %1 accepted none of the keys offered (agent, %2). Is the public key in its authorized_keys?</source>
        <translation>SSH: %1 hat keinen der angebotenen Schlüssel angenommen (Agent, %2). Steht der öffentliche Schlüssel in seiner authorized_keys?</translation>
    </message>
    <message>
        <source>SSH to %1 failed: %2</source>
        <translation>SSH zu %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>SSH to %1: %2:%3 refused the connection there (%4). Is the BOINC client running?</source>
        <translation>SSH zu %1: %2:%3 hat dort die Verbindung abgelehnt (%4). Läuft der BOINC-Client?</translation>
    </message>
    <message>
        <source>SSH to %1: the connection was lost (%2)</source>
        <translation>SSH zu %1: Die Verbindung ist abgebrochen (%2)</translation>
    </message>
</context>
<context>
    <name>HostSelector</name>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Which computer the tabs show (or all of them at once)</source>
        <translation>Welchen Computer die Reiter zeigen (oder alle zugleich)</translation>
    </message>
</context>
<context>
    <name>Hosts</name>
    <message>
        <source>All computers</source>
        <translation>Alle Computer</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>Host entfernen</translation>
    </message>
    <message>
        <source>{all}: {answering} of {shown} answering</source>
        <translation>{all}: {answering} von {shown} antworten</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Computer:</translation>
    </message>
    <message>
        <source>Host status</source>
        <translation>Host-Status</translation>
    </message>
    <message>
        <source>Ho&amp;sts</source>
        <translation>Ho&amp;sts</translation>
    </message>
    <message>
        <source>&amp;Manage hosts…</source>
        <translation>&amp;Hosts verwalten…</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>H&amp;ost hinzufügen…</translation>
    </message>
    <message>
        <source>Show all &amp;computers</source>
        <translation>Alle &amp;Computer anzeigen</translation>
    </message>
</context>
<context>
    <name>HostsDialog</name>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove {host} from the list?</source>
        <translation>{host} aus der Liste entfernen?</translation>
    </message>
</context>
<context>
    <name>LazyHistory</name>
    <message>
        <source>The task history could not be opened.</source>
        <translation>Der Aufgabenverlauf konnte nicht geöffnet werden.</translation>
    </message>
</context>
<context>
    <name>LogFlagsDialog</name>
    <message>
        <source>Event log options</source>
        <translation>Ereignisprotokoll-Optionen</translation>
    </message>
    <message>
        <source>The kinds of messages the client writes to its event log. The *_debug flags are for finding a problem: they write many lines.</source>
        <translation>Die Arten von Meldungen, die der Client in sein Ereignisprotokoll schreibt. Die *_debug-Schalter dienen der Fehlersuche: Sie schreiben viele Zeilen.</translation>
    </message>
    <message>
        <source>Event log options are set for the client on this computer (its cc_config.xml is here); for another computer, edit the file there.</source>
        <translation>Ereignisprotokoll-Optionen werden für den Client auf diesem Computer eingestellt (seine cc_config.xml liegt hier); für einen anderen Computer bearbeiten Sie die Datei dort.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}); it is left as it is. Correct it, then try again.</source>
        <translation>{path} kann nicht gelesen werden ({error}); sie bleibt unverändert. Korrigieren Sie sie und versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Stop computing and exit</source>
        <translation>Berechnungen anhalten und beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Projekt</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>Auf&amp;gabe</translation>
    </message>
    <message>
        <source>T&amp;ransfer</source>
        <translation>Ü&amp;bertragung</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>A&amp;ktivität</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Schlummern</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>run always</source>
        <translation>immer aktiv</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>anhalten</translation>
    </message>
    <message>
        <source>run based on preferences</source>
        <translation>nach Einstellungen</translation>
    </message>
    <message>
        <source>always</source>
        <translation>immer</translation>
    </message>
    <message>
        <source>based on preferences</source>
        <translation>nach Einstellungen</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>suspended (%1)</source>
        <translation>angehalten (%1)</translation>
    </message>
    <message>
        <source>%1, suspended (%2)</source>
        <translation>%1, angehalten (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n läuft</numerusform>
            <numerusform>%n laufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n downloading</source>
        <translation>
            <numerusform>%n lädt herunter</numerusform>
            <numerusform>%n laden herunter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n wartet</numerusform>
            <numerusform>%n warten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uploading</source>
        <translation>
            <numerusform>%n lädt hoch</numerusform>
            <numerusform>%n laden hoch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to report</source>
        <translation>
            <numerusform>%n zu melden</numerusform>
            <numerusform>%n zu melden</numerusform>
        </translation>
    </message>
    <message>
        <source>ddd dd MMM yyyy HH:mm</source>
        <translation>ddd dd. MMM yyyy HH:mm</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>unbekannt (nicht installiert)</translation>
    </message>
    <message>
        <source>boinc-gui — %1</source>
        <translation>boinc-gui — %1</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>startet…</translation>
    </message>
    <message>
        <source>Starting the client…</source>
        <translation>Client wird gestartet…</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Nur aktive</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Übertragungen</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Datenträger</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiken</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Mitteilungen</translation>
    </message>
    <message>
        <source>Client notice</source>
        <translation>Hinweis zum Client</translation>
    </message>
    <message>
        <source>&lt;b&gt;Emulated client.&lt;/b&gt; This window shows the emulator in accelerated time (the speed is at the bottom right), not real work. The live client replaces it.</source>
        <translation>&lt;b&gt;Emulierter Client.&lt;/b&gt; Dieses Fenster zeigt den Emulator in beschleunigter Zeit (die Geschwindigkeit steht unten rechts), keine echte Arbeit. Der echte Client ersetzt ihn.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Rules belong to a client that evaluates them: this computer&apos;s, or a remote boinc-core added under Hosts.</source>
        <translation>Regeln gehören zu einem Client, der sie auswertet: dem dieses Computers oder einem entfernten boinc-core, der unter Hosts hinzugefügt wurde.</translation>
    </message>
    <message>
        <source>&amp;Projects</source>
        <translation>&amp;Projekte</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>&amp;Aufgaben</translation>
    </message>
    <message>
        <source>Trans&amp;fers</source>
        <translation>&amp;Übertragungen</translation>
    </message>
    <message>
        <source>&amp;Disk</source>
        <translation>&amp;Datenträger</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiken</translation>
    </message>
    <message>
        <source>&amp;Event log</source>
        <translation>&amp;Ereignisprotokoll</translation>
    </message>
    <message>
        <source>&amp;Notices</source>
        <translation>&amp;Mitteilungen</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Mitteilungen (%1)</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Suspend</source>
        <translation>A&amp;nhalten</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;No new tasks</source>
        <translation>&amp;Keine neuen Aufgaben</translation>
    </message>
    <message>
        <source>&amp;Allow new tasks</source>
        <translation>Neue Aufgaben &amp;zulassen</translation>
    </message>
    <message>
        <source>Res&amp;et project</source>
        <translation>&amp;Projekt zurücksetzen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>E&amp;igenschaften</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Retry now</source>
        <translation>&amp;Jetzt wiederholen</translation>
    </message>
    <message>
        <source>&amp;Abort transfer</source>
        <translation>Übertragung &amp;abbrechen</translation>
    </message>
    <message>
        <source>&amp;Resume now</source>
        <translation>&amp;Jetzt fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Run always</source>
        <translation>Immer &amp;rechnen</translation>
    </message>
    <message>
        <source>Run based on &amp;preferences</source>
        <translation>Nach &amp;Einstellungen rechnen</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>&amp;Fenster schließen</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>F&amp;ilter current table</source>
        <translation>Aktuelle &amp;Tabelle filtern</translation>
    </message>
    <message>
        <source>Select &amp;columns…</source>
        <translation>Spa&amp;lten auswählen…</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Network activity always</source>
        <translation>Netzwerkaktivität &amp;immer</translation>
    </message>
    <message>
        <source>Network activity &amp;based on preferences</source>
        <translation>Ne&amp;tzwerkaktivität nach Einstellungen</translation>
    </message>
    <message>
        <source>Suspend net&amp;work activity</source>
        <translation>Netzwerkaktivität &amp;anhalten</translation>
    </message>
    <message>
        <source>Sn&amp;ooze</source>
        <translation>&amp;Schlummern</translation>
    </message>
    <message>
        <source>Soft s&amp;top (after the next checkpoint)</source>
        <translation>Sanft anhalten (nach &amp;dem nächsten Sicherungspunkt)</translation>
    </message>
    <message>
        <source>&amp;Add project…</source>
        <translation>&amp;Projekt hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Application &amp;settings (app_config.xml)…</source>
        <translation>&amp;Anwendungseinstellungen (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account &amp;manager…</source>
        <translation>&amp;Kontenverwaltung…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regeln…</translation>
    </message>
    <message>
        <source>&amp;GPUs…</source>
        <translation>&amp;GPUs…</translation>
    </message>
    <message>
        <source>A&amp;lerts…</source>
        <translation>&amp;Warnungen…</translation>
    </message>
    <message>
        <source>&amp;About boinc-gui</source>
        <translation>&amp;Über boinc-gui</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Jetzt mit dem Projekt verbinden</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Vom Projekt abmelden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Connecting to the client…</source>
        <translation>Verbindung zum Client wird hergestellt…</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>The client&apos;s clock</source>
        <translation>Uhr des Clients</translation>
    </message>
    <message>
        <source>Tasks by state</source>
        <translation>Aufgaben nach Zustand</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Kontenverwaltung</translation>
    </message>
    <message>
        <source>Emulation speed</source>
        <translation>Emulationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>Simulated seconds per real second</source>
        <translation>Simulierte Sekunden pro echter Sekunde</translation>
    </message>
    <message>
        <source>%1× speed</source>
        <translation>%1× Geschwindigkeit</translation>
    </message>
    <message>
        <source>Account manager: %1</source>
        <translation>Kontenverwaltung: %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;EMULATED&lt;/b&gt; — not real work</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;EMULIERT&lt;/b&gt; — keine echte Arbeit</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>Berechnung: %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>Netzwerk: %1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>Snoozed: %1</source>
        <translation>Schlummert: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>boinc-gui — All computers (%1)</source>
        <translation>boinc-gui — Alle Computer (%1)</translation>
    </message>
    <message>
        <source>%1 does not report its disk usage to this window.</source>
        <translation>%1 meldet diesem Fenster seine Datenträgerbelegung nicht.</translation>
    </message>
    <message>
        <source>Disk usage of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Datenträgerbelegung von %1 (diese Ansichten zeigen jeweils einen Computer: wählen Sie einen anderen im Feld Computer)</translation>
    </message>
    <message>
        <source>Charts of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Diagramme von %1 (diese Ansichten zeigen jeweils einen Computer: wählen Sie einen anderen im Feld Computer)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>The client could not do that: %1</source>
        <translation>Der Client konnte das nicht ausführen: %1</translation>
    </message>
    <message>
        <source>That computer is no longer shown; the command was not sent.</source>
        <translation>Dieser Computer wird nicht mehr angezeigt; der Befehl wurde nicht gesendet.</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Alle Computer</translation>
    </message>
    <message numerus="yes">
        <source>%1 on all %n computers shown?</source>
        <translation>
            <numerusform>%1 auf allen %n angezeigten Computern?</numerusform>
            <numerusform>%1 auf allen %n angezeigten Computern?</numerusform>
        </translation>
    </message>
    <message>
        <source>End the snooze</source>
        <translation>Schlummern beenden</translation>
    </message>
    <message>
        <source>boinc-gui %1: a volunteer-computing manager compatible with BOINC.
Client: %2</source>
        <translation>boinc-gui %1: ein mit BOINC kompatibler Manager für freiwilliges Rechnen.
Client: %2</translation>
    </message>
    <message>
        <source>boinc-gui keeps computing</source>
        <translation>boinc-gui rechnet weiter</translation>
    </message>
    <message>
        <source>The window is closed, not the program: computing goes on. Click the tray icon to open the window; its menu has Exit.</source>
        <translation>Das Fenster ist geschlossen, nicht das Programm: die Berechnungen laufen weiter. Klicken Sie auf das Symbol im Infobereich, um das Fenster zu öffnen; sein Menü enthält Beenden.</translation>
    </message>
    <message>
        <source>Exit boinc-gui</source>
        <translation>boinc-gui beenden</translation>
    </message>
    <message>
        <source>Exit? Computing stops until you start boinc-gui again.</source>
        <translation>Beenden? Die Berechnungen ruhen, bis Sie boinc-gui wieder starten.</translation>
    </message>
</context>
<context>
    <name>NoticeReminder</name>
    <message>
        <source>1 unread notice from your projects. Click to read.</source>
        <translation>1 ungelesene Mitteilung Ihrer Projekte. Zum Lesen klicken.</translation>
    </message>
    <message>
        <source>boinc-gui notices</source>
        <translation>boinc-gui-Mitteilungen</translation>
    </message>
</context>
<context>
    <name>NoticesTab</name>
    <message>
        <source>Alert</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>This client</source>
        <translation>Dieser Client</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Mitteilungen</translation>
    </message>
    <message>
        <source>Notice text</source>
        <translation>Text der Mitteilung</translation>
    </message>
    <message>
        <source>No notices yet. Projects and the client post news and alerts here.</source>
        <translation>Noch keine Mitteilungen. Projekte und der Client veröffentlichen hier Neuigkeiten und Warnungen.</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>dieses Fenster</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt;: see the Proxy page.</source>
        <translation>&lt;b&gt;Proxyserver&lt;/b&gt;: siehe die Seite Proxy.</translation>
    </message>
    <message>
        <source>Using local preferences: saved in global_prefs_override.xml in the data directory and applied at once.</source>
        <translation>Lokale Einstellungen in Gebrauch: gespeichert in global_prefs_override.xml im Datenverzeichnis und sofort angewandt.</translation>
    </message>
    <message>
        <source>Problems with these preferences</source>
        <translation>Probleme mit diesen Einstellungen</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>&lt;{name}&gt;, {low} to {high} {unit}</source>
        <translation>&lt;{name}&gt;, {low} bis {high} {unit}</translation>
    </message>
    <message>
        <source>Compute only between</source>
        <translation>Nur rechnen zwischen</translation>
    </message>
    <message>
        <source>Transfer files only between</source>
        <translation>Dateien nur übertragen zwischen</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Day-of-week override (replaces the every-day window on that day):</source>
        <translation>Wochentagsausnahme (ersetzt an diesem Tag das tägliche Zeitfenster):</translation>
    </message>
    <message>
        <source>Manager (this window)</source>
        <translation>Manager (dieses Fenster)</translation>
    </message>
    <message>
        <source>system</source>
        <translation>System</translation>
    </message>
    <message>
        <source>light</source>
        <translation>hell</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>dunkel</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation>Sprache (ab dem nächsten Start)</translation>
    </message>
    <message>
        <source>Closing the window keeps computing in the tray</source>
        <translation>Beim Schließen des Fensters im Infobereich weiterrechnen</translation>
    </message>
    <message>
        <source>Ask before exiting (computing stops)</source>
        <translation>Vor dem Beenden fragen (Berechnungen stoppen)</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>Minimiert im Infobereich starten</translation>
    </message>
    <message>
        <source>Ignored where the desktop has no system tray: the window opens then.</source>
        <translation>Wird ignoriert, wo die Arbeitsumgebung keinen Infobereich hat: Dann öffnet sich das Fenster.</translation>
    </message>
    <message>
        <source>Start boinc-gui when I log in</source>
        <translation>boinc-gui bei meiner Anmeldung starten</translation>
    </message>
    <message>
        <source>Writes or removes {path}</source>
        <translation>Schreibt oder entfernt {path}</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> Stunden</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Remind me of unread notices every</source>
        <translation>An ungelesene Mitteilungen erinnern alle</translation>
    </message>
    <message>
        <source>Keep task history up to</source>
        <translation>Aufgabenverlauf aufbewahren bis zu</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt; are the client&apos;s settings, not this window&apos;s: the client reads &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in its data directory, or takes them from &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</source>
        <translation>&lt;b&gt;Proxyserver&lt;/b&gt; sind Einstellungen des Clients, nicht dieses Fensters: Der Client liest &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in seinem Datenverzeichnis oder übernimmt sie von &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>{path} konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Could not remove {path}: {error}</source>
        <translation>{path} konnte nicht entfernt werden: {error}</translation>
    </message>
</context>
<context>
    <name>PreviewGpu</name>
    <message>
        <source>GPU %1 (%2 devices): idle %3 (%4 with the current settings); GPU tasks done %5 (%6); GPU tasks late %7 (%8)</source>
        <translation>GPU %1 (%2 Geräte): untätig %3 (%4 mit den jetzigen Einstellungen); erledigte GPU-Aufgaben %5 (%6); verspätete GPU-Aufgaben %7 (%8)</translation>
    </message>
    <message>
        <source>the %1 GPUs would stand idle %2 of the time (with the current settings: %3)</source>
        <translation>die %1-GPUs stünden %2 der Zeit still (mit den jetzigen Einstellungen: %3)</translation>
    </message>
    <message>
        <source>%1 GPU tasks would miss their deadlines (with the current settings: %2)</source>
        <translation>%1 GPU-Aufgaben würden ihre Frist verpassen (mit den jetzigen Einstellungen: %2)</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview (emulated from this computer&apos;s tasks)</source>
        <translation>Vorschau (emuliert aus den Aufgaben dieses Computers)</translation>
    </message>
    <message>
        <source>Change a setting to see what it would do.</source>
        <translation>Ändern Sie eine Einstellung, um zu sehen, was sie bewirken würde.</translation>
    </message>
    <message>
        <source>Preview figures per project</source>
        <translation>Vorschauwerte je Projekt</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>Keine Vorschau: {reason}</translation>
    </message>
    <message>
        <source>Over the next {span}: {changes}.</source>
        <translation>Über die nächsten {span}: {changes}.</translation>
    </message>
    <message>
        <source>{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; deadlines missed {missed}; requests to its server per day {rpcs}</source>
        <translation>{project} (neu): CPU-Anteil {cpu}, Ressourcenanteil {share}; erledigte Aufgaben {done}; verpasste Fristen {missed}; Anfragen an seinen Server pro Tag {rpcs}</translation>
    </message>
    <message>
        <source>{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share {share}; tasks done {done} ({done_now} with the current settings); deadlines missed {missed} ({missed_now} with the current settings); requests to its server per day {rpcs} ({rpcs_now} with the current settings)</source>
        <translation>{project}: CPU-Anteil {cpu} ({cpu_now} mit den aktuellen Einstellungen), Ressourcenanteil {share}; erledigte Aufgaben {done} ({done_now} mit den aktuellen Einstellungen); verpasste Fristen {missed} ({missed_now} mit den aktuellen Einstellungen); Anfragen an seinen Server pro Tag {rpcs} ({rpcs_now} mit den aktuellen Einstellungen)</translation>
    </message>
    <message>
        <source>Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current settings)</source>
        <translation>Leerlaufzeit der CPUs, die rechnen dürfen: {idle} ({idle_now} mit den aktuellen Einstellungen)</translation>
    </message>
    <message>
        <source>({percent} of it)</source>
        <translation>({percent} davon)</translation>
    </message>
    <message>
        <source>Disk: {used} used now; limit {limit}{share}, set by {rule}</source>
        <translation>Festplatte: {used} jetzt belegt; Grenze {limit}{share}, festgelegt durch {rule}</translation>
    </message>
    <message>
        <source>({limit} with the current settings)</source>
        <translation>({limit} mit den aktuellen Einstellungen)</translation>
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
        <translation>Der Client verbindet sich ab dem Speichern über diese Proxys mit den Projekten. Passwörter werden mit den Einstellungen des Clients in seinem Datenverzeichnis aufbewahrt, nur für Sie lesbar (der Client braucht sie, um sich selbstständig zu verbinden).</translation>
    </message>
    <message>
        <source>cc_config.xml names a proxy: the client uses that one, and keeps these settings for when it no longer does.</source>
        <translation>cc_config.xml nennt einen Proxy: Der Client verwendet diesen und behält diese Einstellungen für den Fall, dass er es nicht mehr tut.</translation>
    </message>
    <message>
        <source>HTTP proxy</source>
        <translation>HTTP-Proxy</translation>
    </message>
    <message>
        <source>Connect through an HTTP proxy</source>
        <translation>Über einen HTTP-Proxy verbinden</translation>
    </message>
    <message>
        <source>SOCKS proxy</source>
        <translation>SOCKS-Proxy</translation>
    </message>
    <message>
        <source>Connect through a SOCKS 5 proxy</source>
        <translation>Über einen SOCKS-5-Proxy verbinden</translation>
    </message>
    <message>
        <source>host names, separated by commas</source>
        <translation>Hostnamen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Do not use a proxy for</source>
        <translation>Keinen Proxy verwenden für</translation>
    </message>
    <message>
        <source>{proxy} server</source>
        <translation>{proxy}-Server</translation>
    </message>
    <message>
        <source>{proxy} port</source>
        <translation>{proxy}-Port</translation>
    </message>
    <message>
        <source>{proxy} user name</source>
        <translation>{proxy}-Benutzername</translation>
    </message>
    <message>
        <source>{proxy} password</source>
        <translation>{proxy}-Passwort</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>the HTTP proxy needs a server name</source>
        <translation>der HTTP-Proxy braucht einen Servernamen</translation>
    </message>
    <message>
        <source>the SOCKS proxy needs a server name</source>
        <translation>der SOCKS-Proxy braucht einen Servernamen</translation>
    </message>
    <message>
        <source>the {proxy} proxy server name is not a host name</source>
        <translation>der Servername des {proxy}-Proxys ist kein Hostname</translation>
    </message>
    <message>
        <source>the {proxy} proxy port {port} is not between 1 and 65535</source>
        <translation>der Port {port} des {proxy}-Proxys liegt nicht zwischen 1 und 65535</translation>
    </message>
</context>
<context>
    <name>RowTableModel</name>
    <message>
        <source>%1
(out of date: %2)</source>
        <translation>%1
(veraltet: %2)</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>Edit rule</source>
        <translation>Regel bearbeiten</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Regel hinzufügen</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <source>When (all that are ticked hold)</source>
        <translation>Wenn (alle angehakten Bedingungen gelten)</translation>
    </message>
    <message>
        <source>CPU temperature above</source>
        <translation>CPU-Temperatur über</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Tageszeit</translation>
    </message>
    <message>
        <source>every day (or e.g. mon-fri, sat,sun)</source>
        <translation>jeden Tag (oder z. B. mon-fri, sat,sun)</translation>
    </message>
    <message>
        <source>Program running</source>
        <translation>Programm läuft</translation>
    </message>
    <message>
        <source>On battery below</source>
        <translation>Im Akkubetrieb unter</translation>
    </message>
    <message>
        <source>Schedule (CSV)</source>
        <translation>Zeitplan (CSV)</translation>
    </message>
    <message>
        <source>path of the CSV file: WHEN,VALUE lines</source>
        <translation>Pfad der CSV-Datei: Zeilen WANN,WERT</translation>
    </message>
    <message>
        <source>above</source>
        <translation>über</translation>
    </message>
    <message>
        <source>below</source>
        <translation>unter</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Dann</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Berechnungen anhalten</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Netzwerkaktivität anhalten</translation>
    </message>
    <message>
        <source>Allow computing (lift the preferences&apos; suspensions)</source>
        <translation>Berechnungen erlauben (die Unterbrechungen der Einstellungen aufheben)</translation>
    </message>
    <message>
        <source>Allow network activity</source>
        <translation>Netzwerkaktivität erlauben</translation>
    </message>
    <message>
        <source>Snooze for</source>
        <translation>Schlummern für</translation>
    </message>
    <message>
        <source>min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Höchstens verwenden</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>% CPU-Zeit</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>Benachrichtigen</translation>
    </message>
    <message>
        <source>Soft stop (each task after its next checkpoint, then suspend)</source>
        <translation>Sanfter Stopp (jede Aufgabe nach ihrem nächsten Prüfpunkt, dann anhalten)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n CPU</numerusform>
            <numerusform>%n CPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>the time of day starts and ends at the same time</source>
        <translation>die Tageszeit beginnt und endet zur selben Uhrzeit</translation>
    </message>
    <message>
        <source>give the program&apos;s name (not a path)</source>
        <translation>geben Sie den Namen des Programms an (keinen Pfad)</translation>
    </message>
    <message>
        <source>give the schedule&apos;s CSV file</source>
        <translation>geben Sie die CSV-Datei des Zeitplans an</translation>
    </message>
    <message>
        <source>tick “above” or “below” for the schedule</source>
        <translation>haken Sie „über“ oder „unter“ für den Zeitplan an</translation>
    </message>
    <message>
        <source>give the text to notify</source>
        <translation>geben Sie den Text der Benachrichtigung an</translation>
    </message>
    <message>
        <source>another rule is already named &apos;{name}&apos;</source>
        <translation>eine andere Regel heißt bereits „{name}“</translation>
    </message>
    <message>
        <source>This rule cannot work yet: {reason}.</source>
        <translation>Diese Regel kann noch nicht funktionieren: {reason}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <source>No rules yet. A rule suspends or limits computing, or tells you, while something holds: a CPU temperature, a time of day, a program running, the battery. Add… makes one.</source>
        <translation>Noch keine Regeln. Eine Regel hält die Berechnung an, begrenzt sie oder benachrichtigt Sie, solange etwas zutrifft: eine CPU-Temperatur, eine Tageszeit, ein laufendes Programm, der Akku. „Hinzufügen…“ legt eine an.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>First rule that holds decides; the rules apply to the chosen computer&apos;s client, which evaluates them itself.</source>
        <translation>Die erste zutreffende Regel entscheidet; die Regeln gelten für den Client des gewählten Computers, der sie selbst auswertet.</translation>
    </message>
    <message>
        <source>The changes to the rules of {host} are not saved. Drop them?</source>
        <translation>Die Änderungen an den Regeln von {host} sind nicht gespeichert. Verwerfen?</translation>
    </message>
    <message>
        <source>No computer&apos;s rules can be edited here.</source>
        <translation>Hier können keine Regeln eines Computers bearbeitet werden.</translation>
    </message>
    <message>
        <source>{host} is not connected (its password is needed): choose it in the window first.</source>
        <translation>{host} ist nicht verbunden (sein Passwort wird benötigt): Wählen Sie ihn zuerst im Fenster.</translation>
    </message>
    <message>
        <source>Reading the rules of {host}…</source>
        <translation>Regeln von {host} werden gelesen…</translation>
    </message>
    <message>
        <source>Refused by the client (not kept when you save; the previous file stays as rules.xml.bak):</source>
        <translation>Vom Client abgelehnt (beim Speichern nicht übernommen; die vorige Datei bleibt als rules.xml.bak):</translation>
    </message>
    <message>
        <source>The client on {host} does not support rules: only boinc-core evaluates them (a BOINC client does not).</source>
        <translation>Der Client auf {host} unterstützt keine Regeln: Nur boinc-core wertet sie aus (ein BOINC-Client nicht).</translation>
    </message>
    <message>
        <source>The rules of {host} cannot be read: {reason}</source>
        <translation>Die Regeln von {host} können nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{host} refused the rules: {reason}</source>
        <translation>{host} hat die Regeln abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>{host} could not be reached: {reason}</source>
        <translation>{host} war nicht erreichbar: {reason}</translation>
    </message>
    <message>
        <source>In force now: {rules}.</source>
        <translation>Jetzt in Kraft: {rules}.</translation>
    </message>
    <message>
        <source>No rule holds now.</source>
        <translation>Zurzeit gilt keine Regel.</translation>
    </message>
    <message>
        <source>Computing suspended: {reason}.</source>
        <translation>Berechnungen angehalten: {reason}.</translation>
    </message>
    <message>
        <source>Network activity suspended: {reason}.</source>
        <translation>Netzwerkaktivität angehalten: {reason}.</translation>
    </message>
    <message>
        <source>Sending the rules to {host}…</source>
        <translation>Regeln werden an {host} gesendet…</translation>
    </message>
    <message>
        <source>The rules could not be saved: {reason}</source>
        <translation>Die Regeln konnten nicht gespeichert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>ShareWhatIf</name>
    <message>
        <source>What if the resource share were different?</source>
        <translation>Was wäre bei einem anderen Ressourcenanteil?</translation>
    </message>
    <message>
        <source>Resource share to preview</source>
        <translation>Ressourcenanteil für die Vorschau</translation>
    </message>
    <message>
        <source>Resource shares are set in your account on the project&apos;s web site (or by your account manager). Change the number to see what another share would do here.</source>
        <translation>Ressourcenanteile werden in Ihrem Konto auf der Website des Projekts festgelegt (oder von Ihrer Kontoverwaltung). Ändern Sie die Zahl, um zu sehen, was ein anderer Anteil hier bewirken würde.</translation>
    </message>
    <message>
        <source>Resource share:</source>
        <translation>Ressourcenanteil:</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Connecting to the client…</source>
        <translation>Verbinde mit dem Client…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <source>Advanced view</source>
        <translation>Erweiterte Ansicht</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Start computing again</source>
        <translation>Berechnung wieder starten</translation>
    </message>
    <message>
        <source>Stop all computing until you resume</source>
        <translation>Alle Berechnungen anhalten, bis Sie fortsetzen</translation>
    </message>
    <message>
        <source>This computer does not work for any project yet: use Advanced view, Tools &gt; Add project.</source>
        <translation>Dieser Computer arbeitet noch für kein Projekt: nutzen Sie die erweiterte Ansicht, Extras &gt; Projekt hinzufügen.</translation>
    </message>
    <message>
        <source>This computer is doing science for %1.</source>
        <translation>Dieser Computer rechnet für die Wissenschaft: %1.</translation>
    </message>
    <message>
        <source>This computer works for %1. Computing is suspended (%2).</source>
        <translation>Dieser Computer arbeitet für %1. Die Berechnung ist angehalten (%2).</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>This computer works for %1. No task is running at this moment: work is on its way or waiting its turn.</source>
        <translation>Dieser Computer arbeitet für %1. Gerade läuft keine Aufgabe: Arbeit ist unterwegs oder wartet, bis sie an der Reihe ist.</translation>
    </message>
    <message>
        <source>and 1 more task running</source>
        <translation>und eine weitere laufende Aufgabe</translation>
    </message>
    <message>
        <source>and %1 more tasks running</source>
        <translation>und weitere laufende Aufgaben: %1</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>Ei&amp;nfache Ansicht</translation>
    </message>
    <message>
        <source>One screen: what this computer does, for which science</source>
        <translation>Ein Bildschirm: was dieser Computer tut, für welche Wissenschaft</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Daily history</source>
        <translation>Tagesverlauf</translation>
    </message>
    <message>
        <source>day %1 %2</source>
        <translation>Tag %1 %2</translation>
    </message>
    <message>
        <source>Statistics view</source>
        <translation>Statistikansicht</translation>
    </message>
    <message>
        <source>Live: this computer&apos;s figures every few seconds. Daily history: credit and CPU time per day, from the task history</source>
        <translation>Live: die Werte dieses Computers alle paar Sekunden. Tagesverlauf: Credits und CPU-Zeit pro Tag aus dem Aufgabenverlauf</translation>
    </message>
    <message>
        <source>Follow live data</source>
        <translation>Live-Daten folgen</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>Statistikdiagramme</translation>
    </message>
    <message>
        <source>Scheduling priority (debt, CPU s)</source>
        <translation>Planungspriorität (Schuld, CPU-s)</translation>
    </message>
    <message>
        <source>CPU share now vs resource share (dashed), %</source>
        <translation>CPU-Anteil jetzt gegenüber Ressourcenanteil (gestrichelt), %</translation>
    </message>
    <message>
        <source>Queued work (CPU hours)</source>
        <translation>Vorrätige Arbeit (CPU-Stunden)</translation>
    </message>
    <message>
        <source>Work done (credit)</source>
        <translation>Geleistete Arbeit (Credits)</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Zoom zurücksetzen</translation>
    </message>
    <message>
        <source>Show all the data again (the wheel and a drag zoom in)</source>
        <translation>Wieder alle Daten zeigen (Mausrad und Ziehen vergrößern)</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · right-click: more</source>
        <translation>Mausrad: Zoom · Ziehen: Verschieben · Rechtsklick: mehr</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Übertragungen</translation>
    </message>
    <message>
        <source>Filter projects (Ctrl+F)</source>
        <translation>Projekte filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Filter tasks (Ctrl+F)</source>
        <translation>Aufgaben filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Filter transfers (Ctrl+F)</source>
        <translation>Übertragungen filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Nur aktive</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>%1 filtern</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Tabelle %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Rows matching the filter: %1 of %2</source>
        <translation>Zeilen, die dem Filter entsprechen: %1 von %2</translation>
    </message>
    <message>
        <source>Rows: %1</source>
        <translation>Zeilen: %1</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Spalten zurücksetzen</translation>
    </message>
</context>
<context>
    <name>TransportBox</name>
    <message>
        <source>(SSH via {where})</source>
        <translation>(SSH über {where})</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Plain GUI RPC (any BOINC client)</source>
        <translation>Einfaches GUI-RPC (jeder BOINC-Client)</translation>
    </message>
    <message>
        <source>TLS (boinc-core with --gui-rpc-tls-port)</source>
        <translation>TLS (boinc-core mit --gui-rpc-tls-port)</translation>
    </message>
    <message>
        <source>SSH tunnel (BOINC listening on the host&apos;s 127.0.0.1)</source>
        <translation>SSH-Tunnel (BOINC lauscht auf 127.0.0.1 des Hosts)</translation>
    </message>
    <message>
        <source>Get certificate</source>
        <translation>Zertifikat abrufen</translation>
    </message>
    <message>
        <source>Accept the new certificate</source>
        <translation>Neues Zertifikat akzeptieren</translation>
    </message>
    <message>
        <source>Pinned SHA-256</source>
        <translation>Festgelegtes SHA-256</translation>
    </message>
    <message>
        <source>Presented</source>
        <translation>Vorgelegt</translation>
    </message>
    <message>
        <source>the address above</source>
        <translation>die Adresse oben</translation>
    </message>
    <message>
        <source>your user name here</source>
        <translation>Ihr Benutzername dort</translation>
    </message>
    <message>
        <source>the SSH agent and ~/.ssh keys</source>
        <translation>der SSH-Agent und die Schlüssel in ~/.ssh</translation>
    </message>
    <message>
        <source>none, or unchanged (kept in the keyring)</source>
        <translation>keine oder unverändert (im Schlüsselbund aufbewahrt)</translation>
    </message>
    <message>
        <source>SSH host</source>
        <translation>SSH-Host</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>SSH-Port</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Schlüsseldatei</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>Passphrase des Schlüssels</translation>
    </message>
    <message>
        <source>Reach it by</source>
        <translation>Erreichbar über</translation>
    </message>
    <message>
        <source>none yet: the first certificate seen is pinned</source>
        <translation>noch keines: das erste gesehene Zertifikat wird festgelegt</translation>
    </message>
    <message>
        <source>could not get it: {reason}</source>
        <translation>konnte es nicht abrufen: {reason}</translation>
    </message>
    <message>
        <source>Compare it with what `boinc-core tls-fingerprint` prints on that computer; it is pinned when you press OK.</source>
        <translation>Vergleichen Sie ihn mit der Ausgabe von `boinc-core tls-fingerprint` auf jenem Computer; er wird festgelegt, wenn Sie OK drücken.</translation>
    </message>
    <message>
        <source>the same as the pinned one</source>
        <translation>derselbe wie der festgelegte</translation>
    </message>
    <message>
        <source>DIFFERENT from the pinned one: accept it only if that computer&apos;s certificate was made anew and `boinc-core tls-fingerprint` there prints this.</source>
        <translation>ANDERS als der festgelegte: Akzeptieren Sie ihn nur, wenn das Zertifikat jenes Computers neu erstellt wurde und `boinc-core tls-fingerprint` dort diesen ausgibt.</translation>
    </message>
    <message>
        <source>accepted: pinned when you press OK</source>
        <translation>akzeptiert: wird festgelegt, wenn Sie OK drücken</translation>
    </message>
</context>
<context>
    <name>TrayController</name>
    <message>
        <source>Open manager</source>
        <translation>Manager öffnen</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Schlummern</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Jetzt fortsetzen</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Berechnungen anhalten</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Sanft anhalten (nach dem nächsten Sicherungspunkt)</translation>
    </message>
    <message>
        <source>Suspend network</source>
        <translation>Netzwerk anhalten</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>boinc-gui: starting</source>
        <translation>boinc-gui: startet</translation>
    </message>
    <message>
        <source>1 unread notice</source>
        <translation>1 ungelesene Mitteilung</translation>
    </message>
    <message>
        <source>Resume computing</source>
        <translation>Berechnungen fortsetzen</translation>
    </message>
    <message>
        <source>Resume network</source>
        <translation>Netzwerk fortsetzen</translation>
    </message>
    <message>
        <source>boinc-gui needs you</source>
        <translation>boinc-gui braucht Sie</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to boinc-gui</source>
        <translation>Willkommen bei boinc-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;boinc-gui lends your computer&apos;s spare processor time and disk space to science projects: it downloads their tasks, runs them while you do not need the computer (as your preferences say), sends the results back and keeps you informed here and in the tray.&lt;/p&gt;&lt;p&gt;It works with BOINC projects and tools: you choose the projects, each with an account on its web site. You can pause computing at any time from the Activity menu or the tray icon.&lt;/p&gt;&lt;p&gt;&lt;b&gt;To begin, add a project.&lt;/b&gt; The built-in demo project needs no account: it runs a small real computation on this computer, so you can see how everything works before choosing a science project.&lt;/p&gt;</source>
        <translation>&lt;p&gt;boinc-gui stellt die freie Prozessorzeit und den freien Speicherplatz Ihres Computers Wissenschaftsprojekten zur Verfügung: es lädt deren Aufgaben herunter, rechnet sie, während Sie den Computer nicht brauchen (wie Ihre Einstellungen es sagen), sendet die Ergebnisse zurück und hält Sie hier und im Infobereich auf dem Laufenden.&lt;/p&gt;&lt;p&gt;Es arbeitet mit BOINC-Projekten und -Werkzeugen: Sie wählen die Projekte, jedes mit einem Konto auf seiner Website. Über das Menü Aktivität oder das Symbol im Infobereich können Sie die Berechnung jederzeit anhalten.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fügen Sie zu Beginn ein Projekt hinzu.&lt;/b&gt; Das eingebaute Demoprojekt braucht kein Konto: es führt eine kleine echte Berechnung auf diesem Computer aus, damit Sie sehen, wie alles funktioniert, bevor Sie ein Wissenschaftsprojekt wählen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a project…</source>
        <translation>Projekt hinzufügen…</translation>
    </message>
    <message>
        <source>Add a project</source>
        <translation>Projekt hinzufügen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Show the tabs; Tools › Add project… opens the same dialog later</source>
        <translation>Die Registerkarten zeigen; Extras › Projekt hinzufügen… öffnet denselben Dialog später</translation>
    </message>
</context>
<context>
    <name>_TaskCard</name>
    <message>
        <source>%1: %2 done, about %3 left</source>
        <translation>%1: %2 erledigt, noch etwa %3</translation>
    </message>
    <message>
        <source>%1: %2 done</source>
        <translation>%1: %2 erledigt</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Fortschritt von %1</translation>
    </message>
    <message>
        <source>Your credit at %1: %2</source>
        <translation>Ihre Credits bei %1: %2</translation>
    </message>
</context>
<context>
    <name>_Window</name>
    <message>
        <source>{label} from</source>
        <translation>{label} von</translation>
    </message>
    <message>
        <source>{label} to</source>
        <translation>{label} bis</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>Alerts</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Computers</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Name of the application to add</source>
        <translation>Name der hinzuzufügenden Anwendung</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Abgeschlossen seit</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Abgeschlossen vor</translation>
    </message>
    <message>
        <source>No data yet.</source>
        <translation>Noch keine Daten.</translation>
    </message>
    <message>
        <source>Computing suspended: %1</source>
        <translation>Berechnung angehalten: %1</translation>
    </message>
    <message>
        <source>Computing resumed</source>
        <translation>Berechnung fortgesetzt</translation>
    </message>
    <message>
        <source>Task %1 failed: %2</source>
        <translation>Aufgabe %1 fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>accounts</name>
    <message>
        <source>wrong password</source>
        <translation>falsches Passwort</translation>
    </message>
    <message>
        <source>no account with this email</source>
        <translation>kein Konto mit dieser E-Mail-Adresse</translation>
    </message>
    <message>
        <source>an account with this email already exists (with another password): sign in instead</source>
        <translation>ein Konto mit dieser E-Mail-Adresse gibt es schon (mit einem anderen Passwort): melden Sie sich stattdessen an</translation>
    </message>
    <message>
        <source>this project is not accepting new accounts</source>
        <translation>dieses Projekt nimmt keine neuen Konten an</translation>
    </message>
    <message>
        <source>the project does not accept this email address</source>
        <translation>das Projekt akzeptiert diese E-Mail-Adresse nicht</translation>
    </message>
    <message>
        <source>the project does not accept this user name</source>
        <translation>das Projekt akzeptiert diesen Benutzernamen nicht</translation>
    </message>
    <message>
        <source>the project requires you to accept its terms of use</source>
        <translation>das Projekt verlangt, dass Sie seinen Nutzungsbedingungen zustimmen</translation>
    </message>
    <message>
        <source>the project is down for maintenance; try again later</source>
        <translation>das Projekt wird gewartet; versuchen Sie es später noch einmal</translation>
    </message>
    <message>
        <source>the project&apos;s web site is down for maintenance; try again later</source>
        <translation>die Website des Projekts wird gewartet; versuchen Sie es später noch einmal</translation>
    </message>
    <message>
        <source>this address is an account manager, not a project: use &apos;Use an account manager&apos;</source>
        <translation>diese Adresse ist eine Kontoverwaltung, kein Projekt: wählen Sie „Kontoverwaltung verwenden“</translation>
    </message>
    <message>
        <source>enter the email address and the password of your account</source>
        <translation>geben Sie die E-Mail-Adresse und das Passwort Ihres Kontos ein</translation>
    </message>
    <message>
        <source>enter a user name, an email address and a password</source>
        <translation>geben Sie einen Benutzernamen, eine E-Mail-Adresse und ein Passwort ein</translation>
    </message>
    <message>
        <source>cannot reach %1: connection refused</source>
        <translation>%1 ist nicht erreichbar: Verbindung abgelehnt</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2: is this the project&apos;s address?</source>
        <translation>%1 antwortete mit dem HTTP-Fehler %2: Ist das die Adresse des Projekts?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (%2): is this the project&apos;s address?</source>
        <translation>%1 antwortete nicht wie ein BOINC-Projekt (%2): Ist das die Adresse des Projekts?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (it sent &lt;%2&gt;): is this the project&apos;s address?</source>
        <translation>%1 antwortete nicht wie ein BOINC-Projekt (es sandte &lt;%2&gt;): Ist das die Adresse des Projekts?</translation>
    </message>
    <message>
        <source>%1 sent the request on to %2, which is not an http:// or https:// address: is this the project&apos;s address?</source>
        <translation>%1 leitete die Anfrage an %2 weiter, keine http://- oder https://-Adresse: Ist das die Adresse des Projekts?</translation>
    </message>
    <message>
        <source>%1 sent the request on more than %2 times: is this the project&apos;s address?</source>
        <translation>%1 leitete die Anfrage mehr als %2-mal weiter: Ist das die Adresse des Projekts?</translation>
    </message>
    <message>
        <source>%1 sent an answer larger than %2 bytes, which was not read: is this the project&apos;s address?</source>
        <translation>%1 sandte eine Antwort über %2 Bytes, die nicht gelesen wurde: Ist das die Adresse des Projekts?</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s to answer; try again later</source>
        <translation>%1 brauchte länger als %2 s für die Antwort; versuchen Sie es später erneut</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>%1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>%1 sent neither an account key nor an error: is this the project&apos;s address?</source>
        <translation>%1 sandte weder einen Kontoschlüssel noch einen Fehler: Ist das die Adresse des Projekts?</translation>
    </message>
    <message>
        <source>%1 sent an account key that cannot be used</source>
        <translation>%1 sandte einen unbrauchbaren Kontoschlüssel</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// address</source>
        <translation>%1 ist keine http://- oder https://-Adresse</translation>
    </message>
    <message>
        <source>%1 names no host</source>
        <translation>%1 nennt keinen Host</translation>
    </message>
    <message>
        <source>%1 contains spaces or control characters</source>
        <translation>%1 enthält Leerzeichen oder Steuerzeichen</translation>
    </message>
    <message>
        <source>this project needs client version %1 or later; this client is %2</source>
        <translation>dieses Projekt braucht Client-Version %1 oder neuer; dieser Client ist %2</translation>
    </message>
    <message>
        <source>this project has no applications for this computer (%1)</source>
        <translation>dieses Projekt hat keine Anwendungen für diesen Computer (%1)</translation>
    </message>
    <message>
        <source>the password must have at least %1 characters for this project</source>
        <translation>das Passwort muss für dieses Projekt mindestens %1 Zeichen haben</translation>
    </message>
    <message>
        <source>the project does not accept this user name: %1</source>
        <translation>das Projekt akzeptiert diesen Benutzernamen nicht: %1</translation>
    </message>
    <message>
        <source>cannot reach %1: host name not found</source>
        <translation>%1 ist nicht erreichbar: Hostname nicht gefunden</translation>
    </message>
    <message>
        <source>cannot reach %1: no answer within %2 s</source>
        <translation>%1 ist nicht erreichbar: keine Antwort innerhalb von %2 s</translation>
    </message>
    <message>
        <source>the project refused (error %1)</source>
        <translation>das Projekt lehnte ab (Fehler %1)</translation>
    </message>
</context>
<context>
    <name>acct_mgr</name>
    <message>
        <source>wrong password</source>
        <translation>falsches Passwort</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>die Kontoverwaltung kennt kein Konto mit diesem Namen</translation>
    </message>
    <message>
        <source>an account with this name already exists at the account manager</source>
        <translation>bei der Kontoverwaltung gibt es bereits ein Konto mit diesem Namen</translation>
    </message>
    <message>
        <source>the account manager does not accept this email address</source>
        <translation>die Kontoverwaltung akzeptiert diese E-Mail-Adresse nicht</translation>
    </message>
    <message>
        <source>the account manager is not accepting new accounts</source>
        <translation>die Kontoverwaltung nimmt keine neuen Konten an</translation>
    </message>
    <message>
        <source>the account manager is down for maintenance; try again later</source>
        <translation>die Kontoverwaltung wird gewartet; versuchen Sie es später noch einmal</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer could not be read</source>
        <translation>die Antwort der Kontoverwaltung war nicht lesbar</translation>
    </message>
    <message>
        <source>this is not the web address of an account manager</source>
        <translation>das ist nicht die Webadresse einer Kontoverwaltung</translation>
    </message>
    <message>
        <source>the account manager&apos;s host name was not found</source>
        <translation>der Hostname der Kontoverwaltung wurde nicht gefunden</translation>
    </message>
    <message>
        <source>the account manager did not answer in time</source>
        <translation>die Kontoverwaltung hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>no connection to the account manager could be made</source>
        <translation>es konnte keine Verbindung zur Kontoverwaltung hergestellt werden</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site is not answering now; try again later</source>
        <translation>die Website der Kontoverwaltung antwortet gerade nicht; versuchen Sie es später noch einmal</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site refused the request</source>
        <translation>die Website der Kontoverwaltung hat die Anfrage abgelehnt</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer was too large</source>
        <translation>die Antwort der Kontoverwaltung war zu groß</translation>
    </message>
    <message>
        <source>the account manager could not be used (error %1)</source>
        <translation>die Kontoverwaltung konnte nicht verwendet werden (Fehler %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the request could not be made (%1)</source>
        <translation>die Anfrage konnte nicht gestellt werden (%1)</translation>
    </message>
</context>
<context>
    <name>alerts</name>
    <message>
        <source>Task failed</source>
        <translation>Aufgabe fehlgeschlagen</translation>
    </message>
    <message>
        <source>Project keeps failing</source>
        <translation>Projekt scheitert wiederholt</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>Termin gefährdet</translation>
    </message>
    <message>
        <source>Disk near its limit</source>
        <translation>Datenträger nahe am Limit</translation>
    </message>
    <message>
        <source>Computer not answering</source>
        <translation>Computer antwortet nicht</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>after</source>
        <translation>nach</translation>
    </message>
    <message>
        <source> failed tasks</source>
        <translation> fehlgeschlagenen Aufgaben</translation>
    </message>
    <message>
        <source>within</source>
        <translation>innerhalb von</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>or after</source>
        <translation>oder nach</translation>
    </message>
    <message>
        <source> failed scheduler requests</source>
        <translation> fehlgeschlagenen Scheduler-Anfragen</translation>
    </message>
    <message>
        <source>or when a task would finish within</source>
        <translation>oder wenn eine Aufgabe erst innerhalb von</translation>
    </message>
    <message>
        <source> h of its deadline</source>
        <translation> h vor ihrem Termin fertig würde</translation>
    </message>
    <message>
        <source>when the client uses</source>
        <translation>wenn der Client</translation>
    </message>
    <message>
        <source> % of its disk limit</source>
        <translation> % vom Datenträgerlimit belegt</translation>
    </message>
    <message>
        <source>again after it was below</source>
        <translation>erneut, nachdem die Belegung unter</translation>
    </message>
    <message>
        <source> %</source>
        <translation> % lag</translation>
    </message>
    <message>
        <source> s without an answer</source>
        <translation> s ohne Antwort</translation>
    </message>
    <message>
        <source>Repeats of a kind wait</source>
        <translation>Wiederholungen einer Art warten</translation>
    </message>
    <message>
        <source> min, then come as one</source>
        <translation> min und kommen dann gesammelt</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>höchstens</translation>
    </message>
    <message>
        <source> notifications in that time</source>
        <translation> Benachrichtigungen in dieser Zeit</translation>
    </message>
    <message>
        <source>task failed</source>
        <translation>eine Aufgabe fehlschlägt</translation>
    </message>
    <message>
        <source>project keeps failing</source>
        <translation>ein Projekt wiederholt scheitert</translation>
    </message>
    <message>
        <source>deadline at risk</source>
        <translation>ein Termin gefährdet ist</translation>
    </message>
    <message>
        <source>disk near its limit</source>
        <translation>der Datenträger fast am Limit ist</translation>
    </message>
    <message>
        <source>computer not answering</source>
        <translation>ein Computer nicht antwortet</translation>
    </message>
    <message>
        <source>a rule says so</source>
        <translation>eine Regel es verlangt</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2) may miss its deadline (%3)</source>
        <translation>%1 (%2) könnte seinen Termin verpassen (%3)</translation>
    </message>
    <message>
        <source>%1 (%2) would finish only %3 before its deadline (%4)</source>
        <translation>%1 (%2) wäre erst %3 vor seinem Termin fertig (%4)</translation>
    </message>
    <message>
        <source>%1: 1 task failed in the last %2</source>
        <translation>%1: 1 Aufgabe schlug binnen %2 fehl</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tasks failed in the last %2</source>
        <translation>
            <numerusform>%1: %n Aufgabe schlug binnen %2 fehl</numerusform>
            <numerusform>%1: %n Aufgaben schlugen binnen %2 fehl</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: 1 scheduler request failed</source>
        <translation>%1: 1 Scheduler-Anfrage schlug fehl</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scheduler requests in a row failed</source>
        <translation>
            <numerusform>%1: %n Scheduler-Anfrage schlug fehl</numerusform>
            <numerusform>%1: %n Scheduler-Anfragen schlugen nacheinander fehl</numerusform>
        </translation>
    </message>
    <message>
        <source>Using %1 of the %2 the preferences allow (%3 %)</source>
        <translation>Belegt: %1 von %2, die die Einstellungen erlauben (%3 %)</translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation>%1 antwortet seit %2 nicht</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks failed: %1</source>
        <translation>
            <numerusform>%n Aufgabe fehlgeschlagen: %1</numerusform>
            <numerusform>%n Aufgaben fehlgeschlagen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n projects keep failing: %1</source>
        <translation>
            <numerusform>%n Projekt scheitert wiederholt: %1</numerusform>
            <numerusform>%n Projekte scheitern wiederholt: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tasks may miss their deadlines: %1</source>
        <translation>
            <numerusform>%n Aufgabe könnte ihren Termin verpassen: %1</numerusform>
            <numerusform>%n Aufgaben könnten ihre Termine verpassen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks near their limits: %1</source>
        <translation>
            <numerusform>%n Datenträger nahe am Limit: %1</numerusform>
            <numerusform>%n Datenträger nahe am Limit: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computers not answering: %1</source>
        <translation>
            <numerusform>%n Computer antwortet nicht: %1</numerusform>
            <numerusform>%n Computer antworten nicht: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule messages: %1</source>
        <translation>
            <numerusform>%n Regelmeldung: %1</numerusform>
            <numerusform>%n Regelmeldungen: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>boinc-gui: could not start; see the error above.</source>
        <translation>boinc-gui: Start nicht möglich; siehe den Fehler oben.</translation>
    </message>
    <message>
        <source>boinc-gui: the demo project could not start: %1</source>
        <translation>boinc-gui: Das Demo-Projekt konnte nicht starten: %1</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Work fetch</source>
        <translation>Arbeitsabruf</translation>
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
        <translation>Team</translation>
    </message>
    <message>
        <source>Work done</source>
        <translation>Geleistete Arbeit</translation>
    </message>
    <message>
        <source>Avg. work done</source>
        <translation>Durchschn. geleistete Arbeit</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Ressourcenanteil</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Priority (debt)</source>
        <translation>Priorität (Schuld)</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU-Zeit</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>Projekt-URL</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Warum: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Verstrichen</translation>
    </message>
    <message>
        <source>Remaining (estimated)</source>
        <translation>Verbleibend (geschätzt)</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Termin</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Anwendung</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Estimated completion</source>
        <translation>Voraussichtliches Ende</translation>
    </message>
    <message>
        <source>Completion before deadline</source>
        <translation>Fertig vor Termin</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Projected to finish after its deadline</source>
        <translation>Wird voraussichtlich erst nach dem Termin fertig</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>Planer: %1</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>Exit-Status</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Erhalten</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Gemeldet</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Credit</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
</context>
<context>
    <name>command</name>
    <message>
        <source>This computer is not attached to %1.</source>
        <translation>Dieser Computer ist nicht bei %1 angemeldet.</translation>
    </message>
    <message>
        <source>Already attached to %1.</source>
        <translation>Dieser Computer ist bereits bei %1 angemeldet.</translation>
    </message>
    <message>
        <source>%1 is a BOINC project, but the emulated client attaches only emulated projects (addresses on emulated.invalid). Use the live client to attach real projects.</source>
        <translation>%1 ist ein BOINC-Projekt, aber der emulierte Client meldet sich nur an emulierten Projekten an (Adressen unter emulated.invalid). Echte Projekte meldet der echte Client an.</translation>
    </message>
    <message>
        <source>The client has no task %1 (any more).</source>
        <translation>Der Client hat (nicht mehr) die Aufgabe %1.</translation>
    </message>
    <message>
        <source>Task %1 has already finished.</source>
        <translation>Die Aufgabe %1 ist bereits beendet.</translation>
    </message>
    <message>
        <source>The client has no transfer of %1 (any more).</source>
        <translation>Der Client überträgt %1 nicht (mehr).</translation>
    </message>
    <message>
        <source>This project was added by the account manager: remove it there.</source>
        <translation>Dieses Projekt wurde von der Kontoverwaltung hinzugefügt: Entfernen Sie es dort.</translation>
    </message>
    <message>
        <source>The client does not know this command (%1).</source>
        <translation>Der Client kennt diesen Befehl nicht (%1).</translation>
    </message>
    <message>
        <source>The client has stopped; the command was not carried out.</source>
        <translation>Der Client wurde beendet; der Befehl wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>The client is not running.</source>
        <translation>Der Client läuft nicht.</translation>
    </message>
    <message>
        <source>The connection to the computer was closed; the command was not carried out.</source>
        <translation>Die Verbindung zum Computer wurde geschlossen; der Befehl wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>The connection to the computer was replaced; the command was not carried out.</source>
        <translation>Die Verbindung zum Computer wurde ersetzt; der Befehl wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>The process that reads the other computers stopped (exit code %1); the command was not carried out.</source>
        <translation>Der Prozess, der die anderen Computer abfragt, wurde beendet (Exit-Code %1); der Befehl wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The computer&apos;s client refused: %1</source>
        <translation>Der Client des Computers hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>The emulated client cannot do this: it keeps no such files and uses no network.</source>
        <translation>Der emulierte Client kann das nicht: Er hat keine solchen Dateien und nutzt kein Netzwerk.</translation>
    </message>
    <message>
        <source>There is no local preferences file to read.</source>
        <translation>Es gibt keine lokale Einstellungsdatei zum Lesen.</translation>
    </message>
    <message>
        <source>This client keeps no cc_config.xml.</source>
        <translation>Dieser Client hat keine cc_config.xml.</translation>
    </message>
    <message>
        <source>cc_config.xml cannot be read, so it was left unchanged: %1</source>
        <translation>cc_config.xml ist nicht lesbar und blieb daher unverändert: %1</translation>
    </message>
    <message>
        <source>app_config.xml was refused and nothing was changed: %1</source>
        <translation>app_config.xml wurde abgelehnt, nichts wurde geändert: %1</translation>
    </message>
    <message>
        <source>app_config.xml could not be written: %1</source>
        <translation>app_config.xml konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>The proxy settings could not be saved: %1</source>
        <translation>Die Proxy-Einstellungen konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>This computer uses no account manager.</source>
        <translation>Dieser Computer nutzt keine Kontoverwaltung.</translation>
    </message>
    <message>
        <source>This computer uses another account manager: leave it first.</source>
        <translation>Dieser Computer nutzt eine andere Kontoverwaltung: Verlassen Sie diese zuerst.</translation>
    </message>
    <message>
        <source>A request to the account manager is already under way.</source>
        <translation>Eine Anfrage an die Kontoverwaltung läuft bereits.</translation>
    </message>
    <message>
        <source>That is not a web address: %1</source>
        <translation>Das ist keine Webadresse: %1</translation>
    </message>
    <message>
        <source>Internal error (please report it): %1</source>
        <translation>Interner Fehler (bitte melden): %1</translation>
    </message>
    <message>
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>Geben Sie die Webadresse (URL) des Projekts ein.</translation>
    </message>
    <message>
        <source>A project&apos;s web address starts with http:// or https://, not %1://.</source>
        <translation>Die Webadresse eines Projekts beginnt mit http:// oder https://, nicht mit %1://.</translation>
    </message>
    <message>
        <source>The web address names no host.</source>
        <translation>Die Webadresse nennt keinen Host.</translation>
    </message>
    <message>
        <source>The web address contains spaces or control characters.</source>
        <translation>Die Webadresse enthält Leerzeichen oder Steuerzeichen.</translation>
    </message>
    <message>
        <source>The web address&apos;s host name or port is not valid.</source>
        <translation>Der Rechnername oder Port der Webadresse ist ungültig.</translation>
    </message>
    <message>
        <source>The account key is empty or contains spaces.</source>
        <translation>Der Kontoschlüssel ist leer oder enthält Leerzeichen.</translation>
    </message>
    <message>
        <source>%1 could not be reached through the proxy %2 (%3). Check the proxy settings.</source>
        <translation>%1 war über den Proxy %2 nicht erreichbar (%3). Prüfen Sie die Proxy-Einstellungen.</translation>
    </message>
    <message>
        <source>No connection to the proxy %1 (%2). Check the proxy settings.</source>
        <translation>Keine Verbindung zum Proxy %1 (%2). Prüfen Sie die Proxy-Einstellungen.</translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection. Check the proxy settings.</source>
        <translation>Der Proxy %1 hat die Verbindung abgelehnt. Prüfen Sie die Proxy-Einstellungen.</translation>
    </message>
    <message>
        <source>No connection to %1 (%2). Check the address and your network.</source>
        <translation>Keine Verbindung zu %1 (%2). Prüfen Sie die Adresse und Ihr Netzwerk.</translation>
    </message>
    <message>
        <source>%1 refused the connection. Check the address and your network.</source>
        <translation>%1 hat die Verbindung abgelehnt. Prüfen Sie die Adresse und Ihr Netzwerk.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 hat nicht innerhalb von %2 Sekunden geantwortet.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>%1 konnte nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>The proxy %1 refused the user name or password (HTTP 407). Check the proxy settings.</source>
        <translation>Der Proxy %1 hat Benutzername oder Passwort abgelehnt (HTTP 407). Prüfen Sie die Proxy-Einstellungen.</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2. Is the address right?</source>
        <translation>%1 antwortete mit dem HTTP-Fehler %2. Stimmt die Adresse?</translation>
    </message>
    <message>
        <source>%1 is a web site but not a BOINC project: its page names no scheduler. Use the project&apos;s master URL (its web site shows it).</source>
        <translation>%1 ist eine Website, aber kein BOINC-Projekt: Die Seite nennt keinen Scheduler. Verwenden Sie die Master-URL des Projekts (seine Website zeigt sie).</translation>
    </message>
    <message>
        <source>The project&apos;s account file could not be written: %1</source>
        <translation>Die Kontodatei des Projekts konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>the client did not answer in time</source>
        <translation>der Client antwortete nicht rechtzeitig</translation>
    </message>
    <message>
        <source>the connection to the client was lost</source>
        <translation>die Verbindung zum Client ging verloren</translation>
    </message>
    <message>
        <source>the client stopped before answering</source>
        <translation>der Client wurde beendet, bevor er antwortete</translation>
    </message>
    <message>
        <source>this client cannot do that</source>
        <translation>dieser Client kann das nicht</translation>
    </message>
    <message>
        <source>the client failed with an error of its own (%1)</source>
        <translation>im Client trat ein Fehler auf (%1)</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>Message from server</source>
        <translation>Nachricht vom Server</translation>
    </message>
    <message>
        <source>Message from account manager</source>
        <translation>Nachricht von der Kontenverwaltung</translation>
    </message>
    <message>
        <source>No tasks are available for the applications you have selected.</source>
        <translation>Für die von Ihnen gewählten Anwendungen gibt es zurzeit keine Aufgaben.</translation>
    </message>
    <message>
        <source>Tasks can&apos;t access Internet - check network connection</source>
        <translation>Aufgaben erreichen das Internet nicht – Netzwerkverbindung prüfen</translation>
    </message>
    <message>
        <source>BOINC can&apos;t access Internet - check network connection</source>
        <translation>BOINC erreicht das Internet nicht – Netzwerkverbindung prüfen</translation>
    </message>
    <message>
        <source>Tasks need Internet access - consider unsuspending network</source>
        <translation>Aufgaben brauchen Internetzugang – Netzwerkaktivität ggf. fortsetzen</translation>
    </message>
    <message>
        <source>A new version of BOINC is available</source>
        <translation>Eine neue BOINC-Version ist erhältlich</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <source>Unrecognized tag in cc_config.xml</source>
        <translation>Nicht erkanntes Element in cc_config.xml</translation>
    </message>
    <message>
        <source>Missing end tag in cc_config.xml</source>
        <translation>Schließendes Element fehlt in cc_config.xml</translation>
    </message>
    <message>
        <source>Your computer type is not supported by this project</source>
        <translation>Dieses Projekt unterstützt Ihren Computertyp nicht</translation>
    </message>
    <message>
        <source>Invalid or missing account key.  To fix, remove and add this project.</source>
        <translation>Kontoschlüssel fehlt oder ist ungültig. Entfernen Sie das Projekt und fügen Sie es neu hinzu.</translation>
    </message>
    <message>
        <source>Some tasks need more memory than allowed by your preferences.  Please check the preferences.</source>
        <translation>Einige Aufgaben brauchen mehr Arbeitsspeicher, als Ihre Einstellungen erlauben. Bitte prüfen Sie die Einstellungen.</translation>
    </message>
    <message>
        <source>Couldn&apos;t write state file; check directory permissions</source>
        <translation>Statusdatei konnte nicht geschrieben werden; Verzeichnisrechte prüfen</translation>
    </message>
    <message>
        <source>Starting the emulated client (scenario %1)</source>
        <translation>Emulierter Client startet (Szenario %1)</translation>
    </message>
    <message>
        <source>Emulated client: This window shows the emulator in accelerated time, not real work.</source>
        <translation>Emulierter Client: Dieses Fenster zeigt den Emulator in beschleunigter Zeit, keine echte Arbeit.</translation>
    </message>
    <message>
        <source>Attached to %1</source>
        <translation>Angemeldet bei %1</translation>
    </message>
    <message>
        <source>Sending scheduler request: %1.</source>
        <translation>Scheduler-Anfrage wird gesendet: %1.</translation>
    </message>
    <message>
        <source>Scheduler request completed: got %1 new tasks</source>
        <translation>Scheduler-Anfrage abgeschlossen: %1 neue Aufgaben erhalten</translation>
    </message>
    <message>
        <source>Scheduler request completed</source>
        <translation>Scheduler-Anfrage abgeschlossen</translation>
    </message>
    <message>
        <source>Reporting %1 completed tasks</source>
        <translation>%1 fertige Aufgaben werden gemeldet</translation>
    </message>
    <message>
        <source>Requesting new tasks for CPU</source>
        <translation>Neue Aufgaben für die CPU werden angefordert</translation>
    </message>
    <message>
        <source>Project requested delay of %1 seconds</source>
        <translation>Das Projekt bat um %1 Sekunden Pause</translation>
    </message>
    <message>
        <source>Started download of %1</source>
        <translation>Download von %1 gestartet</translation>
    </message>
    <message>
        <source>Finished download of %1</source>
        <translation>Download von %1 abgeschlossen</translation>
    </message>
    <message>
        <source>Started upload of %1</source>
        <translation>Upload von %1 gestartet</translation>
    </message>
    <message>
        <source>Finished upload of %1</source>
        <translation>Upload von %1 abgeschlossen</translation>
    </message>
    <message>
        <source>Computation for task %1 finished</source>
        <translation>Berechnung der Aufgabe %1 beendet</translation>
    </message>
    <message>
        <source>Computation for task %1 failed</source>
        <translation>Berechnung der Aufgabe %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>Task %1 aborted by user</source>
        <translation>Aufgabe %1 vom Benutzer abgebrochen</translation>
    </message>
    <message>
        <source>Task %1 aborted by project</source>
        <translation>Aufgabe %1 vom Projekt abgebrochen</translation>
    </message>
    <message>
        <source>Task %1 suspended by user</source>
        <translation>Aufgabe %1 vom Benutzer angehalten</translation>
    </message>
    <message>
        <source>Task %1 resumed by user</source>
        <translation>Aufgabe %1 vom Benutzer fortgesetzt</translation>
    </message>
    <message>
        <source>Retrying transfer of %1</source>
        <translation>Übertragung von %1 wird wiederholt</translation>
    </message>
    <message>
        <source>Aborted transfer of %1</source>
        <translation>Übertragung von %1 abgebrochen</translation>
    </message>
    <message>
        <source>Network available: scheduler backoffs lifted; transfers retried now: %1</source>
        <translation>Netzwerk verfügbar: Wartezeiten vor Scheduler-Anfragen aufgehoben; jetzt erneut versuchte Übertragungen: %1</translation>
    </message>
    <message>
        <source>Using account manager %1</source>
        <translation>Kontoverwaltung %1 wird verwendet</translation>
    </message>
    <message>
        <source>Removing account manager info (%1)</source>
        <translation>Angaben zur Kontoverwaltung werden entfernt (%1)</translation>
    </message>
    <message>
        <source>Contacting account manager at %1</source>
        <translation>Kontoverwaltung unter %1 wird kontaktiert</translation>
    </message>
    <message>
        <source>Account manager contact succeeded</source>
        <translation>Kontakt mit der Kontoverwaltung erfolgreich</translation>
    </message>
    <message>
        <source>Detaching %1 (asked by the account manager)</source>
        <translation>%1 wird abgemeldet (von der Kontoverwaltung verlangt)</translation>
    </message>
    <message>
        <source>Attaching to %1 (asked by the account manager)</source>
        <translation>Anmeldung bei %1 (von der Kontoverwaltung verlangt)</translation>
    </message>
    <message>
        <source>The account manager listed %1 projects; this client takes at most %2 from one reply (a guard against a faulty or hostile manager): %3 attached, %4 dropped without being looked at</source>
        <translation>Die Kontoverwaltung hat %1 Projekte aufgeführt; dieser Client übernimmt aus einer Antwort höchstens %2 (ein Schutz vor fehlerhaften oder feindseligen Verwaltungen): %3 angemeldet, %4 ungesehen verworfen</translation>
    </message>
    <message>
        <source>Account manager reply refused: it sent no signing key</source>
        <translation>Antwort der Kontoverwaltung abgelehnt: Sie enthielt keinen Signaturschlüssel</translation>
    </message>
    <message>
        <source>Account manager asked for %1: not done (%2)</source>
        <translation>Die Kontoverwaltung verlangte %1: nicht ausgeführt (%2)</translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message>
        <source>%1 CPU-s queued in %2 tasks, against a share of the high mark of %3 CPU-s</source>
        <translation>%1 CPU-s in %2 Aufgaben in der Warteschlange, gegenüber einem Anteil an der oberen Marke von %3 CPU-s</translation>
    </message>
    <message>
        <source>LTD %1 s; the queue lasts %2 s at its share, net %3 s; shortfall %4 CPU-s in all, %5 CPU-s for this project</source>
        <translation>LTD %1 s; die Warteschlange reicht bei seinem Anteil %2 s, netto %3 s; Fehlmenge %4 CPU-s insgesamt, %5 CPU-s für dieses Projekt</translation>
    </message>
    <message>
        <source>REC %1, fetch priority %2; the CPUs are busy for %3 s (low mark %4 s); shortfall %5 CPU-s</source>
        <translation>REC %1, Abrufpriorität %2; die CPUs sind %3 s lang ausgelastet (untere Marke %4 s); Fehlmenge %5 CPU-s</translation>
    </message>
    <message>
        <source>min_results %1; ETTPRC %2 s against T %3 s; avg_proc_rate %4; work_request %5 CPU-s; resource debt %6</source>
        <translation>min_results %1; ETTPRC %2 s gegenüber T %3 s; avg_proc_rate %4; work_request %5 CPU-s; Ressourcenschuld %6</translation>
    </message>
    <message>
        <source>asking for %1 CPU-s; %2</source>
        <translation>fordert %1 CPU-s an; %2</translation>
    </message>
    <message>
        <source>debt %1 s</source>
        <translation>Schuld %1 s</translation>
    </message>
    <message>
        <source>REC priority %1</source>
        <translation>REC-Priorität %1</translation>
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
        <translation>verbleibende Zeitscheibe: %1 s</translation>
    </message>
    <message>
        <source>under round-robin: %1 s after its deadline</source>
        <translation>bei Round-Robin: %1 s nach der Frist</translation>
    </message>
    <message>
        <source>under round-robin: %1 s before its deadline</source>
        <translation>bei Round-Robin: %1 s vor der Frist</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>day %1, %2</source>
        <translation>Tag %1, %2</translation>
    </message>
    <message>
        <source>until resumed</source>
        <translation>bis zur Fortsetzung</translation>
    </message>
</context>
<context>
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>Die Grafik von %1 konnte nicht gestartet werden: %2</translation>
    </message>
</context>
<context>
    <name>history_cap</name>
    <message>
        <source>Keep task history up to</source>
        <translation>Aufgabenverlauf behalten bis zu</translation>
    </message>
    <message>
        <source>The task history file in the manager&apos;s folder; past this size the oldest tasks are deleted (daily statistics stay). About 6,000 tasks per MB; default %1 MB.</source>
        <translation>Die Verlaufsdatei im Ordner des Managers; über dieser Größe werden die ältesten Aufgaben gelöscht (die Tagesstatistik bleibt). Etwa 6.000 Aufgaben pro MB; Standard %1 MB.</translation>
    </message>
</context>
<context>
    <name>history_open</name>
    <message>
        <source>The task history in %1 cannot be opened: %2. Finished tasks are not recorded this time.</source>
        <translation>Der Aufgabenverlauf in %1 lässt sich nicht öffnen: %2. Beendete Aufgaben werden diesmal nicht erfasst.</translation>
    </message>
    <message>
        <source>The task history cannot be used: %1. Finished tasks are not recorded this time.</source>
        <translation>Der Aufgabenverlauf ist nicht nutzbar: %1. Beendete Aufgaben werden diesmal nicht erfasst.</translation>
    </message>
    <message>
        <source>Task history damaged</source>
        <translation>Aufgabenverlauf beschädigt</translation>
    </message>
    <message>
        <source>%1

Repair it? The damaged file is kept as a copy beside it, and a new history is made from the tasks that can still be read.</source>
        <translation>%1

Reparieren? Die beschädigte Datei wird als Kopie daneben aufbewahrt, und aus den noch lesbaren Aufgaben entsteht ein neuer Verlauf.</translation>
    </message>
    <message>
        <source>The task history could not be repaired: %1. Finished tasks are not recorded this time.</source>
        <translation>Der Aufgabenverlauf konnte nicht repariert werden: %1. Beendete Aufgaben werden diesmal nicht erfasst.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept; %3 damaged rows could not be read. The damaged file is kept as %4.</source>
        <translation>Der Aufgabenverlauf wurde repariert: Aufgaben behalten: %1, Tageswerte: %2; unlesbare beschädigte Zeilen: %3. Die beschädigte Datei liegt unter %4.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept. The damaged file is kept as %3.</source>
        <translation>Der Aufgabenverlauf wurde repariert: Aufgaben behalten: %1, Tageswerte: %2. Die beschädigte Datei liegt unter %3.</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>System (%1)</source>
        <translation>System (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Takes effect the next time the window starts.</source>
        <translation>Wirkt ab dem nächsten Start des Fensters.</translation>
    </message>
</context>
<context>
    <name>prefs</name>
    <message>
        <source>Computing</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <source>Daily schedules</source>
        <translation>Tägliche Zeitpläne</translation>
    </message>
    <message>
        <source>Work buffer</source>
        <translation>Arbeitsvorrat</translation>
    </message>
    <message>
        <source>Disk and memory</source>
        <translation>Festplatte und Speicher</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>Sonntag</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>Montag</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Dienstag</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Mittwoch</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Donnerstag</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Freitag</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Samstag</translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation>Wenn der Computer benutzt wird</translation>
    </message>
    <message>
        <source>&apos;In use&apos; means mouse or keyboard input in the last</source>
        <translation>„In Benutzung“ heißt Maus- oder Tastatureingabe in den letzten</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>Suspend when computer is in use</source>
        <translation>Anhalten, wenn der Computer benutzt wird</translation>
    </message>
    <message>
        <source>Suspend GPU computing when computer is in use</source>
        <translation>GPU-Berechnung anhalten, wenn der Computer benutzt wird</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Höchstens nutzen:</translation>
    </message>
    <message>
        <source>% of the CPUs</source>
        <translation>% aller CPUs</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>% CPU-Zeit</translation>
    </message>
    <message>
        <source>Suspend when non-BOINC CPU usage is above</source>
        <translation>Anhalten, wenn die CPU-Last anderer Programme höher ist als</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>Wenn der Computer nicht benutzt wird</translation>
    </message>
    <message>
        <source>Suspend when no mouse or keyboard input in the last</source>
        <translation>Anhalten ohne Maus- oder Tastatureingabe in den letzten</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Suspend when computer is on battery</source>
        <translation>Anhalten im Akkubetrieb</translation>
    </message>
    <message>
        <source>Switch between tasks every</source>
        <translation>Zwischen Aufgaben wechseln alle</translation>
    </message>
    <message>
        <source>Request tasks to checkpoint at most every</source>
        <translation>Aufgaben höchstens so oft um Sicherungspunkte bitten: alle</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Leave non-GPU tasks in memory while suspended</source>
        <translation>Nicht-GPU-Aufgaben beim Anhalten im Speicher lassen</translation>
    </message>
    <message>
        <source>Store at least</source>
        <translation>Mindestens vorrätig halten:</translation>
    </message>
    <message>
        <source>days of work</source>
        <translation>Tage Arbeit</translation>
    </message>
    <message>
        <source>Store up to an additional</source>
        <translation>Zusätzlich bis zu vorrätig halten:</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Festplatte</translation>
    </message>
    <message>
        <source>Use no more than</source>
        <translation>Nicht mehr nutzen als</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>Leave at least</source>
        <translation>Mindestens</translation>
    </message>
    <message>
        <source>GB free</source>
        <translation>GB frei</translation>
    </message>
    <message>
        <source>% of total</source>
        <translation>% vom Gesamten</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>When computer is in use, use at most</source>
        <translation>Bei Benutzung des Computers höchstens nutzen:</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>% vom Arbeitsspeicher</translation>
    </message>
    <message>
        <source>When computer is not in use, use at most</source>
        <translation>Ohne Benutzung des Computers höchstens nutzen:</translation>
    </message>
    <message>
        <source>Page/swap file: use at most</source>
        <translation>Auslagerungsdatei: höchstens nutzen</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>Netzwerknutzung</translation>
    </message>
    <message>
        <source>Limit download rate to</source>
        <translation>Download-Rate begrenzen auf</translation>
    </message>
    <message>
        <source>Limit upload rate to</source>
        <translation>Upload-Rate begrenzen auf</translation>
    </message>
    <message>
        <source>Limit usage to</source>
        <translation>Nutzung begrenzen auf</translation>
    </message>
    <message>
        <source>… every</source>
        <translation>… alle</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Skip data verification for image files</source>
        <translation>Datenprüfung für Bilddateien überspringen</translation>
    </message>
    <message>
        <source>Confirm before connecting to the Internet</source>
        <translation>Vor dem Verbinden mit dem Internet nachfragen</translation>
    </message>
    <message>
        <source>Disconnect when done</source>
        <translation>Nach Abschluss trennen</translation>
    </message>
</context>
<context>
    <name>prefs_check</name>
    <message>
        <source>Suspending when other programs use more than under 1% of the CPU will suspend almost always.</source>
        <translation>Anhalten, sobald andere Programme mehr als weniger als 1 % CPU nutzen, hält fast immer an.</translation>
    </message>
    <message>
        <source>A work buffer over 10 days risks missing deadlines; projects may also send less.</source>
        <translation>Ein Arbeitsvorrat von über 10 Tagen riskiert verpasste Fristen; Projekte senden dann womöglich auch weniger.</translation>
    </message>
    <message>
        <source>No disk limit is set: the client may fill the disk.</source>
        <translation>Keine Festplattengrenze gesetzt: Der Client kann die Festplatte füllen.</translation>
    </message>
    <message>
        <source>A transfer limit needs a period: set &apos;every N days&apos; to 1 or more, or the limit to 0.</source>
        <translation>Eine Übertragungsgrenze braucht einen Zeitraum: Setzen Sie „alle N Tage“ auf 1 oder mehr, oder die Grenze auf 0.</translation>
    </message>
    <message>
        <source>The daily computing window is empty, so nothing would ever run.</source>
        <translation>Das tägliche Rechenzeitfenster ist leer, also würde nie etwas laufen.</translation>
    </message>
    <message>
        <source>Under 5% of memory is too little for most tasks; they will wait for memory.</source>
        <translation>Unter 5 % Arbeitsspeicher ist für die meisten Aufgaben zu wenig; sie warten dann auf Speicher.</translation>
    </message>
    <message>
        <source>Nothing would ever run: computing is suspended while the computer is in use, and also after {no_input} min without input, which is no longer than the {in_use} min that count as &apos;in use&apos;. Raise the no-input time above {in_use} min or allow computing while in use.</source>
        <translation>Nichts würde je laufen: Berechnungen sind angehalten, während der Computer benutzt wird, und auch nach {no_input} Min. ohne Eingabe, was nicht länger ist als die {in_use} Min., die als „benutzt“ gelten. Setzen Sie die Zeit ohne Eingabe über {in_use} Min. oder erlauben Sie Berechnungen während der Benutzung.</translation>
    </message>
    <message>
        <source>At {percent}% of CPU time tasks will take over {times} times longer and may miss their deadlines.</source>
        <translation>Bei {percent} % CPU-Zeit dauern Aufgaben über {times}-mal länger und verpassen vielleicht ihre Fristen.</translation>
    </message>
    <message>
        <source>{size} GB is too little for most projects&apos; files; little or no work will arrive.</source>
        <translation>{size} GB sind für die Dateien der meisten Projekte zu wenig; es kommt kaum oder keine Arbeit an.</translation>
    </message>
    <message>
        <source>Day of week {day} does not exist.</source>
        <translation>Wochentag {day} gibt es nicht.</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>{value} days</source>
        <translation>{value} Tage</translation>
    </message>
    <message>
        <source>{value} hours</source>
        <translation>{value} Stunden</translation>
    </message>
    <message>
        <source>{value} minutes</source>
        <translation>{value} Minuten</translation>
    </message>
    <message>
        <source>it would share the CPUs with {names}, which has had no computer time yet and so comes first until it has had its share; {project}&apos;s resource share would be {share} instead of {before}</source>
        <translation>es müsste sich die CPUs mit {names} teilen, das noch keine Rechenzeit bekommen hat und deshalb zuerst kommt, bis es seinen Anteil hatte; der Ressourcenanteil von {project} wäre {share} statt {before}</translation>
    </message>
    <message>
        <source>its resource share would be {share} instead of {before}</source>
        <translation>sein Ressourcenanteil wäre {share} statt {before}</translation>
    </message>
    <message>
        <source>its resource share stays {share}</source>
        <translation>sein Ressourcenanteil bleibt {share}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}</source>
        <translation>
            <numerusform>{project} bekäme {cpu} der CPU-Zeit und würde über die nächsten {span} %n Aufgabe fertigstellen</numerusform>
            <numerusform>{project} bekäme {cpu} der CPU-Zeit und würde über die nächsten {span} %n Aufgaben fertigstellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, missing %n deadline(s)</source>
        <translation>
            <numerusform>, wobei %n Frist verpasst würde</numerusform>
            <numerusform>, wobei %n Fristen verpasst würden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} (today&apos;s settings: {before})</source>
        <translation>
            <numerusform>{project} würde über die nächsten {span} %n Frist verpassen (mit den heutigen Einstellungen: {before})</numerusform>
            <numerusform>{project} würde über die nächsten {span} %n Fristen verpassen (mit den heutigen Einstellungen: {before})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} würde über die nächsten {span} %n Frist verpassen statt {before}</numerusform>
            <numerusform>{project} würde über die nächsten {span} %n Fristen verpassen statt {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>{project} would get {cpu} of the CPU time instead of {before} ({reason})</source>
        <translation>{project} bekäme {cpu} der CPU-Zeit statt {before} ({reason})</translation>
    </message>
    <message>
        <source>{project} would finish no task in the next {span}</source>
        <translation>{project} würde über die nächsten {span} keine Aufgabe fertigstellen</translation>
    </message>
    <message numerus="yes">
        <source>{project} would finish %n task(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} würde über die nächsten {span} %n Aufgabe statt {before} fertigstellen</numerusform>
            <numerusform>{project} würde über die nächsten {span} %n Aufgaben statt {before} fertigstellen</numerusform>
        </translation>
    </message>
    <message>
        <source>the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})</source>
        <translation>die CPUs, die rechnen dürfen, stünden {idle} der Zeit still (mit den aktuellen Einstellungen: {before})</translation>
    </message>
    <message>
        <source>no change expected in deadlines, CPU shares, tasks done or idle time</source>
        <translation>keine Änderung bei Fristen, CPU-Anteilen, erledigten Aufgaben oder Leerlaufzeit zu erwarten</translation>
    </message>
</context>
<context>
    <name>project_status</name>
    <message>
        <source>Suspended by user</source>
        <translation>Vom Benutzer angehalten</translation>
    </message>
    <message>
        <source>Won&apos;t get new tasks</source>
        <translation>Keine neuen Aufgaben</translation>
    </message>
    <message>
        <source>Project ended - OK to remove</source>
        <translation>Projekt beendet – kann entfernt werden</translation>
    </message>
    <message>
        <source>Will remove when tasks done</source>
        <translation>Wird nach Abschluss der Aufgaben entfernt</translation>
    </message>
    <message>
        <source>Scheduler request in progress</source>
        <translation>Serveranfrage läuft</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Serveranfrage ausstehend</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Kommunikation verschoben</translation>
    </message>
    <message>
        <source>Unknown reason</source>
        <translation>Unbekannter Grund</translation>
    </message>
    <message>
        <source>Requested by user</source>
        <translation>Vom Benutzer angefordert</translation>
    </message>
    <message>
        <source>To report completed tasks</source>
        <translation>Um fertige Aufgaben zu melden</translation>
    </message>
    <message>
        <source>To fetch work</source>
        <translation>Um Arbeit abzurufen</translation>
    </message>
    <message>
        <source>To send trickle-up message</source>
        <translation>Um eine Trickle-up-Nachricht zu senden</translation>
    </message>
    <message>
        <source>Requested by account manager</source>
        <translation>Von der Kontenverwaltung angefordert</translation>
    </message>
    <message>
        <source>Project initialization</source>
        <translation>Projekteinrichtung</translation>
    </message>
    <message>
        <source>Requested by project</source>
        <translation>Vom Projekt angefordert</translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>CPU-Auslastung (letztes Intervall)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Fortschrittsrate</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>Prozess-ID</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Maximaler Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Auslagerung</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Maximale Auslagerung</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Maximale Festplattennutzung</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Slot-Verzeichnis</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Properties of project {name} ({url})</source>
        <translation>Eigenschaften des Projekts {name} ({url})</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Arbeit</translation>
    </message>
    <message>
        <source>Account / team</source>
        <translation>Konto / Team</translation>
    </message>
    <message>
        <source>Work done (user / host)</source>
        <translation>Geleistete Arbeit (Benutzer / Host)</translation>
    </message>
    <message>
        <source>Average work done</source>
        <translation>Durchschnittlich geleistete Arbeit</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Ressourcenanteil</translation>
    </message>
    <message>
        <source>{share} ({percent}% of the total)</source>
        <translation>{share} ({percent} % vom Ganzen)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>Turn to compute</source>
        <translation>Rechenreihenfolge</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Scheduler-Anfrage ausstehend</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Kommunikation zurückgestellt</translation>
    </message>
    <message>
        <source>Last scheduler contact</source>
        <translation>Letzter Kontakt zum Scheduler</translation>
    </message>
    <message>
        <source>CPU time given</source>
        <translation>Erhaltene CPU-Zeit</translation>
    </message>
    <message>
        <source>Tasks succeeded / failed</source>
        <translation>Aufgaben erfolgreich / fehlgeschlagen</translation>
    </message>
    <message>
        <source>Duration correction factor</source>
        <translation>Laufzeit-Korrekturfaktor</translation>
    </message>
    <message>
        <source>Disk usage</source>
        <translation>Festplattennutzung</translation>
    </message>
    <message>
        <source>owed about {span} of computer time: it comes before the projects owed less</source>
        <translation>schuldet etwa {span} Rechenzeit: kommt vor den Projekten, denen weniger geschuldet wird</translation>
    </message>
    <message>
        <source>has had about {span} more than its share lately: others come first</source>
        <translation>hat zuletzt etwa {span} mehr als seinen Anteil bekommen: andere kommen zuerst</translation>
    </message>
    <message>
        <source>even: it has had its share of computer time</source>
        <translation>ausgeglichen: hat seinen Anteil an Rechenzeit bekommen</translation>
    </message>
    <message>
        <source>Predecessor</source>
        <translation>Vorgänger</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Has successor</source>
        <translation>Hat Nachfolger</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Kept for successor</source>
        <translation>Für Nachfolger aufbewahrt</translation>
    </message>
    <message>
        <source>yes: reported, kept with its files for the next task in the chain</source>
        <translation>ja: gemeldet, mit seinen Dateien für die nächste Aufgabe der Kette aufbewahrt</translation>
    </message>
    <message>
        <source>Kept sticky files</source>
        <translation>Aufbewahrte feste Dateien</translation>
    </message>
    <message>
        <source>Postponed until</source>
        <translation>Zurückgestellt bis</translation>
    </message>
    <message>
        <source>{time} (in {span})</source>
        <translation>{time} (in {span})</translation>
    </message>
    <message>
        <source>(projected to finish after its deadline)</source>
        <translation>(wird voraussichtlich nach seiner Frist fertig)</translation>
    </message>
    <message>
        <source>(run first to finish well before its deadline)</source>
        <translation>(läuft zuerst, um deutlich vor seiner Frist fertig zu werden)</translation>
    </message>
    <message>
        <source>Properties of task {name}</source>
        <translation>Eigenschaften der Aufgabe {name}</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Anwendung</translation>
    </message>
    <message>
        <source>Workunit</source>
        <translation>Arbeitspaket</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Erhalten</translation>
    </message>
    <message>
        <source>Report deadline</source>
        <translation>Abgabetermin</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Verstrichene Zeit</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU-Zeit</translation>
    </message>
    <message>
        <source>CPU time at last checkpoint</source>
        <translation>CPU-Zeit beim letzten Prüfpunkt</translation>
    </message>
    <message>
        <source>Estimated time remaining</source>
        <translation>Geschätzte Restzeit</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Slot</translation>
    </message>
    <message>
        <source>Memory (working set)</source>
        <translation>Speicher (Working Set)</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>your preference to leave at least %1 free</source>
        <translation>Ihre Einstellung, mindestens %1 frei zu lassen</translation>
    </message>
    <message>
        <source>your preference to use no more than %1 % of the disk</source>
        <translation>Ihre Einstellung, nicht mehr als %1 %&#xa0;der Festplatte zu nutzen</translation>
    </message>
    <message>
        <source>your preference to use no more than %1</source>
        <translation>Ihre Einstellung, nicht mehr als %1 zu nutzen</translation>
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
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>not asking: the queue already holds the {min} days of work you asked for</source>
        <translation>fragt nicht: der Vorrat enthält bereits die gewünschten {min} Tage Arbeit</translation>
    </message>
    <message>
        <source>not asking: it has more than its share of queued work</source>
        <translation>fragt nicht: es hat mehr als seinen Anteil an vorrätiger Arbeit</translation>
    </message>
    <message>
        <source>not asking yet: another project is owed more computer time and is asked first</source>
        <translation>fragt noch nicht: einem anderen Projekt steht mehr Rechenzeit zu, es wird zuerst gefragt</translation>
    </message>
    <message>
        <source>not asking: you suspended it</source>
        <translation>fragt nicht: Sie haben es angehalten</translation>
    </message>
    <message>
        <source>not asking: you set it to get no new tasks</source>
        <translation>fragt nicht: Sie haben „Keine neuen Aufgaben“ eingestellt</translation>
    </message>
    <message>
        <source>not asking: the project has ended; you can remove it</source>
        <translation>fragt nicht: das Projekt ist beendet; Sie können es entfernen</translation>
    </message>
    <message>
        <source>not asking: it is a non-CPU-intensive project</source>
        <translation>fragt nicht: es ist ein nicht CPU-intensives Projekt</translation>
    </message>
    <message>
        <source>not asking: its resource share is 0, so it gets work only when no other project has any</source>
        <translation>fragt nicht: sein Ressourcenanteil ist 0, es bekommt nur Arbeit, wenn kein anderes Projekt welche hat</translation>
    </message>
    <message>
        <source>not asking for a while: its recent requests brought no work</source>
        <translation>fragt vorerst nicht: die letzten Anfragen brachten keine Arbeit</translation>
    </message>
    <message>
        <source>not asking: queued tasks are already at risk of missing their deadlines</source>
        <translation>fragt nicht: wartende Aufgaben drohen bereits ihre Termine zu verpassen</translation>
    </message>
    <message>
        <source>not asking: it has had more than its share of computer time lately</source>
        <translation>fragt nicht: es hat zuletzt mehr als seinen Anteil an Rechenzeit bekommen</translation>
    </message>
    <message>
        <source>not asking: computing is suspended, so the queued tasks would only wait</source>
        <translation>fragt nicht: die Berechnung ist angehalten, wartende Aufgaben würden nur warten</translation>
    </message>
    <message>
        <source>not asking: it has enough work for the tasks its app_config.xml limit lets run at once</source>
        <translation>fragt nicht: genug Arbeit für die Aufgaben, die das Limit in app_config.xml gleichzeitig laufen lässt</translation>
    </message>
    <message>
        <source>nothing to wait for</source>
        <translation>nichts, worauf gewartet wird</translation>
    </message>
    <message>
        <source>not contacted: you suspended it</source>
        <translation>keine Verbindung: Sie haben es angehalten</translation>
    </message>
    <message>
        <source>not contacted: network activity is suspended</source>
        <translation>keine Verbindung: die Netzwerkaktivität ist angehalten</translation>
    </message>
    <message>
        <source>its list of schedulers could not be read; tried again daily</source>
        <translation>seine Liste der Scheduler war nicht lesbar; neuer Versuch täglich</translation>
    </message>
    <message>
        <source>another project is contacted first</source>
        <translation>ein anderes Projekt wird zuerst kontaktiert</translation>
    </message>
    <message>
        <source>its finished tasks are not due for reporting yet</source>
        <translation>seine fertigen Aufgaben müssen noch nicht gemeldet werden</translation>
    </message>
    <message>
        <source>waiting for the next check for work</source>
        <translation>wartet auf die nächste Prüfung auf Arbeit</translation>
    </message>
    <message>
        <source>asking for work: its queue is below your %1-day minimum</source>
        <translation>fragt nach Arbeit: der Vorrat liegt unter Ihrem Minimum von %1 Tagen</translation>
    </message>
    <message>
        <source>backed off for %1 after a failed request</source>
        <translation>pausiert %1 nach einer fehlgeschlagenen Anfrage</translation>
    </message>
    <message>
        <source>backed off for %1 after %2 failed requests</source>
        <translation>pausiert %1 nach %2 fehlgeschlagenen Anfragen</translation>
    </message>
    <message>
        <source>waiting %1 before contacting the project again</source>
        <translation>wartet %1, bevor das Projekt wieder kontaktiert wird</translation>
    </message>
    <message>
        <source>the project asked for %1 between requests</source>
        <translation>das Projekt wünscht %1 Abstand zwischen Anfragen</translation>
    </message>
    <message>
        <source>the project asked for a pause between requests</source>
        <translation>das Projekt wünscht eine Pause zwischen Anfragen</translation>
    </message>
    <message>
        <source>no work-fetch decision yet</source>
        <translation>noch keine Entscheidung zum Arbeitsabruf</translation>
    </message>
    <message>
        <source>Work fetch: %1</source>
        <translation>Arbeitsabruf: %1</translation>
    </message>
    <message>
        <source>Scheduling priority (debt): %1 CPU s · long-term debt %2 s</source>
        <translation>Planungspriorität (Schuld): %1 CPU-s · langfristige Schuld %2 s</translation>
    </message>
    <message>
        <source>Resource share %1 (%2%)</source>
        <translation>Ressourcenanteil %1 (%2 %)</translation>
    </message>
    <message>
        <source>Next contact in %1</source>
        <translation>Nächster Kontakt in %1</translation>
    </message>
    <message>
        <source> · failed requests: %1</source>
        <translation> · fehlgeschlagene Anfragen: %1</translation>
    </message>
    <message>
        <source>you suspended computing (Activity menu)</source>
        <translation>Sie haben die Berechnung angehalten (Menü Aktivität)</translation>
    </message>
    <message>
        <source>you are using the computer, and your preferences pause computing then</source>
        <translation>Sie benutzen den Computer, und laut Ihren Einstellungen ruht die Berechnung dann</translation>
    </message>
    <message>
        <source>no one has used the computer lately, and your preferences compute only while in use</source>
        <translation>niemand hat den Computer in letzter Zeit benutzt, und laut Ihren Einstellungen wird nur während der Benutzung gerechnet</translation>
    </message>
    <message>
        <source>other programs keep the CPUs busy beyond the limit in your preferences</source>
        <translation>andere Programme lasten die CPUs über die Grenze in Ihren Einstellungen aus</translation>
    </message>
    <message>
        <source>the computer runs on batteries, and your preferences pause computing then</source>
        <translation>der Computer läuft mit Akku, und laut Ihren Einstellungen ruht die Berechnung dann</translation>
    </message>
    <message>
        <source>your preferences allow computing only at other times of day</source>
        <translation>Ihre Einstellungen erlauben Berechnungen nur zu anderen Tageszeiten</translation>
    </message>
    <message>
        <source>computing starts a little after the client starts</source>
        <translation>die Berechnung beginnt kurz nach dem Start des Clients</translation>
    </message>
    <message>
        <source>the CPU benchmarks are running</source>
        <translation>die CPU-Benchmarks laufen</translation>
    </message>
    <message>
        <source>the client needs more disk space than your preferences allow</source>
        <translation>der Client braucht mehr Speicherplatz, als Ihre Einstellungen erlauben</translation>
    </message>
    <message>
        <source>Suspended: you suspended its project</source>
        <translation>Angehalten: Sie haben das Projekt angehalten</translation>
    </message>
    <message>
        <source>Suspended: you suspended this task</source>
        <translation>Angehalten: Sie haben diese Aufgabe angehalten</translation>
    </message>
    <message>
        <source>Suspended: %1</source>
        <translation>Angehalten: %1</translation>
    </message>
    <message>
        <source>keeps its running task</source>
        <translation>behält seine laufende Aufgabe</translation>
    </message>
    <message>
        <source>resumes its preempted task</source>
        <translation>setzt seine verdrängte Aufgabe fort</translation>
    </message>
    <message>
        <source>starts its earliest-deadline job</source>
        <translation>startet seine Aufgabe mit dem frühesten Termin</translation>
    </message>
    <message>
        <source>waiting: every CPU runs a task whose deadline is at risk or whose time slice is not over</source>
        <translation>wartet: jede CPU rechnet an einer Aufgabe mit gefährdetem Termin oder laufender Zeitscheibe</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: a task whose deadline is at risk needs its CPU</source>
        <translation>vor Ende seiner Zeitscheibe angehalten: eine Aufgabe mit gefährdetem Termin braucht seine CPU</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: fewer CPUs may be used than tasks were running</source>
        <translation>vor Ende seiner Zeitscheibe angehalten: es dürfen weniger CPUs genutzt werden, als Aufgaben liefen</translation>
    </message>
    <message>
        <source>waiting: computing is suspended (Activity: never)</source>
        <translation>wartet: Berechnung ist angehalten (Aktivität: nie)</translation>
    </message>
    <message>
        <source>waiting: GPU computing is suspended</source>
        <translation>wartet: GPU-Berechnung ist angehalten</translation>
    </message>
    <message>
        <source>waiting: you suspended it</source>
        <translation>wartet: Sie haben sie angehalten</translation>
    </message>
    <message>
        <source>waiting: its input files are not downloaded yet</source>
        <translation>wartet: ihre Eingabedateien sind noch nicht heruntergeladen</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>running: it keeps its CPU for its time slice, about %1 more</source>
        <translation>läuft: behält seine CPU für seine Zeitscheibe, noch etwa %1</translation>
    </message>
    <message>
        <source>running: %1 is owed the most computer time for its resource share, so it %2</source>
        <translation>läuft: %1 steht gemessen am Ressourcenanteil die meiste Rechenzeit zu, daher: %2</translation>
    </message>
    <message>
        <source>waiting: %1 is owed more computer time than %2 for its resource share</source>
        <translation>wartet: %1 steht gemessen am Ressourcenanteil mehr Rechenzeit zu als %2</translation>
    </message>
    <message>
        <source>running first: taking turns with the other tasks it would finish %1 after its deadline</source>
        <translation>läuft vorrangig: im Wechsel mit den anderen Aufgaben wäre sie %1 nach dem Termin fertig</translation>
    </message>
    <message>
        <source>running first: taking turns it would finish only %1 before its deadline, closer than your work buffer&apos;s minimum</source>
        <translation>läuft vorrangig: im Wechsel wäre sie nur %1 vor dem Termin fertig, knapper als das Minimum Ihres Arbeitsvorrats</translation>
    </message>
    <message>
        <source>waiting: at most %1 tasks of %2 may run at once (your app_config.xml limit)</source>
        <translation>wartet: höchstens %1 Aufgaben von %2 dürfen gleichzeitig laufen (Ihr Limit in app_config.xml)</translation>
    </message>
    <message>
        <source>waiting: %1&apos;s CPU time goes to its running tasks or those due sooner</source>
        <translation>wartet: die CPU-Zeit von %1 geht an seine laufenden oder früher fälligen Aufgaben</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, %2 free</source>
        <translation>wartet: braucht %1 CPUs, %2 frei</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, but your preferences let the client use only %2</source>
        <translation>wartet: braucht %1 CPUs, aber Ihre Einstellungen erlauben dem Client nur %2</translation>
    </message>
    <message>
        <source>waiting: its app asked to be started again later (%1)</source>
        <translation>wartet: ihre Anwendung möchte später neu gestartet werden (%1)</translation>
    </message>
    <message>
        <source>waiting: you suspended its project %1</source>
        <translation>wartet: Sie haben ihr Projekt %1 angehalten</translation>
    </message>
    <message>
        <source>waiting: needs a %1 GPU, which this computer does not have</source>
        <translation>wartet: braucht eine %1-GPU, die dieser Computer nicht hat</translation>
    </message>
    <message>
        <source>waiting: needs %1 MB of GPU memory; the device has %2 MB</source>
        <translation>wartet: braucht %1 MB GPU-Speicher; das Gerät hat %2 MB</translation>
    </message>
    <message>
        <source>waiting: every %1 device is excluded for its app (cc_config.xml)</source>
        <translation>wartet: jedes %1-Gerät ist für ihre Anwendung ausgeschlossen (cc_config.xml)</translation>
    </message>
    <message>
        <source>waiting: no %1 GPU has room for %2 of a device</source>
        <translation>wartet: keine %1-GPU hat Platz für %2 eines Geräts</translation>
    </message>
    <message>
        <source>waiting: its %1 device %2 is gone and no other has room</source>
        <translation>wartet: ihr %1-Gerät %2 ist fort, und kein anderes hat Platz</translation>
    </message>
    <message>
        <source>running: GPU task, %1 of %2 device %3</source>
        <translation>läuft: GPU-Aufgabe, %1 von %2-Gerät %3</translation>
    </message>
    <message>
        <source>Done: it is reported at the next scheduler contact</source>
        <translation>Fertig: wird beim nächsten Kontakt mit dem Server gemeldet</translation>
    </message>
    <message>
        <source>Done: its result is being sent to the project</source>
        <translation>Fertig: das Ergebnis wird an das Projekt gesendet</translation>
    </message>
    <message>
        <source>Its input files are being downloaded</source>
        <translation>Die Eingabedateien werden heruntergeladen</translation>
    </message>
    <message>
        <source>Queued: it starts when a CPU is free and its turn comes</source>
        <translation>In der Warteschlange: startet, sobald eine CPU frei ist und sie an der Reihe ist</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>the disk size is unknown</source>
        <translation>die Größe des Datenträgers ist unbekannt</translation>
    </message>
    <message>
        <source>files no task needs any more will be deleted first</source>
        <translation>zuerst werden Dateien gelöscht, die keine Aufgabe mehr braucht</translation>
    </message>
    <message>
        <source>its expired files will be deleted first</source>
        <translation>zuerst werden seine abgelaufenen Dateien gelöscht</translation>
    </message>
    <message>
        <source>its lowest-priority files will be deleted first</source>
        <translation>zuerst werden seine Dateien mit der niedrigsten Priorität gelöscht</translation>
    </message>
    <message>
        <source>its least recently used files will be deleted first</source>
        <translation>zuerst werden seine am längsten nicht benutzten Dateien gelöscht</translation>
    </message>
    <message>
        <source>but every one of its files is in use, so none can be deleted</source>
        <translation>aber jede seiner Dateien ist in Gebrauch, also kann keine gelöscht werden</translation>
    </message>
    <message>
        <source>The client may use no disk space (%1); change the disk preferences or free space on the disk.</source>
        <translation>Der Client darf keinen Speicherplatz belegen (%1); ändern Sie die Datenträger-Einstellungen oder schaffen Sie Platz auf dem Datenträger.</translation>
    </message>
    <message>
        <source>The client uses %1, %2 more than the %3 allowed (%4); files will be deleted, from projects over their share first.</source>
        <translation>Der Client belegt %1, %2 mehr als die erlaubten %3 (%4); Dateien werden gelöscht, zuerst von Projekten über ihrem Anteil.</translation>
    </message>
    <message>
        <source>Project %1 is over its share by %2; %3.</source>
        <translation>Projekt %1 liegt %2 über seinem Anteil; %3.</translation>
    </message>
    <message>
        <source>All projects are within their disk shares; %1 of the %2 allowed is free (%3).</source>
        <translation>Alle Projekte liegen innerhalb ihres Speicheranteils; %1 der erlaubten %2 sind frei (%3).</translation>
    </message>
</context>
<context>
    <name>row_actions</name>
    <message>
        <source>Remove project</source>
        <translation>Projekt entfernen</translation>
    </message>
    <message>
        <source>Remove this project?

%1

Its tasks, including unfinished work, are discarded.</source>
        <translation>Dieses Projekt entfernen?

%1

Seine Aufgaben werden verworfen, auch unfertige Arbeit.</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Projekt zurücksetzen</translation>
    </message>
    <message>
        <source>Reset this project?

%1

All its tasks are discarded and files downloaded again.</source>
        <translation>Dieses Projekt zurücksetzen?

%1

Alle seine Aufgaben werden verworfen und die Dateien neu heruntergeladen.</translation>
    </message>
    <message>
        <source>%1 (%2 done, %3)</source>
        <translation>%1 (%2 erledigt, %3)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weitere</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort 1 task? The work done is lost.</source>
        <translation>1 Aufgabe abbrechen? Die geleistete Arbeit geht verloren.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n tasks? The work done is lost.</source>
        <translation>
            <numerusform>%n Aufgabe abbrechen? Die geleistete Arbeit geht verloren.</numerusform>
            <numerusform>%n Aufgaben abbrechen? Die geleistete Arbeit geht verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort tasks</source>
        <translation>Aufgaben abbrechen</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Übertragung abbrechen</translation>
    </message>
    <message>
        <source>Abort 1 transfer? The task it belongs to fails.</source>
        <translation>1 Übertragung abbrechen? Die zugehörige Aufgabe schlägt fehl.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n transfers? The task they belong to fails.</source>
        <translation>
            <numerusform>%n Übertragung abbrechen? Die zugehörige Aufgabe schlägt fehl.</numerusform>
            <numerusform>%n Übertragungen abbrechen? Die zugehörige Aufgabe schlägt fehl.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>Wird heruntergeladen</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>Herunterladen fehlgeschlagen</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>Bereit zum Start</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Waiting to run</source>
        <translation>Wartet auf Ausführung</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Project suspended by user</source>
        <translation>Projekt vom Benutzer angehalten</translation>
    </message>
    <message>
        <source>Task suspended by user</source>
        <translation>Aufgabe vom Benutzer angehalten</translation>
    </message>
    <message>
        <source>Computation error</source>
        <translation>Berechnungsfehler</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>Wird hochgeladen</translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation>Hochladen fehlgeschlagen</translation>
    </message>
    <message>
        <source>Ready to report</source>
        <translation>Bereit zum Melden</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Aborted by user</source>
        <translation>Vom Benutzer abgebrochen</translation>
    </message>
    <message>
        <source>Aborted by project</source>
        <translation>Vom Projekt abgebrochen</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Zurückgestellt</translation>
    </message>
    <message>
        <source>Waiting for memory</source>
        <translation>Wartet auf Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Waiting for network</source>
        <translation>Wartet auf Netzwerk</translation>
    </message>
    <message>
        <source>(non-CPU-intensive)</source>
        <translation>(nicht CPU-intensiv)</translation>
    </message>
    <message>
        <source>, high priority</source>
        <translation>, hohe Priorität</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>Aborted: not started by deadline</source>
        <translation>Abgebrochen: nicht bis zum Termin gestartet</translation>
    </message>
    <message>
        <source>Aborted: task disk limit exceeded</source>
        <translation>Abgebrochen: Speicherplatzgrenze der Aufgabe überschritten</translation>
    </message>
    <message>
        <source>Aborted: run time limit exceeded</source>
        <translation>Abgebrochen: Laufzeitgrenze überschritten</translation>
    </message>
    <message>
        <source>Aborted: memory limit exceeded</source>
        <translation>Abgebrochen: Speichergrenze überschritten</translation>
    </message>
</context>
<context>
    <name>suspend</name>
    <message>
        <source>on batteries</source>
        <translation>im Akkubetrieb</translation>
    </message>
    <message>
        <source>computer is in use</source>
        <translation>Computer wird benutzt</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>Benutzeranfrage</translation>
    </message>
    <message>
        <source>time of day</source>
        <translation>Tageszeit</translation>
    </message>
    <message>
        <source>CPU benchmarks in progress</source>
        <translation>CPU-Benchmarks laufen</translation>
    </message>
    <message>
        <source>need disk space - check preferences</source>
        <translation>Speicherplatz nötig - Einstellungen prüfen</translation>
    </message>
    <message>
        <source>no recent user activity</source>
        <translation>keine Benutzeraktivität in letzter Zeit</translation>
    </message>
    <message>
        <source>initial delay</source>
        <translation>Startverzögerung</translation>
    </message>
    <message>
        <source>an exclusive app is running</source>
        <translation>eine exklusive Anwendung läuft</translation>
    </message>
    <message>
        <source>CPU is busy</source>
        <translation>CPU ist ausgelastet</translation>
    </message>
    <message>
        <source>network transfer limit exceeded</source>
        <translation>Übertragungslimit überschritten</translation>
    </message>
    <message>
        <source>requested by operating system</source>
        <translation>vom Betriebssystem angefordert</translation>
    </message>
    <message>
        <source>not connected to WiFi network</source>
        <translation>nicht mit einem WLAN verbunden</translation>
    </message>
    <message>
        <source>battery low</source>
        <translation>Akku schwach</translation>
    </message>
    <message>
        <source>battery thermal protection</source>
        <translation>Überhitzungsschutz des Akkus</translation>
    </message>
    <message>
        <source>GUI not active</source>
        <translation>Oberfläche nicht aktiv</translation>
    </message>
    <message>
        <source>Podman initializing</source>
        <translation>Podman wird initialisiert</translation>
    </message>
    <message>
        <source>battery charge wait</source>
        <translation>Warten auf Akkuladung</translation>
    </message>
    <message>
        <source>battery heat wait</source>
        <translation>Warten auf Abkühlung des Akkus</translation>
    </message>
    <message>
        <source>snoozed</source>
        <translation>schlummert</translation>
    </message>
    <message>
        <source>computer is off</source>
        <translation>Computer ist aus</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>snoozed: %1</source>
        <translation>schlummert: %1</translation>
    </message>
</context>
<context>
    <name>task_resources</name>
    <message>
        <source>%1% per hour</source>
        <translation>%1 % pro Stunde</translation>
    </message>
    <message>
        <source>%1% per minute</source>
        <translation>%1 % pro Minute</translation>
    </message>
    <message>
        <source>%1% per second</source>
        <translation>%1 % pro Sekunde</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>CPU-Auslastung (letztes Intervall)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Fortschrittsrate</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>Prozess-ID</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Maximaler Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Auslagerungsspeicher</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Maximaler Auslagerungsspeicher</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Maximale Festplattennutzung</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Slot-Verzeichnis</translation>
    </message>
</context>
<context>
    <name>transfer_status</name>
    <message>
        <source>Upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>retry in</source>
        <translation>neuer Versuch in</translation>
    </message>
    <message>
        <source>suspended - network activity suspended</source>
        <translation>angehalten – Netzwerkaktivität angehalten</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>project backoff</source>
        <translation>Projektpause</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>1&amp;5 minutes</source>
        <translation>15 &amp;Minuten</translation>
    </message>
    <message>
        <source>&amp;1 hour</source>
        <translation>1 &amp;Stunde</translation>
    </message>
    <message>
        <source>&amp;3 hours</source>
        <translation>3 S&amp;tunden</translation>
    </message>
    <message>
        <source>&amp;Until resumed</source>
        <translation>&amp;Bis zur Fortsetzung</translation>
    </message>
    <message>
        <source>boinc-gui (emulated)</source>
        <translation>boinc-gui (emuliert)</translation>
    </message>
    <message>
        <source>%1: snoozed (%2), %3 left</source>
        <translation>%1: schlummert (%2), noch %3</translation>
    </message>
    <message>
        <source>%1: snoozed, %2 left</source>
        <translation>%1: schlummert, noch %2</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>Benutzeranfrage</translation>
    </message>
    <message>
        <source>%1: computing suspended (%2)</source>
        <translation>%1: Berechnungen angehalten (%2)</translation>
    </message>
    <message>
        <source>1 task running</source>
        <translation>1 Aufgabe läuft</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks running</source>
        <translation>
            <numerusform>%n Aufgabe läuft</numerusform>
            <numerusform>%n Aufgaben laufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in queue</source>
        <translation>
            <numerusform>%n in der Warteschlange</numerusform>
            <numerusform>%n in der Warteschlange</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2, %3, network suspended</source>
        <translation>%1: %2, %3, Netzwerk angehalten</translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices</source>
        <translation>
            <numerusform>%n ungelesene Mitteilung</numerusform>
            <numerusform>%n ungelesene Mitteilungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices from your projects. Click to read.</source>
        <translation>
            <numerusform>%n ungelesene Mitteilung Ihrer Projekte. Zum Lesen klicken.</numerusform>
            <numerusform>%n ungelesene Mitteilungen Ihrer Projekte. Zum Lesen klicken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>veteran_menus</name>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>Das Grafikprogramm der Aufgabe starten</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Welche Arten von Meldungen der Client in sein Ereignisprotokoll schreibt</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>cc_config.xml und die app_config.xml-Dateien erneut einlesen</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Die Dokumentation von boinc-gui öffnen</translation>
    </message>
    <message>
        <source>&amp;Web pages</source>
        <translation>&amp;Webseiten</translation>
    </message>
    <message>
        <source>Show &amp;graphics</source>
        <translation>&amp;Grafik anzeigen</translation>
    </message>
    <message>
        <source>Event log &amp;window…</source>
        <translation>Ereignisprotokoll &amp;in eigenem Fenster…</translation>
    </message>
    <message>
        <source>Event log &amp;options…</source>
        <translation>&amp;Optionen des Ereignisprotokolls…</translation>
    </message>
    <message>
        <source>Read &amp;config files</source>
        <translation>Ko&amp;nfigurationsdateien einlesen</translation>
    </message>
    <message>
        <source>Run CPU &amp;benchmarks</source>
        <translation>CPU-&amp;Benchmarks ausführen</translation>
    </message>
    <message>
        <source>Retry all &amp;transfers</source>
        <translation>Alle &amp;Übertragungen wiederholen</translation>
    </message>
    <message>
        <source>Try every pending upload and download, and every deferred scheduler request, now</source>
        <translation>Jetzt jeden wartenden Up- und Download und jede zurückgestellte Scheduler-Anfrage versuchen</translation>
    </message>
    <message>
        <source>boinc-gui &amp;help</source>
        <translation>boinc-gui-&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Select one project</source>
        <translation>&amp;Ein Projekt auswählen</translation>
    </message>
    <message>
        <source>%1 &amp;home page</source>
        <translation>&amp;Startseite von %1</translation>
    </message>
    <message>
        <source>The project has sent &amp;no other links yet</source>
        <translation>Das Projekt hat &amp;noch keine weiteren Links gesendet</translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation>Kein Browser konnte %1 öffnen.</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of boinc-gui.</source>
        <translation>Die Dokumentation ist mit dieser Kopie von boinc-gui nicht installiert.</translation>
    </message>
    <message>
        <source>Retrying 1 transfer</source>
        <translation>1 Übertragung wird wiederholt</translation>
    </message>
    <message numerus="yes">
        <source>Retrying %n transfers</source>
        <translation>
            <numerusform>%n Übertragung wird wiederholt</numerusform>
            <numerusform>%n Übertragungen werden wiederholt</numerusform>
        </translation>
    </message>
    <message>
        <source>No transfer is waiting</source>
        <translation>Keine Übertragung wartet</translation>
    </message>
</context>
</TS>
