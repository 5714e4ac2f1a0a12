import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `sync --setup` changes in a folder, noted before it starts so a
/// setup that fails (a remote refused, a first sync that stops) leaves the
/// folder as it was: a `.git` the setup created is removed whole; in a
/// repository that was there, the files setup writes get their old bytes
/// back and the remote-tracking refs its fetch made are removed.
struct SetupUndo {
    let gitFolder: String
    let repositoryExisted: Bool
    /// The bytes of each file setup writes, nil for one that was missing.
    private let saved: [(path: String, bytes: Data?)]
    private let remoteRefsBefore: Set<String>

    static let writtenFiles = ["config", "info/exclude", "info/attributes", "notes-tui-last-sync"]

    init(folder: String) {
        let git = folder + "/.git"
        var info = stat()
        let existed = lstat(git, &info) == 0
        gitFolder = git
        repositoryExisted = existed
        saved = Self.writtenFiles.map { name in (git + "/" + name, FileManager.default.contents(atPath: git + "/" + name)) }
        remoteRefsBefore = existed ? Self.remoteRefs(in: git) : []
    }

    /// Puts the folder back as it was noted.
    func restore() {
        guard repositoryExisted else {
            try? FileManager.default.removeItem(atPath: gitFolder)
            return
        }
        for (path, bytes) in saved {
            if let bytes {
                try? bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
            } else {
                unlink(path)
            }
        }
        for ref in Self.remoteRefs(in: gitFolder).subtracting(remoteRefsBefore) {
            unlink(gitFolder + "/" + ref)
        }
    }

    /// The loose remote-tracking refs (`refs/remotes/…`), relative to `.git`.
    private static func remoteRefs(in gitFolder: String) -> Set<String> {
        let top = gitFolder + "/refs/remotes"
        guard let walker = FileManager.default.enumerator(atPath: top) else { return [] }
        var refs: Set<String> = []
        while let name = walker.nextObject() as? String {
            var info = stat()
            if lstat(top + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG { refs.insert("refs/remotes/" + name) }
        }
        return refs
    }
}
