import Foundation
import NotesModel

/// A title or body as search reads it, with no folded copy of the whole
/// (nor the text itself: search hands the note's text to `contains`).
///
/// Folding (`NotesSearch.fastFold`) cuts the text after ASCII white space
/// that ASCII follows and folds each piece by itself; an ASCII piece's
/// folding only lowers its capitals. So the text is kept as it is (its
/// storage is the note's), its ASCII pieces are read with capitals
/// lowered, and only the stretches that are not ASCII keep a folding,
/// unless every one folds to its letters mapped one by one
/// (`LatinFolding`). A query word holds no white space, so a match in the
/// folded text lies inside one piece: in the text's ASCII stretches or in
/// one stretch's folding. A folded copy of every note was the search's
/// largest use of memory, as large as the library file.
struct FoldedText {
    let form: Form

    enum Form {
        /// ASCII text: its folding is its bytes, capitals lowered.
        case ascii
        /// Every stretch folds to its letters mapped one by one
        /// (`LatinFolding`): the folding is read as the text is.
        case mapped
        /// The stretches that are not ASCII, in order (pieces that are not
        /// ASCII make one stretch when at most `joiningGap` bytes of ASCII
        /// stand between them), with their foldings.
        case stretches(FoldedStretches)
    }

    /// The kept stretches; nil for the other forms.
    var stretches: FoldedStretches? {
        if case let .stretches(stretches) = form { return stretches }
        return nil
    }

    /// Stretches closer than this many bytes of ASCII are one stretch
    /// (the ASCII between them folded too): text where most words are
    /// not ASCII keeps one folding, as it did, not a record a word.
    static let joiningGap = 64

    init(_ text: String) {
        var text = text
        self = text.withUTF8 { FoldedText(utf8: $0) }
    }

    /// The text's UTF-8, read in place (a note's, in its buffer).
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        form = {
            var stretches: [(start: Int, end: Int, folded: String)] = []
            // The stretch being made, and where the ASCII after it began.
            var open: (start: Int, folded: String)?
            var asciiSince: Int?
            var start = 0
            while start < bytes.count {
                let (end, isASCII) = TextFolding.piece(of: bytes, from: start)
                defer { start = end }
                if isASCII {
                    if open != nil, asciiSince == nil { asciiSince = start }
                    continue
                }
                let folded = TextFolding.fold(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                if let stretch = open, let gap = asciiSince {
                    if start - gap <= Self.joiningGap {
                        let lowered = bytes[gap..<start].map(SubstringSearch.lowered)
                        open = (stretch.start, stretch.folded + String(decoding: lowered, as: UTF8.self) + folded)
                    } else {
                        stretches.append((stretch.start, gap, stretch.folded))
                        open = (start, folded)
                    }
                } else {
                    open = open.map { ($0.start, $0.folded + folded) } ?? (start, folded)
                }
                asciiSince = nil
            }
            if let stretch = open { stretches.append((stretch.start, asciiSince ?? bytes.count, stretch.folded)) }
            if stretches.isEmpty { return .ascii }
            // Kept only where mapping letter by letter is not the folding.
            let isMapped = stretches.allSatisfy { LatinFolding.mapped(bytes, $0.start..<$0.end)?.elementsEqual($0.folded.utf8) == true }
            return isMapped ? .mapped : FoldedStretches.make(stretches).map(Form.stretches) ?? .ascii
        }()
    }

    /// Where each stretch starts and ends in the text's UTF-8 (for tests).
    var places: [(start: Int, end: Int)] {
        guard let stretches else { return [] }
        return (0..<stretches.count).map { stretches.record($0) }.map { ($0.start, $0.end) }
    }

    /// The whole folded text of `source` (the text this was made from), as
    /// `NotesSearch.fastFold` gives it (for tests).
    func folded(of source: String) -> String {
        var source = source
        if case .mapped = form {
            return source.withUTF8 { String(decoding: LatinFolding.mapped($0, 0..<$0.count)!, as: UTF8.self) }
        }
        let foldedBytes = stretches?.withFoldedBytes { Array($0) } ?? []
        return source.withUTF8 { bytes in
            var out: [UInt8] = []
            var from = 0, foldedFrom = 0
            for index in 0..<(stretches?.count ?? 0) {
                let record = stretches!.record(index)
                out += bytes[from..<record.start].map(SubstringSearch.lowered)
                out += foldedBytes[foldedFrom..<record.foldedEnd]
                (from, foldedFrom) = (record.end, record.foldedEnd + 1)
            }
            out += bytes[from...].map(SubstringSearch.lowered)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Whether the folded text of `source` (the UTF-8 of the text this was
    /// made from, read in place) contains `needle`, as the plain
    /// definition's `String.contains` answers.
    func contains(_ needle: Needle, in source: UnsafeBufferPointer<UInt8>) -> Bool {
        // In ASCII text (and in a folding that is ASCII) a word matches
        // only as its ASCII composed form.
        switch form {
        case .ascii, .stretches:
            if let ascii = needle.asciiForm, Self.containsInASCII(ascii, failure: needle.asciiFailure, of: source, outside: stretches) {
                return true
            }
            guard let stretches else { return false }
            return Self.contains(needle, in: stretches)
        case .mapped:
            guard let ascii = needle.asciiForm else { return false }
            return LatinFolding.contains(ascii, failure: needle.asciiFailure, inMapped: source)
        }
    }

    private static func containsInASCII(_ ascii: [UInt8], failure: [Int]?, of bytes: UnsafeBufferPointer<UInt8>,
                                        outside stretches: FoldedStretches?) -> Bool {
        var from = 0
        for index in 0..<(stretches?.count ?? 0) {
            let record = stretches!.record(index)
            if SubstringSearch.containsIgnoringCase(UnsafeBufferPointer(rebasing: bytes[from..<record.start]), ascii,
                                                    failure: failure) { return true }
            from = record.end
        }
        return SubstringSearch.containsIgnoringCase(UnsafeBufferPointer(rebasing: bytes[from...]), ascii, failure: failure)
    }

    /// Why the byte search may rule the stretches out: a character equal
    /// to an ASCII one is, once composed, that one byte (a singleton such
    /// as the Kelvin sign is replaced by composition; no composition
    /// absorbs an ASCII character without changing the character it
    /// belongs to). No such promise holds for other words (Hangul jamo,
    /// for one), so they are looked for by `String.contains` alone.
    ///
    /// `String.contains` compares character by character from every
    /// start, which costs the product of the lengths: for words longer
    /// than `SubstringSearch.directLength` the linear `containsCharacters`
    /// answers instead.
    private static func contains(_ needle: Needle, in stretches: FoldedStretches) -> Bool {
        if needle.isASCII {
            guard stretches.withComposedBytes({ SubstringSearch.containsBytes($0, needle) }) else { return false }
            // ASCII characters are single bytes: a byte match is a match.
            if stretches.asciiStandsAlone { return true }
        }
        guard needle.word.utf8.count > SubstringSearch.directLength else {
            return stretches.folded.contains(needle.word)
        }
        return SubstringSearch.containsCharacters(stretches.composed, needle)
    }
}
