import Foundation
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel
@testable import NotesSearching

/// Every REF the completions offer is one the command accepts, naming one
/// note, and every note can be reached by one of them (issue 32): two
/// notes of one title, titles differing only in case, untitled notes,
/// titles that are another note's id prefix, ids sharing their first 8
/// digits.
@Suite struct NoteCompletionPropertyTests {
    static func note(_ id: String, _ title: String, body: String = "") -> Note {
        Note(id: UUID(uuidString: id)!, title: title, body: body,
             created: NoteFixtures.referenceDate, modified: NoteFixtures.referenceDate)
    }

    /// The words a shell hands the command for each line it is offered.
    static func words(_ lines: [String], shell: String?) -> [String] {
        lines.map { line in
            switch shell {
            case "zsh": return unescaped(String(line[..<valueEnd(line)]))
            case "fish": return String(line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)[0])
            default: return unescaped(line)
            }
        }
    }

    /// Where a zsh `value:description` line's value ends: its first `:` not escaped.
    private static func valueEnd(_ line: String) -> String.Index {
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == "\\" { index = line.index(after: index) } else if line[index] == ":" { return index }
            if index < line.endIndex { index = line.index(after: index) }
        }
        return line.endIndex
    }

    /// A backslash escapes the character after it (bash's `compgen -W`, zsh's `_describe`).
    private static func unescaped(_ text: String) -> String {
        var out = ""
        var escaping = false
        for character in text {
            if !escaping, character == "\\" { escaping = true; continue }
            out.append(character)
            escaping = false
        }
        return out
    }

    /// What `show WORD` finds among `notes` (the argument parser reads a
    /// word starting with `-` as an option: refused here too).
    static func shown(_ word: String, in notes: [Note]) -> Note? {
        guard !word.hasPrefix("-") else { return nil }
        return try? NoteLookup.note(word, in: notes, command: "show")
    }

    /// Checks the property for one library; the failures name `context`.
    static func expectEveryCompletionNamesOneNote(_ notes: [Note], _ context: String) {
        for shell in [nil, "bash", "zsh", "fish"] {
            let words = Self.words(NoteCompletions.candidates(for: notes, shell: shell), shell: shell)
            var reached = Set<UUID>()
            for word in words {
                let note = shown(word, in: notes)
                #expect(note != nil, "\(shell ?? "bash"): '\(word)' is refused; \(context)")
                if let note { reached.insert(note.id) }
            }
            let missing = notes.filter { !reached.contains($0.id) }.map(\.displayTitle)
            #expect(missing.isEmpty, "\(shell ?? "bash"): no completion reaches \(missing); \(context)")
        }
    }

    @Test func sharedTitlesAndUntitledNotesAreOfferedByID() {
        let notes = [
            Self.note("CAFE1234-0000-4000-8000-000000000001", "Ideas"),
            Self.note("11111111-0000-4000-8000-000000000002", "Ideas"),
            Self.note("22222222-0000-4000-8000-000000000003", "Cafe"),
            Self.note("33333333-0000-4000-8000-000000000004", "CAFE"),
            Self.note("44444444-0000-4000-8000-000000000005", "", body: "first line\nmore"),
            Self.note("55555555-0000-4000-8000-000000000006", "cafe1234"),
            Self.note("66666666-0000-4000-8000-000000000007", "-starts with a dash"),
            Self.note("77777777-0000-4000-8000-000000000008", "  padded  "),
            Self.note("88888888-0000-4000-8000-000000000009", "Plain")
        ]
        let offered = NoteCompletions.candidates(for: notes, shell: nil)
        #expect(!offered.contains("Ideas") && !offered.contains("Cafe") && !offered.contains("CAFE"), "\(offered)")
        #expect(offered.contains("Plain") && offered.contains("44444444"), "\(offered)")
        // The short id CAFE1234 is also a note's title: a longer prefix names that note.
        #expect(!offered.contains("CAFE1234") && offered.contains("CAFE1234-0"), "\(offered)")
        Self.expectEveryCompletionNamesOneNote(notes, "\(offered)")
    }

    @Test func aFullIDThatIsAnotherNotesTitleIsOfferedAsItsURL() {
        let id = "CAFE1234-0000-4000-8000-000000000001"
        let notes = [Self.note(id, "Tax"), Self.note("CAFE1234-0000-4000-8000-000000000002", id.lowercased())]
        let offered = NoteCompletions.candidates(for: notes, shell: nil)
        #expect(offered.contains("notes\\:\\/\\/note\\/" + id) || offered.contains("notes\\://note/" + id), "\(offered)")
        Self.expectEveryCompletionNamesOneNote(notes, "\(offered)")
    }

    /// Random libraries whose ids share long prefixes and whose titles are
    /// drawn from one another's ids, names and titles, in any case.
    @Test func randomLibrariesCompleteToOneNoteEach() {
        var random = SeededRandom.fromEnvironment(fallback: 0x32_0005)
        let narrow = Array("0AC")
        let hex = Array("0123456789ABCDEF")
        for iteration in 0..<SeededRandom.iterations(fallback: 1500) {
            let count = Int.random(in: 1...7, using: &random)
            let ids: [String] = (0..<count).map { _ in
                let alphabet = Bool.random(using: &random) ? narrow : hex
                let digits = String((0..<32).map { _ in alphabet.randomElement(using: &random)! })
                return [digits.prefix(8), digits.dropFirst(8).prefix(4), digits.dropFirst(12).prefix(4),
                        digits.dropFirst(16).prefix(4), digits.dropFirst(20)].joined(separator: "-")
            }
            var pool = ["Ideas", "ideas", "IDEAS", "Untitled", "", "  ", " Ideas", "-x", "--help", "notes://note/x",
                        "notes://new", "a\tb", "two\nlines", "Zé", "ZÉ", "$(touch X)", "a:b\\c"]
            for id in ids {
                let length = Int.random(in: 4...id.count, using: &random)
                pool += [String(id.prefix(length)), String(id.prefix(length)).lowercased(), "notes://note/" + id]
            }
            var seen = Set<String>()
            let notes: [Note] = ids.filter { seen.insert($0).inserted }.map { id in
                let title = pool.randomElement(using: &random)!
                let body = Bool.random(using: &random) ? pool.randomElement(using: &random)! + "\nmore" : ""
                return Self.note(id, title, body: body)
            }
            Self.expectEveryCompletionNamesOneNote(notes, "seed \(random.seed) iteration \(iteration): "
                + "\(notes.map { ($0.id.text, $0.title, $0.body) })")
        }
    }

    /// The index answers as `resolve` does, for REFs drawn from the notes,
    /// and its shortcuts for a note's short id and title as its full answer does.
    @Test func theIndexFitsWhatResolveFits() {
        var random = SeededRandom.fromEnvironment(fallback: 0x32_0006)
        let narrow = Array("0AC")
        for iteration in 0..<SeededRandom.iterations(fallback: 1500) {
            let ids: [String] = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                let digits = String((0..<32).map { _ in narrow.randomElement(using: &random)! })
                return [digits.prefix(8), digits.dropFirst(8).prefix(4), digits.dropFirst(12).prefix(4),
                        digits.dropFirst(16).prefix(4), digits.dropFirst(20)].joined(separator: "-")
            }
            var pool = ["Cafe", "cafe", "  ", "", "a-0c", "0A-C", " cafe", "cafe\t", "notes://note/x", "Ñ", "ñ", "a\nb"]
            for id in ids {
                let length = Int.random(in: 1...id.count, using: &random)
                pool += [String(id.prefix(length)), String(id.prefix(length)).lowercased(), id, "notes://note/" + id]
            }
            var seen = Set<String>()
            let notes = ids.filter { seen.insert($0).inserted }.map { id in
                Self.note(id, pool.randomElement(using: &random)!,
                          body: Bool.random(using: &random) ? pool.randomElement(using: &random)! : "")
            }
            let index = NoteReference.Index(notes)
            // The shortcuts the completions take say what `fitting` says.
            for (position, note) in notes.enumerated() {
                let context = "seed \(random.seed) iteration \(iteration) note \(note.id.text) '\(note.title)'"
                #expect(index.shortIDNamesOnly(position) == (index.fitting(NoteCompletions.shortID(note.id)) == [position]), "\(context)")
                #expect(index.titleNamesOnly(position) == (index.fitting(note.title) == [position]), "\(context)")
            }
            for _ in 0..<8 {
                let ref = pool.randomElement(using: &random)!
                let fitting = index.fitting(ref).map { notes[$0] }
                let expected: NoteReference.Match = switch fitting.count {
                case 0: .notFound
                case 1: .found(fitting[0])
                default: .ambiguous(fitting)
                }
                #expect(NoteReference.resolve(ref, in: notes) == expected,
                        "seed \(random.seed) iteration \(iteration) ref '\(ref)' notes \(notes.map { ($0.id.text, $0.title) })")
            }
        }
    }
}
