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
/// once — later loads read again only files whose `stat` changed. Saving
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
    private var lastCheck: Date = .distantPast
    private var draftSlot: StoreLock?

    public init(path: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                timeZone: ShownTimeZone = .system, checkInterval: TimeInterval = 1) {
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
        let scan = VaultScan.scan(root: root)
        var notes: [Note] = []
        notes.reserveCapacity(scan.found.count)
        var newBase: [UUID: Note] = [:]
        var newRecords: [UUID: Record] = [:]
        var skipped = scan.skipped
        let known = Dictionary(records.map { (Self.key($0.value.path, $0.value.isTrashed), $0.key) },
                               uniquingKeysWith: { first, _ in first })
        var moved: [Inode: UUID]?
        for found in scan.found {
            let key = Self.key(found.path, found.isTrashed)
            var note: Note
            var fingerprint = found.fingerprint
            if let id = known[key], let record = records[id], record.fingerprint == found.fingerprint, let kept = base[id] {
                note = kept
            } else {
                switch VaultFileReader.read(root: root, path: found.path, isTrashed: found.isTrashed, timeZone: timeZone) {
                case let .note(read, readFingerprint):
                    note = read
                    fingerprint = readFingerprint
                    // A file renamed by this store keeps the id it had.
                    if let id = known[key], note.id == VaultNoteID.derived(fromPath: found.path) || base[id] != nil {
                        note.id = id
                    } else if known[key] == nil, !records.isEmpty, note.id == VaultNoteID.derived(fromPath: found.path) {
                        // A file another program moved keeps its note's id.
                        if moved == nil { moved = idsOfMissingFiles(scan) }
                        if let id = moved?[Inode(found.fingerprint)] { note.id = id }
                    }
                case let .skipped(reason):
                    skipped.append(SkippedEntry(path: (found.isTrashed ? VaultScan.trashFolder + "/" : "") + found.path, reason: reason))
                    continue
                case .gone:
                    continue
                }
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
        baseDraft = state?.readDraft()
        lastCheck = Date()
        return Library(notes: notes, draft: baseDraft)
    }

    /// A file's place as one string: trashed files under `.trash/`.
    static func key(_ path: String, _ isTrashed: Bool) -> String {
        isTrashed ? VaultScan.trashFolder + "/" + path : path
    }

    public func hasChangedElsewhere() -> Bool {
        guard let root, Date().timeIntervalSince(lastCheck) >= checkInterval else { return false }
        lastCheck = Date()
        let scan = VaultScan.scan(root: root)
        guard scan.found.count == records.count else { return true }
        let recorded = Dictionary(records.values.map { (Self.key($0.path, $0.isTrashed), $0.fingerprint) },
                                  uniquingKeysWith: { first, _ in first })
        return scan.found.contains { recorded[Self.key($0.path, $0.isTrashed)] != $0.fingerprint }
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
