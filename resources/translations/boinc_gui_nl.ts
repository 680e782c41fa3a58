<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>About</name>
    <message>
        <source>installed with the program</source>
        <translation>geïnstalleerd met het programma</translation>
    </message>
    <message>
        <source>none: an emulated client keeps its tasks in memory</source>
        <translation>geen: een geëmuleerde client houdt zijn taken in het geheugen</translation>
    </message>
    <message>
        <source>on the computer shown (a remote client)</source>
        <translation>op de getoonde computer (een client op afstand)</translation>
    </message>
    <message>
        <source>A manager for volunteer computing, compatible with BOINC&apos;s clients and projects.</source>
        <translation>Een beheerder voor vrijwillig rekenen, compatibel met de clients en projecten van BOINC.</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Licentie: {licence}.</translation>
    </message>
    <message>
        <source>Documentation: {docs}</source>
        <translation>Documentatie: {docs}</translation>
    </message>
    <message>
        <source>BOINC, its projects and its community: {url}</source>
        <translation>BOINC, zijn projecten en zijn gemeenschap: {url}</translation>
    </message>
    <message>
        <source>Client: {client}</source>
        <translation>Client: {client}</translation>
    </message>
    <message>
        <source>Data directory: {where}</source>
        <translation>Gegevensmap: {where}</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>Over boinc-gui</translation>
    </message>
</context>
<context>
    <name>AcctMgrDialog</name>
    <message>
        <source>Use an account manager</source>
        <translation>Een accountbeheerder gebruiken</translation>
    </message>
    <message>
        <source>An account manager keeps your list of projects on its web site and attaches all your computers to them. Sign in with your account at the manager.</source>
        <translation>Een accountbeheerder houdt uw lijst van projecten bij op zijn website en verbindt al uw computers met die projecten. Meld u aan met uw account bij de beheerder.</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Accountbeheerder</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Anders…</translation>
    </message>
    <message>
        <source>Account manager URL</source>
        <translation>URL van de accountbeheerder</translation>
    </message>
    <message>
        <source>Account manager user name</source>
        <translation>Gebruikersnaam bij de accountbeheerder</translation>
    </message>
    <message>
        <source>Account manager password</source>
        <translation>Wachtwoord bij de accountbeheerder</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Beheerder</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Name or email</source>
        <translation>Naam of e-mail</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Aansluiten</translation>
    </message>
    <message>
        <source>Synchronise now</source>
        <translation>Nu synchroniseren</translation>
    </message>
    <message>
        <source>Stop using it</source>
        <translation>Niet meer gebruiken</translation>
    </message>
    <message>
        <source>This computer uses {manager} ({url}).</source>
        <translation>Deze computer gebruikt {manager} ({url}).</translation>
    </message>
    <message>
        <source>Enter your user name (or email) and password at the account manager.</source>
        <translation>Vul uw gebruikersnaam (of e-mail) en wachtwoord bij de accountbeheerder in.</translation>
    </message>
    <message>
        <source>Contacting the account manager…</source>
        <translation>Contact met de accountbeheerder…</translation>
    </message>
    <message>
        <source>Synchronising with the account manager…</source>
        <translation>Synchroniseren met de accountbeheerder…</translation>
    </message>
    <message>
        <source>Leaving the account manager…</source>
        <translation>De accountbeheerder verlaten…</translation>
    </message>
</context>
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
    <name>AppConfigDialog</name>
    <message>
        <source>no limit</source>
        <translation>geen limiet</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Toepassing</translation>
    </message>
    <message>
        <source>Most running at once</source>
        <translation>Hoogstens tegelijk</translation>
    </message>
    <message>
        <source>Report at once</source>
        <translation>Meteen rapporteren</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Opdrachtregel</translation>
    </message>
    <message>
        <source>CPUs per task (0 = as sent)</source>
        <translation>CPU&apos;s per taak (0 = zoals verzonden)</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a whole number from 0 ({no_limit}) to {most}</source>
        <translation>{where}: &apos;{text}&apos; is geen geheel getal van 0 ({no_limit}) tot {most}</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a number</source>
        <translation>{where}: &apos;{text}&apos; is geen getal</translation>
    </message>
    <message>
        <source>{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)</source>
        <translation>{where}: {text} valt buiten het bereik (0 tot {most}; 0.5 = een halve CPU)</translation>
    </message>
    <message>
        <source>{where}: longer than {most} characters</source>
        <translation>{where}: langer dan {most} tekens</translation>
    </message>
    <message>
        <source>{where}: contains control characters (a line break?)</source>
        <translation>{where}: bevat stuurtekens (een regeleinde?)</translation>
    </message>
    <message>
        <source>Project application settings (app_config.xml)</source>
        <translation>Toepassingsinstellingen van het project (app_config.xml)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>Most tasks of this project running at once</source>
        <translation>Hoogstens zoveel taken van dit project tegelijk</translation>
    </message>
    <message>
        <source>Report every finished task at once</source>
        <translation>Elke voltooide taak meteen rapporteren</translation>
    </message>
    <message>
        <source>Applications</source>
        <translation>Toepassingen</translation>
    </message>
    <message>
        <source>application name (as the project names it)</source>
        <translation>naam van de toepassing (zoals het project haar noemt)</translation>
    </message>
    <message>
        <source>Add application</source>
        <translation>Toepassing toevoegen</translation>
    </message>
    <message>
        <source>The current app_config.xml cannot be used ({reason}); saving replaces it.</source>
        <translation>De huidige app_config.xml is onbruikbaar ({reason}); opslaan vervangt hem.</translation>
    </message>
    <message>
        <source>A whole number, or 0 for no limit</source>
        <translation>Een geheel getal, of 0 voor geen limiet</translation>
    </message>
    <message>
        <source>Enter a new application name (no &lt; &gt; or &amp;).</source>
        <translation>Vul een nieuwe toepassingsnaam in (zonder &lt; &gt; of &amp;).</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Niet opgeslagen: {reason}</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Opslaan…</translation>
    </message>
    <message>
        <source>Saved; the client uses the new settings now.</source>
        <translation>Opgeslagen; de client gebruikt nu de nieuwe instellingen.</translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <source>I have an account (email and password)</source>
        <translation>Ik heb een account (e-mail en wachtwoord)</translation>
    </message>
    <message>
        <source>I am new: create an account</source>
        <translation>Ik ben nieuw: account aanmaken</translation>
    </message>
    <message>
        <source>I have an account key</source>
        <translation>Ik heb een accountsleutel</translation>
    </message>
    <message>
        <source>Add project to {computer}</source>
        <translation>Project toevoegen aan {computer}</translation>
    </message>
    <message>
        <source>Add project</source>
        <translation>Project toevoegen</translation>
    </message>
    <message>
        <source>Choose a project to give the computer {computer}&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Kies een project om de vrije tijd van de computer {computer} aan te geven, en meld u dan aan met uw account bij het project, maak er een aan of geef uw accountsleutel op.</translation>
    </message>
    <message>
        <source>Choose a project to give your computer&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Kies een project om de vrije tijd van uw computer aan te geven, en meld u dan aan met uw account bij het project, maak er een aan of geef uw accountsleutel op.</translation>
    </message>
    <message>
        <source>Search projects by name, science area or institution</source>
        <translation>Projecten zoeken op naam, vakgebied of instelling</translation>
    </message>
    <message>
        <source>Search projects</source>
        <translation>Projecten zoeken</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projecten</translation>
    </message>
    <message>
        <source>Demo project (built in)</source>
        <translation>Demoproject (ingebouwd)</translation>
    </message>
    <message>
        <source>Other project…</source>
        <translation>Ander project…</translation>
    </message>
    <message>
        <source>Project preset</source>
        <translation>Vooringesteld project</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>Project-URL</translation>
    </message>
    <message>
        <source>How to sign in</source>
        <translation>Hoe aanmelden</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>E-mailadres</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation>Wachtwoord bevestigen</translation>
    </message>
    <message>
        <source>Forgot your password?</source>
        <translation>Wachtwoord vergeten?</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Gebruikersnaam</translation>
    </message>
    <message>
        <source>account key (32 hex digits from the project&apos;s web site)</source>
        <translation>accountsleutel (32 hexadecimale cijfers van de website van het project)</translation>
    </message>
    <message>
        <source>Account key</source>
        <translation>Accountsleutel</translation>
    </message>
    <message>
        <source>Terms of use</source>
        <translation>Gebruiksvoorwaarden</translation>
    </message>
    <message>
        <source>I accept the project&apos;s terms of use</source>
        <translation>Ik aanvaard de gebruiksvoorwaarden van het project</translation>
    </message>
    <message>
        <source>Attach status</source>
        <translation>Status van het koppelen</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
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
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Koppelen</translation>
    </message>
    <message>
        <source>Use an account manager…</source>
        <translation>Een accountbeheerder gebruiken…</translation>
    </message>
    <message>
        <source>What attaching would do (emulated; the new project&apos;s jobs are guessed until it sends some)</source>
        <translation>Wat koppelen zou doen (geëmuleerd; de taken van het nieuwe project worden geschat tot het er stuurt)</translation>
    </message>
    <message>
        <source>Choose a project to see what it would do to the others.</source>
        <translation>Kies een project om te zien wat het met de andere zou doen.</translation>
    </message>
    <message>
        <source>(already attached)</source>
        <translation>(al gekoppeld)</translation>
    </message>
    <message>
        <source>Create account and attach</source>
        <translation>Account aanmaken en koppelen</translation>
    </message>
    <message>
        <source>{computer} is already attached to this project.</source>
        <translation>{computer} is al aan dit project gekoppeld.</translation>
    </message>
    <message>
        <source>This computer is already attached to this project.</source>
        <translation>Deze computer is al aan dit project gekoppeld.</translation>
    </message>
    <message>
        <source>Enter your account key (on the project&apos;s web site, under your account).</source>
        <translation>Vul uw accountsleutel in (op de website van het project, bij uw account).</translation>
    </message>
    <message>
        <source>Enter your account key.</source>
        <translation>Vul uw accountsleutel in.</translation>
    </message>
    <message>
        <source>Asking the project for your account…</source>
        <translation>Het project wordt om uw account gevraagd…</translation>
    </message>
    <message>
        <source>You did not accept the project&apos;s terms of use, so no account was created. Tick the box to accept them, or cancel.</source>
        <translation>U hebt de gebruiksvoorwaarden van het project niet aanvaard, dus er is geen account aangemaakt. Vink het vakje aan om ze te aanvaarden, of annuleer.</translation>
    </message>
    <message>
        <source>The two passwords differ: type the same password in both boxes.</source>
        <translation>De twee wachtwoorden verschillen: typ in beide vakken hetzelfde wachtwoord.</translation>
    </message>
    <message>
        <source>Creating your account at the project…</source>
        <translation>Uw account wordt bij het project aangemaakt…</translation>
    </message>
    <message>
        <source>Read the project&apos;s terms of use above; tick the box to accept them, then click again.</source>
        <translation>Lees hierboven de gebruiksvoorwaarden van het project; vink het vakje aan om ze te aanvaarden en klik dan opnieuw.</translation>
    </message>
    <message>
        <source>Contacting the project…</source>
        <translation>Contact met het project…</translation>
    </message>
    <message>
        <source>Attach failed: %1</source>
        <translation>Koppelen mislukt: %1</translation>
    </message>
    <message>
        <source>Attached; waiting for the project to accept the account…</source>
        <translation>Gekoppeld; wachten tot het project het account aanvaardt…</translation>
    </message>
    <message>
        <source>The project did not accept the account: {reason} The project was removed again; correct the account and try again.</source>
        <translation>Het project heeft het account niet aanvaard: {reason} Het project is weer verwijderd; verbeter het account en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The project&apos;s scheduler has not answered yet; the project stays attached and the client keeps trying. See the event log.</source>
        <translation>De planner van het project heeft nog niet geantwoord; het project blijft gekoppeld en de client blijft het proberen. Zie het gebeurtenissenlogboek.</translation>
    </message>
</context>
<context>
    <name>DailyCharts</name>
    <message>
        <source>Not enough history yet</source>
        <translation>Nog niet genoeg geschiedenis</translation>
    </message>
    <message>
        <source>User total credit</source>
        <translation>Totale credit van de gebruiker</translation>
    </message>
    <message>
        <source>User average credit (per day)</source>
        <translation>Gemiddelde credit van de gebruiker (per dag)</translation>
    </message>
    <message>
        <source>Host total credit</source>
        <translation>Totale credit van de computer</translation>
    </message>
    <message>
        <source>Host average credit (per day)</source>
        <translation>Gemiddelde credit van de computer (per dag)</translation>
    </message>
    <message>
        <source>Credit earned by this host each day</source>
        <translation>Credit die deze computer elke dag verdiende</translation>
    </message>
    <message>
        <source>CPU time of the tasks finished each day (hours)</source>
        <translation>CPU-tijd van de taken die elke dag klaar waren (uren)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Laatste 30 dagen</translation>
    </message>
    <message>
        <source>Last 6 months</source>
        <translation>Laatste 6 maanden</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alle tijd</translation>
    </message>
    <message>
        <source>Computer of the daily statistics</source>
        <translation>Computer van de dagstatistieken</translation>
    </message>
    <message>
        <source>Daily statistics range</source>
        <translation>Periode van de dagstatistieken</translation>
    </message>
    <message>
        <source>Daily statistics charts</source>
        <translation>Grafieken van de dagstatistieken</translation>
    </message>
    <message>
        <source>Daily statistics are kept in the task history, which is not open.</source>
        <translation>De dagstatistieken staan in de takengeschiedenis, die niet geopend is.</translation>
    </message>
    <message>
        <source>The task history cannot be read: %1</source>
        <translation>De takengeschiedenis kan niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>One day recorded so far (%1): each day adds a point, and figures counted per day appear from the second day on.</source>
        <translation>Tot nu toe één dag vastgelegd (%1): elke dag voegt een punt toe, en waarden per dag verschijnen vanaf de tweede dag.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>deze computer</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 yet: they are added once a day while the manager runs.</source>
        <translation>Nog geen dagstatistieken voor %1: ze worden eens per dag toegevoegd zolang de manager draait.</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 in this range: they are added once a day while the manager runs.</source>
        <translation>Geen dagstatistieken voor %1 in deze periode: ze worden eens per dag toegevoegd zolang de manager draait.</translation>
    </message>
</context>
<context>
    <name>DiskTab</name>
    <message>
        <source>Total disk usage</source>
        <translation>Totaal schijfgebruik</translation>
    </message>
    <message>
        <source>Disk usage by projects</source>
        <translation>Schijfgebruik per project</translation>
    </message>
    <message>
        <source>Total disk usage legend</source>
        <translation>Legenda totaal schijfgebruik</translation>
    </message>
    <message>
        <source>Disk usage by projects legend</source>
        <translation>Legenda schijfgebruik per project</translation>
    </message>
    <message>
        <source>Waiting for the client…</source>
        <translation>Wachten op de client…</translation>
    </message>
    <message>
        <source>Disk explanation</source>
        <translation>Uitleg over de schijf</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Gebruik</translation>
    </message>
    <message>
        <source>Share limit</source>
        <translation>Aandeellimiet</translation>
    </message>
    <message>
        <source>Over / under</source>
        <translation>Boven / onder</translation>
    </message>
    <message>
        <source>Deletable</source>
        <translation>Verwijderbaar</translation>
    </message>
    <message>
        <source>Disk usage per project</source>
        <translation>Schijfgebruik van elk project</translation>
    </message>
    <message>
        <source>Used by this client</source>
        <translation>Gebruikt door deze client</translation>
    </message>
    <message>
        <source>Free for this client</source>
        <translation>Vrij voor deze client</translation>
    </message>
    <message>
        <source>Free, kept from the client</source>
        <translation>Vrij, niet voor de client</translation>
    </message>
    <message>
        <source>Other programs</source>
        <translation>Andere programma&apos;s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no projects: 0 bytes used</source>
        <translation>geen projecten: 0 bytes gebruikt</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>%1 te veel</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>%1 over</translation>
    </message>
    <message>
        <source>⚠ over its share</source>
        <translation>⚠ boven zijn aandeel</translation>
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
        <translation>Waarschuwing</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fout</translation>
    </message>
    <message>
        <source>Project notice</source>
        <translation>Projectmelding</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Alle projecten</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filteren op project</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Alle ernstniveaus</translation>
    </message>
    <message>
        <source>Filter by severity</source>
        <translation>Filteren op ernst</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>Berichten doorzoeken</translation>
    </message>
    <message>
        <source>Copy shown</source>
        <translation>Getoonde kopiëren</translation>
    </message>
    <message>
        <source>Copy the lines the filters show, to paste into a forum post</source>
        <translation>De regels die de filters tonen kopiëren, om in een forumbericht te plakken</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Gebeurtenissenlogboek</translation>
    </message>
</context>
<context>
    <name>EventLogWindow</name>
    <message>
        <source>boinc-gui — Event log</source>
        <translation>boinc-gui — Gebeurtenissenlogboek</translation>
    </message>
    <message>
        <source>Show messages of</source>
        <translation>Berichten tonen van</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Alle projecten</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Alles kopiëren</translation>
    </message>
    <message>
        <source>Copy every line shown to the clipboard</source>
        <translation>Elke getoonde regel naar het klembord kopiëren</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>Selectie kopiëren</translation>
    </message>
    <message>
        <source>Copy the selected lines to the clipboard (Ctrl+C)</source>
        <translation>De geselecteerde regels naar het klembord kopiëren (Ctrl+C)</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Gebeurtenissenlogboek</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>Project:</translation>
    </message>
</context>
<context>
    <name>FirstStartBanner</name>
    <message>
        <source>&lt;b&gt;Welcome to boinc-gui.&lt;/b&gt; To show you how work flows, the built-in demo project has been added: it needs no account and runs a small real computation on this computer. When you are ready, add a science project with your account at it; you can remove the demo project at any time.</source>
        <translation>&lt;b&gt;Welkom bij boinc-gui.&lt;/b&gt; Om te laten zien hoe het werk verloopt, is het ingebouwde demoproject toegevoegd: het heeft geen account nodig en voert een kleine echte berekening uit op deze computer. Voeg, als u er klaar voor bent, een wetenschappelijk project toe met uw account daar; het demoproject kunt u altijd verwijderen.</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Eerste start</translation>
    </message>
    <message>
        <source>Add a science project…</source>
        <translation>Wetenschappelijk project toevoegen…</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Begrepen</translation>
    </message>
</context>
<context>
    <name>GpuCharts</name>
    <message>
        <source>GPUs in use (devices)</source>
        <translation>GPU&apos;s in gebruik (apparaten)</translation>
    </message>
    <message>
        <source>GPU time (hours)</source>
        <translation>GPU-tijd (uren)</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1 (van %2)</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use &amp;GPU always</source>
        <translation>&amp;GPU altijd gebruiken</translation>
    </message>
    <message>
        <source>&amp;Use GPU based on preferences</source>
        <translation>G&amp;PU gebruiken volgens voorkeuren</translation>
    </message>
    <message>
        <source>Suspen&amp;d GPU</source>
        <translation>GP&amp;U onderbreken</translation>
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
    <name>GpuDevicesDialog</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Apparaat</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Geheugen</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Stuurprogramma</translation>
    </message>
    <message>
        <source>In use by</source>
        <translation>In gebruik door</translation>
    </message>
    <message>
        <source>(declared)</source>
        <translation>(opgegeven)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactief</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Keep a project off a GPU</source>
        <translation>Een project weghouden van een GPU</translation>
    </message>
    <message>
        <source>every app (or an app&apos;s short name)</source>
        <translation>elke toepassing (of de korte naam van een toepassing)</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Uitsluiten</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>App</source>
        <translation>Toepassing</translation>
    </message>
    <message>
        <source>This computer has no GPU the client uses.</source>
        <translation>Deze computer heeft geen GPU die de client gebruikt.</translation>
    </message>
    <message>
        <source>every {gpu} device</source>
        <translation>elk {gpu}-apparaat</translation>
    </message>
    <message>
        <source>{gpu} device {number}</source>
        <translation>{gpu}-apparaat {number}</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>This computer</source>
        <translation>Deze computer</translation>
    </message>
    <message>
        <source>success</source>
        <translation>geslaagd</translation>
    </message>
    <message>
        <source>error</source>
        <translation>fout</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>afgebroken</translation>
    </message>
    <message>
        <source>download failed</source>
        <translation>download mislukt</translation>
    </message>
    <message>
        <source>upload failed</source>
        <translation>upload mislukt</translation>
    </message>
    <message>
        <source>aborted by user</source>
        <translation>afgebroken door de gebruiker</translation>
    </message>
    <message>
        <source>aborted by project</source>
        <translation>afgebroken door het project</translation>
    </message>
    <message>
        <source>aborted by client</source>
        <translation>afgebroken door de client</translation>
    </message>
    <message>
        <source>Search task, application or project</source>
        <translation>Taak, applicatie of project zoeken</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Takengeschiedenis doorzoeken</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Elke uitkomst</translation>
    </message>
    <message>
        <source>Filter by computer</source>
        <translation>Filteren op computer</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filteren op project</translation>
    </message>
    <message>
        <source>Filter by application</source>
        <translation>Filteren op applicatie</translation>
    </message>
    <message>
        <source>Filter by outcome</source>
        <translation>Filteren op uitkomst</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Sinds</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Voltooid sinds</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Voor</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Voltooid voor</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <source>Task history</source>
        <translation>Takengeschiedenis</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Alle computers</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Alle projecten</translation>
    </message>
    <message>
        <source>All applications</source>
        <translation>Alle applicaties</translation>
    </message>
    <message>
        <source>, %1 credit</source>
        <translation>, credit %1</translation>
    </message>
    <message>
        <source>%1: %2 tasks, %3 ok, %4 errors, %5 aborted; average CPU %6, elapsed %7</source>
        <translation>%1: taken %2, ok %3, fouten %4, afgebroken %5; gemiddeld CPU %6, verstreken %7</translation>
    </message>
    <message>
        <source>(unknown app)</source>
        <translation>(onbekende applicatie)</translation>
    </message>
    <message>
        <source>%1 tasks match</source>
        <translation>Overeenkomende taken: %1</translation>
    </message>
    <message>
        <source>%1 tasks recorded</source>
        <translation>Vastgelegde taken: %1</translation>
    </message>
    <message>
        <source>Export task history</source>
        <translation>Takengeschiedenis exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Exporteren mislukt: %1</translation>
    </message>
    <message>
        <source>Exported %1 tasks to %2</source>
        <translation>Geëxporteerde taken: %1, naar %2</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Edit host</source>
        <translation>Host bewerken</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>Host toevoegen</translation>
    </message>
    <message>
        <source>host name or IP address</source>
        <translation>hostnaam of IP-adres</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>ongewijzigd</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Poort</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>Enter the host&apos;s name or IP address.</source>
        <translation>Vul de naam of het IP-adres van de host in.</translation>
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
        <translation>Adres</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>in this program</source>
        <translation>in dit programma</translation>
    </message>
</context>
<context>
    <name>HostManager</name>
    <message>
        <source>connecting…</source>
        <translation>verbinden…</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>niet verbonden</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>wachtwoord nodig</translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation>verkeerd wachtwoord</translation>
    </message>
    <message>
        <source>unknown host name</source>
        <translation>onbekende hostnaam</translation>
    </message>
    <message>
        <source>no answer (timed out)</source>
        <translation>geen antwoord (time-out)</translation>
    </message>
    <message>
        <source>host unreachable</source>
        <translation>host onbereikbaar</translation>
    </message>
    <message>
        <source>connection reset by the host</source>
        <translation>verbinding verbroken door de host</translation>
    </message>
    <message>
        <source>connection refused (is the client running, and does it accept this computer?)</source>
        <translation>verbinding geweigerd (draait de client, en aanvaardt hij deze computer?)</translation>
    </message>
    <message>
        <source>the host closed the connection (this computer may not be in its remote_hosts.cfg)</source>
        <translation>de host heeft de verbinding gesloten (deze computer staat misschien niet in zijn remote_hosts.cfg)</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbonden</translation>
    </message>
    <message>
        <source>connected, {ms} ms</source>
        <translation>verbonden, {ms} ms</translation>
    </message>
    <message>
        <source>; retrying in {seconds} s</source>
        <translation>; nieuwe poging over {seconds} s</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Deze computer</translation>
    </message>
    <message>
        <source>The password is kept in your system keyring.</source>
        <translation>Het wachtwoord wordt bewaard in de sleutelbos van uw systeem.</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>Er is geen sleutelbos van het systeem beschikbaar, dus het wachtwoord wordt niet opgeslagen: boinc-gui houdt het alleen zolang het draait en vraagt er de volgende keer opnieuw om.</translation>
    </message>
    <message>
        <source>no answer for {seconds} s</source>
        <translation>geen antwoord sinds {seconds} s</translation>
    </message>
    <message>
        <source>Host password</source>
        <translation>Wachtwoord van de host</translation>
    </message>
    <message>
        <source>GUI RPC password for {host} ({address}:{port}).</source>
        <translation>GUI RPC-wachtwoord voor {host} ({address}:{port}).</translation>
    </message>
    <message>
        <source>the host&apos;s answer is too large to read</source>
        <translation>het antwoord van de host is te groot om te lezen</translation>
    </message>
    <message>
        <source>the host&apos;s answer is not BOINC&apos;s GUI RPC (is a BOINC client listening on this port?)</source>
        <translation>het antwoord van de host is geen GUI RPC van BOINC (luistert er een BOINC-client op deze poort?)</translation>
    </message>
    <message>
        <source>the host&apos;s client does not know this request (%1)</source>
        <translation>de client van de host kent dit verzoek niet (%1)</translation>
    </message>
    <message>
        <source>the host&apos;s client answered with an error: %1</source>
        <translation>de client van de host antwoordde met een fout: %1</translation>
    </message>
    <message>
        <source>network error (%1)</source>
        <translation>netwerkfout (%1)</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 has changed, so nothing was sent to it. Pinned: SHA-256 %2. Presented now: SHA-256 %3. If that computer&apos;s certificate was made anew on purpose, compare the new fingerprint with what &quot;boinc-core tls-fingerprint&quot; prints there and accept it in Hosts &gt; Edit (&quot;Accept the new certificate&quot;). Otherwise someone may be in between: do not accept it.</source>
        <translation>Het TLS-certificaat van %1 is veranderd, dus er is niets naartoe gestuurd. Vastgezet: SHA-256 %2. Nu aangeboden: SHA-256 %3. Is het certificaat van die computer met opzet opnieuw gemaakt, vergelijk dan de nieuwe vingerafdruk met wat „boinc-core tls-fingerprint” daar toont en aanvaard hem via Hosts &gt; Bewerken („Het nieuwe certificaat aanvaarden”). Anders zit er misschien iemand tussen: aanvaard hem niet.</translation>
    </message>
    <message>
        <source>SSH: the host key of %1 is not the one in %2 (it changed, or someone is in between), so nothing was sent. If it changed on purpose, check it, remove the old key (ssh-keygen -R) and log in once with ssh.</source>
        <translation>SSH: de hostsleutel van %1 is niet die in %2 (hij is veranderd, of er zit iemand tussen), dus er is niets verstuurd. Is hij met opzet veranderd, controleer hem dan, verwijder de oude sleutel (ssh-keygen -R) en log één keer in met ssh.</translation>
    </message>
    <message>
        <source>SSH: %1 is not in %2. Log in once with &quot;ssh -p %3 %4&quot;, compare its host key fingerprint and accept it, then try again.</source>
        <translation>SSH: %1 staat niet in %2. Log één keer in met „ssh -p %3 %4”, vergelijk de vingerafdruk van de hostsleutel en aanvaard hem, en probeer het dan opnieuw.</translation>
    </message>
    <message>
        <source>SSH: %1 accepted none of the keys offered (agent, %2). Is the public key in its authorized_keys?</source>
        <translation>SSH: %1 aanvaardde geen van de aangeboden sleutels (agent, %2). Staat de publieke sleutel in zijn authorized_keys?</translation>
    </message>
    <message>
        <source>SSH to %1 failed: %2</source>
        <translation>SSH naar %1 mislukt: %2</translation>
    </message>
    <message>
        <source>SSH to %1: %2:%3 refused the connection there (%4). Is the BOINC client running?</source>
        <translation>SSH naar %1: %2:%3 weigerde daar de verbinding (%4). Draait de BOINC-client?</translation>
    </message>
    <message>
        <source>SSH to %1: the connection was lost (%2)</source>
        <translation>SSH naar %1: de verbinding is verbroken (%2)</translation>
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
        <translation>Welke computer de tabbladen tonen (of allemaal tegelijk)</translation>
    </message>
</context>
<context>
    <name>Hosts</name>
    <message>
        <source>All computers</source>
        <translation>Alle computers</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>Host verwijderen</translation>
    </message>
    <message>
        <source>{all}: {answering} of {shown} answering</source>
        <translation>{all}: {answering} van {shown} antwoorden</translation>
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
        <translation>Status van de host</translation>
    </message>
    <message>
        <source>Ho&amp;sts</source>
        <translation>Ho&amp;sts</translation>
    </message>
    <message>
        <source>&amp;Manage hosts…</source>
        <translation>&amp;Hosts beheren…</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>Host &amp;toevoegen…</translation>
    </message>
    <message>
        <source>Show all &amp;computers</source>
        <translation>Alle &amp;computers tonen</translation>
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
        <translation>Toevoegen…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bewerken…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Remove {host} from the list?</source>
        <translation>{host} uit de lijst verwijderen?</translation>
    </message>
</context>
<context>
    <name>LazyHistory</name>
    <message>
        <source>The task history could not be opened.</source>
        <translation>De takengeschiedenis kon niet worden geopend.</translation>
    </message>
</context>
<context>
    <name>LogFlagsDialog</name>
    <message>
        <source>Event log options</source>
        <translation>Opties van het gebeurtenissenlogboek</translation>
    </message>
    <message>
        <source>The kinds of messages the client writes to its event log. The *_debug flags are for finding a problem: they write many lines.</source>
        <translation>De soorten berichten die de client in zijn gebeurtenissenlogboek schrijft. De *_debug-vlaggen zijn om een probleem te vinden: ze schrijven veel regels.</translation>
    </message>
    <message>
        <source>Event log options are set for the client on this computer (its cc_config.xml is here); for another computer, edit the file there.</source>
        <translation>Opties van het gebeurtenissenlogboek stelt u in voor de client op deze computer (zijn cc_config.xml staat hier); bewerk voor een andere computer het bestand daar.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}); it is left as it is. Correct it, then try again.</source>
        <translation>{path} kan niet gelezen worden ({error}); het blijft zoals het is. Verbeter het en probeer het opnieuw.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
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
        <source>Snooze</source>
        <translation>Sluimeren</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>E&amp;xtra</translation>
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
        <source>&amp;Projects</source>
        <translation>&amp;Projecten</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>&amp;Taken</translation>
    </message>
    <message>
        <source>Trans&amp;fers</source>
        <translation>&amp;Overdrachten</translation>
    </message>
    <message>
        <source>&amp;Disk</source>
        <translation>&amp;Schijf</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>St&amp;atistieken</translation>
    </message>
    <message>
        <source>&amp;Event log</source>
        <translation>&amp;Gebeurtenislogboek</translation>
    </message>
    <message>
        <source>&amp;Notices</source>
        <translation>&amp;Berichten</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>G&amp;eschiedenis</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Berichten (%1)</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Bijwerken</translation>
    </message>
    <message>
        <source>&amp;Suspend</source>
        <translation>&amp;Onderbreken</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>&amp;No new tasks</source>
        <translation>Geen &amp;nieuwe taken</translation>
    </message>
    <message>
        <source>&amp;Allow new tasks</source>
        <translation>Nieuwe &amp;taken toestaan</translation>
    </message>
    <message>
        <source>Res&amp;et project</source>
        <translation>&amp;Project resetten</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>&amp;Eigenschappen</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>&amp;Afbreken</translation>
    </message>
    <message>
        <source>&amp;Retry now</source>
        <translation>&amp;Nu opnieuw proberen</translation>
    </message>
    <message>
        <source>&amp;Abort transfer</source>
        <translation>Overdracht &amp;afbreken</translation>
    </message>
    <message>
        <source>&amp;Resume now</source>
        <translation>&amp;Nu hervatten</translation>
    </message>
    <message>
        <source>&amp;Run always</source>
        <translation>Altijd &amp;rekenen</translation>
    </message>
    <message>
        <source>Run based on &amp;preferences</source>
        <translation>Rekenen &amp;volgens voorkeuren</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>&amp;Venster sluiten</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>F&amp;ilter current table</source>
        <translation>&amp;Huidige tabel filteren</translation>
    </message>
    <message>
        <source>Select &amp;columns…</source>
        <translation>&amp;Kolommen kiezen…</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>The&amp;ma</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Systeem</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Licht</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Donker</translation>
    </message>
    <message>
        <source>&amp;Network activity always</source>
        <translation>&amp;Netwerkactiviteit altijd</translation>
    </message>
    <message>
        <source>Network activity &amp;based on preferences</source>
        <translation>N&amp;etwerkactiviteit volgens voorkeuren</translation>
    </message>
    <message>
        <source>Suspend net&amp;work activity</source>
        <translation>Ne&amp;twerkactiviteit onderbreken</translation>
    </message>
    <message>
        <source>Sn&amp;ooze</source>
        <translation>&amp;Sluimeren</translation>
    </message>
    <message>
        <source>Soft s&amp;top (after the next checkpoint)</source>
        <translation>&amp;Zacht stoppen (na het volgende controlepunt)</translation>
    </message>
    <message>
        <source>&amp;Add project…</source>
        <translation>&amp;Project toevoegen…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>Application &amp;settings (app_config.xml)…</source>
        <translation>&amp;Toepassingsinstellingen (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account &amp;manager…</source>
        <translation>&amp;Accountbeheerder…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regels…</translation>
    </message>
    <message>
        <source>&amp;GPUs…</source>
        <translation>&amp;GPU’s…</translation>
    </message>
    <message>
        <source>A&amp;lerts…</source>
        <translation>&amp;Waarschuwingen…</translation>
    </message>
    <message>
        <source>&amp;About boinc-gui</source>
        <translation>&amp;Over boinc-gui</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Nu contact maken met het project</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Loskoppelen van het project</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
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
    <name>NoticesTab</name>
    <message>
        <source>Alert</source>
        <translation>Waarschuwing</translation>
    </message>
    <message>
        <source>This client</source>
        <translation>Deze client</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Meldingen</translation>
    </message>
    <message>
        <source>Notice text</source>
        <translation>Tekst van de melding</translation>
    </message>
    <message>
        <source>No notices yet. Projects and the client post news and alerts here.</source>
        <translation>Nog geen meldingen. Projecten en de client plaatsen hier nieuws en waarschuwingen.</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>dit venster</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Voorkeurpagina&apos;s</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt;: see the Proxy page.</source>
        <translation>&lt;b&gt;Proxyservers&lt;/b&gt;: zie de pagina Proxy.</translation>
    </message>
    <message>
        <source>Using local preferences: saved in global_prefs_override.xml in the data directory and applied at once.</source>
        <translation>Lokale voorkeuren in gebruik: opgeslagen in global_prefs_override.xml in de gegevensmap en meteen toegepast.</translation>
    </message>
    <message>
        <source>Problems with these preferences</source>
        <translation>Problemen met deze voorkeuren</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Standaardwaarden</translation>
    </message>
    <message>
        <source>&lt;{name}&gt;, {low} to {high} {unit}</source>
        <translation>&lt;{name}&gt;, {low} tot {high} {unit}</translation>
    </message>
    <message>
        <source>Compute only between</source>
        <translation>Alleen rekenen tussen</translation>
    </message>
    <message>
        <source>Transfer files only between</source>
        <translation>Alleen bestanden overdragen tussen</translation>
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
        <source>Day-of-week override (replaces the every-day window on that day):</source>
        <translation>Uitzondering per weekdag (vervangt op die dag het dagelijkse venster):</translation>
    </message>
    <message>
        <source>Manager (this window)</source>
        <translation>Beheerder (dit venster)</translation>
    </message>
    <message>
        <source>system</source>
        <translation>systeem</translation>
    </message>
    <message>
        <source>light</source>
        <translation>licht</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>donker</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation>Taal (vanaf de volgende start)</translation>
    </message>
    <message>
        <source>Closing the window keeps computing in the tray</source>
        <translation>Bij het sluiten van het venster blijft het rekenen doorgaan in het systeemvak</translation>
    </message>
    <message>
        <source>Ask before exiting (computing stops)</source>
        <translation>Vragen voor het afsluiten (het rekenen stopt)</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>Geminimaliseerd in het systeemvak starten</translation>
    </message>
    <message>
        <source>Ignored where the desktop has no system tray: the window opens then.</source>
        <translation>Genegeerd waar het bureaublad geen systeemvak heeft: dan opent het venster.</translation>
    </message>
    <message>
        <source>Start boinc-gui when I log in</source>
        <translation>boinc-gui starten als ik me aanmeld</translation>
    </message>
    <message>
        <source>Writes or removes {path}</source>
        <translation>Schrijft of verwijdert {path}</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> uur</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nooit</translation>
    </message>
    <message>
        <source>Remind me of unread notices every</source>
        <translation>Herinneren aan ongelezen mededelingen elke</translation>
    </message>
    <message>
        <source>Keep task history up to</source>
        <translation>Takengeschiedenis bewaren tot</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt; are the client&apos;s settings, not this window&apos;s: the client reads &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in its data directory, or takes them from &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</source>
        <translation>&lt;b&gt;Proxyservers&lt;/b&gt; zijn instellingen van de client, niet van dit venster: de client leest &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in zijn gegevensmap, of krijgt ze van &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Kon {path} niet schrijven: {error}</translation>
    </message>
    <message>
        <source>Could not remove {path}: {error}</source>
        <translation>Kon {path} niet verwijderen: {error}</translation>
    </message>
</context>
<context>
    <name>PreviewGpu</name>
    <message>
        <source>GPU %1 (%2 devices): idle %3 (%4 with the current settings); GPU tasks done %5 (%6); GPU tasks late %7 (%8)</source>
        <translation>GPU %1 (%2 apparaten): inactief %3 (%4 met de huidige instellingen); GPU-taken klaar %5 (%6); GPU-taken te laat %7 (%8)</translation>
    </message>
    <message>
        <source>the %1 GPUs would stand idle %2 of the time (with the current settings: %3)</source>
        <translation>de %1-GPU&apos;s zouden %2 van de tijd stilstaan (met de huidige instellingen: %3)</translation>
    </message>
    <message>
        <source>%1 GPU tasks would miss their deadlines (with the current settings: %2)</source>
        <translation>%1 GPU-taken zouden hun deadline missen (met de huidige instellingen: %2)</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview (emulated from this computer&apos;s tasks)</source>
        <translation>Voorbeeld (geëmuleerd uit de taken van deze computer)</translation>
    </message>
    <message>
        <source>Change a setting to see what it would do.</source>
        <translation>Wijzig een instelling om te zien wat ze zou doen.</translation>
    </message>
    <message>
        <source>Preview figures per project</source>
        <translation>Voorbeeldcijfers per project</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>Geen voorbeeld: {reason}</translation>
    </message>
    <message>
        <source>Over the next {span}: {changes}.</source>
        <translation>In de komende {span}: {changes}.</translation>
    </message>
    <message>
        <source>{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; deadlines missed {missed}; requests to its server per day {rpcs}</source>
        <translation>{project} (nieuw): CPU-aandeel {cpu}, hulpbronaandeel {share}; taken klaar {done}; deadlines gemist {missed}; verzoeken aan zijn server per dag {rpcs}</translation>
    </message>
    <message>
        <source>{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share {share}; tasks done {done} ({done_now} with the current settings); deadlines missed {missed} ({missed_now} with the current settings); requests to its server per day {rpcs} ({rpcs_now} with the current settings)</source>
        <translation>{project}: CPU-aandeel {cpu} ({cpu_now} met de huidige instellingen), hulpbronaandeel {share}; taken klaar {done} ({done_now} met de huidige instellingen); deadlines gemist {missed} ({missed_now} met de huidige instellingen); verzoeken aan zijn server per dag {rpcs} ({rpcs_now} met de huidige instellingen)</translation>
    </message>
    <message>
        <source>Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current settings)</source>
        <translation>Inactieve tijd van de CPU&apos;s die mogen rekenen: {idle} ({idle_now} met de huidige instellingen)</translation>
    </message>
    <message>
        <source>({percent} of it)</source>
        <translation>({percent} daarvan)</translation>
    </message>
    <message>
        <source>Disk: {used} used now; limit {limit}{share}, set by {rule}</source>
        <translation>Schijf: {used} nu in gebruik; limiet {limit}{share}, bepaald door {rule}</translation>
    </message>
    <message>
        <source>({limit} with the current settings)</source>
        <translation>({limit} met de huidige instellingen)</translation>
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
        <translation>De client maakt vanaf het opslaan via deze proxy&apos;s verbinding met projecten. Wachtwoorden worden bewaard bij de instellingen van de client in zijn gegevensmap, alleen leesbaar voor u (de client heeft ze nodig om zelf verbinding te maken).</translation>
    </message>
    <message>
        <source>cc_config.xml names a proxy: the client uses that one, and keeps these settings for when it no longer does.</source>
        <translation>cc_config.xml noemt een proxy: de client gebruikt die, en bewaart deze instellingen voor wanneer hij dat niet meer doet.</translation>
    </message>
    <message>
        <source>HTTP proxy</source>
        <translation>HTTP-proxy</translation>
    </message>
    <message>
        <source>Connect through an HTTP proxy</source>
        <translation>Verbinden via een HTTP-proxy</translation>
    </message>
    <message>
        <source>SOCKS proxy</source>
        <translation>SOCKS-proxy</translation>
    </message>
    <message>
        <source>Connect through a SOCKS 5 proxy</source>
        <translation>Verbinden via een SOCKS 5-proxy</translation>
    </message>
    <message>
        <source>host names, separated by commas</source>
        <translation>hostnamen, gescheiden door komma&apos;s</translation>
    </message>
    <message>
        <source>Do not use a proxy for</source>
        <translation>Geen proxy gebruiken voor</translation>
    </message>
    <message>
        <source>{proxy} server</source>
        <translation>{proxy}-server</translation>
    </message>
    <message>
        <source>{proxy} port</source>
        <translation>{proxy}-poort</translation>
    </message>
    <message>
        <source>{proxy} user name</source>
        <translation>{proxy}-gebruikersnaam</translation>
    </message>
    <message>
        <source>{proxy} password</source>
        <translation>{proxy}-wachtwoord</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Poort</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Gebruikersnaam</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>the HTTP proxy needs a server name</source>
        <translation>de HTTP-proxy heeft een servernaam nodig</translation>
    </message>
    <message>
        <source>the SOCKS proxy needs a server name</source>
        <translation>de SOCKS-proxy heeft een servernaam nodig</translation>
    </message>
    <message>
        <source>the {proxy} proxy server name is not a host name</source>
        <translation>de servernaam van de {proxy}-proxy is geen hostnaam</translation>
    </message>
    <message>
        <source>the {proxy} proxy port {port} is not between 1 and 65535</source>
        <translation>poort {port} van de {proxy}-proxy ligt niet tussen 1 en 65535</translation>
    </message>
</context>
<context>
    <name>RowTableModel</name>
    <message>
        <source>%1
(out of date: %2)</source>
        <translation>%1
(verouderd: %2)</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>Edit rule</source>
        <translation>Regel bewerken</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Regel toevoegen</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Ingeschakeld</translation>
    </message>
    <message>
        <source>When (all that are ticked hold)</source>
        <translation>Wanneer (alle aangevinkte gelden)</translation>
    </message>
    <message>
        <source>CPU temperature above</source>
        <translation>CPU-temperatuur boven</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Tijdstip</translation>
    </message>
    <message>
        <source>every day (or e.g. mon-fri, sat,sun)</source>
        <translation>elke dag (of bv. mon-fri, sat,sun)</translation>
    </message>
    <message>
        <source>Program running</source>
        <translation>Programma draait</translation>
    </message>
    <message>
        <source>On battery below</source>
        <translation>Op batterij onder</translation>
    </message>
    <message>
        <source>Schedule (CSV)</source>
        <translation>Schema (CSV)</translation>
    </message>
    <message>
        <source>path of the CSV file: WHEN,VALUE lines</source>
        <translation>pad van het CSV-bestand: regels WANNEER,WAARDE</translation>
    </message>
    <message>
        <source>above</source>
        <translation>boven</translation>
    </message>
    <message>
        <source>below</source>
        <translation>onder</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Dan</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Rekenen onderbreken</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Netwerkactiviteit onderbreken</translation>
    </message>
    <message>
        <source>Allow computing (lift the preferences&apos; suspensions)</source>
        <translation>Rekenen toestaan (de onderbrekingen van de voorkeuren opheffen)</translation>
    </message>
    <message>
        <source>Allow network activity</source>
        <translation>Netwerkactiviteit toestaan</translation>
    </message>
    <message>
        <source>Snooze for</source>
        <translation>Sluimeren gedurende</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Hoogstens gebruiken</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>% van de CPU-tijd</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>Melden</translation>
    </message>
    <message>
        <source>Soft stop (each task after its next checkpoint, then suspend)</source>
        <translation>Zachte stop (elke taak na haar volgende controlepunt, dan onderbreken)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n CPU</numerusform>
            <numerusform>%n CPU&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>the time of day starts and ends at the same time</source>
        <translation>het tijdstip begint en eindigt op dezelfde tijd</translation>
    </message>
    <message>
        <source>give the program&apos;s name (not a path)</source>
        <translation>geef de naam van het programma (geen pad)</translation>
    </message>
    <message>
        <source>give the schedule&apos;s CSV file</source>
        <translation>geef het CSV-bestand van het schema</translation>
    </message>
    <message>
        <source>tick “above” or “below” for the schedule</source>
        <translation>vink „boven” of „onder” aan voor het schema</translation>
    </message>
    <message>
        <source>give the text to notify</source>
        <translation>geef de tekst om te melden</translation>
    </message>
    <message>
        <source>another rule is already named &apos;{name}&apos;</source>
        <translation>een andere regel heet al &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>This rule cannot work yet: {reason}.</source>
        <translation>Deze regel kan nog niet werken: {reason}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Deze computer</translation>
    </message>
    <message>
        <source>No rules yet. A rule suspends or limits computing, or tells you, while something holds: a CPU temperature, a time of day, a program running, the battery. Add… makes one.</source>
        <translation>Nog geen regels. Een regel pauzeert of beperkt het rekenen, of waarschuwt u, zolang iets geldt: een CPU-temperatuur, een tijdstip, een draaiend programma, de accu. Met ‘Toevoegen…’ maakt u er een.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Toevoegen…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bewerken…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>First rule that holds decides; the rules apply to the chosen computer&apos;s client, which evaluates them itself.</source>
        <translation>De eerste regel die geldt beslist; de regels gelden voor de client van de gekozen computer, die ze zelf evalueert.</translation>
    </message>
    <message>
        <source>The changes to the rules of {host} are not saved. Drop them?</source>
        <translation>De wijzigingen aan de regels van {host} zijn niet opgeslagen. Verwerpen?</translation>
    </message>
    <message>
        <source>No computer&apos;s rules can be edited here.</source>
        <translation>Hier kunnen geen regels van een computer bewerkt worden.</translation>
    </message>
    <message>
        <source>{host} is not connected (its password is needed): choose it in the window first.</source>
        <translation>{host} is niet verbonden (zijn wachtwoord is nodig): kies hem eerst in het venster.</translation>
    </message>
    <message>
        <source>Reading the rules of {host}…</source>
        <translation>Regels van {host} lezen…</translation>
    </message>
    <message>
        <source>Refused by the client (not kept when you save; the previous file stays as rules.xml.bak):</source>
        <translation>Geweigerd door de client (niet bewaard bij opslaan; het vorige bestand blijft als rules.xml.bak):</translation>
    </message>
    <message>
        <source>The client on {host} does not support rules: only boinc-core evaluates them (a BOINC client does not).</source>
        <translation>De client op {host} ondersteunt geen regels: alleen boinc-core evalueert ze (een BOINC-client niet).</translation>
    </message>
    <message>
        <source>The rules of {host} cannot be read: {reason}</source>
        <translation>De regels van {host} kunnen niet gelezen worden: {reason}</translation>
    </message>
    <message>
        <source>{host} refused the rules: {reason}</source>
        <translation>{host} heeft de regels geweigerd: {reason}</translation>
    </message>
    <message>
        <source>{host} could not be reached: {reason}</source>
        <translation>{host} was niet bereikbaar: {reason}</translation>
    </message>
    <message>
        <source>In force now: {rules}.</source>
        <translation>Nu van kracht: {rules}.</translation>
    </message>
    <message>
        <source>No rule holds now.</source>
        <translation>Er geldt nu geen regel.</translation>
    </message>
    <message>
        <source>Computing suspended: {reason}.</source>
        <translation>Rekenen onderbroken: {reason}.</translation>
    </message>
    <message>
        <source>Network activity suspended: {reason}.</source>
        <translation>Netwerkactiviteit onderbroken: {reason}.</translation>
    </message>
    <message>
        <source>Sending the rules to {host}…</source>
        <translation>Regels naar {host} sturen…</translation>
    </message>
    <message>
        <source>The rules could not be saved: {reason}</source>
        <translation>De regels konden niet opgeslagen worden: {reason}</translation>
    </message>
</context>
<context>
    <name>ShareWhatIf</name>
    <message>
        <source>What if the resource share were different?</source>
        <translation>Wat als het hulpbronaandeel anders was?</translation>
    </message>
    <message>
        <source>Resource share to preview</source>
        <translation>Hulpbronaandeel voor het voorbeeld</translation>
    </message>
    <message>
        <source>Resource shares are set in your account on the project&apos;s web site (or by your account manager). Change the number to see what another share would do here.</source>
        <translation>Hulpbronaandelen stelt u in bij uw account op de website van het project (of via uw accountbeheerder). Wijzig het getal om te zien wat een ander aandeel hier zou doen.</translation>
    </message>
    <message>
        <source>Resource share:</source>
        <translation>Hulpbronaandeel:</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Connecting to the client…</source>
        <translation>Verbinden met de client…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauzeren</translation>
    </message>
    <message>
        <source>Advanced view</source>
        <translation>Geavanceerde weergave</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Start computing again</source>
        <translation>Weer gaan rekenen</translation>
    </message>
    <message>
        <source>Stop all computing until you resume</source>
        <translation>Al het rekenen stoppen tot u hervat</translation>
    </message>
    <message>
        <source>This computer does not work for any project yet: use Advanced view, Tools &gt; Add project.</source>
        <translation>Deze computer werkt nog voor geen enkel project: gebruik de geavanceerde weergave, Extra &gt; Project toevoegen.</translation>
    </message>
    <message>
        <source>This computer is doing science for %1.</source>
        <translation>Deze computer doet wetenschap voor %1.</translation>
    </message>
    <message>
        <source>This computer works for %1. Computing is suspended (%2).</source>
        <translation>Deze computer werkt voor %1. Het rekenen is onderbroken (%2).</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>gepauzeerd</translation>
    </message>
    <message>
        <source>This computer works for %1. No task is running at this moment: work is on its way or waiting its turn.</source>
        <translation>Deze computer werkt voor %1. Er draait nu geen taak: er is werk onderweg of het wacht op zijn beurt.</translation>
    </message>
    <message>
        <source>and 1 more task running</source>
        <translation>en nog 1 taak actief</translation>
    </message>
    <message>
        <source>and %1 more tasks running</source>
        <translation>en nog %1 taken actief</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>Eenvoudige &amp;weergave</translation>
    </message>
    <message>
        <source>One screen: what this computer does, for which science</source>
        <translation>Eén scherm: wat deze computer doet, voor welke wetenschap</translation>
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
        <translation>Dagelijkse geschiedenis</translation>
    </message>
    <message>
        <source>day %1 %2</source>
        <translation>dag %1 %2</translation>
    </message>
    <message>
        <source>Statistics view</source>
        <translation>Statistiekweergave</translation>
    </message>
    <message>
        <source>Live: this computer&apos;s figures every few seconds. Daily history: credit and CPU time per day, from the task history</source>
        <translation>Live: de cijfers van deze computer om de paar seconden. Dagelijkse geschiedenis: credit en CPU-tijd per dag, uit de takengeschiedenis</translation>
    </message>
    <message>
        <source>Follow live data</source>
        <translation>Live-gegevens volgen</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>Statistiekgrafieken</translation>
    </message>
    <message>
        <source>Scheduling priority (debt, CPU s)</source>
        <translation>Planningsprioriteit (schuld, CPU-s)</translation>
    </message>
    <message>
        <source>CPU share now vs resource share (dashed), %</source>
        <translation>CPU-aandeel nu vs aandeel middelen (gestreept), %</translation>
    </message>
    <message>
        <source>Queued work (CPU hours)</source>
        <translation>Werk in de wachtrij (CPU-uren)</translation>
    </message>
    <message>
        <source>Work done (credit)</source>
        <translation>Verricht werk (credit)</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Zoom herstellen</translation>
    </message>
    <message>
        <source>Show all the data again (the wheel and a drag zoom in)</source>
        <translation>Alle gegevens weer tonen (wiel en slepen zoomen in)</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · right-click: more</source>
        <translation>Wiel: zoomen · slepen: verschuiven · rechtsklik: meer</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
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
        <source>Filter projects (Ctrl+F)</source>
        <translation>Projecten filteren (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter tasks (Ctrl+F)</source>
        <translation>Taken filteren (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter transfers (Ctrl+F)</source>
        <translation>Overdrachten filteren (Ctrl+F)</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Alleen actieve</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>%1 filteren</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Tabel %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>Rows matching the filter: %1 of %2</source>
        <translation>Rijen die aan het filter voldoen: %1 van %2</translation>
    </message>
    <message>
        <source>Rows: %1</source>
        <translation>Rijen: %1</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolommen</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Kolommen herstellen</translation>
    </message>
</context>
<context>
    <name>TransportBox</name>
    <message>
        <source>(SSH via {where})</source>
        <translation>(SSH via {where})</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbinding</translation>
    </message>
    <message>
        <source>Plain GUI RPC (any BOINC client)</source>
        <translation>Gewone GUI RPC (elke BOINC-client)</translation>
    </message>
    <message>
        <source>TLS (boinc-core with --gui-rpc-tls-port)</source>
        <translation>TLS (boinc-core met --gui-rpc-tls-port)</translation>
    </message>
    <message>
        <source>SSH tunnel (BOINC listening on the host&apos;s 127.0.0.1)</source>
        <translation>SSH-tunnel (BOINC luistert op 127.0.0.1 van de host)</translation>
    </message>
    <message>
        <source>Get certificate</source>
        <translation>Certificaat ophalen</translation>
    </message>
    <message>
        <source>Accept the new certificate</source>
        <translation>Het nieuwe certificaat aanvaarden</translation>
    </message>
    <message>
        <source>Pinned SHA-256</source>
        <translation>Vastgezette SHA-256</translation>
    </message>
    <message>
        <source>Presented</source>
        <translation>Aangeboden</translation>
    </message>
    <message>
        <source>the address above</source>
        <translation>het adres hierboven</translation>
    </message>
    <message>
        <source>your user name here</source>
        <translation>uw gebruikersnaam daar</translation>
    </message>
    <message>
        <source>the SSH agent and ~/.ssh keys</source>
        <translation>de SSH-agent en de sleutels in ~/.ssh</translation>
    </message>
    <message>
        <source>none, or unchanged (kept in the keyring)</source>
        <translation>geen, of ongewijzigd (bewaard in de sleutelbos)</translation>
    </message>
    <message>
        <source>SSH host</source>
        <translation>SSH-host</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>SSH-poort</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Gebruiker</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Sleutelbestand</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>Wachtwoordzin van de sleutel</translation>
    </message>
    <message>
        <source>Reach it by</source>
        <translation>Bereiken via</translation>
    </message>
    <message>
        <source>none yet: the first certificate seen is pinned</source>
        <translation>nog geen: het eerste geziene certificaat wordt vastgezet</translation>
    </message>
    <message>
        <source>could not get it: {reason}</source>
        <translation>kon het niet ophalen: {reason}</translation>
    </message>
    <message>
        <source>Compare it with what `boinc-core tls-fingerprint` prints on that computer; it is pinned when you press OK.</source>
        <translation>Vergelijk het met wat `boinc-core tls-fingerprint` op die computer toont; het wordt vastgezet wanneer u op OK drukt.</translation>
    </message>
    <message>
        <source>the same as the pinned one</source>
        <translation>hetzelfde als het vastgezette</translation>
    </message>
    <message>
        <source>DIFFERENT from the pinned one: accept it only if that computer&apos;s certificate was made anew and `boinc-core tls-fingerprint` there prints this.</source>
        <translation>ANDERS dan het vastgezette: aanvaard het alleen als het certificaat van die computer opnieuw is gemaakt en `boinc-core tls-fingerprint` daar dit toont.</translation>
    </message>
    <message>
        <source>accepted: pinned when you press OK</source>
        <translation>aanvaard: wordt vastgezet wanneer u op OK drukt</translation>
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
    <name>WelcomePage</name>
    <message>
        <source>Welcome to boinc-gui</source>
        <translation>Welkom bij boinc-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;boinc-gui lends your computer&apos;s spare processor time and disk space to science projects: it downloads their tasks, runs them while you do not need the computer (as your preferences say), sends the results back and keeps you informed here and in the tray.&lt;/p&gt;&lt;p&gt;It works with BOINC projects and tools: you choose the projects, each with an account on its web site. You can pause computing at any time from the Activity menu or the tray icon.&lt;/p&gt;&lt;p&gt;&lt;b&gt;To begin, add a project.&lt;/b&gt; The built-in demo project needs no account: it runs a small real computation on this computer, so you can see how everything works before choosing a science project.&lt;/p&gt;</source>
        <translation>&lt;p&gt;boinc-gui leent de vrije processortijd en schijfruimte van uw computer uit aan wetenschappelijke projecten: het downloadt hun taken, voert ze uit als u de computer niet nodig hebt (zoals uw voorkeuren zeggen), stuurt de resultaten terug en houdt u hier en in het systeemvak op de hoogte.&lt;/p&gt;&lt;p&gt;Het werkt met BOINC-projecten en -hulpmiddelen: u kiest de projecten, elk met een account op zijn website. U kunt het rekenen op elk moment pauzeren via het menu Activiteit of het pictogram in het systeemvak.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Voeg om te beginnen een project toe.&lt;/b&gt; Het ingebouwde demoproject heeft geen account nodig: het voert een kleine echte berekening uit op deze computer, zodat u ziet hoe alles werkt voordat u een wetenschappelijk project kiest.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a project…</source>
        <translation>Project toevoegen…</translation>
    </message>
    <message>
        <source>Add a project</source>
        <translation>Project toevoegen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Niet nu</translation>
    </message>
    <message>
        <source>Show the tabs; Tools › Add project… opens the same dialog later</source>
        <translation>De tabbladen tonen; Extra › Project toevoegen… opent later hetzelfde venster</translation>
    </message>
</context>
<context>
    <name>_TaskCard</name>
    <message>
        <source>%1: %2 done, about %3 left</source>
        <translation>%1: %2 klaar, nog ongeveer %3</translation>
    </message>
    <message>
        <source>%1: %2 done</source>
        <translation>%1: %2 klaar</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Voortgang van %1</translation>
    </message>
    <message>
        <source>Your credit at %1: %2</source>
        <translation>Uw credit bij %1: %2</translation>
    </message>
</context>
<context>
    <name>_Window</name>
    <message>
        <source>{label} from</source>
        <translation>{label} vanaf</translation>
    </message>
    <message>
        <source>{label} to</source>
        <translation>{label} tot</translation>
    </message>
    <message>
        <source>and</source>
        <translation>en</translation>
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
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Name of the application to add</source>
        <translation>Naam van de toe te voegen toepassing</translation>
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
    <name>accounts</name>
    <message>
        <source>wrong password</source>
        <translation>onjuist wachtwoord</translation>
    </message>
    <message>
        <source>no account with this email</source>
        <translation>geen account met dit e-mailadres</translation>
    </message>
    <message>
        <source>an account with this email already exists (with another password): sign in instead</source>
        <translation>er bestaat al een account met dit e-mailadres (met een ander wachtwoord): meld u in plaats daarvan aan</translation>
    </message>
    <message>
        <source>this project is not accepting new accounts</source>
        <translation>dit project neemt geen nieuwe accounts aan</translation>
    </message>
    <message>
        <source>the project does not accept this email address</source>
        <translation>het project accepteert dit e-mailadres niet</translation>
    </message>
    <message>
        <source>the project does not accept this user name</source>
        <translation>het project accepteert deze gebruikersnaam niet</translation>
    </message>
    <message>
        <source>the project requires you to accept its terms of use</source>
        <translation>het project vraagt u de gebruiksvoorwaarden te aanvaarden</translation>
    </message>
    <message>
        <source>the project is down for maintenance; try again later</source>
        <translation>het project is in onderhoud; probeer het later opnieuw</translation>
    </message>
    <message>
        <source>the project&apos;s web site is down for maintenance; try again later</source>
        <translation>de website van het project is in onderhoud; probeer het later opnieuw</translation>
    </message>
    <message>
        <source>this address is an account manager, not a project: use &apos;Use an account manager&apos;</source>
        <translation>dit adres is een accountbeheerder, geen project: kies &apos;Een accountbeheerder gebruiken&apos;</translation>
    </message>
    <message>
        <source>enter the email address and the password of your account</source>
        <translation>vul het e-mailadres en het wachtwoord van uw account in</translation>
    </message>
    <message>
        <source>enter a user name, an email address and a password</source>
        <translation>vul een gebruikersnaam, een e-mailadres en een wachtwoord in</translation>
    </message>
    <message>
        <source>cannot reach %1: connection refused</source>
        <translation>%1 is niet bereikbaar: verbinding geweigerd</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2: is this the project&apos;s address?</source>
        <translation>%1 antwoordde met HTTP-fout %2: is dit het adres van het project?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (%2): is this the project&apos;s address?</source>
        <translation>%1 antwoordde niet zoals een BOINC-project (%2): is dit het adres van het project?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (it sent &lt;%2&gt;): is this the project&apos;s address?</source>
        <translation>%1 antwoordde niet zoals een BOINC-project (het stuurde &lt;%2&gt;): is dit het adres van het project?</translation>
    </message>
    <message>
        <source>%1 sent the request on to %2, which is not an http:// or https:// address: is this the project&apos;s address?</source>
        <translation>%1 stuurde het verzoek door naar %2, geen http://- of https://-adres: is dit het adres van het project?</translation>
    </message>
    <message>
        <source>%1 sent the request on more than %2 times: is this the project&apos;s address?</source>
        <translation>%1 stuurde het verzoek meer dan %2 keer door: is dit het adres van het project?</translation>
    </message>
    <message>
        <source>%1 sent an answer larger than %2 bytes, which was not read: is this the project&apos;s address?</source>
        <translation>%1 stuurde een antwoord groter dan %2 bytes, dat niet is gelezen: is dit het adres van het project?</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s to answer; try again later</source>
        <translation>%1 deed er langer dan %2 s over om te antwoorden; probeer het later opnieuw</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>%1 is niet bereikbaar: %2</translation>
    </message>
    <message>
        <source>%1 sent neither an account key nor an error: is this the project&apos;s address?</source>
        <translation>%1 stuurde geen accountsleutel en geen fout: is dit het adres van het project?</translation>
    </message>
    <message>
        <source>%1 sent an account key that cannot be used</source>
        <translation>%1 stuurde een onbruikbare accountsleutel</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// address</source>
        <translation>%1 is geen http://- of https://-adres</translation>
    </message>
    <message>
        <source>%1 names no host</source>
        <translation>%1 noemt geen host</translation>
    </message>
    <message>
        <source>%1 contains spaces or control characters</source>
        <translation>%1 bevat spaties of stuurtekens</translation>
    </message>
    <message>
        <source>this project needs client version %1 or later; this client is %2</source>
        <translation>dit project heeft clientversie %1 of nieuwer nodig; deze client is %2</translation>
    </message>
    <message>
        <source>this project has no applications for this computer (%1)</source>
        <translation>dit project heeft geen toepassingen voor deze computer (%1)</translation>
    </message>
    <message>
        <source>the password must have at least %1 characters for this project</source>
        <translation>het wachtwoord moet voor dit project minstens %1 tekens hebben</translation>
    </message>
    <message>
        <source>the project does not accept this user name: %1</source>
        <translation>het project accepteert deze gebruikersnaam niet: %1</translation>
    </message>
    <message>
        <source>cannot reach %1: host name not found</source>
        <translation>%1 is niet bereikbaar: hostnaam niet gevonden</translation>
    </message>
    <message>
        <source>cannot reach %1: no answer within %2 s</source>
        <translation>%1 is niet bereikbaar: geen antwoord binnen %2 s</translation>
    </message>
    <message>
        <source>the project refused (error %1)</source>
        <translation>het project weigerde (fout %1)</translation>
    </message>
</context>
<context>
    <name>acct_mgr</name>
    <message>
        <source>wrong password</source>
        <translation>verkeerd wachtwoord</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>de accountbeheerder kent geen account met deze naam</translation>
    </message>
    <message>
        <source>an account with this name already exists at the account manager</source>
        <translation>bij de accountbeheerder bestaat al een account met deze naam</translation>
    </message>
    <message>
        <source>the account manager does not accept this email address</source>
        <translation>de accountbeheerder accepteert dit e-mailadres niet</translation>
    </message>
    <message>
        <source>the account manager is not accepting new accounts</source>
        <translation>de accountbeheerder neemt geen nieuwe accounts aan</translation>
    </message>
    <message>
        <source>the account manager is down for maintenance; try again later</source>
        <translation>de accountbeheerder is in onderhoud; probeer het later opnieuw</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer could not be read</source>
        <translation>het antwoord van de accountbeheerder was niet leesbaar</translation>
    </message>
    <message>
        <source>this is not the web address of an account manager</source>
        <translation>dit is niet het webadres van een accountbeheerder</translation>
    </message>
    <message>
        <source>the account manager&apos;s host name was not found</source>
        <translation>de hostnaam van de accountbeheerder is niet gevonden</translation>
    </message>
    <message>
        <source>the account manager did not answer in time</source>
        <translation>de accountbeheerder antwoordde niet op tijd</translation>
    </message>
    <message>
        <source>no connection to the account manager could be made</source>
        <translation>er kon geen verbinding met de accountbeheerder worden gemaakt</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site is not answering now; try again later</source>
        <translation>de website van de accountbeheerder antwoordt nu niet; probeer het later opnieuw</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site refused the request</source>
        <translation>de website van de accountbeheerder weigerde het verzoek</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer was too large</source>
        <translation>het antwoord van de accountbeheerder was te groot</translation>
    </message>
    <message>
        <source>the account manager could not be used (error %1)</source>
        <translation>de accountbeheerder kon niet worden gebruikt (fout %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the request could not be made (%1)</source>
        <translation>het verzoek kon niet worden gedaan (%1)</translation>
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
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2) may miss its deadline (%3)</source>
        <translation>%1 (%2) haalt de deadline misschien niet (%3)</translation>
    </message>
    <message>
        <source>%1 (%2) would finish only %3 before its deadline (%4)</source>
        <translation>%1 (%2) zou pas %3 voor de deadline klaar zijn (%4)</translation>
    </message>
    <message>
        <source>%1: 1 task failed in the last %2</source>
        <translation>%1: 1 taak mislukt binnen %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tasks failed in the last %2</source>
        <translation>
            <numerusform>%1: %n taak mislukt binnen %2</numerusform>
            <numerusform>%1: %n taken mislukt binnen %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: 1 scheduler request failed</source>
        <translation>%1: 1 verzoek aan de scheduler mislukt</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scheduler requests in a row failed</source>
        <translation>
            <numerusform>%1: %n verzoek aan de scheduler mislukt</numerusform>
            <numerusform>%1: %n verzoeken aan de scheduler achter elkaar mislukt</numerusform>
        </translation>
    </message>
    <message>
        <source>Using %1 of the %2 the preferences allow (%3 %)</source>
        <translation>In gebruik: %1 van de %2 die de voorkeuren toestaan (%3 %)</translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation>%1 antwoordt al %2 niet</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks failed: %1</source>
        <translation>
            <numerusform>%n taak mislukt: %1</numerusform>
            <numerusform>%n taken mislukt: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n projects keep failing: %1</source>
        <translation>
            <numerusform>%n project blijft mislukken: %1</numerusform>
            <numerusform>%n projecten blijven mislukken: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tasks may miss their deadlines: %1</source>
        <translation>
            <numerusform>%n taak haalt de deadline misschien niet: %1</numerusform>
            <numerusform>%n taken halen hun deadlines misschien niet: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks near their limits: %1</source>
        <translation>
            <numerusform>%n schijf bijna aan limiet: %1</numerusform>
            <numerusform>%n schijven bijna aan limiet: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computers not answering: %1</source>
        <translation>
            <numerusform>%n computer antwoordt niet: %1</numerusform>
            <numerusform>%n computers antwoorden niet: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule messages: %1</source>
        <translation>
            <numerusform>%n regelbericht: %1</numerusform>
            <numerusform>%n regelberichten: %1</numerusform>
        </translation>
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
    <name>columns</name>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Work fetch</source>
        <translation>Werk ophalen</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Work done</source>
        <translation>Verricht werk</translation>
    </message>
    <message>
        <source>Avg. work done</source>
        <translation>Gem. verricht werk</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Aandeel middelen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Priority (debt)</source>
        <translation>Prioriteit (schuld)</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU-tijd</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>Project-URL</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Waarom: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Voortgang</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Waarom</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Verstreken</translation>
    </message>
    <message>
        <source>Remaining (estimated)</source>
        <translation>Resterend (geschat)</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Applicatie</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Middelen</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Estimated completion</source>
        <translation>Geschatte voltooiing</translation>
    </message>
    <message>
        <source>Completion before deadline</source>
        <translation>Klaar voor deadline</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <source>Projected to finish after its deadline</source>
        <translation>Wordt naar verwachting na de deadline klaar</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>Planner: %1</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versie</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Taak</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Uitkomst</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>Afsluitstatus</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Ontvangen</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Voltooid</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Gerapporteerd</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Credit</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Ernst</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Van</translation>
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
        <translation>Deze computer is niet aangesloten bij %1.</translation>
    </message>
    <message>
        <source>Already attached to %1.</source>
        <translation>Deze computer is al aangesloten bij %1.</translation>
    </message>
    <message>
        <source>%1 is a BOINC project, but the emulated client attaches only emulated projects (addresses on emulated.invalid). Use the live client to attach real projects.</source>
        <translation>%1 is een BOINC-project, maar de geëmuleerde client sluit alleen aan bij geëmuleerde projecten (adressen op emulated.invalid). Gebruik de echte client voor echte projecten.</translation>
    </message>
    <message>
        <source>The client has no task %1 (any more).</source>
        <translation>De client heeft (niet meer) de taak %1.</translation>
    </message>
    <message>
        <source>Task %1 has already finished.</source>
        <translation>Taak %1 is al klaar.</translation>
    </message>
    <message>
        <source>The client has no transfer of %1 (any more).</source>
        <translation>De client heeft (niet meer) een overdracht van %1.</translation>
    </message>
    <message>
        <source>This project was added by the account manager: remove it there.</source>
        <translation>Dit project is toegevoegd door de accountbeheerder: verwijder het daar.</translation>
    </message>
    <message>
        <source>The client does not know this command (%1).</source>
        <translation>De client kent deze opdracht niet (%1).</translation>
    </message>
    <message>
        <source>The client has stopped; the command was not carried out.</source>
        <translation>De client is gestopt; de opdracht is niet uitgevoerd.</translation>
    </message>
    <message>
        <source>The client is not running.</source>
        <translation>De client draait niet.</translation>
    </message>
    <message>
        <source>The connection to the computer was closed; the command was not carried out.</source>
        <translation>De verbinding met de computer is gesloten; de opdracht is niet uitgevoerd.</translation>
    </message>
    <message>
        <source>The connection to the computer was replaced; the command was not carried out.</source>
        <translation>De verbinding met de computer is vervangen; de opdracht is niet uitgevoerd.</translation>
    </message>
    <message>
        <source>The process that reads the other computers stopped (exit code %1); the command was not carried out.</source>
        <translation>Het proces dat de andere computers uitleest is gestopt (afsluitcode %1); de opdracht is niet uitgevoerd.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The computer&apos;s client refused: %1</source>
        <translation>De client van de computer weigerde: %1</translation>
    </message>
    <message>
        <source>The emulated client cannot do this: it keeps no such files and uses no network.</source>
        <translation>De geëmuleerde client kan dit niet: hij houdt zulke bestanden niet bij en gebruikt geen netwerk.</translation>
    </message>
    <message>
        <source>There is no local preferences file to read.</source>
        <translation>Er is geen lokaal voorkeurenbestand om te lezen.</translation>
    </message>
    <message>
        <source>This client keeps no cc_config.xml.</source>
        <translation>Deze client heeft geen cc_config.xml.</translation>
    </message>
    <message>
        <source>cc_config.xml cannot be read, so it was left unchanged: %1</source>
        <translation>cc_config.xml is niet leesbaar en is daarom ongewijzigd gelaten: %1</translation>
    </message>
    <message>
        <source>app_config.xml was refused and nothing was changed: %1</source>
        <translation>app_config.xml is geweigerd en er is niets veranderd: %1</translation>
    </message>
    <message>
        <source>app_config.xml could not be written: %1</source>
        <translation>app_config.xml kon niet worden geschreven: %1</translation>
    </message>
    <message>
        <source>The proxy settings could not be saved: %1</source>
        <translation>De proxy-instellingen konden niet worden opgeslagen: %1</translation>
    </message>
    <message>
        <source>This computer uses no account manager.</source>
        <translation>Deze computer gebruikt geen accountbeheerder.</translation>
    </message>
    <message>
        <source>This computer uses another account manager: leave it first.</source>
        <translation>Deze computer gebruikt een andere accountbeheerder: verlaat die eerst.</translation>
    </message>
    <message>
        <source>A request to the account manager is already under way.</source>
        <translation>Er loopt al een verzoek aan de accountbeheerder.</translation>
    </message>
    <message>
        <source>That is not a web address: %1</source>
        <translation>Dat is geen webadres: %1</translation>
    </message>
    <message>
        <source>Internal error (please report it): %1</source>
        <translation>Interne fout (meld deze alstublieft): %1</translation>
    </message>
    <message>
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>Vul het webadres (URL) van het project in.</translation>
    </message>
    <message>
        <source>A project&apos;s web address starts with http:// or https://, not %1://.</source>
        <translation>Het webadres van een project begint met http:// of https://, niet met %1://.</translation>
    </message>
    <message>
        <source>The web address names no host.</source>
        <translation>Het webadres noemt geen host.</translation>
    </message>
    <message>
        <source>The web address contains spaces or control characters.</source>
        <translation>Het webadres bevat spaties of stuurtekens.</translation>
    </message>
    <message>
        <source>The web address&apos;s host name or port is not valid.</source>
        <translation>De hostnaam of poort van het webadres is ongeldig.</translation>
    </message>
    <message>
        <source>The account key is empty or contains spaces.</source>
        <translation>De accountsleutel is leeg of bevat spaties.</translation>
    </message>
    <message>
        <source>%1 could not be reached through the proxy %2 (%3). Check the proxy settings.</source>
        <translation>%1 was via de proxy %2 niet bereikbaar (%3). Controleer de proxy-instellingen.</translation>
    </message>
    <message>
        <source>No connection to the proxy %1 (%2). Check the proxy settings.</source>
        <translation>Geen verbinding met de proxy %1 (%2). Controleer de proxy-instellingen.</translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection. Check the proxy settings.</source>
        <translation>De proxy %1 weigerde de verbinding. Controleer de proxy-instellingen.</translation>
    </message>
    <message>
        <source>No connection to %1 (%2). Check the address and your network.</source>
        <translation>Geen verbinding met %1 (%2). Controleer het adres en uw netwerk.</translation>
    </message>
    <message>
        <source>%1 refused the connection. Check the address and your network.</source>
        <translation>%1 weigerde de verbinding. Controleer het adres en uw netwerk.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 antwoordde niet binnen %2 seconden.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>%1 kon niet worden gelezen (%2).</translation>
    </message>
    <message>
        <source>The proxy %1 refused the user name or password (HTTP 407). Check the proxy settings.</source>
        <translation>De proxy %1 weigerde de gebruikersnaam of het wachtwoord (HTTP 407). Controleer de proxy-instellingen.</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2. Is the address right?</source>
        <translation>%1 antwoordde met HTTP-fout %2. Klopt het adres?</translation>
    </message>
    <message>
        <source>%1 is a web site but not a BOINC project: its page names no scheduler. Use the project&apos;s master URL (its web site shows it).</source>
        <translation>%1 is een website maar geen BOINC-project: de pagina noemt geen scheduler. Gebruik de master-URL van het project (de website toont die).</translation>
    </message>
    <message>
        <source>The project&apos;s account file could not be written: %1</source>
        <translation>Het accountbestand van het project kon niet worden geschreven: %1</translation>
    </message>
    <message>
        <source>the client did not answer in time</source>
        <translation>de client antwoordde niet op tijd</translation>
    </message>
    <message>
        <source>the connection to the client was lost</source>
        <translation>de verbinding met de client is verbroken</translation>
    </message>
    <message>
        <source>the client stopped before answering</source>
        <translation>de client stopte voordat hij antwoordde</translation>
    </message>
    <message>
        <source>this client cannot do that</source>
        <translation>deze client kan dat niet</translation>
    </message>
    <message>
        <source>the client failed with an error of its own (%1)</source>
        <translation>de client liep vast op een eigen fout (%1)</translation>
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
        <source>Unrecognized tag in cc_config.xml</source>
        <translation>Onbekende tag in cc_config.xml</translation>
    </message>
    <message>
        <source>Missing end tag in cc_config.xml</source>
        <translation>Afsluitende tag ontbreekt in cc_config.xml</translation>
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
    <message>
        <source>Starting the emulated client (scenario %1)</source>
        <translation>Geëmuleerde client start (scenario %1)</translation>
    </message>
    <message>
        <source>Emulated client: This window shows the emulator in accelerated time, not real work.</source>
        <translation>Geëmuleerde client: dit venster toont de emulator in versnelde tijd, geen echt werk.</translation>
    </message>
    <message>
        <source>Attached to %1</source>
        <translation>Aangemeld bij %1</translation>
    </message>
    <message>
        <source>Sending scheduler request: %1.</source>
        <translation>Verzoek aan de scheduler wordt verstuurd: %1.</translation>
    </message>
    <message>
        <source>Scheduler request completed: got %1 new tasks</source>
        <translation>Verzoek aan de scheduler voltooid: %1 nieuwe taken ontvangen</translation>
    </message>
    <message>
        <source>Scheduler request completed</source>
        <translation>Verzoek aan de scheduler voltooid</translation>
    </message>
    <message>
        <source>Reporting %1 completed tasks</source>
        <translation>%1 voltooide taken worden gemeld</translation>
    </message>
    <message>
        <source>Requesting new tasks for CPU</source>
        <translation>Nieuwe taken voor de CPU worden gevraagd</translation>
    </message>
    <message>
        <source>Project requested delay of %1 seconds</source>
        <translation>Het project vroeg om %1 seconden wachttijd</translation>
    </message>
    <message>
        <source>Started download of %1</source>
        <translation>Download van %1 gestart</translation>
    </message>
    <message>
        <source>Finished download of %1</source>
        <translation>Download van %1 voltooid</translation>
    </message>
    <message>
        <source>Started upload of %1</source>
        <translation>Upload van %1 gestart</translation>
    </message>
    <message>
        <source>Finished upload of %1</source>
        <translation>Upload van %1 voltooid</translation>
    </message>
    <message>
        <source>Computation for task %1 finished</source>
        <translation>Berekening van taak %1 voltooid</translation>
    </message>
    <message>
        <source>Computation for task %1 failed</source>
        <translation>Berekening van taak %1 mislukt</translation>
    </message>
    <message>
        <source>Task %1 aborted by user</source>
        <translation>Taak %1 afgebroken door de gebruiker</translation>
    </message>
    <message>
        <source>Task %1 aborted by project</source>
        <translation>Taak %1 afgebroken door het project</translation>
    </message>
    <message>
        <source>Task %1 suspended by user</source>
        <translation>Taak %1 onderbroken door de gebruiker</translation>
    </message>
    <message>
        <source>Task %1 resumed by user</source>
        <translation>Taak %1 hervat door de gebruiker</translation>
    </message>
    <message>
        <source>Retrying transfer of %1</source>
        <translation>Overdracht van %1 wordt opnieuw geprobeerd</translation>
    </message>
    <message>
        <source>Aborted transfer of %1</source>
        <translation>Overdracht van %1 afgebroken</translation>
    </message>
    <message>
        <source>Network available: scheduler backoffs lifted; transfers retried now: %1</source>
        <translation>Netwerk beschikbaar: wachttijden voor scheduler-verzoeken opgeheven; nu opnieuw geprobeerde overdrachten: %1</translation>
    </message>
    <message>
        <source>Using account manager %1</source>
        <translation>Accountbeheerder %1 wordt gebruikt</translation>
    </message>
    <message>
        <source>Removing account manager info (%1)</source>
        <translation>Gegevens van de accountbeheerder worden verwijderd (%1)</translation>
    </message>
    <message>
        <source>Contacting account manager at %1</source>
        <translation>Contact met accountbeheerder op %1</translation>
    </message>
    <message>
        <source>Account manager contact succeeded</source>
        <translation>Contact met accountbeheerder geslaagd</translation>
    </message>
    <message>
        <source>Detaching %1 (asked by the account manager)</source>
        <translation>%1 wordt losgekoppeld (gevraagd door de accountbeheerder)</translation>
    </message>
    <message>
        <source>Attaching to %1 (asked by the account manager)</source>
        <translation>Aansluiten bij %1 (gevraagd door de accountbeheerder)</translation>
    </message>
    <message>
        <source>The account manager listed %1 projects; this client takes at most %2 from one reply (a guard against a faulty or hostile manager): %3 attached, %4 dropped without being looked at</source>
        <translation>De accountbeheerder noemde %1 projecten; deze client neemt er uit één antwoord hoogstens %2 (een bescherming tegen een defecte of vijandige beheerder): %3 aangesloten, %4 ongezien weggelaten</translation>
    </message>
    <message>
        <source>Account manager reply refused: it sent no signing key</source>
        <translation>Antwoord van de accountbeheerder geweigerd: er zat geen ondertekeningssleutel bij</translation>
    </message>
    <message>
        <source>Account manager asked for %1: not done (%2)</source>
        <translation>De accountbeheerder vroeg om %1: niet gedaan (%2)</translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message>
        <source>%1 CPU-s queued in %2 tasks, against a share of the high mark of %3 CPU-s</source>
        <translation>%1 CPU-s in de wachtrij in %2 taken, tegenover een aandeel van de bovengrens van %3 CPU-s</translation>
    </message>
    <message>
        <source>LTD %1 s; the queue lasts %2 s at its share, net %3 s; shortfall %4 CPU-s in all, %5 CPU-s for this project</source>
        <translation>LTD %1 s; de wachtrij duurt %2 s bij zijn aandeel, netto %3 s; tekort %4 CPU-s in totaal, %5 CPU-s voor dit project</translation>
    </message>
    <message>
        <source>REC %1, fetch priority %2; the CPUs are busy for %3 s (low mark %4 s); shortfall %5 CPU-s</source>
        <translation>REC %1, ophaalprioriteit %2; de CPU&apos;s zijn %3 s bezet (ondergrens %4 s); tekort %5 CPU-s</translation>
    </message>
    <message>
        <source>min_results %1; ETTPRC %2 s against T %3 s; avg_proc_rate %4; work_request %5 CPU-s; resource debt %6</source>
        <translation>min_results %1; ETTPRC %2 s tegenover T %3 s; avg_proc_rate %4; work_request %5 CPU-s; bronschuld %6</translation>
    </message>
    <message>
        <source>asking for %1 CPU-s; %2</source>
        <translation>vraagt %1 CPU-s; %2</translation>
    </message>
    <message>
        <source>debt %1 s</source>
        <translation>schuld %1 s</translation>
    </message>
    <message>
        <source>REC priority %1</source>
        <translation>REC-prioriteit %1</translation>
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
        <translation>resterende tijdsschijf: %1 s</translation>
    </message>
    <message>
        <source>under round-robin: %1 s after its deadline</source>
        <translation>bij om-de-beurt: %1 s na de deadline</translation>
    </message>
    <message>
        <source>under round-robin: %1 s before its deadline</source>
        <translation>bij om-de-beurt: %1 s voor de deadline</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>day %1, %2</source>
        <translation>dag %1, %2</translation>
    </message>
    <message>
        <source>until resumed</source>
        <translation>tot hervatting</translation>
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
    <name>history_cap</name>
    <message>
        <source>Keep task history up to</source>
        <translation>Takengeschiedenis bewaren tot</translation>
    </message>
    <message>
        <source>The task history file in the manager&apos;s folder; past this size the oldest tasks are deleted (daily statistics stay). About 6,000 tasks per MB; default %1 MB.</source>
        <translation>Het geschiedenisbestand in de map van de manager; boven deze grootte worden de oudste taken verwijderd (dagstatistieken blijven). Ongeveer 6.000 taken per MB; standaard %1 MB.</translation>
    </message>
</context>
<context>
    <name>history_open</name>
    <message>
        <source>The task history in %1 cannot be opened: %2. Finished tasks are not recorded this time.</source>
        <translation>De takengeschiedenis in %1 kan niet worden geopend: %2. Voltooide taken worden deze keer niet vastgelegd.</translation>
    </message>
    <message>
        <source>The task history cannot be used: %1. Finished tasks are not recorded this time.</source>
        <translation>De takengeschiedenis is onbruikbaar: %1. Voltooide taken worden deze keer niet vastgelegd.</translation>
    </message>
    <message>
        <source>Task history damaged</source>
        <translation>Takengeschiedenis beschadigd</translation>
    </message>
    <message>
        <source>%1

Repair it? The damaged file is kept as a copy beside it, and a new history is made from the tasks that can still be read.</source>
        <translation>%1

Repareren? Het beschadigde bestand blijft als kopie ernaast bewaard, en een nieuwe geschiedenis wordt gemaakt uit de taken die nog leesbaar zijn.</translation>
    </message>
    <message>
        <source>The task history could not be repaired: %1. Finished tasks are not recorded this time.</source>
        <translation>De takengeschiedenis kon niet worden gerepareerd: %1. Voltooide taken worden deze keer niet vastgelegd.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept; %3 damaged rows could not be read. The damaged file is kept as %4.</source>
        <translation>De takengeschiedenis is gerepareerd: behouden taken: %1, dagwaarden: %2; onleesbare beschadigde rijen: %3. Het beschadigde bestand is bewaard als %4.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept. The damaged file is kept as %3.</source>
        <translation>De takengeschiedenis is gerepareerd: behouden taken: %1, dagwaarden: %2. Het beschadigde bestand is bewaard als %3.</translation>
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
    <name>prefs</name>
    <message>
        <source>Computing</source>
        <translation>Rekenen</translation>
    </message>
    <message>
        <source>Daily schedules</source>
        <translation>Dagelijkse schema&apos;s</translation>
    </message>
    <message>
        <source>Work buffer</source>
        <translation>Werkvoorraad</translation>
    </message>
    <message>
        <source>Disk and memory</source>
        <translation>Schijf en geheugen</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netwerk</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Overig</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>Zondag</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>Maandag</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Dinsdag</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Woensdag</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Donderdag</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Vrijdag</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Zaterdag</translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation>Als de computer in gebruik is</translation>
    </message>
    <message>
        <source>&apos;In use&apos; means mouse or keyboard input in the last</source>
        <translation>&apos;In gebruik&apos; betekent muis- of toetsenbordinvoer in de laatste</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minuten</translation>
    </message>
    <message>
        <source>Suspend when computer is in use</source>
        <translation>Onderbreken als de computer in gebruik is</translation>
    </message>
    <message>
        <source>Suspend GPU computing when computer is in use</source>
        <translation>GPU-berekeningen onderbreken als de computer in gebruik is</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Hoogstens gebruiken:</translation>
    </message>
    <message>
        <source>% of the CPUs</source>
        <translation>% van de CPU&apos;s</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>% van de CPU-tijd</translation>
    </message>
    <message>
        <source>Suspend when non-BOINC CPU usage is above</source>
        <translation>Onderbreken als het CPU-gebruik buiten BOINC hoger is dan</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>Als de computer niet in gebruik is</translation>
    </message>
    <message>
        <source>Suspend when no mouse or keyboard input in the last</source>
        <translation>Onderbreken zonder muis- of toetsenbordinvoer in de laatste</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Algemeen</translation>
    </message>
    <message>
        <source>Suspend when computer is on battery</source>
        <translation>Onderbreken op accustroom</translation>
    </message>
    <message>
        <source>Switch between tasks every</source>
        <translation>Wisselen tussen taken elke</translation>
    </message>
    <message>
        <source>Request tasks to checkpoint at most every</source>
        <translation>Taken hoogstens om een checkpoint vragen elke</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>seconden</translation>
    </message>
    <message>
        <source>Leave non-GPU tasks in memory while suspended</source>
        <translation>Niet-GPU-taken in het geheugen laten tijdens onderbreking</translation>
    </message>
    <message>
        <source>Store at least</source>
        <translation>Minstens voorraad houden:</translation>
    </message>
    <message>
        <source>days of work</source>
        <translation>dagen werk</translation>
    </message>
    <message>
        <source>Store up to an additional</source>
        <translation>Extra voorraad tot</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Schijf</translation>
    </message>
    <message>
        <source>Use no more than</source>
        <translation>Niet meer gebruiken dan</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>geen limiet</translation>
    </message>
    <message>
        <source>Leave at least</source>
        <translation>Minstens vrij laten:</translation>
    </message>
    <message>
        <source>GB free</source>
        <translation>GB vrij</translation>
    </message>
    <message>
        <source>% of total</source>
        <translation>% van het totaal</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Geheugen</translation>
    </message>
    <message>
        <source>When computer is in use, use at most</source>
        <translation>Als de computer in gebruik is, hoogstens gebruiken:</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>% van het geheugen</translation>
    </message>
    <message>
        <source>When computer is not in use, use at most</source>
        <translation>Als de computer niet in gebruik is, hoogstens gebruiken:</translation>
    </message>
    <message>
        <source>Page/swap file: use at most</source>
        <translation>Wisselbestand: hoogstens gebruiken</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>Netwerkgebruik</translation>
    </message>
    <message>
        <source>Limit download rate to</source>
        <translation>Downloadsnelheid beperken tot</translation>
    </message>
    <message>
        <source>Limit upload rate to</source>
        <translation>Uploadsnelheid beperken tot</translation>
    </message>
    <message>
        <source>Limit usage to</source>
        <translation>Gebruik beperken tot</translation>
    </message>
    <message>
        <source>… every</source>
        <translation>… elke</translation>
    </message>
    <message>
        <source>days</source>
        <translation>dagen</translation>
    </message>
    <message>
        <source>Skip data verification for image files</source>
        <translation>Gegevenscontrole van imagebestanden overslaan</translation>
    </message>
    <message>
        <source>Confirm before connecting to the Internet</source>
        <translation>Bevestigen voor verbinding met internet</translation>
    </message>
    <message>
        <source>Disconnect when done</source>
        <translation>Verbinding verbreken als klaar</translation>
    </message>
</context>
<context>
    <name>prefs_check</name>
    <message>
        <source>Suspending when other programs use more than under 1% of the CPU will suspend almost always.</source>
        <translation>Onderbreken wanneer andere programma&apos;s meer dan minder dan 1% van de CPU gebruiken, onderbreekt bijna altijd.</translation>
    </message>
    <message>
        <source>A work buffer over 10 days risks missing deadlines; projects may also send less.</source>
        <translation>Een werkvoorraad van meer dan 10 dagen riskeert gemiste deadlines; projecten sturen misschien ook minder.</translation>
    </message>
    <message>
        <source>No disk limit is set: the client may fill the disk.</source>
        <translation>Er is geen schijflimiet ingesteld: de client kan de schijf vullen.</translation>
    </message>
    <message>
        <source>A transfer limit needs a period: set &apos;every N days&apos; to 1 or more, or the limit to 0.</source>
        <translation>Een overdrachtslimiet heeft een periode nodig: zet „elke N dagen” op 1 of meer, of de limiet op 0.</translation>
    </message>
    <message>
        <source>The daily computing window is empty, so nothing would ever run.</source>
        <translation>Het dagelijkse rekenvenster is leeg, dus er zou nooit iets draaien.</translation>
    </message>
    <message>
        <source>Under 5% of memory is too little for most tasks; they will wait for memory.</source>
        <translation>Minder dan 5% van het geheugen is te weinig voor de meeste taken; ze gaan op geheugen wachten.</translation>
    </message>
    <message>
        <source>Nothing would ever run: computing is suspended while the computer is in use, and also after {no_input} min without input, which is no longer than the {in_use} min that count as &apos;in use&apos;. Raise the no-input time above {in_use} min or allow computing while in use.</source>
        <translation>Er zou nooit iets draaien: rekenen is onderbroken terwijl de computer in gebruik is, en ook na {no_input} min zonder invoer, wat niet langer is dan de {in_use} min die als &apos;in gebruik&apos; gelden. Zet de tijd zonder invoer boven {in_use} min of sta rekenen tijdens gebruik toe.</translation>
    </message>
    <message>
        <source>At {percent}% of CPU time tasks will take over {times} times longer and may miss their deadlines.</source>
        <translation>Bij {percent}% van de CPU-tijd duren taken meer dan {times} keer zo lang en missen ze misschien hun deadlines.</translation>
    </message>
    <message>
        <source>{size} GB is too little for most projects&apos; files; little or no work will arrive.</source>
        <translation>{size} GB is te weinig voor de bestanden van de meeste projecten; er komt weinig of geen werk binnen.</translation>
    </message>
    <message>
        <source>Day of week {day} does not exist.</source>
        <translation>Weekdag {day} bestaat niet.</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dag</numerusform>
            <numerusform>%n dagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n uur</numerusform>
            <numerusform>%n uur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuut</numerusform>
            <numerusform>%n minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>{value} days</source>
        <translation>{value} dagen</translation>
    </message>
    <message>
        <source>{value} hours</source>
        <translation>{value} uur</translation>
    </message>
    <message>
        <source>{value} minutes</source>
        <translation>{value} minuten</translation>
    </message>
    <message>
        <source>it would share the CPUs with {names}, which has had no computer time yet and so comes first until it has had its share; {project}&apos;s resource share would be {share} instead of {before}</source>
        <translation>het zou de CPU&apos;s delen met {names}, dat nog geen rekentijd heeft gehad en daarom voorgaat tot het zijn aandeel heeft gehad; het hulpbronaandeel van {project} zou {share} zijn in plaats van {before}</translation>
    </message>
    <message>
        <source>its resource share would be {share} instead of {before}</source>
        <translation>zijn hulpbronaandeel zou {share} zijn in plaats van {before}</translation>
    </message>
    <message>
        <source>its resource share stays {share}</source>
        <translation>zijn hulpbronaandeel blijft {share}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}</source>
        <translation>
            <numerusform>{project} zou {cpu} van de CPU-tijd krijgen en in de komende {span} %n taak voltooien</numerusform>
            <numerusform>{project} zou {cpu} van de CPU-tijd krijgen en in de komende {span} %n taken voltooien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, missing %n deadline(s)</source>
        <translation>
            <numerusform>, waarbij %n deadline gemist wordt</numerusform>
            <numerusform>, waarbij %n deadlines gemist worden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} (today&apos;s settings: {before})</source>
        <translation>
            <numerusform>{project} zou in de komende {span} %n deadline missen (met de instellingen van vandaag: {before})</numerusform>
            <numerusform>{project} zou in de komende {span} %n deadlines missen (met de instellingen van vandaag: {before})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} zou in de komende {span} %n deadline missen in plaats van {before}</numerusform>
            <numerusform>{project} zou in de komende {span} %n deadlines missen in plaats van {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>{project} would get {cpu} of the CPU time instead of {before} ({reason})</source>
        <translation>{project} zou {cpu} van de CPU-tijd krijgen in plaats van {before} ({reason})</translation>
    </message>
    <message>
        <source>{project} would finish no task in the next {span}</source>
        <translation>{project} zou in de komende {span} geen taak voltooien</translation>
    </message>
    <message numerus="yes">
        <source>{project} would finish %n task(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} zou in de komende {span} %n taak voltooien in plaats van {before}</numerusform>
            <numerusform>{project} zou in de komende {span} %n taken voltooien in plaats van {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})</source>
        <translation>de CPU&apos;s die mogen rekenen zouden {idle} van de tijd stilstaan (met de huidige instellingen: {before})</translation>
    </message>
    <message>
        <source>no change expected in deadlines, CPU shares, tasks done or idle time</source>
        <translation>geen verandering verwacht in deadlines, CPU-aandelen, voltooide taken of inactieve tijd</translation>
    </message>
</context>
<context>
    <name>project_status</name>
    <message>
        <source>Suspended by user</source>
        <translation>Onderbroken door gebruiker</translation>
    </message>
    <message>
        <source>Won&apos;t get new tasks</source>
        <translation>Geen nieuwe taken</translation>
    </message>
    <message>
        <source>Project ended - OK to remove</source>
        <translation>Project beëindigd – kan worden verwijderd</translation>
    </message>
    <message>
        <source>Will remove when tasks done</source>
        <translation>Wordt verwijderd als de taken klaar zijn</translation>
    </message>
    <message>
        <source>Scheduler request in progress</source>
        <translation>Verzoek aan server bezig</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Verzoek aan server in afwachting</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Communicatie uitgesteld</translation>
    </message>
    <message>
        <source>Unknown reason</source>
        <translation>Onbekende reden</translation>
    </message>
    <message>
        <source>Requested by user</source>
        <translation>Aangevraagd door gebruiker</translation>
    </message>
    <message>
        <source>To report completed tasks</source>
        <translation>Om voltooide taken te rapporteren</translation>
    </message>
    <message>
        <source>To fetch work</source>
        <translation>Om werk op te halen</translation>
    </message>
    <message>
        <source>To send trickle-up message</source>
        <translation>Om een trickle-up-bericht te sturen</translation>
    </message>
    <message>
        <source>Requested by account manager</source>
        <translation>Aangevraagd door accountbeheerder</translation>
    </message>
    <message>
        <source>Project initialization</source>
        <translation>Projectinitialisatie</translation>
    </message>
    <message>
        <source>Requested by project</source>
        <translation>Aangevraagd door project</translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Resources</source>
        <translation>Hulpbronnen</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>CPU-gebruik (laatste interval)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Voortgangssnelheid</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>Proces-ID</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Piek van de werkset</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Piek van swap</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Piek van schijfgebruik</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Slotmap</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>Properties of project {name} ({url})</source>
        <translation>Eigenschappen van project {name} ({url})</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Werk</translation>
    </message>
    <message>
        <source>Account / team</source>
        <translation>Account / team</translation>
    </message>
    <message>
        <source>Work done (user / host)</source>
        <translation>Werk gedaan (gebruiker / host)</translation>
    </message>
    <message>
        <source>Average work done</source>
        <translation>Gemiddeld werk gedaan</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Hulpbronaandeel</translation>
    </message>
    <message>
        <source>{share} ({percent}% of the total)</source>
        <translation>{share} ({percent}% van het totaal)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actief</translation>
    </message>
    <message>
        <source>Turn to compute</source>
        <translation>Beurt om te rekenen</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Verzoek aan de planner in behandeling</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Communicatie uitgesteld</translation>
    </message>
    <message>
        <source>Last scheduler contact</source>
        <translation>Laatste contact met de planner</translation>
    </message>
    <message>
        <source>CPU time given</source>
        <translation>Gekregen CPU-tijd</translation>
    </message>
    <message>
        <source>Tasks succeeded / failed</source>
        <translation>Taken gelukt / mislukt</translation>
    </message>
    <message>
        <source>Duration correction factor</source>
        <translation>Correctiefactor voor de duur</translation>
    </message>
    <message>
        <source>Disk usage</source>
        <translation>Schijfgebruik</translation>
    </message>
    <message>
        <source>owed about {span} of computer time: it comes before the projects owed less</source>
        <translation>is ongeveer {span} rekentijd tegoed: komt voor de projecten die minder tegoed hebben</translation>
    </message>
    <message>
        <source>has had about {span} more than its share lately: others come first</source>
        <translation>heeft onlangs ongeveer {span} meer dan zijn aandeel gehad: anderen gaan voor</translation>
    </message>
    <message>
        <source>even: it has had its share of computer time</source>
        <translation>gelijk: heeft zijn aandeel rekentijd gehad</translation>
    </message>
    <message>
        <source>Predecessor</source>
        <translation>Voorganger</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Has successor</source>
        <translation>Heeft opvolger</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Kept for successor</source>
        <translation>Bewaard voor opvolger</translation>
    </message>
    <message>
        <source>yes: reported, kept with its files for the next task in the chain</source>
        <translation>ja: gerapporteerd, met zijn bestanden bewaard voor de volgende taak in de keten</translation>
    </message>
    <message>
        <source>Kept sticky files</source>
        <translation>Bewaarde blijvende bestanden</translation>
    </message>
    <message>
        <source>Postponed until</source>
        <translation>Uitgesteld tot</translation>
    </message>
    <message>
        <source>{time} (in {span})</source>
        <translation>{time} (over {span})</translation>
    </message>
    <message>
        <source>(projected to finish after its deadline)</source>
        <translation>(naar verwachting klaar na de deadline)</translation>
    </message>
    <message>
        <source>(run first to finish well before its deadline)</source>
        <translation>(eerst uitgevoerd om ruim voor de deadline klaar te zijn)</translation>
    </message>
    <message>
        <source>Properties of task {name}</source>
        <translation>Eigenschappen van taak {name}</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Toepassing</translation>
    </message>
    <message>
        <source>Workunit</source>
        <translation>Werkeenheid</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Waarom</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Ontvangen</translation>
    </message>
    <message>
        <source>Report deadline</source>
        <translation>Rapportagedeadline</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Voortgang</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Verstreken tijd</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU-tijd</translation>
    </message>
    <message>
        <source>CPU time at last checkpoint</source>
        <translation>CPU-tijd bij het laatste controlepunt</translation>
    </message>
    <message>
        <source>Estimated time remaining</source>
        <translation>Geschatte resterende tijd</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Slot</translation>
    </message>
    <message>
        <source>Memory (working set)</source>
        <translation>Geheugen (werkset)</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>“%1”</source>
        <translation>‘%1’</translation>
    </message>
    <message>
        <source>your preference to leave at least %1 free</source>
        <translation>uw voorkeur om minstens %1 vrij te laten</translation>
    </message>
    <message>
        <source>your preference to use no more than %1 % of the disk</source>
        <translation>uw voorkeur om niet meer dan %1% van de schijf te gebruiken</translation>
    </message>
    <message>
        <source>your preference to use no more than %1</source>
        <translation>uw voorkeur om niet meer dan %1 te gebruiken</translation>
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
        <translation>%1 u</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 dagen</translation>
    </message>
    <message>
        <source>not asking: the queue already holds the {min} days of work you asked for</source>
        <translation>vraagt niet: de wachtrij bevat al de gevraagde {min} dagen werk</translation>
    </message>
    <message>
        <source>not asking: it has more than its share of queued work</source>
        <translation>vraagt niet: het heeft meer dan zijn deel aan werk in de wachtrij</translation>
    </message>
    <message>
        <source>not asking yet: another project is owed more computer time and is asked first</source>
        <translation>vraagt nog niet: een ander project heeft meer rekentijd tegoed en vraagt eerst</translation>
    </message>
    <message>
        <source>not asking: you suspended it</source>
        <translation>vraagt niet: u hebt het onderbroken</translation>
    </message>
    <message>
        <source>not asking: you set it to get no new tasks</source>
        <translation>vraagt niet: u hebt het ingesteld op geen nieuwe taken</translation>
    </message>
    <message>
        <source>not asking: the project has ended; you can remove it</source>
        <translation>vraagt niet: het project is beëindigd; u kunt het verwijderen</translation>
    </message>
    <message>
        <source>not asking: it is a non-CPU-intensive project</source>
        <translation>vraagt niet: het is een niet-CPU-intensief project</translation>
    </message>
    <message>
        <source>not asking: its resource share is 0, so it gets work only when no other project has any</source>
        <translation>vraagt niet: zijn aandeel middelen is 0, het krijgt alleen werk als geen ander project werk heeft</translation>
    </message>
    <message>
        <source>not asking for a while: its recent requests brought no work</source>
        <translation>vraagt even niet: recente verzoeken leverden geen werk op</translation>
    </message>
    <message>
        <source>not asking: queued tasks are already at risk of missing their deadlines</source>
        <translation>vraagt niet: taken in de wachtrij dreigen hun deadline al te missen</translation>
    </message>
    <message>
        <source>not asking: it has had more than its share of computer time lately</source>
        <translation>vraagt niet: het kreeg de laatste tijd meer dan zijn deel aan rekentijd</translation>
    </message>
    <message>
        <source>not asking: computing is suspended, so the queued tasks would only wait</source>
        <translation>vraagt niet: het rekenen is onderbroken, wachtende taken zouden alleen wachten</translation>
    </message>
    <message>
        <source>not asking: it has enough work for the tasks its app_config.xml limit lets run at once</source>
        <translation>vraagt niet: genoeg werk voor de taken die de limiet in app_config.xml tegelijk laat draaien</translation>
    </message>
    <message>
        <source>nothing to wait for</source>
        <translation>niets om op te wachten</translation>
    </message>
    <message>
        <source>not contacted: you suspended it</source>
        <translation>geen contact: u hebt het onderbroken</translation>
    </message>
    <message>
        <source>not contacted: network activity is suspended</source>
        <translation>geen contact: netwerkactiviteit is onderbroken</translation>
    </message>
    <message>
        <source>its list of schedulers could not be read; tried again daily</source>
        <translation>de lijst met schedulers was onleesbaar; dagelijks nieuwe poging</translation>
    </message>
    <message>
        <source>another project is contacted first</source>
        <translation>eerst wordt een ander project gecontacteerd</translation>
    </message>
    <message>
        <source>its finished tasks are not due for reporting yet</source>
        <translation>de voltooide taken hoeven nog niet gemeld te worden</translation>
    </message>
    <message>
        <source>waiting for the next check for work</source>
        <translation>wacht op de volgende controle op werk</translation>
    </message>
    <message>
        <source>asking for work: its queue is below your %1-day minimum</source>
        <translation>vraagt om werk: de wachtrij is onder uw minimum van %1 dagen</translation>
    </message>
    <message>
        <source>backed off for %1 after a failed request</source>
        <translation>wacht %1 na een mislukt verzoek</translation>
    </message>
    <message>
        <source>backed off for %1 after %2 failed requests</source>
        <translation>wacht %1 na %2 mislukte verzoeken</translation>
    </message>
    <message>
        <source>waiting %1 before contacting the project again</source>
        <translation>wacht %1 voordat het project opnieuw wordt benaderd</translation>
    </message>
    <message>
        <source>the project asked for %1 between requests</source>
        <translation>het project vraagt %1 tussen verzoeken</translation>
    </message>
    <message>
        <source>the project asked for a pause between requests</source>
        <translation>het project vraagt een pauze tussen verzoeken</translation>
    </message>
    <message>
        <source>no work-fetch decision yet</source>
        <translation>nog geen beslissing over werk ophalen</translation>
    </message>
    <message>
        <source>Work fetch: %1</source>
        <translation>Werk ophalen: %1</translation>
    </message>
    <message>
        <source>Scheduling priority (debt): %1 CPU s · long-term debt %2 s</source>
        <translation>Planningsprioriteit (schuld): %1 CPU-s · langetermijnschuld %2 s</translation>
    </message>
    <message>
        <source>Resource share %1 (%2%)</source>
        <translation>Aandeel middelen %1 (%2%)</translation>
    </message>
    <message>
        <source>Next contact in %1</source>
        <translation>Volgend contact over %1</translation>
    </message>
    <message>
        <source> · failed requests: %1</source>
        <translation> · mislukte verzoeken: %1</translation>
    </message>
    <message>
        <source>you suspended computing (Activity menu)</source>
        <translation>u hebt het rekenen onderbroken (menu Activiteit)</translation>
    </message>
    <message>
        <source>you are using the computer, and your preferences pause computing then</source>
        <translation>u gebruikt de computer, en volgens uw voorkeuren wordt er dan niet gerekend</translation>
    </message>
    <message>
        <source>no one has used the computer lately, and your preferences compute only while in use</source>
        <translation>niemand heeft de computer onlangs gebruikt, en volgens uw voorkeuren wordt alleen tijdens gebruik gerekend</translation>
    </message>
    <message>
        <source>other programs keep the CPUs busy beyond the limit in your preferences</source>
        <translation>andere programma&apos;s belasten de CPU&apos;s boven de limiet in uw voorkeuren</translation>
    </message>
    <message>
        <source>the computer runs on batteries, and your preferences pause computing then</source>
        <translation>de computer draait op accu, en volgens uw voorkeuren wordt er dan niet gerekend</translation>
    </message>
    <message>
        <source>your preferences allow computing only at other times of day</source>
        <translation>uw voorkeuren staan rekenen alleen op andere tijden van de dag toe</translation>
    </message>
    <message>
        <source>computing starts a little after the client starts</source>
        <translation>het rekenen begint kort nadat de client is gestart</translation>
    </message>
    <message>
        <source>the CPU benchmarks are running</source>
        <translation>de CPU-benchmarks draaien</translation>
    </message>
    <message>
        <source>the client needs more disk space than your preferences allow</source>
        <translation>de client heeft meer schijfruimte nodig dan uw voorkeuren toestaan</translation>
    </message>
    <message>
        <source>Suspended: you suspended its project</source>
        <translation>Onderbroken: u hebt het project onderbroken</translation>
    </message>
    <message>
        <source>Suspended: you suspended this task</source>
        <translation>Onderbroken: u hebt deze taak onderbroken</translation>
    </message>
    <message>
        <source>Suspended: %1</source>
        <translation>Onderbroken: %1</translation>
    </message>
    <message>
        <source>keeps its running task</source>
        <translation>houdt zijn lopende taak</translation>
    </message>
    <message>
        <source>resumes its preempted task</source>
        <translation>hervat zijn onderbroken taak</translation>
    </message>
    <message>
        <source>starts its earliest-deadline job</source>
        <translation>start zijn taak met de vroegste deadline</translation>
    </message>
    <message>
        <source>waiting: every CPU runs a task whose deadline is at risk or whose time slice is not over</source>
        <translation>wacht: elke CPU draait een taak met een deadline in gevaar of met een tijdsblok dat nog niet om is</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: a task whose deadline is at risk needs its CPU</source>
        <translation>gestopt voor het einde van zijn tijdsblok: een taak met een deadline in gevaar heeft zijn CPU nodig</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: fewer CPUs may be used than tasks were running</source>
        <translation>gestopt voor het einde van zijn tijdsblok: er mogen minder CPU&apos;s gebruikt worden dan er taken draaiden</translation>
    </message>
    <message>
        <source>waiting: computing is suspended (Activity: never)</source>
        <translation>wacht: rekenen is onderbroken (Activiteit: nooit)</translation>
    </message>
    <message>
        <source>waiting: GPU computing is suspended</source>
        <translation>wacht: rekenen op de GPU is onderbroken</translation>
    </message>
    <message>
        <source>waiting: you suspended it</source>
        <translation>wacht: u hebt de taak onderbroken</translation>
    </message>
    <message>
        <source>waiting: its input files are not downloaded yet</source>
        <translation>wacht: de invoerbestanden zijn nog niet gedownload</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>voltooid</translation>
    </message>
    <message>
        <source>running: it keeps its CPU for its time slice, about %1 more</source>
        <translation>draait: houdt zijn CPU voor zijn tijdsblok, nog ongeveer %1</translation>
    </message>
    <message>
        <source>running: %1 is owed the most computer time for its resource share, so it %2</source>
        <translation>draait: %1 heeft naar zijn aandeel middelen de meeste rekentijd tegoed, dus: %2</translation>
    </message>
    <message>
        <source>waiting: %1 is owed more computer time than %2 for its resource share</source>
        <translation>wacht: %1 heeft naar zijn aandeel middelen meer rekentijd tegoed dan %2</translation>
    </message>
    <message>
        <source>running first: taking turns with the other tasks it would finish %1 after its deadline</source>
        <translation>draait eerst: om beurten met de andere taken zou ze %1 na de deadline klaar zijn</translation>
    </message>
    <message>
        <source>running first: taking turns it would finish only %1 before its deadline, closer than your work buffer&apos;s minimum</source>
        <translation>draait eerst: om beurten zou ze maar %1 voor de deadline klaar zijn, minder dan het minimum van uw werkvoorraad</translation>
    </message>
    <message>
        <source>waiting: at most %1 tasks of %2 may run at once (your app_config.xml limit)</source>
        <translation>wacht: hoogstens %1 taken van %2 mogen tegelijk draaien (uw limiet in app_config.xml)</translation>
    </message>
    <message>
        <source>waiting: %1&apos;s CPU time goes to its running tasks or those due sooner</source>
        <translation>wacht: de CPU-tijd van %1 gaat naar zijn lopende of eerder verlopende taken</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, %2 free</source>
        <translation>wacht: heeft %1 CPU&apos;s nodig, %2 vrij</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, but your preferences let the client use only %2</source>
        <translation>wacht: heeft %1 CPU&apos;s nodig, maar uw voorkeuren laten de client er maar %2 gebruiken</translation>
    </message>
    <message>
        <source>waiting: its app asked to be started again later (%1)</source>
        <translation>wacht: de toepassing vroeg om later opnieuw gestart te worden (%1)</translation>
    </message>
    <message>
        <source>waiting: you suspended its project %1</source>
        <translation>wacht: u hebt het project %1 onderbroken</translation>
    </message>
    <message>
        <source>waiting: needs a %1 GPU, which this computer does not have</source>
        <translation>wacht: heeft een %1-GPU nodig, die deze computer niet heeft</translation>
    </message>
    <message>
        <source>waiting: needs %1 MB of GPU memory; the device has %2 MB</source>
        <translation>wacht: heeft %1 MB GPU-geheugen nodig; het apparaat heeft %2 MB</translation>
    </message>
    <message>
        <source>waiting: every %1 device is excluded for its app (cc_config.xml)</source>
        <translation>wacht: elk %1-apparaat is uitgesloten voor de toepassing (cc_config.xml)</translation>
    </message>
    <message>
        <source>waiting: no %1 GPU has room for %2 of a device</source>
        <translation>wacht: geen %1-GPU heeft ruimte voor %2 van een apparaat</translation>
    </message>
    <message>
        <source>waiting: its %1 device %2 is gone and no other has room</source>
        <translation>wacht: het %1-apparaat %2 is verdwenen en geen ander heeft ruimte</translation>
    </message>
    <message>
        <source>running: GPU task, %1 of %2 device %3</source>
        <translation>draait: GPU-taak, %1 van %2-apparaat %3</translation>
    </message>
    <message>
        <source>Done: it is reported at the next scheduler contact</source>
        <translation>Klaar: wordt gerapporteerd bij het volgende contact met de server</translation>
    </message>
    <message>
        <source>Done: its result is being sent to the project</source>
        <translation>Klaar: het resultaat wordt naar het project gestuurd</translation>
    </message>
    <message>
        <source>Its input files are being downloaded</source>
        <translation>De invoerbestanden worden gedownload</translation>
    </message>
    <message>
        <source>Queued: it starts when a CPU is free and its turn comes</source>
        <translation>In de wachtrij: start zodra een CPU vrij is en het aan de beurt is</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Voltooid</translation>
    </message>
    <message>
        <source>the disk size is unknown</source>
        <translation>de grootte van de schijf is onbekend</translation>
    </message>
    <message>
        <source>files no task needs any more will be deleted first</source>
        <translation>eerst worden bestanden verwijderd die geen taak meer nodig heeft</translation>
    </message>
    <message>
        <source>its expired files will be deleted first</source>
        <translation>eerst worden de verlopen bestanden verwijderd</translation>
    </message>
    <message>
        <source>its lowest-priority files will be deleted first</source>
        <translation>eerst worden de bestanden met de laagste prioriteit verwijderd</translation>
    </message>
    <message>
        <source>its least recently used files will be deleted first</source>
        <translation>eerst worden de langst niet gebruikte bestanden verwijderd</translation>
    </message>
    <message>
        <source>but every one of its files is in use, so none can be deleted</source>
        <translation>maar elk van zijn bestanden is in gebruik, dus geen enkel kan worden verwijderd</translation>
    </message>
    <message>
        <source>The client may use no disk space (%1); change the disk preferences or free space on the disk.</source>
        <translation>De client mag geen schijfruimte gebruiken (%1); wijzig de schijfvoorkeuren of maak ruimte vrij op de schijf.</translation>
    </message>
    <message>
        <source>The client uses %1, %2 more than the %3 allowed (%4); files will be deleted, from projects over their share first.</source>
        <translation>De client gebruikt %1, %2 meer dan de toegestane %3 (%4); bestanden worden verwijderd, eerst van projecten boven hun aandeel.</translation>
    </message>
    <message>
        <source>Project %1 is over its share by %2; %3.</source>
        <translation>Project %1 zit %2 boven zijn aandeel; %3.</translation>
    </message>
    <message>
        <source>All projects are within their disk shares; %1 of the %2 allowed is free (%3).</source>
        <translation>Alle projecten blijven binnen hun schijfaandeel; %1 van de toegestane %2 is vrij (%3).</translation>
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
    <name>task_resources</name>
    <message>
        <source>%1% per hour</source>
        <translation>%1 % per uur</translation>
    </message>
    <message>
        <source>%1% per minute</source>
        <translation>%1 % per minuut</translation>
    </message>
    <message>
        <source>%1% per second</source>
        <translation>%1 % per seconde</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Middelen</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>CPU-gebruik (laatste interval)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Voortgangssnelheid</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>Proces-ID</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Piek werkgeheugen</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Piek-swap</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Piekgebruik schijf</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Slotmap</translation>
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
        <translation>opnieuw over</translation>
    </message>
    <message>
        <source>suspended - network activity suspended</source>
        <translation>onderbroken – netwerkactiviteit onderbroken</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actief</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>in afwachting</translation>
    </message>
    <message>
        <source>project backoff</source>
        <translation>projectpauze</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>1&amp;5 minutes</source>
        <translation>15 &amp;minuten</translation>
    </message>
    <message>
        <source>&amp;1 hour</source>
        <translation>1 &amp;uur</translation>
    </message>
    <message>
        <source>&amp;3 hours</source>
        <translation>3 uu&amp;r</translation>
    </message>
    <message>
        <source>&amp;Until resumed</source>
        <translation>&amp;Tot hervatten</translation>
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
        <source>Start the task&apos;s graphics application</source>
        <translation>De grafische toepassing van de taak starten</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Welke soorten berichten de client in zijn gebeurtenislogboek schrijft</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>cc_config.xml en de app_config.xml-bestanden opnieuw inlezen</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>De documentatie van boinc-gui openen</translation>
    </message>
    <message>
        <source>&amp;Web pages</source>
        <translation>&amp;Webpagina&apos;s</translation>
    </message>
    <message>
        <source>Show &amp;graphics</source>
        <translation>&amp;Graphics tonen</translation>
    </message>
    <message>
        <source>Event log &amp;window…</source>
        <translation>Gebeurtenislogboek &amp;in venster…</translation>
    </message>
    <message>
        <source>Event log &amp;options…</source>
        <translation>&amp;Opties voor gebeurtenislogboek…</translation>
    </message>
    <message>
        <source>Read &amp;config files</source>
        <translation>&amp;Configuratiebestanden inlezen</translation>
    </message>
    <message>
        <source>Run CPU &amp;benchmarks</source>
        <translation>CPU-&amp;benchmarks uitvoeren</translation>
    </message>
    <message>
        <source>Retry all &amp;transfers</source>
        <translation>A&amp;lle overdrachten opnieuw proberen</translation>
    </message>
    <message>
        <source>Try every pending upload and download, and every deferred scheduler request, now</source>
        <translation>Nu elke wachtende upload en download en elk uitgesteld schedulerverzoek proberen</translation>
    </message>
    <message>
        <source>boinc-gui &amp;help</source>
        <translation>boinc-gui-&amp;help</translation>
    </message>
    <message>
        <source>&amp;Select one project</source>
        <translation>&amp;Selecteer één project</translation>
    </message>
    <message>
        <source>%1 &amp;home page</source>
        <translation>&amp;Startpagina van %1</translation>
    </message>
    <message>
        <source>The project has sent &amp;no other links yet</source>
        <translation>Het project heeft &amp;nog geen andere links gestuurd</translation>
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
