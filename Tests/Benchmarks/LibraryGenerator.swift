import Foundation
import NotesModel

/// A reproducible pseudo-random source (SplitMix64): the same seed gives the
/// same libraries on every machine, so figures compare across runs.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Libraries that look like years of real notes: titles of 2–12 words,
/// bodies of 50 bytes to 5 KB (most of them short) in paragraphs, some
/// accents, CJK and emoji, dates spread over five years, and a few very
/// large notes (100–300 KB). About 6 MB of JSON for 10,000 notes.
enum LibraryGenerator {
    static let seed: UInt64 = 20_261_122
    /// The title of the note on the last list row of an 80×24 first frame
    /// (22 rows of notes), so a pty reader knows when that row is drawn.
    static let lastVisibleRowTitle = "Last-visible-row marker"
    static let listRowsAt80x24 = 22

    private static let plainWords = """
        the of and to in is it that for on with as was at by be this have from or one had not but what all were \
        when we there can an your which their said if do will each about how up out them then she many some so \
        these would other into has more her two like him see time could no make than first been its who now \
        people my made over did down only way find use may water long little very after words called just where \
        most know get through back much before go good new write our used me man too any day same right look \
        think also around another came come work three word must because does part even place well such here \
        take why things help put years different away again off went old number great tell men say small every \
        found still between name should home big give air line set own under read last never us left end along \
        while might next sound below saw something thought both few those always looked show large often together \
        asked house world going want school important until form food keep children feet land side without boy \
        once animals life enough took sometimes four head above kind began almost live page got earth need far \
        hand high year mother light parts country father let night following picture being study second eyes \
        soon times story boys since white days paper hard near sentence better best across during today others \
        however sure means knew try told young miles sun ways thing whole hear example heard several change \
        answer room sea against top turned learn point city play toward five using himself usually mountain \
        meeting budget garden recipe project invoice backup server kernel release draft groceries dentist
        """.split(separator: " ").map(String.init)
    private static let unicodeWords = ["café", "naïve", "résumé", "Ünïcödé", "façade", "Zürich", "São", "niño",
                                       "日本語", "東京", "会議", "メモ", "한국어", "中文", "🎉", "👍🏽", "😀", "✓"]

    static func library(count: Int) -> Library {
        var random = SplitMix64(seed: seed ^ UInt64(count))
        // Tags come from a stream of their own, so the notes' text is the
        // same as before tags were added.
        var tagRandom = SplitMix64(seed: seed ^ UInt64(count) ^ 0x7A95)
        let newest = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18
        let fiveYears = 5 * 365 * 86_400.0
        let largeCount = 2 + count / 10_000
        var notes: [Note] = []
        notes.reserveCapacity(count)
        for index in 0..<count {
            let modified = newest.addingTimeInterval(-Double.random(in: 0..<fiveYears, using: &random).rounded())
            let created = modified.addingTimeInterval(-Double.random(in: 0..<(90 * 86_400), using: &random).rounded())
            let bodyLength = index < largeCount
                ? Int.random(in: 100_000...300_000, using: &random)
                : Int(50 * pow(100, pow(Double.random(in: 0..<1, using: &random), 5)))
            let id = UUID(uuid: uuidBytes(&random))
            notes.append(Note(id: id, title: sentence(words: Int.random(in: 2...12, using: &random), using: &random),
                              body: body(bytes: bodyLength, using: &random) + tagLine(using: &tagRandom),
                              created: created, modified: modified))
        }
        addLinks(to: &notes, seed: seed ^ UInt64(count) ^ 0x11CC)
        // Mark the note that lands on the last list row of the first frame.
        notes.sort { $0.modified != $1.modified ? $0.modified > $1.modified : $0.id.uuidString < $1.id.uuidString }
        if notes.count >= listRowsAt80x24 { notes[listRowsAt80x24 - 1].title = lastVisibleRowTitle }
        notes.shuffle(using: &random)
        return Library(notes: notes)
    }

    /// About one note in three ends with a line of one to three tags, some
    /// nested, as notes kept for years do.
    static let tags = ["work", "work/meetings", "work/reports", "work/meetings/weekly", "home", "home/garden",
                       "ideas", "reading", "travel", "recipes", "projects/notes-tui", "projects/kernel", "health",
                       "finance/taxes", "family", "café"]

    private static func tagLine(using random: inout SplitMix64) -> String {
        guard Int.random(in: 0..<3, using: &random) == 0 else { return "" }
        let chosen = (0..<Int.random(in: 1...3, using: &random)).map { _ in "#" + tags.randomElement(using: &random)! }
        return "\n\n" + chosen.joined(separator: " ")
    }

    /// About one note in four ends with a line of one or two `[[links]]`
    /// to other notes' titles (from a random stream of their own, so the
    /// rest of the library is as before links were added).
    private static func addLinks(to notes: inout [Note], seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let titles = notes.map(\.title)
        for index in notes.indices where Int.random(in: 0..<4, using: &random) == 0 {
            let links = (0..<Int.random(in: 1...2, using: &random)).map { _ in "[[" + titles.randomElement(using: &random)! + "]]" }
            notes[index].body += "\n" + links.joined(separator: " ")
        }
    }

    private static func uuidBytes(_ random: inout SplitMix64) -> uuid_t {
        let high = random.next(), low = random.next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (8 * index))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (8 * index))
        }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])
    }

    private static func word(using random: inout SplitMix64) -> String {
        // About one word in 40 is accented, CJK or an emoji.
        if Int.random(in: 0..<40, using: &random) == 0 { return unicodeWords.randomElement(using: &random)! }
        return plainWords.randomElement(using: &random)!
    }

    private static func sentence(words: Int, using random: inout SplitMix64) -> String {
        var text = ""
        for index in 0..<words {
            let next = word(using: &random)
            text += index == 0 ? next.prefix(1).uppercased() + next.dropFirst() : " " + next
        }
        return text
    }

    private static func body(bytes: Int, using random: inout SplitMix64) -> String {
        var text = ""
        text.reserveCapacity(bytes + 100)
        while text.utf8.count < bytes {
            text += sentence(words: Int.random(in: 4...16, using: &random), using: &random) + "."
            text += Int.random(in: 0..<4, using: &random) == 0 ? "\n\n" : " "
        }
        return text
    }
}
