import Foundation
import NotesModel

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
/// (borrowed from the note's title when it is the name, `init(of:)`):
/// units, owners and bonuses
/// follow from its bytes and are laid out in the scratch tables when a
/// word may match: three arrays a name would be most of quick open's
/// memory. A name whose every grapheme folds to one ASCII
/// letter of its own kind ("Café Zürich") keeps an ASCII stand-in with the
/// same tables ("Cafe Zurich"), not the general form's, whose tables are
/// large and would be kept for every accented name.
struct FuzzyTitle {
    /// The name as given, or its ASCII stand-in; nil when it is the note's
    /// title, read from the note (`init(of:)`): a note's title is not a
    /// String (`NoteText`), so a name of its own would copy every title.
    private var name: String?
    /// The general form's tables; nil for an ASCII name, every grapheme one
    /// byte (and no CR, which "\r\n" would join).
    private let scalars: ScalarTables?

    /// Whether the general form's tables are kept (for tests).
    var keepsTables: Bool { scalars != nil }
    /// Whether the name is the note's title, read from the note (for tests).
    var borrowsName: Bool { name == nil }

    /// Graphemes of the name considered (at most `graphemeLimit`).
    var graphemeCount: Int { graphemeCount(of: nil) }

    /// `graphemeCount` of the name `note` lends (see `withName`).
    func graphemeCount(of note: Note?) -> Int {
        scalars?.graphemeCount ?? withName(of: note) { min($0.count, FuzzyMatch.graphemeLimit) }
    }

    /// The prepared name of `note`: its `displayTitle`, borrowed from the
    /// note when it is the note's title as it is (ASCII, one byte a
    /// grapheme).
    init(of note: Note) {
        self.init(note.displayTitle)
        // Not a stand-in: the name kept must be the title's very bytes.
        guard scalars == nil, var kept = name else { return }
        if kept.withUTF8({ own in note.text.withTitle { $0.elementsEqual(own) } }) { name = nil }
    }

    /// Calls `body` with the name's UTF-8: its own, or the title of
    /// `note` (the note it was made from) when it borrows that.
    func withName<Result>(of note: Note?, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard var name else {
            guard let note else { preconditionFailure("a borrowed name read without its note") }
            return note.text.withTitle(body)
        }
        return name.withUTF8(body)
    }

    /// The units, the grapheme each came from (only when not the unit's
    /// own place: most names fold a grapheme to one unit) and the bonuses,
    /// in one array: four allocations a name cost more than the tables.
    /// Laid out as [count, has owners, graphemes, units…, owners…,
    /// bonuses two a word…].
    private struct ScalarTables {
        let packed: [UInt32]

        init(units: [UInt32], owners: [Int32], bonuses: [Int16], graphemeCount: Int) {
            let hasOwners = owners.indices.contains { owners[$0] != Int32($0) }
            var packed = [UInt32(units.count), hasOwners ? 1 : 0, UInt32(graphemeCount)]
            packed.reserveCapacity(3 + units.count * (hasOwners ? 2 : 1) + (units.count + 1) / 2)
            packed += units
            if hasOwners { packed += owners.lazy.map { UInt32(bitPattern: $0) } }
            let bonusesStart = packed.count
            packed += repeatElement(0, count: (bonuses.count + 1) / 2)
            // The bonuses' own bytes, so that reading the words as Int16s
            // gives them back in order whatever the byte order.
            packed.withUnsafeMutableBytes { bytes in
                bonuses.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: bytes[(bonusesStart * 4)...]).copyMemory(from: $0) }
            }
            self.packed = packed
        }

        var count: Int { Int(packed[0]) }
        private var hasOwners: Bool { packed[1] != 0 }
        var graphemeCount: Int { Int(packed[2]) }
        private var bonusesStart: Int { 3 + count * (hasOwners ? 2 : 1) }

        func owner(ofUnit unit: Int) -> Int { hasOwners ? Int(Int32(bitPattern: packed[3 + count + unit])) : unit }

        func withUnits<Result>(_ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<Int16>) -> Result) -> Result {
            let (count, bonusesStart) = (count, bonusesStart)
            return packed.withUnsafeBufferPointer { words in
                let units = UnsafeBufferPointer(rebasing: words[3..<3 + count])
                return UnsafeBufferPointer(rebasing: words[bonusesStart...]).withMemoryRebound(to: Int16.self) { halves in
                    body(units, UnsafeBufferPointer(rebasing: halves[..<count]))
                }
            }
        }

        var tables: (units: [UInt32], owners: [Int32], bonuses: [Int16]) {
            withUnits { units, bonuses in (Array(units), (0..<count).map { Int32(owner(ofUnit: $0)) }, Array(bonuses)) }
        }
    }

    init(_ name: String) {
        var bytes = name
        let isSimple = bytes.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
        guard isSimple else {
            let general = FuzzyTitle(scalarsOf: name)
            self = Self.asciiStandIn(for: name, general: general) ?? general
            return
        }
        self.init(name: name, scalars: nil)
    }

    private init(name: String, scalars: ScalarTables?) {
        (self.name, self.scalars) = (name, scalars)
    }

    /// An ASCII name with the general form's exact tables (each grapheme
    /// folded to one ASCII unit, upper case where the grapheme is, so that
    /// camel humps score alike), or nil when there is none. The tables are
    /// compared, not trusted: a grapheme of another kind than its folding
    /// keeps the general form.
    private static func asciiStandIn(for name: String, general: FuzzyTitle) -> FuzzyTitle? {
        let tables = general.tables
        guard tables.units.count == general.graphemeCount, tables.units.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        var bytes = tables.units.map { UInt8($0) }
        for (index, character) in name.prefix(FuzzyMatch.graphemeLimit).enumerated()
            where character.isUppercase && bytes[index] &- 0x61 < 26 {
            bytes[index] &= ~0x20
        }
        let standIn = FuzzyTitle(name: String(decoding: bytes, as: UTF8.self), scalars: nil)
        return standIn.tables == tables ? standIn : nil
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
        let tables = ScalarTables(units: units, owners: owners, bonuses: bonuses, graphemeCount: count)
        self.init(name: name, scalars: tables)
    }

    /// One grapheme folded as search folds it: ASCII by hand, the rest by Foundation.
    static func folded(_ character: Character) -> [UInt32] {
        // One byte: ASCII ("\r\n" is one grapheme of two, and Swift calls it ASCII).
        if character.utf8.count == 1, let ascii = character.asciiValue {
            return [UInt32(Self.lowered(ascii))]
        }
        return TextFolding.fold(String(character)).unicodeScalars.map(\.value)
    }

    private static func lowered(_ ascii: UInt8) -> UInt8 {
        ascii &- 0x41 < 26 ? ascii | 0x20 : ascii
    }

    // MARK: - Reading

    /// The grapheme of the name that unit `unit` came from.
    func grapheme(ofUnit unit: Int) -> Int {
        scalars.map { $0.owner(ofUnit: unit) } ?? unit
    }

    /// Whether `word`'s units could be in this name in order: false rules
    /// it out with no tables laid out (the ASCII form's quick answer).
    func mayContain(_ word: UnsafeBufferPointer<UInt32>, name bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard scalars == nil, !word.isEmpty else { return true }
        var next = 0
        for byte in bytes.prefix(FuzzyMatch.graphemeLimit) where UInt32(Self.lowered(byte)) == word[next] {
            next += 1
            if next == word.count { return true }
        }
        return false
    }

    /// Calls `body` with the units and their bonuses: the arrays of the
    /// general form, or the ASCII form's laid out in `scratch`.
    func withUnits<Result>(scratch: FuzzyMatch.Scratch, name bytes: UnsafeBufferPointer<UInt8>,
                           _ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<Int16>) -> Result) -> Result {
        if let scalars { return scalars.withUnits(body) }
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

    /// The bonus of a match on each ASCII byte after each other one
    /// (index: the one before × 128 + the one matched), worked out once:
    /// the tables are laid out for every name a key may match.
    private static let asciiBonuses: [Int16] = (0..<128 * 128).map { pair in
        FuzzyMatch.bonus(after: CharacterClass.ofASCII[pair >> 7], at: CharacterClass.ofASCII[pair & 127])
    }

    /// The units, the grapheme each came from, and their bonuses, as arrays (for tests).
    var tables: (units: [UInt32], owners: [Int32], bonuses: [Int16]) {
        if let scalars { return scalars.tables }
        return withName(of: nil) { name in
            withUnits(scratch: FuzzyMatch.Scratch(), name: name) { units, bonuses in
                (Array(units), units.indices.map { Int32($0) }, Array(bonuses))
            }
        }
    }
}
