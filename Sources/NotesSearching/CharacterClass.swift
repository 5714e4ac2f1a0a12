import Foundation

/// What a grapheme is, for the bonuses (fzf's character classes).
enum CharacterClass: Equatable {
    case white, nonWord, delimiter, lower, upper, letter, number

    /// Separators that end a path or a list item, as fzf's delimiters.
    private static let delimiters: Set<UInt32> = Set("/,:;|".unicodeScalars.map(\.value))

    /// Each ASCII byte's class, as `init` gives it: the ASCII names' tables
    /// are laid out on every match, so not by Unicode properties each time.
    static let ofASCII: [CharacterClass] = (0..<128).map { CharacterClass(Character(Unicode.Scalar(UInt8($0)))) }

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
