<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
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
</TS>
