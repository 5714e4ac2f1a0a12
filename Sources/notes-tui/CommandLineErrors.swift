import ArgumentParser
import Foundation
import NotesApp

/// Turns what the parser or a command threw into its exit status (docs/behaviour.md §5),
/// with one `notes-tui:` line on stderr for every failure.
enum CommandLineErrors {
    static func exitStatus(for error: Error, arguments: [String], subcommands: Set<String>) -> Int32 {
        if let exitCode = error as? ExitCode { return exitCode.rawValue }
        let code = NotesTUICommand.exitCode(for: error)
        if code == .success {
            // --help, --version and completion scripts: print as usual.
            let text = NotesTUICommand.fullMessage(for: error)
            print(text)
            return 0
        }
        let help = helpCommand(for: arguments, subcommands: subcommands)
        if let word = ArgumentOrder.unknownCommand(in: arguments, subcommands: subcommands) {
            ErrorLine.write("'\(word)' is not a command; run 'notes-tui --help' for the list")
            return 64
        }
        let parserText = NotesTUICommand.message(for: error)
            .split(separator: "\n").first.map(String.init) ?? ""
        ErrorLine.write(line(fromParser: parserText, help: help))
        return 64
    }

    /// The parser's first line as one of ours: its `Error: ` and any
    /// `notes-tui:` or command name in front dropped (ErrorLine.write adds the
    /// prefix once), sentences joined by `;`, lower-case like our other
    /// messages, and where to read more.
    static func line(fromParser text: String, help: String) -> String {
        var message = Substring(text)
        for prefix in ["Error:", "error:", "notes-tui:", "notes-tui"] {
            while message.hasPrefix(prefix) {
                message = message.dropFirst(prefix.count).drop { $0 == " " }
            }
        }
        let sentences = message
            .split(separator: ". ", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !sentences.isEmpty else { return "invalid arguments; see '\(help)'" }
        var parts: [String] = []
        for sentence in sentences {
            var sentence = sentence
            if sentence.hasSuffix(".") { sentence.removeLast() }
            sentence = lowercasingFirstWord(sentence)
            // A question ("Did you mean '--json'?") belongs to what it asks about.
            if sentence.hasSuffix("?"), let last = parts.popLast() {
                parts.append("\(last) (\(sentence))")
            } else {
                parts.append(sentence)
            }
        }
        return parts.joined(separator: "; ") + "; see '\(help)'"
    }

    /// `notes-tui list --help` when a subcommand was named, else the root's.
    static func helpCommand(for arguments: [String], subcommands: Set<String>) -> String {
        let normalized = ArgumentOrder.normalized(arguments, subcommands: subcommands)
        if let first = normalized.first, subcommands.contains(first), first != ArgumentOrder.appCommand || arguments.first == first {
            return "notes-tui \(first) --help"
        }
        return "notes-tui --help"
    }

    /// "Unknown option" → "unknown option"; a word in capitals stays.
    private static func lowercasingFirstWord(_ sentence: String) -> String {
        guard let first = sentence.first, first.isUppercase else { return sentence }
        let word = sentence.prefix { $0.isLetter }
        guard word.dropFirst().allSatisfy(\.isLowercase) else { return sentence }
        return first.lowercased() + sentence.dropFirst()
    }
}
