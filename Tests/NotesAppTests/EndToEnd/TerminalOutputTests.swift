import Foundation
import TestSupport
import Testing

/// What the real binary writes to a real terminal (a pty from script(1)):
/// no C1 control, DEL, bidi override or zero-width character raw, in
/// `list`, `show`, `search` or JSON; while a pipe still gets every byte
/// (issue #11, point 13).
@Suite struct TerminalOutputTests {
    static let title = "pay\u{202E}lmth.exe\u{200B}\u{2066}x\u{2069}"
    static let body = "c1 \u{9B}31m \u{90}q\u{9C} del \u{7F} rlm \u{200F} bom \u{FEFF}"

    /// Everything `notes-tui ARGUMENTS` wrote to a pty, stdout and stderr.
    private func onATerminal(_ cli: NotesTUIProcess, _ arguments: [String]) throws -> String {
        let binary = try NotesTUIProcess.executable()
        let quoted = ([binary, arguments[0], "--data-file", cli.dataFile] + arguments.dropFirst())
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "timeout 10 " + quoted, "/dev/null"]
        process.environment = ["HOME": cli.folder.path, "PATH": "/usr/bin:/bin", "TERM": "xterm", "LANG": "C.UTF-8", "TZ": "UTC"]
        let output = cli.folder.file(".pty-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        defer { unlink(output) }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = process.standardOutput
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments)")
        return String(decoding: TestFiles.bytes(at: output) ?? [], as: UTF8.self)
    }

    private static func raw(_ text: String) -> [UInt32] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            if scalar == "\n" || scalar == "\r" || scalar == "\t" { return false }
            return value < 0x20 || (0x7F..<0xA0).contains(value) || scalar.properties.generalCategory == .format
        }.map(\.value)
    }

    @Test func nothingInvisibleOrControllingReachesTheTerminal() throws {
        let cli = try NotesTUIProcess()
        let id = try cli.add(title: Self.title, body: Self.body)
        for arguments in [["list"], ["list", "--json"], ["show", id], ["search", "pay"], ["search", "--json", "pay"], ["export"]] {
            let out = try onATerminal(cli, arguments)
            #expect(Self.raw(out).isEmpty, "\(arguments): \(Self.raw(out).map { String($0, radix: 16) })")
            #expect(out.contains("pay"), "\(arguments): \(out.debugDescription)")
        }
        // A pipe gets the exact text.
        #expect(try cli.run(["show", id]).stdout == Self.title + "\n\n" + Self.body + "\n")
    }
}
