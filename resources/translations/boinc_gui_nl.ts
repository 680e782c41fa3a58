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
    <message>
        <source>wrong password</source>
        <translation>verkeerd wachtwoord</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>geen account met deze naam bij de accountbeheerder</translation>
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
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>Vul het webadres (URL) van het project in.</translation>
    </message>
    <message>
        <source>The URL has no host name.</source>
        <translation>De URL heeft geen hostnaam.</translation>
    </message>
    <message>
        <source>The URL contains spaces or control characters.</source>
        <translation>De URL bevat spaties of stuurtekens.</translation>
    </message>
    <message>
        <source>A project URL starts with http:// or https://, not {scheme}://.</source>
        <translation>Een project-URL begint met http:// of https://, niet met {scheme}://.</translation>
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
        <source>Attach failed: {reason}</source>
        <translation>Koppelen mislukt: {reason}</translation>
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
        <source>The password is kept in your system keyring.</source>
        <translation>Het wachtwoord wordt bewaard in de sleutelbos van uw systeem.</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>Er is geen sleutelbos van het systeem beschikbaar, dus het wachtwoord wordt niet opgeslagen: boinc-gui houdt het alleen zolang het draait en vraagt er de volgende keer opnieuw om.</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Deze computer</translation>
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
        <source>Manage hosts…</source>
        <translation>Hosts beheren…</translation>
    </message>
    <message>
        <source>Add host…</source>
        <translation>Host toevoegen…</translation>
    </message>
    <message>
        <source>Show all computers</source>
        <translation>Alle computers tonen</translation>
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
        <source>When computer is in use</source>
        <translation>Als de computer in gebruik is</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>Als de computer niet in gebruik is</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Algemeen</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Schijf</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Geheugen</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>Netwerkgebruik</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minuten</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>seconden</translation>
    </message>
    <message>
        <source>days</source>
        <translation>dagen</translation>
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
        <source>days of work</source>
        <translation>dagen werk</translation>
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
        <source>% of memory</source>
        <translation>% van het geheugen</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>geen limiet</translation>
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
</TS>
