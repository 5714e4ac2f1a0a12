/// User input (a REF, a title, a path) repeated in a message: on one line,
/// safe for a terminal, and bounded, so a 100 KB argument or a title with a
/// newline in it still gives one short `notes-tui:` line.
enum Echo {
    /// Characters kept of a REF or a title.
    static let maximumCharacters = 40
    /// Characters kept of a path: more, since the name at its end matters.
    static let maximumPathCharacters = 120

    /// The first `maximumCharacters` characters, then `…` when cut.
    static func text(_ input: String) -> String {
        let line = SafeText.line(input, forTerminal: true)
        guard line.count > maximumCharacters else { return line }
        return String(line.prefix(maximumCharacters)) + "…"
    }

    /// A path, cut in the middle when long so that both its start and its
    /// file name stay readable.
    static func path(_ input: String) -> String {
        let line = SafeText.line(input, forTerminal: true)
        guard line.count > maximumPathCharacters else { return line }
        let half = (maximumPathCharacters - 1) / 2
        return String(line.prefix(half)) + "…" + String(line.suffix(half))
    }
}
