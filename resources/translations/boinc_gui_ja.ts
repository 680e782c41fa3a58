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
    <message>
        <source>wrong password</source>
        <translation>パスワードが違います</translation>
    </message>
    <message>
        <source>no account with this name at the account manager</source>
        <translation>アカウントマネージャーにこの名前のアカウントはありません</translation>
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
        <source>Enter the project&apos;s web address (URL).</source>
        <translation>プロジェクトのウェブアドレス (URL) を入力してください。</translation>
    </message>
    <message>
        <source>The URL has no host name.</source>
        <translation>URL にホスト名がありません。</translation>
    </message>
    <message>
        <source>The URL contains spaces or control characters.</source>
        <translation>URL に空白または制御文字が含まれています。</translation>
    </message>
    <message>
        <source>A project URL starts with http:// or https://, not {scheme}://.</source>
        <translation>プロジェクトの URL は {scheme}:// ではなく http:// または https:// で始まります。</translation>
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
        <source>Attach failed: {reason}</source>
        <translation>参加に失敗しました: {reason}</translation>
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
        <source>The password is kept in your system keyring.</source>
        <translation>パスワードはシステムのキーリングに保存されます。</translation>
    </message>
    <message>
        <source>No system keyring is available, so the password is not saved: boinc-gui keeps it only while it runs and asks for it again next time.</source>
        <translation>システムのキーリングが使えないため、パスワードは保存されません: boinc-gui は実行中だけ保持し、次回また尋ねます。</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>このコンピューター</translation>
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
        <source>Manage hosts…</source>
        <translation>ホストを管理…</translation>
    </message>
    <message>
        <source>Add host…</source>
        <translation>ホストを追加…</translation>
    </message>
    <message>
        <source>Show all computers</source>
        <translation>すべてのコンピューターを表示</translation>
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
        <source>Close window</source>
        <translation>ウィンドウを閉じる</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>終了</translation>
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
        <source>Filter current table</source>
        <translation>表示中の表を絞り込む</translation>
    </message>
    <message>
        <source>Select columns…</source>
        <translation>列を選択…</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>テーマ</translation>
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
        <source>Network activity always</source>
        <translation>常にネットワークを使う</translation>
    </message>
    <message>
        <source>Network activity based on preferences</source>
        <translation>設定に従ってネットワークを使う</translation>
    </message>
    <message>
        <source>Suspend network activity</source>
        <translation>ネットワークを一時停止</translation>
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
        <source>Add project…</source>
        <translation>プロジェクトを追加…</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <source>Application settings (app_config.xml)…</source>
        <translation>アプリケーション設定 (app_config.xml)…</translation>
    </message>
    <message>
        <source>Account manager…</source>
        <translation>アカウントマネージャ…</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>ルール…</translation>
    </message>
    <message>
        <source>GPUs…</source>
        <translation>GPU…</translation>
    </message>
    <message>
        <source>Soft stop (after the next checkpoint)</source>
        <translation>ソフト停止（次のチェックポイントの後）</translation>
    </message>
    <message>
        <source>Alerts…</source>
        <translation>警告…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>About boinc-gui</source>
        <translation>boinc-gui について</translation>
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
        <source>When computer is in use</source>
        <translation>コンピューター使用中</translation>
    </message>
    <message>
        <source>When computer is not in use</source>
        <translation>コンピューター未使用時</translation>
    </message>
    <message>
        <source>General</source>
        <translation>全般</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>ディスク</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリー</translation>
    </message>
    <message>
        <source>Network usage</source>
        <translation>ネットワーク使用量</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>days</source>
        <translation>日</translation>
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
        <source>days of work</source>
        <translation>日分の作業</translation>
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
        <source>% of memory</source>
        <translation>% のメモリー</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>制限なし</translation>
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
</TS>
