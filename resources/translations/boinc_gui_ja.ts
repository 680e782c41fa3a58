<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
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
    <name>GpuControls</name>
    <message>
        <source>Use GPU always</source>
        <translation>常に GPU を使う</translation>
    </message>
    <message>
        <source>Use GPU based on preferences</source>
        <translation>設定に従って GPU を使う</translation>
    </message>
    <message>
        <source>Suspend GPU</source>
        <translation>GPU を一時停止</translation>
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
        <source>Notices (%1)</source>
        <translation>お知らせ (%1)</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Contact the project now</source>
        <translation>今すぐプロジェクトと通信</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>No new tasks</source>
        <translation>新しいタスクを受け取らない</translation>
    </message>
    <message>
        <source>Allow new tasks</source>
        <translation>新しいタスクを許可</translation>
    </message>
    <message>
        <source>Reset project</source>
        <translation>プロジェクトをリセット</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Detach from the project</source>
        <translation>プロジェクトから離脱</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>プロパティ</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>今すぐ再試行</translation>
    </message>
    <message>
        <source>Abort transfer</source>
        <translation>転送を中止</translation>
    </message>
    <message>
        <source>Resume now</source>
        <translation>今すぐ再開</translation>
    </message>
    <message>
        <source>Run always</source>
        <translation>常に計算</translation>
    </message>
    <message>
        <source>Run based on preferences</source>
        <translation>設定に従って計算</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
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
    <name>graphics_app</name>
    <message>
        <source>The graphics of %1 could not be started: %2</source>
        <translation>%1 のグラフィックを起動できませんでした: %2</translation>
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
        <source>Search the task history</source>
        <translation>タスク履歴を検索</translation>
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
    <name>tray</name>
    <message>
        <source>15 minutes</source>
        <translation>15 分</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 時間</translation>
    </message>
    <message>
        <source>3 hours</source>
        <translation>3 時間</translation>
    </message>
    <message>
        <source>Until resumed</source>
        <translation>再開するまで</translation>
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
        <source>Web pages</source>
        <translation>Web ページ</translation>
    </message>
    <message>
        <source>Show graphics</source>
        <translation>グラフィックを表示</translation>
    </message>
    <message>
        <source>Start the task&apos;s graphics application</source>
        <translation>タスクのグラフィックアプリケーションを起動</translation>
    </message>
    <message>
        <source>Event log window…</source>
        <translation>イベントログウィンドウ…</translation>
    </message>
    <message>
        <source>Event log options…</source>
        <translation>イベントログのオプション…</translation>
    </message>
    <message>
        <source>Which kinds of messages the client writes to its event log</source>
        <translation>クライアントがイベントログに書き込むメッセージの種類</translation>
    </message>
    <message>
        <source>Read config files</source>
        <translation>設定ファイルを読み込む</translation>
    </message>
    <message>
        <source>Read cc_config.xml and the app_config.xml files again</source>
        <translation>cc_config.xml と app_config.xml ファイルを再読み込み</translation>
    </message>
    <message>
        <source>Run CPU benchmarks</source>
        <translation>CPU ベンチマークを実行</translation>
    </message>
    <message>
        <source>Retry all transfers</source>
        <translation>すべての転送を再試行</translation>
    </message>
    <message>
        <source>Try every pending upload and download now</source>
        <translation>保留中のすべてのアップロードとダウンロードを今すぐ試行</translation>
    </message>
    <message>
        <source>boinc-gui help</source>
        <translation>boinc-gui ヘルプ</translation>
    </message>
    <message>
        <source>Open the boinc-gui documentation</source>
        <translation>boinc-gui のドキュメントを開く</translation>
    </message>
    <message>
        <source>Select one project</source>
        <translation>プロジェクトを 1 つ選択してください</translation>
    </message>
    <message>
        <source>%1 home page</source>
        <translation>%1 のホームページ</translation>
    </message>
    <message>
        <source>The project has sent no other links yet</source>
        <translation>プロジェクトからほかのリンクはまだ届いていません</translation>
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
