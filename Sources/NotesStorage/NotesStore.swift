import Foundation
import LibraryFormat
import NotesModel

/// Where a library is kept: one JSON file today, a folder of Markdown
/// files (a vault) next; the in-memory store stands in for either in
/// tests. The controller and the screens see only this protocol, so what
/// one kind of store needs and another can ignore is a hint here
/// (`LibraryChanges`), never a different call.
public protocol NotesStore: AnyObject {
    /// What to call this library on screen and in messages (usually a path).
    var location: String { get }

    /// Whether a library exists yet. Cheap: it must not read the library.
    func libraryExists() -> Bool

    /// Reads the library; a library that does not exist yet reads as empty.
    /// Throws `StoreError.unreadable` and never touches a file it cannot read.
    func load() throws -> Library

    /// Writes `library`, first merging changes made elsewhere since this
    /// store last loaded or saved; returns the library as it now stands.
    /// `changes` says which notes differ from what this store last loaded
    /// or saved, so that a store keeping a file per note writes those and
    /// never rewrites an unchanged one; a store writing the whole library
    /// at once may ignore it. (`save(_:)` is this with `.unknown`.)
    func save(_ library: Library, changes: LibraryChanges) throws -> Library

    /// Whether the library changed on disk since this store last loaded or
    /// saved it — another process, a sync tool, a hand edit. Cheap (a
    /// `stat`), so the app can ask whenever it is idle.
    func hasChangedElsewhere() -> Bool

    /// Which notes changed elsewhere, once `hasChangedElsewhere()` said
    /// something did: `.notes` when this store can tell (a vault watching
    /// its files), else `.unknown` — every note may have.
    func changesElsewhere() -> LibraryChanges

    /// What the last `load` left out because it could not read it as a
    /// note (a vault's unreadable file, say): each with its path and why.
    /// Empty when nothing was.
    var skipped: [SkippedEntry] { get }

    /// Claims the library's one draft slot (docs/file-format.md §5) for this process,
    /// for as long as it is editing; false while another running instance
    /// holds it. A process that dies lets go of it.
    func claimDraftSlot() -> Bool

    /// Lets go of the draft slot, once this process's draft is cleared.
    func releaseDraftSlot()

    /// The list's sort last chosen for this library, kept outside the
    /// library file (the library may be shared); nil when none was.
    func rememberedSort() -> NoteSort?

    /// Remembers the list's sort for this library. Best effort: a failure
    /// loses only the preference, never a note.
    func rememberSort(_ sort: NoteSort)

    /// The first `limit` notes of the list in `sort`'s order and how many
    /// there are, read without decoding the whole library, for a first
    /// frame; nil when this store cannot tell them exactly (then `load`).
    func glimpse(sort: NoteSort, limit: Int) -> LibraryGlimpse?
}

extension NotesStore {
    /// Writes a library of which anything may have changed (one a command
    /// built, for instance).
    public func save(_ library: Library) throws -> Library {
        try save(library, changes: .unknown)
    }

    public func changesElsewhere() -> LibraryChanges { .unknown }
    public var skipped: [SkippedEntry] { [] }
    public func glimpse(sort: NoteSort, limit: Int) -> LibraryGlimpse? { nil }
}

/// A store that keeps its own copy of every note it loaded (the base of
/// its next merge) and can share it with the controller instead: one
/// array of every note in memory, not two. The controller offers it with
/// `as?`; a store that keeps no such copy does not adopt this.
public protocol SharesLoadedNotes: NotesStore {
    /// Takes `notes` — the very notes `load` last handed out, put in the
    /// list's order — as its own copy of them. A merge matches notes by
    /// id, not by place.
    func adoptOrder(of notes: [Note])
}

/// Why a library could not be read or written. Each maps to one exit status
/// and one line a person can act on.
public enum StoreError: Error, Equatable, Sendable {
    /// The file exists but cannot be used; it is left exactly as it was.
    case unreadable(path: String, reason: String)
    /// The library could not be written; the old file is intact.
    case unwritable(path: String, reason: String)
    /// Another process holds the library and waiting did not help.
    case busy(path: String)

    /// One line, without the `notes-tui:` prefix.
    public var message: String {
        switch self {
        case let .unreadable(path, reason):
            return "cannot read \(Self.shown(path)): \(reason)"
        case let .unwritable(path, reason):
            return "cannot save \(Self.shown(path)): \(reason)"
        case let .busy(path):
            return "\(Self.shown(path)) is locked by another notes-tui process; wait for it to finish and try again"
        }
    }

    /// Characters of a path a message keeps: a 100,000-character path
    /// must not push the reason and the advice off the line.
    static let shownPathLimit = 200

    /// `path`, cut in the middle when long, so its start and its file name show.
    static func shown(_ path: String) -> String {
        guard path.count > shownPathLimit else { return path }
        let half = (shownPathLimit - 1) / 2
        return String(path.prefix(half)) + "…" + String(path.suffix(half))
    }

    /// The exit status (docs/behaviour.md §5).
    public var exitCode: Int32 {
        switch self {
        case .unreadable: return 65
        case .unwritable: return 73
        case .busy: return 75
        }
    }
}

extension StoreError: CustomStringConvertible {
    public var description: String { message }
}
