import Foundation
import NotesModel
import TOMLKit

/// Turns the text of a settings file into `Settings`, or the one fault
/// nearest the top of the file: nesting or size no settings file has, TOML
/// the library refuses, an unknown key, a value of the wrong type, or a
/// value out of range.
public enum SettingsParser {
    public static func parse(_ text: String, path: String) throws(SettingsError) -> Settings {
        // Measured before anything that follows nesting by recursion reads it.
        guard let excess = TOMLLimits.firstExcess(in: text) else { return try read(text, path: path) }
        // A fault above the excess is nearer the top: the whole statements
        // before it are read as a file of their own, and only then is the
        // excess named. Nothing after it is read at all.
        _ = try read(String(decoding: text.utf8.prefix(excess.statementStart), as: UTF8.self), path: path)
        throw SettingsError(path: path, line: excess.line, problem: excess.problem)
    }

    /// A document within `TOMLLimits`.
    private static func read(_ text: String, path: String) throws(SettingsError) -> Settings {
        if let nul = text.utf8.firstIndex(of: 0) {
            let line = text.utf8[..<nul].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw SettingsError(path: path, line: line, problem: "a NUL character, which TOML does not allow; remove it")
        }
        let lines = TOMLKeyLines(text)
        if let line = lines.headerWithoutName {
            // Refused here: toml++ would stop the process on it (an assertion).
            throw SettingsError(path: path, line: line, problem: "not valid TOML: a table header needs a name, as in [colors]")
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            // Scalars, not Characters: "\r\n" is one Character but one line break.
            let lineCount = text.unicodeScalars.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let line = min(max(1, error.source.begin.line), lineCount)
            throw SettingsError(path: path, line: line, problem: "not valid TOML: \(describe(error.description)); fix it or run 'notes-tui config --check' after editing")
        } catch {
            throw SettingsError(path: path, line: 1, problem: "not valid TOML; fix it")
        }
        var reader = Reader(table: table, lines: lines, path: path)
        reader.read()
        if let fault = reader.firstFault { throw fault.error(path: path) }
        return reader.settings
    }

    /// toml++'s words, on one line and without a trailing full stop.
    static func describe(_ text: String) -> String {
        var line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        while line.hasSuffix(".") { line.removeLast() }
        if let first = line.first, first.isUppercase { line = first.lowercased() + line.dropFirst() }
        return line
    }
}

/// One wrong thing and its line.
struct SettingsFault {
    let line: Int
    let problem: String

    func error(path: String) -> SettingsError { SettingsError(path: path, line: line, problem: problem) }
}

/// Walks the parsed table key by key, as the sample file lays them out.
struct Reader {
    let table: TOMLTable
    let lines: TOMLKeyLines
    let path: String
    var settings = Settings()
    /// The fault nearest the top so far (the first found, on a tie).
    var firstFault: SettingsFault?

    init(table: TOMLTable, lines: TOMLKeyLines, path: String) {
        self.table = table
        self.lines = lines
        self.path = path
    }

    static let topKeys = ["library", "editor", "theme", "sort", "preview", "mouse", "tab_width", "daily_title", "colors", "sync", "keys"]

    mutating func read() {
        for (key, value) in table {
            let at = [key]
            switch key {
            case "library":
                if let text = string(value, at) {
                    if text.isEmpty {
                        fault(at, "library is empty; give a JSON file or a vault folder, or remove the line for the default")
                    } else if text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
                        fault(at, "library holds a control character; give the path on one line")
                    } else {
                        settings.library = text
                    }
                }
            case "editor":
                if let text = string(value, at) {
                    // Not trimmingCharacters: it copies the whole value first.
                    if text.unicodeScalars.allSatisfy({ $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }) {
                        fault(at, "editor is empty; give a command such as \"vim\", or remove the line to use $VISUAL or $EDITOR")
                    } else if text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { // ASCII controls: bytes suffice
                        fault(at, "editor holds a control character; give the command on one line")
                    } else {
                        settings.editor = text
                    }
                }
            case "theme":
                if let name = choice(value, at, ThemeName.self) { settings.theme = name }
            case "sort":
                if let sort = choice(value, at, NoteSort.self) { settings.sort = sort }
            case "preview":
                if let mode = choice(value, at, PreviewMode.self) { settings.preview = mode }
            case "mouse":
                if let on = bool(value, at) { settings.mouse = on }
            case "tab_width":
                if let width = integer(value, at, in: Settings.tabWidths, unit: "columns") { settings.tabWidth = width }
            case "daily_title":
                if let format = string(value, at) { readDailyTitle(format, at) }
            case "colors":
                if let colors = subtable(value, at) { readColors(colors) }
            case "sync":
                if let sync = subtable(value, at) { readSync(sync) }
            case "keys":
                if let keys = subtable(value, at) { readKeys(keys, at: at) }
            default:
                unknown(at, known: Self.topKeys)
            }
        }
    }

    mutating func readColors(_ colors: TOMLTable) {
        for (key, value) in colors {
            let at = ["colors", key]
            guard let element = ColorElement(rawValue: key) else {
                unknown(at, known: ColorElement.allCases.map(\.rawValue))
                continue
            }
            if let number = value.int {
                guard let color = SettingsColor(name: String(number)) else {
                    fault(at, "colors.\(key) = \(number) is not a colour number; use 0 to 255, or a name such as \"blue\"")
                    continue
                }
                settings.colors[element] = color
            } else if let name = string(value, at, expecting: "a colour name or number") {
                guard let color = SettingsColor(name: name) else {
                    fault(at, "colors.\(key) = \"\(SettingsEcho.text(name))\" is not a colour; use default, grey, "
                          + SettingsColor.names.joined(separator: ", ") + ", bright-NAME, or a number 0 to 255")
                    continue
                }
                settings.colors[element] = color
            }
        }
    }

    /// A `strftime` format that writes a title on one line.
    mutating func readDailyTitle(_ format: String, _ at: [String]) {
        if format.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
            fault(at, "daily_title is empty; give a strftime format such as \"%Y-%m-%d\", or remove the line for the default")
        } else if format.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            fault(at, "daily_title holds a control character; give the format on one line")
        } else if format.utf8.count > 200 {
            fault(at, "daily_title is longer than 200 bytes; a title is a line, give a shorter format")
        } else {
            settings.dailyTitle = format
        }
    }

    mutating func readSync(_ sync: TOMLTable) {
        for (key, value) in sync {
            let at = ["sync", key]
            switch key {
            case "enabled":
                if let on = bool(value, at) { settings.sync.enabled = on }
            case "delay":
                if let seconds = integer(value, at, in: SyncSettings.delays, unit: "seconds") { settings.sync.delay = seconds }
            case "interval":
                if let seconds = integer(value, at, in: SyncSettings.intervals, unit: "seconds") { settings.sync.interval = seconds }
            default:
                unknown(at, known: ["enabled", "delay", "interval"])
            }
        }
    }

    // MARK: - Values of a kind

    static func name(_ at: [String]) -> String { at.joined(separator: ".") }

    /// Only the fault nearest the top is worded: a file of 100,000
    /// unknown keys costs one message, not 100,000.
    mutating func fault(_ at: [String], _ problem: @autoclosure () -> String) {
        let line = lines.line(of: at)
        if let first = firstFault, first.line <= line { return }
        firstFault = SettingsFault(line: line, problem: problem())
    }

    mutating func unknown(_ at: [String], known: [String]) {
        let place = at.count > 1 ? "in [\(at.dropLast().joined(separator: "."))]" : "at the top level"
        fault(at, "unknown setting '\(SettingsEcho.text(Self.name(at)))' \(place); known here: \(known.joined(separator: ", ")) (see 'notes-tui config --init' for a file with every setting)")
    }

    mutating func wrongType(_ at: [String], _ value: TOMLValueConvertible, expecting: String) {
        fault(at, "\(Self.name(at)) should be \(expecting), not \(Self.article(value.type))")
    }

    static func article(_ type: TOMLType) -> String {
        switch type {
        case .table: "a table"
        case .array: "an array"
        case .string: "a string"
        case .int: "an integer"
        case .double: "a decimal number"
        case .bool: "true or false"
        case .date: "a date"
        case .time: "a time"
        case .dateTime: "a date and time"
        }
    }

    mutating func string(_ value: TOMLValueConvertible, _ at: [String], expecting: String = "a string in quotes") -> String? {
        guard value.type == .string, let text = value.string else { wrongType(at, value, expecting: expecting); return nil }
        return text
    }

    mutating func bool(_ value: TOMLValueConvertible, _ at: [String]) -> Bool? {
        guard value.type == .bool, let on = value.bool else { wrongType(at, value, expecting: "true or false"); return nil }
        return on
    }

    mutating func subtable(_ value: TOMLValueConvertible, _ at: [String]) -> TOMLTable? {
        guard value.type == .table, let table = value.table else {
            wrongType(at, value, expecting: "a table ([\(Self.name(at))])")
            return nil
        }
        return table
    }

    mutating func integer(_ value: TOMLValueConvertible, _ at: [String], in range: ClosedRange<Int>, unit: String) -> Int? {
        guard value.type == .int, let number = value.int else {
            wrongType(at, value, expecting: "a whole number of \(unit) (\(range.lowerBound) to \(range.upperBound))")
            return nil
        }
        guard range.contains(number) else {
            fault(at, "\(Self.name(at)) = \(number) is out of range; use \(range.lowerBound) to \(range.upperBound) \(unit)")
            return nil
        }
        return number
    }

    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: TOMLValueConvertible, _ at: [String], _ kind: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        guard let text = string(value, at, expecting: "one of \(list)") else { return nil }
        guard let choice = Choice(rawValue: text) else {
            fault(at, "\(Self.name(at)) = \"\(SettingsEcho.text(text))\" is not one of \(list)")
            return nil
        }
        return choice
    }
}

/// A value from the file, shortened and with control characters shown,
/// to quote in a one-line message.
enum SettingsEcho {
    static func text(_ text: String, limit: Int = 40) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            if scalar.value < 0x20 || scalar.value == 0x7F { shown += "?" } else { shown.unicodeScalars.append(scalar) }
        }
        return text.unicodeScalars.count > limit ? shown + "…" : shown
    }
}
