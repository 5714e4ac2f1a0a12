/// The file `notes-tui config --init` writes: every setting at its
/// default, each with what it does and the values it takes. The docs'
/// sample (`docs/config.toml`) is this text; a test keeps them equal.
public enum SettingsTemplate {
    public static var text: String {
        let defaults = Settings()
        let colorLines = ColorElement.allCases.map { element in
            let setting = "# " + element.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                + " = \"\(defaultColorName(element))\""
            return setting.padding(toLength: 24, withPad: " ", startingAt: 0) + "  # \(element.summary)"
        }.joined(separator: "\n")
        return """
        # notes-tui settings. Every setting is shown at its default, commented
        # out or set: change a value, or remove a line to keep the default.
        # Check the file with 'notes-tui config --check'. See notes-tui(1), SETTINGS.

        # The library: a JSON file, or a folder of Markdown notes (a vault, such
        # as an Obsidian or zk one), opened in place. Unset: the default JSON
        # file. --data-file and $NOTES_TUI_DATA come first.
        # library = "~/notes/"

        # The command 'e' (in the list) and Ctrl-X Ctrl-E (in a note) run to edit
        # a note in your own editor, with the file's name added at the end.
        # Unset: $VISUAL, else $EDITOR, else vi.
        # editor = "vim"

        # Colours: "default" (for dark or any background), "light" (for light
        # backgrounds) or "mono" (no colours: bold, underline, dim and reverse
        # only). The NO_COLOR environment variable, when set and not empty, also
        # turns colours off, whatever this says.
        theme = "\(defaults.theme.rawValue)"

        # The list's order when none is remembered for the library (the list
        # remembers the order 's' last chose): "modified" (newest first),
        # "created" (newest first) or "title" (A to Z).
        sort = "\(defaults.sort.rawValue)"

        # The preview of the selected note beside the list: "on", "off", or
        # "auto" (shown when the terminal is at least 120 columns wide).
        preview = "\(defaults.preview.rawValue)"

        # The mouse: the wheel scrolls, a click selects, a second click opens.
        # false leaves the mouse to the terminal (its own text selection).
        mouse = \(defaults.mouse)

        # Columns from one tab stop to the next where a note shows a tab
        # character, 1 to \(Settings.tabWidths.upperBound).
        tab_width = \(defaults.tabWidth)

        # The title of the daily note ('notes-tui today', 'D' in the list), as
        # strftime(3) writes the date: "%Y-%m-%d" is 2026-11-28, "%A %d %B" is
        # Saturday 28 November. A new one is made from the template "daily"
        # when there is one: $XDG_CONFIG_HOME/notes-tui/templates/daily.md,
        # else ~/.config/notes-tui/templates/daily.md.
        daily_title = "\(defaults.dailyTitle)"

        # Colours of single things, over the theme's. A colour is "default"
        # (the terminal's own), black, red, green, yellow, blue, magenta, cyan,
        # white, "bright-" and one of those, "grey", or a number from 0 to 255
        # (the 256-colour palette; a terminal with 8 colours shows the nearest
        # of its own). Shown here: the default theme's.
        [colors]
        \(colorLines)

        # Sync through git, for a library set up with 'notes-tui sync --setup'.
        [sync]
        # false: the app never syncs by itself ('notes-tui sync' still does).
        enabled = \(defaults.sync.enabled)
        # Seconds after the last saved change before the app syncs,
        # \(SyncSettings.delays.lowerBound) to \(SyncSettings.delays.upperBound).
        delay = \(defaults.sync.delay)
        # Seconds between syncs while the app is open and idle, so it shows
        # what other machines did; 0 turns them off, at most \(SyncSettings.intervals.upperBound).
        interval = \(defaults.sync.interval)

        # Keys of your own: an action's name and its new key (or a list of
        # keys), which replace its own; the footer and the help show them. A
        # key is a character, Ctrl-N, Alt-b, F2, Enter, Tab, Esc, Space, Up, PgDn…
        # Every action's name: notes-tui(1), KEYS. Two actions on one key of a
        # screen stop notes-tui naming the line.
        [keys]
        # "list.new" = "a"
        # "note.save" = ["Ctrl-S", "F2"]

        """
    }

    /// The default theme's colour of `element`, as the file names it.
    static func defaultColorName(_ element: ColorElement) -> String {
        switch ThemeName.default.colors?[element] {
        case .index(8)?: "grey"
        case let .index(number)? where number < 8: SettingsColor.names[number]
        case let .index(number)?: String(number)
        case .terminalDefault?, nil: "default"
        }
    }
}
