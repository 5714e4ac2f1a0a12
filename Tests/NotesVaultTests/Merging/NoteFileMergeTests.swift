import Foundation
import NotesModel
import Testing
@testable import NotesVault

/// The body merges line by line, the path as a rename, and a conflict
/// keeps the newer version whole and the other as a copy (docs/sync.md, "How a note is merged").
@Suite struct NoteFileMergeTests {
    typealias S = MergeSupport

    static let base = "---\nid: 6F9619FF-8B86-D011-B42D-00C04FC964FF\n---\n# Shopping\n\nmilk\neggs\nbread\nbutter\njam\n"

    @Test func editsToDifferentLinesOfTheBodyAreBothKept() {
        let base = S.version("Shopping.md", Self.base, minute: 0)
        let ours = S.version("Shopping.md", Self.base.replacingOccurrences(of: "milk", with: "oat milk"), minute: 1)
        let theirs = S.version("Shopping.md", Self.base.replacingOccurrences(of: "jam", with: "honey"), minute: 2)
        let merged = S.merged(S.merge(base, ours, theirs))
        #expect(merged == S.version("Shopping.md", Self.base.replacingOccurrences(of: "milk", with: "oat milk")
                .replacingOccurrences(of: "jam", with: "honey"), minute: 2))
    }

    @Test func editsToTheSameLineAreAConflictTheNewerWinningWhole() throws {
        let base = S.version("Shopping.md", Self.base, minute: 0)
        let ours = S.version("Shopping.md", Self.base.replacingOccurrences(of: "eggs", with: "six eggs"), minute: 7)
        let theirs = S.version("Shopping.md", Self.base.replacingOccurrences(of: "eggs", with: "a dozen eggs"), minute: 3)
        let (winner, copy) = try #require(S.conflict(S.merge(base, ours, theirs)))
        #expect(winner == ours)
        #expect(copy.path == "Shopping (conflict 2026-11-18 11-03).md")
        #expect(copy.modified == theirs.modified)
        let read = S.read(copy)
        #expect(read.title == "Shopping (conflict 2026-11-18 11:03)")
        #expect(read.body == S.read(theirs).body)
        #expect(read.id == S.id(1), "a fresh id, in the front matter's id")
        #expect(copy.text == "---\nid: 00000000-0000-4000-8000-000000000001\n---\n# Shopping (conflict 2026-11-18 11:03)\n\nmilk\n"
            + "a dozen eggs\nbread\nbutter\njam\n")
        // On a tie, ours wins.
        let tied = try #require(S.conflict(S.merge(base, ours, S.version("Shopping.md", theirs.text, minute: 7))))
        #expect(tied.winner == ours)
    }

    @Test func editsToNeighbouringLinesAreAConflict() {
        let base = S.version("Shopping.md", Self.base, minute: 0)
        let ours = S.version("Shopping.md", Self.base.replacingOccurrences(of: "eggs", with: "six eggs"), minute: 1)
        let theirs = S.version("Shopping.md", Self.base.replacingOccurrences(of: "bread", with: "rye bread"), minute: 2)
        #expect(S.conflict(S.merge(base, ours, theirs)) != nil)
    }

    @Test func theHeadingTitleIsALineOfTheBody() {
        let base = S.version("Shopping.md", Self.base, minute: 0)
        let ours = S.version("Shopping.md", Self.base.replacingOccurrences(of: "# Shopping", with: "# Groceries"), minute: 1)
        let theirs = S.version("Shopping.md", Self.base.replacingOccurrences(of: "jam", with: "honey"), minute: 2)
        #expect(S.merged(S.merge(base, ours, theirs)).map(S.read)?.title == "Groceries")
        let other = S.version("Shopping.md", Self.base.replacingOccurrences(of: "# Shopping", with: "# Food"), minute: 2)
        #expect(S.conflict(S.merge(base, ours, other)) != nil)
    }

    @Test func aRenameOnOneSideAndAnEditOnTheOtherBothSurvive() {
        let text = "milk\neggs\n"
        let base = S.version("Shopping.md", text, minute: 0)
        let ours = S.version("Lists/Groceries.md", text, minute: 1)
        let theirs = S.version("Shopping.md", "milk\neggs\nbread\n", minute: 2)
        #expect(S.merged(S.merge(base, ours, theirs)) == S.version("Lists/Groceries.md", "milk\neggs\nbread\n", minute: 2))
        #expect(S.merged(S.merge(base, theirs, ours)) == S.version("Lists/Groceries.md", "milk\neggs\nbread\n", minute: 2))
    }

    @Test func bothRenamedDifferentlyTheNewerNameWins() {
        let base = S.version("A.md", "x\n", minute: 0)
        let ours = S.version("B.md", "x\n", minute: 4)
        let theirs = S.version("C.md", "x\ny\n", minute: 6)
        #expect(S.merged(S.merge(base, ours, theirs))?.path == "C.md")
        #expect(S.merged(S.merge(base, theirs, ours))?.path == "C.md")
    }

    @Test func trashedOnOneSideAndEditedOnTheOtherComesBackWithTheEdit() {
        let base = S.version("Notes/Plan.md", "a\nb\n", minute: 0)
        let ours = S.version(".trash/Notes/Plan.md", "a\nb\n", minute: 1)
        let theirs = S.version("Notes/Plan.md", "a\nb\nc\n", minute: 2)
        #expect(S.merged(S.merge(base, ours, theirs)) == S.version("Notes/Plan.md", "a\nb\nc\n", minute: 2))
        // Trashed and untouched elsewhere: stays in the trash.
        #expect(S.merged(S.merge(base, ours, base))?.path == ".trash/Notes/Plan.md")
    }

    @Test func theCopyTakesAFreePathInTheLosersFolderOutOfTheTrash() throws {
        let base = S.version("Work/Plan.md", "step\n", minute: 0)
        let ours = S.version(".trash/Work/Plan.md", "step one\n", minute: 1)
        let theirs = S.version("Work/Plan.md", "step two\n", minute: 2)
        let taken: Set = ["Work/Plan (conflict 2026-11-18 11-01).md", "Work/Plan (conflict 2026-11-18 11-01) 2.md"]
        let (winner, copy) = try #require(S.conflict(S.merge(base, ours, theirs, taken: taken)))
        #expect(winner == theirs)
        #expect(copy.path == "Work/Plan (conflict 2026-11-18 11-01) 3.md")
        // A title from the file name cannot hold the stamp's `:`: it goes in the front matter.
        #expect(copy.text == "---\ntitle: Plan (conflict 2026-11-18 11:01)\n---\nstep one\n")
        #expect(S.read(copy).title == "Plan (conflict 2026-11-18 11:01)")
    }

    @Test func crlfFilesAndAMissingFinalLineBreakSurvive() {
        let base = S.version("N.md", "---\r\npinned: false\r\n---\r\none\r\ntwo\r\nthree\r\nfour", minute: 0)
        let ours = S.version("N.md", "---\r\npinned: true\r\n---\r\nONE\r\ntwo\r\nthree\r\nfour", minute: 1)
        let theirs = S.version("N.md", "---\r\npinned: false\r\n---\r\none\r\ntwo\r\nthree\r\nFOUR", minute: 2)
        #expect(S.merged(S.merge(base, ours, theirs))?.text == "---\r\npinned: true\r\n---\r\nONE\r\ntwo\r\nthree\r\nFOUR")
        // One side's editor turned every line break into \r\n; the other edited a line.
        let lf = S.version("N.md", "one\ntwo\nthree\n", minute: 0)
        let crlf = S.version("N.md", "one\r\ntwo\r\nthree\r\n", minute: 1)
        let edited = S.version("N.md", "one\ntwo\nTHREE\n", minute: 2)
        #expect(S.merged(S.merge(lf, crlf, edited))?.text == "one\r\ntwo\r\nTHREE\r\n")
        #expect(S.merged(S.merge(lf, edited, crlf))?.text == "one\r\ntwo\r\nTHREE\r\n")
    }

    @Test func anEditThatOnlyChangedHowACharacterIsWrittenIsAnEdit() {
        // "é" as one character, then as "e" and a combining accent: equal as Swift strings, not as bytes.
        let base = S.version("N.md", "---\ntag: caf\u{E9}\n---\ncaf\u{E9}\ntwo\nthree\n", minute: 0)
        let ours = S.version("N.md", "---\ntag: cafe\u{301}\n---\ncafe\u{301}\ntwo\nthree\n", minute: 1)
        let theirs = S.version("N.md", "---\ntag: caf\u{E9}\n---\ncaf\u{E9}\ntwo\nTHREE\n", minute: 2)
        let merged = S.merged(S.merge(base, ours, theirs))?.text
        #expect(merged.map { Array($0.utf8) } == Array("---\ntag: cafe\u{301}\n---\ncafe\u{301}\ntwo\nTHREE\n".utf8))
        #expect(S.merged(S.merge(base, ours, base)).map { Array($0.text.utf8) } == Array(ours.text.utf8))
    }

    @Test func addedOnBothSidesTheSameIsOneNoteDifferentlyAConflict() throws {
        let ours = S.version("N.md", "---\nid: 6F9619FF-8B86-D011-B42D-00C04FC964FF\n---\nsame\n", minute: 1)
        #expect(S.merged(S.merge(nil, ours, S.version("N.md", ours.text, minute: 2))) == S.version("N.md", ours.text, minute: 2))
        let theirs = S.version("N.md", "---\nid: 6F9619FF-8B86-D011-B42D-00C04FC964FF\n---\nother\n", minute: 2)
        let (winner, copy) = try #require(S.conflict(S.merge(nil, ours, theirs)))
        #expect(winner == theirs)
        #expect(S.read(copy).body == "same")
        #expect(S.read(copy).id == S.id(1))
    }

    @Test func textsThatAreNoNoteStillMergeAsLines() {
        for (base, ours, theirs, expected) in [
            ("---\nunclosed\na\nb\nc\n", "---\nunclosed\nA\nb\nc\n", "---\nunclosed\na\nb\nC\n", "---\nunclosed\nA\nb\nC\n"),
            ("---\n: [\n---\nx\ny\nz", "---\n: [\n---\nX\ny\nz", "---\n: [\n---\nx\ny\nZ", "---\n: [\n---\nX\ny\nZ"),
            ("", "ours\n", "", "ours\n"),
            ("\r\r\n\n", "\r\r\n\n\n", "\r\r\n\n", "\r\r\n\n\n"),
        ] {
            #expect(S.merged(S.merge(S.version("N.md", base, minute: 0), S.version("N.md", ours, minute: 1),
                                     S.version("N.md", theirs, minute: 2)))?.text == expected, "\(base.debugDescription)")
        }
    }

    @Test func aHundredKilobyteNoteMergesWithoutHanging() {
        let lines = (0..<4000).map { "line \($0) of a long note with some text\n" }
        let base = lines.joined()
        var ours = lines, theirs = lines
        for index in stride(from: 0, to: 4000, by: 10) { ours[index] = "ours \(index)\n" }
        for index in stride(from: 5, to: 4000, by: 10) { theirs[index] = "theirs \(index)\n" }
        let started = Date()
        let result = S.merge(S.version("N.md", base, minute: 0), S.version("N.md", ours.joined(), minute: 1),
                             S.version("N.md", theirs.joined(), minute: 2))
        #expect(S.merged(result)?.text.contains("ours 3990\nline 3991") == true)
        // Everything rewritten on both sides: the longest diff there is.
        let rewritten = S.merge(S.version("N.md", base, minute: 0), S.version("N.md", base.uppercased(), minute: 1),
                                S.version("N.md", base.lowercased() + "x", minute: 2))
        #expect(S.conflict(rewritten) != nil)
        #expect(Date().timeIntervalSince(started) < 20, "does not hang")
    }
}
