import Foundation
import LibraryFormat
import NotesCore
import NotesMerging
import NotesModel
import NotesStorage
import NotesVault
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps a JSON library in a git remote note by note (docs/sync.md, "A
/// JSON library"), through a copy beside it: the hidden folder
/// `.NAME.sync/` next to the library file `NAME` is a vault (one Markdown
/// file per note, `LibraryMirror`) that `VaultGitSync` syncs as it syncs a
/// person's vault. A sync
/// 1. merges the library into the copy (`reconcile`): what changed in
///    either since they last agreed (`LibraryMirrorBase`) goes into both;
/// 2. syncs the copy with the remote, file by file;
/// 3. merges the copy's notes that came in back into the library.
/// Step 1 also finishes a sync killed between 2 and 3: the copy then holds
/// notes the library does not, and they come in rather than go.
public struct JSONCopySync: LibrarySyncing {
    /// The library file, in its real folder.
    public let libraryPath: String
    let copy: VaultGitSync
    let environment: [String: String]
    static let lockTimeout: TimeInterval = 10

    init(libraryPath: String, copy: VaultGitSync, environment: [String: String]) {
        (self.libraryPath, self.copy, self.environment) = (libraryPath, copy, environment)
    }

    /// Where the copy of the library at `libraryPath` lives.
    public static func copyPath(ofLibrary libraryPath: String) -> String {
        let folder = (libraryPath as NSString).deletingLastPathComponent
        return folder + "/." + (libraryPath as NSString).lastPathComponent + ".sync"
    }

    /// The sync of the library at `dataPath` when its copy is set up; nil
    /// otherwise. Reads two files and runs no program.
    public static func configured(dataPath: String,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> JSONCopySync? {
        guard let place = LibraryPlace(dataPath: dataPath),
              let copy = VaultGitSync.configured(vaultPath: copyPath(ofLibrary: place.path), environment: environment) else { return nil }
        return JSONCopySync(libraryPath: place.path, copy: copy, environment: environment)
    }

    public func sync() throws(SyncError) -> SyncReport {
        let lock = try syncLock()
        defer { withExtendedLifetime(lock) {} }
        let base = LibraryMirrorBase(gitFolder: copy.gitFolder)
        let pending = base.isPending
        let before = base.agrees(with: libraryPath) ? false : try reconcile()
        base.markPending()
        var report = try copy.sync()
        // The copy changed only if the remote brought something (or a sync
        // cut short before left something in it).
        let after = report.broughtChanges || pending ? try reconcile() : false
        base.clearPending()
        report.broughtChanges = before || after
        return report
    }

    /// The copy's status; a library changed since the copy last took it
    /// in has changes not yet committed too.
    public func status() throws(SyncError) -> SyncStatus {
        var status = try copy.status()
        if !status.uncommittedChanges, let agreed = LibraryMirrorBase(gitFolder: copy.gitFolder).read() {
            var current = try readLibrary().library
            current.draft = nil
            current.unknownFields = UnknownFields()
            status.uncommittedChanges = current != agreed
        }
        return status
    }

    /// One sync of this library at a time (the copy's own lock is taken
    /// inside `copy.sync()`, after the first merge).
    func syncLock() throws(SyncError) -> AnyObject {
        do {
            return try LibraryFolderAccess.lock(dataPath: copy.gitFolder + "/notes-tui-json-sync", timeout: VaultGitSync.syncLockTimeout)
        } catch {
            throw .gitFailed(step: "start", reason: "another sync of this library is still running; try again")
        }
    }

    /// Brings the library and its copy to the same notes, holding the
    /// library's lock: the three-way merge of what they last agreed on,
    /// the library now and the copy now. Writes each side only where it
    /// differs. True when the library took in changes from the copy.
    @discardableResult
    func reconcile() throws(SyncError) -> Bool {
        try withLibraryLock { () throws(SyncError) -> Bool in
            let current = try readLibrary()
            let mirror = LibraryMirror(root: copy.vault, environment: environment)
            let base = LibraryMirrorBase(gitFolder: copy.gitFolder)
            if !base.isPending, let agreed = base.read(), var places = base.readPlaces() {
                // The copy is as they last agreed: only the library's changes go in.
                try writeChanges(current.library, agreed: agreed, places: &places, mirror: mirror, base: base)
                return false
            }
            let held: [Note]
            do { held = try mirror.read() } catch { throw .store(Self.storeError(error, path: copy.vault)) }
            let agreed = base.read() ?? Library(notes: held.map(Self.withoutFile))
            let trashDates = Dictionary(agreed.notes.compactMap { note in note.trashed.map { (note.id, $0) } },
                                        uniquingKeysWith: { first, _ in first })
            let theirs = Library(notes: held.map { Self.normalised($0, trashDates: trashDates) })
            var merged = LibraryMerge.merge(base: agreed, mine: current.library, theirs: theirs)
            merged.draft = current.library.draft
            merged.unknownFields = current.library.unknownFields
            var places = Dictionary(held.compactMap { note in LibraryMirror.place(of: note).map { (note.id, $0) } },
                                    uniquingKeysWith: { first, _ in first })
            try write(merged.notes, over: held, places: &places, mirror: mirror)
            let changedHere = merged != current.library
            if changedHere {
                do { try LibraryFolderAccess.replace(libraryPath, with: LibraryCodec.encode(merged), mode: current.mode) } catch {
                    throw .store(Self.storeError(error, path: libraryPath))
                }
            }
            try record(merged, places: places, base: base)
            return changedHere
        }
    }

    /// The library's notes that differ from what it and the copy agreed
    /// on, written into the copy (their files alone are read).
    private func writeChanges(_ library: Library, agreed: Library, places: inout [UUID: LibraryMirror.Place],
                              mirror: LibraryMirror, base: LibraryMirrorBase) throws(SyncError) {
        let now = Dictionary(library.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let then = Dictionary(agreed.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var changed = Set(then.keys.filter { now[$0] == nil })
        for (id, note) in now where then[id] != note { changed.insert(id) }
        if !changed.isEmpty {
            let held = mirror.read(places.filter { changed.contains($0.key) })
            try write(changed.compactMap { now[$0] }, over: held, places: &places, mirror: mirror)
        }
        try record(library, places: places, base: base)
    }

    private func write(_ notes: [Note], over held: [Note], places: inout [UUID: LibraryMirror.Place],
                       mirror: LibraryMirror) throws(SyncError) {
        do {
            for (id, place) in try mirror.write(notes, over: held) { places[id] = place }
            try VaultFileWriter(root: copy.vault).syncFileSystem()
        } catch let failure as PosixFile.Failure {
            throw .gitFailed(step: "write the library's copy", reason: "\(failure.step): \(PosixFile.describe(failure.code))")
        } catch {
            throw .store(Self.storeError(error, path: copy.vault))
        }
    }

    /// What the library and the copy now agree on, and where its files are.
    private func record(_ library: Library, places: [UUID: LibraryMirror.Place], base: LibraryMirrorBase) throws(SyncError) {
        var plain = library
        plain.draft = nil
        plain.unknownFields = UnknownFields()
        try base.write(plain)
        base.writePlaces(places)
        base.recordAgreement(with: libraryPath)
    }

    func withLibraryLock<T>(_ body: () throws(SyncError) -> T) throws(SyncError) -> T {
        let lock: AnyObject
        do {
            lock = try LibraryFolderAccess.lock(dataPath: libraryPath, timeout: Self.lockTimeout)
        } catch {
            throw .store(Self.storeError(error, path: libraryPath))
        }
        return try withExtendedLifetime(lock) { () throws(SyncError) -> T in try body() }
    }

    /// The library as it is on disk (none yet: an empty one), and its mode.
    func readLibrary() throws(SyncError) -> (library: Library, mode: mode_t) {
        guard FileManager.default.fileExists(atPath: libraryPath) else { return (Library(), 0o600) }
        do {
            let bytes = try LibraryFolderAccess.read(libraryPath)
            let library = bytes.isEmpty ? Library() : try LibraryCodec.decode(bytes)
            return (library, FileMode.of(libraryPath) ?? 0o600)
        } catch let error as LibraryDecodingError {
            throw .store(.unreadable(path: libraryPath, reason: "\(error.description); fix it or move it aside before syncing"))
        } catch {
            throw .store(Self.storeError(error, path: libraryPath))
        }
    }

    static func withoutFile(_ note: Note) -> Note {
        var note = note
        note.file = nil
        return note
    }

    /// The copy's note as the library would hold it: no file, and the
    /// trash date the library knew (a file in `.trash/` keeps none).
    static func normalised(_ note: Note, trashDates: [UUID: Date]) -> Note {
        var note = withoutFile(note)
        if note.isTrashed, let known = trashDates[note.id] { note.trashed = known }
        return note
    }

    static func storeError(_ error: Error, path: String) -> StoreError {
        (error as? StoreError) ?? .unwritable(path: path, reason: "\(error)")
    }
}
