import Foundation
import TestSupport
import Testing

/// `[keys]` through the real binary: two actions on one key of a screen,
/// or a name no screen has, stop every entry with exit 78 naming the line,
/// before anything is drawn or written; `config --check` says the same.
@Suite struct KeysSettingEndToEndTests {
    let process: NotesTUIProcess
    init() throws { process = try NotesTUIProcess() }

    func write(_ text: String) throws -> String {
        let path = process.folder.file("keys.toml")
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func aClashIsExit78NamingItsLine() throws {
        let config = try write("theme = \"mono\"\n[keys]\n\"list.open\" = \"o\"\n\"list.new\" = \"d\"\n")
        let line = "\(config):4: keys.list.new puts d on two actions of the Notes list: it is also list.delete's key; give one of them another key"
        for arguments in [[], ["list"], ["new"], ["config", "--check"]] {
            let result = arguments.first == "config"
                ? try process.runRaw(arguments + ["--config", config]) : try process.run(arguments + ["--config", config])
            result.expectFailure(78, mentioning: line)
            #expect(result.stdoutBytes.isEmpty, "\(arguments): nothing on stdout")
            #expect(!result.stderr.contains("\u{1B}"), "\(arguments): nothing drawn")
            #expect(!FileManager.default.fileExists(atPath: process.dataFile), "\(arguments) created the library")
        }
    }

    @Test func anUnknownActionOrKeyIsExit78Too() throws {
        let config = try write("[keys]\nlist.neww = \"a\"\n")
        try process.run(["list", "--config", config]).expectFailure(78, mentioning: "\(config):2: no action 'list.neww' to give a key to")
        let key = try write("[keys]\n\"note.save\" = \"Hyper-s\"\n")
        try process.run(["list", "--config", key]).expectFailure(78, mentioning: "\(key):2: keys.note.save = \"Hyper-s\" is not a key")
    }

    @Test func rightKeysAreOK() throws {
        let config = try write("[keys]\n\"list.new\" = \"a\"\nnote.save = [\"Ctrl-S\", \"F2\"]\n")
        let check = try process.runRaw(["config", "--check", "--config", config])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains(": ok"))
    }
}
