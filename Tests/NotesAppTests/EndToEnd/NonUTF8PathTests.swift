import Foundation
import TestSupport
import Testing

/// A library path whose bytes are not UTF-8 (byte 0xFF in a folder's name)
/// must never turn into another file's name (U+FFFD in place of the byte).
/// notes-tui refuses such a path with one exit-64 line, and creates nothing.
@Suite struct NonUTF8PathTests {
    /// Runs `script` with sh: `$0` is the binary, `$1` a fresh folder holding
    /// a folder named `bad<0xFF>`. Returns the status, the binary's stderr
    /// and every path under the folder afterwards (as `find` prints them).
    private func run(_ script: String) throws -> (status: Int32, stderr: String, entries: [String]) {
        let folder = try TemporaryDirectory(prefix: "notes-tui-bytes")
        // Outside the folder, so that only what notes-tui made is found in it.
        let stderrPath = folder.path + ".stderr", findPath = folder.path + ".find"
        defer { unlink(stderrPath); unlink(findPath) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c",
            #"bad="$(printf '%s/bad\377' "$1")"; mkdir "$bad" || exit 99; "# + script
                + #" 2>"$1.stderr"; status=$?; find "$1" -mindepth 1 > "$1.find"; exit $status"#,
            try NotesTUIProcess.executable(), folder.path,
        ]
        process.environment = ["HOME": folder.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        try process.run()
        process.waitUntilExit()
        let found = String(decoding: FileManager.default.contents(atPath: findPath) ?? Data(), as: UTF8.self)
        let entries = found.split(separator: "\n").map { String($0.dropFirst(folder.path.count + 1)) }
        let stderr = String(decoding: FileManager.default.contents(atPath: stderrPath) ?? Data(), as: UTF8.self)
        return (process.terminationStatus, stderr, entries)
    }

    private func expectRefused(_ result: (status: Int32, stderr: String, entries: [String]), source: String) {
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("notes-tui: the library path ") && result.stderr.contains(#"bad\xFF"#), "\(result.stderr)")
        #expect(result.stderr.contains("(from \(source)) is not valid UTF-8"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        // Only the folder the test made: no library, lock, or U+FFFD twin anywhere.
        #expect(result.entries == ["bad\u{FFFD}"], "\(result.entries)")
    }

    @Test func aDataFileOptionWithByte0xFFIsRefusedAndNothingIsCreated() throws {
        expectRefused(try run(#""$0" add --data-file "$bad/notes.json" hello"#), source: "--data-file")
        expectRefused(try run(#""$0" --data-file="$bad/notes.json" list"#), source: "--data-file")
    }

    /// Any argument, not only the library's path: a title or text with a
    /// byte that is not UTF-8 would be saved as U+FFFD.
    @Test func anyArgumentThatIsNotUTF8IsRefusedAndNothingIsSaved() throws {
        for script in [#""$0" add --data-file "$1/notes.json" --title "$(printf 'x\377')" text"#,
                       #""$0" add --data-file "$1/notes.json" "$(printf 'abc\377')""#,
                       #""$0" import --data-file "$1/notes.json" "$bad/n.md""#] {
            let result = try run(script)
            #expect(result.status == 64, "\(result)")
            #expect(result.stderr.hasPrefix("notes-tui: argument "), "\(result.stderr)")
            #expect(result.stderr.contains(#"\xFF"#) && result.stderr.contains("is not valid UTF-8"))
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.entries == ["bad\u{FFFD}"], "\(result.entries)")
        }
    }

    @Test func anEnvironmentPathWithByte0xFFIsRefused() throws {
        expectRefused(try run(#"NOTES_TUI_DATA="$bad/notes.json" "$0" add hello"#), source: "$NOTES_TUI_DATA")
        expectRefused(try run(#"XDG_DATA_HOME="$bad" "$0" add hello"#), source: "$XDG_DATA_HOME")
        expectRefused(try run(#"HOME="$bad" "$0" add hello"#), source: "$HOME")
    }

    /// A UTF-8 path named after it still works, and the odd environment is
    /// not checked when --data-file decides.
    @Test func aUTF8PathBesideItIsUsedExactly() throws {
        let result = try run(#"NOTES_TUI_DATA="$bad/x.json" "$0" add --data-file "$1/bad-ÿ/notes.json" hello"#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Set(result.entries) == ["bad\u{FFFD}", "bad-ÿ", "bad-ÿ/notes.json", "bad-ÿ/.notes.json.lock"], "\(result.entries)")
    }

    /// Random bytes that break UTF-8 (lone continuation bytes, overlong
    /// forms, surrogates, truncated sequences) in a random place of the
    /// path: always refused, nothing created.
    @Test func randomInvalidBytesAnywhereInThePathAreRefused() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x11_0B)
        let breakers = [#"\200"#, #"\300\200"#, #"\355\240\200"#, #"\342\202"#, #"\370\210\200\200\200"#, #"\377"#]
        for round in 0..<SeededRandom.iterations(fallback: 8) {
            let breaker = breakers[Int(random.next() % UInt64(breakers.count))]
            let inFileName = random.next() % 2 == 0
            let path = inFileName ? #""$1/notes-$(printf '\#(breaker)').json""# : #""$1/x$(printf '\#(breaker)')y/notes.json""#
            let result = try run(#""$0" add --data-file \#(path) hello"#)
            #expect(result.status == 64, "seed \(random.seed) round \(round) \(breaker): \(result)")
            #expect(result.entries == ["bad\u{FFFD}"], "seed \(random.seed) round \(round): \(result.entries)")
        }
    }
}
