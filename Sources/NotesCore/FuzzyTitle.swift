import Foundation

/// A note's name prepared for fuzzy matching, once: each grapheme of the
/// name folded as search folds (case, accents, width), as a run of Unicode
/// scalars ("units"), with the grapheme each unit came from and the bonus a
/// match there earns (word starts, camel humps, after a separator — as fzf
/// scores them).
///
/// Only the name's first `FuzzyMatch.graphemeLimit` graphemes are
/// matched: a row shows far fewer, and a title may be megabytes long.
///
/// Most names are ASCII, one byte a grapheme. Those keep only the name
/// (whose storage the note already holds): units, owners and bonuses
/// follow from its bytes and are laid out in the scratch tables when a
/// word may match. Three arrays a name were most of quick open's memory,
/// about 500 bytes a note.
struct FuzzyTitle {
    /// The name as given.
    let name: String
    /// The general form's tables; nil for an ASCII name, every grapheme one
    /// byte (and no CR, which "\r\n" would join).
    private let scalars: ScalarTables?
    /// Graphemes of the name considered (at most `graphemeLimit`).
    let graphemeCount: Int

    private final class ScalarTables {
        let units: [UInt32]
        let owners: [Int32]
        let bonuses: [Int16]

        init(units: [UInt32], owners: [Int32], bonuses: [Int16]) {
            (self.units, self.owners, self.bonuses) = (units, owners, bonuses)
        }
    }

    init(_ name: String) {
        var bytes = name
        let isSimple = bytes.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
        guard isSimple else { self.init(scalarsOf: name); return }
        self.init(name: name, scalars: nil, graphemeCount: min(name.utf8.count, FuzzyMatch.graphemeLimit))
    }

    private init(name: String, scalars: ScalarTables?, graphemeCount: Int) {
        (self.name, self.scalars, self.graphemeCount) = (name, scalars, graphemeCount)
    }

    /// The general form, whatever the name (tests compare the ASCII form with it).
    init(scalarsOf name: String) {
        var units: [UInt32] = []
        var owners: [Int32] = []
        var bonuses: [Int16] = []
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
        // Exact copies: grown by doubling, three arrays a name kept up to twice their size.
        let tables = ScalarTables(units: units.withUnsafeBufferPointer(Array.init), owners: owners.withUnsafeBufferPointer(Array.init),
                                  bonuses: bonuses.withUnsafeBufferPointer(Array.init))
        self.init(name: name, scalars: tables, graphemeCount: count)
    }

    /// One grapheme folded as search folds it: ASCII by hand, the rest by Foundation.
    static func folded(_ character: Character) -> [UInt32] {
        // One byte: ASCII ("\r\n" is one grapheme of two, and Swift calls it ASCII).
        if character.utf8.count == 1, let ascii = character.asciiValue {
            return [UInt32(Self.lowered(ascii))]
        }
        return NotesSearch.fold(String(character)).unicodeScalars.map(\.value)
    }

    private static func lowered(_ ascii: UInt8) -> UInt8 {
        ascii &- 0x41 < 26 ? ascii | 0x20 : ascii
    }

    // MARK: - Reading

    /// The grapheme of the name that unit `unit` came from.
    func grapheme(ofUnit unit: Int) -> Int {
        scalars.map { Int($0.owners[unit]) } ?? unit
    }

    /// Whether `word`'s units could be in this name in order: false rules
    /// it out with no tables laid out (the ASCII form's quick answer).
    func mayContain(_ word: UnsafeBufferPointer<UInt32>) -> Bool {
        guard scalars == nil, !word.isEmpty else { return true }
        var name = name
        return name.withUTF8 { bytes in
            var next = 0
            for byte in bytes.prefix(FuzzyMatch.graphemeLimit) where UInt32(Self.lowered(byte)) == word[next] {
                next += 1
                if next == word.count { return true }
            }
            return false
        }
    }

    /// Calls `body` with the units and their bonuses: the arrays of the
    /// general form, or the ASCII form's laid out in `scratch`.
    func withUnits<Result>(scratch: FuzzyMatch.Scratch,
                           _ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<Int16>) -> Result) -> Result {
        if let scalars {
            return scalars.units.withUnsafeBufferPointer { units in
                scalars.bonuses.withUnsafeBufferPointer { body(units, $0) }
            }
        }
        var name = name
        return name.withUTF8 { bytes in
            let count = min(bytes.count, FuzzyMatch.graphemeLimit)
            let (units, bonuses) = scratch.nameTables(count)
            Self.asciiBonuses.withUnsafeBufferPointer { table in
                var previous = 0x20  // the name starts as after white space
                for index in 0..<count {
                    let byte = Int(bytes[index])
                    units[index] = UInt32(Self.lowered(UInt8(byte)))
                    bonuses[index] = table[previous << 7 | byte]
                    previous = byte
                }
            }
            return body(UnsafeBufferPointer(start: units, count: count), UnsafeBufferPointer(start: bonuses, count: count))
        }
    }

    /// The bonus of a match on each ASCII byte after each other one
    /// (index: the one before × 128 + the one matched), worked out once:
    /// the tables are laid out for every name a key may match.
    private static let asciiBonuses: [Int16] = (0..<128 * 128).map { pair in
        FuzzyMatch.bonus(after: CharacterClass.ofASCII[pair >> 7], at: CharacterClass.ofASCII[pair & 127])
    }

    /// The units, the grapheme each came from, and their bonuses, as arrays (for tests).
    var tables: (units: [UInt32], owners: [Int32], bonuses: [Int16]) {
        if let scalars { return (scalars.units, scalars.owners, scalars.bonuses) }
        return withUnits(scratch: FuzzyMatch.Scratch()) { units, bonuses in
            (Array(units), units.indices.map { Int32($0) }, Array(bonuses))
        }
    }
}
