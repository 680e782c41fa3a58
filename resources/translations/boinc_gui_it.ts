<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AlertLogDialog</name>
    <message>
        <source>Alerts</source>
        <translation>Avvisi</translation>
    </message>
    <message>
        <source>Tell me when</source>
        <translation>Avvisami quando</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Notifiche</translation>
    </message>
    <message>
        <source>Alert log</source>
        <translation>Registro avvisi</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
</context>
<context>
    <name>AlertLogModel</name>
    <message>
        <source>Time</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Volte</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use GPU always</source>
        <translation>Usa sempre la GPU</translation>
    </message>
    <message>
        <source>Use GPU based on preferences</source>
        <translation>Usa la GPU secondo le preferenze</translation>
    </message>
    <message>
        <source>Suspend GPU</source>
        <translation>Sospendi la GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Snooze GPU</source>
        <translation>Posticipa la GPU</translation>
    </message>
    <message>
        <source>Resume GPU</source>
        <translation>Riprendi la GPU</translation>
    </message>
    <message>
        <source>GPU only</source>
        <translation>Solo GPU</translation>
    </message>
</context>
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
        <source>run always</source>
        <translation>sempre attivo</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>sospendi</translation>
    </message>
    <message>
        <source>run based on preferences</source>
        <translation>secondo le preferenze</translation>
    </message>
    <message>
        <source>always</source>
        <translation>sempre</translation>
    </message>
    <message>
        <source>based on preferences</source>
        <translation>secondo le preferenze</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>sospeso</translation>
    </message>
    <message>
        <source>suspended (%1)</source>
        <translation>sospeso (%1)</translation>
    </message>
    <message>
        <source>%1, suspended (%2)</source>
        <translation>%1, sospeso (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n in esecuzione</numerusform>
            <numerusform>%n in esecuzione</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n downloading</source>
        <translation>
            <numerusform>%n in download</numerusform>
            <numerusform>%n in download</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n in attesa</numerusform>
            <numerusform>%n in attesa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uploading</source>
        <translation>
            <numerusform>%n in upload</numerusform>
            <numerusform>%n in upload</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to report</source>
        <translation>
            <numerusform>%n da notificare</numerusform>
            <numerusform>%n da notificare</numerusform>
        </translation>
    </message>
    <message>
        <source>ddd dd MMM yyyy HH:mm</source>
        <translation>ddd dd MMM yyyy HH:mm</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>sconosciuta (non installato)</translation>
    </message>
    <message>
        <source>boinc-gui — %1</source>
        <translation>boinc-gui — %1</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>avvio…</translation>
    </message>
    <message>
        <source>Starting the client…</source>
        <translation>Avvio del client…</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Solo attive</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Progetti</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Attività</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Trasferimenti</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Disco</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Registro eventi</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Comunicazioni</translation>
    </message>
    <message>
        <source>Client notice</source>
        <translation>Avviso del client</translation>
    </message>
    <message>
        <source>&lt;b&gt;Emulated client.&lt;/b&gt; This window shows the emulator in accelerated time (the speed is at the bottom right), not real work. The live client replaces it.</source>
        <translation>&lt;b&gt;Client emulato.&lt;/b&gt; Questa finestra mostra l&apos;emulatore a tempo accelerato (la velocità è in basso a destra), non lavoro reale. Il client reale lo sostituisce.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Rules belong to a client that evaluates them: this computer&apos;s, or a remote boinc-core added under Hosts.</source>
        <translation>Le regole appartengono a un client che le valuta: quello di questo computer o un boinc-core remoto aggiunto in Hosts.</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Comunicazioni (%1)</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aggiorna</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Contatta ora il progetto</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Sospendi</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>No new tasks</source>
        <translation>Nessuna nuova attività</translation>
    </message>
    <message>
        <source>Allow new tasks</source>
        <translation>Consenti nuove attività</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Reimposta progetto</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Scollegati dal progetto</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Proprietà</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Interrompi</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>Riprova ora</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Interrompi trasferimento</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Riprendi ora</translation>
    </message>
    <message>
        <source>Run always</source>
        <translation>Calcola sempre</translation>
    </message>
    <message>
        <source>Run based on preferences</source>
        <translation>Calcola secondo le preferenze</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
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
    <message>
        <source>Connecting to the client…</source>
        <translation>Connessione al client…</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Attività</translation>
    </message>
    <message>
        <source>The client&apos;s clock</source>
        <translation>Orologio del client</translation>
    </message>
    <message>
        <source>Tasks by state</source>
        <translation>Attività per stato</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Gestore account</translation>
    </message>
    <message>
        <source>Emulation speed</source>
        <translation>Velocità di emulazione</translation>
    </message>
    <message>
        <source>Simulated seconds per real second</source>
        <translation>Secondi simulati per secondo reale</translation>
    </message>
    <message>
        <source>%1× speed</source>
        <translation>velocità %1×</translation>
    </message>
    <message>
        <source>Account manager: %1</source>
        <translation>Gestore account: %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;EMULATED&lt;/b&gt; — not real work</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;EMULATO&lt;/b&gt; — non è lavoro reale</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>Calcolo: %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>Rete: %1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>Snoozed: %1</source>
        <translation>Posticipato: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>boinc-gui — All computers (%1)</source>
        <translation>boinc-gui — Tutti i computer (%1)</translation>
    </message>
    <message>
        <source>%1 does not report its disk usage to this window.</source>
        <translation>%1 non comunica a questa finestra l&apos;uso del disco.</translation>
    </message>
    <message>
        <source>Disk usage of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Uso del disco di %1 (queste viste mostrano un computer alla volta: scegline un altro nella casella Computer)</translation>
    </message>
    <message>
        <source>Charts of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Grafici di %1 (queste viste mostrano un computer alla volta: scegline un altro nella casella Computer)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>The client could not do that: %1</source>
        <translation>Il client non ha potuto farlo: %1</translation>
    </message>
    <message>
        <source>That computer is no longer shown; the command was not sent.</source>
        <translation>Quel computer non è più mostrato; il comando non è stato inviato.</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Tutti i computer</translation>
    </message>
    <message numerus="yes">
        <source>%1 on all %n computers shown?</source>
        <translation>
            <numerusform>%1 su tutti i %n computer mostrati?</numerusform>
            <numerusform>%1 su tutti i %n computer mostrati?</numerusform>
        </translation>
    </message>
    <message>
        <source>End the snooze</source>
        <translation>Annulla la posticipazione</translation>
    </message>
    <message>
        <source>boinc-gui %1: a volunteer-computing manager compatible with BOINC.
Client: %2</source>
        <translation>boinc-gui %1: un gestore di calcolo volontario compatibile con BOINC.
Client: %2</translation>
    </message>
    <message>
        <source>boinc-gui keeps computing</source>
        <translation>boinc-gui continua a calcolare</translation>
    </message>
    <message>
        <source>The window is closed, not the program: computing goes on. Click the tray icon to open the window; its menu has Exit.</source>
        <translation>La finestra è chiusa, non il programma: il calcolo continua. Fai clic sull&apos;icona nell&apos;area di notifica per aprire la finestra; il suo menu contiene Esci.</translation>
    </message>
    <message>
        <source>Exit boinc-gui</source>
        <translation>Esci da boinc-gui</translation>
    </message>
    <message>
        <source>Exit? Computing stops until you start boinc-gui again.</source>
        <translation>Uscire? Il calcolo si ferma finché non riavvii boinc-gui.</translation>
    </message>
</context>
<context>
    <name>NoticeReminder</name>
    <message>
        <source>1 unread notice from your projects. Click to read.</source>
        <translation>1 comunicazione non letta dai tuoi progetti. Fai clic per leggerla.</translation>
    </message>
    <message>
        <source>boinc-gui notices</source>
        <translation>Comunicazioni di boinc-gui</translation>
    </message>
</context>
<context>
    <name>TrayController</name>
    <message>
        <source>Open manager</source>
        <translation>Apri il gestore</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Posticipa</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Riprendi ora</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Sospendi il calcolo</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Arresto morbido (dopo il prossimo punto di salvataggio)</translation>
    </message>
    <message>
        <source>Suspend network</source>
        <translation>Sospendi la rete</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>boinc-gui: starting</source>
        <translation>boinc-gui: avvio</translation>
    </message>
    <message>
        <source>1 unread notice</source>
        <translation>1 comunicazione non letta</translation>
    </message>
    <message>
        <source>Resume computing</source>
        <translation>Riprendi il calcolo</translation>
    </message>
    <message>
        <source>Resume network</source>
        <translation>Riprendi la rete</translation>
    </message>
    <message>
        <source>boinc-gui needs you</source>
        <translation>boinc-gui ha bisogno di te</translation>
    </message>
</context>
<context>
    <name>alerts</name>
    <message>
        <source>Task failed</source>
        <translation>Attività non riuscita</translation>
    </message>
    <message>
        <source>Project keeps failing</source>
        <translation>Il progetto continua a fallire</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>Scadenza a rischio</translation>
    </message>
    <message>
        <source>Disk near its limit</source>
        <translation>Disco vicino al limite</translation>
    </message>
    <message>
        <source>Computer not answering</source>
        <translation>Il computer non risponde</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>after</source>
        <translation>dopo</translation>
    </message>
    <message>
        <source> failed tasks</source>
        <translation> attività non riuscite</translation>
    </message>
    <message>
        <source>within</source>
        <translation>entro</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>or after</source>
        <translation>o dopo</translation>
    </message>
    <message>
        <source> failed scheduler requests</source>
        <translation> richieste allo scheduler non riuscite</translation>
    </message>
    <message>
        <source>or when a task would finish within</source>
        <translation>o quando un&apos;attività finirebbe a meno di</translation>
    </message>
    <message>
        <source> h of its deadline</source>
        <translation> h dalla scadenza</translation>
    </message>
    <message>
        <source>when the client uses</source>
        <translation>quando il client usa</translation>
    </message>
    <message>
        <source> % of its disk limit</source>
        <translation> % (del suo limite di disco)</translation>
    </message>
    <message>
        <source>again after it was below</source>
        <translation>di nuovo dopo essere sceso sotto</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> s without an answer</source>
        <translation> s senza risposta</translation>
    </message>
    <message>
        <source>Repeats of a kind wait</source>
        <translation>Le ripetizioni di un tipo attendono</translation>
    </message>
    <message>
        <source> min, then come as one</source>
        <translation> min, poi arrivano insieme</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>al massimo</translation>
    </message>
    <message>
        <source> notifications in that time</source>
        <translation> notifiche in quel periodo</translation>
    </message>
    <message>
        <source>task failed</source>
        <translation>un&apos;attività non riesce</translation>
    </message>
    <message>
        <source>project keeps failing</source>
        <translation>un progetto continua a fallire</translation>
    </message>
    <message>
        <source>deadline at risk</source>
        <translation>una scadenza è a rischio</translation>
    </message>
    <message>
        <source>disk near its limit</source>
        <translation>il disco è vicino al limite</translation>
    </message>
    <message>
        <source>computer not answering</source>
        <translation>un computer non risponde</translation>
    </message>
    <message>
        <source>a rule says so</source>
        <translation>una regola lo richiede</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>boinc-gui: could not start; see the error above.</source>
        <translation>boinc-gui: impossibile avviare; vedi l&apos;errore sopra.</translation>
    </message>
    <message>
        <source>boinc-gui: the demo project could not start: %1</source>
        <translation>boinc-gui: impossibile avviare il progetto dimostrativo: %1</translation>
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
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>Impossibile avviare la grafica di %1: %2</translation>
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
    <name>row_actions</name>
    <message>
        <source>Remove project</source>
        <translation>Rimuovi progetto</translation>
    </message>
    <message>
        <source>Remove this project?

%1

Its tasks, including unfinished work, are discarded.</source>
        <translation>Rimuovere questo progetto?

%1

Le sue attività, compreso il lavoro non finito, vengono scartate.</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Reimposta progetto</translation>
    </message>
    <message>
        <source>Reset this project?

%1

All its tasks are discarded and files downloaded again.</source>
        <translation>Reimpostare questo progetto?

%1

Tutte le sue attività vengono scartate e i file scaricati di nuovo.</translation>
    </message>
    <message>
        <source>%1 (%2 done, %3)</source>
        <translation>%1 (%2 completato, %3)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… e altre %n</numerusform>
            <numerusform>… e altre %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort 1 task? The work done is lost.</source>
        <translation>Interrompere 1 attività? Il lavoro svolto va perso.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n tasks? The work done is lost.</source>
        <translation>
            <numerusform>Interrompere %n attività? Il lavoro svolto va perso.</numerusform>
            <numerusform>Interrompere %n attività? Il lavoro svolto va perso.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort tasks</source>
        <translation>Interrompi attività</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Interrompi trasferimento</translation>
    </message>
    <message>
        <source>Abort 1 transfer? The task it belongs to fails.</source>
        <translation>Interrompere 1 trasferimento? L&apos;attività a cui appartiene non riesce.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n transfers? The task they belong to fails.</source>
        <translation>
            <numerusform>Interrompere %n trasferimento? L&apos;attività a cui appartiene non riesce.</numerusform>
            <numerusform>Interrompere %n trasferimenti? L&apos;attività a cui appartengono non riesce.</numerusform>
        </translation>
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
<context>
    <name>suspend</name>
    <message>
        <source>on batteries</source>
        <translation>alimentazione a batteria</translation>
    </message>
    <message>
        <source>computer is in use</source>
        <translation>il computer è in uso</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>richiesta dell&apos;utente</translation>
    </message>
    <message>
        <source>time of day</source>
        <translation>ora del giorno</translation>
    </message>
    <message>
        <source>CPU benchmarks in progress</source>
        <translation>benchmark della CPU in corso</translation>
    </message>
    <message>
        <source>need disk space - check preferences</source>
        <translation>serve spazio su disco - controlla le preferenze</translation>
    </message>
    <message>
        <source>no recent user activity</source>
        <translation>nessuna attività recente dell&apos;utente</translation>
    </message>
    <message>
        <source>initial delay</source>
        <translation>ritardo iniziale</translation>
    </message>
    <message>
        <source>an exclusive app is running</source>
        <translation>è in esecuzione un&apos;applicazione esclusiva</translation>
    </message>
    <message>
        <source>CPU is busy</source>
        <translation>la CPU è occupata</translation>
    </message>
    <message>
        <source>network transfer limit exceeded</source>
        <translation>superato il limite di trasferimento di rete</translation>
    </message>
    <message>
        <source>requested by operating system</source>
        <translation>richiesto dal sistema operativo</translation>
    </message>
    <message>
        <source>not connected to WiFi network</source>
        <translation>non connesso a una rete Wi-Fi</translation>
    </message>
    <message>
        <source>battery low</source>
        <translation>batteria scarica</translation>
    </message>
    <message>
        <source>battery thermal protection</source>
        <translation>protezione termica della batteria</translation>
    </message>
    <message>
        <source>GUI not active</source>
        <translation>interfaccia grafica non attiva</translation>
    </message>
    <message>
        <source>Podman initializing</source>
        <translation>inizializzazione di Podman</translation>
    </message>
    <message>
        <source>battery charge wait</source>
        <translation>attesa della carica della batteria</translation>
    </message>
    <message>
        <source>battery heat wait</source>
        <translation>attesa del raffreddamento della batteria</translation>
    </message>
    <message>
        <source>snoozed</source>
        <translation>posticipato</translation>
    </message>
    <message>
        <source>computer is off</source>
        <translation>il computer è spento</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>non connesso</translation>
    </message>
    <message>
        <source>snoozed: %1</source>
        <translation>posticipato: %1</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>15 minutes</source>
        <translation>15 minuti</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 ora</translation>
    </message>
    <message>
        <source>3 hours</source>
        <translation>3 ore</translation>
    </message>
    <message>
        <source>Until resumed</source>
        <translation>Fino alla ripresa</translation>
    </message>
    <message>
        <source>boinc-gui (emulated)</source>
        <translation>boinc-gui (emulato)</translation>
    </message>
    <message>
        <source>%1: snoozed (%2), %3 left</source>
        <translation>%1: posticipato (%2), mancano %3</translation>
    </message>
    <message>
        <source>%1: snoozed, %2 left</source>
        <translation>%1: posticipato, mancano %2</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>richiesta dell&apos;utente</translation>
    </message>
    <message>
        <source>%1: computing suspended (%2)</source>
        <translation>%1: calcolo sospeso (%2)</translation>
    </message>
    <message>
        <source>1 task running</source>
        <translation>1 attività in esecuzione</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks running</source>
        <translation>
            <numerusform>%n attività in esecuzione</numerusform>
            <numerusform>%n attività in esecuzione</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in queue</source>
        <translation>
            <numerusform>%n in coda</numerusform>
            <numerusform>%n in coda</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2, %3, network suspended</source>
        <translation>%1: %2, %3, rete sospesa</translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices</source>
        <translation>
            <numerusform>%n comunicazione non letta</numerusform>
            <numerusform>%n comunicazioni non lette</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices from your projects. Click to read.</source>
        <translation>
            <numerusform>%n comunicazione non letta dai tuoi progetti. Fai clic per leggerla.</numerusform>
            <numerusform>%n comunicazioni non lette dai tuoi progetti. Fai clic per leggerle.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>veteran_menus</name>
    <message>
        <source>Web pages</source>
        <translation>Pagine web</translation>
    </message>
    <message>
        <source>Show graphics</source>
        <translation>Mostra grafica</translation>
    </message>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>Avvia l&apos;applicazione grafica dell&apos;attività</translation>
    </message>
    <message>
        <source>Event log window…</source>
        <translation>Finestra del registro eventi…</translation>
    </message>
    <message>
        <source>Event log options…</source>
        <translation>Opzioni del registro eventi…</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Quali tipi di messaggi il client scrive nel registro eventi</translation>
    </message>
    <message>
        <source>Read config files</source>
        <translation>Rileggi i file di configurazione</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Rileggi cc_config.xml e i file app_config.xml</translation>
    </message>
    <message>
        <source>Run CPU benchmarks</source>
        <translation>Esegui i benchmark della CPU</translation>
    </message>
    <message>
        <source>Retry all transfers</source>
        <translation>Riprova tutti i trasferimenti</translation>
    </message>
    <message>
        <source>Try every pending upload and download now</source>
        <translation>Tenta ora ogni upload e download in sospeso</translation>
    </message>
    <message>
        <source>boinc-gui help</source>
        <translation>Guida di boinc-gui</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Apri la documentazione di boinc-gui</translation>
    </message>
    <message>
        <source>Select one project</source>
        <translation>Seleziona un progetto</translation>
    </message>
    <message>
        <source>%1 home page</source>
        <translation>Pagina iniziale di %1</translation>
    </message>
    <message>
        <source>The project has sent no other links yet</source>
        <translation>Il progetto non ha ancora inviato altri link</translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation>Nessun browser è riuscito ad aprire %1.</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of boinc-gui.</source>
        <translation>La documentazione non è installata con questa copia di boinc-gui.</translation>
    </message>
    <message>
        <source>Retrying 1 transfer</source>
        <translation>Nuovo tentativo per 1 trasferimento</translation>
    </message>
    <message numerus="yes">
        <source>Retrying %n transfers</source>
        <translation>
            <numerusform>Nuovo tentativo per %n trasferimento</numerusform>
            <numerusform>Nuovo tentativo per %n trasferimenti</numerusform>
        </translation>
    </message>
    <message>
        <source>No transfer is waiting</source>
        <translation>Nessun trasferimento in attesa</translation>
    </message>
</context>
</TS>
