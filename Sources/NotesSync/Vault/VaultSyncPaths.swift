import Foundation
import NotesVault

/// Which paths of a vault's repository a sync commits and takes in.
///
/// A sync commits notes: `*.md` files with no hidden folder or name on
/// their way, and the notes in the vault's `.trash/`. From the remote it
/// also takes other plain files (an attachment another machine's git
/// committed), but never a hidden file (`.obsidian/`, `.gitattributes`:
/// settings and plugins other programs run), an executable, a link or a
/// submodule: those stop the sync, changing nothing here.
enum VaultSyncPaths {
    static func isNote(_ path: String) -> Bool {
        guard path.hasSuffix(".md"), !path.hasPrefix("/") else { return false }
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        if components.first == Substring(VaultScan.trashFolder) { components.removeFirst() }
        return !components.isEmpty && components.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }

    /// A hidden file or folder is on `path`'s way (the vault's `.trash/` is not one).
    static func isHidden(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return components.enumerated().contains { index, part in
            part.isEmpty || (part.hasPrefix(".") && !(index == 0 && part == Substring(VaultScan.trashFolder) && components.count > 1))
        }
    }

    static func hiddenProblem(_ path: String) -> String {
        "it changed \(IncomingTree.shown(path)), a hidden file, which sync never takes from a remote "
            + "(settings, plugins and ignore rules other programs use): look at it and take it with git yourself"
    }

    /// Why the remote's file at `path` (of git's `mode`) may not come in;
    /// nil when it may.
    static func incomingProblem(path: String, mode: String) -> String? {
        let shown = IncomingTree.shown(path)
        switch mode {
        case "100644": break
        case "100755": return "its \(shown) is an executable file, which sync never takes from a remote"
        default: return "its \(shown) is \(IncomingTree.notAFile(mode) ?? "not a file"), which sync never takes from a remote"
        }
        if isHidden(path) { return hiddenProblem(path) }
        if path.split(separator: "/").contains(where: { $0.utf8.count > 255 }) {
            return "its \(shown) has a name longer than a file name may be"
        }
        return nil
    }
}
