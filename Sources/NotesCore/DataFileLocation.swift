import Foundation

/// Which file holds the library (CONTRACT §1): the first that is set of
/// `--data-file`, `$NOTES_TUI_DATA`, `$XDG_DATA_HOME/notes-tui/notes.json`,
/// `~/.local/share/notes-tui/notes.json`.
public enum DataFileLocation {
    public static func resolve(
        explicit: String?,
        environment: [String: String],
        homeDirectory: String = NSHomeDirectory()
    ) -> String {
        if let explicit, !explicit.isEmpty { return absolute(explicit) }
        if let fromEnvironment = environment["NOTES_TUI_DATA"], !fromEnvironment.isEmpty {
            return absolute(fromEnvironment)
        }
        // The XDG spec says a relative XDG_DATA_HOME is invalid and is ignored.
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/notes-tui/notes.json"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? homeDirectory
        return home + "/.local/share/notes-tui/notes.json"
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "~" || path.hasPrefix("~/") { return NSString(string: path).expandingTildeInPath }
        return FileManager.default.currentDirectoryPath + "/" + path
    }
}
