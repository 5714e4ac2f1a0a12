/// What the command line asked of the interactive app.
public struct LaunchOptions: Equatable, Sendable {
    /// `--data-file`, before the resolution of docs/file-format.md §1.
    public var dataFile: String?
    /// `--reset`: move the library aside and start at Welcome.
    public var reset: Bool
    /// `new`, `open REF`, or plain `notes-tui`.
    public var entry: Entry
    /// Whether clicks and the wheel are reported to the app (the `mouse`
    /// setting); off, the terminal keeps its own text selection.
    public var mouse: Bool
    /// `--config`: the settings file instead of the usual one.
    public var configFile: String?
    /// `--stay`: a note opened from the shell (`new`, `open`, `today`)
    /// leaves the app on the list when it is saved or left, instead of
    /// returning to the shell.
    public var stay = false

    public enum Entry: Equatable, Sendable {
        case home
        case newNote
        /// `new --template NAME`: a new note from that template.
        case newFromTemplate(String)
        /// `today`: the daily note, made when it is not there yet.
        case today
        /// A REF or a `notes://` URL, resolved once the library is open.
        case open(String)
        case search(String)
    }

    public init(dataFile: String? = nil, reset: Bool = false, entry: Entry = .home, mouse: Bool = true,
                configFile: String? = nil) {
        self.configFile = configFile
        self.dataFile = dataFile
        self.reset = reset
        self.entry = entry
        self.mouse = mouse
    }
}
