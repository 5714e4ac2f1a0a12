import Foundation
import NotesCore
import NotesModel
import NotesStorage

/// A pause while typing in one note: the app saves the edit as the draft.
/// Timed, and the bytes this process writes for it counted (`wchar` of
/// `/proc/self/io`: every byte handed to `write`), which should be the
/// note's size and a little more, whatever the size of the library.
enum DraftAutosaveBenchmark {
    struct Result {
        var milliseconds: [Double] = []
        var bytes: [Double] = []
        /// The edited note's title and body, in bytes.
        var noteSize = 0
    }

    static func measure(libraryAt source: String, folder: String, label: String, runs: Int) -> Result {
        let path = folder + "/draft-\(label).json"
        try? FileManager.default.removeItem(atPath: path)
        try! FileManager.default.copyItem(atPath: source, toPath: path)
        let controller = NotesController(store: JSONFileStore(path: path), samples: [])
        try! controller.load()
        guard controller.claimDraftSlot() else { fatalError("the draft slot is taken") }
        let note = controller.notes[controller.notes.count / 2]
        var result = Result(noteSize: note.title.utf8.count + note.body.utf8.count)
        for run in 0..<runs {
            controller.autosaveDraft(Draft(noteID: note.id, title: note.title, body: note.body + " typed \(run)"))
            let before = writtenBytes()
            let started = DispatchTime.now().uptimeNanoseconds
            try! controller.save()
            result.milliseconds.append(milliseconds(since: started))
            result.bytes.append(Double(writtenBytes() - before))
        }
        return result
    }

    private static func writtenBytes() -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/io", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("wchar:") }
        return line.flatMap { Int($0.dropFirst("wchar:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
    }
}
