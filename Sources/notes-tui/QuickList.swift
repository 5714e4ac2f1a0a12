import NotesApp

/// `list` in its common spellings, read without the argument parser:
/// building the parser's tables costs about 4 ms at every start, a tenth
/// of `list` at 10,000 notes. Only a plain form is taken — `list` first
/// (as `ArgumentOrder` puts it), then `--json` and the options `--data-file`,
/// `--config`, `--tag` and `--sort`, each once, as two words, with a value
/// that is neither empty nor an option itself. Anything else (`=` forms, help, a repeat,
/// an unknown word) goes to the parser, which gives the same answer for
/// the plain forms (`quick-list.sh` checks that) and the errors for the rest.
enum QuickList {
    static func command(_ arguments: [String]) -> (command: NotesCommand, dataFile: String?, configFile: String?)? {
        guard arguments.first == "list" else { return nil }
        var json = false
        var values: [String: String] = [:]
        var index = 1
        while index < arguments.count {
            let word = arguments[index]
            if word == "--json", !json {
                json = true
                index += 1
            } else if valueOptions.contains(word), values[word] == nil, index + 1 < arguments.count,
                      isPlainValue(arguments[index + 1]) {
                values[word] = arguments[index + 1]
                index += 2
            } else {
                return nil
            }
        }
        return (.list(json: json, tag: values["--tag"], sort: values["--sort"]), values["--data-file"], values["--config"])
    }

    private static func isPlainValue(_ word: String) -> Bool {
        !word.isEmpty && !word.hasPrefix("-")
    }

    private static let valueOptions: Set<String> = ["--data-file", "--config", "--tag", "--sort"]
}
