import Foundation
import LibraryFormat
import NotesCore
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// The draft in its own file beside the library (`.notes.json.draft`): a
/// pause while typing writes that one small file and leaves the library
/// file alone; older libraries' drafts are still read and moved there; the
/// side file is never followed when it is a link, and never keeps a library
/// from opening.
@Suite struct DraftSideFileTests {
    let folder: TemporaryDirectory
    var path: String { folder.file("notes.json") }
    var draftPath: String { folder.file(".notes.json.draft") }

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// A controller on a library of `count` notes, saved.
    func controller(notes count: Int = 3) throws -> NotesController {
        let controller = NotesController(store: JSONFileStore(path: path), samples: [])
        try controller.load()
        for index in 0..<count { controller.createNote(title: "Note \(index)", body: String(repeating: "text ", count: 200)) }
        try controller.save()
        return controller
    }

    func fileIdentity(_ path: String) -> (inode: UInt, modified: Int, bytes: [UInt8]?) {
        var info = stat()
        _ = stat(path, &info)
        return (UInt(info.st_ino), info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec, TestFiles.bytes(at: path))
    }

    @Test func aDraftAutosaveWritesOnlyTheDraftFile() throws {
        let controller = try controller(notes: 50)
        let before = fileIdentity(path)
        let note = controller.notes[0]
        #expect(controller.claimDraftSlot())
        for round in 1...5 {
            let edit = Draft(noteID: note.id, title: note.title, body: note.body + " typed \(round)")
            controller.autosaveDraft(edit)
            try controller.save()
            let after = fileIdentity(path)
            #expect(after.inode == before.inode && after.modified == before.modified && after.bytes == before.bytes,
                    "the library file is not rewritten for a draft")
            let written = try #require(TestFiles.bytes(at: draftPath))
            #expect(written.count <= edit.title.utf8.count + edit.body.utf8.count + 4096, "one note's worth of bytes")
            #expect(try JSONFileStore(path: path).load().draft == edit)
        }
        var info = stat()
        #expect(stat(draftPath, &info) == 0 && info.st_mode & 0o777 == 0o600)

        controller.clearOwnDraft()
        try controller.save()
        #expect(!FileManager.default.fileExists(atPath: draftPath), "a cleared draft leaves no file")
        #expect(try JSONFileStore(path: path).load().draft == nil)
    }

    @Test func theFirstDraftAfterLoadingLeavesALibraryInAnotherOrderAlone() throws {
        // Oldest first: not the order the app keeps (newest first).
        let notes = (1...20).map { NoteFixtures.note($0, body: "body \($0)", modified: Double($0)) }
        try TestFiles.write(String(decoding: LibraryCodec.encode(Library(notes: notes)), as: UTF8.self), to: path)
        let before = fileIdentity(path)
        let controller = NotesController(store: JSONFileStore(path: path), samples: [])
        try controller.load()
        #expect(controller.claimDraftSlot())
        controller.autosaveDraft(Draft(noteID: notes[3].id, title: notes[3].title, body: "typing"))
        try controller.save()
        let after = fileIdentity(path)
        #expect(after.inode == before.inode && after.modified == before.modified && after.bytes == before.bytes)
        #expect(try JSONFileStore(path: path).load().draft?.body == "typing")
    }

    @Test func aDraftAnOlderVersionKeptInTheLibraryIsReadThenMovedToItsFile() throws {
        let draft = Draft(noteID: nil, title: "half typed", body: "…")
        try TestFiles.write(String(decoding: LibraryCodec.encode(Library(notes: [], draft: draft)), as: UTF8.self), to: path)
        let controller = NotesController(store: JSONFileStore(path: path), samples: [])
        try controller.load()
        #expect(controller.draft == draft)
        controller.createNote(title: "New", body: "")
        try controller.save()
        #expect(try LibraryCodec.decode(TestFiles.bytes(at: path) ?? []).draft == nil, "the library file no longer holds it")
        #expect(try LibraryCodec.decodeDraft(TestFiles.bytes(at: draftPath) ?? []) == draft)
        #expect(try JSONFileStore(path: path).load().draft == draft)
    }

    @Test func anotherWritersSaveKeepsTheDraftOfTheAppEditing() throws {
        let app = try controller()
        #expect(app.claimDraftSlot())
        let edit = Draft(noteID: nil, title: "typing", body: "in the app")
        app.autosaveDraft(edit)
        try app.save()
        let command = NotesController(store: JSONFileStore(path: path), samples: [])
        try command.load()
        command.createNote(title: "Added by a command", body: "")
        try command.save()
        #expect(try JSONFileStore(path: path).load().draft == edit)
        // And the app's next draft-only save keeps the command's note.
        app.autosaveDraft(Draft(noteID: nil, title: "typing", body: "in the app, more"))
        try app.save()
        let onDisk = try JSONFileStore(path: path).load()
        #expect(onDisk.notes.contains { $0.title == "Added by a command" })
        #expect(onDisk.draft?.body == "in the app, more")
    }

    @Test func aDraftFileThatIsALinkIsNeitherFollowedNorWrittenThrough() throws {
        let controller = try controller()
        let outside = folder.file("outside.txt")
        let outsideText = #"{"noteID": null, "title": "not mine", "body": "outside"}"#
        try TestFiles.write(outsideText, to: outside)
        #expect(symlink(outside, draftPath) == 0)
        #expect(try JSONFileStore(path: path).load().draft == nil, "a linked draft file is not read")
        #expect(controller.claimDraftSlot())
        controller.autosaveDraft(Draft(noteID: nil, title: "mine", body: ""))
        try controller.save()
        controller.clearOwnDraft()
        try controller.save()
        #expect(String(decoding: TestFiles.bytes(at: outside) ?? [], as: UTF8.self) == outsideText, "the link's target is untouched")
    }

    /// Whatever is planted at the draft file's name — a FIFO (which a read
    /// would block on), a folder — is never read; a new draft replaces a
    /// FIFO, and a folder in the way is named in the error, the notes saved.
    @Test func aDraftFileThatIsNotAFileIsNeverRead() throws {
        let controller = try controller()
        #expect(mkfifo(draftPath, 0o600) == 0)
        #expect(try JSONFileStore(path: path).load().draft == nil, "a FIFO is not opened (the load returns)")
        #expect(controller.claimDraftSlot())
        controller.autosaveDraft(Draft(noteID: nil, title: "typed", body: ""))
        try controller.save()
        #expect(try JSONFileStore(path: path).load().draft?.title == "typed", "the FIFO was replaced by the draft")

        controller.clearOwnDraft()
        try controller.save()
        #expect(mkdir(draftPath, 0o700) == 0)
        controller.createNote(title: "Saved all the same", body: "")
        controller.autosaveDraft(Draft(noteID: nil, title: "typed again", body: ""))
        #expect(throws: StoreError.self) { try controller.save() }
        #expect(controller.lastSaveError?.message.contains(".notes.json.draft is a folder") == true,
                "\(controller.lastSaveError?.message ?? "")")
        #expect(try JSONFileStore(path: path).load().notes.contains { $0.title == "Saved all the same" })
    }

    @Test func aDamagedDraftFileNeverKeepsTheLibraryFromOpening() throws {
        let controller = try controller()
        for damage in ["", "{", "null", #"{"title": 3}"#, "\u{FF}\u{FE}", String(repeating: "[", count: 100_000)] {
            try TestFiles.write(damage, to: draftPath)
            let loaded = try JSONFileStore(path: path).load()
            #expect(loaded.notes.count == controller.notes.count)
            #expect(loaded.draft == nil)
        }
    }

    @Test func resetMovesTheDraftAsideWithItsLibrary() throws {
        let controller = try controller()
        #expect(controller.claimDraftSlot())
        let edit = Draft(noteID: nil, title: "before the reset", body: "")
        controller.autosaveDraft(edit)
        try controller.save()
        let backup = try #require(try LibraryBackup.moveAside(path: path))
        #expect(try JSONFileStore(path: path).load().draft == nil, "the new library does not take the old draft")
        #expect(try JSONFileStore(path: backup).load().draft == edit, "the backup keeps it")
    }
}
