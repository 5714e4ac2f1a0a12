import Foundation
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesSearching

/// What the body draws as a link is what the core's link parser finds,
/// so `Ctrl-]` and the Links screen agree with the screen.
@Suite struct MarkdownLinkRangesTests {
    func drawn(_ line: String) -> [String] {
        let characters = Array(line)
        return MarkdownLinkRanges.ranges(in: characters[...]).map { String(characters[$0]) }
    }

    @Test func onlyWhatNamesANoteIsDrawnAsALink() {
        #expect(drawn("see [[Plan]] and [[Plan|the plan]] or [[Plan#Dates]]") == ["[[Plan]]", "[[Plan|the plan]]", "[[Plan#Dates]]"])
        #expect(drawn("[[]] [[#only a heading]] [[ |shown]]").isEmpty, "no note is named")
        #expect(drawn("[[a [[b]]") == ["[[b]]"], "the last [[ before ]] opens it")
        #expect(drawn("日本 [[東京 👩‍💻]] é") == ["[[東京 👩‍💻]]"])
    }

    @Test func randomLinesAgreeWithTheCoreParser() {
        var random = SeededRandom.fromEnvironment(fallback: 0x11AB)
        let pieces = ["[[", "]]", "[", "]", "|", "#", "a", "Bé", " ", "日", "👩‍💻", "e\u{301}", "`", "x"]
        for _ in 0..<SeededRandom.iterations(fallback: 2_000) {
            let line = (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = NoteLinks.links(in: line).map { String(line[$0.range]) }
            #expect(drawn(line) == expected, "seed \(random.seed): \(line)")
        }
    }
}
