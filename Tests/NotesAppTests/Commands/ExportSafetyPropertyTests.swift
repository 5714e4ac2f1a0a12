import Foundation
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesInterchange
@testable import NotesModel

/// Searches for more ways an export could change what was already there:
/// random folders holding regular files, links (to files outside, or
/// dangling), FIFOs and folders at the names an export wants, random
/// `--force` and format (issue #11, point 6).
@Suite struct ExportSafetyPropertyTests {
    enum Entry: CaseIterable { case regular, linkOutside, dangling, fifo, folder }

    private func snapshot(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "missing" }
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
        let bytes = info.st_mode & S_IFMT == S_IFREG ? (TestFiles.bytes(at: path) ?? []) : []
        return "mode \(String(info.st_mode, radix: 8)) link '\(link)' bytes \(bytes)"
    }

    private func snapshots(_ folder: String) -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Dictionary(uniqueKeysWithValues: names.map { ($0, snapshot(folder + "/" + $0)) })
    }

    @Test func nothingThatWasThereIsChangedWithoutForceNorAnythingButOwnFilesWithIt() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_0006)
        let titles = ["a", "b", "hello", "Hello", "c/d"]
        for iteration in 0..<SeededRandom.iterations(fallback: 150) {
            let root = try TemporaryDirectory(prefix: "notes-tui-export-prop")
            let out = root.file("out")
            let outside = root.file("outside")
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            let candidates = ["a.md", "b.md", "hello.md", "Hello 2.md", "c-d.md", "notes.json"]
            for name in candidates where Bool.random(using: &random) {
                let path = out + "/" + name
                switch Entry.allCases.randomElement(using: &random)! {
                case .regular: try TestFiles.write("mine \(name)", to: path)
                case .linkOutside:
                    try TestFiles.write("outside \(name)", to: outside + "/" + name)
                    symlink(outside + "/" + name, path)
                case .dangling: symlink(outside + "/missing-" + name, path)
                case .fifo: mkfifo(path, 0o644)
                case .folder: mkdir(path, 0o755)
                }
            }
            let notes = titles.filter { _ in Bool.random(using: &random) }.enumerated().map { index, title in
                Note(id: UUID(), title: title, body: "body \(index)", created: NoteFixtures.date(Double(index)),
                     modified: NoteFixtures.date(Double(index)))
            }
            let force = Bool.random(using: &random)
            let markdown = Bool.random(using: &random)
            let (outBefore, outsideBefore) = (snapshots(out), snapshots(outside))
            var failed = false
            do {
                _ = try LibraryExport.run(notes, format: markdown ? .markdown : .json,
                                          output: markdown ? out : out + "/notes.json", force: force)
            } catch {
                failed = true
                #expect(error.exitCode == 73 || error.exitCode == 64, "\(error.message)")
                #expect(!error.message.contains("\n"))
            }
            let context = "seed \(random.seed) iteration \(iteration) force \(force) markdown \(markdown) before \(outBefore)"
            let outAfter = snapshots(out)
            #expect(snapshots(outside) == outsideBefore, "\(context)")
            for (name, before) in outBefore {
                let wasRegular = before.hasPrefix("mode 10")
                if failed || !force || !wasRegular {
                    #expect(outAfter[name] == before, "\(name) changed: \(context)")
                }
            }
            if failed { #expect(outAfter == outBefore, "\(context)") }
            #expect(!outAfter.keys.contains { $0.hasSuffix(".tmp") }, "\(context)")
        }
    }
}
