import Foundation
import NotesModel
import NotesStorage
import Testing
import TestSupport
@testable import NotesVault

/// Kind 3: notes whose file names collide — `a/b` and `a-b` (one safe
/// name), `Foo` and `foo` (one name on a case-insensitive disk, as a
/// vault synced to a Mac or Windows is), fifty notes titled alike. Every
/// note gets a file of its own, no two names differ only in case, and
/// every title survives a reload.
@Suite struct NameCollisionTests {
    static let date = Date(timeIntervalSince1970: 1_000_000)

    static func note(_ title: String, _ body: String) -> Note {
        Note(id: UUID(), title: title, body: body, created: date, modified: date)
    }

    /// Checks the vault after saving `notes` (by their bodies, each unique).
    static func expectEachNoteInItsOwnFile(_ vault: TestVault, _ notes: [Note], _ context: String) throws {
        let files = vault.files()
        #expect(files.count == notes.count, "\(context): \(files)")
        #expect(Set(files.map { $0.lowercased() }).count == files.count, "\(context): names differing only in case: \(files)")
        let reloaded = try vault.store().load()
        for note in notes {
            let found = reloaded.notes.filter { $0.body == note.body }
            #expect(found.count == 1, "\(context): \(note.body)")
            #expect(found.first?.title == note.title, "\(context): \(note.title.debugDescription) came back as \(found.first?.title.debugDescription ?? "nothing")")
        }
    }

    @Test func collidingSafeNamesAndCasesEachGetTheirOwnFile() throws {
        let vault = try TestVault()
        let store = vault.store()
        _ = try store.load()
        let titles = ["a/b", "a-b", "a:b", "Foo", "foo", "FOO", "x.md", "x", "x.md.md"]
        let notes = titles.enumerated().map { Self.note($0.element, "body \($0.offset)") }
        _ = try store.save(Library(notes: notes), changes: .unknown)
        try Self.expectEachNoteInItsOwnFile(vault, notes, "one save")
    }

    @Test func fiftyNotesTitledAlikeKeepTheirTitle() throws {
        let vault = try TestVault()
        let store = vault.store()
        var library = try store.load()
        var notes: [Note] = []
        // Some in one save, some one save each: names taken on disk and
        // names taken within the save.
        for index in 0..<50 {
            let note = Self.note("Meeting", "agenda \(index)")
            notes.append(note)
            library.notes.append(note)
            if index % 10 == 9 { library = try store.save(library, changes: .unknown) }
        }
        try Self.expectEachNoteInItsOwnFile(vault, notes, "fifty alike")
    }

    /// A new note's file is the one this store just wrote (its fingerprint
    /// taken once the file is complete, its temporary name removed), so the
    /// store does not take it for another program's change, and an edit
    /// right after replaces it — no conflict copy.
    @Test func aNewNoteEditedRightAfterItsFirstSaveIsNoConflict() throws {
        for round in 0..<SeededRandom.iterations(fallback: 40) {
            let vault = try TestVault()
            let store = vault.store()
            _ = try store.load()
            var library = try store.save(Library(notes: [Self.note("New \(round)", "first")]), changes: .unknown)
            #expect(!store.hasChangedElsewhere(), "round \(round): its own new file seen as changed elsewhere")
            library.notes[0].body = "second"
            library.notes[0].modified = Date()
            _ = try store.save(library, changes: .notes([library.notes[0].id]))
            #expect(vault.files() == ["New \(round).md"], "round \(round)")
        }
    }

    /// A name only the trash holds is free in the vault (and the other way
    /// round): a new note takes it as it is.
    @Test func aNameOnlyTheTrashHoldsIsFree() throws {
        let vault = try TestVault()
        vault.write(".trash/Meeting.md", "old meeting\n")
        let store = vault.store()
        var library = try store.load()
        library.notes.append(Self.note("meeting", "new meeting"))
        _ = try store.save(library, changes: .unknown)
        #expect(vault.files() == [".trash/Meeting.md", "meeting.md"])
        #expect(vault.read("meeting.md") == "new meeting\n")
    }

    /// A rename to a title whose file name is the old one's in another
    /// Unicode normalization ("é" and "e" + U+0301, one string to Swift,
    /// two names to Linux) moves the file: never a second file with the
    /// note's text.
    @Test func aRenameToTheSameNameInAnotherNormalizationMovesTheFile() throws {
        let vault = try TestVault()
        let store = vault.store()
        _ = try store.load()
        var library = try store.save(Library(notes: [Self.note("\u{E9}", "the body")]), changes: .unknown)
        // Its file name: "e\u{301}" (a trailing dot is dropped from names).
        library.notes[0].title = "e\u{301}."
        _ = try store.save(library, changes: .notes([library.notes[0].id]))
        #expect(vault.files().count == 1, "\(vault.files())")
        let reloaded = try vault.store().load()
        #expect(reloaded.notes.map(\.body) == ["the body"])
        #expect(reloaded.notes.first.map { Array($0.title.utf8) } == Array("e\u{301}.".utf8))
    }

    /// A note renamed onto a name another file has (in another case too).
    @Test func aRenameOntoATakenNameKeepsTheNewTitle() throws {
        let vault = try TestVault()
        vault.write("Old.md", "renamed body\n")
        vault.write("new.md", "other body\n")
        let store = vault.store()
        var library = try store.load()
        let index = try #require(library.notes.firstIndex { $0.title == "Old" })
        library.notes[index].title = "New"
        _ = try store.save(library, changes: .notes([library.notes[index].id]))
        let reloaded = try vault.store().load()
        #expect(reloaded.notes.first { $0.body == "renamed body" }?.title == "New")
        #expect(reloaded.notes.first { $0.body == "other body" }?.title == "new")
        #expect(Set(vault.files().map { $0.lowercased() }).count == 2, "\(vault.files())")
    }

    /// Random titles from a tiny alphabet (so names collide often), saved
    /// in a few saves, some renamed afterwards.
    @Test func randomCollidingTitlesAllSurvive() throws {
        var random = SeededRandom.fromEnvironment(fallback: 34_030)
        let alphabet = ["a", "A", "/", "-", ":", " ", ".", "b", "é", "e\u{301}"]
        func title(_ random: inout SeededRandom) -> String {
            (0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
        }
        for round in 0..<SeededRandom.iterations(fallback: 12) {
            let vault = try TestVault()
            let store = vault.store()
            var library = try store.load()
            for index in 0..<24 {
                library.notes.append(Self.note(title(&random), "body \(index)"))
                if Int.random(in: 0..<6, using: &random) == 0 { library = try store.save(library, changes: .unknown) }
            }
            library = try store.save(library, changes: .unknown)
            var changed = Set<UUID>()
            for _ in 0..<6 {
                let index = Int.random(in: 0..<library.notes.count, using: &random)
                library.notes[index].title = title(&random)
                changed.insert(library.notes[index].id)
            }
            library = try store.save(library, changes: .notes(changed))
            try Self.expectEachNoteInItsOwnFile(vault, library.notes, "seed \(random.seed) round \(round)")
        }
    }
}
