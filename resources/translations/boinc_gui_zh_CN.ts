<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AlertLogDialog</name>
    <message>
        <source>Alerts</source>
        <translation>警报</translation>
    </message>
    <message>
        <source>Tell me when</source>
        <translation>在以下情况时通知我</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Alert log</source>
        <translation>警报日志</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
</context>
<context>
    <name>AlertLogModel</name>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>计算机</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>次数</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use GPU always</source>
        <translation>始终使用 GPU</translation>
    </message>
    <message>
        <source>Use GPU based on preferences</source>
        <translation>按首选项使用 GPU</translation>
    </message>
    <message>
        <source>Suspend GPU</source>
        <translation>暂停 GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Snooze GPU</source>
        <translation>GPU 暂歇</translation>
    </message>
    <message>
        <source>Resume GPU</source>
        <translation>恢复 GPU</translation>
    </message>
    <message>
        <source>GPU only</source>
        <translation>仅 GPU</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Close window</source>
        <translation>关闭窗口</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Stop computing and exit</source>
        <translation>停止计算并退出</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Filter current table</source>
        <translation>筛选当前表格</translation>
    </message>
    <message>
        <source>Select columns…</source>
        <translation>选择列…</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>项目(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>任务(&amp;T)</translation>
    </message>
    <message>
        <source>T&amp;ransfer</source>
        <translation>传输(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>活动(&amp;A)</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Network activity always</source>
        <translation>始终使用网络</translation>
    </message>
    <message>
        <source>Network activity based on preferences</source>
        <translation>按首选项使用网络</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>暂停网络活动</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>暂歇</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>工具(&amp;O)</translation>
    </message>
    <message>
        <source>Add project…</source>
        <translation>添加项目…</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>首选项…</translation>
    </message>
    <message>
        <source>Application settings (app_config.xml)…</source>
        <translation>应用程序设置 (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account manager…</source>
        <translation>账户管理器…</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>规则…</translation>
    </message>
    <message>
        <source>GPUs…</source>
        <translation>GPU…</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>软停止（在下一个检查点之后）</translation>
    </message>
    <message>
        <source>run always</source>
        <translation>始终运行</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>run based on preferences</source>
        <translation>按首选项运行</translation>
    </message>
    <message>
        <source>always</source>
        <translation>始终</translation>
    </message>
    <message>
        <source>based on preferences</source>
        <translation>按首选项</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>suspended (%1)</source>
        <translation>已暂停（%1）</translation>
    </message>
    <message>
        <source>%1, suspended (%2)</source>
        <translation>%1，已暂停（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>运行中 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n downloading</source>
        <translation>
            <numerusform>下载中 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>等待中 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uploading</source>
        <translation>
            <numerusform>上传中 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to report</source>
        <translation>
            <numerusform>待报告 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>ddd dd MMM yyyy HH:mm</source>
        <translation>yyyy/MM/dd ddd HH:mm</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>未知（未安装）</translation>
    </message>
    <message>
        <source>boinc-gui — %1</source>
        <translation>boinc-gui — %1</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Starting the client…</source>
        <translation>正在启动客户端…</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>仅活动</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>事件日志</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>公告</translation>
    </message>
    <message>
        <source>Client notice</source>
        <translation>客户端提示</translation>
    </message>
    <message>
        <source>&lt;b&gt;Emulated client.&lt;/b&gt; This window shows the emulator in accelerated time (the speed is at the bottom right), not real work. The live client replaces it.</source>
        <translation>&lt;b&gt;模拟客户端。&lt;/b&gt;此窗口显示的是以加速时间运行的模拟器（速度在右下角），并非真实工作。实际客户端会取代它。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Rules belong to a client that evaluates them: this computer&apos;s, or a remote boinc-core added under Hosts.</source>
        <translation>规则属于评估它们的客户端：本计算机的客户端，或在 Hosts 下添加的远程 boinc-core。</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>公告 (%1)</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>立即联系项目</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>No new tasks</source>
        <translation>不接受新任务</translation>
    </message>
    <message>
        <source>Allow new tasks</source>
        <translation>允许新任务</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>重置项目</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>退出项目</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>立即重试</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>中止传输</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>立即继续</translation>
    </message>
    <message>
        <source>Run always</source>
        <translation>始终计算</translation>
    </message>
    <message>
        <source>Run based on preferences</source>
        <translation>按首选项计算</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Alerts…</source>
        <translation>警报…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>关于 boinc-gui</translation>
    </message>
    <message>
        <source>Connecting to the client…</source>
        <translation>正在连接客户端…</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>活动</translation>
    </message>
    <message>
        <source>The client&apos;s clock</source>
        <translation>客户端时钟</translation>
    </message>
    <message>
        <source>Tasks by state</source>
        <translation>按状态分类的任务</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>账户管理器</translation>
    </message>
    <message>
        <source>Emulation speed</source>
        <translation>模拟速度</translation>
    </message>
    <message>
        <source>Simulated seconds per real second</source>
        <translation>每真实秒对应的模拟秒数</translation>
    </message>
    <message>
        <source>%1× speed</source>
        <translation>%1 倍速</translation>
    </message>
    <message>
        <source>Account manager: %1</source>
        <translation>账户管理器：%1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;EMULATED&lt;/b&gt; — not real work</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;模拟&lt;/b&gt; — 非真实工作</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>计算：%1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>网络：%1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>Snoozed: %1</source>
        <translation>暂歇中：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>boinc-gui — All computers (%1)</source>
        <translation>boinc-gui — 所有计算机 (%1)</translation>
    </message>
    <message>
        <source>%1 does not report its disk usage to this window.</source>
        <translation>%1 不向此窗口报告其磁盘使用情况。</translation>
    </message>
    <message>
        <source>Disk usage of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>%1 的磁盘使用情况（一次只显示一台计算机：请在“计算机”框中选择其他计算机）</translation>
    </message>
    <message>
        <source>Charts of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>%1 的图表（一次只显示一台计算机：请在“计算机”框中选择其他计算机）</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>The client could not do that: %1</source>
        <translation>客户端无法执行此操作：%1</translation>
    </message>
    <message>
        <source>That computer is no longer shown; the command was not sent.</source>
        <translation>该计算机已不再显示；命令未发送。</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>所有计算机</translation>
    </message>
    <message numerus="yes">
        <source>%1 on all %n computers shown?</source>
        <translation>
            <numerusform>对显示的全部 %n 台计算机执行“%1”？</numerusform>
        </translation>
    </message>
    <message>
        <source>End the snooze</source>
        <translation>结束暂歇</translation>
    </message>
    <message>
        <source>boinc-gui %1: a volunteer-computing manager compatible with BOINC.
Client: %2</source>
        <translation>boinc-gui %1：与 BOINC 兼容的志愿计算管理器。
客户端：%2</translation>
    </message>
    <message>
        <source>boinc-gui keeps computing</source>
        <translation>boinc-gui 仍在计算</translation>
    </message>
    <message>
        <source>The window is closed, not the program: computing goes on. Click the tray icon to open the window; its menu has Exit.</source>
        <translation>关闭的是窗口而不是程序：计算仍在继续。单击托盘图标可打开窗口；其菜单中有“退出”。</translation>
    </message>
    <message>
        <source>Exit boinc-gui</source>
        <translation>退出 boinc-gui</translation>
    </message>
    <message>
        <source>Exit? Computing stops until you start boinc-gui again.</source>
        <translation>退出吗？在再次启动 boinc-gui 之前，计算将停止。</translation>
    </message>
</context>
<context>
    <name>NoticeReminder</name>
    <message>
        <source>1 unread notice from your projects. Click to read.</source>
        <translation>您的项目有 1 条未读公告。单击阅读。</translation>
    </message>
    <message>
        <source>boinc-gui notices</source>
        <translation>boinc-gui 公告</translation>
    </message>
</context>
<context>
    <name>TrayController</name>
    <message>
        <source>Open manager</source>
        <translation>打开管理器</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>暂歇</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>立即继续</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>暂停计算</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>软停止（在下一个检查点之后）</translation>
    </message>
    <message>
        <source>Suspend network</source>
        <translation>暂停网络</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>boinc-gui: starting</source>
        <translation>boinc-gui：正在启动</translation>
    </message>
    <message>
        <source>1 unread notice</source>
        <translation>1 条未读公告</translation>
    </message>
    <message>
        <source>Resume computing</source>
        <translation>继续计算</translation>
    </message>
    <message>
        <source>Resume network</source>
        <translation>恢复网络</translation>
    </message>
    <message>
        <source>boinc-gui needs you</source>
        <translation>boinc-gui 需要您处理</translation>
    </message>
</context>
<context>
    <name>alerts</name>
    <message>
        <source>Task failed</source>
        <translation>任务失败</translation>
    </message>
    <message>
        <source>Project keeps failing</source>
        <translation>项目持续失败</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>截止日期有风险</translation>
    </message>
    <message>
        <source>Disk near its limit</source>
        <translation>磁盘接近上限</translation>
    </message>
    <message>
        <source>Computer not answering</source>
        <translation>计算机无响应</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>after</source>
        <translation>在</translation>
    </message>
    <message>
        <source> failed tasks</source>
        <translation> 个任务失败后</translation>
    </message>
    <message>
        <source>within</source>
        <translation>时间范围</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟内</translation>
    </message>
    <message>
        <source>or after</source>
        <translation>或在</translation>
    </message>
    <message>
        <source> failed scheduler requests</source>
        <translation> 次调度器请求失败后</translation>
    </message>
    <message>
        <source>or when a task would finish within</source>
        <translation>或任务预计在截止日期前不足</translation>
    </message>
    <message>
        <source> h of its deadline</source>
        <translation> 小时完成时</translation>
    </message>
    <message>
        <source>when the client uses</source>
        <translation>当客户端使用达到其磁盘上限的</translation>
    </message>
    <message>
        <source> % of its disk limit</source>
        <translation> % 时</translation>
    </message>
    <message>
        <source>again after it was below</source>
        <translation>再次提醒需先低于</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> s without an answer</source>
        <translation> 秒无响应后</translation>
    </message>
    <message>
        <source>Repeats of a kind wait</source>
        <translation>同类重复提醒等待</translation>
    </message>
    <message>
        <source> min, then come as one</source>
        <translation> 分钟，然后合并为一条</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source> notifications in that time</source>
        <translation> 条通知（在该时间内）</translation>
    </message>
    <message>
        <source>task failed</source>
        <translation>任务失败</translation>
    </message>
    <message>
        <source>project keeps failing</source>
        <translation>项目持续失败</translation>
    </message>
    <message>
        <source>deadline at risk</source>
        <translation>截止日期有风险</translation>
    </message>
    <message>
        <source>disk near its limit</source>
        <translation>磁盘接近上限</translation>
    </message>
    <message>
        <source>computer not answering</source>
        <translation>计算机无响应</translation>
    </message>
    <message>
        <source>a rule says so</source>
        <translation>规则要求时</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>boinc-gui: could not start; see the error above.</source>
        <translation>boinc-gui：无法启动；请查看上面的错误。</translation>
    </message>
    <message>
        <source>boinc-gui: the demo project could not start: %1</source>
        <translation>boinc-gui：演示项目无法启动：%1</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>Message from server</source>
        <translation>来自服务器的消息</translation>
    </message>
    <message>
        <source>Message from account manager</source>
        <translation>来自账户管理器的消息</translation>
    </message>
    <message>
        <source>No tasks are available for the applications you have selected.</source>
        <translation>您选择的应用程序目前没有可用的任务。</translation>
    </message>
    <message>
        <source>Tasks can&apos;t access Internet - check network connection</source>
        <translation>任务无法访问互联网——请检查网络连接</translation>
    </message>
    <message>
        <source>BOINC can&apos;t access Internet - check network connection</source>
        <translation>BOINC 无法访问互联网——请检查网络连接</translation>
    </message>
    <message>
        <source>Tasks need Internet access - consider unsuspending network</source>
        <translation>任务需要访问互联网——请考虑恢复网络活动</translation>
    </message>
    <message>
        <source>A new version of BOINC is available</source>
        <translation>BOINC 有新版本可用</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Your computer type is not supported by this project</source>
        <translation>此项目不支持您的计算机类型</translation>
    </message>
    <message>
        <source>Invalid or missing account key.  To fix, remove and add this project.</source>
        <translation>账户密钥缺失或无效。请移除此项目后重新添加。</translation>
    </message>
    <message>
        <source>Some tasks need more memory than allowed by your preferences.  Please check the preferences.</source>
        <translation>部分任务需要的内存超过了首选项允许的大小。请检查首选项。</translation>
    </message>
    <message>
        <source>Couldn&apos;t write state file; check directory permissions</source>
        <translation>无法写入状态文件；请检查目录权限</translation>
    </message>
</context>
<context>
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>无法启动 %1 的图形：%2</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>System (%1)</source>
        <translation>系统 (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Takes effect the next time the window starts.</source>
        <translation>下次启动窗口时生效。</translation>
    </message>
</context>
<context>
    <name>row_actions</name>
    <message>
        <source>Remove project</source>
        <translation>移除项目</translation>
    </message>
    <message>
        <source>Remove this project?

%1

Its tasks, including unfinished work, are discarded.</source>
        <translation>移除此项目？

%1

其任务（包括未完成的工作）将被丢弃。</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>重置项目</translation>
    </message>
    <message>
        <source>Reset this project?

%1

All its tasks are discarded and files downloaded again.</source>
        <translation>重置此项目？

%1

其所有任务将被丢弃，文件将重新下载。</translation>
    </message>
    <message>
        <source>%1 (%2 done, %3)</source>
        <translation>%1（已完成 %2，%3）</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… 以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort 1 task? The work done is lost.</source>
        <translation>中止 1 个任务？已完成的工作将丢失。</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n tasks? The work done is lost.</source>
        <translation>
            <numerusform>中止 %n 个任务？已完成的工作将丢失。</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort tasks</source>
        <translation>中止任务</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>中止传输</translation>
    </message>
    <message>
        <source>Abort 1 transfer? The task it belongs to fails.</source>
        <translation>中止 1 个传输？它所属的任务将失败。</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n transfers? The task they belong to fails.</source>
        <translation>
            <numerusform>中止 %n 个传输？它们所属的任务将失败。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>正在下载</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>下载失败</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>准备开始</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>正在运行</translation>
    </message>
    <message>
        <source>Waiting to run</source>
        <translation>等待运行</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Project suspended by user</source>
        <translation>项目已被用户暂停</translation>
    </message>
    <message>
        <source>Task suspended by user</source>
        <translation>任务已被用户暂停</translation>
    </message>
    <message>
        <source>Computation error</source>
        <translation>计算错误</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>正在上传</translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation>上传失败</translation>
    </message>
    <message>
        <source>Ready to report</source>
        <translation>准备报告</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>已中止</translation>
    </message>
    <message>
        <source>Aborted by user</source>
        <translation>已被用户中止</translation>
    </message>
    <message>
        <source>Aborted by project</source>
        <translation>已被项目中止</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>已推迟</translation>
    </message>
    <message>
        <source>Waiting for memory</source>
        <translation>等待内存</translation>
    </message>
    <message>
        <source>Waiting for network</source>
        <translation>等待网络</translation>
    </message>
    <message>
        <source>(non-CPU-intensive)</source>
        <translation>(非 CPU 密集型)</translation>
    </message>
    <message>
        <source>, high priority</source>
        <translation>，高优先级</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Aborted: not started by deadline</source>
        <translation>已中止：未在截止日期前开始</translation>
    </message>
    <message>
        <source>Aborted: task disk limit exceeded</source>
        <translation>已中止：超出任务磁盘限制</translation>
    </message>
    <message>
        <source>Aborted: run time limit exceeded</source>
        <translation>已中止：超出运行时间限制</translation>
    </message>
    <message>
        <source>Aborted: memory limit exceeded</source>
        <translation>已中止：超出内存限制</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>Alerts</source>
        <translation>警报</translation>
    </message>
    <message>
        <source>Computers</source>
        <translation>计算机</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Name of the application to add</source>
        <translation>要添加的应用程序名称</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>搜索任务历史</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>完成时间不早于</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>完成时间早于</translation>
    </message>
    <message>
        <source>No data yet.</source>
        <translation>暂无数据。</translation>
    </message>
    <message>
        <source>Computing suspended: %1</source>
        <translation>计算已暂停：%1</translation>
    </message>
    <message>
        <source>Computing resumed</source>
        <translation>计算已恢复</translation>
    </message>
    <message>
        <source>Task %1 failed: %2</source>
        <translation>任务 %1 失败：%2</translation>
    </message>
</context>
<context>
    <name>suspend</name>
    <message>
        <source>on batteries</source>
        <translation>使用电池供电</translation>
    </message>
    <message>
        <source>computer is in use</source>
        <translation>计算机正在使用</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>用户请求</translation>
    </message>
    <message>
        <source>time of day</source>
        <translation>时间段</translation>
    </message>
    <message>
        <source>CPU benchmarks in progress</source>
        <translation>正在进行 CPU 基准测试</translation>
    </message>
    <message>
        <source>need disk space - check preferences</source>
        <translation>需要磁盘空间 - 请检查首选项</translation>
    </message>
    <message>
        <source>no recent user activity</source>
        <translation>最近无用户活动</translation>
    </message>
    <message>
        <source>initial delay</source>
        <translation>初始延迟</translation>
    </message>
    <message>
        <source>an exclusive app is running</source>
        <translation>独占应用程序正在运行</translation>
    </message>
    <message>
        <source>CPU is busy</source>
        <translation>CPU 繁忙</translation>
    </message>
    <message>
        <source>network transfer limit exceeded</source>
        <translation>超出网络传输限制</translation>
    </message>
    <message>
        <source>requested by operating system</source>
        <translation>操作系统请求</translation>
    </message>
    <message>
        <source>not connected to WiFi network</source>
        <translation>未连接到 WiFi 网络</translation>
    </message>
    <message>
        <source>battery low</source>
        <translation>电池电量低</translation>
    </message>
    <message>
        <source>battery thermal protection</source>
        <translation>电池过热保护</translation>
    </message>
    <message>
        <source>GUI not active</source>
        <translation>图形界面未激活</translation>
    </message>
    <message>
        <source>Podman initializing</source>
        <translation>Podman 正在初始化</translation>
    </message>
    <message>
        <source>battery charge wait</source>
        <translation>等待电池充电</translation>
    </message>
    <message>
        <source>battery heat wait</source>
        <translation>等待电池降温</translation>
    </message>
    <message>
        <source>snoozed</source>
        <translation>暂歇中</translation>
    </message>
    <message>
        <source>computer is off</source>
        <translation>计算机已关闭</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>snoozed: %1</source>
        <translation>暂歇中：%1</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>15 minutes</source>
        <translation>15 分钟</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 小时</translation>
    </message>
    <message>
        <source>3 hours</source>
        <translation>3 小时</translation>
    </message>
    <message>
        <source>Until resumed</source>
        <translation>直到继续</translation>
    </message>
    <message>
        <source>boinc-gui (emulated)</source>
        <translation>boinc-gui（模拟）</translation>
    </message>
    <message>
        <source>%1: snoozed (%2), %3 left</source>
        <translation>%1：暂歇中（%2），剩余 %3</translation>
    </message>
    <message>
        <source>%1: snoozed, %2 left</source>
        <translation>%1：暂歇中，剩余 %2</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>用户请求</translation>
    </message>
    <message>
        <source>%1: computing suspended (%2)</source>
        <translation>%1：计算已暂停（%2）</translation>
    </message>
    <message>
        <source>1 task running</source>
        <translation>1 个任务正在运行</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks running</source>
        <translation>
            <numerusform>%n 个任务正在运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in queue</source>
        <translation>
            <numerusform>队列中 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1：%2，%3</translation>
    </message>
    <message>
        <source>%1: %2, %3, network suspended</source>
        <translation>%1：%2，%3，网络已暂停</translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices</source>
        <translation>
            <numerusform>%n 条未读公告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices from your projects. Click to read.</source>
        <translation>
            <numerusform>您的项目有 %n 条未读公告。单击阅读。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>veteran_menus</name>
    <message>
        <source>Web pages</source>
        <translation>网页</translation>
    </message>
    <message>
        <source>Show graphics</source>
        <translation>显示图形</translation>
    </message>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>启动任务的图形应用程序</translation>
    </message>
    <message>
        <source>Event log window…</source>
        <translation>事件日志窗口…</translation>
    </message>
    <message>
        <source>Event log options…</source>
        <translation>事件日志选项…</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>客户端写入事件日志的消息类型</translation>
    </message>
    <message>
        <source>Read config files</source>
        <translation>读取配置文件</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>重新读取 cc_config.xml 和 app_config.xml 文件</translation>
    </message>
    <message>
        <source>Run CPU benchmarks</source>
        <translation>运行 CPU 基准测试</translation>
    </message>
    <message>
        <source>Retry all transfers</source>
        <translation>重试所有传输</translation>
    </message>
    <message>
        <source>Try every pending upload and download now</source>
        <translation>立即尝试所有待处理的上传和下载</translation>
    </message>
    <message>
        <source>boinc-gui help</source>
        <translation>boinc-gui 帮助</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>打开 boinc-gui 文档</translation>
    </message>
    <message>
        <source>Select one project</source>
        <translation>请选择一个项目</translation>
    </message>
    <message>
        <source>%1 home page</source>
        <translation>%1 主页</translation>
    </message>
    <message>
        <source>The project has sent no other links yet</source>
        <translation>该项目尚未发送其他链接</translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation>没有浏览器能打开 %1。</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of boinc-gui.</source>
        <translation>此 boinc-gui 副本未安装文档。</translation>
    </message>
    <message>
        <source>Retrying 1 transfer</source>
        <translation>正在重试 1 个传输</translation>
    </message>
    <message numerus="yes">
        <source>Retrying %n transfers</source>
        <translation>
            <numerusform>正在重试 %n 个传输</numerusform>
        </translation>
    </message>
    <message>
        <source>No transfer is waiting</source>
        <translation>没有等待中的传输</translation>
    </message>
</context>
</TS>
