import Foundation
import NotesCore
import NotesStorage

/// The history of the library at a path: a vault's from its notes' files,
/// a JSON library's from its file (docs/sync.md "History").
public enum LibraryHistory {
    /// Throws `notInGitWorkTree` (what to do included) when the library's
    /// folder is in no git work tree, `gitMissing` without git.
    public static func source(
        dataPath: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(NoteHistoryError) -> NoteHistorySource {
        if DataFileLocation.isVault(dataPath) {
            var folder = dataPath
            while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
            return try VaultNoteHistory(folder: folder, environment: environment)
        }
        if let place = LibraryPlace(dataPath: dataPath),
           VaultGitSync.configured(vaultPath: JSONCopySync.copyPath(ofLibrary: place.path), environment: environment) != nil {
            return try CopyNoteHistory(copy: JSONCopySync.copyPath(ofLibrary: place.path), environment: environment)
        }
        return try JSONNoteHistory(libraryPath: dataPath, environment: environment)
    }
}
