import Foundation
import NotesModel
import Yams

/// YAML front matter, as nb, zk, Obsidian and Joplin write it at the top
/// of a Markdown note: a `---` line, YAML, and a `---` (or `...`) line.
///
/// Only what a note here can hold is taken: `title`; `tags` or zk's
/// `keywords` (a list, or one string of words split at spaces and commas;
/// `#` before a tag is dropped); `created`, else `date`; `updated`, else `modified`; `id` when
/// it is a UUID (this app's own Markdown export writes it); `pinned`;
/// `aliases`. Every other key (Joplin's `latitude`, …) is dropped: the front
/// matter is never copied into the body.
///
/// The YAML is composed into nodes and only the keys above are read, so
/// aliases are never expanded (no "billion laughs"), and a front matter
/// longer than `maximumBytes` is not parsed at all.
package enum FrontMatter {
    package static let maximumBytes = 64 * 1024

    package struct Fields: Equatable {
        package var title: String?
        package var tags: [String] = []
        package var created: Date?
        package var modified: Date?
        package var id: UUID?
        package var pinned = false
        /// `aliases` (or `alias`): other names a `[[link]]` may use.
        package var aliases: [String] = []
        /// The date taken for `created` or `modified` is outside the years
        /// 1 to 9999 (`ImportDate`): the file is left out, by that name.
        package var dateOutOfRange = false
    }

    package enum Outcome: Equatable {
        /// The text does not start with front matter.
        case none
        /// The fields, and the text after the closing line.
        case parsed(Fields, rest: String)
        /// It starts like front matter but is not YAML key: value pairs.
        case notYAML
        /// No closing line within `maximumBytes`.
        case tooLarge
    }

    package static func read(_ text: String, timeZone: ShownTimeZone = .system) -> Outcome {
        guard let (yaml, rest) = split(text) else {
            return opens(text) && text.utf8.count > maximumBytes ? .tooLarge : .none
        }
        let node: Node?
        // The encoding named: Yams' default reads the whole environment on
        // every call, which a vault of thousands of notes pays each time.
        do { node = try Yams.compose(yaml: yaml, .basic, .default, .utf8) } catch { return .notYAML }
        guard let node else { return .parsed(Fields(), rest: rest) }
        guard let mapping = node.mapping else { return .notYAML }
        var fields = Fields()
        var dates: [String: ImportDate.Reading] = [:]
        for (key, value) in mapping {
            guard let name = key.string?.lowercased() else { continue }
            switch name {
            case "title": fields.title = value.string.flatMap { $0.isEmpty ? nil : $0 }
            case "tags", "keywords": fields.tags += tags(in: value)
            case "created", "date", "updated", "modified":
                if let text = value.string, let reading = FrontMatterDate.reading(text, timeZone: timeZone) { dates[name] = reading }
            case "id": fields.id = value.string.flatMap { UUID(uuidString: $0) }
            case "pinned": fields.pinned = ["true", "yes", "on"].contains(value.string?.lowercased() ?? "")
            case "aliases", "alias": fields.aliases += value.sequence.map { $0.compactMap(\.string) } ?? value.string.map { [$0] } ?? []
            default: continue
            }
        }
        let created = dates["created"] ?? dates["date"], modified = dates["updated"] ?? dates["modified"]
        fields.created = created?.date
        fields.modified = modified?.date
        fields.dateOutOfRange = created == .outOfRange || modified == .outOfRange
        return .parsed(fields, rest: rest)
    }

    /// `[a, b]` or a block list (an item with a space is one tag:
    /// `spring project` → `#spring-project`), or one string of words,
    /// `"a b, c"`; nested lists and maps are ignored.
    private static func tags(in node: Node) -> [String] {
        if let list = node.sequence { return list.compactMap(\.string) }
        return node.string.map(words) ?? []
    }

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
    }

    private static func opens(_ text: String) -> Bool {
        text.hasPrefix("---\n") || text.hasPrefix("---\r\n") || text.hasPrefix("\u{FEFF}---\n")
    }

    /// The YAML between the opening `---` line and the closing `---` or
    /// `...` line, and the text after that; nil when there is none within
    /// `maximumBytes`.
    package static func split(_ text: String) -> (yaml: String, rest: String)? {
        guard opens(text) else { return nil }
        let utf8 = text.utf8
        var lineStart = utf8.index(after: utf8.firstIndex(of: UInt8(ascii: "\n"))!)
        let yamlStart = lineStart
        var scanned = 0
        while lineStart < utf8.endIndex, scanned <= maximumBytes {
            let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            var line = utf8[lineStart..<lineEnd]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
                let yaml = String(text[yamlStart..<lineStart])
                let rest = lineEnd < utf8.endIndex ? String(text[utf8.index(after: lineEnd)...]) : ""
                return (yaml, rest)
            }
            scanned += utf8.distance(from: lineStart, to: lineEnd) + 1
            guard lineEnd < utf8.endIndex else { break }
            lineStart = utf8.index(after: lineEnd)
        }
        return nil
    }
}

/// The dates front matter holds, as these apps write them: ISO 8601
/// (`2024-01-05T17:42:10.456Z`, `+01:00` or `+0100`), Joplin's
/// `2024-01-05 17:42:10Z`, zk's and nb's `2024-01-05 17:42[:10]`, and
/// `2024-01-05`. A date without a zone is local time (`timeZone`), as the
/// app that wrote it meant it. Only four-digit years are read: a date
/// outside the years 1 to 9999 is told apart (`reading`), not taken.
package enum FrontMatterDate {
    /// `parse`'s date checked by `ImportDate`; `.outOfRange` also for a
    /// year past 9999 or a negative one; nil when it is not a date.
    package static func reading(_ raw: String, timeZone: ShownTimeZone) -> ImportDate.Reading? {
        ImportDate.reading(iso: raw) { parse($0, timeZone: timeZone) }
    }

    package static func parse(_ raw: String, timeZone: ShownTimeZone) -> Date? {
        var text = Array(raw.trimmingCharacters(in: .whitespaces).utf8)
        guard text.count >= 10, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-") else { return nil }
        if text.count == 10 { text += Array("T00:00:00".utf8) }
        guard text.count >= 16 else { return nil }
        if text[10] == UInt8(ascii: " ") { text[10] = UInt8(ascii: "T") }
        // The zone: Z, ±HH:MM or ±HHMM after the time.
        var zone: [UInt8] = []
        if text.last == UInt8(ascii: "Z") || text.last == UInt8(ascii: "z") {
            zone = Array("Z".utf8)
            text.removeLast()
        } else if let sign = text[16...].lastIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) {
            zone = Array(text[sign...])
            text.removeSubrange(sign...)
            if zone.count == 5 { zone.insert(UInt8(ascii: ":"), at: 3) }
        }
        if text.last == UInt8(ascii: " ") { text.removeLast() }
        if text.count == 16 { text += Array(":00".utf8) }
        if zone.isEmpty {
            guard let asUTC = LibraryDate.parse(String(decoding: text + Array("Z".utf8), as: UTF8.self)) else { return nil }
            let offset = timeZone.secondsFromGMT(for: asUTC)
            return asUTC.addingTimeInterval(-Double(offset))
        }
        return LibraryDate.parse(String(decoding: text + zone, as: UTF8.self))
    }
}
