import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesApp
@testable import NotesModel

/// Random keys, pastes and resizes against the whole app on the memory
/// terminal. After every event: no crash, every frame fits the screen and is
/// safe to send, and what the app saved encodes to a library that parses
/// back the same. Replay a failure with the seed it prints.
@Suite struct EventFuzzTests {
    static let keys: [Key] = [
        .enter, .tab, .backTab, .escape, .backspace, .delete, .up, .down, .left, .right, .home, .end,
        .pageUp, .pageDown, .control("s"), .control("a"), .control("e"), .control("w"), .control("k"),
        .control("_"), .control("x"), .altLeft, .altRight, .altBackspace, .alt("b"), .alt("f"),
        .function(1), .character("?"), .controlHome, .controlEnd, .control("u"), .alt("d"),
        // The organising keys: pin, undo, sort, Tags, Trash, restore, empty.
        .character("p"), .character("u"), .character("s"), .character("t"), .character("T"), .character("r"),
        .character("E"),
        // Markdown: the task toggle; the preview's scroll keys.
        .control("t"), .character("J"), .character("K"),
        // Quick open, and its moving keys.
        .control("p"), .control("n"),
        // The link keys: follow, the Links screen (from a note and from the list).
        .control("]"), .control("g"), .character("b"),
        // The whole note to the clipboard.
        .alt("y"),
    ]
    static let text: [Character] = Array("abc xyz jkgGnqd+/yY é日😀\u{301}\t#-[]*_`~>") + ["👩‍👧", "🇫🇷", "\u{1B}", "\u{0}"]
    static let pastes = ["line one\r\nline two", String(repeating: "wide 日本 ", count: 50), "\u{1B}[201~x", ""]
    static let sizes = [Size(rows: 24, columns: 80), Size(rows: 5, columns: 10), Size(rows: 7, columns: 25),
                        Size(rows: 40, columns: 120), Size(rows: 30, columns: 160), Size(rows: 1, columns: 1), Size(rows: 12, columns: 30)]

    private func randomEvent(using random: inout SeededRandom) -> TerminalEvent {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<45: return .key(.character(Self.text.randomElement(using: &random)!))
        case 45..<85: return .key(Self.keys.randomElement(using: &random)!)
        case 85..<90: return .mouse(Self.randomMouse(using: &random))
        case 90..<94: return .paste(Self.pastes.randomElement(using: &random)!)
        case 94..<97: return .resize(Self.sizes.randomElement(using: &random)!)
        case 97..<99: return .suspend
        default: return .key(.character("q"))
        }
    }

    /// Clicks, releases and wheel notches anywhere, off screen too.
    static func randomMouse(using random: inout SeededRandom) -> MouseEvent {
        let actions: [MouseEvent.Action] = [.press(.left), .press(.left), .release(.left), .press(.right), .wheelUp, .wheelDown]
        return MouseEvent(actions.randomElement(using: &random)!, row: Int.random(in: 0...45, using: &random),
                          column: Int.random(in: 0...170, using: &random))
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomEventsKeepEveryInvariant(run: UInt64) throws {
        var random = SeededRandom.fromEnvironment(fallback: 0xF022 &+ run)
        let library = Library(notes: (1...12).map {
            Fixtures.note($0, title: "Note \($0) 日本", body: "body \($0) #tag\($0 % 3)/sub\($0 % 2)\nsecond line [[Note \($0 % 5 + 1) 日本]] [[Missing]]")
        })
        var app = try AppHarness(library: library).launch()
        let steps = SeededRandom.iterations(fallback: 1_000)
        var checkedSaves = -1
        for step in 0..<steps {
            let event = randomEvent(using: &random)
            if case let .resize(size) = event {
                app.resize(size)
            } else {
                app.send(event)
            }
            if step % 7 == 0 { app.idle() }
            let where_ = "seed \(random.seed), step \(step), after \(event)"
            if let problem = frameProblem(app.terminal.lastFrame, size: app.terminal.size) {
                Issue.record("\(problem) — \(where_)")
                return
            }
            if app.store.saveCount != checkedSaves, let saved = app.store.library {
                checkedSaves = app.store.saveCount
                let reread = try? LibraryCodec.decode(LibraryCodec.encode(saved))
                if reread != saved {
                    Issue.record("the saved library does not parse back — \(where_)")
                    return
                }
            }
            if app.outcome != nil {
                // The app quit (q or Ctrl-C): save as on exit, relaunch on what was saved.
                try app.terminate()
                app = try AppHarness(library: app.store.library ?? library, size: app.terminal.size).launch()
                checkedSaves = -1
            }
        }
    }
}
