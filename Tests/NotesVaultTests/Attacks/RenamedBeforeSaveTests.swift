import Foundation
import NotesModel
import NotesStorage
import Testing
import TestSupport
@testable import NotesVault

/// Kind 2: a file renamed between the scan and the save (the note edited,
/// trashed or deleted in the app, the file moved by `mv` meanwhile).
/// Nothing is lost and nothing comes back twice: each note's text is in
/// exactly one file afterwards, at the name the user gave it.
@Suite struct RenamedBeforeSaveTests {
    @Test func anEditOfAFileMovedMeanwhileIsWrittenWhereTheFileNowIs() throws {
        let vault = try TestVault()
        vault.write("A.md", "old body\n")
        let store = vault.store()
        var library = try store.load()
        library.notes[0].body = "edited body"
        rename(vault.root + "/A.md", vault.root + "/B.md")
        library = try store.save(library, changes: .notes([library.notes[0].id]))
        #expect(vault.files() == ["B.md"])
        #expect(vault.read("B.md") == "edited body\n")
        #expect(library.notes.map(\.title) == ["B"])
        let reloaded = try vault.store().load()
        #expect(reloaded.notes.map(\.body) == ["edited body"])
    }

    /// A file moved between two loads (`mv`, Obsidian moving it into its
    /// trash) is the same note: same id, so the app's open note and its
    /// unsaved edit follow it.
    @Test func aFileMovedBetweenTwoLoadsKeepsItsNoteID() throws {
        let vault = try TestVault()
        vault.write("A.md", "body\n")
        vault.write("Other.md", "other\n")
        let store = vault.store()
        let id = try #require(try store.load().note(titled: "A")?.id)
        rename(vault.root + "/A.md", vault.root + "/B.md")
        #expect(try store.load().note(titled: "B")?.id == id)
        mkdir(vault.root + "/.trash", 0o755)
        rename(vault.root + "/B.md", vault.root + "/.trash/B.md")
        let trashed = try #require(try store.load().note(titled: "B"))
        #expect(trashed.id == id && trashed.isTrashed)
    }

    /// The note whose file a save found moved keeps its id at the next
    /// launch too (a draft or an open note names it by its id).
    @Test func aNoteWhoseFileTheSaveFoundMovedKeepsItsIDNextLaunch() throws {
        let vault = try TestVault()
        vault.write("A.md", "body\n")
        let store = vault.store()
        var library = try store.load()
        let id = library.notes[0].id
        library.notes[0].body = "edited"
        rename(vault.root + "/A.md", vault.root + "/B.md")
        _ = try store.save(library, changes: .notes([id]))
        #expect(try vault.store().load().notes.map(\.id) == [id])
    }

    @Test func trashingAFileMovedMeanwhileTrashesItWhereItIs() throws {
        let vault = try TestVault()
        vault.write("A.md", "body\n")
        let store = vault.store()
        var library = try store.load()
        library.notes[0].trashed = Date()
        mkdir(vault.root + "/Elsewhere", 0o755)
        rename(vault.root + "/A.md", vault.root + "/Elsewhere/B.md")
        _ = try store.save(library, changes: .notes([library.notes[0].id]))
        #expect(vault.files() == [".trash/Elsewhere/B.md"])
    }

    /// Random edits, trashes and deletes in the app; random `mv`s of the
    /// same files (within a folder, into another, onto a new name) before
    /// the save. Afterwards each note's text is in one file only.
    @Test func randomMovesBeforeASaveLoseNothingAndDuplicateNothing() throws {
        var random = SeededRandom.fromEnvironment(fallback: 34_003)
        for round in 0..<SeededRandom.iterations(fallback: 40) {
            let vault = try TestVault()
            let count = 8
            for index in 0..<count { vault.write("N\(index).md", "marker-\(index) as read\n") }
            mkdir(vault.root + "/Other", 0o755)
            let store = vault.store()
            var library = try store.load()
            var changed = Set<UUID>()
            var deleted = Set<Int>(), edited = Set<Int>(), trashed = Set<Int>(), moved = Set<Int>()
            for index in 0..<count {
                guard let position = library.notes.firstIndex(where: { $0.body.hasPrefix("marker-\(index) ") }) else { continue }
                let id = library.notes[position].id
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    library.notes[position].body = "marker-\(index) edited here"
                    library.notes[position].modified = Date()
                    edited.insert(index)
                case 1:
                    library.notes[position].trashed = Date()
                    trashed.insert(index)
                case 2:
                    library.notes.remove(at: position)
                    deleted.insert(index)
                default: break
                }
                changed.insert(id)
                if Bool.random(using: &random) {
                    let target = ["M\(index).md", "Other/N\(index).md", "Other/Moved \(index).md"].randomElement(using: &random)!
                    rename(vault.root + "/N\(index).md", vault.root + "/" + target)
                    moved.insert(index)
                }
            }
            _ = try store.save(library, changes: .notes(changed))
            let files = vault.files()
            let context = "seed \(random.seed) round \(round): \(files)"
            for index in 0..<count {
                let holding = files.filter { vault.read($0)?.hasPrefix("marker-\(index) ") == true }
                if deleted.contains(index) {
                    // Deleted here: gone, or kept once when moved elsewhere meanwhile.
                    #expect(holding.count <= (moved.contains(index) ? 1 : 0), "\(context) deleted \(index)")
                    continue
                }
                #expect(holding.count == 1, "\(context) note \(index)")
                if edited.contains(index) { #expect(holding.allSatisfy { vault.read($0)!.contains("edited here") }, "\(context) edit \(index)") }
                if trashed.contains(index) { #expect(holding.allSatisfy { $0.hasPrefix(".trash/") }, "\(context) trash \(index)") }
            }
            let reloaded = try vault.store().load()
            #expect(reloaded.notes.count == files.count, "\(context)")
        }
    }
}
