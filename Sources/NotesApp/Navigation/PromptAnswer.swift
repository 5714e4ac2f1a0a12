import TerminalKit

/// The answer a key gives to a `(y/n)` prompt. Only `y` says yes; `n` and
/// `Esc` say no; any other key is ignored and the prompt stays, so a stray
/// key neither answers it nor gets typed into a note.
enum PromptAnswer {
    case yes, no

    init?(_ key: Key) {
        switch key {
        case .character("y"), .character("Y"): self = .yes
        case .character("n"), .character("N"), .escape: self = .no
        default: return nil
        }
    }

    /// `Delete "<title>"? (y/n)` with the title shortened to fit `width`
    /// columns, so the keys that answer always show.
    static func deletePrompt(title: String, width: Int) -> String {
        titledPrompt("Delete ", title: title, "? (y/n)", width: width)
    }

    /// `<before>"<title>"<after>`, the title shortened with `…` so that the
    /// whole prompt fits `width` columns and its answer keys always show.
    static func titledPrompt(_ before: String, title: String, _ after: String, width: Int) -> String {
        let room = max(1, width - TextWidth.columns(of: before + "\"\"" + after))
        var shown = title
        if TextWidth.columns(of: title) > room {
            var cut = ""
            var used = 0
            for character in title {
                let columns = TextWidth.columns(of: character)
                if used + columns > room - 1 { break }
                cut.append(character)
                used += columns
            }
            shown = cut + "…"
        }
        return before + "\"" + shown + "\"" + after
    }
}
