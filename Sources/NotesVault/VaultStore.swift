import Foundation
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A vault as a library: a folder of Markdown files, one note each
/// (docs/vault.md). Reading walks the folder and reads each `*.md` file
/// once — later loads read again only files whose `stat` changed, and a
/// launch takes unchanged files' notes from a cache (`VaultCache`). Saving
/// writes only the notes that changed, each file atomically, merging a
/// file changed on disk meanwhile as two writers are merged. This
/// machine's own state (the draft, the sort) is kept outside the vault
/// (`VaultStateFolder`).
public final class VaultStore: NotesStore {
    /// The vault's path as given (shown in messages).
    public let location: String
    let environment: [String: String]
    let timeZone: ShownTimeZone
    /// Seconds between two looks at the files when nothing tells this
    /// store of changes (see `hasChangedElsewhere`).
    let checkInterval: TimeInterval

    /// The vault's real path, once known (a symlinked vault is read where it is).
    private(set) var root: String?
    private(set) var state: VaultStateFolder?

    /// A note file as this store last read or wrote it.
    struct Record: Equatable {
        var path: String
        var isTrashed: Bool
        var fingerprint: PosixFile.Fingerprint
    }

    /// The notes as last loaded or saved (the base of the next merge), and
    /// where each one's file is.
    var base: [UUID: Note] = [:]
    var records: [UUID: Record] = [:]
    var baseDraft: Draft?
    public internal(set) var skipped: [SkippedEntry] = []
    /// Ids of notes whose files moved, by their paths now (`VaultStateFolder.readMovedIDs`).
    var movedIDs: [String: UUID] = [:]
    private var movedIDsRead = false
    /// The start-up cache: read and written by the first load (`VaultStore+Cache`).
    var cacheUse = VaultCacheUse()
    /// The first notes of each date order and the count, as last kept (`keepGlimpse`).
    var glimpses: [NoteSort: (notes: [Note], count: Int)] = [:]
    private var lastCheck: Date = .distantPast
    /// Tells of other programs' changes as they happen (inotify); nil
    /// until the first load, and for a store asked not to watch (a
    /// command that reads once).
    private var watcher: VaultWatcher?
    let watchesFiles: Bool
    private var draftSlot: StoreLock?

    public init(path: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                timeZone: ShownTimeZone = .system, checkInterval: TimeInterval = 1, watchesFiles: Bool = true) {
        self.watchesFiles = watchesFiles
        location = path
        self.environment = environment
        self.timeZone = timeZone
        self.checkInterval = checkInterval
    }

    public func libraryExists() -> Bool {
        var info = stat()
        return stat(location, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The vault's real path and state folder, found once.
    func resolvedRoot() throws(StoreError) -> String {
        if let root { return root }
        guard let real = VaultScan.realPath(location) else {
            throw StoreError.unreadable(path: location, reason: "cannot open the vault: \(PosixFile.describe(errno))")
        }
        var info = stat()
        guard stat(real, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw StoreError.unreadable(path: location, reason: "not a folder; name a folder of Markdown notes")
        }
        root = real
        state = VaultStateFolder(vaultRealPath: real, environment: environment)
        return real
    }

    public func load() throws -> Library {
        guard libraryExists() else {
            (base, records, baseDraft, skipped) = ([:], [:], nil, [])
            return Library()
        }
        let root = try resolvedRoot()
        // Watching starts before the walk: a change made during it is
        // reported, not lost between the two.
        if watcher == nil, watchesFiles { watcher = VaultWatcher(root: root) }
        let scan = VaultScan.scan(root: root)
        var notes: [Note] = []
        notes.reserveCapacity(scan.found.count)
        var newBase: [UUID: Note] = [:]
        var newRecords: [UUID: Record] = [:]
        var skipped = scan.skipped
        let known = Dictionary(records.map { (Self.key($0.value.path, $0.value.isTrashed), $0.key) },
                               uniquingKeysWith: { first, _ in first })
        var moved = movedNotes(found: scan.found)
        if !movedIDsRead, let state {
            movedIDs = state.readMovedIDs()
            movedIDsRead = true
        }
        let movedBefore = movedIDs
        let reads = readChanged(scan.found, known: known, root: root)
        for (index, found) in scan.found.enumerated() {
            let key = Self.key(found.path, found.isTrashed)
            var note: Note
            var fingerprint = found.fingerprint
            if let read = reads[index] {
                switch read {
                case let .note(read, readFingerprint):
                    note = read
                    fingerprint = readFingerprint
                    // A file renamed by this store keeps the id it had; one
                    // renamed or moved by another program (`mv`, vim's
                    // `:saveas`, Obsidian) too, when its text is unchanged.
                    if let id = known[key] {
                        note.id = id
                    } else if let id = moved.removeValue(forKey: MovedKey(note)) {
                        note.id = id
                        movedIDs[key] = id
                    } else if note.id == VaultNoteID.derived(fromPath: found.path), let id = movedIDs[key] {
                        note.id = id
                    }
                case let .skipped(reason):
                    skipped.append(SkippedEntry(path: (found.isTrashed ? VaultScan.trashFolder + "/" : "") + found.path, reason: reason))
                    continue
                case .gone:
                    continue
                }
            } else if let id = known[key], let kept = base[id] {
                note = kept
            } else {
                continue
            }
            // Two files with one id (a note copied with its front matter):
            // the second goes by its path's.
            if newBase[note.id] != nil { note.id = VaultNoteID.derived(fromPath: key) }
            if newBase[note.id] != nil { note.id = UUID() }
            newBase[note.id] = note
            newRecords[note.id] = Record(path: found.path, isTrashed: found.isTrashed, fingerprint: fingerprint)
            notes.append(note)
        }
        (base, records, self.skipped) = (newBase, newRecords, skipped)
        movedIDs = movedIDs.filter { newRecords[$0.value].map { Self.key($0.path, $0.isTrashed) } == $0.key }
        if movedIDs != movedBefore { state?.writeMovedIDs(movedIDs) }
        baseDraft = state?.readDraft()
        lastCheck = Date()
        keepGlimpse(of: notes)
        keepCache(found: scan.found, reads: reads)
        return Library(notes: notes, draft: baseDraft)
    }

    /// A note's text — its title too unless that is the file's name, which
    /// a move changes: what tells a file moved by another program (into
    /// the trash, too) from a new one.
    struct MovedKey: Hashable {
        let title: String, body: String
        init(_ note: Note) {
            title = note.file?.titleSource == .fileName ? "" : note.title
            body = note.body
        }
    }

    /// The notes whose files are gone from where they were, by their text:
    /// a file of that text at a new place is the same note moved.
    private func movedNotes(found: [VaultScan.Found]) -> [MovedKey: UUID] {
        guard !records.isEmpty else { return [:] }
        let present = Set(found.map { Self.key($0.path, $0.isTrashed) })
        var moved: [MovedKey: UUID] = [:]
        for (id, record) in records where !present.contains(Self.key(record.path, record.isTrashed)) {
            if let note = base[id] { moved[MovedKey(note)] = id }
        }
        return moved
    }

    /// A file's place as one string: trashed files under `.trash/`.
    static func key(_ path: String, _ isTrashed: Bool) -> String {
        isTrashed ? VaultScan.trashFolder + "/" + path : path
    }

    public func hasChangedElsewhere() -> Bool {
        guard let root else { return false }
        if let watcher, !watcher.isPolling {
            guard watcher.hasPendingChanges else { return false }
            switch watcher.takeChanges() {
            case .none: return false
            case .everything: return true
            case let .paths(paths):
                // One map of the files for the whole batch, not a look through them for each path.
                let recorded = Dictionary(records.values.map { (Self.key($0.path, $0.isTrashed), $0.fingerprint) },
                                          uniquingKeysWith: { first, _ in first })
                return paths.contains { differs(at: $0, root: root, recorded: recorded) }
            }
        }
        guard Date().timeIntervalSince(lastCheck) >= checkInterval else { return false }
        lastCheck = Date()
        let scan = VaultScan.scan(root: root)
        guard scan.found.count == records.count else { return true }
        let recorded = Dictionary(records.values.map { (Self.key($0.path, $0.isTrashed), $0.fingerprint) },
                                  uniquingKeysWith: { first, _ in first })
        return scan.found.contains { recorded[Self.key($0.path, $0.isTrashed)] != $0.fingerprint }
    }

    /// Whether the entry at `path` (a file or folder, relative to the
    /// vault or to the trash, as the watcher reports it) is not as this
    /// store last read or wrote it: this store's own writes are reported
    /// too, and are no change.
    private func differs(at path: String, root: String, recorded: [String: PosixFile.Fingerprint]) -> Bool {
        var info = stat()
        let exists = lstat(root + "/" + path, &info) == 0
        if let fingerprint = recorded[path] {
            return !exists || PosixFile.Fingerprint(info) != fingerprint
        }
        guard exists else {
            // A folder gone: a change when a note's file was inside it.
            let gone: Set<String> = [path]
            return recorded.keys.contains { VaultWatcher.isSameOrInside($0, anyOf: gone) }
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR, S_IFLNK: return true
        default: return path.hasSuffix(".md")
        }
    }

    public func claimDraftSlot() -> Bool {
        if draftSlot != nil { return true }
        guard let state = try? resolvedRootState() else { return true }
        do {
            try state.makeIfMissing()
            draftSlot = try StoreLock.acquire(path: state.draftLockPath, timeout: 0)
            return true
        } catch StoreLock.AcquireError.busy {
            return false
        } catch {
            // Not coordinated (a read-only state folder): keeping the edit
            // as the draft is better than losing it.
            return true
        }
    }

    public func releaseDraftSlot() { draftSlot = nil }

    public func rememberedSort() -> NoteSort? {
        (try? resolvedRootState())?.rememberedSort()
    }

    public func rememberSort(_ sort: NoteSort) {
        (try? resolvedRootState())?.rememberSort(sort)
    }

    /// This machine's state folder for the vault (made on first use);
    /// nil while the vault does not exist.
    public var stateFolderPath: String? {
        guard let state = try? resolvedRootState(), (try? state.makeIfMissing()) != nil else { return nil }
        return state.path
    }

    func resolvedRootState() throws -> VaultStateFolder {
        _ = try resolvedRoot()
        return state!
    }
}
