import Foundation
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON library's note-by-note copy (docs/sync.md, "A JSON library"):
/// a vault folder that holds every note of the library as the Markdown
/// file `notes-tui convert` would write, so that git syncs it file by
/// file. New notes go into a folder named after their creation month in
/// UTC (`2026-11/`): git then stores a small folder listing with each
/// commit, and every machine puts a note in the same place.
///
/// Writing the copy writes only the notes that differ from what it holds;
/// an unchanged note's file keeps its bytes, so git sees one changed file
/// for one changed note.
public struct LibraryMirror {
    /// The copy's folder (its real path once it exists).
    public let root: String
    let environment: [String: String]
    let timeZone: ShownTimeZone

    public init(root: String, environment: [String: String], timeZone: ShownTimeZone = .fixed(TimeZone(identifier: "UTC")!)) {
        (self.root, self.environment, self.timeZone) = (root, environment, timeZone)
    }

    /// Where a note's file is in the copy.
    public struct Place: Hashable, Sendable {
        public var path: String
        public var trashed: Bool
        public init(path: String, trashed: Bool) { (self.path, self.trashed) = (path, trashed) }
    }

    public static func place(of note: Note) -> Place? { note.file.map { Place(path: $0.path, trashed: note.isTrashed) } }

    /// The notes whose files are at `places` (each keeps the id it is
    /// known by); a file gone or not readable is left out.
    public func read(_ places: [UUID: Place]) -> [Note] {
        places.compactMap { id, place in
            guard case var .note(note, _) = VaultFileReader.read(root: root, path: place.path, isTrashed: place.trashed,
                                                                 timeZone: timeZone) else { return nil }
            note.id = id
            return note
        }
    }

    /// The notes the copy holds, each with its file; the notes it cannot
    /// read are left out (and never written: `write` leaves their files).
    public func read() throws -> [Note] {
        let store = VaultStore(path: root, environment: environment, timeZone: timeZone, watchesFiles: false)
        return try store.load().notes
    }

    /// Makes the copy hold `wanted` (notes without files) where it holds
    /// `current` (from `read`): a note that differs is written (moved when
    /// its title or trash changed), a new one is created, one no longer
    /// wanted is removed. Returns how many files changed. Files are
    /// written without an fsync each; the caller makes them durable at
    /// once (`VaultFileWriter.syncFileSystem`) before committing them.
    /// Returns where each note it wrote now is (nil: removed).
    @discardableResult
    public func write(_ wanted: [Note], over current: [Note]) throws -> [UUID: Place?] {
        let writer = VaultFileWriter(root: root)
        let currentByID = Dictionary(current.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var taken = Set(current.compactMap { note in note.file.map { VaultFileWriter.takenKey($0.path, trashed: note.isTrashed) } })
        let wantedIDs = Set(wanted.map(\.id))
        var changed: [UUID: Place?] = [:]
        do {
            for note in current where !wantedIDs.contains(note.id) {
                guard let file = note.file else { continue }
                try writer.remove(file.path, trashed: note.isTrashed)
                taken.remove(VaultFileWriter.takenKey(file.path, trashed: note.isTrashed))
                changed[note.id] = .some(nil)
            }
            for note in wanted {
                if let held = currentByID[note.id], let file = held.file {
                    guard !Self.same(note, held) else { continue }
                    changed[note.id] = try rewrite(note, held: held, file: file, writer: writer, taken: &taken)
                } else {
                    changed[note.id] = try create(note, writer: writer, taken: &taken)
                }
            }
        } catch let failure as PosixFile.Failure {
            throw StoreError.unwritable(path: root, reason: "\(failure.step): \(PosixFile.describe(failure.code))")
        }
        return changed
    }

    /// Whether the copy's note says what the library's says (its trash
    /// date aside, which a file in `.trash/` does not keep).
    public static func same(_ note: Note, _ held: Note) -> Bool {
        note.id == held.id && note.title == held.title && note.body == held.body && note.created == held.created
            && note.modified == held.modified && note.pinned == held.pinned && note.isTrashed == held.isTrashed
            && note.unknownFields == held.unknownFields && note.importedFrom == held.importedFrom
    }

    /// The folder a new note goes in: its creation month, in UTC.
    public static func monthFolder(of date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month], from: date)
        return String(format: "%04d-%02d", parts.year ?? 1970, parts.month ?? 1)
    }

    private func rewrite(_ note: Note, held: Note, file: NoteFile, writer: VaultFileWriter, taken: inout Set<String>) throws -> Place {
        var file = file
        let stem = NoteFile.fileName(forTitle: note.displayTitle)
        let renames = note.title != held.title && file.titleSource == .fileName && stem != VaultStore.stem(of: file.path)
        if renames || note.isTrashed != held.isTrashed {
            let oldKey = VaultFileWriter.takenKey(file.path, trashed: held.isTrashed)
            taken.remove(oldKey)
            file.path = try writer.move(from: file.path, trashed: held.isTrashed, toStem: renames ? stem : VaultStore.stem(of: file.path),
                                        folder: VaultStore.folder(of: file.path), trashed: note.isTrashed, reserved: taken)
            taken.insert(VaultFileWriter.takenKey(file.path, trashed: note.isTrashed))
        }
        guard let (text, time) = ConvertedNoteText.text(for: note, in: file, timeZone: timeZone) else {
            throw StoreError.unwritable(path: root, reason: "the note '\(note.displayTitle)' (\(note.id.uuidString)) cannot be written as \(file.path) without changing")
        }
        try writer.put(Self.relative(file.path, trashed: note.isTrashed), bytes: Array(text.utf8), durable: false)
        setTime(time, of: writer.fullPath(file.path, trashed: note.isTrashed))
        return Place(path: file.path, trashed: note.isTrashed)
    }

    private func create(_ note: Note, writer: VaultFileWriter, taken: inout Set<String>) throws -> Place {
        guard var file = ConvertedNoteText.newFile(for: note, timeZone: timeZone) else {
            throw StoreError.unwritable(path: root, reason: "the note '\(note.displayTitle)' (\(note.id.uuidString)) cannot be a Markdown file without changing")
        }
        let stem = NoteFile.fileName(forTitle: note.displayTitle)
        let folder = Self.monthFolder(of: note.created)
        var number = 1
        while true {
            let name = number == 1 ? stem + ".md" : "\(stem) \(number).md"
            file.path = folder + "/" + name
            number += 1
            let key = VaultFileWriter.takenKey(file.path, trashed: note.isTrashed)
            guard !taken.contains(key), !FileManager.default.fileExists(atPath: writer.fullPath(file.path, trashed: note.isTrashed)) else { continue }
            // `Title 2.md` is not the title: the front matter says it.
            if number > 2, file.titleSource == .fileName { file.titleSource = .frontMatter }
            guard let (text, time) = ConvertedNoteText.text(for: note, in: file, timeZone: timeZone) else {
                throw StoreError.unwritable(path: root, reason: "the note '\(note.displayTitle)' (\(note.id.uuidString)) cannot be a Markdown file without changing")
            }
            try writer.put(Self.relative(file.path, trashed: note.isTrashed), bytes: Array(text.utf8), durable: false)
            setTime(time, of: writer.fullPath(file.path, trashed: note.isTrashed))
            taken.insert(key)
            return Place(path: file.path, trashed: note.isTrashed)
        }
    }

    static func relative(_ path: String, trashed: Bool) -> String {
        trashed ? VaultScan.trashFolder + "/" + path : path
    }

    /// The file's time stands for the date its front matter does not give.
    private func setTime(_ date: Date, of fullPath: String) {
        let time = timespec(milliseconds: LibraryDate.milliseconds(of: date))
        _ = utimensat(AT_FDCWD, fullPath, [time, time], AT_SYMLINK_NOFOLLOW)
    }
}
