import TerminalKit
import Testing
@testable import NotesApp

/// The `mouse` launch option: on by default; off, the terminal's modes
/// never ask for mouse reports (so the terminal's own text selection
/// works). `mouse.sh` checks in tmux that the real binary turns them on.
@Suite struct MouseOptionTests {
    @Test func onByDefault() {
        #expect(LaunchOptions().mouse)
        #expect(TerminalModes().mouse)
    }

    @Test func offNeverAsksForTheMouse() {
        let modes = TerminalModes(mouse: LaunchOptions(mouse: false).mouse)
        #expect(modes.enter == TerminalModes.pasteOn + TerminalModes.metaEscapeOn)
        #expect(!modes.enter.contains("\u{1B}[?1000h"))
        #expect(!modes.enter.contains("\u{1B}[?1006h"))
    }
}
