import Foundation
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON library written as a new vault. The vault is made in a hidden
/// folder beside the target, read back and compared, then renamed into
/// place: a failure leaves nothing at the target.
///
/// A note that came from a vault (it has a `vaultFile` field) goes back
/// into its own file, laid out as it was. Every other note is written by
/// the vault's store (`<title>.md`, pins in the front matter, the trash in
/// `.trash/`) with the front matter `ConvertedNoteText` gives it. The
/// draft becomes this machine's draft of the new vault.
struct VaultFromJSON {
    let library: Library
    let target: String
    let environment: [String: String]
    let timeZone: ShownTimeZone

    func write() throws -> Int {
        if !library.unknownFields.isEmpty {
            let keys = library.unknownFields.fields.map(\.key).joined(separator: ", ")
            throw ConversionError.wouldLose("the library has fields a vault has no place for (\(keys)); nothing was written")
        }
        let final = LibraryConversion.trimmed(target)
        let parent = (final as NSString).deletingLastPathComponent
        do { try PosixFile.makeDirectories(parent) } catch {
            throw ConversionError.cannotWrite("cannot make \(parent): \(PosixFile.describe(error.code)); nothing was written")
        }
        let temp = parent + "/.notes-tui-convert-\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        guard mkdir(temp, 0o777) == 0 else {
            throw ConversionError.cannotWrite("cannot write in \(parent): \(PosixFile.describe(errno)); nothing was written")
        }
        // The state folder a store keeps for the hidden folder (its lock, a
        // start-up cache) is no vault's: it goes with the hidden folder.
        let tempState = VaultScan.realPath(temp).map { VaultStateFolder(vaultRealPath: $0, environment: environment).path }
        var placed = false
        defer {
            if !placed { try? FileManager.default.removeItem(atPath: temp) }
            if let tempState { try? FileManager.default.removeItem(atPath: tempState) }
        }
        do {
            try writeNotes(into: temp)
        } catch let error as StoreError {
            // The store names the hidden folder the vault is made in.
            throw ConversionError.cannotWrite("cannot write the vault at \(final): \(Self.reason(error)); nothing was written")
        }
        let made = try VaultStore(path: temp, environment: environment, timeZone: timeZone, watchesFiles: false).load()
        if let lost = LibraryConversion.differences(library.notes, made.notes) {
            throw ConversionError.wouldLose("the vault would not hold \(lost) as the library does; nothing was written")
        }
        guard rename(temp, final) == 0 else {
            let reason = errno == ENOTEMPTY || errno == EEXIST ? "something appeared there meanwhile" : PosixFile.describe(errno)
            throw ConversionError.cannotWrite("cannot put the vault at \(final): \(reason); nothing was written")
        }
        placed = true
        if let draft = library.draft {
            let store = VaultStore(path: final, environment: environment, timeZone: timeZone, watchesFiles: false)
            do {
                let notes = try store.load().notes
                _ = try store.save(Library(notes: notes, draft: draft), changes: .notes([]))
            } catch let error as StoreError {
                throw ConversionError.cannotWrite(
                    "the vault is at \(final), but the draft could not be kept in this machine's state for it: \(Self.reason(error))")
            }
        }
        return library.notes.count
    }

    /// Writes every note into the vault at `root`.
    private func writeNotes(into root: String) throws {
        guard let realRoot = VaultScan.realPath(root) else {
            throw ConversionError.cannotWrite("cannot open \(root): \(PosixFile.describe(errno)); nothing was written")
        }
        let writer = VaultFileWriter(root: realRoot)
        var taken = Set<String>()
        var others: [Note] = []
        for note in library.notes {
            let (file, fields) = VaultFileField.split(note.unknownFields)
            var plain = note
            plain.unknownFields = fields
            if let file, try writeInOwnFile(plain, file: file, writer: writer, taken: &taken) { continue }
            guard let newFile = ConvertedNoteText.newFile(for: plain, timeZone: timeZone) else {
                throw ConversionError.wouldLose(
                    "the note '\(note.displayTitle)' (\(note.id.uuidString)) cannot be a Markdown file without changing; nothing was written")
            }
            plain.file = newFile
            others.append(plain)
        }
        guard !others.isEmpty else { return }
        let store = VaultStore(path: root, environment: environment, timeZone: timeZone, watchesFiles: false)
        _ = try store.load()
        let saved = try store.save(Library(notes: others), changes: .notes(Set(others.map(\.id))))
        // A name taken by another note (`Title 2.md`) is not the title:
        // the front matter says it instead.
        let wanted = Dictionary(others.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let renamed = saved.notes.compactMap { note -> Note? in
            guard var original = wanted[note.id], original.title != note.title, var file = note.file else { return nil }
            file.titleSource = .frontMatter
            original.file = file
            return original
        }
        if !renamed.isEmpty { _ = try store.save(Library(notes: renamed), changes: .notes(Set(renamed.map(\.id)))) }
    }

    /// Writes a note that came from a vault back into its file (at its
    /// path, or the next free name), laid out as it was, its time the date
    /// its front matter does not give; false when no such file holds the
    /// note as it is now (it is then written as a new note).
    private func writeInOwnFile(_ note: Note, file: NoteFile, writer: VaultFileWriter, taken: inout Set<String>) throws -> Bool {
        var file = file
        file.path = Self.freePath(file.path, trashed: note.isTrashed, taken: taken)
        guard let (text, date) = ConvertedNoteText.text(for: note, in: file, timeZone: timeZone) else { return false }
        let folder = VaultStore.folder(of: file.path)
        let stem = String(VaultStore.fileName(of: file.path).dropLast(3))
        let path: String
        do {
            path = try writer.create(stem: stem, folder: folder, trashed: note.isTrashed, bytes: Array(text.utf8), reserved: taken).path
        } catch {
            throw ConversionError.cannotWrite("cannot write \(file.path): \(PosixFile.describe(error.code)); nothing was written")
        }
        taken.insert(VaultFileWriter.takenKey(path, trashed: note.isTrashed))
        let time = timespec(milliseconds: LibraryDate.milliseconds(of: date))
        let times = [time, time]
        _ = utimensat(AT_FDCWD, writer.fullPath(path, trashed: note.isTrashed), times, AT_SYMLINK_NOFOLLOW)
        return true
    }

    static func reason(_ error: StoreError) -> String {
        switch error {
        case let .unreadable(_, reason), let .unwritable(_, reason): return reason
        case .busy: return "another process holds it"
        }
    }

    /// `path`, or `Name 2.md`, `Name 3.md`… in its folder when another
    /// note has it already (compared ignoring case, as the store does; a
    /// name in the trash and the same name in the vault are two).
    static func freePath(_ path: String, trashed: Bool, taken: Set<String>) -> String {
        guard taken.contains(VaultFileWriter.takenKey(path, trashed: trashed)) else { return path }
        let folder = VaultStore.folder(of: path)
        let stem = String(VaultStore.fileName(of: path).dropLast(3))
        var number = 2
        while true {
            let name = "\(stem) \(number).md"
            let candidate = folder.isEmpty ? name : folder + "/" + name
            if !taken.contains(VaultFileWriter.takenKey(candidate, trashed: trashed)) { return candidate }
            number += 1
        }
    }
}
