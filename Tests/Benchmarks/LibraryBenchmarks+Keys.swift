import Foundation
import NotesApp
import NotesModel
import TerminalKit

// The keys on the Notes list and the screens it opens, played through the
// real app by a scripted terminal (`BenchTerminal`).
extension LibraryBenchmarks {
    /// Keys through AppDelegate → SceneDelegate → NotesListScreen, each timed
    /// from its arrival to its frame being presented.
    func measureKeys() -> [String: [Double]] {
        let terminal = BenchTerminal()
        let pageSize = LibraryGenerator.listRowsAt80x24 - 1
        for _ in 0..<runs {
            terminal.press(.character("j"), label: "top")
            terminal.press(.character("k"))
        }
        for _ in 0..<(count / 2 / pageSize) { terminal.press(.pageDown) }
        for _ in 0..<runs {
            terminal.press(.character("j"), label: "middle")
            terminal.press(.character("k"))
        }
        terminal.press(.end)
        terminal.press(.character("k"))
        for _ in 0..<runs {
            terminal.press(.character("j"), label: "end")
            terminal.press(.character("k"))
        }
        terminal.press(.home)
        // A pause after start-up: one idle slice of preparing notes for search.
        terminal.add(nil, label: "fold")
        // Filter keys before idle time has prepared every note (as a search
        // typed in the first moments is); then, after a pause long enough
        // for it, as in use, the same keys again.
        scriptFilter(terminal, labels: ("first", "type", "delete"))
        terminal.waitUntilIdle()
        scriptFilter(terminal, labels: ("preparedFirst", "preparedType", "preparedDelete"))
        scriptOrganising(terminal)
        scriptQuickOpen(terminal)

        let app = AppDelegate(options: LaunchOptions(dataFile: path), environment: [:])
        try! app.didFinishLaunching()
        let scene = app.configurationForConnecting()
        scene.willConnect(to: terminal)
        scene.sceneDidBecomeActive()
        _ = scene.run()
        return terminal.samples
    }

    /// Moving the selection with the preview open: each `j` draws the
    /// newly selected note's start as Markdown beside the list.
    func measurePreviewKeys() -> [Double] {
        let terminal = BenchTerminal(size: Size(rows: 40, columns: 160))
        for _ in 0..<max(runs, 20) { terminal.press(.character("j"), label: "preview") }
        let app = AppDelegate(options: LaunchOptions(dataFile: path), environment: [:])
        try! app.didFinishLaunching()
        let scene = app.configurationForConnecting()
        scene.willConnect(to: terminal)
        scene.sceneDidBecomeActive()
        _ = scene.run()
        return terminal.samples["preview"] ?? []
    }

    /// `z` typed and deleted, then one more character of `mountain` typed
    /// and deleted, each timed under its label.
    func scriptFilter(_ terminal: BenchTerminal, labels: (first: String, type: String, delete: String)) {
        terminal.press(.character("/"))
        for _ in 0..<runs {
            terminal.press(.character("z"), label: labels.first)
            terminal.press(.backspace)
        }
        terminal.type("mountai")
        for _ in 0..<runs {
            terminal.press(.character("n"), label: labels.type)
            terminal.press(.backspace, label: labels.delete)
        }
        terminal.press(.escape)
    }

    /// Issue 14's keys: the Tags screen, a `#tag` filter key, `p`, `d` +
    /// `y`, `u` and `s`; each timed to its frame (the save that follows a
    /// change comes after the frame). Leaves the library as it found it:
    /// pins undone, trashed notes restored, the sort back to modified.
    func scriptOrganising(_ terminal: BenchTerminal) {
        for _ in 0..<runs {
            terminal.press(.character("t"), label: "tags")
            terminal.press(.escape)
        }
        terminal.press(.character("/"))
        terminal.type("#wor")
        for _ in 0..<runs {
            terminal.press(.character("k"), label: "tagFilter")
            terminal.press(.backspace)
        }
        terminal.press(.escape)
        for _ in 0..<runs {
            terminal.press(.character("p"), label: "pin")
            terminal.press(.character("p"))
            terminal.press(.character("d"))
            terminal.press(.character("y"), label: "trash")
            terminal.press(.character("u"), label: "undo")
        }
        for _ in 0..<runs {
            for _ in 0..<NoteSort.allCases.count { terminal.press(.character("s"), label: "sort") }
        }
        scriptLinks(terminal)
    }

    /// Issue 15's links: the Links screen of the selected note, and Note
    /// detail's backlink count right after a change (the link index is
    /// brought up to date per change, not rebuilt per query). Leaves the
    /// library as it found it (pins undone).
    func scriptLinks(_ terminal: BenchTerminal) {
        for _ in 0..<runs {
            terminal.press(.character("b"), label: "links")
            terminal.press(.escape)
        }
        for _ in 0..<runs {
            terminal.press(.enter, label: "detail")
            terminal.press(.escape)
        }
        for _ in 0..<runs {
            terminal.press(.character("p"))
            terminal.press(.enter, label: "backlinks")
            terminal.press(.escape)
            terminal.press(.character("p"))
        }
    }

    /// Issue 15's quick open: Ctrl-P, then keys typed into it, each timed
    /// to its frame. Pauses first, as a person's would be: idle time
    /// prepares the names (after folding for search), a slice a turn.
    func scriptQuickOpen(_ terminal: BenchTerminal) {
        for _ in 0..<(3 * (count / 1_000 + 1)) { terminal.add(nil) }
        for _ in 0..<runs {
            terminal.press(.control("p"), label: "quickOpen")
            terminal.press(.escape)
        }
        terminal.press(.control("p"))
        for _ in 0..<runs {
            terminal.press(.character("m"), label: "quickOpenFirst")
            terminal.press(.backspace)
        }
        terminal.type("mee")
        for _ in 0..<runs {
            terminal.press(.character("t"), label: "quickOpenType")
            terminal.press(.backspace, label: "quickOpenDelete")
        }
        terminal.press(.escape)
    }
}
