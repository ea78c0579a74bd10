; Inno Setup 6 script: wraps the PyInstaller folder (dist\speclab) in a Windows installer.
;
;   pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller packaging\speclab.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\speclab.iss
;   -> dist\speclab-0.1.0-windows-x64-setup.exe
;
; Classroom installs are per machine (Program Files, Start menu for every user).
; A teacher without administrator rights can pick "only for me" in the first
; dialog, or pass /CURRENTUSER. Lab administrators install silently:
;   speclab-0.1.0-windows-x64-setup.exe /VERYSILENT /SUPPRESSMSGBOXES /NORESTART /ALLUSERS /LANG=es
; and remove silently:
;   "C:\Program Files\SpecLab\unins000.exe" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART
; (see the README, "Installing in a classroom").

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\speclab"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
; The AppId identifies SpecLab to Windows across versions (upgrades, uninstall):
; never change it.
AppId={{A91BFF43-76DC-4567-A790-54FF6F771674}
AppName=SpecLab
AppVersion={#AppVersion}
AppVerName=SpecLab {#AppVersion}
AppPublisher=SpecLab
DefaultDirName={autopf}\SpecLab
DefaultGroupName=SpecLab
DisableProgramGroupPage=yes
; Per machine by default; "only for me" stays possible (dialog or /CURRENTUSER).
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=speclab-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\speclab.ico
UninstallDisplayIcon={app}\speclab.exe
UninstallDisplayName=SpecLab
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
; Running copies would keep files locked during an upgrade or uninstall.
CloseApplications=yes
RestartApplications=no
; Settings live in each user's %APPDATA%\SpecLab, never in {app}: the folder
; can stay read-only for students.

[Languages]
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "en"; MessagesFile: "compiler:Default.isl"

[CustomMessages]
es.KioskShortcut=SpecLab (modo quiosco)
en.KioskShortcut=SpecLab (kiosk mode)
es.EnglishShortcut=SpecLab (en inglés)
en.EnglishShortcut=SpecLab (English)
es.KioskDesktopIcon=Crear un acceso directo al modo quiosco en el escritorio
en.KioskDesktopIcon=Create a desktop shortcut to kiosk mode

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "kioskdesktopicon"; Description: "{cm:KioskDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\SpecLab\SpecLab"; Filename: "{app}\speclab.exe"; WorkingDir: "{app}"
Name: "{autoprograms}\SpecLab\{cm:KioskShortcut}"; Filename: "{app}\speclab.exe"; Parameters: "--kiosk"; WorkingDir: "{app}"
Name: "{autoprograms}\SpecLab\{cm:EnglishShortcut}"; Filename: "{app}\speclab.exe"; Parameters: "--lang en"; WorkingDir: "{app}"
Name: "{autoprograms}\SpecLab\{cm:UninstallProgram,SpecLab}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\SpecLab"; Filename: "{app}\speclab.exe"; WorkingDir: "{app}"; Tasks: desktopicon
Name: "{autodesktop}\{cm:KioskShortcut}"; Filename: "{app}\speclab.exe"; Parameters: "--kiosk"; WorkingDir: "{app}"; Tasks: kioskdesktopicon

[Run]
Filename: "{app}\speclab.exe"; Description: "{cm:LaunchProgram,SpecLab}"; Flags: nowait postinstall skipifsilent
