import Foundation

/// A note's name prepared for fuzzy matching, once: each grapheme of the
/// name folded as search folds (case, accents, width), as a run of Unicode
/// scalars, with the grapheme each scalar came from and the bonus a match
/// there earns (word starts, camel humps, after a separator — as fzf
/// scores them).
///
/// Only the name's first `FuzzyMatch.graphemeLimit` graphemes are
/// matched: a row shows far fewer, and a title may be megabytes long.
struct FuzzyTitle {
    /// The folded scalars, in order.
    let units: [UInt32]
    /// For each unit, the grapheme of the name it came from.
    let owners: [Int32]
    /// For each unit, the bonus of a match there.
    let bonuses: [Int16]
    /// Graphemes of the name considered (at most `graphemeLimit`).
    let graphemeCount: Int

    init(_ name: String) {
        var units: [UInt32] = []
        var owners: [Int32] = []
        var bonuses: [Int16] = []
        units.reserveCapacity(name.utf8.count)
        var previous = CharacterClass.white
        var count = 0
        for character in name.prefix(FuzzyMatch.graphemeLimit) {
            let kind = CharacterClass(character)
            let bonus = FuzzyMatch.bonus(after: previous, at: kind)
            var first = true
            for scalar in Self.folded(character) {
                units.append(scalar)
                owners.append(Int32(count))
                // The later scalars of one grapheme ("ß" as "ss") run on from the first.
                bonuses.append(first ? bonus : 0)
                first = false
            }
            previous = kind
            count += 1
        }
        self.units = units
        self.owners = owners
        self.bonuses = bonuses
        graphemeCount = count
    }

    /// One grapheme folded as search folds it: ASCII by hand, the rest by Foundation.
    static func folded(_ character: Character) -> [UInt32] {
        // One byte: ASCII ("\r\n" is one grapheme of two, and Swift calls it ASCII).
        if character.utf8.count == 1, let ascii = character.asciiValue {
            return [UInt32(ascii &- 0x41 < 26 ? ascii | 0x20 : ascii)]
        }
        return NotesSearch.fold(String(character)).unicodeScalars.map(\.value)
    }
}

/// What a grapheme is, for the bonuses (fzf's character classes).
enum CharacterClass: Equatable {
    case white, nonWord, delimiter, lower, upper, letter, number

    /// Separators that end a path or a list item, as fzf's delimiters.
    private static let delimiters: Set<UInt32> = Set("/,:;|".unicodeScalars.map(\.value))

    init(_ character: Character) {
        guard let scalar = character.unicodeScalars.first else { self = .nonWord; return }
        let properties = scalar.properties
        if properties.isWhitespace {
            self = .white
        } else if Self.delimiters.contains(scalar.value) {
            self = .delimiter
        } else if properties.isLowercase {
            self = .lower
        } else if properties.isUppercase {
            self = .upper
        } else if properties.isAlphabetic {
            self = .letter
        } else if properties.generalCategory == .decimalNumber {
            self = .number
        } else {
            self = .nonWord
        }
    }

    var isWord: Bool {
        switch self {
        case .lower, .upper, .letter, .number: true
        case .white, .nonWord, .delimiter: false
        }
    }
}
