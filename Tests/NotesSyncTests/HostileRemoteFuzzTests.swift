import Foundation
import TestSupport
import Testing
@testable import LibraryFormat
@testable import NotesModel
@testable import NotesSync

/// Random hostile commits, many kinds at once: whatever the remote holds,
/// the sync here either stops, every file here as it was (bytes and
/// mode), or takes a whole library, mode 0600, in which every note this
/// machine had is still there (perhaps in the trash), and no file this
/// machine keeps for itself changed.
@Suite(.enabled(if: SyncFixture.gitInstalled, "git is not installed: scripts/install-deps.sh installs it"))
struct HostileRemoteFuzzTests {
    enum Change: CaseIterable {
        case removeLibrary, libraryAsLink, libraryAsFolder, plantSideFile, addOtherFile, addAttributes
        case notALibrary, newerVersion, dropNotes, editNotes, addNotes, emptyLibrary, utf16Library
    }

    @Test(arguments: 0..<10)
    func anyHostileCommitLosesNothingHere(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let hostile = try HostileRemote()
        let chosen = (0..<Int.random(in: 1...3, using: &random)).map { _ in Change.allCases.randomElement(using: &random)! }
        let draftPath = hostile.fixture.folder.file("a/.notes.json.draft")
        try Data(#"{"noteID": null, "title": "mine", "body": "unsaved"}"#.utf8).write(to: URL(fileURLWithPath: draftPath))
        chmod(draftPath, 0o600)
        try hostile.push("\(chosen)") { clone in
            for change in chosen { try apply(change, in: clone, hostile, &random) }
        }
        if Bool.random(using: &random) { _ = try hostile.fixture.add("a", title: "local edit") }
        let before = hostile.snapshot()
        do {
            _ = try hostile.fixture.engine("a").sync()
            let library = try hostile.fixture.load("a")
            #expect(try hostile.everyNoteKept(), "\(chosen)")
            #expect(library.notes.count >= hostile.noteIDs.count)
            #expect(FileMode.of(hostile.fixture.libraryPath("a")) == 0o600, "\(chosen)")
            #expect(hostile.snapshot().files == before.files, "\(chosen)")
        } catch let error as SyncError {
            #expect(hostile.snapshot() == before, "\(chosen): \(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    private func apply(_ change: Change, in clone: String, _ hostile: HostileRemote, _ random: inout SeededRandom) throws {
        let path = clone + "/notes.json"
        func library() -> Library? {
            FileManager.default.contents(atPath: path).flatMap { try? LibraryCodec.decode([UInt8]($0)) }
        }
        func save(_ library: Library) throws {
            try? FileManager.default.removeItem(atPath: path)
            try Data(LibraryCodec.encode(library)).write(to: URL(fileURLWithPath: path))
        }
        switch change {
        case .removeLibrary: try? FileManager.default.removeItem(atPath: path)
        case .libraryAsLink:
            try? FileManager.default.removeItem(atPath: path)
            symlink("/etc/hostname", path)
        case .libraryAsFolder:
            try? FileManager.default.removeItem(atPath: path)
            try hostile.write("x", to: "notes.json/x")
        case .plantSideFile:
            let name = [".notes.json.draft", ".notes.json.lock", ".notes.json.tmp-1", "notes.json.1.bak", ".notes-tui-edit-9"]
                .randomElement(using: &random)!
            try hostile.write(#"{"noteID": null, "title": "planted", "body": "x"}"#, to: name)
        case .addOtherFile: try hostile.write("other\n", to: ["README.md", "a/b/c.txt", ".gitmodules"].randomElement(using: &random)!)
        case .addAttributes: try hostile.write("* ident working-tree-encoding=UTF-16LE text eol=crlf\n", to: ".gitattributes")
        case .notALibrary:
            try? FileManager.default.removeItem(atPath: path)
            try hostile.write("{\"version\": 1, \"notes\": [", to: "notes.json")
        case .newerVersion:
            try? FileManager.default.removeItem(atPath: path)
            try hostile.write("{\"version\": 9, \"notes\": []}", to: "notes.json")
        case .dropNotes:
            guard var theirs = library(), !theirs.notes.isEmpty else { return }
            theirs.notes.remove(at: Int.random(in: 0..<theirs.notes.count, using: &random))
            try save(theirs)
        case .editNotes:
            guard var theirs = library(), !theirs.notes.isEmpty else { return }
            let index = Int.random(in: 0..<theirs.notes.count, using: &random)
            theirs.notes[index].body = "theirs \(index)"
            theirs.notes[index].modified = Date()
            try save(theirs)
        case .addNotes:
            guard var theirs = library() else { return }
            theirs.notes.append(Note(id: UUID(), title: "theirs", body: "", created: Date(), modified: Date()))
            try save(theirs)
        case .emptyLibrary: try save(Library())
        case .utf16Library:
            guard let theirs = library() else { return }
            let text = String(decoding: LibraryCodec.encode(theirs), as: UTF8.self)
            try? FileManager.default.removeItem(atPath: path)
            try text.data(using: .utf16LittleEndian)!.write(to: URL(fileURLWithPath: path))
        }
    }
}
