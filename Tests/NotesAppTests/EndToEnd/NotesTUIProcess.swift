import Foundation
import TestSupport
import Testing

/// Runs the built `notes-tui` binary the way a script would, in a fresh
/// folder with its own library, and captures what it printed.
final class NotesTUIProcess {
    struct Missing: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "notes-tui was not found (looked in \(searched.joined(separator: ", "))); build it with `swift build` before `swift test`"
        }
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutBytes: Data

        /// stderr's lines; docs/behaviour.md §5 wants exactly one on any failure.
        var errorLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    }

    let folder: TemporaryDirectory
    let dataFile: String
    let traceFile: String

    init() throws {
        folder = try TemporaryDirectory(prefix: "notes-tui-e2e")
        dataFile = folder.file("library/notes.json")
        traceFile = folder.file("trace")
    }

    /// The binary SwiftPM built beside the test bundle; throws when missing.
    static func executable() throws -> String {
        var folders: [String] = []
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            folders.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent().path)
        }
        if let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: own).deletingLastPathComponent().path)
        }
        for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/notes-tui") {
            return folder + "/notes-tui"
        }
        throw Missing(searched: folders)
    }

    /// Runs `notes-tui --data-file <library> ARGUMENTS` (the option goes
    /// after the subcommand, where every command accepts it). `stdin` is
    /// piped in when given, else stdin is /dev/null; `umask`, when given,
    /// is set by a shell first.
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, dataFile: String? = nil,
             umask: String? = nil, withDataFile: Bool = true, redirect: String? = nil,
             environment extra: [String: String] = [:]) throws -> Result {
        var full = arguments
        if withDataFile {
            let insertAt = arguments.isEmpty || arguments[0].hasPrefix("-") ? 0 : 1
            full.insert(contentsOf: ["--data-file", dataFile ?? self.dataFile], at: insertAt)
        }
        return try runRaw(full, stdin: stdin, umask: umask, redirect: redirect, environment: extra)
    }

    /// Runs the binary with exactly `arguments`; `redirect` is shell
    /// redirections for it (`< /dev/zero`, `> /dev/full`, `<&-`).
    /// `environment`: variables added to the few every run gets (`EDITOR`).
    func runRaw(_ arguments: [String], stdin: String? = nil, umask: String? = nil, redirect: String? = nil,
                environment extra: [String: String] = [:]) throws -> Result {
        let binary = try Self.executable()
        let process = Process()
        if let redirect {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirect)", binary] + arguments
        } else if let umask {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "umask \(umask) && exec \"$0\" \"$@\"", binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        var environment = [
            "HOME": folder.path, "PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8",
            "NOTES_TUI_TRACE": traceFile,
        ]
        // Under `make sanitizer-test` the binary is sanitized too: same options
        // (no leak checks: TOMLKit leaves a few bytes of each parse behind).
        for name in ["ASAN_OPTIONS", "TSAN_OPTIONS"] {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        environment.merge(extra) { $1 }
        process.environment = environment
        // Files, not pipes: nothing can fill up and block the child.
        let outPath = folder.file(".stdout-\(UUID().uuidString)")
        let errPath = folder.file(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer { unlink(outPath); unlink(errPath) }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        let out = FileManager.default.contents(atPath: outPath) ?? Data()
        let err = FileManager.default.contents(atPath: errPath) ?? Data()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out)
    }

    /// Adds a note through the binary and returns its id.
    func add(title: String, body: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        var arguments = ["add", "--title", title]
        if !body.isEmpty { arguments += ["--", body] }
        let result = try run(arguments)
        #expect(result.status == 0, "add failed: \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The lines the trace file holds, then empties it.
    func takeTrace() -> [String] {
        let text = (try? String(contentsOfFile: traceFile, encoding: .utf8)) ?? ""
        unlink(traceFile)
        return text.split(separator: "\n").map(String.init)
    }

    /// The library file parsed with JSONSerialization (independent of the app's codec).
    func libraryJSON(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: dataFile), sourceLocation: sourceLocation)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
    }

    /// The titles of the notes not in the trash, A–Z.
    func noteTitles() throws -> [String] {
        let notes = try libraryJSON()["notes"] as? [[String: Any]] ?? []
        return notes.filter { $0["trashed"] == nil }.compactMap { $0["title"] as? String }.sorted()
    }
}

extension NotesTUIProcess.Result {
    /// Checks a failure as docs/behaviour.md §5 wants it: this status, and one `notes-tui:` line.
    func expectFailure(_ status: Int32, mentioning text: String? = nil,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(self.status == status, "status \(self.status), stderr: \(stderr)", sourceLocation: sourceLocation)
        #expect(errorLines.count == 1, "expected one stderr line, got: \(stderr)", sourceLocation: sourceLocation)
        #expect(stderr.hasPrefix("notes-tui: "), "stderr: \(stderr)", sourceLocation: sourceLocation)
        if let text {
            #expect(stderr.contains(text), "expected '\(text)' in: \(stderr)", sourceLocation: sourceLocation)
        }
    }
}
