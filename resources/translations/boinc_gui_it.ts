<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Close window</source>
        <translation>Chiudi finestra</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Stop computing and exit</source>
        <translation>Ferma i calcoli ed esci</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Filter current table</source>
        <translation>Filtra la tabella corrente</translation>
    </message>
    <message>
        <source>Select columns…</source>
        <translation>Scegli colonne…</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Progetto</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>&amp;Attività</translation>
    </message>
    <message>
        <source>T&amp;ransfer</source>
        <translation>T&amp;rasferimento</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>Atti&amp;vità</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Calcolo</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rete</translation>
    </message>
    <message>
        <source>Network activity always</source>
        <translation>Attività di rete sempre</translation>
    </message>
    <message>
        <source>Network activity based on preferences</source>
        <translation>Attività di rete secondo le preferenze</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Sospendi l&apos;attività di rete</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Posticipa</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>Stru&amp;menti</translation>
    </message>
    <message>
        <source>Add project…</source>
        <translation>Aggiungi progetto…</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Preferenze…</translation>
    </message>
    <message>
        <source>Application settings (app_config.xml)…</source>
        <translation>Impostazioni delle applicazioni (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account manager…</source>
        <translation>Gestore account…</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Regole…</translation>
    </message>
    <message>
        <source>GPUs…</source>
        <translation>GPU…</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Arresto morbido (dopo il prossimo punto di salvataggio)</translation>
    </message>
    <message>
        <source>Alerts…</source>
        <translation>Avvisi…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Guida</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>Informazioni su boinc-gui</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>Message from server</source>
        <translation>Messaggio dal server</translation>
    </message>
    <message>
        <source>Message from account manager</source>
        <translation>Messaggio dal gestore account</translation>
    </message>
    <message>
        <source>No tasks are available for the applications you have selected.</source>
        <translation>Non ci sono attività disponibili per le applicazioni che hai scelto.</translation>
    </message>
    <message>
        <source>Tasks can&apos;t access Internet - check network connection</source>
        <translation>Le attività non raggiungono Internet: controlla la connessione di rete</translation>
    </message>
    <message>
        <source>BOINC can&apos;t access Internet - check network connection</source>
        <translation>BOINC non raggiunge Internet: controlla la connessione di rete</translation>
    </message>
    <message>
        <source>Tasks need Internet access - consider unsuspending network</source>
        <translation>Le attività richiedono Internet: valuta di riprendere la rete</translation>
    </message>
    <message>
        <source>A new version of BOINC is available</source>
        <translation>È disponibile una nuova versione di BOINC</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Scarica</translation>
    </message>
    <message>
        <source>Your computer type is not supported by this project</source>
        <translation>Questo progetto non supporta il tuo tipo di computer</translation>
    </message>
    <message>
        <source>Invalid or missing account key.  To fix, remove and add this project.</source>
        <translation>Chiave dell&apos;account mancante o non valida. Rimuovi il progetto e aggiungilo di nuovo.</translation>
    </message>
    <message>
        <source>Some tasks need more memory than allowed by your preferences.  Please check the preferences.</source>
        <translation>Alcune attività richiedono più memoria di quanta ne consentano le tue preferenze. Controlla le preferenze.</translation>
    </message>
    <message>
        <source>Couldn&apos;t write state file; check directory permissions</source>
        <translation>Impossibile scrivere il file di stato; controlla i permessi della cartella</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>System (%1)</source>
        <translation>Sistema (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Takes effect the next time the window starts.</source>
        <translation>Ha effetto al prossimo avvio della finestra.</translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>New</source>
        <translation>Nuova</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>Download in corso</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>Download non riuscito</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>Pronta per l&apos;avvio</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>In esecuzione</translation>
    </message>
    <message>
        <source>Waiting to run</source>
        <translation>In attesa di esecuzione</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Sospesa</translation>
    </message>
    <message>
        <source>Project suspended by user</source>
        <translation>Progetto sospeso dall&apos;utente</translation>
    </message>
    <message>
        <source>Task suspended by user</source>
        <translation>Attività sospesa dall&apos;utente</translation>
    </message>
    <message>
        <source>Computation error</source>
        <translation>Errore di calcolo</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>Upload in corso</translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation>Upload non riuscito</translation>
    </message>
    <message>
        <source>Ready to report</source>
        <translation>Pronta per la notifica</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Confermata</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Interrotta</translation>
    </message>
    <message>
        <source>Aborted by user</source>
        <translation>Interrotta dall&apos;utente</translation>
    </message>
    <message>
        <source>Aborted by project</source>
        <translation>Interrotta dal progetto</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Rimandata</translation>
    </message>
    <message>
        <source>Waiting for memory</source>
        <translation>In attesa di memoria</translation>
    </message>
    <message>
        <source>Waiting for network</source>
        <translation>In attesa della rete</translation>
    </message>
    <message>
        <source>(non-CPU-intensive)</source>
        <translation>(non intensiva per la CPU)</translation>
    </message>
    <message>
        <source>, high priority</source>
        <translation>, priorità alta</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>sospeso</translation>
    </message>
    <message>
        <source>Aborted: not started by deadline</source>
        <translation>Interrotta: non avviata entro la scadenza</translation>
    </message>
    <message>
        <source>Aborted: task disk limit exceeded</source>
        <translation>Interrotta: superato il limite di disco dell&apos;attività</translation>
    </message>
    <message>
        <source>Aborted: run time limit exceeded</source>
        <translation>Interrotta: superato il tempo massimo di esecuzione</translation>
    </message>
    <message>
        <source>Aborted: memory limit exceeded</source>
        <translation>Interrotta: superato il limite di memoria</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>Alerts</source>
        <translation>Avvisi</translation>
    </message>
    <message>
        <source>Computers</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Name of the application to add</source>
        <translation>Nome dell'applicazione da aggiungere</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Cerca nella cronologia delle attività</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Completate dal</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Completate prima del</translation>
    </message>
    <message>
        <source>No data yet.</source>
        <translation>Ancora nessun dato.</translation>
    </message>
    <message>
        <source>Computing suspended: %1</source>
        <translation>Calcolo sospeso: %1</translation>
    </message>
    <message>
        <source>Computing resumed</source>
        <translation>Calcolo ripreso</translation>
    </message>
    <message>
        <source>Task %1 failed: %2</source>
        <translation>Attività %1 non riuscita: %2</translation>
    </message>
</context>
</TS>
