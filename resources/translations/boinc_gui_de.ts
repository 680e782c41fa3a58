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
        <translation>Eine Kontoverwaltung führt Ihre Projektliste auf ihrer Website und meldet all Ihre Computer bei diesen Projekten an. Melden Sie sich mit Ihrem Konto bei der Kontoverwaltung an.</translation>
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
    <message>
        <source>wrong password</source>
        <translation>falsches Passwort</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>kein Konto mit diesem Namen bei der Kontoverwaltung</translation>
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
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>Geben Sie die Webadresse (URL) des Projekts ein.</translation>
    </message>
    <message>
        <source>The URL has no host name.</source>
        <translation>Die URL enthält keinen Hostnamen.</translation>
    </message>
    <message>
        <source>The URL contains spaces or control characters.</source>
        <translation>Die URL enthält Leerzeichen oder Steuerzeichen.</translation>
    </message>
    <message>
        <source>A project URL starts with http:// or https://, not {scheme}://.</source>
        <translation>Eine Projekt-URL beginnt mit http:// oder https://, nicht mit {scheme}://.</translation>
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
        <source>Attach failed: {reason}</source>
        <translation>Anmeldung fehlgeschlagen: {reason}</translation>
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
        <source>The password is kept in your system keyring.</source>
        <translation>Das Passwort wird im Schlüsselbund Ihres Systems aufbewahrt.</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>Kein Schlüsselbund verfügbar, daher wird das Passwort nicht gespeichert: boinc-gui behält es nur, solange es läuft, und fragt beim nächsten Mal erneut danach.</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
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
        <source>Manage hosts…</source>
        <translation>Hosts verwalten…</translation>
    </message>
    <message>
        <source>Add host…</source>
        <translation>Host hinzufügen…</translation>
    </message>
    <message>
        <source>Show all computers</source>
        <translation>Alle Computer anzeigen</translation>
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
        <source>Close window</source>
        <translation>Fenster schließen</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Beenden</translation>
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
        <source>Filter current table</source>
        <translation>Aktuelle Tabelle filtern</translation>
    </message>
    <message>
        <source>Select columns…</source>
        <translation>Spalten auswählen…</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Projekt</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>&amp;Aufgabe</translation>
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
        <source>Network activity always</source>
        <translation>Netzwerkaktivität immer</translation>
    </message>
    <message>
        <source>Network activity based on preferences</source>
        <translation>Netzwerkaktivität nach Einstellungen</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Netzwerkaktivität anhalten</translation>
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
        <source>Add project…</source>
        <translation>Projekt hinzufügen…</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Application settings (app_config.xml)…</source>
        <translation>Anwendungseinstellungen (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account manager…</source>
        <translation>Kontenverwaltung…</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Regeln…</translation>
    </message>
    <message>
        <source>GPUs…</source>
        <translation>GPUs…</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Sanft anhalten (nach dem nächsten Sicherungspunkt)</translation>
    </message>
    <message>
        <source>Alerts…</source>
        <translation>Warnungen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>Über boinc-gui</translation>
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
        <source>When computer is in use</source>
        <translation>Wenn der Computer benutzt wird</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>Wenn der Computer nicht benutzt wird</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Festplatte</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>Netzwerknutzung</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
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
        <source>days of work</source>
        <translation>Tage Arbeit</translation>
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
        <source>% of memory</source>
        <translation>% vom Arbeitsspeicher</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
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
</TS>
