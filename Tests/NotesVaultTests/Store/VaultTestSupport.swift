import Foundation
import NotesModel
import NotesStorage
import TestSupport
@testable import NotesVault

/// A vault in a temporary folder, with its state folder beside it (never
/// under the real `$HOME`), and what the tests ask of its files.
final class TestVault {
    let folder: TemporaryDirectory
    var root: String { folder.path + "/vault" }
    var stateHome: String { folder.path + "/state" }

    init() throws {
        folder = try TemporaryDirectory(prefix: "notes-tui-vault")
        mkdir(root, 0o755)
    }

    deinit { folder.remove() }

    func store() -> VaultStore {
        VaultStore(path: root, environment: ["HOME": folder.path + "/home", "XDG_STATE_HOME": stateHome],
                   timeZone: .fixed(TimeZone(identifier: "UTC")!), checkInterval: 0)
    }

    func write(_ relative: String, _ text: String) {
        let path = root + "/" + relative
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file under the vault (hidden ones too), relative, sorted.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let name = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(name)
            }
        }
        return files.sorted()
    }

    /// Each file's inode, size and modification time: what a write changes.
    func stamps() -> [String: String] {
        var stamps: [String: String] = [:]
        for file in files() {
            var info = stat()
            lstat(root + "/" + file, &info)
            stamps[file] = "\(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }
        return stamps
    }
}

extension Library {
    func note(titled title: String) -> Note? { notes.first { $0.title == title } }
}
