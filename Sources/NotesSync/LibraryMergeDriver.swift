import Foundation
import LibraryFormat
import NotesMerging
import NotesModel
import NotesStorage

/// notes-tui as git's merge driver for the library file:
/// `notes-tui sync --merge-driver BASE OURS THEIRS` (git's `%O %A %B`).
/// Reads the three versions, merges them as two local writers' saves are
/// merged (`LibraryMerge`: conflict copies, pinned and trashed field by
/// field; a note THEIRS dropped without the trash kept in the trash), and
/// writes the result over OURS atomically. Any version it
/// cannot read stops the merge (a non-zero exit, so git stops and the
/// sync undoes it): nothing is guessed, no conflict marker is written.
public enum LibraryMergeDriver {
    public struct Refusal: Error, Equatable {
        /// One line, without the `notes-tui:` prefix.
        public var message: String
    }

    public static func run(base: String, ours: String, theirs: String) throws(Refusal) {
        let baseLibrary = try read(base, side: "the common ancestor", emptyIsEmptyLibrary: true)
        let ourLibrary = try read(ours, side: "this machine's library", emptyIsEmptyLibrary: false)
        let theirLibrary = try read(theirs, side: "the remote's library", emptyIsEmptyLibrary: false)
        // A note the other side dropped without the trash stays, in the trash.
        let kept = RemoteDeletions.keptInTrash(base: baseLibrary, mine: ourLibrary, theirs: theirLibrary, now: Date()).theirs
        var merged = LibraryMerge.merge(base: baseLibrary, mine: ourLibrary, theirs: kept)
        // The draft is this machine's: another machine's never comes in.
        merged.draft = ourLibrary.draft
        let bytes = LibraryCodec.encode(merged)
        guard bytes.count <= LibraryFolderAccess.maximumLibrarySize else {
            throw Refusal(message: "the merged library would be larger than any library may be; nothing was merged")
        }
        do {
            try LibraryFolderAccess.replace(ours, with: bytes)
        } catch {
            throw Refusal(message: "could not write the merged library: \(error)")
        }
    }

    static func read(_ path: String, side: String, emptyIsEmptyLibrary: Bool) throws(Refusal) -> Library {
        let bytes: [UInt8]
        do {
            bytes = try LibraryFolderAccess.read(path)
        } catch {
            throw Refusal(message: "\(side) cannot be read: \((error as? StoreError)?.message ?? "\(error)")")
        }
        if emptyIsEmptyLibrary, bytes.isEmpty { return Library() }
        do {
            return try LibraryCodec.decode(bytes)
        } catch {
            if case let .newerVersion(version) = error {
                throw Refusal(message: "\(side) was written by a newer notes-tui (format version \(version)); update notes-tui on this machine")
            }
            throw Refusal(message: "\(side) is not a notes library (\(error.description))")
        }
    }
}

/// How git is told to run the driver, and how its refusal is recognised.
enum MergeDriverCommand {
    /// `'/path/to/notes-tui' sync --merge-driver %O %A %B`; git runs it
    /// through the shell and quotes the three file names itself.
    static func configValue(executable: String) -> String {
        "'" + executable.replacingOccurrences(of: "'", with: "'\\''") + "' sync --merge-driver %O %A %B"
    }

    static let refusalPrefix = "notes-tui: merge refused: "

    /// The driver's one line in git's stderr.
    static func refusal(in stderr: String) -> String? {
        for line in stderr.split(whereSeparator: \.isNewline) where line.hasPrefix(refusalPrefix) {
            return GitMessages.clean(String(line.dropFirst(refusalPrefix.count)))
        }
        return nil
    }
}
