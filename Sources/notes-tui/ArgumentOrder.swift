/// Puts the command line in the one shape the parser reads without
/// surprises: the subcommand's name first, then everything else.
///
/// - People type the library option before the command
///   (`notes-tui --data-file x.json list`), but swift-argument-parser reads
///   an option on the command that declares it, so leading `--data-file`,
///   `--config` and `--reset` options are moved after the subcommand's name (where
///   `list --reset` is then refused as it should be, not ignored).
/// - With no subcommand named, the app's: `app` is put in front, so
///   `notes-tui --data-file x.json` and `notes-tui --reset` reach the app.
///
/// The root's own requests (`--help`, `--version`, completion scripts,
/// `help`) are left as they are, and so is everything else.
enum ArgumentOrder {
    static let appCommand = "app"
    static let rootRequests: Set<String> = [
        "-h", "--help", "--version", "--generate-completion-script", "--experimental-dump-help", "help",
    ]

    static func normalized(_ arguments: [String], subcommands: Set<String>) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--data-file" || argument == "--config", index + 1 < arguments.count {
                leading += [argument, arguments[index + 1]]
                index += 2
            } else if argument.hasPrefix("--data-file=") || argument.hasPrefix("--config=") || argument == "--reset" {
                leading.append(argument)
                index += 1
            } else {
                break
            }
        }
        if index < arguments.count {
            let next = arguments[index]
            if subcommands.contains(next) {
                return [next] + leading + arguments[(index + 1)...]
            }
            if rootRequests.contains(next) || next.hasPrefix("--generate-completion-script=") {
                return arguments
            }
        }
        return [appCommand] + arguments
    }

    /// `--reset` given to a command other than the app: the root declares
    /// it (for completion), so the parser would take it there and ignore
    /// it. A usage error instead.
    static func misplacedReset(in normalized: [String]) -> String? {
        guard let command = normalized.first, command != appCommand else { return nil }
        let options = normalized.prefix { $0 != "--" }
        guard options.contains("--reset") else { return nil }
        return "--reset goes only with the app ('notes-tui --reset'), not with '\(command)'"
    }

    /// The word where a subcommand's name was expected but is not one
    /// (`notes-tui frobnicate`), for a message that says so.
    static func unknownCommand(in arguments: [String], subcommands: Set<String>) -> String? {
        let normalized = normalized(arguments, subcommands: subcommands)
        guard normalized.first == appCommand, arguments.first != appCommand else { return nil }
        return normalized.dropFirst().first { !$0.hasPrefix("-") && !isOptionValue($0, in: normalized) }
    }

    private static func isOptionValue(_ word: String, in arguments: [String]) -> Bool {
        guard let index = arguments.firstIndex(of: word), index > 0 else { return false }
        return arguments[index - 1] == "--data-file" || arguments[index - 1] == "--config"
    }
}
