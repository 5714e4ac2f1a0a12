import Foundation
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesCore
@testable import NotesInterchange
@testable import NotesModel

/// The pure parts of the commands: URLs, Markdown files and their names,
/// terminal-safe text.
@Suite struct NotesURLTests {
    @Test func theThreeFormsParse() throws {
        let id = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
        #expect(try NotesURL.parse("notes://note/6F9619FF-8B86-D011-B42D-00C04FC964FF") == .note(id))
        #expect(try NotesURL.parse("NOTES://Note/6f9619ff-8b86-d011-b42d-00c04fc964ff/") == .note(id))
        #expect(try NotesURL.parse("notes://new") == .newNote)
        #expect(try NotesURL.parse("notes://search?q=milk%20eggs") == .search("milk eggs"))
        #expect(try NotesURL.parse("notes://search?x=1&q=C%2B%2B") == .search("C++"))
        // A query string's `+` is a space, as browsers and forms write it.
        #expect(try NotesURL.parse("notes://search?q=buy+milk") == .search("buy milk"))
        #expect(try NotesURL.parse("notes://search?q=1%2B1+%3D+2") == .search("1+1 = 2"))
        #expect(try NotesURL.parse("notes://tag/Work") == .tag("work"))
        #expect(try NotesURL.parse("notes://tag/%23work/meetings") == .tag("work/meetings"))
        #expect(try NotesURL.parse("notes://tag/caf%C3%A9") == .tag("café"))
    }

    @Test func anythingElseIsAUsageError() {
        for text in ["notes:", "notes://", "notes:note/x", "notes://note/", "notes://note/1234", "notes://note/a/b",
                     "notes://new/x", "notes://new?q=1", "notes://search", "notes://search?q=%ZZ", "notes://edit/1",
                     "notes://tag", "notes://tag/1x", "notes://tag/work!", "notes://tag/a?b=1", "notes://tag/%ZZ"] {
            #expect(throws: CommandError.self, "\(text)") { try NotesURL.parse(text) }
            do { _ = try NotesURL.parse(text) } catch { #expect(error.exitCode == 64) }
        }
    }

    /// Each mistake in a search link is named for what it is.
    @Test func aSearchLinkSaysWhichMistakeItHas() {
        for (text, words) in [("notes://search?q=%ZZ", "bad %-escape"), ("notes://search?q=50%", "bad %-escape"),
                              ("notes://search?q=%ff%fe", "not UTF-8"), ("notes://search?q=caf%E9", "not UTF-8")] {
            do {
                _ = try NotesURL.parse(text)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.message.contains(words), "\(text): \(error.message)")
            }
        }
    }

    @Test func openTakesRefsAndURLs() throws {
        #expect(try LaunchOptions.Entry.opening("Shopping") == .open("Shopping"))
        #expect(try LaunchOptions.Entry.opening("notes://new") == .newNote)
        #expect(try LaunchOptions.Entry.opening("notes://search?q=milk") == .search("milk"))
        #expect(try LaunchOptions.Entry.opening("notes://tag/work") == .search("#work"))
        #expect(try LaunchOptions.Entry.opening("notes://note/6F9619FF-8B86-D011-B42D-00C04FC964FF")
            == .open("notes://note/6F9619FF-8B86-D011-B42D-00C04FC964FF"))
    }
}

@Suite struct MarkdownNoteTests {
    private func note(_ title: String, _ body: String) -> Note {
        Note(id: UUID(), title: title, body: body, created: Date(), modified: Date())
    }

    @Test func renderThenParseGivesTheTextBack() {
        let cases: [(String, String)] = [
            ("Shopping", "milk\neggs"), ("", ""), ("  spaced  ", "\n\nstarts blank"), ("T", "ends with newline\n"),
            ("# hash", "# not a title\n"), ("日本語 😀", "本文"), ("tab\tin title", "crlf\r\nbody"),
        ]
        for (title, body) in cases {
            let parsed = MarkdownNote.parse(MarkdownNote.render(note(title, body)), fallbackTitle: "file")
            #expect(parsed.title == title, "\(title)")
            #expect(parsed.body == body, "\(title)")
        }
    }

    @Test func renderIsHeadingBlankLineBody() {
        #expect(MarkdownNote.render(note("Shopping", "milk")) == "# Shopping\n\nmilk\n")
        #expect(MarkdownNote.render(note("two\nlines", "")) == "# two lines\n\n\n")
    }

    @Test func handWrittenFiles() {
        #expect(MarkdownNote.parse("plain text\n", fallbackTitle: "File") == ("File", "plain text"))
        #expect(MarkdownNote.parse("\n\n# Late\nbody", fallbackTitle: "File") == ("Late", "body"))
        #expect(MarkdownNote.parse("# Title\r\n\r\nbody\r\n", fallbackTitle: "File") == ("Title", "body\r"))
        #expect(MarkdownNote.parse("#NoSpace\n", fallbackTitle: "File") == ("File", "#NoSpace"))
        #expect(MarkdownNote.parse("", fallbackTitle: "File") == ("File", ""))
    }
}

@Suite struct MarkdownFileNameTests {
    @Test func namesAreSafe() {
        #expect(MarkdownFileName.stem(for: "a/b\\c") == "a-b-c")
        #expect(MarkdownFileName.stem(for: "...dots") == "dots")
        #expect(MarkdownFileName.stem(for: " . ") == "Untitled")
        #expect(MarkdownFileName.stem(for: "") == "Untitled")
        #expect(MarkdownFileName.stem(for: "two\nlines\tand  spaces") == "two lines and spaces")
        #expect(MarkdownFileName.stem(for: "bell\u{07}esc\u{1B}") == "bell-esc-")
        #expect(MarkdownFileName.stem(for: "日本語 😀") == "日本語 😀")
    }

    @Test func longNamesAreCutBetweenCharactersWithinTheByteLimit() {
        let stem = MarkdownFileName.stem(for: String(repeating: "😀", count: 100))
        #expect(stem.utf8.count <= MarkdownFileName.maximumStemBytes)
        #expect(stem == String(repeating: "😀", count: MarkdownFileName.maximumStemBytes / 4))
        let mixed = MarkdownFileName.stem(for: "a" + String(repeating: "長", count: 100))
        #expect(mixed.utf8.count <= MarkdownFileName.maximumStemBytes)
        #expect(mixed.unicodeScalars.allSatisfy { $0 == "a" || $0 == "長" })
    }

    /// A name starting with `-` is an option to the command it is given to
    /// (`rm -rf.md`): dashes go from the start as dots do (issue #32, point 13).
    @Test func namesNeverStartWithADash() {
        #expect(MarkdownFileName.stem(for: "-rf") == "rf")
        #expect(MarkdownFileName.stem(for: "--help me") == "help me")
        #expect(MarkdownFileName.stem(for: " - . -x") == "x")
        #expect(MarkdownFileName.stem(for: "/etc/passwd") == "etc-passwd")
        #expect(MarkdownFileName.stem(for: "---") == "Untitled")
        #expect(MarkdownFileName.stem(for: "a-b") == "a-b")
        #expect(MarkdownFileName.unique(for: ["-rf", "rf"]) == ["rf.md", "rf 2.md"])
    }

    /// Titles of dashes, dots, spaces, slashes and controls, any order:
    /// every name is safe to hand to a command, and not hidden.
    @Test func noTitleGivesANameThatLooksLikeAnOptionOrIsHidden() {
        var random = SeededRandom.fromEnvironment(fallback: 0x32_0013)
        let pieces = ["-", ".", " ", "/", "\\", "\t", "\n", "\u{1B}", "a", "é", "😀", "\u{2028}", "\u{A0}"]
        for iteration in 0..<SeededRandom.iterations(fallback: 2000) {
            let title = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for name in MarkdownFileName.unique(for: [title, title]) {
                let context = "seed \(random.seed) iteration \(iteration): \(title.debugDescription) → \(name)"
                #expect(!name.hasPrefix("-") && !name.hasPrefix(".") && !name.hasPrefix(" "), "\(context)")
                #expect(!name.contains("/") && name.count > MarkdownFileName.fileExtension.count, "\(context)")
            }
        }
    }

    @Test func repeatsAreNumberedIgnoringCase() {
        #expect(MarkdownFileName.unique(for: ["Same", "Same", "same", "Same 2", "x"])
            == ["Same.md", "Same 2.md", "same 3.md", "Same 2 2.md", "x.md"])
    }
}

@Suite struct SafeTextTests {
    @Test func forATerminalControlsBecomeVisible() {
        #expect(SafeText.line("a\u{1B}[31mb\u{07}\u{7F}\u{9B}", forTerminal: true) == "a␛[31mb␇␡\u{FFFD}")
        #expect(SafeText.block("one\ntwo\tx\u{1B}", forTerminal: true) == "one\ntwo\tx␛")
    }

    @Test func oneLineNeverBreaks() {
        #expect(SafeText.line("a\nb\r\nc\u{2028}d", forTerminal: false) == "a b  c d")
        #expect(SafeText.block("raw\u{1B}", forTerminal: false) == "raw\u{1B}")
    }
}

/// The runner itself, with its streams faked: what reaches a terminal.
@Suite struct CommandRunnerTests {
    private func runner(terminal: Bool, stdin: @escaping () -> Data = { Data() }, notes: [Note] = []) throws -> CommandRunner {
        let store = InMemoryNotesStore(library: Library(notes: notes), location: "/test/notes.json")
        let controller = NotesController(store: store)
        try controller.load()
        let io = CommandIO(write: { _ in }, readStandardInput: stdin,
                           standardInputIsTerminal: terminal, standardOutputIsTerminal: terminal)
        return CommandRunner(controller: controller, io: io, timeZone: .fixed(TimeZone(identifier: "UTC")!))
    }

    private let hostile = Note(id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!,
                               title: "red\u{1B}[31m\ntitle", body: "bell\u{07}\n\u{1B}]0;pwned\u{07}",
                               created: Date(timeIntervalSince1970: 0), modified: Date(timeIntervalSince1970: 0))

    @Test func noEscapeSequenceReachesATerminal() throws {
        var runner = try runner(terminal: true, notes: [hostile])
        try runner.run(.list(json: false))
        let listed = String(decoding: runner.output, as: UTF8.self)
        #expect(listed == "6F9619FF  1970-01-01 00:00  red␛[31m title\n")
        try runner.run(.show(reference: "6f96"))
        let shown = String(decoding: runner.output, as: UTF8.self)
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(shown == "red␛[31m title\n\nbell␇\n␛]0;pwned␇\n")
    }

    @Test func addNeverWaitsOnATerminal() throws {
        var runner = try runner(terminal: true, stdin: {
            Issue.record("stdin was read although it is a terminal")
            return Data()
        })
        #expect(throws: CommandError.usage("nothing to add; give the text as arguments, pipe it on stdin, or pass --title")) {
            try runner.run(.add(title: nil, words: []))
        }
        try runner.run(.add(title: "Title only", words: []))
        #expect(runner.controller.notes.map(\.title) == ["Title only"])
    }
}

@Suite struct NoteListingTimeTests {
    @Test func listShowsTheModifiedTimeInLocalTime() throws {
        let modified = try #require(ISO8601DateFormatter().date(from: "2026-11-21T23:05:00Z"))
        let note = Note(id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!, title: "Shopping", body: "",
                        created: modified, modified: modified)
        for (zone, expected) in [("UTC", "2026-11-21 23:05"), ("Asia/Kolkata", "2026-11-22 04:35"),
                                 ("America/New_York", "2026-11-21 18:05")] {
            let listing = NoteListing(timeZone: .fixed(try #require(TimeZone(identifier: zone))), forTerminal: false)
            let line = String(decoding: listing.render([note], json: false), as: UTF8.self)
            #expect(line == "6F9619FF  \(expected)  Shopping\n")
        }
    }
}
