import Foundation
import TestSupport
import Testing

/// `import` reads regular files only: links inside a folder are skipped
/// (and counted), as are FIFOs and devices; a FIFO or device named on the
/// command line gets a line saying what it is, at once (issue #11, points
/// 7, 9 and 14). Every run has a time limit, since the old failure was a hang.
@Suite struct ImportSafetyTests {
    /// Runs the binary under timeout(1): a hang shows as status 124.
    private func run(_ cli: NotesTUIProcess, _ arguments: [String]) throws -> NotesTUIProcess.Result {
        let binary = try NotesTUIProcess.executable()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["10", binary, arguments[0], "--data-file", cli.dataFile] + arguments.dropFirst()
        process.environment = ["HOME": cli.folder.path, "PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8"]
        let outPath = cli.folder.file(".out-\(UUID().uuidString)")
        let errPath = cli.folder.file(".err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer { unlink(outPath); unlink(errPath) }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let out = FileManager.default.contents(atPath: outPath) ?? Data()
        let err = FileManager.default.contents(atPath: errPath) ?? Data()
        return .init(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                     stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out)
    }

    @Test func aFolderNeverFollowsLinksNorOpensFIFOs() throws {
        let cli = try NotesTUIProcess()
        let outside = try TemporaryDirectory(prefix: "notes-tui-outside")
        try TestFiles.write("# Secret\n\nfrom outside the folder\n", to: outside.file("secret.md"))
        let folder = cli.folder.file("notes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try TestFiles.write("# Kept\n\nregular file\n", to: folder + "/kept.md")
        #expect(symlink(outside.file("secret.md"), folder + "/link.md") == 0)
        #expect(symlink("/etc/passwd", folder + "/passwd.md") == 0)
        #expect(mkfifo(folder + "/pipe.md", 0o644) == 0)
        let result = try run(cli, ["import", folder])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "imported 1 note: 1 new, 0 updated, 0 already there; skipped 2 symbolic links "
            + "(not followed inside a folder; name the file itself to import it), 1 FIFO, device or socket (not regular files)\n")
        #expect(try cli.noteTitles() == ["Kept"])
    }

    @Test func aLinkNamedDirectlyIsFollowed() throws {
        let cli = try NotesTUIProcess()
        let outside = try TemporaryDirectory(prefix: "notes-tui-outside")
        try TestFiles.write("# Linked\n\nbody\n", to: outside.file("note.md"))
        let link = cli.folder.file("link.md")
        #expect(symlink(outside.file("note.md"), link) == 0)
        let result = try run(cli, ["import", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try cli.noteTitles() == ["Linked"])
    }

    @Test func aFIFOOrDeviceNamedDirectlySaysWhatItIs() throws {
        let cli = try NotesTUIProcess()
        _ = try cli.add(title: "Before")
        let before = TestFiles.bytes(at: cli.dataFile)
        let fifo = cli.folder.file("notes.md")
        #expect(mkfifo(fifo, 0o644) == 0)
        try run(cli, ["import", fifo]).expectFailure(65, mentioning: "notes.md: it is a FIFO, not a file")
        try run(cli, ["import", "/dev/zero"]).expectFailure(65, mentioning: "/dev/zero: it is a character device, not a file")
        let jsonFIFO = cli.folder.file("export.json")
        #expect(mkfifo(jsonFIFO, 0o644) == 0)
        try run(cli, ["import", jsonFIFO]).expectFailure(65, mentioning: "is a FIFO")
        #expect(TestFiles.bytes(at: cli.dataFile) == before)
    }

    @Test func aFolderWithOnlyLinksSaysSo() throws {
        let cli = try NotesTUIProcess()
        let folder = cli.folder.file("links")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(symlink("/etc/passwd", folder + "/a.md") == 0)
        try run(cli, ["import", folder]).expectFailure(64, mentioning: "skipped 1 symbolic link")
    }
}
