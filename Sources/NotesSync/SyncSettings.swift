import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `sync --setup` wrote into the repository's own `.git/config`, in a
/// `[notes-tui]` section: which file is the library, which remote and
/// branch it syncs with. Read straight from the file, so finding out
/// whether a library is set up never runs git.
public struct SyncSettings: Equatable, Sendable {
    /// The library file's name in the work tree's top folder.
    public var library: String
    /// The git remote's name (`origin`, or `notes-tui` when the folder
    /// already had an `origin` elsewhere).
    public var remote: String
    public var branch: String
    /// The repository holds other files beside the library (`sync --setup
    /// --force`): they may come in from the remote too.
    public var sharesRepository = false

    /// The largest `.git/config` this reads (a real one is a few hundred bytes).
    static let largestConfig = 1 << 20

    /// The settings when `folder` is a git work tree set up for `library`;
    /// nil otherwise (no `.git` folder, no `[notes-tui]` section, another
    /// library's section). `.git` must be a real folder: a link or a
    /// `.git` file (a linked worktree, a submodule) is not followed.
    public static func read(folder: String, library: String) -> SyncSettings? {
        var info = stat()
        guard lstat(folder + "/.git", &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        let configPath = folder + "/.git/config"
        guard lstat(configPath, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= largestConfig,
              let data = FileManager.default.contents(atPath: configPath) else { return nil }
        let values = section("notes-tui", in: String(decoding: data, as: UTF8.self))
        guard values["library"] == library, let remote = values["remote"], let branch = values["branch"],
              !remote.isEmpty, !branch.isEmpty else { return nil }
        return SyncSettings(library: library, remote: remote, branch: branch,
                            sharesRepository: values["shared"] == "true")
    }

    /// `key = value` lines of one section (keys lowercased), each value
    /// read as git reads it: quotes removed, `\"`, `\\`, `\n`, `\t` and
    /// `\b` unescaped, a `#` or `;` outside quotes starting a comment.
    static func section(_ name: String, in text: String) -> [String: String] {
        var inside = false
        var values: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                inside = line.lowercased() == "[\(name)]"
                continue
            }
            guard inside, let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            values[key] = configValue(line[line.index(after: equals)...])
        }
        return values
    }

    /// One value as git's config parser reads it.
    static func configValue(_ raw: Substring) -> String {
        var value = ""
        var quoted = false
        // Spaces outside quotes count only between words: held back until
        // more of the value follows.
        var pendingSpace = ""
        var characters = raw.drop(while: { $0 == " " || $0 == "\t" }).makeIterator()
        while let character = characters.next() {
            switch character {
            case "\"":
                value += pendingSpace
                pendingSpace = ""
                quoted.toggle()
            case "\\":
                value += pendingSpace
                pendingSpace = ""
                switch characters.next() {
                case "n": value += "\n"
                case "t": value += "\t"
                case "b": value += "\u{8}"
                case let .some(other): value.append(other)
                case nil: break
                }
            case "#" where !quoted, ";" where !quoted:
                return value
            case " " where !quoted, "\t" where !quoted:
                pendingSpace.append(character)
            default:
                value += pendingSpace
                pendingSpace = ""
                value.append(character)
            }
        }
        return value
    }

    /// Library names sync accepts: a plain file name git writes unquoted
    /// in its config and attributes. A leading `-` is fine: git is given
    /// the name after `--`, as a config value or inside a pattern.
    static func isPlainName(_ name: String) -> Bool {
        nameProblem(name) == nil
    }

    /// What keeps `name` from being a plain name, said for the message
    /// that refuses it; nil for a plain name.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty || name == "." || name == ".." { return "no name of its own" }
        for scalar in name.unicodeScalars {
            switch scalar {
            case " ": return "a space, which ends a name in git's attributes"
            case "\"", "\\", "#", ";": return "'\(scalar)', which git must quote in its settings"
            case "[", "]", "*", "?", "!": return "'\(scalar)', which git's file patterns treat specially"
            case "/": return "'/', which names a folder"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f { return "a control character" }
            }
        }
        return nil
    }
}
