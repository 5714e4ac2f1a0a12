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
    static let keys = KeyMap<Action>([
        KeyBinding([.enter], .getStarted, help: KeyHelp("Enter", "Get Started (adds a few sample notes)")),
        KeyBinding([.character("q"), .escape], .quit, help: KeyHelp("q", "Quit without creating anything")),
    ])

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

    public override func render(into canvas: inout Canvas) {
        let width = canvas.size.columns
        var lines: [(String, Style)] = [
            ("notes-tui", .accent),
            ("", .plain),
            ("Quick, private notes in your terminal.", .plain),
            ("Everything is saved as you go, in one JSON file:", .plain),
            (libraryPath, .muted),
            ("", .plain),
        ]
        lines += Self.keyLines.enumerated().map { ($0.element, $0.offset == 0 ? .bold : .plain) }
        if let movedAside {
            lines += [("", .plain), ("Your previous library was kept as", .muted), (movedAside, .muted)]
        }
        // One left edge for the whole block, centred as a block.
        let blockWidth = min(width, lines.map { TextWidth.columns(of: $0.0) }.max() ?? 0)
        let left = max(0, (width - blockWidth) / 2)
        let top = max(0, (canvas.size.rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            canvas.putTruncated(line.0, row: top + offset, column: left, width: width - left, style: line.1)
        }
        canvas.cursor = nil
    }
}
