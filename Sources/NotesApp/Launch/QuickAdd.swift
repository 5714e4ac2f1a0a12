import Foundation
import NotesInterchange
import NotesModel

/// `add` without loading the library (`JSONFileStore.addQuickly`): the
/// note is written between the file's own bytes when the file is exactly
/// what notes-tui writes. Everything a person sees — the id printed, the
/// file afterwards, each error and exit status — is what the full path
/// gives; whenever the quick path cannot promise that, it hands over
/// before changing anything.
enum QuickAdd {
    /// Nil when the quick path does not apply (nothing read, not even stdin).
    static func run(title: String?, words: [String], container: AppContainer, io: CommandIO) -> QuickOutcome? {
        // Read as `load` reads it, before the text: a library the full path
        // would refuse is reported as it reports it, before stdin is read.
        guard let store = container.quickStore(), let basis = store.prepareQuickAdd() else { return nil }
        // The library was read (no controller is made to hold it).
        container.trace.record("NotesStore.load")
        let body: String
        do {
            body = try NoteInput.body(words: words, io: io)
            guard !(title ?? "").isEmpty || !body.isEmpty else { throw CommandError.nothingToAdd }
        } catch {
            return .failed(error)
        }
        let now = container.clock()
        let note = Note(id: UUID(), title: title ?? "", body: body, created: now, modified: now)
        do {
            guard try store.addQuickly(note, to: basis) else { return .fullPath(body: body) }
            container.trace.record("QuickAdd.written")
            return .added(note)
        } catch {
            return .failed(error)
        }
    }
}
