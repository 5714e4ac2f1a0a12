import Foundation
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `notes-tui convert` wrote nothing: one line and the exit status
/// (64 the command asks the impossible, 65 the library holds what the
/// other kind cannot keep, 73 the target cannot be written).
public struct ConversionError: Error, Equatable, Sendable {
    public let message: String
    public let exitCode: Int32

    static func usage(_ message: String) -> ConversionError { ConversionError(message: message, exitCode: 64) }
    static func wouldLose(_ message: String) -> ConversionError { ConversionError(message: message, exitCode: 65) }
    static func cannotWrite(_ message: String) -> ConversionError { ConversionError(message: message, exitCode: 73) }
}

/// `notes-tui convert --to PATH` (docs/vault.md): the library — a JSON
/// file or a vault — written as a new library of the other kind at PATH,
/// losing nothing. The new library is read back and compared note by note
/// before it is put in place; anything short of the same notes, and
/// nothing is left at PATH.
public enum LibraryConversion {
    /// What was made.
    public struct Report: Equatable, Sendable {
        public var target: String
        public var madeVault: Bool
        public var notes: Int
        /// Files of the vault that are not readable notes, left behind
        /// (`notes-tui check` lists them).
        public var skipped: Int
    }

    /// The rule for PATH: ending in `/`, or an existing empty folder, is a
    /// vault; anything else a JSON file. Anything already there but an
    /// empty folder is refused.
    public static func targetIsVault(_ path: String) throws(ConversionError) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else {
                throw .cannotWrite("cannot convert to \(path): \(PosixFile.describe(errno)); nothing was written")
            }
            return path.hasSuffix("/")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR, isEmptyFolder(path) else {
            throw .cannotWrite("\(path) already exists; name a new file, a new folder ending in /, or an empty folder (nothing was written)")
        }
        return true
    }

    /// Converts the library at `source` (a vault when it is a folder) into
    /// a new one at `target`.
    public static func convert(from source: String, to target: String, sourceIsVault: Bool,
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               timeZone: ShownTimeZone = .system) throws -> Report {
        let target = absolute(target)
        let toVault = try targetIsVault(target)
        switch (sourceIsVault, toVault) {
        case (false, false):
            throw ConversionError.usage("the library is already a JSON file; name a folder (ending in /) to make a vault of it")
        case (true, true):
            throw ConversionError.usage("the library is already a vault; name a file (such as notes.json) to make a JSON library of it")
        case (false, true):
            let library = try JSONFileStore(path: source).load()
            let count = try VaultFromJSON(library: library, target: target, environment: environment, timeZone: timeZone).write()
            return Report(target: target, madeVault: true, notes: count, skipped: 0)
        case (true, false):
            let store = VaultStore(path: source, environment: environment, timeZone: timeZone, watchesFiles: false)
            let library = try store.load()
            try JSONFromVault.write(library, to: target)
            return Report(target: target, madeVault: false, notes: library.notes.count, skipped: store.skipped.count)
        }
    }

    /// Whether two notes are the same note in both kinds of library: all
    /// but where the file is, and when a note went into the trash (a
    /// vault knows that only from its file's time).
    static func same(_ one: Note, _ other: Note) -> Bool {
        one.id == other.id && one.title == other.title && one.body == other.body && one.created == other.created
            && one.modified == other.modified && one.pinned == other.pinned && one.isTrashed == other.isTrashed
            && VaultFileField.removed(from: one.unknownFields) == VaultFileField.removed(from: other.unknownFields)
            && one.importedFrom == other.importedFrom
    }

    /// The notes `made` lacks or holds otherwise than `original`, by title: nil when none.
    static func differences(_ original: [Note], _ made: [Note]) -> String? {
        let madeByID = Dictionary(made.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let differing = original.filter { note in madeByID[note.id].map { !same(note, $0) } ?? true }
        guard !differing.isEmpty || made.count != original.count else { return nil }
        let names = differing.prefix(3).map { "'\($0.displayTitle)'" }.joined(separator: ", ")
        return differing.isEmpty ? "\(made.count) notes came out of \(original.count)" : names + (differing.count > 3 ? " and \(differing.count - 3) more" : "")
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    static func isEmptyFolder(_ path: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return names.isEmpty
    }

    /// `path` without trailing slashes (but `/` itself).
    static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
