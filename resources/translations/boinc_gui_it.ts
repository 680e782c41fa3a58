<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>About</name>
    <message>
        <source>installed with the program</source>
        <translation>installata con il programma</translation>
    </message>
    <message>
        <source>none: an emulated client keeps its tasks in memory</source>
        <translation>nessuna: un client emulato tiene le sue attività in memoria</translation>
    </message>
    <message>
        <source>on the computer shown (a remote client)</source>
        <translation>sul computer mostrato (un client remoto)</translation>
    </message>
    <message>
        <source>A manager for volunteer computing, compatible with BOINC&apos;s clients and projects.</source>
        <translation>Un gestore per il calcolo volontario, compatibile con i client e i progetti di BOINC.</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Licenza: {licence}.</translation>
    </message>
    <message>
        <source>Documentation: {docs}</source>
        <translation>Documentazione: {docs}</translation>
    </message>
    <message>
        <source>BOINC, its projects and its community: {url}</source>
        <translation>BOINC, i suoi progetti e la sua comunità: {url}</translation>
    </message>
    <message>
        <source>Client: {client}</source>
        <translation>Client: {client}</translation>
    </message>
    <message>
        <source>Data directory: {where}</source>
        <translation>Cartella dei dati: {where}</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>Informazioni su boinc-gui</translation>
    </message>
</context>
<context>
    <name>AcctMgrDialog</name>
    <message>
        <source>Use an account manager</source>
        <translation>Usa un gestore di account</translation>
    </message>
    <message>
        <source>An account manager keeps your list of projects on its web site and attaches all your computers to them. Sign in with your account at the manager.</source>
        <translation>Un gestore di account tiene l&apos;elenco dei tuoi progetti sul suo sito web e vi collega tutti i tuoi computer. Accedi con il tuo account presso il gestore.</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Gestore di account</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Altro…</translation>
    </message>
    <message>
        <source>Account manager URL</source>
        <translation>URL del gestore di account</translation>
    </message>
    <message>
        <source>Account manager user name</source>
        <translation>Nome utente presso il gestore di account</translation>
    </message>
    <message>
        <source>Account manager password</source>
        <translation>Password presso il gestore di account</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Gestore</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Name or email</source>
        <translation>Nome o email</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Iscriviti</translation>
    </message>
    <message>
        <source>Synchronise now</source>
        <translation>Sincronizza ora</translation>
    </message>
    <message>
        <source>Stop using it</source>
        <translation>Smetti di usarlo</translation>
    </message>
    <message>
        <source>This computer uses {manager} ({url}).</source>
        <translation>Questo computer usa {manager} ({url}).</translation>
    </message>
    <message>
        <source>Enter your user name (or email) and password at the account manager.</source>
        <translation>Inserisci il tuo nome utente (o email) e la password presso il gestore di account.</translation>
    </message>
    <message>
        <source>Contacting the account manager…</source>
        <translation>Contatto con il gestore di account…</translation>
    </message>
    <message>
        <source>Synchronising with the account manager…</source>
        <translation>Sincronizzazione con il gestore di account…</translation>
    </message>
    <message>
        <source>Leaving the account manager…</source>
        <translation>Uscita dal gestore di account…</translation>
    </message>
</context>
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
    <name>AppConfigDialog</name>
    <message>
        <source>no limit</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Applicazione</translation>
    </message>
    <message>
        <source>Most running at once</source>
        <translation>Al massimo insieme</translation>
    </message>
    <message>
        <source>Report at once</source>
        <translation>Segnala subito</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Riga di comando</translation>
    </message>
    <message>
        <source>CPUs per task (0 = as sent)</source>
        <translation>CPU per attività (0 = come inviato)</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a whole number from 0 ({no_limit}) to {most}</source>
        <translation>{where}: &apos;{text}&apos; non è un numero intero da 0 ({no_limit}) a {most}</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a number</source>
        <translation>{where}: &apos;{text}&apos; non è un numero</translation>
    </message>
    <message>
        <source>{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)</source>
        <translation>{where}: {text} è fuori intervallo (da 0 a {most}; 0.5 = mezza CPU)</translation>
    </message>
    <message>
        <source>{where}: longer than {most} characters</source>
        <translation>{where}: più lungo di {most} caratteri</translation>
    </message>
    <message>
        <source>{where}: contains control characters (a line break?)</source>
        <translation>{where}: contiene caratteri di controllo (un a capo?)</translation>
    </message>
    <message>
        <source>Project application settings (app_config.xml)</source>
        <translation>Impostazioni delle applicazioni del progetto (app_config.xml)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Progetto</translation>
    </message>
    <message>
        <source>Most tasks of this project running at once</source>
        <translation>Massimo di attività di questo progetto in esecuzione insieme</translation>
    </message>
    <message>
        <source>Report every finished task at once</source>
        <translation>Segnala subito ogni attività terminata</translation>
    </message>
    <message>
        <source>Applications</source>
        <translation>Applicazioni</translation>
    </message>
    <message>
        <source>application name (as the project names it)</source>
        <translation>nome dell&apos;applicazione (come la chiama il progetto)</translation>
    </message>
    <message>
        <source>Add application</source>
        <translation>Aggiungi applicazione</translation>
    </message>
    <message>
        <source>The current app_config.xml cannot be used ({reason}); saving replaces it.</source>
        <translation>L&apos;attuale app_config.xml non è utilizzabile ({reason}); salvando lo si sostituisce.</translation>
    </message>
    <message>
        <source>A whole number, or 0 for no limit</source>
        <translation>Un numero intero, o 0 per nessun limite</translation>
    </message>
    <message>
        <source>Enter a new application name (no &lt; &gt; or &amp;).</source>
        <translation>Inserisci un nuovo nome di applicazione (senza &lt; &gt; o &amp;).</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Non salvato: {reason}</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Salvataggio…</translation>
    </message>
    <message>
        <source>Saved; the client uses the new settings now.</source>
        <translation>Salvato; il client usa ora le nuove impostazioni.</translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <source>I have an account (email and password)</source>
        <translation>Ho un account (email e password)</translation>
    </message>
    <message>
        <source>I am new: create an account</source>
        <translation>Sono nuovo: crea un account</translation>
    </message>
    <message>
        <source>I have an account key</source>
        <translation>Ho una chiave dell&apos;account</translation>
    </message>
    <message>
        <source>Add project to {computer}</source>
        <translation>Aggiungi un progetto a {computer}</translation>
    </message>
    <message>
        <source>Add project</source>
        <translation>Aggiungi progetto</translation>
    </message>
    <message>
        <source>Choose a project to give the computer {computer}&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Scegli un progetto a cui donare il tempo libero del computer {computer}, poi accedi con il tuo account presso il progetto, creane uno o inserisci la tua chiave dell&apos;account.</translation>
    </message>
    <message>
        <source>Choose a project to give your computer&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Scegli un progetto a cui donare il tempo libero del tuo computer, poi accedi con il tuo account presso il progetto, creane uno o inserisci la tua chiave dell&apos;account.</translation>
    </message>
    <message>
        <source>Search projects by name, science area or institution</source>
        <translation>Cerca progetti per nome, area scientifica o istituzione</translation>
    </message>
    <message>
        <source>Search projects</source>
        <translation>Cerca progetti</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Progetti</translation>
    </message>
    <message>
        <source>Demo project (built in)</source>
        <translation>Progetto dimostrativo (integrato)</translation>
    </message>
    <message>
        <source>Other project…</source>
        <translation>Altro progetto…</translation>
    </message>
    <message>
        <source>Project preset</source>
        <translation>Progetto predefinito</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL del progetto</translation>
    </message>
    <message>
        <source>How to sign in</source>
        <translation>Modo di accesso</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>Indirizzo email</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation>Conferma password</translation>
    </message>
    <message>
        <source>Forgot your password?</source>
        <translation>Password dimenticata?</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nome utente</translation>
    </message>
    <message>
        <source>account key (32 hex digits from the project&apos;s web site)</source>
        <translation>chiave dell&apos;account (32 cifre esadecimali dal sito web del progetto)</translation>
    </message>
    <message>
        <source>Account key</source>
        <translation>Chiave dell&apos;account</translation>
    </message>
    <message>
        <source>Terms of use</source>
        <translation>Condizioni d&apos;uso</translation>
    </message>
    <message>
        <source>I accept the project&apos;s terms of use</source>
        <translation>Accetto le condizioni d&apos;uso del progetto</translation>
    </message>
    <message>
        <source>Attach status</source>
        <translation>Stato del collegamento</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Progetto</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>Email</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Collega</translation>
    </message>
    <message>
        <source>Use an account manager…</source>
        <translation>Usa un gestore di account…</translation>
    </message>
    <message>
        <source>What attaching would do (emulated; the new project&apos;s jobs are guessed until it sends some)</source>
        <translation>Cosa farebbe il collegamento (emulato; le attività del nuovo progetto sono stimate finché non ne invia)</translation>
    </message>
    <message>
        <source>Choose a project to see what it would do to the others.</source>
        <translation>Scegli un progetto per vedere cosa farebbe agli altri.</translation>
    </message>
    <message>
        <source>(already attached)</source>
        <translation>(già collegato)</translation>
    </message>
    <message>
        <source>Create account and attach</source>
        <translation>Crea account e collega</translation>
    </message>
    <message>
        <source>{computer} is already attached to this project.</source>
        <translation>{computer} è già collegato a questo progetto.</translation>
    </message>
    <message>
        <source>This computer is already attached to this project.</source>
        <translation>Questo computer è già collegato a questo progetto.</translation>
    </message>
    <message>
        <source>Enter your account key (on the project&apos;s web site, under your account).</source>
        <translation>Inserisci la tua chiave dell&apos;account (sul sito web del progetto, nel tuo account).</translation>
    </message>
    <message>
        <source>Enter your account key.</source>
        <translation>Inserisci la tua chiave dell&apos;account.</translation>
    </message>
    <message>
        <source>Asking the project for your account…</source>
        <translation>Richiesta del tuo account al progetto…</translation>
    </message>
    <message>
        <source>You did not accept the project&apos;s terms of use, so no account was created. Tick the box to accept them, or cancel.</source>
        <translation>Non hai accettato le condizioni d&apos;uso del progetto, quindi non è stato creato alcun account. Spunta la casella per accettarle, oppure annulla.</translation>
    </message>
    <message>
        <source>The two passwords differ: type the same password in both boxes.</source>
        <translation>Le due password sono diverse: scrivi la stessa password in entrambe le caselle.</translation>
    </message>
    <message>
        <source>Creating your account at the project…</source>
        <translation>Creazione del tuo account presso il progetto…</translation>
    </message>
    <message>
        <source>Read the project&apos;s terms of use above; tick the box to accept them, then click again.</source>
        <translation>Leggi sopra le condizioni d&apos;uso del progetto; spunta la casella per accettarle, poi fai di nuovo clic.</translation>
    </message>
    <message>
        <source>Contacting the project…</source>
        <translation>Contatto con il progetto…</translation>
    </message>
    <message>
        <source>Attach failed: %1</source>
        <translation>Collegamento non riuscito: %1</translation>
    </message>
    <message>
        <source>Attached; waiting for the project to accept the account…</source>
        <translation>Collegato; in attesa che il progetto accetti l&apos;account…</translation>
    </message>
    <message>
        <source>The project did not accept the account: {reason} The project was removed again; correct the account and try again.</source>
        <translation>Il progetto non ha accettato l&apos;account: {reason} Il progetto è stato rimosso di nuovo; correggi l&apos;account e riprova.</translation>
    </message>
    <message>
        <source>The project&apos;s scheduler has not answered yet; the project stays attached and the client keeps trying. See the event log.</source>
        <translation>Lo scheduler del progetto non ha ancora risposto; il progetto resta collegato e il client continua a provare. Vedi il registro eventi.</translation>
    </message>
</context>
<context>
    <name>DailyCharts</name>
    <message>
        <source>Not enough history yet</source>
        <translation>Cronologia ancora insufficiente</translation>
    </message>
    <message>
        <source>User total credit</source>
        <translation>Crediti totali dell&apos;utente</translation>
    </message>
    <message>
        <source>User average credit (per day)</source>
        <translation>Crediti medi dell&apos;utente (al giorno)</translation>
    </message>
    <message>
        <source>Host total credit</source>
        <translation>Crediti totali del computer</translation>
    </message>
    <message>
        <source>Host average credit (per day)</source>
        <translation>Crediti medi del computer (al giorno)</translation>
    </message>
    <message>
        <source>Credit earned by this host each day</source>
        <translation>Crediti ottenuti ogni giorno da questo computer</translation>
    </message>
    <message>
        <source>CPU time of the tasks finished each day (hours)</source>
        <translation>Tempo CPU delle attività terminate ogni giorno (ore)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Ultimi 30 giorni</translation>
    </message>
    <message>
        <source>Last 6 months</source>
        <translation>Ultimi 6 mesi</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Da sempre</translation>
    </message>
    <message>
        <source>Computer of the daily statistics</source>
        <translation>Computer delle statistiche giornaliere</translation>
    </message>
    <message>
        <source>Daily statistics range</source>
        <translation>Periodo delle statistiche giornaliere</translation>
    </message>
    <message>
        <source>Daily statistics charts</source>
        <translation>Grafici delle statistiche giornaliere</translation>
    </message>
    <message>
        <source>Daily statistics are kept in the task history, which is not open.</source>
        <translation>Le statistiche giornaliere sono nella cronologia delle attività, che non è aperta.</translation>
    </message>
    <message>
        <source>The task history cannot be read: %1</source>
        <translation>Impossibile leggere la cronologia delle attività: %1</translation>
    </message>
    <message>
        <source>One day recorded so far (%1): each day adds a point, and figures counted per day appear from the second day on.</source>
        <translation>Finora è registrato un giorno (%1): ogni giorno aggiunge un punto, e i valori giornalieri compaiono dal secondo giorno.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>questo computer</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 yet: they are added once a day while the manager runs.</source>
        <translation>Ancora nessuna statistica giornaliera per %1: vengono aggiunte una volta al giorno mentre il gestore è in esecuzione.</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 in this range: they are added once a day while the manager runs.</source>
        <translation>Nessuna statistica giornaliera per %1 in questo periodo: vengono aggiunte una volta al giorno mentre il gestore è in esecuzione.</translation>
    </message>
</context>
<context>
    <name>DiskTab</name>
    <message>
        <source>Total disk usage</source>
        <translation>Uso totale del disco</translation>
    </message>
    <message>
        <source>Disk usage by projects</source>
        <translation>Uso del disco per progetto</translation>
    </message>
    <message>
        <source>Total disk usage legend</source>
        <translation>Legenda dell&apos;uso totale del disco</translation>
    </message>
    <message>
        <source>Disk usage by projects legend</source>
        <translation>Legenda dell&apos;uso del disco per progetto</translation>
    </message>
    <message>
        <source>Waiting for the client…</source>
        <translation>In attesa del client…</translation>
    </message>
    <message>
        <source>Disk explanation</source>
        <translation>Spiegazione del disco</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Progetto</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Uso</translation>
    </message>
    <message>
        <source>Share limit</source>
        <translation>Limite della quota</translation>
    </message>
    <message>
        <source>Over / under</source>
        <translation>Eccesso / margine</translation>
    </message>
    <message>
        <source>Deletable</source>
        <translation>Eliminabile</translation>
    </message>
    <message>
        <source>Disk usage per project</source>
        <translation>Uso del disco di ogni progetto</translation>
    </message>
    <message>
        <source>Used by this client</source>
        <translation>Usato da questo client</translation>
    </message>
    <message>
        <source>Free for this client</source>
        <translation>Libero per questo client</translation>
    </message>
    <message>
        <source>Free, kept from the client</source>
        <translation>Libero, escluso dal client</translation>
    </message>
    <message>
        <source>Other programs</source>
        <translation>Altri programmi</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no projects: 0 bytes used</source>
        <translation>nessun progetto: 0 byte usati</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>oltre di %1</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>%1 di margine</translation>
    </message>
    <message>
        <source>⚠ over its share</source>
        <translation>⚠ oltre la sua quota</translation>
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
        <translation>Avviso</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>Project notice</source>
        <translation>Avviso del progetto</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Tutti i progetti</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filtra per progetto</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Tutte le gravità</translation>
    </message>
    <message>
        <source>Filter by severity</source>
        <translation>Filtra per gravità</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>Cerca nei messaggi</translation>
    </message>
    <message>
        <source>Copy shown</source>
        <translation>Copia le righe mostrate</translation>
    </message>
    <message>
        <source>Copy the lines the filters show, to paste into a forum post</source>
        <translation>Copia le righe mostrate dai filtri, da incollare in un messaggio del forum</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Registro eventi</translation>
    </message>
</context>
<context>
    <name>EventLogWindow</name>
    <message>
        <source>boinc-gui — Event log</source>
        <translation>boinc-gui — Registro eventi</translation>
    </message>
    <message>
        <source>Show messages of</source>
        <translation>Mostra i messaggi di</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Tutti i progetti</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Copia tutto</translation>
    </message>
    <message>
        <source>Copy every line shown to the clipboard</source>
        <translation>Copia negli appunti ogni riga mostrata</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>Copia selezione</translation>
    </message>
    <message>
        <source>Copy the selected lines to the clipboard (Ctrl+C)</source>
        <translation>Copia negli appunti le righe selezionate (Ctrl+C)</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Registro eventi</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>Progetto:</translation>
    </message>
</context>
<context>
    <name>FirstStartBanner</name>
    <message>
        <source>&lt;b&gt;Welcome to boinc-gui.&lt;/b&gt; To show you how work flows, the built-in demo project has been added: it needs no account and runs a small real computation on this computer. When you are ready, add a science project with your account at it; you can remove the demo project at any time.</source>
        <translation>&lt;b&gt;Benvenuto in boinc-gui.&lt;/b&gt; Per mostrarti come scorre il lavoro, è stato aggiunto il progetto dimostrativo integrato: non richiede un account ed esegue un piccolo calcolo reale su questo computer. Quando sei pronto, aggiungi un progetto scientifico con il tuo account; puoi rimuovere il progetto dimostrativo in qualsiasi momento.</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Primo avvio</translation>
    </message>
    <message>
        <source>Add a science project…</source>
        <translation>Aggiungi un progetto scientifico…</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Ho capito</translation>
    </message>
</context>
<context>
    <name>GpuCharts</name>
    <message>
        <source>GPUs in use (devices)</source>
        <translation>GPU in uso (dispositivi)</translation>
    </message>
    <message>
        <source>GPU time (hours)</source>
        <translation>Tempo GPU (ore)</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1 (su %2)</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use &amp;GPU always</source>
        <translation>Usa sempre la &amp;GPU</translation>
    </message>
    <message>
        <source>&amp;Use GPU based on preferences</source>
        <translation>&amp;Usa la GPU secondo le preferenze</translation>
    </message>
    <message>
        <source>Suspen&amp;d GPU</source>
        <translation>S&amp;ospendi la GPU</translation>
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
    <name>GpuDevicesDialog</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Driver</translation>
    </message>
    <message>
        <source>In use by</source>
        <translation>In uso da</translation>
    </message>
    <message>
        <source>(declared)</source>
        <translation>(dichiarata)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inattiva</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Keep a project off a GPU</source>
        <translation>Tieni un progetto lontano da una GPU</translation>
    </message>
    <message>
        <source>every app (or an app&apos;s short name)</source>
        <translation>ogni applicazione (o il nome breve di una)</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Escludi</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Progetto</translation>
    </message>
    <message>
        <source>App</source>
        <translation>Applicazione</translation>
    </message>
    <message>
        <source>This computer has no GPU the client uses.</source>
        <translation>Questo computer non ha GPU usate dal client.</translation>
    </message>
    <message>
        <source>every {gpu} device</source>
        <translation>ogni dispositivo {gpu}</translation>
    </message>
    <message>
        <source>{gpu} device {number}</source>
        <translation>dispositivo {gpu} {number}</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>This computer</source>
        <translation>Questo computer</translation>
    </message>
    <message>
        <source>success</source>
        <translation>riuscita</translation>
    </message>
    <message>
        <source>error</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>interrotta</translation>
    </message>
    <message>
        <source>download failed</source>
        <translation>download non riuscito</translation>
    </message>
    <message>
        <source>upload failed</source>
        <translation>upload non riuscito</translation>
    </message>
    <message>
        <source>aborted by user</source>
        <translation>interrotta dall&apos;utente</translation>
    </message>
    <message>
        <source>aborted by project</source>
        <translation>interrotta dal progetto</translation>
    </message>
    <message>
        <source>aborted by client</source>
        <translation>interrotta dal client</translation>
    </message>
    <message>
        <source>Search task, application or project</source>
        <translation>Cerca attività, applicazione o progetto</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Cerca nella cronologia delle attività</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Qualsiasi esito</translation>
    </message>
    <message>
        <source>Filter by computer</source>
        <translation>Filtra per computer</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filtra per progetto</translation>
    </message>
    <message>
        <source>Filter by application</source>
        <translation>Filtra per applicazione</translation>
    </message>
    <message>
        <source>Filter by outcome</source>
        <translation>Filtra per esito</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Dal</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Completata dal</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Prima del</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Completata prima del</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Task history</source>
        <translation>Cronologia delle attività</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Tutti i computer</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Tutti i progetti</translation>
    </message>
    <message>
        <source>All applications</source>
        <translation>Tutte le applicazioni</translation>
    </message>
    <message>
        <source>, %1 credit</source>
        <translation>, crediti %1</translation>
    </message>
    <message>
        <source>%1: %2 tasks, %3 ok, %4 errors, %5 aborted; average CPU %6, elapsed %7</source>
        <translation>%1: attività %2, riuscite %3, errori %4, interrotte %5; media CPU %6, trascorso %7</translation>
    </message>
    <message>
        <source>(unknown app)</source>
        <translation>(applicazione sconosciuta)</translation>
    </message>
    <message>
        <source>%1 tasks match</source>
        <translation>Attività corrispondenti: %1</translation>
    </message>
    <message>
        <source>%1 tasks recorded</source>
        <translation>Attività registrate: %1</translation>
    </message>
    <message>
        <source>Export task history</source>
        <translation>Esporta la cronologia delle attività</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Esportazione non riuscita: %1</translation>
    </message>
    <message>
        <source>Exported %1 tasks to %2</source>
        <translation>Attività esportate: %1, in %2</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Edit host</source>
        <translation>Modifica host</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>Aggiungi host</translation>
    </message>
    <message>
        <source>host name or IP address</source>
        <translation>nome host o indirizzo IP</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>invariata</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>Enter the host&apos;s name or IP address.</source>
        <translation>Inserisci il nome o l&apos;indirizzo IP dell&apos;host.</translation>
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
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>in this program</source>
        <translation>in questo programma</translation>
    </message>
</context>
<context>
    <name>HostManager</name>
    <message>
        <source>connecting…</source>
        <translation>connessione…</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>non connesso</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>password necessaria</translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation>password errata</translation>
    </message>
    <message>
        <source>unknown host name</source>
        <translation>nome host sconosciuto</translation>
    </message>
    <message>
        <source>no answer (timed out)</source>
        <translation>nessuna risposta (tempo scaduto)</translation>
    </message>
    <message>
        <source>host unreachable</source>
        <translation>host irraggiungibile</translation>
    </message>
    <message>
        <source>connection reset by the host</source>
        <translation>connessione reimpostata dall&apos;host</translation>
    </message>
    <message>
        <source>connection refused (is the client running, and does it accept this computer?)</source>
        <translation>connessione rifiutata (il client è in esecuzione, e accetta questo computer?)</translation>
    </message>
    <message>
        <source>the host closed the connection (this computer may not be in its remote_hosts.cfg)</source>
        <translation>l&apos;host ha chiuso la connessione (questo computer forse non è nel suo remote_hosts.cfg)</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connesso</translation>
    </message>
    <message>
        <source>connected, {ms} ms</source>
        <translation>connesso, {ms} ms</translation>
    </message>
    <message>
        <source>; retrying in {seconds} s</source>
        <translation>; nuovo tentativo tra {seconds} s</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Questo computer</translation>
    </message>
    <message>
        <source>The password is kept in your system keyring.</source>
        <translation>La password è conservata nel portachiavi del sistema.</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>Nessun portachiavi di sistema disponibile, quindi la password non viene salvata: boinc-gui la tiene solo mentre è in esecuzione e la richiederà la prossima volta.</translation>
    </message>
    <message>
        <source>no answer for {seconds} s</source>
        <translation>nessuna risposta da {seconds} s</translation>
    </message>
    <message>
        <source>Host password</source>
        <translation>Password dell&apos;host</translation>
    </message>
    <message>
        <source>GUI RPC password for {host} ({address}:{port}).</source>
        <translation>Password GUI RPC per {host} ({address}:{port}).</translation>
    </message>
    <message>
        <source>the host&apos;s answer is too large to read</source>
        <translation>la risposta dell&apos;host è troppo grande per essere letta</translation>
    </message>
    <message>
        <source>the host&apos;s answer is not BOINC&apos;s GUI RPC (is a BOINC client listening on this port?)</source>
        <translation>la risposta dell&apos;host non è GUI RPC di BOINC (c&apos;è un client BOINC in ascolto su questa porta?)</translation>
    </message>
    <message>
        <source>the host&apos;s client does not know this request (%1)</source>
        <translation>il client dell&apos;host non conosce questa richiesta (%1)</translation>
    </message>
    <message>
        <source>the host&apos;s client answered with an error: %1</source>
        <translation>il client dell&apos;host ha risposto con un errore: %1</translation>
    </message>
    <message>
        <source>network error (%1)</source>
        <translation>errore di rete (%1)</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 has changed, so nothing was sent to it. Pinned: SHA-256 %2. Presented now: SHA-256 %3. If that computer&apos;s certificate was made anew on purpose, compare the new fingerprint with what &quot;boinc-core tls-fingerprint&quot; prints there and accept it in Hosts &gt; Edit (&quot;Accept the new certificate&quot;). Otherwise someone may be in between: do not accept it.</source>
        <translation>Il certificato TLS di %1 è cambiato, quindi non gli è stato inviato nulla. Fissato: SHA-256 %2. Presentato ora: SHA-256 %3. Se il certificato di quel computer è stato rifatto di proposito, confronta la nuova impronta con quella che «boinc-core tls-fingerprint» stampa lì e accettala in Host &gt; Modifica («Accetta il nuovo certificato»). Altrimenti qualcuno potrebbe essere in mezzo: non accettarlo.</translation>
    </message>
    <message>
        <source>SSH: the host key of %1 is not the one in %2 (it changed, or someone is in between), so nothing was sent. If it changed on purpose, check it, remove the old key (ssh-keygen -R) and log in once with ssh.</source>
        <translation>SSH: la chiave host di %1 non è quella in %2 (è cambiata, o qualcuno è in mezzo), quindi non è stato inviato nulla. Se è cambiata di proposito, controllala, rimuovi la vecchia chiave (ssh-keygen -R) e accedi una volta con ssh.</translation>
    </message>
    <message>
        <source>SSH: %1 is not in %2. Log in once with &quot;ssh -p %3 %4&quot;, compare its host key fingerprint and accept it, then try again.</source>
        <translation>SSH: %1 non è in %2. Accedi una volta con «ssh -p %3 %4», confronta l&apos;impronta della sua chiave host e accettala, poi riprova.</translation>
    </message>
    <message>
        <source>SSH: %1 accepted none of the keys offered (agent, %2). Is the public key in its authorized_keys?</source>
        <translation>SSH: %1 non ha accettato nessuna delle chiavi offerte (agent, %2). La chiave pubblica è nel suo authorized_keys?</translation>
    </message>
    <message>
        <source>SSH to %1 failed: %2</source>
        <translation>SSH verso %1 non riuscito: %2</translation>
    </message>
    <message>
        <source>SSH to %1: %2:%3 refused the connection there (%4). Is the BOINC client running?</source>
        <translation>SSH verso %1: %2:%3 lì ha rifiutato la connessione (%4). Il client BOINC è in esecuzione?</translation>
    </message>
    <message>
        <source>SSH to %1: the connection was lost (%2)</source>
        <translation>SSH verso %1: la connessione è caduta (%2)</translation>
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
        <translation>Quale computer mostrano le schede (o tutti insieme)</translation>
    </message>
</context>
<context>
    <name>Hosts</name>
    <message>
        <source>All computers</source>
        <translation>Tutti i computer</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>Rimuovi host</translation>
    </message>
    <message>
        <source>{all}: {answering} of {shown} answering</source>
        <translation>{all}: rispondono {answering} su {shown}</translation>
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
        <translation>Stato dell&apos;host</translation>
    </message>
    <message>
        <source>Ho&amp;sts</source>
        <translation>Ho&amp;st</translation>
    </message>
    <message>
        <source>&amp;Manage hosts…</source>
        <translation>&amp;Gestisci host…</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>&amp;Aggiungi host…</translation>
    </message>
    <message>
        <source>Show all &amp;computers</source>
        <translation>Mostra tutti i &amp;computer</translation>
    </message>
</context>
<context>
    <name>HostsDialog</name>
    <message>
        <source>Hosts</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Aggiungi…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove {host} from the list?</source>
        <translation>Rimuovere {host} dall&apos;elenco?</translation>
    </message>
</context>
<context>
    <name>LazyHistory</name>
    <message>
        <source>The task history could not be opened.</source>
        <translation>Impossibile aprire la cronologia delle attività.</translation>
    </message>
</context>
<context>
    <name>LogFlagsDialog</name>
    <message>
        <source>Event log options</source>
        <translation>Opzioni del registro eventi</translation>
    </message>
    <message>
        <source>The kinds of messages the client writes to its event log. The *_debug flags are for finding a problem: they write many lines.</source>
        <translation>I tipi di messaggi che il client scrive nel suo registro eventi. Le opzioni *_debug servono a trovare un problema: scrivono molte righe.</translation>
    </message>
    <message>
        <source>Event log options are set for the client on this computer (its cc_config.xml is here); for another computer, edit the file there.</source>
        <translation>Le opzioni del registro eventi si impostano per il client di questo computer (il suo cc_config.xml è qui); per un altro computer, modifica il file lì.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}); it is left as it is. Correct it, then try again.</source>
        <translation>{path} non può essere letto ({error}); resta com&apos;è. Correggilo, poi riprova.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
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
        <translation>A&amp;ttività</translation>
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
        <source>Snooze</source>
        <translation>Posticipa</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>Stru&amp;menti</translation>
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
        <source>&amp;Projects</source>
        <translation>&amp;Progetti</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>&amp;Attività</translation>
    </message>
    <message>
        <source>Trans&amp;fers</source>
        <translation>&amp;Trasferimenti</translation>
    </message>
    <message>
        <source>&amp;Disk</source>
        <translation>&amp;Disco</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiche</translation>
    </message>
    <message>
        <source>&amp;Event log</source>
        <translation>Registro &amp;eventi</translation>
    </message>
    <message>
        <source>&amp;Notices</source>
        <translation>&amp;Comunicazioni</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>C&amp;ronologia</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Comunicazioni (%1)</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Aggiorna</translation>
    </message>
    <message>
        <source>&amp;Suspend</source>
        <translation>&amp;Sospendi</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>&amp;No new tasks</source>
        <translation>&amp;Nessuna nuova attività</translation>
    </message>
    <message>
        <source>&amp;Allow new tasks</source>
        <translation>&amp;Consenti nuove attività</translation>
    </message>
    <message>
        <source>Res&amp;et project</source>
        <translation>Reimposta &amp;progetto</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>R&amp;imuovi</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>Pr&amp;oprietà</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>&amp;Interrompi</translation>
    </message>
    <message>
        <source>&amp;Retry now</source>
        <translation>&amp;Riprova ora</translation>
    </message>
    <message>
        <source>&amp;Abort transfer</source>
        <translation>&amp;Interrompi trasferimento</translation>
    </message>
    <message>
        <source>&amp;Resume now</source>
        <translation>R&amp;iprendi ora</translation>
    </message>
    <message>
        <source>&amp;Run always</source>
        <translation>&amp;Calcola sempre</translation>
    </message>
    <message>
        <source>Run based on &amp;preferences</source>
        <translation>Calcola secondo le &amp;preferenze</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>&amp;Chiudi finestra</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>F&amp;ilter current table</source>
        <translation>&amp;Filtra la tabella corrente</translation>
    </message>
    <message>
        <source>Select &amp;columns…</source>
        <translation>Sce&amp;gli colonne…</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>Te&amp;ma</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Chiaro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>Sc&amp;uro</translation>
    </message>
    <message>
        <source>&amp;Network activity always</source>
        <translation>&amp;Attività di rete sempre</translation>
    </message>
    <message>
        <source>Network activity &amp;based on preferences</source>
        <translation>Attività &amp;di rete secondo le preferenze</translation>
    </message>
    <message>
        <source>Suspend net&amp;work activity</source>
        <translation>Sospendi &amp;l&apos;attività di rete</translation>
    </message>
    <message>
        <source>Sn&amp;ooze</source>
        <translation>Pos&amp;ticipa</translation>
    </message>
    <message>
        <source>Soft s&amp;top (after the next checkpoint)</source>
        <translation>Arresto &amp;morbido (dopo il prossimo punto di salvataggio)</translation>
    </message>
    <message>
        <source>&amp;Add project…</source>
        <translation>&amp;Aggiungi progetto…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>Application &amp;settings (app_config.xml)…</source>
        <translation>&amp;Impostazioni delle applicazioni (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account &amp;manager…</source>
        <translation>&amp;Gestore account…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regole…</translation>
    </message>
    <message>
        <source>&amp;GPUs…</source>
        <translation>GP&amp;U…</translation>
    </message>
    <message>
        <source>A&amp;lerts…</source>
        <translation>A&amp;vvisi…</translation>
    </message>
    <message>
        <source>&amp;About boinc-gui</source>
        <translation>&amp;Informazioni su boinc-gui</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Contatta ora il progetto</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Scollegati dal progetto</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Guida</translation>
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
    <name>NoticesTab</name>
    <message>
        <source>Alert</source>
        <translation>Avviso</translation>
    </message>
    <message>
        <source>This client</source>
        <translation>Questo client</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Avvisi</translation>
    </message>
    <message>
        <source>Notice text</source>
        <translation>Testo dell&apos;avviso</translation>
    </message>
    <message>
        <source>No notices yet. Projects and the client post news and alerts here.</source>
        <translation>Ancora nessun avviso. I progetti e il client pubblicano qui notizie e avvisi.</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>questa finestra</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Pagine delle preferenze</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt;: see the Proxy page.</source>
        <translation>&lt;b&gt;Server proxy&lt;/b&gt;: vedi la pagina Proxy.</translation>
    </message>
    <message>
        <source>Using local preferences: saved in global_prefs_override.xml in the data directory and applied at once.</source>
        <translation>Preferenze locali in uso: salvate in global_prefs_override.xml nella cartella dei dati e applicate subito.</translation>
    </message>
    <message>
        <source>Problems with these preferences</source>
        <translation>Problemi con queste preferenze</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Predefiniti</translation>
    </message>
    <message>
        <source>&lt;{name}&gt;, {low} to {high} {unit}</source>
        <translation>&lt;{name}&gt;, da {low} a {high} {unit}</translation>
    </message>
    <message>
        <source>Compute only between</source>
        <translation>Calcola solo tra</translation>
    </message>
    <message>
        <source>Transfer files only between</source>
        <translation>Trasferisci file solo tra</translation>
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
        <source>Day-of-week override (replaces the every-day window on that day):</source>
        <translation>Eccezione per giorno della settimana (sostituisce la fascia giornaliera in quel giorno):</translation>
    </message>
    <message>
        <source>Manager (this window)</source>
        <translation>Gestore (questa finestra)</translation>
    </message>
    <message>
        <source>system</source>
        <translation>sistema</translation>
    </message>
    <message>
        <source>light</source>
        <translation>chiaro</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>scuro</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation>Lingua (dal prossimo avvio)</translation>
    </message>
    <message>
        <source>Closing the window keeps computing in the tray</source>
        <translation>Chiudendo la finestra il calcolo continua nell&apos;area di notifica</translation>
    </message>
    <message>
        <source>Ask before exiting (computing stops)</source>
        <translation>Chiedi prima di uscire (il calcolo si ferma)</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>Avvia ridotto nell&apos;area di notifica</translation>
    </message>
    <message>
        <source>Ignored where the desktop has no system tray: the window opens then.</source>
        <translation>Ignorato dove il desktop non ha un&apos;area di notifica: allora si apre la finestra.</translation>
    </message>
    <message>
        <source>Start boinc-gui when I log in</source>
        <translation>Avvia boinc-gui quando accedo</translation>
    </message>
    <message>
        <source>Writes or removes {path}</source>
        <translation>Scrive o rimuove {path}</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> ore</translation>
    </message>
    <message>
        <source>never</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>Remind me of unread notices every</source>
        <translation>Ricorda gli avvisi non letti ogni</translation>
    </message>
    <message>
        <source>Keep task history up to</source>
        <translation>Conserva la cronologia delle attività fino a</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt; are the client&apos;s settings, not this window&apos;s: the client reads &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in its data directory, or takes them from &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</source>
        <translation>I &lt;b&gt;server proxy&lt;/b&gt; sono impostazioni del client, non di questa finestra: il client legge &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml nella sua cartella dei dati, oppure li riceve da &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Impossibile scrivere {path}: {error}</translation>
    </message>
    <message>
        <source>Could not remove {path}: {error}</source>
        <translation>Impossibile rimuovere {path}: {error}</translation>
    </message>
</context>
<context>
    <name>PreviewGpu</name>
    <message>
        <source>GPU %1 (%2 devices): idle %3 (%4 with the current settings); GPU tasks done %5 (%6); GPU tasks late %7 (%8)</source>
        <translation>GPU %1 (%2 dispositivi): inattiva %3 (%4 con le impostazioni attuali); attività GPU completate %5 (%6); attività GPU in ritardo %7 (%8)</translation>
    </message>
    <message>
        <source>the %1 GPUs would stand idle %2 of the time (with the current settings: %3)</source>
        <translation>le GPU %1 resterebbero inattive il %2 del tempo (con le impostazioni attuali: %3)</translation>
    </message>
    <message>
        <source>%1 GPU tasks would miss their deadlines (with the current settings: %2)</source>
        <translation>%1 attività GPU mancherebbero la scadenza (con le impostazioni attuali: %2)</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview (emulated from this computer&apos;s tasks)</source>
        <translation>Anteprima (emulata dalle attività di questo computer)</translation>
    </message>
    <message>
        <source>Change a setting to see what it would do.</source>
        <translation>Cambia un&apos;impostazione per vedere cosa farebbe.</translation>
    </message>
    <message>
        <source>Preview figures per project</source>
        <translation>Cifre dell&apos;anteprima per progetto</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>Nessuna anteprima: {reason}</translation>
    </message>
    <message>
        <source>Over the next {span}: {changes}.</source>
        <translation>Nell&apos;arco di {span}: {changes}.</translation>
    </message>
    <message>
        <source>{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; deadlines missed {missed}; requests to its server per day {rpcs}</source>
        <translation>{project} (nuovo): quota CPU {cpu}, quota di risorse {share}; attività completate {done}; scadenze mancate {missed}; richieste al suo server al giorno {rpcs}</translation>
    </message>
    <message>
        <source>{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share {share}; tasks done {done} ({done_now} with the current settings); deadlines missed {missed} ({missed_now} with the current settings); requests to its server per day {rpcs} ({rpcs_now} with the current settings)</source>
        <translation>{project}: quota CPU {cpu} ({cpu_now} con le impostazioni attuali), quota di risorse {share}; attività completate {done} ({done_now} con le impostazioni attuali); scadenze mancate {missed} ({missed_now} con le impostazioni attuali); richieste al suo server al giorno {rpcs} ({rpcs_now} con le impostazioni attuali)</translation>
    </message>
    <message>
        <source>Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current settings)</source>
        <translation>Tempo inattivo delle CPU autorizzate a calcolare: {idle} ({idle_now} con le impostazioni attuali)</translation>
    </message>
    <message>
        <source>({percent} of it)</source>
        <translation>({percent} di esso)</translation>
    </message>
    <message>
        <source>Disk: {used} used now; limit {limit}{share}, set by {rule}</source>
        <translation>Disco: {used} usati ora; limite {limit}{share}, fissato da {rule}</translation>
    </message>
    <message>
        <source>({limit} with the current settings)</source>
        <translation>({limit} con le impostazioni attuali)</translation>
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
        <translation>Il client si collega ai progetti tramite questi proxy dal momento in cui salvi. Le password sono conservate con le impostazioni del client nella sua cartella dei dati, leggibili solo da te (il client ne ha bisogno per collegarsi da solo).</translation>
    </message>
    <message>
        <source>cc_config.xml names a proxy: the client uses that one, and keeps these settings for when it no longer does.</source>
        <translation>cc_config.xml indica un proxy: il client usa quello, e tiene queste impostazioni per quando non lo farà più.</translation>
    </message>
    <message>
        <source>HTTP proxy</source>
        <translation>Proxy HTTP</translation>
    </message>
    <message>
        <source>Connect through an HTTP proxy</source>
        <translation>Collegati tramite un proxy HTTP</translation>
    </message>
    <message>
        <source>SOCKS proxy</source>
        <translation>Proxy SOCKS</translation>
    </message>
    <message>
        <source>Connect through a SOCKS 5 proxy</source>
        <translation>Collegati tramite un proxy SOCKS 5</translation>
    </message>
    <message>
        <source>host names, separated by commas</source>
        <translation>nomi host, separati da virgole</translation>
    </message>
    <message>
        <source>Do not use a proxy for</source>
        <translation>Non usare un proxy per</translation>
    </message>
    <message>
        <source>{proxy} server</source>
        <translation>Server {proxy}</translation>
    </message>
    <message>
        <source>{proxy} port</source>
        <translation>Porta {proxy}</translation>
    </message>
    <message>
        <source>{proxy} user name</source>
        <translation>Nome utente {proxy}</translation>
    </message>
    <message>
        <source>{proxy} password</source>
        <translation>Password {proxy}</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nome utente</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>the HTTP proxy needs a server name</source>
        <translation>il proxy HTTP ha bisogno di un nome di server</translation>
    </message>
    <message>
        <source>the SOCKS proxy needs a server name</source>
        <translation>il proxy SOCKS ha bisogno di un nome di server</translation>
    </message>
    <message>
        <source>the {proxy} proxy server name is not a host name</source>
        <translation>il nome del server proxy {proxy} non è un nome host</translation>
    </message>
    <message>
        <source>the {proxy} proxy port {port} is not between 1 and 65535</source>
        <translation>la porta {port} del proxy {proxy} non è tra 1 e 65535</translation>
    </message>
</context>
<context>
    <name>RowTableModel</name>
    <message>
        <source>%1
(out of date: %2)</source>
        <translation>%1
(non aggiornato: %2)</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>Edit rule</source>
        <translation>Modifica regola</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Aggiungi regola</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Attiva</translation>
    </message>
    <message>
        <source>When (all that are ticked hold)</source>
        <translation>Quando (valgono tutte quelle spuntate)</translation>
    </message>
    <message>
        <source>CPU temperature above</source>
        <translation>Temperatura della CPU sopra</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Ora del giorno</translation>
    </message>
    <message>
        <source>every day (or e.g. mon-fri, sat,sun)</source>
        <translation>ogni giorno (o ad es. mon-fri, sat,sun)</translation>
    </message>
    <message>
        <source>Program running</source>
        <translation>Programma in esecuzione</translation>
    </message>
    <message>
        <source>On battery below</source>
        <translation>A batteria sotto</translation>
    </message>
    <message>
        <source>Schedule (CSV)</source>
        <translation>Pianificazione (CSV)</translation>
    </message>
    <message>
        <source>path of the CSV file: WHEN,VALUE lines</source>
        <translation>percorso del file CSV: righe QUANDO,VALORE</translation>
    </message>
    <message>
        <source>above</source>
        <translation>sopra</translation>
    </message>
    <message>
        <source>below</source>
        <translation>sotto</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Allora</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Sospendi il calcolo</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Sospendi l&apos;attività di rete</translation>
    </message>
    <message>
        <source>Allow computing (lift the preferences&apos; suspensions)</source>
        <translation>Consenti il calcolo (togli le sospensioni delle preferenze)</translation>
    </message>
    <message>
        <source>Allow network activity</source>
        <translation>Consenti l&apos;attività di rete</translation>
    </message>
    <message>
        <source>Snooze for</source>
        <translation>Posticipa per</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Usa al massimo</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>per cento del tempo CPU</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>Notifica</translation>
    </message>
    <message>
        <source>Soft stop (each task after its next checkpoint, then suspend)</source>
        <translation>Arresto morbido (ogni attività dopo il suo prossimo checkpoint, poi sospendi)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n CPU</numerusform>
            <numerusform>%n CPU</numerusform>
        </translation>
    </message>
    <message>
        <source>the time of day starts and ends at the same time</source>
        <translation>l&apos;ora del giorno inizia e finisce alla stessa ora</translation>
    </message>
    <message>
        <source>give the program&apos;s name (not a path)</source>
        <translation>indica il nome del programma (non un percorso)</translation>
    </message>
    <message>
        <source>give the schedule&apos;s CSV file</source>
        <translation>indica il file CSV della pianificazione</translation>
    </message>
    <message>
        <source>tick “above” or “below” for the schedule</source>
        <translation>spunta «sopra» o «sotto» per la pianificazione</translation>
    </message>
    <message>
        <source>give the text to notify</source>
        <translation>indica il testo da notificare</translation>
    </message>
    <message>
        <source>another rule is already named &apos;{name}&apos;</source>
        <translation>un&apos;altra regola si chiama già &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>This rule cannot work yet: {reason}.</source>
        <translation>Questa regola non può ancora funzionare: {reason}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Questo computer</translation>
    </message>
    <message>
        <source>No rules yet. A rule suspends or limits computing, or tells you, while something holds: a CPU temperature, a time of day, a program running, the battery. Add… makes one.</source>
        <translation>Ancora nessuna regola. Una regola sospende o limita il calcolo, o ti avvisa, finché qualcosa vale: una temperatura della CPU, un’ora del giorno, un programma in esecuzione, la batteria. «Aggiungi…» ne crea una.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Aggiungi…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>First rule that holds decides; the rules apply to the chosen computer&apos;s client, which evaluates them itself.</source>
        <translation>Decide la prima regola valida; le regole si applicano al client del computer scelto, che le valuta da sé.</translation>
    </message>
    <message>
        <source>The changes to the rules of {host} are not saved. Drop them?</source>
        <translation>Le modifiche alle regole di {host} non sono salvate. Scartarle?</translation>
    </message>
    <message>
        <source>No computer&apos;s rules can be edited here.</source>
        <translation>Qui non si possono modificare le regole di alcun computer.</translation>
    </message>
    <message>
        <source>{host} is not connected (its password is needed): choose it in the window first.</source>
        <translation>{host} non è connesso (serve la sua password): sceglilo prima nella finestra.</translation>
    </message>
    <message>
        <source>Reading the rules of {host}…</source>
        <translation>Lettura delle regole di {host}…</translation>
    </message>
    <message>
        <source>Refused by the client (not kept when you save; the previous file stays as rules.xml.bak):</source>
        <translation>Rifiutate dal client (non conservate al salvataggio; il file precedente resta come rules.xml.bak):</translation>
    </message>
    <message>
        <source>The client on {host} does not support rules: only boinc-core evaluates them (a BOINC client does not).</source>
        <translation>Il client su {host} non supporta le regole: solo boinc-core le valuta (un client BOINC no).</translation>
    </message>
    <message>
        <source>The rules of {host} cannot be read: {reason}</source>
        <translation>Le regole di {host} non possono essere lette: {reason}</translation>
    </message>
    <message>
        <source>{host} refused the rules: {reason}</source>
        <translation>{host} ha rifiutato le regole: {reason}</translation>
    </message>
    <message>
        <source>{host} could not be reached: {reason}</source>
        <translation>{host} non è raggiungibile: {reason}</translation>
    </message>
    <message>
        <source>In force now: {rules}.</source>
        <translation>In vigore ora: {rules}.</translation>
    </message>
    <message>
        <source>No rule holds now.</source>
        <translation>Nessuna regola vale ora.</translation>
    </message>
    <message>
        <source>Computing suspended: {reason}.</source>
        <translation>Calcolo sospeso: {reason}.</translation>
    </message>
    <message>
        <source>Network activity suspended: {reason}.</source>
        <translation>Attività di rete sospesa: {reason}.</translation>
    </message>
    <message>
        <source>Sending the rules to {host}…</source>
        <translation>Invio delle regole a {host}…</translation>
    </message>
    <message>
        <source>The rules could not be saved: {reason}</source>
        <translation>Impossibile salvare le regole: {reason}</translation>
    </message>
</context>
<context>
    <name>ShareWhatIf</name>
    <message>
        <source>What if the resource share were different?</source>
        <translation>E se la quota di risorse fosse diversa?</translation>
    </message>
    <message>
        <source>Resource share to preview</source>
        <translation>Quota di risorse da visualizzare in anteprima</translation>
    </message>
    <message>
        <source>Resource shares are set in your account on the project&apos;s web site (or by your account manager). Change the number to see what another share would do here.</source>
        <translation>Le quote di risorse si impostano nel tuo account sul sito web del progetto (o dal tuo gestore di account). Cambia il numero per vedere cosa farebbe qui un&apos;altra quota.</translation>
    </message>
    <message>
        <source>Resource share:</source>
        <translation>Quota di risorse:</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Connecting to the client…</source>
        <translation>Connessione al client…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Advanced view</source>
        <translation>Vista avanzata</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Start computing again</source>
        <translation>Riprendi il calcolo</translation>
    </message>
    <message>
        <source>Stop all computing until you resume</source>
        <translation>Ferma tutto il calcolo finché non riprendi</translation>
    </message>
    <message>
        <source>This computer does not work for any project yet: use Advanced view, Tools &gt; Add project.</source>
        <translation>Questo computer non lavora ancora per nessun progetto: usa la vista avanzata, Strumenti &gt; Aggiungi progetto.</translation>
    </message>
    <message>
        <source>This computer is doing science for %1.</source>
        <translation>Questo computer sta facendo scienza per %1.</translation>
    </message>
    <message>
        <source>This computer works for %1. Computing is suspended (%2).</source>
        <translation>Questo computer lavora per %1. Il calcolo è sospeso (%2).</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>in pausa</translation>
    </message>
    <message>
        <source>This computer works for %1. No task is running at this moment: work is on its way or waiting its turn.</source>
        <translation>Questo computer lavora per %1. Al momento nessuna attività è in esecuzione: il lavoro è in arrivo o aspetta il suo turno.</translation>
    </message>
    <message>
        <source>and 1 more task running</source>
        <translation>e un&apos;altra attività in esecuzione</translation>
    </message>
    <message>
        <source>and %1 more tasks running</source>
        <translation>e altre attività in esecuzione: %1</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>&amp;Vista semplice</translation>
    </message>
    <message>
        <source>One screen: what this computer does, for which science</source>
        <translation>Una schermata: cosa fa questo computer, per quale scienza</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <source>Live</source>
        <translation>In tempo reale</translation>
    </message>
    <message>
        <source>Daily history</source>
        <translation>Cronologia giornaliera</translation>
    </message>
    <message>
        <source>day %1 %2</source>
        <translation>giorno %1 %2</translation>
    </message>
    <message>
        <source>Statistics view</source>
        <translation>Vista delle statistiche</translation>
    </message>
    <message>
        <source>Live: this computer&apos;s figures every few seconds. Daily history: credit and CPU time per day, from the task history</source>
        <translation>In tempo reale: i valori di questo computer ogni pochi secondi. Cronologia giornaliera: crediti e tempo CPU al giorno, dalla cronologia delle attività</translation>
    </message>
    <message>
        <source>Follow live data</source>
        <translation>Segui i dati in tempo reale</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>Grafici delle statistiche</translation>
    </message>
    <message>
        <source>Scheduling priority (debt, CPU s)</source>
        <translation>Priorità di pianificazione (debito, s CPU)</translation>
    </message>
    <message>
        <source>CPU share now vs resource share (dashed), %</source>
        <translation>Quota CPU attuale rispetto alla quota di risorse (tratteggiata), %</translation>
    </message>
    <message>
        <source>Queued work (CPU hours)</source>
        <translation>Lavoro in coda (ore CPU)</translation>
    </message>
    <message>
        <source>Work done (credit)</source>
        <translation>Lavoro svolto (crediti)</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Ripristina zoom</translation>
    </message>
    <message>
        <source>Show all the data again (the wheel and a drag zoom in)</source>
        <translation>Mostra di nuovo tutti i dati (la rotellina e il trascinamento ingrandiscono)</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · right-click: more</source>
        <translation>Rotellina: zoom · trascina: sposta · clic destro: altro</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
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
        <source>Filter projects (Ctrl+F)</source>
        <translation>Filtra progetti (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter tasks (Ctrl+F)</source>
        <translation>Filtra attività (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter transfers (Ctrl+F)</source>
        <translation>Filtra trasferimenti (Ctrl+F)</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Solo attive</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>Filtra %1</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Tabella %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>Rows matching the filter: %1 of %2</source>
        <translation>Righe che corrispondono al filtro: %1 di %2</translation>
    </message>
    <message>
        <source>Rows: %1</source>
        <translation>Righe: %1</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Ripristina colonne</translation>
    </message>
</context>
<context>
    <name>TransportBox</name>
    <message>
        <source>(SSH via {where})</source>
        <translation>(SSH tramite {where})</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Connessione</translation>
    </message>
    <message>
        <source>Plain GUI RPC (any BOINC client)</source>
        <translation>GUI RPC semplice (qualsiasi client BOINC)</translation>
    </message>
    <message>
        <source>TLS (boinc-core with --gui-rpc-tls-port)</source>
        <translation>TLS (boinc-core con --gui-rpc-tls-port)</translation>
    </message>
    <message>
        <source>SSH tunnel (BOINC listening on the host&apos;s 127.0.0.1)</source>
        <translation>Tunnel SSH (BOINC in ascolto su 127.0.0.1 dell&apos;host)</translation>
    </message>
    <message>
        <source>Get certificate</source>
        <translation>Ottieni certificato</translation>
    </message>
    <message>
        <source>Accept the new certificate</source>
        <translation>Accetta il nuovo certificato</translation>
    </message>
    <message>
        <source>Pinned SHA-256</source>
        <translation>SHA-256 fissato</translation>
    </message>
    <message>
        <source>Presented</source>
        <translation>Presentato</translation>
    </message>
    <message>
        <source>the address above</source>
        <translation>l&apos;indirizzo sopra</translation>
    </message>
    <message>
        <source>your user name here</source>
        <translation>il tuo nome utente lì</translation>
    </message>
    <message>
        <source>the SSH agent and ~/.ssh keys</source>
        <translation>l&apos;agente SSH e le chiavi in ~/.ssh</translation>
    </message>
    <message>
        <source>none, or unchanged (kept in the keyring)</source>
        <translation>nessuna, o invariata (conservata nel portachiavi)</translation>
    </message>
    <message>
        <source>SSH host</source>
        <translation>Host SSH</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>Porta SSH</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utente</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>File della chiave</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>Passphrase della chiave</translation>
    </message>
    <message>
        <source>Reach it by</source>
        <translation>Raggiungilo con</translation>
    </message>
    <message>
        <source>none yet: the first certificate seen is pinned</source>
        <translation>nessuno finora: viene fissato il primo certificato visto</translation>
    </message>
    <message>
        <source>could not get it: {reason}</source>
        <translation>impossibile ottenerlo: {reason}</translation>
    </message>
    <message>
        <source>Compare it with what `boinc-core tls-fingerprint` prints on that computer; it is pinned when you press OK.</source>
        <translation>Confrontala con ciò che stampa `boinc-core tls-fingerprint` su quel computer; viene fissata quando premi OK.</translation>
    </message>
    <message>
        <source>the same as the pinned one</source>
        <translation>uguale a quella fissata</translation>
    </message>
    <message>
        <source>DIFFERENT from the pinned one: accept it only if that computer&apos;s certificate was made anew and `boinc-core tls-fingerprint` there prints this.</source>
        <translation>DIVERSA da quella fissata: accettala solo se il certificato di quel computer è stato rifatto e `boinc-core tls-fingerprint` lì stampa questa.</translation>
    </message>
    <message>
        <source>accepted: pinned when you press OK</source>
        <translation>accettata: fissata quando premi OK</translation>
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
    <name>WelcomePage</name>
    <message>
        <source>Welcome to boinc-gui</source>
        <translation>Benvenuto in boinc-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;boinc-gui lends your computer&apos;s spare processor time and disk space to science projects: it downloads their tasks, runs them while you do not need the computer (as your preferences say), sends the results back and keeps you informed here and in the tray.&lt;/p&gt;&lt;p&gt;It works with BOINC projects and tools: you choose the projects, each with an account on its web site. You can pause computing at any time from the Activity menu or the tray icon.&lt;/p&gt;&lt;p&gt;&lt;b&gt;To begin, add a project.&lt;/b&gt; The built-in demo project needs no account: it runs a small real computation on this computer, so you can see how everything works before choosing a science project.&lt;/p&gt;</source>
        <translation>&lt;p&gt;boinc-gui presta il tempo di processore e lo spazio su disco inutilizzati del tuo computer a progetti scientifici: scarica le loro attività, le esegue quando non ti serve il computer (secondo le tue preferenze), rimanda i risultati e ti tiene informato qui e nell&apos;area di notifica.&lt;/p&gt;&lt;p&gt;Funziona con progetti e strumenti BOINC: scegli tu i progetti, ciascuno con un account sul suo sito web. Puoi sospendere il calcolo in qualsiasi momento dal menu Attività o dall&apos;icona nell&apos;area di notifica.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Per iniziare, aggiungi un progetto.&lt;/b&gt; Il progetto dimostrativo integrato non richiede un account: esegue un piccolo calcolo reale su questo computer, così vedi come funziona tutto prima di scegliere un progetto scientifico.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a project…</source>
        <translation>Aggiungi un progetto…</translation>
    </message>
    <message>
        <source>Add a project</source>
        <translation>Aggiungi un progetto</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <source>Show the tabs; Tools › Add project… opens the same dialog later</source>
        <translation>Mostra le schede; Strumenti › Aggiungi progetto… apre la stessa finestra più tardi</translation>
    </message>
</context>
<context>
    <name>_TaskCard</name>
    <message>
        <source>%1: %2 done, about %3 left</source>
        <translation>%1: %2 completato, mancano circa %3</translation>
    </message>
    <message>
        <source>%1: %2 done</source>
        <translation>%1: %2 completato</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Avanzamento di %1</translation>
    </message>
    <message>
        <source>Your credit at %1: %2</source>
        <translation>I tuoi crediti presso %1: %2</translation>
    </message>
</context>
<context>
    <name>_Window</name>
    <message>
        <source>{label} from</source>
        <translation>{label} dalle</translation>
    </message>
    <message>
        <source>{label} to</source>
        <translation>{label} alle</translation>
    </message>
    <message>
        <source>and</source>
        <translation>e</translation>
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
        <translation>Nome dell&apos;applicazione da aggiungere</translation>
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
    <name>accounts</name>
    <message>
        <source>wrong password</source>
        <translation>password errata</translation>
    </message>
    <message>
        <source>no account with this email</source>
        <translation>nessun account con questa email</translation>
    </message>
    <message>
        <source>an account with this email already exists (with another password): sign in instead</source>
        <translation>esiste già un account con questa email (con un&apos;altra password): accedi invece</translation>
    </message>
    <message>
        <source>this project is not accepting new accounts</source>
        <translation>questo progetto non accetta nuovi account</translation>
    </message>
    <message>
        <source>the project does not accept this email address</source>
        <translation>il progetto non accetta questo indirizzo email</translation>
    </message>
    <message>
        <source>the project does not accept this user name</source>
        <translation>il progetto non accetta questo nome utente</translation>
    </message>
    <message>
        <source>the project requires you to accept its terms of use</source>
        <translation>il progetto richiede che tu accetti le sue condizioni d&apos;uso</translation>
    </message>
    <message>
        <source>the project is down for maintenance; try again later</source>
        <translation>il progetto è in manutenzione; riprova più tardi</translation>
    </message>
    <message>
        <source>the project&apos;s web site is down for maintenance; try again later</source>
        <translation>il sito web del progetto è in manutenzione; riprova più tardi</translation>
    </message>
    <message>
        <source>this address is an account manager, not a project: use &apos;Use an account manager&apos;</source>
        <translation>questo indirizzo è un gestore di account, non un progetto: usa «Usa un gestore di account»</translation>
    </message>
    <message>
        <source>enter the email address and the password of your account</source>
        <translation>inserisci l&apos;indirizzo email e la password del tuo account</translation>
    </message>
    <message>
        <source>enter a user name, an email address and a password</source>
        <translation>inserisci un nome utente, un indirizzo email e una password</translation>
    </message>
    <message>
        <source>cannot reach %1: connection refused</source>
        <translation>impossibile raggiungere %1: connessione rifiutata</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2: is this the project&apos;s address?</source>
        <translation>%1 ha risposto con l&apos;errore HTTP %2: è questo l&apos;indirizzo del progetto?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (%2): is this the project&apos;s address?</source>
        <translation>%1 non ha risposto come un progetto BOINC (%2): è questo l&apos;indirizzo del progetto?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (it sent &lt;%2&gt;): is this the project&apos;s address?</source>
        <translation>%1 non ha risposto come un progetto BOINC (ha inviato &lt;%2&gt;): è questo l&apos;indirizzo del progetto?</translation>
    </message>
    <message>
        <source>%1 sent the request on to %2, which is not an http:// or https:// address: is this the project&apos;s address?</source>
        <translation>%1 ha inoltrato la richiesta a %2, che non è un indirizzo http:// o https://: è questo l&apos;indirizzo del progetto?</translation>
    </message>
    <message>
        <source>%1 sent the request on more than %2 times: is this the project&apos;s address?</source>
        <translation>%1 ha inoltrato la richiesta più di %2 volte: è questo l&apos;indirizzo del progetto?</translation>
    </message>
    <message>
        <source>%1 sent an answer larger than %2 bytes, which was not read: is this the project&apos;s address?</source>
        <translation>%1 ha inviato una risposta più grande di %2 byte, che non è stata letta: è questo l&apos;indirizzo del progetto?</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s to answer; try again later</source>
        <translation>%1 ha impiegato più di %2 s a rispondere; riprovare più tardi</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>impossibile raggiungere %1: %2</translation>
    </message>
    <message>
        <source>%1 sent neither an account key nor an error: is this the project&apos;s address?</source>
        <translation>%1 non ha inviato né una chiave dell&apos;account né un errore: è questo l&apos;indirizzo del progetto?</translation>
    </message>
    <message>
        <source>%1 sent an account key that cannot be used</source>
        <translation>%1 ha inviato una chiave dell&apos;account non utilizzabile</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// address</source>
        <translation>%1 non è un indirizzo http:// o https://</translation>
    </message>
    <message>
        <source>%1 names no host</source>
        <translation>%1 non indica alcun host</translation>
    </message>
    <message>
        <source>%1 contains spaces or control characters</source>
        <translation>%1 contiene spazi o caratteri di controllo</translation>
    </message>
    <message>
        <source>this project needs client version %1 or later; this client is %2</source>
        <translation>questo progetto richiede il client versione %1 o successiva; questo client è la %2</translation>
    </message>
    <message>
        <source>this project has no applications for this computer (%1)</source>
        <translation>questo progetto non ha applicazioni per questo computer (%1)</translation>
    </message>
    <message>
        <source>the password must have at least %1 characters for this project</source>
        <translation>la password deve avere almeno %1 caratteri per questo progetto</translation>
    </message>
    <message>
        <source>the project does not accept this user name: %1</source>
        <translation>il progetto non accetta questo nome utente: %1</translation>
    </message>
    <message>
        <source>cannot reach %1: host name not found</source>
        <translation>impossibile raggiungere %1: nome host non trovato</translation>
    </message>
    <message>
        <source>cannot reach %1: no answer within %2 s</source>
        <translation>impossibile raggiungere %1: nessuna risposta entro %2 s</translation>
    </message>
    <message>
        <source>the project refused (error %1)</source>
        <translation>il progetto ha rifiutato (errore %1)</translation>
    </message>
</context>
<context>
    <name>acct_mgr</name>
    <message>
        <source>wrong password</source>
        <translation>password errata</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>nessun account con questo nome presso il gestore di account</translation>
    </message>
    <message>
        <source>an account with this name already exists at the account manager</source>
        <translation>esiste già un account con questo nome presso il gestore di account</translation>
    </message>
    <message>
        <source>the account manager does not accept this email address</source>
        <translation>il gestore di account non accetta questo indirizzo email</translation>
    </message>
    <message>
        <source>the account manager is not accepting new accounts</source>
        <translation>il gestore di account non accetta nuovi account</translation>
    </message>
    <message>
        <source>the account manager is down for maintenance; try again later</source>
        <translation>il gestore di account è in manutenzione; riprova più tardi</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer could not be read</source>
        <translation>non è stato possibile leggere la risposta del gestore di account</translation>
    </message>
    <message>
        <source>this is not the web address of an account manager</source>
        <translation>questo non è l&apos;indirizzo web di un gestore di account</translation>
    </message>
    <message>
        <source>the account manager&apos;s host name was not found</source>
        <translation>il nome host del gestore di account non è stato trovato</translation>
    </message>
    <message>
        <source>the account manager did not answer in time</source>
        <translation>il gestore di account non ha risposto in tempo</translation>
    </message>
    <message>
        <source>no connection to the account manager could be made</source>
        <translation>non è stato possibile collegarsi al gestore di account</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site is not answering now; try again later</source>
        <translation>il sito del gestore di account ora non risponde; riprova più tardi</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site refused the request</source>
        <translation>il sito del gestore di account ha rifiutato la richiesta</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer was too large</source>
        <translation>la risposta del gestore di account era troppo grande</translation>
    </message>
    <message>
        <source>the account manager could not be used (error %1)</source>
        <translation>non è stato possibile usare il gestore di account (errore %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the request could not be made (%1)</source>
        <translation>non è stato possibile fare la richiesta (%1)</translation>
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
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2) may miss its deadline (%3)</source>
        <translation>%1 (%2) potrebbe mancare la scadenza (%3)</translation>
    </message>
    <message>
        <source>%1 (%2) would finish only %3 before its deadline (%4)</source>
        <translation>%1 (%2) finirebbe solo %3 prima della scadenza (%4)</translation>
    </message>
    <message>
        <source>%1: 1 task failed in the last %2</source>
        <translation>%1: 1 attività non riuscita in %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tasks failed in the last %2</source>
        <translation>
            <numerusform>%1: %n attività non riuscita in %2</numerusform>
            <numerusform>%1: %n attività non riuscite in %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: 1 scheduler request failed</source>
        <translation>%1: 1 richiesta allo scheduler non riuscita</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scheduler requests in a row failed</source>
        <translation>
            <numerusform>%1: %n richiesta allo scheduler non riuscita</numerusform>
            <numerusform>%1: %n richieste allo scheduler non riuscite di fila</numerusform>
        </translation>
    </message>
    <message>
        <source>Using %1 of the %2 the preferences allow (%3 %)</source>
        <translation>In uso %1 dei %2 consentiti dalle preferenze (%3 %)</translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation>%1 non risponde da %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks failed: %1</source>
        <translation>
            <numerusform>%n attività non riuscita: %1</numerusform>
            <numerusform>%n attività non riuscite: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n projects keep failing: %1</source>
        <translation>
            <numerusform>%n progetto continua a fallire: %1</numerusform>
            <numerusform>%n progetti continuano a fallire: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tasks may miss their deadlines: %1</source>
        <translation>
            <numerusform>%n attività potrebbe mancare la scadenza: %1</numerusform>
            <numerusform>%n attività potrebbero mancare le scadenze: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks near their limits: %1</source>
        <translation>
            <numerusform>%n disco vicino al limite: %1</numerusform>
            <numerusform>%n dischi vicini al limite: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computers not answering: %1</source>
        <translation>
            <numerusform>%n computer non risponde: %1</numerusform>
            <numerusform>%n computer non rispondono: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule messages: %1</source>
        <translation>
            <numerusform>%n messaggio di regola: %1</numerusform>
            <numerusform>%n messaggi di regole: %1</numerusform>
        </translation>
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
    <name>columns</name>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Work fetch</source>
        <translation>Richiesta di lavoro</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Progetto</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Work done</source>
        <translation>Lavoro svolto</translation>
    </message>
    <message>
        <source>Avg. work done</source>
        <translation>Lavoro medio svolto</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Quota di risorse</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Priority (debt)</source>
        <translation>Priorità (debito)</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Tempo CPU</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL del progetto</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Perché: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Avanzamento</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Trascorso</translation>
    </message>
    <message>
        <source>Remaining (estimated)</source>
        <translation>Rimanente (stimato)</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Scadenza</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Applicazione</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Estimated completion</source>
        <translation>Completamento stimato</translation>
    </message>
    <message>
        <source>Completion before deadline</source>
        <translation>Fine prima della scadenza</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Projected to finish after its deadline</source>
        <translation>Si prevede che finisca dopo la scadenza</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>Pianificatore: %1</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versione</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Attività</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>Stato di uscita</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Ricevuta</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Completata</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Notificata</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Crediti</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravità</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
</context>
<context>
    <name>command</name>
    <message>
        <source>This computer is not attached to %1.</source>
        <translation>Questo computer non è collegato a %1.</translation>
    </message>
    <message>
        <source>Already attached to %1.</source>
        <translation>Questo computer è già collegato a %1.</translation>
    </message>
    <message>
        <source>%1 is a BOINC project, but the emulated client attaches only emulated projects (addresses on emulated.invalid). Use the live client to attach real projects.</source>
        <translation>%1 è un progetto BOINC, ma il client emulato si collega solo a progetti emulati (indirizzi su emulated.invalid). Usa il client reale per i progetti veri.</translation>
    </message>
    <message>
        <source>The client has no task %1 (any more).</source>
        <translation>Il client non ha (più) l&apos;attività %1.</translation>
    </message>
    <message>
        <source>Task %1 has already finished.</source>
        <translation>L&apos;attività %1 è già terminata.</translation>
    </message>
    <message>
        <source>The client has no transfer of %1 (any more).</source>
        <translation>Il client non ha (più) un trasferimento di %1.</translation>
    </message>
    <message>
        <source>This project was added by the account manager: remove it there.</source>
        <translation>Questo progetto è stato aggiunto dal gestore di account: rimuovilo lì.</translation>
    </message>
    <message>
        <source>The client does not know this command (%1).</source>
        <translation>Il client non conosce questo comando (%1).</translation>
    </message>
    <message>
        <source>The client has stopped; the command was not carried out.</source>
        <translation>Il client si è fermato; il comando non è stato eseguito.</translation>
    </message>
    <message>
        <source>The client is not running.</source>
        <translation>Il client non è in esecuzione.</translation>
    </message>
    <message>
        <source>The connection to the computer was closed; the command was not carried out.</source>
        <translation>La connessione al computer è stata chiusa; il comando non è stato eseguito.</translation>
    </message>
    <message>
        <source>The connection to the computer was replaced; the command was not carried out.</source>
        <translation>La connessione al computer è stata sostituita; il comando non è stato eseguito.</translation>
    </message>
    <message>
        <source>The process that reads the other computers stopped (exit code %1); the command was not carried out.</source>
        <translation>Il processo che interroga gli altri computer si è fermato (codice di uscita %1); il comando non è stato eseguito.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The computer&apos;s client refused: %1</source>
        <translation>Il client del computer ha rifiutato: %1</translation>
    </message>
    <message>
        <source>The emulated client cannot do this: it keeps no such files and uses no network.</source>
        <translation>Il client emulato non può farlo: non tiene questi file e non usa la rete.</translation>
    </message>
    <message>
        <source>There is no local preferences file to read.</source>
        <translation>Non c&apos;è nessun file di preferenze locali da leggere.</translation>
    </message>
    <message>
        <source>This client keeps no cc_config.xml.</source>
        <translation>Questo client non ha un cc_config.xml.</translation>
    </message>
    <message>
        <source>cc_config.xml cannot be read, so it was left unchanged: %1</source>
        <translation>cc_config.xml non è leggibile, quindi non è stato modificato: %1</translation>
    </message>
    <message>
        <source>app_config.xml was refused and nothing was changed: %1</source>
        <translation>app_config.xml è stato rifiutato e non è cambiato nulla: %1</translation>
    </message>
    <message>
        <source>app_config.xml could not be written: %1</source>
        <translation>Impossibile scrivere app_config.xml: %1</translation>
    </message>
    <message>
        <source>The proxy settings could not be saved: %1</source>
        <translation>Impossibile salvare le impostazioni del proxy: %1</translation>
    </message>
    <message>
        <source>This computer uses no account manager.</source>
        <translation>Questo computer non usa un gestore di account.</translation>
    </message>
    <message>
        <source>This computer uses another account manager: leave it first.</source>
        <translation>Questo computer usa un altro gestore di account: lascialo prima.</translation>
    </message>
    <message>
        <source>A request to the account manager is already under way.</source>
        <translation>Una richiesta al gestore di account è già in corso.</translation>
    </message>
    <message>
        <source>That is not a web address: %1</source>
        <translation>Questo non è un indirizzo web: %1</translation>
    </message>
    <message>
        <source>Internal error (please report it): %1</source>
        <translation>Errore interno (per favore segnalalo): %1</translation>
    </message>
    <message>
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>Inserisci l&apos;indirizzo web (URL) del progetto.</translation>
    </message>
    <message>
        <source>A project&apos;s web address starts with http:// or https://, not %1://.</source>
        <translation>L&apos;indirizzo web di un progetto inizia con http:// o https://, non con %1://.</translation>
    </message>
    <message>
        <source>The web address names no host.</source>
        <translation>L&apos;indirizzo web non indica alcun host.</translation>
    </message>
    <message>
        <source>The web address contains spaces or control characters.</source>
        <translation>L&apos;indirizzo web contiene spazi o caratteri di controllo.</translation>
    </message>
    <message>
        <source>The web address&apos;s host name or port is not valid.</source>
        <translation>Il nome host o la porta dell&apos;indirizzo web non è valido.</translation>
    </message>
    <message>
        <source>The account key is empty or contains spaces.</source>
        <translation>La chiave dell&apos;account è vuota o contiene spazi.</translation>
    </message>
    <message>
        <source>%1 could not be reached through the proxy %2 (%3). Check the proxy settings.</source>
        <translation>%1 non è raggiungibile tramite il proxy %2 (%3). Controlla le impostazioni del proxy.</translation>
    </message>
    <message>
        <source>No connection to the proxy %1 (%2). Check the proxy settings.</source>
        <translation>Nessuna connessione al proxy %1 (%2). Controlla le impostazioni del proxy.</translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection. Check the proxy settings.</source>
        <translation>Il proxy %1 ha rifiutato la connessione. Controlla le impostazioni del proxy.</translation>
    </message>
    <message>
        <source>No connection to %1 (%2). Check the address and your network.</source>
        <translation>Nessuna connessione a %1 (%2). Controlla l&apos;indirizzo e la tua rete.</translation>
    </message>
    <message>
        <source>%1 refused the connection. Check the address and your network.</source>
        <translation>%1 ha rifiutato la connessione. Controlla l&apos;indirizzo e la tua rete.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 non ha risposto entro %2 secondi.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>Impossibile leggere %1 (%2).</translation>
    </message>
    <message>
        <source>The proxy %1 refused the user name or password (HTTP 407). Check the proxy settings.</source>
        <translation>Il proxy %1 ha rifiutato il nome utente o la password (HTTP 407). Controlla le impostazioni del proxy.</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2. Is the address right?</source>
        <translation>%1 ha risposto con l&apos;errore HTTP %2. L&apos;indirizzo è giusto?</translation>
    </message>
    <message>
        <source>%1 is a web site but not a BOINC project: its page names no scheduler. Use the project&apos;s master URL (its web site shows it).</source>
        <translation>%1 è un sito web ma non un progetto BOINC: la sua pagina non indica alcuno scheduler. Usa l&apos;URL principale del progetto (il suo sito la mostra).</translation>
    </message>
    <message>
        <source>The project&apos;s account file could not be written: %1</source>
        <translation>Impossibile scrivere il file dell&apos;account del progetto: %1</translation>
    </message>
    <message>
        <source>the client did not answer in time</source>
        <translation>il client non ha risposto in tempo</translation>
    </message>
    <message>
        <source>the connection to the client was lost</source>
        <translation>la connessione al client è stata persa</translation>
    </message>
    <message>
        <source>the client stopped before answering</source>
        <translation>il client si è fermato prima di rispondere</translation>
    </message>
    <message>
        <source>this client cannot do that</source>
        <translation>questo client non può farlo</translation>
    </message>
    <message>
        <source>the client failed with an error of its own (%1)</source>
        <translation>il client ha avuto un errore interno (%1)</translation>
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
        <source>Unrecognized tag in cc_config.xml</source>
        <translation>Tag non riconosciuto in cc_config.xml</translation>
    </message>
    <message>
        <source>Missing end tag in cc_config.xml</source>
        <translation>Tag di chiusura mancante in cc_config.xml</translation>
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
    <message>
        <source>Starting the emulated client (scenario %1)</source>
        <translation>Avvio del client emulato (scenario %1)</translation>
    </message>
    <message>
        <source>Emulated client: This window shows the emulator in accelerated time, not real work.</source>
        <translation>Client emulato: questa finestra mostra l&apos;emulatore in tempo accelerato, non lavoro reale.</translation>
    </message>
    <message>
        <source>Attached to %1</source>
        <translation>Collegato a %1</translation>
    </message>
    <message>
        <source>Sending scheduler request: %1.</source>
        <translation>Invio della richiesta allo scheduler: %1.</translation>
    </message>
    <message>
        <source>Scheduler request completed: got %1 new tasks</source>
        <translation>Richiesta allo scheduler completata: ricevute %1 nuove attività</translation>
    </message>
    <message>
        <source>Scheduler request completed</source>
        <translation>Richiesta allo scheduler completata</translation>
    </message>
    <message>
        <source>Reporting %1 completed tasks</source>
        <translation>Segnalazione di %1 attività completate</translation>
    </message>
    <message>
        <source>Requesting new tasks for CPU</source>
        <translation>Richiesta di nuove attività per la CPU</translation>
    </message>
    <message>
        <source>Project requested delay of %1 seconds</source>
        <translation>Il progetto ha chiesto un&apos;attesa di %1 secondi</translation>
    </message>
    <message>
        <source>Started download of %1</source>
        <translation>Download di %1 avviato</translation>
    </message>
    <message>
        <source>Finished download of %1</source>
        <translation>Download di %1 completato</translation>
    </message>
    <message>
        <source>Started upload of %1</source>
        <translation>Upload di %1 avviato</translation>
    </message>
    <message>
        <source>Finished upload of %1</source>
        <translation>Upload di %1 completato</translation>
    </message>
    <message>
        <source>Computation for task %1 finished</source>
        <translation>Calcolo dell&apos;attività %1 terminato</translation>
    </message>
    <message>
        <source>Computation for task %1 failed</source>
        <translation>Calcolo dell&apos;attività %1 non riuscito</translation>
    </message>
    <message>
        <source>Task %1 aborted by user</source>
        <translation>Attività %1 interrotta dall&apos;utente</translation>
    </message>
    <message>
        <source>Task %1 aborted by project</source>
        <translation>Attività %1 interrotta dal progetto</translation>
    </message>
    <message>
        <source>Task %1 suspended by user</source>
        <translation>Attività %1 sospesa dall&apos;utente</translation>
    </message>
    <message>
        <source>Task %1 resumed by user</source>
        <translation>Attività %1 ripresa dall&apos;utente</translation>
    </message>
    <message>
        <source>Retrying transfer of %1</source>
        <translation>Nuovo tentativo del trasferimento di %1</translation>
    </message>
    <message>
        <source>Aborted transfer of %1</source>
        <translation>Trasferimento di %1 interrotto</translation>
    </message>
    <message>
        <source>Network available: scheduler backoffs lifted; transfers retried now: %1</source>
        <translation>Rete disponibile: attese prima delle richieste allo scheduler annullate; trasferimenti ritentati ora: %1</translation>
    </message>
    <message>
        <source>Using account manager %1</source>
        <translation>Uso del gestore di account %1</translation>
    </message>
    <message>
        <source>Removing account manager info (%1)</source>
        <translation>Rimozione dei dati del gestore di account (%1)</translation>
    </message>
    <message>
        <source>Contacting account manager at %1</source>
        <translation>Contatto con il gestore di account su %1</translation>
    </message>
    <message>
        <source>Account manager contact succeeded</source>
        <translation>Contatto con il gestore di account riuscito</translation>
    </message>
    <message>
        <source>Detaching %1 (asked by the account manager)</source>
        <translation>Scollegamento da %1 (richiesto dal gestore di account)</translation>
    </message>
    <message>
        <source>Attaching to %1 (asked by the account manager)</source>
        <translation>Collegamento a %1 (richiesto dal gestore di account)</translation>
    </message>
    <message>
        <source>The account manager listed %1 projects; this client takes at most %2 from one reply (a guard against a faulty or hostile manager): %3 attached, %4 dropped without being looked at</source>
        <translation>Il gestore di account ha elencato %1 progetti; questo client ne prende al massimo %2 da una risposta (una protezione contro un gestore difettoso o ostile): %3 collegati, %4 scartati senza essere esaminati</translation>
    </message>
    <message>
        <source>Account manager reply refused: it sent no signing key</source>
        <translation>Risposta del gestore di account rifiutata: non ha inviato alcuna chiave di firma</translation>
    </message>
    <message>
        <source>Account manager asked for %1: not done (%2)</source>
        <translation>Il gestore di account ha chiesto %1: non fatto (%2)</translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message>
        <source>%1 CPU-s queued in %2 tasks, against a share of the high mark of %3 CPU-s</source>
        <translation>%1 CPU-s in coda in %2 attività, contro una quota del limite alto di %3 CPU-s</translation>
    </message>
    <message>
        <source>LTD %1 s; the queue lasts %2 s at its share, net %3 s; shortfall %4 CPU-s in all, %5 CPU-s for this project</source>
        <translation>LTD %1 s; la coda dura %2 s alla sua quota, netto %3 s; mancanza %4 CPU-s in tutto, %5 CPU-s per questo progetto</translation>
    </message>
    <message>
        <source>REC %1, fetch priority %2; the CPUs are busy for %3 s (low mark %4 s); shortfall %5 CPU-s</source>
        <translation>REC %1, priorità di richiesta %2; le CPU sono occupate per %3 s (limite basso %4 s); mancanza %5 CPU-s</translation>
    </message>
    <message>
        <source>min_results %1; ETTPRC %2 s against T %3 s; avg_proc_rate %4; work_request %5 CPU-s; resource debt %6</source>
        <translation>min_results %1; ETTPRC %2 s contro T %3 s; avg_proc_rate %4; work_request %5 CPU-s; debito di risorsa %6</translation>
    </message>
    <message>
        <source>asking for %1 CPU-s; %2</source>
        <translation>chiede %1 CPU-s; %2</translation>
    </message>
    <message>
        <source>debt %1 s</source>
        <translation>debito %1 s</translation>
    </message>
    <message>
        <source>REC priority %1</source>
        <translation>priorità REC %1</translation>
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
        <translation>resto dell&apos;intervallo di tempo: %1 s</translation>
    </message>
    <message>
        <source>under round-robin: %1 s after its deadline</source>
        <translation>a turno: %1 s dopo la scadenza</translation>
    </message>
    <message>
        <source>under round-robin: %1 s before its deadline</source>
        <translation>a turno: %1 s prima della scadenza</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 byte</translation>
    </message>
    <message>
        <source>day %1, %2</source>
        <translation>giorno %1, %2</translation>
    </message>
    <message>
        <source>until resumed</source>
        <translation>fino alla ripresa</translation>
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
    <name>history_cap</name>
    <message>
        <source>Keep task history up to</source>
        <translation>Conserva la cronologia delle attività fino a</translation>
    </message>
    <message>
        <source>The task history file in the manager&apos;s folder; past this size the oldest tasks are deleted (daily statistics stay). About 6,000 tasks per MB; default %1 MB.</source>
        <translation>Il file della cronologia nella cartella del gestore; oltre questa dimensione le attività più vecchie vengono eliminate (le statistiche giornaliere restano). Circa 6.000 attività per MB; predefinito %1 MB.</translation>
    </message>
</context>
<context>
    <name>history_open</name>
    <message>
        <source>The task history in %1 cannot be opened: %2. Finished tasks are not recorded this time.</source>
        <translation>Impossibile aprire la cronologia delle attività in %1: %2. Questa volta le attività terminate non vengono registrate.</translation>
    </message>
    <message>
        <source>The task history cannot be used: %1. Finished tasks are not recorded this time.</source>
        <translation>La cronologia delle attività non è utilizzabile: %1. Questa volta le attività terminate non vengono registrate.</translation>
    </message>
    <message>
        <source>Task history damaged</source>
        <translation>Cronologia delle attività danneggiata</translation>
    </message>
    <message>
        <source>%1

Repair it? The damaged file is kept as a copy beside it, and a new history is made from the tasks that can still be read.</source>
        <translation>%1

Ripararla? Il file danneggiato viene conservato come copia accanto, e una nuova cronologia viene creata dalle attività ancora leggibili.</translation>
    </message>
    <message>
        <source>The task history could not be repaired: %1. Finished tasks are not recorded this time.</source>
        <translation>Impossibile riparare la cronologia delle attività: %1. Questa volta le attività terminate non vengono registrate.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept; %3 damaged rows could not be read. The damaged file is kept as %4.</source>
        <translation>La cronologia delle attività è stata riparata: attività conservate: %1, valori giornalieri: %2; righe danneggiate illeggibili: %3. Il file danneggiato è conservato come %4.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept. The damaged file is kept as %3.</source>
        <translation>La cronologia delle attività è stata riparata: attività conservate: %1, valori giornalieri: %2. Il file danneggiato è conservato come %3.</translation>
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
    <name>prefs</name>
    <message>
        <source>Computing</source>
        <translation>Calcolo</translation>
    </message>
    <message>
        <source>Daily schedules</source>
        <translation>Orari giornalieri</translation>
    </message>
    <message>
        <source>Work buffer</source>
        <translation>Scorta di lavoro</translation>
    </message>
    <message>
        <source>Disk and memory</source>
        <translation>Disco e memoria</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rete</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Altro</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>Domenica</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>Lunedì</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Martedì</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Mercoledì</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Giovedì</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Venerdì</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Sabato</translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation>Quando il computer è in uso</translation>
    </message>
    <message>
        <source>&apos;In use&apos; means mouse or keyboard input in the last</source>
        <translation>«In uso» significa input da mouse o tastiera negli ultimi</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minuti</translation>
    </message>
    <message>
        <source>Suspend when computer is in use</source>
        <translation>Sospendi quando il computer è in uso</translation>
    </message>
    <message>
        <source>Suspend GPU computing when computer is in use</source>
        <translation>Sospendi il calcolo GPU quando il computer è in uso</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Usa al massimo</translation>
    </message>
    <message>
        <source>% of the CPUs</source>
        <translation>per cento delle CPU</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>per cento del tempo CPU</translation>
    </message>
    <message>
        <source>Suspend when non-BOINC CPU usage is above</source>
        <translation>Sospendi quando l&apos;uso CPU non BOINC supera</translation>
    </message>
    <message>
        <source>off</source>
        <translation>disattivato</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>Quando il computer non è in uso</translation>
    </message>
    <message>
        <source>Suspend when no mouse or keyboard input in the last</source>
        <translation>Sospendi se non c&apos;è input da mouse o tastiera negli ultimi</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Generale</translation>
    </message>
    <message>
        <source>Suspend when computer is on battery</source>
        <translation>Sospendi quando il computer è a batteria</translation>
    </message>
    <message>
        <source>Switch between tasks every</source>
        <translation>Alterna le attività ogni</translation>
    </message>
    <message>
        <source>Request tasks to checkpoint at most every</source>
        <translation>Chiedi alle attività un checkpoint al massimo ogni</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondi</translation>
    </message>
    <message>
        <source>Leave non-GPU tasks in memory while suspended</source>
        <translation>Mantieni in memoria le attività non GPU sospese</translation>
    </message>
    <message>
        <source>Store at least</source>
        <translation>Conserva almeno</translation>
    </message>
    <message>
        <source>days of work</source>
        <translation>giorni di lavoro</translation>
    </message>
    <message>
        <source>Store up to an additional</source>
        <translation>Conserva fino a ulteriori</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Disco</translation>
    </message>
    <message>
        <source>Use no more than</source>
        <translation>Non usare più di</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <source>Leave at least</source>
        <translation>Lascia almeno</translation>
    </message>
    <message>
        <source>GB free</source>
        <translation>GB liberi</translation>
    </message>
    <message>
        <source>% of total</source>
        <translation>per cento del totale</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>When computer is in use, use at most</source>
        <translation>Con il computer in uso, usa al massimo</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>per cento della memoria</translation>
    </message>
    <message>
        <source>When computer is not in use, use at most</source>
        <translation>Con il computer non in uso, usa al massimo</translation>
    </message>
    <message>
        <source>Page/swap file: use at most</source>
        <translation>File di paging/swap: usa al massimo</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>Uso della rete</translation>
    </message>
    <message>
        <source>Limit download rate to</source>
        <translation>Limita la velocità di download a</translation>
    </message>
    <message>
        <source>Limit upload rate to</source>
        <translation>Limita la velocità di upload a</translation>
    </message>
    <message>
        <source>Limit usage to</source>
        <translation>Limita l&apos;uso a</translation>
    </message>
    <message>
        <source>… every</source>
        <translation>… ogni</translation>
    </message>
    <message>
        <source>days</source>
        <translation>giorni</translation>
    </message>
    <message>
        <source>Skip data verification for image files</source>
        <translation>Salta la verifica dei file immagine</translation>
    </message>
    <message>
        <source>Confirm before connecting to the Internet</source>
        <translation>Chiedi conferma prima di connettersi a Internet</translation>
    </message>
    <message>
        <source>Disconnect when done</source>
        <translation>Disconnetti al termine</translation>
    </message>
</context>
<context>
    <name>prefs_check</name>
    <message>
        <source>Suspending when other programs use more than under 1% of the CPU will suspend almost always.</source>
        <translation>Sospendere quando altri programmi usano più di meno dell&apos;1 per cento della CPU sospenderà quasi sempre.</translation>
    </message>
    <message>
        <source>A work buffer over 10 days risks missing deadlines; projects may also send less.</source>
        <translation>Una scorta di lavoro oltre i 10 giorni rischia scadenze mancate; i progetti potrebbero anche inviarne meno.</translation>
    </message>
    <message>
        <source>No disk limit is set: the client may fill the disk.</source>
        <translation>Nessun limite di disco impostato: il client può riempire il disco.</translation>
    </message>
    <message>
        <source>A transfer limit needs a period: set &apos;every N days&apos; to 1 or more, or the limit to 0.</source>
        <translation>Un limite di trasferimento ha bisogno di un periodo: imposta «ogni N giorni» a 1 o più, oppure il limite a 0.</translation>
    </message>
    <message>
        <source>The daily computing window is empty, so nothing would ever run.</source>
        <translation>La fascia giornaliera di calcolo è vuota, quindi non verrebbe mai eseguito nulla.</translation>
    </message>
    <message>
        <source>Under 5% of memory is too little for most tasks; they will wait for memory.</source>
        <translation>Meno del 5 per cento della memoria è troppo poco per la maggior parte delle attività; aspetteranno la memoria.</translation>
    </message>
    <message>
        <source>Nothing would ever run: computing is suspended while the computer is in use, and also after {no_input} min without input, which is no longer than the {in_use} min that count as &apos;in use&apos;. Raise the no-input time above {in_use} min or allow computing while in use.</source>
        <translation>Non verrebbe mai eseguito nulla: il calcolo è sospeso mentre il computer è in uso, e anche dopo {no_input} min senza input, che non è più dei {in_use} min che contano come «in uso». Alza il tempo senza input oltre {in_use} min o consenti il calcolo durante l&apos;uso.</translation>
    </message>
    <message>
        <source>At {percent}% of CPU time tasks will take over {times} times longer and may miss their deadlines.</source>
        <translation>Al {percent} per cento del tempo CPU le attività impiegheranno oltre {times} volte di più e potrebbero mancare le scadenze.</translation>
    </message>
    <message>
        <source>{size} GB is too little for most projects&apos; files; little or no work will arrive.</source>
        <translation>{size} GB sono troppo pochi per i file della maggior parte dei progetti; arriverà poco o nessun lavoro.</translation>
    </message>
    <message>
        <source>Day of week {day} does not exist.</source>
        <translation>Il giorno della settimana {day} non esiste.</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n giorno</numerusform>
            <numerusform>%n giorni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n ora</numerusform>
            <numerusform>%n ore</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minuti</numerusform>
        </translation>
    </message>
    <message>
        <source>{value} days</source>
        <translation>{value} giorni</translation>
    </message>
    <message>
        <source>{value} hours</source>
        <translation>{value} ore</translation>
    </message>
    <message>
        <source>{value} minutes</source>
        <translation>{value} minuti</translation>
    </message>
    <message>
        <source>it would share the CPUs with {names}, which has had no computer time yet and so comes first until it has had its share; {project}&apos;s resource share would be {share} instead of {before}</source>
        <translation>dividerebbe le CPU con {names}, che non ha ancora avuto tempo di calcolo e quindi viene prima finché non ha avuto la sua quota; la quota di risorse di {project} sarebbe {share} invece di {before}</translation>
    </message>
    <message>
        <source>its resource share would be {share} instead of {before}</source>
        <translation>la sua quota di risorse sarebbe {share} invece di {before}</translation>
    </message>
    <message>
        <source>its resource share stays {share}</source>
        <translation>la sua quota di risorse resta {share}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}</source>
        <translation>
            <numerusform>{project} avrebbe {cpu} del tempo CPU e completerebbe %n attività nell&apos;arco di {span}</numerusform>
            <numerusform>{project} avrebbe {cpu} del tempo CPU e completerebbe %n attività nell&apos;arco di {span}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, missing %n deadline(s)</source>
        <translation>
            <numerusform>, mancando %n scadenza</numerusform>
            <numerusform>, mancando %n scadenze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} (today&apos;s settings: {before})</source>
        <translation>
            <numerusform>{project} mancherebbe %n scadenza nell&apos;arco di {span} (impostazioni di oggi: {before})</numerusform>
            <numerusform>{project} mancherebbe %n scadenze nell&apos;arco di {span} (impostazioni di oggi: {before})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} mancherebbe %n scadenza nell&apos;arco di {span} invece di {before}</numerusform>
            <numerusform>{project} mancherebbe %n scadenze nell&apos;arco di {span} invece di {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>{project} would get {cpu} of the CPU time instead of {before} ({reason})</source>
        <translation>{project} avrebbe {cpu} del tempo CPU invece di {before} ({reason})</translation>
    </message>
    <message>
        <source>{project} would finish no task in the next {span}</source>
        <translation>{project} non completerebbe alcuna attività nell&apos;arco di {span}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would finish %n task(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} completerebbe %n attività nell&apos;arco di {span} invece di {before}</numerusform>
            <numerusform>{project} completerebbe %n attività nell&apos;arco di {span} invece di {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})</source>
        <translation>le CPU autorizzate a calcolare resterebbero inattive per il {idle} del tempo (con le impostazioni attuali: {before})</translation>
    </message>
    <message>
        <source>no change expected in deadlines, CPU shares, tasks done or idle time</source>
        <translation>nessun cambiamento previsto in scadenze, quote CPU, attività completate o tempo inattivo</translation>
    </message>
</context>
<context>
    <name>project_status</name>
    <message>
        <source>Suspended by user</source>
        <translation>Sospeso dall&apos;utente</translation>
    </message>
    <message>
        <source>Won&apos;t get new tasks</source>
        <translation>Nessuna nuova attività</translation>
    </message>
    <message>
        <source>Project ended - OK to remove</source>
        <translation>Progetto terminato: si può rimuovere</translation>
    </message>
    <message>
        <source>Will remove when tasks done</source>
        <translation>Verrà rimosso al termine delle attività</translation>
    </message>
    <message>
        <source>Scheduler request in progress</source>
        <translation>Richiesta al server in corso</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Richiesta al server in attesa</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Comunicazione rinviata</translation>
    </message>
    <message>
        <source>Unknown reason</source>
        <translation>Motivo sconosciuto</translation>
    </message>
    <message>
        <source>Requested by user</source>
        <translation>Richiesto dall&apos;utente</translation>
    </message>
    <message>
        <source>To report completed tasks</source>
        <translation>Per notificare le attività completate</translation>
    </message>
    <message>
        <source>To fetch work</source>
        <translation>Per ottenere lavoro</translation>
    </message>
    <message>
        <source>To send trickle-up message</source>
        <translation>Per inviare un messaggio trickle-up</translation>
    </message>
    <message>
        <source>Requested by account manager</source>
        <translation>Richiesto dal gestore account</translation>
    </message>
    <message>
        <source>Project initialization</source>
        <translation>Inizializzazione del progetto</translation>
    </message>
    <message>
        <source>Requested by project</source>
        <translation>Richiesto dal progetto</translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>Uso CPU (ultimo intervallo)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Velocità di avanzamento</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>ID del processo</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Picco della memoria di lavoro</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Picco di swap</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Picco di uso del disco</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Cartella dello slot</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Properties of project {name} ({url})</source>
        <translation>Proprietà del progetto {name} ({url})</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Lavoro</translation>
    </message>
    <message>
        <source>Account / team</source>
        <translation>Account / team</translation>
    </message>
    <message>
        <source>Work done (user / host)</source>
        <translation>Lavoro svolto (utente / host)</translation>
    </message>
    <message>
        <source>Average work done</source>
        <translation>Lavoro medio svolto</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Quota di risorse</translation>
    </message>
    <message>
        <source>{share} ({percent}% of the total)</source>
        <translation>{share} ({percent} per cento del totale)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>active</source>
        <translation>attivo</translation>
    </message>
    <message>
        <source>Turn to compute</source>
        <translation>Turno di calcolo</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Richiesta allo scheduler in sospeso</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Comunicazione rinviata</translation>
    </message>
    <message>
        <source>Last scheduler contact</source>
        <translation>Ultimo contatto con lo scheduler</translation>
    </message>
    <message>
        <source>CPU time given</source>
        <translation>Tempo CPU ricevuto</translation>
    </message>
    <message>
        <source>Tasks succeeded / failed</source>
        <translation>Attività riuscite / fallite</translation>
    </message>
    <message>
        <source>Duration correction factor</source>
        <translation>Fattore di correzione della durata</translation>
    </message>
    <message>
        <source>Disk usage</source>
        <translation>Uso del disco</translation>
    </message>
    <message>
        <source>owed about {span} of computer time: it comes before the projects owed less</source>
        <translation>gli spettano circa {span} di tempo di calcolo: viene prima dei progetti a cui spetta meno</translation>
    </message>
    <message>
        <source>has had about {span} more than its share lately: others come first</source>
        <translation>ha avuto di recente circa {span} più della sua quota: gli altri vengono prima</translation>
    </message>
    <message>
        <source>even: it has had its share of computer time</source>
        <translation>in pari: ha avuto la sua quota di tempo di calcolo</translation>
    </message>
    <message>
        <source>Predecessor</source>
        <translation>Predecessore</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Has successor</source>
        <translation>Ha un successore</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>Kept for successor</source>
        <translation>Conservato per il successore</translation>
    </message>
    <message>
        <source>yes: reported, kept with its files for the next task in the chain</source>
        <translation>sì: segnalato, conservato con i suoi file per la prossima attività della catena</translation>
    </message>
    <message>
        <source>Kept sticky files</source>
        <translation>File persistenti conservati</translation>
    </message>
    <message>
        <source>Postponed until</source>
        <translation>Rinviata fino a</translation>
    </message>
    <message>
        <source>{time} (in {span})</source>
        <translation>{time} (tra {span})</translation>
    </message>
    <message>
        <source>(projected to finish after its deadline)</source>
        <translation>(si prevede che finisca dopo la sua scadenza)</translation>
    </message>
    <message>
        <source>(run first to finish well before its deadline)</source>
        <translation>(eseguita per prima per finire ben prima della sua scadenza)</translation>
    </message>
    <message>
        <source>Properties of task {name}</source>
        <translation>Proprietà dell&apos;attività {name}</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Progetto</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Applicazione</translation>
    </message>
    <message>
        <source>Workunit</source>
        <translation>Unità di lavoro</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Ricevuta</translation>
    </message>
    <message>
        <source>Report deadline</source>
        <translation>Scadenza</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Avanzamento</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Tempo trascorso</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Tempo CPU</translation>
    </message>
    <message>
        <source>CPU time at last checkpoint</source>
        <translation>Tempo CPU all&apos;ultimo checkpoint</translation>
    </message>
    <message>
        <source>Estimated time remaining</source>
        <translation>Tempo rimanente stimato</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Slot</translation>
    </message>
    <message>
        <source>Memory (working set)</source>
        <translation>Memoria (working set)</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>your preference to leave at least %1 free</source>
        <translation>la tua preferenza di lasciare liberi almeno %1</translation>
    </message>
    <message>
        <source>your preference to use no more than %1 % of the disk</source>
        <translation>la tua preferenza di non usare più del %1%&#xa0;del disco</translation>
    </message>
    <message>
        <source>your preference to use no more than %1</source>
        <translation>la tua preferenza di non usare più di %1</translation>
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
        <translation>%1 giorni</translation>
    </message>
    <message>
        <source>not asking: the queue already holds the {min} days of work you asked for</source>
        <translation>non chiede: la coda contiene già i {min} giorni di lavoro richiesti</translation>
    </message>
    <message>
        <source>not asking: it has more than its share of queued work</source>
        <translation>non chiede: ha più della sua quota di lavoro in coda</translation>
    </message>
    <message>
        <source>not asking yet: another project is owed more computer time and is asked first</source>
        <translation>non chiede ancora: a un altro progetto spetta più tempo di calcolo e chiede per primo</translation>
    </message>
    <message>
        <source>not asking: you suspended it</source>
        <translation>non chiede: l&apos;hai sospeso</translation>
    </message>
    <message>
        <source>not asking: you set it to get no new tasks</source>
        <translation>non chiede: l&apos;hai impostato per non ricevere nuove attività</translation>
    </message>
    <message>
        <source>not asking: the project has ended; you can remove it</source>
        <translation>non chiede: il progetto è terminato; puoi rimuoverlo</translation>
    </message>
    <message>
        <source>not asking: it is a non-CPU-intensive project</source>
        <translation>non chiede: è un progetto non intensivo per la CPU</translation>
    </message>
    <message>
        <source>not asking: its resource share is 0, so it gets work only when no other project has any</source>
        <translation>non chiede: la sua quota di risorse è 0, riceve lavoro solo quando nessun altro progetto ne ha</translation>
    </message>
    <message>
        <source>not asking for a while: its recent requests brought no work</source>
        <translation>non chiede per un po&apos;: le ultime richieste non hanno portato lavoro</translation>
    </message>
    <message>
        <source>not asking: queued tasks are already at risk of missing their deadlines</source>
        <translation>non chiede: le attività in coda rischiano già di mancare la scadenza</translation>
    </message>
    <message>
        <source>not asking: it has had more than its share of computer time lately</source>
        <translation>non chiede: di recente ha avuto più della sua quota di tempo di calcolo</translation>
    </message>
    <message>
        <source>not asking: computing is suspended, so the queued tasks would only wait</source>
        <translation>non chiede: il calcolo è sospeso, le attività in coda resterebbero solo in attesa</translation>
    </message>
    <message>
        <source>not asking: it has enough work for the tasks its app_config.xml limit lets run at once</source>
        <translation>non chiede: ha lavoro sufficiente per le attività che il limite di app_config.xml lascia eseguire insieme</translation>
    </message>
    <message>
        <source>nothing to wait for</source>
        <translation>niente da attendere</translation>
    </message>
    <message>
        <source>not contacted: you suspended it</source>
        <translation>non contattato: l&apos;hai sospeso</translation>
    </message>
    <message>
        <source>not contacted: network activity is suspended</source>
        <translation>non contattato: l&apos;attività di rete è sospesa</translation>
    </message>
    <message>
        <source>its list of schedulers could not be read; tried again daily</source>
        <translation>la sua lista di scheduler non è leggibile; nuovo tentativo ogni giorno</translation>
    </message>
    <message>
        <source>another project is contacted first</source>
        <translation>prima viene contattato un altro progetto</translation>
    </message>
    <message>
        <source>its finished tasks are not due for reporting yet</source>
        <translation>le sue attività finite non vanno ancora segnalate</translation>
    </message>
    <message>
        <source>waiting for the next check for work</source>
        <translation>in attesa del prossimo controllo del lavoro</translation>
    </message>
    <message>
        <source>asking for work: its queue is below your %1-day minimum</source>
        <translation>chiede lavoro: la coda è sotto il minimo di %1 giorni che hai impostato</translation>
    </message>
    <message>
        <source>backed off for %1 after a failed request</source>
        <translation>in pausa per %1 dopo una richiesta fallita</translation>
    </message>
    <message>
        <source>backed off for %1 after %2 failed requests</source>
        <translation>in pausa per %1 dopo %2 richieste fallite</translation>
    </message>
    <message>
        <source>waiting %1 before contacting the project again</source>
        <translation>attende %1 prima di contattare di nuovo il progetto</translation>
    </message>
    <message>
        <source>the project asked for %1 between requests</source>
        <translation>il progetto ha chiesto %1 tra una richiesta e l&apos;altra</translation>
    </message>
    <message>
        <source>the project asked for a pause between requests</source>
        <translation>il progetto ha chiesto una pausa tra le richieste</translation>
    </message>
    <message>
        <source>no work-fetch decision yet</source>
        <translation>nessuna decisione ancora sulla richiesta di lavoro</translation>
    </message>
    <message>
        <source>Work fetch: %1</source>
        <translation>Richiesta di lavoro: %1</translation>
    </message>
    <message>
        <source>Scheduling priority (debt): %1 CPU s · long-term debt %2 s</source>
        <translation>Priorità di pianificazione (debito): %1 s CPU · debito a lungo termine %2 s</translation>
    </message>
    <message>
        <source>Resource share %1 (%2%)</source>
        <translation>Quota di risorse %1 (%2%)</translation>
    </message>
    <message>
        <source>Next contact in %1</source>
        <translation>Prossimo contatto tra %1</translation>
    </message>
    <message>
        <source> · failed requests: %1</source>
        <translation> · richieste fallite: %1</translation>
    </message>
    <message>
        <source>you suspended computing (Activity menu)</source>
        <translation>hai sospeso il calcolo (menu Attività)</translation>
    </message>
    <message>
        <source>you are using the computer, and your preferences pause computing then</source>
        <translation>stai usando il computer, e le tue preferenze sospendono il calcolo in quel caso</translation>
    </message>
    <message>
        <source>no one has used the computer lately, and your preferences compute only while in use</source>
        <translation>nessuno ha usato il computer di recente, e le tue preferenze calcolano solo mentre è in uso</translation>
    </message>
    <message>
        <source>other programs keep the CPUs busy beyond the limit in your preferences</source>
        <translation>altri programmi occupano le CPU oltre il limite delle tue preferenze</translation>
    </message>
    <message>
        <source>the computer runs on batteries, and your preferences pause computing then</source>
        <translation>il computer è a batteria, e le tue preferenze sospendono il calcolo in quel caso</translation>
    </message>
    <message>
        <source>your preferences allow computing only at other times of day</source>
        <translation>le tue preferenze consentono il calcolo solo in altri orari</translation>
    </message>
    <message>
        <source>computing starts a little after the client starts</source>
        <translation>il calcolo inizia poco dopo l&apos;avvio del client</translation>
    </message>
    <message>
        <source>the CPU benchmarks are running</source>
        <translation>sono in corso i benchmark della CPU</translation>
    </message>
    <message>
        <source>the client needs more disk space than your preferences allow</source>
        <translation>il client ha bisogno di più spazio su disco di quanto consentano le tue preferenze</translation>
    </message>
    <message>
        <source>Suspended: you suspended its project</source>
        <translation>Sospesa: hai sospeso il suo progetto</translation>
    </message>
    <message>
        <source>Suspended: you suspended this task</source>
        <translation>Sospesa: hai sospeso questa attività</translation>
    </message>
    <message>
        <source>Suspended: %1</source>
        <translation>Sospesa: %1</translation>
    </message>
    <message>
        <source>keeps its running task</source>
        <translation>mantiene la sua attività in esecuzione</translation>
    </message>
    <message>
        <source>resumes its preempted task</source>
        <translation>riprende la sua attività interrotta</translation>
    </message>
    <message>
        <source>starts its earliest-deadline job</source>
        <translation>avvia la sua attività con la scadenza più vicina</translation>
    </message>
    <message>
        <source>waiting: every CPU runs a task whose deadline is at risk or whose time slice is not over</source>
        <translation>in attesa: ogni CPU esegue un&apos;attività con la scadenza a rischio o con l&apos;intervallo non ancora finito</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: a task whose deadline is at risk needs its CPU</source>
        <translation>fermata prima della fine del suo intervallo: un&apos;attività con la scadenza a rischio ha bisogno della sua CPU</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: fewer CPUs may be used than tasks were running</source>
        <translation>fermata prima della fine del suo intervallo: si possono usare meno CPU delle attività in esecuzione</translation>
    </message>
    <message>
        <source>waiting: computing is suspended (Activity: never)</source>
        <translation>in attesa: il calcolo è sospeso (Attività: mai)</translation>
    </message>
    <message>
        <source>waiting: GPU computing is suspended</source>
        <translation>in attesa: il calcolo su GPU è sospeso</translation>
    </message>
    <message>
        <source>waiting: you suspended it</source>
        <translation>in attesa: l&apos;hai sospesa</translation>
    </message>
    <message>
        <source>waiting: its input files are not downloaded yet</source>
        <translation>in attesa: i suoi file di input non sono ancora scaricati</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminata</translation>
    </message>
    <message>
        <source>running: it keeps its CPU for its time slice, about %1 more</source>
        <translation>in esecuzione: mantiene la CPU per il suo intervallo, ancora circa %1</translation>
    </message>
    <message>
        <source>running: %1 is owed the most computer time for its resource share, so it %2</source>
        <translation>in esecuzione: a %1 spetta più tempo di calcolo per la sua quota di risorse, quindi: %2</translation>
    </message>
    <message>
        <source>waiting: %1 is owed more computer time than %2 for its resource share</source>
        <translation>in attesa: a %1 spetta più tempo di calcolo che a %2 per la sua quota di risorse</translation>
    </message>
    <message>
        <source>running first: taking turns with the other tasks it would finish %1 after its deadline</source>
        <translation>eseguita per prima: a turno con le altre attività finirebbe %1 dopo la scadenza</translation>
    </message>
    <message>
        <source>running first: taking turns it would finish only %1 before its deadline, closer than your work buffer&apos;s minimum</source>
        <translation>eseguita per prima: a turno finirebbe solo %1 prima della scadenza, meno del minimo della tua riserva di lavoro</translation>
    </message>
    <message>
        <source>waiting: at most %1 tasks of %2 may run at once (your app_config.xml limit)</source>
        <translation>in attesa: al massimo %1 attività di %2 possono girare insieme (il tuo limite in app_config.xml)</translation>
    </message>
    <message>
        <source>waiting: %1&apos;s CPU time goes to its running tasks or those due sooner</source>
        <translation>in attesa: il tempo di CPU di %1 va alle sue attività in esecuzione o con scadenza più vicina</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, %2 free</source>
        <translation>in attesa: servono %1 CPU, %2 libere</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, but your preferences let the client use only %2</source>
        <translation>in attesa: servono %1 CPU, ma le preferenze ne lasciano usare al client solo %2</translation>
    </message>
    <message>
        <source>waiting: its app asked to be started again later (%1)</source>
        <translation>in attesa: la sua applicazione ha chiesto di ripartire più tardi (%1)</translation>
    </message>
    <message>
        <source>waiting: you suspended its project %1</source>
        <translation>in attesa: hai sospeso il suo progetto %1</translation>
    </message>
    <message>
        <source>waiting: needs a %1 GPU, which this computer does not have</source>
        <translation>in attesa: serve una GPU %1, che questo computer non ha</translation>
    </message>
    <message>
        <source>waiting: needs %1 MB of GPU memory; the device has %2 MB</source>
        <translation>in attesa: servono %1 MB di memoria GPU; il dispositivo ne ha %2 MB</translation>
    </message>
    <message>
        <source>waiting: every %1 device is excluded for its app (cc_config.xml)</source>
        <translation>in attesa: ogni dispositivo %1 è escluso per la sua applicazione (cc_config.xml)</translation>
    </message>
    <message>
        <source>waiting: no %1 GPU has room for %2 of a device</source>
        <translation>in attesa: nessuna GPU %1 ha spazio per %2 di un dispositivo</translation>
    </message>
    <message>
        <source>waiting: its %1 device %2 is gone and no other has room</source>
        <translation>in attesa: il suo dispositivo %1 n. %2 non c&apos;è più e nessun altro ha spazio</translation>
    </message>
    <message>
        <source>running: GPU task, %1 of %2 device %3</source>
        <translation>in esecuzione: attività GPU, %1 del dispositivo %2 n. %3</translation>
    </message>
    <message>
        <source>Done: it is reported at the next scheduler contact</source>
        <translation>Completata: sarà notificata al prossimo contatto con il server</translation>
    </message>
    <message>
        <source>Done: its result is being sent to the project</source>
        <translation>Completata: il risultato viene inviato al progetto</translation>
    </message>
    <message>
        <source>Its input files are being downloaded</source>
        <translation>I file di input sono in download</translation>
    </message>
    <message>
        <source>Queued: it starts when a CPU is free and its turn comes</source>
        <translation>In coda: parte quando una CPU è libera e arriva il suo turno</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminata</translation>
    </message>
    <message>
        <source>the disk size is unknown</source>
        <translation>la dimensione del disco è sconosciuta</translation>
    </message>
    <message>
        <source>files no task needs any more will be deleted first</source>
        <translation>per primi verranno eliminati i file che nessuna attività usa più</translation>
    </message>
    <message>
        <source>its expired files will be deleted first</source>
        <translation>per primi verranno eliminati i suoi file scaduti</translation>
    </message>
    <message>
        <source>its lowest-priority files will be deleted first</source>
        <translation>per primi verranno eliminati i suoi file a priorità più bassa</translation>
    </message>
    <message>
        <source>its least recently used files will be deleted first</source>
        <translation>per primi verranno eliminati i suoi file usati meno di recente</translation>
    </message>
    <message>
        <source>but every one of its files is in use, so none can be deleted</source>
        <translation>ma ogni suo file è in uso, quindi nessuno può essere eliminato</translation>
    </message>
    <message>
        <source>The client may use no disk space (%1); change the disk preferences or free space on the disk.</source>
        <translation>Il client non può usare spazio su disco (%1); cambia le preferenze del disco o libera spazio sul disco.</translation>
    </message>
    <message>
        <source>The client uses %1, %2 more than the %3 allowed (%4); files will be deleted, from projects over their share first.</source>
        <translation>Il client usa %1, %2 più dei %3 consentiti (%4); verranno eliminati file, prima dai progetti oltre la loro quota.</translation>
    </message>
    <message>
        <source>Project %1 is over its share by %2; %3.</source>
        <translation>Il progetto %1 supera la sua quota di %2; %3.</translation>
    </message>
    <message>
        <source>All projects are within their disk shares; %1 of the %2 allowed is free (%3).</source>
        <translation>Tutti i progetti rientrano nella loro quota di disco; %1 dei %2 consentiti sono liberi (%3).</translation>
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
    <name>task_resources</name>
    <message>
        <source>%1% per hour</source>
        <translation>%1 % all&apos;ora</translation>
    </message>
    <message>
        <source>%1% per minute</source>
        <translation>%1 % al minuto</translation>
    </message>
    <message>
        <source>%1% per second</source>
        <translation>%1 % al secondo</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>Uso CPU (ultimo intervallo)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Velocità di avanzamento</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>ID del processo</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Picco del working set</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Picco di swap</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Picco di uso del disco</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Cartella dello slot</translation>
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
        <translation>nuovo tentativo tra</translation>
    </message>
    <message>
        <source>suspended - network activity suspended</source>
        <translation>sospeso – attività di rete sospesa</translation>
    </message>
    <message>
        <source>active</source>
        <translation>attivo</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <source>project backoff</source>
        <translation>pausa del progetto</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>1&amp;5 minutes</source>
        <translation>15 &amp;minuti</translation>
    </message>
    <message>
        <source>&amp;1 hour</source>
        <translation>1 &amp;ora</translation>
    </message>
    <message>
        <source>&amp;3 hours</source>
        <translation>3 o&amp;re</translation>
    </message>
    <message>
        <source>&amp;Until resumed</source>
        <translation>&amp;Fino alla ripresa</translation>
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
        <source>Start the task&apos;s graphics application</source>
        <translation>Avvia l&apos;applicazione grafica dell&apos;attività</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Quali tipi di messaggi il client scrive nel registro eventi</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Rileggi cc_config.xml e i file app_config.xml</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Apri la documentazione di boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Web pages</source>
        <translation>Pagine &amp;web</translation>
    </message>
    <message>
        <source>Show &amp;graphics</source>
        <translation>Mostra &amp;grafica</translation>
    </message>
    <message>
        <source>Event log &amp;window…</source>
        <translation>F&amp;inestra del registro eventi…</translation>
    </message>
    <message>
        <source>Event log &amp;options…</source>
        <translation>&amp;Opzioni del registro eventi…</translation>
    </message>
    <message>
        <source>Read &amp;config files</source>
        <translation>Rileggi i file di &amp;configurazione</translation>
    </message>
    <message>
        <source>Run CPU &amp;benchmarks</source>
        <translation>Esegui i &amp;benchmark della CPU</translation>
    </message>
    <message>
        <source>Retry all &amp;transfers</source>
        <translation>Riprova &amp;tutti i trasferimenti</translation>
    </message>
    <message>
        <source>Try every pending upload and download, and every deferred scheduler request, now</source>
        <translation>Tentare ora ogni caricamento e scaricamento in attesa e ogni richiesta allo scheduler rinviata</translation>
    </message>
    <message>
        <source>boinc-gui &amp;help</source>
        <translation>&amp;Guida di boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Select one project</source>
        <translation>&amp;Seleziona un progetto</translation>
    </message>
    <message>
        <source>%1 &amp;home page</source>
        <translation>&amp;Pagina iniziale di %1</translation>
    </message>
    <message>
        <source>The project has sent &amp;no other links yet</source>
        <translation>Il progetto &amp;non ha ancora inviato altri link</translation>
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
