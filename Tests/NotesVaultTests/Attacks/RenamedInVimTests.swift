import Foundation
import NotesModel
import NotesStorage
import Testing
import TestSupport
@testable import NotesVault

/// Kind 8: a note open in the app while vim renames or rewrites its file.
/// Nothing typed on either side is lost, and no copy is left that the user
/// did not make.
@Suite struct RenamedInVimTests {
    /// `:!mv A.md B.md` (or a file manager): the same file under a new
    /// name. The store finds it by its inode and writes the edit there.
    @Test func aMoveIsFollowedAndTheEditLandsInTheMovedFile() throws {
        let vault = try TestVault()
        vault.write("A.md", "# A title\n\nfirst line\n")
        let store = vault.store()
        var library = try store.load()
        let id = library.notes[0].id
        library.notes[0].body = "first line\nsecond line typed in the app"
        rename(vault.root + "/A.md", vault.root + "/B.md")
        library = try store.save(library, changes: .notes([id]))
        #expect(vault.files() == ["B.md"])
        #expect(vault.read("B.md") == "# A title\n\nfirst line\nsecond line typed in the app\n")
        #expect(library.notes.map(\.id) == [id])
        #expect(try store.load().notes.map(\.id) == [id])
    }

    /// vim's `:w` with `backupcopy=no`: the old file renamed to `A.md~`,
    /// the new text written as a new `A.md`, the backup removed; its swap
    /// file `.A.md.swp` beside it meanwhile. Both edits are kept (merged
    /// as two writers' edits are), and vim's files are left alone.
    @Test(arguments: [false, true])
    func vimsWriteByRenameIsMergedAndItsFilesLeftAlone(vimChangedTheText: Bool) throws {
        let vault = try TestVault()
        vault.write("A.md", "shared line\n")
        let store = vault.store()
        var library = try store.load()
        let id = library.notes[0].id
        library.notes[0].body = "shared line\nmine"
        library.notes[0].modified = Date(timeIntervalSince1970: 2_000_000_000)
        vault.write(".A.md.swp", "swap")
        rename(vault.root + "/A.md", vault.root + "/A.md~")
        vault.write("A.md", vimChangedTheText ? "shared line\ntheirs\n" : "shared line\n")
        unlink(vault.root + "/A.md~")
        _ = try store.save(library, changes: .notes([id]))
        let bodies = try vault.store().load().notes.map(\.body).sorted()
        #expect(vault.read(".A.md.swp") == "swap")
        #expect(vault.read("A.md") == "shared line\nmine\n")
        if vimChangedTheText {
            #expect(bodies == ["shared line\nmine", "shared line\ntheirs"])
        } else {
            #expect(vault.files() == [".A.md.swp", "A.md"])
        }
    }

    /// vim's `:saveas B.md` then `:!rm A.md`: a new file, not a move, so
    /// the store cannot tell it from a delete and a new note. The edit
    /// made in the app survives as `A.md`; `B.md` is vim's copy.
    @Test func saveAsAndRemoveKeepsTheEditAsItsOwnFile() throws {
        let vault = try TestVault()
        vault.write("A.md", "text\n")
        let store = vault.store()
        var library = try store.load()
        library.notes[0].body = "text edited in the app"
        vault.write("B.md", "text\n")
        unlink(vault.root + "/A.md")
        _ = try store.save(library, changes: .notes([library.notes[0].id]))
        #expect(vault.read("A.md") == "text edited in the app\n")
        #expect(vault.read("B.md") == "text\n")
    }

    /// Random interleavings of the app's edits and vim's moves and writes
    /// by rename: every line typed on either side is in a file afterwards,
    /// and no file but the note and its conflict copies — except when the
    /// file was both moved and written anew by vim before the app saved:
    /// that is a new file at a new name, which the store cannot tell from
    /// a note made elsewhere, so the app's edit is kept as a file of its own.
    @Test func randomVimSessionsLoseNoLine() throws {
        var random = SeededRandom.fromEnvironment(fallback: 34_008)
        for round in 0..<SeededRandom.iterations(fallback: 40) {
            let vault = try TestVault()
            vault.write("A.md", "base\n")
            let store = vault.store()
            var library = try store.load()
            let id = library.notes[0].id
            var name = "A.md"
            var typed: [String] = []
            var moved = false, rewritten = false, untraceable = 0
            var steps: [String] = []
            for step in 0..<6 {
                let line = "line \(step)"
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    let newName = "V\(step).md"
                    rename(vault.root + "/" + name, vault.root + "/" + newName)
                    name = newName
                    moved = true
                    steps.append("mv \(newName)")
                case 1:
                    let text = (vault.read(name) ?? "") + line + " vim\n"
                    rename(vault.root + "/" + name, vault.root + "/" + name + "~")
                    vault.write(name, text)
                    unlink(vault.root + "/" + name + "~")
                    typed.append(line + " vim")
                    rewritten = true
                    steps.append("vim :w")
                default:
                    guard let index = library.notes.firstIndex(where: { $0.id == id }) else { continue }
                    library.notes[index].body += "\n" + line + " app"
                    library.notes[index].modified = Date()
                    typed.append(line + " app")
                    if moved, rewritten { untraceable += 1 }
                    (moved, rewritten) = (false, false)
                    library = try store.save(library, changes: .notes([library.notes[index].id]))
                    steps.append("app save")
                    name = library.notes.first { $0.id == id }?.file?.path ?? name
                }
            }
            let all = vault.files().compactMap { vault.read($0) }.joined(separator: "\n")
            for line in typed { #expect(all.contains(line), "seed \(random.seed) round \(round): \(line) lost: \(vault.files())") }
            #expect(vault.files().allSatisfy { !$0.hasSuffix("~") })
            #expect(vault.files().filter { !$0.contains("conflict") }.count <= 1 + untraceable,
                    "seed \(random.seed) round \(round): \(steps) → \(vault.files())")
        }
    }
}
