import NotesApp

/// The commonest starts read without the argument parser: building its
/// tables at every start is a noticeable part of `list` and of the app's
/// first frame. Only plain forms are taken, as
/// `ArgumentOrder` leaves them (the command first):
/// - `app` (what `notes-tui --data-file F` becomes) with `--data-file` and
///   `--config`;
/// - `list` with those, `--json`, `--tag` and `--sort`;
/// - `add` with those, `--title`, and words of text anywhere among them
///   (each neither empty nor starting with `-`);
///
/// each option once, as two words, with a value that is neither empty nor
/// an option itself. Anything else (`=` forms, help, a repeat, another
/// word) goes to the parser, which gives the same answer for the plain
/// forms (`quick-command-line.sh` checks that) and the errors for the rest.
enum QuickCommandLine {
    enum Start {
        case app(LaunchOptions)
        case command(NotesCommand, dataFile: String?, configFile: String?)
    }

    static func start(_ arguments: [String]) -> Start? {
        switch arguments.first {
        case ArgumentOrder.appCommand:
            guard let given = options(arguments.dropFirst(), allowing: []) else { return nil }
            return .app(LaunchOptions(dataFile: given.values["--data-file"], entry: .home,
                                      configFile: given.values["--config"]))
        case "list":
            guard let given = options(arguments.dropFirst(), allowing: ["--json", "--tag", "--sort"]) else { return nil }
            let values = given.values
            return .command(.list(json: given.flags.contains("--json"), tag: values["--tag"], sort: values["--sort"]),
                            dataFile: values["--data-file"], configFile: values["--config"])
        case "add":
            guard let given = options(arguments.dropFirst(), allowing: ["--title"], takingWords: true) else { return nil }
            let values = given.values
            return .command(.add(title: values["--title"], words: given.words),
                            dataFile: values["--data-file"], configFile: values["--config"])
        default:
            return nil
        }
    }

    /// The flags and options given, or nil for anything not plain.
    private static func options(_ words: ArraySlice<String>, allowing extra: Set<String>, takingWords: Bool = false)
        -> (flags: Set<String>, values: [String: String], words: [String])? {
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var plainWords: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            if flagOptions.contains(word), extra.contains(word), flags.insert(word).inserted {
                index += 1
            } else if valueOptions.contains(word), extra.contains(word) || sharedOptions.contains(word),
                      values[word] == nil, index + 1 < words.endIndex, isPlainValue(words[index + 1]) {
                values[word] = words[index + 1]
                index += 2
            } else if takingWords, isPlainValue(word) {
                plainWords.append(word)
                index += 1
            } else {
                return nil
            }
        }
        return (flags, values, plainWords)
    }

    private static func isPlainValue(_ word: String) -> Bool {
        !word.isEmpty && !word.hasPrefix("-")
    }

    private static let sharedOptions: Set<String> = ["--data-file", "--config"]
    private static let valueOptions: Set<String> = ["--data-file", "--config", "--tag", "--sort", "--title"]
    private static let flagOptions: Set<String> = ["--json"]
}
