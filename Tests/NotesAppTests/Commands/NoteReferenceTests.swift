import Foundation
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesModel
@testable import NotesSearching

/// A REF fits a note by full id, by id prefix (4+ characters) or by exact
/// title ignoring case; it names a note only when exactly one note fits in
/// any of those ways (issue #11, point 1).
@Suite struct NoteReferenceTests {
    static func note(_ id: String, _ title: String, body: String = "") -> Note {
        Note(id: UUID(uuidString: id)!, title: title, body: body,
             created: NoteFixtures.referenceDate, modified: NoteFixtures.referenceDate)
    }

    static let tax = note("CAFE1234-0000-4000-8000-000000000001", "Tax documents 2026")
    static let cafe = note("11111111-0000-4000-8000-000000000002", "Cafe")

    @Test func aVaultNotesPathInTheVaultNamesIt() {
        var templates = Self.note("33333333-0000-4000-8000-000000000005", "Templates")
        templates.file = NoteFile(path: "Plugins/Templates.md")
        var other = Self.note("44444444-0000-4000-8000-000000000006", "Templates")
        other.file = NoteFile(path: "Templates.md")
        #expect(NoteReference.resolve("Plugins/Templates.md", in: [templates, other]) == .found(templates))
        #expect(NoteReference.resolve("plugins/templates.md", in: [other, templates]) == .found(templates))
        #expect(NoteReference.resolve("Templates", in: [templates, other]) == .ambiguous([templates, other]))
        let index = NoteReference.Index([templates, other])
        #expect(index.fitting("Plugins/Templates.md") == [0])
    }

    @Test func aTitleThatIsAlsoAnIDPrefixIsAmbiguous() {
        #expect(NoteReference.resolve("Cafe", in: [Self.tax, Self.cafe]) == .ambiguous([Self.tax, Self.cafe]))
        #expect(NoteReference.resolve("cafe", in: [Self.cafe, Self.tax]) == .ambiguous([Self.cafe, Self.tax]))
        let hex = Self.note("0BF1AAAA-0000-4000-8000-000000000003", "Groceries")
        let titled = Self.note("22222222-0000-4000-8000-000000000004", "0bf1")
        #expect(NoteReference.resolve("0bf1", in: [hex, titled]) == .ambiguous([hex, titled]))
        // A longer prefix, or the full id, settles it.
        #expect(NoteReference.resolve("cafe1234", in: [Self.tax, Self.cafe]) == .found(Self.tax))
        #expect(NoteReference.resolve("Tax documents 2026", in: [Self.tax, Self.cafe]) == .found(Self.tax))
    }

    @Test func aFullIDThatIsAnotherNotesTitleIsAmbiguous() {
        let other = Self.note("33333333-0000-4000-8000-000000000005", Self.tax.id.uuidString.lowercased())
        #expect(NoteReference.resolve(Self.tax.id.uuidString, in: [Self.tax, other]) == .ambiguous([Self.tax, other]))
        #expect(NoteReference.resolve("notes://note/\(Self.tax.id.uuidString)", in: [Self.tax, other])
            == .ambiguous([Self.tax, other]))
        #expect(NoteReference.resolve(Self.tax.id.uuidString, in: [Self.tax, Self.cafe]) == .found(Self.tax))
    }

    @Test func theAmbiguousMessageListsBothOnOneLine() {
        let error = LaunchError.ambiguousNote("Cafe", [Self.tax, Self.cafe])
        #expect(error.exitCode == 1)
        #expect(error.message.contains("CAFE1234 \"Tax documents 2026\""))
        #expect(error.message.contains("11111111 \"Cafe\""))
        // Ids sharing more than 8 characters are shown until they differ.
        let twin = Self.note("CAFE1234-0000-4000-8000-000000000009", "Twin")
        let message = LaunchError.ambiguousNote("CAFE1234", [Self.tax, twin]).message
        #expect(message.contains("CAFE1234-0000-4000-8000-000000000001 \"Tax"), "\(message)")
    }

    /// Random libraries whose titles are drawn from the other notes' ids and
    /// id prefixes (in any case), and random REFs drawn from the same pool:
    /// `resolve` finds a note exactly when it is the only one that fits.
    @Test func resolveNeverPicksOneOfSeveralFits() {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_0001)
        let hex = Array("0123456789ABCDEF")
        // Few digits, so ids share long prefixes often.
        let narrow = Array("0AC")
        for iteration in 0..<SeededRandom.iterations(fallback: 3000) {
            let count = Int.random(in: 1...6, using: &random)
            let ids: [String] = (0..<count).map { _ in
                let alphabet = Bool.random(using: &random) ? narrow : hex
                let digits = String((0..<32).map { _ in alphabet.randomElement(using: &random)! })
                let parts = [digits.prefix(8), digits.dropFirst(8).prefix(4), digits.dropFirst(12).prefix(4),
                             digits.dropFirst(16).prefix(4), digits.dropFirst(20)]
                return parts.joined(separator: "-")
            }
            var pool = ["Cafe", "Untitled", "note", "  ", ""]
            for id in ids {
                let length = Int.random(in: 1...id.count, using: &random)
                pool.append(String(id.prefix(length)))
                pool.append(String(id.prefix(length)).lowercased())
                pool.append(id)
            }
            let notes: [Note] = ids.map { id in
                let title = pool.randomElement(using: &random)!
                let body = Bool.random(using: &random) ? pool.randomElement(using: &random)! + "\nmore" : ""
                return Self.note(id, title, body: body)
            }.uniqued()
            for _ in 0..<8 {
                var ref = pool.randomElement(using: &random)!
                if Bool.random(using: &random) { ref = ref.lowercased() }
                if ref.count == 36, Int.random(in: 0..<4, using: &random) == 0 { ref = "notes://note/" + ref }
                let fitting = notes.filter { Self.fits(ref, $0) }
                let result = NoteReference.resolve(ref, in: notes)
                let context = "seed \(random.seed) iteration \(iteration) ref '\(ref)' notes \(notes.map { ($0.id, $0.displayTitle) })"
                switch fitting.count {
                case 0: #expect(result == .notFound, "\(context)")
                case 1: #expect(result == .found(fitting[0]), "\(context)")
                default: #expect(result == .ambiguous(fitting), "\(context)")
                }
                if case let .found(found) = result {
                    #expect(!notes.contains { $0.id != found.id && Self.fits(ref, $0) }, "\(context)")
                }
            }
        }
    }

    /// The rule written out separately from the implementation, one way at a time.
    static func fits(_ reference: String, _ note: Note) -> Bool {
        var ref = reference.trimmingCharacters(in: .whitespaces)
        if ref.lowercased().hasPrefix("notes://note/") { ref = String(ref.dropFirst(13)) }
        let byFullID = UUID(uuidString: ref) == note.id
        let hexOnly = ref.unicodeScalars.allSatisfy { "0123456789abcdefABCDEF-".unicodeScalars.contains($0) }
        let byPrefix = ref.count >= 4 && hexOnly && note.id.uuidString.lowercased().hasPrefix(ref.lowercased())
        let byTitle = note.displayTitle.lowercased() == ref.lowercased()
        return byFullID || byPrefix || byTitle
    }
}

private extension Array where Element == Note {
    /// Drops notes whose id repeats an earlier one's.
    func uniqued() -> [Note] {
        var seen = Set<UUID>()
        return filter { seen.insert($0.id).inserted }
    }
}
