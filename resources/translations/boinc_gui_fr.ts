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
</context>
<context>
    <name>AlertLogDialog</name>
    <message>
        <source>Alerts</source>
        <translation>Alertes</translation>
    </message>
    <message>
        <source>Tell me when</source>
        <translation>Me prévenir quand</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Notifications</translation>
    </message>
    <message>
        <source>Alert log</source>
        <translation>Journal des alertes</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
</context>
<context>
    <name>AlertLogModel</name>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Fois</translation>
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
        <source>{computer} is already attached to this project.</source>
        <translation>{computer} est déjà inscrit à ce projet.</translation>
    </message>
    <message>
        <source>This computer is already attached to this project.</source>
        <translation>Cet ordinateur est déjà inscrit à ce projet.</translation>
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
        <source>Attach failed: %1</source>
        <translation>Échec de l&apos;inscription : %1</translation>
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
    <name>DailyCharts</name>
    <message>
        <source>Not enough history yet</source>
        <translation>Pas encore assez d&apos;historique</translation>
    </message>
    <message>
        <source>User total credit</source>
        <translation>Crédit total de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>User average credit (per day)</source>
        <translation>Crédit moyen de l&apos;utilisateur (par jour)</translation>
    </message>
    <message>
        <source>Host total credit</source>
        <translation>Crédit total de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Host average credit (per day)</source>
        <translation>Crédit moyen de l&apos;ordinateur (par jour)</translation>
    </message>
    <message>
        <source>Credit earned by this host each day</source>
        <translation>Crédit gagné chaque jour par cet ordinateur</translation>
    </message>
    <message>
        <source>CPU time of the tasks finished each day (hours)</source>
        <translation>Temps CPU des tâches terminées chaque jour (heures)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <source>Last 6 months</source>
        <translation>6 derniers mois</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Depuis le début</translation>
    </message>
    <message>
        <source>Computer of the daily statistics</source>
        <translation>Ordinateur des statistiques quotidiennes</translation>
    </message>
    <message>
        <source>Daily statistics range</source>
        <translation>Période des statistiques quotidiennes</translation>
    </message>
    <message>
        <source>Daily statistics charts</source>
        <translation>Graphiques des statistiques quotidiennes</translation>
    </message>
    <message>
        <source>Daily statistics are kept in the task history, which is not open.</source>
        <translation>Les statistiques quotidiennes sont gardées dans l&apos;historique des tâches, qui n&apos;est pas ouvert.</translation>
    </message>
    <message>
        <source>The task history cannot be read: %1</source>
        <translation>L&apos;historique des tâches est illisible : %1</translation>
    </message>
    <message>
        <source>One day recorded so far (%1): each day adds a point, and figures counted per day appear from the second day on.</source>
        <translation>Un seul jour enregistré pour l&apos;instant (%1) : chaque jour ajoute un point, et les valeurs par jour apparaissent à partir du deuxième jour.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 yet: they are added once a day while the manager runs.</source>
        <translation>Pas encore de statistiques quotidiennes pour %1 : elles sont ajoutées une fois par jour tant que le gestionnaire tourne.</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 in this range: they are added once a day while the manager runs.</source>
        <translation>Aucune statistique quotidienne pour %1 sur cette période : elles sont ajoutées une fois par jour tant que le gestionnaire tourne.</translation>
    </message>
</context>
<context>
    <name>DiskTab</name>
    <message>
        <source>Total disk usage</source>
        <translation>Utilisation totale du disque</translation>
    </message>
    <message>
        <source>Disk usage by projects</source>
        <translation>Utilisation du disque par projet</translation>
    </message>
    <message>
        <source>Total disk usage legend</source>
        <translation>Légende de l&apos;utilisation totale du disque</translation>
    </message>
    <message>
        <source>Disk usage by projects legend</source>
        <translation>Légende de l&apos;utilisation du disque par projet</translation>
    </message>
    <message>
        <source>Waiting for the client…</source>
        <translation>En attente du client…</translation>
    </message>
    <message>
        <source>Disk explanation</source>
        <translation>Explication du disque</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Share limit</source>
        <translation>Limite de la part</translation>
    </message>
    <message>
        <source>Over / under</source>
        <translation>Dépassement / marge</translation>
    </message>
    <message>
        <source>Deletable</source>
        <translation>Supprimable</translation>
    </message>
    <message>
        <source>Disk usage per project</source>
        <translation>Utilisation du disque par projet (tableau)</translation>
    </message>
    <message>
        <source>Used by this client</source>
        <translation>Utilisé par ce client</translation>
    </message>
    <message>
        <source>Free for this client</source>
        <translation>Libre pour ce client</translation>
    </message>
    <message>
        <source>Free, kept from the client</source>
        <translation>Libre, réservé hors du client</translation>
    </message>
    <message>
        <source>Other programs</source>
        <translation>Autres programmes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>no projects: 0 bytes used</source>
        <translation>aucun projet : 0 octet utilisé</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>dépassement de %1</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>%1 de marge</translation>
    </message>
    <message>
        <source>⚠ over its share</source>
        <translation>⚠ au-delà de sa part</translation>
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
        <translation>Alerte</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Project notice</source>
        <translation>Avis du projet</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Tous les projets</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filtrer par projet</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Toutes les gravités</translation>
    </message>
    <message>
        <source>Filter by severity</source>
        <translation>Filtrer par gravité</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>Rechercher dans les messages</translation>
    </message>
    <message>
        <source>Copy shown</source>
        <translation>Copier l&apos;affichage</translation>
    </message>
    <message>
        <source>Copy the lines the filters show, to paste into a forum post</source>
        <translation>Copier les lignes que montrent les filtres, pour les coller dans un message de forum</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Journal des événements</translation>
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
    <name>FirstStartBanner</name>
    <message>
        <source>&lt;b&gt;Welcome to boinc-gui.&lt;/b&gt; To show you how work flows, the built-in demo project has been added: it needs no account and runs a small real computation on this computer. When you are ready, add a science project with your account at it; you can remove the demo project at any time.</source>
        <translation>&lt;b&gt;Bienvenue dans boinc-gui.&lt;/b&gt; Pour vous montrer comment circule le travail, le projet de démonstration intégré a été ajouté : il ne demande aucun compte et exécute un petit calcul réel sur cet ordinateur. Quand vous serez prêt, ajoutez un projet scientifique avec votre compte chez lui ; vous pouvez retirer le projet de démonstration à tout moment.</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Premier démarrage</translation>
    </message>
    <message>
        <source>Add a science project…</source>
        <translation>Ajouter un projet scientifique…</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
</context>
<context>
    <name>GpuCharts</name>
    <message>
        <source>GPUs in use (devices)</source>
        <translation>GPU occupés (appareils)</translation>
    </message>
    <message>
        <source>GPU time (hours)</source>
        <translation>Temps GPU (heures)</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1 (sur %2)</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use &amp;GPU always</source>
        <translation>Toujours utiliser le &amp;GPU</translation>
    </message>
    <message>
        <source>&amp;Use GPU based on preferences</source>
        <translation>&amp;Utiliser le GPU selon les préférences</translation>
    </message>
    <message>
        <source>Suspen&amp;d GPU</source>
        <translation>Susp&amp;endre le GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Snooze GPU</source>
        <translation>Mettre le GPU en veille</translation>
    </message>
    <message>
        <source>Resume GPU</source>
        <translation>Reprendre le GPU</translation>
    </message>
    <message>
        <source>GPU only</source>
        <translation>GPU seulement</translation>
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
    <name>HistoryTab</name>
    <message>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <source>success</source>
        <translation>réussie</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abandonnée</translation>
    </message>
    <message>
        <source>download failed</source>
        <translation>échec du téléchargement</translation>
    </message>
    <message>
        <source>upload failed</source>
        <translation>échec de l&apos;envoi</translation>
    </message>
    <message>
        <source>aborted by user</source>
        <translation>abandonnée par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>aborted by project</source>
        <translation>abandonnée par le projet</translation>
    </message>
    <message>
        <source>aborted by client</source>
        <translation>abandonnée par le client</translation>
    </message>
    <message>
        <source>Search task, application or project</source>
        <translation>Rechercher une tâche, une application ou un projet</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Rechercher dans l&apos;historique des tâches</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Toute issue</translation>
    </message>
    <message>
        <source>Filter by computer</source>
        <translation>Filtrer par ordinateur</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filtrer par projet</translation>
    </message>
    <message>
        <source>Filter by application</source>
        <translation>Filtrer par application</translation>
    </message>
    <message>
        <source>Filter by outcome</source>
        <translation>Filtrer par issue</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Depuis</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Terminée depuis</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Terminée avant</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Task history</source>
        <translation>Historique des tâches</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Tous les ordinateurs</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Tous les projets</translation>
    </message>
    <message>
        <source>All applications</source>
        <translation>Toutes les applications</translation>
    </message>
    <message>
        <source>, %1 credit</source>
        <translation>, crédit %1</translation>
    </message>
    <message>
        <source>%1: %2 tasks, %3 ok, %4 errors, %5 aborted; average CPU %6, elapsed %7</source>
        <translation>%1 : tâches %2, réussies %3, erreurs %4, abandonnées %5 ; moyenne CPU %6, écoulé %7</translation>
    </message>
    <message>
        <source>(unknown app)</source>
        <translation>(application inconnue)</translation>
    </message>
    <message>
        <source>%1 tasks match</source>
        <translation>Tâches correspondantes : %1</translation>
    </message>
    <message>
        <source>%1 tasks recorded</source>
        <translation>Tâches enregistrées : %1</translation>
    </message>
    <message>
        <source>Export task history</source>
        <translation>Exporter l&apos;historique des tâches</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Échec de l&apos;export : %1</translation>
    </message>
    <message>
        <source>Exported %1 tasks to %2</source>
        <translation>Tâches exportées : %1, vers %2</translation>
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
        <source>not connected</source>
        <translation>non connecté</translation>
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
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
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
    <message>
        <source>the host&apos;s answer is too large to read</source>
        <translation>la réponse de l&apos;hôte est trop volumineuse pour être lue</translation>
    </message>
    <message>
        <source>the host&apos;s answer is not BOINC&apos;s GUI RPC (is a BOINC client listening on this port?)</source>
        <translation>la réponse de l&apos;hôte n&apos;est pas du GUI RPC de BOINC (un client BOINC écoute-t-il sur ce port ?)</translation>
    </message>
    <message>
        <source>the host&apos;s client does not know this request (%1)</source>
        <translation>le client de l&apos;hôte ne connaît pas cette demande (%1)</translation>
    </message>
    <message>
        <source>the host&apos;s client answered with an error: %1</source>
        <translation>le client de l&apos;hôte a répondu par une erreur : %1</translation>
    </message>
    <message>
        <source>network error (%1)</source>
        <translation>erreur réseau (%1)</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 has changed, so nothing was sent to it. Pinned: SHA-256 %2. Presented now: SHA-256 %3. If that computer&apos;s certificate was made anew on purpose, compare the new fingerprint with what &quot;boinc-core tls-fingerprint&quot; prints there and accept it in Hosts &gt; Edit (&quot;Accept the new certificate&quot;). Otherwise someone may be in between: do not accept it.</source>
        <translation>Le certificat TLS de %1 a changé, donc rien ne lui a été envoyé. Épinglé : SHA-256 %2. Présenté maintenant : SHA-256 %3. Si le certificat de cet ordinateur a été refait exprès, comparez la nouvelle empreinte avec celle qu&apos;affiche « boinc-core tls-fingerprint » là-bas, puis acceptez-la dans Hôtes &gt; Modifier (« Accepter le nouveau certificat »). Sinon, quelqu&apos;un s&apos;est peut-être interposé : ne l&apos;acceptez pas.</translation>
    </message>
    <message>
        <source>SSH: the host key of %1 is not the one in %2 (it changed, or someone is in between), so nothing was sent. If it changed on purpose, check it, remove the old key (ssh-keygen -R) and log in once with ssh.</source>
        <translation>SSH : la clé d&apos;hôte de %1 n&apos;est pas celle de %2 (elle a changé, ou quelqu&apos;un s&apos;est interposé), donc rien n&apos;a été envoyé. Si elle a changé exprès, vérifiez-la, retirez l&apos;ancienne clé (ssh-keygen -R) et connectez-vous une fois avec ssh.</translation>
    </message>
    <message>
        <source>SSH: %1 is not in %2. Log in once with &quot;ssh -p %3 %4&quot;, compare its host key fingerprint and accept it, then try again.</source>
        <translation>SSH : %1 n&apos;est pas dans %2. Connectez-vous une fois avec « ssh -p %3 %4 », comparez l&apos;empreinte de sa clé d&apos;hôte et acceptez-la, puis réessayez.</translation>
    </message>
    <message>
        <source>SSH: %1 accepted none of the keys offered (agent, %2). Is the public key in its authorized_keys?</source>
        <translation>SSH : %1 n&apos;a accepté aucune des clés proposées (agent, %2). La clé publique est-elle dans son authorized_keys ?</translation>
    </message>
    <message>
        <source>SSH to %1 failed: %2</source>
        <translation>SSH vers %1 a échoué : %2</translation>
    </message>
    <message>
        <source>SSH to %1: %2:%3 refused the connection there (%4). Is the BOINC client running?</source>
        <translation>SSH vers %1 : %2:%3 a refusé la connexion là-bas (%4). Le client BOINC tourne-t-il ?</translation>
    </message>
    <message>
        <source>SSH to %1: the connection was lost (%2)</source>
        <translation>SSH vers %1 : la connexion a été perdue (%2)</translation>
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
        <translation>&amp;Hôtes</translation>
    </message>
    <message>
        <source>&amp;Manage hosts…</source>
        <translation>&amp;Gérer les hôtes…</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>&amp;Ajouter un hôte…</translation>
    </message>
    <message>
        <source>Show all &amp;computers</source>
        <translation>Afficher &amp;tous les ordinateurs</translation>
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
    <name>LazyHistory</name>
    <message>
        <source>The task history could not be opened.</source>
        <translation>L&apos;historique des tâches n&apos;a pas pu être ouvert.</translation>
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
        <source>Stop computing and exit</source>
        <translation>Arrêter les calculs et quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
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
        <source>Snooze</source>
        <translation>Mettre en veille</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>O&amp;utils</translation>
    </message>
    <message>
        <source>run always</source>
        <translation>toujours actif</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>suspendre</translation>
    </message>
    <message>
        <source>run based on preferences</source>
        <translation>selon les préférences</translation>
    </message>
    <message>
        <source>always</source>
        <translation>toujours</translation>
    </message>
    <message>
        <source>based on preferences</source>
        <translation>selon les préférences</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspendu</translation>
    </message>
    <message>
        <source>suspended (%1)</source>
        <translation>suspendu (%1)</translation>
    </message>
    <message>
        <source>%1, suspended (%2)</source>
        <translation>%1, suspendu (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n en cours</numerusform>
            <numerusform>%n en cours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n downloading</source>
        <translation>
            <numerusform>%n en téléchargement</numerusform>
            <numerusform>%n en téléchargement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n en attente</numerusform>
            <numerusform>%n en attente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uploading</source>
        <translation>
            <numerusform>%n en envoi</numerusform>
            <numerusform>%n en envoi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to report</source>
        <translation>
            <numerusform>%n à signaler</numerusform>
            <numerusform>%n à signaler</numerusform>
        </translation>
    </message>
    <message>
        <source>ddd dd MMM yyyy HH:mm</source>
        <translation>ddd dd MMM yyyy HH:mm</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>inconnue (non installé)</translation>
    </message>
    <message>
        <source>boinc-gui — %1</source>
        <translation>boinc-gui — %1</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>démarrage…</translation>
    </message>
    <message>
        <source>Starting the client…</source>
        <translation>Démarrage du client…</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Actives seulement</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projets</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Tâches</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Transferts</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Disque</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Journal des événements</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>Client notice</source>
        <translation>Avis du client</translation>
    </message>
    <message>
        <source>&lt;b&gt;Emulated client.&lt;/b&gt; This window shows the emulator in accelerated time (the speed is at the bottom right), not real work. The live client replaces it.</source>
        <translation>&lt;b&gt;Client émulé.&lt;/b&gt; Cette fenêtre montre l&apos;émulateur en temps accéléré (la vitesse est en bas à droite), pas un vrai travail. Le vrai client le remplace.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Rules belong to a client that evaluates them: this computer&apos;s, or a remote boinc-core added under Hosts.</source>
        <translation>Les règles appartiennent à un client qui les évalue : celui de cet ordinateur, ou un boinc-core distant ajouté sous Hosts.</translation>
    </message>
    <message>
        <source>&amp;Projects</source>
        <translation>&amp;Projets</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>&amp;Tâches</translation>
    </message>
    <message>
        <source>Trans&amp;fers</source>
        <translation>T&amp;ransferts</translation>
    </message>
    <message>
        <source>&amp;Disk</source>
        <translation>&amp;Disque</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiques</translation>
    </message>
    <message>
        <source>&amp;Event log</source>
        <translation>&amp;Journal des événements</translation>
    </message>
    <message>
        <source>&amp;Notices</source>
        <translation>&amp;Annonces</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Annonces (%1)</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Mettre à jour</translation>
    </message>
    <message>
        <source>&amp;Suspend</source>
        <translation>&amp;Suspendre</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;No new tasks</source>
        <translation>Pas de &amp;nouvelles tâches</translation>
    </message>
    <message>
        <source>&amp;Allow new tasks</source>
        <translation>&amp;Autoriser de nouvelles tâches</translation>
    </message>
    <message>
        <source>Res&amp;et project</source>
        <translation>Réinitialiser &amp;le projet</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>R&amp;etirer</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>&amp;Propriétés</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>&amp;Retry now</source>
        <translation>&amp;Réessayer maintenant</translation>
    </message>
    <message>
        <source>&amp;Abort transfer</source>
        <translation>&amp;Abandonner le transfert</translation>
    </message>
    <message>
        <source>&amp;Resume now</source>
        <translation>&amp;Reprendre maintenant</translation>
    </message>
    <message>
        <source>&amp;Run always</source>
        <translation>&amp;Toujours calculer</translation>
    </message>
    <message>
        <source>Run based on &amp;preferences</source>
        <translation>Calculer selon les &amp;préférences</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>&amp;Fermer la fenêtre</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>F&amp;ilter current table</source>
        <translation>&amp;Filtrer le tableau affiché</translation>
    </message>
    <message>
        <source>Select &amp;columns…</source>
        <translation>&amp;Choisir les colonnes…</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>Th&amp;ème</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <source>&amp;Network activity always</source>
        <translation>&amp;Activité réseau toujours</translation>
    </message>
    <message>
        <source>Network activity &amp;based on preferences</source>
        <translation>Activité &amp;réseau selon les préférences</translation>
    </message>
    <message>
        <source>Suspend net&amp;work activity</source>
        <translation>Suspendre &amp;l&apos;activité réseau</translation>
    </message>
    <message>
        <source>Sn&amp;ooze</source>
        <translation>&amp;Mettre en veille</translation>
    </message>
    <message>
        <source>Soft s&amp;top (after the next checkpoint)</source>
        <translation>Arrêt en &amp;douceur (après le prochain point de reprise)</translation>
    </message>
    <message>
        <source>&amp;Add project…</source>
        <translation>&amp;Ajouter un projet…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Application &amp;settings (app_config.xml)…</source>
        <translation>&amp;Réglages des applications (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account &amp;manager…</source>
        <translation>&amp;Gestionnaire de comptes…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>R&amp;ègles…</translation>
    </message>
    <message>
        <source>&amp;GPUs…</source>
        <translation>GP&amp;U…</translation>
    </message>
    <message>
        <source>A&amp;lerts…</source>
        <translation>A&amp;lertes…</translation>
    </message>
    <message>
        <source>&amp;About boinc-gui</source>
        <translation>&amp;À propos de boinc-gui</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Contacter le projet maintenant</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Se détacher du projet</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Connecting to the client…</source>
        <translation>Connexion au client…</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Activité</translation>
    </message>
    <message>
        <source>The client&apos;s clock</source>
        <translation>Horloge du client</translation>
    </message>
    <message>
        <source>Tasks by state</source>
        <translation>Tâches par état</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Gestionnaire de comptes</translation>
    </message>
    <message>
        <source>Emulation speed</source>
        <translation>Vitesse d&apos;émulation</translation>
    </message>
    <message>
        <source>Simulated seconds per real second</source>
        <translation>Secondes simulées par seconde réelle</translation>
    </message>
    <message>
        <source>%1× speed</source>
        <translation>vitesse %1×</translation>
    </message>
    <message>
        <source>Account manager: %1</source>
        <translation>Gestionnaire de comptes : %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;EMULATED&lt;/b&gt; — not real work</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;ÉMULÉ&lt;/b&gt; — pas un vrai travail</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>Calcul : %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>Réseau : %1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU : %1</translation>
    </message>
    <message>
        <source>Snoozed: %1</source>
        <translation>En veille : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>boinc-gui — All computers (%1)</source>
        <translation>boinc-gui — Tous les ordinateurs (%1)</translation>
    </message>
    <message>
        <source>%1 does not report its disk usage to this window.</source>
        <translation>%1 ne communique pas son utilisation du disque à cette fenêtre.</translation>
    </message>
    <message>
        <source>Disk usage of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Utilisation du disque de %1 (ces vues montrent un ordinateur à la fois : choisissez-en un autre dans la liste Ordinateur)</translation>
    </message>
    <message>
        <source>Charts of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Graphiques de %1 (ces vues montrent un ordinateur à la fois : choisissez-en un autre dans la liste Ordinateur)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>The client could not do that: %1</source>
        <translation>Le client n&apos;a pas pu le faire : %1</translation>
    </message>
    <message>
        <source>That computer is no longer shown; the command was not sent.</source>
        <translation>Cet ordinateur n&apos;est plus affiché ; la commande n&apos;a pas été envoyée.</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Tous les ordinateurs</translation>
    </message>
    <message numerus="yes">
        <source>%1 on all %n computers shown?</source>
        <translation>
            <numerusform>%1 sur les %n ordinateurs affichés ?</numerusform>
            <numerusform>%1 sur les %n ordinateurs affichés ?</numerusform>
        </translation>
    </message>
    <message>
        <source>End the snooze</source>
        <translation>Terminer la mise en veille</translation>
    </message>
    <message>
        <source>boinc-gui %1: a volunteer-computing manager compatible with BOINC.
Client: %2</source>
        <translation>boinc-gui %1 : un gestionnaire de calcul bénévole compatible avec BOINC.
Client : %2</translation>
    </message>
    <message>
        <source>boinc-gui keeps computing</source>
        <translation>boinc-gui continue de calculer</translation>
    </message>
    <message>
        <source>The window is closed, not the program: computing goes on. Click the tray icon to open the window; its menu has Exit.</source>
        <translation>La fenêtre est fermée, pas le programme : les calculs continuent. Cliquez sur l&apos;icône de la zone de notification pour ouvrir la fenêtre ; son menu contient Quitter.</translation>
    </message>
    <message>
        <source>Exit boinc-gui</source>
        <translation>Quitter boinc-gui</translation>
    </message>
    <message>
        <source>Exit? Computing stops until you start boinc-gui again.</source>
        <translation>Quitter ? Les calculs s&apos;arrêtent jusqu&apos;au prochain démarrage de boinc-gui.</translation>
    </message>
</context>
<context>
    <name>NoticeReminder</name>
    <message>
        <source>1 unread notice from your projects. Click to read.</source>
        <translation>1 annonce non lue de vos projets. Cliquez pour la lire.</translation>
    </message>
    <message>
        <source>boinc-gui notices</source>
        <translation>Annonces de boinc-gui</translation>
    </message>
</context>
<context>
    <name>NoticesTab</name>
    <message>
        <source>Alert</source>
        <translation>Alerte</translation>
    </message>
    <message>
        <source>This client</source>
        <translation>Ce client</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Avis</translation>
    </message>
    <message>
        <source>Notice text</source>
        <translation>Texte de l&apos;avis</translation>
    </message>
    <message>
        <source>No notices yet. Projects and the client post news and alerts here.</source>
        <translation>Aucun avis pour l&apos;instant. Les projets et le client publient ici leurs nouvelles et alertes.</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>cette fenêtre</translation>
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
    <name>PreviewGpu</name>
    <message>
        <source>GPU %1 (%2 devices): idle %3 (%4 with the current settings); GPU tasks done %5 (%6); GPU tasks late %7 (%8)</source>
        <translation>GPU %1 (%2 appareils) : inactif %3 (%4 avec les réglages actuels) ; tâches GPU terminées %5 (%6) ; tâches GPU en retard %7 (%8)</translation>
    </message>
    <message>
        <source>the %1 GPUs would stand idle %2 of the time (with the current settings: %3)</source>
        <translation>les GPU %1 resteraient inactifs %2 du temps (avec les réglages actuels : %3)</translation>
    </message>
    <message>
        <source>%1 GPU tasks would miss their deadlines (with the current settings: %2)</source>
        <translation>%1 tâches GPU manqueraient leur échéance (avec les réglages actuels : %2)</translation>
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
    <name>RowTableModel</name>
    <message>
        <source>%1
(out of date: %2)</source>
        <translation>%1
(périmé : %2)</translation>
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
        <source>No rules yet. A rule suspends or limits computing, or tells you, while something holds: a CPU temperature, a time of day, a program running, the battery. Add… makes one.</source>
        <translation>Aucune règle pour l’instant. Une règle suspend ou limite le calcul, ou vous prévient, tant qu’une condition tient : une température du processeur, une heure de la journée, un programme en cours, la batterie. « Ajouter… » en crée une.</translation>
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
    <name>SimpleView</name>
    <message>
        <source>Connecting to the client…</source>
        <translation>Connexion au client…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Advanced view</source>
        <translation>Vue avancée</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Start computing again</source>
        <translation>Reprendre le calcul</translation>
    </message>
    <message>
        <source>Stop all computing until you resume</source>
        <translation>Arrêter tout calcul jusqu&apos;à la reprise</translation>
    </message>
    <message>
        <source>This computer does not work for any project yet: use Advanced view, Tools &gt; Add project.</source>
        <translation>Cet ordinateur ne travaille encore pour aucun projet : passez à la vue avancée, Outils &gt; Ajouter un projet.</translation>
    </message>
    <message>
        <source>This computer is doing science for %1.</source>
        <translation>Cet ordinateur fait de la science pour %1.</translation>
    </message>
    <message>
        <source>This computer works for %1. Computing is suspended (%2).</source>
        <translation>Cet ordinateur travaille pour %1. Le calcul est suspendu (%2).</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>This computer works for %1. No task is running at this moment: work is on its way or waiting its turn.</source>
        <translation>Cet ordinateur travaille pour %1. Aucune tâche ne tourne en ce moment : du travail arrive ou attend son tour.</translation>
    </message>
    <message>
        <source>and 1 more task running</source>
        <translation>et une autre tâche en cours</translation>
    </message>
    <message>
        <source>and %1 more tasks running</source>
        <translation>et d&apos;autres tâches en cours : %1</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>&amp;Vue simple</translation>
    </message>
    <message>
        <source>One screen: what this computer does, for which science</source>
        <translation>Un seul écran : ce que fait cet ordinateur, pour quelle science</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <source>Live</source>
        <translation>En direct</translation>
    </message>
    <message>
        <source>Daily history</source>
        <translation>Historique quotidien</translation>
    </message>
    <message>
        <source>day %1 %2</source>
        <translation>jour %1 %2</translation>
    </message>
    <message>
        <source>Statistics view</source>
        <translation>Vue des statistiques</translation>
    </message>
    <message>
        <source>Live: this computer&apos;s figures every few seconds. Daily history: credit and CPU time per day, from the task history</source>
        <translation>En direct : les chiffres de cet ordinateur toutes les quelques secondes. Historique quotidien : crédit et temps CPU par jour, tirés de l&apos;historique des tâches</translation>
    </message>
    <message>
        <source>Follow live data</source>
        <translation>Suivre les données en direct</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>Graphiques des statistiques</translation>
    </message>
    <message>
        <source>Scheduling priority (debt, CPU s)</source>
        <translation>Priorité d&apos;ordonnancement (dette, s CPU)</translation>
    </message>
    <message>
        <source>CPU share now vs resource share (dashed), %</source>
        <translation>Part CPU actuelle contre part de ressources (tirets), %</translation>
    </message>
    <message>
        <source>Queued work (CPU hours)</source>
        <translation>Travail en file (heures CPU)</translation>
    </message>
    <message>
        <source>Work done (credit)</source>
        <translation>Travail effectué (crédit)</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Réinitialiser le zoom</translation>
    </message>
    <message>
        <source>Show all the data again (the wheel and a drag zoom in)</source>
        <translation>Montrer de nouveau toutes les données (la molette et un glisser zooment)</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · right-click: more</source>
        <translation>Molette : zoom · glisser : déplacer · clic droit : plus</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <source>Projects</source>
        <translation>Projets</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Tâches</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Transferts</translation>
    </message>
    <message>
        <source>Filter projects (Ctrl+F)</source>
        <translation>Filtrer les projets (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter tasks (Ctrl+F)</source>
        <translation>Filtrer les tâches (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter transfers (Ctrl+F)</source>
        <translation>Filtrer les transferts (Ctrl+F)</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Actives seulement</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>Filtrer %1</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Tableau %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Rows matching the filter: %1 of %2</source>
        <translation>Lignes correspondant au filtre : %1 sur %2</translation>
    </message>
    <message>
        <source>Rows: %1</source>
        <translation>Lignes : %1</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Réinitialiser les colonnes</translation>
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
    <name>TrayController</name>
    <message>
        <source>Open manager</source>
        <translation>Ouvrir le gestionnaire</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Mettre en veille</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Reprendre maintenant</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Suspendre les calculs</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Arrêt en douceur (après le prochain point de reprise)</translation>
    </message>
    <message>
        <source>Suspend network</source>
        <translation>Suspendre le réseau</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>boinc-gui: starting</source>
        <translation>boinc-gui : démarrage</translation>
    </message>
    <message>
        <source>1 unread notice</source>
        <translation>1 annonce non lue</translation>
    </message>
    <message>
        <source>Resume computing</source>
        <translation>Reprendre les calculs</translation>
    </message>
    <message>
        <source>Resume network</source>
        <translation>Reprendre le réseau</translation>
    </message>
    <message>
        <source>boinc-gui needs you</source>
        <translation>boinc-gui a besoin de vous</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to boinc-gui</source>
        <translation>Bienvenue dans boinc-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;boinc-gui lends your computer&apos;s spare processor time and disk space to science projects: it downloads their tasks, runs them while you do not need the computer (as your preferences say), sends the results back and keeps you informed here and in the tray.&lt;/p&gt;&lt;p&gt;It works with BOINC projects and tools: you choose the projects, each with an account on its web site. You can pause computing at any time from the Activity menu or the tray icon.&lt;/p&gt;&lt;p&gt;&lt;b&gt;To begin, add a project.&lt;/b&gt; The built-in demo project needs no account: it runs a small real computation on this computer, so you can see how everything works before choosing a science project.&lt;/p&gt;</source>
        <translation>&lt;p&gt;boinc-gui prête le temps processeur et l&apos;espace disque inutilisés de votre ordinateur à des projets scientifiques : il télécharge leurs tâches, les exécute quand vous n&apos;avez pas besoin de l&apos;ordinateur (selon vos préférences), renvoie les résultats et vous tient informé ici et dans la zone de notification.&lt;/p&gt;&lt;p&gt;Il fonctionne avec les projets et outils BOINC : vous choisissez les projets, chacun avec un compte sur son site web. Vous pouvez suspendre le calcul à tout moment depuis le menu Activité ou l&apos;icône de notification.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pour commencer, ajoutez un projet.&lt;/b&gt; Le projet de démonstration intégré ne demande aucun compte : il exécute un petit calcul réel sur cet ordinateur, pour que vous voyiez comment tout fonctionne avant de choisir un projet scientifique.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a project…</source>
        <translation>Ajouter un projet…</translation>
    </message>
    <message>
        <source>Add a project</source>
        <translation>Ajouter un projet</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Show the tabs; Tools › Add project… opens the same dialog later</source>
        <translation>Afficher les onglets ; Outils › Ajouter un projet… ouvre la même fenêtre plus tard</translation>
    </message>
</context>
<context>
    <name>_TaskCard</name>
    <message>
        <source>%1: %2 done, about %3 left</source>
        <translation>%1 : %2 effectué, encore environ %3</translation>
    </message>
    <message>
        <source>%1: %2 done</source>
        <translation>%1 : %2 effectué</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Progression de %1</translation>
    </message>
    <message>
        <source>Your credit at %1: %2</source>
        <translation>Votre crédit chez %1 : %2</translation>
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
    <name>a11y</name>
    <message>
        <source>Alerts</source>
        <translation>Alertes</translation>
    </message>
    <message>
        <source>Computers</source>
        <translation>Ordinateurs</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Name of the application to add</source>
        <translation>Nom de l&apos;application à ajouter</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Terminées depuis le</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Terminées avant le</translation>
    </message>
    <message>
        <source>No data yet.</source>
        <translation>Pas encore de données.</translation>
    </message>
    <message>
        <source>Computing suspended: %1</source>
        <translation>Calcul suspendu : %1</translation>
    </message>
    <message>
        <source>Computing resumed</source>
        <translation>Calcul repris</translation>
    </message>
    <message>
        <source>Task %1 failed: %2</source>
        <translation>La tâche %1 a échoué : %2</translation>
    </message>
</context>
<context>
    <name>accounts</name>
    <message>
        <source>wrong password</source>
        <translation>mot de passe erroné</translation>
    </message>
    <message>
        <source>no account with this email</source>
        <translation>aucun compte avec cette adresse e-mail</translation>
    </message>
    <message>
        <source>an account with this email already exists (with another password): sign in instead</source>
        <translation>un compte avec cette adresse e-mail existe déjà (avec un autre mot de passe) : connectez-vous plutôt</translation>
    </message>
    <message>
        <source>this project is not accepting new accounts</source>
        <translation>ce projet n&apos;accepte pas de nouveaux comptes</translation>
    </message>
    <message>
        <source>the project does not accept this email address</source>
        <translation>le projet n&apos;accepte pas cette adresse e-mail</translation>
    </message>
    <message>
        <source>the project does not accept this user name</source>
        <translation>le projet n&apos;accepte pas ce nom d&apos;utilisateur</translation>
    </message>
    <message>
        <source>the project requires you to accept its terms of use</source>
        <translation>le projet exige que vous acceptiez ses conditions d&apos;utilisation</translation>
    </message>
    <message>
        <source>the project is down for maintenance; try again later</source>
        <translation>le projet est en maintenance ; réessayez plus tard</translation>
    </message>
    <message>
        <source>the project&apos;s web site is down for maintenance; try again later</source>
        <translation>le site web du projet est en maintenance ; réessayez plus tard</translation>
    </message>
    <message>
        <source>this address is an account manager, not a project: use &apos;Use an account manager&apos;</source>
        <translation>cette adresse est un gestionnaire de comptes, pas un projet : choisissez « Utiliser un gestionnaire de comptes »</translation>
    </message>
    <message>
        <source>enter the email address and the password of your account</source>
        <translation>saisissez l&apos;adresse e-mail et le mot de passe de votre compte</translation>
    </message>
    <message>
        <source>enter a user name, an email address and a password</source>
        <translation>saisissez un nom d&apos;utilisateur, une adresse e-mail et un mot de passe</translation>
    </message>
    <message>
        <source>cannot reach %1: connection refused</source>
        <translation>impossible de joindre %1 : connexion refusée</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2: is this the project&apos;s address?</source>
        <translation>%1 a répondu par l&apos;erreur HTTP %2 : est-ce bien l&apos;adresse du projet ?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (%2): is this the project&apos;s address?</source>
        <translation>%1 n&apos;a pas répondu comme un projet BOINC (%2) : est-ce bien l&apos;adresse du projet ?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (it sent &lt;%2&gt;): is this the project&apos;s address?</source>
        <translation>%1 n&apos;a pas répondu comme un projet BOINC (il a envoyé &lt;%2&gt;) : est-ce bien l&apos;adresse du projet ?</translation>
    </message>
    <message>
        <source>%1 sent the request on to %2, which is not an http:// or https:// address: is this the project&apos;s address?</source>
        <translation>%1 a renvoyé la demande vers %2, qui n&apos;est pas une adresse http:// ou https:// : est-ce bien l&apos;adresse du projet ?</translation>
    </message>
    <message>
        <source>%1 sent the request on more than %2 times: is this the project&apos;s address?</source>
        <translation>%1 a renvoyé la demande plus de %2 fois : est-ce bien l&apos;adresse du projet ?</translation>
    </message>
    <message>
        <source>%1 sent an answer larger than %2 bytes, which was not read: is this the project&apos;s address?</source>
        <translation>%1 a envoyé une réponse de plus de %2 octets, qui n&apos;a pas été lue : est-ce bien l&apos;adresse du projet ?</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s to answer; try again later</source>
        <translation>%1 a mis plus de %2 s à répondre ; réessayez plus tard</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>impossible de joindre %1 : %2</translation>
    </message>
    <message>
        <source>%1 sent neither an account key nor an error: is this the project&apos;s address?</source>
        <translation>%1 n&apos;a envoyé ni clé de compte ni erreur : est-ce bien l&apos;adresse du projet ?</translation>
    </message>
    <message>
        <source>%1 sent an account key that cannot be used</source>
        <translation>%1 a envoyé une clé de compte inutilisable</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// address</source>
        <translation>%1 n&apos;est pas une adresse http:// ou https://</translation>
    </message>
    <message>
        <source>%1 names no host</source>
        <translation>%1 ne nomme aucun hôte</translation>
    </message>
    <message>
        <source>%1 contains spaces or control characters</source>
        <translation>%1 contient des espaces ou des caractères de contrôle</translation>
    </message>
    <message>
        <source>this project needs client version %1 or later; this client is %2</source>
        <translation>ce projet demande la version %1 du client ou plus récente ; ce client est en %2</translation>
    </message>
    <message>
        <source>this project has no applications for this computer (%1)</source>
        <translation>ce projet n&apos;a pas d&apos;application pour cet ordinateur (%1)</translation>
    </message>
    <message>
        <source>the password must have at least %1 characters for this project</source>
        <translation>le mot de passe doit compter au moins %1 caractères pour ce projet</translation>
    </message>
    <message>
        <source>the project does not accept this user name: %1</source>
        <translation>le projet n&apos;accepte pas ce nom d&apos;utilisateur : %1</translation>
    </message>
    <message>
        <source>cannot reach %1: host name not found</source>
        <translation>impossible de joindre %1 : nom d&apos;hôte introuvable</translation>
    </message>
    <message>
        <source>cannot reach %1: no answer within %2 s</source>
        <translation>impossible de joindre %1 : pas de réponse en %2 s</translation>
    </message>
    <message>
        <source>the project refused (error %1)</source>
        <translation>le projet a refusé (erreur %1)</translation>
    </message>
</context>
<context>
    <name>acct_mgr</name>
    <message>
        <source>wrong password</source>
        <translation>mot de passe erroné</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>aucun compte à ce nom chez le gestionnaire de comptes</translation>
    </message>
    <message>
        <source>an account with this name already exists at the account manager</source>
        <translation>un compte à ce nom existe déjà chez le gestionnaire de comptes</translation>
    </message>
    <message>
        <source>the account manager does not accept this email address</source>
        <translation>le gestionnaire de comptes n&apos;accepte pas cette adresse e-mail</translation>
    </message>
    <message>
        <source>the account manager is not accepting new accounts</source>
        <translation>le gestionnaire de comptes n&apos;accepte pas de nouveaux comptes</translation>
    </message>
    <message>
        <source>the account manager is down for maintenance; try again later</source>
        <translation>le gestionnaire de comptes est en maintenance ; réessayez plus tard</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer could not be read</source>
        <translation>la réponse du gestionnaire de comptes est illisible</translation>
    </message>
    <message>
        <source>this is not the web address of an account manager</source>
        <translation>ce n&apos;est pas l&apos;adresse web d&apos;un gestionnaire de comptes</translation>
    </message>
    <message>
        <source>the account manager&apos;s host name was not found</source>
        <translation>le nom d&apos;hôte du gestionnaire de comptes est introuvable</translation>
    </message>
    <message>
        <source>the account manager did not answer in time</source>
        <translation>le gestionnaire de comptes n&apos;a pas répondu à temps</translation>
    </message>
    <message>
        <source>no connection to the account manager could be made</source>
        <translation>impossible de se connecter au gestionnaire de comptes</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site is not answering now; try again later</source>
        <translation>le site du gestionnaire de comptes ne répond pas pour l&apos;instant ; réessayez plus tard</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site refused the request</source>
        <translation>le site du gestionnaire de comptes a refusé la demande</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer was too large</source>
        <translation>la réponse du gestionnaire de comptes était trop volumineuse</translation>
    </message>
    <message>
        <source>the account manager could not be used (error %1)</source>
        <translation>le gestionnaire de comptes n&apos;a pas pu être utilisé (erreur %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>the request could not be made (%1)</source>
        <translation>la demande n&apos;a pas pu être faite (%1)</translation>
    </message>
</context>
<context>
    <name>alerts</name>
    <message>
        <source>Task failed</source>
        <translation>Tâche en échec</translation>
    </message>
    <message>
        <source>Project keeps failing</source>
        <translation>Le projet échoue sans cesse</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>Échéance menacée</translation>
    </message>
    <message>
        <source>Disk near its limit</source>
        <translation>Disque proche de sa limite</translation>
    </message>
    <message>
        <source>Computer not answering</source>
        <translation>L&apos;ordinateur ne répond pas</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>after</source>
        <translation>après</translation>
    </message>
    <message>
        <source> failed tasks</source>
        <translation> tâches en échec</translation>
    </message>
    <message>
        <source>within</source>
        <translation>en</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>or after</source>
        <translation>ou après</translation>
    </message>
    <message>
        <source> failed scheduler requests</source>
        <translation> requêtes au planificateur en échec</translation>
    </message>
    <message>
        <source>or when a task would finish within</source>
        <translation>ou quand une tâche finirait à moins de</translation>
    </message>
    <message>
        <source> h of its deadline</source>
        <translation> h de son échéance</translation>
    </message>
    <message>
        <source>when the client uses</source>
        <translation>quand le client utilise</translation>
    </message>
    <message>
        <source> % of its disk limit</source>
        <translation> % (de sa limite de disque)</translation>
    </message>
    <message>
        <source>again after it was below</source>
        <translation>à nouveau après être passé sous</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> s without an answer</source>
        <translation> s sans réponse</translation>
    </message>
    <message>
        <source>Repeats of a kind wait</source>
        <translation>Les répétitions d&apos;un même type attendent</translation>
    </message>
    <message>
        <source> min, then come as one</source>
        <translation> min, puis arrivent regroupées</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>au plus</translation>
    </message>
    <message>
        <source> notifications in that time</source>
        <translation> notifications dans ce délai</translation>
    </message>
    <message>
        <source>task failed</source>
        <translation>une tâche échoue</translation>
    </message>
    <message>
        <source>project keeps failing</source>
        <translation>un projet échoue sans cesse</translation>
    </message>
    <message>
        <source>deadline at risk</source>
        <translation>une échéance est menacée</translation>
    </message>
    <message>
        <source>disk near its limit</source>
        <translation>le disque approche de sa limite</translation>
    </message>
    <message>
        <source>computer not answering</source>
        <translation>un ordinateur ne répond pas</translation>
    </message>
    <message>
        <source>a rule says so</source>
        <translation>une règle le demande</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2) may miss its deadline (%3)</source>
        <translation>%1 (%2) risque de manquer son échéance (%3)</translation>
    </message>
    <message>
        <source>%1 (%2) would finish only %3 before its deadline (%4)</source>
        <translation>%1 (%2) ne finirait que %3 avant son échéance (%4)</translation>
    </message>
    <message>
        <source>%1: 1 task failed in the last %2</source>
        <translation>%1: 1 tâche en échec en %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tasks failed in the last %2</source>
        <translation>
            <numerusform>%1: %n tâche en échec en %2</numerusform>
            <numerusform>%1: %n tâches en échec en %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: 1 scheduler request failed</source>
        <translation>%1: 1 requête au planificateur en échec</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scheduler requests in a row failed</source>
        <translation>
            <numerusform>%1: %n requête au planificateur en échec</numerusform>
            <numerusform>%1: %n requêtes au planificateur en échec d’affilée</numerusform>
        </translation>
    </message>
    <message>
        <source>Using %1 of the %2 the preferences allow (%3 %)</source>
        <translation>%1 utilisés sur les %2 permis par les préférences (%3 %)</translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation>%1 ne répond plus depuis %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks failed: %1</source>
        <translation>
            <numerusform>%n tâche en échec: %1</numerusform>
            <numerusform>%n tâches en échec: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n projects keep failing: %1</source>
        <translation>
            <numerusform>%n projet échoue sans cesse: %1</numerusform>
            <numerusform>%n projets échouent sans cesse: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tasks may miss their deadlines: %1</source>
        <translation>
            <numerusform>%n tâche risque de manquer son échéance: %1</numerusform>
            <numerusform>%n tâches risquent de manquer leur échéance: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks near their limits: %1</source>
        <translation>
            <numerusform>%n disque proche de sa limite: %1</numerusform>
            <numerusform>%n disques proches de leur limite: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computers not answering: %1</source>
        <translation>
            <numerusform>%n ordinateur ne répond pas: %1</numerusform>
            <numerusform>%n ordinateurs ne répondent pas: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule messages: %1</source>
        <translation>
            <numerusform>%n message de règle: %1</numerusform>
            <numerusform>%n messages de règles: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>boinc-gui: could not start; see the error above.</source>
        <translation>boinc-gui : démarrage impossible ; voir l&apos;erreur ci-dessus.</translation>
    </message>
    <message>
        <source>boinc-gui: the demo project could not start: %1</source>
        <translation>boinc-gui : le projet de démonstration n&apos;a pas pu démarrer : %1</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Work fetch</source>
        <translation>Demande de travail</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Work done</source>
        <translation>Travail effectué</translation>
    </message>
    <message>
        <source>Avg. work done</source>
        <translation>Travail moyen effectué</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Part de ressources</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Priority (debt)</source>
        <translation>Priorité (dette)</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Temps CPU</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL du projet</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Pourquoi : %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Écoulé</translation>
    </message>
    <message>
        <source>Remaining (estimated)</source>
        <translation>Restant (estimé)</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Application</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Estimated completion</source>
        <translation>Fin estimée</translation>
    </message>
    <message>
        <source>Completion before deadline</source>
        <translation>Fin avant l&apos;échéance</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Projected to finish after its deadline</source>
        <translation>Devrait finir après son échéance</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>Ordonnanceur : %1</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tâche</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>Code de sortie</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Reçue</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Signalée</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Crédit</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
</context>
<context>
    <name>command</name>
    <message>
        <source>This computer is not attached to %1.</source>
        <translation>Cet ordinateur n&apos;est pas attaché à %1.</translation>
    </message>
    <message>
        <source>Already attached to %1.</source>
        <translation>Cet ordinateur est déjà attaché à %1.</translation>
    </message>
    <message>
        <source>%1 is a BOINC project, but the emulated client attaches only emulated projects (addresses on emulated.invalid). Use the live client to attach real projects.</source>
        <translation>%1 est un projet BOINC, mais le client émulé ne s&apos;attache qu&apos;à des projets émulés (adresses en emulated.invalid). Utilisez le client réel pour les vrais projets.</translation>
    </message>
    <message>
        <source>The client has no task %1 (any more).</source>
        <translation>Le client n&apos;a pas (ou plus) de tâche %1.</translation>
    </message>
    <message>
        <source>Task %1 has already finished.</source>
        <translation>La tâche %1 est déjà terminée.</translation>
    </message>
    <message>
        <source>The client has no transfer of %1 (any more).</source>
        <translation>Le client n&apos;a pas (ou plus) de transfert de %1.</translation>
    </message>
    <message>
        <source>This project was added by the account manager: remove it there.</source>
        <translation>Ce projet a été ajouté par le gestionnaire de comptes : retirez-le là-bas.</translation>
    </message>
    <message>
        <source>The client does not know this command (%1).</source>
        <translation>Le client ne connaît pas cette commande (%1).</translation>
    </message>
    <message>
        <source>The client has stopped; the command was not carried out.</source>
        <translation>Le client s&apos;est arrêté ; la commande n&apos;a pas été exécutée.</translation>
    </message>
    <message>
        <source>The client is not running.</source>
        <translation>Le client ne tourne pas.</translation>
    </message>
    <message>
        <source>The connection to the computer was closed; the command was not carried out.</source>
        <translation>La connexion à l&apos;ordinateur a été fermée ; la commande n&apos;a pas été exécutée.</translation>
    </message>
    <message>
        <source>The connection to the computer was replaced; the command was not carried out.</source>
        <translation>La connexion à l&apos;ordinateur a été remplacée ; la commande n&apos;a pas été exécutée.</translation>
    </message>
    <message>
        <source>The process that reads the other computers stopped (exit code %1); the command was not carried out.</source>
        <translation>Le processus qui interroge les autres ordinateurs s&apos;est arrêté (code de sortie %1) ; la commande n&apos;a pas été exécutée.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The computer&apos;s client refused: %1</source>
        <translation>Le client de l&apos;ordinateur a refusé : %1</translation>
    </message>
    <message>
        <source>The emulated client cannot do this: it keeps no such files and uses no network.</source>
        <translation>Le client émulé ne peut pas faire cela : il ne garde pas de tels fichiers et n&apos;utilise pas le réseau.</translation>
    </message>
    <message>
        <source>There is no local preferences file to read.</source>
        <translation>Il n&apos;y a pas de fichier de préférences locales à lire.</translation>
    </message>
    <message>
        <source>This client keeps no cc_config.xml.</source>
        <translation>Ce client n&apos;a pas de cc_config.xml.</translation>
    </message>
    <message>
        <source>cc_config.xml cannot be read, so it was left unchanged: %1</source>
        <translation>cc_config.xml est illisible, il n&apos;a donc pas été modifié : %1</translation>
    </message>
    <message>
        <source>app_config.xml was refused and nothing was changed: %1</source>
        <translation>app_config.xml a été refusé et rien n&apos;a été modifié : %1</translation>
    </message>
    <message>
        <source>app_config.xml could not be written: %1</source>
        <translation>Impossible d&apos;écrire app_config.xml : %1</translation>
    </message>
    <message>
        <source>The proxy settings could not be saved: %1</source>
        <translation>Impossible d&apos;enregistrer les réglages du proxy : %1</translation>
    </message>
    <message>
        <source>This computer uses no account manager.</source>
        <translation>Cet ordinateur n&apos;utilise pas de gestionnaire de comptes.</translation>
    </message>
    <message>
        <source>This computer uses another account manager: leave it first.</source>
        <translation>Cet ordinateur utilise un autre gestionnaire de comptes : quittez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>A request to the account manager is already under way.</source>
        <translation>Une demande au gestionnaire de comptes est déjà en cours.</translation>
    </message>
    <message>
        <source>That is not a web address: %1</source>
        <translation>Ce n&apos;est pas une adresse web : %1</translation>
    </message>
    <message>
        <source>Internal error (please report it): %1</source>
        <translation>Erreur interne (merci de la signaler) : %1</translation>
    </message>
    <message>
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>Saisissez l&apos;adresse web (URL) du projet.</translation>
    </message>
    <message>
        <source>A project&apos;s web address starts with http:// or https://, not %1://.</source>
        <translation>L&apos;adresse web d&apos;un projet commence par http:// ou https://, pas par %1://.</translation>
    </message>
    <message>
        <source>The web address names no host.</source>
        <translation>L&apos;adresse web ne nomme aucun hôte.</translation>
    </message>
    <message>
        <source>The web address contains spaces or control characters.</source>
        <translation>L&apos;adresse web contient des espaces ou des caractères de contrôle.</translation>
    </message>
    <message>
        <source>The web address&apos;s host name or port is not valid.</source>
        <translation>Le nom d&apos;hôte ou le port de l&apos;adresse web n&apos;est pas valide.</translation>
    </message>
    <message>
        <source>The account key is empty or contains spaces.</source>
        <translation>La clé de compte est vide ou contient des espaces.</translation>
    </message>
    <message>
        <source>%1 could not be reached through the proxy %2 (%3). Check the proxy settings.</source>
        <translation>%1 est injoignable par le proxy %2 (%3). Vérifiez les réglages du proxy.</translation>
    </message>
    <message>
        <source>No connection to the proxy %1 (%2). Check the proxy settings.</source>
        <translation>Aucune connexion au proxy %1 (%2). Vérifiez les réglages du proxy.</translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection. Check the proxy settings.</source>
        <translation>Le proxy %1 a refusé la connexion. Vérifiez les réglages du proxy.</translation>
    </message>
    <message>
        <source>No connection to %1 (%2). Check the address and your network.</source>
        <translation>Aucune connexion à %1 (%2). Vérifiez l&apos;adresse et votre réseau.</translation>
    </message>
    <message>
        <source>%1 refused the connection. Check the address and your network.</source>
        <translation>%1 a refusé la connexion. Vérifiez l&apos;adresse et votre réseau.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 n&apos;a pas répondu en %2 secondes.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>%1 n&apos;a pas pu être lu (%2).</translation>
    </message>
    <message>
        <source>The proxy %1 refused the user name or password (HTTP 407). Check the proxy settings.</source>
        <translation>Le proxy %1 a refusé le nom d&apos;utilisateur ou le mot de passe (HTTP 407). Vérifiez les réglages du proxy.</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2. Is the address right?</source>
        <translation>%1 a répondu par l&apos;erreur HTTP %2. L&apos;adresse est-elle juste ?</translation>
    </message>
    <message>
        <source>%1 is a web site but not a BOINC project: its page names no scheduler. Use the project&apos;s master URL (its web site shows it).</source>
        <translation>%1 est un site web mais pas un projet BOINC : sa page ne nomme aucun ordonnanceur. Utilisez l&apos;URL maîtresse du projet (son site l&apos;indique).</translation>
    </message>
    <message>
        <source>The project&apos;s account file could not be written: %1</source>
        <translation>Le fichier de compte du projet n&apos;a pas pu être écrit : %1</translation>
    </message>
    <message>
        <source>the client did not answer in time</source>
        <translation>le client n&apos;a pas répondu à temps</translation>
    </message>
    <message>
        <source>the connection to the client was lost</source>
        <translation>la connexion au client a été perdue</translation>
    </message>
    <message>
        <source>the client stopped before answering</source>
        <translation>le client s&apos;est arrêté avant de répondre</translation>
    </message>
    <message>
        <source>this client cannot do that</source>
        <translation>ce client ne peut pas faire cela</translation>
    </message>
    <message>
        <source>the client failed with an error of its own (%1)</source>
        <translation>le client a échoué sur une erreur interne (%1)</translation>
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
        <source>Unrecognized tag in cc_config.xml</source>
        <translation>Élément inconnu dans cc_config.xml</translation>
    </message>
    <message>
        <source>Missing end tag in cc_config.xml</source>
        <translation>Balise de fermeture manquante dans cc_config.xml</translation>
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
    <message>
        <source>Starting the emulated client (scenario %1)</source>
        <translation>Démarrage du client émulé (scénario %1)</translation>
    </message>
    <message>
        <source>Emulated client: This window shows the emulator in accelerated time, not real work.</source>
        <translation>Client émulé : cette fenêtre montre l&apos;émulateur en temps accéléré, pas un vrai travail.</translation>
    </message>
    <message>
        <source>Attached to %1</source>
        <translation>Attaché à %1</translation>
    </message>
    <message>
        <source>Sending scheduler request: %1.</source>
        <translation>Envoi d&apos;une requête au planificateur : %1.</translation>
    </message>
    <message>
        <source>Scheduler request completed: got %1 new tasks</source>
        <translation>Requête au planificateur terminée : %1 nouvelles tâches reçues</translation>
    </message>
    <message>
        <source>Scheduler request completed</source>
        <translation>Requête au planificateur terminée</translation>
    </message>
    <message>
        <source>Reporting %1 completed tasks</source>
        <translation>Rapport de %1 tâches terminées</translation>
    </message>
    <message>
        <source>Requesting new tasks for CPU</source>
        <translation>Demande de nouvelles tâches pour le processeur</translation>
    </message>
    <message>
        <source>Project requested delay of %1 seconds</source>
        <translation>Le projet a demandé un délai de %1 secondes</translation>
    </message>
    <message>
        <source>Started download of %1</source>
        <translation>Téléchargement de %1 commencé</translation>
    </message>
    <message>
        <source>Finished download of %1</source>
        <translation>Téléchargement de %1 terminé</translation>
    </message>
    <message>
        <source>Started upload of %1</source>
        <translation>Envoi de %1 commencé</translation>
    </message>
    <message>
        <source>Finished upload of %1</source>
        <translation>Envoi de %1 terminé</translation>
    </message>
    <message>
        <source>Computation for task %1 finished</source>
        <translation>Calcul de la tâche %1 terminé</translation>
    </message>
    <message>
        <source>Computation for task %1 failed</source>
        <translation>Calcul de la tâche %1 en échec</translation>
    </message>
    <message>
        <source>Task %1 aborted by user</source>
        <translation>Tâche %1 abandonnée par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>Task %1 aborted by project</source>
        <translation>Tâche %1 abandonnée par le projet</translation>
    </message>
    <message>
        <source>Task %1 suspended by user</source>
        <translation>Tâche %1 suspendue par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>Task %1 resumed by user</source>
        <translation>Tâche %1 reprise par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>Retrying transfer of %1</source>
        <translation>Nouvel essai du transfert de %1</translation>
    </message>
    <message>
        <source>Aborted transfer of %1</source>
        <translation>Transfert de %1 abandonné</translation>
    </message>
    <message>
        <source>Network available: scheduler backoffs lifted; transfers retried now: %1</source>
        <translation>Réseau disponible : attentes avant les requêtes au planificateur levées ; transferts relancés maintenant : %1</translation>
    </message>
    <message>
        <source>Using account manager %1</source>
        <translation>Utilisation du gestionnaire de comptes %1</translation>
    </message>
    <message>
        <source>Removing account manager info (%1)</source>
        <translation>Suppression des informations du gestionnaire de comptes (%1)</translation>
    </message>
    <message>
        <source>Contacting account manager at %1</source>
        <translation>Contact du gestionnaire de comptes à %1</translation>
    </message>
    <message>
        <source>Account manager contact succeeded</source>
        <translation>Contact avec le gestionnaire de comptes réussi</translation>
    </message>
    <message>
        <source>Detaching %1 (asked by the account manager)</source>
        <translation>Détachement de %1 (demandé par le gestionnaire de comptes)</translation>
    </message>
    <message>
        <source>Attaching to %1 (asked by the account manager)</source>
        <translation>Attachement à %1 (demandé par le gestionnaire de comptes)</translation>
    </message>
    <message>
        <source>The account manager listed %1 projects; this client takes at most %2 from one reply (a guard against a faulty or hostile manager): %3 attached, %4 dropped without being looked at</source>
        <translation>Le gestionnaire de comptes a listé %1 projets ; ce client en prend au plus %2 par réponse (une protection contre un gestionnaire défaillant ou hostile) : %3 attachés, %4 écartés sans être examinés</translation>
    </message>
    <message>
        <source>Account manager reply refused: it sent no signing key</source>
        <translation>Réponse du gestionnaire de comptes refusée : il n&apos;a envoyé aucune clé de signature</translation>
    </message>
    <message>
        <source>Account manager asked for %1: not done (%2)</source>
        <translation>Le gestionnaire de comptes a demandé %1 : non fait (%2)</translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message>
        <source>%1 CPU-s queued in %2 tasks, against a share of the high mark of %3 CPU-s</source>
        <translation>%1 CPU-s en file dans %2 tâches, pour une part de la marque haute de %3 CPU-s</translation>
    </message>
    <message>
        <source>LTD %1 s; the queue lasts %2 s at its share, net %3 s; shortfall %4 CPU-s in all, %5 CPU-s for this project</source>
        <translation>LTD %1 s ; la file dure %2 s à sa part, net %3 s ; manque %4 CPU-s en tout, %5 CPU-s pour ce projet</translation>
    </message>
    <message>
        <source>REC %1, fetch priority %2; the CPUs are busy for %3 s (low mark %4 s); shortfall %5 CPU-s</source>
        <translation>REC %1, priorité de demande %2 ; les CPU sont occupés pendant %3 s (marque basse %4 s) ; manque %5 CPU-s</translation>
    </message>
    <message>
        <source>min_results %1; ETTPRC %2 s against T %3 s; avg_proc_rate %4; work_request %5 CPU-s; resource debt %6</source>
        <translation>min_results %1 ; ETTPRC %2 s face à T %3 s ; avg_proc_rate %4 ; work_request %5 CPU-s ; dette de ressource %6</translation>
    </message>
    <message>
        <source>asking for %1 CPU-s; %2</source>
        <translation>demande %1 CPU-s ; %2</translation>
    </message>
    <message>
        <source>debt %1 s</source>
        <translation>dette %1 s</translation>
    </message>
    <message>
        <source>REC priority %1</source>
        <translation>priorité REC %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: %2; %3: %4</source>
        <translation>%1 : %2 ; %3 : %4</translation>
    </message>
    <message>
        <source>time slice left: %1 s</source>
        <translation>reste de la tranche de temps : %1 s</translation>
    </message>
    <message>
        <source>under round-robin: %1 s after its deadline</source>
        <translation>en tourniquet : %1 s après son échéance</translation>
    </message>
    <message>
        <source>under round-robin: %1 s before its deadline</source>
        <translation>en tourniquet : %1 s avant son échéance</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>day %1, %2</source>
        <translation>jour %1, %2</translation>
    </message>
    <message>
        <source>until resumed</source>
        <translation>jusqu&apos;à la reprise</translation>
    </message>
</context>
<context>
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>Les graphiques de %1 n&apos;ont pas pu être lancés : %2</translation>
    </message>
</context>
<context>
    <name>history_cap</name>
    <message>
        <source>Keep task history up to</source>
        <translation>Garder l&apos;historique des tâches jusqu&apos;à</translation>
    </message>
    <message>
        <source>The task history file in the manager&apos;s folder; past this size the oldest tasks are deleted (daily statistics stay). About 6,000 tasks per MB; default %1 MB.</source>
        <translation>Le fichier d&apos;historique dans le dossier du gestionnaire ; au-delà de cette taille, les tâches les plus anciennes sont supprimées (les statistiques quotidiennes restent). Environ 6 000 tâches par Mo ; par défaut %1 MB.</translation>
    </message>
</context>
<context>
    <name>history_open</name>
    <message>
        <source>The task history in %1 cannot be opened: %2. Finished tasks are not recorded this time.</source>
        <translation>L&apos;historique des tâches dans %1 ne peut pas être ouvert : %2. Les tâches terminées ne sont pas enregistrées cette fois.</translation>
    </message>
    <message>
        <source>The task history cannot be used: %1. Finished tasks are not recorded this time.</source>
        <translation>L&apos;historique des tâches est inutilisable : %1. Les tâches terminées ne sont pas enregistrées cette fois.</translation>
    </message>
    <message>
        <source>Task history damaged</source>
        <translation>Historique des tâches endommagé</translation>
    </message>
    <message>
        <source>%1

Repair it? The damaged file is kept as a copy beside it, and a new history is made from the tasks that can still be read.</source>
        <translation>%1

Le réparer ? Le fichier endommagé est gardé en copie à côté, et un nouvel historique est créé à partir des tâches encore lisibles.</translation>
    </message>
    <message>
        <source>The task history could not be repaired: %1. Finished tasks are not recorded this time.</source>
        <translation>L&apos;historique des tâches n&apos;a pas pu être réparé : %1. Les tâches terminées ne sont pas enregistrées cette fois.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept; %3 damaged rows could not be read. The damaged file is kept as %4.</source>
        <translation>L&apos;historique des tâches a été réparé : tâches conservées : %1, valeurs quotidiennes : %2 ; lignes endommagées illisibles : %3. Le fichier endommagé est gardé sous %4.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept. The damaged file is kept as %3.</source>
        <translation>L&apos;historique des tâches a été réparé : tâches conservées : %1, valeurs quotidiennes : %2. Le fichier endommagé est gardé sous %3.</translation>
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
        <source>Sunday</source>
        <translation>Dimanche</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>Lundi</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Mardi</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Mercredi</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Jeudi</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Vendredi</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Samedi</translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation>Quand l&apos;ordinateur est utilisé</translation>
    </message>
    <message>
        <source>&apos;In use&apos; means mouse or keyboard input in the last</source>
        <translation>« En cours d&apos;utilisation » signifie une saisie clavier ou souris dans les dernières</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutes</translation>
    </message>
    <message>
        <source>Suspend when computer is in use</source>
        <translation>Suspendre quand l&apos;ordinateur est utilisé</translation>
    </message>
    <message>
        <source>Suspend GPU computing when computer is in use</source>
        <translation>Suspendre le calcul GPU quand l&apos;ordinateur est utilisé</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Utiliser au plus</translation>
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
        <source>Suspend when non-BOINC CPU usage is above</source>
        <translation>Suspendre quand l&apos;usage CPU hors BOINC dépasse</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>Quand l&apos;ordinateur n&apos;est pas utilisé</translation>
    </message>
    <message>
        <source>Suspend when no mouse or keyboard input in the last</source>
        <translation>Suspendre sans saisie clavier ou souris pendant les dernières</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Suspend when computer is on battery</source>
        <translation>Suspendre quand l&apos;ordinateur est sur batterie</translation>
    </message>
    <message>
        <source>Switch between tasks every</source>
        <translation>Alterner entre les tâches toutes les</translation>
    </message>
    <message>
        <source>Request tasks to checkpoint at most every</source>
        <translation>Demander aux tâches un point de contrôle au plus toutes les</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <source>Leave non-GPU tasks in memory while suspended</source>
        <translation>Garder en mémoire les tâches non GPU suspendues</translation>
    </message>
    <message>
        <source>Store at least</source>
        <translation>Stocker au moins</translation>
    </message>
    <message>
        <source>days of work</source>
        <translation>jours de travail</translation>
    </message>
    <message>
        <source>Store up to an additional</source>
        <translation>Stocker en plus jusqu&apos;à</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Disque</translation>
    </message>
    <message>
        <source>Use no more than</source>
        <translation>Ne pas utiliser plus de</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>Leave at least</source>
        <translation>Laisser au moins</translation>
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
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>When computer is in use, use at most</source>
        <translation>Quand l&apos;ordinateur est utilisé, utiliser au plus</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>pour cent de la mémoire</translation>
    </message>
    <message>
        <source>When computer is not in use, use at most</source>
        <translation>Quand l&apos;ordinateur n&apos;est pas utilisé, utiliser au plus</translation>
    </message>
    <message>
        <source>Page/swap file: use at most</source>
        <translation>Fichier d&apos;échange : utiliser au plus</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>Utilisation du réseau</translation>
    </message>
    <message>
        <source>Limit download rate to</source>
        <translation>Limiter la vitesse de téléchargement à</translation>
    </message>
    <message>
        <source>Limit upload rate to</source>
        <translation>Limiter la vitesse d&apos;envoi à</translation>
    </message>
    <message>
        <source>Limit usage to</source>
        <translation>Limiter l&apos;utilisation à</translation>
    </message>
    <message>
        <source>… every</source>
        <translation>… tous les</translation>
    </message>
    <message>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <source>Skip data verification for image files</source>
        <translation>Ne pas vérifier les fichiers image</translation>
    </message>
    <message>
        <source>Confirm before connecting to the Internet</source>
        <translation>Confirmer avant de se connecter à Internet</translation>
    </message>
    <message>
        <source>Disconnect when done</source>
        <translation>Se déconnecter une fois terminé</translation>
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
    <name>project_status</name>
    <message>
        <source>Suspended by user</source>
        <translation>Suspendu par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>Won&apos;t get new tasks</source>
        <translation>Pas de nouvelles tâches</translation>
    </message>
    <message>
        <source>Project ended - OK to remove</source>
        <translation>Projet terminé – peut être retiré</translation>
    </message>
    <message>
        <source>Will remove when tasks done</source>
        <translation>Sera retiré une fois les tâches finies</translation>
    </message>
    <message>
        <source>Scheduler request in progress</source>
        <translation>Requête au serveur en cours</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Requête au serveur en attente</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Communication différée</translation>
    </message>
    <message>
        <source>Unknown reason</source>
        <translation>Raison inconnue</translation>
    </message>
    <message>
        <source>Requested by user</source>
        <translation>Demandé par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>To report completed tasks</source>
        <translation>Pour signaler les tâches terminées</translation>
    </message>
    <message>
        <source>To fetch work</source>
        <translation>Pour obtenir du travail</translation>
    </message>
    <message>
        <source>To send trickle-up message</source>
        <translation>Pour envoyer un message trickle-up</translation>
    </message>
    <message>
        <source>Requested by account manager</source>
        <translation>Demandé par le gestionnaire de comptes</translation>
    </message>
    <message>
        <source>Project initialization</source>
        <translation>Initialisation du projet</translation>
    </message>
    <message>
        <source>Requested by project</source>
        <translation>Demandé par le projet</translation>
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
    <name>reasons</name>
    <message>
        <source>“%1”</source>
        <translation>« %1 »</translation>
    </message>
    <message>
        <source>your preference to leave at least %1 free</source>
        <translation>votre préférence de laisser au moins %1 libres</translation>
    </message>
    <message>
        <source>your preference to use no more than %1 % of the disk</source>
        <translation>votre préférence de ne pas utiliser plus de %1 %&#xa0;du disque</translation>
    </message>
    <message>
        <source>your preference to use no more than %1</source>
        <translation>votre préférence de ne pas utiliser plus de %1</translation>
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
        <translation>%1 jours</translation>
    </message>
    <message>
        <source>not asking: the queue already holds the {min} days of work you asked for</source>
        <translation>ne demande pas : la file contient déjà les {min} jours de travail demandés</translation>
    </message>
    <message>
        <source>not asking: it has more than its share of queued work</source>
        <translation>ne demande pas : il a plus que sa part de travail en file</translation>
    </message>
    <message>
        <source>not asking yet: another project is owed more computer time and is asked first</source>
        <translation>ne demande pas encore : un autre projet a droit à plus de temps de calcul et passe d&apos;abord</translation>
    </message>
    <message>
        <source>not asking: you suspended it</source>
        <translation>ne demande pas : vous l&apos;avez suspendu</translation>
    </message>
    <message>
        <source>not asking: you set it to get no new tasks</source>
        <translation>ne demande pas : vous lui avez interdit de nouvelles tâches</translation>
    </message>
    <message>
        <source>not asking: the project has ended; you can remove it</source>
        <translation>ne demande pas : le projet est terminé ; vous pouvez le retirer</translation>
    </message>
    <message>
        <source>not asking: it is a non-CPU-intensive project</source>
        <translation>ne demande pas : c&apos;est un projet peu gourmand en CPU</translation>
    </message>
    <message>
        <source>not asking: its resource share is 0, so it gets work only when no other project has any</source>
        <translation>ne demande pas : sa part de ressources est 0, il n&apos;a du travail que si aucun autre projet n&apos;en a</translation>
    </message>
    <message>
        <source>not asking for a while: its recent requests brought no work</source>
        <translation>ne demande pas pour l&apos;instant : ses dernières requêtes n&apos;ont apporté aucun travail</translation>
    </message>
    <message>
        <source>not asking: queued tasks are already at risk of missing their deadlines</source>
        <translation>ne demande pas : des tâches en file risquent déjà de manquer leur échéance</translation>
    </message>
    <message>
        <source>not asking: it has had more than its share of computer time lately</source>
        <translation>ne demande pas : il a eu récemment plus que sa part de temps de calcul</translation>
    </message>
    <message>
        <source>not asking: computing is suspended, so the queued tasks would only wait</source>
        <translation>ne demande pas : le calcul est suspendu, les tâches en file ne feraient qu&apos;attendre</translation>
    </message>
    <message>
        <source>not asking: it has enough work for the tasks its app_config.xml limit lets run at once</source>
        <translation>ne demande pas : assez de travail pour les tâches que la limite de app_config.xml laisse tourner à la fois</translation>
    </message>
    <message>
        <source>nothing to wait for</source>
        <translation>rien à attendre</translation>
    </message>
    <message>
        <source>not contacted: you suspended it</source>
        <translation>pas contacté : vous l&apos;avez suspendu</translation>
    </message>
    <message>
        <source>not contacted: network activity is suspended</source>
        <translation>pas contacté : l&apos;activité réseau est suspendue</translation>
    </message>
    <message>
        <source>its list of schedulers could not be read; tried again daily</source>
        <translation>sa liste de planificateurs est illisible ; nouvel essai chaque jour</translation>
    </message>
    <message>
        <source>another project is contacted first</source>
        <translation>un autre projet est contacté d&apos;abord</translation>
    </message>
    <message>
        <source>its finished tasks are not due for reporting yet</source>
        <translation>ses tâches terminées ne sont pas encore à rapporter</translation>
    </message>
    <message>
        <source>waiting for the next check for work</source>
        <translation>en attente de la prochaine recherche de travail</translation>
    </message>
    <message>
        <source>asking for work: its queue is below your %1-day minimum</source>
        <translation>demande du travail : sa file est sous votre minimum de %1 jours</translation>
    </message>
    <message>
        <source>backed off for %1 after a failed request</source>
        <translation>en attente pendant %1 après une requête échouée</translation>
    </message>
    <message>
        <source>backed off for %1 after %2 failed requests</source>
        <translation>en attente pendant %1 après %2 requêtes échouées</translation>
    </message>
    <message>
        <source>waiting %1 before contacting the project again</source>
        <translation>attend %1 avant de recontacter le projet</translation>
    </message>
    <message>
        <source>the project asked for %1 between requests</source>
        <translation>le projet demande %1 entre deux requêtes</translation>
    </message>
    <message>
        <source>the project asked for a pause between requests</source>
        <translation>le projet demande une pause entre deux requêtes</translation>
    </message>
    <message>
        <source>no work-fetch decision yet</source>
        <translation>pas encore de décision de demande de travail</translation>
    </message>
    <message>
        <source>Work fetch: %1</source>
        <translation>Demande de travail : %1</translation>
    </message>
    <message>
        <source>Scheduling priority (debt): %1 CPU s · long-term debt %2 s</source>
        <translation>Priorité d&apos;ordonnancement (dette) : %1 s CPU · dette à long terme %2 s</translation>
    </message>
    <message>
        <source>Resource share %1 (%2%)</source>
        <translation>Part de ressources %1 (%2 %)</translation>
    </message>
    <message>
        <source>Next contact in %1</source>
        <translation>Prochain contact dans %1</translation>
    </message>
    <message>
        <source> · failed requests: %1</source>
        <translation> · requêtes échouées : %1</translation>
    </message>
    <message>
        <source>you suspended computing (Activity menu)</source>
        <translation>vous avez suspendu le calcul (menu Activité)</translation>
    </message>
    <message>
        <source>you are using the computer, and your preferences pause computing then</source>
        <translation>vous utilisez l&apos;ordinateur, et vos préférences suspendent alors le calcul</translation>
    </message>
    <message>
        <source>no one has used the computer lately, and your preferences compute only while in use</source>
        <translation>personne n&apos;a utilisé l&apos;ordinateur récemment, et vos préférences ne calculent que pendant son utilisation</translation>
    </message>
    <message>
        <source>other programs keep the CPUs busy beyond the limit in your preferences</source>
        <translation>d&apos;autres programmes occupent les processeurs au-delà de la limite de vos préférences</translation>
    </message>
    <message>
        <source>the computer runs on batteries, and your preferences pause computing then</source>
        <translation>l&apos;ordinateur est sur batterie, et vos préférences suspendent alors le calcul</translation>
    </message>
    <message>
        <source>your preferences allow computing only at other times of day</source>
        <translation>vos préférences n&apos;autorisent le calcul qu&apos;à d&apos;autres heures de la journée</translation>
    </message>
    <message>
        <source>computing starts a little after the client starts</source>
        <translation>le calcul démarre peu après le lancement du client</translation>
    </message>
    <message>
        <source>the CPU benchmarks are running</source>
        <translation>les tests de performance CPU sont en cours</translation>
    </message>
    <message>
        <source>the client needs more disk space than your preferences allow</source>
        <translation>le client a besoin de plus d&apos;espace disque que vos préférences n&apos;en permettent</translation>
    </message>
    <message>
        <source>Suspended: you suspended its project</source>
        <translation>Suspendue : vous avez suspendu son projet</translation>
    </message>
    <message>
        <source>Suspended: you suspended this task</source>
        <translation>Suspendue : vous avez suspendu cette tâche</translation>
    </message>
    <message>
        <source>Suspended: %1</source>
        <translation>Suspendue : %1</translation>
    </message>
    <message>
        <source>keeps its running task</source>
        <translation>garde sa tâche en cours</translation>
    </message>
    <message>
        <source>resumes its preempted task</source>
        <translation>reprend sa tâche interrompue</translation>
    </message>
    <message>
        <source>starts its earliest-deadline job</source>
        <translation>lance sa tâche à l&apos;échéance la plus proche</translation>
    </message>
    <message>
        <source>waiting: every CPU runs a task whose deadline is at risk or whose time slice is not over</source>
        <translation>en attente : chaque processeur exécute une tâche à l&apos;échéance menacée ou dont la tranche de temps n&apos;est pas finie</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: a task whose deadline is at risk needs its CPU</source>
        <translation>arrêtée avant la fin de sa tranche de temps : une tâche à l&apos;échéance menacée a besoin de son processeur</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: fewer CPUs may be used than tasks were running</source>
        <translation>arrêtée avant la fin de sa tranche de temps : moins de processeurs sont utilisables que de tâches en cours</translation>
    </message>
    <message>
        <source>waiting: computing is suspended (Activity: never)</source>
        <translation>en attente : le calcul est suspendu (Activité : jamais)</translation>
    </message>
    <message>
        <source>waiting: GPU computing is suspended</source>
        <translation>en attente : le calcul GPU est suspendu</translation>
    </message>
    <message>
        <source>waiting: you suspended it</source>
        <translation>en attente : vous l&apos;avez suspendue</translation>
    </message>
    <message>
        <source>waiting: its input files are not downloaded yet</source>
        <translation>en attente : ses fichiers d&apos;entrée ne sont pas encore téléchargés</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>running: it keeps its CPU for its time slice, about %1 more</source>
        <translation>en cours : elle garde son processeur pour sa tranche de temps, encore environ %1</translation>
    </message>
    <message>
        <source>running: %1 is owed the most computer time for its resource share, so it %2</source>
        <translation>en cours : %1 a droit au plus de temps de calcul selon sa part de ressources, donc : %2</translation>
    </message>
    <message>
        <source>waiting: %1 is owed more computer time than %2 for its resource share</source>
        <translation>en attente : %1 a droit à plus de temps de calcul que %2 selon sa part de ressources</translation>
    </message>
    <message>
        <source>running first: taking turns with the other tasks it would finish %1 after its deadline</source>
        <translation>passe en priorité : en alternant avec les autres tâches elle finirait %1 après l&apos;échéance</translation>
    </message>
    <message>
        <source>running first: taking turns it would finish only %1 before its deadline, closer than your work buffer&apos;s minimum</source>
        <translation>passe en priorité : en alternance elle finirait seulement %1 avant l&apos;échéance, moins que le minimum de votre réserve de travail</translation>
    </message>
    <message>
        <source>waiting: at most %1 tasks of %2 may run at once (your app_config.xml limit)</source>
        <translation>en attente : au plus %1 tâches de %2 peuvent tourner à la fois (votre limite app_config.xml)</translation>
    </message>
    <message>
        <source>waiting: %1&apos;s CPU time goes to its running tasks or those due sooner</source>
        <translation>en attente : le temps processeur de %1 va à ses tâches en cours ou plus urgentes</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, %2 free</source>
        <translation>en attente : il lui faut %1 processeurs, %2 libres</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, but your preferences let the client use only %2</source>
        <translation>en attente : il lui faut %1 processeurs, mais vos préférences n&apos;en laissent que %2 au client</translation>
    </message>
    <message>
        <source>waiting: its app asked to be started again later (%1)</source>
        <translation>en attente : son application demande à être relancée plus tard (%1)</translation>
    </message>
    <message>
        <source>waiting: you suspended its project %1</source>
        <translation>en attente : vous avez suspendu son projet %1</translation>
    </message>
    <message>
        <source>waiting: needs a %1 GPU, which this computer does not have</source>
        <translation>en attente : il lui faut un GPU %1, que cet ordinateur n&apos;a pas</translation>
    </message>
    <message>
        <source>waiting: needs %1 MB of GPU memory; the device has %2 MB</source>
        <translation>en attente : il lui faut %1 Mo de mémoire GPU ; le périphérique en a %2 Mo</translation>
    </message>
    <message>
        <source>waiting: every %1 device is excluded for its app (cc_config.xml)</source>
        <translation>en attente : chaque périphérique %1 est exclu pour son application (cc_config.xml)</translation>
    </message>
    <message>
        <source>waiting: no %1 GPU has room for %2 of a device</source>
        <translation>en attente : aucun GPU %1 n&apos;a de place pour %2 d&apos;un périphérique</translation>
    </message>
    <message>
        <source>waiting: its %1 device %2 is gone and no other has room</source>
        <translation>en attente : son périphérique %1 n° %2 a disparu et aucun autre n&apos;a de place</translation>
    </message>
    <message>
        <source>running: GPU task, %1 of %2 device %3</source>
        <translation>en cours : tâche GPU, %1 du périphérique %2 n° %3</translation>
    </message>
    <message>
        <source>Done: it is reported at the next scheduler contact</source>
        <translation>Terminée : elle sera signalée au prochain contact avec le serveur</translation>
    </message>
    <message>
        <source>Done: its result is being sent to the project</source>
        <translation>Terminée : son résultat est envoyé au projet</translation>
    </message>
    <message>
        <source>Its input files are being downloaded</source>
        <translation>Ses fichiers d&apos;entrée sont en cours de téléchargement</translation>
    </message>
    <message>
        <source>Queued: it starts when a CPU is free and its turn comes</source>
        <translation>En file : elle démarre quand un processeur est libre et que son tour vient</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>the disk size is unknown</source>
        <translation>la taille du disque est inconnue</translation>
    </message>
    <message>
        <source>files no task needs any more will be deleted first</source>
        <translation>les fichiers dont plus aucune tâche n&apos;a besoin seront supprimés d&apos;abord</translation>
    </message>
    <message>
        <source>its expired files will be deleted first</source>
        <translation>ses fichiers expirés seront supprimés d&apos;abord</translation>
    </message>
    <message>
        <source>its lowest-priority files will be deleted first</source>
        <translation>ses fichiers de plus faible priorité seront supprimés d&apos;abord</translation>
    </message>
    <message>
        <source>its least recently used files will be deleted first</source>
        <translation>ses fichiers les moins récemment utilisés seront supprimés d&apos;abord</translation>
    </message>
    <message>
        <source>but every one of its files is in use, so none can be deleted</source>
        <translation>mais chacun de ses fichiers est utilisé, aucun ne peut donc être supprimé</translation>
    </message>
    <message>
        <source>The client may use no disk space (%1); change the disk preferences or free space on the disk.</source>
        <translation>Le client ne peut utiliser aucun espace disque (%1) ; modifiez les préférences de disque ou libérez de la place sur le disque.</translation>
    </message>
    <message>
        <source>The client uses %1, %2 more than the %3 allowed (%4); files will be deleted, from projects over their share first.</source>
        <translation>Le client utilise %1, soit %2 de plus que les %3 permis (%4) ; des fichiers seront supprimés, d&apos;abord chez les projets au-delà de leur part.</translation>
    </message>
    <message>
        <source>Project %1 is over its share by %2; %3.</source>
        <translation>Le projet %1 dépasse sa part de %2 ; %3.</translation>
    </message>
    <message>
        <source>All projects are within their disk shares; %1 of the %2 allowed is free (%3).</source>
        <translation>Tous les projets restent dans leur part de disque ; %1 sur les %2 permis sont libres (%3).</translation>
    </message>
</context>
<context>
    <name>row_actions</name>
    <message>
        <source>Remove project</source>
        <translation>Retirer le projet</translation>
    </message>
    <message>
        <source>Remove this project?

%1

Its tasks, including unfinished work, are discarded.</source>
        <translation>Retirer ce projet ?

%1

Ses tâches, y compris le travail inachevé, sont supprimées.</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Réinitialiser le projet</translation>
    </message>
    <message>
        <source>Reset this project?

%1

All its tasks are discarded and files downloaded again.</source>
        <translation>Réinitialiser ce projet ?

%1

Toutes ses tâches sont supprimées et les fichiers téléchargés à nouveau.</translation>
    </message>
    <message>
        <source>%1 (%2 done, %3)</source>
        <translation>%1 (%2 effectué, %3)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort 1 task? The work done is lost.</source>
        <translation>Abandonner 1 tâche ? Le travail effectué est perdu.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n tasks? The work done is lost.</source>
        <translation>
            <numerusform>Abandonner %n tâche ? Le travail effectué est perdu.</numerusform>
            <numerusform>Abandonner %n tâches ? Le travail effectué est perdu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort tasks</source>
        <translation>Abandonner des tâches</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Abandonner le transfert</translation>
    </message>
    <message>
        <source>Abort 1 transfer? The task it belongs to fails.</source>
        <translation>Abandonner 1 transfert ? La tâche à laquelle il appartient échoue.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n transfers? The task they belong to fails.</source>
        <translation>
            <numerusform>Abandonner %n transfert ? La tâche concernée échoue.</numerusform>
            <numerusform>Abandonner %n transferts ? La tâche concernée échoue.</numerusform>
        </translation>
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
<context>
    <name>suspend</name>
    <message>
        <source>on batteries</source>
        <translation>sur batterie</translation>
    </message>
    <message>
        <source>computer is in use</source>
        <translation>ordinateur en cours d&apos;utilisation</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>demande de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>time of day</source>
        <translation>heure de la journée</translation>
    </message>
    <message>
        <source>CPU benchmarks in progress</source>
        <translation>tests de performance du CPU en cours</translation>
    </message>
    <message>
        <source>need disk space - check preferences</source>
        <translation>espace disque nécessaire - vérifiez les préférences</translation>
    </message>
    <message>
        <source>no recent user activity</source>
        <translation>pas d&apos;activité récente de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>initial delay</source>
        <translation>délai initial</translation>
    </message>
    <message>
        <source>an exclusive app is running</source>
        <translation>une application exclusive est en cours</translation>
    </message>
    <message>
        <source>CPU is busy</source>
        <translation>le CPU est occupé</translation>
    </message>
    <message>
        <source>network transfer limit exceeded</source>
        <translation>limite de transfert réseau dépassée</translation>
    </message>
    <message>
        <source>requested by operating system</source>
        <translation>demandé par le système d&apos;exploitation</translation>
    </message>
    <message>
        <source>not connected to WiFi network</source>
        <translation>non connecté à un réseau Wi-Fi</translation>
    </message>
    <message>
        <source>battery low</source>
        <translation>batterie faible</translation>
    </message>
    <message>
        <source>battery thermal protection</source>
        <translation>protection thermique de la batterie</translation>
    </message>
    <message>
        <source>GUI not active</source>
        <translation>interface graphique inactive</translation>
    </message>
    <message>
        <source>Podman initializing</source>
        <translation>initialisation de Podman</translation>
    </message>
    <message>
        <source>battery charge wait</source>
        <translation>attente de charge de la batterie</translation>
    </message>
    <message>
        <source>battery heat wait</source>
        <translation>attente du refroidissement de la batterie</translation>
    </message>
    <message>
        <source>snoozed</source>
        <translation>en veille</translation>
    </message>
    <message>
        <source>computer is off</source>
        <translation>ordinateur éteint</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>non connecté</translation>
    </message>
    <message>
        <source>snoozed: %1</source>
        <translation>en veille : %1</translation>
    </message>
</context>
<context>
    <name>task_resources</name>
    <message>
        <source>%1% per hour</source>
        <translation>%1 % par heure</translation>
    </message>
    <message>
        <source>%1% per minute</source>
        <translation>%1 % par minute</translation>
    </message>
    <message>
        <source>%1% per second</source>
        <translation>%1 % par seconde</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
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
        <translation>ID du processus</translation>
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
        <translation>Dossier du slot</translation>
    </message>
</context>
<context>
    <name>transfer_status</name>
    <message>
        <source>Upload</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Téléchargement</translation>
    </message>
    <message>
        <source>retry in</source>
        <translation>nouvel essai dans</translation>
    </message>
    <message>
        <source>suspended - network activity suspended</source>
        <translation>suspendu – activité réseau suspendue</translation>
    </message>
    <message>
        <source>active</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>project backoff</source>
        <translation>pause du projet</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>1&amp;5 minutes</source>
        <translation>15 &amp;minutes</translation>
    </message>
    <message>
        <source>&amp;1 hour</source>
        <translation>1 &amp;heure</translation>
    </message>
    <message>
        <source>&amp;3 hours</source>
        <translation>3 h&amp;eures</translation>
    </message>
    <message>
        <source>&amp;Until resumed</source>
        <translation>&amp;Jusqu&apos;à la reprise</translation>
    </message>
    <message>
        <source>boinc-gui (emulated)</source>
        <translation>boinc-gui (émulé)</translation>
    </message>
    <message>
        <source>%1: snoozed (%2), %3 left</source>
        <translation>%1 : en veille (%2), encore %3</translation>
    </message>
    <message>
        <source>%1: snoozed, %2 left</source>
        <translation>%1 : en veille, encore %2</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>demande de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>%1: computing suspended (%2)</source>
        <translation>%1 : calculs suspendus (%2)</translation>
    </message>
    <message>
        <source>1 task running</source>
        <translation>1 tâche en cours</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks running</source>
        <translation>
            <numerusform>%n tâche en cours</numerusform>
            <numerusform>%n tâches en cours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in queue</source>
        <translation>
            <numerusform>%n dans la file</numerusform>
            <numerusform>%n dans la file</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1 : %2, %3</translation>
    </message>
    <message>
        <source>%1: %2, %3, network suspended</source>
        <translation>%1 : %2, %3, réseau suspendu</translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices</source>
        <translation>
            <numerusform>%n annonce non lue</numerusform>
            <numerusform>%n annonces non lues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices from your projects. Click to read.</source>
        <translation>
            <numerusform>%n annonce non lue de vos projets. Cliquez pour la lire.</numerusform>
            <numerusform>%n annonces non lues de vos projets. Cliquez pour les lire.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>veteran_menus</name>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>Lancer l&apos;application graphique de la tâche</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Quels types de messages le client écrit dans son journal des événements</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Relire cc_config.xml et les fichiers app_config.xml</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Ouvrir la documentation de boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Web pages</source>
        <translation>Pages &amp;web</translation>
    </message>
    <message>
        <source>Show &amp;graphics</source>
        <translation>Afficher les &amp;graphiques</translation>
    </message>
    <message>
        <source>Event log &amp;window…</source>
        <translation>Journal des &amp;événements dans une fenêtre…</translation>
    </message>
    <message>
        <source>Event log &amp;options…</source>
        <translation>&amp;Options du journal des événements…</translation>
    </message>
    <message>
        <source>Read &amp;config files</source>
        <translation>Relire les fichiers de &amp;configuration</translation>
    </message>
    <message>
        <source>Run CPU &amp;benchmarks</source>
        <translation>Lancer les &amp;tests de performance du CPU</translation>
    </message>
    <message>
        <source>Retry all &amp;transfers</source>
        <translation>R&amp;éessayer tous les transferts</translation>
    </message>
    <message>
        <source>Try every pending upload and download, and every deferred scheduler request, now</source>
        <translation>Tenter maintenant chaque envoi et téléchargement en attente, et chaque requête au planificateur différée</translation>
    </message>
    <message>
        <source>boinc-gui &amp;help</source>
        <translation>&amp;Aide de boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Select one project</source>
        <translation>&amp;Sélectionnez un seul projet</translation>
    </message>
    <message>
        <source>%1 &amp;home page</source>
        <translation>&amp;Page d&apos;accueil de %1</translation>
    </message>
    <message>
        <source>The project has sent &amp;no other links yet</source>
        <translation>Le projet &amp;n&apos;a encore envoyé aucun autre lien</translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation>Aucun navigateur n&apos;a pu ouvrir %1.</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of boinc-gui.</source>
        <translation>La documentation n&apos;est pas installée avec cette copie de boinc-gui.</translation>
    </message>
    <message>
        <source>Retrying 1 transfer</source>
        <translation>Nouvel essai pour 1 transfert</translation>
    </message>
    <message numerus="yes">
        <source>Retrying %n transfers</source>
        <translation>
            <numerusform>Nouvel essai pour %n transfert</numerusform>
            <numerusform>Nouvel essai pour %n transferts</numerusform>
        </translation>
    </message>
    <message>
        <source>No transfer is waiting</source>
        <translation>Aucun transfert en attente</translation>
    </message>
</context>
</TS>
