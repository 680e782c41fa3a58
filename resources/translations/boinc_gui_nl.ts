<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>AlertLogDialog</name>
    <message>
        <source>Alerts</source>
        <translation>Waarschuwingen</translation>
    </message>
    <message>
        <source>Tell me when</source>
        <translation>Meld het wanneer</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Meldingen</translation>
    </message>
    <message>
        <source>Alert log</source>
        <translation>Waarschuwingslogboek</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
</context>
<context>
    <name>AlertLogModel</name>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Aantal</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use GPU always</source>
        <translation>GPU altijd gebruiken</translation>
    </message>
    <message>
        <source>Use GPU based on preferences</source>
        <translation>GPU gebruiken volgens voorkeuren</translation>
    </message>
    <message>
        <source>Suspend GPU</source>
        <translation>GPU onderbreken</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Snooze GPU</source>
        <translation>GPU laten sluimeren</translation>
    </message>
    <message>
        <source>Resume GPU</source>
        <translation>GPU hervatten</translation>
    </message>
    <message>
        <source>GPU only</source>
        <translation>Alleen GPU</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>Close window</source>
        <translation>Venster sluiten</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>Stop computing and exit</source>
        <translation>Berekeningen stoppen en afsluiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>Filter current table</source>
        <translation>Huidige tabel filteren</translation>
    </message>
    <message>
        <source>Select columns…</source>
        <translation>Kolommen kiezen…</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Project</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>&amp;Taak</translation>
    </message>
    <message>
        <source>T&amp;ransfer</source>
        <translation>Ove&amp;rdracht</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>A&amp;ctiviteit</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Rekenen</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netwerk</translation>
    </message>
    <message>
        <source>Network activity always</source>
        <translation>Netwerkactiviteit altijd</translation>
    </message>
    <message>
        <source>Network activity based on preferences</source>
        <translation>Netwerkactiviteit volgens voorkeuren</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Netwerkactiviteit onderbreken</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Sluimeren</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>E&amp;xtra</translation>
    </message>
    <message>
        <source>Add project…</source>
        <translation>Project toevoegen…</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Voorkeuren…</translation>
    </message>
    <message>
        <source>Application settings (app_config.xml)…</source>
        <translation>Toepassingsinstellingen (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account manager…</source>
        <translation>Accountbeheerder…</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Regels…</translation>
    </message>
    <message>
        <source>GPUs…</source>
        <translation>GPU’s…</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Zacht stoppen (na het volgende controlepunt)</translation>
    </message>
    <message>
        <source>run always</source>
        <translation>altijd actief</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>onderbreken</translation>
    </message>
    <message>
        <source>run based on preferences</source>
        <translation>volgens voorkeuren</translation>
    </message>
    <message>
        <source>always</source>
        <translation>altijd</translation>
    </message>
    <message>
        <source>based on preferences</source>
        <translation>volgens voorkeuren</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>onderbroken</translation>
    </message>
    <message>
        <source>suspended (%1)</source>
        <translation>onderbroken (%1)</translation>
    </message>
    <message>
        <source>%1, suspended (%2)</source>
        <translation>%1, onderbroken (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n bezig</numerusform>
            <numerusform>%n bezig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n downloading</source>
        <translation>
            <numerusform>%n downloadt</numerusform>
            <numerusform>%n downloaden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n wacht</numerusform>
            <numerusform>%n wachten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uploading</source>
        <translation>
            <numerusform>%n uploadt</numerusform>
            <numerusform>%n uploaden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to report</source>
        <translation>
            <numerusform>%n te rapporteren</numerusform>
            <numerusform>%n te rapporteren</numerusform>
        </translation>
    </message>
    <message>
        <source>ddd dd MMM yyyy HH:mm</source>
        <translation>ddd dd MMM yyyy HH:mm</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>onbekend (niet geïnstalleerd)</translation>
    </message>
    <message>
        <source>boinc-gui — %1</source>
        <translation>boinc-gui — %1</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>starten…</translation>
    </message>
    <message>
        <source>Starting the client…</source>
        <translation>Client wordt gestart…</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Alleen actieve</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projecten</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Taken</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Overdrachten</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Schijf</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Gebeurtenislogboek</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Berichten</translation>
    </message>
    <message>
        <source>Client notice</source>
        <translation>Clientmelding</translation>
    </message>
    <message>
        <source>&lt;b&gt;Emulated client.&lt;/b&gt; This window shows the emulator in accelerated time (the speed is at the bottom right), not real work. The live client replaces it.</source>
        <translation>&lt;b&gt;Geëmuleerde client.&lt;/b&gt; Dit venster toont de emulator in versnelde tijd (de snelheid staat rechtsonder), geen echt werk. De echte client vervangt hem.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>Rules belong to a client that evaluates them: this computer&apos;s, or a remote boinc-core added under Hosts.</source>
        <translation>Regels horen bij een client die ze evalueert: die van deze computer, of een externe boinc-core die onder Hosts is toegevoegd.</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Berichten (%1)</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Bijwerken</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Nu contact maken met het project</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Onderbreken</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>No new tasks</source>
        <translation>Geen nieuwe taken</translation>
    </message>
    <message>
        <source>Allow new tasks</source>
        <translation>Nieuwe taken toestaan</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Project resetten</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Loskoppelen van het project</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschappen</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Afbreken</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>Nu opnieuw proberen</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Overdracht afbreken</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Nu hervatten</translation>
    </message>
    <message>
        <source>Run always</source>
        <translation>Altijd rekenen</translation>
    </message>
    <message>
        <source>Run based on preferences</source>
        <translation>Rekenen volgens voorkeuren</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Systeem</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>Alerts…</source>
        <translation>Waarschuwingen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>Over boinc-gui</translation>
    </message>
    <message>
        <source>Connecting to the client…</source>
        <translation>Verbinden met de client…</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Activiteit</translation>
    </message>
    <message>
        <source>The client&apos;s clock</source>
        <translation>Klok van de client</translation>
    </message>
    <message>
        <source>Tasks by state</source>
        <translation>Taken per status</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Accountbeheerder</translation>
    </message>
    <message>
        <source>Emulation speed</source>
        <translation>Emulatiesnelheid</translation>
    </message>
    <message>
        <source>Simulated seconds per real second</source>
        <translation>Gesimuleerde seconden per echte seconde</translation>
    </message>
    <message>
        <source>%1× speed</source>
        <translation>%1× snelheid</translation>
    </message>
    <message>
        <source>Account manager: %1</source>
        <translation>Accountbeheerder: %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;EMULATED&lt;/b&gt; — not real work</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;GEËMULEERD&lt;/b&gt; — geen echt werk</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>Rekenen: %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>Netwerk: %1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>Snoozed: %1</source>
        <translation>Sluimert: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>boinc-gui — All computers (%1)</source>
        <translation>boinc-gui — Alle computers (%1)</translation>
    </message>
    <message>
        <source>%1 does not report its disk usage to this window.</source>
        <translation>%1 meldt zijn schijfgebruik niet aan dit venster.</translation>
    </message>
    <message>
        <source>Disk usage of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Schijfgebruik van %1 (deze weergaven tonen één computer tegelijk: kies een andere in het vak Computer)</translation>
    </message>
    <message>
        <source>Charts of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Grafieken van %1 (deze weergaven tonen één computer tegelijk: kies een andere in het vak Computer)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>The client could not do that: %1</source>
        <translation>De client kon dat niet doen: %1</translation>
    </message>
    <message>
        <source>That computer is no longer shown; the command was not sent.</source>
        <translation>Die computer wordt niet meer getoond; de opdracht is niet verzonden.</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Alle computers</translation>
    </message>
    <message numerus="yes">
        <source>%1 on all %n computers shown?</source>
        <translation>
            <numerusform>%1 op alle %n getoonde computers?</numerusform>
            <numerusform>%1 op alle %n getoonde computers?</numerusform>
        </translation>
    </message>
    <message>
        <source>End the snooze</source>
        <translation>Sluimeren beëindigen</translation>
    </message>
    <message>
        <source>boinc-gui %1: a volunteer-computing manager compatible with BOINC.
Client: %2</source>
        <translation>boinc-gui %1: een met BOINC compatibele beheerder voor vrijwillig rekenwerk.
Client: %2</translation>
    </message>
    <message>
        <source>boinc-gui keeps computing</source>
        <translation>boinc-gui blijft rekenen</translation>
    </message>
    <message>
        <source>The window is closed, not the program: computing goes on. Click the tray icon to open the window; its menu has Exit.</source>
        <translation>Het venster is gesloten, niet het programma: het rekenen gaat door. Klik op het pictogram in het systeemvak om het venster te openen; het menu ervan bevat Afsluiten.</translation>
    </message>
    <message>
        <source>Exit boinc-gui</source>
        <translation>boinc-gui afsluiten</translation>
    </message>
    <message>
        <source>Exit? Computing stops until you start boinc-gui again.</source>
        <translation>Afsluiten? Het rekenen stopt tot u boinc-gui opnieuw start.</translation>
    </message>
</context>
<context>
    <name>NoticeReminder</name>
    <message>
        <source>1 unread notice from your projects. Click to read.</source>
        <translation>1 ongelezen bericht van uw projecten. Klik om te lezen.</translation>
    </message>
    <message>
        <source>boinc-gui notices</source>
        <translation>boinc-gui-berichten</translation>
    </message>
</context>
<context>
    <name>TrayController</name>
    <message>
        <source>Open manager</source>
        <translation>Beheerder openen</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Sluimeren</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Nu hervatten</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Rekenen onderbreken</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Zacht stoppen (na het volgende controlepunt)</translation>
    </message>
    <message>
        <source>Suspend network</source>
        <translation>Netwerk onderbreken</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>boinc-gui: starting</source>
        <translation>boinc-gui: starten</translation>
    </message>
    <message>
        <source>1 unread notice</source>
        <translation>1 ongelezen bericht</translation>
    </message>
    <message>
        <source>Resume computing</source>
        <translation>Rekenen hervatten</translation>
    </message>
    <message>
        <source>Resume network</source>
        <translation>Netwerk hervatten</translation>
    </message>
    <message>
        <source>boinc-gui needs you</source>
        <translation>boinc-gui heeft u nodig</translation>
    </message>
</context>
<context>
    <name>alerts</name>
    <message>
        <source>Task failed</source>
        <translation>Taak mislukt</translation>
    </message>
    <message>
        <source>Project keeps failing</source>
        <translation>Project blijft mislukken</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>Deadline in gevaar</translation>
    </message>
    <message>
        <source>Disk near its limit</source>
        <translation>Schijf bijna aan limiet</translation>
    </message>
    <message>
        <source>Computer not answering</source>
        <translation>Computer antwoordt niet</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>after</source>
        <translation>na</translation>
    </message>
    <message>
        <source> failed tasks</source>
        <translation> mislukte taken</translation>
    </message>
    <message>
        <source>within</source>
        <translation>binnen</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>or after</source>
        <translation>of na</translation>
    </message>
    <message>
        <source> failed scheduler requests</source>
        <translation> mislukte verzoeken aan de scheduler</translation>
    </message>
    <message>
        <source>or when a task would finish within</source>
        <translation>of wanneer een taak pas binnen</translation>
    </message>
    <message>
        <source> h of its deadline</source>
        <translation> u voor de deadline klaar zou zijn</translation>
    </message>
    <message>
        <source>when the client uses</source>
        <translation>wanneer de client</translation>
    </message>
    <message>
        <source> % of its disk limit</source>
        <translation> % van zijn schijflimiet gebruikt</translation>
    </message>
    <message>
        <source>again after it was below</source>
        <translation>opnieuw nadat het onder</translation>
    </message>
    <message>
        <source> %</source>
        <translation> % lag</translation>
    </message>
    <message>
        <source> s without an answer</source>
        <translation> s zonder antwoord</translation>
    </message>
    <message>
        <source>Repeats of a kind wait</source>
        <translation>Herhalingen van een soort wachten</translation>
    </message>
    <message>
        <source> min, then come as one</source>
        <translation> min en komen dan als één</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>hoogstens</translation>
    </message>
    <message>
        <source> notifications in that time</source>
        <translation> meldingen in die tijd</translation>
    </message>
    <message>
        <source>task failed</source>
        <translation>een taak mislukt</translation>
    </message>
    <message>
        <source>project keeps failing</source>
        <translation>een project blijft mislukken</translation>
    </message>
    <message>
        <source>deadline at risk</source>
        <translation>een deadline in gevaar is</translation>
    </message>
    <message>
        <source>disk near its limit</source>
        <translation>de schijf bijna aan de limiet is</translation>
    </message>
    <message>
        <source>computer not answering</source>
        <translation>een computer niet antwoordt</translation>
    </message>
    <message>
        <source>a rule says so</source>
        <translation>een regel dat zegt</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>boinc-gui: could not start; see the error above.</source>
        <translation>boinc-gui: kon niet starten; zie de fout hierboven.</translation>
    </message>
    <message>
        <source>boinc-gui: the demo project could not start: %1</source>
        <translation>boinc-gui: het demoproject kon niet starten: %1</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>Message from server</source>
        <translation>Bericht van de server</translation>
    </message>
    <message>
        <source>Message from account manager</source>
        <translation>Bericht van de accountbeheerder</translation>
    </message>
    <message>
        <source>No tasks are available for the applications you have selected.</source>
        <translation>Er zijn geen taken beschikbaar voor de toepassingen die u hebt gekozen.</translation>
    </message>
    <message>
        <source>Tasks can&apos;t access Internet - check network connection</source>
        <translation>Taken kunnen internet niet bereiken - controleer de netwerkverbinding</translation>
    </message>
    <message>
        <source>BOINC can&apos;t access Internet - check network connection</source>
        <translation>BOINC kan internet niet bereiken - controleer de netwerkverbinding</translation>
    </message>
    <message>
        <source>Tasks need Internet access - consider unsuspending network</source>
        <translation>Taken hebben internet nodig - overweeg het netwerk te hervatten</translation>
    </message>
    <message>
        <source>A new version of BOINC is available</source>
        <translation>Er is een nieuwe versie van BOINC</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Downloaden</translation>
    </message>
    <message>
        <source>Your computer type is not supported by this project</source>
        <translation>Dit project ondersteunt uw type computer niet</translation>
    </message>
    <message>
        <source>Invalid or missing account key.  To fix, remove and add this project.</source>
        <translation>Accountsleutel ontbreekt of is ongeldig. Verwijder het project en voeg het opnieuw toe.</translation>
    </message>
    <message>
        <source>Some tasks need more memory than allowed by your preferences.  Please check the preferences.</source>
        <translation>Sommige taken hebben meer geheugen nodig dan uw voorkeuren toestaan. Controleer de voorkeuren.</translation>
    </message>
    <message>
        <source>Couldn&apos;t write state file; check directory permissions</source>
        <translation>Statusbestand kon niet worden geschreven; controleer de mapmachtigingen</translation>
    </message>
</context>
<context>
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>De graphics van %1 konden niet worden gestart: %2</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>System (%1)</source>
        <translation>Systeem (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Takes effect the next time the window starts.</source>
        <translation>Werkt vanaf de volgende keer dat het venster start.</translation>
    </message>
</context>
<context>
    <name>row_actions</name>
    <message>
        <source>Remove project</source>
        <translation>Project verwijderen</translation>
    </message>
    <message>
        <source>Remove this project?

%1

Its tasks, including unfinished work, are discarded.</source>
        <translation>Dit project verwijderen?

%1

De taken ervan, ook onafgemaakt werk, worden weggegooid.</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Project resetten</translation>
    </message>
    <message>
        <source>Reset this project?

%1

All its tasks are discarded and files downloaded again.</source>
        <translation>Dit project resetten?

%1

Al zijn taken worden weggegooid en de bestanden opnieuw gedownload.</translation>
    </message>
    <message>
        <source>%1 (%2 done, %3)</source>
        <translation>%1 (%2 klaar, %3)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… en nog %n</numerusform>
            <numerusform>… en nog %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort 1 task? The work done is lost.</source>
        <translation>1 taak afbreken? Het gedane werk gaat verloren.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n tasks? The work done is lost.</source>
        <translation>
            <numerusform>%n taak afbreken? Het gedane werk gaat verloren.</numerusform>
            <numerusform>%n taken afbreken? Het gedane werk gaat verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort tasks</source>
        <translation>Taken afbreken</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Overdracht afbreken</translation>
    </message>
    <message>
        <source>Abort 1 transfer? The task it belongs to fails.</source>
        <translation>1 overdracht afbreken? De taak waar hij bij hoort mislukt.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n transfers? The task they belong to fails.</source>
        <translation>
            <numerusform>%n overdracht afbreken? De taak waar hij bij hoort mislukt.</numerusform>
            <numerusform>%n overdrachten afbreken? De taak waar ze bij horen mislukt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>New</source>
        <translation>Nieuw</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>Downloaden</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>Download mislukt</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>Klaar om te starten</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <source>Waiting to run</source>
        <translation>Wacht op uitvoering</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Onderbroken</translation>
    </message>
    <message>
        <source>Project suspended by user</source>
        <translation>Project onderbroken door gebruiker</translation>
    </message>
    <message>
        <source>Task suspended by user</source>
        <translation>Taak onderbroken door gebruiker</translation>
    </message>
    <message>
        <source>Computation error</source>
        <translation>Rekenfout</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>Uploaden</translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation>Upload mislukt</translation>
    </message>
    <message>
        <source>Ready to report</source>
        <translation>Klaar om te rapporteren</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Bevestigd</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Afgebroken</translation>
    </message>
    <message>
        <source>Aborted by user</source>
        <translation>Afgebroken door gebruiker</translation>
    </message>
    <message>
        <source>Aborted by project</source>
        <translation>Afgebroken door project</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Uitgesteld</translation>
    </message>
    <message>
        <source>Waiting for memory</source>
        <translation>Wacht op geheugen</translation>
    </message>
    <message>
        <source>Waiting for network</source>
        <translation>Wacht op netwerk</translation>
    </message>
    <message>
        <source>(non-CPU-intensive)</source>
        <translation>(niet CPU-intensief)</translation>
    </message>
    <message>
        <source>, high priority</source>
        <translation>, hoge prioriteit</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>onderbroken</translation>
    </message>
    <message>
        <source>Aborted: not started by deadline</source>
        <translation>Afgebroken: niet gestart vóór de deadline</translation>
    </message>
    <message>
        <source>Aborted: task disk limit exceeded</source>
        <translation>Afgebroken: schijflimiet van de taak overschreden</translation>
    </message>
    <message>
        <source>Aborted: run time limit exceeded</source>
        <translation>Afgebroken: maximale looptijd overschreden</translation>
    </message>
    <message>
        <source>Aborted: memory limit exceeded</source>
        <translation>Afgebroken: geheugenlimiet overschreden</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>Alerts</source>
        <translation>Waarschuwingen</translation>
    </message>
    <message>
        <source>Computers</source>
        <translation>Computers</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU's</translation>
    </message>
    <message>
        <source>Name of the application to add</source>
        <translation>Naam van de toe te voegen toepassing</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Taakgeschiedenis doorzoeken</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Voltooid sinds</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Voltooid vóór</translation>
    </message>
    <message>
        <source>No data yet.</source>
        <translation>Nog geen gegevens.</translation>
    </message>
    <message>
        <source>Computing suspended: %1</source>
        <translation>Rekenen onderbroken: %1</translation>
    </message>
    <message>
        <source>Computing resumed</source>
        <translation>Rekenen hervat</translation>
    </message>
    <message>
        <source>Task %1 failed: %2</source>
        <translation>Taak %1 mislukt: %2</translation>
    </message>
</context>
<context>
    <name>suspend</name>
    <message>
        <source>on batteries</source>
        <translation>op batterij</translation>
    </message>
    <message>
        <source>computer is in use</source>
        <translation>computer is in gebruik</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>verzoek van gebruiker</translation>
    </message>
    <message>
        <source>time of day</source>
        <translation>tijdstip</translation>
    </message>
    <message>
        <source>CPU benchmarks in progress</source>
        <translation>CPU-benchmarks bezig</translation>
    </message>
    <message>
        <source>need disk space - check preferences</source>
        <translation>schijfruimte nodig - controleer voorkeuren</translation>
    </message>
    <message>
        <source>no recent user activity</source>
        <translation>geen recente gebruikersactiviteit</translation>
    </message>
    <message>
        <source>initial delay</source>
        <translation>startvertraging</translation>
    </message>
    <message>
        <source>an exclusive app is running</source>
        <translation>een exclusieve toepassing draait</translation>
    </message>
    <message>
        <source>CPU is busy</source>
        <translation>CPU is bezet</translation>
    </message>
    <message>
        <source>network transfer limit exceeded</source>
        <translation>netwerkoverdrachtslimiet overschreden</translation>
    </message>
    <message>
        <source>requested by operating system</source>
        <translation>op verzoek van het besturingssysteem</translation>
    </message>
    <message>
        <source>not connected to WiFi network</source>
        <translation>niet verbonden met wifi-netwerk</translation>
    </message>
    <message>
        <source>battery low</source>
        <translation>batterij bijna leeg</translation>
    </message>
    <message>
        <source>battery thermal protection</source>
        <translation>thermische beveiliging van batterij</translation>
    </message>
    <message>
        <source>GUI not active</source>
        <translation>grafische interface niet actief</translation>
    </message>
    <message>
        <source>Podman initializing</source>
        <translation>Podman wordt geïnitialiseerd</translation>
    </message>
    <message>
        <source>battery charge wait</source>
        <translation>wachten op opladen batterij</translation>
    </message>
    <message>
        <source>battery heat wait</source>
        <translation>wachten op afkoelen batterij</translation>
    </message>
    <message>
        <source>snoozed</source>
        <translation>sluimert</translation>
    </message>
    <message>
        <source>computer is off</source>
        <translation>computer staat uit</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>niet verbonden</translation>
    </message>
    <message>
        <source>snoozed: %1</source>
        <translation>sluimert: %1</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>15 minutes</source>
        <translation>15 minuten</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 uur</translation>
    </message>
    <message>
        <source>3 hours</source>
        <translation>3 uur</translation>
    </message>
    <message>
        <source>Until resumed</source>
        <translation>Tot hervatten</translation>
    </message>
    <message>
        <source>boinc-gui (emulated)</source>
        <translation>boinc-gui (geëmuleerd)</translation>
    </message>
    <message>
        <source>%1: snoozed (%2), %3 left</source>
        <translation>%1: sluimert (%2), nog %3</translation>
    </message>
    <message>
        <source>%1: snoozed, %2 left</source>
        <translation>%1: sluimert, nog %2</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>verzoek van gebruiker</translation>
    </message>
    <message>
        <source>%1: computing suspended (%2)</source>
        <translation>%1: rekenen onderbroken (%2)</translation>
    </message>
    <message>
        <source>1 task running</source>
        <translation>1 taak bezig</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks running</source>
        <translation>
            <numerusform>%n taak bezig</numerusform>
            <numerusform>%n taken bezig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in queue</source>
        <translation>
            <numerusform>%n in de wachtrij</numerusform>
            <numerusform>%n in de wachtrij</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2, %3, network suspended</source>
        <translation>%1: %2, %3, netwerk onderbroken</translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices</source>
        <translation>
            <numerusform>%n ongelezen bericht</numerusform>
            <numerusform>%n ongelezen berichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices from your projects. Click to read.</source>
        <translation>
            <numerusform>%n ongelezen bericht van uw projecten. Klik om te lezen.</numerusform>
            <numerusform>%n ongelezen berichten van uw projecten. Klik om te lezen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>veteran_menus</name>
    <message>
        <source>Web pages</source>
        <translation>Webpagina&apos;s</translation>
    </message>
    <message>
        <source>Show graphics</source>
        <translation>Graphics tonen</translation>
    </message>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>De grafische toepassing van de taak starten</translation>
    </message>
    <message>
        <source>Event log window…</source>
        <translation>Gebeurtenislogboek in venster…</translation>
    </message>
    <message>
        <source>Event log options…</source>
        <translation>Opties voor gebeurtenislogboek…</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Welke soorten berichten de client in zijn gebeurtenislogboek schrijft</translation>
    </message>
    <message>
        <source>Read config files</source>
        <translation>Configuratiebestanden inlezen</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>cc_config.xml en de app_config.xml-bestanden opnieuw inlezen</translation>
    </message>
    <message>
        <source>Run CPU benchmarks</source>
        <translation>CPU-benchmarks uitvoeren</translation>
    </message>
    <message>
        <source>Retry all transfers</source>
        <translation>Alle overdrachten opnieuw proberen</translation>
    </message>
    <message>
        <source>Try every pending upload and download now</source>
        <translation>Alle wachtende uploads en downloads nu proberen</translation>
    </message>
    <message>
        <source>boinc-gui help</source>
        <translation>boinc-gui-help</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>De documentatie van boinc-gui openen</translation>
    </message>
    <message>
        <source>Select one project</source>
        <translation>Selecteer één project</translation>
    </message>
    <message>
        <source>%1 home page</source>
        <translation>Startpagina van %1</translation>
    </message>
    <message>
        <source>The project has sent no other links yet</source>
        <translation>Het project heeft nog geen andere links gestuurd</translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation>Geen browser kon %1 openen.</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of boinc-gui.</source>
        <translation>De documentatie is niet geïnstalleerd met dit exemplaar van boinc-gui.</translation>
    </message>
    <message>
        <source>Retrying 1 transfer</source>
        <translation>1 overdracht wordt opnieuw geprobeerd</translation>
    </message>
    <message numerus="yes">
        <source>Retrying %n transfers</source>
        <translation>
            <numerusform>%n overdracht wordt opnieuw geprobeerd</numerusform>
            <numerusform>%n overdrachten worden opnieuw geprobeerd</numerusform>
        </translation>
    </message>
    <message>
        <source>No transfer is waiting</source>
        <translation>Er wacht geen overdracht</translation>
    </message>
</context>
</TS>
