import Foundation
import NotesMerging
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Saving: only the notes that changed are written, each its own file; a
// file changed on disk since it was read is merged first.
extension VaultStore {
    public func save(_ library: Library, changes: LibraryChanges) throws -> Library {
        let root = try createdRoot()
        let state = state!
        let lock: StoreLock
        do {
            try state.makeIfMissing()
            lock = try StoreLock.acquire(path: state.lockPath, timeout: 5)
        } catch StoreLock.AcquireError.busy {
            throw StoreError.busy(path: location)
        } catch {
            throw StoreError.unwritable(path: location, reason: "cannot keep this machine's state in \(state.path): \(Self.text(of: error))")
        }
        defer { withExtendedLifetime(lock) {} }

        let ids: Set<UUID>
        switch changes {
        case .unknown: ids = Set(library.notes.map(\.id)).union(base.keys)
        case let .notes(changed): ids = changed
        }
        var mineByID: [UUID: Int] = [:]
        for (index, note) in library.notes.enumerated() where ids.contains(note.id) { mineByID[note.id] = index }
        var notes = library.notes
        var removed = Set<UUID>()
        var added: [Note] = []
        let writer = VaultFileWriter(root: root)
        var reserved = Set<String>()
        let movedBefore = movedIDs
        defer {
            movedIDs = movedIDs.filter { records[$0.value].map { Self.key($0.path, $0.isTrashed) } == $0.key }
            if movedIDs != movedBefore { state.writeMovedIDs(movedIDs) }
        }
        do {
            for id in ids.sorted(by: { $0.uuidString < $1.uuidString }) {
                let mine = mineByID[id].map { library.notes[$0] }
                let old = base[id]
                guard mine != old || (old != nil && mine != nil && records[id] == nil) else { continue }
                switch try outcome(mine: mine, old: old, id: id, root: root) {
                case let .write(note):
                    let written = try write(note, id: id, writer: writer, reserved: &reserved)
                    if let index = mineByID[id] { notes[index] = written } else { added.append(written) }
                case let .writeWithCopies(note, copies):
                    let written = try write(note, id: id, writer: writer, reserved: &reserved)
                    if let index = mineByID[id] { notes[index] = written } else { added.append(written) }
                    for copy in copies { added.append(try write(copy, id: copy.id, writer: writer, reserved: &reserved)) }
                case let .keepTheirs(theirs):
                    if let index = mineByID[id] { notes[index] = theirs } else { added.append(theirs) }
                case .remove:
                    try removeFile(of: id, writer: writer)
                    removed.insert(id)
                case .leaveRemoved:
                    base[id] = nil
                    records[id] = nil
                    removed.insert(id)
                }
            }
            if library.draft != baseDraft {
                try state.writeDraft(library.draft)
                baseDraft = library.draft
            }
        } catch let failure as PosixFile.Failure {
            throw StoreError.unwritable(path: location, reason: Self.text(of: failure))
        }
        if !removed.isEmpty { notes.removeAll { removed.contains($0.id) && base[$0.id] == nil } }
        return Library(notes: notes + added, draft: baseDraft)
    }

    /// What saving one note comes to, once a file changed on disk since it
    /// was read is merged as two writers are (`LibraryMerge`).
    enum SaveOutcome {
        case write(Note)
        case writeWithCopies(Note, [Note])
        case keepTheirs(Note)
        case remove
        case leaveRemoved
    }

    private func outcome(mine: Note?, old: Note?, id: UUID, root: String) throws -> SaveOutcome {
        guard let old, let record = records[id] else { return mine.map { .write($0) } ?? .leaveRemoved }
        var info = stat()
        let fullPath = root + "/" + Self.key(record.path, record.isTrashed)
        let onDisk = lstat(fullPath, &info) == 0 ? PosixFile.Fingerprint(info) : nil
        if onDisk == record.fingerprint { return mine.map { .write($0) } ?? .remove }
        // Changed or gone since it was read: merge with what is there now.
        var theirs: Note?
        if onDisk != nil, case let .note(read, fingerprint) = VaultFileReader.read(
            root: root, path: record.path, isTrashed: record.isTrashed, timeZone: timeZone) {
            var note = read
            note.id = id
            theirs = note
            records[id]?.fingerprint = fingerprint
        } else if onDisk != nil {
            // There but not readable as a note now: left alone, never replaced.
            throw StoreError.unwritable(path: location, reason: "\(record.path) changed into something that is not a note; move it aside and save again")
        } else {
            records[id] = nil
        }
        let merged = LibraryMerge.merge(base: Library(notes: [old]), mine: Library(notes: mine.map { [$0] } ?? []),
                                        theirs: Library(notes: theirs.map { [$0] } ?? []))
        guard let kept = merged.notes.first(where: { $0.id == id }) else {
            return theirs == nil ? .leaveRemoved : .remove
        }
        let copies = merged.notes.filter { $0.id != id }.map { copy -> Note in
            var copy = copy
            copy.file = copy.file.map(Self.layoutForCopy)
            return copy
        }
        if let theirs, kept == theirs, copies.isEmpty {
            base[id] = theirs
            return .keepTheirs(theirs)
        }
        if let theirs { base[id] = theirs }
        return copies.isEmpty ? .write(kept) : .writeWithCopies(kept, copies)
    }

    /// A conflict copy's file: the layout of the note it copies (a new
    /// file in its folder), with no `id` in the front matter (it is
    /// another note).
    static func layoutForCopy(_ file: NoteFile) -> NoteFile {
        var file = file
        file.frontMatter = FrontMatterLines.removing("id", from: file.frontMatter)
        return file
    }

    private func removeFile(of id: UUID, writer: VaultFileWriter) throws(PosixFile.Failure) {
        if let record = records[id] { try writer.remove(record.path, trashed: record.isTrashed) }
        base[id] = nil
        records[id] = nil
    }

    /// The vault's real path, the folder made first when it ends in `/`
    /// and does not exist yet (Get Started on a new vault).
    func createdRoot() throws -> String {
        if !libraryExists() {
            guard location.hasSuffix("/") else {
                throw StoreError.unwritable(path: location, reason: "the vault folder is gone; make it again or name another")
            }
            if mkdir(location, 0o777) != 0, errno != EEXIST {
                throw StoreError.unwritable(path: location, reason: "cannot make the vault folder: \(PosixFile.describe(errno))")
            }
        }
        return try resolvedRoot()
    }

    static func text(of error: Error) -> String {
        if let failure = error as? PosixFile.Failure {
            return "could not \(failure.step): \(PosixFile.describe(failure.code))"
        }
        if case let StoreLock.AcquireError.failure(failure) = error { return text(of: failure) }
        return "\(error)"
    }
}
