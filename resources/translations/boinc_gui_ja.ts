<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>About</name>
    <message>
        <source>installed with the program</source>
        <translation>プログラムと一緒にインストール済み</translation>
    </message>
    <message>
        <source>none: an emulated client keeps its tasks in memory</source>
        <translation>なし: エミュレートされたクライアントはタスクをメモリー上に保持します</translation>
    </message>
    <message>
        <source>on the computer shown (a remote client)</source>
        <translation>表示中のコンピューター上 (リモートクライアント)</translation>
    </message>
    <message>
        <source>A manager for volunteer computing, compatible with BOINC&apos;s clients and projects.</source>
        <translation>ボランティアコンピューティングのためのマネージャーで、BOINC のクライアントとプロジェクトに対応しています。</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>ライセンス: {licence}。</translation>
    </message>
    <message>
        <source>Documentation: {docs}</source>
        <translation>ドキュメント: {docs}</translation>
    </message>
    <message>
        <source>BOINC, its projects and its community: {url}</source>
        <translation>BOINC とそのプロジェクト、コミュニティ: {url}</translation>
    </message>
    <message>
        <source>Client: {client}</source>
        <translation>クライアント: {client}</translation>
    </message>
    <message>
        <source>Data directory: {where}</source>
        <translation>データディレクトリ: {where}</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>boinc-gui について</translation>
    </message>
</context>
<context>
    <name>AcctMgrDialog</name>
    <message>
        <source>Use an account manager</source>
        <translation>アカウントマネージャーを使う</translation>
    </message>
    <message>
        <source>An account manager keeps your list of projects on its web site and attaches all your computers to them. Sign in with your account at the manager.</source>
        <translation>アカウントマネージャーはプロジェクトの一覧をそのウェブサイトで管理し、あなたのすべてのコンピューターをそれらに参加させます。マネージャーのアカウントでサインインしてください。</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>アカウントマネージャー</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>その他…</translation>
    </message>
    <message>
        <source>Account manager URL</source>
        <translation>アカウントマネージャーの URL</translation>
    </message>
    <message>
        <source>Account manager user name</source>
        <translation>アカウントマネージャーのユーザー名</translation>
    </message>
    <message>
        <source>Account manager password</source>
        <translation>アカウントマネージャーのパスワード</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>マネージャー</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Name or email</source>
        <translation>名前またはメールアドレス</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>参加</translation>
    </message>
    <message>
        <source>Synchronise now</source>
        <translation>今すぐ同期</translation>
    </message>
    <message>
        <source>Stop using it</source>
        <translation>使用をやめる</translation>
    </message>
    <message>
        <source>This computer uses {manager} ({url}).</source>
        <translation>このコンピューターは {manager} ({url}) を使っています。</translation>
    </message>
    <message>
        <source>Enter your user name (or email) and password at the account manager.</source>
        <translation>アカウントマネージャーのユーザー名 (またはメールアドレス) とパスワードを入力してください。</translation>
    </message>
    <message>
        <source>Contacting the account manager…</source>
        <translation>アカウントマネージャーに接続中…</translation>
    </message>
    <message>
        <source>Synchronising with the account manager…</source>
        <translation>アカウントマネージャーと同期中…</translation>
    </message>
    <message>
        <source>Leaving the account manager…</source>
        <translation>アカウントマネージャーから離脱中…</translation>
    </message>
</context>
<context>
    <name>AlertLogDialog</name>
    <message>
        <source>Alerts</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Tell me when</source>
        <translation>次の場合に知らせる</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Alert log</source>
        <translation>警告ログ</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
</context>
<context>
    <name>AlertLogModel</name>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>回数</translation>
    </message>
</context>
<context>
    <name>AppConfigDialog</name>
    <message>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>アプリケーション</translation>
    </message>
    <message>
        <source>Most running at once</source>
        <translation>同時実行の上限</translation>
    </message>
    <message>
        <source>Report at once</source>
        <translation>すぐに報告</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>コマンドライン</translation>
    </message>
    <message>
        <source>CPUs per task (0 = as sent)</source>
        <translation>タスクあたりの CPU (0 = 送られたとおり)</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a whole number from 0 ({no_limit}) to {most}</source>
        <translation>{where}: 「{text}」は 0 ({no_limit}) から {most} までの整数ではありません</translation>
    </message>
    <message>
        <source>{where}: &apos;{text}&apos; is not a number</source>
        <translation>{where}: 「{text}」は数値ではありません</translation>
    </message>
    <message>
        <source>{where}: {text} is out of range (0 to {most}; 0.5 = half a CPU)</source>
        <translation>{where}: {text} は範囲外です (0 から {most}; 0.5 = CPU 半分)</translation>
    </message>
    <message>
        <source>{where}: longer than {most} characters</source>
        <translation>{where}: {most} 文字を超えています</translation>
    </message>
    <message>
        <source>{where}: contains control characters (a line break?)</source>
        <translation>{where}: 制御文字 (改行?) を含んでいます</translation>
    </message>
    <message>
        <source>Project application settings (app_config.xml)</source>
        <translation>プロジェクトのアプリケーション設定 (app_config.xml)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>Most tasks of this project running at once</source>
        <translation>このプロジェクトで同時に実行するタスクの上限</translation>
    </message>
    <message>
        <source>Report every finished task at once</source>
        <translation>完了したタスクをすべてすぐに報告</translation>
    </message>
    <message>
        <source>Applications</source>
        <translation>アプリケーション</translation>
    </message>
    <message>
        <source>application name (as the project names it)</source>
        <translation>アプリケーション名 (プロジェクトでの名前)</translation>
    </message>
    <message>
        <source>Add application</source>
        <translation>アプリケーションを追加</translation>
    </message>
    <message>
        <source>The current app_config.xml cannot be used ({reason}); saving replaces it.</source>
        <translation>現在の app_config.xml は使えません ({reason})。保存すると置き換えます。</translation>
    </message>
    <message>
        <source>A whole number, or 0 for no limit</source>
        <translation>整数、または制限なしなら 0</translation>
    </message>
    <message>
        <source>Enter a new application name (no &lt; &gt; or &amp;).</source>
        <translation>新しいアプリケーション名を入力してください (&lt; &gt; &amp; は使えません)。</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>保存されていません: {reason}</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>保存中…</translation>
    </message>
    <message>
        <source>Saved; the client uses the new settings now.</source>
        <translation>保存しました。クライアントは新しい設定を使っています。</translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <source>I have an account (email and password)</source>
        <translation>アカウントを持っている (メールアドレスとパスワード)</translation>
    </message>
    <message>
        <source>I am new: create an account</source>
        <translation>初めて: アカウントを作成</translation>
    </message>
    <message>
        <source>I have an account key</source>
        <translation>アカウントキーを持っている</translation>
    </message>
    <message>
        <source>Add project to {computer}</source>
        <translation>{computer} にプロジェクトを追加</translation>
    </message>
    <message>
        <source>Add project</source>
        <translation>プロジェクトを追加</translation>
    </message>
    <message>
        <source>Choose a project to give the computer {computer}&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>コンピューター {computer} の空き時間を提供するプロジェクトを選び、そのプロジェクトのアカウントでサインインするか、アカウントを作成するか、アカウントキーを入力してください。</translation>
    </message>
    <message>
        <source>Choose a project to give your computer&apos;s spare time to, then sign in with your account at the project, create one, or give your account key.</source>
        <translation>あなたのコンピューターの空き時間を提供するプロジェクトを選び、そのプロジェクトのアカウントでサインインするか、アカウントを作成するか、アカウントキーを入力してください。</translation>
    </message>
    <message>
        <source>Search projects by name, science area or institution</source>
        <translation>名前、研究分野、機関でプロジェクトを検索</translation>
    </message>
    <message>
        <source>Search projects</source>
        <translation>プロジェクトを検索</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>Demo project (built in)</source>
        <translation>デモプロジェクト (組み込み)</translation>
    </message>
    <message>
        <source>Other project…</source>
        <translation>その他のプロジェクト…</translation>
    </message>
    <message>
        <source>Project preset</source>
        <translation>プロジェクトのプリセット</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>プロジェクトの URL</translation>
    </message>
    <message>
        <source>How to sign in</source>
        <translation>サインイン方法</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>メールアドレス</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation>パスワードの確認</translation>
    </message>
    <message>
        <source>Forgot your password?</source>
        <translation>パスワードを忘れた場合</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>ユーザー名</translation>
    </message>
    <message>
        <source>account key (32 hex digits from the project&apos;s web site)</source>
        <translation>アカウントキー (プロジェクトのウェブサイトにある 16 進数 32 桁)</translation>
    </message>
    <message>
        <source>Account key</source>
        <translation>アカウントキー</translation>
    </message>
    <message>
        <source>Terms of use</source>
        <translation>利用規約</translation>
    </message>
    <message>
        <source>I accept the project&apos;s terms of use</source>
        <translation>プロジェクトの利用規約に同意します</translation>
    </message>
    <message>
        <source>Attach status</source>
        <translation>参加の状態</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>アカウント</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>メール</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>参加</translation>
    </message>
    <message>
        <source>Use an account manager…</source>
        <translation>アカウントマネージャーを使う…</translation>
    </message>
    <message>
        <source>What attaching would do (emulated; the new project&apos;s jobs are guessed until it sends some)</source>
        <translation>参加した場合の影響 (エミュレーション。新しいプロジェクトのジョブは送られてくるまで推定です)</translation>
    </message>
    <message>
        <source>Choose a project to see what it would do to the others.</source>
        <translation>プロジェクトを選ぶと、他のプロジェクトへの影響が表示されます。</translation>
    </message>
    <message>
        <source>(already attached)</source>
        <translation>(参加済み)</translation>
    </message>
    <message>
        <source>Create account and attach</source>
        <translation>アカウントを作成して参加</translation>
    </message>
    <message>
        <source>{computer} is already attached to this project.</source>
        <translation>{computer} はすでにこのプロジェクトに参加しています。</translation>
    </message>
    <message>
        <source>This computer is already attached to this project.</source>
        <translation>このコンピューターはすでにこのプロジェクトに参加しています。</translation>
    </message>
    <message>
        <source>Enter your account key (on the project&apos;s web site, under your account).</source>
        <translation>アカウントキーを入力してください (プロジェクトのウェブサイトのアカウントページにあります)。</translation>
    </message>
    <message>
        <source>Enter your account key.</source>
        <translation>アカウントキーを入力してください。</translation>
    </message>
    <message>
        <source>Asking the project for your account…</source>
        <translation>プロジェクトにアカウントを問い合わせ中…</translation>
    </message>
    <message>
        <source>You did not accept the project&apos;s terms of use, so no account was created. Tick the box to accept them, or cancel.</source>
        <translation>プロジェクトの利用規約に同意しなかったため、アカウントは作成されませんでした。同意するならチェックボックスをオンにし、しないならキャンセルしてください。</translation>
    </message>
    <message>
        <source>The two passwords differ: type the same password in both boxes.</source>
        <translation>2 つのパスワードが違います: 両方の欄に同じパスワードを入力してください。</translation>
    </message>
    <message>
        <source>Creating your account at the project…</source>
        <translation>プロジェクトでアカウントを作成中…</translation>
    </message>
    <message>
        <source>Read the project&apos;s terms of use above; tick the box to accept them, then click again.</source>
        <translation>上のプロジェクトの利用規約を読み、同意するならチェックボックスをオンにして、もう一度クリックしてください。</translation>
    </message>
    <message>
        <source>Contacting the project…</source>
        <translation>プロジェクトに接続中…</translation>
    </message>
    <message>
        <source>Attach failed: %1</source>
        <translation>参加に失敗しました: %1</translation>
    </message>
    <message>
        <source>Attached; waiting for the project to accept the account…</source>
        <translation>参加しました。プロジェクトがアカウントを受け入れるのを待っています…</translation>
    </message>
    <message>
        <source>The project did not accept the account: {reason} The project was removed again; correct the account and try again.</source>
        <translation>プロジェクトがアカウントを受け入れませんでした: {reason} プロジェクトは再び削除されました。アカウントを直してからやり直してください。</translation>
    </message>
    <message>
        <source>The project&apos;s scheduler has not answered yet; the project stays attached and the client keeps trying. See the event log.</source>
        <translation>プロジェクトのスケジューラーはまだ応答していません。プロジェクトは参加したままで、クライアントは試行を続けます。イベントログを見てください。</translation>
    </message>
</context>
<context>
    <name>DailyCharts</name>
    <message>
        <source>Not enough history yet</source>
        <translation>履歴がまだ足りません</translation>
    </message>
    <message>
        <source>User total credit</source>
        <translation>ユーザーの合計クレジット</translation>
    </message>
    <message>
        <source>User average credit (per day)</source>
        <translation>ユーザーの平均クレジット (1 日あたり)</translation>
    </message>
    <message>
        <source>Host total credit</source>
        <translation>ホストの合計クレジット</translation>
    </message>
    <message>
        <source>Host average credit (per day)</source>
        <translation>ホストの平均クレジット (1 日あたり)</translation>
    </message>
    <message>
        <source>Credit earned by this host each day</source>
        <translation>このホストが毎日獲得したクレジット</translation>
    </message>
    <message>
        <source>CPU time of the tasks finished each day (hours)</source>
        <translation>毎日終了したタスクの CPU 時間 (時間)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>過去 30 日</translation>
    </message>
    <message>
        <source>Last 6 months</source>
        <translation>過去 6 か月</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>全期間</translation>
    </message>
    <message>
        <source>Computer of the daily statistics</source>
        <translation>日別統計のコンピュータ</translation>
    </message>
    <message>
        <source>Daily statistics range</source>
        <translation>日別統計の期間</translation>
    </message>
    <message>
        <source>Daily statistics charts</source>
        <translation>日別統計のグラフ</translation>
    </message>
    <message>
        <source>Daily statistics are kept in the task history, which is not open.</source>
        <translation>日別統計はタスク履歴に保存されますが、履歴が開かれていません。</translation>
    </message>
    <message>
        <source>The task history cannot be read: %1</source>
        <translation>タスク履歴を読み込めません: %1</translation>
    </message>
    <message>
        <source>One day recorded so far (%1): each day adds a point, and figures counted per day appear from the second day on.</source>
        <translation>これまでに記録されたのは 1 日 (%1) です。毎日 1 点ずつ増え、日ごとの値は 2 日目から表示されます。</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>このコンピュータ</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 yet: they are added once a day while the manager runs.</source>
        <translation>%1 の日別統計はまだありません。マネージャの実行中に 1 日 1 回追加されます。</translation>
    </message>
    <message>
        <source>No daily statistics recorded for %1 in this range: they are added once a day while the manager runs.</source>
        <translation>この期間の %1 の日別統計はありません。マネージャの実行中に 1 日 1 回追加されます。</translation>
    </message>
</context>
<context>
    <name>DiskTab</name>
    <message>
        <source>Total disk usage</source>
        <translation>ディスク全体の使用量</translation>
    </message>
    <message>
        <source>Disk usage by projects</source>
        <translation>プロジェクト別ディスク使用量</translation>
    </message>
    <message>
        <source>Total disk usage legend</source>
        <translation>ディスク全体の使用量の凡例</translation>
    </message>
    <message>
        <source>Disk usage by projects legend</source>
        <translation>プロジェクト別ディスク使用量の凡例</translation>
    </message>
    <message>
        <source>Waiting for the client…</source>
        <translation>クライアントを待っています…</translation>
    </message>
    <message>
        <source>Disk explanation</source>
        <translation>ディスクの説明</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>使用量</translation>
    </message>
    <message>
        <source>Share limit</source>
        <translation>配分の上限</translation>
    </message>
    <message>
        <source>Over / under</source>
        <translation>超過 / 余裕</translation>
    </message>
    <message>
        <source>Deletable</source>
        <translation>削除可能</translation>
    </message>
    <message>
        <source>Disk usage per project</source>
        <translation>各プロジェクトのディスク使用量</translation>
    </message>
    <message>
        <source>Used by this client</source>
        <translation>このクライアントの使用量</translation>
    </message>
    <message>
        <source>Free for this client</source>
        <translation>このクライアントが使える空き</translation>
    </message>
    <message>
        <source>Free, kept from the client</source>
        <translation>空きだがクライアントには使わせない</translation>
    </message>
    <message>
        <source>Other programs</source>
        <translation>他のプログラム</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no projects: 0 bytes used</source>
        <translation>プロジェクトなし: 使用量 0 バイト</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>%1 超過</translation>
    </message>
    <message>
        <source>%1 to spare</source>
        <translation>%1 の余裕</translation>
    </message>
    <message>
        <source>⚠ over its share</source>
        <translation>⚠ 配分を超過</translation>
    </message>
</context>
<context>
    <name>EventLogTab</name>
    <message>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Project notice</source>
        <translation>プロジェクトのお知らせ</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>すべてのプロジェクト</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>プロジェクトで絞り込む</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>すべての重要度</translation>
    </message>
    <message>
        <source>Filter by severity</source>
        <translation>重要度で絞り込む</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>メッセージを検索</translation>
    </message>
    <message>
        <source>Copy shown</source>
        <translation>表示中をコピー</translation>
    </message>
    <message>
        <source>Copy the lines the filters show, to paste into a forum post</source>
        <translation>フィルタで表示中の行をコピーし、フォーラムへの投稿に貼り付けられるようにします</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>イベントログ</translation>
    </message>
</context>
<context>
    <name>EventLogWindow</name>
    <message>
        <source>boinc-gui — Event log</source>
        <translation>boinc-gui — イベントログ</translation>
    </message>
    <message>
        <source>Show messages of</source>
        <translation>表示するメッセージ</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>すべてのプロジェクト</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>すべてコピー</translation>
    </message>
    <message>
        <source>Copy every line shown to the clipboard</source>
        <translation>表示中のすべての行をクリップボードにコピー</translation>
    </message>
    <message>
        <source>Copy selected</source>
        <translation>選択をコピー</translation>
    </message>
    <message>
        <source>Copy the selected lines to the clipboard (Ctrl+C)</source>
        <translation>選択した行をクリップボードにコピー (Ctrl+C)</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>イベントログ</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>プロジェクト:</translation>
    </message>
</context>
<context>
    <name>FirstStartBanner</name>
    <message>
        <source>&lt;b&gt;Welcome to boinc-gui.&lt;/b&gt; To show you how work flows, the built-in demo project has been added: it needs no account and runs a small real computation on this computer. When you are ready, add a science project with your account at it; you can remove the demo project at any time.</source>
        <translation>&lt;b&gt;boinc-gui へようこそ。&lt;/b&gt;作業の流れをお見せするため、内蔵のデモプロジェクトを追加しました。アカウントは不要で、このコンピュータで小さな実際の計算を行います。準備ができたら、アカウントを持つ科学プロジェクトを追加してください。デモプロジェクトはいつでも削除できます。</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>初回起動</translation>
    </message>
    <message>
        <source>Add a science project…</source>
        <translation>科学プロジェクトを追加…</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>了解</translation>
    </message>
</context>
<context>
    <name>GpuCharts</name>
    <message>
        <source>GPUs in use (devices)</source>
        <translation>使用中の GPU(デバイス数)</translation>
    </message>
    <message>
        <source>GPU time (hours)</source>
        <translation>GPU 時間(時間)</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1(%2 台中)</translation>
    </message>
</context>
<context>
    <name>GpuControls</name>
    <message>
        <source>Use &amp;GPU always</source>
        <translation>常に GPU を使う(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Use GPU based on preferences</source>
        <translation>設定に従って GPU を使う(&amp;U)</translation>
    </message>
    <message>
        <source>Suspen&amp;d GPU</source>
        <translation>GPU を一時停止(&amp;D)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Snooze GPU</source>
        <translation>GPU を一時休止</translation>
    </message>
    <message>
        <source>Resume GPU</source>
        <translation>GPU を再開</translation>
    </message>
    <message>
        <source>GPU only</source>
        <translation>GPU のみ</translation>
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
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリー</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>ドライバー</translation>
    </message>
    <message>
        <source>In use by</source>
        <translation>使用中のタスク</translation>
    </message>
    <message>
        <source>(declared)</source>
        <translation>(宣言済み)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>アイドル</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Keep a project off a GPU</source>
        <translation>プロジェクトを GPU から外す</translation>
    </message>
    <message>
        <source>every app (or an app&apos;s short name)</source>
        <translation>すべてのアプリ (またはアプリの短い名前)</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>除外</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>App</source>
        <translation>アプリ</translation>
    </message>
    <message>
        <source>This computer has no GPU the client uses.</source>
        <translation>このコンピューターにはクライアントが使う GPU がありません。</translation>
    </message>
    <message>
        <source>every {gpu} device</source>
        <translation>すべての {gpu} デバイス</translation>
    </message>
    <message>
        <source>{gpu} device {number}</source>
        <translation>{gpu} デバイス {number}</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>This computer</source>
        <translation>このコンピュータ</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>download failed</source>
        <translation>ダウンロード失敗</translation>
    </message>
    <message>
        <source>upload failed</source>
        <translation>アップロード失敗</translation>
    </message>
    <message>
        <source>aborted by user</source>
        <translation>ユーザーにより中止</translation>
    </message>
    <message>
        <source>aborted by project</source>
        <translation>プロジェクトにより中止</translation>
    </message>
    <message>
        <source>aborted by client</source>
        <translation>クライアントにより中止</translation>
    </message>
    <message>
        <source>Search task, application or project</source>
        <translation>タスク、アプリケーション、プロジェクトを検索</translation>
    </message>
    <message>
        <source>Search the task history</source>
        <translation>タスク履歴を検索</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>すべての結果</translation>
    </message>
    <message>
        <source>Filter by computer</source>
        <translation>コンピュータで絞り込む</translation>
    </message>
    <message>
        <source>Filter by project</source>
        <translation>プロジェクトで絞り込む</translation>
    </message>
    <message>
        <source>Filter by application</source>
        <translation>アプリケーションで絞り込む</translation>
    </message>
    <message>
        <source>Filter by outcome</source>
        <translation>結果で絞り込む</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>以降</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>この日以降に完了</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>以前</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>この日より前に完了</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV 書き出し…</translation>
    </message>
    <message>
        <source>Task history</source>
        <translation>タスク履歴</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>すべてのコンピュータ</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>すべてのプロジェクト</translation>
    </message>
    <message>
        <source>All applications</source>
        <translation>すべてのアプリケーション</translation>
    </message>
    <message>
        <source>, %1 credit</source>
        <translation>、クレジット %1</translation>
    </message>
    <message>
        <source>%1: %2 tasks, %3 ok, %4 errors, %5 aborted; average CPU %6, elapsed %7</source>
        <translation>%1: タスク %2、成功 %3、エラー %4、中止 %5; 平均 CPU %6、経過 %7</translation>
    </message>
    <message>
        <source>(unknown app)</source>
        <translation>(不明なアプリケーション)</translation>
    </message>
    <message>
        <source>%1 tasks match</source>
        <translation>一致するタスク: %1 件</translation>
    </message>
    <message>
        <source>%1 tasks recorded</source>
        <translation>記録されたタスク: %1 件</translation>
    </message>
    <message>
        <source>Export task history</source>
        <translation>タスク履歴を書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>書き出しに失敗しました: %1</translation>
    </message>
    <message>
        <source>Exported %1 tasks to %2</source>
        <translation>%1 件のタスクを %2 に書き出しました</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Edit host</source>
        <translation>ホストを編集</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>ホストを追加</translation>
    </message>
    <message>
        <source>host name or IP address</source>
        <translation>ホスト名または IP アドレス</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>変更なし</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Enter the host&apos;s name or IP address.</source>
        <translation>ホストの名前または IP アドレスを入力してください。</translation>
    </message>
</context>
<context>
    <name>HostListModel</name>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>in this program</source>
        <translation>このプログラム内</translation>
    </message>
</context>
<context>
    <name>HostManager</name>
    <message>
        <source>connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>パスワードが必要です</translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation>パスワードが違います</translation>
    </message>
    <message>
        <source>unknown host name</source>
        <translation>不明なホスト名</translation>
    </message>
    <message>
        <source>no answer (timed out)</source>
        <translation>応答なし (タイムアウト)</translation>
    </message>
    <message>
        <source>host unreachable</source>
        <translation>ホストに到達できません</translation>
    </message>
    <message>
        <source>connection reset by the host</source>
        <translation>ホストが接続をリセットしました</translation>
    </message>
    <message>
        <source>connection refused (is the client running, and does it accept this computer?)</source>
        <translation>接続を拒否されました (クライアントは動いていますか? このコンピューターを受け入れていますか?)</translation>
    </message>
    <message>
        <source>the host closed the connection (this computer may not be in its remote_hosts.cfg)</source>
        <translation>ホストが接続を閉じました (このコンピューターが remote_hosts.cfg にないのかもしれません)</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>接続済み</translation>
    </message>
    <message>
        <source>connected, {ms} ms</source>
        <translation>接続済み、{ms} ms</translation>
    </message>
    <message>
        <source>; retrying in {seconds} s</source>
        <translation>、{seconds} 秒後に再試行</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>このコンピューター</translation>
    </message>
    <message>
        <source>The password is kept in your system keyring.</source>
        <translation>パスワードはシステムのキーリングに保存されます。</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>システムのキーリングが使えないため、パスワードは保存されません: boinc-gui は実行中だけ保持し、次回また尋ねます。</translation>
    </message>
    <message>
        <source>no answer for {seconds} s</source>
        <translation>{seconds} 秒間応答なし</translation>
    </message>
    <message>
        <source>Host password</source>
        <translation>ホストのパスワード</translation>
    </message>
    <message>
        <source>GUI RPC password for {host} ({address}:{port}).</source>
        <translation>{host} ({address}:{port}) の GUI RPC パスワード。</translation>
    </message>
    <message>
        <source>the host&apos;s answer is too large to read</source>
        <translation>ホストの応答が大きすぎて読み取れません</translation>
    </message>
    <message>
        <source>the host&apos;s answer is not BOINC&apos;s GUI RPC (is a BOINC client listening on this port?)</source>
        <translation>ホストの応答は BOINC の GUI RPC ではありません (このポートで BOINC クライアントが待ち受けていますか?)</translation>
    </message>
    <message>
        <source>the host&apos;s client does not know this request (%1)</source>
        <translation>ホストのクライアントはこの要求を知りません (%1)</translation>
    </message>
    <message>
        <source>the host&apos;s client answered with an error: %1</source>
        <translation>ホストのクライアントがエラーを返しました: %1</translation>
    </message>
    <message>
        <source>network error (%1)</source>
        <translation>ネットワークエラー (%1)</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 has changed, so nothing was sent to it. Pinned: SHA-256 %2. Presented now: SHA-256 %3. If that computer&apos;s certificate was made anew on purpose, compare the new fingerprint with what &quot;boinc-core tls-fingerprint&quot; prints there and accept it in Hosts &gt; Edit (&quot;Accept the new certificate&quot;). Otherwise someone may be in between: do not accept it.</source>
        <translation>%1 の TLS 証明書が変わったため、何も送信しませんでした。固定済み: SHA-256 %2。現在提示されたもの: SHA-256 %3。そのコンピューターの証明書を意図的に作り直したのなら、新しいフィンガープリントをそこで「boinc-core tls-fingerprint」が表示するものと比べ、ホスト &gt; 編集 (「新しい証明書を受け入れる」) で受け入れてください。そうでなければ誰かが間に入っているかもしれません。受け入れないでください。</translation>
    </message>
    <message>
        <source>SSH: the host key of %1 is not the one in %2 (it changed, or someone is in between), so nothing was sent. If it changed on purpose, check it, remove the old key (ssh-keygen -R) and log in once with ssh.</source>
        <translation>SSH: %1 のホスト鍵が %2 にあるものと違うため (変わったか、誰かが間に入っています)、何も送信しませんでした。意図的に変わったのなら、確認して古い鍵を削除し (ssh-keygen -R)、ssh で一度ログインしてください。</translation>
    </message>
    <message>
        <source>SSH: %1 is not in %2. Log in once with &quot;ssh -p %3 %4&quot;, compare its host key fingerprint and accept it, then try again.</source>
        <translation>SSH: %1 は %2 にありません。「ssh -p %3 %4」で一度ログインし、ホスト鍵のフィンガープリントを比べて受け入れてから、もう一度試してください。</translation>
    </message>
    <message>
        <source>SSH: %1 accepted none of the keys offered (agent, %2). Is the public key in its authorized_keys?</source>
        <translation>SSH: %1 は提示した鍵をどれも受け入れませんでした (エージェント、%2)。公開鍵はその authorized_keys にありますか?</translation>
    </message>
    <message>
        <source>SSH to %1 failed: %2</source>
        <translation>%1 への SSH に失敗しました: %2</translation>
    </message>
    <message>
        <source>SSH to %1: %2:%3 refused the connection there (%4). Is the BOINC client running?</source>
        <translation>%1 への SSH: そこで %2:%3 が接続を拒否しました (%4)。BOINC クライアントは動いていますか?</translation>
    </message>
    <message>
        <source>SSH to %1: the connection was lost (%2)</source>
        <translation>%1 への SSH: 接続が切れました (%2)</translation>
    </message>
</context>
<context>
    <name>HostSelector</name>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Which computer the tabs show (or all of them at once)</source>
        <translation>タブに表示するコンピューター (またはすべて同時に)</translation>
    </message>
</context>
<context>
    <name>Hosts</name>
    <message>
        <source>All computers</source>
        <translation>すべてのコンピューター</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>ホストを削除</translation>
    </message>
    <message>
        <source>{all}: {answering} of {shown} answering</source>
        <translation>{all}: {shown} 台中 {answering} 台が応答</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>コンピューター:</translation>
    </message>
    <message>
        <source>Host status</source>
        <translation>ホストの状態</translation>
    </message>
    <message>
        <source>Ho&amp;sts</source>
        <translation>ホスト(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Manage hosts…</source>
        <translation>ホストを管理(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>ホストを追加(&amp;A)…</translation>
    </message>
    <message>
        <source>Show all &amp;computers</source>
        <translation>すべてのコンピューターを表示(&amp;C)</translation>
    </message>
</context>
<context>
    <name>HostsDialog</name>
    <message>
        <source>Hosts</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove {host} from the list?</source>
        <translation>{host} を一覧から削除しますか?</translation>
    </message>
</context>
<context>
    <name>LazyHistory</name>
    <message>
        <source>The task history could not be opened.</source>
        <translation>タスク履歴を開けませんでした。</translation>
    </message>
</context>
<context>
    <name>LogFlagsDialog</name>
    <message>
        <source>Event log options</source>
        <translation>イベントログのオプション</translation>
    </message>
    <message>
        <source>The kinds of messages the client writes to its event log. The *_debug flags are for finding a problem: they write many lines.</source>
        <translation>クライアントがイベントログに書くメッセージの種類です。*_debug フラグは問題を探すためのもので、多くの行を書き出します。</translation>
    </message>
    <message>
        <source>Event log options are set for the client on this computer (its cc_config.xml is here); for another computer, edit the file there.</source>
        <translation>イベントログのオプションはこのコンピューターのクライアント用に設定します (その cc_config.xml はここにあります)。他のコンピューターでは、そこでファイルを編集してください。</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}); it is left as it is. Correct it, then try again.</source>
        <translation>{path} を読めません ({error})。そのままにしておきます。修正してからやり直してください。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Stop computing and exit</source>
        <translation>計算を止めて終了</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>プロジェクト(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>タスク(&amp;T)</translation>
    </message>
    <message>
        <source>T&amp;ransfer</source>
        <translation>転送(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>動作(&amp;A)</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>一時休止</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>ツール(&amp;O)</translation>
    </message>
    <message>
        <source>run always</source>
        <translation>常に実行</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>run based on preferences</source>
        <translation>設定に従って実行</translation>
    </message>
    <message>
        <source>always</source>
        <translation>常時</translation>
    </message>
    <message>
        <source>based on preferences</source>
        <translation>設定に従う</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>suspended (%1)</source>
        <translation>一時停止中 (%1)</translation>
    </message>
    <message>
        <source>%1, suspended (%2)</source>
        <translation>%1、一時停止中 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>実行中 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n downloading</source>
        <translation>
            <numerusform>ダウンロード中 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>待機中 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uploading</source>
        <translation>
            <numerusform>アップロード中 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to report</source>
        <translation>
            <numerusform>報告待ち %n</numerusform>
        </translation>
    </message>
    <message>
        <source>ddd dd MMM yyyy HH:mm</source>
        <translation>yyyy/MM/dd (ddd) HH:mm</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>不明（未インストール）</translation>
    </message>
    <message>
        <source>boinc-gui — %1</source>
        <translation>boinc-gui — %1</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>起動中…</translation>
    </message>
    <message>
        <source>Starting the client…</source>
        <translation>クライアントを起動しています…</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>アクティブのみ</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>タスク</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>転送</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>ディスク</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>イベントログ</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>お知らせ</translation>
    </message>
    <message>
        <source>Client notice</source>
        <translation>クライアントからのお知らせ</translation>
    </message>
    <message>
        <source>&lt;b&gt;Emulated client.&lt;/b&gt; This window shows the emulator in accelerated time (the speed is at the bottom right), not real work. The live client replaces it.</source>
        <translation>&lt;b&gt;エミュレートされたクライアントです。&lt;/b&gt;このウィンドウは加速された時間で動くエミュレーターを表示しており（速度は右下）、実際の計算ではありません。実際のクライアントがこれに代わります。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Rules belong to a client that evaluates them: this computer&apos;s, or a remote boinc-core added under Hosts.</source>
        <translation>ルールはそれを評価するクライアントに属します。このコンピューターのクライアントか、Hosts で追加したリモートの boinc-core です。</translation>
    </message>
    <message>
        <source>&amp;Projects</source>
        <translation>プロジェクト(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>タスク(&amp;T)</translation>
    </message>
    <message>
        <source>Trans&amp;fers</source>
        <translation>転送(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Disk</source>
        <translation>ディスク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>統計(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Event log</source>
        <translation>イベントログ(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Notices</source>
        <translation>お知らせ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>履歴(&amp;H)</translation>
    </message>
    <message>
        <source>Notices (%1)</source>
        <translation>お知らせ (%1)</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>更新(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Suspend</source>
        <translation>一時停止(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;No new tasks</source>
        <translation>新しいタスクを受け取らない(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Allow new tasks</source>
        <translation>新しいタスクを許可(&amp;A)</translation>
    </message>
    <message>
        <source>Res&amp;et project</source>
        <translation>プロジェクトをリセット(&amp;E)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>プロパティ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>中止(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Retry now</source>
        <translation>今すぐ再試行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Abort transfer</source>
        <translation>転送を中止(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Resume now</source>
        <translation>今すぐ再開(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Run always</source>
        <translation>常に計算(&amp;R)</translation>
    </message>
    <message>
        <source>Run based on &amp;preferences</source>
        <translation>設定に従って計算(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>ウィンドウを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>終了(&amp;X)</translation>
    </message>
    <message>
        <source>F&amp;ilter current table</source>
        <translation>表示中の表を絞り込む(&amp;I)</translation>
    </message>
    <message>
        <source>Select &amp;columns…</source>
        <translation>列を選択(&amp;C)…</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>テーマ(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Network activity always</source>
        <translation>常にネットワークを使う(&amp;N)</translation>
    </message>
    <message>
        <source>Network activity &amp;based on preferences</source>
        <translation>設定に従ってネットワークを使う(&amp;B)</translation>
    </message>
    <message>
        <source>Suspend net&amp;work activity</source>
        <translation>ネットワークを一時停止(&amp;W)</translation>
    </message>
    <message>
        <source>Sn&amp;ooze</source>
        <translation>一時休止(&amp;O)</translation>
    </message>
    <message>
        <source>Soft s&amp;top (after the next checkpoint)</source>
        <translation>ソフト停止（次のチェックポイントの後）(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Add project…</source>
        <translation>プロジェクトを追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Application &amp;settings (app_config.xml)…</source>
        <translation>アプリケーション設定 (app_config.xml)(&amp;S)…</translation>
    </message>
    <message>
        <source>Account &amp;manager…</source>
        <translation>アカウントマネージャ(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>ルール(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;GPUs…</source>
        <translation>GPU(&amp;G)…</translation>
    </message>
    <message>
        <source>A&amp;lerts…</source>
        <translation>警告(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;About boinc-gui</source>
        <translation>boinc-gui について(&amp;A)</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>今すぐプロジェクトと通信</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>プロジェクトから離脱</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Connecting to the client…</source>
        <translation>クライアントに接続しています…</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>動作状況</translation>
    </message>
    <message>
        <source>The client&apos;s clock</source>
        <translation>クライアントの時計</translation>
    </message>
    <message>
        <source>Tasks by state</source>
        <translation>状態別のタスク</translation>
    </message>
    <message>
        <source>Account manager</source>
        <translation>アカウントマネージャ</translation>
    </message>
    <message>
        <source>Emulation speed</source>
        <translation>エミュレーション速度</translation>
    </message>
    <message>
        <source>Simulated seconds per real second</source>
        <translation>実時間 1 秒あたりのシミュレーション秒数</translation>
    </message>
    <message>
        <source>%1× speed</source>
        <translation>%1 倍速</translation>
    </message>
    <message>
        <source>Account manager: %1</source>
        <translation>アカウントマネージャ: %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;EMULATED&lt;/b&gt; — not real work</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;エミュレーション&lt;/b&gt; — 実際の計算ではありません</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>計算: %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>ネットワーク: %1</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>Snoozed: %1</source>
        <translation>一時休止中: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>boinc-gui — All computers (%1)</source>
        <translation>boinc-gui — すべてのコンピューター (%1)</translation>
    </message>
    <message>
        <source>%1 does not report its disk usage to this window.</source>
        <translation>%1 はこのウィンドウにディスク使用量を報告しません。</translation>
    </message>
    <message>
        <source>Disk usage of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>%1 のディスク使用量（一度に 1 台ずつ表示します。別のコンピューターは「コンピューター」欄で選んでください）</translation>
    </message>
    <message>
        <source>Charts of %1 (they show one computer at a time: choose another in the Computer box)</source>
        <translation>%1 のグラフ（一度に 1 台ずつ表示します。別のコンピューターは「コンピューター」欄で選んでください）</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>The client could not do that: %1</source>
        <translation>クライアントはこれを実行できませんでした: %1</translation>
    </message>
    <message>
        <source>That computer is no longer shown; the command was not sent.</source>
        <translation>そのコンピューターはもう表示されていないため、コマンドは送信されませんでした。</translation>
    </message>
    <message>
        <source>All computers</source>
        <translation>すべてのコンピューター</translation>
    </message>
    <message numerus="yes">
        <source>%1 on all %n computers shown?</source>
        <translation>
            <numerusform>表示中の %n 台すべてのコンピューターに「%1」を適用しますか?</numerusform>
        </translation>
    </message>
    <message>
        <source>End the snooze</source>
        <translation>一時休止を終了</translation>
    </message>
    <message>
        <source>boinc-gui %1: a volunteer-computing manager compatible with BOINC.
Client: %2</source>
        <translation>boinc-gui %1: BOINC 互換のボランティアコンピューティング用マネージャー。
クライアント: %2</translation>
    </message>
    <message>
        <source>boinc-gui keeps computing</source>
        <translation>boinc-gui は計算を続けています</translation>
    </message>
    <message>
        <source>The window is closed, not the program: computing goes on. Click the tray icon to open the window; its menu has Exit.</source>
        <translation>閉じたのはウィンドウで、プログラムではありません。計算は続いています。ウィンドウを開くにはトレイアイコンをクリックしてください。そのメニューに「終了」があります。</translation>
    </message>
    <message>
        <source>Exit boinc-gui</source>
        <translation>boinc-gui を終了</translation>
    </message>
    <message>
        <source>Exit? Computing stops until you start boinc-gui again.</source>
        <translation>終了しますか? boinc-gui を再び起動するまで計算は止まります。</translation>
    </message>
</context>
<context>
    <name>NoticeReminder</name>
    <message>
        <source>1 unread notice from your projects. Click to read.</source>
        <translation>プロジェクトからの未読のお知らせが 1 件あります。クリックして読んでください。</translation>
    </message>
    <message>
        <source>boinc-gui notices</source>
        <translation>boinc-gui のお知らせ</translation>
    </message>
</context>
<context>
    <name>NoticesTab</name>
    <message>
        <source>Alert</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>This client</source>
        <translation>このクライアント</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>お知らせ</translation>
    </message>
    <message>
        <source>Notice text</source>
        <translation>お知らせの本文</translation>
    </message>
    <message>
        <source>No notices yet. Projects and the client post news and alerts here.</source>
        <translation>お知らせはまだありません。プロジェクトとクライアントがここにニュースや警告を掲載します。</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>このウィンドウ</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>設定ページ</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>プロキシ</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt;: see the Proxy page.</source>
        <translation>&lt;b&gt;プロキシサーバー&lt;/b&gt;: プロキシのページを見てください。</translation>
    </message>
    <message>
        <source>Using local preferences: saved in global_prefs_override.xml in the data directory and applied at once.</source>
        <translation>ローカル設定を使用中: データディレクトリの global_prefs_override.xml に保存され、すぐに適用されます。</translation>
    </message>
    <message>
        <source>Problems with these preferences</source>
        <translation>これらの設定の問題</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>既定値</translation>
    </message>
    <message>
        <source>&lt;{name}&gt;, {low} to {high} {unit}</source>
        <translation>&lt;{name}&gt;、{low} から {high} {unit}</translation>
    </message>
    <message>
        <source>Compute only between</source>
        <translation>計算する時間帯</translation>
    </message>
    <message>
        <source>Transfer files only between</source>
        <translation>ファイル転送する時間帯</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Day-of-week override (replaces the every-day window on that day):</source>
        <translation>曜日ごとの例外 (その日は毎日の時間帯の代わりになります):</translation>
    </message>
    <message>
        <source>Manager (this window)</source>
        <translation>マネージャー (このウィンドウ)</translation>
    </message>
    <message>
        <source>system</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation>言語 (次回の起動から)</translation>
    </message>
    <message>
        <source>Closing the window keeps computing in the tray</source>
        <translation>ウィンドウを閉じてもトレイで計算を続ける</translation>
    </message>
    <message>
        <source>Ask before exiting (computing stops)</source>
        <translation>終了前に確認する (計算は止まります)</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>トレイに最小化して起動</translation>
    </message>
    <message>
        <source>Ignored where the desktop has no system tray: the window opens then.</source>
        <translation>デスクトップにシステムトレイがない場合は無視され、ウィンドウが開きます。</translation>
    </message>
    <message>
        <source>Start boinc-gui when I log in</source>
        <translation>ログイン時に boinc-gui を起動</translation>
    </message>
    <message>
        <source>Writes or removes {path}</source>
        <translation>{path} を書き込みまたは削除します</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> 時間</translation>
    </message>
    <message>
        <source>never</source>
        <translation>しない</translation>
    </message>
    <message>
        <source>Remind me of unread notices every</source>
        <translation>未読のお知らせを通知する間隔</translation>
    </message>
    <message>
        <source>Keep task history up to</source>
        <translation>タスク履歴を保持する上限</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proxy servers&lt;/b&gt; are the client&apos;s settings, not this window&apos;s: the client reads &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; in cc_config.xml in its data directory, or takes them from &lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt;.</source>
        <translation>&lt;b&gt;プロキシサーバー&lt;/b&gt;はこのウィンドウではなくクライアントの設定です: クライアントはデータディレクトリの cc_config.xml にある &lt;code&gt;&amp;lt;proxy_info&amp;gt;&lt;/code&gt; を読むか、&lt;code&gt;boinccmd --set_proxy_settings&lt;/code&gt; から受け取ります。</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>{path} を書き込めませんでした: {error}</translation>
    </message>
    <message>
        <source>Could not remove {path}: {error}</source>
        <translation>{path} を削除できませんでした: {error}</translation>
    </message>
</context>
<context>
    <name>PreviewGpu</name>
    <message>
        <source>GPU %1 (%2 devices): idle %3 (%4 with the current settings); GPU tasks done %5 (%6); GPU tasks late %7 (%8)</source>
        <translation>GPU %1(%2 台):アイドル %3(現在の設定では %4);完了した GPU タスク %5(%6);期限超過の GPU タスク %7(%8)</translation>
    </message>
    <message>
        <source>the %1 GPUs would stand idle %2 of the time (with the current settings: %3)</source>
        <translation>%1 の GPU は時間の %2 アイドルになります(現在の設定では %3)</translation>
    </message>
    <message>
        <source>%1 GPU tasks would miss their deadlines (with the current settings: %2)</source>
        <translation>%1 件の GPU タスクが期限に間に合いません(現在の設定では %2)</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Preview (emulated from this computer&apos;s tasks)</source>
        <translation>プレビュー (このコンピューターのタスクからエミュレーション)</translation>
    </message>
    <message>
        <source>Change a setting to see what it would do.</source>
        <translation>設定を変えると、その影響が表示されます。</translation>
    </message>
    <message>
        <source>Preview figures per project</source>
        <translation>プロジェクトごとのプレビューの数値</translation>
    </message>
    <message>
        <source>No preview: {reason}</source>
        <translation>プレビューなし: {reason}</translation>
    </message>
    <message>
        <source>Over the next {span}: {changes}.</source>
        <translation>今後 {span}: {changes}。</translation>
    </message>
    <message>
        <source>{project} (new): CPU share {cpu}, resource share {share}; tasks done {done}; deadlines missed {missed}; requests to its server per day {rpcs}</source>
        <translation>{project} (新規): CPU の割合 {cpu}、リソースシェア {share}; 完了タスク {done}; 締め切り超過 {missed}; サーバーへの 1 日あたりの要求 {rpcs}</translation>
    </message>
    <message>
        <source>{project}: CPU share {cpu} ({cpu_now} with the current settings), resource share {share}; tasks done {done} ({done_now} with the current settings); deadlines missed {missed} ({missed_now} with the current settings); requests to its server per day {rpcs} ({rpcs_now} with the current settings)</source>
        <translation>{project}: CPU の割合 {cpu} (現在の設定では {cpu_now})、リソースシェア {share}; 完了タスク {done} (現在の設定では {done_now}); 締め切り超過 {missed} (現在の設定では {missed_now}); サーバーへの 1 日あたりの要求 {rpcs} (現在の設定では {rpcs_now})</translation>
    </message>
    <message>
        <source>Idle time of the CPUs allowed to compute: {idle} ({idle_now} with the current settings)</source>
        <translation>計算を許された CPU のアイドル時間: {idle} (現在の設定では {idle_now})</translation>
    </message>
    <message>
        <source>({percent} of it)</source>
        <translation>(そのうち {percent})</translation>
    </message>
    <message>
        <source>Disk: {used} used now; limit {limit}{share}, set by {rule}</source>
        <translation>ディスク: 現在 {used} 使用; 上限 {limit}{share}、{rule} による</translation>
    </message>
    <message>
        <source>({limit} with the current settings)</source>
        <translation>(現在の設定では {limit})</translation>
    </message>
</context>
<context>
    <name>ProxyPage</name>
    <message>
        <source>Proxy</source>
        <translation>プロキシ</translation>
    </message>
    <message>
        <source>The client connects to projects through these proxies from the moment you save. Passwords are kept with the client&apos;s settings in its data directory, readable only by you (the client needs them to connect on its own).</source>
        <translation>保存した時点から、クライアントはこれらのプロキシを通してプロジェクトに接続します。パスワードはクライアントの設定とともにデータディレクトリに保存され、あなただけが読めます (クライアントが自分で接続するために必要です)。</translation>
    </message>
    <message>
        <source>cc_config.xml names a proxy: the client uses that one, and keeps these settings for when it no longer does.</source>
        <translation>cc_config.xml がプロキシを指定しています: クライアントはそちらを使い、この設定はそれが使われなくなったときのために保持します。</translation>
    </message>
    <message>
        <source>HTTP proxy</source>
        <translation>HTTP プロキシ</translation>
    </message>
    <message>
        <source>Connect through an HTTP proxy</source>
        <translation>HTTP プロキシ経由で接続</translation>
    </message>
    <message>
        <source>SOCKS proxy</source>
        <translation>SOCKS プロキシ</translation>
    </message>
    <message>
        <source>Connect through a SOCKS 5 proxy</source>
        <translation>SOCKS 5 プロキシ経由で接続</translation>
    </message>
    <message>
        <source>host names, separated by commas</source>
        <translation>ホスト名 (カンマ区切り)</translation>
    </message>
    <message>
        <source>Do not use a proxy for</source>
        <translation>プロキシを使わない宛先</translation>
    </message>
    <message>
        <source>{proxy} server</source>
        <translation>{proxy} サーバー</translation>
    </message>
    <message>
        <source>{proxy} port</source>
        <translation>{proxy} ポート</translation>
    </message>
    <message>
        <source>{proxy} user name</source>
        <translation>{proxy} ユーザー名</translation>
    </message>
    <message>
        <source>{proxy} password</source>
        <translation>{proxy} パスワード</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>ユーザー名</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>the HTTP proxy needs a server name</source>
        <translation>HTTP プロキシにはサーバー名が必要です</translation>
    </message>
    <message>
        <source>the SOCKS proxy needs a server name</source>
        <translation>SOCKS プロキシにはサーバー名が必要です</translation>
    </message>
    <message>
        <source>the {proxy} proxy server name is not a host name</source>
        <translation>{proxy} プロキシのサーバー名がホスト名ではありません</translation>
    </message>
    <message>
        <source>the {proxy} proxy port {port} is not between 1 and 65535</source>
        <translation>{proxy} プロキシのポート {port} が 1 から 65535 の範囲外です</translation>
    </message>
</context>
<context>
    <name>RowTableModel</name>
    <message>
        <source>%1
(out of date: %2)</source>
        <translation>%1
(古い情報: %2)</translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message>
        <source>Edit rule</source>
        <translation>ルールを編集</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>ルールを追加</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>When (all that are ticked hold)</source>
        <translation>条件 (チェックしたものすべてが成り立つとき)</translation>
    </message>
    <message>
        <source>CPU temperature above</source>
        <translation>CPU 温度が次より高い</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>時間帯</translation>
    </message>
    <message>
        <source>every day (or e.g. mon-fri, sat,sun)</source>
        <translation>毎日 (または例: mon-fri, sat,sun)</translation>
    </message>
    <message>
        <source>Program running</source>
        <translation>プログラムが実行中</translation>
    </message>
    <message>
        <source>On battery below</source>
        <translation>バッテリー駆動で次より低い</translation>
    </message>
    <message>
        <source>Schedule (CSV)</source>
        <translation>スケジュール (CSV)</translation>
    </message>
    <message>
        <source>path of the CSV file: WHEN,VALUE lines</source>
        <translation>CSV ファイルのパス: WHEN,VALUE の行</translation>
    </message>
    <message>
        <source>above</source>
        <translation>より上</translation>
    </message>
    <message>
        <source>below</source>
        <translation>より下</translation>
    </message>
    <message>
        <source>to</source>
        <translation>から</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>動作</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>計算を一時停止</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>ネットワーク活動を一時停止</translation>
    </message>
    <message>
        <source>Allow computing (lift the preferences&apos; suspensions)</source>
        <translation>計算を許可 (設定による一時停止を解除)</translation>
    </message>
    <message>
        <source>Allow network activity</source>
        <translation>ネットワーク活動を許可</translation>
    </message>
    <message>
        <source>Snooze for</source>
        <translation>スヌーズ</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>% の CPU 時間</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Soft stop (each task after its next checkpoint, then suspend)</source>
        <translation>ソフトストップ (各タスクを次のチェックポイントの後に一時停止)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n CPU</numerusform>
        </translation>
    </message>
    <message>
        <source>the time of day starts and ends at the same time</source>
        <translation>時間帯の開始と終了が同じ時刻です</translation>
    </message>
    <message>
        <source>give the program&apos;s name (not a path)</source>
        <translation>プログラムの名前を入力してください (パスではなく)</translation>
    </message>
    <message>
        <source>give the schedule&apos;s CSV file</source>
        <translation>スケジュールの CSV ファイルを指定してください</translation>
    </message>
    <message>
        <source>tick “above” or “below” for the schedule</source>
        <translation>スケジュールに「より上」か「より下」をチェックしてください</translation>
    </message>
    <message>
        <source>give the text to notify</source>
        <translation>通知するテキストを入力してください</translation>
    </message>
    <message>
        <source>another rule is already named &apos;{name}&apos;</source>
        <translation>「{name}」という名前のルールがすでにあります</translation>
    </message>
    <message>
        <source>This rule cannot work yet: {reason}.</source>
        <translation>このルールはまだ機能しません: {reason}。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>このコンピューター</translation>
    </message>
    <message>
        <source>No rules yet. A rule suspends or limits computing, or tells you, while something holds: a CPU temperature, a time of day, a program running, the battery. Add… makes one.</source>
        <translation>ルールはまだありません。ルールは、CPU 温度、時間帯、実行中のプログラム、バッテリーなどの条件が成り立つ間、計算を一時停止・制限したり、お知らせしたりします。「追加…」で作成します。</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>First rule that holds decides; the rules apply to the chosen computer&apos;s client, which evaluates them itself.</source>
        <translation>最初に成り立ったルールが決めます。ルールは選んだコンピューターのクライアントに適用され、クライアント自身が評価します。</translation>
    </message>
    <message>
        <source>The changes to the rules of {host} are not saved. Drop them?</source>
        <translation>{host} のルールの変更は保存されていません。破棄しますか?</translation>
    </message>
    <message>
        <source>No computer&apos;s rules can be edited here.</source>
        <translation>ここではどのコンピューターのルールも編集できません。</translation>
    </message>
    <message>
        <source>{host} is not connected (its password is needed): choose it in the window first.</source>
        <translation>{host} は接続されていません (パスワードが必要です): まずウィンドウで選んでください。</translation>
    </message>
    <message>
        <source>Reading the rules of {host}…</source>
        <translation>{host} のルールを読み込み中…</translation>
    </message>
    <message>
        <source>Refused by the client (not kept when you save; the previous file stays as rules.xml.bak):</source>
        <translation>クライアントが拒否 (保存時には残りません。以前のファイルは rules.xml.bak として残ります):</translation>
    </message>
    <message>
        <source>The client on {host} does not support rules: only boinc-core evaluates them (a BOINC client does not).</source>
        <translation>{host} のクライアントはルールに対応していません: ルールを評価するのは boinc-core だけです (BOINC クライアントは評価しません)。</translation>
    </message>
    <message>
        <source>The rules of {host} cannot be read: {reason}</source>
        <translation>{host} のルールを読めません: {reason}</translation>
    </message>
    <message>
        <source>{host} refused the rules: {reason}</source>
        <translation>{host} がルールを拒否しました: {reason}</translation>
    </message>
    <message>
        <source>{host} could not be reached: {reason}</source>
        <translation>{host} に接続できませんでした: {reason}</translation>
    </message>
    <message>
        <source>In force now: {rules}.</source>
        <translation>現在有効: {rules}。</translation>
    </message>
    <message>
        <source>No rule holds now.</source>
        <translation>現在成り立っているルールはありません。</translation>
    </message>
    <message>
        <source>Computing suspended: {reason}.</source>
        <translation>計算を一時停止中: {reason}。</translation>
    </message>
    <message>
        <source>Network activity suspended: {reason}.</source>
        <translation>ネットワーク活動を一時停止中: {reason}。</translation>
    </message>
    <message>
        <source>Sending the rules to {host}…</source>
        <translation>{host} にルールを送信中…</translation>
    </message>
    <message>
        <source>The rules could not be saved: {reason}</source>
        <translation>ルールを保存できませんでした: {reason}</translation>
    </message>
</context>
<context>
    <name>ShareWhatIf</name>
    <message>
        <source>What if the resource share were different?</source>
        <translation>リソースシェアが違っていたら?</translation>
    </message>
    <message>
        <source>Resource share to preview</source>
        <translation>プレビューするリソースシェア</translation>
    </message>
    <message>
        <source>Resource shares are set in your account on the project&apos;s web site (or by your account manager). Change the number to see what another share would do here.</source>
        <translation>リソースシェアはプロジェクトのウェブサイトのアカウント (またはアカウントマネージャー) で設定します。数値を変えると、別のシェアでここがどうなるかが表示されます。</translation>
    </message>
    <message>
        <source>Resource share:</source>
        <translation>リソースシェア:</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Connecting to the client…</source>
        <translation>クライアントに接続中…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Advanced view</source>
        <translation>詳細表示</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Start computing again</source>
        <translation>計算を再開する</translation>
    </message>
    <message>
        <source>Stop all computing until you resume</source>
        <translation>再開するまですべての計算を止める</translation>
    </message>
    <message>
        <source>This computer does not work for any project yet: use Advanced view, Tools &gt; Add project.</source>
        <translation>このコンピュータはまだどのプロジェクトにも参加していません。詳細表示の「ツール &gt; プロジェクトを追加」を使ってください。</translation>
    </message>
    <message>
        <source>This computer is doing science for %1.</source>
        <translation>このコンピュータは %1 のために科学計算をしています。</translation>
    </message>
    <message>
        <source>This computer works for %1. Computing is suspended (%2).</source>
        <translation>このコンピュータは %1 に参加しています。計算は一時停止中です (%2)。</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>This computer works for %1. No task is running at this moment: work is on its way or waiting its turn.</source>
        <translation>このコンピュータは %1 に参加しています。現在実行中のタスクはありません。作業は届く途中か、順番を待っています。</translation>
    </message>
    <message>
        <source>and 1 more task running</source>
        <translation>他に実行中のタスクが 1 件</translation>
    </message>
    <message>
        <source>and %1 more tasks running</source>
        <translation>他に実行中のタスク: %1 件</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>シンプル表示(&amp;V)</translation>
    </message>
    <message>
        <source>One screen: what this computer does, for which science</source>
        <translation>1 画面で: このコンピュータが何を、どの科学のためにしているか</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <source>Live</source>
        <translation>ライブ</translation>
    </message>
    <message>
        <source>Daily history</source>
        <translation>日別の履歴</translation>
    </message>
    <message>
        <source>day %1 %2</source>
        <translation>%1 日目 %2</translation>
    </message>
    <message>
        <source>Statistics view</source>
        <translation>統計の表示</translation>
    </message>
    <message>
        <source>Live: this computer&apos;s figures every few seconds. Daily history: credit and CPU time per day, from the task history</source>
        <translation>ライブ: このコンピュータの数値を数秒ごとに表示。日別の履歴: タスク履歴からの 1 日ごとのクレジットと CPU 時間</translation>
    </message>
    <message>
        <source>Follow live data</source>
        <translation>ライブデータを追う</translation>
    </message>
    <message>
        <source>Statistics charts</source>
        <translation>統計グラフ</translation>
    </message>
    <message>
        <source>Scheduling priority (debt, CPU s)</source>
        <translation>スケジューリング優先度 (負債、CPU 秒)</translation>
    </message>
    <message>
        <source>CPU share now vs resource share (dashed), %</source>
        <translation>現在の CPU 配分とリソース配分 (破線)、%</translation>
    </message>
    <message>
        <source>Queued work (CPU hours)</source>
        <translation>キューの作業量 (CPU 時間)</translation>
    </message>
    <message>
        <source>Work done (credit)</source>
        <translation>作業量 (クレジット)</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>ズームを元に戻す</translation>
    </message>
    <message>
        <source>Show all the data again (the wheel and a drag zoom in)</source>
        <translation>すべてのデータを再表示 (ホイールとドラッグで拡大)</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · right-click: more</source>
        <translation>ホイール: ズーム · ドラッグ: 移動 · 右クリック: その他</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <source>Projects</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>タスク</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>転送</translation>
    </message>
    <message>
        <source>Filter projects (Ctrl+F)</source>
        <translation>プロジェクトを絞り込む (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter tasks (Ctrl+F)</source>
        <translation>タスクを絞り込む (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter transfers (Ctrl+F)</source>
        <translation>転送を絞り込む (Ctrl+F)</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>実行中のみ</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>%1 を絞り込む</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>%1 の表</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Rows matching the filter: %1 of %2</source>
        <translation>フィルタに一致する行: %1 / %2</translation>
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
        <translation>列を元に戻す</translation>
    </message>
</context>
<context>
    <name>TransportBox</name>
    <message>
        <source>(SSH via {where})</source>
        <translation>({where} 経由の SSH)</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>Plain GUI RPC (any BOINC client)</source>
        <translation>通常の GUI RPC (すべての BOINC クライアント)</translation>
    </message>
    <message>
        <source>TLS (boinc-core with --gui-rpc-tls-port)</source>
        <translation>TLS (--gui-rpc-tls-port 付きの boinc-core)</translation>
    </message>
    <message>
        <source>SSH tunnel (BOINC listening on the host&apos;s 127.0.0.1)</source>
        <translation>SSH トンネル (ホストの 127.0.0.1 で待ち受ける BOINC)</translation>
    </message>
    <message>
        <source>Get certificate</source>
        <translation>証明書を取得</translation>
    </message>
    <message>
        <source>Accept the new certificate</source>
        <translation>新しい証明書を受け入れる</translation>
    </message>
    <message>
        <source>Pinned SHA-256</source>
        <translation>固定した SHA-256</translation>
    </message>
    <message>
        <source>Presented</source>
        <translation>提示されたもの</translation>
    </message>
    <message>
        <source>the address above</source>
        <translation>上のアドレス</translation>
    </message>
    <message>
        <source>your user name here</source>
        <translation>そこでのユーザー名</translation>
    </message>
    <message>
        <source>the SSH agent and ~/.ssh keys</source>
        <translation>SSH エージェントと ~/.ssh の鍵</translation>
    </message>
    <message>
        <source>none, or unchanged (kept in the keyring)</source>
        <translation>なし、または変更なし (キーリングに保存)</translation>
    </message>
    <message>
        <source>SSH host</source>
        <translation>SSH ホスト</translation>
    </message>
    <message>
        <source>SSH port</source>
        <translation>SSH ポート</translation>
    </message>
    <message>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>鍵ファイル</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>鍵のパスフレーズ</translation>
    </message>
    <message>
        <source>Reach it by</source>
        <translation>接続方法</translation>
    </message>
    <message>
        <source>none yet: the first certificate seen is pinned</source>
        <translation>まだなし: 最初に見た証明書を固定します</translation>
    </message>
    <message>
        <source>could not get it: {reason}</source>
        <translation>取得できませんでした: {reason}</translation>
    </message>
    <message>
        <source>Compare it with what `boinc-core tls-fingerprint` prints on that computer; it is pinned when you press OK.</source>
        <translation>そのコンピューターで `boinc-core tls-fingerprint` が表示するものと比べてください。OK を押すと固定されます。</translation>
    </message>
    <message>
        <source>the same as the pinned one</source>
        <translation>固定したものと同じ</translation>
    </message>
    <message>
        <source>DIFFERENT from the pinned one: accept it only if that computer&apos;s certificate was made anew and `boinc-core tls-fingerprint` there prints this.</source>
        <translation>固定したものと異なります: そのコンピューターの証明書が作り直され、そこで `boinc-core tls-fingerprint` がこれを表示する場合に限り受け入れてください。</translation>
    </message>
    <message>
        <source>accepted: pinned when you press OK</source>
        <translation>受け入れ済み: OK を押すと固定されます</translation>
    </message>
</context>
<context>
    <name>TrayController</name>
    <message>
        <source>Open manager</source>
        <translation>マネージャーを開く</translation>
    </message>
    <message>
        <source>Snooze</source>
        <translation>一時休止</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>今すぐ再開</translation>
    </message>
    <message>
        <source>Suspend computing</source>
        <translation>計算を一時停止</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>ソフト停止（次のチェックポイントの後）</translation>
    </message>
    <message>
        <source>Suspend network</source>
        <translation>ネットワークを一時停止</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>boinc-gui: starting</source>
        <translation>boinc-gui: 起動中</translation>
    </message>
    <message>
        <source>1 unread notice</source>
        <translation>未読のお知らせ 1 件</translation>
    </message>
    <message>
        <source>Resume computing</source>
        <translation>計算を再開</translation>
    </message>
    <message>
        <source>Resume network</source>
        <translation>ネットワークを再開</translation>
    </message>
    <message>
        <source>boinc-gui needs you</source>
        <translation>boinc-gui が対応を求めています</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to boinc-gui</source>
        <translation>boinc-gui へようこそ</translation>
    </message>
    <message>
        <source>&lt;p&gt;boinc-gui lends your computer&apos;s spare processor time and disk space to science projects: it downloads their tasks, runs them while you do not need the computer (as your preferences say), sends the results back and keeps you informed here and in the tray.&lt;/p&gt;&lt;p&gt;It works with BOINC projects and tools: you choose the projects, each with an account on its web site. You can pause computing at any time from the Activity menu or the tray icon.&lt;/p&gt;&lt;p&gt;&lt;b&gt;To begin, add a project.&lt;/b&gt; The built-in demo project needs no account: it runs a small real computation on this computer, so you can see how everything works before choosing a science project.&lt;/p&gt;</source>
        <translation>&lt;p&gt;boinc-gui は、コンピュータの空いているプロセッサ時間とディスク容量を科学プロジェクトに提供します。プロジェクトのタスクをダウンロードし、コンピュータを使っていない間に (設定に従って) 実行し、結果を送り返し、この画面と通知領域で状況をお知らせします。&lt;/p&gt;&lt;p&gt;BOINC のプロジェクトやツールと連携します。プロジェクトはご自身で選び、それぞれのウェブサイトでアカウントを作成します。計算は「動作」メニューや通知領域のアイコンからいつでも一時停止できます。&lt;/p&gt;&lt;p&gt;&lt;b&gt;まずプロジェクトを追加してください。&lt;/b&gt;内蔵のデモプロジェクトはアカウント不要で、このコンピュータで小さな実際の計算を行います。科学プロジェクトを選ぶ前に、全体の動きを確かめられます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add a project…</source>
        <translation>プロジェクトを追加…</translation>
    </message>
    <message>
        <source>Add a project</source>
        <translation>プロジェクトを追加</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <source>Show the tabs; Tools › Add project… opens the same dialog later</source>
        <translation>タブを表示します。後で「ツール › プロジェクトを追加…」から同じダイアログを開けます</translation>
    </message>
</context>
<context>
    <name>_TaskCard</name>
    <message>
        <source>%1: %2 done, about %3 left</source>
        <translation>%1: %2 完了、残り約 %3</translation>
    </message>
    <message>
        <source>%1: %2 done</source>
        <translation>%1: %2 完了</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>%1 の進捗</translation>
    </message>
    <message>
        <source>Your credit at %1: %2</source>
        <translation>%1 でのあなたのクレジット: %2</translation>
    </message>
</context>
<context>
    <name>_Window</name>
    <message>
        <source>{label} from</source>
        <translation>{label} 開始</translation>
    </message>
    <message>
        <source>{label} to</source>
        <translation>{label} 終了</translation>
    </message>
    <message>
        <source>and</source>
        <translation>から</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>Alerts</source>
        <translation>アラート</translation>
    </message>
    <message>
        <source>Computers</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Name of the application to add</source>
        <translation>追加するアプリケーションの名前</translation>
    </message>
    <message>
        <source>Completed since</source>
        <translation>完了日（開始）</translation>
    </message>
    <message>
        <source>Completed before</source>
        <translation>完了日（終了）</translation>
    </message>
    <message>
        <source>No data yet.</source>
        <translation>まだデータがありません。</translation>
    </message>
    <message>
        <source>Computing suspended: %1</source>
        <translation>計算を一時停止しました: %1</translation>
    </message>
    <message>
        <source>Computing resumed</source>
        <translation>計算を再開しました</translation>
    </message>
    <message>
        <source>Task %1 failed: %2</source>
        <translation>タスク %1 が失敗しました: %2</translation>
    </message>
</context>
<context>
    <name>accounts</name>
    <message>
        <source>wrong password</source>
        <translation>パスワードが違います</translation>
    </message>
    <message>
        <source>no account with this email</source>
        <translation>このメールアドレスのアカウントはありません</translation>
    </message>
    <message>
        <source>an account with this email already exists (with another password): sign in instead</source>
        <translation>このメールアドレスのアカウントは (別のパスワードで) すでにあります。代わりにサインインしてください</translation>
    </message>
    <message>
        <source>this project is not accepting new accounts</source>
        <translation>このプロジェクトは新しいアカウントを受け付けていません</translation>
    </message>
    <message>
        <source>the project does not accept this email address</source>
        <translation>プロジェクトはこのメールアドレスを受け付けません</translation>
    </message>
    <message>
        <source>the project does not accept this user name</source>
        <translation>プロジェクトはこのユーザー名を受け付けません</translation>
    </message>
    <message>
        <source>the project requires you to accept its terms of use</source>
        <translation>プロジェクトの利用規約に同意する必要があります</translation>
    </message>
    <message>
        <source>the project is down for maintenance; try again later</source>
        <translation>プロジェクトはメンテナンス中です。後でもう一度お試しください</translation>
    </message>
    <message>
        <source>the project&apos;s web site is down for maintenance; try again later</source>
        <translation>プロジェクトのウェブサイトはメンテナンス中です。後でもう一度お試しください</translation>
    </message>
    <message>
        <source>this address is an account manager, not a project: use &apos;Use an account manager&apos;</source>
        <translation>このアドレスはプロジェクトではなくアカウントマネージャーです。「アカウントマネージャーを使う」を選んでください</translation>
    </message>
    <message>
        <source>enter the email address and the password of your account</source>
        <translation>アカウントのメールアドレスとパスワードを入力してください</translation>
    </message>
    <message>
        <source>enter a user name, an email address and a password</source>
        <translation>ユーザー名、メールアドレス、パスワードを入力してください</translation>
    </message>
    <message>
        <source>cannot reach %1: connection refused</source>
        <translation>%1 に接続できません: 接続が拒否されました</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2: is this the project&apos;s address?</source>
        <translation>%1 が HTTP エラー %2 を返しました。これはプロジェクトのアドレスですか?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (%2): is this the project&apos;s address?</source>
        <translation>%1 は BOINC プロジェクトとして応答しませんでした (%2)。これはプロジェクトのアドレスですか?</translation>
    </message>
    <message>
        <source>%1 did not answer as a BOINC project does (it sent &lt;%2&gt;): is this the project&apos;s address?</source>
        <translation>%1 は BOINC プロジェクトとして応答しませんでした (&lt;%2&gt; を送信)。これはプロジェクトのアドレスですか?</translation>
    </message>
    <message>
        <source>%1 sent the request on to %2, which is not an http:// or https:// address: is this the project&apos;s address?</source>
        <translation>%1 は要求を %2 に転送しましたが、これは http:// または https:// のアドレスではありません。これはプロジェクトのアドレスですか?</translation>
    </message>
    <message>
        <source>%1 sent the request on more than %2 times: is this the project&apos;s address?</source>
        <translation>%1 は要求を %2 回を超えて転送しました。これはプロジェクトのアドレスですか?</translation>
    </message>
    <message>
        <source>%1 sent an answer larger than %2 bytes, which was not read: is this the project&apos;s address?</source>
        <translation>%1 が %2 バイトを超える応答を送ったため、読み込みませんでした。これはプロジェクトのアドレスですか?</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s to answer; try again later</source>
        <translation>%1 の応答に %2 秒以上かかりました。後でもう一度お試しください</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>%1 に接続できません: %2</translation>
    </message>
    <message>
        <source>%1 sent neither an account key nor an error: is this the project&apos;s address?</source>
        <translation>%1 はアカウントキーもエラーも送りませんでした。これはプロジェクトのアドレスですか?</translation>
    </message>
    <message>
        <source>%1 sent an account key that cannot be used</source>
        <translation>%1 が使用できないアカウントキーを送りました</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// address</source>
        <translation>%1 は http:// または https:// のアドレスではありません</translation>
    </message>
    <message>
        <source>%1 names no host</source>
        <translation>%1 にホスト名がありません</translation>
    </message>
    <message>
        <source>%1 contains spaces or control characters</source>
        <translation>%1 に空白または制御文字が含まれています</translation>
    </message>
    <message>
        <source>this project needs client version %1 or later; this client is %2</source>
        <translation>このプロジェクトにはクライアントのバージョン %1 以降が必要です。このクライアントは %2 です</translation>
    </message>
    <message>
        <source>this project has no applications for this computer (%1)</source>
        <translation>このプロジェクトにはこのコンピューター用のアプリがありません (%1)</translation>
    </message>
    <message>
        <source>the password must have at least %1 characters for this project</source>
        <translation>このプロジェクトではパスワードは %1 文字以上必要です</translation>
    </message>
    <message>
        <source>the project does not accept this user name: %1</source>
        <translation>プロジェクトはこのユーザー名を受け付けません: %1</translation>
    </message>
    <message>
        <source>cannot reach %1: host name not found</source>
        <translation>%1 に接続できません: ホスト名が見つかりません</translation>
    </message>
    <message>
        <source>cannot reach %1: no answer within %2 s</source>
        <translation>%1 に接続できません: %2 秒以内に応答がありません</translation>
    </message>
    <message>
        <source>the project refused (error %1)</source>
        <translation>プロジェクトが拒否しました (エラー %1)</translation>
    </message>
</context>
<context>
    <name>acct_mgr</name>
    <message>
        <source>wrong password</source>
        <translation>パスワードが違います</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>アカウントマネージャーにこの名前のアカウントはありません</translation>
    </message>
    <message>
        <source>an account with this name already exists at the account manager</source>
        <translation>この名前のアカウントはアカウントマネージャーに既にあります</translation>
    </message>
    <message>
        <source>the account manager does not accept this email address</source>
        <translation>アカウントマネージャーはこのメールアドレスを受け付けません</translation>
    </message>
    <message>
        <source>the account manager is not accepting new accounts</source>
        <translation>アカウントマネージャーは新しいアカウントを受け付けていません</translation>
    </message>
    <message>
        <source>the account manager is down for maintenance; try again later</source>
        <translation>アカウントマネージャーはメンテナンス中です。後でもう一度お試しください</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer could not be read</source>
        <translation>アカウントマネージャーの応答を読み取れませんでした</translation>
    </message>
    <message>
        <source>this is not the web address of an account manager</source>
        <translation>これはアカウントマネージャーのウェブアドレスではありません</translation>
    </message>
    <message>
        <source>the account manager&apos;s host name was not found</source>
        <translation>アカウントマネージャーのホスト名が見つかりませんでした</translation>
    </message>
    <message>
        <source>the account manager did not answer in time</source>
        <translation>アカウントマネージャーが時間内に応答しませんでした</translation>
    </message>
    <message>
        <source>no connection to the account manager could be made</source>
        <translation>アカウントマネージャーに接続できませんでした</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site is not answering now; try again later</source>
        <translation>アカウントマネージャーのウェブサイトが現在応答しません。後でもう一度お試しください</translation>
    </message>
    <message>
        <source>the account manager&apos;s web site refused the request</source>
        <translation>アカウントマネージャーのウェブサイトが要求を拒否しました</translation>
    </message>
    <message>
        <source>the account manager&apos;s answer was too large</source>
        <translation>アカウントマネージャーの応答が大きすぎました</translation>
    </message>
    <message>
        <source>the account manager could not be used (error %1)</source>
        <translation>アカウントマネージャーを使えませんでした (エラー %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the request could not be made (%1)</source>
        <translation>要求を行えませんでした (%1)</translation>
    </message>
</context>
<context>
    <name>alerts</name>
    <message>
        <source>Task failed</source>
        <translation>タスク失敗</translation>
    </message>
    <message>
        <source>Project keeps failing</source>
        <translation>プロジェクトの失敗が続く</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>期限に間に合わない恐れ</translation>
    </message>
    <message>
        <source>Disk near its limit</source>
        <translation>ディスクが上限に近い</translation>
    </message>
    <message>
        <source>Computer not answering</source>
        <translation>コンピューターが応答しない</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>after</source>
        <translation>条件:</translation>
    </message>
    <message>
        <source> failed tasks</source>
        <translation> 件のタスク失敗</translation>
    </message>
    <message>
        <source>within</source>
        <translation>期間:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分以内</translation>
    </message>
    <message>
        <source>or after</source>
        <translation>または:</translation>
    </message>
    <message>
        <source> failed scheduler requests</source>
        <translation> 回のスケジューラー要求失敗</translation>
    </message>
    <message>
        <source>or when a task would finish within</source>
        <translation>またはタスクの完了見込みが期限の</translation>
    </message>
    <message>
        <source> h of its deadline</source>
        <translation> 時間前を切るとき</translation>
    </message>
    <message>
        <source>when the client uses</source>
        <translation>クライアントの使用量がディスク上限の</translation>
    </message>
    <message>
        <source> % of its disk limit</source>
        <translation> % に達したとき</translation>
    </message>
    <message>
        <source>again after it was below</source>
        <translation>再通知は次の値を下回った後:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> s without an answer</source>
        <translation> 秒間応答なし</translation>
    </message>
    <message>
        <source>Repeats of a kind wait</source>
        <translation>同じ種類の繰り返しは</translation>
    </message>
    <message>
        <source> min, then come as one</source>
        <translation> 分待ってからまとめて届く</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>最大</translation>
    </message>
    <message>
        <source> notifications in that time</source>
        <translation> 件の通知（この期間内）</translation>
    </message>
    <message>
        <source>task failed</source>
        <translation>タスクが失敗した</translation>
    </message>
    <message>
        <source>project keeps failing</source>
        <translation>プロジェクトの失敗が続く</translation>
    </message>
    <message>
        <source>deadline at risk</source>
        <translation>期限に間に合わない恐れがある</translation>
    </message>
    <message>
        <source>disk near its limit</source>
        <translation>ディスクが上限に近い</translation>
    </message>
    <message>
        <source>computer not answering</source>
        <translation>コンピューターが応答しない</translation>
    </message>
    <message>
        <source>a rule says so</source>
        <translation>ルールが指示した</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2) may miss its deadline (%3)</source>
        <translation>%1 (%2) は期限に間に合わない恐れがあります (%3)</translation>
    </message>
    <message>
        <source>%1 (%2) would finish only %3 before its deadline (%4)</source>
        <translation>%1 (%2) は期限の %3 前にしか終わりません (%4)</translation>
    </message>
    <message>
        <source>%1: 1 task failed in the last %2</source>
        <translation>%1: 直近 %2 にタスクが 1 件失敗</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tasks failed in the last %2</source>
        <translation>
            <numerusform>%1: 直近 %2 にタスクが %n 件失敗</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: 1 scheduler request failed</source>
        <translation>%1: スケジューラー要求が 1 回失敗</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scheduler requests in a row failed</source>
        <translation>
            <numerusform>%1: スケジューラー要求が %n 回続けて失敗</numerusform>
        </translation>
    </message>
    <message>
        <source>Using %1 of the %2 the preferences allow (%3 %)</source>
        <translation>使用量 %1 (設定で許可された %2 のうち、%3 %)</translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation>%1 は %2 応答がありません</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks failed: %1</source>
        <translation>
            <numerusform>%n 件のタスクが失敗: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n projects keep failing: %1</source>
        <translation>
            <numerusform>%n 件のプロジェクトの失敗が続く: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tasks may miss their deadlines: %1</source>
        <translation>
            <numerusform>%n 件のタスクが期限に間に合わない恐れ: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disks near their limits: %1</source>
        <translation>
            <numerusform>%n 台のディスクが上限に近い: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n computers not answering: %1</source>
        <translation>
            <numerusform>%n 台のコンピューターが応答しない: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule messages: %1</source>
        <translation>
            <numerusform>%n 件のルールのメッセージ: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>boinc-gui: could not start; see the error above.</source>
        <translation>boinc-gui: 起動できませんでした。上のエラーを参照してください。</translation>
    </message>
    <message>
        <source>boinc-gui: the demo project could not start: %1</source>
        <translation>boinc-gui: デモプロジェクトを起動できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <source>Work fetch</source>
        <translation>作業の取得</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>アカウント</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Work done</source>
        <translation>作業量</translation>
    </message>
    <message>
        <source>Avg. work done</source>
        <translation>平均作業量</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>リソース配分</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Priority (debt)</source>
        <translation>優先度 (負債)</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 時間</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>プロジェクト URL</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>理由: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <source>Remaining (estimated)</source>
        <translation>残り時間 (推定)</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>アプリケーション</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>リソース</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Estimated completion</source>
        <translation>完了予定</translation>
    </message>
    <message>
        <source>Completion before deadline</source>
        <translation>期限前に完了</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Projected to finish after its deadline</source>
        <translation>期限後に完了する見込み</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>スケジューラ: %1</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>タスク</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>終了ステータス</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>受信</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>報告済み</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>クレジット</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重要度</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>From</source>
        <translation>送信元</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
</context>
<context>
    <name>command</name>
    <message>
        <source>This computer is not attached to %1.</source>
        <translation>このコンピューターは %1 に参加していません。</translation>
    </message>
    <message>
        <source>Already attached to %1.</source>
        <translation>このコンピューターはすでに %1 に参加しています。</translation>
    </message>
    <message>
        <source>%1 is a BOINC project, but the emulated client attaches only emulated projects (addresses on emulated.invalid). Use the live client to attach real projects.</source>
        <translation>%1 は BOINC プロジェクトですが、エミュレートされたクライアントはエミュレートされたプロジェクト (emulated.invalid 上のアドレス) にしか参加できません。実際のプロジェクトには実際のクライアントで参加してください。</translation>
    </message>
    <message>
        <source>The client has no task %1 (any more).</source>
        <translation>クライアントにタスク %1 はありません (もうありません)。</translation>
    </message>
    <message>
        <source>Task %1 has already finished.</source>
        <translation>タスク %1 はすでに終了しています。</translation>
    </message>
    <message>
        <source>The client has no transfer of %1 (any more).</source>
        <translation>クライアントに %1 の転送はありません (もうありません)。</translation>
    </message>
    <message>
        <source>This project was added by the account manager: remove it there.</source>
        <translation>このプロジェクトはアカウントマネージャーが追加しました。そちらで削除してください。</translation>
    </message>
    <message>
        <source>The client does not know this command (%1).</source>
        <translation>クライアントはこのコマンドを知りません (%1)。</translation>
    </message>
    <message>
        <source>The client has stopped; the command was not carried out.</source>
        <translation>クライアントが停止したため、コマンドは実行されませんでした。</translation>
    </message>
    <message>
        <source>The client is not running.</source>
        <translation>クライアントは動いていません。</translation>
    </message>
    <message>
        <source>The connection to the computer was closed; the command was not carried out.</source>
        <translation>コンピューターとの接続が閉じられたため、コマンドは実行されませんでした。</translation>
    </message>
    <message>
        <source>The connection to the computer was replaced; the command was not carried out.</source>
        <translation>コンピューターとの接続が置き換えられたため、コマンドは実行されませんでした。</translation>
    </message>
    <message>
        <source>The process that reads the other computers stopped (exit code %1); the command was not carried out.</source>
        <translation>他のコンピューターを読み取るプロセスが停止したため (終了コード %1)、コマンドは実行されませんでした。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The computer&apos;s client refused: %1</source>
        <translation>コンピューターのクライアントが拒否しました: %1</translation>
    </message>
    <message>
        <source>The emulated client cannot do this: it keeps no such files and uses no network.</source>
        <translation>エミュレートされたクライアントにはこれはできません。そのようなファイルを持たず、ネットワークも使いません。</translation>
    </message>
    <message>
        <source>There is no local preferences file to read.</source>
        <translation>読み込むローカル設定ファイルがありません。</translation>
    </message>
    <message>
        <source>This client keeps no cc_config.xml.</source>
        <translation>このクライアントには cc_config.xml がありません。</translation>
    </message>
    <message>
        <source>cc_config.xml cannot be read, so it was left unchanged: %1</source>
        <translation>cc_config.xml を読めないため、変更しませんでした: %1</translation>
    </message>
    <message>
        <source>app_config.xml was refused and nothing was changed: %1</source>
        <translation>app_config.xml は受け付けられず、何も変更されませんでした: %1</translation>
    </message>
    <message>
        <source>app_config.xml could not be written: %1</source>
        <translation>app_config.xml を書き込めませんでした: %1</translation>
    </message>
    <message>
        <source>The proxy settings could not be saved: %1</source>
        <translation>プロキシ設定を保存できませんでした: %1</translation>
    </message>
    <message>
        <source>This computer uses no account manager.</source>
        <translation>このコンピューターはアカウントマネージャーを使っていません。</translation>
    </message>
    <message>
        <source>This computer uses another account manager: leave it first.</source>
        <translation>このコンピューターは別のアカウントマネージャーを使っています。先にそちらから抜けてください。</translation>
    </message>
    <message>
        <source>A request to the account manager is already under way.</source>
        <translation>アカウントマネージャーへの要求はすでに進行中です。</translation>
    </message>
    <message>
        <source>That is not a web address: %1</source>
        <translation>Web アドレスではありません: %1</translation>
    </message>
    <message>
        <source>Internal error (please report it): %1</source>
        <translation>内部エラー (報告してください): %1</translation>
    </message>
    <message>
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>プロジェクトのウェブアドレス (URL) を入力してください。</translation>
    </message>
    <message>
        <source>A project&apos;s web address starts with http:// or https://, not %1://.</source>
        <translation>プロジェクトのウェブアドレスは %1:// ではなく http:// または https:// で始まります。</translation>
    </message>
    <message>
        <source>The web address names no host.</source>
        <translation>ウェブアドレスにホストがありません。</translation>
    </message>
    <message>
        <source>The web address contains spaces or control characters.</source>
        <translation>ウェブアドレスに空白または制御文字が含まれています。</translation>
    </message>
    <message>
        <source>The web address&apos;s host name or port is not valid.</source>
        <translation>ウェブアドレスのホスト名またはポートが正しくありません。</translation>
    </message>
    <message>
        <source>The account key is empty or contains spaces.</source>
        <translation>アカウントキーが空か、空白を含んでいます。</translation>
    </message>
    <message>
        <source>%1 could not be reached through the proxy %2 (%3). Check the proxy settings.</source>
        <translation>プロキシ %2 経由で %1 に到達できませんでした (%3)。プロキシの設定を確認してください。</translation>
    </message>
    <message>
        <source>No connection to the proxy %1 (%2). Check the proxy settings.</source>
        <translation>プロキシ %1 に接続できません (%2)。プロキシの設定を確認してください。</translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection. Check the proxy settings.</source>
        <translation>プロキシ %1 が接続を拒否しました。プロキシの設定を確認してください。</translation>
    </message>
    <message>
        <source>No connection to %1 (%2). Check the address and your network.</source>
        <translation>%1 に接続できません (%2)。アドレスとネットワークを確認してください。</translation>
    </message>
    <message>
        <source>%1 refused the connection. Check the address and your network.</source>
        <translation>%1 が接続を拒否しました。アドレスとネットワークを確認してください。</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 は %2 秒以内に応答しませんでした。</translation>
    </message>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>%1 を読み取れませんでした (%2)。</translation>
    </message>
    <message>
        <source>The proxy %1 refused the user name or password (HTTP 407). Check the proxy settings.</source>
        <translation>プロキシ %1 がユーザー名またはパスワードを拒否しました (HTTP 407)。プロキシの設定を確認してください。</translation>
    </message>
    <message>
        <source>%1 answered with HTTP error %2. Is the address right?</source>
        <translation>%1 が HTTP エラー %2 を返しました。アドレスは正しいですか?</translation>
    </message>
    <message>
        <source>%1 is a web site but not a BOINC project: its page names no scheduler. Use the project&apos;s master URL (its web site shows it).</source>
        <translation>%1 はウェブサイトですが BOINC プロジェクトではありません。そのページにスケジューラがありません。プロジェクトのマスター URL (プロジェクトのサイトに記載) を使ってください。</translation>
    </message>
    <message>
        <source>The project&apos;s account file could not be written: %1</source>
        <translation>プロジェクトのアカウントファイルを書き込めませんでした: %1</translation>
    </message>
    <message>
        <source>the client did not answer in time</source>
        <translation>クライアントが時間内に応答しませんでした</translation>
    </message>
    <message>
        <source>the connection to the client was lost</source>
        <translation>クライアントとの接続が失われました</translation>
    </message>
    <message>
        <source>the client stopped before answering</source>
        <translation>クライアントは応答する前に停止しました</translation>
    </message>
    <message>
        <source>this client cannot do that</source>
        <translation>このクライアントではそれを行えません</translation>
    </message>
    <message>
        <source>the client failed with an error of its own (%1)</source>
        <translation>クライアント内部でエラーが発生しました (%1)</translation>
    </message>
</context>
<context>
    <name>eventlog</name>
    <message>
        <source>Message from server</source>
        <translation>サーバーからのメッセージ</translation>
    </message>
    <message>
        <source>Message from account manager</source>
        <translation>アカウントマネージャからのメッセージ</translation>
    </message>
    <message>
        <source>No tasks are available for the applications you have selected.</source>
        <translation>選択したアプリケーションに使えるタスクはありません。</translation>
    </message>
    <message>
        <source>Tasks can&apos;t access Internet - check network connection</source>
        <translation>タスクがインターネットに接続できません。ネットワーク接続を確認してください</translation>
    </message>
    <message>
        <source>BOINC can&apos;t access Internet - check network connection</source>
        <translation>BOINC がインターネットに接続できません。ネットワーク接続を確認してください</translation>
    </message>
    <message>
        <source>Tasks need Internet access - consider unsuspending network</source>
        <translation>タスクにはインターネットが必要です。ネットワークの再開を検討してください</translation>
    </message>
    <message>
        <source>A new version of BOINC is available</source>
        <translation>BOINC の新しいバージョンがあります</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <source>Unrecognized tag in cc_config.xml</source>
        <translation>cc_config.xml に認識できないタグがあります</translation>
    </message>
    <message>
        <source>Missing end tag in cc_config.xml</source>
        <translation>cc_config.xml に終了タグがありません</translation>
    </message>
    <message>
        <source>Your computer type is not supported by this project</source>
        <translation>このプロジェクトはお使いのコンピュータの種類に対応していません</translation>
    </message>
    <message>
        <source>Invalid or missing account key.  To fix, remove and add this project.</source>
        <translation>アカウントキーがないか無効です。このプロジェクトを削除してから追加し直してください。</translation>
    </message>
    <message>
        <source>Some tasks need more memory than allowed by your preferences.  Please check the preferences.</source>
        <translation>一部のタスクは設定で許可された以上のメモリを必要とします。設定を確認してください。</translation>
    </message>
    <message>
        <source>Couldn&apos;t write state file; check directory permissions</source>
        <translation>状態ファイルを書き込めません。ディレクトリの権限を確認してください</translation>
    </message>
    <message>
        <source>Starting the emulated client (scenario %1)</source>
        <translation>エミュレートされたクライアントを起動中 (シナリオ %1)</translation>
    </message>
    <message>
        <source>Emulated client: This window shows the emulator in accelerated time, not real work.</source>
        <translation>エミュレートされたクライアント: このウィンドウは加速された時間のエミュレーターを表示しています。実際の作業ではありません。</translation>
    </message>
    <message>
        <source>Attached to %1</source>
        <translation>%1 に参加しました</translation>
    </message>
    <message>
        <source>Sending scheduler request: %1.</source>
        <translation>スケジューラー要求を送信中: %1。</translation>
    </message>
    <message>
        <source>Scheduler request completed: got %1 new tasks</source>
        <translation>スケジューラー要求完了: 新しいタスクを %1 件受信</translation>
    </message>
    <message>
        <source>Scheduler request completed</source>
        <translation>スケジューラー要求完了</translation>
    </message>
    <message>
        <source>Reporting %1 completed tasks</source>
        <translation>完了したタスク %1 件を報告中</translation>
    </message>
    <message>
        <source>Requesting new tasks for CPU</source>
        <translation>CPU 用の新しいタスクを要求中</translation>
    </message>
    <message>
        <source>Project requested delay of %1 seconds</source>
        <translation>プロジェクトが %1 秒の待機を要求しました</translation>
    </message>
    <message>
        <source>Started download of %1</source>
        <translation>%1 のダウンロードを開始</translation>
    </message>
    <message>
        <source>Finished download of %1</source>
        <translation>%1 のダウンロードが完了</translation>
    </message>
    <message>
        <source>Started upload of %1</source>
        <translation>%1 のアップロードを開始</translation>
    </message>
    <message>
        <source>Finished upload of %1</source>
        <translation>%1 のアップロードが完了</translation>
    </message>
    <message>
        <source>Computation for task %1 finished</source>
        <translation>タスク %1 の計算が終了</translation>
    </message>
    <message>
        <source>Computation for task %1 failed</source>
        <translation>タスク %1 の計算が失敗</translation>
    </message>
    <message>
        <source>Task %1 aborted by user</source>
        <translation>タスク %1 はユーザーが中止しました</translation>
    </message>
    <message>
        <source>Task %1 aborted by project</source>
        <translation>タスク %1 はプロジェクトが中止しました</translation>
    </message>
    <message>
        <source>Task %1 suspended by user</source>
        <translation>タスク %1 はユーザーが一時停止しました</translation>
    </message>
    <message>
        <source>Task %1 resumed by user</source>
        <translation>タスク %1 はユーザーが再開しました</translation>
    </message>
    <message>
        <source>Retrying transfer of %1</source>
        <translation>%1 の転送を再試行中</translation>
    </message>
    <message>
        <source>Aborted transfer of %1</source>
        <translation>%1 の転送を中止しました</translation>
    </message>
    <message>
        <source>Network available: scheduler backoffs lifted; transfers retried now: %1</source>
        <translation>ネットワーク利用可能: スケジューラー要求前の待機を解除しました。今すぐ再試行した転送: %1</translation>
    </message>
    <message>
        <source>Using account manager %1</source>
        <translation>アカウントマネージャー %1 を使用中</translation>
    </message>
    <message>
        <source>Removing account manager info (%1)</source>
        <translation>アカウントマネージャーの情報を削除しています (%1)</translation>
    </message>
    <message>
        <source>Contacting account manager at %1</source>
        <translation>%1 のアカウントマネージャーに接続しています</translation>
    </message>
    <message>
        <source>Account manager contact succeeded</source>
        <translation>アカウントマネージャーとの通信に成功しました</translation>
    </message>
    <message>
        <source>Detaching %1 (asked by the account manager)</source>
        <translation>%1 から離脱しています (アカウントマネージャーの指示)</translation>
    </message>
    <message>
        <source>Attaching to %1 (asked by the account manager)</source>
        <translation>%1 に参加しています (アカウントマネージャーの指示)</translation>
    </message>
    <message>
        <source>The account manager listed %1 projects; this client takes at most %2 from one reply (a guard against a faulty or hostile manager): %3 attached, %4 dropped without being looked at</source>
        <translation>アカウントマネージャーは %1 件のプロジェクトを挙げました。このクライアントは 1 回の応答から最大 %2 件しか受け取りません (不具合のある、または悪意のあるマネージャーへの備え): %3 件参加、%4 件は確認せずに破棄</translation>
    </message>
    <message>
        <source>Account manager reply refused: it sent no signing key</source>
        <translation>アカウントマネージャーの応答を拒否しました: 署名鍵が送られてきませんでした</translation>
    </message>
    <message>
        <source>Account manager asked for %1: not done (%2)</source>
        <translation>アカウントマネージャーが %1 を求めました: 実行していません (%2)</translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message>
        <source>%1 CPU-s queued in %2 tasks, against a share of the high mark of %3 CPU-s</source>
        <translation>%2 件のタスクで %1 CPU-s がキュー内、上限マークの割当 %3 CPU-s に対して</translation>
    </message>
    <message>
        <source>LTD %1 s; the queue lasts %2 s at its share, net %3 s; shortfall %4 CPU-s in all, %5 CPU-s for this project</source>
        <translation>LTD %1 s; キューは割当で %2 s 持続、正味 %3 s; 不足は全体で %4 CPU-s、このプロジェクトで %5 CPU-s</translation>
    </message>
    <message>
        <source>REC %1, fetch priority %2; the CPUs are busy for %3 s (low mark %4 s); shortfall %5 CPU-s</source>
        <translation>REC %1、取得優先度 %2; CPU は %3 s ふさがっています (下限マーク %4 s); 不足 %5 CPU-s</translation>
    </message>
    <message>
        <source>min_results %1; ETTPRC %2 s against T %3 s; avg_proc_rate %4; work_request %5 CPU-s; resource debt %6</source>
        <translation>min_results %1; ETTPRC %2 s (T %3 s に対して); avg_proc_rate %4; work_request %5 CPU-s; リソース負債 %6</translation>
    </message>
    <message>
        <source>asking for %1 CPU-s; %2</source>
        <translation>%1 CPU-s を要求中; %2</translation>
    </message>
    <message>
        <source>debt %1 s</source>
        <translation>負債 %1 s</translation>
    </message>
    <message>
        <source>REC priority %1</source>
        <translation>REC 優先度 %1</translation>
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
        <translation>タイムスライスの残り: %1 s</translation>
    </message>
    <message>
        <source>under round-robin: %1 s after its deadline</source>
        <translation>ラウンドロビンでは: 期限の %1 s 後</translation>
    </message>
    <message>
        <source>under round-robin: %1 s before its deadline</source>
        <translation>ラウンドロビンでは: 期限の %1 s 前</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 バイト</translation>
    </message>
    <message>
        <source>day %1, %2</source>
        <translation>%1 日目, %2</translation>
    </message>
    <message>
        <source>until resumed</source>
        <translation>再開まで</translation>
    </message>
</context>
<context>
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>%1 のグラフィックを起動できませんでした: %2</translation>
    </message>
</context>
<context>
    <name>history_cap</name>
    <message>
        <source>Keep task history up to</source>
        <translation>タスク履歴の保存上限</translation>
    </message>
    <message>
        <source>The task history file in the manager&apos;s folder; past this size the oldest tasks are deleted (daily statistics stay). About 6,000 tasks per MB; default %1 MB.</source>
        <translation>マネージャのフォルダにあるタスク履歴ファイルです。このサイズを超えると古いタスクから削除されます (日別統計は残ります)。1 MB あたり約 6,000 タスク。既定値 %1 MB。</translation>
    </message>
</context>
<context>
    <name>history_open</name>
    <message>
        <source>The task history in %1 cannot be opened: %2. Finished tasks are not recorded this time.</source>
        <translation>%1 のタスク履歴を開けません: %2。今回は終了したタスクを記録しません。</translation>
    </message>
    <message>
        <source>The task history cannot be used: %1. Finished tasks are not recorded this time.</source>
        <translation>タスク履歴を使用できません: %1。今回は終了したタスクを記録しません。</translation>
    </message>
    <message>
        <source>Task history damaged</source>
        <translation>タスク履歴が破損しています</translation>
    </message>
    <message>
        <source>%1

Repair it? The damaged file is kept as a copy beside it, and a new history is made from the tasks that can still be read.</source>
        <translation>%1

修復しますか? 破損したファイルは隣にコピーとして残し、まだ読めるタスクから新しい履歴を作ります。</translation>
    </message>
    <message>
        <source>The task history could not be repaired: %1. Finished tasks are not recorded this time.</source>
        <translation>タスク履歴を修復できませんでした: %1。今回は終了したタスクを記録しません。</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept; %3 damaged rows could not be read. The damaged file is kept as %4.</source>
        <translation>タスク履歴を修復しました: タスク %1 件と日別の値 %2 件を保持し、破損した %3 行は読めませんでした。破損したファイルは %4 として残しています。</translation>
    </message>
    <message>
        <source>The task history was repaired: %1 tasks and %2 daily figures kept. The damaged file is kept as %3.</source>
        <translation>タスク履歴を修復しました: タスク %1 件と日別の値 %2 件を保持。破損したファイルは %3 として残しています。</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>System (%1)</source>
        <translation>システム (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Takes effect the next time the window starts.</source>
        <translation>次にウィンドウを起動したときに反映されます。</translation>
    </message>
</context>
<context>
    <name>prefs</name>
    <message>
        <source>Computing</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>Daily schedules</source>
        <translation>毎日のスケジュール</translation>
    </message>
    <message>
        <source>Work buffer</source>
        <translation>作業のバッファー</translation>
    </message>
    <message>
        <source>Disk and memory</source>
        <translation>ディスクとメモリー</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Sunday</source>
        <translation>日曜日</translation>
    </message>
    <message>
        <source>Monday</source>
        <translation>月曜日</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>火曜日</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>水曜日</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>木曜日</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>金曜日</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>土曜日</translation>
    </message>
    <message>
        <source>When computer is in use</source>
        <translation>コンピューター使用中</translation>
    </message>
    <message>
        <source>&apos;In use&apos; means mouse or keyboard input in the last</source>
        <translation>「使用中」とは、次の時間内にマウスやキーボードの入力があったこと:</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <source>Suspend when computer is in use</source>
        <translation>コンピュータの使用中は一時停止する</translation>
    </message>
    <message>
        <source>Suspend GPU computing when computer is in use</source>
        <translation>コンピュータの使用中は GPU 計算を一時停止する</translation>
    </message>
    <message>
        <source>Use at most</source>
        <translation>最大使用量</translation>
    </message>
    <message>
        <source>% of the CPUs</source>
        <translation>% の CPU</translation>
    </message>
    <message>
        <source>% of CPU time</source>
        <translation>% の CPU 時間</translation>
    </message>
    <message>
        <source>Suspend when non-BOINC CPU usage is above</source>
        <translation>BOINC 以外の CPU 使用率がこれを超えたら一時停止</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>コンピューター未使用時</translation>
    </message>
    <message>
        <source>Suspend when no mouse or keyboard input in the last</source>
        <translation>マウスやキーボードの入力がない場合に一時停止するまでの時間</translation>
    </message>
    <message>
        <source>General</source>
        <translation>全般</translation>
    </message>
    <message>
        <source>Suspend when computer is on battery</source>
        <translation>バッテリー駆動中は一時停止する</translation>
    </message>
    <message>
        <source>Switch between tasks every</source>
        <translation>タスクを切り替える間隔</translation>
    </message>
    <message>
        <source>Request tasks to checkpoint at most every</source>
        <translation>タスクにチェックポイントを求める最短間隔</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Leave non-GPU tasks in memory while suspended</source>
        <translation>一時停止中も GPU 以外のタスクをメモリに残す</translation>
    </message>
    <message>
        <source>Store at least</source>
        <translation>最低限保持する量</translation>
    </message>
    <message>
        <source>days of work</source>
        <translation>日分の作業</translation>
    </message>
    <message>
        <source>Store up to an additional</source>
        <translation>追加で保持する量</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>ディスク</translation>
    </message>
    <message>
        <source>Use no more than</source>
        <translation>使用量の上限</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>Leave at least</source>
        <translation>最低限残す容量</translation>
    </message>
    <message>
        <source>GB free</source>
        <translation>GB の空き</translation>
    </message>
    <message>
        <source>% of total</source>
        <translation>% (全体に対して)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリー</translation>
    </message>
    <message>
        <source>When computer is in use, use at most</source>
        <translation>コンピュータの使用中の最大使用量</translation>
    </message>
    <message>
        <source>% of memory</source>
        <translation>% のメモリー</translation>
    </message>
    <message>
        <source>When computer is not in use, use at most</source>
        <translation>コンピュータの未使用時の最大使用量</translation>
    </message>
    <message>
        <source>Page/swap file: use at most</source>
        <translation>ページ/スワップファイルの最大使用量</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>ネットワーク使用量</translation>
    </message>
    <message>
        <source>Limit download rate to</source>
        <translation>ダウンロード速度の上限</translation>
    </message>
    <message>
        <source>Limit upload rate to</source>
        <translation>アップロード速度の上限</translation>
    </message>
    <message>
        <source>Limit usage to</source>
        <translation>使用量の上限</translation>
    </message>
    <message>
        <source>… every</source>
        <translation>… ごと (日数)</translation>
    </message>
    <message>
        <source>days</source>
        <translation>日</translation>
    </message>
    <message>
        <source>Skip data verification for image files</source>
        <translation>イメージファイルのデータ検証を省略する</translation>
    </message>
    <message>
        <source>Confirm before connecting to the Internet</source>
        <translation>インターネット接続の前に確認する</translation>
    </message>
    <message>
        <source>Disconnect when done</source>
        <translation>完了したら切断する</translation>
    </message>
</context>
<context>
    <name>prefs_check</name>
    <message>
        <source>Suspending when other programs use more than under 1% of the CPU will suspend almost always.</source>
        <translation>他のプログラムの CPU 使用率が 1% 未満を超えたら一時停止する設定では、ほぼ常に一時停止します。</translation>
    </message>
    <message>
        <source>A work buffer over 10 days risks missing deadlines; projects may also send less.</source>
        <translation>10 日を超える作業のバッファーは締め切りに遅れるおそれがあり、プロジェクトが送る量も減るかもしれません。</translation>
    </message>
    <message>
        <source>No disk limit is set: the client may fill the disk.</source>
        <translation>ディスクの上限が設定されていません: クライアントがディスクを使い切るおそれがあります。</translation>
    </message>
    <message>
        <source>A transfer limit needs a period: set &apos;every N days&apos; to 1 or more, or the limit to 0.</source>
        <translation>転送量の上限には期間が必要です:「N 日ごと」を 1 以上にするか、上限を 0 にしてください。</translation>
    </message>
    <message>
        <source>The daily computing window is empty, so nothing would ever run.</source>
        <translation>毎日の計算時間帯が空なので、何も実行されません。</translation>
    </message>
    <message>
        <source>Under 5% of memory is too little for most tasks; they will wait for memory.</source>
        <translation>メモリーの 5% 未満ではほとんどのタスクに足りません。タスクはメモリーを待つことになります。</translation>
    </message>
    <message>
        <source>Nothing would ever run: computing is suspended while the computer is in use, and also after {no_input} min without input, which is no longer than the {in_use} min that count as &apos;in use&apos;. Raise the no-input time above {in_use} min or allow computing while in use.</source>
        <translation>何も実行されません: コンピューター使用中は計算が一時停止され、入力のない状態が {no_input} 分続いた後も一時停止されますが、これは「使用中」とみなす {in_use} 分より長くありません。入力のない時間を {in_use} 分より長くするか、使用中の計算を許可してください。</translation>
    </message>
    <message>
        <source>At {percent}% of CPU time tasks will take over {times} times longer and may miss their deadlines.</source>
        <translation>CPU 時間の {percent}% では、タスクは {times} 倍以上時間がかかり、締め切りに遅れるおそれがあります。</translation>
    </message>
    <message>
        <source>{size} GB is too little for most projects&apos; files; little or no work will arrive.</source>
        <translation>{size} GB ではほとんどのプロジェクトのファイルに足りません。作業はほとんど、またはまったく届きません。</translation>
    </message>
    <message>
        <source>Day of week {day} does not exist.</source>
        <translation>曜日 {day} は存在しません。</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 日</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 時間</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>{value} days</source>
        <translation>{value} 日</translation>
    </message>
    <message>
        <source>{value} hours</source>
        <translation>{value} 時間</translation>
    </message>
    <message>
        <source>{value} minutes</source>
        <translation>{value} 分</translation>
    </message>
    <message>
        <source>it would share the CPUs with {names}, which has had no computer time yet and so comes first until it has had its share; {project}&apos;s resource share would be {share} instead of {before}</source>
        <translation>まだ計算時間を得ていないため割り当てを得るまで優先される {names} と CPU を分け合うことになります。{project} のリソースシェアは {before} ではなく {share} になります</translation>
    </message>
    <message>
        <source>its resource share would be {share} instead of {before}</source>
        <translation>リソースシェアは {before} ではなく {share} になります</translation>
    </message>
    <message>
        <source>its resource share stays {share}</source>
        <translation>リソースシェアは {share} のままです</translation>
    </message>
    <message numerus="yes">
        <source>{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}</source>
        <translation>
            <numerusform>{project} は CPU 時間の {cpu} を得て、今後 {span} で %n 個のタスクを完了します</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, missing %n deadline(s)</source>
        <translation>
            <numerusform>、締め切り超過 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} (today&apos;s settings: {before})</source>
        <translation>
            <numerusform>{project} は今後 {span} で %n 件の締め切りに遅れます (現在の設定では {before})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{project} would miss %n deadline(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} は今後 {span} で締め切り超過が {before} 件から %n 件になります</numerusform>
        </translation>
    </message>
    <message>
        <source>{project} would get {cpu} of the CPU time instead of {before} ({reason})</source>
        <translation>{project} の CPU 時間は {before} ではなく {cpu} になります ({reason})</translation>
    </message>
    <message>
        <source>{project} would finish no task in the next {span}</source>
        <translation>{project} は今後 {span} でタスクを 1 つも完了しません</translation>
    </message>
    <message numerus="yes">
        <source>{project} would finish %n task(s) in the next {span} instead of {before}</source>
        <translation>
            <numerusform>{project} は今後 {span} で {before} 個ではなく %n 個のタスクを完了します</numerusform>
        </translation>
    </message>
    <message>
        <source>the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})</source>
        <translation>計算を許された CPU は時間の {idle} アイドルになります (現在の設定では {before})</translation>
    </message>
    <message>
        <source>no change expected in deadlines, CPU shares, tasks done or idle time</source>
        <translation>締め切り、CPU の割合、完了タスク、アイドル時間に変化はない見込みです</translation>
    </message>
</context>
<context>
    <name>project_status</name>
    <message>
        <source>Suspended by user</source>
        <translation>ユーザーにより一時停止</translation>
    </message>
    <message>
        <source>Won&apos;t get new tasks</source>
        <translation>新しいタスクを受け取らない</translation>
    </message>
    <message>
        <source>Project ended - OK to remove</source>
        <translation>プロジェクト終了 - 削除して構いません</translation>
    </message>
    <message>
        <source>Will remove when tasks done</source>
        <translation>タスク完了後に削除</translation>
    </message>
    <message>
        <source>Scheduler request in progress</source>
        <translation>スケジューラへの要求中</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>スケジューラへの要求待ち</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>通信を延期中</translation>
    </message>
    <message>
        <source>Unknown reason</source>
        <translation>不明な理由</translation>
    </message>
    <message>
        <source>Requested by user</source>
        <translation>ユーザーの要求</translation>
    </message>
    <message>
        <source>To report completed tasks</source>
        <translation>完了したタスクの報告</translation>
    </message>
    <message>
        <source>To fetch work</source>
        <translation>作業の取得</translation>
    </message>
    <message>
        <source>To send trickle-up message</source>
        <translation>トリックルアップメッセージの送信</translation>
    </message>
    <message>
        <source>Requested by account manager</source>
        <translation>アカウントマネージャの要求</translation>
    </message>
    <message>
        <source>Project initialization</source>
        <translation>プロジェクトの初期化</translation>
    </message>
    <message>
        <source>Requested by project</source>
        <translation>プロジェクトの要求</translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Resources</source>
        <translation>リソース</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>CPU 使用率 (直近の間隔)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>進行速度</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>プロセス ID</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>最大ワーキングセット</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>スワップ</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>最大スワップ</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>最大ディスク使用量</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>スロットのディレクトリ</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Properties of project {name} ({url})</source>
        <translation>プロジェクト {name} ({url}) のプロパティ</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>作業</translation>
    </message>
    <message>
        <source>Account / team</source>
        <translation>アカウント / チーム</translation>
    </message>
    <message>
        <source>Work done (user / host)</source>
        <translation>完了した作業 (ユーザー / ホスト)</translation>
    </message>
    <message>
        <source>Average work done</source>
        <translation>平均の完了作業</translation>
    </message>
    <message>
        <source>Resource share</source>
        <translation>リソースシェア</translation>
    </message>
    <message>
        <source>{share} ({percent}% of the total)</source>
        <translation>{share} (全体の {percent}%)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>active</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>Turn to compute</source>
        <translation>計算の順番</translation>
    </message>
    <message>
        <source>Scheduler request pending</source>
        <translation>保留中のスケジューラー要求</translation>
    </message>
    <message>
        <source>Communication deferred</source>
        <translation>通信の延期</translation>
    </message>
    <message>
        <source>Last scheduler contact</source>
        <translation>最後のスケジューラーとの通信</translation>
    </message>
    <message>
        <source>CPU time given</source>
        <translation>与えられた CPU 時間</translation>
    </message>
    <message>
        <source>Tasks succeeded / failed</source>
        <translation>成功 / 失敗したタスク</translation>
    </message>
    <message>
        <source>Duration correction factor</source>
        <translation>実行時間補正係数</translation>
    </message>
    <message>
        <source>Disk usage</source>
        <translation>ディスク使用量</translation>
    </message>
    <message>
        <source>owed about {span} of computer time: it comes before the projects owed less</source>
        <translation>約 {span} の計算時間が不足: 不足の少ないプロジェクトより先になります</translation>
    </message>
    <message>
        <source>has had about {span} more than its share lately: others come first</source>
        <translation>最近は割り当てより約 {span} 多く使いました: 他のプロジェクトが先になります</translation>
    </message>
    <message>
        <source>even: it has had its share of computer time</source>
        <translation>均衡: 割り当てどおりの計算時間を使いました</translation>
    </message>
    <message>
        <source>Predecessor</source>
        <translation>先行タスク</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Has successor</source>
        <translation>後続タスクあり</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>Kept for successor</source>
        <translation>後続タスクのために保持</translation>
    </message>
    <message>
        <source>yes: reported, kept with its files for the next task in the chain</source>
        <translation>はい: 報告済み、チェーンの次のタスクのためにファイルとともに保持</translation>
    </message>
    <message>
        <source>Kept sticky files</source>
        <translation>保持している固定ファイル</translation>
    </message>
    <message>
        <source>Postponed until</source>
        <translation>延期期限</translation>
    </message>
    <message>
        <source>{time} (in {span})</source>
        <translation>{time} ({span} 後)</translation>
    </message>
    <message>
        <source>(projected to finish after its deadline)</source>
        <translation>(締め切り後に終わる見込み)</translation>
    </message>
    <message>
        <source>(run first to finish well before its deadline)</source>
        <translation>(締め切りより十分前に終えるため優先して実行)</translation>
    </message>
    <message>
        <source>Properties of task {name}</source>
        <translation>タスク {name} のプロパティ</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>アプリケーション</translation>
    </message>
    <message>
        <source>Workunit</source>
        <translation>ワークユニット</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>受信日時</translation>
    </message>
    <message>
        <source>Report deadline</source>
        <translation>報告期限</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 時間</translation>
    </message>
    <message>
        <source>CPU time at last checkpoint</source>
        <translation>最後のチェックポイント時の CPU 時間</translation>
    </message>
    <message>
        <source>Estimated time remaining</source>
        <translation>推定残り時間</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>スロット</translation>
    </message>
    <message>
        <source>Memory (working set)</source>
        <translation>メモリー (ワーキングセット)</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>your preference to leave at least %1 free</source>
        <translation>最低 %1 を空けておくという設定</translation>
    </message>
    <message>
        <source>your preference to use no more than %1 % of the disk</source>
        <translation>ディスクの %1% 以下しか使わないという設定</translation>
    </message>
    <message>
        <source>your preference to use no more than %1</source>
        <translation>%1 以下しか使わないという設定</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 日</translation>
    </message>
    <message>
        <source>not asking: the queue already holds the {min} days of work you asked for</source>
        <translation>要求しません: キューには指定した {min} 日分の作業がすでにあります</translation>
    </message>
    <message>
        <source>not asking: it has more than its share of queued work</source>
        <translation>要求しません: キューにある作業が取り分を超えています</translation>
    </message>
    <message>
        <source>not asking yet: another project is owed more computer time and is asked first</source>
        <translation>まだ要求しません: 別のプロジェクトの方が計算時間の取り分が多く、先に要求します</translation>
    </message>
    <message>
        <source>not asking: you suspended it</source>
        <translation>要求しません: 一時停止されています</translation>
    </message>
    <message>
        <source>not asking: you set it to get no new tasks</source>
        <translation>要求しません: 新しいタスクを受け取らない設定です</translation>
    </message>
    <message>
        <source>not asking: the project has ended; you can remove it</source>
        <translation>要求しません: プロジェクトは終了しました。削除できます</translation>
    </message>
    <message>
        <source>not asking: it is a non-CPU-intensive project</source>
        <translation>要求しません: CPU をあまり使わないプロジェクトです</translation>
    </message>
    <message>
        <source>not asking: its resource share is 0, so it gets work only when no other project has any</source>
        <translation>要求しません: リソース配分が 0 なので、他のプロジェクトに作業がないときだけ作業を受け取ります</translation>
    </message>
    <message>
        <source>not asking for a while: its recent requests brought no work</source>
        <translation>しばらく要求しません: 最近の要求で作業が得られませんでした</translation>
    </message>
    <message>
        <source>not asking: queued tasks are already at risk of missing their deadlines</source>
        <translation>要求しません: キューのタスクがすでに期限に間に合わないおそれがあります</translation>
    </message>
    <message>
        <source>not asking: it has had more than its share of computer time lately</source>
        <translation>要求しません: 最近は取り分以上の計算時間を使っています</translation>
    </message>
    <message>
        <source>not asking: computing is suspended, so the queued tasks would only wait</source>
        <translation>要求しません: 計算が一時停止中で、キューのタスクは待つだけになります</translation>
    </message>
    <message>
        <source>not asking: it has enough work for the tasks its app_config.xml limit lets run at once</source>
        <translation>要求しません: app_config.xml の上限で同時に実行できるタスク分の作業があります</translation>
    </message>
    <message>
        <source>nothing to wait for</source>
        <translation>待つものはありません</translation>
    </message>
    <message>
        <source>not contacted: you suspended it</source>
        <translation>接続しません: 一時停止されています</translation>
    </message>
    <message>
        <source>not contacted: network activity is suspended</source>
        <translation>接続しません: ネットワーク活動が一時停止中です</translation>
    </message>
    <message>
        <source>its list of schedulers could not be read; tried again daily</source>
        <translation>スケジューラーの一覧を読めませんでした。毎日再試行します</translation>
    </message>
    <message>
        <source>another project is contacted first</source>
        <translation>別のプロジェクトに先に接続します</translation>
    </message>
    <message>
        <source>its finished tasks are not due for reporting yet</source>
        <translation>終了したタスクはまだ報告の時期ではありません</translation>
    </message>
    <message>
        <source>waiting for the next check for work</source>
        <translation>次の作業確認を待っています</translation>
    </message>
    <message>
        <source>asking for work: its queue is below your %1-day minimum</source>
        <translation>作業を要求中: キューが設定した最低 %1 日分を下回っています</translation>
    </message>
    <message>
        <source>backed off for %1 after a failed request</source>
        <translation>要求が失敗したため %1 待機中</translation>
    </message>
    <message>
        <source>backed off for %1 after %2 failed requests</source>
        <translation>%2 回の要求失敗のため %1 待機中</translation>
    </message>
    <message>
        <source>waiting %1 before contacting the project again</source>
        <translation>プロジェクトに再度連絡するまで %1 待機中</translation>
    </message>
    <message>
        <source>the project asked for %1 between requests</source>
        <translation>プロジェクトが要求間隔を %1 と指定しています</translation>
    </message>
    <message>
        <source>the project asked for a pause between requests</source>
        <translation>プロジェクトが要求の間に休止を求めています</translation>
    </message>
    <message>
        <source>no work-fetch decision yet</source>
        <translation>作業取得の判断はまだありません</translation>
    </message>
    <message>
        <source>Work fetch: %1</source>
        <translation>作業の取得: %1</translation>
    </message>
    <message>
        <source>Scheduling priority (debt): %1 CPU s · long-term debt %2 s</source>
        <translation>スケジューリング優先度 (負債): %1 CPU 秒 · 長期負債 %2 秒</translation>
    </message>
    <message>
        <source>Resource share %1 (%2%)</source>
        <translation>リソース配分 %1 (%2%)</translation>
    </message>
    <message>
        <source>Next contact in %1</source>
        <translation>次回の通信まで %1</translation>
    </message>
    <message>
        <source> · failed requests: %1</source>
        <translation> · 失敗した要求: %1</translation>
    </message>
    <message>
        <source>you suspended computing (Activity menu)</source>
        <translation>計算を一時停止しました (動作メニュー)</translation>
    </message>
    <message>
        <source>you are using the computer, and your preferences pause computing then</source>
        <translation>コンピュータを使用中で、設定ではその間計算を休止します</translation>
    </message>
    <message>
        <source>no one has used the computer lately, and your preferences compute only while in use</source>
        <translation>最近コンピュータが使われておらず、設定では使用中にのみ計算します</translation>
    </message>
    <message>
        <source>other programs keep the CPUs busy beyond the limit in your preferences</source>
        <translation>他のプログラムが設定の上限を超えて CPU を使っています</translation>
    </message>
    <message>
        <source>the computer runs on batteries, and your preferences pause computing then</source>
        <translation>コンピュータがバッテリー駆動中で、設定ではその間計算を休止します</translation>
    </message>
    <message>
        <source>your preferences allow computing only at other times of day</source>
        <translation>設定では別の時間帯にのみ計算できます</translation>
    </message>
    <message>
        <source>computing starts a little after the client starts</source>
        <translation>計算はクライアントの起動から少し後に始まります</translation>
    </message>
    <message>
        <source>the CPU benchmarks are running</source>
        <translation>CPU ベンチマークを実行中です</translation>
    </message>
    <message>
        <source>the client needs more disk space than your preferences allow</source>
        <translation>クライアントが設定で許可された以上のディスク容量を必要としています</translation>
    </message>
    <message>
        <source>Suspended: you suspended its project</source>
        <translation>一時停止: このプロジェクトを一時停止しました</translation>
    </message>
    <message>
        <source>Suspended: you suspended this task</source>
        <translation>一時停止: このタスクを一時停止しました</translation>
    </message>
    <message>
        <source>Suspended: %1</source>
        <translation>一時停止: %1</translation>
    </message>
    <message>
        <source>keeps its running task</source>
        <translation>実行中のタスクを続けます</translation>
    </message>
    <message>
        <source>resumes its preempted task</source>
        <translation>中断したタスクを再開します</translation>
    </message>
    <message>
        <source>starts its earliest-deadline job</source>
        <translation>期限が最も早いタスクを開始します</translation>
    </message>
    <message>
        <source>waiting: every CPU runs a task whose deadline is at risk or whose time slice is not over</source>
        <translation>待機中: どの CPU も期限の危ういタスクか、タイムスライスの終わっていないタスクを実行中です</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: a task whose deadline is at risk needs its CPU</source>
        <translation>タイムスライスの途中で停止: 期限の危ういタスクがその CPU を必要としています</translation>
    </message>
    <message>
        <source>stopped before its time slice ended: fewer CPUs may be used than tasks were running</source>
        <translation>タイムスライスの途中で停止: 使える CPU が実行中のタスクより少なくなりました</translation>
    </message>
    <message>
        <source>waiting: computing is suspended (Activity: never)</source>
        <translation>待機中: 計算は一時停止中です (アクティビティ: しない)</translation>
    </message>
    <message>
        <source>waiting: GPU computing is suspended</source>
        <translation>待機中: GPU の計算は一時停止中です</translation>
    </message>
    <message>
        <source>waiting: you suspended it</source>
        <translation>待機中: 一時停止されています</translation>
    </message>
    <message>
        <source>waiting: its input files are not downloaded yet</source>
        <translation>待機中: 入力ファイルのダウンロードがまだです</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>running: it keeps its CPU for its time slice, about %1 more</source>
        <translation>実行中: タイムスライスの間 CPU を使い続けます。あと約 %1</translation>
    </message>
    <message>
        <source>running: %1 is owed the most computer time for its resource share, so it %2</source>
        <translation>実行中: リソース配分に対して %1 の計算時間の取り分が最も多いため: %2</translation>
    </message>
    <message>
        <source>waiting: %1 is owed more computer time than %2 for its resource share</source>
        <translation>待機中: リソース配分に対して %1 は %2 より多くの計算時間の取り分があります</translation>
    </message>
    <message>
        <source>running first: taking turns with the other tasks it would finish %1 after its deadline</source>
        <translation>優先実行: 他のタスクと交代で実行すると期限の %1 後に終わります</translation>
    </message>
    <message>
        <source>running first: taking turns it would finish only %1 before its deadline, closer than your work buffer&apos;s minimum</source>
        <translation>優先実行: 交代で実行すると期限の %1 前にしか終わらず、作業バッファの最低値より余裕がありません</translation>
    </message>
    <message>
        <source>waiting: at most %1 tasks of %2 may run at once (your app_config.xml limit)</source>
        <translation>待機中: %2 のタスクは同時に最大 %1 個まで (app_config.xml の上限)</translation>
    </message>
    <message>
        <source>waiting: %1&apos;s CPU time goes to its running tasks or those due sooner</source>
        <translation>待機中: %1 の CPU 時間は実行中のタスクか期限の早いタスクに使われます</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, %2 free</source>
        <translation>待機中: CPU が %1 個必要、空きは %2 個</translation>
    </message>
    <message>
        <source>waiting: needs %1 CPUs, but your preferences let the client use only %2</source>
        <translation>待機中: CPU が %1 個必要ですが、設定でクライアントが使えるのは %2 個です</translation>
    </message>
    <message>
        <source>waiting: its app asked to be started again later (%1)</source>
        <translation>待機中: アプリが後での再開を求めました (%1)</translation>
    </message>
    <message>
        <source>waiting: you suspended its project %1</source>
        <translation>待機中: プロジェクト %1 は一時停止中です</translation>
    </message>
    <message>
        <source>waiting: needs a %1 GPU, which this computer does not have</source>
        <translation>待機中: %1 の GPU が必要ですが、このコンピューターにはありません</translation>
    </message>
    <message>
        <source>waiting: needs %1 MB of GPU memory; the device has %2 MB</source>
        <translation>待機中: GPU メモリーが %1 MB 必要、デバイスは %2 MB</translation>
    </message>
    <message>
        <source>waiting: every %1 device is excluded for its app (cc_config.xml)</source>
        <translation>待機中: %1 のデバイスはすべてこのアプリでは除外されています (cc_config.xml)</translation>
    </message>
    <message>
        <source>waiting: no %1 GPU has room for %2 of a device</source>
        <translation>待機中: %2 台分の空きがある %1 GPU がありません</translation>
    </message>
    <message>
        <source>waiting: its %1 device %2 is gone and no other has room</source>
        <translation>待機中: %1 デバイス %2 がなくなり、ほかに空きがありません</translation>
    </message>
    <message>
        <source>running: GPU task, %1 of %2 device %3</source>
        <translation>実行中: GPU タスク、%2 デバイス %3 の %1</translation>
    </message>
    <message>
        <source>Done: it is reported at the next scheduler contact</source>
        <translation>完了: 次回のスケジューラ通信で報告されます</translation>
    </message>
    <message>
        <source>Done: its result is being sent to the project</source>
        <translation>完了: 結果をプロジェクトに送信中</translation>
    </message>
    <message>
        <source>Its input files are being downloaded</source>
        <translation>入力ファイルをダウンロード中</translation>
    </message>
    <message>
        <source>Queued: it starts when a CPU is free and its turn comes</source>
        <translation>待機中: CPU が空き、順番が来たら開始します</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>the disk size is unknown</source>
        <translation>ディスクのサイズが不明です</translation>
    </message>
    <message>
        <source>files no task needs any more will be deleted first</source>
        <translation>どのタスクも使わなくなったファイルから削除されます</translation>
    </message>
    <message>
        <source>its expired files will be deleted first</source>
        <translation>期限切れのファイルから削除されます</translation>
    </message>
    <message>
        <source>its lowest-priority files will be deleted first</source>
        <translation>優先度の最も低いファイルから削除されます</translation>
    </message>
    <message>
        <source>its least recently used files will be deleted first</source>
        <translation>最も長く使われていないファイルから削除されます</translation>
    </message>
    <message>
        <source>but every one of its files is in use, so none can be deleted</source>
        <translation>ただし、すべてのファイルが使用中のため、どれも削除できません</translation>
    </message>
    <message>
        <source>The client may use no disk space (%1); change the disk preferences or free space on the disk.</source>
        <translation>クライアントはディスク領域を使えません (%1)。ディスクの設定を変更するか、ディスクの空きを増やしてください。</translation>
    </message>
    <message>
        <source>The client uses %1, %2 more than the %3 allowed (%4); files will be deleted, from projects over their share first.</source>
        <translation>クライアントは %1 を使用しており、許可された %3 より %2 多くなっています (%4)。持ち分を超えたプロジェクトから順にファイルが削除されます。</translation>
    </message>
    <message>
        <source>Project %1 is over its share by %2; %3.</source>
        <translation>プロジェクト %1 は持ち分を %2 超えています。%3。</translation>
    </message>
    <message>
        <source>All projects are within their disk shares; %1 of the %2 allowed is free (%3).</source>
        <translation>すべてのプロジェクトがディスクの持ち分内です。許可された %2 のうち %1 が空いています (%3)。</translation>
    </message>
</context>
<context>
    <name>row_actions</name>
    <message>
        <source>Remove project</source>
        <translation>プロジェクトを削除</translation>
    </message>
    <message>
        <source>Remove this project?

%1

Its tasks, including unfinished work, are discarded.</source>
        <translation>このプロジェクトを削除しますか?

%1

未完了の作業を含め、そのタスクは破棄されます。</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>プロジェクトをリセット</translation>
    </message>
    <message>
        <source>Reset this project?

%1

All its tasks are discarded and files downloaded again.</source>
        <translation>このプロジェクトをリセットしますか?

%1

すべてのタスクが破棄され、ファイルは再びダウンロードされます。</translation>
    </message>
    <message>
        <source>%1 (%2 done, %3)</source>
        <translation>%1（%2 完了、%3）</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort 1 task? The work done is lost.</source>
        <translation>タスクを 1 件中止しますか? これまでの作業は失われます。</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n tasks? The work done is lost.</source>
        <translation>
            <numerusform>タスクを %n 件中止しますか? これまでの作業は失われます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Abort tasks</source>
        <translation>タスクを中止</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>転送を中止</translation>
    </message>
    <message>
        <source>Abort 1 transfer? The task it belongs to fails.</source>
        <translation>転送を 1 件中止しますか? その転送が属するタスクは失敗します。</translation>
    </message>
    <message numerus="yes">
        <source>Abort %n transfers? The task they belong to fails.</source>
        <translation>
            <numerusform>転送を %n 件中止しますか? それらが属するタスクは失敗します。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>Downloading</source>
        <translation>ダウンロード中</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>ダウンロード失敗</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>開始待ち</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>Waiting to run</source>
        <translation>実行待ち</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Project suspended by user</source>
        <translation>ユーザーがプロジェクトを一時停止</translation>
    </message>
    <message>
        <source>Task suspended by user</source>
        <translation>ユーザーがタスクを一時停止</translation>
    </message>
    <message>
        <source>Computation error</source>
        <translation>計算エラー</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>アップロード中</translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation>アップロード失敗</translation>
    </message>
    <message>
        <source>Ready to report</source>
        <translation>報告待ち</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>確認済み</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Aborted by user</source>
        <translation>ユーザーが中止</translation>
    </message>
    <message>
        <source>Aborted by project</source>
        <translation>プロジェクトが中止</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>延期</translation>
    </message>
    <message>
        <source>Waiting for memory</source>
        <translation>メモリ待ち</translation>
    </message>
    <message>
        <source>Waiting for network</source>
        <translation>ネットワーク待ち</translation>
    </message>
    <message>
        <source>(non-CPU-intensive)</source>
        <translation>(CPU 負荷が低い)</translation>
    </message>
    <message>
        <source>, high priority</source>
        <translation>、高優先度</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Aborted: not started by deadline</source>
        <translation>中止: 期限までに開始されなかった</translation>
    </message>
    <message>
        <source>Aborted: task disk limit exceeded</source>
        <translation>中止: タスクのディスク上限を超過</translation>
    </message>
    <message>
        <source>Aborted: run time limit exceeded</source>
        <translation>中止: 実行時間の上限を超過</translation>
    </message>
    <message>
        <source>Aborted: memory limit exceeded</source>
        <translation>中止: メモリ上限を超過</translation>
    </message>
</context>
<context>
    <name>suspend</name>
    <message>
        <source>on batteries</source>
        <translation>バッテリー駆動中</translation>
    </message>
    <message>
        <source>computer is in use</source>
        <translation>コンピューター使用中</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>ユーザーの要求</translation>
    </message>
    <message>
        <source>time of day</source>
        <translation>時間帯</translation>
    </message>
    <message>
        <source>CPU benchmarks in progress</source>
        <translation>CPU ベンチマーク実行中</translation>
    </message>
    <message>
        <source>need disk space - check preferences</source>
        <translation>ディスク容量が必要 - 設定を確認してください</translation>
    </message>
    <message>
        <source>no recent user activity</source>
        <translation>最近のユーザー操作なし</translation>
    </message>
    <message>
        <source>initial delay</source>
        <translation>起動時の待機</translation>
    </message>
    <message>
        <source>an exclusive app is running</source>
        <translation>排他アプリケーションが実行中</translation>
    </message>
    <message>
        <source>CPU is busy</source>
        <translation>CPU 使用率が高い</translation>
    </message>
    <message>
        <source>network transfer limit exceeded</source>
        <translation>ネットワーク転送量の上限を超過</translation>
    </message>
    <message>
        <source>requested by operating system</source>
        <translation>オペレーティングシステムの要求</translation>
    </message>
    <message>
        <source>not connected to WiFi network</source>
        <translation>Wi-Fi ネットワークに未接続</translation>
    </message>
    <message>
        <source>battery low</source>
        <translation>バッテリー残量低下</translation>
    </message>
    <message>
        <source>battery thermal protection</source>
        <translation>バッテリー温度保護</translation>
    </message>
    <message>
        <source>GUI not active</source>
        <translation>GUI が非アクティブ</translation>
    </message>
    <message>
        <source>Podman initializing</source>
        <translation>Podman 初期化中</translation>
    </message>
    <message>
        <source>battery charge wait</source>
        <translation>バッテリー充電待ち</translation>
    </message>
    <message>
        <source>battery heat wait</source>
        <translation>バッテリー冷却待ち</translation>
    </message>
    <message>
        <source>snoozed</source>
        <translation>一時休止中</translation>
    </message>
    <message>
        <source>computer is off</source>
        <translation>コンピューターの電源オフ</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <source>snoozed: %1</source>
        <translation>一時休止中: %1</translation>
    </message>
</context>
<context>
    <name>task_resources</name>
    <message>
        <source>%1% per hour</source>
        <translation>毎時 %1%</translation>
    </message>
    <message>
        <source>%1% per minute</source>
        <translation>毎分 %1%</translation>
    </message>
    <message>
        <source>%1% per second</source>
        <translation>毎秒 %1%</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>リソース</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>CPU usage (last interval)</source>
        <translation>CPU 使用率 (直近の間隔)</translation>
    </message>
    <message>
        <source>Progress rate</source>
        <translation>進捗率</translation>
    </message>
    <message>
        <source>Process ID</source>
        <translation>プロセス ID</translation>
    </message>
    <message>
        <source>Peak working set</source>
        <translation>最大ワーキングセット</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>スワップ</translation>
    </message>
    <message>
        <source>Peak swap</source>
        <translation>最大スワップ</translation>
    </message>
    <message>
        <source>Peak disk usage</source>
        <translation>最大ディスク使用量</translation>
    </message>
    <message>
        <source>Slot directory</source>
        <translation>スロットディレクトリ</translation>
    </message>
</context>
<context>
    <name>transfer_status</name>
    <message>
        <source>Upload</source>
        <translation>アップロード</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <source>retry in</source>
        <translation>再試行まで</translation>
    </message>
    <message>
        <source>suspended - network activity suspended</source>
        <translation>一時停止 - ネットワーク動作が一時停止中</translation>
    </message>
    <message>
        <source>active</source>
        <translation>転送中</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>project backoff</source>
        <translation>プロジェクトの待機</translation>
    </message>
</context>
<context>
    <name>tray</name>
    <message>
        <source>1&amp;5 minutes</source>
        <translation>15 分(&amp;5)</translation>
    </message>
    <message>
        <source>&amp;1 hour</source>
        <translation>1 時間(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;3 hours</source>
        <translation>3 時間(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;Until resumed</source>
        <translation>再開するまで(&amp;U)</translation>
    </message>
    <message>
        <source>boinc-gui (emulated)</source>
        <translation>boinc-gui (エミュレーション)</translation>
    </message>
    <message>
        <source>%1: snoozed (%2), %3 left</source>
        <translation>%1: 一時休止中 (%2)、残り %3</translation>
    </message>
    <message>
        <source>%1: snoozed, %2 left</source>
        <translation>%1: 一時休止中、残り %2</translation>
    </message>
    <message>
        <source>user request</source>
        <translation>ユーザーの要求</translation>
    </message>
    <message>
        <source>%1: computing suspended (%2)</source>
        <translation>%1: 計算を一時停止中 (%2)</translation>
    </message>
    <message>
        <source>1 task running</source>
        <translation>実行中のタスク 1 件</translation>
    </message>
    <message numerus="yes">
        <source>%n tasks running</source>
        <translation>
            <numerusform>実行中のタスク %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in queue</source>
        <translation>
            <numerusform>キュー内 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2、%3</translation>
    </message>
    <message>
        <source>%1: %2, %3, network suspended</source>
        <translation>%1: %2、%3、ネットワーク一時停止中</translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices</source>
        <translation>
            <numerusform>未読のお知らせ %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread notices from your projects. Click to read.</source>
        <translation>
            <numerusform>プロジェクトからの未読のお知らせが %n 件あります。クリックして読んでください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>veteran_menus</name>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>タスクのグラフィックアプリケーションを起動</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>クライアントがイベントログに書き込むメッセージの種類</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>cc_config.xml と app_config.xml ファイルを再読み込み</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>boinc-gui のドキュメントを開く</translation>
    </message>
    <message>
        <source>&amp;Web pages</source>
        <translation>Web ページ(&amp;W)</translation>
    </message>
    <message>
        <source>Show &amp;graphics</source>
        <translation>グラフィックを表示(&amp;G)</translation>
    </message>
    <message>
        <source>Event log &amp;window…</source>
        <translation>イベントログウィンドウ(&amp;W)…</translation>
    </message>
    <message>
        <source>Event log &amp;options…</source>
        <translation>イベントログのオプション(&amp;O)…</translation>
    </message>
    <message>
        <source>Read &amp;config files</source>
        <translation>設定ファイルを読み込む(&amp;C)</translation>
    </message>
    <message>
        <source>Run CPU &amp;benchmarks</source>
        <translation>CPU ベンチマークを実行(&amp;B)</translation>
    </message>
    <message>
        <source>Retry all &amp;transfers</source>
        <translation>すべての転送を再試行(&amp;T)</translation>
    </message>
    <message>
        <source>Try every pending upload and download, and every deferred scheduler request, now</source>
        <translation>保留中のすべてのアップロードとダウンロード、延期されたスケジューラー要求を今すぐ試行</translation>
    </message>
    <message>
        <source>boinc-gui &amp;help</source>
        <translation>boinc-gui ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Select one project</source>
        <translation>プロジェクトを 1 つ選択してください(&amp;S)</translation>
    </message>
    <message>
        <source>%1 &amp;home page</source>
        <translation>%1 のホームページ(&amp;H)</translation>
    </message>
    <message>
        <source>The project has sent &amp;no other links yet</source>
        <translation>プロジェクトからほかのリンクはまだ届いていません(&amp;N)</translation>
    </message>
    <message>
        <source>No browser could open %1.</source>
        <translation>%1 を開けるブラウザーがありませんでした。</translation>
    </message>
    <message>
        <source>The documentation is not installed with this copy of boinc-gui.</source>
        <translation>この boinc-gui にはドキュメントがインストールされていません。</translation>
    </message>
    <message>
        <source>Retrying 1 transfer</source>
        <translation>1 件の転送を再試行しています</translation>
    </message>
    <message numerus="yes">
        <source>Retrying %n transfers</source>
        <translation>
            <numerusform>%n 件の転送を再試行しています</numerusform>
        </translation>
    </message>
    <message>
        <source>No transfer is waiting</source>
        <translation>待機中の転送はありません</translation>
    </message>
</context>
</TS>
