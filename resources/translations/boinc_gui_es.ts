<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AlertLogDialog</name>
    <message>
        <source>Alerts</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>Tell me when</source>
        <translation>Avisarme cuando</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Notificaciones</translation>
    </message>
    <message>
        <source>Alert log</source>
        <translation>Registro de alertas</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
</context>
<context>
    <name>AlertLogModel</name>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Veces</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use GPU always</source>
        <translation>Usar la GPU siempre</translation>
    </message>
    <message>
        <source>Use GPU based on preferences</source>
        <translation>Usar la GPU según las preferencias</translation>
    </message>
    <message>
        <source>Suspend GPU</source>
        <translation>Suspender la GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Snooze GPU</source>
        <translation>Posponer la GPU</translation>
    </message>
    <message>
        <source>Resume GPU</source>
        <translation>Reanudar la GPU</translation>
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
        <source>run always</source>
        <translation>siempre activo</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>suspender</translation>
    </message>
    <message>
        <source>run based on preferences</source>
        <translation>según las preferencias</translation>
    </message>
    <message>
        <source>always</source>
        <translation>siempre</translation>
    </message>
    <message>
        <source>based on preferences</source>
        <translation>según las preferencias</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspendido</translation>
    </message>
    <message>
        <source>suspended (%1)</source>
        <translation>suspendido (%1)</translation>
    </message>
    <message>
        <source>%1, suspended (%2)</source>
        <translation>%1, suspendido (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n en ejecución</numerusform>
            <numerusform>%n en ejecución</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n downloading</source>
        <translation>
            <numerusform>%n descargando</numerusform>
            <numerusform>%n descargando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n en espera</numerusform>
            <numerusform>%n en espera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uploading</source>
        <translation>
            <numerusform>%n subiendo</numerusform>
            <numerusform>%n subiendo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to report</source>
        <translation>
            <numerusform>%n por informar</numerusform>
            <numerusform>%n por informar</numerusform>
        </translation>
    </message>
    <message>
        <source>ddd dd MMM yyyy HH:mm</source>
        <translation>ddd dd MMM yyyy HH:mm</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>desconocida (no instalado)</translation>
    </message>
    <message>
        <source>boinc-gui — %1</source>
        <translation>boinc-gui — %1</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>iniciando…</translation>
    </message>
    <message>
        <source>Starting the client…</source>
        <translation>Iniciando el cliente…</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Solo activas</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Proyectos</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Tareas</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Transferencias</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Disco</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Client notice</source>
        <translation>Aviso del cliente</translation>
    </message>
    <message>
        <source>&lt;b&gt;Emulated client.&lt;/b&gt; This window shows the emulator in accelerated time (the speed is at the bottom right), not real work. The live client replaces it.</source>
        <translation>&lt;b&gt;Cliente emulado.&lt;/b&gt; Esta ventana muestra el emulador en tiempo acelerado (la velocidad está abajo a la derecha), no trabajo real. El cliente real lo sustituye.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Rules belong to a client that evaluates them: this computer&apos;s, or a remote boinc-core added under Hosts.</source>
        <translation>Las reglas pertenecen a un cliente que las evalúa: el de este equipo o un boinc-core remoto añadido en Hosts.</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Avisos (%1)</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Contactar con el proyecto ahora</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Suspender</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>No new tasks</source>
        <translation>No recibir tareas nuevas</translation>
    </message>
    <message>
        <source>Allow new tasks</source>
        <translation>Permitir tareas nuevas</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Reiniciar proyecto</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Desvincularse del proyecto</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propiedades</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>Reintentar ahora</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Cancelar transferencia</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Reanudar ahora</translation>
    </message>
    <message>
        <source>Run always</source>
        <translation>Calcular siempre</translation>
    </message>
    <message>
        <source>Run based on preferences</source>
        <translation>Calcular según las preferencias</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
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
    <message>
        <source>Connecting to the client…</source>
        <translation>Conectando con el cliente…</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Actividad</translation>
    </message>
    <message>
        <source>The client&apos;s clock</source>
        <translation>Reloj del cliente</translation>
    </message>
    <message>
        <source>Tasks by state</source>
        <translation>Tareas por estado</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Gestor de cuentas</translation>
    </message>
    <message>
        <source>Emulation speed</source>
        <translation>Velocidad de emulación</translation>
    </message>
    <message>
        <source>Simulated seconds per real second</source>
        <translation>Segundos simulados por segundo real</translation>
    </message>
    <message>
        <source>%1× speed</source>
        <translation>velocidad %1×</translation>
    </message>
    <message>
        <source>Account manager: %1</source>
        <translation>Gestor de cuentas: %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;EMULATED&lt;/b&gt; — not real work</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;EMULADO&lt;/b&gt; — no es trabajo real</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>Cálculo: %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>Red: %1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>Snoozed: %1</source>
        <translation>Pospuesto: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>boinc-gui — All computers (%1)</source>
        <translation>boinc-gui — Todos los equipos (%1)</translation>
    </message>
    <message>
        <source>%1 does not report its disk usage to this window.</source>
        <translation>%1 no informa de su uso de disco a esta ventana.</translation>
    </message>
    <message>
        <source>Disk usage of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Uso de disco de %1 (estas vistas muestran un equipo a la vez: elija otro en la lista Equipo)</translation>
    </message>
    <message>
        <source>Charts of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Gráficos de %1 (estas vistas muestran un equipo a la vez: elija otro en la lista Equipo)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>The client could not do that: %1</source>
        <translation>El cliente no pudo hacerlo: %1</translation>
    </message>
    <message>
        <source>That computer is no longer shown; the command was not sent.</source>
        <translation>Ese equipo ya no se muestra; la orden no se envió.</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Todos los equipos</translation>
    </message>
    <message numerus="yes">
        <source>%1 on all %n computers shown?</source>
        <translation>
            <numerusform>¿%1 en los %n equipos mostrados?</numerusform>
            <numerusform>¿%1 en los %n equipos mostrados?</numerusform>
        </translation>
    </message>
    <message>
        <source>End the snooze</source>
        <translation>Dejar de posponer</translation>
    </message>
    <message>
        <source>boinc-gui %1: a volunteer-computing manager compatible with BOINC.
Client: %2</source>
        <translation>boinc-gui %1: un gestor de computación voluntaria compatible con BOINC.
Cliente: %2</translation>
    </message>
    <message>
        <source>boinc-gui keeps computing</source>
        <translation>boinc-gui sigue calculando</translation>
    </message>
    <message>
        <source>The window is closed, not the program: computing goes on. Click the tray icon to open the window; its menu has Exit.</source>
        <translation>Se cerró la ventana, no el programa: el cálculo continúa. Pulse el icono de la bandeja para abrir la ventana; su menú tiene Salir.</translation>
    </message>
    <message>
        <source>Exit boinc-gui</source>
        <translation>Salir de boinc-gui</translation>
    </message>
    <message>
        <source>Exit? Computing stops until you start boinc-gui again.</source>
        <translation>¿Salir? El cálculo se detiene hasta que vuelva a iniciar boinc-gui.</translation>
    </message>
</context>
<context>
    <name>NoticeReminder</name>
    <message>
        <source>1 unread notice from your projects. Click to read.</source>
        <translation>1 aviso sin leer de sus proyectos. Pulse para leerlo.</translation>
    </message>
    <message>
        <source>boinc-gui notices</source>
        <translation>Avisos de boinc-gui</translation>
    </message>
</context>
<context>
    <name>TrayController</name>
    <message>
        <source>Open manager</source>
        <translation>Abrir el gestor</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Posponer</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Reanudar ahora</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Suspender el cálculo</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Parada suave (tras el próximo punto de control)</translation>
    </message>
    <message>
        <source>Suspend network</source>
        <translation>Suspender la red</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>boinc-gui: starting</source>
        <translation>boinc-gui: iniciando</translation>
    </message>
    <message>
        <source>1 unread notice</source>
        <translation>1 aviso sin leer</translation>
    </message>
    <message>
        <source>Resume computing</source>
        <translation>Reanudar el cálculo</translation>
    </message>
    <message>
        <source>Resume network</source>
        <translation>Reanudar la red</translation>
    </message>
    <message>
        <source>boinc-gui needs you</source>
        <translation>boinc-gui le necesita</translation>
    </message>
</context>
<context>
    <name>alerts</name>
    <message>
        <source>Task failed</source>
        <translation>Tarea fallida</translation>
    </message>
    <message>
        <source>Project keeps failing</source>
        <translation>El proyecto sigue fallando</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>Plazo en peligro</translation>
    </message>
    <message>
        <source>Disk near its limit</source>
        <translation>Disco cerca de su límite</translation>
    </message>
    <message>
        <source>Computer not answering</source>
        <translation>El equipo no responde</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>after</source>
        <translation>tras</translation>
    </message>
    <message>
        <source> failed tasks</source>
        <translation> tareas fallidas</translation>
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
        <translation>o tras</translation>
    </message>
    <message>
        <source> failed scheduler requests</source>
        <translation> solicitudes al planificador fallidas</translation>
    </message>
    <message>
        <source>or when a task would finish within</source>
        <translation>o cuando una tarea terminaría a menos de</translation>
    </message>
    <message>
        <source> h of its deadline</source>
        <translation> h de su plazo</translation>
    </message>
    <message>
        <source>when the client uses</source>
        <translation>cuando el cliente usa</translation>
    </message>
    <message>
        <source> % of its disk limit</source>
        <translation> % (de su límite de disco)</translation>
    </message>
    <message>
        <source>again after it was below</source>
        <translation>de nuevo tras bajar de</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> s without an answer</source>
        <translation> s sin respuesta</translation>
    </message>
    <message>
        <source>Repeats of a kind wait</source>
        <translation>Las repeticiones de un tipo esperan</translation>
    </message>
    <message>
        <source> min, then come as one</source>
        <translation> min y luego llegan juntas</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>como máximo</translation>
    </message>
    <message>
        <source> notifications in that time</source>
        <translation> notificaciones en ese tiempo</translation>
    </message>
    <message>
        <source>task failed</source>
        <translation>una tarea falla</translation>
    </message>
    <message>
        <source>project keeps failing</source>
        <translation>un proyecto sigue fallando</translation>
    </message>
    <message>
        <source>deadline at risk</source>
        <translation>un plazo está en peligro</translation>
    </message>
    <message>
        <source>disk near its limit</source>
        <translation>el disco se acerca a su límite</translation>
    </message>
    <message>
        <source>computer not answering</source>
        <translation>un equipo no responde</translation>
    </message>
    <message>
        <source>a rule says so</source>
        <translation>una regla lo indique</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>boinc-gui: could not start; see the error above.</source>
        <translation>boinc-gui: no se pudo iniciar; vea el error anterior.</translation>
    </message>
    <message>
        <source>boinc-gui: the demo project could not start: %1</source>
        <translation>boinc-gui: el proyecto de demostración no pudo iniciarse: %1</translation>
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
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>No se pudieron iniciar los gráficos de %1: %2</translation>
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
    <name>row_actions</name>
    <message>
        <source>Remove project</source>
        <translation>Quitar proyecto</translation>
    </message>
    <message>
        <source>Remove this project?

%1

Its tasks, including unfinished work, are discarded.</source>
        <translation>¿Quitar este proyecto?

%1

Sus tareas, incluido el trabajo sin terminar, se descartan.</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Reiniciar proyecto</translation>
    </message>
    <message>
        <source>Reset this project?

%1

All its tasks are discarded and files downloaded again.</source>
        <translation>¿Reiniciar este proyecto?

%1

Se descartan todas sus tareas y se vuelven a descargar los archivos.</translation>
    </message>
    <message>
        <source>%1 (%2 done, %3)</source>
        <translation>%1 (%2 hecho, %3)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… y %n más</numerusform>
            <numerusform>… y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort 1 task? The work done is lost.</source>
        <translation>¿Cancelar 1 tarea? Se pierde el trabajo hecho.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n tasks? The work done is lost.</source>
        <translation>
            <numerusform>¿Cancelar %n tarea? Se pierde el trabajo hecho.</numerusform>
            <numerusform>¿Cancelar %n tareas? Se pierde el trabajo hecho.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort tasks</source>
        <translation>Cancelar tareas</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Cancelar transferencia</translation>
    </message>
    <message>
        <source>Abort 1 transfer? The task it belongs to fails.</source>
        <translation>¿Cancelar 1 transferencia? La tarea a la que pertenece falla.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n transfers? The task they belong to fails.</source>
        <translation>
            <numerusform>¿Cancelar %n transferencia? La tarea a la que pertenece falla.</numerusform>
            <numerusform>¿Cancelar %n transferencias? La tarea a la que pertenecen falla.</numerusform>
        </translation>
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
<context>
    <name>suspend</name>
    <message>
        <source>on batteries</source>
        <translation>funcionando con batería</translation>
    </message>
    <message>
        <source>computer is in use</source>
        <translation>el equipo está en uso</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>petición del usuario</translation>
    </message>
    <message>
        <source>time of day</source>
        <translation>hora del día</translation>
    </message>
    <message>
        <source>CPU benchmarks in progress</source>
        <translation>pruebas de rendimiento de la CPU en curso</translation>
    </message>
    <message>
        <source>need disk space - check preferences</source>
        <translation>se necesita espacio en disco - revise las preferencias</translation>
    </message>
    <message>
        <source>no recent user activity</source>
        <translation>sin actividad reciente del usuario</translation>
    </message>
    <message>
        <source>initial delay</source>
        <translation>retraso inicial</translation>
    </message>
    <message>
        <source>an exclusive app is running</source>
        <translation>se está ejecutando una aplicación exclusiva</translation>
    </message>
    <message>
        <source>CPU is busy</source>
        <translation>la CPU está ocupada</translation>
    </message>
    <message>
        <source>network transfer limit exceeded</source>
        <translation>se superó el límite de transferencia de red</translation>
    </message>
    <message>
        <source>requested by operating system</source>
        <translation>solicitado por el sistema operativo</translation>
    </message>
    <message>
        <source>not connected to WiFi network</source>
        <translation>sin conexión a una red wifi</translation>
    </message>
    <message>
        <source>battery low</source>
        <translation>batería baja</translation>
    </message>
    <message>
        <source>battery thermal protection</source>
        <translation>protección térmica de la batería</translation>
    </message>
    <message>
        <source>GUI not active</source>
        <translation>interfaz gráfica no activa</translation>
    </message>
    <message>
        <source>Podman initializing</source>
        <translation>Podman se está iniciando</translation>
    </message>
    <message>
        <source>battery charge wait</source>
        <translation>esperando carga de la batería</translation>
    </message>
    <message>
        <source>battery heat wait</source>
        <translation>esperando que se enfríe la batería</translation>
    </message>
    <message>
        <source>snoozed</source>
        <translation>pospuesto</translation>
    </message>
    <message>
        <source>computer is off</source>
        <translation>el equipo está apagado</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>sin conexión</translation>
    </message>
    <message>
        <source>snoozed: %1</source>
        <translation>pospuesto: %1</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>15 minutes</source>
        <translation>15 minutos</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 hora</translation>
    </message>
    <message>
        <source>3 hours</source>
        <translation>3 horas</translation>
    </message>
    <message>
        <source>Until resumed</source>
        <translation>Hasta reanudar</translation>
    </message>
    <message>
        <source>boinc-gui (emulated)</source>
        <translation>boinc-gui (emulado)</translation>
    </message>
    <message>
        <source>%1: snoozed (%2), %3 left</source>
        <translation>%1: pospuesto (%2), quedan %3</translation>
    </message>
    <message>
        <source>%1: snoozed, %2 left</source>
        <translation>%1: pospuesto, quedan %2</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>petición del usuario</translation>
    </message>
    <message>
        <source>%1: computing suspended (%2)</source>
        <translation>%1: cálculo suspendido (%2)</translation>
    </message>
    <message>
        <source>1 task running</source>
        <translation>1 tarea en ejecución</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks running</source>
        <translation>
            <numerusform>%n tarea en ejecución</numerusform>
            <numerusform>%n tareas en ejecución</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in queue</source>
        <translation>
            <numerusform>%n en cola</numerusform>
            <numerusform>%n en cola</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2, %3, network suspended</source>
        <translation>%1: %2, %3, red suspendida</translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices</source>
        <translation>
            <numerusform>%n aviso sin leer</numerusform>
            <numerusform>%n avisos sin leer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices from your projects. Click to read.</source>
        <translation>
            <numerusform>%n aviso sin leer de sus proyectos. Pulse para leerlo.</numerusform>
            <numerusform>%n avisos sin leer de sus proyectos. Pulse para leerlos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>veteran_menus</name>
    <message>
        <source>Web pages</source>
        <translation>Páginas web</translation>
    </message>
    <message>
        <source>Show graphics</source>
        <translation>Mostrar gráficos</translation>
    </message>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>Iniciar la aplicación gráfica de la tarea</translation>
    </message>
    <message>
        <source>Event log window…</source>
        <translation>Ventana del registro de eventos…</translation>
    </message>
    <message>
        <source>Event log options…</source>
        <translation>Opciones del registro de eventos…</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Qué tipos de mensajes escribe el cliente en su registro de eventos</translation>
    </message>
    <message>
        <source>Read config files</source>
        <translation>Leer los archivos de configuración</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Volver a leer cc_config.xml y los archivos app_config.xml</translation>
    </message>
    <message>
        <source>Run CPU benchmarks</source>
        <translation>Ejecutar pruebas de rendimiento de la CPU</translation>
    </message>
    <message>
        <source>Retry all transfers</source>
        <translation>Reintentar todas las transferencias</translation>
    </message>
    <message>
        <source>Try every pending upload and download now</source>
        <translation>Intentar ahora cada subida y descarga pendiente</translation>
    </message>
    <message>
        <source>boinc-gui help</source>
        <translation>Ayuda de boinc-gui</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Abrir la documentación de boinc-gui</translation>
    </message>
    <message>
        <source>Select one project</source>
        <translation>Seleccione un proyecto</translation>
    </message>
    <message>
        <source>%1 home page</source>
        <translation>Página principal de %1</translation>
    </message>
    <message>
        <source>The project has sent no other links yet</source>
        <translation>El proyecto aún no ha enviado otros enlaces</translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation>Ningún navegador pudo abrir %1.</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of boinc-gui.</source>
        <translation>La documentación no está instalada con esta copia de boinc-gui.</translation>
    </message>
    <message>
        <source>Retrying 1 transfer</source>
        <translation>Reintentando 1 transferencia</translation>
    </message>
    <message numerus="yes">
        <source>Retrying %n transfers</source>
        <translation>
            <numerusform>Reintentando %n transferencia</numerusform>
            <numerusform>Reintentando %n transferencias</numerusform>
        </translation>
    </message>
    <message>
        <source>No transfer is waiting</source>
        <translation>No hay transferencias pendientes</translation>
    </message>
</context>
</TS>
