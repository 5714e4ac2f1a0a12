import Foundation
import TerminalKit
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel

/// Random keys, pauses, and syncs that finish, fail, hang or bring notes
/// (new ones, and new lines in notes, the open one too), in random order.
/// Every word typed is somewhere in the library at the end (a note, or the
/// conflict copy of one), the edit on screen never changes under the
/// typist, and no two syncs ever run at once. Replay a failure with the
/// seed it prints.
@Suite struct SyncFuzzTests {
    /// What the typist does in the app, and what the test expects of it.
    final class Typist {
        let app: AppHarness
        var tokens: [String] = []
        /// The body the open note must show: what it opened with and what was typed since.
        var expectedBody: String?
        var next = 0

        init(_ app: AppHarness) { self.app = app }

        var detail: NoteDetailScreen? { app.topScreen as? NoteDetailScreen }

        func token() -> String {
            next += 1
            tokens.append("«t\(next)»")
            return "«t\(next)»"
        }

        func act(using random: inout SeededRandom) {
            if let detail {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<6:
                    let word = " " + token()
                    app.press(.controlEnd)
                    app.type(word)
                    expectedBody = (expectedBody ?? detail.body.text) + word
                case 6..<8: app.idle()
                default:
                    app.press(.control("s"))
                    expectedBody = nil
                }
            } else {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<3:
                    app.press(.character("n"))
                    app.type("typed " + token())
                    app.press(.control("s"))
                case 3..<6:
                    app.press(.character("g"))
                    for _ in 0..<Int.random(in: 0..<4, using: &random) { app.press(.down) }
                    app.press(.enter)
                    expectedBody = detail?.body.text
                default: app.press([Key.down, .up, .character("p")].randomElement(using: &random)!)
                }
            }
        }
    }

    /// What the next sync does: nothing new, fail, or bring a note or a line.
    static func ending(_ random: inout SeededRandom, shared: SharedNotesStore, serial: Int) -> FakeLibrarySyncer.Ending {
        let pick = Int.random(in: 0..<8, using: &random)
        let target = Int.random(in: 0..<1000, using: &random)
        let date = AppHarness.epoch.addingTimeInterval(Double(100_000 + serial))
        switch pick {
        case 0..<2: return .synced
        case 2..<4: return .failed("cannot reach /srv/notes.git: try \(serial)")
        case 4..<6:
            return .bringing {
                shared.changeElsewhere { library in
                    var library = library
                    let id = UUID(uuidString: String(format: "00000000-0000-4000-9000-%012d", serial))!
                    library.notes.append(Note(id: id, title: "remote \(serial)", body: "from afar", created: date, modified: date))
                    return library
                }
            }
        default:
            // A new last line in some note (the open one, maybe): typed words stay in it.
            return .bringing {
                shared.changeElsewhere { library in
                    var library = library
                    let live = library.notes.indices.filter { library.notes[$0].trashed == nil }
                    guard !live.isEmpty else { return library }
                    let index = live[target % live.count]
                    library.notes[index].body += "\nline \(serial) from afar"
                    library.notes[index].modified = date
                    return library
                }
            }
        }
    }

    /// Runs 2 and 3 write in the background as the app does, so saves and syncs overlap too.
    @Test(arguments: [UInt64(1), 2, 3])
    func typedTextSurvivesRandomSyncsAndSyncsNeverOverlap(run: UInt64) throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x5A7C &+ run)
        let syncer = FakeLibrarySyncer()
        let app = AppHarness(library: SyncFlowTests.library, savesInBackground: run > 1, syncer: syncer,
                             syncSchedule: SyncSchedule(delayAfterTyping: 5, quitWait: 3))
        try app.launch()
        let typist = Typist(app)
        var held = false
        for step in 0..<SeededRandom.iterations(fallback: 300) {
            let where_ = "seed \(random.seed), step \(step)"
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5: typist.act(using: &random)
            case 5..<7: app.wait(seconds: Double(Int.random(in: 0...7, using: &random)))
            case 7: syncer.willEnd(Self.ending(&random, shared: app.shared, serial: step))
            case 8:
                held.toggle()
                if held { syncer.hold() } else { syncer.release() }
            default:
                // A sync's thread may finish at any moment between turns.
                usleep(UInt32.random(in: 0..<2000, using: &random))
                app.idle()
            }
            if syncer.mostRunningAtOnce > 1 {
                Issue.record("two syncs ran at once — \(where_)")
                return
            }
            if let expected = typist.expectedBody, let shown = typist.detail?.body.text, shown != expected {
                Issue.record("the edit on screen changed under the typist: \(shown.debugDescription), typed \(expected.debugDescription) — \(where_)")
                return
            }
        }
        syncer.release()
        app.finishSyncs()
        if typist.detail != nil { app.press(.control("s")) }
        app.press(.character("q"))
        try app.terminate()
        let everything = app.savedNotes.map { $0.title + "\n" + $0.body }.joined(separator: "\n")
        let lost = typist.tokens.filter { !everything.contains($0) }
        #expect(lost.isEmpty, "typed and lost: \(lost) — seed \(random.seed)")
        #expect(syncer.mostRunningAtOnce <= 1)
        #expect(syncer.callCount > 3, "the run synced a few times (\(syncer.callCount))")
    }
}
