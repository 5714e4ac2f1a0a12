import Foundation
import LibraryFormat
import NotesMerging
import NotesModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The library as one JSON file (docs/file-format.md).
///
/// Loading never writes. Saving takes an exclusive lock beside the file,
/// merges three ways when another process changed the file since this store
/// last read or wrote it (see `LibraryMerge`), and replaces the file
/// atomically and durably: a new library gets mode 0600, a replaced one
/// keeps its mode (and, when root saves, its owner). A file that cannot be
/// read, or that its owner made read-only, or that belongs to someone else,
/// is never overwritten. A symbolic link is followed: its target is the
/// library, and the lock, temp and draft-lock files live beside the target
/// (see `LibraryFileTarget`).
public final class JSONFileStore: NotesStore, SharesLoadedNotes {
    /// System-call failures to simulate, for tests: each is the errno the
    /// step fails with. Honest stand-ins for conditions a test cannot
    /// create (EACCES when running as root, ENOSPC).
    public struct FaultInjection: Equatable, Sendable {
        public var openForReading: Int32?
        public var write: Int32?
        public var fsync: Int32?
        public var rename: Int32?
        /// The user id the store acts as when it decides whether it may
        /// replace a file (tests run as root, who may replace anything).
        public var actingUser: uid_t?
        /// The largest library a save writes, in place of the real bound
        /// (512 MiB), so a test need not build half a gigabyte of notes.
        public var largestLibrary: Int?

        public init(
            openForReading: Int32? = nil, write: Int32? = nil, fsync: Int32? = nil, rename: Int32? = nil,
            actingUser: uid_t? = nil, largestLibrary: Int? = nil
        ) {
            self.largestLibrary = largestLibrary
            self.openForReading = openForReading
            self.write = write
            self.fsync = fsync
            self.rename = rename
            self.actingUser = actingUser
        }

        public static let none = FaultInjection()
    }

    public let path: String
    public var location: String { path }
    /// How long a save waits for another process's lock before `busy`.
    public var lockTimeout: TimeInterval
    /// Failures the next operations meet; `.none` outside tests.
    public var faults: FaultInjection

    /// The lock on the draft slot while this process holds it.
    private var draftSlot: StoreLock?
    private let makeConflictID: () -> UUID

    // MARK: - Merge base

    /// The library as this store last read or wrote it: the base of a merge.
    private(set) var base = Library()
    /// Its bytes (or their digest) and file fingerprint, to tell cheaply
    /// whether the file changed since.
    private(set) var baseContent: BaseContent?
    /// Whether `baseContent` keeps only a digest (see `BaseContent`).
    let remembersDigestOnly: Bool
    private(set) var baseFingerprint: PosixFile.Fingerprint?
    /// The draft side file's content as last read or written.
    private var baseSideDraft: Draft?
    /// Files smaller than this are loaded whole at once: decoding them
    /// takes less than a glimpse saves.
    public var smallestGlimpsedFile = 256 * 1024
    /// What `glimpse` read, for the `load` that follows it (see `glimpse`).
    var glimpsedRead: (bytes: [UInt8], fingerprint: PosixFile.Fingerprint)?
    /// Whether this process's first save cleared dead writers' temp files.
    var clearedStaleTempFiles = false

    public init(
        path: String,
        lockTimeout: TimeInterval = 2,
        faults: FaultInjection = .none,
        remembersDigestOnly: Bool = false,
        makeConflictID: @escaping () -> UUID = { UUID() }
    ) {
        self.path = path
        self.remembersDigestOnly = remembersDigestOnly
        self.lockTimeout = lockTimeout
        self.faults = faults
        self.makeConflictID = makeConflictID
    }

    // MARK: - The file behind the path

    /// The file to read and replace (the final target when `path` is a
    /// symbolic link) and its side files. `forSaving` says which error a
    /// dangling link gives: reading (65) or saving (73).
    func target(forSaving: Bool) throws -> (file: String, sideFiles: StoreSideFiles) {
        let reason: String
        switch LibraryFileTarget.resolve(path) {
        case let .file(file):
            return (file, StoreSideFiles(dataPath: file))
        case let .danglingLink(_, target):
            reason = "it is a symbolic link to \(target), which does not exist; restore the target,"
                + " or remove the link to start a new library here (nothing was created)"
        case .linkLoop:
            reason = StoreFailureReasons.unreadable(PosixFile.Failure(step: "open", code: ELOOP))
        case let .unreadableLink(link):
            reason = "the symbolic link \(link) cannot be followed (its target is not a UTF-8 path, or it cannot be read);"
                + " point it at a UTF-8 path or choose another file with --data-file"
        }
        throw forSaving ? StoreError.unwritable(path: path, reason: reason) : StoreError.unreadable(path: path, reason: reason)
    }

    // MARK: - NotesStore

    /// Only an `lstat`: anything at the path (even a folder, or a link to
    /// nothing) counts, so that `load` gets to say what is wrong with it.
    public func libraryExists() -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    public func hasChangedElsewhere() -> Bool {
        switch PosixFile.status(path) {
        case let .success(info): return baseFingerprint.map { PosixFile.Fingerprint(info) != $0 } ?? true
        case .failure: return baseFingerprint != nil
        }
    }

    public func claimDraftSlot() -> Bool {
        if draftSlot != nil { return true }
        do {
            let (file, sideFiles) = try target(forSaving: true)
            try PosixFile.makeDirectories(sideFiles.folder)
            draftSlot = try StoreLock.acquire(
                path: sideFiles.draftLockPath, timeout: 0,
                owner: LibraryFileTarget.ownerToKeep(existing: existingFile(file), folder: sideFiles.folder))
            return true
        } catch StoreLock.AcquireError.busy {
            return false
        } catch {
            // The slot cannot be coordinated here (a read-only folder, say):
            // keeping the edit as the draft is better than losing it.
            return true
        }
    }

    public func releaseDraftSlot() {
        draftSlot = nil
    }

    public func load() throws -> Library {
        // No look for other writers' temp files here: listing the folder
        // cost a library kept in a busy one (a home folder, /tmp) tens of
        // milliseconds before the first frame. The first save clears them.
        let (file, sideFiles) = try target(forSaving: false)
        guard let current = try readFile(file, assumeUnchangedIfSameFingerprint: false) else {
            base = Library()
            baseContent = nil
            baseFingerprint = nil
            // A draft left beside no library (its library was deleted or
            // moved aside) is not this library's.
            baseSideDraft = nil
            return base
        }
        base = current.library
        baseContent = current.content
        baseFingerprint = current.fingerprint
        baseSideDraft = sideFiles.readDraft()
        return withDraft(current.library, side: baseSideDraft)
    }

    public func adoptOrder(of notes: [Note]) {
        guard notes.count == base.notes.count else { return }
        base.notes = notes
    }

    /// The whole file is written on every save: which notes changed does
    /// not matter to it.
    public func save(_ library: Library, changes: LibraryChanges) throws -> Library {
        try save(library)
    }

    public func save(_ library: Library) throws -> Library {
        let (file, sideFiles) = try target(forSaving: true)
        return try holdingSaveLock(file: file, sideFiles: sideFiles) {
            try saveHoldingLock(library, file: file, sideFiles: sideFiles)
        }
    }

    /// `stat` of the library file when there is one.
    func existingFile(_ file: String) -> stat? {
        if case let .success(info) = PosixFile.status(file) { return info }
        return nil
    }

    // MARK: - Saving

    /// Reads what is on disk, merges if it changed since `base`, writes.
    /// A file that vanished since (moved aside by `--reset`, say) is not a
    /// deletion of every note: this side's library is written as it is.
    private func saveHoldingLock(_ library: Library, file: String, sideFiles: StoreSideFiles) throws -> Library {
        clearStaleTempFilesOnce(sideFiles)
        let onDisk = try readFile(file, assumeUnchangedIfSameFingerprint: true)
        let draftOnDisk = onDisk == nil ? nil : sideFiles.readDraft()
        let changedElsewhere = onDisk.map { !Self.isSame($0.content, baseContent) || draftOnDisk != baseSideDraft } ?? false
        let result = changedElsewhere
            ? LibraryMerge.merge(base: withDraft(base, side: baseSideDraft), mine: library,
                                 theirs: onDisk.map { withDraft($0.library, side: draftOnDisk) } ?? Library(),
                                 makeID: makeConflictID)
            : library
        // The library file holds the notes; the draft goes to its side file.
        var notesOnly = result
        notesOnly.draft = nil
        // Only the draft changed (a pause while typing): the notes are those
        // last read or written, so nothing is encoded or written.
        let notesUnchanged = onDisk != nil && !changedElsewhere && base.draft == nil
            && notesOnly.unknownFields == base.unknownFields && Self.sameNotes(notesOnly.notes, base.notes)
        if notesUnchanged {
            // In this process's order, so that next time they share storage.
            base.notes = notesOnly.notes
        } else {
            try writeLibraryFile(notesOnly, file: file, sideFiles: sideFiles, onDisk: onDisk)
        }
        if onDisk == nil || result.draft != draftOnDisk {
            do {
                try sideFiles.writeDraft(result.draft, owner: LibraryFileTarget.ownerToKeep(existing: existingFile(file), folder: sideFiles.folder))
            } catch {
                throw StoreError.unwritable(path: path, reason: StoreFailureReasons.unwritable(
                    error, folder: sideFiles.folder, inTheWay: sideFiles.draftPath))
            }
        }
        baseSideDraft = result.draft
        return result
    }

    /// Writes the notes (unless the file already holds exactly them) and
    /// remembers them as the base of the next merge.
    private func writeLibraryFile(_ library: Library, file: String, sideFiles: StoreSideFiles, onDisk: FileContents?) throws {
        let bytes = LibraryCodec.encode(library)
        if let onDisk, onDisk.content.isContent(of: bytes) {
            // Nothing to write; just remember where we stand.
            remember(library, bytes: bytes, fingerprint: onDisk.fingerprint)
            return
        }
        let fingerprint = try replaceLibraryFile(file, sideFiles: sideFiles, with: [bytes[...]])
        remember(library, bytes: bytes, fingerprint: fingerprint)
    }

    /// The library as this process sees it: the side file's draft, else
    /// the one an older version kept in the library file.
    private func withDraft(_ library: Library, side: Draft?) -> Library {
        guard let side else { return library }
        var library = library
        library.draft = side
        return library
    }

    private func remember(_ library: Library, bytes: [UInt8], fingerprint: PosixFile.Fingerprint) {
        base = library
        baseContent = BaseContent(bytes, digestOnly: remembersDigestOnly)
        baseFingerprint = fingerprint
    }
}
