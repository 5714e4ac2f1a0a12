import Foundation
import NotesSearching
import TestSupport
import Testing

/// The tag rules one by one, then the parser against a plain definition
/// written with regular expressions, over random text made of the pieces
/// the rules are about.
@Suite("Tags in the text")
struct NoteTagsTests {
    @Test(arguments: [
        ("#work", ["work"]),
        ("buy milk #Shopping today", ["Shopping"]),
        ("#work/meetings and #WORK", ["work/meetings", "WORK"]),
        ("#camelCase and #CAMELCASE, #camelcase", ["camelCase"]),
        ("(#paren) and x#not and a#b", ["paren"]),
        ("#1 #2019 #_x #-y", []),
        ("#v2 #a1-b_c/d", ["v2", "a1-b_c/d"]),
        ("#work. #home, #idea!", ["work", "home", "idea"]),
        ("#Work//Meetings/", ["Work/Meetings"]),
        ("#café #naïve #漢字", ["café", "naïve", "漢字"]),
        ("`#code` #real", ["real"]),
        ("``a ` #in`` #out", ["out"]),
        ("`unclosed #tag", ["tag"]),
        ("https://example.com/page#anchor", []),
        ("see (https://x.org/a_(#b)) #c", ["c"]),
        ("\t#tabbed", ["tabbed"]),
    ])
    func findsTagsInALine(text: String, expected: [String]) {
        #expect(NoteTags.tags(in: text) == expected, "\(text)")
    }

    @Test func headingsAndFencedCodeHoldNoTags() {
        let text = """
        # Heading #not
        ## Also #not
        #nospace is a tag
        ```swift
        let x = "#inside"
        ```
        ~~~~
        #inside too
        ~~~
        still #inside (a shorter fence does not close)
        ~~~~
        #after
        """
        #expect(NoteTags.tags(in: text) == ["nospace", "after"])
    }

    @Test func aNoteHasItsTitlesAndBodysTagsOnce() {
        let note = NoteFixtures.note(1, title: "Plan #Work", body: "#work\n#home\n```\n#code")
        #expect(NoteTags.tags(of: note) == ["Work", "home"])
    }

    @Test func tagWordsAndNesting() {
        #expect(NoteTags.tag(named: "#Work/Meetings") == "work/meetings")
        #expect(NoteTags.key("Work/Meetings") == "work/meetings")
        #expect(NoteTags.key("ÉTÉ") == "été")
        for word in ["#", "#1", "work", "#work!", "# work", "#-x"] {
            #expect(NoteTags.tag(named: word) == nil, "\(word)")
        }
        #expect(NoteTags.tag("work/meetings", isWithin: "work"))
        #expect(NoteTags.tag("work", isWithin: "work"))
        #expect(!NoteTags.tag("workshop", isWithin: "work"))
        #expect(!NoteTags.tag("work", isWithin: "work/meetings"))
        #expect(NoteTags.selfAndAncestors(of: "a/b/c") == ["a", "a/b", "a/b/c"])
    }

    @Test func matchesAPlainDefinitionOnRandomText() {
        let pieces = ["#", "#", "#", "work", "Work", "a", "é", "e\u{301}", "\u{301}", "1", "_", "-", "/", " ", " ", "\t",
                      "(", ")", "`", "``", "```", "~~~", "\n", "\n", "# ", "## ", "   ", "https://x.y/", "://", ".",
                      "!", "漢", "٣", "\r\n"]
        var random = SeededRandom.fromEnvironment(fallback: 0x7A65)
        for _ in 0..<SeededRandom.iterations(fallback: 3_000) {
            let text = (0..<Int.random(in: 1...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(NoteTags.tags(in: text) == PlainTags.tags(in: text), "seed \(random.seed): \(text.debugDescription)")
        }
    }
}

/// The rules as regular expressions, line by line: slow and plain.
enum PlainTags {
    static func tags(in text: String) -> [String] {
        var result: [String] = []
        for line in linesOutsideFences(text) {
            if match(#"^ {0,3}(#{1,6})(?:[ \t]|$)"#, line) != nil { continue }
            // Each code span becomes one character that is neither space nor `(`.
            let withoutCode = withoutCodeSpans(line)
            let nsLine = withoutCode as NSString
            let tagPattern = try! NSRegularExpression(pattern: #"(?<![^\s(])#(\p{L}[\p{L}\p{Nd}\p{M}_/\-]*)"#)
            for found in tagPattern.matches(in: withoutCode, range: NSRange(location: 0, length: nsLine.length)) {
                // The word back to white space or a code span.
                let word = nsLine.substring(to: found.range.location)
                    .components(separatedBy: CharacterSet.whitespaces.union(["\u{1}"])).last ?? ""
                if word.contains("://") { continue }
                // As written; each tag once, ignoring case, spelled as first written.
                let tag = nsLine.substring(with: found.range(at: 1)).split(separator: "/").joined(separator: "/")
                if !result.contains(where: { $0.lowercased() == tag.lowercased() }) { result.append(tag) }
            }
        }
        return result
    }

    /// The lines not in a fenced code block (nor fence lines), as tags and
    /// links see them. A line's `>` quote markers come first; a fence opens
    /// at three or more backticks or tildes after them, past any list
    /// markers and indentation; it closes at a line as deep in quotes that
    /// is only a long enough run of its character, or at a line less deep.
    static func linesOutsideFences(_ text: String) -> [String] {
        var result: [String] = []
        var fence: (character: Character, length: Int, depth: Int)?
        // Lines end at each "\n", also the one of a "\r\n" (one Character).
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)) }
        for line in lines {
            let quotes = match(#"^((?: {0,3}>[ \t]?)*)"#, line) ?? ""
            let depth = quotes.filter { $0 == ">" }.count
            let text = (line as NSString).substring(from: (quotes as NSString).length)
            if let open = fence, depth >= open.depth {
                if depth == open.depth, let close = match(#"^[ \t]*(`{3,}|~{3,})[ \t\r]*$"#, text),
                   close.first == open.character, close.count >= open.length { fence = nil }
                continue
            }
            fence = nil
            let opening = #"^(?:[ \t]*(?:[-*+]|[0-9]{1,9}[.)])[ \t])*[ \t]*(`{3,}|~{3,})(.*)$"#
            if let run = match(opening, text), let info = match(opening, text, group: 2),
               !(run.first == "`" && info.unicodeScalars.contains("`")) {
                fence = (run.first!, run.count, depth)
                continue
            }
            result.append(line)
        }
        return result
    }

    /// Each code span of `line` as one character (U+0001) that is neither space nor `(`.
    static func withoutCodeSpans(_ line: String) -> String {
        replace(#"(?<!`)(`+)(?!`).*?(?<!`)\1(?!`)"#, in: line, with: "\u{1}")
    }

    /// A group (the first unless told) of `pattern`'s first match in `line`.
    static func match(_ pattern: String, _ line: String, group: Int = 1) -> String? {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        guard let found = regex.firstMatch(in: line, range: NSRange(location: 0, length: (line as NSString).length)) else { return nil }
        return (line as NSString).substring(with: found.range(at: group))
    }

    static func replace(_ pattern: String, in line: String, with replacement: String) -> String {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.stringByReplacingMatches(in: line, range: NSRange(location: 0, length: (line as NSString).length),
                                              withTemplate: replacement)
    }
}
