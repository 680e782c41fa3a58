<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>About</name>
    <message>
        <source>installed with the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: an emulated client keeps its tasks in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the computer shown (a remote client)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A manager for volunteer computing, compatible with BOINC&apos;s clients and projects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documentation: {docs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BOINC, its projects and its community: {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client: {client}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data directory: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation type="unfinished">Informazioni su boinc-gui</translation>
    </message>
</context>
<context>
    <name>AcctMgrDialog</name>
    <message>
        <source>Use an account manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An account manager keeps your list of projects on its web site and attaches all your computers to them. Sign in with your account at the manager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account manager URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account manager user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account manager password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name or email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synchronise now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop using it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer uses {manager} ({url}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your user name (or email) and password at the account manager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contacting the account manager…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synchronising with the account manager…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaving the account manager…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppConfigDialog</name>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most running at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs per task (0 = as sent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a whole number from 0 ({no_limit}) to {most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: longer than {most} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: contains control characters (a line break?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project application settings (app_config.xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most tasks of this project running at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report every finished task at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>application name (as the project names it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current app_config.xml cannot be used ({reason}); saving replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A whole number, or 0 for no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a new application name (no &lt; &gt; or &amp;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved; the client uses the new settings now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <source>I have an account (email and password)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am new: create an account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I have an account key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add project to {computer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a project to give the computer {computer}&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a project to give your computer&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search projects by name, science area or institution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo project (built in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forgot your password?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>account key (32 hex digits from the project&apos;s web site)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terms of use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I accept the project&apos;s terms of use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use an account manager…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What attaching would do (emulated; the new project&apos;s jobs are guessed until it sends some)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a project to see what it would do to the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(already attached)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create account and attach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your account key (on the project&apos;s web site, under your account).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your account key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the project for your account…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You did not accept the project&apos;s terms of use, so no account was created. Tick the box to accept them, or cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two passwords differ: type the same password in both boxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating your account at the project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the project&apos;s terms of use above; tick the box to accept them, then click again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contacting the project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach failed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached; waiting for the project to accept the account…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project did not accept the account: {reason} The project was removed again; correct the account and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s scheduler has not answered yet; the project stays attached and the client keeps trying. See the event log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventLogWindow</name>
    <message>
        <source>boinc-gui — Event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show messages of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy every line shown to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected lines to the clipboard (Ctrl+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuDevicesDialog</name>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(declared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a project off a GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every app (or an app&apos;s short name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>App</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer has no GPU the client uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every {gpu} device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gpu} device {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Edit host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host name or IP address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the host&apos;s name or IP address.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostListModel</name>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in this program</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostManager</name>
    <message>
        <source>connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>password needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer (timed out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection reset by the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection refused (is the client running, and does it accept this computer?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host closed the connection (this computer may not be in its remote_hosts.cfg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected, {ms} ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; retrying in {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password is kept in your system keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer for {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GUI RPC password for {host} ({address}:{port}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostSelector</name>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which computer the tabs show (or all of them at once)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hosts</name>
    <message>
        <source>All computers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{all}: {answering} of {shown} answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ho&amp;sts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manage hosts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add host…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all computers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostsDialog</name>
    <message>
        <source>Hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {host} from the list?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogFlagsDialog</name>
    <message>
        <source>Event log options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kinds of messages the client writes to its event log. The *_debug flags are for finding a problem: they write many lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event log options are set for the client on this computer (its cc_config.xml is here); for another computer, edit the file there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}); it is left as it is. Correct it, then try again.</source>
        <translation type="unfinished"></translation>
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
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt;: see the Proxy page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using local preferences: saved in global_prefs_override.xml in the data directory and applied at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems with these preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;{name}&gt;, {low} to {high} {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute only between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer files only between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing</source>
        <translation type="unfinished">Calcolo</translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished">Rete</translation>
    </message>
    <message>
        <source>Day-of-week override (replaces the every-day window on that day):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manager (this window)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished">Tema</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing the window keeps computing in the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before exiting (computing stops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignored where the desktop has no system tray: the window opens then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start boinc-gui when I log in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes or removes {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remind me of unread notices every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep task history up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt; are the client&apos;s settings, not this window&apos;s: the client reads &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in its data directory, or takes them from &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not remove {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview (emulated from this computer&apos;s tasks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a setting to see what it would do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview figures per project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the next {span}: {changes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; deadlines missed {missed}; requests to its server per day {rpcs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share {share}; tasks done {done} ({done_now} with the current settings); deadlines missed {missed} ({missed_now} with the current settings); requests to its server per day {rpcs} ({rpcs_now} with the current settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({percent} of it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk: {used} used now; limit {limit}{share}, set by {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({limit} with the current settings)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProxyPage</name>
    <message>
        <source>Proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client connects to projects through these proxies from the moment you save. Passwords are kept with the client&apos;s settings in its data directory, readable only by you (the client needs them to connect on its own).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cc_config.xml names a proxy: the client uses that one, and keeps these settings for when it no longer does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect through an HTTP proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOCKS proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect through a SOCKS 5 proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host names, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not use a proxy for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{proxy} server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{proxy} port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{proxy} user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{proxy} password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the HTTP proxy needs a server name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SOCKS proxy needs a server name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>Edit rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When (all that are ticked hold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU temperature above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every day (or e.g. mon-fri, sat,sun)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On battery below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path of the CSV file: WHEN,VALUE lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation type="unfinished">Sospendi l&apos;attività di rete</translation>
    </message>
    <message>
        <source>Allow computing (lift the preferences&apos; suspensions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow network activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snooze for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft stop (each task after its next checkpoint, then suspend)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the time of day starts and ends at the same time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the program&apos;s name (not a path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the schedule&apos;s CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tick “above” or “below” for the schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the text to notify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another rule is already named &apos;{name}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This rule cannot work yet: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First rule that holds decides; the rules apply to the chosen computer&apos;s client, which evaluates them itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The changes to the rules of {host} are not saved. Drop them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No computer&apos;s rules can be edited here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{host} is not connected (its password is needed): choose it in the window first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the rules of {host}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused by the client (not kept when you save; the previous file stays as rules.xml.bak):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client on {host} does not support rules: only boinc-core evaluates them (a BOINC client does not).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of {host} cannot be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{host} refused the rules: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{host} could not be reached: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In force now: {rules}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rule holds now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing suspended: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network activity suspended: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending the rules to {host}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules could not be saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShareWhatIf</name>
    <message>
        <source>What if the resource share were different?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource share to preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource shares are set in your account on the project&apos;s web site (or by your account manager). Change the number to see what another share would do here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource share:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransportBox</name>
    <message>
        <source>(SSH via {where})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain GUI RPC (any BOINC client)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS (boinc-core with --gui-rpc-tls-port)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH tunnel (BOINC listening on the host&apos;s 127.0.0.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the new certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your user name here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSH agent and ~/.ssh keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, or unchanged (kept in the keyring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach it by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet: the first certificate seen is pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not get it: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare it with what `boinc-core tls-fingerprint` prints on that computer; it is pinned when you press OK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same as the pinned one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIFFERENT from the pinned one: accept it only if that computer&apos;s certificate was made anew and `boinc-core tls-fingerprint` there prints this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted: pinned when you press OK</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_Window</name>
    <message>
        <source>{label} from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
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
    <name>prefs</name>
    <message>
        <source>Computing</source>
        <translation type="unfinished">Calcolo</translation>
    </message>
    <message>
        <source>Daily schedules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk and memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished">Rete</translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of the CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days of work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties of project {name} ({url})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account / team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work done (user / host)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average work done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{share} ({percent}% of the total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn to compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last scheduler contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU time given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks succeeded / failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration correction factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owed about {span} of computer time: it comes before the projects owed less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has had about {span} more than its share lately: others come first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even: it has had its share of computer time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predecessor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has successor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept for successor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes: reported, kept with its files for the next task in the chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept sticky files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Postponed until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{time} (in {span})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(projected to finish after its deadline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(run first to finish well before its deadline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties of task {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workunit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU time at last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated time remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (working set)</source>
        <translation type="unfinished"></translation>
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
</TS>
