<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>About</name>
    <message>
        <source>installed with the program</source>
        <translation>随程序安装</translation>
    </message>
    <message>
        <source>none: an emulated client keeps its tasks in memory</source>
        <translation>无：模拟的客户端把任务保存在内存中</translation>
    </message>
    <message>
        <source>on the computer shown (a remote client)</source>
        <translation>在所显示的计算机上（远程客户端）</translation>
    </message>
    <message>
        <source>A manager for volunteer computing, compatible with BOINC&apos;s clients and projects.</source>
        <translation>一个志愿计算管理器，兼容 BOINC 的客户端和项目。</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>许可证：{licence}。</translation>
    </message>
    <message>
        <source>Documentation: {docs}</source>
        <translation>文档：{docs}</translation>
    </message>
    <message>
        <source>BOINC, its projects and its community: {url}</source>
        <translation>BOINC、它的项目和社区：{url}</translation>
    </message>
    <message>
        <source>Client: {client}</source>
        <translation>客户端：{client}</translation>
    </message>
    <message>
        <source>Data directory: {where}</source>
        <translation>数据目录：{where}</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>关于 boinc-gui</translation>
    </message>
</context>
<context>
    <name>AcctMgrDialog</name>
    <message>
        <source>Use an account manager</source>
        <translation>使用账户管理器</translation>
    </message>
    <message>
        <source>An account manager keeps your list of projects on its web site and attaches all your computers to them. Sign in with your account at the manager.</source>
        <translation>账户管理器在其网站上保存您的项目列表，并把您所有的计算机加入这些项目。请用您在管理器上的账户登录。</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>账户管理器</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>其他…</translation>
    </message>
    <message>
        <source>Account manager URL</source>
        <translation>账户管理器网址</translation>
    </message>
    <message>
        <source>Account manager user name</source>
        <translation>账户管理器用户名</translation>
    </message>
    <message>
        <source>Account manager password</source>
        <translation>账户管理器密码</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>管理器</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>网址</translation>
    </message>
    <message>
        <source>Name or email</source>
        <translation>用户名或电子邮件</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Synchronise now</source>
        <translation>立即同步</translation>
    </message>
    <message>
        <source>Stop using it</source>
        <translation>停止使用</translation>
    </message>
    <message>
        <source>This computer uses {manager} ({url}).</source>
        <translation>这台计算机使用 {manager}（{url}）。</translation>
    </message>
    <message>
        <source>Enter your user name (or email) and password at the account manager.</source>
        <translation>请输入您在账户管理器上的用户名（或电子邮件）和密码。</translation>
    </message>
    <message>
        <source>Contacting the account manager…</source>
        <translation>正在联系账户管理器…</translation>
    </message>
    <message>
        <source>Synchronising with the account manager…</source>
        <translation>正在与账户管理器同步…</translation>
    </message>
    <message>
        <source>Leaving the account manager…</source>
        <translation>正在退出账户管理器…</translation>
    </message>
</context>
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
    <name>AppConfigDialog</name>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>应用程序</translation>
    </message>
    <message>
        <source>Most running at once</source>
        <translation>最多同时运行</translation>
    </message>
    <message>
        <source>Report at once</source>
        <translation>立即报告</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>CPUs per task (0 = as sent)</source>
        <translation>每个任务的 CPU 数（0 = 按发送的设置）</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a whole number from 0 ({no_limit}) to {most}</source>
        <translation>{where}：“{text}”不是 0（{no_limit}）到 {most} 之间的整数</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a number</source>
        <translation>{where}：“{text}”不是数字</translation>
    </message>
    <message>
        <source>{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)</source>
        <translation>{where}：{text} 超出范围（0 到 {most}；0.5 = 半个 CPU）</translation>
    </message>
    <message>
        <source>{where}: longer than {most} characters</source>
        <translation>{where}：超过 {most} 个字符</translation>
    </message>
    <message>
        <source>{where}: contains control characters (a line break?)</source>
        <translation>{where}：包含控制字符（换行？）</translation>
    </message>
    <message>
        <source>Project application settings (app_config.xml)</source>
        <translation>项目的应用程序设置（app_config.xml）</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Most tasks of this project running at once</source>
        <translation>本项目最多同时运行的任务数</translation>
    </message>
    <message>
        <source>Report every finished task at once</source>
        <translation>每个完成的任务都立即报告</translation>
    </message>
    <message>
        <source>Applications</source>
        <translation>应用程序</translation>
    </message>
    <message>
        <source>application name (as the project names it)</source>
        <translation>应用程序名称（与项目中的名称一致）</translation>
    </message>
    <message>
        <source>Add application</source>
        <translation>添加应用程序</translation>
    </message>
    <message>
        <source>The current app_config.xml cannot be used ({reason}); saving replaces it.</source>
        <translation>当前的 app_config.xml 无法使用（{reason}）；保存将替换它。</translation>
    </message>
    <message>
        <source>A whole number, or 0 for no limit</source>
        <translation>整数，或 0 表示无限制</translation>
    </message>
    <message>
        <source>Enter a new application name (no &lt; &gt; or &amp;).</source>
        <translation>请输入新的应用程序名称（不能含 &lt; &gt; 或 &amp;）。</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>未保存：{reason}</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在保存…</translation>
    </message>
    <message>
        <source>Saved; the client uses the new settings now.</source>
        <translation>已保存；客户端现在使用新的设置。</translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <source>I have an account (email and password)</source>
        <translation>我有账户（电子邮件和密码）</translation>
    </message>
    <message>
        <source>I am new: create an account</source>
        <translation>我是新用户：创建账户</translation>
    </message>
    <message>
        <source>I have an account key</source>
        <translation>我有账户密钥</translation>
    </message>
    <message>
        <source>Add project to {computer}</source>
        <translation>向 {computer} 添加项目</translation>
    </message>
    <message>
        <source>Add project</source>
        <translation>添加项目</translation>
    </message>
    <message>
        <source>Choose a project to give the computer {computer}&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>选择一个项目来使用计算机 {computer} 的空闲时间，然后用您在该项目的账户登录、创建一个账户，或输入您的账户密钥。</translation>
    </message>
    <message>
        <source>Choose a project to give your computer&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>选择一个项目来使用您计算机的空闲时间，然后用您在该项目的账户登录、创建一个账户，或输入您的账户密钥。</translation>
    </message>
    <message>
        <source>Search projects by name, science area or institution</source>
        <translation>按名称、科学领域或机构搜索项目</translation>
    </message>
    <message>
        <source>Search projects</source>
        <translation>搜索项目</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Demo project (built in)</source>
        <translation>演示项目（内置）</translation>
    </message>
    <message>
        <source>Other project…</source>
        <translation>其他项目…</translation>
    </message>
    <message>
        <source>Project preset</source>
        <translation>预设项目</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>项目网址</translation>
    </message>
    <message>
        <source>How to sign in</source>
        <translation>登录方式</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>电子邮件地址</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation>确认密码</translation>
    </message>
    <message>
        <source>Forgot your password?</source>
        <translation>忘记密码？</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>用户名</translation>
    </message>
    <message>
        <source>account key (32 hex digits from the project&apos;s web site)</source>
        <translation>账户密钥（项目网站上的 32 位十六进制数字）</translation>
    </message>
    <message>
        <source>Account key</source>
        <translation>账户密钥</translation>
    </message>
    <message>
        <source>Terms of use</source>
        <translation>使用条款</translation>
    </message>
    <message>
        <source>I accept the project&apos;s terms of use</source>
        <translation>我接受该项目的使用条款</translation>
    </message>
    <message>
        <source>Attach status</source>
        <translation>加入状态</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>网址</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>电子邮件</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Use an account manager…</source>
        <translation>使用账户管理器…</translation>
    </message>
    <message>
        <source>What attaching would do (emulated; the new project&apos;s jobs are guessed until it sends some)</source>
        <translation>加入后的影响（模拟；新项目的作业在其发送之前是估计的）</translation>
    </message>
    <message>
        <source>Choose a project to see what it would do to the others.</source>
        <translation>选择一个项目，查看它对其他项目的影响。</translation>
    </message>
    <message>
        <source>(already attached)</source>
        <translation>（已加入）</translation>
    </message>
    <message>
        <source>Create account and attach</source>
        <translation>创建账户并加入</translation>
    </message>
    <message>
        <source>{computer} is already attached to this project.</source>
        <translation>{computer} 已加入此项目。</translation>
    </message>
    <message>
        <source>This computer is already attached to this project.</source>
        <translation>这台计算机已加入此项目。</translation>
    </message>
    <message>
        <source>Enter your account key (on the project&apos;s web site, under your account).</source>
        <translation>请输入您的账户密钥（在项目网站上您的账户页面中）。</translation>
    </message>
    <message>
        <source>Enter your account key.</source>
        <translation>请输入您的账户密钥。</translation>
    </message>
    <message>
        <source>Asking the project for your account…</source>
        <translation>正在向项目查询您的账户…</translation>
    </message>
    <message>
        <source>You did not accept the project&apos;s terms of use, so no account was created. Tick the box to accept them, or cancel.</source>
        <translation>您没有接受该项目的使用条款，因此没有创建账户。勾选复选框以接受条款，或者取消。</translation>
    </message>
    <message>
        <source>The two passwords differ: type the same password in both boxes.</source>
        <translation>两次输入的密码不同：请在两个框中输入相同的密码。</translation>
    </message>
    <message>
        <source>Creating your account at the project…</source>
        <translation>正在项目中创建您的账户…</translation>
    </message>
    <message>
        <source>Read the project&apos;s terms of use above; tick the box to accept them, then click again.</source>
        <translation>请阅读上方的项目使用条款；勾选复选框以接受条款，然后再次点击。</translation>
    </message>
    <message>
        <source>Contacting the project…</source>
        <translation>正在联系项目…</translation>
    </message>
    <message>
        <source>Attach failed: %1</source>
        <translation>加入失败：%1</translation>
    </message>
    <message>
        <source>Attached; waiting for the project to accept the account…</source>
        <translation>已加入；正在等待项目接受账户…</translation>
    </message>
    <message>
        <source>The project did not accept the account: {reason} The project was removed again; correct the account and try again.</source>
        <translation>项目没有接受该账户：{reason} 项目已被再次移除；请更正账户后重试。</translation>
    </message>
    <message>
        <source>The project&apos;s scheduler has not answered yet; the project stays attached and the client keeps trying. See the event log.</source>
        <translation>项目的调度器尚未回应；项目仍保持加入，客户端会继续尝试。请查看事件日志。</translation>
    </message>
</context>
<context>
    <name>DailyCharts</name>
    <message>
        <source>Not enough history yet</source>
        <translation>历史记录尚不足</translation>
    </message>
    <message>
        <source>User total credit</source>
        <translation>用户总积分</translation>
    </message>
    <message>
        <source>User average credit (per day)</source>
        <translation>用户平均积分 (每天)</translation>
    </message>
    <message>
        <source>Host total credit</source>
        <translation>主机总积分</translation>
    </message>
    <message>
        <source>Host average credit (per day)</source>
        <translation>主机平均积分 (每天)</translation>
    </message>
    <message>
        <source>Credit earned by this host each day</source>
        <translation>此主机每天获得的积分</translation>
    </message>
    <message>
        <source>CPU time of the tasks finished each day (hours)</source>
        <translation>每天完成任务的 CPU 时间 (小时)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Last 6 months</source>
        <translation>最近 6 个月</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>全部时间</translation>
    </message>
    <message>
        <source>Computer of the daily statistics</source>
        <translation>每日统计的计算机</translation>
    </message>
    <message>
        <source>Daily statistics range</source>
        <translation>每日统计范围</translation>
    </message>
    <message>
        <source>Daily statistics charts</source>
        <translation>每日统计图表</translation>
    </message>
    <message>
        <source>Daily statistics are kept in the task history, which is not open.</source>
        <translation>每日统计保存在任务历史中,而任务历史未打开。</translation>
    </message>
    <message>
        <source>The task history cannot be read: %1</source>
        <translation>无法读取任务历史: %1</translation>
    </message>
    <message>
        <source>One day recorded so far (%1): each day adds a point, and figures counted per day appear from the second day on.</source>
        <translation>目前只记录了一天 (%1): 每天增加一个点,按天计算的数值从第二天开始显示。</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>本计算机</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 yet: they are added once a day while the manager runs.</source>
        <translation>尚无 %1 的每日统计: 管理器运行时每天添加一次。</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 in this range: they are added once a day while the manager runs.</source>
        <translation>此范围内没有 %1 的每日统计: 管理器运行时每天添加一次。</translation>
    </message>
</context>
<context>
    <name>DiskTab</name>
    <message>
        <source>Total disk usage</source>
        <translation>磁盘总用量</translation>
    </message>
    <message>
        <source>Disk usage by projects</source>
        <translation>各项目磁盘用量</translation>
    </message>
    <message>
        <source>Total disk usage legend</source>
        <translation>磁盘总用量图例</translation>
    </message>
    <message>
        <source>Disk usage by projects legend</source>
        <translation>各项目磁盘用量图例</translation>
    </message>
    <message>
        <source>Waiting for the client…</source>
        <translation>正在等待客户端…</translation>
    </message>
    <message>
        <source>Disk explanation</source>
        <translation>磁盘说明</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>Share limit</source>
        <translation>份额上限</translation>
    </message>
    <message>
        <source>Over / under</source>
        <translation>超出 / 余量</translation>
    </message>
    <message>
        <source>Deletable</source>
        <translation>可删除</translation>
    </message>
    <message>
        <source>Disk usage per project</source>
        <translation>每个项目的磁盘用量</translation>
    </message>
    <message>
        <source>Used by this client</source>
        <translation>此客户端已用</translation>
    </message>
    <message>
        <source>Free for this client</source>
        <translation>此客户端可用空间</translation>
    </message>
    <message>
        <source>Free, kept from the client</source>
        <translation>可用但不给客户端使用</translation>
    </message>
    <message>
        <source>Other programs</source>
        <translation>其他程序</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no projects: 0 bytes used</source>
        <translation>无项目: 已用 0 字节</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>超出 %1</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>余量 %1</translation>
    </message>
    <message>
        <source>⚠ over its share</source>
        <translation>⚠ 超出其份额</translation>
    </message>
</context>
<context>
    <name>EventLogTab</name>
    <message>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>警报</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Project notice</source>
        <translation>项目通知</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>所有项目</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>按项目筛选</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>所有严重程度</translation>
    </message>
    <message>
        <source>Filter by severity</source>
        <translation>按严重程度筛选</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>搜索消息</translation>
    </message>
    <message>
        <source>Copy shown</source>
        <translation>复制显示内容</translation>
    </message>
    <message>
        <source>Copy the lines the filters show, to paste into a forum post</source>
        <translation>复制筛选后显示的行,以便粘贴到论坛帖子中</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>事件日志</translation>
    </message>
</context>
<context>
    <name>EventLogWindow</name>
    <message>
        <source>boinc-gui — Event log</source>
        <translation>boinc-gui — 事件日志</translation>
    </message>
    <message>
        <source>Show messages of</source>
        <translation>显示以下来源的消息</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>所有项目</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>全部复制</translation>
    </message>
    <message>
        <source>Copy every line shown to the clipboard</source>
        <translation>把显示的每一行复制到剪贴板</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>复制所选</translation>
    </message>
    <message>
        <source>Copy the selected lines to the clipboard (Ctrl+C)</source>
        <translation>把选中的行复制到剪贴板（Ctrl+C）</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>事件日志</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>项目：</translation>
    </message>
</context>
<context>
    <name>FirstStartBanner</name>
    <message>
        <source>&lt;b&gt;Welcome to boinc-gui.&lt;/b&gt; To show you how work flows, the built-in demo project has been added: it needs no account and runs a small real computation on this computer. When you are ready, add a science project with your account at it; you can remove the demo project at any time.</source>
        <translation>&lt;b&gt;欢迎使用 boinc-gui。&lt;/b&gt;为了向您展示工作流程,已添加内置的演示项目: 它无需账户,会在本计算机上运行一个小型的真实计算。准备好后,请添加一个您有账户的科学项目;演示项目可随时移除。</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>首次启动</translation>
    </message>
    <message>
        <source>Add a science project…</source>
        <translation>添加科学项目…</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>知道了</translation>
    </message>
</context>
<context>
    <name>GpuCharts</name>
    <message>
        <source>GPUs in use (devices)</source>
        <translation>正在使用的 GPU(设备数)</translation>
    </message>
    <message>
        <source>GPU time (hours)</source>
        <translation>GPU 时间(小时)</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1(共 %2 个)</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use &amp;GPU always</source>
        <translation>始终使用 GPU(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Use GPU based on preferences</source>
        <translation>按首选项使用 GPU(&amp;U)</translation>
    </message>
    <message>
        <source>Suspen&amp;d GPU</source>
        <translation>暂停 GPU(&amp;D)</translation>
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
    <name>GpuDevicesDialog</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驱动程序</translation>
    </message>
    <message>
        <source>In use by</source>
        <translation>使用者</translation>
    </message>
    <message>
        <source>(declared)</source>
        <translation>（已声明）</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Keep a project off a GPU</source>
        <translation>让项目不使用某个 GPU</translation>
    </message>
    <message>
        <source>every app (or an app&apos;s short name)</source>
        <translation>所有应用（或某个应用的简称）</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>排除</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>App</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>This computer has no GPU the client uses.</source>
        <translation>这台计算机没有客户端使用的 GPU。</translation>
    </message>
    <message>
        <source>every {gpu} device</source>
        <translation>所有 {gpu} 设备</translation>
    </message>
    <message>
        <source>{gpu} device {number}</source>
        <translation>{gpu} 设备 {number}</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>This computer</source>
        <translation>本计算机</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>已中止</translation>
    </message>
    <message>
        <source>download failed</source>
        <translation>下载失败</translation>
    </message>
    <message>
        <source>upload failed</source>
        <translation>上传失败</translation>
    </message>
    <message>
        <source>aborted by user</source>
        <translation>被用户中止</translation>
    </message>
    <message>
        <source>aborted by project</source>
        <translation>被项目中止</translation>
    </message>
    <message>
        <source>aborted by client</source>
        <translation>被客户端中止</translation>
    </message>
    <message>
        <source>Search task, application or project</source>
        <translation>搜索任务、应用程序或项目</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>搜索任务历史</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>任意结果</translation>
    </message>
    <message>
        <source>Filter by computer</source>
        <translation>按计算机筛选</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>按项目筛选</translation>
    </message>
    <message>
        <source>Filter by application</source>
        <translation>按应用程序筛选</translation>
    </message>
    <message>
        <source>Filter by outcome</source>
        <translation>按结果筛选</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>自</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>自此以后完成</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>在此之前完成</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Task history</source>
        <translation>任务历史</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>所有计算机</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>所有项目</translation>
    </message>
    <message>
        <source>All applications</source>
        <translation>所有应用程序</translation>
    </message>
    <message>
        <source>, %1 credit</source>
        <translation>、积分 %1</translation>
    </message>
    <message>
        <source>%1: %2 tasks, %3 ok, %4 errors, %5 aborted; average CPU %6, elapsed %7</source>
        <translation>%1: 任务 %2、成功 %3、错误 %4、中止 %5; 平均 CPU %6、已用 %7</translation>
    </message>
    <message>
        <source>(unknown app)</source>
        <translation>(未知应用程序)</translation>
    </message>
    <message>
        <source>%1 tasks match</source>
        <translation>匹配的任务: %1 个</translation>
    </message>
    <message>
        <source>%1 tasks recorded</source>
        <translation>已记录的任务: %1 个</translation>
    </message>
    <message>
        <source>Export task history</source>
        <translation>导出任务历史</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败: %1</translation>
    </message>
    <message>
        <source>Exported %1 tasks to %2</source>
        <translation>已将 %1 个任务导出到 %2</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Edit host</source>
        <translation>编辑主机</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>添加主机</translation>
    </message>
    <message>
        <source>host name or IP address</source>
        <translation>主机名或 IP 地址</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Enter the host&apos;s name or IP address.</source>
        <translation>请输入主机的名称或 IP 地址。</translation>
    </message>
</context>
<context>
    <name>HostListModel</name>
    <message>
        <source>Computer</source>
        <translation>计算机</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>in this program</source>
        <translation>在本程序中</translation>
    </message>
</context>
<context>
    <name>HostManager</name>
    <message>
        <source>connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>需要密码</translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation>密码错误</translation>
    </message>
    <message>
        <source>unknown host name</source>
        <translation>未知的主机名</translation>
    </message>
    <message>
        <source>no answer (timed out)</source>
        <translation>无应答（超时）</translation>
    </message>
    <message>
        <source>host unreachable</source>
        <translation>主机不可达</translation>
    </message>
    <message>
        <source>connection reset by the host</source>
        <translation>连接被主机重置</translation>
    </message>
    <message>
        <source>connection refused (is the client running, and does it accept this computer?)</source>
        <translation>连接被拒绝（客户端是否在运行，是否接受这台计算机？）</translation>
    </message>
    <message>
        <source>the host closed the connection (this computer may not be in its remote_hosts.cfg)</source>
        <translation>主机关闭了连接（这台计算机可能不在它的 remote_hosts.cfg 中）</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>connected, {ms} ms</source>
        <translation>已连接，{ms} 毫秒</translation>
    </message>
    <message>
        <source>; retrying in {seconds} s</source>
        <translation>；{seconds} 秒后重试</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>这台计算机</translation>
    </message>
    <message>
        <source>The password is kept in your system keyring.</source>
        <translation>密码保存在系统密钥环中。</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>没有可用的系统密钥环，因此不保存密码：boinc-gui 仅在运行期间保留它，下次会再次询问。</translation>
    </message>
    <message>
        <source>no answer for {seconds} s</source>
        <translation>已 {seconds} 秒无应答</translation>
    </message>
    <message>
        <source>Host password</source>
        <translation>主机密码</translation>
    </message>
    <message>
        <source>GUI RPC password for {host} ({address}:{port}).</source>
        <translation>{host}（{address}:{port}）的 GUI RPC 密码。</translation>
    </message>
    <message>
        <source>the host&apos;s answer is too large to read</source>
        <translation>主机的应答过大, 无法读取</translation>
    </message>
    <message>
        <source>the host&apos;s answer is not BOINC&apos;s GUI RPC (is a BOINC client listening on this port?)</source>
        <translation>主机的应答不是 BOINC 的 GUI RPC (此端口上是否有 BOINC 客户端在监听?)</translation>
    </message>
    <message>
        <source>the host&apos;s client does not know this request (%1)</source>
        <translation>主机的客户端不认识此请求 (%1)</translation>
    </message>
    <message>
        <source>the host&apos;s client answered with an error: %1</source>
        <translation>主机的客户端返回了错误: %1</translation>
    </message>
    <message>
        <source>network error (%1)</source>
        <translation>网络错误 (%1)</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 has changed, so nothing was sent to it. Pinned: SHA-256 %2. Presented now: SHA-256 %3. If that computer&apos;s certificate was made anew on purpose, compare the new fingerprint with what &quot;boinc-core tls-fingerprint&quot; prints there and accept it in Hosts &gt; Edit (&quot;Accept the new certificate&quot;). Otherwise someone may be in between: do not accept it.</source>
        <translation>%1 的 TLS 证书已改变，因此没有向它发送任何内容。已固定：SHA-256 %2。现在出示：SHA-256 %3。如果那台计算机的证书是有意重新生成的，请把新指纹与那里“boinc-core tls-fingerprint”显示的指纹比较，然后在“主机 &gt; 编辑”中接受它（“接受新证书”）。否则可能有人在中间：不要接受它。</translation>
    </message>
    <message>
        <source>SSH: the host key of %1 is not the one in %2 (it changed, or someone is in between), so nothing was sent. If it changed on purpose, check it, remove the old key (ssh-keygen -R) and log in once with ssh.</source>
        <translation>SSH：%1 的主机密钥不是 %2 中的那个（它变了，或者有人在中间），因此没有发送任何内容。如果它是有意改变的，请核对它，删除旧密钥（ssh-keygen -R），再用 ssh 登录一次。</translation>
    </message>
    <message>
        <source>SSH: %1 is not in %2. Log in once with &quot;ssh -p %3 %4&quot;, compare its host key fingerprint and accept it, then try again.</source>
        <translation>SSH：%1 不在 %2 中。请用“ssh -p %3 %4”登录一次，核对其主机密钥指纹并接受它，然后再试。</translation>
    </message>
    <message>
        <source>SSH: %1 accepted none of the keys offered (agent, %2). Is the public key in its authorized_keys?</source>
        <translation>SSH：%1 没有接受所提供的任何密钥（代理、%2）。公钥在它的 authorized_keys 中吗？</translation>
    </message>
    <message>
        <source>SSH to %1 failed: %2</source>
        <translation>到 %1 的 SSH 失败：%2</translation>
    </message>
    <message>
        <source>SSH to %1: %2:%3 refused the connection there (%4). Is the BOINC client running?</source>
        <translation>到 %1 的 SSH：那里的 %2:%3 拒绝了连接（%4）。BOINC 客户端在运行吗？</translation>
    </message>
    <message>
        <source>SSH to %1: the connection was lost (%2)</source>
        <translation>到 %1 的 SSH：连接已断开（%2）</translation>
    </message>
</context>
<context>
    <name>HostSelector</name>
    <message>
        <source>Computer</source>
        <translation>计算机</translation>
    </message>
    <message>
        <source>Which computer the tabs show (or all of them at once)</source>
        <translation>各标签页显示哪台计算机（或同时显示全部）</translation>
    </message>
</context>
<context>
    <name>Hosts</name>
    <message>
        <source>All computers</source>
        <translation>所有计算机</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>移除主机</translation>
    </message>
    <message>
        <source>{all}: {answering} of {shown} answering</source>
        <translation>{all}：{shown} 台中 {answering} 台在应答</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>计算机</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>计算机：</translation>
    </message>
    <message>
        <source>Host status</source>
        <translation>主机状态</translation>
    </message>
    <message>
        <source>Ho&amp;sts</source>
        <translation>主机(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Manage hosts…</source>
        <translation>管理主机(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>添加主机(&amp;A)…</translation>
    </message>
    <message>
        <source>Show all &amp;computers</source>
        <translation>显示所有计算机(&amp;C)</translation>
    </message>
</context>
<context>
    <name>HostsDialog</name>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove {host} from the list?</source>
        <translation>要从列表中移除 {host} 吗？</translation>
    </message>
</context>
<context>
    <name>LazyHistory</name>
    <message>
        <source>The task history could not be opened.</source>
        <translation>无法打开任务历史。</translation>
    </message>
</context>
<context>
    <name>LogFlagsDialog</name>
    <message>
        <source>Event log options</source>
        <translation>事件日志选项</translation>
    </message>
    <message>
        <source>The kinds of messages the client writes to its event log. The *_debug flags are for finding a problem: they write many lines.</source>
        <translation>客户端写入事件日志的消息种类。*_debug 标志用于排查问题：它们会写入很多行。</translation>
    </message>
    <message>
        <source>Event log options are set for the client on this computer (its cc_config.xml is here); for another computer, edit the file there.</source>
        <translation>事件日志选项是为这台计算机上的客户端设置的（它的 cc_config.xml 在这里）；对于其他计算机，请在那里编辑该文件。</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}); it is left as it is. Correct it, then try again.</source>
        <translation>无法读取 {path}（{error}）；保持原样不变。请修正后重试。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
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
        <source>Snooze</source>
        <translation>暂歇</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>工具(&amp;O)</translation>
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
        <source>&amp;Projects</source>
        <translation>项目(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>任务(&amp;T)</translation>
    </message>
    <message>
        <source>Trans&amp;fers</source>
        <translation>传输(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Disk</source>
        <translation>磁盘(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>统计(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Event log</source>
        <translation>事件日志(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Notices</source>
        <translation>公告(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>历史(&amp;H)</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>公告 (%1)</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>更新(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Suspend</source>
        <translation>暂停(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;No new tasks</source>
        <translation>不接受新任务(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Allow new tasks</source>
        <translation>允许新任务(&amp;A)</translation>
    </message>
    <message>
        <source>Res&amp;et project</source>
        <translation>重置项目(&amp;E)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>属性(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>中止(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Retry now</source>
        <translation>立即重试(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Abort transfer</source>
        <translation>中止传输(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Resume now</source>
        <translation>立即继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Run always</source>
        <translation>始终计算(&amp;R)</translation>
    </message>
    <message>
        <source>Run based on &amp;preferences</source>
        <translation>按首选项计算(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>关闭窗口(&amp;C)</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>退出(&amp;X)</translation>
    </message>
    <message>
        <source>F&amp;ilter current table</source>
        <translation>筛选当前表格(&amp;I)</translation>
    </message>
    <message>
        <source>Select &amp;columns…</source>
        <translation>选择列(&amp;C)…</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>主题(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Network activity always</source>
        <translation>始终使用网络(&amp;N)</translation>
    </message>
    <message>
        <source>Network activity &amp;based on preferences</source>
        <translation>按首选项使用网络(&amp;B)</translation>
    </message>
    <message>
        <source>Suspend net&amp;work activity</source>
        <translation>暂停网络活动(&amp;W)</translation>
    </message>
    <message>
        <source>Sn&amp;ooze</source>
        <translation>暂歇(&amp;O)</translation>
    </message>
    <message>
        <source>Soft s&amp;top (after the next checkpoint)</source>
        <translation>软停止（在下一个检查点之后）(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Add project…</source>
        <translation>添加项目(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>Application &amp;settings (app_config.xml)…</source>
        <translation>应用程序设置 (app_config.xml)(&amp;S)…</translation>
    </message>
    <message>
        <source>Account &amp;manager…</source>
        <translation>账户管理器(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>规则(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;GPUs…</source>
        <translation>GPU(&amp;G)…</translation>
    </message>
    <message>
        <source>A&amp;lerts…</source>
        <translation>警报(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;About boinc-gui</source>
        <translation>关于 boinc-gui(&amp;A)</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>立即联系项目</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>退出项目</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
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
    <name>NoticesTab</name>
    <message>
        <source>Alert</source>
        <translation>警报</translation>
    </message>
    <message>
        <source>This client</source>
        <translation>此客户端</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Notice text</source>
        <translation>通知内容</translation>
    </message>
    <message>
        <source>No notices yet. Projects and the client post news and alerts here.</source>
        <translation>暂无通知。项目和客户端会在这里发布消息和警报。</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>此窗口</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>首选项页面</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>代理</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt;: see the Proxy page.</source>
        <translation>&lt;b&gt;代理服务器&lt;/b&gt;：请见“代理”页面。</translation>
    </message>
    <message>
        <source>Using local preferences: saved in global_prefs_override.xml in the data directory and applied at once.</source>
        <translation>正在使用本地首选项：保存在数据目录的 global_prefs_override.xml 中并立即生效。</translation>
    </message>
    <message>
        <source>Problems with these preferences</source>
        <translation>这些首选项的问题</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>&lt;{name}&gt;, {low} to {high} {unit}</source>
        <translation>&lt;{name}&gt;，{low} 到 {high} {unit}</translation>
    </message>
    <message>
        <source>Compute only between</source>
        <translation>仅在此时段计算</translation>
    </message>
    <message>
        <source>Transfer files only between</source>
        <translation>仅在此时段传输文件</translation>
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
        <source>Day-of-week override (replaces the every-day window on that day):</source>
        <translation>按星期的例外（当天代替每日时段）：</translation>
    </message>
    <message>
        <source>Manager (this window)</source>
        <translation>管理器（本窗口）</translation>
    </message>
    <message>
        <source>system</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation>语言（下次启动时生效）</translation>
    </message>
    <message>
        <source>Closing the window keeps computing in the tray</source>
        <translation>关闭窗口后在托盘中继续计算</translation>
    </message>
    <message>
        <source>Ask before exiting (computing stops)</source>
        <translation>退出前询问（计算会停止）</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>启动时最小化到托盘</translation>
    </message>
    <message>
        <source>Ignored where the desktop has no system tray: the window opens then.</source>
        <translation>桌面没有系统托盘时忽略：那时会打开窗口。</translation>
    </message>
    <message>
        <source>Start boinc-gui when I log in</source>
        <translation>登录时启动 boinc-gui</translation>
    </message>
    <message>
        <source>Writes or removes {path}</source>
        <translation>写入或删除 {path}</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>Remind me of unread notices every</source>
        <translation>提醒未读通知的间隔</translation>
    </message>
    <message>
        <source>Keep task history up to</source>
        <translation>任务历史最多保留</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt; are the client&apos;s settings, not this window&apos;s: the client reads &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in its data directory, or takes them from &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</source>
        <translation>&lt;b&gt;代理服务器&lt;/b&gt;是客户端的设置，不是本窗口的：客户端读取其数据目录中 cc_config.xml 的 &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt;，或从 &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt; 获取。</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>无法写入 {path}：{error}</translation>
    </message>
    <message>
        <source>Could not remove {path}: {error}</source>
        <translation>无法删除 {path}：{error}</translation>
    </message>
</context>
<context>
    <name>PreviewGpu</name>
    <message>
        <source>GPU %1 (%2 devices): idle %3 (%4 with the current settings); GPU tasks done %5 (%6); GPU tasks late %7 (%8)</source>
        <translation>GPU %1(%2 个设备):空闲 %3(当前设置下 %4);已完成 GPU 任务 %5(%6);超期 GPU 任务 %7(%8)</translation>
    </message>
    <message>
        <source>the %1 GPUs would stand idle %2 of the time (with the current settings: %3)</source>
        <translation>%1 GPU 将有 %2 的时间空闲(当前设置下:%3)</translation>
    </message>
    <message>
        <source>%1 GPU tasks would miss their deadlines (with the current settings: %2)</source>
        <translation>%1 个 GPU 任务将错过截止时间(当前设置下:%2)</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview (emulated from this computer&apos;s tasks)</source>
        <translation>预览（根据这台计算机的任务模拟）</translation>
    </message>
    <message>
        <source>Change a setting to see what it would do.</source>
        <translation>更改一项设置即可查看其影响。</translation>
    </message>
    <message>
        <source>Preview figures per project</source>
        <translation>按项目的预览数据</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>无预览：{reason}</translation>
    </message>
    <message>
        <source>Over the next {span}: {changes}.</source>
        <translation>在接下来的 {span} 内：{changes}。</translation>
    </message>
    <message>
        <source>{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; deadlines missed {missed}; requests to its server per day {rpcs}</source>
        <translation>{project}（新）：CPU 份额 {cpu}，资源份额 {share}；完成任务 {done}；错过截止日期 {missed}；每天对其服务器的请求 {rpcs}</translation>
    </message>
    <message>
        <source>{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share {share}; tasks done {done} ({done_now} with the current settings); deadlines missed {missed} ({missed_now} with the current settings); requests to its server per day {rpcs} ({rpcs_now} with the current settings)</source>
        <translation>{project}：CPU 份额 {cpu}（当前设置下为 {cpu_now}），资源份额 {share}；完成任务 {done}（当前设置下为 {done_now}）；错过截止日期 {missed}（当前设置下为 {missed_now}）；每天对其服务器的请求 {rpcs}（当前设置下为 {rpcs_now}）</translation>
    </message>
    <message>
        <source>Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current settings)</source>
        <translation>允许计算的 CPU 的空闲时间：{idle}（当前设置下为 {idle_now}）</translation>
    </message>
    <message>
        <source>({percent} of it)</source>
        <translation>（占其中 {percent}）</translation>
    </message>
    <message>
        <source>Disk: {used} used now; limit {limit}{share}, set by {rule}</source>
        <translation>磁盘：当前已用 {used}；上限 {limit}{share}，由 {rule} 决定</translation>
    </message>
    <message>
        <source>({limit} with the current settings)</source>
        <translation>（当前设置下为 {limit}）</translation>
    </message>
</context>
<context>
    <name>ProxyPage</name>
    <message>
        <source>Proxy</source>
        <translation>代理</translation>
    </message>
    <message>
        <source>The client connects to projects through these proxies from the moment you save. Passwords are kept with the client&apos;s settings in its data directory, readable only by you (the client needs them to connect on its own).</source>
        <translation>从保存时起，客户端通过这些代理连接项目。密码与客户端的设置一起保存在其数据目录中，只有您能读取（客户端需要它们来自行连接）。</translation>
    </message>
    <message>
        <source>cc_config.xml names a proxy: the client uses that one, and keeps these settings for when it no longer does.</source>
        <translation>cc_config.xml 指定了一个代理：客户端使用那个代理，并保留这些设置以备它不再使用时之用。</translation>
    </message>
    <message>
        <source>HTTP proxy</source>
        <translation>HTTP 代理</translation>
    </message>
    <message>
        <source>Connect through an HTTP proxy</source>
        <translation>通过 HTTP 代理连接</translation>
    </message>
    <message>
        <source>SOCKS proxy</source>
        <translation>SOCKS 代理</translation>
    </message>
    <message>
        <source>Connect through a SOCKS 5 proxy</source>
        <translation>通过 SOCKS 5 代理连接</translation>
    </message>
    <message>
        <source>host names, separated by commas</source>
        <translation>主机名，用逗号分隔</translation>
    </message>
    <message>
        <source>Do not use a proxy for</source>
        <translation>以下地址不使用代理</translation>
    </message>
    <message>
        <source>{proxy} server</source>
        <translation>{proxy} 服务器</translation>
    </message>
    <message>
        <source>{proxy} port</source>
        <translation>{proxy} 端口</translation>
    </message>
    <message>
        <source>{proxy} user name</source>
        <translation>{proxy} 用户名</translation>
    </message>
    <message>
        <source>{proxy} password</source>
        <translation>{proxy} 密码</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>用户名</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>the HTTP proxy needs a server name</source>
        <translation>HTTP 代理需要服务器名称</translation>
    </message>
    <message>
        <source>the SOCKS proxy needs a server name</source>
        <translation>SOCKS 代理需要服务器名称</translation>
    </message>
    <message>
        <source>the {proxy} proxy server name is not a host name</source>
        <translation>{proxy} 代理的服务器名称不是主机名</translation>
    </message>
    <message>
        <source>the {proxy} proxy port {port} is not between 1 and 65535</source>
        <translation>{proxy} 代理的端口 {port} 不在 1 到 65535 之间</translation>
    </message>
</context>
<context>
    <name>RowTableModel</name>
    <message>
        <source>%1
(out of date: %2)</source>
        <translation>%1
(已过时: %2)</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>Edit rule</source>
        <translation>编辑规则</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>添加规则</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>When (all that are ticked hold)</source>
        <translation>条件（所有勾选项都成立时）</translation>
    </message>
    <message>
        <source>CPU temperature above</source>
        <translation>CPU 温度高于</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>时段</translation>
    </message>
    <message>
        <source>every day (or e.g. mon-fri, sat,sun)</source>
        <translation>每天（或例如 mon-fri, sat,sun）</translation>
    </message>
    <message>
        <source>Program running</source>
        <translation>程序正在运行</translation>
    </message>
    <message>
        <source>On battery below</source>
        <translation>使用电池且低于</translation>
    </message>
    <message>
        <source>Schedule (CSV)</source>
        <translation>计划表（CSV）</translation>
    </message>
    <message>
        <source>path of the CSV file: WHEN,VALUE lines</source>
        <translation>CSV 文件路径：WHEN,VALUE 格式的行</translation>
    </message>
    <message>
        <source>above</source>
        <translation>高于</translation>
    </message>
    <message>
        <source>below</source>
        <translation>低于</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>则</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>暂停计算</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>暂停网络活动</translation>
    </message>
    <message>
        <source>Allow computing (lift the preferences&apos; suspensions)</source>
        <translation>允许计算（解除首选项造成的暂停）</translation>
    </message>
    <message>
        <source>Allow network activity</source>
        <translation>允许网络活动</translation>
    </message>
    <message>
        <source>Snooze for</source>
        <translation>暂停提醒</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>最多使用</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>% 的 CPU 时间</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Soft stop (each task after its next checkpoint, then suspend)</source>
        <translation>软停止（每个任务在下一个检查点后暂停）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n 个 CPU</numerusform>
        </translation>
    </message>
    <message>
        <source>the time of day starts and ends at the same time</source>
        <translation>时段的开始和结束时间相同</translation>
    </message>
    <message>
        <source>give the program&apos;s name (not a path)</source>
        <translation>请给出程序名称（不是路径）</translation>
    </message>
    <message>
        <source>give the schedule&apos;s CSV file</source>
        <translation>请给出计划表的 CSV 文件</translation>
    </message>
    <message>
        <source>tick “above” or “below” for the schedule</source>
        <translation>请为计划表勾选“高于”或“低于”</translation>
    </message>
    <message>
        <source>give the text to notify</source>
        <translation>请给出通知的文字</translation>
    </message>
    <message>
        <source>another rule is already named &apos;{name}&apos;</source>
        <translation>已有另一条规则名为“{name}”</translation>
    </message>
    <message>
        <source>This rule cannot work yet: {reason}.</source>
        <translation>这条规则还无法生效：{reason}。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>这台计算机</translation>
    </message>
    <message>
        <source>No rules yet. A rule suspends or limits computing, or tells you, while something holds: a CPU temperature, a time of day, a program running, the battery. Add… makes one.</source>
        <translation>还没有规则。规则会在某个条件成立时暂停或限制计算，或提醒您：CPU 温度、一天中的时段、正在运行的程序、电池。点“添加…”创建一条。</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>计算机</translation>
    </message>
    <message>
        <source>First rule that holds decides; the rules apply to the chosen computer&apos;s client, which evaluates them itself.</source>
        <translation>第一条成立的规则起决定作用；规则应用于所选计算机的客户端，由它自行判断。</translation>
    </message>
    <message>
        <source>The changes to the rules of {host} are not saved. Drop them?</source>
        <translation>对 {host} 规则的更改尚未保存。要放弃吗？</translation>
    </message>
    <message>
        <source>No computer&apos;s rules can be edited here.</source>
        <translation>这里无法编辑任何计算机的规则。</translation>
    </message>
    <message>
        <source>{host} is not connected (its password is needed): choose it in the window first.</source>
        <translation>{host} 未连接（需要它的密码）：请先在窗口中选择它。</translation>
    </message>
    <message>
        <source>Reading the rules of {host}…</source>
        <translation>正在读取 {host} 的规则…</translation>
    </message>
    <message>
        <source>Refused by the client (not kept when you save; the previous file stays as rules.xml.bak):</source>
        <translation>被客户端拒绝（保存时不会保留；之前的文件保存为 rules.xml.bak）：</translation>
    </message>
    <message>
        <source>The client on {host} does not support rules: only boinc-core evaluates them (a BOINC client does not).</source>
        <translation>{host} 上的客户端不支持规则：只有 boinc-core 会判断规则（BOINC 客户端不会）。</translation>
    </message>
    <message>
        <source>The rules of {host} cannot be read: {reason}</source>
        <translation>无法读取 {host} 的规则：{reason}</translation>
    </message>
    <message>
        <source>{host} refused the rules: {reason}</source>
        <translation>{host} 拒绝了这些规则：{reason}</translation>
    </message>
    <message>
        <source>{host} could not be reached: {reason}</source>
        <translation>无法连接到 {host}：{reason}</translation>
    </message>
    <message>
        <source>In force now: {rules}.</source>
        <translation>当前生效：{rules}。</translation>
    </message>
    <message>
        <source>No rule holds now.</source>
        <translation>当前没有成立的规则。</translation>
    </message>
    <message>
        <source>Computing suspended: {reason}.</source>
        <translation>计算已暂停：{reason}。</translation>
    </message>
    <message>
        <source>Network activity suspended: {reason}.</source>
        <translation>网络活动已暂停：{reason}。</translation>
    </message>
    <message>
        <source>Sending the rules to {host}…</source>
        <translation>正在把规则发送到 {host}…</translation>
    </message>
    <message>
        <source>The rules could not be saved: {reason}</source>
        <translation>无法保存规则：{reason}</translation>
    </message>
</context>
<context>
    <name>ShareWhatIf</name>
    <message>
        <source>What if the resource share were different?</source>
        <translation>如果资源份额不同会怎样？</translation>
    </message>
    <message>
        <source>Resource share to preview</source>
        <translation>要预览的资源份额</translation>
    </message>
    <message>
        <source>Resource shares are set in your account on the project&apos;s web site (or by your account manager). Change the number to see what another share would do here.</source>
        <translation>资源份额在项目网站上的您的账户中设置（或由您的账户管理器设置）。更改数字即可查看另一个份额在这里的影响。</translation>
    </message>
    <message>
        <source>Resource share:</source>
        <translation>资源份额：</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Connecting to the client…</source>
        <translation>正在连接客户端…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Advanced view</source>
        <translation>高级视图</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Start computing again</source>
        <translation>重新开始计算</translation>
    </message>
    <message>
        <source>Stop all computing until you resume</source>
        <translation>停止所有计算,直到您恢复</translation>
    </message>
    <message>
        <source>This computer does not work for any project yet: use Advanced view, Tools &gt; Add project.</source>
        <translation>这台计算机尚未为任何项目工作: 请使用高级视图中的&quot;工具 &gt; 添加项目&quot;。</translation>
    </message>
    <message>
        <source>This computer is doing science for %1.</source>
        <translation>这台计算机正在为 %1 进行科学计算。</translation>
    </message>
    <message>
        <source>This computer works for %1. Computing is suspended (%2).</source>
        <translation>这台计算机为 %1 工作。计算已暂停 (%2)。</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>This computer works for %1. No task is running at this moment: work is on its way or waiting its turn.</source>
        <translation>这台计算机为 %1 工作。此刻没有任务在运行: 任务正在途中或在等待轮到它。</translation>
    </message>
    <message>
        <source>and 1 more task running</source>
        <translation>另有 1 个任务正在运行</translation>
    </message>
    <message>
        <source>and %1 more tasks running</source>
        <translation>另有 %1 个任务正在运行</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>简单视图(&amp;V)</translation>
    </message>
    <message>
        <source>One screen: what this computer does, for which science</source>
        <translation>单一画面: 这台计算机在做什么、为哪项科学</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Daily history</source>
        <translation>每日历史</translation>
    </message>
    <message>
        <source>day %1 %2</source>
        <translation>第 %1 天 %2</translation>
    </message>
    <message>
        <source>Statistics view</source>
        <translation>统计视图</translation>
    </message>
    <message>
        <source>Live: this computer&apos;s figures every few seconds. Daily history: credit and CPU time per day, from the task history</source>
        <translation>实时: 每隔几秒显示本计算机的数据。每日历史: 来自任务历史的每日积分和 CPU 时间</translation>
    </message>
    <message>
        <source>Follow live data</source>
        <translation>跟随实时数据</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>统计图表</translation>
    </message>
    <message>
        <source>Scheduling priority (debt, CPU s)</source>
        <translation>调度优先级 (欠额, CPU 秒)</translation>
    </message>
    <message>
        <source>CPU share now vs resource share (dashed), %</source>
        <translation>当前 CPU 份额与资源份额 (虚线), %</translation>
    </message>
    <message>
        <source>Queued work (CPU hours)</source>
        <translation>排队的工作量 (CPU 小时)</translation>
    </message>
    <message>
        <source>Work done (credit)</source>
        <translation>完成工作量 (积分)</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <source>Show all the data again (the wheel and a drag zoom in)</source>
        <translation>重新显示全部数据 (滚轮和拖动可放大)</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · right-click: more</source>
        <translation>滚轮: 缩放 · 拖动: 平移 · 右键: 更多</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
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
        <source>Filter projects (Ctrl+F)</source>
        <translation>筛选项目 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter tasks (Ctrl+F)</source>
        <translation>筛选任务 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter transfers (Ctrl+F)</source>
        <translation>筛选传输 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>仅活动任务</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>筛选%1</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>%1 表格</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Rows matching the filter: %1 of %2</source>
        <translation>符合筛选条件的行: %1 / %2</translation>
    </message>
    <message>
        <source>Rows: %1</source>
        <translation>行数: %1</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Reset columns</source>
        <translation>重置列</translation>
    </message>
</context>
<context>
    <name>TransportBox</name>
    <message>
        <source>(SSH via {where})</source>
        <translation>（经由 {where} 的 SSH）</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Plain GUI RPC (any BOINC client)</source>
        <translation>普通 GUI RPC（任何 BOINC 客户端）</translation>
    </message>
    <message>
        <source>TLS (boinc-core with --gui-rpc-tls-port)</source>
        <translation>TLS（带 --gui-rpc-tls-port 的 boinc-core）</translation>
    </message>
    <message>
        <source>SSH tunnel (BOINC listening on the host&apos;s 127.0.0.1)</source>
        <translation>SSH 隧道（BOINC 监听主机的 127.0.0.1）</translation>
    </message>
    <message>
        <source>Get certificate</source>
        <translation>获取证书</translation>
    </message>
    <message>
        <source>Accept the new certificate</source>
        <translation>接受新证书</translation>
    </message>
    <message>
        <source>Pinned SHA-256</source>
        <translation>已固定的 SHA-256</translation>
    </message>
    <message>
        <source>Presented</source>
        <translation>对方出示的</translation>
    </message>
    <message>
        <source>the address above</source>
        <translation>上面的地址</translation>
    </message>
    <message>
        <source>your user name here</source>
        <translation>您在那里的用户名</translation>
    </message>
    <message>
        <source>the SSH agent and ~/.ssh keys</source>
        <translation>SSH 代理和 ~/.ssh 中的密钥</translation>
    </message>
    <message>
        <source>none, or unchanged (kept in the keyring)</source>
        <translation>无，或不变（保存在密钥环中）</translation>
    </message>
    <message>
        <source>SSH host</source>
        <translation>SSH 主机</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>SSH 端口</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>密钥文件</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>密钥口令</translation>
    </message>
    <message>
        <source>Reach it by</source>
        <translation>连接方式</translation>
    </message>
    <message>
        <source>none yet: the first certificate seen is pinned</source>
        <translation>尚无：将固定第一次看到的证书</translation>
    </message>
    <message>
        <source>could not get it: {reason}</source>
        <translation>无法获取：{reason}</translation>
    </message>
    <message>
        <source>Compare it with what `boinc-core tls-fingerprint` prints on that computer; it is pinned when you press OK.</source>
        <translation>请与那台计算机上 `boinc-core tls-fingerprint` 输出的内容比较；按“确定”时将其固定。</translation>
    </message>
    <message>
        <source>the same as the pinned one</source>
        <translation>与已固定的相同</translation>
    </message>
    <message>
        <source>DIFFERENT from the pinned one: accept it only if that computer&apos;s certificate was made anew and `boinc-core tls-fingerprint` there prints this.</source>
        <translation>与已固定的不同：只有当那台计算机的证书已重新生成，且那里的 `boinc-core tls-fingerprint` 输出的正是这个时，才接受它。</translation>
    </message>
    <message>
        <source>accepted: pinned when you press OK</source>
        <translation>已接受：按“确定”时固定</translation>
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
    <name>WelcomePage</name>
    <message>
        <source>Welcome to boinc-gui</source>
        <translation>欢迎使用 boinc-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;boinc-gui lends your computer&apos;s spare processor time and disk space to science projects: it downloads their tasks, runs them while you do not need the computer (as your preferences say), sends the results back and keeps you informed here and in the tray.&lt;/p&gt;&lt;p&gt;It works with BOINC projects and tools: you choose the projects, each with an account on its web site. You can pause computing at any time from the Activity menu or the tray icon.&lt;/p&gt;&lt;p&gt;&lt;b&gt;To begin, add a project.&lt;/b&gt; The built-in demo project needs no account: it runs a small real computation on this computer, so you can see how everything works before choosing a science project.&lt;/p&gt;</source>
        <translation>&lt;p&gt;boinc-gui 将您计算机空闲的处理器时间和磁盘空间提供给科学项目: 它下载项目的任务,在您不需要计算机时 (按照您的首选项) 运行它们,发回结果,并在这里和系统托盘中向您通报进展。&lt;/p&gt;&lt;p&gt;它与 BOINC 项目和工具配合使用: 由您选择项目,每个项目都需要在其网站上注册账户。您可以随时通过&quot;活动&quot;菜单或托盘图标暂停计算。&lt;/p&gt;&lt;p&gt;&lt;b&gt;首先,请添加一个项目。&lt;/b&gt;内置的演示项目无需账户: 它在本计算机上运行一个小型的真实计算,让您在选择科学项目之前先了解一切如何运作。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a project…</source>
        <translation>添加项目…</translation>
    </message>
    <message>
        <source>Add a project</source>
        <translation>添加项目</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以后再说</translation>
    </message>
    <message>
        <source>Show the tabs; Tools › Add project… opens the same dialog later</source>
        <translation>显示选项卡;稍后可通过&quot;工具 › 添加项目…&quot;打开同一对话框</translation>
    </message>
</context>
<context>
    <name>_TaskCard</name>
    <message>
        <source>%1: %2 done, about %3 left</source>
        <translation>%1: 已完成 %2,还剩约 %3</translation>
    </message>
    <message>
        <source>%1: %2 done</source>
        <translation>%1: 已完成 %2</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>%1 的进度</translation>
    </message>
    <message>
        <source>Your credit at %1: %2</source>
        <translation>您在 %1 的积分: %2</translation>
    </message>
</context>
<context>
    <name>_Window</name>
    <message>
        <source>{label} from</source>
        <translation>{label} 起</translation>
    </message>
    <message>
        <source>{label} to</source>
        <translation>{label} 止</translation>
    </message>
    <message>
        <source>and</source>
        <translation>至</translation>
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
    <name>accounts</name>
    <message>
        <source>wrong password</source>
        <translation>密码错误</translation>
    </message>
    <message>
        <source>no account with this email</source>
        <translation>没有使用此电子邮件的账户</translation>
    </message>
    <message>
        <source>an account with this email already exists (with another password): sign in instead</source>
        <translation>已有使用此电子邮件的账户 (密码不同): 请改为登录</translation>
    </message>
    <message>
        <source>this project is not accepting new accounts</source>
        <translation>此项目不接受新账户</translation>
    </message>
    <message>
        <source>the project does not accept this email address</source>
        <translation>项目不接受此电子邮件地址</translation>
    </message>
    <message>
        <source>the project does not accept this user name</source>
        <translation>项目不接受此用户名</translation>
    </message>
    <message>
        <source>the project requires you to accept its terms of use</source>
        <translation>项目要求您接受其使用条款</translation>
    </message>
    <message>
        <source>the project is down for maintenance; try again later</source>
        <translation>项目正在维护; 请稍后再试</translation>
    </message>
    <message>
        <source>the project&apos;s web site is down for maintenance; try again later</source>
        <translation>项目网站正在维护; 请稍后再试</translation>
    </message>
    <message>
        <source>this address is an account manager, not a project: use &apos;Use an account manager&apos;</source>
        <translation>此地址是账户管理器, 不是项目: 请选择“使用账户管理器”</translation>
    </message>
    <message>
        <source>enter the email address and the password of your account</source>
        <translation>请输入您账户的电子邮件地址和密码</translation>
    </message>
    <message>
        <source>enter a user name, an email address and a password</source>
        <translation>请输入用户名、电子邮件地址和密码</translation>
    </message>
    <message>
        <source>cannot reach %1: connection refused</source>
        <translation>无法连接 %1: 连接被拒绝</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2: is this the project&apos;s address?</source>
        <translation>%1 返回了 HTTP 错误 %2：这是项目的地址吗？</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (%2): is this the project&apos;s address?</source>
        <translation>%1 的响应不像 BOINC 项目（%2）：这是项目的地址吗？</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (it sent &lt;%2&gt;): is this the project&apos;s address?</source>
        <translation>%1 的响应不像 BOINC 项目（它发送了 &lt;%2&gt;）：这是项目的地址吗？</translation>
    </message>
    <message>
        <source>%1 sent the request on to %2, which is not an http:// or https:// address: is this the project&apos;s address?</source>
        <translation>%1 将请求转到了 %2，这不是 http:// 或 https:// 地址：这是项目的地址吗？</translation>
    </message>
    <message>
        <source>%1 sent the request on more than %2 times: is this the project&apos;s address?</source>
        <translation>%1 转发请求超过 %2 次：这是项目的地址吗？</translation>
    </message>
    <message>
        <source>%1 sent an answer larger than %2 bytes, which was not read: is this the project&apos;s address?</source>
        <translation>%1 发送的回答超过 %2 字节，未被读取：这是项目的地址吗？</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s to answer; try again later</source>
        <translation>%1 的回答用时超过 %2 秒；请稍后再试</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>无法连接 %1: %2</translation>
    </message>
    <message>
        <source>%1 sent neither an account key nor an error: is this the project&apos;s address?</source>
        <translation>%1 既没有发送帐户密钥也没有发送错误：这是项目的地址吗？</translation>
    </message>
    <message>
        <source>%1 sent an account key that cannot be used</source>
        <translation>%1 发送了无法使用的帐户密钥</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// address</source>
        <translation>%1 不是 http:// 或 https:// 地址</translation>
    </message>
    <message>
        <source>%1 names no host</source>
        <translation>%1 没有指明主机</translation>
    </message>
    <message>
        <source>%1 contains spaces or control characters</source>
        <translation>%1 包含空格或控制字符</translation>
    </message>
    <message>
        <source>this project needs client version %1 or later; this client is %2</source>
        <translation>此项目需要 %1 或更高版本的客户端; 此客户端为 %2</translation>
    </message>
    <message>
        <source>this project has no applications for this computer (%1)</source>
        <translation>此项目没有适用于此计算机的应用程序 (%1)</translation>
    </message>
    <message>
        <source>the password must have at least %1 characters for this project</source>
        <translation>此项目的密码至少需要 %1 个字符</translation>
    </message>
    <message>
        <source>the project does not accept this user name: %1</source>
        <translation>项目不接受此用户名: %1</translation>
    </message>
    <message>
        <source>cannot reach %1: host name not found</source>
        <translation>无法连接 %1: 找不到主机名</translation>
    </message>
    <message>
        <source>cannot reach %1: no answer within %2 s</source>
        <translation>无法连接 %1: %2 秒内无应答</translation>
    </message>
    <message>
        <source>the project refused (error %1)</source>
        <translation>项目拒绝了 (错误 %1)</translation>
    </message>
</context>
<context>
    <name>acct_mgr</name>
    <message>
        <source>wrong password</source>
        <translation>密码错误</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>账户管理器中没有此名称的账户</translation>
    </message>
    <message>
        <source>an account with this name already exists at the account manager</source>
        <translation>账户管理器中已有此名称的账户</translation>
    </message>
    <message>
        <source>the account manager does not accept this email address</source>
        <translation>账户管理器不接受此电子邮件地址</translation>
    </message>
    <message>
        <source>the account manager is not accepting new accounts</source>
        <translation>账户管理器不接受新账户</translation>
    </message>
    <message>
        <source>the account manager is down for maintenance; try again later</source>
        <translation>账户管理器正在维护; 请稍后再试</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer could not be read</source>
        <translation>无法读取账户管理器的应答</translation>
    </message>
    <message>
        <source>this is not the web address of an account manager</source>
        <translation>这不是账户管理器的网址</translation>
    </message>
    <message>
        <source>the account manager&apos;s host name was not found</source>
        <translation>找不到账户管理器的主机名</translation>
    </message>
    <message>
        <source>the account manager did not answer in time</source>
        <translation>账户管理器未及时应答</translation>
    </message>
    <message>
        <source>no connection to the account manager could be made</source>
        <translation>无法连接到账户管理器</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site is not answering now; try again later</source>
        <translation>账户管理器的网站目前没有应答; 请稍后再试</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site refused the request</source>
        <translation>账户管理器的网站拒绝了请求</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer was too large</source>
        <translation>账户管理器的应答过大</translation>
    </message>
    <message>
        <source>the account manager could not be used (error %1)</source>
        <translation>无法使用账户管理器 (错误 %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the request could not be made (%1)</source>
        <translation>无法发出请求 (%1)</translation>
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
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2) may miss its deadline (%3)</source>
        <translation>%1 (%2) 可能赶不上截止日期 (%3)</translation>
    </message>
    <message>
        <source>%1 (%2) would finish only %3 before its deadline (%4)</source>
        <translation>%1 (%2) 只会在截止日期前 %3 完成 (%4)</translation>
    </message>
    <message>
        <source>%1: 1 task failed in the last %2</source>
        <translation>%1: 最近 %2 内有 1 个任务失败</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tasks failed in the last %2</source>
        <translation>
            <numerusform>%1: 最近 %2 内有 %n 个任务失败</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: 1 scheduler request failed</source>
        <translation>%1: 1 次调度器请求失败</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scheduler requests in a row failed</source>
        <translation>
            <numerusform>%1: 连续 %n 次调度器请求失败</numerusform>
        </translation>
    </message>
    <message>
        <source>Using %1 of the %2 the preferences allow (%3 %)</source>
        <translation>已用 %1，首选项允许 %2 (%3 %)</translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation>%1 已 %2 无响应</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks failed: %1</source>
        <translation>
            <numerusform>%n 个任务失败: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n projects keep failing: %1</source>
        <translation>
            <numerusform>%n 个项目持续失败: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tasks may miss their deadlines: %1</source>
        <translation>
            <numerusform>%n 个任务可能赶不上截止日期: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks near their limits: %1</source>
        <translation>
            <numerusform>%n 个磁盘接近上限: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computers not answering: %1</source>
        <translation>
            <numerusform>%n 台计算机无响应: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule messages: %1</source>
        <translation>
            <numerusform>%n 条规则消息: %1</numerusform>
        </translation>
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
    <name>columns</name>
    <message>
        <source>Computer</source>
        <translation>计算机</translation>
    </message>
    <message>
        <source>Work fetch</source>
        <translation>获取任务</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>团队</translation>
    </message>
    <message>
        <source>Work done</source>
        <translation>完成工作量</translation>
    </message>
    <message>
        <source>Avg. work done</source>
        <translation>平均完成工作量</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>资源份额</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Priority (debt)</source>
        <translation>优先级 (欠额)</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 时间</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>项目 URL</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>原因: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <source>Remaining (estimated)</source>
        <translation>剩余时间 (估计)</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>应用程序</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 个 CPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Estimated completion</source>
        <translation>预计完成</translation>
    </message>
    <message>
        <source>Completion before deadline</source>
        <translation>截止前完成</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Projected to finish after its deadline</source>
        <translation>预计在截止时间之后完成</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>调度器: %1</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>退出状态</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>接收时间</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>完成时间</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>报告时间</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>积分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来自</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
</context>
<context>
    <name>command</name>
    <message>
        <source>This computer is not attached to %1.</source>
        <translation>这台计算机没有加入 %1。</translation>
    </message>
    <message>
        <source>Already attached to %1.</source>
        <translation>这台计算机已经加入了 %1。</translation>
    </message>
    <message>
        <source>%1 is a BOINC project, but the emulated client attaches only emulated projects (addresses on emulated.invalid). Use the live client to attach real projects.</source>
        <translation>%1 是一个 BOINC 项目，但模拟的客户端只能加入模拟的项目（emulated.invalid 上的地址）。请用真实的客户端加入真实的项目。</translation>
    </message>
    <message>
        <source>The client has no task %1 (any more).</source>
        <translation>客户端没有（或已不再有）任务 %1。</translation>
    </message>
    <message>
        <source>Task %1 has already finished.</source>
        <translation>任务 %1 已经结束。</translation>
    </message>
    <message>
        <source>The client has no transfer of %1 (any more).</source>
        <translation>客户端没有（或已不再有）%1 的传输。</translation>
    </message>
    <message>
        <source>This project was added by the account manager: remove it there.</source>
        <translation>这个项目是账户管理器添加的：请在那里移除它。</translation>
    </message>
    <message>
        <source>The client does not know this command (%1).</source>
        <translation>客户端不认识这个命令（%1）。</translation>
    </message>
    <message>
        <source>The client has stopped; the command was not carried out.</source>
        <translation>客户端已停止；命令没有执行。</translation>
    </message>
    <message>
        <source>The client is not running.</source>
        <translation>客户端没有在运行。</translation>
    </message>
    <message>
        <source>The connection to the computer was closed; the command was not carried out.</source>
        <translation>与该计算机的连接已关闭；命令没有执行。</translation>
    </message>
    <message>
        <source>The connection to the computer was replaced; the command was not carried out.</source>
        <translation>与该计算机的连接已被替换；命令没有执行。</translation>
    </message>
    <message>
        <source>The process that reads the other computers stopped (exit code %1); the command was not carried out.</source>
        <translation>读取其他计算机的进程已停止（退出代码 %1）；命令没有执行。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The computer&apos;s client refused: %1</source>
        <translation>该计算机的客户端拒绝了：%1</translation>
    </message>
    <message>
        <source>The emulated client cannot do this: it keeps no such files and uses no network.</source>
        <translation>模拟的客户端做不到这一点：它不保存这类文件，也不使用网络。</translation>
    </message>
    <message>
        <source>There is no local preferences file to read.</source>
        <translation>没有可读取的本地首选项文件。</translation>
    </message>
    <message>
        <source>This client keeps no cc_config.xml.</source>
        <translation>这个客户端没有 cc_config.xml。</translation>
    </message>
    <message>
        <source>cc_config.xml cannot be read, so it was left unchanged: %1</source>
        <translation>无法读取 cc_config.xml，所以没有改动它：%1</translation>
    </message>
    <message>
        <source>app_config.xml was refused and nothing was changed: %1</source>
        <translation>app_config.xml 被拒绝，没有做任何改动：%1</translation>
    </message>
    <message>
        <source>app_config.xml could not be written: %1</source>
        <translation>无法写入 app_config.xml：%1</translation>
    </message>
    <message>
        <source>The proxy settings could not be saved: %1</source>
        <translation>无法保存代理设置：%1</translation>
    </message>
    <message>
        <source>This computer uses no account manager.</source>
        <translation>这台计算机没有使用账户管理器。</translation>
    </message>
    <message>
        <source>This computer uses another account manager: leave it first.</source>
        <translation>这台计算机使用着另一个账户管理器：请先退出它。</translation>
    </message>
    <message>
        <source>A request to the account manager is already under way.</source>
        <translation>已经有一个发给账户管理器的请求正在进行。</translation>
    </message>
    <message>
        <source>That is not a web address: %1</source>
        <translation>这不是一个网址：%1</translation>
    </message>
    <message>
        <source>Internal error (please report it): %1</source>
        <translation>内部错误（请报告它）：%1</translation>
    </message>
    <message>
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>请输入项目的网址（URL）。</translation>
    </message>
    <message>
        <source>A project&apos;s web address starts with http:// or https://, not %1://.</source>
        <translation>项目网址以 http:// 或 https:// 开头，而不是 %1://。</translation>
    </message>
    <message>
        <source>The web address names no host.</source>
        <translation>该网址没有指明主机。</translation>
    </message>
    <message>
        <source>The web address contains spaces or control characters.</source>
        <translation>该网址包含空格或控制字符。</translation>
    </message>
    <message>
        <source>The web address&apos;s host name or port is not valid.</source>
        <translation>网址的主机名或端口无效。</translation>
    </message>
    <message>
        <source>The account key is empty or contains spaces.</source>
        <translation>账户密钥为空或包含空格。</translation>
    </message>
    <message>
        <source>%1 could not be reached through the proxy %2 (%3). Check the proxy settings.</source>
        <translation>无法通过代理 %2 访问 %1（%3）。请检查代理设置。</translation>
    </message>
    <message>
        <source>No connection to the proxy %1 (%2). Check the proxy settings.</source>
        <translation>无法连接到代理 %1（%2）。请检查代理设置。</translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection. Check the proxy settings.</source>
        <translation>代理 %1 拒绝了连接。请检查代理设置。</translation>
    </message>
    <message>
        <source>No connection to %1 (%2). Check the address and your network.</source>
        <translation>无法连接到 %1（%2）。请检查地址和您的网络。</translation>
    </message>
    <message>
        <source>%1 refused the connection. Check the address and your network.</source>
        <translation>%1 拒绝了连接。请检查地址和您的网络。</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 在 %2 秒内没有响应。</translation>
    </message>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>无法读取 %1（%2）。</translation>
    </message>
    <message>
        <source>The proxy %1 refused the user name or password (HTTP 407). Check the proxy settings.</source>
        <translation>代理 %1 拒绝了用户名或密码（HTTP 407）。请检查代理设置。</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2. Is the address right?</source>
        <translation>%1 返回了 HTTP 错误 %2。地址正确吗？</translation>
    </message>
    <message>
        <source>%1 is a web site but not a BOINC project: its page names no scheduler. Use the project&apos;s master URL (its web site shows it).</source>
        <translation>%1 是网站，但不是 BOINC 项目：其页面没有指明调度器。请使用项目的主 URL（其网站上有显示）。</translation>
    </message>
    <message>
        <source>The project&apos;s account file could not be written: %1</source>
        <translation>无法写入项目的账户文件：%1</translation>
    </message>
    <message>
        <source>the client did not answer in time</source>
        <translation>客户端未及时回答</translation>
    </message>
    <message>
        <source>the connection to the client was lost</source>
        <translation>与客户端的连接已断开</translation>
    </message>
    <message>
        <source>the client stopped before answering</source>
        <translation>客户端在回答前已停止</translation>
    </message>
    <message>
        <source>this client cannot do that</source>
        <translation>此客户端无法执行该操作</translation>
    </message>
    <message>
        <source>the client failed with an error of its own (%1)</source>
        <translation>客户端自身出错 (%1)</translation>
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
        <source>Unrecognized tag in cc_config.xml</source>
        <translation>cc_config.xml 中有无法识别的标签</translation>
    </message>
    <message>
        <source>Missing end tag in cc_config.xml</source>
        <translation>cc_config.xml 中缺少结束标签</translation>
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
    <message>
        <source>Starting the emulated client (scenario %1)</source>
        <translation>正在启动模拟客户端 (场景 %1)</translation>
    </message>
    <message>
        <source>Emulated client: This window shows the emulator in accelerated time, not real work.</source>
        <translation>模拟客户端: 此窗口以加速时间显示模拟器, 并非真实工作。</translation>
    </message>
    <message>
        <source>Attached to %1</source>
        <translation>已加入 %1</translation>
    </message>
    <message>
        <source>Sending scheduler request: %1.</source>
        <translation>正在发送调度器请求: %1。</translation>
    </message>
    <message>
        <source>Scheduler request completed: got %1 new tasks</source>
        <translation>调度器请求完成: 收到 %1 个新任务</translation>
    </message>
    <message>
        <source>Scheduler request completed</source>
        <translation>调度器请求完成</translation>
    </message>
    <message>
        <source>Reporting %1 completed tasks</source>
        <translation>正在报告 %1 个已完成任务</translation>
    </message>
    <message>
        <source>Requesting new tasks for CPU</source>
        <translation>正在为 CPU 请求新任务</translation>
    </message>
    <message>
        <source>Project requested delay of %1 seconds</source>
        <translation>项目请求等待 %1 秒</translation>
    </message>
    <message>
        <source>Started download of %1</source>
        <translation>开始下载 %1</translation>
    </message>
    <message>
        <source>Finished download of %1</source>
        <translation>%1 下载完成</translation>
    </message>
    <message>
        <source>Started upload of %1</source>
        <translation>开始上传 %1</translation>
    </message>
    <message>
        <source>Finished upload of %1</source>
        <translation>%1 上传完成</translation>
    </message>
    <message>
        <source>Computation for task %1 finished</source>
        <translation>任务 %1 计算完成</translation>
    </message>
    <message>
        <source>Computation for task %1 failed</source>
        <translation>任务 %1 计算失败</translation>
    </message>
    <message>
        <source>Task %1 aborted by user</source>
        <translation>任务 %1 已被用户中止</translation>
    </message>
    <message>
        <source>Task %1 aborted by project</source>
        <translation>任务 %1 已被项目中止</translation>
    </message>
    <message>
        <source>Task %1 suspended by user</source>
        <translation>任务 %1 已被用户暂停</translation>
    </message>
    <message>
        <source>Task %1 resumed by user</source>
        <translation>任务 %1 已被用户恢复</translation>
    </message>
    <message>
        <source>Retrying transfer of %1</source>
        <translation>正在重试 %1 的传输</translation>
    </message>
    <message>
        <source>Aborted transfer of %1</source>
        <translation>已中止 %1 的传输</translation>
    </message>
    <message>
        <source>Network available: scheduler backoffs lifted; transfers retried now: %1</source>
        <translation>网络可用：已解除调度器请求前的等待；现在重试的传输数：%1</translation>
    </message>
    <message>
        <source>Using account manager %1</source>
        <translation>正在使用账户管理器 %1</translation>
    </message>
    <message>
        <source>Removing account manager info (%1)</source>
        <translation>正在移除账户管理器信息（%1）</translation>
    </message>
    <message>
        <source>Contacting account manager at %1</source>
        <translation>正在联系位于 %1 的账户管理器</translation>
    </message>
    <message>
        <source>Account manager contact succeeded</source>
        <translation>与账户管理器联系成功</translation>
    </message>
    <message>
        <source>Detaching %1 (asked by the account manager)</source>
        <translation>正在退出 %1（账户管理器的要求）</translation>
    </message>
    <message>
        <source>Attaching to %1 (asked by the account manager)</source>
        <translation>正在加入 %1（账户管理器的要求）</translation>
    </message>
    <message>
        <source>The account manager listed %1 projects; this client takes at most %2 from one reply (a guard against a faulty or hostile manager): %3 attached, %4 dropped without being looked at</source>
        <translation>账户管理器列出了 %1 个项目；此客户端从一次回复中最多接受 %2 个（防范有故障或恶意的管理器）：加入 %3 个，未经查看丢弃 %4 个</translation>
    </message>
    <message>
        <source>Account manager reply refused: it sent no signing key</source>
        <translation>已拒绝账户管理器的回复：它没有发送签名密钥</translation>
    </message>
    <message>
        <source>Account manager asked for %1: not done (%2)</source>
        <translation>账户管理器要求了 %1：未执行（%2）</translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message>
        <source>%1 CPU-s queued in %2 tasks, against a share of the high mark of %3 CPU-s</source>
        <translation>%2 个任务中排队 %1 CPU-s, 对照上限标记的份额 %3 CPU-s</translation>
    </message>
    <message>
        <source>LTD %1 s; the queue lasts %2 s at its share, net %3 s; shortfall %4 CPU-s in all, %5 CPU-s for this project</source>
        <translation>LTD %1 s; 按其份额队列可持续 %2 s, 净值 %3 s; 总缺口 %4 CPU-s, 此项目 %5 CPU-s</translation>
    </message>
    <message>
        <source>REC %1, fetch priority %2; the CPUs are busy for %3 s (low mark %4 s); shortfall %5 CPU-s</source>
        <translation>REC %1, 获取优先级 %2; CPU 忙碌 %3 s (下限标记 %4 s); 缺口 %5 CPU-s</translation>
    </message>
    <message>
        <source>min_results %1; ETTPRC %2 s against T %3 s; avg_proc_rate %4; work_request %5 CPU-s; resource debt %6</source>
        <translation>min_results %1; ETTPRC %2 s 对比 T %3 s; avg_proc_rate %4; work_request %5 CPU-s; 资源债务 %6</translation>
    </message>
    <message>
        <source>asking for %1 CPU-s; %2</source>
        <translation>请求 %1 CPU-s; %2</translation>
    </message>
    <message>
        <source>debt %1 s</source>
        <translation>债务 %1 s</translation>
    </message>
    <message>
        <source>REC priority %1</source>
        <translation>REC 优先级 %1</translation>
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
        <translation>剩余时间片: %1 s</translation>
    </message>
    <message>
        <source>under round-robin: %1 s after its deadline</source>
        <translation>轮转时: 截止期限后 %1 s</translation>
    </message>
    <message>
        <source>under round-robin: %1 s before its deadline</source>
        <translation>轮转时: 截止期限前 %1 s</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>day %1, %2</source>
        <translation>第 %1 天, %2</translation>
    </message>
    <message>
        <source>until resumed</source>
        <translation>直到恢复</translation>
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
    <name>history_cap</name>
    <message>
        <source>Keep task history up to</source>
        <translation>任务历史最多保留</translation>
    </message>
    <message>
        <source>The task history file in the manager&apos;s folder; past this size the oldest tasks are deleted (daily statistics stay). About 6,000 tasks per MB; default %1 MB.</source>
        <translation>管理器文件夹中的任务历史文件;超过此大小时删除最旧的任务 (每日统计保留)。每 MB 约 6,000 个任务;默认 %1 MB。</translation>
    </message>
</context>
<context>
    <name>history_open</name>
    <message>
        <source>The task history in %1 cannot be opened: %2. Finished tasks are not recorded this time.</source>
        <translation>无法打开 %1 中的任务历史: %2。本次不记录已完成的任务。</translation>
    </message>
    <message>
        <source>The task history cannot be used: %1. Finished tasks are not recorded this time.</source>
        <translation>无法使用任务历史: %1。本次不记录已完成的任务。</translation>
    </message>
    <message>
        <source>Task history damaged</source>
        <translation>任务历史已损坏</translation>
    </message>
    <message>
        <source>%1

Repair it? The damaged file is kept as a copy beside it, and a new history is made from the tasks that can still be read.</source>
        <translation>%1

要修复吗? 损坏的文件会作为副本保留在旁边,并用仍可读取的任务生成新的历史。</translation>
    </message>
    <message>
        <source>The task history could not be repaired: %1. Finished tasks are not recorded this time.</source>
        <translation>无法修复任务历史: %1。本次不记录已完成的任务。</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept; %3 damaged rows could not be read. The damaged file is kept as %4.</source>
        <translation>任务历史已修复: 保留了 %1 个任务和 %2 个每日数据;%3 行损坏的数据无法读取。损坏的文件保存为 %4。</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept. The damaged file is kept as %3.</source>
        <translation>任务历史已修复: 保留了 %1 个任务和 %2 个每日数据。损坏的文件保存为 %3。</translation>
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
    <name>prefs</name>
    <message>
        <source>Computing</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Daily schedules</source>
        <translation>每日时间表</translation>
    </message>
    <message>
        <source>Work buffer</source>
        <translation>工作缓冲</translation>
    </message>
    <message>
        <source>Disk and memory</source>
        <translation>磁盘和内存</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>星期日</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>星期一</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>星期二</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>星期三</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>星期四</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>星期五</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>星期六</translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation>计算机使用中</translation>
    </message>
    <message>
        <source>&apos;In use&apos; means mouse or keyboard input in the last</source>
        <translation>&quot;使用中&quot;指在以下时间内有鼠标或键盘输入:</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>Suspend when computer is in use</source>
        <translation>计算机使用中时暂停</translation>
    </message>
    <message>
        <source>Suspend GPU computing when computer is in use</source>
        <translation>计算机使用中时暂停 GPU 计算</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>最多使用</translation>
    </message>
    <message>
        <source>% of the CPUs</source>
        <translation>% 的 CPU</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>% 的 CPU 时间</translation>
    </message>
    <message>
        <source>Suspend when non-BOINC CPU usage is above</source>
        <translation>非 BOINC 的 CPU 使用率高于此值时暂停</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>计算机未使用时</translation>
    </message>
    <message>
        <source>Suspend when no mouse or keyboard input in the last</source>
        <translation>在以下时间内无鼠标或键盘输入时暂停</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Suspend when computer is on battery</source>
        <translation>使用电池供电时暂停</translation>
    </message>
    <message>
        <source>Switch between tasks every</source>
        <translation>任务切换间隔</translation>
    </message>
    <message>
        <source>Request tasks to checkpoint at most every</source>
        <translation>请求任务保存检查点的最短间隔</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Leave non-GPU tasks in memory while suspended</source>
        <translation>暂停时将非 GPU 任务保留在内存中</translation>
    </message>
    <message>
        <source>Store at least</source>
        <translation>至少储存</translation>
    </message>
    <message>
        <source>days of work</source>
        <translation>天的工作量</translation>
    </message>
    <message>
        <source>Store up to an additional</source>
        <translation>额外储存最多</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Use no more than</source>
        <translation>使用不超过</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>Leave at least</source>
        <translation>至少保留</translation>
    </message>
    <message>
        <source>GB free</source>
        <translation>GB 可用空间</translation>
    </message>
    <message>
        <source>% of total</source>
        <translation>% （占总量）</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>When computer is in use, use at most</source>
        <translation>计算机使用中时最多使用</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>% 的内存</translation>
    </message>
    <message>
        <source>When computer is not in use, use at most</source>
        <translation>计算机空闲时最多使用</translation>
    </message>
    <message>
        <source>Page/swap file: use at most</source>
        <translation>页面/交换文件最多使用</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>网络使用</translation>
    </message>
    <message>
        <source>Limit download rate to</source>
        <translation>下载速率限制为</translation>
    </message>
    <message>
        <source>Limit upload rate to</source>
        <translation>上传速率限制为</translation>
    </message>
    <message>
        <source>Limit usage to</source>
        <translation>用量限制为</translation>
    </message>
    <message>
        <source>… every</source>
        <translation>… 每隔</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Skip data verification for image files</source>
        <translation>跳过映像文件的数据校验</translation>
    </message>
    <message>
        <source>Confirm before connecting to the Internet</source>
        <translation>连接互联网前先确认</translation>
    </message>
    <message>
        <source>Disconnect when done</source>
        <translation>完成后断开连接</translation>
    </message>
</context>
<context>
    <name>prefs_check</name>
    <message>
        <source>Suspending when other programs use more than under 1% of the CPU will suspend almost always.</source>
        <translation>当其他程序的 CPU 使用率超过“低于 1%”时就暂停，几乎会一直暂停。</translation>
    </message>
    <message>
        <source>A work buffer over 10 days risks missing deadlines; projects may also send less.</source>
        <translation>超过 10 天的工作缓冲可能错过截止日期；项目也可能发送得更少。</translation>
    </message>
    <message>
        <source>No disk limit is set: the client may fill the disk.</source>
        <translation>未设置磁盘上限：客户端可能占满磁盘。</translation>
    </message>
    <message>
        <source>A transfer limit needs a period: set &apos;every N days&apos; to 1 or more, or the limit to 0.</source>
        <translation>传输上限需要一个周期：把“每 N 天”设为 1 或更大，或把上限设为 0。</translation>
    </message>
    <message>
        <source>The daily computing window is empty, so nothing would ever run.</source>
        <translation>每日计算时段为空，因此什么都不会运行。</translation>
    </message>
    <message>
        <source>Under 5% of memory is too little for most tasks; they will wait for memory.</source>
        <translation>低于 5% 的内存对大多数任务来说太少；它们会等待内存。</translation>
    </message>
    <message>
        <source>Nothing would ever run: computing is suspended while the computer is in use, and also after {no_input} min without input, which is no longer than the {in_use} min that count as &apos;in use&apos;. Raise the no-input time above {in_use} min or allow computing while in use.</source>
        <translation>什么都不会运行：计算机使用时计算暂停，无输入 {no_input} 分钟后也暂停，而这并不长于算作“使用中”的 {in_use} 分钟。请把无输入时间调到 {in_use} 分钟以上，或允许在使用时计算。</translation>
    </message>
    <message>
        <source>At {percent}% of CPU time tasks will take over {times} times longer and may miss their deadlines.</source>
        <translation>在 {percent}% 的 CPU 时间下，任务将花费超过 {times} 倍的时间，可能错过截止日期。</translation>
    </message>
    <message>
        <source>{size} GB is too little for most projects&apos; files; little or no work will arrive.</source>
        <translation>{size} GB 对大多数项目的文件来说太少；几乎不会有工作到来。</translation>
    </message>
    <message>
        <source>Day of week {day} does not exist.</source>
        <translation>星期 {day} 不存在。</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>{value} days</source>
        <translation>{value} 天</translation>
    </message>
    <message>
        <source>{value} hours</source>
        <translation>{value} 小时</translation>
    </message>
    <message>
        <source>{value} minutes</source>
        <translation>{value} 分钟</translation>
    </message>
    <message>
        <source>it would share the CPUs with {names}, which has had no computer time yet and so comes first until it has had its share; {project}&apos;s resource share would be {share} instead of {before}</source>
        <translation>它将与 {names} 分享 CPU，后者尚未获得计算时间，因此在获得其份额之前优先；{project} 的资源份额将是 {share} 而不是 {before}</translation>
    </message>
    <message>
        <source>its resource share would be {share} instead of {before}</source>
        <translation>它的资源份额将是 {share} 而不是 {before}</translation>
    </message>
    <message>
        <source>its resource share stays {share}</source>
        <translation>它的资源份额保持 {share}</translation>
    </message>
    <message numerus="yes">
        <source>{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}</source>
        <translation>
            <numerusform>{project} 将获得 {cpu} 的 CPU 时间，并在接下来的 {span} 内完成 %n 个任务</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, missing %n deadline(s)</source>
        <translation>
            <numerusform>，错过 %n 个截止日期</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} (today&apos;s settings: {before})</source>
        <translation>
            <numerusform>{project} 将在接下来的 {span} 内错过 %n 个截止日期（今天的设置下：{before}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} 将在接下来的 {span} 内错过 %n 个截止日期，而不是 {before} 个</numerusform>
        </translation>
    </message>
    <message>
        <source>{project} would get {cpu} of the CPU time instead of {before} ({reason})</source>
        <translation>{project} 将获得 {cpu} 的 CPU 时间，而不是 {before}（{reason}）</translation>
    </message>
    <message>
        <source>{project} would finish no task in the next {span}</source>
        <translation>{project} 在接下来的 {span} 内不会完成任何任务</translation>
    </message>
    <message numerus="yes">
        <source>{project} would finish %n task(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} 将在接下来的 {span} 内完成 %n 个任务，而不是 {before} 个</numerusform>
        </translation>
    </message>
    <message>
        <source>the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})</source>
        <translation>允许计算的 CPU 将有 {idle} 的时间空闲（当前设置下：{before}）</translation>
    </message>
    <message>
        <source>no change expected in deadlines, CPU shares, tasks done or idle time</source>
        <translation>预计截止日期、CPU 份额、完成任务数或空闲时间都不会变化</translation>
    </message>
</context>
<context>
    <name>project_status</name>
    <message>
        <source>Suspended by user</source>
        <translation>已被用户暂停</translation>
    </message>
    <message>
        <source>Won&apos;t get new tasks</source>
        <translation>不接收新任务</translation>
    </message>
    <message>
        <source>Project ended - OK to remove</source>
        <translation>项目已结束 - 可以移除</translation>
    </message>
    <message>
        <source>Will remove when tasks done</source>
        <translation>任务完成后移除</translation>
    </message>
    <message>
        <source>Scheduler request in progress</source>
        <translation>正在向调度器请求</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>等待向调度器请求</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>通信已推迟</translation>
    </message>
    <message>
        <source>Unknown reason</source>
        <translation>未知原因</translation>
    </message>
    <message>
        <source>Requested by user</source>
        <translation>用户请求</translation>
    </message>
    <message>
        <source>To report completed tasks</source>
        <translation>报告已完成的任务</translation>
    </message>
    <message>
        <source>To fetch work</source>
        <translation>获取任务</translation>
    </message>
    <message>
        <source>To send trickle-up message</source>
        <translation>发送 trickle-up 消息</translation>
    </message>
    <message>
        <source>Requested by account manager</source>
        <translation>账户管理器请求</translation>
    </message>
    <message>
        <source>Project initialization</source>
        <translation>项目初始化</translation>
    </message>
    <message>
        <source>Requested by project</source>
        <translation>项目请求</translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>CPU 使用率（上一个时间段）</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>进度速率</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>进程 ID</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>峰值工作集</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>交换空间</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>峰值交换空间</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>峰值磁盘使用</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>槽目录</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}：</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Properties of project {name} ({url})</source>
        <translation>项目 {name}（{url}）的属性</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>网址</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>工作</translation>
    </message>
    <message>
        <source>Account / team</source>
        <translation>账户 / 团队</translation>
    </message>
    <message>
        <source>Work done (user / host)</source>
        <translation>已完成的工作（用户 / 主机）</translation>
    </message>
    <message>
        <source>Average work done</source>
        <translation>平均完成的工作</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>资源份额</translation>
    </message>
    <message>
        <source>{share} ({percent}% of the total)</source>
        <translation>{share}（占总量的 {percent}%）</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>active</source>
        <translation>活动</translation>
    </message>
    <message>
        <source>Turn to compute</source>
        <translation>计算顺序</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>待处理的调度器请求</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>通信已推迟</translation>
    </message>
    <message>
        <source>Last scheduler contact</source>
        <translation>上次联系调度器</translation>
    </message>
    <message>
        <source>CPU time given</source>
        <translation>已获得的 CPU 时间</translation>
    </message>
    <message>
        <source>Tasks succeeded / failed</source>
        <translation>成功 / 失败的任务</translation>
    </message>
    <message>
        <source>Duration correction factor</source>
        <translation>时长校正系数</translation>
    </message>
    <message>
        <source>Disk usage</source>
        <translation>磁盘使用</translation>
    </message>
    <message>
        <source>owed about {span} of computer time: it comes before the projects owed less</source>
        <translation>约欠 {span} 的计算机时间：排在欠得更少的项目之前</translation>
    </message>
    <message>
        <source>has had about {span} more than its share lately: others come first</source>
        <translation>最近比其份额多得了约 {span}：其他项目优先</translation>
    </message>
    <message>
        <source>even: it has had its share of computer time</source>
        <translation>持平：已获得其应有的计算机时间</translation>
    </message>
    <message>
        <source>Predecessor</source>
        <translation>前驱任务</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Has successor</source>
        <translation>有后继任务</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Kept for successor</source>
        <translation>为后继任务保留</translation>
    </message>
    <message>
        <source>yes: reported, kept with its files for the next task in the chain</source>
        <translation>是：已报告，连同其文件一起为链中的下一个任务保留</translation>
    </message>
    <message>
        <source>Kept sticky files</source>
        <translation>保留的固定文件</translation>
    </message>
    <message>
        <source>Postponed until</source>
        <translation>推迟至</translation>
    </message>
    <message>
        <source>{time} (in {span})</source>
        <translation>{time}（{span} 后）</translation>
    </message>
    <message>
        <source>(projected to finish after its deadline)</source>
        <translation>（预计在截止日期后完成）</translation>
    </message>
    <message>
        <source>(run first to finish well before its deadline)</source>
        <translation>（优先运行，以便远早于截止日期完成）</translation>
    </message>
    <message>
        <source>Properties of task {name}</source>
        <translation>任务 {name} 的属性</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>应用程序</translation>
    </message>
    <message>
        <source>Workunit</source>
        <translation>工作单元</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>接收时间</translation>
    </message>
    <message>
        <source>Report deadline</source>
        <translation>报告截止日期</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 时间</translation>
    </message>
    <message>
        <source>CPU time at last checkpoint</source>
        <translation>上次检查点时的 CPU 时间</translation>
    </message>
    <message>
        <source>Estimated time remaining</source>
        <translation>预计剩余时间</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>槽</translation>
    </message>
    <message>
        <source>Memory (working set)</source>
        <translation>内存（工作集）</translation>
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
        <translation>您的首选项: 至少保留 %1 可用空间</translation>
    </message>
    <message>
        <source>your preference to use no more than %1 % of the disk</source>
        <translation>您的首选项: 最多使用磁盘的 %1%</translation>
    </message>
    <message>
        <source>your preference to use no more than %1</source>
        <translation>您的首选项: 最多使用 %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>not asking: the queue already holds the {min} days of work you asked for</source>
        <translation>不请求: 队列中已有您要求的 {min} 天工作量</translation>
    </message>
    <message>
        <source>not asking: it has more than its share of queued work</source>
        <translation>不请求: 排队中的任务已超过它的份额</translation>
    </message>
    <message>
        <source>not asking yet: another project is owed more computer time and is asked first</source>
        <translation>暂不请求: 另一个项目应得更多计算时间,先由它请求</translation>
    </message>
    <message>
        <source>not asking: you suspended it</source>
        <translation>不请求: 您已暂停它</translation>
    </message>
    <message>
        <source>not asking: you set it to get no new tasks</source>
        <translation>不请求: 您设置了不接收新任务</translation>
    </message>
    <message>
        <source>not asking: the project has ended; you can remove it</source>
        <translation>不请求: 项目已结束,您可以移除它</translation>
    </message>
    <message>
        <source>not asking: it is a non-CPU-intensive project</source>
        <translation>不请求: 这是非 CPU 密集型项目</translation>
    </message>
    <message>
        <source>not asking: its resource share is 0, so it gets work only when no other project has any</source>
        <translation>不请求: 它的资源份额为 0,仅在其他项目都没有任务时获得任务</translation>
    </message>
    <message>
        <source>not asking for a while: its recent requests brought no work</source>
        <translation>暂不请求: 最近的请求没有获得任务</translation>
    </message>
    <message>
        <source>not asking: queued tasks are already at risk of missing their deadlines</source>
        <translation>不请求: 排队中的任务已有错过截止时间的风险</translation>
    </message>
    <message>
        <source>not asking: it has had more than its share of computer time lately</source>
        <translation>不请求: 最近它获得的计算时间超过了应得份额</translation>
    </message>
    <message>
        <source>not asking: computing is suspended, so the queued tasks would only wait</source>
        <translation>不请求: 计算已暂停,排队的任务只会等待</translation>
    </message>
    <message>
        <source>not asking: it has enough work for the tasks its app_config.xml limit lets run at once</source>
        <translation>不请求: 已有足够任务供 app_config.xml 限制允许同时运行</translation>
    </message>
    <message>
        <source>nothing to wait for</source>
        <translation>没有需要等待的</translation>
    </message>
    <message>
        <source>not contacted: you suspended it</source>
        <translation>不联系: 您已暂停它</translation>
    </message>
    <message>
        <source>not contacted: network activity is suspended</source>
        <translation>不联系: 网络活动已暂停</translation>
    </message>
    <message>
        <source>its list of schedulers could not be read; tried again daily</source>
        <translation>无法读取其调度器列表; 每天重试</translation>
    </message>
    <message>
        <source>another project is contacted first</source>
        <translation>先联系另一个项目</translation>
    </message>
    <message>
        <source>its finished tasks are not due for reporting yet</source>
        <translation>其已完成的任务尚未到报告时间</translation>
    </message>
    <message>
        <source>waiting for the next check for work</source>
        <translation>等待下一次工作检查</translation>
    </message>
    <message>
        <source>asking for work: its queue is below your %1-day minimum</source>
        <translation>正在请求任务: 队列低于您设定的 %1 天最低值</translation>
    </message>
    <message>
        <source>backed off for %1 after a failed request</source>
        <translation>请求失败后等待 %1</translation>
    </message>
    <message>
        <source>backed off for %1 after %2 failed requests</source>
        <translation>%2 次请求失败后等待 %1</translation>
    </message>
    <message>
        <source>waiting %1 before contacting the project again</source>
        <translation>等待 %1 后再联系项目</translation>
    </message>
    <message>
        <source>the project asked for %1 between requests</source>
        <translation>项目要求两次请求之间间隔 %1</translation>
    </message>
    <message>
        <source>the project asked for a pause between requests</source>
        <translation>项目要求两次请求之间暂停</translation>
    </message>
    <message>
        <source>no work-fetch decision yet</source>
        <translation>尚未决定是否获取任务</translation>
    </message>
    <message>
        <source>Work fetch: %1</source>
        <translation>获取任务: %1</translation>
    </message>
    <message>
        <source>Scheduling priority (debt): %1 CPU s · long-term debt %2 s</source>
        <translation>调度优先级 (欠额): %1 CPU 秒 · 长期欠额 %2 秒</translation>
    </message>
    <message>
        <source>Resource share %1 (%2%)</source>
        <translation>资源份额 %1 (%2%)</translation>
    </message>
    <message>
        <source>Next contact in %1</source>
        <translation>下次联系在 %1 后</translation>
    </message>
    <message>
        <source> · failed requests: %1</source>
        <translation> · 失败的请求: %1</translation>
    </message>
    <message>
        <source>you suspended computing (Activity menu)</source>
        <translation>您暂停了计算 (活动菜单)</translation>
    </message>
    <message>
        <source>you are using the computer, and your preferences pause computing then</source>
        <translation>您正在使用计算机,您的首选项设定此时暂停计算</translation>
    </message>
    <message>
        <source>no one has used the computer lately, and your preferences compute only while in use</source>
        <translation>最近没有人使用计算机,而您的首选项设定只在使用中时计算</translation>
    </message>
    <message>
        <source>other programs keep the CPUs busy beyond the limit in your preferences</source>
        <translation>其他程序占用 CPU 超过了您首选项中的限制</translation>
    </message>
    <message>
        <source>the computer runs on batteries, and your preferences pause computing then</source>
        <translation>计算机正在使用电池,您的首选项设定此时暂停计算</translation>
    </message>
    <message>
        <source>your preferences allow computing only at other times of day</source>
        <translation>您的首选项只允许在一天中的其他时段计算</translation>
    </message>
    <message>
        <source>computing starts a little after the client starts</source>
        <translation>计算在客户端启动后稍等片刻才开始</translation>
    </message>
    <message>
        <source>the CPU benchmarks are running</source>
        <translation>正在运行 CPU 基准测试</translation>
    </message>
    <message>
        <source>the client needs more disk space than your preferences allow</source>
        <translation>客户端需要的磁盘空间超过您首选项的允许值</translation>
    </message>
    <message>
        <source>Suspended: you suspended its project</source>
        <translation>已暂停: 您暂停了它所属的项目</translation>
    </message>
    <message>
        <source>Suspended: you suspended this task</source>
        <translation>已暂停: 您暂停了此任务</translation>
    </message>
    <message>
        <source>Suspended: %1</source>
        <translation>已暂停: %1</translation>
    </message>
    <message>
        <source>keeps its running task</source>
        <translation>保持其正在运行的任务</translation>
    </message>
    <message>
        <source>resumes its preempted task</source>
        <translation>恢复其被中断的任务</translation>
    </message>
    <message>
        <source>starts its earliest-deadline job</source>
        <translation>启动其截止日期最早的任务</translation>
    </message>
    <message>
        <source>waiting: every CPU runs a task whose deadline is at risk or whose time slice is not over</source>
        <translation>等待中: 每个 CPU 都在运行截止日期有风险或时间片未结束的任务</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: a task whose deadline is at risk needs its CPU</source>
        <translation>时间片结束前被停止: 一个截止日期有风险的任务需要它的 CPU</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: fewer CPUs may be used than tasks were running</source>
        <translation>时间片结束前被停止: 可用 CPU 少于正在运行的任务</translation>
    </message>
    <message>
        <source>waiting: computing is suspended (Activity: never)</source>
        <translation>等待中: 计算已暂停 (活动: 从不)</translation>
    </message>
    <message>
        <source>waiting: GPU computing is suspended</source>
        <translation>等待中: GPU 计算已暂停</translation>
    </message>
    <message>
        <source>waiting: you suspended it</source>
        <translation>等待中: 您已暂停它</translation>
    </message>
    <message>
        <source>waiting: its input files are not downloaded yet</source>
        <translation>等待中: 其输入文件尚未下载</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>running: it keeps its CPU for its time slice, about %1 more</source>
        <translation>运行中: 在其时间片内保留 CPU,还剩约 %1</translation>
    </message>
    <message>
        <source>running: %1 is owed the most computer time for its resource share, so it %2</source>
        <translation>运行中: 按资源份额 %1 应得的计算时间最多,因此: %2</translation>
    </message>
    <message>
        <source>waiting: %1 is owed more computer time than %2 for its resource share</source>
        <translation>等待中: 按资源份额 %1 应得的计算时间多于 %2</translation>
    </message>
    <message>
        <source>running first: taking turns with the other tasks it would finish %1 after its deadline</source>
        <translation>优先运行: 与其他任务轮流运行会在截止后 %1 才完成</translation>
    </message>
    <message>
        <source>running first: taking turns it would finish only %1 before its deadline, closer than your work buffer&apos;s minimum</source>
        <translation>优先运行: 轮流运行只能在截止前 %1 完成,少于您工作缓冲的最低值</translation>
    </message>
    <message>
        <source>waiting: at most %1 tasks of %2 may run at once (your app_config.xml limit)</source>
        <translation>等待中: %2 的任务最多同时运行 %1 个 (您在 app_config.xml 中的限制)</translation>
    </message>
    <message>
        <source>waiting: %1&apos;s CPU time goes to its running tasks or those due sooner</source>
        <translation>等待中: %1 的 CPU 时间用于其正在运行或更早到期的任务</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, %2 free</source>
        <translation>等待中: 需要 %1 个 CPU, 空闲 %2 个</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, but your preferences let the client use only %2</source>
        <translation>等待中: 需要 %1 个 CPU, 但您的首选项只允许客户端使用 %2 个</translation>
    </message>
    <message>
        <source>waiting: its app asked to be started again later (%1)</source>
        <translation>等待中: 其应用程序要求稍后重新启动 (%1)</translation>
    </message>
    <message>
        <source>waiting: you suspended its project %1</source>
        <translation>等待中: 您已暂停其项目 %1</translation>
    </message>
    <message>
        <source>waiting: needs a %1 GPU, which this computer does not have</source>
        <translation>等待中: 需要 %1 GPU, 此计算机没有</translation>
    </message>
    <message>
        <source>waiting: needs %1 MB of GPU memory; the device has %2 MB</source>
        <translation>等待中: 需要 %1 MB GPU 内存; 设备只有 %2 MB</translation>
    </message>
    <message>
        <source>waiting: every %1 device is excluded for its app (cc_config.xml)</source>
        <translation>等待中: 所有 %1 设备都已对其应用程序排除 (cc_config.xml)</translation>
    </message>
    <message>
        <source>waiting: no %1 GPU has room for %2 of a device</source>
        <translation>等待中: 没有 %1 GPU 有 %2 个设备的空间</translation>
    </message>
    <message>
        <source>waiting: its %1 device %2 is gone and no other has room</source>
        <translation>等待中: 其 %1 设备 %2 已不存在, 且没有其他设备有空间</translation>
    </message>
    <message>
        <source>running: GPU task, %1 of %2 device %3</source>
        <translation>运行中: GPU 任务, %2 设备 %3 的 %1</translation>
    </message>
    <message>
        <source>Done: it is reported at the next scheduler contact</source>
        <translation>已完成: 将在下次联系调度器时报告</translation>
    </message>
    <message>
        <source>Done: its result is being sent to the project</source>
        <translation>已完成: 正在将结果发送给项目</translation>
    </message>
    <message>
        <source>Its input files are being downloaded</source>
        <translation>正在下载输入文件</translation>
    </message>
    <message>
        <source>Queued: it starts when a CPU is free and its turn comes</source>
        <translation>排队中: CPU 空闲且轮到它时开始</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>the disk size is unknown</source>
        <translation>磁盘大小未知</translation>
    </message>
    <message>
        <source>files no task needs any more will be deleted first</source>
        <translation>将先删除不再被任何任务需要的文件</translation>
    </message>
    <message>
        <source>its expired files will be deleted first</source>
        <translation>将先删除其过期文件</translation>
    </message>
    <message>
        <source>its lowest-priority files will be deleted first</source>
        <translation>将先删除其优先级最低的文件</translation>
    </message>
    <message>
        <source>its least recently used files will be deleted first</source>
        <translation>将先删除其最久未使用的文件</translation>
    </message>
    <message>
        <source>but every one of its files is in use, so none can be deleted</source>
        <translation>但其所有文件都在使用中, 因此无法删除任何文件</translation>
    </message>
    <message>
        <source>The client may use no disk space (%1); change the disk preferences or free space on the disk.</source>
        <translation>客户端不能使用磁盘空间 (%1); 请更改磁盘首选项或释放磁盘空间。</translation>
    </message>
    <message>
        <source>The client uses %1, %2 more than the %3 allowed (%4); files will be deleted, from projects over their share first.</source>
        <translation>客户端使用了 %1, 比允许的 %3 多 %2 (%4); 将删除文件, 先从超出份额的项目开始。</translation>
    </message>
    <message>
        <source>Project %1 is over its share by %2; %3.</source>
        <translation>项目 %1 超出其份额 %2; %3。</translation>
    </message>
    <message>
        <source>All projects are within their disk shares; %1 of the %2 allowed is free (%3).</source>
        <translation>所有项目都在其磁盘份额之内; 允许的 %2 中有 %1 空闲 (%3)。</translation>
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
    <name>task_resources</name>
    <message>
        <source>%1% per hour</source>
        <translation>每小时 %1%</translation>
    </message>
    <message>
        <source>%1% per minute</source>
        <translation>每分钟 %1%</translation>
    </message>
    <message>
        <source>%1% per second</source>
        <translation>每秒 %1%</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 个 CPU</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>CPU 使用率 (上一间隔)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>进度速率</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>进程 ID</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>工作集峰值</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>交换空间</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>交换空间峰值</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>磁盘峰值用量</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>槽位目录</translation>
    </message>
</context>
<context>
    <name>transfer_status</name>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>retry in</source>
        <translation>重试倒计时</translation>
    </message>
    <message>
        <source>suspended - network activity suspended</source>
        <translation>已暂停 - 网络活动已暂停</translation>
    </message>
    <message>
        <source>active</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>project backoff</source>
        <translation>项目退避</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>1&amp;5 minutes</source>
        <translation>15 分钟(&amp;5)</translation>
    </message>
    <message>
        <source>&amp;1 hour</source>
        <translation>1 小时(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;3 hours</source>
        <translation>3 小时(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;Until resumed</source>
        <translation>直到继续(&amp;U)</translation>
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
        <source>Start the task&apos;s graphics application</source>
        <translation>启动任务的图形应用程序</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>客户端写入事件日志的消息类型</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>重新读取 cc_config.xml 和 app_config.xml 文件</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>打开 boinc-gui 文档</translation>
    </message>
    <message>
        <source>&amp;Web pages</source>
        <translation>网页(&amp;W)</translation>
    </message>
    <message>
        <source>Show &amp;graphics</source>
        <translation>显示图形(&amp;G)</translation>
    </message>
    <message>
        <source>Event log &amp;window…</source>
        <translation>事件日志窗口(&amp;W)…</translation>
    </message>
    <message>
        <source>Event log &amp;options…</source>
        <translation>事件日志选项(&amp;O)…</translation>
    </message>
    <message>
        <source>Read &amp;config files</source>
        <translation>读取配置文件(&amp;C)</translation>
    </message>
    <message>
        <source>Run CPU &amp;benchmarks</source>
        <translation>运行 CPU 基准测试(&amp;B)</translation>
    </message>
    <message>
        <source>Retry all &amp;transfers</source>
        <translation>重试所有传输(&amp;T)</translation>
    </message>
    <message>
        <source>Try every pending upload and download, and every deferred scheduler request, now</source>
        <translation>立即尝试每个待处理的上传和下载，以及每个被推迟的调度程序请求</translation>
    </message>
    <message>
        <source>boinc-gui &amp;help</source>
        <translation>boinc-gui 帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Select one project</source>
        <translation>请选择一个项目(&amp;S)</translation>
    </message>
    <message>
        <source>%1 &amp;home page</source>
        <translation>%1 主页(&amp;H)</translation>
    </message>
    <message>
        <source>The project has sent &amp;no other links yet</source>
        <translation>该项目尚未发送其他链接(&amp;N)</translation>
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
