<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
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
</TS>
