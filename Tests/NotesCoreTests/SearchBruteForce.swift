import Foundation
@testable import NotesModel
@testable import NotesSearching

/// Each search operator straight from its definition (CONTRACT §13), note
/// by note, with Foundation's calendar for dates: what the fast search is
/// compared with.
struct SearchBruteForce {
    let zone: TimeZone

    /// For queries of random pieces: read in UTC, now.
    static func filter(_ notes: [Note], _ query: String) -> [Note] {
        SearchBruteForce(zone: TimeZone(identifier: "UTC")!).filter(notes, query, now: Date())
    }

    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    /// The notes a query string matches: none when it does not parse,
    /// all when it is empty.
    func filter(_ notes: [Note], _ query: String, now: Date) -> [Note] {
        switch SearchQuery.parse(query, dates: SearchDates(timeZone: .fixed(zone), now: now)) {
        case .failure: return []
        case let .success(parsed): return notes.filter { note in parsed.terms.allSatisfy { holds($0, note) } }
        }
    }

    func holds(_ term: SearchTerm, _ note: Note) -> Bool {
        let title = TextFolding.fold(note.title), body = TextFolding.fold(note.body)
        switch term {
        case let .word(word):
            return NotesSearch.matches(note, words: [word])
        case let .phrase(words) where words.count == 1:
            return title.contains(words[0]) || body.contains(words[0])
        case let .phrase(words):
            let phrase = words.joined(separator: " ")
            return Self.collapsed(title).contains(phrase) || Self.collapsed(body).contains(phrase)
        case let .title(words):
            return words.count == 1 ? title.contains(words[0]) : Self.collapsed(title).contains(words.joined(separator: " "))
        case .pinned:
            return note.pinned
        case let .date(field, comparison, bound):
            return holds(field == .created ? note.created : note.modified, comparison, bound)
        case let .regex(regex):
            let expression = try! NSRegularExpression(pattern: regex.pattern, options: [.caseInsensitive, .anchorsMatchLines])
            return [note.title, note.body, title, body].contains { text in
                expression.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
            }
        case let .not(term):
            return !holds(term, note)
        }
    }

    /// White space runs as one space, none at the ends.
    static func collapsed(_ text: String) -> String {
        var out = "", pendingSpace = false
        for character in text {
            if character.isWhitespace { pendingSpace = !out.isEmpty; continue }
            if pendingSpace { out.append(" ") }
            out.append(character)
            pendingSpace = false
        }
        return out
    }

    private func holds(_ date: Date, _ comparison: SearchDateComparison, _ bound: SearchDateBound) -> Bool {
        switch bound {
        case let .instant(instant):
            switch comparison {
            case .after: return date > instant
            case .atLeast: return date >= instant
            case .before: return date < instant
            case .atMost: return date <= instant
            case .on: return calendar.isDate(date, inSameDayAs: instant)
            }
        case let .day(days):
            // The bound's calendar day, then the note's, compared as (year, month, day).
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            let boundParts = utc.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let left = [parts.year!, parts.month!, parts.day!], right = [boundParts.year!, boundParts.month!, boundParts.day!]
            switch comparison {
            case .after: return left.lexicographicallyPrecedes(right) == false && left != right
            case .atLeast: return !left.lexicographicallyPrecedes(right)
            case .before: return left.lexicographicallyPrecedes(right)
            case .atMost: return left.lexicographicallyPrecedes(right) || left == right
            case .on: return left == right
            }
        }
    }
}
