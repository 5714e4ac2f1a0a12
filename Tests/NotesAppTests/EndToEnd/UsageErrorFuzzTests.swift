import Foundation
import NotesApp
import TestSupport
import Testing

/// Every wrong usage — an unknown option or command, a missing value or
/// argument, a bad choice, an option in the wrong place — exits 64 with
/// exactly one stderr line that reads as one of ours: `notes-tui: ` once,
/// never `notes-tui: notes-tui`, no parser `Error:`, no `.;`.
@Suite struct UsageErrorFuzzTests {
    static let commands = ["app", "new", "open", "today"] + NotesCommand.names

    /// Known wrong usages, one of each kind.
    static let examples: [[String]] = [
        ["--frob"], ["-x"], ["frobnicate"], ["frobnicate", "--now"], ["list", "--frob"], ["list", "extra"],
        ["show"], ["delete"], ["search"], ["import"], ["open"], ["add", "--title"], ["--data-file"],
        ["list", "--data-file"], ["export", "--format", "xml"], ["export", "--output"],
        ["--generate-completion-script", "tcsh"], ["new", "extra"], ["--reset", "list"], ["list", "--reset"],
        ["open", "notes://bogus"], ["show", "notes://new"], ["open", "notes://search?q=%ZZ"],
    ]

    @Test(arguments: examples)
    func aWrongUsageIsOneLineOfOurs(arguments: [String]) throws {
        let cli = try NotesTUIProcess()
        Self.check(try cli.runRaw(arguments), arguments)
    }

    /// Random command lines made wrong in one random way.
    @Test func randomWrongUsages() throws {
        var random = SeededRandom.fromEnvironment(fallback: 0x13_0009)
        let cli = try NotesTUIProcess()
        for _ in 0..<SeededRandom.iterations(fallback: 40) / 4 {
            let arguments = Self.wrongUsage(using: &random)
            Self.check(try cli.runRaw(arguments), arguments, seed: random.seed)
        }
    }

    static func check(_ result: NotesTUIProcess.Result, _ arguments: [String], seed: UInt64? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let context = "\(arguments)\(seed.map { " (seed \($0))" } ?? ""): \(result.stderr)"
        result.expectFailure(64, sourceLocation: sourceLocation)
        let line = result.stderr
        #expect(line.components(separatedBy: "notes-tui:").count == 2, "\(context)", sourceLocation: sourceLocation)
        #expect(!line.contains("notes-tui notes-tui"), "\(context)", sourceLocation: sourceLocation)
        #expect(!line.contains("Error:") && !line.contains(".;") && !line.contains("?;"), "\(context)",
                sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(context)", sourceLocation: sourceLocation)
    }

    /// A valid-looking start, then one mistake.
    static func wrongUsage(using random: inout SeededRandom) -> [String] {
        let command = commands.randomElement(using: &random)!
        var arguments = Bool.random(using: &random) ? ["--data-file", "/nonexistent/notes.json"] : []
        arguments.append(command)
        let junk = ["--" + String(UUID().uuidString.prefix(6)).lowercased(), "-q", "-Z", "--jsonn", "--titel"]
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            arguments.append(junk.randomElement(using: &random)!)
        case 1:
            // An option's value left out, at the end.
            arguments.append(["--data-file", "--format", "--output", "--title"].randomElement(using: &random)!)
            if arguments.last == "--format" || arguments.last == "--output" { arguments[arguments.count - 2] = "export" }
            if arguments.last == "--title" { arguments[arguments.count - 2] = "add" }
        case 2:
            // An unknown command, maybe with options of its own.
            arguments[arguments.count - 1] = ["lst", "shw", "remove", "edit", "sync2"].randomElement(using: &random)!
            if Bool.random(using: &random) { arguments.append("--json") }
        case 3:
            arguments = ["export", "--format", ["xml", "md", "JSON", ""].randomElement(using: &random)!]
        default:
            arguments.insert("--reset", at: Int.random(in: 0...arguments.count, using: &random))
            if arguments.contains("app") || !arguments.contains(where: commands.contains) {
                arguments.append("--frob")
            }
        }
        return arguments
    }
}
