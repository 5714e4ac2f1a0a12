import TerminalKit

/// The first-run screen: what notes-tui is, and the keys to go on.
public final class WelcomeScreen: Screen {
    var onGetStarted: (() -> Void)?
    var onQuit: (() -> Void)?
    private let libraryPath: String

    init(libraryPath: String) {
        self.libraryPath = libraryPath
        super.init(name: "Welcome")
    }

    public override func handle(_ key: Key) {
        switch key {
        case .enter: onGetStarted?()
        case .character("q"), .escape: onQuit?()
        default: break
        }
    }

    public override func render(into canvas: inout Canvas) {
        let width = canvas.size.columns
        let lines: [(String, Style)] = [
            ("notes-tui", .accent),
            ("", .plain),
            ("Quick, private notes in your terminal.", .plain),
            ("Everything is saved as you go, in one JSON file:", .plain),
            (libraryPath, .muted),
            ("", .plain),
            ("Enter  Get Started (adds a few sample notes)", .bold),
            ("q      Quit without creating anything", .plain),
        ]
        let top = max(0, (canvas.size.rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let textWidth = min(width - 2, TextWidth.columns(of: line.0))
            let left = max(0, (width - max(textWidth, 44)) / 2)
            canvas.putTruncated(line.0, row: top + offset, column: left, width: width - left, style: line.1)
        }
        canvas.cursor = nil
    }
}
