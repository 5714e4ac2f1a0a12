import Foundation
import NotesInterchange
#if canImport(Glibc)
import Glibc
#endif

/// Where templates live and reading them (CONTRACT §14): Markdown files
/// in `$XDG_CONFIG_HOME/notes-tui/templates/` (else
/// `~/.config/notes-tui/templates/`), one a template, named by the file's
/// name without `.md`.
struct TemplateFolder: Equatable {
    let path: String

    /// The template the daily note is made from, when it exists.
    static let dailyName = "daily"
    /// Far above any template a person writes.
    static let maximumBytes = 1 << 20

    init(path: String) {
        self.path = path
    }

    init(environment: [String: String]) {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            path = config + "/notes-tui/templates"
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            path = home + "/.config/notes-tui/templates"
        }
    }

    /// The templates' names, A to Z; none when there is no folder.
    var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return files.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") && $0.count > 3 }
            .map { String($0.dropLast(3)) }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }

    /// The template's text, nil when there is no such template.
    func text(of name: String) throws(CommandError) -> String? {
        guard Self.isName(name) else { throw missing(name) }
        let file = path + "/" + name + ".md"
        var status = stat()
        guard stat(file, &status) == 0 else { return nil }
        guard status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= Self.maximumBytes,
              let data = FileManager.default.contents(atPath: file) else {
            throw CommandError.usage("template '\(Echo.text(name))' cannot be read: \(Echo.path(file)) must be a text file of at most 1 MiB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError.usage("template '\(Echo.text(name))' is not UTF-8 text: \(Echo.path(file)); convert it (e.g. with iconv)")
        }
        return text
    }

    /// The template's text; a template that is not there is wrong usage.
    func requiredText(of name: String) throws(CommandError) -> String {
        guard let contents = try text(of: name) else { throw missing(name) }
        return contents
    }

    /// One line naming the template and where templates live.
    func missing(_ name: String) -> CommandError {
        CommandError.usage("no template '\(Echo.text(name))': templates are Markdown files in \(Echo.path(path))/ (NAME.md)")
    }

    /// A name that is one file of the folder: no path, no hidden file.
    static func isName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.hasPrefix(".") && !name.utf8.contains { $0 < 0x20 || $0 == 0x7F }
    }
}
