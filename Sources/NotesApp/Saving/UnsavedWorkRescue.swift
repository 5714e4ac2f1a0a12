import Foundation
import NotesCore

/// Keeps unsaved work from vanishing on the way out: when the library
/// cannot be saved, what it would have lost is written to a rescue copy
/// (see `RescueCopy`), once — asking again for the same work gives the
/// same file.
final class UnsavedWorkRescue {
    private let folders: [String]
    private let clock: () -> Date
    private var written: (work: Library, path: String)?

    init(folders: [String], clock: @escaping () -> Date) {
        self.folders = folders
        self.clock = clock
    }

    /// The rescue copy of what `controller` has not saved (with `edit`);
    /// nil when there is nothing to rescue or no folder would take it.
    func rescue(_ controller: NotesController, edit: Draft?) -> Outcome {
        guard let work = controller.unsavedWork(including: edit) else { return .nothingToRescue }
        if let written, written.work.notes.map(\.id) == work.notes.map(\.id),
           zip(written.work.notes, work.notes).allSatisfy({ $0.title == $1.title && $0.body == $1.body }) {
            return .written(written.path)
        }
        guard let path = RescueCopy.write(work, to: folders, now: clock()) else { return .failed(folders) }
        written = (work, path)
        return .written(path)
    }

    enum Outcome: Equatable {
        case nothingToRescue
        case written(String)
        /// No folder took it: these were tried.
        case failed([String])
    }
}

/// A save that failed on the way out, and what became of the unsaved work:
/// one line, and the save's exit status.
public struct UnsavedWorkError: Error, Equatable {
    public let saveError: StoreError
    /// Where the unsaved work was written; nil when no folder took it.
    public let rescuePath: String?
    public let triedFolders: [String]

    public var exitCode: Int32 { saveError.exitCode }

    public var message: String {
        // The library itself was left as it was (saves are atomic).
        let failure = saveError.exitMessage
        guard let rescuePath else {
            return "\(failure); nothing was changed, and the unsaved notes could not be written anywhere either (tried \(triedFolders.joined(separator: ", "))) and are lost"
        }
        return "\(failure); nothing was changed, and what was not saved is in \(rescuePath): bring it back with 'notes-tui import \(rescuePath)'"
    }
}
