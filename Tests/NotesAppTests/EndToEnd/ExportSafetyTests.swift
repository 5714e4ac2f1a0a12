import Foundation
import TestSupport
import Testing

/// `export --output` only creates new files; an existing path is refused
/// with exit 73 naming it, and `--force` replaces only a regular file of
/// the user's — never a link, its target, a device or a FIFO (issue #11,
/// point 6). Tests run as root, so a device is made with mknod rather than
/// risking the real /dev/null.
@Suite struct ExportSafetyTests {
    private func library() throws -> NotesTUIProcess {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "hello", body: "from the library")
        return cli
    }

    /// What a path is and holds, without following a link.
    private func snapshot(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "missing" }
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
        let isRegular = info.st_mode & S_IFMT == S_IFREG
        let bytes = isRegular ? (TestFiles.bytes(at: path) ?? []) : []
        return "mode \(String(info.st_mode, radix: 8)) rdev \(info.st_rdev) link '\(link)' bytes \(bytes)"
    }

    @Test func anExistingFileIsRefusedThenReplacedWithForce() throws {
        let cli = try library()
        let existing = cli.folder.file("export.json")
        try TestFiles.write("precious", to: existing)
        chmod(existing, 0o644)
        let before = snapshot(existing)
        let refused = try cli.run(["export", "--output", existing])
        refused.expectFailure(73, mentioning: "export.json already exists")
        #expect(refused.stderr.contains("--force"))
        #expect(snapshot(existing) == before)

        #expect(try cli.run(["export", "--output", existing, "--force"]).status == 0)
        #expect(TestFiles.mode(of: existing) == 0o600)
        let text = String(decoding: TestFiles.bytes(at: existing) ?? [], as: UTF8.self)
        #expect(text.contains("from the library"))
        #expect(cli.folder.contents().allSatisfy { !$0.contains(".tmp") }, "\(cli.folder.contents())")
    }

    @Test func aLinkIsNeverFollowedNorReplaced() throws {
        let cli = try library()
        let outside = try TemporaryDirectory(prefix: "notes-tui-outside")
        let target = outside.file("victim.txt")
        try TestFiles.write("do not touch", to: target)
        chmod(target, 0o644)
        let link = cli.folder.file("export.json")
        #expect(symlink(target, link) == 0)
        let (targetBefore, linkBefore) = (snapshot(target), snapshot(link))
        for extra in [[], ["--force"]] {
            try cli.run(["export", "--output", link] + extra).expectFailure(73, mentioning: "export.json")
            #expect(snapshot(target) == targetBefore)
            #expect(snapshot(link) == linkBefore)
        }
        // A dangling link is not created through either.
        let dangling = cli.folder.file("dangling.json")
        #expect(symlink(outside.file("new.json"), dangling) == 0)
        try cli.run(["export", "--output", dangling, "--force"]).expectFailure(73, mentioning: "symbolic link")
        #expect(!FileManager.default.fileExists(atPath: outside.file("new.json")))
    }

    @Test func aFIFOOrADeviceIsNeverOpened() throws {
        let cli = try library()
        let fifo = cli.folder.file("pipe")
        #expect(mkfifo(fifo, 0o644) == 0)
        var paths = [fifo]
        let device = cli.folder.file("null-device")
        // Major 1, minor 3: what /dev/null is.
        if mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 { paths.append(device) }
        for path in paths {
            let before = snapshot(path)
            for extra in [[], ["--force"]] {
                let result = try cli.run(["export", "--output", path] + extra)
                result.expectFailure(73, mentioning: path.hasSuffix("pipe") ? "is a FIFO" : "is a character device")
                #expect(snapshot(path) == before)
            }
        }
    }

    /// A Markdown export's folder that is a device or a FIFO is named for what it is.
    @Test func aMarkdownFolderThatIsADeviceIsNamedForWhatItIs() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "hello")
        try cli.run(["export", "--format", "markdown", "--output", "/dev/null"])
            .expectFailure(64, mentioning: "/dev/null is a character device; give a folder")
    }

    @Test func markdownNeverOverwritesAFileItDidNotCreate() throws {
        let cli = try library()
        _ = try cli.add(title: "second", body: "two")
        let folder = cli.folder.file("md")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try TestFiles.write("my own hello", to: folder + "/hello.md")
        let before = snapshot(folder + "/hello.md")
        let refused = try cli.run(["export", "--format", "markdown", "--output", folder])
        refused.expectFailure(73, mentioning: "hello.md already exists")
        #expect(refused.stderr.contains("nothing was written"))
        #expect(snapshot(folder + "/hello.md") == before)
        // Refused up front: not even the note without a clash was written.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["hello.md"])

        #expect(try cli.run(["export", "--format", "markdown", "--output", folder, "--force"]).status == 0)
        let replaced = try String(contentsOfFile: folder + "/hello.md", encoding: .utf8)
        #expect(replaced.hasPrefix("---\nid: ") && replaced.hasSuffix("---\n# hello\n\nfrom the library\n"), "\(replaced)")
        #expect(TestFiles.mode(of: folder + "/hello.md") == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["hello.md", "second.md"])
    }

    @Test func markdownRefusesALinkInTheFolderEvenWithForce() throws {
        let cli = try library()
        let outside = try TemporaryDirectory(prefix: "notes-tui-outside")
        let target = outside.file("hello.md")
        try TestFiles.write("outside", to: target)
        let folder = cli.folder.file("md")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(symlink(target, folder + "/hello.md") == 0)
        let before = snapshot(target)
        try cli.run(["export", "--format", "markdown", "--output", folder, "--force"])
            .expectFailure(73, mentioning: "is a symbolic link")
        #expect(snapshot(target) == before)
    }
}
