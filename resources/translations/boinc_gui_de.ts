<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
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
</TS>
