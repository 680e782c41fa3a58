<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>About</name>
    <message>
        <source>installed with the program</source>
        <translation>instalada con el programa</translation>
    </message>
    <message>
        <source>none: an emulated client keeps its tasks in memory</source>
        <translation>ninguno: un cliente emulado guarda sus tareas en memoria</translation>
    </message>
    <message>
        <source>on the computer shown (a remote client)</source>
        <translation>en el equipo mostrado (un cliente remoto)</translation>
    </message>
    <message>
        <source>A manager for volunteer computing, compatible with BOINC&apos;s clients and projects.</source>
        <translation>Un gestor para la computación voluntaria, compatible con los clientes y proyectos de BOINC.</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Licencia: {licence}.</translation>
    </message>
    <message>
        <source>Documentation: {docs}</source>
        <translation>Documentación: {docs}</translation>
    </message>
    <message>
        <source>BOINC, its projects and its community: {url}</source>
        <translation>BOINC, sus proyectos y su comunidad: {url}</translation>
    </message>
    <message>
        <source>Client: {client}</source>
        <translation>Cliente: {client}</translation>
    </message>
    <message>
        <source>Data directory: {where}</source>
        <translation>Directorio de datos: {where}</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>Acerca de boinc-gui</translation>
    </message>
</context>
<context>
    <name>AcctMgrDialog</name>
    <message>
        <source>Use an account manager</source>
        <translation>Usar un gestor de cuentas</translation>
    </message>
    <message>
        <source>An account manager keeps your list of projects on its web site and attaches all your computers to them. Sign in with your account at the manager.</source>
        <translation>Un gestor de cuentas mantiene su lista de proyectos en su sitio web y une todos sus equipos a ellos. Inicie sesión con su cuenta en el gestor.</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Gestor de cuentas</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Otro…</translation>
    </message>
    <message>
        <source>Account manager URL</source>
        <translation>URL del gestor de cuentas</translation>
    </message>
    <message>
        <source>Account manager user name</source>
        <translation>Nombre de usuario en el gestor de cuentas</translation>
    </message>
    <message>
        <source>Account manager password</source>
        <translation>Contraseña en el gestor de cuentas</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Gestor</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Name or email</source>
        <translation>Nombre o correo electrónico</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Synchronise now</source>
        <translation>Sincronizar ahora</translation>
    </message>
    <message>
        <source>Stop using it</source>
        <translation>Dejar de usarlo</translation>
    </message>
    <message>
        <source>This computer uses {manager} ({url}).</source>
        <translation>Este equipo usa {manager} ({url}).</translation>
    </message>
    <message>
        <source>Enter your user name (or email) and password at the account manager.</source>
        <translation>Introduzca su nombre de usuario (o correo electrónico) y su contraseña en el gestor de cuentas.</translation>
    </message>
    <message>
        <source>Contacting the account manager…</source>
        <translation>Contactando con el gestor de cuentas…</translation>
    </message>
    <message>
        <source>Synchronising with the account manager…</source>
        <translation>Sincronizando con el gestor de cuentas…</translation>
    </message>
    <message>
        <source>Leaving the account manager…</source>
        <translation>Abandonando el gestor de cuentas…</translation>
    </message>
</context>
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
    <name>AppConfigDialog</name>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplicación</translation>
    </message>
    <message>
        <source>Most running at once</source>
        <translation>Máximo a la vez</translation>
    </message>
    <message>
        <source>Report at once</source>
        <translation>Informar de inmediato</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Línea de órdenes</translation>
    </message>
    <message>
        <source>CPUs per task (0 = as sent)</source>
        <translation>CPU por tarea (0 = según se envió)</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a whole number from 0 ({no_limit}) to {most}</source>
        <translation>{where}: «{text}» no es un número entero entre 0 ({no_limit}) y {most}</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a number</source>
        <translation>{where}: «{text}» no es un número</translation>
    </message>
    <message>
        <source>{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)</source>
        <translation>{where}: {text} está fuera del intervalo (0 a {most}; 0.5 = media CPU)</translation>
    </message>
    <message>
        <source>{where}: longer than {most} characters</source>
        <translation>{where}: más largo que {most} caracteres</translation>
    </message>
    <message>
        <source>{where}: contains control characters (a line break?)</source>
        <translation>{where}: contiene caracteres de control (¿un salto de línea?)</translation>
    </message>
    <message>
        <source>Project application settings (app_config.xml)</source>
        <translation>Ajustes de aplicaciones del proyecto (app_config.xml)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <source>Most tasks of this project running at once</source>
        <translation>Máximo de tareas de este proyecto ejecutándose a la vez</translation>
    </message>
    <message>
        <source>Report every finished task at once</source>
        <translation>Informar de inmediato de cada tarea terminada</translation>
    </message>
    <message>
        <source>Applications</source>
        <translation>Aplicaciones</translation>
    </message>
    <message>
        <source>application name (as the project names it)</source>
        <translation>nombre de la aplicación (como la llama el proyecto)</translation>
    </message>
    <message>
        <source>Add application</source>
        <translation>Añadir aplicación</translation>
    </message>
    <message>
        <source>The current app_config.xml cannot be used ({reason}); saving replaces it.</source>
        <translation>El app_config.xml actual no se puede usar ({reason}); al guardar se reemplaza.</translation>
    </message>
    <message>
        <source>A whole number, or 0 for no limit</source>
        <translation>Un número entero, o 0 para sin límite</translation>
    </message>
    <message>
        <source>Enter a new application name (no &lt; &gt; or &amp;).</source>
        <translation>Introduzca un nombre de aplicación nuevo (sin &lt; &gt; ni &amp;).</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>No guardado: {reason}</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Guardando…</translation>
    </message>
    <message>
        <source>Saved; the client uses the new settings now.</source>
        <translation>Guardado; el cliente ya usa los nuevos ajustes.</translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <source>I have an account (email and password)</source>
        <translation>Tengo una cuenta (correo electrónico y contraseña)</translation>
    </message>
    <message>
        <source>I am new: create an account</source>
        <translation>Soy nuevo: crear una cuenta</translation>
    </message>
    <message>
        <source>I have an account key</source>
        <translation>Tengo una clave de cuenta</translation>
    </message>
    <message>
        <source>Add project to {computer}</source>
        <translation>Añadir proyecto a {computer}</translation>
    </message>
    <message>
        <source>Add project</source>
        <translation>Añadir proyecto</translation>
    </message>
    <message>
        <source>Choose a project to give the computer {computer}&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Elija un proyecto al que dar el tiempo libre del equipo {computer}; luego inicie sesión con su cuenta en el proyecto, cree una o indique su clave de cuenta.</translation>
    </message>
    <message>
        <source>Choose a project to give your computer&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Elija un proyecto al que dar el tiempo libre de su equipo; luego inicie sesión con su cuenta en el proyecto, cree una o indique su clave de cuenta.</translation>
    </message>
    <message>
        <source>Search projects by name, science area or institution</source>
        <translation>Buscar proyectos por nombre, área científica o institución</translation>
    </message>
    <message>
        <source>Search projects</source>
        <translation>Buscar proyectos</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Proyectos</translation>
    </message>
    <message>
        <source>Demo project (built in)</source>
        <translation>Proyecto de demostración (integrado)</translation>
    </message>
    <message>
        <source>Other project…</source>
        <translation>Otro proyecto…</translation>
    </message>
    <message>
        <source>Project preset</source>
        <translation>Proyecto predefinido</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL del proyecto</translation>
    </message>
    <message>
        <source>How to sign in</source>
        <translation>Cómo iniciar sesión</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>Correo electrónico</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation>Confirmar contraseña</translation>
    </message>
    <message>
        <source>Forgot your password?</source>
        <translation>¿Olvidó su contraseña?</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nombre de usuario</translation>
    </message>
    <message>
        <source>account key (32 hex digits from the project&apos;s web site)</source>
        <translation>clave de cuenta (32 dígitos hexadecimales del sitio web del proyecto)</translation>
    </message>
    <message>
        <source>Account key</source>
        <translation>Clave de cuenta</translation>
    </message>
    <message>
        <source>Terms of use</source>
        <translation>Condiciones de uso</translation>
    </message>
    <message>
        <source>I accept the project&apos;s terms of use</source>
        <translation>Acepto las condiciones de uso del proyecto</translation>
    </message>
    <message>
        <source>Attach status</source>
        <translation>Estado de la unión</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>Correo</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Use an account manager…</source>
        <translation>Usar un gestor de cuentas…</translation>
    </message>
    <message>
        <source>What attaching would do (emulated; the new project&apos;s jobs are guessed until it sends some)</source>
        <translation>Qué haría la unión (emulado; las tareas del nuevo proyecto se estiman hasta que envíe alguna)</translation>
    </message>
    <message>
        <source>Choose a project to see what it would do to the others.</source>
        <translation>Elija un proyecto para ver qué haría a los demás.</translation>
    </message>
    <message>
        <source>(already attached)</source>
        <translation>(ya unido)</translation>
    </message>
    <message>
        <source>Create account and attach</source>
        <translation>Crear cuenta y unirse</translation>
    </message>
    <message>
        <source>{computer} is already attached to this project.</source>
        <translation>{computer} ya está unido a este proyecto.</translation>
    </message>
    <message>
        <source>This computer is already attached to this project.</source>
        <translation>Este equipo ya está unido a este proyecto.</translation>
    </message>
    <message>
        <source>Enter your account key (on the project&apos;s web site, under your account).</source>
        <translation>Introduzca su clave de cuenta (en el sitio web del proyecto, en su cuenta).</translation>
    </message>
    <message>
        <source>Enter your account key.</source>
        <translation>Introduzca su clave de cuenta.</translation>
    </message>
    <message>
        <source>Asking the project for your account…</source>
        <translation>Pidiendo su cuenta al proyecto…</translation>
    </message>
    <message>
        <source>You did not accept the project&apos;s terms of use, so no account was created. Tick the box to accept them, or cancel.</source>
        <translation>No aceptó las condiciones de uso del proyecto, así que no se creó ninguna cuenta. Marque la casilla para aceptarlas, o cancele.</translation>
    </message>
    <message>
        <source>The two passwords differ: type the same password in both boxes.</source>
        <translation>Las dos contraseñas difieren: escriba la misma contraseña en ambas casillas.</translation>
    </message>
    <message>
        <source>Creating your account at the project…</source>
        <translation>Creando su cuenta en el proyecto…</translation>
    </message>
    <message>
        <source>Read the project&apos;s terms of use above; tick the box to accept them, then click again.</source>
        <translation>Lea arriba las condiciones de uso del proyecto; marque la casilla para aceptarlas y pulse de nuevo.</translation>
    </message>
    <message>
        <source>Contacting the project…</source>
        <translation>Contactando con el proyecto…</translation>
    </message>
    <message>
        <source>Attach failed: %1</source>
        <translation>Falló la unión: %1</translation>
    </message>
    <message>
        <source>Attached; waiting for the project to accept the account…</source>
        <translation>Unido; esperando a que el proyecto acepte la cuenta…</translation>
    </message>
    <message>
        <source>The project did not accept the account: {reason} The project was removed again; correct the account and try again.</source>
        <translation>El proyecto no aceptó la cuenta: {reason} El proyecto se ha quitado de nuevo; corrija la cuenta e inténtelo otra vez.</translation>
    </message>
    <message>
        <source>The project&apos;s scheduler has not answered yet; the project stays attached and the client keeps trying. See the event log.</source>
        <translation>El planificador del proyecto aún no ha respondido; el proyecto sigue unido y el cliente sigue intentándolo. Consulte el registro de eventos.</translation>
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
    <name>EventLogWindow</name>
    <message>
        <source>boinc-gui — Event log</source>
        <translation>boinc-gui — Registro de eventos</translation>
    </message>
    <message>
        <source>Show messages of</source>
        <translation>Mostrar mensajes de</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Todos los proyectos</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Copiar todo</translation>
    </message>
    <message>
        <source>Copy every line shown to the clipboard</source>
        <translation>Copiar al portapapeles cada línea mostrada</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>Copiar selección</translation>
    </message>
    <message>
        <source>Copy the selected lines to the clipboard (Ctrl+C)</source>
        <translation>Copiar al portapapeles las líneas seleccionadas (Ctrl+C)</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>Proyecto:</translation>
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
    <name>GpuCharts</name>
    <message>
        <source>GPUs in use (devices)</source>
        <translation>GPU en uso (dispositivos)</translation>
    </message>
    <message>
        <source>GPU time (hours)</source>
        <translation>Tiempo de GPU (horas)</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1 (de %2)</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use &amp;GPU always</source>
        <translation>Usar la &amp;GPU siempre</translation>
    </message>
    <message>
        <source>&amp;Use GPU based on preferences</source>
        <translation>&amp;Usar la GPU según las preferencias</translation>
    </message>
    <message>
        <source>Suspen&amp;d GPU</source>
        <translation>Susp&amp;ender la GPU</translation>
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
    <name>GpuDevicesDialog</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <source>In use by</source>
        <translation>En uso por</translation>
    </message>
    <message>
        <source>(declared)</source>
        <translation>(declarada)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactiva</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Keep a project off a GPU</source>
        <translation>Mantener un proyecto fuera de una GPU</translation>
    </message>
    <message>
        <source>every app (or an app&apos;s short name)</source>
        <translation>todas las aplicaciones (o el nombre corto de una)</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <source>App</source>
        <translation>Aplicación</translation>
    </message>
    <message>
        <source>This computer has no GPU the client uses.</source>
        <translation>Este equipo no tiene ninguna GPU que use el cliente.</translation>
    </message>
    <message>
        <source>every {gpu} device</source>
        <translation>cualquier dispositivo {gpu}</translation>
    </message>
    <message>
        <source>{gpu} device {number}</source>
        <translation>dispositivo {gpu} {number}</translation>
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
    <name>HostDialog</name>
    <message>
        <source>Edit host</source>
        <translation>Editar host</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>Añadir host</translation>
    </message>
    <message>
        <source>host name or IP address</source>
        <translation>nombre de host o dirección IP</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Enter the host&apos;s name or IP address.</source>
        <translation>Introduzca el nombre o la dirección IP del host.</translation>
    </message>
</context>
<context>
    <name>HostListModel</name>
    <message>
        <source>Computer</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>in this program</source>
        <translation>en este programa</translation>
    </message>
</context>
<context>
    <name>HostManager</name>
    <message>
        <source>connecting…</source>
        <translation>conectando…</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>no conectado</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>se necesita contraseña</translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation>contraseña incorrecta</translation>
    </message>
    <message>
        <source>unknown host name</source>
        <translation>nombre de host desconocido</translation>
    </message>
    <message>
        <source>no answer (timed out)</source>
        <translation>sin respuesta (tiempo agotado)</translation>
    </message>
    <message>
        <source>host unreachable</source>
        <translation>host inalcanzable</translation>
    </message>
    <message>
        <source>connection reset by the host</source>
        <translation>conexión restablecida por el host</translation>
    </message>
    <message>
        <source>connection refused (is the client running, and does it accept this computer?)</source>
        <translation>conexión rechazada (¿está en marcha el cliente y acepta este equipo?)</translation>
    </message>
    <message>
        <source>the host closed the connection (this computer may not be in its remote_hosts.cfg)</source>
        <translation>el host cerró la conexión (puede que este equipo no esté en su remote_hosts.cfg)</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <source>connected, {ms} ms</source>
        <translation>conectado, {ms} ms</translation>
    </message>
    <message>
        <source>; retrying in {seconds} s</source>
        <translation>; reintento en {seconds} s</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <source>The password is kept in your system keyring.</source>
        <translation>La contraseña se guarda en el llavero del sistema.</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>No hay ningún llavero del sistema, así que la contraseña no se guarda: boinc-gui la conserva solo mientras se ejecuta y la volverá a pedir la próxima vez.</translation>
    </message>
    <message>
        <source>no answer for {seconds} s</source>
        <translation>sin respuesta desde hace {seconds} s</translation>
    </message>
    <message>
        <source>Host password</source>
        <translation>Contraseña del host</translation>
    </message>
    <message>
        <source>GUI RPC password for {host} ({address}:{port}).</source>
        <translation>Contraseña GUI RPC de {host} ({address}:{port}).</translation>
    </message>
    <message>
        <source>the host&apos;s answer is too large to read</source>
        <translation>la respuesta del host es demasiado grande para leerla</translation>
    </message>
    <message>
        <source>the host&apos;s answer is not BOINC&apos;s GUI RPC (is a BOINC client listening on this port?)</source>
        <translation>la respuesta del host no es GUI RPC de BOINC (¿hay un cliente BOINC escuchando en este puerto?)</translation>
    </message>
    <message>
        <source>the host&apos;s client does not know this request (%1)</source>
        <translation>el cliente del host no conoce esta solicitud (%1)</translation>
    </message>
    <message>
        <source>the host&apos;s client answered with an error: %1</source>
        <translation>el cliente del host respondió con un error: %1</translation>
    </message>
    <message>
        <source>network error (%1)</source>
        <translation>error de red (%1)</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 has changed, so nothing was sent to it. Pinned: SHA-256 %2. Presented now: SHA-256 %3. If that computer&apos;s certificate was made anew on purpose, compare the new fingerprint with what &quot;boinc-core tls-fingerprint&quot; prints there and accept it in Hosts &gt; Edit (&quot;Accept the new certificate&quot;). Otherwise someone may be in between: do not accept it.</source>
        <translation>El certificado TLS de %1 ha cambiado, así que no se le envió nada. Fijado: SHA-256 %2. Presentado ahora: SHA-256 %3. Si el certificado de ese equipo se creó de nuevo a propósito, compare la nueva huella con la que muestra allí «boinc-core tls-fingerprint» y acéptela en Hosts &gt; Editar («Aceptar el nuevo certificado»). Si no, puede haber alguien en medio: no lo acepte.</translation>
    </message>
    <message>
        <source>SSH: the host key of %1 is not the one in %2 (it changed, or someone is in between), so nothing was sent. If it changed on purpose, check it, remove the old key (ssh-keygen -R) and log in once with ssh.</source>
        <translation>SSH: la clave de host de %1 no es la de %2 (cambió, o hay alguien en medio), así que no se envió nada. Si cambió a propósito, compruébela, quite la clave antigua (ssh-keygen -R) e inicie sesión una vez con ssh.</translation>
    </message>
    <message>
        <source>SSH: %1 is not in %2. Log in once with &quot;ssh -p %3 %4&quot;, compare its host key fingerprint and accept it, then try again.</source>
        <translation>SSH: %1 no está en %2. Inicie sesión una vez con «ssh -p %3 %4», compare la huella de su clave de host y acéptela; luego vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>SSH: %1 accepted none of the keys offered (agent, %2). Is the public key in its authorized_keys?</source>
        <translation>SSH: %1 no aceptó ninguna de las claves ofrecidas (agente, %2). ¿Está la clave pública en su authorized_keys?</translation>
    </message>
    <message>
        <source>SSH to %1 failed: %2</source>
        <translation>SSH a %1 falló: %2</translation>
    </message>
    <message>
        <source>SSH to %1: %2:%3 refused the connection there (%4). Is the BOINC client running?</source>
        <translation>SSH a %1: %2:%3 rechazó allí la conexión (%4). ¿Está en marcha el cliente BOINC?</translation>
    </message>
    <message>
        <source>SSH to %1: the connection was lost (%2)</source>
        <translation>SSH a %1: se perdió la conexión (%2)</translation>
    </message>
</context>
<context>
    <name>HostSelector</name>
    <message>
        <source>Computer</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Which computer the tabs show (or all of them at once)</source>
        <translation>Qué equipo muestran las pestañas (o todos a la vez)</translation>
    </message>
</context>
<context>
    <name>Hosts</name>
    <message>
        <source>All computers</source>
        <translation>Todos los equipos</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>Quitar host</translation>
    </message>
    <message>
        <source>{all}: {answering} of {shown} answering</source>
        <translation>{all}: responden {answering} de {shown}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Equipo:</translation>
    </message>
    <message>
        <source>Host status</source>
        <translation>Estado del host</translation>
    </message>
    <message>
        <source>Ho&amp;sts</source>
        <translation>Ho&amp;sts</translation>
    </message>
    <message>
        <source>&amp;Manage hosts…</source>
        <translation>&amp;Gestionar hosts…</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>&amp;Añadir host…</translation>
    </message>
    <message>
        <source>Show all &amp;computers</source>
        <translation>&amp;Mostrar todos los equipos</translation>
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
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove {host} from the list?</source>
        <translation>¿Quitar {host} de la lista?</translation>
    </message>
</context>
<context>
    <name>LazyHistory</name>
    <message>
        <source>The task history could not be opened.</source>
        <translation>No se pudo abrir el historial de tareas.</translation>
    </message>
</context>
<context>
    <name>LogFlagsDialog</name>
    <message>
        <source>Event log options</source>
        <translation>Opciones del registro de eventos</translation>
    </message>
    <message>
        <source>The kinds of messages the client writes to its event log. The *_debug flags are for finding a problem: they write many lines.</source>
        <translation>Los tipos de mensajes que el cliente escribe en su registro de eventos. Las opciones *_debug sirven para encontrar un problema: escriben muchas líneas.</translation>
    </message>
    <message>
        <source>Event log options are set for the client on this computer (its cc_config.xml is here); for another computer, edit the file there.</source>
        <translation>Las opciones del registro de eventos se ajustan para el cliente de este equipo (su cc_config.xml está aquí); para otro equipo, edite allí el archivo.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}); it is left as it is. Correct it, then try again.</source>
        <translation>No se puede leer {path} ({error}); se deja como está. Corríjalo e inténtelo de nuevo.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
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
        <source>Snooze</source>
        <translation>Posponer</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Herramientas</translation>
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
        <source>&amp;Projects</source>
        <translation>&amp;Proyectos</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>&amp;Tareas</translation>
    </message>
    <message>
        <source>Trans&amp;fers</source>
        <translation>T&amp;ransferencias</translation>
    </message>
    <message>
        <source>&amp;Disk</source>
        <translation>&amp;Disco</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Estadísticas</translation>
    </message>
    <message>
        <source>&amp;Event log</source>
        <translation>Re&amp;gistro de eventos</translation>
    </message>
    <message>
        <source>&amp;Notices</source>
        <translation>&amp;Avisos</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Avisos (%1)</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <source>&amp;Suspend</source>
        <translation>&amp;Suspender</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;No new tasks</source>
        <translation>&amp;No recibir tareas nuevas</translation>
    </message>
    <message>
        <source>&amp;Allow new tasks</source>
        <translation>&amp;Permitir tareas nuevas</translation>
    </message>
    <message>
        <source>Res&amp;et project</source>
        <translation>R&amp;einiciar proyecto</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>Pr&amp;opiedades</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Retry now</source>
        <translation>&amp;Reintentar ahora</translation>
    </message>
    <message>
        <source>&amp;Abort transfer</source>
        <translation>&amp;Cancelar transferencia</translation>
    </message>
    <message>
        <source>&amp;Resume now</source>
        <translation>Reanudar &amp;ahora</translation>
    </message>
    <message>
        <source>&amp;Run always</source>
        <translation>&amp;Calcular siempre</translation>
    </message>
    <message>
        <source>Run based on &amp;preferences</source>
        <translation>Calcular según las &amp;preferencias</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>&amp;Cerrar ventana</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>F&amp;ilter current table</source>
        <translation>&amp;Filtrar la tabla actual</translation>
    </message>
    <message>
        <source>Select &amp;columns…</source>
        <translation>Elegir &amp;columnas…</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>Te&amp;ma</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;Network activity always</source>
        <translation>&amp;Actividad de red siempre</translation>
    </message>
    <message>
        <source>Network activity &amp;based on preferences</source>
        <translation>Actividad &amp;de red según las preferencias</translation>
    </message>
    <message>
        <source>Suspend net&amp;work activity</source>
        <translation>Suspender &amp;la actividad de red</translation>
    </message>
    <message>
        <source>Sn&amp;ooze</source>
        <translation>P&amp;osponer</translation>
    </message>
    <message>
        <source>Soft s&amp;top (after the next checkpoint)</source>
        <translation>Parada suave (&amp;tras el próximo punto de control)</translation>
    </message>
    <message>
        <source>&amp;Add project…</source>
        <translation>&amp;Añadir proyecto…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Application &amp;settings (app_config.xml)…</source>
        <translation>Ajustes &amp;de aplicaciones (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account &amp;manager…</source>
        <translation>&amp;Gestor de cuentas…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Reglas…</translation>
    </message>
    <message>
        <source>&amp;GPUs…</source>
        <translation>GP&amp;U…</translation>
    </message>
    <message>
        <source>A&amp;lerts…</source>
        <translation>A&amp;lertas…</translation>
    </message>
    <message>
        <source>&amp;About boinc-gui</source>
        <translation>Acerca &amp;de boinc-gui</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Contactar con el proyecto ahora</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Desvincularse del proyecto</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
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
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Páginas de preferencias</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt;: see the Proxy page.</source>
        <translation>&lt;b&gt;Servidores proxy&lt;/b&gt;: vea la página Proxy.</translation>
    </message>
    <message>
        <source>Using local preferences: saved in global_prefs_override.xml in the data directory and applied at once.</source>
        <translation>Usando preferencias locales: guardadas en global_prefs_override.xml en el directorio de datos y aplicadas al instante.</translation>
    </message>
    <message>
        <source>Problems with these preferences</source>
        <translation>Problemas de estas preferencias</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Valores predeterminados</translation>
    </message>
    <message>
        <source>&lt;{name}&gt;, {low} to {high} {unit}</source>
        <translation>&lt;{name}&gt;, de {low} a {high} {unit}</translation>
    </message>
    <message>
        <source>Compute only between</source>
        <translation>Calcular solo entre</translation>
    </message>
    <message>
        <source>Transfer files only between</source>
        <translation>Transferir archivos solo entre</translation>
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
        <source>Day-of-week override (replaces the every-day window on that day):</source>
        <translation>Excepción por día de la semana (sustituye ese día a la franja diaria):</translation>
    </message>
    <message>
        <source>Manager (this window)</source>
        <translation>Gestor (esta ventana)</translation>
    </message>
    <message>
        <source>system</source>
        <translation>sistema</translation>
    </message>
    <message>
        <source>light</source>
        <translation>claro</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>oscuro</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation>Idioma (desde el próximo inicio)</translation>
    </message>
    <message>
        <source>Closing the window keeps computing in the tray</source>
        <translation>Al cerrar la ventana se sigue calculando en la bandeja</translation>
    </message>
    <message>
        <source>Ask before exiting (computing stops)</source>
        <translation>Preguntar antes de salir (el cálculo se detiene)</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>Iniciar minimizado en la bandeja</translation>
    </message>
    <message>
        <source>Ignored where the desktop has no system tray: the window opens then.</source>
        <translation>Se ignora si el escritorio no tiene bandeja del sistema: entonces se abre la ventana.</translation>
    </message>
    <message>
        <source>Start boinc-gui when I log in</source>
        <translation>Iniciar boinc-gui al iniciar mi sesión</translation>
    </message>
    <message>
        <source>Writes or removes {path}</source>
        <translation>Escribe o elimina {path}</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> horas</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>Remind me of unread notices every</source>
        <translation>Recordar avisos no leídos cada</translation>
    </message>
    <message>
        <source>Keep task history up to</source>
        <translation>Conservar el historial de tareas hasta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt; are the client&apos;s settings, not this window&apos;s: the client reads &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in its data directory, or takes them from &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</source>
        <translation>Los &lt;b&gt;servidores proxy&lt;/b&gt; son ajustes del cliente, no de esta ventana: el cliente lee &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; en cc_config.xml de su directorio de datos, o los recibe de &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>No se pudo escribir {path}: {error}</translation>
    </message>
    <message>
        <source>Could not remove {path}: {error}</source>
        <translation>No se pudo eliminar {path}: {error}</translation>
    </message>
</context>
<context>
    <name>PreviewGpu</name>
    <message>
        <source>GPU %1 (%2 devices): idle %3 (%4 with the current settings); GPU tasks done %5 (%6); GPU tasks late %7 (%8)</source>
        <translation>GPU %1 (%2 dispositivos): inactiva %3 (%4 con los ajustes actuales); tareas de GPU terminadas %5 (%6); tareas de GPU tardías %7 (%8)</translation>
    </message>
    <message>
        <source>the %1 GPUs would stand idle %2 of the time (with the current settings: %3)</source>
        <translation>las GPU %1 estarían inactivas el %2 del tiempo (con los ajustes actuales: %3)</translation>
    </message>
    <message>
        <source>%1 GPU tasks would miss their deadlines (with the current settings: %2)</source>
        <translation>%1 tareas de GPU no cumplirían su plazo (con los ajustes actuales: %2)</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview (emulated from this computer&apos;s tasks)</source>
        <translation>Vista previa (emulada con las tareas de este equipo)</translation>
    </message>
    <message>
        <source>Change a setting to see what it would do.</source>
        <translation>Cambie un ajuste para ver qué haría.</translation>
    </message>
    <message>
        <source>Preview figures per project</source>
        <translation>Cifras de la vista previa por proyecto</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>Sin vista previa: {reason}</translation>
    </message>
    <message>
        <source>Over the next {span}: {changes}.</source>
        <translation>Durante {span}: {changes}.</translation>
    </message>
    <message>
        <source>{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; deadlines missed {missed}; requests to its server per day {rpcs}</source>
        <translation>{project} (nuevo): cuota de CPU {cpu}, cuota de recursos {share}; tareas hechas {done}; plazos incumplidos {missed}; peticiones a su servidor por día {rpcs}</translation>
    </message>
    <message>
        <source>{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share {share}; tasks done {done} ({done_now} with the current settings); deadlines missed {missed} ({missed_now} with the current settings); requests to its server per day {rpcs} ({rpcs_now} with the current settings)</source>
        <translation>{project}: cuota de CPU {cpu} ({cpu_now} con los ajustes actuales), cuota de recursos {share}; tareas hechas {done} ({done_now} con los ajustes actuales); plazos incumplidos {missed} ({missed_now} con los ajustes actuales); peticiones a su servidor por día {rpcs} ({rpcs_now} con los ajustes actuales)</translation>
    </message>
    <message>
        <source>Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current settings)</source>
        <translation>Tiempo inactivo de las CPU que pueden calcular: {idle} ({idle_now} con los ajustes actuales)</translation>
    </message>
    <message>
        <source>({percent} of it)</source>
        <translation>({percent} de él)</translation>
    </message>
    <message>
        <source>Disk: {used} used now; limit {limit}{share}, set by {rule}</source>
        <translation>Disco: {used} usados ahora; límite {limit}{share}, fijado por {rule}</translation>
    </message>
    <message>
        <source>({limit} with the current settings)</source>
        <translation>({limit} con los ajustes actuales)</translation>
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
        <translation>El cliente se conecta a los proyectos a través de estos proxies desde el momento en que guarde. Las contraseñas se guardan con los ajustes del cliente en su directorio de datos, legibles solo por usted (el cliente las necesita para conectarse por su cuenta).</translation>
    </message>
    <message>
        <source>cc_config.xml names a proxy: the client uses that one, and keeps these settings for when it no longer does.</source>
        <translation>cc_config.xml indica un proxy: el cliente usa ese y guarda estos ajustes para cuando deje de hacerlo.</translation>
    </message>
    <message>
        <source>HTTP proxy</source>
        <translation>Proxy HTTP</translation>
    </message>
    <message>
        <source>Connect through an HTTP proxy</source>
        <translation>Conectar a través de un proxy HTTP</translation>
    </message>
    <message>
        <source>SOCKS proxy</source>
        <translation>Proxy SOCKS</translation>
    </message>
    <message>
        <source>Connect through a SOCKS 5 proxy</source>
        <translation>Conectar a través de un proxy SOCKS 5</translation>
    </message>
    <message>
        <source>host names, separated by commas</source>
        <translation>nombres de host, separados por comas</translation>
    </message>
    <message>
        <source>Do not use a proxy for</source>
        <translation>No usar proxy para</translation>
    </message>
    <message>
        <source>{proxy} server</source>
        <translation>Servidor {proxy}</translation>
    </message>
    <message>
        <source>{proxy} port</source>
        <translation>Puerto {proxy}</translation>
    </message>
    <message>
        <source>{proxy} user name</source>
        <translation>Usuario {proxy}</translation>
    </message>
    <message>
        <source>{proxy} password</source>
        <translation>Contraseña {proxy}</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nombre de usuario</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>the HTTP proxy needs a server name</source>
        <translation>el proxy HTTP necesita un nombre de servidor</translation>
    </message>
    <message>
        <source>the SOCKS proxy needs a server name</source>
        <translation>el proxy SOCKS necesita un nombre de servidor</translation>
    </message>
    <message>
        <source>the {proxy} proxy server name is not a host name</source>
        <translation>el nombre del servidor proxy {proxy} no es un nombre de host</translation>
    </message>
    <message>
        <source>the {proxy} proxy port {port} is not between 1 and 65535</source>
        <translation>el puerto {port} del proxy {proxy} no está entre 1 y 65535</translation>
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
    <name>RuleEditor</name>
    <message>
        <source>Edit rule</source>
        <translation>Editar regla</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Añadir regla</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activada</translation>
    </message>
    <message>
        <source>When (all that are ticked hold)</source>
        <translation>Cuando (se cumplen todas las marcadas)</translation>
    </message>
    <message>
        <source>CPU temperature above</source>
        <translation>Temperatura de la CPU por encima de</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Hora del día</translation>
    </message>
    <message>
        <source>every day (or e.g. mon-fri, sat,sun)</source>
        <translation>todos los días (o p. ej. mon-fri, sat,sun)</translation>
    </message>
    <message>
        <source>Program running</source>
        <translation>Programa en ejecución</translation>
    </message>
    <message>
        <source>On battery below</source>
        <translation>Con batería por debajo de</translation>
    </message>
    <message>
        <source>Schedule (CSV)</source>
        <translation>Calendario (CSV)</translation>
    </message>
    <message>
        <source>path of the CSV file: WHEN,VALUE lines</source>
        <translation>ruta del archivo CSV: líneas CUÁNDO,VALOR</translation>
    </message>
    <message>
        <source>above</source>
        <translation>por encima de</translation>
    </message>
    <message>
        <source>below</source>
        <translation>por debajo de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Entonces</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Suspender el cálculo</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Suspender la actividad de red</translation>
    </message>
    <message>
        <source>Allow computing (lift the preferences&apos; suspensions)</source>
        <translation>Permitir el cálculo (levantar las suspensiones de las preferencias)</translation>
    </message>
    <message>
        <source>Allow network activity</source>
        <translation>Permitir la actividad de red</translation>
    </message>
    <message>
        <source>Snooze for</source>
        <translation>Posponer durante</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Usar como máximo</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>por ciento del tiempo de CPU</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>Notificar</translation>
    </message>
    <message>
        <source>Soft stop (each task after its next checkpoint, then suspend)</source>
        <translation>Parada suave (cada tarea tras su próximo punto de control, luego suspender)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
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
        <translation>la hora del día empieza y termina a la misma hora</translation>
    </message>
    <message>
        <source>give the program&apos;s name (not a path)</source>
        <translation>indique el nombre del programa (no una ruta)</translation>
    </message>
    <message>
        <source>give the schedule&apos;s CSV file</source>
        <translation>indique el archivo CSV del calendario</translation>
    </message>
    <message>
        <source>tick “above” or “below” for the schedule</source>
        <translation>marque «por encima de» o «por debajo de» para el calendario</translation>
    </message>
    <message>
        <source>give the text to notify</source>
        <translation>indique el texto a notificar</translation>
    </message>
    <message>
        <source>another rule is already named &apos;{name}&apos;</source>
        <translation>ya hay otra regla llamada «{name}»</translation>
    </message>
    <message>
        <source>This rule cannot work yet: {reason}.</source>
        <translation>Esta regla aún no puede funcionar: {reason}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <source>No rules yet. A rule suspends or limits computing, or tells you, while something holds: a CPU temperature, a time of day, a program running, the battery. Add… makes one.</source>
        <translation>Aún no hay reglas. Una regla suspende o limita el cálculo, o le avisa, mientras se cumple algo: una temperatura de la CPU, una hora del día, un programa en ejecución, la batería. «Añadir…» crea una.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>First rule that holds decides; the rules apply to the chosen computer&apos;s client, which evaluates them itself.</source>
        <translation>Decide la primera regla que se cumpla; las reglas se aplican al cliente del equipo elegido, que las evalúa por sí mismo.</translation>
    </message>
    <message>
        <source>The changes to the rules of {host} are not saved. Drop them?</source>
        <translation>Los cambios en las reglas de {host} no están guardados. ¿Descartarlos?</translation>
    </message>
    <message>
        <source>No computer&apos;s rules can be edited here.</source>
        <translation>Aquí no se pueden editar reglas de ningún equipo.</translation>
    </message>
    <message>
        <source>{host} is not connected (its password is needed): choose it in the window first.</source>
        <translation>{host} no está conectado (se necesita su contraseña): elíjalo primero en la ventana.</translation>
    </message>
    <message>
        <source>Reading the rules of {host}…</source>
        <translation>Leyendo las reglas de {host}…</translation>
    </message>
    <message>
        <source>Refused by the client (not kept when you save; the previous file stays as rules.xml.bak):</source>
        <translation>Rechazadas por el cliente (no se conservan al guardar; el archivo anterior queda como rules.xml.bak):</translation>
    </message>
    <message>
        <source>The client on {host} does not support rules: only boinc-core evaluates them (a BOINC client does not).</source>
        <translation>El cliente de {host} no admite reglas: solo boinc-core las evalúa (un cliente BOINC no).</translation>
    </message>
    <message>
        <source>The rules of {host} cannot be read: {reason}</source>
        <translation>No se pueden leer las reglas de {host}: {reason}</translation>
    </message>
    <message>
        <source>{host} refused the rules: {reason}</source>
        <translation>{host} rechazó las reglas: {reason}</translation>
    </message>
    <message>
        <source>{host} could not be reached: {reason}</source>
        <translation>No se pudo contactar con {host}: {reason}</translation>
    </message>
    <message>
        <source>In force now: {rules}.</source>
        <translation>En vigor ahora: {rules}.</translation>
    </message>
    <message>
        <source>No rule holds now.</source>
        <translation>Ahora no se cumple ninguna regla.</translation>
    </message>
    <message>
        <source>Computing suspended: {reason}.</source>
        <translation>Cálculo suspendido: {reason}.</translation>
    </message>
    <message>
        <source>Network activity suspended: {reason}.</source>
        <translation>Actividad de red suspendida: {reason}.</translation>
    </message>
    <message>
        <source>Sending the rules to {host}…</source>
        <translation>Enviando las reglas a {host}…</translation>
    </message>
    <message>
        <source>The rules could not be saved: {reason}</source>
        <translation>No se pudieron guardar las reglas: {reason}</translation>
    </message>
</context>
<context>
    <name>ShareWhatIf</name>
    <message>
        <source>What if the resource share were different?</source>
        <translation>¿Y si la cuota de recursos fuera otra?</translation>
    </message>
    <message>
        <source>Resource share to preview</source>
        <translation>Cuota de recursos para la vista previa</translation>
    </message>
    <message>
        <source>Resource shares are set in your account on the project&apos;s web site (or by your account manager). Change the number to see what another share would do here.</source>
        <translation>Las cuotas de recursos se fijan en su cuenta en el sitio web del proyecto (o en su gestor de cuentas). Cambie el número para ver qué haría aquí otra cuota.</translation>
    </message>
    <message>
        <source>Resource share:</source>
        <translation>Cuota de recursos:</translation>
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
        <source>Simple &amp;view</source>
        <translation>Vista &amp;simple</translation>
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
    <name>TransportBox</name>
    <message>
        <source>(SSH via {where})</source>
        <translation>(SSH por {where})</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Conexión</translation>
    </message>
    <message>
        <source>Plain GUI RPC (any BOINC client)</source>
        <translation>GUI RPC simple (cualquier cliente BOINC)</translation>
    </message>
    <message>
        <source>TLS (boinc-core with --gui-rpc-tls-port)</source>
        <translation>TLS (boinc-core con --gui-rpc-tls-port)</translation>
    </message>
    <message>
        <source>SSH tunnel (BOINC listening on the host&apos;s 127.0.0.1)</source>
        <translation>Túnel SSH (BOINC escucha en el 127.0.0.1 del host)</translation>
    </message>
    <message>
        <source>Get certificate</source>
        <translation>Obtener certificado</translation>
    </message>
    <message>
        <source>Accept the new certificate</source>
        <translation>Aceptar el nuevo certificado</translation>
    </message>
    <message>
        <source>Pinned SHA-256</source>
        <translation>SHA-256 fijado</translation>
    </message>
    <message>
        <source>Presented</source>
        <translation>Presentado</translation>
    </message>
    <message>
        <source>the address above</source>
        <translation>la dirección de arriba</translation>
    </message>
    <message>
        <source>your user name here</source>
        <translation>su nombre de usuario allí</translation>
    </message>
    <message>
        <source>the SSH agent and ~/.ssh keys</source>
        <translation>el agente SSH y las claves de ~/.ssh</translation>
    </message>
    <message>
        <source>none, or unchanged (kept in the keyring)</source>
        <translation>ninguna, o sin cambios (guardada en el llavero)</translation>
    </message>
    <message>
        <source>SSH host</source>
        <translation>Host SSH</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>Puerto SSH</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Usuario</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Archivo de clave</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>Frase de paso de la clave</translation>
    </message>
    <message>
        <source>Reach it by</source>
        <translation>Llegar mediante</translation>
    </message>
    <message>
        <source>none yet: the first certificate seen is pinned</source>
        <translation>ninguno aún: se fija el primer certificado visto</translation>
    </message>
    <message>
        <source>could not get it: {reason}</source>
        <translation>no se pudo obtener: {reason}</translation>
    </message>
    <message>
        <source>Compare it with what `boinc-core tls-fingerprint` prints on that computer; it is pinned when you press OK.</source>
        <translation>Compárela con lo que muestra `boinc-core tls-fingerprint` en ese equipo; se fija al pulsar Aceptar.</translation>
    </message>
    <message>
        <source>the same as the pinned one</source>
        <translation>la misma que la fijada</translation>
    </message>
    <message>
        <source>DIFFERENT from the pinned one: accept it only if that computer&apos;s certificate was made anew and `boinc-core tls-fingerprint` there prints this.</source>
        <translation>DISTINTA de la fijada: acéptela solo si el certificado de ese equipo se creó de nuevo y `boinc-core tls-fingerprint` muestra allí esta.</translation>
    </message>
    <message>
        <source>accepted: pinned when you press OK</source>
        <translation>aceptada: se fija al pulsar Aceptar</translation>
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
    <name>_Window</name>
    <message>
        <source>{label} from</source>
        <translation>{label} desde</translation>
    </message>
    <message>
        <source>{label} to</source>
        <translation>{label} hasta</translation>
    </message>
    <message>
        <source>and</source>
        <translation>y</translation>
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
    <name>accounts</name>
    <message>
        <source>wrong password</source>
        <translation>contraseña incorrecta</translation>
    </message>
    <message>
        <source>no account with this email</source>
        <translation>no hay ninguna cuenta con este correo</translation>
    </message>
    <message>
        <source>an account with this email already exists (with another password): sign in instead</source>
        <translation>ya existe una cuenta con este correo (con otra contraseña): inicie sesión en su lugar</translation>
    </message>
    <message>
        <source>this project is not accepting new accounts</source>
        <translation>este proyecto no acepta cuentas nuevas</translation>
    </message>
    <message>
        <source>the project does not accept this email address</source>
        <translation>el proyecto no acepta esta dirección de correo</translation>
    </message>
    <message>
        <source>the project does not accept this user name</source>
        <translation>el proyecto no acepta este nombre de usuario</translation>
    </message>
    <message>
        <source>the project requires you to accept its terms of use</source>
        <translation>el proyecto exige que acepte sus condiciones de uso</translation>
    </message>
    <message>
        <source>the project is down for maintenance; try again later</source>
        <translation>el proyecto está en mantenimiento; inténtelo más tarde</translation>
    </message>
    <message>
        <source>the project&apos;s web site is down for maintenance; try again later</source>
        <translation>el sitio web del proyecto está en mantenimiento; inténtelo más tarde</translation>
    </message>
    <message>
        <source>this address is an account manager, not a project: use &apos;Use an account manager&apos;</source>
        <translation>esta dirección es un gestor de cuentas, no un proyecto: use «Usar un gestor de cuentas»</translation>
    </message>
    <message>
        <source>enter the email address and the password of your account</source>
        <translation>escriba el correo y la contraseña de su cuenta</translation>
    </message>
    <message>
        <source>enter a user name, an email address and a password</source>
        <translation>escriba un nombre de usuario, un correo y una contraseña</translation>
    </message>
    <message>
        <source>cannot reach %1: connection refused</source>
        <translation>no se puede contactar con %1: conexión rechazada</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2: is this the project&apos;s address?</source>
        <translation>%1 respondió con el error HTTP %2: ¿es esta la dirección del proyecto?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (%2): is this the project&apos;s address?</source>
        <translation>%1 no respondió como un proyecto BOINC (%2): ¿es esta la dirección del proyecto?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (it sent &lt;%2&gt;): is this the project&apos;s address?</source>
        <translation>%1 no respondió como un proyecto BOINC (envió &lt;%2&gt;): ¿es esta la dirección del proyecto?</translation>
    </message>
    <message>
        <source>%1 sent the request on to %2, which is not an http:// or https:// address: is this the project&apos;s address?</source>
        <translation>%1 reenvió la solicitud a %2, que no es una dirección http:// ni https://: ¿es esta la dirección del proyecto?</translation>
    </message>
    <message>
        <source>%1 sent the request on more than %2 times: is this the project&apos;s address?</source>
        <translation>%1 reenvió la solicitud más de %2 veces: ¿es esta la dirección del proyecto?</translation>
    </message>
    <message>
        <source>%1 sent an answer larger than %2 bytes, which was not read: is this the project&apos;s address?</source>
        <translation>%1 envió una respuesta de más de %2 bytes, que no se leyó: ¿es esta la dirección del proyecto?</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s to answer; try again later</source>
        <translation>%1 tardó más de %2 s en responder; inténtelo de nuevo más tarde</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>no se puede contactar con %1: %2</translation>
    </message>
    <message>
        <source>%1 sent neither an account key nor an error: is this the project&apos;s address?</source>
        <translation>%1 no envió ni una clave de cuenta ni un error: ¿es esta la dirección del proyecto?</translation>
    </message>
    <message>
        <source>%1 sent an account key that cannot be used</source>
        <translation>%1 envió una clave de cuenta que no se puede usar</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// address</source>
        <translation>%1 no es una dirección http:// ni https://</translation>
    </message>
    <message>
        <source>%1 names no host</source>
        <translation>%1 no indica ningún host</translation>
    </message>
    <message>
        <source>%1 contains spaces or control characters</source>
        <translation>%1 contiene espacios o caracteres de control</translation>
    </message>
    <message>
        <source>this project needs client version %1 or later; this client is %2</source>
        <translation>este proyecto necesita la versión %1 del cliente o posterior; este cliente es la %2</translation>
    </message>
    <message>
        <source>this project has no applications for this computer (%1)</source>
        <translation>este proyecto no tiene aplicaciones para este equipo (%1)</translation>
    </message>
    <message>
        <source>the password must have at least %1 characters for this project</source>
        <translation>la contraseña debe tener al menos %1 caracteres para este proyecto</translation>
    </message>
    <message>
        <source>the project does not accept this user name: %1</source>
        <translation>el proyecto no acepta este nombre de usuario: %1</translation>
    </message>
    <message>
        <source>cannot reach %1: host name not found</source>
        <translation>no se puede contactar con %1: nombre de host no encontrado</translation>
    </message>
    <message>
        <source>cannot reach %1: no answer within %2 s</source>
        <translation>no se puede contactar con %1: sin respuesta en %2 s</translation>
    </message>
    <message>
        <source>the project refused (error %1)</source>
        <translation>el proyecto lo rechazó (error %1)</translation>
    </message>
</context>
<context>
    <name>acct_mgr</name>
    <message>
        <source>wrong password</source>
        <translation>contraseña incorrecta</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>el gestor de cuentas no tiene ninguna cuenta con este nombre</translation>
    </message>
    <message>
        <source>an account with this name already exists at the account manager</source>
        <translation>ya existe una cuenta con este nombre en el gestor de cuentas</translation>
    </message>
    <message>
        <source>the account manager does not accept this email address</source>
        <translation>el gestor de cuentas no acepta esta dirección de correo</translation>
    </message>
    <message>
        <source>the account manager is not accepting new accounts</source>
        <translation>el gestor de cuentas no admite cuentas nuevas</translation>
    </message>
    <message>
        <source>the account manager is down for maintenance; try again later</source>
        <translation>el gestor de cuentas está en mantenimiento; inténtelo más tarde</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer could not be read</source>
        <translation>no se pudo leer la respuesta del gestor de cuentas</translation>
    </message>
    <message>
        <source>this is not the web address of an account manager</source>
        <translation>esta no es la dirección web de un gestor de cuentas</translation>
    </message>
    <message>
        <source>the account manager&apos;s host name was not found</source>
        <translation>no se encontró el nombre de host del gestor de cuentas</translation>
    </message>
    <message>
        <source>the account manager did not answer in time</source>
        <translation>el gestor de cuentas no respondió a tiempo</translation>
    </message>
    <message>
        <source>no connection to the account manager could be made</source>
        <translation>no se pudo conectar con el gestor de cuentas</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site is not answering now; try again later</source>
        <translation>el sitio web del gestor de cuentas no responde ahora; inténtelo más tarde</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site refused the request</source>
        <translation>el sitio web del gestor de cuentas rechazó la solicitud</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer was too large</source>
        <translation>la respuesta del gestor de cuentas era demasiado grande</translation>
    </message>
    <message>
        <source>the account manager could not be used (error %1)</source>
        <translation>no se pudo usar el gestor de cuentas (error %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the request could not be made (%1)</source>
        <translation>no se pudo hacer la solicitud (%1)</translation>
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
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2) may miss its deadline (%3)</source>
        <translation>%1 (%2) podría no cumplir su plazo (%3)</translation>
    </message>
    <message>
        <source>%1 (%2) would finish only %3 before its deadline (%4)</source>
        <translation>%1 (%2) terminaría solo %3 antes de su plazo (%4)</translation>
    </message>
    <message>
        <source>%1: 1 task failed in the last %2</source>
        <translation>%1: 1 tarea fallida en %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tasks failed in the last %2</source>
        <translation>
            <numerusform>%1: %n tarea fallida en %2</numerusform>
            <numerusform>%1: %n tareas fallidas en %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: 1 scheduler request failed</source>
        <translation>%1: 1 solicitud al planificador fallida</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scheduler requests in a row failed</source>
        <translation>
            <numerusform>%1: %n solicitud al planificador fallida</numerusform>
            <numerusform>%1: %n solicitudes al planificador fallidas seguidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Using %1 of the %2 the preferences allow (%3 %)</source>
        <translation>En uso %1 de los %2 que permiten las preferencias (%3 %)</translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation>%1 no responde desde hace %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks failed: %1</source>
        <translation>
            <numerusform>%n tarea fallida: %1</numerusform>
            <numerusform>%n tareas fallidas: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n projects keep failing: %1</source>
        <translation>
            <numerusform>%n proyecto sigue fallando: %1</numerusform>
            <numerusform>%n proyectos siguen fallando: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tasks may miss their deadlines: %1</source>
        <translation>
            <numerusform>%n tarea podría no cumplir su plazo: %1</numerusform>
            <numerusform>%n tareas podrían no cumplir sus plazos: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks near their limits: %1</source>
        <translation>
            <numerusform>%n disco cerca de su límite: %1</numerusform>
            <numerusform>%n discos cerca de sus límites: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computers not answering: %1</source>
        <translation>
            <numerusform>%n equipo no responde: %1</numerusform>
            <numerusform>%n equipos no responden: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule messages: %1</source>
        <translation>
            <numerusform>%n mensaje de regla: %1</numerusform>
            <numerusform>%n mensajes de reglas: %1</numerusform>
        </translation>
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
    <name>command</name>
    <message>
        <source>This computer is not attached to %1.</source>
        <translation>Este equipo no está unido a %1.</translation>
    </message>
    <message>
        <source>Already attached to %1.</source>
        <translation>Este equipo ya está unido a %1.</translation>
    </message>
    <message>
        <source>%1 is a BOINC project, but the emulated client attaches only emulated projects (addresses on emulated.invalid). Use the live client to attach real projects.</source>
        <translation>%1 es un proyecto BOINC, pero el cliente emulado solo se une a proyectos emulados (direcciones en emulated.invalid). Use el cliente real para unirse a proyectos reales.</translation>
    </message>
    <message>
        <source>The client has no task %1 (any more).</source>
        <translation>El cliente no tiene (o ya no tiene) la tarea %1.</translation>
    </message>
    <message>
        <source>Task %1 has already finished.</source>
        <translation>La tarea %1 ya ha terminado.</translation>
    </message>
    <message>
        <source>The client has no transfer of %1 (any more).</source>
        <translation>El cliente no tiene (o ya no tiene) una transferencia de %1.</translation>
    </message>
    <message>
        <source>This project was added by the account manager: remove it there.</source>
        <translation>Este proyecto lo añadió el gestor de cuentas: quítelo allí.</translation>
    </message>
    <message>
        <source>The client does not know this command (%1).</source>
        <translation>El cliente no conoce esta orden (%1).</translation>
    </message>
    <message>
        <source>The client has stopped; the command was not carried out.</source>
        <translation>El cliente se ha detenido; la orden no se llevó a cabo.</translation>
    </message>
    <message>
        <source>The client is not running.</source>
        <translation>El cliente no está en marcha.</translation>
    </message>
    <message>
        <source>The connection to the computer was closed; the command was not carried out.</source>
        <translation>La conexión con el equipo se cerró; la orden no se llevó a cabo.</translation>
    </message>
    <message>
        <source>The connection to the computer was replaced; the command was not carried out.</source>
        <translation>La conexión con el equipo se sustituyó; la orden no se llevó a cabo.</translation>
    </message>
    <message>
        <source>The process that reads the other computers stopped (exit code %1); the command was not carried out.</source>
        <translation>El proceso que consulta los otros equipos se detuvo (código de salida %1); la orden no se llevó a cabo.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The computer&apos;s client refused: %1</source>
        <translation>El cliente del equipo se negó: %1</translation>
    </message>
    <message>
        <source>The emulated client cannot do this: it keeps no such files and uses no network.</source>
        <translation>El cliente emulado no puede hacer esto: no guarda esos archivos ni usa la red.</translation>
    </message>
    <message>
        <source>There is no local preferences file to read.</source>
        <translation>No hay ningún archivo de preferencias locales que leer.</translation>
    </message>
    <message>
        <source>This client keeps no cc_config.xml.</source>
        <translation>Este cliente no tiene cc_config.xml.</translation>
    </message>
    <message>
        <source>cc_config.xml cannot be read, so it was left unchanged: %1</source>
        <translation>cc_config.xml no se puede leer, así que no se cambió: %1</translation>
    </message>
    <message>
        <source>app_config.xml was refused and nothing was changed: %1</source>
        <translation>app_config.xml fue rechazado y no se cambió nada: %1</translation>
    </message>
    <message>
        <source>app_config.xml could not be written: %1</source>
        <translation>No se pudo escribir app_config.xml: %1</translation>
    </message>
    <message>
        <source>The proxy settings could not be saved: %1</source>
        <translation>No se pudieron guardar los ajustes del proxy: %1</translation>
    </message>
    <message>
        <source>This computer uses no account manager.</source>
        <translation>Este equipo no usa ningún gestor de cuentas.</translation>
    </message>
    <message>
        <source>This computer uses another account manager: leave it first.</source>
        <translation>Este equipo usa otro gestor de cuentas: déjelo primero.</translation>
    </message>
    <message>
        <source>A request to the account manager is already under way.</source>
        <translation>Ya hay una petición al gestor de cuentas en curso.</translation>
    </message>
    <message>
        <source>That is not a web address: %1</source>
        <translation>Eso no es una dirección web: %1</translation>
    </message>
    <message>
        <source>Internal error (please report it): %1</source>
        <translation>Error interno (por favor, infórmelo): %1</translation>
    </message>
    <message>
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>Introduzca la dirección web (URL) del proyecto.</translation>
    </message>
    <message>
        <source>A project&apos;s web address starts with http:// or https://, not %1://.</source>
        <translation>La dirección web de un proyecto empieza por http:// o https://, no por %1://.</translation>
    </message>
    <message>
        <source>The web address names no host.</source>
        <translation>La dirección web no indica ningún host.</translation>
    </message>
    <message>
        <source>The web address contains spaces or control characters.</source>
        <translation>La dirección web contiene espacios o caracteres de control.</translation>
    </message>
    <message>
        <source>The web address&apos;s host name or port is not valid.</source>
        <translation>El nombre de host o el puerto de la dirección web no es válido.</translation>
    </message>
    <message>
        <source>The account key is empty or contains spaces.</source>
        <translation>La clave de cuenta está vacía o contiene espacios.</translation>
    </message>
    <message>
        <source>%1 could not be reached through the proxy %2 (%3). Check the proxy settings.</source>
        <translation>No se pudo llegar a %1 a través del proxy %2 (%3). Revise los ajustes del proxy.</translation>
    </message>
    <message>
        <source>No connection to the proxy %1 (%2). Check the proxy settings.</source>
        <translation>No hay conexión con el proxy %1 (%2). Revise los ajustes del proxy.</translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection. Check the proxy settings.</source>
        <translation>El proxy %1 rechazó la conexión. Revise los ajustes del proxy.</translation>
    </message>
    <message>
        <source>No connection to %1 (%2). Check the address and your network.</source>
        <translation>No hay conexión con %1 (%2). Revise la dirección y su red.</translation>
    </message>
    <message>
        <source>%1 refused the connection. Check the address and your network.</source>
        <translation>%1 rechazó la conexión. Revise la dirección y su red.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 no respondió en %2 segundos.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>No se pudo leer %1 (%2).</translation>
    </message>
    <message>
        <source>The proxy %1 refused the user name or password (HTTP 407). Check the proxy settings.</source>
        <translation>El proxy %1 rechazó el nombre de usuario o la contraseña (HTTP 407). Revise los ajustes del proxy.</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2. Is the address right?</source>
        <translation>%1 respondió con el error HTTP %2. ¿Es correcta la dirección?</translation>
    </message>
    <message>
        <source>%1 is a web site but not a BOINC project: its page names no scheduler. Use the project&apos;s master URL (its web site shows it).</source>
        <translation>%1 es un sitio web, pero no un proyecto BOINC: su página no indica ningún planificador. Use la URL maestra del proyecto (su sitio web la muestra).</translation>
    </message>
    <message>
        <source>The project&apos;s account file could not be written: %1</source>
        <translation>No se pudo escribir el archivo de cuenta del proyecto: %1</translation>
    </message>
    <message>
        <source>the client did not answer in time</source>
        <translation>el cliente no respondió a tiempo</translation>
    </message>
    <message>
        <source>the connection to the client was lost</source>
        <translation>se perdió la conexión con el cliente</translation>
    </message>
    <message>
        <source>the client stopped before answering</source>
        <translation>el cliente se detuvo antes de responder</translation>
    </message>
    <message>
        <source>this client cannot do that</source>
        <translation>este cliente no puede hacer eso</translation>
    </message>
    <message>
        <source>the client failed with an error of its own (%1)</source>
        <translation>el cliente falló con un error propio (%1)</translation>
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
        <source>Unrecognized tag in cc_config.xml</source>
        <translation>Etiqueta no reconocida en cc_config.xml</translation>
    </message>
    <message>
        <source>Missing end tag in cc_config.xml</source>
        <translation>Falta la etiqueta de cierre en cc_config.xml</translation>
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
    <message>
        <source>Starting the emulated client (scenario %1)</source>
        <translation>Iniciando el cliente emulado (escenario %1)</translation>
    </message>
    <message>
        <source>Emulated client: This window shows the emulator in accelerated time, not real work.</source>
        <translation>Cliente emulado: esta ventana muestra el emulador en tiempo acelerado, no trabajo real.</translation>
    </message>
    <message>
        <source>Attached to %1</source>
        <translation>Unido a %1</translation>
    </message>
    <message>
        <source>Sending scheduler request: %1.</source>
        <translation>Enviando solicitud al planificador: %1.</translation>
    </message>
    <message>
        <source>Scheduler request completed: got %1 new tasks</source>
        <translation>Solicitud al planificador completada: %1 tareas nuevas recibidas</translation>
    </message>
    <message>
        <source>Scheduler request completed</source>
        <translation>Solicitud al planificador completada</translation>
    </message>
    <message>
        <source>Reporting %1 completed tasks</source>
        <translation>Informando de %1 tareas terminadas</translation>
    </message>
    <message>
        <source>Requesting new tasks for CPU</source>
        <translation>Pidiendo tareas nuevas para la CPU</translation>
    </message>
    <message>
        <source>Project requested delay of %1 seconds</source>
        <translation>El proyecto pidió una espera de %1 segundos</translation>
    </message>
    <message>
        <source>Started download of %1</source>
        <translation>Descarga de %1 iniciada</translation>
    </message>
    <message>
        <source>Finished download of %1</source>
        <translation>Descarga de %1 terminada</translation>
    </message>
    <message>
        <source>Started upload of %1</source>
        <translation>Subida de %1 iniciada</translation>
    </message>
    <message>
        <source>Finished upload of %1</source>
        <translation>Subida de %1 terminada</translation>
    </message>
    <message>
        <source>Computation for task %1 finished</source>
        <translation>Cálculo de la tarea %1 terminado</translation>
    </message>
    <message>
        <source>Computation for task %1 failed</source>
        <translation>Cálculo de la tarea %1 fallido</translation>
    </message>
    <message>
        <source>Task %1 aborted by user</source>
        <translation>Tarea %1 cancelada por el usuario</translation>
    </message>
    <message>
        <source>Task %1 aborted by project</source>
        <translation>Tarea %1 cancelada por el proyecto</translation>
    </message>
    <message>
        <source>Task %1 suspended by user</source>
        <translation>Tarea %1 suspendida por el usuario</translation>
    </message>
    <message>
        <source>Task %1 resumed by user</source>
        <translation>Tarea %1 reanudada por el usuario</translation>
    </message>
    <message>
        <source>Retrying transfer of %1</source>
        <translation>Reintentando la transferencia de %1</translation>
    </message>
    <message>
        <source>Aborted transfer of %1</source>
        <translation>Transferencia de %1 cancelada</translation>
    </message>
    <message>
        <source>Network available: scheduler backoffs lifted; transfers retried now: %1</source>
        <translation>Red disponible: esperas antes de las solicitudes al planificador anuladas; transferencias reintentadas ahora: %1</translation>
    </message>
    <message>
        <source>Using account manager %1</source>
        <translation>Usando el gestor de cuentas %1</translation>
    </message>
    <message>
        <source>Removing account manager info (%1)</source>
        <translation>Quitando los datos del gestor de cuentas (%1)</translation>
    </message>
    <message>
        <source>Contacting account manager at %1</source>
        <translation>Contactando con el gestor de cuentas en %1</translation>
    </message>
    <message>
        <source>Account manager contact succeeded</source>
        <translation>Contacto con el gestor de cuentas correcto</translation>
    </message>
    <message>
        <source>Detaching %1 (asked by the account manager)</source>
        <translation>Separando %1 (a petición del gestor de cuentas)</translation>
    </message>
    <message>
        <source>Attaching to %1 (asked by the account manager)</source>
        <translation>Uniéndose a %1 (a petición del gestor de cuentas)</translation>
    </message>
    <message>
        <source>The account manager listed %1 projects; this client takes at most %2 from one reply (a guard against a faulty or hostile manager): %3 attached, %4 dropped without being looked at</source>
        <translation>El gestor de cuentas enumeró %1 proyectos; este cliente toma como máximo %2 de una respuesta (una protección frente a un gestor defectuoso u hostil): %3 unidos, %4 descartados sin examinarlos</translation>
    </message>
    <message>
        <source>Account manager reply refused: it sent no signing key</source>
        <translation>Respuesta del gestor de cuentas rechazada: no envió ninguna clave de firma</translation>
    </message>
    <message>
        <source>Account manager asked for %1: not done (%2)</source>
        <translation>El gestor de cuentas pidió %1: no se hizo (%2)</translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message>
        <source>%1 CPU-s queued in %2 tasks, against a share of the high mark of %3 CPU-s</source>
        <translation>%1 CPU-s en cola en %2 tareas, frente a una parte de la marca alta de %3 CPU-s</translation>
    </message>
    <message>
        <source>LTD %1 s; the queue lasts %2 s at its share, net %3 s; shortfall %4 CPU-s in all, %5 CPU-s for this project</source>
        <translation>LTD %1 s; la cola dura %2 s a su parte, neto %3 s; déficit %4 CPU-s en total, %5 CPU-s para este proyecto</translation>
    </message>
    <message>
        <source>REC %1, fetch priority %2; the CPUs are busy for %3 s (low mark %4 s); shortfall %5 CPU-s</source>
        <translation>REC %1, prioridad de petición %2; las CPU están ocupadas durante %3 s (marca baja %4 s); déficit %5 CPU-s</translation>
    </message>
    <message>
        <source>min_results %1; ETTPRC %2 s against T %3 s; avg_proc_rate %4; work_request %5 CPU-s; resource debt %6</source>
        <translation>min_results %1; ETTPRC %2 s frente a T %3 s; avg_proc_rate %4; work_request %5 CPU-s; deuda de recurso %6</translation>
    </message>
    <message>
        <source>asking for %1 CPU-s; %2</source>
        <translation>pide %1 CPU-s; %2</translation>
    </message>
    <message>
        <source>debt %1 s</source>
        <translation>deuda %1 s</translation>
    </message>
    <message>
        <source>REC priority %1</source>
        <translation>prioridad REC %1</translation>
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
        <translation>resto de la porción de tiempo: %1 s</translation>
    </message>
    <message>
        <source>under round-robin: %1 s after its deadline</source>
        <translation>por turnos: %1 s después de su plazo</translation>
    </message>
    <message>
        <source>under round-robin: %1 s before its deadline</source>
        <translation>por turnos: %1 s antes de su plazo</translation>
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
        <translation>por ciento de las CPU</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>por ciento del tiempo de CPU</translation>
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
        <translation>por ciento del total</translation>
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
        <translation>por ciento de la memoria</translation>
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
    <name>prefs_check</name>
    <message>
        <source>Suspending when other programs use more than under 1% of the CPU will suspend almost always.</source>
        <translation>Suspender cuando otros programas usen más que menos del 1 por ciento de la CPU suspenderá casi siempre.</translation>
    </message>
    <message>
        <source>A work buffer over 10 days risks missing deadlines; projects may also send less.</source>
        <translation>Una reserva de trabajo de más de 10 días arriesga plazos incumplidos; los proyectos también pueden enviar menos.</translation>
    </message>
    <message>
        <source>No disk limit is set: the client may fill the disk.</source>
        <translation>No hay ningún límite de disco: el cliente puede llenar el disco.</translation>
    </message>
    <message>
        <source>A transfer limit needs a period: set &apos;every N days&apos; to 1 or more, or the limit to 0.</source>
        <translation>Un límite de transferencia necesita un periodo: ponga «cada N días» a 1 o más, o el límite a 0.</translation>
    </message>
    <message>
        <source>The daily computing window is empty, so nothing would ever run.</source>
        <translation>La franja diaria de cálculo está vacía, así que nunca se ejecutaría nada.</translation>
    </message>
    <message>
        <source>Under 5% of memory is too little for most tasks; they will wait for memory.</source>
        <translation>Menos del 5 por ciento de la memoria es muy poco para la mayoría de las tareas; esperarán a tener memoria.</translation>
    </message>
    <message>
        <source>Nothing would ever run: computing is suspended while the computer is in use, and also after {no_input} min without input, which is no longer than the {in_use} min that count as &apos;in use&apos;. Raise the no-input time above {in_use} min or allow computing while in use.</source>
        <translation>Nunca se ejecutaría nada: el cálculo se suspende mientras el equipo está en uso y también tras {no_input} min sin actividad, que no es más que los {in_use} min que cuentan como «en uso». Suba el tiempo sin actividad por encima de {in_use} min o permita calcular durante el uso.</translation>
    </message>
    <message>
        <source>At {percent}% of CPU time tasks will take over {times} times longer and may miss their deadlines.</source>
        <translation>Al {percent} por ciento del tiempo de CPU las tareas tardarán más de {times} veces más y pueden incumplir sus plazos.</translation>
    </message>
    <message>
        <source>{size} GB is too little for most projects&apos; files; little or no work will arrive.</source>
        <translation>{size} GB es muy poco para los archivos de la mayoría de los proyectos; llegará poco o ningún trabajo.</translation>
    </message>
    <message>
        <source>Day of week {day} does not exist.</source>
        <translation>El día de la semana {day} no existe.</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hora</numerusform>
            <numerusform>%n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>{value} days</source>
        <translation>{value} días</translation>
    </message>
    <message>
        <source>{value} hours</source>
        <translation>{value} horas</translation>
    </message>
    <message>
        <source>{value} minutes</source>
        <translation>{value} minutos</translation>
    </message>
    <message>
        <source>it would share the CPUs with {names}, which has had no computer time yet and so comes first until it has had its share; {project}&apos;s resource share would be {share} instead of {before}</source>
        <translation>compartiría las CPU con {names}, que aún no ha tenido tiempo de cálculo y por eso va primero hasta tener su parte; la cuota de recursos de {project} sería {share} en vez de {before}</translation>
    </message>
    <message>
        <source>its resource share would be {share} instead of {before}</source>
        <translation>su cuota de recursos sería {share} en vez de {before}</translation>
    </message>
    <message>
        <source>its resource share stays {share}</source>
        <translation>su cuota de recursos sigue en {share}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}</source>
        <translation>
            <numerusform>{project} tendría {cpu} del tiempo de CPU y terminaría %n tarea durante {span}</numerusform>
            <numerusform>{project} tendría {cpu} del tiempo de CPU y terminaría %n tareas durante {span}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, missing %n deadline(s)</source>
        <translation>
            <numerusform>, incumpliendo %n plazo</numerusform>
            <numerusform>, incumpliendo %n plazos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} (today&apos;s settings: {before})</source>
        <translation>
            <numerusform>{project} incumpliría %n plazo durante {span} (con los ajustes de hoy: {before})</numerusform>
            <numerusform>{project} incumpliría %n plazos durante {span} (con los ajustes de hoy: {before})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} incumpliría %n plazo durante {span} en vez de {before}</numerusform>
            <numerusform>{project} incumpliría %n plazos durante {span} en vez de {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>{project} would get {cpu} of the CPU time instead of {before} ({reason})</source>
        <translation>{project} tendría {cpu} del tiempo de CPU en vez de {before} ({reason})</translation>
    </message>
    <message>
        <source>{project} would finish no task in the next {span}</source>
        <translation>{project} no terminaría ninguna tarea durante {span}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would finish %n task(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} terminaría %n tarea durante {span} en vez de {before}</numerusform>
            <numerusform>{project} terminaría %n tareas durante {span} en vez de {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})</source>
        <translation>las CPU que pueden calcular estarían inactivas el {idle} del tiempo (con los ajustes actuales: {before})</translation>
    </message>
    <message>
        <source>no change expected in deadlines, CPU shares, tasks done or idle time</source>
        <translation>no se esperan cambios en plazos, cuotas de CPU, tareas hechas ni tiempo inactivo</translation>
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
    <name>properties</name>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
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
        <translation>ID de proceso</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Pico de memoria de trabajo</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Intercambio</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Pico de intercambio</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Pico de uso de disco</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Directorio de la ranura</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Properties of project {name} ({url})</source>
        <translation>Propiedades del proyecto {name} ({url})</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <source>Account / team</source>
        <translation>Cuenta / equipo</translation>
    </message>
    <message>
        <source>Work done (user / host)</source>
        <translation>Trabajo hecho (usuario / host)</translation>
    </message>
    <message>
        <source>Average work done</source>
        <translation>Trabajo medio hecho</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Cuota de recursos</translation>
    </message>
    <message>
        <source>{share} ({percent}% of the total)</source>
        <translation>{share} ({percent} por ciento del total)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>active</source>
        <translation>activo</translation>
    </message>
    <message>
        <source>Turn to compute</source>
        <translation>Turno de cálculo</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Petición al planificador pendiente</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Comunicación aplazada</translation>
    </message>
    <message>
        <source>Last scheduler contact</source>
        <translation>Último contacto con el planificador</translation>
    </message>
    <message>
        <source>CPU time given</source>
        <translation>Tiempo de CPU recibido</translation>
    </message>
    <message>
        <source>Tasks succeeded / failed</source>
        <translation>Tareas correctas / fallidas</translation>
    </message>
    <message>
        <source>Duration correction factor</source>
        <translation>Factor de corrección de duración</translation>
    </message>
    <message>
        <source>Disk usage</source>
        <translation>Uso de disco</translation>
    </message>
    <message>
        <source>owed about {span} of computer time: it comes before the projects owed less</source>
        <translation>se le deben unos {span} de tiempo de cálculo: va antes que los proyectos a los que se debe menos</translation>
    </message>
    <message>
        <source>has had about {span} more than its share lately: others come first</source>
        <translation>ha recibido últimamente unos {span} más que su cuota: los demás van primero</translation>
    </message>
    <message>
        <source>even: it has had its share of computer time</source>
        <translation>equilibrado: ha tenido su parte de tiempo de cálculo</translation>
    </message>
    <message>
        <source>Predecessor</source>
        <translation>Predecesora</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Has successor</source>
        <translation>Tiene sucesora</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>Kept for successor</source>
        <translation>Conservada para la sucesora</translation>
    </message>
    <message>
        <source>yes: reported, kept with its files for the next task in the chain</source>
        <translation>sí: informada, conservada con sus archivos para la siguiente tarea de la cadena</translation>
    </message>
    <message>
        <source>Kept sticky files</source>
        <translation>Archivos persistentes conservados</translation>
    </message>
    <message>
        <source>Postponed until</source>
        <translation>Aplazada hasta</translation>
    </message>
    <message>
        <source>{time} (in {span})</source>
        <translation>{time} (dentro de {span})</translation>
    </message>
    <message>
        <source>(projected to finish after its deadline)</source>
        <translation>(se prevé que termine después de su plazo)</translation>
    </message>
    <message>
        <source>(run first to finish well before its deadline)</source>
        <translation>(se ejecuta antes para terminar bien dentro de su plazo)</translation>
    </message>
    <message>
        <source>Properties of task {name}</source>
        <translation>Propiedades de la tarea {name}</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplicación</translation>
    </message>
    <message>
        <source>Workunit</source>
        <translation>Unidad de trabajo</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Recibida</translation>
    </message>
    <message>
        <source>Report deadline</source>
        <translation>Fecha límite de entrega</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Tiempo transcurrido</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Tiempo de CPU</translation>
    </message>
    <message>
        <source>CPU time at last checkpoint</source>
        <translation>Tiempo de CPU en el último punto de control</translation>
    </message>
    <message>
        <source>Estimated time remaining</source>
        <translation>Tiempo restante estimado</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Ranura</translation>
    </message>
    <message>
        <source>Memory (working set)</source>
        <translation>Memoria (conjunto de trabajo)</translation>
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
        <source>nothing to wait for</source>
        <translation>nada que esperar</translation>
    </message>
    <message>
        <source>not contacted: you suspended it</source>
        <translation>sin contactar: lo suspendió</translation>
    </message>
    <message>
        <source>not contacted: network activity is suspended</source>
        <translation>sin contactar: la actividad de red está suspendida</translation>
    </message>
    <message>
        <source>its list of schedulers could not be read; tried again daily</source>
        <translation>no se pudo leer su lista de planificadores; se reintenta a diario</translation>
    </message>
    <message>
        <source>another project is contacted first</source>
        <translation>primero se contacta otro proyecto</translation>
    </message>
    <message>
        <source>its finished tasks are not due for reporting yet</source>
        <translation>aún no toca informar de sus tareas terminadas</translation>
    </message>
    <message>
        <source>waiting for the next check for work</source>
        <translation>esperando la próxima comprobación de trabajo</translation>
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
        <source>keeps its running task</source>
        <translation>mantiene su tarea en ejecución</translation>
    </message>
    <message>
        <source>resumes its preempted task</source>
        <translation>reanuda su tarea interrumpida</translation>
    </message>
    <message>
        <source>starts its earliest-deadline job</source>
        <translation>inicia su tarea de plazo más próximo</translation>
    </message>
    <message>
        <source>waiting: every CPU runs a task whose deadline is at risk or whose time slice is not over</source>
        <translation>en espera: cada CPU ejecuta una tarea con el plazo en peligro o cuyo turno no ha terminado</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: a task whose deadline is at risk needs its CPU</source>
        <translation>detenida antes de acabar su turno: una tarea con el plazo en peligro necesita su CPU</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: fewer CPUs may be used than tasks were running</source>
        <translation>detenida antes de acabar su turno: se pueden usar menos CPU que tareas había en ejecución</translation>
    </message>
    <message>
        <source>waiting: computing is suspended (Activity: never)</source>
        <translation>en espera: el cálculo está suspendido (Actividad: nunca)</translation>
    </message>
    <message>
        <source>waiting: GPU computing is suspended</source>
        <translation>en espera: el cálculo en GPU está suspendido</translation>
    </message>
    <message>
        <source>waiting: you suspended it</source>
        <translation>en espera: la suspendió</translation>
    </message>
    <message>
        <source>waiting: its input files are not downloaded yet</source>
        <translation>en espera: sus archivos de entrada aún no se han descargado</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
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
        <source>waiting: %1&apos;s CPU time goes to its running tasks or those due sooner</source>
        <translation>en espera: el tiempo de CPU de %1 va a sus tareas en ejecución o de plazo más próximo</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, %2 free</source>
        <translation>en espera: necesita %1 CPU, hay %2 libres</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, but your preferences let the client use only %2</source>
        <translation>en espera: necesita %1 CPU, pero sus preferencias solo dejan usar %2 al cliente</translation>
    </message>
    <message>
        <source>waiting: its app asked to be started again later (%1)</source>
        <translation>en espera: su aplicación pidió volver a iniciarse más tarde (%1)</translation>
    </message>
    <message>
        <source>waiting: you suspended its project %1</source>
        <translation>en espera: suspendió su proyecto %1</translation>
    </message>
    <message>
        <source>waiting: needs a %1 GPU, which this computer does not have</source>
        <translation>en espera: necesita una GPU %1, que este equipo no tiene</translation>
    </message>
    <message>
        <source>waiting: needs %1 MB of GPU memory; the device has %2 MB</source>
        <translation>en espera: necesita %1 MB de memoria de GPU; el dispositivo tiene %2 MB</translation>
    </message>
    <message>
        <source>waiting: every %1 device is excluded for its app (cc_config.xml)</source>
        <translation>en espera: todos los dispositivos %1 están excluidos para su aplicación (cc_config.xml)</translation>
    </message>
    <message>
        <source>waiting: no %1 GPU has room for %2 of a device</source>
        <translation>en espera: ninguna GPU %1 tiene sitio para %2 de un dispositivo</translation>
    </message>
    <message>
        <source>waiting: its %1 device %2 is gone and no other has room</source>
        <translation>en espera: su dispositivo %1 n.º %2 ya no está y ningún otro tiene sitio</translation>
    </message>
    <message>
        <source>running: GPU task, %1 of %2 device %3</source>
        <translation>en ejecución: tarea de GPU, %1 del dispositivo %2 n.º %3</translation>
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
    <message>
        <source>the disk size is unknown</source>
        <translation>el tamaño del disco es desconocido</translation>
    </message>
    <message>
        <source>files no task needs any more will be deleted first</source>
        <translation>primero se borrarán los archivos que ya no necesita ninguna tarea</translation>
    </message>
    <message>
        <source>its expired files will be deleted first</source>
        <translation>primero se borrarán sus archivos caducados</translation>
    </message>
    <message>
        <source>its lowest-priority files will be deleted first</source>
        <translation>primero se borrarán sus archivos de menor prioridad</translation>
    </message>
    <message>
        <source>its least recently used files will be deleted first</source>
        <translation>primero se borrarán sus archivos usados hace más tiempo</translation>
    </message>
    <message>
        <source>but every one of its files is in use, so none can be deleted</source>
        <translation>pero todos sus archivos están en uso, así que no se puede borrar ninguno</translation>
    </message>
    <message>
        <source>The client may use no disk space (%1); change the disk preferences or free space on the disk.</source>
        <translation>El cliente no puede usar espacio en disco (%1); cambie las preferencias de disco o libere espacio en el disco.</translation>
    </message>
    <message>
        <source>The client uses %1, %2 more than the %3 allowed (%4); files will be deleted, from projects over their share first.</source>
        <translation>El cliente usa %1, %2 más que los %3 permitidos (%4); se borrarán archivos, primero de los proyectos que superan su parte.</translation>
    </message>
    <message>
        <source>Project %1 is over its share by %2; %3.</source>
        <translation>El proyecto %1 supera su parte en %2; %3.</translation>
    </message>
    <message>
        <source>All projects are within their disk shares; %1 of the %2 allowed is free (%3).</source>
        <translation>Todos los proyectos están dentro de su parte de disco; %1 de los %2 permitidos están libres (%3).</translation>
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
        <source>%1% per minute</source>
        <translation>%1 % por minuto</translation>
    </message>
    <message>
        <source>%1% per second</source>
        <translation>%1 % por segundo</translation>
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
        <source>1&amp;5 minutes</source>
        <translation>15 &amp;minutos</translation>
    </message>
    <message>
        <source>&amp;1 hour</source>
        <translation>1 &amp;hora</translation>
    </message>
    <message>
        <source>&amp;3 hours</source>
        <translation>3 h&amp;oras</translation>
    </message>
    <message>
        <source>&amp;Until resumed</source>
        <translation>Hasta &amp;reanudar</translation>
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
        <source>Start the task&apos;s graphics application</source>
        <translation>Iniciar la aplicación gráfica de la tarea</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Qué tipos de mensajes escribe el cliente en su registro de eventos</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Volver a leer cc_config.xml y los archivos app_config.xml</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Abrir la documentación de boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Web pages</source>
        <translation>Páginas &amp;web</translation>
    </message>
    <message>
        <source>Show &amp;graphics</source>
        <translation>Mostrar &amp;gráficos</translation>
    </message>
    <message>
        <source>Event log &amp;window…</source>
        <translation>&amp;Ventana del registro de eventos…</translation>
    </message>
    <message>
        <source>Event log &amp;options…</source>
        <translation>&amp;Opciones del registro de eventos…</translation>
    </message>
    <message>
        <source>Read &amp;config files</source>
        <translation>Leer los archivos de &amp;configuración</translation>
    </message>
    <message>
        <source>Run CPU &amp;benchmarks</source>
        <translation>&amp;Ejecutar pruebas de rendimiento de la CPU</translation>
    </message>
    <message>
        <source>Retry all &amp;transfers</source>
        <translation>Reintentar &amp;todas las transferencias</translation>
    </message>
    <message>
        <source>Try every pending upload and download, and every deferred scheduler request, now</source>
        <translation>Intentar ahora cada subida y descarga pendiente y cada solicitud al planificador aplazada</translation>
    </message>
    <message>
        <source>boinc-gui &amp;help</source>
        <translation>&amp;Ayuda de boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Select one project</source>
        <translation>&amp;Seleccione un proyecto</translation>
    </message>
    <message>
        <source>%1 &amp;home page</source>
        <translation>&amp;Página principal de %1</translation>
    </message>
    <message>
        <source>The project has sent &amp;no other links yet</source>
        <translation>El proyecto aún &amp;no ha enviado otros enlaces</translation>
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
