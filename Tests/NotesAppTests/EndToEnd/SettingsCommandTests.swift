import Foundation
import NotesSettings
import TestSupport
import Testing

/// The settings file through the real binary: `config --init/--check/--path`,
/// `--config` on either side of the command, and a wrong file stopping
/// everything with exit 78 before anything is drawn or written.
@Suite struct SettingsCommandTests {
    let process: NotesTUIProcess
    init() throws { process = try NotesTUIProcess() }

    var defaultConfig: String { process.folder.file(".config/notes-tui/config.toml") }

    func write(_ text: String, to name: String = "settings.toml") throws -> String {
        let path = process.folder.file(name)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func initWritesEveryDefaultAndCheckSaysOK() throws {
        let path = try process.runRaw(["config", "--path"])
        #expect(path.status == 0 && path.stdout == defaultConfig + "\n")
        let before = try process.runRaw(["config", "--check"])
        #expect(before.status == 0)
        #expect(before.stdout.hasPrefix("notes-tui: \(defaultConfig): ok"))
        #expect(!FileManager.default.fileExists(atPath: defaultConfig), "checking creates nothing")

        let made = try process.runRaw(["config", "--init"])
        #expect(made.status == 0, "\(made.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: defaultConfig)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let check = try process.runRaw(["config"])
        #expect(check.status == 0 && check.stdout == "notes-tui: \(defaultConfig): ok\n")

        let again = try process.runRaw(["config", "--init"])
        again.expectFailure(73, mentioning: "already exists")
    }

    /// docs/config.toml is what `config --init` writes.
    @Test func theSampleInDocsIsWhatInitWrites() throws {
        let target = process.folder.file("written.toml")
        #expect(try process.runRaw(["config", "--init", "--config", target]).status == 0)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/config.toml")
        #expect(try String(contentsOf: docs, encoding: .utf8) == written,
                "run 'notes-tui config --init --config docs/config.toml' after changing the settings")
    }

    @Test func aWrongFileIsExit78WithItsLine() throws {
        let config = try write("theme = \"default\"\n[colors]\nheader = \"blue\"\nbogus = \"red\"\n")
        let check = try process.runRaw(["config", "--check", "--config", config])
        check.expectFailure(78, mentioning: "\(config):4: unknown setting 'colors.bogus'")
        #expect(check.stdout.isEmpty)
    }

    @Test func aWrongSyncIntervalIsExit78NamingItsLine() throws {
        let config = try write("[sync]\nenabled = true\ninterval = 100000\n")
        let check = try process.runRaw(["config", "--check", "--config", config])
        check.expectFailure(78, mentioning: "\(config):3: sync.interval = 100000 is out of range; use 0 to 86400 seconds")
        #expect(check.stdout.isEmpty)
    }

    /// Before or after the command's name, as --data-file.
    @Test func configGoesEitherSideOfTheCommand() throws {
        let config = try write("sort = 3\n")
        for arguments in [["--config", config, "list"], ["list", "--config", config], ["--config=\(config)", "list"]] {
            let result = try process.run(arguments)
            result.expectFailure(78, mentioning: "\(config):1: sort should be one of")
        }
    }

    /// Nothing drawn (no alternate screen, no escape at all), no library made.
    @Test func aWrongFileStopsEveryEntryBeforeAnythingIsWritten() throws {
        let config = try write("tab_width = 0\n")
        for arguments in [[], ["new"], ["add", "hello"], ["list"], ["--reset"]] {
            let result = try process.run(arguments + ["--config", config])
            result.expectFailure(78, mentioning: "\(config):1: tab_width = 0 is out of range")
            #expect(result.stdoutBytes.isEmpty, "\(arguments): nothing on stdout")
            #expect(!result.stderr.contains("\u{1B}"))
            #expect(!FileManager.default.fileExists(atPath: process.dataFile), "\(arguments) created the library")
        }
    }

    @Test func theDefaultFileIsReadToo() throws {
        try FileManager.default.createDirectory(atPath: process.folder.file(".config/notes-tui"), withIntermediateDirectories: true)
        try "mouse = \"no\"\n".write(toFile: defaultConfig, atomically: false, encoding: .utf8)
        let result = try process.run(["list"])
        result.expectFailure(78, mentioning: "\(defaultConfig):1: mouse should be true or false")
    }

    @Test func aNamedMissingFileIsAnErrorTheDefaultOneIsNot() throws {
        let missing = process.folder.file("missing.toml")
        try process.run(["list", "--config", missing]).expectFailure(78, mentioning: "no such settings file")
        #expect(try process.run(["add", "hello"]).status == 0)
    }

    @Test func aFolderOrAFIFOIsRefusedWithoutWaiting() throws {
        try FileManager.default.createDirectory(atPath: process.folder.file("dir.toml"), withIntermediateDirectories: false)
        try process.run(["list", "--config", process.folder.file("dir.toml")]).expectFailure(78, mentioning: "a folder")
        #expect(mkfifo(process.folder.file("fifo.toml"), 0o600) == 0)
        try process.run(["list", "--config", process.folder.file("fifo.toml")]).expectFailure(78, mentioning: "not a regular file")
    }

    /// `config`, its flags and `--config` complete in every shell.
    @Test func completionsOfferConfigAndItsOptions() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try process.runRaw(["--generate-completion-script", shell]).stdout
            for word in ["config", "--init", "--check", "--path", "--config"] {
                let written = shell == "fish" && word.hasPrefix("--") ? "-l '\(word.dropFirst(2))'" : word
                #expect(script.contains(written), "\(shell) completion lacks \(word)")
            }
        }
        let help = try process.runRaw(["config", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--init") && help.stdout.contains("--config"))
        try process.runRaw(["config", "--init", "--check"]).expectFailure(64, mentioning: "one of --init, --check and --path")
    }
}
