<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
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
    <name>GpuControls</name>
    <message>
        <source>Use GPU always</source>
        <translation>Usar a GPU sempre</translation>
    </message>
    <message>
        <source>Use GPU based on preferences</source>
        <translation>Usar a GPU conforme as preferências</translation>
    </message>
    <message>
        <source>Suspend GPU</source>
        <translation>Suspender a GPU</translation>
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
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>Close window</source>
        <translation>Fechar janela</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Sair</translation>
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
        <source>Filter current table</source>
        <translation>Filtrar a tabela atual</translation>
    </message>
    <message>
        <source>Select columns…</source>
        <translation>Escolher colunas…</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
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
        <source>Network activity always</source>
        <translation>Atividade de rede sempre</translation>
    </message>
    <message>
        <source>Network activity based on preferences</source>
        <translation>Atividade de rede conforme as preferências</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>Suspender a atividade de rede</translation>
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
        <source>Add project…</source>
        <translation>Adicionar projeto…</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Preferências…</translation>
    </message>
    <message>
        <source>Application settings (app_config.xml)…</source>
        <translation>Configurações de aplicativos (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account manager…</source>
        <translation>Gerenciador de contas…</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Regras…</translation>
    </message>
    <message>
        <source>GPUs…</source>
        <translation>GPUs…</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>Parada suave (após o próximo ponto de salvamento)</translation>
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
        <source>Notices (%1)</source>
        <translation>Avisos (%1)</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>Contatar o projeto agora</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Suspender</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>No new tasks</source>
        <translation>Sem novas tarefas</translation>
    </message>
    <message>
        <source>Allow new tasks</source>
        <translation>Permitir novas tarefas</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>Redefinir projeto</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>Desvincular do projeto</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriedades</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>Tentar novamente agora</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>Cancelar transferência</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>Retomar agora</translation>
    </message>
    <message>
        <source>Run always</source>
        <translation>Calcular sempre</translation>
    </message>
    <message>
        <source>Run based on preferences</source>
        <translation>Calcular conforme as preferências</translation>
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
        <translation>Escuro</translation>
    </message>
    <message>
        <source>Alerts…</source>
        <translation>Alertas…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>Sobre o boinc-gui</translation>
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
</context>
<context>
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>Não foi possível iniciar os gráficos de %1: %2</translation>
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
        <source>Search the task history</source>
        <translation>Pesquisar no histórico de tarefas</translation>
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
        <translation>Até retomar</translation>
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
        <source>Web pages</source>
        <translation>Páginas da web</translation>
    </message>
    <message>
        <source>Show graphics</source>
        <translation>Mostrar gráficos</translation>
    </message>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>Iniciar o aplicativo gráfico da tarefa</translation>
    </message>
    <message>
        <source>Event log window…</source>
        <translation>Janela do registro de eventos…</translation>
    </message>
    <message>
        <source>Event log options…</source>
        <translation>Opções do registro de eventos…</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>Quais tipos de mensagem o cliente grava no registro de eventos</translation>
    </message>
    <message>
        <source>Read config files</source>
        <translation>Ler arquivos de configuração</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>Ler novamente cc_config.xml e os arquivos app_config.xml</translation>
    </message>
    <message>
        <source>Run CPU benchmarks</source>
        <translation>Executar benchmarks da CPU</translation>
    </message>
    <message>
        <source>Retry all transfers</source>
        <translation>Tentar novamente todas as transferências</translation>
    </message>
    <message>
        <source>Try every pending upload and download now</source>
        <translation>Tentar agora cada envio e download pendente</translation>
    </message>
    <message>
        <source>boinc-gui help</source>
        <translation>Ajuda do boinc-gui</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>Abrir a documentação do boinc-gui</translation>
    </message>
    <message>
        <source>Select one project</source>
        <translation>Selecione um projeto</translation>
    </message>
    <message>
        <source>%1 home page</source>
        <translation>Página inicial de %1</translation>
    </message>
    <message>
        <source>The project has sent no other links yet</source>
        <translation>O projeto ainda não enviou outros links</translation>
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
