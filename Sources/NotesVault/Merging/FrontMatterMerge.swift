import Foundation
import NotesModel

/// Front matter merged key by key: a key one side changed, added or
/// removed is that side's; a key both changed differently is the newer
/// side's, except the dates: `modified`/`updated` the later,
/// `created`/`date` the earlier. Keys in our order, then the keys only
/// theirs has; every key's text as one side wrote it.
enum FrontMatterMerge {
    static func merge(base: NoteFileParts.FrontMatterKeys?, ours: NoteFileParts.FrontMatterKeys?,
                      theirs: NoteFileParts.FrontMatterKeys?, theirsIsNewer: Bool) -> NoteFileParts.FrontMatterKeys? {
        let baseTexts = texts(base), oursTexts = texts(ours), theirsTexts = texts(theirs)
        var order = ours?.entries.map(\.key) ?? []
        let oursKeys = Set(order)
        order += (theirs?.entries.map(\.key) ?? []).filter { !oursKeys.contains($0) }
        // Lines before the first key stay first.
        if let preamble = order.firstIndex(of: ""), preamble > 0 { order.insert(order.remove(at: preamble), at: 0) }
        var entries: [(key: String, text: String)] = []
        for key in order {
            let text = mergedText(key: key, base: baseTexts[key], ours: oursTexts[key], theirs: theirsTexts[key],
                                  theirsIsNewer: theirsIsNewer)
            if let text { entries.append((key: key, text: text)) }
        }
        guard let delimiters = ours ?? theirs else { return nil }
        // A front matter left with no key is none, unless a side kept an empty one as it was.
        if entries.isEmpty, ours?.entries.isEmpty != true, theirs?.entries.isEmpty != true { return nil }
        return NoteFileParts.FrontMatterKeys(opening: delimiters.opening, entries: entries, closing: delimiters.closing)
    }

    private static func mergedText(key: String, base: String?, ours: String?, theirs: String?, theirsIsNewer: Bool) -> String? {
        let same = NoteFileMerge.same
        if same(ours, theirs) || same(theirs, base) { return ours }
        if same(ours, base) { return theirs }
        // Changed on both sides, differently.
        if let ours, let theirs, let oursDate = date(in: ours), let theirsDate = date(in: theirs), oursDate != theirsDate {
            switch key {
            case "modified", "updated": return theirsDate > oursDate ? theirs : ours
            case "created", "date": return theirsDate < oursDate ? theirs : ours
            default: break
            }
        }
        return theirsIsNewer ? theirs : ours
    }

    private static func texts(_ keys: NoteFileParts.FrontMatterKeys?) -> [String: String] {
        Dictionary(keys?.entries.map { ($0.key, $0.text) } ?? [], uniquingKeysWith: { first, _ in first })
    }

    private static let utc = ShownTimeZone.fixed(TimeZone(identifier: "UTC")!)

    /// The date a `key: value` line holds, quoted or not.
    private static func date(in text: String) -> Date? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        var value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        return FrontMatterDate.parse(value, timeZone: utc)
    }
}
