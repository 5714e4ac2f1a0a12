import Foundation
import NotesCore
import NotesModel
import NotesStorage
import TestSupport
import Testing

/// Random runs of two writers on one library file: one saving in the
/// background at random moments (the app), the other saving at once (a
/// command). Each edits only its own notes, so nothing conflicts; at the
/// end every note either made is on disk with its last text and flags,
/// and both see exactly the file.
@Suite struct BackgroundSavePropertyTests {
    @Test func backgroundSavesWithAnotherWriterLoseNothing() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0xB5A7E)
        let rounds = SeededRandom.iterations(fallback: 12)
        for round in 0..<rounds {
            let folder = try TemporaryDirectory()
            let path = folder.file("notes.json")
            let app = NotesController(store: JSONFileStore(path: path), samples: [])
            let command = NotesController(store: JSONFileStore(path: path), samples: [])
            try app.load()
            try command.load()
            var expected: [UUID: Note] = [:]
            for step in 0..<60 {
                let writer = Bool.random(using: &random) ? app : command
                let own = expected.values.filter { note in writer.note(withID: note.id) != nil && ownedBy(writer, note, app: app) }
                switch own.isEmpty ? 0 : Int.random(in: 0..<10, using: &random) {
                case 0..<3:
                    let title = (writer === app ? "app " : "command ") + "\(round).\(step)"
                    let note = writer.createNote(title: title, body: "body \(step)")
                    expected[note.id] = note
                case 3..<6:
                    let note = own.randomElement(using: &random)!
                    expected[note.id] = writer.updateNote(note.id, title: note.title, body: "edit \(step)")
                case 6:
                    let note = own.randomElement(using: &random)!
                    writer.setPinned(note.id, !(writer.note(withID: note.id)?.pinned ?? false))
                    expected[note.id] = writer.note(withID: note.id)
                case 7:
                    let note = own.randomElement(using: &random)!
                    writer.trashNote(note.id)
                    expected[note.id] = writer.note(withID: note.id)
                default:
                    break
                }
                if writer === command {
                    try command.save()
                } else {
                    // The app's loop: take in a finished save, start the next.
                    app.finishBackgroundSave(waiting: false)
                    app.startBackgroundSave()
                }
            }
            try app.save()
            try command.save()
            try app.sync()
            let onDisk = try JSONFileStore(path: path).load()
            let context = "seed \(random.seed), round \(round)"
            #expect(Set(onDisk.notes.map(\.id)) == Set(expected.keys), "\(context): every note made is there once")
            #expect(onDisk.notes.count == expected.count, "\(context): no conflict copies")
            for note in onDisk.notes {
                let want = expected[note.id]
                #expect(note.body == want?.body && note.pinned == want?.pinned && (note.trashed == nil) == (want?.trashed == nil),
                        "\(context): \(note.title) as last changed")
            }
            #expect(Set(app.allNotes) == Set(onDisk.notes), "\(context): the app shows the file")
        }
    }

    /// Whether `writer` made `note` (titles say who made them).
    private func ownedBy(_ writer: NotesController, _ note: Note, app: NotesController) -> Bool {
        note.title.hasPrefix(writer === app ? "app " : "command ")
    }
}
