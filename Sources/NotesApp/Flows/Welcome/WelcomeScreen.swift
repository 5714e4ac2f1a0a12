import Foundation
import TerminalKit

/// The first-run screen: what notes-tui is, and the keys to go on.
public final class WelcomeScreen: Screen {
    var onGetStarted: (() -> Void)?
    var onQuit: (() -> Void)?
    private let libraryPath: String
    private let movedAside: String?

    init(libraryPath: String, movedAside: String? = nil) {
        self.libraryPath = libraryPath
        self.movedAside = movedAside
        super.init(name: "Welcome")
    }

    enum Action: Sendable { case getStarted, quit }

    /// Its keys, declared once: handled through this table and listed on
    /// the screen from it (the first, the way on, in bold).
    static var keys: KeyMap<Action> {
        KeyMap([
            KeyBinding("welcome.start", [.enter], .getStarted, help: KeyHelp("Enter", "Get Started (adds a few sample notes)")),
            KeyBinding("welcome.quit", [.character("q"), .escape], .quit, help: KeyHelp("q", "Quit without creating anything")),
        ])
    }

    public override func handle(_ key: Key) {
        switch Self.keys.binding(for: key)?.action {
        case .getStarted: onGetStarted?()
        case .quit: onQuit?()
        case nil: break
        }
    }

    /// The key lines of the screen: its help.
    static var keyLines: [String] {
        keys.labels.helpRows.map { $0.keys.padding(toLength: 7, withPad: " ", startingAt: 0) + $0.text }
    }

    /// A line of the screen: `text` wraps at spaces (with `indent` on
    /// the lines after its first) when the screen is narrow; a path is
    /// shortened in the middle instead.
    private struct Line {
        let text: String
        var style = Style.plain
        var indent = 0
        var isPath = false
    }

    public override func render(into canvas: inout Canvas) {
        let width = canvas.size.columns
        var lines: [Line] = [
            Line(text: "notes-tui", style: .accent),
            Line(text: ""),
            Line(text: "Quick, private notes in your terminal."),
            Line(text: "Everything is saved as you go, in one JSON file:"),
            Line(text: libraryPath, style: .muted, isPath: true),
            Line(text: ""),
        ]
        lines += Self.keyLines.enumerated().map { Line(text: $0.element, style: $0.offset == 0 ? .bold : .plain, indent: 7) }
        if let movedAside {
            lines += [Line(text: ""), Line(text: "Your previous library was kept as", style: .muted),
                      Line(text: movedAside, style: .muted, isPath: true)]
        }
        // Wrapped when the rows allow it, else each line cut to fit.
        var shown = lines.flatMap { Self.layout($0, width: width, wrapping: true) }
        if shown.count > canvas.size.rows { shown = lines.flatMap { Self.layout($0, width: width, wrapping: false) } }
        // One left edge for the whole block, centred as a block.
        let blockWidth = min(width, shown.map { TextWidth.columns(of: $0.0) }.max() ?? 0)
        let left = max(0, (width - blockWidth) / 2)
        let top = max(0, (canvas.size.rows - shown.count) / 2)
        for (offset, line) in shown.enumerated() {
            canvas.putTruncated(line.0, row: top + offset, column: left, width: width - left, style: line.1)
        }
        canvas.cursor = nil
    }

    /// The rows `line` takes in `width` columns.
    private static func layout(_ line: Line, width: Int, wrapping: Bool) -> [(String, Style)] {
        if line.isPath { return [(PathText.fitting(line.text, in: width), line.style)] }
        guard wrapping, !TextWidth.fits(line.text, in: width) else { return [(line.text, line.style)] }
        var rows: [String] = []
        var current = ""
        for word in line.text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if TextWidth.fits(candidate, in: width) || current.trimmingCharacters(in: .whitespaces).isEmpty {
                current = candidate
            } else {
                rows.append(current)
                current = String(repeating: " ", count: line.indent) + word
            }
        }
        rows.append(current)
        return rows.map { ($0, line.style) }
    }
}
