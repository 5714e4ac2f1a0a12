import Foundation
import NotesModel

extension VaultBenchmarks {
    /// Writes `library` as a vault at `path`: each note `<title>.md` (a
    /// heading line when the name cannot hold the title) in one of a few
    /// folders, pins in front matter, trashed notes under `.trash/`, each
    /// file's time its note's modification. Returns the bytes written.
    static func write(_ library: Library, to path: String) -> Int {
        try? FileManager.default.removeItem(atPath: path)
        var total = 0
        var taken = Set<String>()
        for (index, note) in library.notes.enumerated() {
            let folder = folders[index % folders.count]
            let top = note.isTrashed ? path + "/.trash" : path
            let directory = folder.isEmpty ? top : top + "/" + folder
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var stem = NoteFile.fileName(forTitle: note.displayTitle)
            while !taken.insert((directory + "/" + stem).lowercased()).inserted { stem += " \(index)" }
            var text = note.pinned ? "---\npinned: true\n---\n" : ""
            if note.hasTitle, stem != note.title { text += "# " + Note.oneLine(note.title) + "\n\n" }
            text += note.body + "\n"
            let file = directory + "/" + stem + ".md"
            guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else { fatalError("cannot write \(file)") }
            total += text.utf8.count
            let seconds = note.modified.timeIntervalSince1970
            var times = [timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9)),
                         timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))]
            utimensat(AT_FDCWD, file, &times, 0)
        }
        return total
    }

    /// `notes-tui search WORD` over the vault, and `rg -il WORD` over the
    /// same files: the floor a search of the files could reach.
    func searchFigures(log: (String) -> Void) -> [Figure] {
        log("  search WORD, and rg -il WORD over the same files…")
        let word = "water"
        var search: [Double] = [], floor: [Double] = []
        let ripgrep = ["/usr/bin/rg", "/usr/local/bin/rg"].first { FileManager.default.isExecutableFile(atPath: $0) }
        for run in 0..<runs {
            var started = DispatchTime.now().uptimeNanoseconds
            let command = ChildProcess.withPipe(binary, ["search", "--data-file", vault, word],
                                                extraEnvironment: ["XDG_STATE_HOME=" + folder + "/state-search-\(label)-\(run)"])
            command.readToEnd()
            _ = command.wait()
            search.append(milliseconds(since: started))
            if let ripgrep {
                started = DispatchTime.now().uptimeNanoseconds
                let rg = ChildProcess.withPipe(ripgrep, ["-il", word, vault])
                rg.readToEnd()
                _ = rg.wait()
                floor.append(milliseconds(since: started))
            }
        }
        var figures = [Figure(name: "vault: `search \(word)` whole command", library: label, unit: .milliseconds,
                              samples: search, target: nil)]
        if ripgrep == nil {
            log("  no rg: install ripgrep for the floor figure")
        } else {
            figures.append(Figure(name: "vault: `rg -il \(word)` over the same files (the floor)", library: label,
                                  unit: .milliseconds, samples: floor, target: nil))
        }
        return figures
    }
}
