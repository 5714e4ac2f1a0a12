import NotesModel

/// What the settings file (`config.toml`) may say, every value at its
/// default until the file says otherwise. A plain value: the app reads it
/// at launch and hands the parts on; nothing here knows a terminal.
public struct Settings: Equatable, Sendable {
    /// The library: a JSON file, or a folder of Markdown notes (a vault);
    /// nil: the default JSON file. `--data-file` and `$NOTES_TUI_DATA`
    /// come first. `~/` is the home folder.
    public var library: String?
    /// The command `e` and Ctrl-X Ctrl-E run; nil: `$VISUAL`, `$EDITOR`, `vi`.
    public var editor: String?
    /// The colours as a whole; `colors` overrides single elements.
    public var theme: ThemeName = .default
    /// Per-element colours, over the theme's.
    public var colors: [ColorElement: SettingsColor] = [:]
    /// The list's order when none is remembered for the library.
    public var sort: NoteSort = .modified
    /// The preview beside the list.
    public var preview: PreviewMode = .auto
    /// Mouse reporting (wheel, clicks); off leaves the terminal's own selection.
    public var mouse = true
    /// Columns between tab stops where a tab is shown.
    public var tabWidth = 4
    /// The daily note's title (`today`, `D`): a `strftime(3)` format.
    public var dailyTitle = "%Y-%m-%d"
    public var sync = SyncSettings()
    /// `[keys]`: the actions given keys of their own, in the file's order.
    public var keys: [KeySetting] = []

    public init() {}

    /// The values `tab_width` may take.
    public static let tabWidths = 1...16
}

/// `[sync]`: whether the app syncs a library set up for it, how long
/// after the last change it waits before it does, and how often it syncs
/// while idle.
public struct SyncSettings: Equatable, Sendable {
    public var enabled = true
    /// Seconds after the last saved change.
    public var delay = 5
    /// Seconds between an idle app's syncs; 0 turns them off.
    public var interval = 60
    public init() {}

    public static let delays = 1...3_600
    public static let intervals = 0...86_400
}

/// The colour themes.
public enum ThemeName: String, CaseIterable, Sendable {
    /// For dark (or any) backgrounds: today's colours.
    case `default`
    /// Colours that stay readable on a light background.
    case light
    /// No colours: bold, underline, dim and reverse only.
    case mono
}

/// `preview`: on at any width, off, or auto (at 120 columns or more).
public enum PreviewMode: String, CaseIterable, Sendable {
    case on, off, auto
}

/// The things the app colours, as `[colors]` names them.
public enum ColorElement: String, CaseIterable, Sendable {
    /// Headers, the app's name.
    case header
    /// Dates, hints, secondary text.
    case muted
    /// Errors and questions that need an answer.
    case warning
    /// What the filter matched.
    case match
    /// Markdown in a note: `# headings`, `code`, [[links]] and URLs,
    /// #tags, `> quotes`, list bullets and task boxes.
    case heading, code, link, tag, quote, marker

    /// What the sample file says each one is.
    public var summary: String {
        switch self {
        case .header: "headers and the app's name"
        case .muted: "dates, hints, secondary text"
        case .warning: "errors and questions that need an answer"
        case .match: "what the filter matched"
        case .heading: "Markdown # headings"
        case .code: "`code` and fenced code blocks"
        case .link: "[[links]] and URLs"
        case .tag: "#tags"
        case .quote: "> quoted lines"
        case .marker: "list bullets and task boxes"
        }
    }
}

/// A colour named in the file: the terminal's own, one of the 16 named
/// ones, or a number of the 256-colour palette.
public enum SettingsColor: Equatable, Hashable, Sendable {
    case terminalDefault
    /// 0–255: 0–7 the basic colours, 8–15 their bright forms, 16–255 the
    /// 256-colour cube and greys.
    case index(Int)

    public static let names: [String] = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    ]

    /// `"red"`, `"bright-red"`, `"grey"`, `"default"`, `"208"`; nil for anything else.
    public init?(name: String) {
        let lowered = name.lowercased()
        if lowered == "default" { self = .terminalDefault; return }
        if lowered == "grey" || lowered == "gray" { self = .index(8); return }
        if let basic = Self.names.firstIndex(of: lowered) { self = .index(basic); return }
        if lowered.hasPrefix("bright-"), let basic = Self.names.firstIndex(of: String(lowered.dropFirst(7))) {
            self = .index(basic + 8); return
        }
        if let number = Int(lowered), (0...255).contains(number), lowered.allSatisfy(\.isASCII) {
            self = .index(number); return
        }
        return nil
    }
}
