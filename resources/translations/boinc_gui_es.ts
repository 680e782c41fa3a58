<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Close window</source>
        <translation>Cerrar ventana</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Stop computing and exit</source>
        <translation>Detener el cálculo y salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Filter current table</source>
        <translation>Filtrar la tabla actual</translation>
    </message>
    <message>
        <source>Select columns…</source>
        <translation>Elegir columnas…</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Proyecto</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>&amp;Tarea</translation>
    </message>
    <message>
        <source>T&amp;ransfer</source>
        <translation>T&amp;ransferencia</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>A&amp;ctividad</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Cálculo</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Network activity always</source>
        <translation>Actividad de red siempre</translation>
    </message>
    <message>
        <source>Network activity based on preferences</source>
        <translation>Actividad de red según las preferencias</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Suspender la actividad de red</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Posponer</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>Add project…</source>
        <translation>Añadir proyecto…</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Preferencias…</translation>
    </message>
    <message>
        <source>Application settings (app_config.xml)…</source>
        <translation>Ajustes de aplicaciones (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account manager…</source>
        <translation>Gestor de cuentas…</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Reglas…</translation>
    </message>
    <message>
        <source>GPUs…</source>
        <translation>GPU…</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Parada suave (tras el próximo punto de control)</translation>
    </message>
    <message>
        <source>Alerts…</source>
        <translation>Alertas…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>Acerca de boinc-gui</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>Message from server</source>
        <translation>Mensaje del servidor</translation>
    </message>
    <message>
        <source>Message from account manager</source>
        <translation>Mensaje del gestor de cuentas</translation>
    </message>
    <message>
        <source>No tasks are available for the applications you have selected.</source>
        <translation>No hay tareas disponibles para las aplicaciones que ha elegido.</translation>
    </message>
    <message>
        <source>Tasks can&apos;t access Internet - check network connection</source>
        <translation>Las tareas no acceden a Internet: revise la conexión de red</translation>
    </message>
    <message>
        <source>BOINC can&apos;t access Internet - check network connection</source>
        <translation>BOINC no accede a Internet: revise la conexión de red</translation>
    </message>
    <message>
        <source>Tasks need Internet access - consider unsuspending network</source>
        <translation>Las tareas necesitan Internet: considere reanudar la red</translation>
    </message>
    <message>
        <source>A new version of BOINC is available</source>
        <translation>Hay una nueva versión de BOINC</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <source>Your computer type is not supported by this project</source>
        <translation>Este proyecto no admite su tipo de ordenador</translation>
    </message>
    <message>
        <source>Invalid or missing account key.  To fix, remove and add this project.</source>
        <translation>La clave de cuenta falta o no es válida. Quite el proyecto y vuelva a añadirlo.</translation>
    </message>
    <message>
        <source>Some tasks need more memory than allowed by your preferences.  Please check the preferences.</source>
        <translation>Algunas tareas necesitan más memoria de la que permiten sus preferencias. Revise las preferencias.</translation>
    </message>
    <message>
        <source>Couldn&apos;t write state file; check directory permissions</source>
        <translation>No se pudo escribir el archivo de estado; revise los permisos del directorio</translation>
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
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Takes effect the next time the window starts.</source>
        <translation>Se aplica la próxima vez que se abra la ventana.</translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>Descargando</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>Descarga fallida</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>Lista para empezar</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Ejecutando</translation>
    </message>
    <message>
        <source>Waiting to run</source>
        <translation>Esperando para ejecutarse</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Suspendida</translation>
    </message>
    <message>
        <source>Project suspended by user</source>
        <translation>Proyecto suspendido por el usuario</translation>
    </message>
    <message>
        <source>Task suspended by user</source>
        <translation>Tarea suspendida por el usuario</translation>
    </message>
    <message>
        <source>Computation error</source>
        <translation>Error de cálculo</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>Subiendo</translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation>Subida fallida</translation>
    </message>
    <message>
        <source>Ready to report</source>
        <translation>Lista para informar</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Confirmada</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Cancelada</translation>
    </message>
    <message>
        <source>Aborted by user</source>
        <translation>Cancelada por el usuario</translation>
    </message>
    <message>
        <source>Aborted by project</source>
        <translation>Cancelada por el proyecto</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Aplazada</translation>
    </message>
    <message>
        <source>Waiting for memory</source>
        <translation>Esperando memoria</translation>
    </message>
    <message>
        <source>Waiting for network</source>
        <translation>Esperando la red</translation>
    </message>
    <message>
        <source>(non-CPU-intensive)</source>
        <translation>(no intensiva en CPU)</translation>
    </message>
    <message>
        <source>, high priority</source>
        <translation>, prioridad alta</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspendido</translation>
    </message>
    <message>
        <source>Aborted: not started by deadline</source>
        <translation>Cancelada: no empezó antes del plazo</translation>
    </message>
    <message>
        <source>Aborted: task disk limit exceeded</source>
        <translation>Cancelada: se superó el límite de disco de la tarea</translation>
    </message>
    <message>
        <source>Aborted: run time limit exceeded</source>
        <translation>Cancelada: se superó el tiempo máximo de ejecución</translation>
    </message>
    <message>
        <source>Aborted: memory limit exceeded</source>
        <translation>Cancelada: se superó el límite de memoria</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>Alerts</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>Computers</source>
        <translation>Ordenadores</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Name of the application to add</source>
        <translation>Nombre de la aplicación que añadir</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Buscar en el historial de tareas</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Completadas desde</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Completadas antes de</translation>
    </message>
    <message>
        <source>No data yet.</source>
        <translation>Aún no hay datos.</translation>
    </message>
    <message>
        <source>Computing suspended: %1</source>
        <translation>Cálculo suspendido: %1</translation>
    </message>
    <message>
        <source>Computing resumed</source>
        <translation>Cálculo reanudado</translation>
    </message>
    <message>
        <source>Task %1 failed: %2</source>
        <translation>La tarea %1 ha fallado: %2</translation>
    </message>
</context>
</TS>
