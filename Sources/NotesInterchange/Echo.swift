
/// User input (a REF, a title, a path) repeated in a message: on one line,
/// safe for a terminal, and bounded, so a 100 KB argument or a title with a
/// newline in it still gives one short `notes-tui:` line.
package enum Echo {
    /// Characters kept of a REF or a title.
    package static let maximumCharacters = 40
    /// Characters kept of a path: more, since the name at its end matters.
    package static let maximumPathCharacters = 120

    /// The first `maximumCharacters` characters, then `…` when cut.
    package static func text(_ input: String) -> String {
        let (head, _, cut) = ends(of: input, keeping: maximumCharacters)
        let line = SafeText.line(head, forTerminal: true)
        guard cut || line.count > maximumCharacters else { return line }
        return String(line.prefix(maximumCharacters)) + "…"
    }

    /// A path, cut in the middle when long so that both its start and its
    /// file name stay readable.
    package static func path(_ input: String) -> String {
        let half = (maximumPathCharacters - 1) / 2
        let (head, tail, cut) = ends(of: input, keeping: maximumPathCharacters)
        guard cut else {
            let line = SafeText.line(input, forTerminal: true)
            guard line.count > maximumPathCharacters else { return line }
            return String(line.prefix(half)) + "…" + String(line.suffix(half))
        }
        let start = SafeText.line(head, forTerminal: true).prefix(half)
        let end = SafeText.line(tail, forTerminal: true).suffix(half)
        return start + "…" + end
    }

    /// The first and last scalars of `input`, enough for `count` characters
    /// once made safe, without looking at the middle of a huge input.
    private static func ends(of input: String, keeping count: Int) -> (head: String, tail: String, cut: Bool) {
        let scalars = input.unicodeScalars
        let room = count * 4
        guard !scalars.dropFirst(room * 2).isEmpty else { return (input, input, false) }
        return (String(String.UnicodeScalarView(scalars.prefix(room))),
                String(String.UnicodeScalarView(scalars.suffix(room))), true)
    }
}
