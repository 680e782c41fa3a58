; Inno Setup 6 script: dist\boinc-gui\ (from installers\windows\boinc-gui.spec) -> one setup .exe.
; NOT BUILT OR TESTED HERE (only Linux is); see installers/README.md.
; Per-user install by default (no administrator rights needed; the app needs none).
; Uninstalling removes the program folder, the Start-menu entry and the autostart entry,
; never the volunteer's data directory (%LOCALAPPDATA%\boinc-gui, written by the app, not
; by this installer, so Inno's uninstaller does not know it).

#define AppName "boinc-gui"
#define AppVersion "0.1.0"            ; keep in step with pyproject.toml
#define SourceDir "..\..\dist\boinc-gui"

[Setup]
AppId={{6B0C2C52-5E0B-4E39-9D62-3A1C0A2B9E11}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=The boinc-gui developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=boinc-gui-setup-{#AppVersion}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
UninstallDisplayIcon={app}\boinc-gui.exe
CloseApplications=yes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\boinc-gui.exe"
Name: "{group}\Uninstall {#AppName}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\boinc-gui.exe"; Tasks: desktopicon

[Registry]
; "Start when I log in" is the app's own preference (HKCU\...\Run, written and removed by the
; app); the uninstaller removes the value if the app left it there.
Root: HKCU; Subkey: "Software\Microsoft\Windows\CurrentVersion\Run"; ValueType: none; ValueName: "{#AppName}"; Flags: uninsdeletevalue dontcreatekey

[Run]
Filename: "{app}\boinc-gui.exe"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
