import Foundation
import NotesModel
import NotesStorage

// Writing one note: a new file, or an existing one moved (renamed,
// trashed, restored) and rewritten only when its text changed.

/// Lowercased paths (`.trash/` before those in the trash) a new or moved
/// note's file must not take: those written in this save and, once a name
/// is wanted, the files of this store's notes — so no two names differ only
/// in case, which a case-insensitive disk (a Mac's, a vault synced to one)
/// cannot hold.
struct TakenNames {
    private var names: Set<String> = []
    private var hasRecords = false

    mutating func insert(_ path: String, trashed: Bool) { names.insert(VaultFileWriter.takenKey(path, trashed: trashed)) }

    /// The names, this store's files among them.
    mutating func seeded(with records: some Collection<VaultStore.Record>) -> Set<String> {
        if !hasRecords {
            for record in records { names.insert(VaultFileWriter.takenKey(record.path, trashed: record.isTrashed)) }
            hasRecords = true
        }
        return names
    }
}

extension VaultStore {
    /// Writes `note` and returns it as it now stands on disk (its file's
    /// new path and front matter), which becomes the base of the next merge.
    func write(_ note: Note, id: UUID, writer: VaultFileWriter, reserved: inout TakenNames) throws -> Note {
        guard let old = base[id], let record = records[id] else {
            return try create(note, writer: writer, reserved: &reserved)
        }
        var file = note.file ?? old.file ?? NoteFile(path: record.path)
        var path = record.path
        var isTrashed = record.isTrashed
        let folder = Self.folder(of: record.path)
        // A title from the file's name is the file's name.
        if file.titleSource == .fileName, note.title != old.title {
            let stem = NoteFile.fileName(forTitle: note.displayTitle)
            path = try writer.move(from: path, trashed: isTrashed, toStem: stem, folder: folder, trashed: isTrashed,
                                   reserved: reserved.seeded(with: records.values))
            // The name cannot hold this title (or it was taken, and the
            // name is `Title 2`): the front matter holds it.
            if Self.stem(of: path) != note.title, !note.title.isEmpty { file.titleSource = .frontMatter }
        }
        // A heading holds one line, trimmed: any other title goes to the
        // front matter, the heading line with it.
        if file.titleSource == .heading, note.title != old.title, !Self.headingHolds(note.title) {
            file.titleSource = .frontMatter
            file.headingLine = nil
        }
        if note.isTrashed != isTrashed {
            path = try writer.move(from: path, trashed: isTrashed, toStem: Self.stem(of: path), folder: Self.folder(of: path),
                                   trashed: note.isTrashed, reserved: reserved.seeded(with: records.values))
            isTrashed = note.isTrashed
        }
        file.path = path
        if (path != record.path || isTrashed != record.isTrashed), id != VaultNoteID.derived(fromPath: path) {
            movedIDs[Self.key(path, isTrashed)] = id
        }
        let readTitle = file.titleSource == (old.file?.titleSource ?? .fileName) ? old.title : nil
        let text = VaultNoteText.text(title: note.title, body: note.body, pinned: note.pinned, readPinned: old.pinned,
                                      file: file, readTitle: readTitle)
        let oldText = old.file.map {
            VaultNoteText.text(title: old.title, body: old.body, pinned: old.pinned, readPinned: old.pinned,
                               file: $0, readTitle: old.title)
        }
        var fingerprint = record.fingerprint
        if text != oldText {
            fingerprint = try writer.replace(path, trashed: isTrashed, with: Array(text.utf8))
        } else if path != record.path || isTrashed != record.isTrashed {
            fingerprint = (try? Self.fingerprint(writer.fullPath(path, trashed: isTrashed))) ?? fingerprint
        }
        reserved.insert(path, trashed: isTrashed)
        return remember(note, text: text, path: path, isTrashed: isTrashed, fingerprint: fingerprint)
    }

    /// A note with no file yet: `<title>.md` in the top folder (or in the
    /// folder of the note it is a conflict copy of), with no front matter
    /// unless it needs some (a pin, a title no file name can hold).
    private func create(_ note: Note, writer: VaultFileWriter, reserved: inout TakenNames) throws -> Note {
        let stem = NoteFile.fileName(forTitle: note.displayTitle)
        var file = note.file ?? NoteFile(path: "")
        let folder = file.path.isEmpty ? "" : Self.folder(of: file.path)
        if file.titleSource == .fileName, stem != note.title, !note.title.isEmpty { file.titleSource = .frontMatter }
        var text = VaultNoteText.text(title: note.title, body: note.body, pinned: note.pinned, readPinned: nil,
                                      file: file, readTitle: nil)
        var (path, fingerprint) = try writer.create(stem: stem, folder: folder, trashed: note.isTrashed,
                                                    bytes: Array(text.utf8), reserved: reserved.seeded(with: records.values))
        reserved.insert(path, trashed: note.isTrashed)
        // The name was taken and this one is `Title 2`: the front matter
        // keeps the title the note has.
        if file.titleSource == .fileName, Self.stem(of: path) != note.title, !note.title.isEmpty {
            file.titleSource = .frontMatter
            text = VaultNoteText.text(title: note.title, body: note.body, pinned: note.pinned, readPinned: nil,
                                      file: file, readTitle: nil)
            fingerprint = try writer.replace(path, trashed: note.isTrashed, with: Array(text.utf8))
        }
        return remember(note, text: text, path: path, isTrashed: note.isTrashed, fingerprint: fingerprint)
    }

    /// A file's name without its folder and `.md`.
    static func stem(of path: String) -> String {
        let name = fileName(of: path)
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    /// Whether `# title` reads back as `title`.
    static func headingHolds(_ title: String) -> Bool {
        let line = "# " + title
        return VaultNoteText.levelOneHeading(startingAt: Substring(line))?.title == title
    }

    /// Takes `note`, just written as `text` at `path`, as the base: its
    /// file as a reading of that text gives it, so the next save compares
    /// with what is on disk.
    private func remember(_ note: Note, text: String, path: String, isTrashed: Bool,
                          fingerprint: PosixFile.Fingerprint) -> Note {
        let reading = VaultNoteText.read(text, path: path, timeZone: timeZone)
        var saved = note
        saved.setText(title: reading.title, body: reading.body)
        saved.file = reading.file
        base[note.id] = saved
        records[note.id] = Record(path: path, isTrashed: isTrashed, fingerprint: fingerprint)
        return saved
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func fingerprint(_ fullPath: String) throws -> PosixFile.Fingerprint {
        switch PosixFile.status(fullPath) {
        case let .success(info): return PosixFile.Fingerprint(info)
        case let .failure(failure): throw failure
        }
    }
}
