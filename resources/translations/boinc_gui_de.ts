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
    <name>RowTableModel</name>
    <message>
        <source>%1
(out of date: %2)</source>
        <translation>%1
(veraltet: %2)</translation>
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
        <source>Simple view</source>
        <translation>Einfache Ansicht</translation>
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
        <translation>Tageszeitpläne</translation>
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
        <translation>%&#xa0;der Prozessoren</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>%&#xa0;der CPU-Zeit</translation>
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
        <translation>GB frei lassen</translation>
    </message>
    <message>
        <source>% of total</source>
        <translation>%&#xa0;des Gesamten</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>When computer is in use, use at most</source>
        <translation>Bei Benutzung des Computers höchstens nutzen:</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>%&#xa0;des Arbeitsspeichers</translation>
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
