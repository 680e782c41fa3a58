<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>About</name>
    <message>
        <source>installed with the program</source>
        <translation>installée avec le programme</translation>
    </message>
    <message>
        <source>none: an emulated client keeps its tasks in memory</source>
        <translation>aucun : un client émulé garde ses tâches en mémoire</translation>
    </message>
    <message>
        <source>on the computer shown (a remote client)</source>
        <translation>sur l&apos;ordinateur affiché (un client distant)</translation>
    </message>
    <message>
        <source>A manager for volunteer computing, compatible with BOINC&apos;s clients and projects.</source>
        <translation>Un gestionnaire pour le calcul bénévole, compatible avec les clients et les projets de BOINC.</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Licence : {licence}.</translation>
    </message>
    <message>
        <source>Documentation: {docs}</source>
        <translation>Documentation : {docs}</translation>
    </message>
    <message>
        <source>BOINC, its projects and its community: {url}</source>
        <translation>BOINC, ses projets et sa communauté : {url}</translation>
    </message>
    <message>
        <source>Client: {client}</source>
        <translation>Client : {client}</translation>
    </message>
    <message>
        <source>Data directory: {where}</source>
        <translation>Répertoire de données : {where}</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>À propos de boinc-gui</translation>
    </message>
</context>
<context>
    <name>AcctMgrDialog</name>
    <message>
        <source>Use an account manager</source>
        <translation>Utiliser un gestionnaire de comptes</translation>
    </message>
    <message>
        <source>An account manager keeps your list of projects on its web site and attaches all your computers to them. Sign in with your account at the manager.</source>
        <translation>Un gestionnaire de comptes tient votre liste de projets sur son site web et y inscrit tous vos ordinateurs. Connectez-vous avec votre compte auprès du gestionnaire.</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Gestionnaire de comptes</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Autre…</translation>
    </message>
    <message>
        <source>Account manager URL</source>
        <translation>URL du gestionnaire de comptes</translation>
    </message>
    <message>
        <source>Account manager user name</source>
        <translation>Nom d&apos;utilisateur auprès du gestionnaire de comptes</translation>
    </message>
    <message>
        <source>Account manager password</source>
        <translation>Mot de passe auprès du gestionnaire de comptes</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Gestionnaire</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Name or email</source>
        <translation>Nom ou e-mail</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Synchronise now</source>
        <translation>Synchroniser maintenant</translation>
    </message>
    <message>
        <source>Stop using it</source>
        <translation>Ne plus l&apos;utiliser</translation>
    </message>
    <message>
        <source>This computer uses {manager} ({url}).</source>
        <translation>Cet ordinateur utilise {manager} ({url}).</translation>
    </message>
    <message>
        <source>Enter your user name (or email) and password at the account manager.</source>
        <translation>Saisissez votre nom d&apos;utilisateur (ou e-mail) et votre mot de passe auprès du gestionnaire de comptes.</translation>
    </message>
    <message>
        <source>Contacting the account manager…</source>
        <translation>Contact du gestionnaire de comptes…</translation>
    </message>
    <message>
        <source>Synchronising with the account manager…</source>
        <translation>Synchronisation avec le gestionnaire de comptes…</translation>
    </message>
    <message>
        <source>Leaving the account manager…</source>
        <translation>Départ du gestionnaire de comptes…</translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation>mot de passe erroné</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>aucun compte de ce nom auprès du gestionnaire de comptes</translation>
    </message>
</context>
<context>
    <name>AppConfigDialog</name>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Application</translation>
    </message>
    <message>
        <source>Most running at once</source>
        <translation>Au plus en même temps</translation>
    </message>
    <message>
        <source>Report at once</source>
        <translation>Signaler aussitôt</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Ligne de commande</translation>
    </message>
    <message>
        <source>CPUs per task (0 = as sent)</source>
        <translation>CPU par tâche (0 = comme envoyé)</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a whole number from 0 ({no_limit}) to {most}</source>
        <translation>{where} : « {text} » n&apos;est pas un nombre entier de 0 ({no_limit}) à {most}</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a number</source>
        <translation>{where} : « {text} » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)</source>
        <translation>{where} : {text} est hors limites (0 à {most} ; 0.5 = un demi-CPU)</translation>
    </message>
    <message>
        <source>{where}: longer than {most} characters</source>
        <translation>{where} : plus long que {most} caractères</translation>
    </message>
    <message>
        <source>{where}: contains control characters (a line break?)</source>
        <translation>{where} : contient des caractères de contrôle (un saut de ligne ?)</translation>
    </message>
    <message>
        <source>Project application settings (app_config.xml)</source>
        <translation>Réglages des applications du projet (app_config.xml)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <source>Most tasks of this project running at once</source>
        <translation>Nombre maximal de tâches de ce projet en même temps</translation>
    </message>
    <message>
        <source>Report every finished task at once</source>
        <translation>Signaler aussitôt chaque tâche terminée</translation>
    </message>
    <message>
        <source>Applications</source>
        <translation>Applications</translation>
    </message>
    <message>
        <source>application name (as the project names it)</source>
        <translation>nom de l&apos;application (tel que le projet la nomme)</translation>
    </message>
    <message>
        <source>Add application</source>
        <translation>Ajouter une application</translation>
    </message>
    <message>
        <source>The current app_config.xml cannot be used ({reason}); saving replaces it.</source>
        <translation>Le fichier app_config.xml actuel est inutilisable ({reason}) ; l&apos;enregistrement le remplace.</translation>
    </message>
    <message>
        <source>A whole number, or 0 for no limit</source>
        <translation>Un nombre entier, ou 0 pour aucune limite</translation>
    </message>
    <message>
        <source>Enter a new application name (no &lt; &gt; or &amp;).</source>
        <translation>Saisissez un nouveau nom d&apos;application (sans &lt; &gt; ni &amp;).</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Non enregistré : {reason}</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>Saved; the client uses the new settings now.</source>
        <translation>Enregistré ; le client utilise maintenant les nouveaux réglages.</translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <source>I have an account (email and password)</source>
        <translation>J&apos;ai un compte (e-mail et mot de passe)</translation>
    </message>
    <message>
        <source>I am new: create an account</source>
        <translation>Je suis nouveau : créer un compte</translation>
    </message>
    <message>
        <source>I have an account key</source>
        <translation>J&apos;ai une clé de compte</translation>
    </message>
    <message>
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>Saisissez l&apos;adresse web (URL) du projet.</translation>
    </message>
    <message>
        <source>The URL has no host name.</source>
        <translation>L&apos;URL n&apos;a pas de nom d&apos;hôte.</translation>
    </message>
    <message>
        <source>The URL contains spaces or control characters.</source>
        <translation>L&apos;URL contient des espaces ou des caractères de contrôle.</translation>
    </message>
    <message>
        <source>A project URL starts with http:// or https://, not {scheme}://.</source>
        <translation>Une URL de projet commence par http:// ou https://, pas par {scheme}://.</translation>
    </message>
    <message>
        <source>Add project to {computer}</source>
        <translation>Ajouter un projet à {computer}</translation>
    </message>
    <message>
        <source>Add project</source>
        <translation>Ajouter un projet</translation>
    </message>
    <message>
        <source>Choose a project to give the computer {computer}&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Choisissez un projet auquel donner le temps libre de l&apos;ordinateur {computer}, puis connectez-vous avec votre compte sur le projet, créez-en un ou indiquez votre clé de compte.</translation>
    </message>
    <message>
        <source>Choose a project to give your computer&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Choisissez un projet auquel donner le temps libre de votre ordinateur, puis connectez-vous avec votre compte sur le projet, créez-en un ou indiquez votre clé de compte.</translation>
    </message>
    <message>
        <source>Search projects by name, science area or institution</source>
        <translation>Rechercher des projets par nom, domaine scientifique ou institution</translation>
    </message>
    <message>
        <source>Search projects</source>
        <translation>Rechercher des projets</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projets</translation>
    </message>
    <message>
        <source>Demo project (built in)</source>
        <translation>Projet de démonstration (intégré)</translation>
    </message>
    <message>
        <source>Other project…</source>
        <translation>Autre projet…</translation>
    </message>
    <message>
        <source>Project preset</source>
        <translation>Projet prédéfini</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL du projet</translation>
    </message>
    <message>
        <source>How to sign in</source>
        <translation>Mode de connexion</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>Adresse e-mail</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation>Confirmer le mot de passe</translation>
    </message>
    <message>
        <source>Forgot your password?</source>
        <translation>Mot de passe oublié ?</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nom d&apos;utilisateur</translation>
    </message>
    <message>
        <source>account key (32 hex digits from the project&apos;s web site)</source>
        <translation>clé de compte (32 chiffres hexadécimaux, sur le site web du projet)</translation>
    </message>
    <message>
        <source>Account key</source>
        <translation>Clé de compte</translation>
    </message>
    <message>
        <source>Terms of use</source>
        <translation>Conditions d&apos;utilisation</translation>
    </message>
    <message>
        <source>I accept the project&apos;s terms of use</source>
        <translation>J&apos;accepte les conditions d&apos;utilisation du projet</translation>
    </message>
    <message>
        <source>Attach status</source>
        <translation>État de l&apos;inscription</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Inscrire</translation>
    </message>
    <message>
        <source>Use an account manager…</source>
        <translation>Utiliser un gestionnaire de comptes…</translation>
    </message>
    <message>
        <source>What attaching would do (emulated; the new project&apos;s jobs are guessed until it sends some)</source>
        <translation>Effet de l&apos;inscription (émulé ; les tâches du nouveau projet sont estimées jusqu&apos;à ce qu&apos;il en envoie)</translation>
    </message>
    <message>
        <source>Choose a project to see what it would do to the others.</source>
        <translation>Choisissez un projet pour voir son effet sur les autres.</translation>
    </message>
    <message>
        <source>(already attached)</source>
        <translation>(déjà inscrit)</translation>
    </message>
    <message>
        <source>Create account and attach</source>
        <translation>Créer le compte et inscrire</translation>
    </message>
    <message>
        <source>Enter your account key (on the project&apos;s web site, under your account).</source>
        <translation>Saisissez votre clé de compte (sur le site web du projet, dans votre compte).</translation>
    </message>
    <message>
        <source>Enter your account key.</source>
        <translation>Saisissez votre clé de compte.</translation>
    </message>
    <message>
        <source>Asking the project for your account…</source>
        <translation>Demande de votre compte au projet…</translation>
    </message>
    <message>
        <source>You did not accept the project&apos;s terms of use, so no account was created. Tick the box to accept them, or cancel.</source>
        <translation>Vous n&apos;avez pas accepté les conditions d&apos;utilisation du projet, aucun compte n&apos;a donc été créé. Cochez la case pour les accepter, ou annulez.</translation>
    </message>
    <message>
        <source>The two passwords differ: type the same password in both boxes.</source>
        <translation>Les deux mots de passe diffèrent : saisissez le même mot de passe dans les deux champs.</translation>
    </message>
    <message>
        <source>Creating your account at the project…</source>
        <translation>Création de votre compte sur le projet…</translation>
    </message>
    <message>
        <source>Read the project&apos;s terms of use above; tick the box to accept them, then click again.</source>
        <translation>Lisez les conditions d&apos;utilisation du projet ci-dessus ; cochez la case pour les accepter, puis cliquez de nouveau.</translation>
    </message>
    <message>
        <source>Contacting the project…</source>
        <translation>Contact du projet…</translation>
    </message>
    <message>
        <source>Attach failed: {reason}</source>
        <translation>Échec de l&apos;inscription : {reason}</translation>
    </message>
    <message>
        <source>Attached; waiting for the project to accept the account…</source>
        <translation>Inscrit ; en attente de l&apos;acceptation du compte par le projet…</translation>
    </message>
    <message>
        <source>The project did not accept the account: {reason} The project was removed again; correct the account and try again.</source>
        <translation>Le projet n&apos;a pas accepté le compte : {reason} Le projet a été retiré ; corrigez le compte et réessayez.</translation>
    </message>
    <message>
        <source>The project&apos;s scheduler has not answered yet; the project stays attached and the client keeps trying. See the event log.</source>
        <translation>Le planificateur du projet n&apos;a pas encore répondu ; le projet reste inscrit et le client continue d&apos;essayer. Voir le journal des événements.</translation>
    </message>
</context>
<context>
    <name>EventLogWindow</name>
    <message>
        <source>boinc-gui — Event log</source>
        <translation>boinc-gui — Journal des événements</translation>
    </message>
    <message>
        <source>Show messages of</source>
        <translation>Afficher les messages de</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Tous les projets</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Tout copier</translation>
    </message>
    <message>
        <source>Copy every line shown to the clipboard</source>
        <translation>Copier chaque ligne affichée dans le presse-papiers</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>Copier la sélection</translation>
    </message>
    <message>
        <source>Copy the selected lines to the clipboard (Ctrl+C)</source>
        <translation>Copier les lignes sélectionnées dans le presse-papiers (Ctrl+C)</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Journal des événements</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>Projet :</translation>
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
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Pilote</translation>
    </message>
    <message>
        <source>In use by</source>
        <translation>Utilisé par</translation>
    </message>
    <message>
        <source>(declared)</source>
        <translation>(déclaré)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Keep a project off a GPU</source>
        <translation>Tenir un projet à l&apos;écart d&apos;un GPU</translation>
    </message>
    <message>
        <source>every app (or an app&apos;s short name)</source>
        <translation>toutes les applications (ou le nom court d&apos;une application)</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Exclure</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <source>App</source>
        <translation>Application</translation>
    </message>
    <message>
        <source>This computer has no GPU the client uses.</source>
        <translation>Cet ordinateur n&apos;a aucun GPU utilisé par le client.</translation>
    </message>
    <message>
        <source>every {gpu} device</source>
        <translation>tout périphérique {gpu}</translation>
    </message>
    <message>
        <source>{gpu} device {number}</source>
        <translation>périphérique {gpu} {number}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Edit host</source>
        <translation>Modifier l&apos;hôte</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>Ajouter un hôte</translation>
    </message>
    <message>
        <source>host name or IP address</source>
        <translation>nom d&apos;hôte ou adresse IP</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>inchangé</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Enter the host&apos;s name or IP address.</source>
        <translation>Saisissez le nom ou l&apos;adresse IP de l&apos;hôte.</translation>
    </message>
</context>
<context>
    <name>HostListModel</name>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>in this program</source>
        <translation>dans ce programme</translation>
    </message>
</context>
<context>
    <name>HostManager</name>
    <message>
        <source>connecting…</source>
        <translation>connexion…</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>mot de passe requis</translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation>mot de passe erroné</translation>
    </message>
    <message>
        <source>unknown host name</source>
        <translation>nom d&apos;hôte inconnu</translation>
    </message>
    <message>
        <source>no answer (timed out)</source>
        <translation>pas de réponse (délai dépassé)</translation>
    </message>
    <message>
        <source>host unreachable</source>
        <translation>hôte injoignable</translation>
    </message>
    <message>
        <source>connection reset by the host</source>
        <translation>connexion réinitialisée par l&apos;hôte</translation>
    </message>
    <message>
        <source>connection refused (is the client running, and does it accept this computer?)</source>
        <translation>connexion refusée (le client tourne-t-il, et accepte-t-il cet ordinateur ?)</translation>
    </message>
    <message>
        <source>the host closed the connection (this computer may not be in its remote_hosts.cfg)</source>
        <translation>l&apos;hôte a fermé la connexion (cet ordinateur n&apos;est peut-être pas dans son remote_hosts.cfg)</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <source>connected, {ms} ms</source>
        <translation>connecté, {ms} ms</translation>
    </message>
    <message>
        <source>; retrying in {seconds} s</source>
        <translation> ; nouvel essai dans {seconds} s</translation>
    </message>
    <message>
        <source>The password is kept in your system keyring.</source>
        <translation>Le mot de passe est conservé dans le trousseau de votre système.</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>Aucun trousseau système n&apos;est disponible, le mot de passe n&apos;est donc pas enregistré : boinc-gui le garde seulement pendant qu&apos;il tourne et le redemandera la prochaine fois.</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <source>no answer for {seconds} s</source>
        <translation>pas de réponse depuis {seconds} s</translation>
    </message>
    <message>
        <source>Host password</source>
        <translation>Mot de passe de l&apos;hôte</translation>
    </message>
    <message>
        <source>GUI RPC password for {host} ({address}:{port}).</source>
        <translation>Mot de passe GUI RPC pour {host} ({address}:{port}).</translation>
    </message>
</context>
<context>
    <name>HostSelector</name>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Which computer the tabs show (or all of them at once)</source>
        <translation>L&apos;ordinateur que montrent les onglets (ou tous à la fois)</translation>
    </message>
</context>
<context>
    <name>Hosts</name>
    <message>
        <source>All computers</source>
        <translation>Tous les ordinateurs</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>Retirer l&apos;hôte</translation>
    </message>
    <message>
        <source>{all}: {answering} of {shown} answering</source>
        <translation>{all} : {answering} sur {shown} répondent</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Ordinateur :</translation>
    </message>
    <message>
        <source>Host status</source>
        <translation>État de l&apos;hôte</translation>
    </message>
    <message>
        <source>Ho&amp;sts</source>
        <translation>Hô&amp;tes</translation>
    </message>
    <message>
        <source>Manage hosts…</source>
        <translation>Gérer les hôtes…</translation>
    </message>
    <message>
        <source>Add host…</source>
        <translation>Ajouter un hôte…</translation>
    </message>
    <message>
        <source>Show all computers</source>
        <translation>Afficher tous les ordinateurs</translation>
    </message>
</context>
<context>
    <name>HostsDialog</name>
    <message>
        <source>Hosts</source>
        <translation>Hôtes</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove {host} from the list?</source>
        <translation>Retirer {host} de la liste ?</translation>
    </message>
</context>
<context>
    <name>LogFlagsDialog</name>
    <message>
        <source>Event log options</source>
        <translation>Options du journal des événements</translation>
    </message>
    <message>
        <source>The kinds of messages the client writes to its event log. The *_debug flags are for finding a problem: they write many lines.</source>
        <translation>Les types de messages que le client écrit dans son journal des événements. Les options *_debug servent à trouver un problème : elles écrivent beaucoup de lignes.</translation>
    </message>
    <message>
        <source>Event log options are set for the client on this computer (its cc_config.xml is here); for another computer, edit the file there.</source>
        <translation>Les options du journal des événements se règlent pour le client de cet ordinateur (son cc_config.xml est ici) ; pour un autre ordinateur, modifiez le fichier là-bas.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}); it is left as it is. Correct it, then try again.</source>
        <translation>{path} ne peut pas être lu ({error}) ; il est laissé tel quel. Corrigez-le, puis réessayez.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Close window</source>
        <translation>Fermer la fenêtre</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Stop computing and exit</source>
        <translation>Arrêter les calculs et quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Filter current table</source>
        <translation>Filtrer le tableau affiché</translation>
    </message>
    <message>
        <source>Select columns…</source>
        <translation>Choisir les colonnes…</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Projet</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>&amp;Tâche</translation>
    </message>
    <message>
        <source>T&amp;ransfer</source>
        <translation>T&amp;ransfert</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>A&amp;ctivité</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Network activity always</source>
        <translation>Activité réseau toujours</translation>
    </message>
    <message>
        <source>Network activity based on preferences</source>
        <translation>Activité réseau selon les préférences</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Suspendre l&apos;activité réseau</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Mettre en veille</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>O&amp;utils</translation>
    </message>
    <message>
        <source>Add project…</source>
        <translation>Ajouter un projet…</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Préférences…</translation>
    </message>
    <message>
        <source>Application settings (app_config.xml)…</source>
        <translation>Réglages des applications (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account manager…</source>
        <translation>Gestionnaire de comptes…</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Règles…</translation>
    </message>
    <message>
        <source>GPUs…</source>
        <translation>GPU…</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Arrêt en douceur (après le prochain point de reprise)</translation>
    </message>
    <message>
        <source>Alerts…</source>
        <translation>Alertes…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>À propos de boinc-gui</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Pages des préférences</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt;: see the Proxy page.</source>
        <translation>&lt;b&gt;Serveurs proxy&lt;/b&gt; : voir la page Proxy.</translation>
    </message>
    <message>
        <source>Using local preferences: saved in global_prefs_override.xml in the data directory and applied at once.</source>
        <translation>Préférences locales utilisées : enregistrées dans global_prefs_override.xml dans le répertoire de données et appliquées aussitôt.</translation>
    </message>
    <message>
        <source>Problems with these preferences</source>
        <translation>Problèmes de ces préférences</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Valeurs par défaut</translation>
    </message>
    <message>
        <source>&lt;{name}&gt;, {low} to {high} {unit}</source>
        <translation>&lt;{name}&gt;, de {low} à {high} {unit}</translation>
    </message>
    <message>
        <source>Compute only between</source>
        <translation>Calculer seulement entre</translation>
    </message>
    <message>
        <source>Transfer files only between</source>
        <translation>Transférer les fichiers seulement entre</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Day-of-week override (replaces the every-day window on that day):</source>
        <translation>Exception par jour de la semaine (remplace la plage quotidienne ce jour-là) :</translation>
    </message>
    <message>
        <source>Manager (this window)</source>
        <translation>Gestionnaire (cette fenêtre)</translation>
    </message>
    <message>
        <source>system</source>
        <translation>système</translation>
    </message>
    <message>
        <source>light</source>
        <translation>clair</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>sombre</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation>Langue (au prochain démarrage)</translation>
    </message>
    <message>
        <source>Closing the window keeps computing in the tray</source>
        <translation>Fermer la fenêtre laisse le calcul continuer dans la zone de notification</translation>
    </message>
    <message>
        <source>Ask before exiting (computing stops)</source>
        <translation>Demander avant de quitter (le calcul s&apos;arrête)</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>Démarrer réduit dans la zone de notification</translation>
    </message>
    <message>
        <source>Ignored where the desktop has no system tray: the window opens then.</source>
        <translation>Ignoré si le bureau n&apos;a pas de zone de notification : la fenêtre s&apos;ouvre alors.</translation>
    </message>
    <message>
        <source>Start boinc-gui when I log in</source>
        <translation>Lancer boinc-gui à l&apos;ouverture de ma session</translation>
    </message>
    <message>
        <source>Writes or removes {path}</source>
        <translation>Écrit ou supprime {path}</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> heures</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>Remind me of unread notices every</source>
        <translation>Rappeler les avis non lus toutes les</translation>
    </message>
    <message>
        <source>Keep task history up to</source>
        <translation>Garder l&apos;historique des tâches jusqu&apos;à</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt; are the client&apos;s settings, not this window&apos;s: the client reads &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in its data directory, or takes them from &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</source>
        <translation>Les &lt;b&gt;serveurs proxy&lt;/b&gt; sont des réglages du client, pas de cette fenêtre : le client lit &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; dans cc_config.xml de son répertoire de données, ou les reçoit de &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Impossible d&apos;écrire {path} : {error}</translation>
    </message>
    <message>
        <source>Could not remove {path}: {error}</source>
        <translation>Impossible de supprimer {path} : {error}</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview (emulated from this computer&apos;s tasks)</source>
        <translation>Aperçu (émulé à partir des tâches de cet ordinateur)</translation>
    </message>
    <message>
        <source>Change a setting to see what it would do.</source>
        <translation>Modifiez un réglage pour voir son effet.</translation>
    </message>
    <message>
        <source>Preview figures per project</source>
        <translation>Chiffres de l&apos;aperçu par projet</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>Pas d&apos;aperçu : {reason}</translation>
    </message>
    <message>
        <source>Over the next {span}: {changes}.</source>
        <translation>Sur {span} : {changes}.</translation>
    </message>
    <message>
        <source>{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; deadlines missed {missed}; requests to its server per day {rpcs}</source>
        <translation>{project} (nouveau) : part CPU {cpu}, part de ressources {share} ; tâches terminées {done} ; échéances manquées {missed} ; requêtes à son serveur par jour {rpcs}</translation>
    </message>
    <message>
        <source>{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share {share}; tasks done {done} ({done_now} with the current settings); deadlines missed {missed} ({missed_now} with the current settings); requests to its server per day {rpcs} ({rpcs_now} with the current settings)</source>
        <translation>{project} : part CPU {cpu} ({cpu_now} avec les réglages actuels), part de ressources {share} ; tâches terminées {done} ({done_now} avec les réglages actuels) ; échéances manquées {missed} ({missed_now} avec les réglages actuels) ; requêtes à son serveur par jour {rpcs} ({rpcs_now} avec les réglages actuels)</translation>
    </message>
    <message>
        <source>Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current settings)</source>
        <translation>Temps d&apos;inactivité des CPU autorisés à calculer : {idle} ({idle_now} avec les réglages actuels)</translation>
    </message>
    <message>
        <source>({percent} of it)</source>
        <translation>({percent} de celle-ci)</translation>
    </message>
    <message>
        <source>Disk: {used} used now; limit {limit}{share}, set by {rule}</source>
        <translation>Disque : {used} utilisés maintenant ; limite {limit}{share}, fixée par {rule}</translation>
    </message>
    <message>
        <source>({limit} with the current settings)</source>
        <translation>({limit} avec les réglages actuels)</translation>
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
        <translation>Le client se connecte aux projets par ces proxys dès l&apos;enregistrement. Les mots de passe sont gardés avec les réglages du client dans son répertoire de données, lisibles par vous seul (le client en a besoin pour se connecter seul).</translation>
    </message>
    <message>
        <source>cc_config.xml names a proxy: the client uses that one, and keeps these settings for when it no longer does.</source>
        <translation>cc_config.xml désigne un proxy : le client utilise celui-là, et garde ces réglages pour le jour où il ne le fera plus.</translation>
    </message>
    <message>
        <source>HTTP proxy</source>
        <translation>Proxy HTTP</translation>
    </message>
    <message>
        <source>Connect through an HTTP proxy</source>
        <translation>Se connecter par un proxy HTTP</translation>
    </message>
    <message>
        <source>SOCKS proxy</source>
        <translation>Proxy SOCKS</translation>
    </message>
    <message>
        <source>Connect through a SOCKS 5 proxy</source>
        <translation>Se connecter par un proxy SOCKS 5</translation>
    </message>
    <message>
        <source>host names, separated by commas</source>
        <translation>noms d&apos;hôtes, séparés par des virgules</translation>
    </message>
    <message>
        <source>Do not use a proxy for</source>
        <translation>Ne pas utiliser de proxy pour</translation>
    </message>
    <message>
        <source>{proxy} server</source>
        <translation>Serveur {proxy}</translation>
    </message>
    <message>
        <source>{proxy} port</source>
        <translation>Port {proxy}</translation>
    </message>
    <message>
        <source>{proxy} user name</source>
        <translation>Nom d&apos;utilisateur {proxy}</translation>
    </message>
    <message>
        <source>{proxy} password</source>
        <translation>Mot de passe {proxy}</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nom d&apos;utilisateur</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>the HTTP proxy needs a server name</source>
        <translation>le proxy HTTP a besoin d&apos;un nom de serveur</translation>
    </message>
    <message>
        <source>the SOCKS proxy needs a server name</source>
        <translation>le proxy SOCKS a besoin d&apos;un nom de serveur</translation>
    </message>
    <message>
        <source>the {proxy} proxy server name is not a host name</source>
        <translation>le nom du serveur proxy {proxy} n&apos;est pas un nom d&apos;hôte</translation>
    </message>
    <message>
        <source>the {proxy} proxy port {port} is not between 1 and 65535</source>
        <translation>le port {port} du proxy {proxy} n&apos;est pas entre 1 et 65535</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>Edit rule</source>
        <translation>Modifier la règle</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Ajouter une règle</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activée</translation>
    </message>
    <message>
        <source>When (all that are ticked hold)</source>
        <translation>Quand (toutes les conditions cochées sont vraies)</translation>
    </message>
    <message>
        <source>CPU temperature above</source>
        <translation>Température du CPU au-dessus de</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Heure de la journée</translation>
    </message>
    <message>
        <source>every day (or e.g. mon-fri, sat,sun)</source>
        <translation>tous les jours (ou p. ex. mon-fri, sat,sun)</translation>
    </message>
    <message>
        <source>Program running</source>
        <translation>Programme en cours</translation>
    </message>
    <message>
        <source>On battery below</source>
        <translation>Sur batterie sous</translation>
    </message>
    <message>
        <source>Schedule (CSV)</source>
        <translation>Calendrier (CSV)</translation>
    </message>
    <message>
        <source>path of the CSV file: WHEN,VALUE lines</source>
        <translation>chemin du fichier CSV : lignes QUAND,VALEUR</translation>
    </message>
    <message>
        <source>above</source>
        <translation>au-dessus de</translation>
    </message>
    <message>
        <source>below</source>
        <translation>en dessous de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Alors</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Suspendre le calcul</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Suspendre l&apos;activité réseau</translation>
    </message>
    <message>
        <source>Allow computing (lift the preferences&apos; suspensions)</source>
        <translation>Autoriser le calcul (lever les suspensions des préférences)</translation>
    </message>
    <message>
        <source>Allow network activity</source>
        <translation>Autoriser l&apos;activité réseau</translation>
    </message>
    <message>
        <source>Snooze for</source>
        <translation>Mettre en veille pendant</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Utiliser au plus</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>pour cent du temps CPU</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>Notifier</translation>
    </message>
    <message>
        <source>Soft stop (each task after its next checkpoint, then suspend)</source>
        <translation>Arrêt en douceur (chaque tâche après son prochain point de contrôle, puis suspendre)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
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
        <translation>la plage horaire commence et finit à la même heure</translation>
    </message>
    <message>
        <source>give the program&apos;s name (not a path)</source>
        <translation>indiquez le nom du programme (pas un chemin)</translation>
    </message>
    <message>
        <source>give the schedule&apos;s CSV file</source>
        <translation>indiquez le fichier CSV du calendrier</translation>
    </message>
    <message>
        <source>tick “above” or “below” for the schedule</source>
        <translation>cochez « au-dessus de » ou « en dessous de » pour le calendrier</translation>
    </message>
    <message>
        <source>give the text to notify</source>
        <translation>indiquez le texte à notifier</translation>
    </message>
    <message>
        <source>another rule is already named &apos;{name}&apos;</source>
        <translation>une autre règle s&apos;appelle déjà « {name} »</translation>
    </message>
    <message>
        <source>This rule cannot work yet: {reason}.</source>
        <translation>Cette règle ne peut pas encore fonctionner : {reason}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>First rule that holds decides; the rules apply to the chosen computer&apos;s client, which evaluates them itself.</source>
        <translation>La première règle vérifiée décide ; les règles s&apos;appliquent au client de l&apos;ordinateur choisi, qui les évalue lui-même.</translation>
    </message>
    <message>
        <source>The changes to the rules of {host} are not saved. Drop them?</source>
        <translation>Les modifications des règles de {host} ne sont pas enregistrées. Les abandonner ?</translation>
    </message>
    <message>
        <source>No computer&apos;s rules can be edited here.</source>
        <translation>Aucune règle d&apos;ordinateur ne peut être modifiée ici.</translation>
    </message>
    <message>
        <source>{host} is not connected (its password is needed): choose it in the window first.</source>
        <translation>{host} n&apos;est pas connecté (son mot de passe est nécessaire) : choisissez-le d&apos;abord dans la fenêtre.</translation>
    </message>
    <message>
        <source>Reading the rules of {host}…</source>
        <translation>Lecture des règles de {host}…</translation>
    </message>
    <message>
        <source>Refused by the client (not kept when you save; the previous file stays as rules.xml.bak):</source>
        <translation>Refusées par le client (non gardées à l&apos;enregistrement ; le fichier précédent reste en rules.xml.bak) :</translation>
    </message>
    <message>
        <source>The client on {host} does not support rules: only boinc-core evaluates them (a BOINC client does not).</source>
        <translation>Le client sur {host} ne gère pas les règles : seul boinc-core les évalue (pas un client BOINC).</translation>
    </message>
    <message>
        <source>The rules of {host} cannot be read: {reason}</source>
        <translation>Les règles de {host} ne peuvent pas être lues : {reason}</translation>
    </message>
    <message>
        <source>{host} refused the rules: {reason}</source>
        <translation>{host} a refusé les règles : {reason}</translation>
    </message>
    <message>
        <source>{host} could not be reached: {reason}</source>
        <translation>{host} n&apos;a pas pu être joint : {reason}</translation>
    </message>
    <message>
        <source>In force now: {rules}.</source>
        <translation>En vigueur maintenant : {rules}.</translation>
    </message>
    <message>
        <source>No rule holds now.</source>
        <translation>Aucune règle ne s&apos;applique en ce moment.</translation>
    </message>
    <message>
        <source>Computing suspended: {reason}.</source>
        <translation>Calcul suspendu : {reason}.</translation>
    </message>
    <message>
        <source>Network activity suspended: {reason}.</source>
        <translation>Activité réseau suspendue : {reason}.</translation>
    </message>
    <message>
        <source>Sending the rules to {host}…</source>
        <translation>Envoi des règles à {host}…</translation>
    </message>
    <message>
        <source>The rules could not be saved: {reason}</source>
        <translation>Les règles n&apos;ont pas pu être enregistrées : {reason}</translation>
    </message>
</context>
<context>
    <name>ShareWhatIf</name>
    <message>
        <source>What if the resource share were different?</source>
        <translation>Et si la part de ressources était différente ?</translation>
    </message>
    <message>
        <source>Resource share to preview</source>
        <translation>Part de ressources à prévisualiser</translation>
    </message>
    <message>
        <source>Resource shares are set in your account on the project&apos;s web site (or by your account manager). Change the number to see what another share would do here.</source>
        <translation>Les parts de ressources se règlent dans votre compte sur le site web du projet (ou par votre gestionnaire de comptes). Modifiez le nombre pour voir l&apos;effet d&apos;une autre part ici.</translation>
    </message>
    <message>
        <source>Resource share:</source>
        <translation>Part de ressources :</translation>
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
        <translation>Connexion</translation>
    </message>
    <message>
        <source>Plain GUI RPC (any BOINC client)</source>
        <translation>GUI RPC simple (tout client BOINC)</translation>
    </message>
    <message>
        <source>TLS (boinc-core with --gui-rpc-tls-port)</source>
        <translation>TLS (boinc-core avec --gui-rpc-tls-port)</translation>
    </message>
    <message>
        <source>SSH tunnel (BOINC listening on the host&apos;s 127.0.0.1)</source>
        <translation>Tunnel SSH (BOINC écoute sur le 127.0.0.1 de l&apos;hôte)</translation>
    </message>
    <message>
        <source>Get certificate</source>
        <translation>Obtenir le certificat</translation>
    </message>
    <message>
        <source>Accept the new certificate</source>
        <translation>Accepter le nouveau certificat</translation>
    </message>
    <message>
        <source>Pinned SHA-256</source>
        <translation>SHA-256 épinglé</translation>
    </message>
    <message>
        <source>Presented</source>
        <translation>Présenté</translation>
    </message>
    <message>
        <source>the address above</source>
        <translation>l&apos;adresse ci-dessus</translation>
    </message>
    <message>
        <source>your user name here</source>
        <translation>votre nom d&apos;utilisateur là-bas</translation>
    </message>
    <message>
        <source>the SSH agent and ~/.ssh keys</source>
        <translation>l&apos;agent SSH et les clés de ~/.ssh</translation>
    </message>
    <message>
        <source>none, or unchanged (kept in the keyring)</source>
        <translation>aucune, ou inchangée (gardée dans le trousseau)</translation>
    </message>
    <message>
        <source>SSH host</source>
        <translation>Hôte SSH</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>Port SSH</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Fichier de clé</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>Phrase de passe de la clé</translation>
    </message>
    <message>
        <source>Reach it by</source>
        <translation>Joindre par</translation>
    </message>
    <message>
        <source>none yet: the first certificate seen is pinned</source>
        <translation>aucun pour l&apos;instant : le premier certificat vu est épinglé</translation>
    </message>
    <message>
        <source>could not get it: {reason}</source>
        <translation>impossible de l&apos;obtenir : {reason}</translation>
    </message>
    <message>
        <source>Compare it with what `boinc-core tls-fingerprint` prints on that computer; it is pinned when you press OK.</source>
        <translation>Comparez-la avec ce qu&apos;affiche `boinc-core tls-fingerprint` sur cet ordinateur ; elle est épinglée quand vous appuyez sur OK.</translation>
    </message>
    <message>
        <source>the same as the pinned one</source>
        <translation>identique à l&apos;empreinte épinglée</translation>
    </message>
    <message>
        <source>DIFFERENT from the pinned one: accept it only if that computer&apos;s certificate was made anew and `boinc-core tls-fingerprint` there prints this.</source>
        <translation>DIFFÉRENTE de l&apos;empreinte épinglée : acceptez-la seulement si le certificat de cet ordinateur a été refait et que `boinc-core tls-fingerprint` y affiche celle-ci.</translation>
    </message>
    <message>
        <source>accepted: pinned when you press OK</source>
        <translation>acceptée : épinglée quand vous appuyez sur OK</translation>
    </message>
</context>
<context>
    <name>_Window</name>
    <message>
        <source>{label} from</source>
        <translation>{label} de</translation>
    </message>
    <message>
        <source>{label} to</source>
        <translation>{label} à</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>Message from server</source>
        <translation>Message du serveur</translation>
    </message>
    <message>
        <source>Message from account manager</source>
        <translation>Message du gestionnaire de comptes</translation>
    </message>
    <message>
        <source>No tasks are available for the applications you have selected.</source>
        <translation>Aucune tâche n&apos;est disponible pour les applications que vous avez choisies.</translation>
    </message>
    <message>
        <source>Tasks can&apos;t access Internet - check network connection</source>
        <translation>Les tâches n&apos;atteignent pas Internet – vérifiez la connexion réseau</translation>
    </message>
    <message>
        <source>BOINC can&apos;t access Internet - check network connection</source>
        <translation>BOINC n&apos;atteint pas Internet – vérifiez la connexion réseau</translation>
    </message>
    <message>
        <source>Tasks need Internet access - consider unsuspending network</source>
        <translation>Des tâches ont besoin d&apos;Internet – pensez à reprendre l&apos;activité réseau</translation>
    </message>
    <message>
        <source>A new version of BOINC is available</source>
        <translation>Une nouvelle version de BOINC est disponible</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <source>Your computer type is not supported by this project</source>
        <translation>Ce projet ne prend pas en charge votre type d&apos;ordinateur</translation>
    </message>
    <message>
        <source>Invalid or missing account key.  To fix, remove and add this project.</source>
        <translation>Clé de compte absente ou invalide. Retirez puis ajoutez de nouveau ce projet.</translation>
    </message>
    <message>
        <source>Some tasks need more memory than allowed by your preferences.  Please check the preferences.</source>
        <translation>Certaines tâches demandent plus de mémoire que vos préférences n&apos;en autorisent. Vérifiez les préférences.</translation>
    </message>
    <message>
        <source>Couldn&apos;t write state file; check directory permissions</source>
        <translation>Impossible d&apos;écrire le fichier d&apos;état ; vérifiez les droits du dossier</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>System (%1)</source>
        <translation>Système (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Takes effect the next time the window starts.</source>
        <translation>Prend effet au prochain démarrage de la fenêtre.</translation>
    </message>
</context>
<context>
    <name>prefs</name>
    <message>
        <source>Computing</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Daily schedules</source>
        <translation>Horaires quotidiens</translation>
    </message>
    <message>
        <source>Work buffer</source>
        <translation>Réserve de travail</translation>
    </message>
    <message>
        <source>Disk and memory</source>
        <translation>Disque et mémoire</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation>Quand l&apos;ordinateur est utilisé</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>Quand l&apos;ordinateur n&apos;est pas utilisé</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Disque</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>Utilisation du réseau</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutes</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <source>% of the CPUs</source>
        <translation>pour cent des CPU</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>pour cent du temps CPU</translation>
    </message>
    <message>
        <source>days of work</source>
        <translation>jours de travail</translation>
    </message>
    <message>
        <source>GB free</source>
        <translation>Go libres</translation>
    </message>
    <message>
        <source>% of total</source>
        <translation>% au total</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>pour cent de la mémoire</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
</context>
<context>
    <name>prefs_check</name>
    <message>
        <source>Suspending when other programs use more than under 1% of the CPU will suspend almost always.</source>
        <translation>Suspendre quand d&apos;autres programmes utilisent plus que moins de 1 pour cent du CPU suspendra presque toujours.</translation>
    </message>
    <message>
        <source>A work buffer over 10 days risks missing deadlines; projects may also send less.</source>
        <translation>Une réserve de travail de plus de 10 jours risque de manquer des échéances ; les projets peuvent aussi en envoyer moins.</translation>
    </message>
    <message>
        <source>No disk limit is set: the client may fill the disk.</source>
        <translation>Aucune limite de disque n&apos;est fixée : le client peut remplir le disque.</translation>
    </message>
    <message>
        <source>A transfer limit needs a period: set &apos;every N days&apos; to 1 or more, or the limit to 0.</source>
        <translation>Une limite de transfert a besoin d&apos;une période : réglez « tous les N jours » à 1 ou plus, ou la limite à 0.</translation>
    </message>
    <message>
        <source>The daily computing window is empty, so nothing would ever run.</source>
        <translation>La plage de calcul quotidienne est vide, donc rien ne tournerait jamais.</translation>
    </message>
    <message>
        <source>Under 5% of memory is too little for most tasks; they will wait for memory.</source>
        <translation>Moins de 5 pour cent de la mémoire, c&apos;est trop peu pour la plupart des tâches ; elles attendront de la mémoire.</translation>
    </message>
    <message>
        <source>Nothing would ever run: computing is suspended while the computer is in use, and also after {no_input} min without input, which is no longer than the {in_use} min that count as &apos;in use&apos;. Raise the no-input time above {in_use} min or allow computing while in use.</source>
        <translation>Rien ne tournerait jamais : le calcul est suspendu quand l&apos;ordinateur est utilisé, et aussi après {no_input} min sans saisie, ce qui n&apos;est pas plus long que les {in_use} min qui comptent comme « utilisé ». Portez le délai sans saisie au-delà de {in_use} min ou autorisez le calcul pendant l&apos;utilisation.</translation>
    </message>
    <message>
        <source>At {percent}% of CPU time tasks will take over {times} times longer and may miss their deadlines.</source>
        <translation>À {percent} pour cent du temps CPU, les tâches prendront plus de {times} fois plus longtemps et risquent de manquer leur échéance.</translation>
    </message>
    <message>
        <source>{size} GB is too little for most projects&apos; files; little or no work will arrive.</source>
        <translation>{size} Go, c&apos;est trop peu pour les fichiers de la plupart des projets ; peu ou pas de travail arrivera.</translation>
    </message>
    <message>
        <source>Day of week {day} does not exist.</source>
        <translation>Le jour de la semaine {day} n&apos;existe pas.</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n heure</numerusform>
            <numerusform>%n heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>{value} days</source>
        <translation>{value} jours</translation>
    </message>
    <message>
        <source>{value} hours</source>
        <translation>{value} heures</translation>
    </message>
    <message>
        <source>{value} minutes</source>
        <translation>{value} minutes</translation>
    </message>
    <message>
        <source>it would share the CPUs with {names}, which has had no computer time yet and so comes first until it has had its share; {project}&apos;s resource share would be {share} instead of {before}</source>
        <translation>il partagerait les CPU avec {names}, qui n&apos;a pas encore eu de temps de calcul et passe donc d&apos;abord jusqu&apos;à avoir eu sa part ; la part de ressources de {project} serait de {share} au lieu de {before}</translation>
    </message>
    <message>
        <source>its resource share would be {share} instead of {before}</source>
        <translation>sa part de ressources serait de {share} au lieu de {before}</translation>
    </message>
    <message>
        <source>its resource share stays {share}</source>
        <translation>sa part de ressources reste de {share}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}</source>
        <translation>
            <numerusform>{project} aurait {cpu} du temps CPU et terminerait %n tâche sur {span}</numerusform>
            <numerusform>{project} aurait {cpu} du temps CPU et terminerait %n tâches sur {span}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, missing %n deadline(s)</source>
        <translation>
            <numerusform>, en manquant %n échéance</numerusform>
            <numerusform>, en manquant %n échéances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} (today&apos;s settings: {before})</source>
        <translation>
            <numerusform>{project} manquerait %n échéance sur {span} (réglages actuels : {before})</numerusform>
            <numerusform>{project} manquerait %n échéances sur {span} (réglages actuels : {before})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} manquerait %n échéance sur {span} au lieu de {before}</numerusform>
            <numerusform>{project} manquerait %n échéances sur {span} au lieu de {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>{project} would get {cpu} of the CPU time instead of {before} ({reason})</source>
        <translation>{project} aurait {cpu} du temps CPU au lieu de {before} ({reason})</translation>
    </message>
    <message>
        <source>{project} would finish no task in the next {span}</source>
        <translation>{project} ne terminerait aucune tâche sur {span}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would finish %n task(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} terminerait %n tâche sur {span} au lieu de {before}</numerusform>
            <numerusform>{project} terminerait %n tâches sur {span} au lieu de {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})</source>
        <translation>les CPU autorisés à calculer resteraient inactifs {idle} du temps (avec les réglages actuels : {before})</translation>
    </message>
    <message>
        <source>no change expected in deadlines, CPU shares, tasks done or idle time</source>
        <translation>aucun changement attendu pour les échéances, les parts CPU, les tâches terminées ou le temps d&apos;inactivité</translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Resources</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>Utilisation CPU (dernier intervalle)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Vitesse de progression</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>ID de processus</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Pic de mémoire de travail</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Pic de swap</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Pic d&apos;utilisation du disque</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Répertoire du slot</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label} :</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Properties of project {name} ({url})</source>
        <translation>Propriétés du projet {name} ({url})</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Travail</translation>
    </message>
    <message>
        <source>Account / team</source>
        <translation>Compte / équipe</translation>
    </message>
    <message>
        <source>Work done (user / host)</source>
        <translation>Travail effectué (utilisateur / hôte)</translation>
    </message>
    <message>
        <source>Average work done</source>
        <translation>Travail moyen effectué</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Part de ressources</translation>
    </message>
    <message>
        <source>{share} ({percent}% of the total)</source>
        <translation>{share} ({percent} % au total)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <source>Turn to compute</source>
        <translation>Tour de calcul</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Requête au planificateur en attente</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Communication différée</translation>
    </message>
    <message>
        <source>Last scheduler contact</source>
        <translation>Dernier contact avec le planificateur</translation>
    </message>
    <message>
        <source>CPU time given</source>
        <translation>Temps CPU reçu</translation>
    </message>
    <message>
        <source>Tasks succeeded / failed</source>
        <translation>Tâches réussies / échouées</translation>
    </message>
    <message>
        <source>Duration correction factor</source>
        <translation>Facteur de correction de durée</translation>
    </message>
    <message>
        <source>Disk usage</source>
        <translation>Utilisation du disque</translation>
    </message>
    <message>
        <source>owed about {span} of computer time: it comes before the projects owed less</source>
        <translation>on lui doit environ {span} de temps de calcul : il passe avant les projets à qui l&apos;on doit moins</translation>
    </message>
    <message>
        <source>has had about {span} more than its share lately: others come first</source>
        <translation>a reçu récemment environ {span} de plus que sa part : les autres passent d&apos;abord</translation>
    </message>
    <message>
        <source>even: it has had its share of computer time</source>
        <translation>à l&apos;équilibre : il a eu sa part de temps de calcul</translation>
    </message>
    <message>
        <source>Predecessor</source>
        <translation>Prédécesseur</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Has successor</source>
        <translation>A un successeur</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>Kept for successor</source>
        <translation>Gardé pour le successeur</translation>
    </message>
    <message>
        <source>yes: reported, kept with its files for the next task in the chain</source>
        <translation>oui : signalé, gardé avec ses fichiers pour la tâche suivante de la chaîne</translation>
    </message>
    <message>
        <source>Kept sticky files</source>
        <translation>Fichiers persistants gardés</translation>
    </message>
    <message>
        <source>Postponed until</source>
        <translation>Reporté jusqu&apos;à</translation>
    </message>
    <message>
        <source>{time} (in {span})</source>
        <translation>{time} (dans {span})</translation>
    </message>
    <message>
        <source>(projected to finish after its deadline)</source>
        <translation>(devrait finir après son échéance)</translation>
    </message>
    <message>
        <source>(run first to finish well before its deadline)</source>
        <translation>(exécutée en priorité pour finir bien avant son échéance)</translation>
    </message>
    <message>
        <source>Properties of task {name}</source>
        <translation>Propriétés de la tâche {name}</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Application</translation>
    </message>
    <message>
        <source>Workunit</source>
        <translation>Unité de travail</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Reçue</translation>
    </message>
    <message>
        <source>Report deadline</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Temps CPU</translation>
    </message>
    <message>
        <source>CPU time at last checkpoint</source>
        <translation>Temps CPU au dernier point de contrôle</translation>
    </message>
    <message>
        <source>Estimated time remaining</source>
        <translation>Temps restant estimé</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Slot</translation>
    </message>
    <message>
        <source>Memory (working set)</source>
        <translation>Mémoire (ensemble de travail)</translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>Téléchargement</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>Échec du téléchargement</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>Prête à démarrer</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Waiting to run</source>
        <translation>En attente d&apos;exécution</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Suspendue</translation>
    </message>
    <message>
        <source>Project suspended by user</source>
        <translation>Projet suspendu par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>Task suspended by user</source>
        <translation>Tâche suspendue par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>Computation error</source>
        <translation>Erreur de calcul</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>Envoi en cours</translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation>Échec de l&apos;envoi</translation>
    </message>
    <message>
        <source>Ready to report</source>
        <translation>Prête à être signalée</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Confirmée</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>Aborted by user</source>
        <translation>Abandonnée par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>Aborted by project</source>
        <translation>Abandonnée par le projet</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Reportée</translation>
    </message>
    <message>
        <source>Waiting for memory</source>
        <translation>En attente de mémoire</translation>
    </message>
    <message>
        <source>Waiting for network</source>
        <translation>En attente du réseau</translation>
    </message>
    <message>
        <source>(non-CPU-intensive)</source>
        <translation>(peu gourmande en CPU)</translation>
    </message>
    <message>
        <source>, high priority</source>
        <translation>, priorité haute</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspendu</translation>
    </message>
    <message>
        <source>Aborted: not started by deadline</source>
        <translation>Abandonnée : non démarrée avant l&apos;échéance</translation>
    </message>
    <message>
        <source>Aborted: task disk limit exceeded</source>
        <translation>Abandonnée : limite de disque de la tâche dépassée</translation>
    </message>
    <message>
        <source>Aborted: run time limit exceeded</source>
        <translation>Abandonnée : durée d&apos;exécution maximale dépassée</translation>
    </message>
    <message>
        <source>Aborted: memory limit exceeded</source>
        <translation>Abandonnée : limite de mémoire dépassée</translation>
    </message>
</context>
</TS>
