import Foundation
import PropertyBased
import TerminalKit
import Testing
@testable import NotesApp
@testable import NotesModel

/// The line diff rebuilds both texts whatever they hold, and random keys
/// on the History screen never crash, draw only safe frames, and leave the
/// note holding its own text or one of its versions'.
@Suite struct HistoryPropertyTests {
    static let lines = Gen<Character?>.element(of: Array("ab\n\n é字\t") as [Character]).map { $0! }.string(of: 0...40)

    @Test func theDiffRebuildsBothTextsAndMarksOnlyWhatChanged() async {
        await propertyCheck(count: 300, input: Self.lines, Self.lines) { old, new in
            let diff = LineDiff(from: old, to: new)
            #expect(diff.oldText == old)
            #expect(diff.newText == new)
            #expect(diff.hasChanges == (old != new))
            // A coarse diff of a huge change still rebuilds both.
            let coarse = LineDiff(from: old, to: new, comparedLines: 0)
            #expect(coarse.oldText == old && coarse.newText == new)
        }
    }

    static let keys: [Key] = [.down, .up, .character("j"), .character("k"), .character("g"), .character("G"), .pageDown,
                              .pageUp, .character(" "), .character("r"), .home, .end, .character("x")]

    @Test func randomKeysOnTheHistoryScreenAreSafe() async {
        let sizes = [Size(rows: 24, columns: 80), Size(rows: 6, columns: 24), Size(rows: 9, columns: 30)]
        await propertyCheck(count: 60, input: Gen.int(in: 0...(Self.keys.count - 1)).array(of: 1...30), Gen.int(in: 0...2)) { picks, sizeIndex in
            let history = HistoryFrameTests.history()
            history.set(HistoryFrameTests.shopping, unreadable: .commit("55555555"), reason: "bad")
            let app = try AppHarness(library: Fixtures.library(["Shopping"]), size: sizes[sizeIndex],
                                     history: { .success(history) }).launch()
            app.press(.character("h"))
            for pick in picks { app.press(Self.keys[pick]) }
            assertSafe(app.terminal.lastFrame, size: sizes[sizeIndex])
            #expect(app.screenNames == ["NotesList", "History"])
            let body = app.savedNotes.first { $0.id == HistoryFrameTests.shopping }?.body
            #expect(["Body of Shopping", "milk\neggs\nBody of Shopping"].contains(body), "\(picks)")
        }
    }
}
