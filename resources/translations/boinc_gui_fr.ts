<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
    <name>GpuControls</name>
    <message>
        <source>Use GPU always</source>
        <translation>Toujours utiliser le GPU</translation>
    </message>
    <message>
        <source>Use GPU based on preferences</source>
        <translation>Utiliser le GPU selon les préférences</translation>
    </message>
    <message>
        <source>Suspend GPU</source>
        <translation>Suspendre le GPU</translation>
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
        <source>Notices (%1)</source>
        <translation>Annonces (%1)</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Mettre à jour</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Contacter le projet maintenant</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Suspendre</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>No new tasks</source>
        <translation>Pas de nouvelles tâches</translation>
    </message>
    <message>
        <source>Allow new tasks</source>
        <translation>Autoriser de nouvelles tâches</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Réinitialiser le projet</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Se détacher du projet</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>Réessayer maintenant</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Abandonner le transfert</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Reprendre maintenant</translation>
    </message>
    <message>
        <source>Run always</source>
        <translation>Toujours calculer</translation>
    </message>
    <message>
        <source>Run based on preferences</source>
        <translation>Calculer selon les préférences</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
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
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>Les graphiques de %1 n&apos;ont pas pu être lancés : %2</translation>
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
        <translation>Nom de l'application à ajouter</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Rechercher dans l'historique des tâches</translation>
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
    <name>tray</name>
    <message>
        <source>15 minutes</source>
        <translation>15 minutes</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 heure</translation>
    </message>
    <message>
        <source>3 hours</source>
        <translation>3 heures</translation>
    </message>
    <message>
        <source>Until resumed</source>
        <translation>Jusqu&apos;à la reprise</translation>
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
        <source>Web pages</source>
        <translation>Pages web</translation>
    </message>
    <message>
        <source>Show graphics</source>
        <translation>Afficher les graphiques</translation>
    </message>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>Lancer l&apos;application graphique de la tâche</translation>
    </message>
    <message>
        <source>Event log window…</source>
        <translation>Journal des événements dans une fenêtre…</translation>
    </message>
    <message>
        <source>Event log options…</source>
        <translation>Options du journal des événements…</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Quels types de messages le client écrit dans son journal des événements</translation>
    </message>
    <message>
        <source>Read config files</source>
        <translation>Relire les fichiers de configuration</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Relire cc_config.xml et les fichiers app_config.xml</translation>
    </message>
    <message>
        <source>Run CPU benchmarks</source>
        <translation>Lancer les tests de performance du CPU</translation>
    </message>
    <message>
        <source>Retry all transfers</source>
        <translation>Réessayer tous les transferts</translation>
    </message>
    <message>
        <source>Try every pending upload and download now</source>
        <translation>Tenter maintenant chaque envoi et téléchargement en attente</translation>
    </message>
    <message>
        <source>boinc-gui help</source>
        <translation>Aide de boinc-gui</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Ouvrir la documentation de boinc-gui</translation>
    </message>
    <message>
        <source>Select one project</source>
        <translation>Sélectionnez un seul projet</translation>
    </message>
    <message>
        <source>%1 home page</source>
        <translation>Page d&apos;accueil de %1</translation>
    </message>
    <message>
        <source>The project has sent no other links yet</source>
        <translation>Le projet n&apos;a encore envoyé aucun autre lien</translation>
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
