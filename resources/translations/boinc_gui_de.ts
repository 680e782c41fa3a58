<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
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
    <name>GpuControls</name>
    <message>
        <source>Use GPU always</source>
        <translation>GPU immer verwenden</translation>
    </message>
    <message>
        <source>Use GPU based on preferences</source>
        <translation>GPU nach Einstellungen verwenden</translation>
    </message>
    <message>
        <source>Suspend GPU</source>
        <translation>GPU anhalten</translation>
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
        <source>Notices (%1)</source>
        <translation>Mitteilungen (%1)</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Jetzt mit dem Projekt verbinden</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>No new tasks</source>
        <translation>Keine neuen Aufgaben</translation>
    </message>
    <message>
        <source>Allow new tasks</source>
        <translation>Neue Aufgaben zulassen</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Projekt zurücksetzen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Vom Projekt abmelden</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>Jetzt wiederholen</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Übertragung abbrechen</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Jetzt fortsetzen</translation>
    </message>
    <message>
        <source>Run always</source>
        <translation>Immer rechnen</translation>
    </message>
    <message>
        <source>Run based on preferences</source>
        <translation>Nach Einstellungen rechnen</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
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
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>Die Grafik von %1 konnte nicht gestartet werden: %2</translation>
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
        <source>Search the task history</source>
        <translation>Aufgabenverlauf durchsuchen</translation>
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
    <name>tray</name>
    <message>
        <source>15 minutes</source>
        <translation>15 Minuten</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <source>3 hours</source>
        <translation>3 Stunden</translation>
    </message>
    <message>
        <source>Until resumed</source>
        <translation>Bis zur Fortsetzung</translation>
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
        <source>Web pages</source>
        <translation>Webseiten</translation>
    </message>
    <message>
        <source>Show graphics</source>
        <translation>Grafik anzeigen</translation>
    </message>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>Das Grafikprogramm der Aufgabe starten</translation>
    </message>
    <message>
        <source>Event log window…</source>
        <translation>Ereignisprotokoll in eigenem Fenster…</translation>
    </message>
    <message>
        <source>Event log options…</source>
        <translation>Optionen des Ereignisprotokolls…</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Welche Arten von Meldungen der Client in sein Ereignisprotokoll schreibt</translation>
    </message>
    <message>
        <source>Read config files</source>
        <translation>Konfigurationsdateien einlesen</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>cc_config.xml und die app_config.xml-Dateien erneut einlesen</translation>
    </message>
    <message>
        <source>Run CPU benchmarks</source>
        <translation>CPU-Benchmarks ausführen</translation>
    </message>
    <message>
        <source>Retry all transfers</source>
        <translation>Alle Übertragungen wiederholen</translation>
    </message>
    <message>
        <source>Try every pending upload and download now</source>
        <translation>Alle ausstehenden Uploads und Downloads jetzt versuchen</translation>
    </message>
    <message>
        <source>boinc-gui help</source>
        <translation>boinc-gui-Hilfe</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Die Dokumentation von boinc-gui öffnen</translation>
    </message>
    <message>
        <source>Select one project</source>
        <translation>Ein Projekt auswählen</translation>
    </message>
    <message>
        <source>%1 home page</source>
        <translation>Startseite von %1</translation>
    </message>
    <message>
        <source>The project has sent no other links yet</source>
        <translation>Das Projekt hat noch keine weiteren Links gesendet</translation>
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
