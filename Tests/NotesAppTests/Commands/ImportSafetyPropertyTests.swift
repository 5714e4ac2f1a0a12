import Foundation
import TestSupport
import Testing
@testable import NotesApp
@testable import NotesInterchange

/// Searches for more ways `import` could read what it should not: random
/// folders of regular files, links (to files outside, to folders, dangling),
/// FIFOs, devices and subfolders under Markdown names (issue #11, point 7),
/// spread over nested subfolders, with a hidden folder that is never read.
@Suite struct ImportSafetyPropertyTests {
    enum Entry: CaseIterable { case regular, linkToFile, linkToFolder, dangling, fifo, device, folder, notMarkdown, hidden }

    /// `ImportSources.read` on another thread; nil when it did not finish in time.
    private func readWithin(seconds: Double, _ paths: [String]) -> Result<ImportSources.Contents, CommandError>? {
        nonisolated(unsafe) var outcome: Result<ImportSources.Contents, CommandError>?
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            do throws(CommandError) { outcome = .success(try ImportSources.read(paths)) } catch { outcome = .failure(error) }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return outcome
    }

    @Test func onlyRegularMarkdownFilesInTheFolderAreRead() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_0007)
        for iteration in 0..<SeededRandom.iterations(fallback: 120) {
            let root = try TemporaryDirectory(prefix: "notes-tui-import-prop")
            let folder = root.file("in")
            // Subfolders are read too, hidden ones never.
            try FileManager.default.createDirectory(atPath: folder + "/sub/deeper", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder + "/.hidden", withIntermediateDirectories: true)
            try TestFiles.write("# Outside\n\nSECRET\n", to: root.file("outside.md"))
            var regular = 0, links = 0, special = 0
            for index in 0..<Int.random(in: 1...8, using: &random) {
                let place = [folder, folder + "/sub", folder + "/sub/deeper"].randomElement(using: &random)!
                let path = place + "/entry\(index).md"
                switch Entry.allCases.randomElement(using: &random)! {
                case .regular:
                    try TestFiles.write("# Note \(index)\n\nbody\n", to: path)
                    regular += 1
                case .linkToFile: symlink(root.file("outside.md"), path); links += 1
                case .linkToFolder: symlink(root.path, path); links += 1
                case .dangling: symlink(root.file("missing.md"), path); links += 1
                case .fifo: mkfifo(path, 0o644); special += 1
                case .device:
                    // Major 1, minor 5: /dev/zero, which never ends.
                    if mknod(path, S_IFCHR | 0o644, dev_t((1 << 8) | 5)) == 0 { special += 1 }
                case .folder: mkdir(path, 0o755)
                case .notMarkdown: try TestFiles.write("SECRET", to: place + "/entry\(index).txt")
                case .hidden: try TestFiles.write("# Hidden\n\nSECRET\n", to: folder + "/.hidden/entry\(index).md")
                }
            }
            let context = "seed \(random.seed) iteration \(iteration): \(regular) regular, \(links) links, \(special) special"
            guard let outcome = readWithin(seconds: 10, [folder]) else {
                Issue.record("import hung: \(context)")
                return
            }
            switch outcome {
            case let .success(contents):
                #expect(contents.markdown.count == regular, "\(context)")
                #expect(contents.skippedLinks == links, "\(context)")
                #expect(contents.skippedSpecialFiles == special, "\(context)")
                #expect(!contents.markdown.contains { $0.body.contains("SECRET") }, "\(context)")
            case let .failure(error):
                #expect(regular == 0, "\(error.message): \(context)")
                #expect(error.exitCode == 64, "\(context)")
                #expect(!error.message.contains("\n"))
            }
        }
    }
}
