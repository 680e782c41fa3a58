<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
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
</TS>
