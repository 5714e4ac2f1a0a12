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

    @Test func aMarkdownLinkToANoteIsDrawnAsALinkAndAURLIsNot() {
        #expect(drawn("[a](Folder/Name%20X.md#h) [b](<Name X.md>) [c](Gone.md) [d](https://ex.am) [e](pic.png)")
            == ["[a](Folder/Name%20X.md#h)", "[b](<Name X.md>)", "[c](Gone.md)"])
        #expect(drawn("[[a](b.md)]]") == ["[[a](b.md)]]"], "a link inside another is drawn within it")
    }

    @Test func randomLinesAgreeWithTheCoreParser() {
        var random = SeededRandom.fromEnvironment(fallback: 0x11AB)
        let pieces = ["[[", "]]", "[", "]", "(", ")", "<", ">", ".md", "https:", "%20", "|", "#", "a", "Bé", " ", "日", "👩‍💻", "e\u{301}", "`", "x"]
        for _ in 0..<SeededRandom.iterations(fallback: 2_000) {
            let line = (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            // Where one link holds another, the outer one is drawn.
            var end = line.startIndex, expected: [String] = []
            for link in VaultLinks.links(in: line) where link.range.lowerBound >= end {
                expected.append(String(line[link.range]))
                end = link.range.upperBound
            }
            #expect(drawn(line) == expected, "seed \(random.seed): \(line)")
        }
    }
}
