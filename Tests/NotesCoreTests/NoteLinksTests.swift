import Foundation
import NotesSearching
import TestSupport
import Testing

/// The link rules one by one, then the parser against a plain definition
/// written with regular expressions, and a fuzz run for crashes and
/// ranges, over random text made of the pieces the rules are about.
@Suite("Links in the text")
struct NoteLinksTests {
    @Test(arguments: [
        ("see [[B]]", ["B"]),
        ("[[ Title ]] and [[Title|shown text]] and [[Title#Heading]]", ["Title", "Title", "Title"]),
        ("[[Title#Heading|shown]] [[a | b]]", ["Title", "a"]),
        ("[[]] [[ ]] [[#Heading]] [[|x]]", []),
        ("[[a [[b]] c]]", ["b"]),
        ("[[[a]]]", ["a"]),
        ("[[x]]y]]", ["x"]),
        ("[[a]b]] [[Café]] [[漢字]] [[😀 e\u{301}]]", ["a]b", "Café", "漢字", "😀 e\u{301}"]),
        ("[[a\nb]]", []),
        ("[[unclosed and ]] stray", ["unclosed and"]),
    ])
    func findsLinksInALine(text: String, expected: [String]) {
        #expect(NoteLinks.links(in: text).map(\.target) == expected)
    }

    @Test func codeHoldsNoLinks() {
        let text = "`[[in code]]` and ``[[two`]]`` and [[a `b` c]]\n```\n[[fenced]]\n```\n~~~~\n[[tilde]]\n~~~~\n[[after]]"
        #expect(NoteLinks.links(in: text).map(\.target) == ["after"])
        // A lone backtick is plain text: the link stands.
        #expect(NoteLinks.links(in: "it`s [[Here]]").map(\.target) == ["Here"])
    }

    @Test func aRangeIsTheWholeLinkAndTheTargetPartIsWhatARenameRewrites() {
        let text = "x [[Old#h|shown]] y"
        let link = NoteLinks.links(in: text)[0]
        #expect(text[link.range] == "[[Old#h|shown]]")
        #expect(text[link.targetRange] == "Old")
    }

    @Test func rewritingKeepsHeadingsShownTextAndCode() {
        let text = "[[old]] [[ Old #h]] [[OLD|shown]] `[[Old]]` [[Older]]\n```\n[[Old]]\n```"
        let (rewritten, count) = NoteLinks.rewriting(text, from: "Old", to: "New")
        #expect(count == 3)
        #expect(rewritten == "[[New]] [[ New #h]] [[New|shown]] `[[Old]]` [[Older]]\n```\n[[Old]]\n```")
    }

    @Test func titlesWithBracketsOrBarsCannotBeLinked() {
        #expect(!NoteLinks.canLink(to: "a]]b"))
        #expect(!NoteLinks.canLink(to: "a|b"))
        #expect(!NoteLinks.canLink(to: "a#b"))
        #expect(!NoteLinks.canLink(to: " padded"))
        #expect(NoteLinks.canLink(to: "Plain title"))
    }

    @Test func matchesAPlainDefinitionOnRandomText() {
        let pieces = ["[[", "[[", "]]", "]]", "[", "]", "|", "#", "a", "B", "é", "e\u{301}", "\u{301}", "😀", " ", " ",
                      "`", "``", "```", "~~~", "\n", "\n", "\r\n", "漢", "# ", "x|y"]
        var random = SeededRandom.fromEnvironment(fallback: 0x11CC)
        for _ in 0..<SeededRandom.iterations(fallback: 3_000) {
            let text = (0..<Int.random(in: 1...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(NoteLinks.links(in: text).map(\.target) == PlainLinks.targets(in: text),
                    "seed \(random.seed): \(text.debugDescription)")
        }
    }

    @Test func neverCrashesAndEveryRangeIsALinkOfTheText() {
        let pieces = ["[[", "]]", "[", "]", "|", "#", "`", "```", "\n", "\r", "a", "😀", "👩‍👩‍👧", "e\u{301}", "\u{301}",
                      "\u{200D}", "\u{FE0F}", "🇫🇷", " ", "\t", "\u{0}", "\u{1B}"]
        var random = SeededRandom.fromEnvironment(fallback: 0xF022)
        for _ in 0..<SeededRandom.iterations(fallback: 2_000) {
            let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for link in NoteLinks.links(in: text) {
                let whole = String(text.unicodeScalars[link.range])
                let scalars = Array(whole.unicodeScalars)
                // By scalars: a combining mark after `[` makes one Character of them.
                #expect(scalars.prefix(2) == ["[", "["] && scalars.suffix(2) == ["]", "]"], "seed \(random.seed): \(text.debugDescription)")
                #expect(link.range.contains(link.targetRange.lowerBound))
                #expect(NoteLinks.links(in: whole).map(\.target) == [link.target])
            }
            _ = NoteLinks.rewriting(text, from: "a", to: "b")
        }
    }

    @Test func tenThousandLinksInOneNote() {
        let text = (0..<10_000).map { "[[Note \($0 % 100)]]" }.joined(separator: " ")
        let links = NoteLinks.links(in: text)
        #expect(links.count == 10_000)
        #expect(NoteLinks.rewriting(text, from: "Note 7", to: "Seven").count == 100)
    }
}

/// The link rules as regular expressions, line by line: slow and plain.
enum PlainLinks {
    static func targets(in text: String) -> [String] {
        var result: [String] = []
        // The last `[[` of a run opens; the inner text holds neither `[[` nor `]]` nor code.
        let link = try! NSRegularExpression(pattern: #"\[\[(?!\[)((?:(?!\[\[|\]\])[^\u0001])*?)\]\]"#)
        for line in PlainTags.linesOutsideFences(text) {
            let withoutCode = PlainTags.withoutCodeSpans(line) as NSString
            for found in link.matches(in: withoutCode as String, range: NSRange(location: 0, length: withoutCode.length)) {
                let inner = withoutCode.substring(with: found.range(at: 1))
                let target = inner.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "|" || $0 == "#" })[0]
                let trimmed = String(String.UnicodeScalarView(target)).trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { result.append(trimmed) }
            }
        }
        return result
    }
}
