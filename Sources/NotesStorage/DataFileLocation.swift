import Foundation

/// Which file (or vault folder) holds the library (docs/file-format.md
/// §1): the first that is set of `--data-file`, `$NOTES_TUI_DATA`, the
/// `library` setting, `$XDG_DATA_HOME/notes-tui/notes.json`,
/// `~/.local/share/notes-tui/notes.json`.
public enum DataFileLocation {
    /// The absolute path of the data file. `environment` and
    /// `homeDirectory` are parameters so that tests need not change the
    /// process's own; `~` expands to `$HOME` from `environment` when set.
    public static func resolve(
        explicit: String?,
        environment: [String: String],
        setting: String? = nil,
        homeDirectory: String = NSHomeDirectory()
    ) -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? homeDirectory
        if let explicit, !explicit.isEmpty { return absolute(explicit, home: home) }
        if let fromEnvironment = environment["NOTES_TUI_DATA"], !fromEnvironment.isEmpty {
            return absolute(fromEnvironment, home: home)
        }
        if let setting, !setting.isEmpty { return absolute(setting, home: home) }
        // The XDG spec says a relative XDG_DATA_HOME is invalid and is ignored.
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return withoutTrailingSlashes(dataHome) + "/notes-tui/notes.json"
        }
        return withoutTrailingSlashes(home) + "/.local/share/notes-tui/notes.json"
    }

    /// Whether `path` names a vault: an existing folder, or a path ending
    /// in `/` (a vault made at Get Started).
    public static func isVault(_ path: String) -> Bool {
        if path.hasSuffix("/") { return true }
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func absolute(_ path: String, home: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "~" { return home }
        if path.hasPrefix("~/") { return withoutTrailingSlashes(home) + path.dropFirst() }
        return FileManager.default.currentDirectoryPath + "/" + path
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
