import Foundation
import NotesModel

// The list's sort, remembered per library in a side file
// (`.notes.json.view`, one line such as `sort title`) — not in the library,
// which other machines share.
extension JSONFileStore {
    public func rememberedSort() -> NoteSort? {
        guard let (_, sideFiles) = try? target(forSaving: false),
              let (bytes, _) = try? PosixFile.readAll(sideFiles.viewPath), bytes.count < 4096 else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[0] == "sort" { return NoteSort(rawValue: String(parts[1])) }
        }
        return nil
    }

    public func rememberSort(_ sort: NoteSort) {
        guard let (_, sideFiles) = try? target(forSaving: true) else { return }
        // Only beside a library that exists: a preference creates no folder.
        guard FileManager.default.fileExists(atPath: sideFiles.folder) else { return }
        _ = try? PosixFile.writeAtomically(Array("sort \(sort.rawValue)\n".utf8), to: sideFiles.viewPath,
                                           tempPath: sideFiles.newTempPath())
    }
}
