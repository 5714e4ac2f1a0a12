import Foundation
import LibraryFormat
import TestSupport
import Testing

/// The real binary on a full disk: what a command could not save is
/// written to a rescue copy (here in $HOME: the library's folder is the
/// full one) and named on stderr, and `import` brings it back.
@Suite struct RescueCopyEndToEndTests {
    @Test func addOnAFullDiskKeepsThePipedTextInARescueCopy() throws {
        guard case let .success(disk) = SmallFilesystem.mount(kilobytes: 64) else {
            print("RescueCopyEndToEndTests: skipped — needs root to mount a small tmpfs")
            return
        }
        let process = try NotesTUIProcess()
        let library = disk.path + "/notes.json"
        try process.run(["add", "--title", "First", "fits"], dataFile: library)
        // Fill what is left of the disk.
        let filler = disk.path + "/filler"
        _ = FileManager.default.createFile(atPath: filler, contents: Data(count: 60 * 1024))
        let text = String(repeating: "a long piped text that exists nowhere else ", count: 200)
        _ = process.takeTrace()
        let result = try process.run(["add", "--title", "Piped"], stdin: text, dataFile: library)
        #expect(result.status == 73)
        // The quick path read the library, met the full disk and handed the
        // text it had read over to the full path, which read it again and
        // kept the text.
        let trace = process.takeTrace()
        #expect(trace.filter { $0 == "NotesStore.load" }.count == 2 && !trace.contains("QuickAdd.written"), "\(trace)")
        #expect(result.errorLines.count == 1)
        let line = String(result.errorLines.first ?? "")
        #expect(line.hasPrefix("notes-tui: cannot save \(library)"))
        let rescue = try #require(((try? FileManager.default.contentsOfDirectory(atPath: process.folder.path)) ?? [])
            .first { $0.hasPrefix("notes-tui-rescue-") }.map { process.folder.file($0) })
        #expect(line.contains("; nothing was changed, and what was not saved is in \(rescue): bring it back with 'notes-tui import \(rescue)'"))
        // Nothing a process that is exiting cannot keep: no promise, no "save again".
        #expect(!line.contains("kept until then") && !line.contains("save again"), "\(line)")
        let notes = try LibraryCodec.decode(Data(contentsOf: URL(fileURLWithPath: rescue))).notes
        #expect(notes.map(\.title) == ["Piped"])
        #expect(notes.first?.body == text)
        // Room again: importing the rescue copy brings the note back.
        try FileManager.default.removeItem(atPath: filler)
        let imported = try process.run(["import", rescue], dataFile: library)
        #expect(imported.status == 0, "\(imported.stderr)")
        let shown = try process.run(["show", "Piped"], dataFile: library)
        #expect(shown.stdout == "Piped\n\n\(text)\n")
    }
}
