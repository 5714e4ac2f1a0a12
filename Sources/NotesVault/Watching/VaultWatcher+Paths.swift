/// The path rules of watching, on any platform.
extension VaultWatcher {
    /// Hidden entries are not watched or reported, but `.trash` at the top.
    static func isWatched(_ name: String, inFolder folder: String) -> Bool {
        name.utf8.first != UInt8(ascii: ".") || (folder.isEmpty && name == VaultScan.trashFolder)
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder + "/" + name
    }

    /// `paths` without those inside another of them (walking the outer
    /// one covers them).
    static func outermost(_ paths: [String]) -> [String] {
        var kept: Set<String> = []
        for path in Set(paths).sorted(by: { $0.utf8.count < $1.utf8.count }) where !isSameOrInside(path, anyOf: kept) {
            kept.insert(path)
        }
        return kept.sorted()
    }

    /// Whether `path` is one of `folders` or inside one: its ancestors are
    /// looked up, so the cost is its depth, not the number of folders.
    /// (For the store too: the notes a `.paths` change may have changed
    /// are those at or inside its paths.)
    package static func isSameOrInside(_ path: String, anyOf folders: Set<String>) -> Bool {
        var prefix = Substring(path)
        while true {
            if folders.contains(String(prefix)) { return true }
            guard let slash = prefix.lastIndex(of: "/") else { return false }
            prefix = prefix[..<slash]
        }
    }
}
