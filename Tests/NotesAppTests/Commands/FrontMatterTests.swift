import Foundation
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesInterchange
@testable import NotesModel
@testable import NotesVault

/// The parts of `import` that read other apps' files: front matter and its
/// dates, tags made words, Simplenote's title line, name-based ids.
@Suite struct FrontMatterTests {
    let utc = TimeZone(identifier: "UTC")!

    private func date(_ text: String, in zone: TimeZone? = nil) -> String? {
        FrontMatterDate.parse(text, timeZone: .fixed(zone ?? utc)).map { LibraryDate.string(from: $0) }
    }

    @Test func datesAsTheAppsWriteThem() {
        #expect(date("2024-01-05T17:42:10.456Z") == "2024-01-05T17:42:10.456Z")
        #expect(date("2024-01-05 17:42:10Z") == "2024-01-05T17:42:10Z") // Joplin
        #expect(date("2024-01-05 17:42:10") == "2024-01-05T17:42:10Z")
        #expect(date("2024-01-05 17:42") == "2024-01-05T17:42:00Z") // zk
        #expect(date("2024-01-05T17:42") == "2024-01-05T17:42:00Z") // Obsidian
        #expect(date("2024-01-05") == "2024-01-05T00:00:00Z")
        #expect(date("2024-01-05T18:42:10+01:00") == "2024-01-05T17:42:10Z")
        #expect(date("2024-01-05T18:42:10+0100") == "2024-01-05T17:42:10Z")
        #expect(date("2024-01-05T12:42:10-05:00") == "2024-01-05T17:42:10Z")
        // A date without a zone is the writer's local time.
        #expect(date("2024-01-05 18:42", in: TimeZone(identifier: "Europe/Berlin")) == "2024-01-05T17:42:00Z")
        for bad in ["", "yesterday", "January 5, 2024", "2024-13-45", "2024/01/05", "2024-01-05T25:00"] {
            #expect(date(bad) == nil, "\(bad)")
        }
    }

    @Test func fieldsAndWhatIsDropped() throws {
        let text = """
            ---
            title: "Plan: Q1"
            tags: [work, "#priority", spring project]
            created: 2024-01-02
            updated: 2024-01-10 16:20:00Z
            id: 0E0C5B4E-5C4B-5E7B-9B57-6C2A3F1F5D11
            pinned: true
            latitude: 52.5
            ---
            body

            """
        guard case let .parsed(fields, rest) = FrontMatter.read(text, timeZone: .fixed(utc)) else {
            Issue.record("not parsed")
            return
        }
        #expect(fields.title == "Plan: Q1")
        #expect(fields.tags == ["work", "#priority", "spring project"])
        #expect(fields.created.map(LibraryDate.string) == "2024-01-02T00:00:00Z")
        #expect(fields.modified.map(LibraryDate.string) == "2024-01-10T16:20:00Z")
        #expect(fields.id == UUID(uuidString: "0E0C5B4E-5C4B-5E7B-9B57-6C2A3F1F5D11"))
        #expect(fields.pinned)
        #expect(rest == "body\n")
        // A string of tags is split at spaces and commas; a non-UUID id is no id.
        if case let .parsed(other, _) = FrontMatter.read("---\ntags: a b, c\nid: 20240101\n---\n") {
            #expect(other.tags == ["a", "b", "c"] && other.id == nil)
        } else {
            Issue.record("not parsed")
        }
    }

    @Test func whatIsNotFrontMatter() {
        #expect(FrontMatter.read("# Title\n---\nx: 1\n---\n") == .none)
        #expect(FrontMatter.read("---\nno closing line\n") == .none)
        #expect(FrontMatter.read("---\n[unclosed\n---\n") == .notYAML)
        #expect(FrontMatter.read("---\njust a sentence\n---\n") == .notYAML)
        #expect(FrontMatter.read("---\n---\nbody") == .parsed(.init(), rest: "body"))
        let huge = "---\n" + String(repeating: "k: v\n", count: FrontMatter.maximumBytes / 4) + "---\n"
        #expect(FrontMatter.read(huge) == .tooLarge)
    }

    /// Aliases are never expanded: a "billion laughs" front matter is read
    /// at once, in little memory.
    @Test func aliasesAreNotExpanded() {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for level in "bcdefghij" {
            yaml += "\(level): &\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = String(level)
        }
        let outcome = FrontMatter.read("---\n" + yaml + "tags: *j\ntitle: Laughs\n---\nbody")
        guard case let .parsed(fields, _) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(fields.title == "Laughs")
    }

    /// Random front matter never crashes or loses the text after it.
    @Test func randomFrontMatterIsReadOrRefused() {
        var random = SeededRandom.fromEnvironment(fallback: 0x18_0002)
        let pieces = ["title: ", "tags: ", "[", "]", "{", "}", ", ", "- ", "\n", "  ", "*a", "&a ", "'", "\"", ":", "#", "---",
                      "...", "2024-01-05", " 10:00:00Z", "é", "\u{0}", "\t", "|", ">", "!!binary ", "? "]
        for iteration in 0..<SeededRandom.iterations(fallback: 2000) {
            let yaml = (0..<Int.random(in: 0...30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let text = "---\n" + yaml + "\n---\nBODY\n"
            switch FrontMatter.read(text, timeZone: .fixed(utc)) {
            case let .parsed(_, rest): #expect(rest.hasSuffix("BODY\n"), "seed \(random.seed) iteration \(iteration)")
            case .notYAML, .none: break
            case .tooLarge: Issue.record("seed \(random.seed) iteration \(iteration): too large")
            }
        }
    }

    @Test func tagsBecomeWords() {
        #expect(ImportedTags.word(for: "home stuff") == "home-stuff")
        #expect(ImportedTags.word(for: "#priority") == "priority")
        #expect(ImportedTags.word(for: "C++ & Rust!") == "C-Rust")
        #expect(ImportedTags.word(for: "work/meetings") == "work/meetings")
        #expect(ImportedTags.word(for: "   ") == "")
        #expect(ImportedTags.appending(["a", "A", "b c", ""], to: "body") == "body\n\n#a #b-c")
        #expect(ImportedTags.appending(["done"], to: "already #done") == "already #done")
        #expect(ImportedTags.appending(["x"], to: "") == "#x")
    }

    @Test func simplenoteTitleIsTheFirstLine() {
        #expect(SimplenoteExport.titleAndBody(of: "Title\r\n\r\nbody\r\nmore") == ("Title", "body\nmore"))
        #expect(SimplenoteExport.titleAndBody(of: "# Heading\nbody") == ("Heading", "body"))
        #expect(SimplenoteExport.titleAndBody(of: "only") == ("only", ""))
        #expect(SimplenoteExport.titleAndBody(of: "") == ("", ""))
    }

    /// RFC 4122's example and Python's uuid5 agree on these.
    @Test func nameBasedUUIDsAreVersion5() {
        let dns = UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8")!
        #expect(NameBasedUUID.make(namespace: dns, name: "python.org") == UUID(uuidString: "886313E1-3B8A-5372-9B90-0C9AEE199E5D"))
        #expect(SHA1.digest(Array("abc".utf8)).map { String(format: "%02x", $0) }.joined()
            == "a9993e364706816aba3e25717850c26c9cd0d89d")
        let long = SHA1.digest(Array(repeating: UInt8(ascii: "a"), count: 1_000_000)).map { String(format: "%02x", $0) }.joined()
        #expect(long == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }
}
