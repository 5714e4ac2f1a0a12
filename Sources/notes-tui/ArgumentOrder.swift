/// Lets the library option come before the command, as people type it
/// (`notes-tui --data-file x.json list`): swift-argument-parser only reads
/// an option on the command that declares it, and every subcommand declares
/// `--data-file`, so leading `--data-file` options are moved after the
/// subcommand's name. Anything else is left exactly as it was.
enum ArgumentOrder {
    static func normalized(_ arguments: [String], subcommands: Set<String>) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--data-file", index + 1 < arguments.count {
                leading += [argument, arguments[index + 1]]
                index += 2
            } else if argument.hasPrefix("--data-file=") {
                leading.append(argument)
                index += 1
            } else {
                break
            }
        }
        guard !leading.isEmpty, index < arguments.count, subcommands.contains(arguments[index]) else {
            return arguments
        }
        return [arguments[index]] + leading + arguments[(index + 1)...]
    }
}
