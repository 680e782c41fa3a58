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
    <name>DailyCharts</name>
    <message>
        <source>Not enough history yet</source>
        <translation>Aún no hay suficiente historial</translation>
    </message>
    <message>
        <source>User total credit</source>
        <translation>Crédito total del usuario</translation>
    </message>
    <message>
        <source>User average credit (per day)</source>
        <translation>Crédito medio del usuario (por día)</translation>
    </message>
    <message>
        <source>Host total credit</source>
        <translation>Crédito total del equipo</translation>
    </message>
    <message>
        <source>Host average credit (per day)</source>
        <translation>Crédito medio del equipo (por día)</translation>
    </message>
    <message>
        <source>Credit earned by this host each day</source>
        <translation>Crédito obtenido cada día por este equipo</translation>
    </message>
    <message>
        <source>CPU time of the tasks finished each day (hours)</source>
        <translation>Tiempo de CPU de las tareas terminadas cada día (horas)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <source>Last 6 months</source>
        <translation>Últimos 6 meses</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Todo el tiempo</translation>
    </message>
    <message>
        <source>Computer of the daily statistics</source>
        <translation>Equipo de las estadísticas diarias</translation>
    </message>
    <message>
        <source>Daily statistics range</source>
        <translation>Periodo de las estadísticas diarias</translation>
    </message>
    <message>
        <source>Daily statistics charts</source>
        <translation>Gráficos de estadísticas diarias</translation>
    </message>
    <message>
        <source>Daily statistics are kept in the task history, which is not open.</source>
        <translation>Las estadísticas diarias se guardan en el historial de tareas, que no está abierto.</translation>
    </message>
    <message>
        <source>The task history cannot be read: %1</source>
        <translation>No se puede leer el historial de tareas: %1</translation>
    </message>
    <message>
        <source>One day recorded so far (%1): each day adds a point, and figures counted per day appear from the second day on.</source>
        <translation>Hasta ahora hay un día registrado (%1): cada día añade un punto, y las cifras por día aparecen desde el segundo día.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>este equipo</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 yet: they are added once a day while the manager runs.</source>
        <translation>Aún no hay estadísticas diarias de %1: se añaden una vez al día mientras el gestor está en marcha.</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 in this range: they are added once a day while the manager runs.</source>
        <translation>No hay estadísticas diarias de %1 en este periodo: se añaden una vez al día mientras el gestor está en marcha.</translation>
    </message>
</context>
<context>
    <name>DiskTab</name>
    <message>
        <source>Total disk usage</source>
        <translation>Uso total del disco</translation>
    </message>
    <message>
        <source>Disk usage by projects</source>
        <translation>Uso del disco por proyecto</translation>
    </message>
    <message>
        <source>Total disk usage legend</source>
        <translation>Leyenda del uso total del disco</translation>
    </message>
    <message>
        <source>Disk usage by projects legend</source>
        <translation>Leyenda del uso del disco por proyecto</translation>
    </message>
    <message>
        <source>Waiting for the client…</source>
        <translation>Esperando al cliente…</translation>
    </message>
    <message>
        <source>Disk explanation</source>
        <translation>Explicación del disco</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Uso</translation>
    </message>
    <message>
        <source>Share limit</source>
        <translation>Límite de la cuota</translation>
    </message>
    <message>
        <source>Over / under</source>
        <translation>Exceso / margen</translation>
    </message>
    <message>
        <source>Deletable</source>
        <translation>Eliminable</translation>
    </message>
    <message>
        <source>Disk usage per project</source>
        <translation>Uso del disco de cada proyecto</translation>
    </message>
    <message>
        <source>Used by this client</source>
        <translation>Usado por este cliente</translation>
    </message>
    <message>
        <source>Free for this client</source>
        <translation>Libre para este cliente</translation>
    </message>
    <message>
        <source>Free, kept from the client</source>
        <translation>Libre, reservado fuera del cliente</translation>
    </message>
    <message>
        <source>Other programs</source>
        <translation>Otros programas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no projects: 0 bytes used</source>
        <translation>sin proyectos: 0 bytes usados</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>excede en %1</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>%1 de margen</translation>
    </message>
    <message>
        <source>⚠ over its share</source>
        <translation>⚠ supera su cuota</translation>
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
        <translation>Alerta</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Project notice</source>
        <translation>Aviso del proyecto</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Todos los proyectos</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filtrar por proyecto</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Todas las gravedades</translation>
    </message>
    <message>
        <source>Filter by severity</source>
        <translation>Filtrar por gravedad</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>Buscar en los mensajes</translation>
    </message>
    <message>
        <source>Copy shown</source>
        <translation>Copiar lo mostrado</translation>
    </message>
    <message>
        <source>Copy the lines the filters show, to paste into a forum post</source>
        <translation>Copiar las líneas que muestran los filtros, para pegarlas en un foro</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
</context>
<context>
    <name>FirstStartBanner</name>
    <message>
        <source>&lt;b&gt;Welcome to boinc-gui.&lt;/b&gt; To show you how work flows, the built-in demo project has been added: it needs no account and runs a small real computation on this computer. When you are ready, add a science project with your account at it; you can remove the demo project at any time.</source>
        <translation>&lt;b&gt;Bienvenido a boinc-gui.&lt;/b&gt; Para mostrarle cómo fluye el trabajo, se ha añadido el proyecto de demostración integrado: no necesita cuenta y ejecuta un pequeño cálculo real en este equipo. Cuando esté listo, añada un proyecto científico con su cuenta en él; puede quitar el proyecto de demostración en cualquier momento.</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Primer inicio</translation>
    </message>
    <message>
        <source>Add a science project…</source>
        <translation>Añadir un proyecto científico…</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Entendido</translation>
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
    <name>HistoryTab</name>
    <message>
        <source>This computer</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <source>success</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abortada</translation>
    </message>
    <message>
        <source>download failed</source>
        <translation>descarga fallida</translation>
    </message>
    <message>
        <source>upload failed</source>
        <translation>subida fallida</translation>
    </message>
    <message>
        <source>aborted by user</source>
        <translation>abortada por el usuario</translation>
    </message>
    <message>
        <source>aborted by project</source>
        <translation>abortada por el proyecto</translation>
    </message>
    <message>
        <source>aborted by client</source>
        <translation>abortada por el cliente</translation>
    </message>
    <message>
        <source>Search task, application or project</source>
        <translation>Buscar tarea, aplicación o proyecto</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Buscar en el historial de tareas</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Cualquier resultado</translation>
    </message>
    <message>
        <source>Filter by computer</source>
        <translation>Filtrar por equipo</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filtrar por proyecto</translation>
    </message>
    <message>
        <source>Filter by application</source>
        <translation>Filtrar por aplicación</translation>
    </message>
    <message>
        <source>Filter by outcome</source>
        <translation>Filtrar por resultado</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Completada desde</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes de</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Completada antes de</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Task history</source>
        <translation>Historial de tareas</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Todos los equipos</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Todos los proyectos</translation>
    </message>
    <message>
        <source>All applications</source>
        <translation>Todas las aplicaciones</translation>
    </message>
    <message>
        <source>, %1 credit</source>
        <translation>, crédito %1</translation>
    </message>
    <message>
        <source>%1: %2 tasks, %3 ok, %4 errors, %5 aborted; average CPU %6, elapsed %7</source>
        <translation>%1: tareas %2, correctas %3, errores %4, abortadas %5; media de CPU %6, transcurrido %7</translation>
    </message>
    <message>
        <source>(unknown app)</source>
        <translation>(aplicación desconocida)</translation>
    </message>
    <message>
        <source>%1 tasks match</source>
        <translation>Tareas que coinciden: %1</translation>
    </message>
    <message>
        <source>%1 tasks recorded</source>
        <translation>Tareas registradas: %1</translation>
    </message>
    <message>
        <source>Export task history</source>
        <translation>Exportar el historial de tareas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Error al exportar: %1</translation>
    </message>
    <message>
        <source>Exported %1 tasks to %2</source>
        <translation>Tareas exportadas: %1, a %2</translation>
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
    <name>NoticesTab</name>
    <message>
        <source>Alert</source>
        <translation>Alerta</translation>
    </message>
    <message>
        <source>This client</source>
        <translation>Este cliente</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Notice text</source>
        <translation>Texto del aviso</translation>
    </message>
    <message>
        <source>No notices yet. Projects and the client post news and alerts here.</source>
        <translation>Aún no hay avisos. Los proyectos y el cliente publican aquí noticias y alertas.</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>esta ventana</translation>
    </message>
</context>
<context>
    <name>RowTableModel</name>
    <message>
        <source>%1
(out of date: %2)</source>
        <translation>%1
(desactualizado: %2)</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Connecting to the client…</source>
        <translation>Conectando con el cliente…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Advanced view</source>
        <translation>Vista avanzada</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Start computing again</source>
        <translation>Volver a calcular</translation>
    </message>
    <message>
        <source>Stop all computing until you resume</source>
        <translation>Detener todo cálculo hasta que lo reanude</translation>
    </message>
    <message>
        <source>This computer does not work for any project yet: use Advanced view, Tools &gt; Add project.</source>
        <translation>Este equipo aún no trabaja para ningún proyecto: use la vista avanzada, Herramientas &gt; Añadir proyecto.</translation>
    </message>
    <message>
        <source>This computer is doing science for %1.</source>
        <translation>Este equipo está haciendo ciencia para %1.</translation>
    </message>
    <message>
        <source>This computer works for %1. Computing is suspended (%2).</source>
        <translation>Este equipo trabaja para %1. El cálculo está suspendido (%2).</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>This computer works for %1. No task is running at this moment: work is on its way or waiting its turn.</source>
        <translation>Este equipo trabaja para %1. Ahora no se ejecuta ninguna tarea: hay trabajo en camino o esperando su turno.</translation>
    </message>
    <message>
        <source>and 1 more task running</source>
        <translation>y otra tarea en ejecución</translation>
    </message>
    <message>
        <source>and %1 more tasks running</source>
        <translation>y otras tareas en ejecución: %1</translation>
    </message>
    <message>
        <source>Simple view</source>
        <translation>Vista simple</translation>
    </message>
    <message>
        <source>One screen: what this computer does, for which science</source>
        <translation>Una pantalla: qué hace este equipo y para qué ciencia</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <source>Live</source>
        <translation>En vivo</translation>
    </message>
    <message>
        <source>Daily history</source>
        <translation>Historial diario</translation>
    </message>
    <message>
        <source>day %1 %2</source>
        <translation>día %1 %2</translation>
    </message>
    <message>
        <source>Statistics view</source>
        <translation>Vista de estadísticas</translation>
    </message>
    <message>
        <source>Live: this computer&apos;s figures every few seconds. Daily history: credit and CPU time per day, from the task history</source>
        <translation>En vivo: las cifras de este equipo cada pocos segundos. Historial diario: crédito y tiempo de CPU por día, del historial de tareas</translation>
    </message>
    <message>
        <source>Follow live data</source>
        <translation>Seguir los datos en vivo</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>Gráficos de estadísticas</translation>
    </message>
    <message>
        <source>Scheduling priority (debt, CPU s)</source>
        <translation>Prioridad de planificación (deuda, s de CPU)</translation>
    </message>
    <message>
        <source>CPU share now vs resource share (dashed), %</source>
        <translation>Cuota de CPU actual frente a cuota de recursos (discontinua), %</translation>
    </message>
    <message>
        <source>Queued work (CPU hours)</source>
        <translation>Trabajo en cola (horas de CPU)</translation>
    </message>
    <message>
        <source>Work done (credit)</source>
        <translation>Trabajo realizado (crédito)</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Restablecer zoom</translation>
    </message>
    <message>
        <source>Show all the data again (the wheel and a drag zoom in)</source>
        <translation>Mostrar de nuevo todos los datos (la rueda y arrastrar amplían)</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · right-click: more</source>
        <translation>Rueda: zoom · arrastrar: desplazar · clic derecho: más</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
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
        <source>Filter projects (Ctrl+F)</source>
        <translation>Filtrar proyectos (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter tasks (Ctrl+F)</source>
        <translation>Filtrar tareas (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter transfers (Ctrl+F)</source>
        <translation>Filtrar transferencias (Ctrl+F)</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Solo activas</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>Filtrar %1</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Tabla %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Rows matching the filter: %1 of %2</source>
        <translation>Filas que coinciden con el filtro: %1 de %2</translation>
    </message>
    <message>
        <source>Rows: %1</source>
        <translation>Filas: %1</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Restablecer columnas</translation>
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
    <name>WelcomePage</name>
    <message>
        <source>Welcome to boinc-gui</source>
        <translation>Bienvenido a boinc-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;boinc-gui lends your computer&apos;s spare processor time and disk space to science projects: it downloads their tasks, runs them while you do not need the computer (as your preferences say), sends the results back and keeps you informed here and in the tray.&lt;/p&gt;&lt;p&gt;It works with BOINC projects and tools: you choose the projects, each with an account on its web site. You can pause computing at any time from the Activity menu or the tray icon.&lt;/p&gt;&lt;p&gt;&lt;b&gt;To begin, add a project.&lt;/b&gt; The built-in demo project needs no account: it runs a small real computation on this computer, so you can see how everything works before choosing a science project.&lt;/p&gt;</source>
        <translation>&lt;p&gt;boinc-gui presta el tiempo de procesador y el espacio en disco libres de su equipo a proyectos científicos: descarga sus tareas, las ejecuta mientras no necesita el equipo (según sus preferencias), devuelve los resultados y le mantiene informado aquí y en la bandeja del sistema.&lt;/p&gt;&lt;p&gt;Funciona con proyectos y herramientas de BOINC: usted elige los proyectos, cada uno con una cuenta en su sitio web. Puede pausar el cálculo en cualquier momento desde el menú Actividad o el icono de la bandeja.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Para empezar, añada un proyecto.&lt;/b&gt; El proyecto de demostración integrado no necesita cuenta: ejecuta un pequeño cálculo real en este equipo, para que vea cómo funciona todo antes de elegir un proyecto científico.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a project…</source>
        <translation>Añadir un proyecto…</translation>
    </message>
    <message>
        <source>Add a project</source>
        <translation>Añadir un proyecto</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Show the tabs; Tools › Add project… opens the same dialog later</source>
        <translation>Mostrar las pestañas; Herramientas › Añadir proyecto… abre el mismo diálogo más tarde</translation>
    </message>
</context>
<context>
    <name>_TaskCard</name>
    <message>
        <source>%1: %2 done, about %3 left</source>
        <translation>%1: %2 hecho, quedan unos %3</translation>
    </message>
    <message>
        <source>%1: %2 done</source>
        <translation>%1: %2 hecho</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Progreso de %1</translation>
    </message>
    <message>
        <source>Your credit at %1: %2</source>
        <translation>Su crédito en %1: %2</translation>
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
    <name>columns</name>
    <message>
        <source>Computer</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Work fetch</source>
        <translation>Petición de trabajo</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Work done</source>
        <translation>Trabajo realizado</translation>
    </message>
    <message>
        <source>Avg. work done</source>
        <translation>Trabajo medio realizado</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Cuota de recursos</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Priority (debt)</source>
        <translation>Prioridad (deuda)</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Tiempo de CPU</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL del proyecto</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Por qué: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Transcurrido</translation>
    </message>
    <message>
        <source>Remaining (estimated)</source>
        <translation>Restante (estimado)</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Fecha límite</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplicación</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Estimated completion</source>
        <translation>Finalización estimada</translation>
    </message>
    <message>
        <source>Completion before deadline</source>
        <translation>Fin antes del plazo</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Projected to finish after its deadline</source>
        <translation>Se prevé que termine después de su plazo</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>Planificador: %1</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>Estado de salida</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Recibida</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Completada</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Informada</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Crédito</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
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
    <name>formatting</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>day %1, %2</source>
        <translation>día %1, %2</translation>
    </message>
    <message>
        <source>until resumed</source>
        <translation>hasta reanudar</translation>
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
    <name>history_cap</name>
    <message>
        <source>Keep task history up to</source>
        <translation>Conservar el historial de tareas hasta</translation>
    </message>
    <message>
        <source>The task history file in the manager&apos;s folder; past this size the oldest tasks are deleted (daily statistics stay). About 6,000 tasks per MB; default %1 MB.</source>
        <translation>El archivo del historial en la carpeta del gestor; por encima de este tamaño se borran las tareas más antiguas (las estadísticas diarias se conservan). Unas 6.000 tareas por MB; predeterminado %1 MB.</translation>
    </message>
</context>
<context>
    <name>history_open</name>
    <message>
        <source>The task history in %1 cannot be opened: %2. Finished tasks are not recorded this time.</source>
        <translation>No se puede abrir el historial de tareas en %1: %2. Esta vez no se registran las tareas terminadas.</translation>
    </message>
    <message>
        <source>The task history cannot be used: %1. Finished tasks are not recorded this time.</source>
        <translation>No se puede usar el historial de tareas: %1. Esta vez no se registran las tareas terminadas.</translation>
    </message>
    <message>
        <source>Task history damaged</source>
        <translation>Historial de tareas dañado</translation>
    </message>
    <message>
        <source>%1

Repair it? The damaged file is kept as a copy beside it, and a new history is made from the tasks that can still be read.</source>
        <translation>%1

¿Repararlo? El archivo dañado se guarda como copia a su lado, y se crea un historial nuevo con las tareas que aún se pueden leer.</translation>
    </message>
    <message>
        <source>The task history could not be repaired: %1. Finished tasks are not recorded this time.</source>
        <translation>No se pudo reparar el historial de tareas: %1. Esta vez no se registran las tareas terminadas.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept; %3 damaged rows could not be read. The damaged file is kept as %4.</source>
        <translation>Se reparó el historial de tareas: tareas conservadas: %1, cifras diarias: %2; filas dañadas ilegibles: %3. El archivo dañado se guarda como %4.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept. The damaged file is kept as %3.</source>
        <translation>Se reparó el historial de tareas: tareas conservadas: %1, cifras diarias: %2. El archivo dañado se guarda como %3.</translation>
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
    <name>prefs</name>
    <message>
        <source>Computing</source>
        <translation>Cálculo</translation>
    </message>
    <message>
        <source>Daily schedules</source>
        <translation>Horarios diarios</translation>
    </message>
    <message>
        <source>Work buffer</source>
        <translation>Reserva de trabajo</translation>
    </message>
    <message>
        <source>Disk and memory</source>
        <translation>Disco y memoria</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>Domingo</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>Lunes</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Martes</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Miércoles</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Jueves</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Viernes</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Sábado</translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation>Cuando el equipo está en uso</translation>
    </message>
    <message>
        <source>&apos;In use&apos; means mouse or keyboard input in the last</source>
        <translation>«En uso» significa actividad del ratón o el teclado en los últimos</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutos</translation>
    </message>
    <message>
        <source>Suspend when computer is in use</source>
        <translation>Suspender cuando el equipo está en uso</translation>
    </message>
    <message>
        <source>Suspend GPU computing when computer is in use</source>
        <translation>Suspender el cálculo en GPU cuando el equipo está en uso</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Usar como máximo</translation>
    </message>
    <message>
        <source>% of the CPUs</source>
        <translation>%&#xa0;de los procesadores</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>%&#xa0;del tiempo de CPU</translation>
    </message>
    <message>
        <source>Suspend when non-BOINC CPU usage is above</source>
        <translation>Suspender cuando el uso de CPU ajeno a BOINC supera</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>Cuando el equipo no está en uso</translation>
    </message>
    <message>
        <source>Suspend when no mouse or keyboard input in the last</source>
        <translation>Suspender si no hay actividad del ratón o el teclado en los últimos</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Suspend when computer is on battery</source>
        <translation>Suspender cuando el equipo funciona con batería</translation>
    </message>
    <message>
        <source>Switch between tasks every</source>
        <translation>Cambiar de tarea cada</translation>
    </message>
    <message>
        <source>Request tasks to checkpoint at most every</source>
        <translation>Pedir a las tareas un punto de control como mucho cada</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <source>Leave non-GPU tasks in memory while suspended</source>
        <translation>Mantener en memoria las tareas no GPU suspendidas</translation>
    </message>
    <message>
        <source>Store at least</source>
        <translation>Almacenar al menos</translation>
    </message>
    <message>
        <source>days of work</source>
        <translation>días de trabajo</translation>
    </message>
    <message>
        <source>Store up to an additional</source>
        <translation>Almacenar hasta un adicional de</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Disco</translation>
    </message>
    <message>
        <source>Use no more than</source>
        <translation>No usar más de</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Leave at least</source>
        <translation>Dejar al menos</translation>
    </message>
    <message>
        <source>GB free</source>
        <translation>GB libres</translation>
    </message>
    <message>
        <source>% of total</source>
        <translation>%&#xa0;del total</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>When computer is in use, use at most</source>
        <translation>Con el equipo en uso, usar como máximo</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>%&#xa0;de la memoria</translation>
    </message>
    <message>
        <source>When computer is not in use, use at most</source>
        <translation>Con el equipo sin usar, usar como máximo</translation>
    </message>
    <message>
        <source>Page/swap file: use at most</source>
        <translation>Archivo de paginación: usar como máximo</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>Uso de la red</translation>
    </message>
    <message>
        <source>Limit download rate to</source>
        <translation>Limitar la velocidad de descarga a</translation>
    </message>
    <message>
        <source>Limit upload rate to</source>
        <translation>Limitar la velocidad de subida a</translation>
    </message>
    <message>
        <source>Limit usage to</source>
        <translation>Limitar el uso a</translation>
    </message>
    <message>
        <source>… every</source>
        <translation>… cada</translation>
    </message>
    <message>
        <source>days</source>
        <translation>días</translation>
    </message>
    <message>
        <source>Skip data verification for image files</source>
        <translation>Omitir la verificación de archivos de imagen</translation>
    </message>
    <message>
        <source>Confirm before connecting to the Internet</source>
        <translation>Confirmar antes de conectarse a Internet</translation>
    </message>
    <message>
        <source>Disconnect when done</source>
        <translation>Desconectar al terminar</translation>
    </message>
</context>
<context>
    <name>project_status</name>
    <message>
        <source>Suspended by user</source>
        <translation>Suspendido por el usuario</translation>
    </message>
    <message>
        <source>Won&apos;t get new tasks</source>
        <translation>No recibirá tareas nuevas</translation>
    </message>
    <message>
        <source>Project ended - OK to remove</source>
        <translation>Proyecto terminado: se puede quitar</translation>
    </message>
    <message>
        <source>Will remove when tasks done</source>
        <translation>Se quitará al terminar las tareas</translation>
    </message>
    <message>
        <source>Scheduler request in progress</source>
        <translation>Petición al servidor en curso</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Petición al servidor pendiente</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Comunicación aplazada</translation>
    </message>
    <message>
        <source>Unknown reason</source>
        <translation>Motivo desconocido</translation>
    </message>
    <message>
        <source>Requested by user</source>
        <translation>Solicitado por el usuario</translation>
    </message>
    <message>
        <source>To report completed tasks</source>
        <translation>Para informar de tareas completadas</translation>
    </message>
    <message>
        <source>To fetch work</source>
        <translation>Para obtener trabajo</translation>
    </message>
    <message>
        <source>To send trickle-up message</source>
        <translation>Para enviar un mensaje trickle-up</translation>
    </message>
    <message>
        <source>Requested by account manager</source>
        <translation>Solicitado por el gestor de cuentas</translation>
    </message>
    <message>
        <source>Project initialization</source>
        <translation>Inicialización del proyecto</translation>
    </message>
    <message>
        <source>Requested by project</source>
        <translation>Solicitado por el proyecto</translation>
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
        <translation>su preferencia de dejar al menos %1 libres</translation>
    </message>
    <message>
        <source>your preference to use no more than %1 % of the disk</source>
        <translation>su preferencia de no usar más del %1 %&#xa0;del disco</translation>
    </message>
    <message>
        <source>your preference to use no more than %1</source>
        <translation>su preferencia de no usar más de %1</translation>
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
        <translation>%1 días</translation>
    </message>
    <message>
        <source>not asking: the queue already holds the {min} days of work you asked for</source>
        <translation>no pide: la cola ya tiene los {min} días de trabajo que pidió</translation>
    </message>
    <message>
        <source>not asking: it has more than its share of queued work</source>
        <translation>no pide: tiene más de su parte de trabajo en cola</translation>
    </message>
    <message>
        <source>not asking yet: another project is owed more computer time and is asked first</source>
        <translation>aún no pide: a otro proyecto se le debe más tiempo de cálculo y pide primero</translation>
    </message>
    <message>
        <source>not asking: you suspended it</source>
        <translation>no pide: lo suspendió</translation>
    </message>
    <message>
        <source>not asking: you set it to get no new tasks</source>
        <translation>no pide: lo configuró para no recibir tareas nuevas</translation>
    </message>
    <message>
        <source>not asking: the project has ended; you can remove it</source>
        <translation>no pide: el proyecto ha terminado; puede quitarlo</translation>
    </message>
    <message>
        <source>not asking: it is a non-CPU-intensive project</source>
        <translation>no pide: es un proyecto que no usa intensivamente la CPU</translation>
    </message>
    <message>
        <source>not asking: its resource share is 0, so it gets work only when no other project has any</source>
        <translation>no pide: su cuota de recursos es 0, solo recibe trabajo cuando ningún otro proyecto tiene</translation>
    </message>
    <message>
        <source>not asking for a while: its recent requests brought no work</source>
        <translation>no pide por un tiempo: sus últimas peticiones no trajeron trabajo</translation>
    </message>
    <message>
        <source>not asking: queued tasks are already at risk of missing their deadlines</source>
        <translation>no pide: las tareas en cola ya corren el riesgo de no cumplir su plazo</translation>
    </message>
    <message>
        <source>not asking: it has had more than its share of computer time lately</source>
        <translation>no pide: últimamente ha recibido más de su parte de tiempo de cálculo</translation>
    </message>
    <message>
        <source>not asking: computing is suspended, so the queued tasks would only wait</source>
        <translation>no pide: el cálculo está suspendido, las tareas en cola solo esperarían</translation>
    </message>
    <message>
        <source>not asking: it has enough work for the tasks its app_config.xml limit lets run at once</source>
        <translation>no pide: tiene trabajo suficiente para las tareas que el límite de app_config.xml deja ejecutar a la vez</translation>
    </message>
    <message>
        <source>asking for work: its queue is below your %1-day minimum</source>
        <translation>pide trabajo: su cola está por debajo de su mínimo de %1 días</translation>
    </message>
    <message>
        <source>backed off for %1 after a failed request</source>
        <translation>en espera durante %1 tras una petición fallida</translation>
    </message>
    <message>
        <source>backed off for %1 after %2 failed requests</source>
        <translation>en espera durante %1 tras %2 peticiones fallidas</translation>
    </message>
    <message>
        <source>waiting %1 before contacting the project again</source>
        <translation>espera %1 antes de volver a contactar con el proyecto</translation>
    </message>
    <message>
        <source>the project asked for %1 between requests</source>
        <translation>el proyecto pidió %1 entre peticiones</translation>
    </message>
    <message>
        <source>the project asked for a pause between requests</source>
        <translation>el proyecto pidió una pausa entre peticiones</translation>
    </message>
    <message>
        <source>no work-fetch decision yet</source>
        <translation>aún no hay decisión sobre pedir trabajo</translation>
    </message>
    <message>
        <source>Work fetch: %1</source>
        <translation>Petición de trabajo: %1</translation>
    </message>
    <message>
        <source>Scheduling priority (debt): %1 CPU s · long-term debt %2 s</source>
        <translation>Prioridad de planificación (deuda): %1 s de CPU · deuda a largo plazo %2 s</translation>
    </message>
    <message>
        <source>Resource share %1 (%2%)</source>
        <translation>Cuota de recursos %1 (%2 %)</translation>
    </message>
    <message>
        <source>Next contact in %1</source>
        <translation>Próximo contacto en %1</translation>
    </message>
    <message>
        <source> · failed requests: %1</source>
        <translation> · peticiones fallidas: %1</translation>
    </message>
    <message>
        <source>you suspended computing (Activity menu)</source>
        <translation>suspendió el cálculo (menú Actividad)</translation>
    </message>
    <message>
        <source>you are using the computer, and your preferences pause computing then</source>
        <translation>está usando el equipo, y sus preferencias pausan el cálculo en ese caso</translation>
    </message>
    <message>
        <source>no one has used the computer lately, and your preferences compute only while in use</source>
        <translation>nadie ha usado el equipo últimamente, y sus preferencias solo calculan mientras está en uso</translation>
    </message>
    <message>
        <source>other programs keep the CPUs busy beyond the limit in your preferences</source>
        <translation>otros programas ocupan las CPU por encima del límite de sus preferencias</translation>
    </message>
    <message>
        <source>the computer runs on batteries, and your preferences pause computing then</source>
        <translation>el equipo funciona con batería, y sus preferencias pausan el cálculo en ese caso</translation>
    </message>
    <message>
        <source>your preferences allow computing only at other times of day</source>
        <translation>sus preferencias solo permiten calcular en otras horas del día</translation>
    </message>
    <message>
        <source>computing starts a little after the client starts</source>
        <translation>el cálculo empieza poco después de iniciar el cliente</translation>
    </message>
    <message>
        <source>the CPU benchmarks are running</source>
        <translation>se están ejecutando las pruebas de rendimiento de la CPU</translation>
    </message>
    <message>
        <source>the client needs more disk space than your preferences allow</source>
        <translation>el cliente necesita más espacio en disco del que permiten sus preferencias</translation>
    </message>
    <message>
        <source>Suspended: you suspended its project</source>
        <translation>Suspendida: suspendió su proyecto</translation>
    </message>
    <message>
        <source>Suspended: you suspended this task</source>
        <translation>Suspendida: suspendió esta tarea</translation>
    </message>
    <message>
        <source>Suspended: %1</source>
        <translation>Suspendida: %1</translation>
    </message>
    <message>
        <source>running: it keeps its CPU for its time slice, about %1 more</source>
        <translation>en ejecución: conserva su CPU durante su turno, unos %1 más</translation>
    </message>
    <message>
        <source>running: %1 is owed the most computer time for its resource share, so it %2</source>
        <translation>en ejecución: a %1 se le debe más tiempo de cálculo según su cuota de recursos, así que: %2</translation>
    </message>
    <message>
        <source>waiting: %1 is owed more computer time than %2 for its resource share</source>
        <translation>en espera: a %1 se le debe más tiempo de cálculo que a %2 según su cuota de recursos</translation>
    </message>
    <message>
        <source>running first: taking turns with the other tasks it would finish %1 after its deadline</source>
        <translation>se ejecuta primero: por turnos con las otras tareas terminaría %1 después del plazo</translation>
    </message>
    <message>
        <source>running first: taking turns it would finish only %1 before its deadline, closer than your work buffer&apos;s minimum</source>
        <translation>se ejecuta primero: por turnos terminaría solo %1 antes del plazo, menos que el mínimo de su reserva de trabajo</translation>
    </message>
    <message>
        <source>waiting: at most %1 tasks of %2 may run at once (your app_config.xml limit)</source>
        <translation>en espera: como máximo %1 tareas de %2 pueden ejecutarse a la vez (su límite de app_config.xml)</translation>
    </message>
    <message>
        <source>Done: it is reported at the next scheduler contact</source>
        <translation>Terminada: se informará en el próximo contacto con el servidor</translation>
    </message>
    <message>
        <source>Done: its result is being sent to the project</source>
        <translation>Terminada: su resultado se está enviando al proyecto</translation>
    </message>
    <message>
        <source>Its input files are being downloaded</source>
        <translation>Se están descargando sus archivos de entrada</translation>
    </message>
    <message>
        <source>Queued: it starts when a CPU is free and its turn comes</source>
        <translation>En cola: empieza cuando haya una CPU libre y le llegue el turno</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminada</translation>
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
    <name>task_resources</name>
    <message>
        <source>%1% per hour</source>
        <translation>%1 % por hora</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>Uso de CPU (último intervalo)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>Ritmo de progreso</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>ID del proceso</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Conjunto de trabajo máximo</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Swap máximo</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Uso máximo de disco</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Directorio del slot</translation>
    </message>
</context>
<context>
    <name>transfer_status</name>
    <message>
        <source>Upload</source>
        <translation>Subida</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descarga</translation>
    </message>
    <message>
        <source>retry in</source>
        <translation>reintento en</translation>
    </message>
    <message>
        <source>suspended - network activity suspended</source>
        <translation>suspendida: actividad de red suspendida</translation>
    </message>
    <message>
        <source>active</source>
        <translation>activa</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>pendiente</translation>
    </message>
    <message>
        <source>project backoff</source>
        <translation>pausa del proyecto</translation>
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
