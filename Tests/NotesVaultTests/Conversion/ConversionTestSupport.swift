import Foundation
import NotesModel
import NotesStorage
import TestSupport
@testable import NotesVault

/// A temporary folder for conversions: a JSON library, vaults made from
/// it, and this machine's state folder (never under the real `$HOME`).
final class ConversionFolder {
    let folder: TemporaryDirectory
    var environment: [String: String] { ["HOME": folder.path + "/home", "XDG_STATE_HOME": folder.path + "/state"] }
    static let utc = ShownTimeZone.fixed(TimeZone(identifier: "UTC")!)

    init() throws { folder = try TemporaryDirectory(prefix: "notes-tui-convert") }

    deinit { folder.remove() }

    func path(_ name: String) -> String { folder.path + "/" + name }

    /// Writes `library` as a JSON library file named `name`.
    @discardableResult
    func writeJSON(_ library: Library, _ name: String = "notes.json") throws -> String {
        let path = path(name)
        _ = try JSONFileStore(path: path).save(library)
        return path
    }

    func readJSON(_ name: String) throws -> Library { try JSONFileStore(path: path(name)).load() }

    func readVault(_ name: String) throws -> Library { try vaultStore(name).load() }

    func vaultStore(_ name: String) -> VaultStore {
        VaultStore(path: path(name), environment: environment, timeZone: Self.utc, checkInterval: 0, watchesFiles: false)
    }

    @discardableResult
    func convert(_ source: String, to target: String, sourceIsVault: Bool) throws -> LibraryConversion.Report {
        try LibraryConversion.convert(from: path(source), to: path(target), sourceIsVault: sourceIsVault,
                                      environment: environment, timeZone: Self.utc)
    }

    /// Each file under `name` (hidden ones too) with its bytes, by relative path.
    func files(under name: String) -> [String: [UInt8]] {
        let root = path(name)
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = FileManager.default.contents(atPath: root + "/" + relative).map { Array($0) } ?? []
            }
        }
        return files
    }

    func write(_ relative: String, _ text: String) {
        let full = path(relative)
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
    }
}

/// What "the same note" means across a conversion: everything a person
/// or a newer notes-tui put in it, the trash as a state.
struct ComparableNote: Equatable, CustomStringConvertible {
    var id: UUID
    var title: String
    var body: String
    var created: Int64
    var modified: Int64
    var pinned: Bool
    var trashed: Bool
    var importedFrom: String?
    var fields: [String]

    init(_ note: Note) {
        (id, title, body) = (note.id, note.title, note.body)
        created = LibraryDate.milliseconds(of: note.created)
        modified = LibraryDate.milliseconds(of: note.modified)
        (pinned, trashed, importedFrom) = (note.pinned, note.isTrashed, note.importedFrom)
        // The vault file's place, which a JSON library made from a vault adds, is not the note's content.
        fields = note.unknownFields.fields.filter { $0.key != "vaultFile" }
            .map { $0.key + "=" + String(decoding: $0.json, as: UTF8.self) }
    }

    static func of(_ notes: [Note]) -> [ComparableNote] { notes.map(ComparableNote.init).sorted { $0.id.uuidString < $1.id.uuidString } }

    var description: String { "\(id.uuidString.prefix(8)) \(title.debugDescription) \(body.debugDescription) \(created) \(modified) pinned:\(pinned) trashed:\(trashed) \(importedFrom ?? "-") \(fields)" }
}
