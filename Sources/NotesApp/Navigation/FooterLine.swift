import TerminalKit

/// A screen's footer of key hints on a terminal of any width: the hints
/// least needed (the last) are left out first, so the first two always show.
enum FooterLine {
    /// `hints` joined with ` · `, as many as fit in `columns`; `fallback`
    /// (the two that matter, said shortly) when not even two fit.
    static func fitting(_ hints: [String], columns: Int, fallback: String) -> String {
        for count in stride(from: hints.count, to: 2, by: -1) {
            let line = hints.prefix(count).joined(separator: " · ")
            if TextWidth.columns(of: line) <= columns { return line }
        }
        return fallback
    }
}
