<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
</TS>
