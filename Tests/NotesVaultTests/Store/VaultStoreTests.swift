import Foundation
import NotesModel
import NotesStorage
import Testing
import TestSupport
@testable import NotesVault

/// The vault store on real folders: what it reads, and that it writes
/// only what changed, each file as the user left it but for the edit.
@Suite struct VaultStoreTests {
    @Test func readsNotesInSubfoldersAndLeavesHiddenAndOtherFilesAlone() throws {
        let vault = try TestVault()
        vault.write("Top.md", "top body\n")
        vault.write("Folder/Inner.md", "# Inner Title\n\ninner body\n")
        vault.write(".obsidian/app.md", "not a note\n")
        vault.write(".trash/Sub/Gone.md", "gone body\n")
        vault.write("image.png", "png")
        vault.write("notes.txt", "text")
        let library = try vault.store().load()
        #expect(Set(library.notes.map(\.title)) == ["Top", "Inner Title", "Gone"])
        #expect(library.note(titled: "Inner Title")?.file?.path == "Folder/Inner.md")
        let gone = try #require(library.note(titled: "Gone"))
        #expect(gone.isTrashed && gone.file?.path == "Sub/Gone.md")
    }

    @Test func savingUnchangedNotesWritesNothing() throws {
        let vault = try TestVault()
        vault.write("A.md", "a\r\nb")
        vault.write("B/B.md", "---\nz: 1\ntitle: B\n---\nbody\n")
        let store = vault.store()
        let library = try store.load()
        let before = vault.stamps()
        _ = try store.save(library, changes: .unknown)
        _ = try store.save(library, changes: .notes(Set(library.notes.map(\.id))))
        #expect(vault.stamps() == before)
    }

    @Test func anEditWritesThatOneFileAndKeepsItsLayout() throws {
        let vault = try TestVault()
        vault.write("A.md", "line one\r\nline two")
        vault.write("B.md", "---\nz: 1 # comment\ntags: [x]\n---\nb body\n")
        let store = vault.store()
        var library = try store.load()
        let before = vault.stamps()
        let index = try #require(library.notes.firstIndex { $0.title == "A" })
        library.notes[index].body = "line one\nline 2"
        _ = try store.save(library, changes: .notes([library.notes[index].id]))
        #expect(vault.read("A.md") == "line one\r\nline 2")
        #expect(vault.stamps()["B.md"] == before["B.md"])
        let pinIndex = try #require(library.notes.firstIndex { $0.title == "B" })
        library.notes[pinIndex].pinned = true
        _ = try store.save(library, changes: .notes([library.notes[pinIndex].id]))
        #expect(vault.read("B.md") == "---\nz: 1 # comment\ntags: [x]\npinned: true\n---\nb body\n")
    }

    @Test func newNotesAreNamedAfterTheirTitlesAndKeepThem() throws {
        let vault = try TestVault()
        let store = vault.store()
        _ = try store.load()
        let date = Date(timeIntervalSince1970: 1_000_000)
        let titles = ["Plain", "Plain", "..", "CON", "a/b: c?", String(repeating: "é", count: 150), ""]
        let notes = titles.map { Note(id: UUID(), title: $0, body: "body of \($0)", created: date, modified: date) }
        _ = try store.save(Library(notes: notes), changes: .unknown)
        let files = vault.files()
        #expect(files.contains("Plain.md") && files.contains("Plain 2.md") && files.contains("CON-.md"))
        #expect(files.allSatisfy { !$0.hasPrefix(".") && $0.utf8.count < 255 })
        #expect(vault.read("Plain.md") == "body of Plain\n")
        let reloaded = try vault.store().load()
        for title in titles where !title.isEmpty {
            #expect(reloaded.notes.contains { $0.title == title }, "title \(title) kept")
        }
    }

    @Test func trashMovesTheFileIntoDotTrashAndRestoreAndDeleteForeverFollow() throws {
        let vault = try TestVault()
        vault.write("Sub/Note.md", "body\n")
        let store = vault.store()
        var library = try store.load()
        library.notes[0].trashed = Date()
        library = try store.save(library, changes: .notes([library.notes[0].id]))
        #expect(vault.files() == [".trash/Sub/Note.md"])
        vault.write("Sub/Note.md", "another note took the name\n")
        library.notes[0].trashed = nil
        library = try store.save(library, changes: .notes([library.notes[0].id]))
        #expect(vault.files() == ["Sub/Note 2.md", "Sub/Note.md"])
        #expect(vault.read("Sub/Note 2.md") == "body\n")
        let id = library.notes[0].id
        library.notes.removeAll { $0.id == id }
        _ = try store.save(library, changes: .notes([id]))
        #expect(vault.files() == ["Sub/Note.md"])
    }

    @Test func aTitleFromTheFileNameRenamesTheFileAndTheNoteKeepsItsID() throws {
        let vault = try TestVault()
        vault.write("Dir/Old.md", "body\n")
        let store = vault.store()
        var library = try store.load()
        let id = library.notes[0].id
        library.notes[0].title = "New"
        library = try store.save(library, changes: .notes([id]))
        #expect(vault.files() == ["Dir/New.md"])
        #expect(try store.load().notes.map(\.id) == [id])
    }

    @Test func anOutsideEditAndAnUnsavedOneAreMergedLosingNothing() throws {
        let vault = try TestVault()
        vault.write("N.md", "original\n")
        let store = vault.store()
        var library = try store.load()
        library.notes[0].body = "mine"
        library.notes[0].modified = Date(timeIntervalSince1970: 2_000_000_000)
        usleep(10_000)
        vault.write("N.md", "theirs\n")
        library = try store.save(library, changes: .notes([library.notes[0].id]))
        #expect(vault.read("N.md") == "mine\n")
        let bodies = try vault.store().load().notes.map(\.body)
        #expect(bodies.sorted() == ["mine", "theirs"])
        #expect(vault.files().count == 2)
    }

    @Test func filesThatAreNotNotesAreListedNeverOpenedOrWritten() throws {
        let vault = try TestVault()
        vault.write("Good.md", "good\n")
        mkfifo(vault.root + "/Pipe.md", 0o644)
        _ = FileManager.default.createFile(atPath: vault.root + "/Latin1.md", contents: Data([0x63, 0x61, 0x66, 0xE9]))
        symlink("/etc/hostname", vault.root + "/Out.md")
        symlink(vault.root + "/Loop.md", vault.root + "/Loop.md")
        let store = vault.store()
        let library = try store.load()
        #expect(library.notes.map(\.title) == ["Good"])
        let reasons = Dictionary(uniqueKeysWithValues: store.skipped.map { ($0.path, $0.reason) })
        #expect(reasons["Pipe.md"]?.contains("FIFO") == true)
        #expect(reasons["Latin1.md"]?.contains("not UTF-8") == true)
        #expect(reasons["Out.md"]?.contains("out of the vault") == true)
        #expect(reasons["Loop.md"]?.contains("loop") == true)
    }

    @Test func theDraftAndSortLiveInTheStateFolderNeverInTheVault() throws {
        let vault = try TestVault()
        vault.write("N.md", "n\n")
        let store = vault.store()
        var library = try store.load()
        library.draft = Draft(noteID: library.notes[0].id, title: "N", body: "typing")
        _ = try store.save(library, changes: .notes([]))
        store.rememberSort(.title)
        #expect(vault.files() == ["N.md"])
        let again = vault.store()
        #expect(try again.load().draft?.body == "typing")
        #expect(again.rememberedSort() == .title)
    }
}

/// Files moved by other programs keep their notes' ids, so an open edit
/// and the draft follow them.
@Suite struct VaultMovedFileTests {
    @Test func aFileMovedOrTrashedElsewhereKeepsItsNoteID() throws {
        let vault = try TestVault()
        vault.write("A.md", "alpha body\n")
        vault.write("B.md", "# Beta\nbeta body\n")
        let store = vault.store()
        let ids = Dictionary(uniqueKeysWithValues: try store.load().notes.map { ($0.body, $0.id) })
        rename(vault.root + "/A.md", vault.root + "/Renamed.md")
        mkdir(vault.root + "/.trash", 0o755)
        rename(vault.root + "/B.md", vault.root + "/.trash/B.md")
        let after = try store.load()
        #expect(after.note(titled: "Renamed")?.id == ids["alpha body"])
        let beta = try #require(after.note(titled: "Beta"))
        #expect(beta.id == ids["beta body"] && beta.isTrashed)
    }

    @Test func anEditOfAFileRenamedMeanwhileIsSavedToItsNewName() throws {
        let vault = try TestVault()
        vault.write("A.md", "alpha\n")
        let store = vault.store()
        var library = try store.load()
        rename(vault.root + "/A.md", vault.root + "/B.md")
        library = try store.load()
        library.notes[0].body = "alpha edited"
        _ = try store.save(library, changes: .notes([library.notes[0].id]))
        #expect(vault.files() == ["B.md"])
        #expect(vault.read("B.md") == "alpha edited\n")
    }
}

/// A note renamed by the app keeps its id in the next run, so the draft
/// that names it still finds it.
@Suite struct VaultRenamedIDTests {
    @Test func aRenamedNoteKeepsItsIDAcrossLaunches() throws {
        let vault = try TestVault()
        vault.write("Old.md", "body\n")
        let store = vault.store()
        var library = try store.load()
        let id = library.notes[0].id
        library.notes[0].title = "New"
        library.draft = Draft(noteID: id, title: "New", body: "typing")
        _ = try store.save(library, changes: .notes([id]))
        let next = try vault.store().load()
        #expect(next.notes.map(\.id) == [id])
        #expect(next.draft?.noteID == id)
        #expect(vault.files() == ["New.md"])
    }
}

/// A second launch draws its first frame from the notes kept in the state
/// folder, without reading the vault's files.
@Suite struct VaultGlimpseTests {
    @Test func aSecondLaunchGlimpsesTheFirstNotesAsTheFullLoadOrdersThem() throws {
        let vault = try TestVault()
        for index in 0..<30 {
            vault.write("F\(index % 3)/Note \(index).md", "body \(index)\n")
            var times = [timespec(tv_sec: 1_700_000_000 + index * 60, tv_nsec: 0), timespec(tv_sec: 1_700_000_000 + index * 60, tv_nsec: 0)]
            utimensat(AT_FDCWD, vault.root + "/F\(index % 3)/Note \(index).md", &times, 0)
        }
        vault.write(".trash/Gone.md", "trashed\n")
        #expect(vault.store().glimpse(sort: .modified, limit: 10) == nil)
        let full = try vault.store().load()
        let glimpse = try #require(vault.store().glimpse(sort: .modified, limit: 10))
        #expect(glimpse.noteCount == 30)
        #expect(glimpse.firstNotes.map(\.title) == Array(NoteSort.modified.sorted(full.notes.filter { !$0.isTrashed }).prefix(10)).map(\.title))
        #expect(glimpse.firstNotes.first?.title == "Note 29")
        #expect(vault.store().glimpse(sort: .title, limit: 10) == nil)
        #expect(vault.files().allSatisfy { !$0.contains("first-notes") })
    }
}

/// The store hears of other programs' changes from the watcher, and its
/// own writes are no change.
@Suite struct VaultChangedElsewhereTests {
    func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<100 {
            if condition() { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func anOutsideWriteIsAChangeAndTheStoresOwnSaveIsNot() throws {
        let vault = try TestVault()
        vault.write("A.md", "a\n")
        let store = VaultStore(path: vault.root, environment: ["HOME": vault.folder.path, "XDG_STATE_HOME": vault.stateHome],
                               checkInterval: 3_600)
        var library = try store.load()
        library.notes[0].body = "edited here"
        library = try store.save(library, changes: .notes([library.notes[0].id]))
        usleep(100_000)
        #expect(!store.hasChangedElsewhere())
        vault.write("Sub/B.md", "from outside\n")
        #expect(eventually { store.hasChangedElsewhere() })
        #expect(try store.load().notes.map(\.body).sorted() == ["edited here", "from outside"])
        #expect(!store.hasChangedElsewhere())
    }
}
