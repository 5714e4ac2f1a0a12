import Foundation
import NotesModel
import NotesStorage

// Writing one note: a new file, or an existing one moved (renamed,
// trashed, restored) and rewritten only when its text changed.
extension VaultStore {
    /// Writes `note` and returns it as it now stands on disk (its file's
    /// new path and front matter), which becomes the base of the next merge.
    func write(_ note: Note, id: UUID, writer: VaultFileWriter, reserved: inout Set<String>) throws -> Note {
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
            if stem != note.title, !note.title.isEmpty {
                // The name cannot hold this title: the front matter does.
                file.titleSource = .frontMatter
            }
            path = try writer.move(from: path, trashed: isTrashed, toStem: stem, folder: folder, trashed: isTrashed,
                                   reserved: reserved)
        }
        if note.isTrashed != isTrashed {
            let stem = String(Self.fileName(of: path).dropLast(3))
            path = try writer.move(from: path, trashed: isTrashed, toStem: stem, folder: Self.folder(of: path),
                                   trashed: note.isTrashed, reserved: reserved)
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
        reserved.insert(path.lowercased())
        return remember(note, text: text, path: path, isTrashed: isTrashed, fingerprint: fingerprint)
    }

    /// A note with no file yet: `<title>.md` in the top folder (or in the
    /// folder of the note it is a conflict copy of), with no front matter
    /// unless it needs some (a pin, a title no file name can hold).
    private func create(_ note: Note, writer: VaultFileWriter, reserved: inout Set<String>) throws -> Note {
        let stem = NoteFile.fileName(forTitle: note.displayTitle)
        var file = note.file ?? NoteFile(path: "")
        let folder = file.path.isEmpty ? "" : Self.folder(of: file.path)
        if file.titleSource == .fileName, stem != note.title, !note.title.isEmpty { file.titleSource = .frontMatter }
        let text = VaultNoteText.text(title: note.title, body: note.body, pinned: note.pinned, readPinned: nil,
                                      file: file, readTitle: nil)
        let (path, fingerprint) = try writer.create(stem: stem, folder: folder, trashed: note.isTrashed,
                                                    bytes: Array(text.utf8), reserved: reserved)
        reserved.insert(path.lowercased())
        return remember(note, text: text, path: path, isTrashed: note.isTrashed, fingerprint: fingerprint)
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
