import Foundation
import NotesCore
import NotesStorage
import NotesSync
import TerminalKit

/// Runs the interactive app from launch to exit and returns the exit status.
/// Every step is the AppDelegate's or the SceneDelegate's; this only puts
/// them in order and turns failures into one `notes-tui:` line.
public enum NotesApplication {
    public static func runInteractive(
        options: LaunchOptions,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        connectTerminal: ((LaunchOptions, ColorTheme) throws -> Terminal)? = nil
    ) -> Int32 {
        let connectTerminal = connectTerminal ?? { options, theme in
            try CursesTerminal.start(environment: ProcessInfo.processInfo.environment, mouse: options.mouse, theme: theme)
        }
        let app = AppDelegate(options: options, environment: environment,
                              checkSceneCanConnect: { try CursesTerminal.preflight(environment: environment) },
                              isInteractive: true,
                              // A library set up for sync gets the git engine; finding out
                              // reads .git/config and runs no program.
                              makeSyncer: { path -> LibrarySyncing? in
                                  if DataFileLocation.isVault(path) { return VaultGitSync.configured(vaultPath: path) }
                                  return JSONCopySync.configuredOrUpgrading(dataPath: path)
                              })
        do {
            try app.didFinishLaunching()
        } catch {
            return ErrorLine.report(error)
        }
        let scene = app.configurationForConnecting()
        let terminal: Terminal
        do {
            // The `mouse` setting, unless the launch turned it off.
            var options = options
            options.mouse = options.mouse && app.container.settings.mouse
            terminal = try connectTerminal(options, app.container.settings.colorTheme)
        } catch {
            return ErrorLine.report(error)
        }
        // Every screen's keys, footer and help, as `[keys]` says.
        let outcome = KeyRemap.$active.withValue(app.keyRemap) {
            scene.willConnect(to: terminal)
            scene.sceneDidBecomeActive()
            return scene.run()
        }
        let edit = scene.interruptedEdit
        var status: Int32 = 0
        do {
            try app.applicationWillTerminate(interruptedEdit: edit, quitting: outcome == .quit)
        } catch {
            terminal.shutdown()
            return ErrorLine.report(error)
        }
        terminal.shutdown()
        if case let .failed(error) = outcome { status = ErrorLine.report(error) }
        // Said once the screen is restored, where the user sees it; the
        // notes are saved either way, so the exit status stays.
        if let line = app.syncOnExitMessage { ErrorLine.write(line) }
        if let backup = app.backupPath {
            ErrorLine.write("the old library was kept as \(backup)", prefix: "notes-tui: note:")
        }
        return status
    }
}

/// A save that failed on the way out is reported as one line too; declared
/// here, where both are known, so Saving and Commands stay apart.
extension UnsavedWorkError: ReportedError {}
