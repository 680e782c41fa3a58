<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
</TS>
