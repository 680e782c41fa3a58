<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>About</name>
    <message>
        <source>installed with the program</source>
        <translation>instalada com o programa</translation>
    </message>
    <message>
        <source>none: an emulated client keeps its tasks in memory</source>
        <translation>nenhum: um cliente emulado mantém suas tarefas na memória</translation>
    </message>
    <message>
        <source>on the computer shown (a remote client)</source>
        <translation>no computador mostrado (um cliente remoto)</translation>
    </message>
    <message>
        <source>A manager for volunteer computing, compatible with BOINC&apos;s clients and projects.</source>
        <translation>Um gerenciador para computação voluntária, compatível com os clientes e projetos do BOINC.</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Licença: {licence}.</translation>
    </message>
    <message>
        <source>Documentation: {docs}</source>
        <translation>Documentação: {docs}</translation>
    </message>
    <message>
        <source>BOINC, its projects and its community: {url}</source>
        <translation>O BOINC, seus projetos e sua comunidade: {url}</translation>
    </message>
    <message>
        <source>Client: {client}</source>
        <translation>Cliente: {client}</translation>
    </message>
    <message>
        <source>Data directory: {where}</source>
        <translation>Diretório de dados: {where}</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>Sobre o boinc-gui</translation>
    </message>
</context>
<context>
    <name>AcctMgrDialog</name>
    <message>
        <source>Use an account manager</source>
        <translation>Usar um gerenciador de contas</translation>
    </message>
    <message>
        <source>An account manager keeps your list of projects on its web site and attaches all your computers to them. Sign in with your account at the manager.</source>
        <translation>Um gerenciador de contas mantém sua lista de projetos no site dele e vincula todos os seus computadores a eles. Entre com sua conta no gerenciador.</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Gerenciador de contas</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Outro…</translation>
    </message>
    <message>
        <source>Account manager URL</source>
        <translation>URL do gerenciador de contas</translation>
    </message>
    <message>
        <source>Account manager user name</source>
        <translation>Nome de usuário no gerenciador de contas</translation>
    </message>
    <message>
        <source>Account manager password</source>
        <translation>Senha no gerenciador de contas</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Gerenciador</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Name or email</source>
        <translation>Nome ou e-mail</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Senha</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>Synchronise now</source>
        <translation>Sincronizar agora</translation>
    </message>
    <message>
        <source>Stop using it</source>
        <translation>Parar de usar</translation>
    </message>
    <message>
        <source>This computer uses {manager} ({url}).</source>
        <translation>Este computador usa {manager} ({url}).</translation>
    </message>
    <message>
        <source>Enter your user name (or email) and password at the account manager.</source>
        <translation>Informe seu nome de usuário (ou e-mail) e sua senha no gerenciador de contas.</translation>
    </message>
    <message>
        <source>Contacting the account manager…</source>
        <translation>Contatando o gerenciador de contas…</translation>
    </message>
    <message>
        <source>Synchronising with the account manager…</source>
        <translation>Sincronizando com o gerenciador de contas…</translation>
    </message>
    <message>
        <source>Leaving the account manager…</source>
        <translation>Saindo do gerenciador de contas…</translation>
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
        <translation>Avisar-me quando</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Notificações</translation>
    </message>
    <message>
        <source>Alert log</source>
        <translation>Registro de alertas</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
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
        <translation>Computador</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Vezes</translation>
    </message>
</context>
<context>
    <name>AppConfigDialog</name>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplicativo</translation>
    </message>
    <message>
        <source>Most running at once</source>
        <translation>No máximo ao mesmo tempo</translation>
    </message>
    <message>
        <source>Report at once</source>
        <translation>Relatar imediatamente</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Linha de comando</translation>
    </message>
    <message>
        <source>CPUs per task (0 = as sent)</source>
        <translation>CPUs por tarefa (0 = como enviado)</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a whole number from 0 ({no_limit}) to {most}</source>
        <translation>{where}: &quot;{text}&quot; não é um número inteiro de 0 ({no_limit}) a {most}</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a number</source>
        <translation>{where}: &quot;{text}&quot; não é um número</translation>
    </message>
    <message>
        <source>{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)</source>
        <translation>{where}: {text} está fora do intervalo (0 a {most}; 0.5 = meia CPU)</translation>
    </message>
    <message>
        <source>{where}: longer than {most} characters</source>
        <translation>{where}: maior que {most} caracteres</translation>
    </message>
    <message>
        <source>{where}: contains control characters (a line break?)</source>
        <translation>{where}: contém caracteres de controle (uma quebra de linha?)</translation>
    </message>
    <message>
        <source>Project application settings (app_config.xml)</source>
        <translation>Configurações dos aplicativos do projeto (app_config.xml)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projeto</translation>
    </message>
    <message>
        <source>Most tasks of this project running at once</source>
        <translation>Máximo de tarefas deste projeto executando ao mesmo tempo</translation>
    </message>
    <message>
        <source>Report every finished task at once</source>
        <translation>Relatar imediatamente cada tarefa concluída</translation>
    </message>
    <message>
        <source>Applications</source>
        <translation>Aplicativos</translation>
    </message>
    <message>
        <source>application name (as the project names it)</source>
        <translation>nome do aplicativo (como o projeto o chama)</translation>
    </message>
    <message>
        <source>Add application</source>
        <translation>Adicionar aplicativo</translation>
    </message>
    <message>
        <source>The current app_config.xml cannot be used ({reason}); saving replaces it.</source>
        <translation>O app_config.xml atual não pode ser usado ({reason}); salvar o substitui.</translation>
    </message>
    <message>
        <source>A whole number, or 0 for no limit</source>
        <translation>Um número inteiro, ou 0 para sem limite</translation>
    </message>
    <message>
        <source>Enter a new application name (no &lt; &gt; or &amp;).</source>
        <translation>Informe um novo nome de aplicativo (sem &lt; &gt; ou &amp;).</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Não salvo: {reason}</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Salvando…</translation>
    </message>
    <message>
        <source>Saved; the client uses the new settings now.</source>
        <translation>Salvo; o cliente já usa as novas configurações.</translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <source>I have an account (email and password)</source>
        <translation>Tenho uma conta (e-mail e senha)</translation>
    </message>
    <message>
        <source>I am new: create an account</source>
        <translation>Sou novo: criar uma conta</translation>
    </message>
    <message>
        <source>I have an account key</source>
        <translation>Tenho uma chave de conta</translation>
    </message>
    <message>
        <source>Add project to {computer}</source>
        <translation>Adicionar projeto a {computer}</translation>
    </message>
    <message>
        <source>Add project</source>
        <translation>Adicionar projeto</translation>
    </message>
    <message>
        <source>Choose a project to give the computer {computer}&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Escolha um projeto para receber o tempo ocioso do computador {computer}; depois entre com sua conta no projeto, crie uma ou informe sua chave de conta.</translation>
    </message>
    <message>
        <source>Choose a project to give your computer&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>Escolha um projeto para receber o tempo ocioso do seu computador; depois entre com sua conta no projeto, crie uma ou informe sua chave de conta.</translation>
    </message>
    <message>
        <source>Search projects by name, science area or institution</source>
        <translation>Buscar projetos por nome, área científica ou instituição</translation>
    </message>
    <message>
        <source>Search projects</source>
        <translation>Buscar projetos</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projetos</translation>
    </message>
    <message>
        <source>Demo project (built in)</source>
        <translation>Projeto de demonstração (embutido)</translation>
    </message>
    <message>
        <source>Other project…</source>
        <translation>Outro projeto…</translation>
    </message>
    <message>
        <source>Project preset</source>
        <translation>Projeto predefinido</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL do projeto</translation>
    </message>
    <message>
        <source>How to sign in</source>
        <translation>Como entrar</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>Endereço de e-mail</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Senha</translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation>Confirmar senha</translation>
    </message>
    <message>
        <source>Forgot your password?</source>
        <translation>Esqueceu sua senha?</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nome de usuário</translation>
    </message>
    <message>
        <source>account key (32 hex digits from the project&apos;s web site)</source>
        <translation>chave de conta (32 dígitos hexadecimais do site do projeto)</translation>
    </message>
    <message>
        <source>Account key</source>
        <translation>Chave de conta</translation>
    </message>
    <message>
        <source>Terms of use</source>
        <translation>Termos de uso</translation>
    </message>
    <message>
        <source>I accept the project&apos;s terms of use</source>
        <translation>Aceito os termos de uso do projeto</translation>
    </message>
    <message>
        <source>Attach status</source>
        <translation>Estado da vinculação</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projeto</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Conta</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Vincular</translation>
    </message>
    <message>
        <source>Use an account manager…</source>
        <translation>Usar um gerenciador de contas…</translation>
    </message>
    <message>
        <source>What attaching would do (emulated; the new project&apos;s jobs are guessed until it sends some)</source>
        <translation>O que a vinculação faria (emulado; as tarefas do novo projeto são estimadas até que ele envie algumas)</translation>
    </message>
    <message>
        <source>Choose a project to see what it would do to the others.</source>
        <translation>Escolha um projeto para ver o que ele faria aos outros.</translation>
    </message>
    <message>
        <source>(already attached)</source>
        <translation>(já vinculado)</translation>
    </message>
    <message>
        <source>Create account and attach</source>
        <translation>Criar conta e vincular</translation>
    </message>
    <message>
        <source>{computer} is already attached to this project.</source>
        <translation>{computer} já está vinculado a este projeto.</translation>
    </message>
    <message>
        <source>This computer is already attached to this project.</source>
        <translation>Este computador já está vinculado a este projeto.</translation>
    </message>
    <message>
        <source>Enter your account key (on the project&apos;s web site, under your account).</source>
        <translation>Informe sua chave de conta (no site do projeto, na sua conta).</translation>
    </message>
    <message>
        <source>Enter your account key.</source>
        <translation>Informe sua chave de conta.</translation>
    </message>
    <message>
        <source>Asking the project for your account…</source>
        <translation>Pedindo sua conta ao projeto…</translation>
    </message>
    <message>
        <source>You did not accept the project&apos;s terms of use, so no account was created. Tick the box to accept them, or cancel.</source>
        <translation>Você não aceitou os termos de uso do projeto, por isso nenhuma conta foi criada. Marque a caixa para aceitá-los, ou cancele.</translation>
    </message>
    <message>
        <source>The two passwords differ: type the same password in both boxes.</source>
        <translation>As duas senhas são diferentes: digite a mesma senha nas duas caixas.</translation>
    </message>
    <message>
        <source>Creating your account at the project…</source>
        <translation>Criando sua conta no projeto…</translation>
    </message>
    <message>
        <source>Read the project&apos;s terms of use above; tick the box to accept them, then click again.</source>
        <translation>Leia acima os termos de uso do projeto; marque a caixa para aceitá-los e clique de novo.</translation>
    </message>
    <message>
        <source>Contacting the project…</source>
        <translation>Contatando o projeto…</translation>
    </message>
    <message>
        <source>Attach failed: %1</source>
        <translation>Falha na vinculação: %1</translation>
    </message>
    <message>
        <source>Attached; waiting for the project to accept the account…</source>
        <translation>Vinculado; aguardando o projeto aceitar a conta…</translation>
    </message>
    <message>
        <source>The project did not accept the account: {reason} The project was removed again; correct the account and try again.</source>
        <translation>O projeto não aceitou a conta: {reason} O projeto foi removido de novo; corrija a conta e tente outra vez.</translation>
    </message>
    <message>
        <source>The project&apos;s scheduler has not answered yet; the project stays attached and the client keeps trying. See the event log.</source>
        <translation>O agendador do projeto ainda não respondeu; o projeto continua vinculado e o cliente continua tentando. Veja o registro de eventos.</translation>
    </message>
</context>
<context>
    <name>DailyCharts</name>
    <message>
        <source>Not enough history yet</source>
        <translation>Histórico ainda insuficiente</translation>
    </message>
    <message>
        <source>User total credit</source>
        <translation>Crédito total do usuário</translation>
    </message>
    <message>
        <source>User average credit (per day)</source>
        <translation>Crédito médio do usuário (por dia)</translation>
    </message>
    <message>
        <source>Host total credit</source>
        <translation>Crédito total do computador</translation>
    </message>
    <message>
        <source>Host average credit (per day)</source>
        <translation>Crédito médio do computador (por dia)</translation>
    </message>
    <message>
        <source>Credit earned by this host each day</source>
        <translation>Crédito obtido a cada dia por este computador</translation>
    </message>
    <message>
        <source>CPU time of the tasks finished each day (hours)</source>
        <translation>Tempo de CPU das tarefas concluídas a cada dia (horas)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Últimos 30 dias</translation>
    </message>
    <message>
        <source>Last 6 months</source>
        <translation>Últimos 6 meses</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Todo o período</translation>
    </message>
    <message>
        <source>Computer of the daily statistics</source>
        <translation>Computador das estatísticas diárias</translation>
    </message>
    <message>
        <source>Daily statistics range</source>
        <translation>Período das estatísticas diárias</translation>
    </message>
    <message>
        <source>Daily statistics charts</source>
        <translation>Gráficos das estatísticas diárias</translation>
    </message>
    <message>
        <source>Daily statistics are kept in the task history, which is not open.</source>
        <translation>As estatísticas diárias ficam no histórico de tarefas, que não está aberto.</translation>
    </message>
    <message>
        <source>The task history cannot be read: %1</source>
        <translation>Não é possível ler o histórico de tarefas: %1</translation>
    </message>
    <message>
        <source>One day recorded so far (%1): each day adds a point, and figures counted per day appear from the second day on.</source>
        <translation>Até agora, um dia registrado (%1): cada dia adiciona um ponto, e os valores por dia aparecem a partir do segundo dia.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>este computador</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 yet: they are added once a day while the manager runs.</source>
        <translation>Ainda nenhuma estatística diária de %1: elas são adicionadas uma vez por dia enquanto o gerenciador roda.</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 in this range: they are added once a day while the manager runs.</source>
        <translation>Nenhuma estatística diária de %1 neste período: elas são adicionadas uma vez por dia enquanto o gerenciador roda.</translation>
    </message>
</context>
<context>
    <name>DiskTab</name>
    <message>
        <source>Total disk usage</source>
        <translation>Uso total do disco</translation>
    </message>
    <message>
        <source>Disk usage by projects</source>
        <translation>Uso do disco por projeto</translation>
    </message>
    <message>
        <source>Total disk usage legend</source>
        <translation>Legenda do uso total do disco</translation>
    </message>
    <message>
        <source>Disk usage by projects legend</source>
        <translation>Legenda do uso do disco por projeto</translation>
    </message>
    <message>
        <source>Waiting for the client…</source>
        <translation>Aguardando o cliente…</translation>
    </message>
    <message>
        <source>Disk explanation</source>
        <translation>Explicação do disco</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projeto</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Uso</translation>
    </message>
    <message>
        <source>Share limit</source>
        <translation>Limite da cota</translation>
    </message>
    <message>
        <source>Over / under</source>
        <translation>Excesso / folga</translation>
    </message>
    <message>
        <source>Deletable</source>
        <translation>Removível</translation>
    </message>
    <message>
        <source>Disk usage per project</source>
        <translation>Uso do disco de cada projeto</translation>
    </message>
    <message>
        <source>Used by this client</source>
        <translation>Usado por este cliente</translation>
    </message>
    <message>
        <source>Free for this client</source>
        <translation>Livre para este cliente</translation>
    </message>
    <message>
        <source>Free, kept from the client</source>
        <translation>Livre, reservado fora do cliente</translation>
    </message>
    <message>
        <source>Other programs</source>
        <translation>Outros programas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no projects: 0 bytes used</source>
        <translation>nenhum projeto: 0 bytes usados</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>excede em %1</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>%1 de folga</translation>
    </message>
    <message>
        <source>⚠ over its share</source>
        <translation>⚠ acima da sua cota</translation>
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
        <translation>Erro</translation>
    </message>
    <message>
        <source>Project notice</source>
        <translation>Aviso do projeto</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Todos os projetos</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filtrar por projeto</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Todas as gravidades</translation>
    </message>
    <message>
        <source>Filter by severity</source>
        <translation>Filtrar por gravidade</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>Pesquisar mensagens</translation>
    </message>
    <message>
        <source>Copy shown</source>
        <translation>Copiar o que aparece</translation>
    </message>
    <message>
        <source>Copy the lines the filters show, to paste into a forum post</source>
        <translation>Copiar as linhas que os filtros mostram, para colar em um fórum</translation>
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
        <translation>Mostrar mensagens de</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Todos os projetos</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Copiar tudo</translation>
    </message>
    <message>
        <source>Copy every line shown to the clipboard</source>
        <translation>Copiar para a área de transferência cada linha mostrada</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>Copiar seleção</translation>
    </message>
    <message>
        <source>Copy the selected lines to the clipboard (Ctrl+C)</source>
        <translation>Copiar para a área de transferência as linhas selecionadas (Ctrl+C)</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>Projeto:</translation>
    </message>
</context>
<context>
    <name>FirstStartBanner</name>
    <message>
        <source>&lt;b&gt;Welcome to boinc-gui.&lt;/b&gt; To show you how work flows, the built-in demo project has been added: it needs no account and runs a small real computation on this computer. When you are ready, add a science project with your account at it; you can remove the demo project at any time.</source>
        <translation>&lt;b&gt;Bem-vindo ao boinc-gui.&lt;/b&gt; Para mostrar como o trabalho flui, o projeto de demonstração embutido foi adicionado: ele não precisa de conta e executa um pequeno cálculo real neste computador. Quando estiver pronto, adicione um projeto científico com sua conta nele; você pode remover o projeto de demonstração a qualquer momento.</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Primeira execução</translation>
    </message>
    <message>
        <source>Add a science project…</source>
        <translation>Adicionar um projeto científico…</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Entendi</translation>
    </message>
</context>
<context>
    <name>GpuCharts</name>
    <message>
        <source>GPUs in use (devices)</source>
        <translation>GPUs em uso (dispositivos)</translation>
    </message>
    <message>
        <source>GPU time (hours)</source>
        <translation>Tempo de GPU (horas)</translation>
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
        <translation>Usar a &amp;GPU sempre</translation>
    </message>
    <message>
        <source>&amp;Use GPU based on preferences</source>
        <translation>&amp;Usar a GPU conforme as preferências</translation>
    </message>
    <message>
        <source>Suspen&amp;d GPU</source>
        <translation>Susp&amp;ender a GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Snooze GPU</source>
        <translation>Adiar a GPU</translation>
    </message>
    <message>
        <source>Resume GPU</source>
        <translation>Retomar a GPU</translation>
    </message>
    <message>
        <source>GPU only</source>
        <translation>Somente GPU</translation>
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
        <translation>Memória</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Driver</translation>
    </message>
    <message>
        <source>In use by</source>
        <translation>Em uso por</translation>
    </message>
    <message>
        <source>(declared)</source>
        <translation>(declarada)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>ociosa</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Keep a project off a GPU</source>
        <translation>Manter um projeto fora de uma GPU</translation>
    </message>
    <message>
        <source>every app (or an app&apos;s short name)</source>
        <translation>todos os aplicativos (ou o nome curto de um)</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projeto</translation>
    </message>
    <message>
        <source>App</source>
        <translation>Aplicativo</translation>
    </message>
    <message>
        <source>This computer has no GPU the client uses.</source>
        <translation>Este computador não tem GPU usada pelo cliente.</translation>
    </message>
    <message>
        <source>every {gpu} device</source>
        <translation>qualquer dispositivo {gpu}</translation>
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
        <translation>Este computador</translation>
    </message>
    <message>
        <source>success</source>
        <translation>sucesso</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abortada</translation>
    </message>
    <message>
        <source>download failed</source>
        <translation>falha no download</translation>
    </message>
    <message>
        <source>upload failed</source>
        <translation>falha no upload</translation>
    </message>
    <message>
        <source>aborted by user</source>
        <translation>abortada pelo usuário</translation>
    </message>
    <message>
        <source>aborted by project</source>
        <translation>abortada pelo projeto</translation>
    </message>
    <message>
        <source>aborted by client</source>
        <translation>abortada pelo cliente</translation>
    </message>
    <message>
        <source>Search task, application or project</source>
        <translation>Pesquisar tarefa, aplicativo ou projeto</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>Pesquisar o histórico de tarefas</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Qualquer resultado</translation>
    </message>
    <message>
        <source>Filter by computer</source>
        <translation>Filtrar por computador</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>Filtrar por projeto</translation>
    </message>
    <message>
        <source>Filter by application</source>
        <translation>Filtrar por aplicativo</translation>
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
        <translation>Concluída desde</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes de</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Concluída antes de</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Task history</source>
        <translation>Histórico de tarefas</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Todos os computadores</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Todos os projetos</translation>
    </message>
    <message>
        <source>All applications</source>
        <translation>Todos os aplicativos</translation>
    </message>
    <message>
        <source>, %1 credit</source>
        <translation>, crédito %1</translation>
    </message>
    <message>
        <source>%1: %2 tasks, %3 ok, %4 errors, %5 aborted; average CPU %6, elapsed %7</source>
        <translation>%1: tarefas %2, ok %3, erros %4, abortadas %5; média de CPU %6, decorrido %7</translation>
    </message>
    <message>
        <source>(unknown app)</source>
        <translation>(aplicativo desconhecido)</translation>
    </message>
    <message>
        <source>%1 tasks match</source>
        <translation>Tarefas correspondentes: %1</translation>
    </message>
    <message>
        <source>%1 tasks recorded</source>
        <translation>Tarefas registradas: %1</translation>
    </message>
    <message>
        <source>Export task history</source>
        <translation>Exportar o histórico de tarefas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Falha na exportação: %1</translation>
    </message>
    <message>
        <source>Exported %1 tasks to %2</source>
        <translation>Tarefas exportadas: %1, para %2</translation>
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
        <translation>Adicionar host</translation>
    </message>
    <message>
        <source>host name or IP address</source>
        <translation>nome do host ou endereço IP</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>inalterada</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Senha</translation>
    </message>
    <message>
        <source>Enter the host&apos;s name or IP address.</source>
        <translation>Informe o nome ou o endereço IP do host.</translation>
    </message>
</context>
<context>
    <name>HostListModel</name>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>in this program</source>
        <translation>neste programa</translation>
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
        <translation>não conectado</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>senha necessária</translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation>senha incorreta</translation>
    </message>
    <message>
        <source>unknown host name</source>
        <translation>nome de host desconhecido</translation>
    </message>
    <message>
        <source>no answer (timed out)</source>
        <translation>sem resposta (tempo esgotado)</translation>
    </message>
    <message>
        <source>host unreachable</source>
        <translation>host inalcançável</translation>
    </message>
    <message>
        <source>connection reset by the host</source>
        <translation>conexão redefinida pelo host</translation>
    </message>
    <message>
        <source>connection refused (is the client running, and does it accept this computer?)</source>
        <translation>conexão recusada (o cliente está em execução e aceita este computador?)</translation>
    </message>
    <message>
        <source>the host closed the connection (this computer may not be in its remote_hosts.cfg)</source>
        <translation>o host fechou a conexão (este computador talvez não esteja no remote_hosts.cfg dele)</translation>
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
        <translation>; nova tentativa em {seconds} s</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Este computador</translation>
    </message>
    <message>
        <source>The password is kept in your system keyring.</source>
        <translation>A senha fica guardada no chaveiro do sistema.</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>Não há chaveiro do sistema disponível, então a senha não é salva: o boinc-gui a guarda só enquanto está em execução e vai pedi-la de novo na próxima vez.</translation>
    </message>
    <message>
        <source>no answer for {seconds} s</source>
        <translation>sem resposta há {seconds} s</translation>
    </message>
    <message>
        <source>Host password</source>
        <translation>Senha do host</translation>
    </message>
    <message>
        <source>GUI RPC password for {host} ({address}:{port}).</source>
        <translation>Senha GUI RPC de {host} ({address}:{port}).</translation>
    </message>
    <message>
        <source>the host&apos;s answer is too large to read</source>
        <translation>a resposta do host é grande demais para ser lida</translation>
    </message>
    <message>
        <source>the host&apos;s answer is not BOINC&apos;s GUI RPC (is a BOINC client listening on this port?)</source>
        <translation>a resposta do host não é GUI RPC do BOINC (há um cliente BOINC escutando nesta porta?)</translation>
    </message>
    <message>
        <source>the host&apos;s client does not know this request (%1)</source>
        <translation>o cliente do host não conhece esta solicitação (%1)</translation>
    </message>
    <message>
        <source>the host&apos;s client answered with an error: %1</source>
        <translation>o cliente do host respondeu com um erro: %1</translation>
    </message>
    <message>
        <source>network error (%1)</source>
        <translation>erro de rede (%1)</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 has changed, so nothing was sent to it. Pinned: SHA-256 %2. Presented now: SHA-256 %3. If that computer&apos;s certificate was made anew on purpose, compare the new fingerprint with what &quot;boinc-core tls-fingerprint&quot; prints there and accept it in Hosts &gt; Edit (&quot;Accept the new certificate&quot;). Otherwise someone may be in between: do not accept it.</source>
        <translation>O certificado TLS de %1 mudou, por isso nada foi enviado a ele. Fixado: SHA-256 %2. Apresentado agora: SHA-256 %3. Se o certificado desse computador foi refeito de propósito, compare a nova impressão digital com a que &quot;boinc-core tls-fingerprint&quot; mostra lá e aceite-a em Hosts &gt; Editar (&quot;Aceitar o novo certificado&quot;). Caso contrário, alguém pode estar no meio: não o aceite.</translation>
    </message>
    <message>
        <source>SSH: the host key of %1 is not the one in %2 (it changed, or someone is in between), so nothing was sent. If it changed on purpose, check it, remove the old key (ssh-keygen -R) and log in once with ssh.</source>
        <translation>SSH: a chave de host de %1 não é a que está em %2 (ela mudou, ou alguém está no meio), por isso nada foi enviado. Se ela mudou de propósito, confira-a, remova a chave antiga (ssh-keygen -R) e entre uma vez com ssh.</translation>
    </message>
    <message>
        <source>SSH: %1 is not in %2. Log in once with &quot;ssh -p %3 %4&quot;, compare its host key fingerprint and accept it, then try again.</source>
        <translation>SSH: %1 não está em %2. Entre uma vez com &quot;ssh -p %3 %4&quot;, compare a impressão digital da chave de host e aceite-a; depois tente de novo.</translation>
    </message>
    <message>
        <source>SSH: %1 accepted none of the keys offered (agent, %2). Is the public key in its authorized_keys?</source>
        <translation>SSH: %1 não aceitou nenhuma das chaves oferecidas (agente, %2). A chave pública está no authorized_keys dele?</translation>
    </message>
    <message>
        <source>SSH to %1 failed: %2</source>
        <translation>SSH para %1 falhou: %2</translation>
    </message>
    <message>
        <source>SSH to %1: %2:%3 refused the connection there (%4). Is the BOINC client running?</source>
        <translation>SSH para %1: %2:%3 recusou a conexão lá (%4). O cliente BOINC está em execução?</translation>
    </message>
    <message>
        <source>SSH to %1: the connection was lost (%2)</source>
        <translation>SSH para %1: a conexão caiu (%2)</translation>
    </message>
</context>
<context>
    <name>HostSelector</name>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Which computer the tabs show (or all of them at once)</source>
        <translation>Qual computador as abas mostram (ou todos de uma vez)</translation>
    </message>
</context>
<context>
    <name>Hosts</name>
    <message>
        <source>All computers</source>
        <translation>Todos os computadores</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>Remover host</translation>
    </message>
    <message>
        <source>{all}: {answering} of {shown} answering</source>
        <translation>{all}: {answering} de {shown} respondendo</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Computador:</translation>
    </message>
    <message>
        <source>Host status</source>
        <translation>Estado do host</translation>
    </message>
    <message>
        <source>Ho&amp;sts</source>
        <translation>Ho&amp;sts</translation>
    </message>
    <message>
        <source>&amp;Manage hosts…</source>
        <translation>&amp;Gerenciar hosts…</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>&amp;Adicionar host…</translation>
    </message>
    <message>
        <source>Show all &amp;computers</source>
        <translation>Mostrar todos os &amp;computadores</translation>
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
        <translation>Adicionar…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Remove {host} from the list?</source>
        <translation>Remover {host} da lista?</translation>
    </message>
</context>
<context>
    <name>LazyHistory</name>
    <message>
        <source>The task history could not be opened.</source>
        <translation>Não foi possível abrir o histórico de tarefas.</translation>
    </message>
</context>
<context>
    <name>LogFlagsDialog</name>
    <message>
        <source>Event log options</source>
        <translation>Opções do registro de eventos</translation>
    </message>
    <message>
        <source>The kinds of messages the client writes to its event log. The *_debug flags are for finding a problem: they write many lines.</source>
        <translation>Os tipos de mensagens que o cliente escreve no registro de eventos. As opções *_debug servem para encontrar um problema: elas escrevem muitas linhas.</translation>
    </message>
    <message>
        <source>Event log options are set for the client on this computer (its cc_config.xml is here); for another computer, edit the file there.</source>
        <translation>As opções do registro de eventos são definidas para o cliente deste computador (o cc_config.xml dele está aqui); para outro computador, edite o arquivo lá.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}); it is left as it is. Correct it, then try again.</source>
        <translation>{path} não pode ser lido ({error}); ele fica como está. Corrija-o e tente de novo.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>Stop computing and exit</source>
        <translation>Parar os cálculos e sair</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Projeto</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>&amp;Tarefa</translation>
    </message>
    <message>
        <source>T&amp;ransfer</source>
        <translation>T&amp;ransferência</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>Ati&amp;vidade</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Computação</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rede</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Adiar</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>Ferra&amp;mentas</translation>
    </message>
    <message>
        <source>run always</source>
        <translation>sempre ativo</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>suspender</translation>
    </message>
    <message>
        <source>run based on preferences</source>
        <translation>conforme as preferências</translation>
    </message>
    <message>
        <source>always</source>
        <translation>sempre</translation>
    </message>
    <message>
        <source>based on preferences</source>
        <translation>conforme as preferências</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspenso</translation>
    </message>
    <message>
        <source>suspended (%1)</source>
        <translation>suspenso (%1)</translation>
    </message>
    <message>
        <source>%1, suspended (%2)</source>
        <translation>%1, suspenso (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n executando</numerusform>
            <numerusform>%n executando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n downloading</source>
        <translation>
            <numerusform>%n baixando</numerusform>
            <numerusform>%n baixando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n aguardando</numerusform>
            <numerusform>%n aguardando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uploading</source>
        <translation>
            <numerusform>%n enviando</numerusform>
            <numerusform>%n enviando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to report</source>
        <translation>
            <numerusform>%n a relatar</numerusform>
            <numerusform>%n a relatar</numerusform>
        </translation>
    </message>
    <message>
        <source>ddd dd MMM yyyy HH:mm</source>
        <translation>ddd dd MMM yyyy HH:mm</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>desconhecida (não instalado)</translation>
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
        <translation>Iniciando o cliente…</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Somente ativas</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projetos</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Tarefas</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Transferências</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Disco</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
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
        <translation>Aviso do cliente</translation>
    </message>
    <message>
        <source>&lt;b&gt;Emulated client.&lt;/b&gt; This window shows the emulator in accelerated time (the speed is at the bottom right), not real work. The live client replaces it.</source>
        <translation>&lt;b&gt;Cliente emulado.&lt;/b&gt; Esta janela mostra o emulador em tempo acelerado (a velocidade fica no canto inferior direito), não trabalho real. O cliente real o substitui.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Rules belong to a client that evaluates them: this computer&apos;s, or a remote boinc-core added under Hosts.</source>
        <translation>As regras pertencem a um cliente que as avalia: o deste computador ou um boinc-core remoto adicionado em Hosts.</translation>
    </message>
    <message>
        <source>&amp;Projects</source>
        <translation>&amp;Projetos</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>&amp;Tarefas</translation>
    </message>
    <message>
        <source>Trans&amp;fers</source>
        <translation>T&amp;ransferências</translation>
    </message>
    <message>
        <source>&amp;Disk</source>
        <translation>&amp;Disco</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Estatísticas</translation>
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
        <translation>&amp;Histórico</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>Avisos (%1)</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Atualizar</translation>
    </message>
    <message>
        <source>&amp;Suspend</source>
        <translation>&amp;Suspender</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Retomar</translation>
    </message>
    <message>
        <source>&amp;No new tasks</source>
        <translation>Sem &amp;novas tarefas</translation>
    </message>
    <message>
        <source>&amp;Allow new tasks</source>
        <translation>&amp;Permitir novas tarefas</translation>
    </message>
    <message>
        <source>Res&amp;et project</source>
        <translation>R&amp;edefinir projeto</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Re&amp;mover</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>Pr&amp;opriedades</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Retry now</source>
        <translation>&amp;Tentar novamente agora</translation>
    </message>
    <message>
        <source>&amp;Abort transfer</source>
        <translation>&amp;Cancelar transferência</translation>
    </message>
    <message>
        <source>&amp;Resume now</source>
        <translation>&amp;Retomar agora</translation>
    </message>
    <message>
        <source>&amp;Run always</source>
        <translation>&amp;Calcular sempre</translation>
    </message>
    <message>
        <source>Run based on &amp;preferences</source>
        <translation>Calcular conforme as &amp;preferências</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>&amp;Fechar janela</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>F&amp;ilter current table</source>
        <translation>&amp;Filtrar a tabela atual</translation>
    </message>
    <message>
        <source>Select &amp;columns…</source>
        <translation>Escolher &amp;colunas…</translation>
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
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <source>&amp;Network activity always</source>
        <translation>&amp;Atividade de rede sempre</translation>
    </message>
    <message>
        <source>Network activity &amp;based on preferences</source>
        <translation>Atividade &amp;de rede conforme as preferências</translation>
    </message>
    <message>
        <source>Suspend net&amp;work activity</source>
        <translation>Suspender a atividade de &amp;rede</translation>
    </message>
    <message>
        <source>Sn&amp;ooze</source>
        <translation>Ad&amp;iar</translation>
    </message>
    <message>
        <source>Soft s&amp;top (after the next checkpoint)</source>
        <translation>Parada suave (após &amp;o próximo ponto de salvamento)</translation>
    </message>
    <message>
        <source>&amp;Add project…</source>
        <translation>&amp;Adicionar projeto…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>Application &amp;settings (app_config.xml)…</source>
        <translation>&amp;Configurações de aplicativos (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account &amp;manager…</source>
        <translation>&amp;Gerenciador de contas…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regras…</translation>
    </message>
    <message>
        <source>&amp;GPUs…</source>
        <translation>GP&amp;Us…</translation>
    </message>
    <message>
        <source>A&amp;lerts…</source>
        <translation>A&amp;lertas…</translation>
    </message>
    <message>
        <source>&amp;About boinc-gui</source>
        <translation>&amp;Sobre o boinc-gui</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Contatar o projeto agora</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Desvincular do projeto</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>Connecting to the client…</source>
        <translation>Conectando ao cliente…</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Atividade</translation>
    </message>
    <message>
        <source>The client&apos;s clock</source>
        <translation>Relógio do cliente</translation>
    </message>
    <message>
        <source>Tasks by state</source>
        <translation>Tarefas por estado</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>Gerenciador de contas</translation>
    </message>
    <message>
        <source>Emulation speed</source>
        <translation>Velocidade de emulação</translation>
    </message>
    <message>
        <source>Simulated seconds per real second</source>
        <translation>Segundos simulados por segundo real</translation>
    </message>
    <message>
        <source>%1× speed</source>
        <translation>velocidade %1×</translation>
    </message>
    <message>
        <source>Account manager: %1</source>
        <translation>Gerenciador de contas: %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;EMULATED&lt;/b&gt; — not real work</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;EMULADO&lt;/b&gt; — não é trabalho real</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>Computação: %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>Rede: %1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>Snoozed: %1</source>
        <translation>Adiado: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>boinc-gui — All computers (%1)</source>
        <translation>boinc-gui — Todos os computadores (%1)</translation>
    </message>
    <message>
        <source>%1 does not report its disk usage to this window.</source>
        <translation>%1 não informa seu uso de disco a esta janela.</translation>
    </message>
    <message>
        <source>Disk usage of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Uso de disco de %1 (estas visões mostram um computador por vez: escolha outro na caixa Computador)</translation>
    </message>
    <message>
        <source>Charts of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>Gráficos de %1 (estas visões mostram um computador por vez: escolha outro na caixa Computador)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>The client could not do that: %1</source>
        <translation>O cliente não conseguiu fazer isso: %1</translation>
    </message>
    <message>
        <source>That computer is no longer shown; the command was not sent.</source>
        <translation>Esse computador não é mais exibido; o comando não foi enviado.</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>Todos os computadores</translation>
    </message>
    <message numerus="yes">
        <source>%1 on all %n computers shown?</source>
        <translation>
            <numerusform>%1 em todos os %n computadores exibidos?</numerusform>
            <numerusform>%1 em todos os %n computadores exibidos?</numerusform>
        </translation>
    </message>
    <message>
        <source>End the snooze</source>
        <translation>Encerrar o adiamento</translation>
    </message>
    <message>
        <source>boinc-gui %1: a volunteer-computing manager compatible with BOINC.
Client: %2</source>
        <translation>boinc-gui %1: um gerenciador de computação voluntária compatível com o BOINC.
Cliente: %2</translation>
    </message>
    <message>
        <source>boinc-gui keeps computing</source>
        <translation>O boinc-gui continua calculando</translation>
    </message>
    <message>
        <source>The window is closed, not the program: computing goes on. Click the tray icon to open the window; its menu has Exit.</source>
        <translation>A janela foi fechada, não o programa: os cálculos continuam. Clique no ícone da bandeja para abrir a janela; o menu dele tem Sair.</translation>
    </message>
    <message>
        <source>Exit boinc-gui</source>
        <translation>Sair do boinc-gui</translation>
    </message>
    <message>
        <source>Exit? Computing stops until you start boinc-gui again.</source>
        <translation>Sair? Os cálculos param até você iniciar o boinc-gui de novo.</translation>
    </message>
</context>
<context>
    <name>NoticeReminder</name>
    <message>
        <source>1 unread notice from your projects. Click to read.</source>
        <translation>1 aviso não lido dos seus projetos. Clique para ler.</translation>
    </message>
    <message>
        <source>boinc-gui notices</source>
        <translation>Avisos do boinc-gui</translation>
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
        <translation>Texto do aviso</translation>
    </message>
    <message>
        <source>No notices yet. Projects and the client post news and alerts here.</source>
        <translation>Ainda não há avisos. Os projetos e o cliente publicam aqui notícias e alertas.</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>esta janela</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Páginas de preferências</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt;: see the Proxy page.</source>
        <translation>&lt;b&gt;Servidores proxy&lt;/b&gt;: veja a página Proxy.</translation>
    </message>
    <message>
        <source>Using local preferences: saved in global_prefs_override.xml in the data directory and applied at once.</source>
        <translation>Usando preferências locais: salvas em global_prefs_override.xml no diretório de dados e aplicadas na hora.</translation>
    </message>
    <message>
        <source>Problems with these preferences</source>
        <translation>Problemas nestas preferências</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Padrões</translation>
    </message>
    <message>
        <source>&lt;{name}&gt;, {low} to {high} {unit}</source>
        <translation>&lt;{name}&gt;, de {low} a {high} {unit}</translation>
    </message>
    <message>
        <source>Compute only between</source>
        <translation>Calcular somente entre</translation>
    </message>
    <message>
        <source>Transfer files only between</source>
        <translation>Transferir arquivos somente entre</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Computação</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rede</translation>
    </message>
    <message>
        <source>Day-of-week override (replaces the every-day window on that day):</source>
        <translation>Exceção por dia da semana (substitui a janela diária nesse dia):</translation>
    </message>
    <message>
        <source>Manager (this window)</source>
        <translation>Gerenciador (esta janela)</translation>
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
        <translation>escuro</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation>Idioma (a partir da próxima inicialização)</translation>
    </message>
    <message>
        <source>Closing the window keeps computing in the tray</source>
        <translation>Fechar a janela mantém o cálculo na bandeja</translation>
    </message>
    <message>
        <source>Ask before exiting (computing stops)</source>
        <translation>Perguntar antes de sair (o cálculo para)</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>Iniciar minimizado na bandeja</translation>
    </message>
    <message>
        <source>Ignored where the desktop has no system tray: the window opens then.</source>
        <translation>Ignorado onde a área de trabalho não tem bandeja do sistema: a janela se abre então.</translation>
    </message>
    <message>
        <source>Start boinc-gui when I log in</source>
        <translation>Iniciar o boinc-gui quando eu entrar</translation>
    </message>
    <message>
        <source>Writes or removes {path}</source>
        <translation>Grava ou remove {path}</translation>
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
        <translation>Lembrar avisos não lidos a cada</translation>
    </message>
    <message>
        <source>Keep task history up to</source>
        <translation>Manter o histórico de tarefas até</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt; are the client&apos;s settings, not this window&apos;s: the client reads &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in its data directory, or takes them from &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</source>
        <translation>Os &lt;b&gt;servidores proxy&lt;/b&gt; são configurações do cliente, não desta janela: o cliente lê &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; no cc_config.xml do diretório de dados dele, ou os recebe de &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Não foi possível gravar {path}: {error}</translation>
    </message>
    <message>
        <source>Could not remove {path}: {error}</source>
        <translation>Não foi possível remover {path}: {error}</translation>
    </message>
</context>
<context>
    <name>PreviewGpu</name>
    <message>
        <source>GPU %1 (%2 devices): idle %3 (%4 with the current settings); GPU tasks done %5 (%6); GPU tasks late %7 (%8)</source>
        <translation>GPU %1 (%2 dispositivos): ociosa %3 (%4 com as configurações atuais); tarefas de GPU concluídas %5 (%6); tarefas de GPU atrasadas %7 (%8)</translation>
    </message>
    <message>
        <source>the %1 GPUs would stand idle %2 of the time (with the current settings: %3)</source>
        <translation>as GPUs %1 ficariam ociosas %2 do tempo (com as configurações atuais: %3)</translation>
    </message>
    <message>
        <source>%1 GPU tasks would miss their deadlines (with the current settings: %2)</source>
        <translation>%1 tarefas de GPU perderiam o prazo (com as configurações atuais: %2)</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview (emulated from this computer&apos;s tasks)</source>
        <translation>Prévia (emulada a partir das tarefas deste computador)</translation>
    </message>
    <message>
        <source>Change a setting to see what it would do.</source>
        <translation>Altere uma configuração para ver o que ela faria.</translation>
    </message>
    <message>
        <source>Preview figures per project</source>
        <translation>Números da prévia por projeto</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>Sem prévia: {reason}</translation>
    </message>
    <message>
        <source>Over the next {span}: {changes}.</source>
        <translation>Ao longo de {span}: {changes}.</translation>
    </message>
    <message>
        <source>{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; deadlines missed {missed}; requests to its server per day {rpcs}</source>
        <translation>{project} (novo): parcela de CPU {cpu}, parcela de recursos {share}; tarefas feitas {done}; prazos perdidos {missed}; pedidos ao servidor dele por dia {rpcs}</translation>
    </message>
    <message>
        <source>{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share {share}; tasks done {done} ({done_now} with the current settings); deadlines missed {missed} ({missed_now} with the current settings); requests to its server per day {rpcs} ({rpcs_now} with the current settings)</source>
        <translation>{project}: parcela de CPU {cpu} ({cpu_now} com as configurações atuais), parcela de recursos {share}; tarefas feitas {done} ({done_now} com as configurações atuais); prazos perdidos {missed} ({missed_now} com as configurações atuais); pedidos ao servidor dele por dia {rpcs} ({rpcs_now} com as configurações atuais)</translation>
    </message>
    <message>
        <source>Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current settings)</source>
        <translation>Tempo ocioso das CPUs que podem calcular: {idle} ({idle_now} com as configurações atuais)</translation>
    </message>
    <message>
        <source>({percent} of it)</source>
        <translation>({percent} dele)</translation>
    </message>
    <message>
        <source>Disk: {used} used now; limit {limit}{share}, set by {rule}</source>
        <translation>Disco: {used} usados agora; limite {limit}{share}, definido por {rule}</translation>
    </message>
    <message>
        <source>({limit} with the current settings)</source>
        <translation>({limit} com as configurações atuais)</translation>
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
        <translation>O cliente se conecta aos projetos por esses proxies a partir do momento em que você salvar. As senhas ficam com as configurações do cliente no diretório de dados dele, legíveis só por você (o cliente precisa delas para se conectar sozinho).</translation>
    </message>
    <message>
        <source>cc_config.xml names a proxy: the client uses that one, and keeps these settings for when it no longer does.</source>
        <translation>O cc_config.xml indica um proxy: o cliente usa esse e guarda estas configurações para quando deixar de usá-lo.</translation>
    </message>
    <message>
        <source>HTTP proxy</source>
        <translation>Proxy HTTP</translation>
    </message>
    <message>
        <source>Connect through an HTTP proxy</source>
        <translation>Conectar por um proxy HTTP</translation>
    </message>
    <message>
        <source>SOCKS proxy</source>
        <translation>Proxy SOCKS</translation>
    </message>
    <message>
        <source>Connect through a SOCKS 5 proxy</source>
        <translation>Conectar por um proxy SOCKS 5</translation>
    </message>
    <message>
        <source>host names, separated by commas</source>
        <translation>nomes de host, separados por vírgulas</translation>
    </message>
    <message>
        <source>Do not use a proxy for</source>
        <translation>Não usar proxy para</translation>
    </message>
    <message>
        <source>{proxy} server</source>
        <translation>Servidor {proxy}</translation>
    </message>
    <message>
        <source>{proxy} port</source>
        <translation>Porta {proxy}</translation>
    </message>
    <message>
        <source>{proxy} user name</source>
        <translation>Usuário {proxy}</translation>
    </message>
    <message>
        <source>{proxy} password</source>
        <translation>Senha {proxy}</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nome de usuário</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Senha</translation>
    </message>
    <message>
        <source>the HTTP proxy needs a server name</source>
        <translation>o proxy HTTP precisa de um nome de servidor</translation>
    </message>
    <message>
        <source>the SOCKS proxy needs a server name</source>
        <translation>o proxy SOCKS precisa de um nome de servidor</translation>
    </message>
    <message>
        <source>the {proxy} proxy server name is not a host name</source>
        <translation>o nome do servidor proxy {proxy} não é um nome de host</translation>
    </message>
    <message>
        <source>the {proxy} proxy port {port} is not between 1 and 65535</source>
        <translation>a porta {port} do proxy {proxy} não está entre 1 e 65535</translation>
    </message>
</context>
<context>
    <name>RowTableModel</name>
    <message>
        <source>%1
(out of date: %2)</source>
        <translation>%1
(desatualizado: %2)</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>Edit rule</source>
        <translation>Editar regra</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Adicionar regra</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Ativada</translation>
    </message>
    <message>
        <source>When (all that are ticked hold)</source>
        <translation>Quando (todas as marcadas valem)</translation>
    </message>
    <message>
        <source>CPU temperature above</source>
        <translation>Temperatura da CPU acima de</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Hora do dia</translation>
    </message>
    <message>
        <source>every day (or e.g. mon-fri, sat,sun)</source>
        <translation>todos os dias (ou p. ex. mon-fri, sat,sun)</translation>
    </message>
    <message>
        <source>Program running</source>
        <translation>Programa em execução</translation>
    </message>
    <message>
        <source>On battery below</source>
        <translation>Na bateria abaixo de</translation>
    </message>
    <message>
        <source>Schedule (CSV)</source>
        <translation>Agenda (CSV)</translation>
    </message>
    <message>
        <source>path of the CSV file: WHEN,VALUE lines</source>
        <translation>caminho do arquivo CSV: linhas QUANDO,VALOR</translation>
    </message>
    <message>
        <source>above</source>
        <translation>acima de</translation>
    </message>
    <message>
        <source>below</source>
        <translation>abaixo de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>até</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Então</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Suspender o cálculo</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Suspender a atividade de rede</translation>
    </message>
    <message>
        <source>Allow computing (lift the preferences&apos; suspensions)</source>
        <translation>Permitir o cálculo (levantar as suspensões das preferências)</translation>
    </message>
    <message>
        <source>Allow network activity</source>
        <translation>Permitir a atividade de rede</translation>
    </message>
    <message>
        <source>Snooze for</source>
        <translation>Adiar por</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Usar no máximo</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>por cento do tempo de CPU</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>Notificar</translation>
    </message>
    <message>
        <source>Soft stop (each task after its next checkpoint, then suspend)</source>
        <translation>Parada suave (cada tarefa após seu próximo ponto de verificação, depois suspender)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n CPU</numerusform>
            <numerusform>%n CPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>the time of day starts and ends at the same time</source>
        <translation>a hora do dia começa e termina no mesmo horário</translation>
    </message>
    <message>
        <source>give the program&apos;s name (not a path)</source>
        <translation>informe o nome do programa (não um caminho)</translation>
    </message>
    <message>
        <source>give the schedule&apos;s CSV file</source>
        <translation>informe o arquivo CSV da agenda</translation>
    </message>
    <message>
        <source>tick “above” or “below” for the schedule</source>
        <translation>marque &quot;acima de&quot; ou &quot;abaixo de&quot; para a agenda</translation>
    </message>
    <message>
        <source>give the text to notify</source>
        <translation>informe o texto a notificar</translation>
    </message>
    <message>
        <source>another rule is already named &apos;{name}&apos;</source>
        <translation>outra regra já se chama &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>This rule cannot work yet: {reason}.</source>
        <translation>Esta regra ainda não pode funcionar: {reason}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Este computador</translation>
    </message>
    <message>
        <source>No rules yet. A rule suspends or limits computing, or tells you, while something holds: a CPU temperature, a time of day, a program running, the battery. Add… makes one.</source>
        <translation>Ainda não há regras. Uma regra suspende ou limita a computação, ou avisa você, enquanto algo vale: uma temperatura da CPU, um horário, um programa em execução, a bateria. “Adicionar…” cria uma.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Adicionar…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>First rule that holds decides; the rules apply to the chosen computer&apos;s client, which evaluates them itself.</source>
        <translation>A primeira regra que vale decide; as regras se aplicam ao cliente do computador escolhido, que as avalia sozinho.</translation>
    </message>
    <message>
        <source>The changes to the rules of {host} are not saved. Drop them?</source>
        <translation>As alterações nas regras de {host} não foram salvas. Descartá-las?</translation>
    </message>
    <message>
        <source>No computer&apos;s rules can be edited here.</source>
        <translation>Aqui não é possível editar regras de nenhum computador.</translation>
    </message>
    <message>
        <source>{host} is not connected (its password is needed): choose it in the window first.</source>
        <translation>{host} não está conectado (a senha dele é necessária): escolha-o primeiro na janela.</translation>
    </message>
    <message>
        <source>Reading the rules of {host}…</source>
        <translation>Lendo as regras de {host}…</translation>
    </message>
    <message>
        <source>Refused by the client (not kept when you save; the previous file stays as rules.xml.bak):</source>
        <translation>Recusadas pelo cliente (não mantidas ao salvar; o arquivo anterior fica como rules.xml.bak):</translation>
    </message>
    <message>
        <source>The client on {host} does not support rules: only boinc-core evaluates them (a BOINC client does not).</source>
        <translation>O cliente em {host} não aceita regras: só o boinc-core as avalia (um cliente BOINC não).</translation>
    </message>
    <message>
        <source>The rules of {host} cannot be read: {reason}</source>
        <translation>As regras de {host} não podem ser lidas: {reason}</translation>
    </message>
    <message>
        <source>{host} refused the rules: {reason}</source>
        <translation>{host} recusou as regras: {reason}</translation>
    </message>
    <message>
        <source>{host} could not be reached: {reason}</source>
        <translation>{host} não pôde ser alcançado: {reason}</translation>
    </message>
    <message>
        <source>In force now: {rules}.</source>
        <translation>Em vigor agora: {rules}.</translation>
    </message>
    <message>
        <source>No rule holds now.</source>
        <translation>Nenhuma regra vale agora.</translation>
    </message>
    <message>
        <source>Computing suspended: {reason}.</source>
        <translation>Cálculo suspenso: {reason}.</translation>
    </message>
    <message>
        <source>Network activity suspended: {reason}.</source>
        <translation>Atividade de rede suspensa: {reason}.</translation>
    </message>
    <message>
        <source>Sending the rules to {host}…</source>
        <translation>Enviando as regras para {host}…</translation>
    </message>
    <message>
        <source>The rules could not be saved: {reason}</source>
        <translation>Não foi possível salvar as regras: {reason}</translation>
    </message>
</context>
<context>
    <name>ShareWhatIf</name>
    <message>
        <source>What if the resource share were different?</source>
        <translation>E se a parcela de recursos fosse outra?</translation>
    </message>
    <message>
        <source>Resource share to preview</source>
        <translation>Parcela de recursos para a prévia</translation>
    </message>
    <message>
        <source>Resource shares are set in your account on the project&apos;s web site (or by your account manager). Change the number to see what another share would do here.</source>
        <translation>As parcelas de recursos são definidas na sua conta no site do projeto (ou pelo seu gerenciador de contas). Altere o número para ver o que outra parcela faria aqui.</translation>
    </message>
    <message>
        <source>Resource share:</source>
        <translation>Parcela de recursos:</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Connecting to the client…</source>
        <translation>Conectando ao cliente…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Advanced view</source>
        <translation>Visão avançada</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>Start computing again</source>
        <translation>Voltar a computar</translation>
    </message>
    <message>
        <source>Stop all computing until you resume</source>
        <translation>Parar toda a computação até você retomar</translation>
    </message>
    <message>
        <source>This computer does not work for any project yet: use Advanced view, Tools &gt; Add project.</source>
        <translation>Este computador ainda não trabalha para nenhum projeto: use a visão avançada, Ferramentas &gt; Adicionar projeto.</translation>
    </message>
    <message>
        <source>This computer is doing science for %1.</source>
        <translation>Este computador está fazendo ciência para %1.</translation>
    </message>
    <message>
        <source>This computer works for %1. Computing is suspended (%2).</source>
        <translation>Este computador trabalha para %1. A computação está suspensa (%2).</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>em pausa</translation>
    </message>
    <message>
        <source>This computer works for %1. No task is running at this moment: work is on its way or waiting its turn.</source>
        <translation>Este computador trabalha para %1. Nenhuma tarefa está rodando agora: há trabalho a caminho ou esperando a vez.</translation>
    </message>
    <message>
        <source>and 1 more task running</source>
        <translation>e mais uma tarefa em execução</translation>
    </message>
    <message>
        <source>and %1 more tasks running</source>
        <translation>e outras tarefas em execução: %1</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>&amp;Visão simples</translation>
    </message>
    <message>
        <source>One screen: what this computer does, for which science</source>
        <translation>Uma tela: o que este computador faz, para qual ciência</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <source>Live</source>
        <translation>Ao vivo</translation>
    </message>
    <message>
        <source>Daily history</source>
        <translation>Histórico diário</translation>
    </message>
    <message>
        <source>day %1 %2</source>
        <translation>dia %1 %2</translation>
    </message>
    <message>
        <source>Statistics view</source>
        <translation>Visão de estatísticas</translation>
    </message>
    <message>
        <source>Live: this computer&apos;s figures every few seconds. Daily history: credit and CPU time per day, from the task history</source>
        <translation>Ao vivo: os números deste computador a cada poucos segundos. Histórico diário: crédito e tempo de CPU por dia, do histórico de tarefas</translation>
    </message>
    <message>
        <source>Follow live data</source>
        <translation>Acompanhar os dados ao vivo</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>Gráficos de estatísticas</translation>
    </message>
    <message>
        <source>Scheduling priority (debt, CPU s)</source>
        <translation>Prioridade de agendamento (débito, s de CPU)</translation>
    </message>
    <message>
        <source>CPU share now vs resource share (dashed), %</source>
        <translation>Parte de CPU agora vs cota de recursos (tracejada), %</translation>
    </message>
    <message>
        <source>Queued work (CPU hours)</source>
        <translation>Trabalho na fila (horas de CPU)</translation>
    </message>
    <message>
        <source>Work done (credit)</source>
        <translation>Trabalho realizado (crédito)</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Redefinir zoom</translation>
    </message>
    <message>
        <source>Show all the data again (the wheel and a drag zoom in)</source>
        <translation>Mostrar todos os dados de novo (a roda e arrastar dão zoom)</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · right-click: more</source>
        <translation>Roda: zoom · arrastar: mover · clique direito: mais</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <source>Projects</source>
        <translation>Projetos</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Tarefas</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Transferências</translation>
    </message>
    <message>
        <source>Filter projects (Ctrl+F)</source>
        <translation>Filtrar projetos (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter tasks (Ctrl+F)</source>
        <translation>Filtrar tarefas (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter transfers (Ctrl+F)</source>
        <translation>Filtrar transferências (Ctrl+F)</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Somente ativas</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>Filtrar %1</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Tabela %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Rows matching the filter: %1 of %2</source>
        <translation>Linhas que correspondem ao filtro: %1 de %2</translation>
    </message>
    <message>
        <source>Rows: %1</source>
        <translation>Linhas: %1</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colunas</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>Redefinir colunas</translation>
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
        <translation>Conexão</translation>
    </message>
    <message>
        <source>Plain GUI RPC (any BOINC client)</source>
        <translation>GUI RPC simples (qualquer cliente BOINC)</translation>
    </message>
    <message>
        <source>TLS (boinc-core with --gui-rpc-tls-port)</source>
        <translation>TLS (boinc-core com --gui-rpc-tls-port)</translation>
    </message>
    <message>
        <source>SSH tunnel (BOINC listening on the host&apos;s 127.0.0.1)</source>
        <translation>Túnel SSH (BOINC escutando no 127.0.0.1 do host)</translation>
    </message>
    <message>
        <source>Get certificate</source>
        <translation>Obter certificado</translation>
    </message>
    <message>
        <source>Accept the new certificate</source>
        <translation>Aceitar o novo certificado</translation>
    </message>
    <message>
        <source>Pinned SHA-256</source>
        <translation>SHA-256 fixado</translation>
    </message>
    <message>
        <source>Presented</source>
        <translation>Apresentado</translation>
    </message>
    <message>
        <source>the address above</source>
        <translation>o endereço acima</translation>
    </message>
    <message>
        <source>your user name here</source>
        <translation>seu nome de usuário lá</translation>
    </message>
    <message>
        <source>the SSH agent and ~/.ssh keys</source>
        <translation>o agente SSH e as chaves em ~/.ssh</translation>
    </message>
    <message>
        <source>none, or unchanged (kept in the keyring)</source>
        <translation>nenhuma, ou inalterada (guardada no chaveiro)</translation>
    </message>
    <message>
        <source>SSH host</source>
        <translation>Host SSH</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>Porta SSH</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Usuário</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Arquivo de chave</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>Frase secreta da chave</translation>
    </message>
    <message>
        <source>Reach it by</source>
        <translation>Alcançar por</translation>
    </message>
    <message>
        <source>none yet: the first certificate seen is pinned</source>
        <translation>nenhum ainda: o primeiro certificado visto é fixado</translation>
    </message>
    <message>
        <source>could not get it: {reason}</source>
        <translation>não foi possível obtê-lo: {reason}</translation>
    </message>
    <message>
        <source>Compare it with what `boinc-core tls-fingerprint` prints on that computer; it is pinned when you press OK.</source>
        <translation>Compare-a com o que `boinc-core tls-fingerprint` mostra naquele computador; ela é fixada quando você clicar em OK.</translation>
    </message>
    <message>
        <source>the same as the pinned one</source>
        <translation>igual à fixada</translation>
    </message>
    <message>
        <source>DIFFERENT from the pinned one: accept it only if that computer&apos;s certificate was made anew and `boinc-core tls-fingerprint` there prints this.</source>
        <translation>DIFERENTE da fixada: aceite-a só se o certificado daquele computador foi refeito e `boinc-core tls-fingerprint` mostra esta lá.</translation>
    </message>
    <message>
        <source>accepted: pinned when you press OK</source>
        <translation>aceita: fixada quando você clicar em OK</translation>
    </message>
</context>
<context>
    <name>TrayController</name>
    <message>
        <source>Open manager</source>
        <translation>Abrir o gerenciador</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>Adiar</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Retomar agora</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>Suspender os cálculos</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Parada suave (após o próximo ponto de salvamento)</translation>
    </message>
    <message>
        <source>Suspend network</source>
        <translation>Suspender a rede</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>boinc-gui: starting</source>
        <translation>boinc-gui: iniciando</translation>
    </message>
    <message>
        <source>1 unread notice</source>
        <translation>1 aviso não lido</translation>
    </message>
    <message>
        <source>Resume computing</source>
        <translation>Retomar os cálculos</translation>
    </message>
    <message>
        <source>Resume network</source>
        <translation>Retomar a rede</translation>
    </message>
    <message>
        <source>boinc-gui needs you</source>
        <translation>O boinc-gui precisa de você</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to boinc-gui</source>
        <translation>Bem-vindo ao boinc-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;boinc-gui lends your computer&apos;s spare processor time and disk space to science projects: it downloads their tasks, runs them while you do not need the computer (as your preferences say), sends the results back and keeps you informed here and in the tray.&lt;/p&gt;&lt;p&gt;It works with BOINC projects and tools: you choose the projects, each with an account on its web site. You can pause computing at any time from the Activity menu or the tray icon.&lt;/p&gt;&lt;p&gt;&lt;b&gt;To begin, add a project.&lt;/b&gt; The built-in demo project needs no account: it runs a small real computation on this computer, so you can see how everything works before choosing a science project.&lt;/p&gt;</source>
        <translation>&lt;p&gt;O boinc-gui empresta o tempo de processador e o espaço em disco livres do seu computador a projetos científicos: ele baixa as tarefas deles, executa-as enquanto você não precisa do computador (conforme suas preferências), envia os resultados de volta e mantém você informado aqui e na bandeja do sistema.&lt;/p&gt;&lt;p&gt;Ele funciona com projetos e ferramentas BOINC: você escolhe os projetos, cada um com uma conta no respectivo site. Você pode pausar a computação a qualquer momento pelo menu Atividade ou pelo ícone na bandeja.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Para começar, adicione um projeto.&lt;/b&gt; O projeto de demonstração embutido não precisa de conta: ele executa um pequeno cálculo real neste computador, para você ver como tudo funciona antes de escolher um projeto científico.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a project…</source>
        <translation>Adicionar um projeto…</translation>
    </message>
    <message>
        <source>Add a project</source>
        <translation>Adicionar um projeto</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <source>Show the tabs; Tools › Add project… opens the same dialog later</source>
        <translation>Mostrar as abas; Ferramentas › Adicionar projeto… abre a mesma janela depois</translation>
    </message>
</context>
<context>
    <name>_TaskCard</name>
    <message>
        <source>%1: %2 done, about %3 left</source>
        <translation>%1: %2 concluído, faltam cerca de %3</translation>
    </message>
    <message>
        <source>%1: %2 done</source>
        <translation>%1: %2 concluído</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Progresso de %1</translation>
    </message>
    <message>
        <source>Your credit at %1: %2</source>
        <translation>Seu crédito em %1: %2</translation>
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
        <translation>{label} até</translation>
    </message>
    <message>
        <source>and</source>
        <translation>e</translation>
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
        <translation>Computadores</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Name of the application to add</source>
        <translation>Nome do aplicativo a adicionar</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>Concluídas desde</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>Concluídas antes de</translation>
    </message>
    <message>
        <source>No data yet.</source>
        <translation>Ainda não há dados.</translation>
    </message>
    <message>
        <source>Computing suspended: %1</source>
        <translation>Processamento suspenso: %1</translation>
    </message>
    <message>
        <source>Computing resumed</source>
        <translation>Processamento retomado</translation>
    </message>
    <message>
        <source>Task %1 failed: %2</source>
        <translation>A tarefa %1 falhou: %2</translation>
    </message>
</context>
<context>
    <name>accounts</name>
    <message>
        <source>wrong password</source>
        <translation>senha incorreta</translation>
    </message>
    <message>
        <source>no account with this email</source>
        <translation>nenhuma conta com este e-mail</translation>
    </message>
    <message>
        <source>an account with this email already exists (with another password): sign in instead</source>
        <translation>já existe uma conta com este e-mail (com outra senha): entre nela em vez disso</translation>
    </message>
    <message>
        <source>this project is not accepting new accounts</source>
        <translation>este projeto não está aceitando novas contas</translation>
    </message>
    <message>
        <source>the project does not accept this email address</source>
        <translation>o projeto não aceita este endereço de e-mail</translation>
    </message>
    <message>
        <source>the project does not accept this user name</source>
        <translation>o projeto não aceita este nome de usuário</translation>
    </message>
    <message>
        <source>the project requires you to accept its terms of use</source>
        <translation>o projeto exige que você aceite os termos de uso</translation>
    </message>
    <message>
        <source>the project is down for maintenance; try again later</source>
        <translation>o projeto está em manutenção; tente mais tarde</translation>
    </message>
    <message>
        <source>the project&apos;s web site is down for maintenance; try again later</source>
        <translation>o site do projeto está em manutenção; tente mais tarde</translation>
    </message>
    <message>
        <source>this address is an account manager, not a project: use &apos;Use an account manager&apos;</source>
        <translation>este endereço é um gerenciador de contas, não um projeto: use “Usar um gerenciador de contas”</translation>
    </message>
    <message>
        <source>enter the email address and the password of your account</source>
        <translation>digite o e-mail e a senha da sua conta</translation>
    </message>
    <message>
        <source>enter a user name, an email address and a password</source>
        <translation>digite um nome de usuário, um e-mail e uma senha</translation>
    </message>
    <message>
        <source>cannot reach %1: connection refused</source>
        <translation>não foi possível alcançar %1: conexão recusada</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2: is this the project&apos;s address?</source>
        <translation>%1 respondeu com o erro HTTP %2: este é o endereço do projeto?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (%2): is this the project&apos;s address?</source>
        <translation>%1 não respondeu como um projeto BOINC (%2): este é o endereço do projeto?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (it sent &lt;%2&gt;): is this the project&apos;s address?</source>
        <translation>%1 não respondeu como um projeto BOINC (enviou &lt;%2&gt;): este é o endereço do projeto?</translation>
    </message>
    <message>
        <source>%1 sent the request on to %2, which is not an http:// or https:// address: is this the project&apos;s address?</source>
        <translation>%1 encaminhou a solicitação para %2, que não é um endereço http:// ou https://: este é o endereço do projeto?</translation>
    </message>
    <message>
        <source>%1 sent the request on more than %2 times: is this the project&apos;s address?</source>
        <translation>%1 encaminhou a solicitação mais de %2 vezes: este é o endereço do projeto?</translation>
    </message>
    <message>
        <source>%1 sent an answer larger than %2 bytes, which was not read: is this the project&apos;s address?</source>
        <translation>%1 enviou uma resposta maior que %2 bytes, que não foi lida: este é o endereço do projeto?</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s to answer; try again later</source>
        <translation>%1 levou mais de %2 s para responder; tente novamente mais tarde</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>não foi possível alcançar %1: %2</translation>
    </message>
    <message>
        <source>%1 sent neither an account key nor an error: is this the project&apos;s address?</source>
        <translation>%1 não enviou nem uma chave de conta nem um erro: este é o endereço do projeto?</translation>
    </message>
    <message>
        <source>%1 sent an account key that cannot be used</source>
        <translation>%1 enviou uma chave de conta que não pode ser usada</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// address</source>
        <translation>%1 não é um endereço http:// ou https://</translation>
    </message>
    <message>
        <source>%1 names no host</source>
        <translation>%1 não indica nenhum host</translation>
    </message>
    <message>
        <source>%1 contains spaces or control characters</source>
        <translation>%1 contém espaços ou caracteres de controle</translation>
    </message>
    <message>
        <source>this project needs client version %1 or later; this client is %2</source>
        <translation>este projeto precisa do cliente versão %1 ou mais recente; este cliente é a %2</translation>
    </message>
    <message>
        <source>this project has no applications for this computer (%1)</source>
        <translation>este projeto não tem aplicativos para este computador (%1)</translation>
    </message>
    <message>
        <source>the password must have at least %1 characters for this project</source>
        <translation>a senha precisa ter pelo menos %1 caracteres para este projeto</translation>
    </message>
    <message>
        <source>the project does not accept this user name: %1</source>
        <translation>o projeto não aceita este nome de usuário: %1</translation>
    </message>
    <message>
        <source>cannot reach %1: host name not found</source>
        <translation>não foi possível alcançar %1: nome de host não encontrado</translation>
    </message>
    <message>
        <source>cannot reach %1: no answer within %2 s</source>
        <translation>não foi possível alcançar %1: sem resposta em %2 s</translation>
    </message>
    <message>
        <source>the project refused (error %1)</source>
        <translation>o projeto recusou (erro %1)</translation>
    </message>
</context>
<context>
    <name>acct_mgr</name>
    <message>
        <source>wrong password</source>
        <translation>senha incorreta</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>nenhuma conta com este nome no gerenciador de contas</translation>
    </message>
    <message>
        <source>an account with this name already exists at the account manager</source>
        <translation>já existe uma conta com este nome no gerenciador de contas</translation>
    </message>
    <message>
        <source>the account manager does not accept this email address</source>
        <translation>o gerenciador de contas não aceita este endereço de e-mail</translation>
    </message>
    <message>
        <source>the account manager is not accepting new accounts</source>
        <translation>o gerenciador de contas não está aceitando novas contas</translation>
    </message>
    <message>
        <source>the account manager is down for maintenance; try again later</source>
        <translation>o gerenciador de contas está em manutenção; tente mais tarde</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer could not be read</source>
        <translation>não foi possível ler a resposta do gerenciador de contas</translation>
    </message>
    <message>
        <source>this is not the web address of an account manager</source>
        <translation>este não é o endereço web de um gerenciador de contas</translation>
    </message>
    <message>
        <source>the account manager&apos;s host name was not found</source>
        <translation>o nome de host do gerenciador de contas não foi encontrado</translation>
    </message>
    <message>
        <source>the account manager did not answer in time</source>
        <translation>o gerenciador de contas não respondeu a tempo</translation>
    </message>
    <message>
        <source>no connection to the account manager could be made</source>
        <translation>não foi possível conectar ao gerenciador de contas</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site is not answering now; try again later</source>
        <translation>o site do gerenciador de contas não está respondendo agora; tente mais tarde</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site refused the request</source>
        <translation>o site do gerenciador de contas recusou a solicitação</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer was too large</source>
        <translation>a resposta do gerenciador de contas era grande demais</translation>
    </message>
    <message>
        <source>the account manager could not be used (error %1)</source>
        <translation>não foi possível usar o gerenciador de contas (erro %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the request could not be made (%1)</source>
        <translation>não foi possível fazer a solicitação (%1)</translation>
    </message>
</context>
<context>
    <name>alerts</name>
    <message>
        <source>Task failed</source>
        <translation>Tarefa com falha</translation>
    </message>
    <message>
        <source>Project keeps failing</source>
        <translation>O projeto continua falhando</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>Prazo em risco</translation>
    </message>
    <message>
        <source>Disk near its limit</source>
        <translation>Disco perto do limite</translation>
    </message>
    <message>
        <source>Computer not answering</source>
        <translation>O computador não responde</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>after</source>
        <translation>após</translation>
    </message>
    <message>
        <source> failed tasks</source>
        <translation> tarefas com falha</translation>
    </message>
    <message>
        <source>within</source>
        <translation>em</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>or after</source>
        <translation>ou após</translation>
    </message>
    <message>
        <source> failed scheduler requests</source>
        <translation> requisições ao agendador com falha</translation>
    </message>
    <message>
        <source>or when a task would finish within</source>
        <translation>ou quando uma tarefa terminaria a menos de</translation>
    </message>
    <message>
        <source> h of its deadline</source>
        <translation> h do prazo</translation>
    </message>
    <message>
        <source>when the client uses</source>
        <translation>quando o cliente usa</translation>
    </message>
    <message>
        <source> % of its disk limit</source>
        <translation> % (do seu limite de disco)</translation>
    </message>
    <message>
        <source>again after it was below</source>
        <translation>de novo após ficar abaixo de</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> s without an answer</source>
        <translation> s sem resposta</translation>
    </message>
    <message>
        <source>Repeats of a kind wait</source>
        <translation>Repetições de um tipo aguardam</translation>
    </message>
    <message>
        <source> min, then come as one</source>
        <translation> min e depois chegam juntas</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>no máximo</translation>
    </message>
    <message>
        <source> notifications in that time</source>
        <translation> notificações nesse período</translation>
    </message>
    <message>
        <source>task failed</source>
        <translation>uma tarefa falha</translation>
    </message>
    <message>
        <source>project keeps failing</source>
        <translation>um projeto continua falhando</translation>
    </message>
    <message>
        <source>deadline at risk</source>
        <translation>um prazo está em risco</translation>
    </message>
    <message>
        <source>disk near its limit</source>
        <translation>o disco está perto do limite</translation>
    </message>
    <message>
        <source>computer not answering</source>
        <translation>um computador não responde</translation>
    </message>
    <message>
        <source>a rule says so</source>
        <translation>uma regra mandar</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2) may miss its deadline (%3)</source>
        <translation>%1 (%2) pode perder o prazo (%3)</translation>
    </message>
    <message>
        <source>%1 (%2) would finish only %3 before its deadline (%4)</source>
        <translation>%1 (%2) terminaria só %3 antes do prazo (%4)</translation>
    </message>
    <message>
        <source>%1: 1 task failed in the last %2</source>
        <translation>%1: 1 tarefa com falha em %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tasks failed in the last %2</source>
        <translation>
            <numerusform>%1: %n tarefa com falha em %2</numerusform>
            <numerusform>%1: %n tarefas com falha em %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: 1 scheduler request failed</source>
        <translation>%1: 1 requisição ao agendador com falha</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scheduler requests in a row failed</source>
        <translation>
            <numerusform>%1: %n requisição ao agendador com falha</numerusform>
            <numerusform>%1: %n requisições ao agendador com falha seguidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Using %1 of the %2 the preferences allow (%3 %)</source>
        <translation>Em uso %1 dos %2 que as preferências permitem (%3 %)</translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation>%1 não responde há %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks failed: %1</source>
        <translation>
            <numerusform>%n tarefa com falha: %1</numerusform>
            <numerusform>%n tarefas com falha: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n projects keep failing: %1</source>
        <translation>
            <numerusform>%n projeto continua falhando: %1</numerusform>
            <numerusform>%n projetos continuam falhando: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tasks may miss their deadlines: %1</source>
        <translation>
            <numerusform>%n tarefa pode perder o prazo: %1</numerusform>
            <numerusform>%n tarefas podem perder os prazos: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks near their limits: %1</source>
        <translation>
            <numerusform>%n disco perto do limite: %1</numerusform>
            <numerusform>%n discos perto do limite: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computers not answering: %1</source>
        <translation>
            <numerusform>%n computador não responde: %1</numerusform>
            <numerusform>%n computadores não respondem: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule messages: %1</source>
        <translation>
            <numerusform>%n mensagem de regra: %1</numerusform>
            <numerusform>%n mensagens de regras: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>boinc-gui: could not start; see the error above.</source>
        <translation>boinc-gui: não foi possível iniciar; veja o erro acima.</translation>
    </message>
    <message>
        <source>boinc-gui: the demo project could not start: %1</source>
        <translation>boinc-gui: o projeto de demonstração não pôde iniciar: %1</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Work fetch</source>
        <translation>Busca de trabalho</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projeto</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Conta</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipe</translation>
    </message>
    <message>
        <source>Work done</source>
        <translation>Trabalho realizado</translation>
    </message>
    <message>
        <source>Avg. work done</source>
        <translation>Trabalho médio realizado</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Cota de recursos</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Priority (debt)</source>
        <translation>Prioridade (débito)</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Tempo de CPU</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>URL do projeto</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Por quê: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por quê</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Decorrido</translation>
    </message>
    <message>
        <source>Remaining (estimated)</source>
        <translation>Restante (estimado)</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Prazo</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplicativo</translation>
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
        <translation>Nome</translation>
    </message>
    <message>
        <source>Estimated completion</source>
        <translation>Conclusão estimada</translation>
    </message>
    <message>
        <source>Completion before deadline</source>
        <translation>Conclusão antes do prazo</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>Projected to finish after its deadline</source>
        <translation>Previsto para terminar depois do prazo</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>Agendador: %1</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versão</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tarefa</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>Status de saída</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Recebida</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Concluída</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Relatada</translation>
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
        <translation>Gravidade</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
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
        <translation>Este computador não está associado a %1.</translation>
    </message>
    <message>
        <source>Already attached to %1.</source>
        <translation>Este computador já está associado a %1.</translation>
    </message>
    <message>
        <source>%1 is a BOINC project, but the emulated client attaches only emulated projects (addresses on emulated.invalid). Use the live client to attach real projects.</source>
        <translation>%1 é um projeto BOINC, mas o cliente emulado só se associa a projetos emulados (endereços em emulated.invalid). Use o cliente real para associar projetos reais.</translation>
    </message>
    <message>
        <source>The client has no task %1 (any more).</source>
        <translation>O cliente não tem (mais) a tarefa %1.</translation>
    </message>
    <message>
        <source>Task %1 has already finished.</source>
        <translation>A tarefa %1 já terminou.</translation>
    </message>
    <message>
        <source>The client has no transfer of %1 (any more).</source>
        <translation>O cliente não tem (mais) uma transferência de %1.</translation>
    </message>
    <message>
        <source>This project was added by the account manager: remove it there.</source>
        <translation>Este projeto foi adicionado pelo gerenciador de contas: remova-o por lá.</translation>
    </message>
    <message>
        <source>The client does not know this command (%1).</source>
        <translation>O cliente não conhece este comando (%1).</translation>
    </message>
    <message>
        <source>The client has stopped; the command was not carried out.</source>
        <translation>O cliente parou; o comando não foi executado.</translation>
    </message>
    <message>
        <source>The client is not running.</source>
        <translation>O cliente não está em execução.</translation>
    </message>
    <message>
        <source>The connection to the computer was closed; the command was not carried out.</source>
        <translation>A conexão com o computador foi fechada; o comando não foi executado.</translation>
    </message>
    <message>
        <source>The connection to the computer was replaced; the command was not carried out.</source>
        <translation>A conexão com o computador foi substituída; o comando não foi executado.</translation>
    </message>
    <message>
        <source>The process that reads the other computers stopped (exit code %1); the command was not carried out.</source>
        <translation>O processo que consulta os outros computadores parou (código de saída %1); o comando não foi executado.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The computer&apos;s client refused: %1</source>
        <translation>O cliente do computador recusou: %1</translation>
    </message>
    <message>
        <source>The emulated client cannot do this: it keeps no such files and uses no network.</source>
        <translation>O cliente emulado não pode fazer isso: ele não mantém esses arquivos nem usa a rede.</translation>
    </message>
    <message>
        <source>There is no local preferences file to read.</source>
        <translation>Não há arquivo de preferências locais para ler.</translation>
    </message>
    <message>
        <source>This client keeps no cc_config.xml.</source>
        <translation>Este cliente não tem cc_config.xml.</translation>
    </message>
    <message>
        <source>cc_config.xml cannot be read, so it was left unchanged: %1</source>
        <translation>cc_config.xml não pode ser lido, então não foi alterado: %1</translation>
    </message>
    <message>
        <source>app_config.xml was refused and nothing was changed: %1</source>
        <translation>app_config.xml foi recusado e nada foi alterado: %1</translation>
    </message>
    <message>
        <source>app_config.xml could not be written: %1</source>
        <translation>Não foi possível gravar app_config.xml: %1</translation>
    </message>
    <message>
        <source>The proxy settings could not be saved: %1</source>
        <translation>Não foi possível salvar as configurações de proxy: %1</translation>
    </message>
    <message>
        <source>This computer uses no account manager.</source>
        <translation>Este computador não usa gerenciador de contas.</translation>
    </message>
    <message>
        <source>This computer uses another account manager: leave it first.</source>
        <translation>Este computador usa outro gerenciador de contas: saia dele primeiro.</translation>
    </message>
    <message>
        <source>A request to the account manager is already under way.</source>
        <translation>Já há uma solicitação ao gerenciador de contas em andamento.</translation>
    </message>
    <message>
        <source>That is not a web address: %1</source>
        <translation>Isso não é um endereço web: %1</translation>
    </message>
    <message>
        <source>Internal error (please report it): %1</source>
        <translation>Erro interno (por favor, relate-o): %1</translation>
    </message>
    <message>
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>Informe o endereço web (URL) do projeto.</translation>
    </message>
    <message>
        <source>A project&apos;s web address starts with http:// or https://, not %1://.</source>
        <translation>O endereço web de um projeto começa com http:// ou https://, não com %1://.</translation>
    </message>
    <message>
        <source>The web address names no host.</source>
        <translation>O endereço web não indica nenhum host.</translation>
    </message>
    <message>
        <source>The web address contains spaces or control characters.</source>
        <translation>O endereço web contém espaços ou caracteres de controle.</translation>
    </message>
    <message>
        <source>The web address&apos;s host name or port is not valid.</source>
        <translation>O nome do host ou a porta do endereço web não é válido.</translation>
    </message>
    <message>
        <source>The account key is empty or contains spaces.</source>
        <translation>A chave de conta está vazia ou contém espaços.</translation>
    </message>
    <message>
        <source>%1 could not be reached through the proxy %2 (%3). Check the proxy settings.</source>
        <translation>Não foi possível alcançar %1 pelo proxy %2 (%3). Verifique as configurações do proxy.</translation>
    </message>
    <message>
        <source>No connection to the proxy %1 (%2). Check the proxy settings.</source>
        <translation>Sem conexão com o proxy %1 (%2). Verifique as configurações do proxy.</translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection. Check the proxy settings.</source>
        <translation>O proxy %1 recusou a conexão. Verifique as configurações do proxy.</translation>
    </message>
    <message>
        <source>No connection to %1 (%2). Check the address and your network.</source>
        <translation>Sem conexão com %1 (%2). Verifique o endereço e sua rede.</translation>
    </message>
    <message>
        <source>%1 refused the connection. Check the address and your network.</source>
        <translation>%1 recusou a conexão. Verifique o endereço e sua rede.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 não respondeu em %2 segundos.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>Não foi possível ler %1 (%2).</translation>
    </message>
    <message>
        <source>The proxy %1 refused the user name or password (HTTP 407). Check the proxy settings.</source>
        <translation>O proxy %1 recusou o nome de usuário ou a senha (HTTP 407). Verifique as configurações do proxy.</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2. Is the address right?</source>
        <translation>%1 respondeu com o erro HTTP %2. O endereço está certo?</translation>
    </message>
    <message>
        <source>%1 is a web site but not a BOINC project: its page names no scheduler. Use the project&apos;s master URL (its web site shows it).</source>
        <translation>%1 é um site, mas não um projeto BOINC: sua página não indica nenhum agendador. Use a URL mestre do projeto (o site dele a mostra).</translation>
    </message>
    <message>
        <source>The project&apos;s account file could not be written: %1</source>
        <translation>Não foi possível gravar o arquivo de conta do projeto: %1</translation>
    </message>
    <message>
        <source>the client did not answer in time</source>
        <translation>o cliente não respondeu a tempo</translation>
    </message>
    <message>
        <source>the connection to the client was lost</source>
        <translation>a conexão com o cliente foi perdida</translation>
    </message>
    <message>
        <source>the client stopped before answering</source>
        <translation>o cliente parou antes de responder</translation>
    </message>
    <message>
        <source>this client cannot do that</source>
        <translation>este cliente não pode fazer isso</translation>
    </message>
    <message>
        <source>the client failed with an error of its own (%1)</source>
        <translation>o cliente falhou com um erro próprio (%1)</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>Message from server</source>
        <translation>Mensagem do servidor</translation>
    </message>
    <message>
        <source>Message from account manager</source>
        <translation>Mensagem do gerenciador de contas</translation>
    </message>
    <message>
        <source>No tasks are available for the applications you have selected.</source>
        <translation>Não há tarefas disponíveis para os aplicativos que você escolheu.</translation>
    </message>
    <message>
        <source>Tasks can&apos;t access Internet - check network connection</source>
        <translation>As tarefas não acessam a Internet – verifique a conexão de rede</translation>
    </message>
    <message>
        <source>BOINC can&apos;t access Internet - check network connection</source>
        <translation>O BOINC não acessa a Internet – verifique a conexão de rede</translation>
    </message>
    <message>
        <source>Tasks need Internet access - consider unsuspending network</source>
        <translation>As tarefas precisam de Internet – considere retomar a rede</translation>
    </message>
    <message>
        <source>A new version of BOINC is available</source>
        <translation>Uma nova versão do BOINC está disponível</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Baixar</translation>
    </message>
    <message>
        <source>Unrecognized tag in cc_config.xml</source>
        <translation>Tag não reconhecida em cc_config.xml</translation>
    </message>
    <message>
        <source>Missing end tag in cc_config.xml</source>
        <translation>Tag de fechamento ausente em cc_config.xml</translation>
    </message>
    <message>
        <source>Your computer type is not supported by this project</source>
        <translation>Este projeto não oferece suporte ao seu tipo de computador</translation>
    </message>
    <message>
        <source>Invalid or missing account key.  To fix, remove and add this project.</source>
        <translation>Chave de conta ausente ou inválida. Remova o projeto e adicione-o de novo.</translation>
    </message>
    <message>
        <source>Some tasks need more memory than allowed by your preferences.  Please check the preferences.</source>
        <translation>Algumas tarefas precisam de mais memória do que suas preferências permitem. Verifique as preferências.</translation>
    </message>
    <message>
        <source>Couldn&apos;t write state file; check directory permissions</source>
        <translation>Não foi possível gravar o arquivo de estado; verifique as permissões da pasta</translation>
    </message>
    <message>
        <source>Starting the emulated client (scenario %1)</source>
        <translation>Iniciando o cliente emulado (cenário %1)</translation>
    </message>
    <message>
        <source>Emulated client: This window shows the emulator in accelerated time, not real work.</source>
        <translation>Cliente emulado: esta janela mostra o emulador em tempo acelerado, não trabalho real.</translation>
    </message>
    <message>
        <source>Attached to %1</source>
        <translation>Associado a %1</translation>
    </message>
    <message>
        <source>Sending scheduler request: %1.</source>
        <translation>Enviando requisição ao agendador: %1.</translation>
    </message>
    <message>
        <source>Scheduler request completed: got %1 new tasks</source>
        <translation>Requisição ao agendador concluída: %1 novas tarefas recebidas</translation>
    </message>
    <message>
        <source>Scheduler request completed</source>
        <translation>Requisição ao agendador concluída</translation>
    </message>
    <message>
        <source>Reporting %1 completed tasks</source>
        <translation>Relatando %1 tarefas concluídas</translation>
    </message>
    <message>
        <source>Requesting new tasks for CPU</source>
        <translation>Pedindo novas tarefas para a CPU</translation>
    </message>
    <message>
        <source>Project requested delay of %1 seconds</source>
        <translation>O projeto pediu uma espera de %1 segundos</translation>
    </message>
    <message>
        <source>Started download of %1</source>
        <translation>Download de %1 iniciado</translation>
    </message>
    <message>
        <source>Finished download of %1</source>
        <translation>Download de %1 concluído</translation>
    </message>
    <message>
        <source>Started upload of %1</source>
        <translation>Upload de %1 iniciado</translation>
    </message>
    <message>
        <source>Finished upload of %1</source>
        <translation>Upload de %1 concluído</translation>
    </message>
    <message>
        <source>Computation for task %1 finished</source>
        <translation>Cálculo da tarefa %1 concluído</translation>
    </message>
    <message>
        <source>Computation for task %1 failed</source>
        <translation>Cálculo da tarefa %1 com falha</translation>
    </message>
    <message>
        <source>Task %1 aborted by user</source>
        <translation>Tarefa %1 abortada pelo usuário</translation>
    </message>
    <message>
        <source>Task %1 aborted by project</source>
        <translation>Tarefa %1 abortada pelo projeto</translation>
    </message>
    <message>
        <source>Task %1 suspended by user</source>
        <translation>Tarefa %1 suspensa pelo usuário</translation>
    </message>
    <message>
        <source>Task %1 resumed by user</source>
        <translation>Tarefa %1 retomada pelo usuário</translation>
    </message>
    <message>
        <source>Retrying transfer of %1</source>
        <translation>Tentando de novo a transferência de %1</translation>
    </message>
    <message>
        <source>Aborted transfer of %1</source>
        <translation>Transferência de %1 abortada</translation>
    </message>
    <message>
        <source>Network available: scheduler backoffs lifted; transfers retried now: %1</source>
        <translation>Rede disponível: esperas antes das solicitações ao agendador suspensas; transferências repetidas agora: %1</translation>
    </message>
    <message>
        <source>Using account manager %1</source>
        <translation>Usando o gerenciador de contas %1</translation>
    </message>
    <message>
        <source>Removing account manager info (%1)</source>
        <translation>Removendo os dados do gerenciador de contas (%1)</translation>
    </message>
    <message>
        <source>Contacting account manager at %1</source>
        <translation>Contatando o gerenciador de contas em %1</translation>
    </message>
    <message>
        <source>Account manager contact succeeded</source>
        <translation>Contato com o gerenciador de contas bem-sucedido</translation>
    </message>
    <message>
        <source>Detaching %1 (asked by the account manager)</source>
        <translation>Desassociando %1 (a pedido do gerenciador de contas)</translation>
    </message>
    <message>
        <source>Attaching to %1 (asked by the account manager)</source>
        <translation>Associando a %1 (a pedido do gerenciador de contas)</translation>
    </message>
    <message>
        <source>The account manager listed %1 projects; this client takes at most %2 from one reply (a guard against a faulty or hostile manager): %3 attached, %4 dropped without being looked at</source>
        <translation>O gerenciador de contas listou %1 projetos; este cliente aceita no máximo %2 de uma resposta (uma proteção contra um gerenciador defeituoso ou hostil): %3 associados, %4 descartados sem ser examinados</translation>
    </message>
    <message>
        <source>Account manager reply refused: it sent no signing key</source>
        <translation>Resposta do gerenciador de contas recusada: ele não enviou chave de assinatura</translation>
    </message>
    <message>
        <source>Account manager asked for %1: not done (%2)</source>
        <translation>O gerenciador de contas pediu %1: não feito (%2)</translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message>
        <source>%1 CPU-s queued in %2 tasks, against a share of the high mark of %3 CPU-s</source>
        <translation>%1 CPU-s na fila em %2 tarefas, contra uma parte da marca alta de %3 CPU-s</translation>
    </message>
    <message>
        <source>LTD %1 s; the queue lasts %2 s at its share, net %3 s; shortfall %4 CPU-s in all, %5 CPU-s for this project</source>
        <translation>LTD %1 s; a fila dura %2 s na sua parte, líquido %3 s; falta %4 CPU-s no total, %5 CPU-s para este projeto</translation>
    </message>
    <message>
        <source>REC %1, fetch priority %2; the CPUs are busy for %3 s (low mark %4 s); shortfall %5 CPU-s</source>
        <translation>REC %1, prioridade de pedido %2; as CPUs ficam ocupadas por %3 s (marca baixa %4 s); falta %5 CPU-s</translation>
    </message>
    <message>
        <source>min_results %1; ETTPRC %2 s against T %3 s; avg_proc_rate %4; work_request %5 CPU-s; resource debt %6</source>
        <translation>min_results %1; ETTPRC %2 s contra T %3 s; avg_proc_rate %4; work_request %5 CPU-s; dívida de recurso %6</translation>
    </message>
    <message>
        <source>asking for %1 CPU-s; %2</source>
        <translation>pede %1 CPU-s; %2</translation>
    </message>
    <message>
        <source>debt %1 s</source>
        <translation>dívida %1 s</translation>
    </message>
    <message>
        <source>REC priority %1</source>
        <translation>prioridade REC %1</translation>
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
        <translation>restante da fatia de tempo: %1 s</translation>
    </message>
    <message>
        <source>under round-robin: %1 s after its deadline</source>
        <translation>em rodízio: %1 s após o prazo</translation>
    </message>
    <message>
        <source>under round-robin: %1 s before its deadline</source>
        <translation>em rodízio: %1 s antes do prazo</translation>
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
        <translation>dia %1, %2</translation>
    </message>
    <message>
        <source>until resumed</source>
        <translation>até retomar</translation>
    </message>
</context>
<context>
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>Não foi possível iniciar os gráficos de %1: %2</translation>
    </message>
</context>
<context>
    <name>history_cap</name>
    <message>
        <source>Keep task history up to</source>
        <translation>Manter o histórico de tarefas até</translation>
    </message>
    <message>
        <source>The task history file in the manager&apos;s folder; past this size the oldest tasks are deleted (daily statistics stay). About 6,000 tasks per MB; default %1 MB.</source>
        <translation>O arquivo do histórico na pasta do gerenciador; acima deste tamanho as tarefas mais antigas são excluídas (as estatísticas diárias ficam). Cerca de 6.000 tarefas por MB; padrão %1 MB.</translation>
    </message>
</context>
<context>
    <name>history_open</name>
    <message>
        <source>The task history in %1 cannot be opened: %2. Finished tasks are not recorded this time.</source>
        <translation>Não é possível abrir o histórico de tarefas em %1: %2. Desta vez, as tarefas concluídas não são registradas.</translation>
    </message>
    <message>
        <source>The task history cannot be used: %1. Finished tasks are not recorded this time.</source>
        <translation>O histórico de tarefas não pode ser usado: %1. Desta vez, as tarefas concluídas não são registradas.</translation>
    </message>
    <message>
        <source>Task history damaged</source>
        <translation>Histórico de tarefas danificado</translation>
    </message>
    <message>
        <source>%1

Repair it? The damaged file is kept as a copy beside it, and a new history is made from the tasks that can still be read.</source>
        <translation>%1

Repará-lo? O arquivo danificado é mantido como cópia ao lado, e um novo histórico é criado com as tarefas que ainda podem ser lidas.</translation>
    </message>
    <message>
        <source>The task history could not be repaired: %1. Finished tasks are not recorded this time.</source>
        <translation>Não foi possível reparar o histórico de tarefas: %1. Desta vez, as tarefas concluídas não são registradas.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept; %3 damaged rows could not be read. The damaged file is kept as %4.</source>
        <translation>O histórico de tarefas foi reparado: tarefas mantidas: %1, valores diários: %2; linhas danificadas ilegíveis: %3. O arquivo danificado foi mantido como %4.</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept. The damaged file is kept as %3.</source>
        <translation>O histórico de tarefas foi reparado: tarefas mantidas: %1, valores diários: %2. O arquivo danificado foi mantido como %3.</translation>
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
        <translation>Vale a partir da próxima vez que a janela for aberta.</translation>
    </message>
</context>
<context>
    <name>prefs</name>
    <message>
        <source>Computing</source>
        <translation>Computação</translation>
    </message>
    <message>
        <source>Daily schedules</source>
        <translation>Agendas diárias</translation>
    </message>
    <message>
        <source>Work buffer</source>
        <translation>Reserva de trabalho</translation>
    </message>
    <message>
        <source>Disk and memory</source>
        <translation>Disco e memória</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rede</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Outros</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>Domingo</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>Segunda-feira</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Terça-feira</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Quarta-feira</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Quinta-feira</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Sexta-feira</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Sábado</translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation>Quando o computador está em uso</translation>
    </message>
    <message>
        <source>&apos;In use&apos; means mouse or keyboard input in the last</source>
        <translation>&quot;Em uso&quot; significa entrada de mouse ou teclado nos últimos</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutos</translation>
    </message>
    <message>
        <source>Suspend when computer is in use</source>
        <translation>Suspender quando o computador estiver em uso</translation>
    </message>
    <message>
        <source>Suspend GPU computing when computer is in use</source>
        <translation>Suspender a computação em GPU quando o computador estiver em uso</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>Usar no máximo</translation>
    </message>
    <message>
        <source>% of the CPUs</source>
        <translation>por cento das CPUs</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>por cento do tempo de CPU</translation>
    </message>
    <message>
        <source>Suspend when non-BOINC CPU usage is above</source>
        <translation>Suspender quando o uso de CPU fora do BOINC passar de</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>Quando o computador não está em uso</translation>
    </message>
    <message>
        <source>Suspend when no mouse or keyboard input in the last</source>
        <translation>Suspender sem entrada de mouse ou teclado nos últimos</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Geral</translation>
    </message>
    <message>
        <source>Suspend when computer is on battery</source>
        <translation>Suspender quando o computador estiver na bateria</translation>
    </message>
    <message>
        <source>Switch between tasks every</source>
        <translation>Alternar entre tarefas a cada</translation>
    </message>
    <message>
        <source>Request tasks to checkpoint at most every</source>
        <translation>Pedir às tarefas um checkpoint no máximo a cada</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <source>Leave non-GPU tasks in memory while suspended</source>
        <translation>Manter na memória as tarefas não GPU suspensas</translation>
    </message>
    <message>
        <source>Store at least</source>
        <translation>Armazenar pelo menos</translation>
    </message>
    <message>
        <source>days of work</source>
        <translation>dias de trabalho</translation>
    </message>
    <message>
        <source>Store up to an additional</source>
        <translation>Armazenar até mais</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Disco</translation>
    </message>
    <message>
        <source>Use no more than</source>
        <translation>Não usar mais de</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <source>Leave at least</source>
        <translation>Deixar pelo menos</translation>
    </message>
    <message>
        <source>GB free</source>
        <translation>GB livres</translation>
    </message>
    <message>
        <source>% of total</source>
        <translation>por cento do total</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memória</translation>
    </message>
    <message>
        <source>When computer is in use, use at most</source>
        <translation>Com o computador em uso, usar no máximo</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>por cento da memória</translation>
    </message>
    <message>
        <source>When computer is not in use, use at most</source>
        <translation>Com o computador sem uso, usar no máximo</translation>
    </message>
    <message>
        <source>Page/swap file: use at most</source>
        <translation>Arquivo de paginação/swap: usar no máximo</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>Uso da rede</translation>
    </message>
    <message>
        <source>Limit download rate to</source>
        <translation>Limitar a taxa de download a</translation>
    </message>
    <message>
        <source>Limit upload rate to</source>
        <translation>Limitar a taxa de upload a</translation>
    </message>
    <message>
        <source>Limit usage to</source>
        <translation>Limitar o uso a</translation>
    </message>
    <message>
        <source>… every</source>
        <translation>… a cada</translation>
    </message>
    <message>
        <source>days</source>
        <translation>dias</translation>
    </message>
    <message>
        <source>Skip data verification for image files</source>
        <translation>Pular a verificação de arquivos de imagem</translation>
    </message>
    <message>
        <source>Confirm before connecting to the Internet</source>
        <translation>Confirmar antes de conectar à Internet</translation>
    </message>
    <message>
        <source>Disconnect when done</source>
        <translation>Desconectar ao terminar</translation>
    </message>
</context>
<context>
    <name>prefs_check</name>
    <message>
        <source>Suspending when other programs use more than under 1% of the CPU will suspend almost always.</source>
        <translation>Suspender quando outros programas usam mais que menos de 1 por cento da CPU vai suspender quase sempre.</translation>
    </message>
    <message>
        <source>A work buffer over 10 days risks missing deadlines; projects may also send less.</source>
        <translation>Uma reserva de trabalho acima de 10 dias arrisca perder prazos; os projetos também podem enviar menos.</translation>
    </message>
    <message>
        <source>No disk limit is set: the client may fill the disk.</source>
        <translation>Nenhum limite de disco definido: o cliente pode encher o disco.</translation>
    </message>
    <message>
        <source>A transfer limit needs a period: set &apos;every N days&apos; to 1 or more, or the limit to 0.</source>
        <translation>Um limite de transferência precisa de um período: defina &quot;a cada N dias&quot; como 1 ou mais, ou o limite como 0.</translation>
    </message>
    <message>
        <source>The daily computing window is empty, so nothing would ever run.</source>
        <translation>A janela diária de cálculo está vazia, então nada seria executado nunca.</translation>
    </message>
    <message>
        <source>Under 5% of memory is too little for most tasks; they will wait for memory.</source>
        <translation>Menos de 5 por cento da memória é pouco para a maioria das tarefas; elas vão esperar por memória.</translation>
    </message>
    <message>
        <source>Nothing would ever run: computing is suspended while the computer is in use, and also after {no_input} min without input, which is no longer than the {in_use} min that count as &apos;in use&apos;. Raise the no-input time above {in_use} min or allow computing while in use.</source>
        <translation>Nada seria executado nunca: o cálculo fica suspenso enquanto o computador está em uso, e também após {no_input} min sem entrada, o que não é mais que os {in_use} min que contam como &quot;em uso&quot;. Aumente o tempo sem entrada para mais de {in_use} min ou permita calcular durante o uso.</translation>
    </message>
    <message>
        <source>At {percent}% of CPU time tasks will take over {times} times longer and may miss their deadlines.</source>
        <translation>Com {percent} por cento do tempo de CPU, as tarefas vão levar mais de {times} vezes mais e podem perder os prazos.</translation>
    </message>
    <message>
        <source>{size} GB is too little for most projects&apos; files; little or no work will arrive.</source>
        <translation>{size} GB é pouco para os arquivos da maioria dos projetos; pouco ou nenhum trabalho vai chegar.</translation>
    </message>
    <message>
        <source>Day of week {day} does not exist.</source>
        <translation>O dia da semana {day} não existe.</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dia</numerusform>
            <numerusform>%n dias</numerusform>
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
        <translation>{value} dias</translation>
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
        <translation>dividiria as CPUs com {names}, que ainda não teve tempo de computador e por isso vem primeiro até receber sua parcela; a parcela de recursos de {project} seria {share} em vez de {before}</translation>
    </message>
    <message>
        <source>its resource share would be {share} instead of {before}</source>
        <translation>sua parcela de recursos seria {share} em vez de {before}</translation>
    </message>
    <message>
        <source>its resource share stays {share}</source>
        <translation>sua parcela de recursos continua {share}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}</source>
        <translation>
            <numerusform>{project} teria {cpu} do tempo de CPU e concluiria %n tarefa ao longo de {span}</numerusform>
            <numerusform>{project} teria {cpu} do tempo de CPU e concluiria %n tarefas ao longo de {span}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, missing %n deadline(s)</source>
        <translation>
            <numerusform>, perdendo %n prazo</numerusform>
            <numerusform>, perdendo %n prazos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} (today&apos;s settings: {before})</source>
        <translation>
            <numerusform>{project} perderia %n prazo ao longo de {span} (configurações de hoje: {before})</numerusform>
            <numerusform>{project} perderia %n prazos ao longo de {span} (configurações de hoje: {before})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} perderia %n prazo ao longo de {span} em vez de {before}</numerusform>
            <numerusform>{project} perderia %n prazos ao longo de {span} em vez de {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>{project} would get {cpu} of the CPU time instead of {before} ({reason})</source>
        <translation>{project} teria {cpu} do tempo de CPU em vez de {before} ({reason})</translation>
    </message>
    <message>
        <source>{project} would finish no task in the next {span}</source>
        <translation>{project} não concluiria nenhuma tarefa ao longo de {span}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would finish %n task(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} concluiria %n tarefa ao longo de {span} em vez de {before}</numerusform>
            <numerusform>{project} concluiria %n tarefas ao longo de {span} em vez de {before}</numerusform>
        </translation>
    </message>
    <message>
        <source>the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})</source>
        <translation>as CPUs que podem calcular ficariam ociosas {idle} do tempo (com as configurações atuais: {before})</translation>
    </message>
    <message>
        <source>no change expected in deadlines, CPU shares, tasks done or idle time</source>
        <translation>nenhuma mudança esperada em prazos, parcelas de CPU, tarefas concluídas ou tempo ocioso</translation>
    </message>
</context>
<context>
    <name>project_status</name>
    <message>
        <source>Suspended by user</source>
        <translation>Suspenso pelo usuário</translation>
    </message>
    <message>
        <source>Won&apos;t get new tasks</source>
        <translation>Não receberá novas tarefas</translation>
    </message>
    <message>
        <source>Project ended - OK to remove</source>
        <translation>Projeto encerrado – pode ser removido</translation>
    </message>
    <message>
        <source>Will remove when tasks done</source>
        <translation>Será removido quando as tarefas terminarem</translation>
    </message>
    <message>
        <source>Scheduler request in progress</source>
        <translation>Pedido ao servidor em andamento</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Pedido ao servidor pendente</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Comunicação adiada</translation>
    </message>
    <message>
        <source>Unknown reason</source>
        <translation>Motivo desconhecido</translation>
    </message>
    <message>
        <source>Requested by user</source>
        <translation>Solicitado pelo usuário</translation>
    </message>
    <message>
        <source>To report completed tasks</source>
        <translation>Para relatar tarefas concluídas</translation>
    </message>
    <message>
        <source>To fetch work</source>
        <translation>Para buscar trabalho</translation>
    </message>
    <message>
        <source>To send trickle-up message</source>
        <translation>Para enviar uma mensagem trickle-up</translation>
    </message>
    <message>
        <source>Requested by account manager</source>
        <translation>Solicitado pelo gerenciador de contas</translation>
    </message>
    <message>
        <source>Project initialization</source>
        <translation>Inicialização do projeto</translation>
    </message>
    <message>
        <source>Requested by project</source>
        <translation>Solicitado pelo projeto</translation>
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
        <translation>Taxa de progresso</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>ID do processo</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Pico do conjunto de trabalho</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Pico de swap</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Pico de uso de disco</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Diretório do slot</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Properties of project {name} ({url})</source>
        <translation>Propriedades do projeto {name} ({url})</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Trabalho</translation>
    </message>
    <message>
        <source>Account / team</source>
        <translation>Conta / equipe</translation>
    </message>
    <message>
        <source>Work done (user / host)</source>
        <translation>Trabalho feito (usuário / host)</translation>
    </message>
    <message>
        <source>Average work done</source>
        <translation>Trabalho médio feito</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>Parcela de recursos</translation>
    </message>
    <message>
        <source>{share} ({percent}% of the total)</source>
        <translation>{share} ({percent} por cento do total)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>active</source>
        <translation>ativo</translation>
    </message>
    <message>
        <source>Turn to compute</source>
        <translation>Vez de calcular</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>Pedido ao agendador pendente</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>Comunicação adiada</translation>
    </message>
    <message>
        <source>Last scheduler contact</source>
        <translation>Último contato com o agendador</translation>
    </message>
    <message>
        <source>CPU time given</source>
        <translation>Tempo de CPU recebido</translation>
    </message>
    <message>
        <source>Tasks succeeded / failed</source>
        <translation>Tarefas com sucesso / com falha</translation>
    </message>
    <message>
        <source>Duration correction factor</source>
        <translation>Fator de correção de duração</translation>
    </message>
    <message>
        <source>Disk usage</source>
        <translation>Uso de disco</translation>
    </message>
    <message>
        <source>owed about {span} of computer time: it comes before the projects owed less</source>
        <translation>deve-se a ele cerca de {span} de tempo de computador: vem antes dos projetos a que se deve menos</translation>
    </message>
    <message>
        <source>has had about {span} more than its share lately: others come first</source>
        <translation>recebeu recentemente cerca de {span} além da sua parcela: os outros vêm primeiro</translation>
    </message>
    <message>
        <source>even: it has had its share of computer time</source>
        <translation>equilibrado: recebeu sua parcela de tempo de computador</translation>
    </message>
    <message>
        <source>Predecessor</source>
        <translation>Predecessora</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Has successor</source>
        <translation>Tem sucessora</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>Kept for successor</source>
        <translation>Mantida para a sucessora</translation>
    </message>
    <message>
        <source>yes: reported, kept with its files for the next task in the chain</source>
        <translation>sim: relatada, mantida com seus arquivos para a próxima tarefa da cadeia</translation>
    </message>
    <message>
        <source>Kept sticky files</source>
        <translation>Arquivos persistentes mantidos</translation>
    </message>
    <message>
        <source>Postponed until</source>
        <translation>Adiada até</translation>
    </message>
    <message>
        <source>{time} (in {span})</source>
        <translation>{time} (em {span})</translation>
    </message>
    <message>
        <source>(projected to finish after its deadline)</source>
        <translation>(previsão de terminar depois do prazo)</translation>
    </message>
    <message>
        <source>(run first to finish well before its deadline)</source>
        <translation>(executada primeiro para terminar bem antes do prazo)</translation>
    </message>
    <message>
        <source>Properties of task {name}</source>
        <translation>Propriedades da tarefa {name}</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projeto</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplicativo</translation>
    </message>
    <message>
        <source>Workunit</source>
        <translation>Unidade de trabalho</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por quê</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Recebida</translation>
    </message>
    <message>
        <source>Report deadline</source>
        <translation>Prazo de relatório</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Tempo decorrido</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>Tempo de CPU</translation>
    </message>
    <message>
        <source>CPU time at last checkpoint</source>
        <translation>Tempo de CPU no último ponto de verificação</translation>
    </message>
    <message>
        <source>Estimated time remaining</source>
        <translation>Tempo restante estimado</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Slot</translation>
    </message>
    <message>
        <source>Memory (working set)</source>
        <translation>Memória (conjunto de trabalho)</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>your preference to leave at least %1 free</source>
        <translation>sua preferência de deixar pelo menos %1 livres</translation>
    </message>
    <message>
        <source>your preference to use no more than %1 % of the disk</source>
        <translation>sua preferência de não usar mais de %1%&#xa0;do disco</translation>
    </message>
    <message>
        <source>your preference to use no more than %1</source>
        <translation>sua preferência de não usar mais de %1</translation>
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
        <translation>%1 dias</translation>
    </message>
    <message>
        <source>not asking: the queue already holds the {min} days of work you asked for</source>
        <translation>sem pedir: a fila já tem os {min} dias de trabalho que você pediu</translation>
    </message>
    <message>
        <source>not asking: it has more than its share of queued work</source>
        <translation>sem pedir: tem mais do que sua parte de trabalho na fila</translation>
    </message>
    <message>
        <source>not asking yet: another project is owed more computer time and is asked first</source>
        <translation>ainda sem pedir: outro projeto tem mais tempo de computação a receber e pede primeiro</translation>
    </message>
    <message>
        <source>not asking: you suspended it</source>
        <translation>sem pedir: você o suspendeu</translation>
    </message>
    <message>
        <source>not asking: you set it to get no new tasks</source>
        <translation>sem pedir: você o configurou para não receber novas tarefas</translation>
    </message>
    <message>
        <source>not asking: the project has ended; you can remove it</source>
        <translation>sem pedir: o projeto terminou; você pode removê-lo</translation>
    </message>
    <message>
        <source>not asking: it is a non-CPU-intensive project</source>
        <translation>sem pedir: é um projeto que não usa a CPU intensivamente</translation>
    </message>
    <message>
        <source>not asking: its resource share is 0, so it gets work only when no other project has any</source>
        <translation>sem pedir: sua cota de recursos é 0, só recebe trabalho quando nenhum outro projeto tem</translation>
    </message>
    <message>
        <source>not asking for a while: its recent requests brought no work</source>
        <translation>sem pedir por um tempo: os pedidos recentes não trouxeram trabalho</translation>
    </message>
    <message>
        <source>not asking: queued tasks are already at risk of missing their deadlines</source>
        <translation>sem pedir: tarefas na fila já correm o risco de perder o prazo</translation>
    </message>
    <message>
        <source>not asking: it has had more than its share of computer time lately</source>
        <translation>sem pedir: recebeu recentemente mais do que sua parte do tempo de computação</translation>
    </message>
    <message>
        <source>not asking: computing is suspended, so the queued tasks would only wait</source>
        <translation>sem pedir: a computação está suspensa, as tarefas na fila só ficariam esperando</translation>
    </message>
    <message>
        <source>not asking: it has enough work for the tasks its app_config.xml limit lets run at once</source>
        <translation>sem pedir: há trabalho suficiente para as tarefas que o limite do app_config.xml deixa rodar ao mesmo tempo</translation>
    </message>
    <message>
        <source>nothing to wait for</source>
        <translation>nada a esperar</translation>
    </message>
    <message>
        <source>not contacted: you suspended it</source>
        <translation>sem contato: você o suspendeu</translation>
    </message>
    <message>
        <source>not contacted: network activity is suspended</source>
        <translation>sem contato: a atividade de rede está suspensa</translation>
    </message>
    <message>
        <source>its list of schedulers could not be read; tried again daily</source>
        <translation>sua lista de agendadores não pôde ser lida; nova tentativa diária</translation>
    </message>
    <message>
        <source>another project is contacted first</source>
        <translation>outro projeto é contatado primeiro</translation>
    </message>
    <message>
        <source>its finished tasks are not due for reporting yet</source>
        <translation>suas tarefas concluídas ainda não precisam ser relatadas</translation>
    </message>
    <message>
        <source>waiting for the next check for work</source>
        <translation>aguardando a próxima verificação de trabalho</translation>
    </message>
    <message>
        <source>asking for work: its queue is below your %1-day minimum</source>
        <translation>pedindo trabalho: a fila está abaixo do seu mínimo de %1 dias</translation>
    </message>
    <message>
        <source>backed off for %1 after a failed request</source>
        <translation>em espera por %1 após um pedido com falha</translation>
    </message>
    <message>
        <source>backed off for %1 after %2 failed requests</source>
        <translation>em espera por %1 após %2 pedidos com falha</translation>
    </message>
    <message>
        <source>waiting %1 before contacting the project again</source>
        <translation>aguardando %1 antes de contatar o projeto novamente</translation>
    </message>
    <message>
        <source>the project asked for %1 between requests</source>
        <translation>o projeto pediu %1 entre pedidos</translation>
    </message>
    <message>
        <source>the project asked for a pause between requests</source>
        <translation>o projeto pediu uma pausa entre pedidos</translation>
    </message>
    <message>
        <source>no work-fetch decision yet</source>
        <translation>ainda sem decisão sobre buscar trabalho</translation>
    </message>
    <message>
        <source>Work fetch: %1</source>
        <translation>Busca de trabalho: %1</translation>
    </message>
    <message>
        <source>Scheduling priority (debt): %1 CPU s · long-term debt %2 s</source>
        <translation>Prioridade de agendamento (débito): %1 s de CPU · débito de longo prazo %2 s</translation>
    </message>
    <message>
        <source>Resource share %1 (%2%)</source>
        <translation>Cota de recursos %1 (%2%)</translation>
    </message>
    <message>
        <source>Next contact in %1</source>
        <translation>Próximo contato em %1</translation>
    </message>
    <message>
        <source> · failed requests: %1</source>
        <translation> · pedidos com falha: %1</translation>
    </message>
    <message>
        <source>you suspended computing (Activity menu)</source>
        <translation>você suspendeu a computação (menu Atividade)</translation>
    </message>
    <message>
        <source>you are using the computer, and your preferences pause computing then</source>
        <translation>você está usando o computador, e suas preferências pausam a computação nesse caso</translation>
    </message>
    <message>
        <source>no one has used the computer lately, and your preferences compute only while in use</source>
        <translation>ninguém usou o computador recentemente, e suas preferências só computam enquanto está em uso</translation>
    </message>
    <message>
        <source>other programs keep the CPUs busy beyond the limit in your preferences</source>
        <translation>outros programas ocupam as CPUs além do limite das suas preferências</translation>
    </message>
    <message>
        <source>the computer runs on batteries, and your preferences pause computing then</source>
        <translation>o computador está na bateria, e suas preferências pausam a computação nesse caso</translation>
    </message>
    <message>
        <source>your preferences allow computing only at other times of day</source>
        <translation>suas preferências só permitem computar em outros horários do dia</translation>
    </message>
    <message>
        <source>computing starts a little after the client starts</source>
        <translation>a computação começa pouco depois de o cliente iniciar</translation>
    </message>
    <message>
        <source>the CPU benchmarks are running</source>
        <translation>os benchmarks de CPU estão em execução</translation>
    </message>
    <message>
        <source>the client needs more disk space than your preferences allow</source>
        <translation>o cliente precisa de mais espaço em disco do que suas preferências permitem</translation>
    </message>
    <message>
        <source>Suspended: you suspended its project</source>
        <translation>Suspensa: você suspendeu o projeto dela</translation>
    </message>
    <message>
        <source>Suspended: you suspended this task</source>
        <translation>Suspensa: você suspendeu esta tarefa</translation>
    </message>
    <message>
        <source>Suspended: %1</source>
        <translation>Suspensa: %1</translation>
    </message>
    <message>
        <source>keeps its running task</source>
        <translation>mantém sua tarefa em execução</translation>
    </message>
    <message>
        <source>resumes its preempted task</source>
        <translation>retoma sua tarefa interrompida</translation>
    </message>
    <message>
        <source>starts its earliest-deadline job</source>
        <translation>inicia sua tarefa de prazo mais próximo</translation>
    </message>
    <message>
        <source>waiting: every CPU runs a task whose deadline is at risk or whose time slice is not over</source>
        <translation>aguardando: cada CPU executa uma tarefa com prazo em risco ou com a fatia de tempo não terminada</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: a task whose deadline is at risk needs its CPU</source>
        <translation>parada antes do fim da sua fatia de tempo: uma tarefa com prazo em risco precisa da sua CPU</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: fewer CPUs may be used than tasks were running</source>
        <translation>parada antes do fim da sua fatia de tempo: podem ser usadas menos CPUs do que tarefas em execução</translation>
    </message>
    <message>
        <source>waiting: computing is suspended (Activity: never)</source>
        <translation>aguardando: o cálculo está suspenso (Atividade: nunca)</translation>
    </message>
    <message>
        <source>waiting: GPU computing is suspended</source>
        <translation>aguardando: o cálculo na GPU está suspenso</translation>
    </message>
    <message>
        <source>waiting: you suspended it</source>
        <translation>aguardando: você a suspendeu</translation>
    </message>
    <message>
        <source>waiting: its input files are not downloaded yet</source>
        <translation>aguardando: seus arquivos de entrada ainda não foram baixados</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>concluída</translation>
    </message>
    <message>
        <source>running: it keeps its CPU for its time slice, about %1 more</source>
        <translation>executando: mantém sua CPU durante sua fatia de tempo, mais uns %1</translation>
    </message>
    <message>
        <source>running: %1 is owed the most computer time for its resource share, so it %2</source>
        <translation>executando: %1 tem mais tempo de computação a receber pela sua cota de recursos, então: %2</translation>
    </message>
    <message>
        <source>waiting: %1 is owed more computer time than %2 for its resource share</source>
        <translation>aguardando: %1 tem mais tempo de computação a receber do que %2 pela sua cota de recursos</translation>
    </message>
    <message>
        <source>running first: taking turns with the other tasks it would finish %1 after its deadline</source>
        <translation>executando primeiro: revezando com as outras tarefas, terminaria %1 depois do prazo</translation>
    </message>
    <message>
        <source>running first: taking turns it would finish only %1 before its deadline, closer than your work buffer&apos;s minimum</source>
        <translation>executando primeiro: revezando, terminaria só %1 antes do prazo, menos que o mínimo da sua reserva de trabalho</translation>
    </message>
    <message>
        <source>waiting: at most %1 tasks of %2 may run at once (your app_config.xml limit)</source>
        <translation>aguardando: no máximo %1 tarefas de %2 podem rodar ao mesmo tempo (seu limite no app_config.xml)</translation>
    </message>
    <message>
        <source>waiting: %1&apos;s CPU time goes to its running tasks or those due sooner</source>
        <translation>aguardando: o tempo de CPU de %1 vai para suas tarefas em execução ou de prazo mais próximo</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, %2 free</source>
        <translation>aguardando: precisa de %1 CPUs, %2 livres</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, but your preferences let the client use only %2</source>
        <translation>aguardando: precisa de %1 CPUs, mas suas preferências deixam o cliente usar só %2</translation>
    </message>
    <message>
        <source>waiting: its app asked to be started again later (%1)</source>
        <translation>aguardando: seu aplicativo pediu para ser reiniciado mais tarde (%1)</translation>
    </message>
    <message>
        <source>waiting: you suspended its project %1</source>
        <translation>aguardando: você suspendeu seu projeto %1</translation>
    </message>
    <message>
        <source>waiting: needs a %1 GPU, which this computer does not have</source>
        <translation>aguardando: precisa de uma GPU %1, que este computador não tem</translation>
    </message>
    <message>
        <source>waiting: needs %1 MB of GPU memory; the device has %2 MB</source>
        <translation>aguardando: precisa de %1 MB de memória de GPU; o dispositivo tem %2 MB</translation>
    </message>
    <message>
        <source>waiting: every %1 device is excluded for its app (cc_config.xml)</source>
        <translation>aguardando: todo dispositivo %1 está excluído para seu aplicativo (cc_config.xml)</translation>
    </message>
    <message>
        <source>waiting: no %1 GPU has room for %2 of a device</source>
        <translation>aguardando: nenhuma GPU %1 tem espaço para %2 de um dispositivo</translation>
    </message>
    <message>
        <source>waiting: its %1 device %2 is gone and no other has room</source>
        <translation>aguardando: seu dispositivo %1 nº %2 sumiu e nenhum outro tem espaço</translation>
    </message>
    <message>
        <source>running: GPU task, %1 of %2 device %3</source>
        <translation>executando: tarefa de GPU, %1 do dispositivo %2 nº %3</translation>
    </message>
    <message>
        <source>Done: it is reported at the next scheduler contact</source>
        <translation>Concluída: será relatada no próximo contato com o servidor</translation>
    </message>
    <message>
        <source>Done: its result is being sent to the project</source>
        <translation>Concluída: o resultado está sendo enviado ao projeto</translation>
    </message>
    <message>
        <source>Its input files are being downloaded</source>
        <translation>Os arquivos de entrada estão sendo baixados</translation>
    </message>
    <message>
        <source>Queued: it starts when a CPU is free and its turn comes</source>
        <translation>Na fila: começa quando houver uma CPU livre e chegar a sua vez</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Concluída</translation>
    </message>
    <message>
        <source>the disk size is unknown</source>
        <translation>o tamanho do disco é desconhecido</translation>
    </message>
    <message>
        <source>files no task needs any more will be deleted first</source>
        <translation>primeiro serão apagados os arquivos de que nenhuma tarefa precisa mais</translation>
    </message>
    <message>
        <source>its expired files will be deleted first</source>
        <translation>primeiro serão apagados seus arquivos expirados</translation>
    </message>
    <message>
        <source>its lowest-priority files will be deleted first</source>
        <translation>primeiro serão apagados seus arquivos de menor prioridade</translation>
    </message>
    <message>
        <source>its least recently used files will be deleted first</source>
        <translation>primeiro serão apagados seus arquivos usados há mais tempo</translation>
    </message>
    <message>
        <source>but every one of its files is in use, so none can be deleted</source>
        <translation>mas todos os seus arquivos estão em uso, então nenhum pode ser apagado</translation>
    </message>
    <message>
        <source>The client may use no disk space (%1); change the disk preferences or free space on the disk.</source>
        <translation>O cliente não pode usar espaço em disco (%1); mude as preferências de disco ou libere espaço no disco.</translation>
    </message>
    <message>
        <source>The client uses %1, %2 more than the %3 allowed (%4); files will be deleted, from projects over their share first.</source>
        <translation>O cliente usa %1, %2 a mais que os %3 permitidos (%4); arquivos serão apagados, primeiro dos projetos acima da sua cota.</translation>
    </message>
    <message>
        <source>Project %1 is over its share by %2; %3.</source>
        <translation>O projeto %1 está %2 acima da sua cota; %3.</translation>
    </message>
    <message>
        <source>All projects are within their disk shares; %1 of the %2 allowed is free (%3).</source>
        <translation>Todos os projetos estão dentro da sua cota de disco; %1 dos %2 permitidos estão livres (%3).</translation>
    </message>
</context>
<context>
    <name>row_actions</name>
    <message>
        <source>Remove project</source>
        <translation>Remover projeto</translation>
    </message>
    <message>
        <source>Remove this project?

%1

Its tasks, including unfinished work, are discarded.</source>
        <translation>Remover este projeto?

%1

Suas tarefas, incluindo trabalho não concluído, são descartadas.</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Redefinir projeto</translation>
    </message>
    <message>
        <source>Reset this project?

%1

All its tasks are discarded and files downloaded again.</source>
        <translation>Redefinir este projeto?

%1

Todas as suas tarefas são descartadas e os arquivos baixados de novo.</translation>
    </message>
    <message>
        <source>%1 (%2 done, %3)</source>
        <translation>%1 (%2 concluído, %3)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… e mais %n</numerusform>
            <numerusform>… e mais %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort 1 task? The work done is lost.</source>
        <translation>Cancelar 1 tarefa? O trabalho feito será perdido.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n tasks? The work done is lost.</source>
        <translation>
            <numerusform>Cancelar %n tarefa? O trabalho feito será perdido.</numerusform>
            <numerusform>Cancelar %n tarefas? O trabalho feito será perdido.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort tasks</source>
        <translation>Cancelar tarefas</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Cancelar transferência</translation>
    </message>
    <message>
        <source>Abort 1 transfer? The task it belongs to fails.</source>
        <translation>Cancelar 1 transferência? A tarefa a que ela pertence falha.</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n transfers? The task they belong to fails.</source>
        <translation>
            <numerusform>Cancelar %n transferência? A tarefa a que pertence falha.</numerusform>
            <numerusform>Cancelar %n transferências? A tarefa a que pertencem falha.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>New</source>
        <translation>Nova</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>Baixando</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>Falha no download</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>Pronta para iniciar</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Executando</translation>
    </message>
    <message>
        <source>Waiting to run</source>
        <translation>Aguardando execução</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Suspensa</translation>
    </message>
    <message>
        <source>Project suspended by user</source>
        <translation>Projeto suspenso pelo usuário</translation>
    </message>
    <message>
        <source>Task suspended by user</source>
        <translation>Tarefa suspensa pelo usuário</translation>
    </message>
    <message>
        <source>Computation error</source>
        <translation>Erro de computação</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>Enviando</translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation>Falha no envio</translation>
    </message>
    <message>
        <source>Ready to report</source>
        <translation>Pronta para relatar</translation>
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
        <translation>Cancelada pelo usuário</translation>
    </message>
    <message>
        <source>Aborted by project</source>
        <translation>Cancelada pelo projeto</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Adiada</translation>
    </message>
    <message>
        <source>Waiting for memory</source>
        <translation>Aguardando memória</translation>
    </message>
    <message>
        <source>Waiting for network</source>
        <translation>Aguardando rede</translation>
    </message>
    <message>
        <source>(non-CPU-intensive)</source>
        <translation>(não intensiva em CPU)</translation>
    </message>
    <message>
        <source>, high priority</source>
        <translation>, prioridade alta</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspenso</translation>
    </message>
    <message>
        <source>Aborted: not started by deadline</source>
        <translation>Cancelada: não iniciada até o prazo</translation>
    </message>
    <message>
        <source>Aborted: task disk limit exceeded</source>
        <translation>Cancelada: limite de disco da tarefa excedido</translation>
    </message>
    <message>
        <source>Aborted: run time limit exceeded</source>
        <translation>Cancelada: tempo máximo de execução excedido</translation>
    </message>
    <message>
        <source>Aborted: memory limit exceeded</source>
        <translation>Cancelada: limite de memória excedido</translation>
    </message>
</context>
<context>
    <name>suspend</name>
    <message>
        <source>on batteries</source>
        <translation>na bateria</translation>
    </message>
    <message>
        <source>computer is in use</source>
        <translation>computador em uso</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>pedido do usuário</translation>
    </message>
    <message>
        <source>time of day</source>
        <translation>horário do dia</translation>
    </message>
    <message>
        <source>CPU benchmarks in progress</source>
        <translation>benchmarks da CPU em andamento</translation>
    </message>
    <message>
        <source>need disk space - check preferences</source>
        <translation>é preciso espaço em disco - verifique as preferências</translation>
    </message>
    <message>
        <source>no recent user activity</source>
        <translation>sem atividade recente do usuário</translation>
    </message>
    <message>
        <source>initial delay</source>
        <translation>atraso inicial</translation>
    </message>
    <message>
        <source>an exclusive app is running</source>
        <translation>um aplicativo exclusivo está em execução</translation>
    </message>
    <message>
        <source>CPU is busy</source>
        <translation>a CPU está ocupada</translation>
    </message>
    <message>
        <source>network transfer limit exceeded</source>
        <translation>limite de transferência de rede excedido</translation>
    </message>
    <message>
        <source>requested by operating system</source>
        <translation>solicitado pelo sistema operacional</translation>
    </message>
    <message>
        <source>not connected to WiFi network</source>
        <translation>sem conexão com rede Wi-Fi</translation>
    </message>
    <message>
        <source>battery low</source>
        <translation>bateria fraca</translation>
    </message>
    <message>
        <source>battery thermal protection</source>
        <translation>proteção térmica da bateria</translation>
    </message>
    <message>
        <source>GUI not active</source>
        <translation>interface gráfica inativa</translation>
    </message>
    <message>
        <source>Podman initializing</source>
        <translation>Podman inicializando</translation>
    </message>
    <message>
        <source>battery charge wait</source>
        <translation>aguardando carga da bateria</translation>
    </message>
    <message>
        <source>battery heat wait</source>
        <translation>aguardando a bateria esfriar</translation>
    </message>
    <message>
        <source>snoozed</source>
        <translation>adiado</translation>
    </message>
    <message>
        <source>computer is off</source>
        <translation>computador desligado</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>sem conexão</translation>
    </message>
    <message>
        <source>snoozed: %1</source>
        <translation>adiado: %1</translation>
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
        <translation>Taxa de progresso</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>ID do processo</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>Pico do conjunto de trabalho</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>Pico de swap</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>Pico de uso de disco</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>Diretório do slot</translation>
    </message>
</context>
<context>
    <name>transfer_status</name>
    <message>
        <source>Upload</source>
        <translation>Upload</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>retry in</source>
        <translation>nova tentativa em</translation>
    </message>
    <message>
        <source>suspended - network activity suspended</source>
        <translation>suspenso – atividade de rede suspensa</translation>
    </message>
    <message>
        <source>active</source>
        <translation>ativo</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>pendente</translation>
    </message>
    <message>
        <source>project backoff</source>
        <translation>pausa do projeto</translation>
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
        <translation>&amp;Até retomar</translation>
    </message>
    <message>
        <source>boinc-gui (emulated)</source>
        <translation>boinc-gui (emulado)</translation>
    </message>
    <message>
        <source>%1: snoozed (%2), %3 left</source>
        <translation>%1: adiado (%2), faltam %3</translation>
    </message>
    <message>
        <source>%1: snoozed, %2 left</source>
        <translation>%1: adiado, faltam %2</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>pedido do usuário</translation>
    </message>
    <message>
        <source>%1: computing suspended (%2)</source>
        <translation>%1: cálculos suspensos (%2)</translation>
    </message>
    <message>
        <source>1 task running</source>
        <translation>1 tarefa em execução</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks running</source>
        <translation>
            <numerusform>%n tarefa em execução</numerusform>
            <numerusform>%n tarefas em execução</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in queue</source>
        <translation>
            <numerusform>%n na fila</numerusform>
            <numerusform>%n na fila</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2, %3, network suspended</source>
        <translation>%1: %2, %3, rede suspensa</translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices</source>
        <translation>
            <numerusform>%n aviso não lido</numerusform>
            <numerusform>%n avisos não lidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices from your projects. Click to read.</source>
        <translation>
            <numerusform>%n aviso não lido dos seus projetos. Clique para ler.</numerusform>
            <numerusform>%n avisos não lidos dos seus projetos. Clique para ler.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>veteran_menus</name>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>Iniciar o aplicativo gráfico da tarefa</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Quais tipos de mensagem o cliente grava no registro de eventos</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Ler novamente cc_config.xml e os arquivos app_config.xml</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Abrir a documentação do boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Web pages</source>
        <translation>Páginas da &amp;web</translation>
    </message>
    <message>
        <source>Show &amp;graphics</source>
        <translation>Mostrar &amp;gráficos</translation>
    </message>
    <message>
        <source>Event log &amp;window…</source>
        <translation>&amp;Janela do registro de eventos…</translation>
    </message>
    <message>
        <source>Event log &amp;options…</source>
        <translation>&amp;Opções do registro de eventos…</translation>
    </message>
    <message>
        <source>Read &amp;config files</source>
        <translation>Ler arquivos &amp;de configuração</translation>
    </message>
    <message>
        <source>Run CPU &amp;benchmarks</source>
        <translation>Executar &amp;benchmarks da CPU</translation>
    </message>
    <message>
        <source>Retry all &amp;transfers</source>
        <translation>&amp;Tentar novamente todas as transferências</translation>
    </message>
    <message>
        <source>Try every pending upload and download, and every deferred scheduler request, now</source>
        <translation>Tentar agora cada envio e download pendente e cada solicitação adiada ao agendador</translation>
    </message>
    <message>
        <source>boinc-gui &amp;help</source>
        <translation>&amp;Ajuda do boinc-gui</translation>
    </message>
    <message>
        <source>&amp;Select one project</source>
        <translation>&amp;Selecione um projeto</translation>
    </message>
    <message>
        <source>%1 &amp;home page</source>
        <translation>&amp;Página inicial de %1</translation>
    </message>
    <message>
        <source>The project has sent &amp;no other links yet</source>
        <translation>O projeto ainda &amp;não enviou outros links</translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation>Nenhum navegador conseguiu abrir %1.</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of boinc-gui.</source>
        <translation>A documentação não está instalada com esta cópia do boinc-gui.</translation>
    </message>
    <message>
        <source>Retrying 1 transfer</source>
        <translation>Tentando novamente 1 transferência</translation>
    </message>
    <message numerus="yes">
        <source>Retrying %n transfers</source>
        <translation>
            <numerusform>Tentando novamente %n transferência</numerusform>
            <numerusform>Tentando novamente %n transferências</numerusform>
        </translation>
    </message>
    <message>
        <source>No transfer is waiting</source>
        <translation>Nenhuma transferência aguardando</translation>
    </message>
</context>
</TS>
