import Foundation

/// A note's title and body: its title's bytes then its body's, one after
/// the other in a `TextBuffer` (shared with every note read from the same
/// half of a file). Smaller than two strings, and without an allocation
/// of its own for each.
///
/// The strings are made when asked for; code that reads every note (search,
/// the writer, the checks that a note is unchanged) reads the bytes in
/// place with `withTitle`/`withBody`.
package struct NoteText: Sendable {
    private let buffer: TextBuffer
    private let start: Int
    /// The lengths, or `UInt32.max` for both when either does not fit: the
    /// buffer is then the note's own, and knows where its title ends.
    private let packedTitleCount: UInt32
    private let packedBodyCount: UInt32

    /// Texts this long or longer are kept in a buffer of their own.
    static let longestPacked = Int(UInt32.max) - 1

    init(title: String, body: String) {
        self.init(own: TextBuffer(title, body))
    }

    /// The title's and body's bytes copied into a buffer of their own.
    init(copyingTitle title: UnsafeBufferPointer<UInt8>, body: UnsafeBufferPointer<UInt8>) {
        self.init(own: TextBuffer(title, body))
    }

    /// A text in the form kept for a title or body of 4 GiB or more,
    /// whatever its length (for tests).
    static func inLongForm(title: String, body: String) -> NoteText {
        let text = NoteText(title: title, body: body)
        return NoteText(buffer: text.buffer, start: 0, packed: (.max, .max))
    }

    private init(buffer: TextBuffer, start: Int, packed: (UInt32, UInt32)) {
        (self.buffer, self.start, packedTitleCount, packedBodyCount) = (buffer, start, packed.0, packed.1)
    }

    private init(own buffer: TextBuffer) {
        let (title, body) = (buffer.firstCount, buffer.count - buffer.firstCount)
        let fits = title <= Self.longestPacked && body <= Self.longestPacked
        (self.buffer, start) = (buffer, 0)
        (packedTitleCount, packedBodyCount) = fits ? (UInt32(title), UInt32(body)) : (.max, .max)
    }

    /// The text at `start` of `buffer`: the title's bytes, then the body's
    /// (neither longer than `longestPacked`).
    init(buffer: TextBuffer, start: Int, titleCount: Int, bodyCount: Int) {
        precondition(titleCount <= Self.longestPacked && bodyCount <= Self.longestPacked
            && start + titleCount + bodyCount <= buffer.count)
        (self.buffer, self.start) = (buffer, start)
        (packedTitleCount, packedBodyCount) = (UInt32(titleCount), UInt32(bodyCount))
    }

    private var isOwnLong: Bool { packedTitleCount == .max && packedBodyCount == .max }
    /// The title's length in UTF-8 bytes.
    package var titleByteCount: Int { isOwnLong ? buffer.firstCount : Int(packedTitleCount) }
    /// The body's length in UTF-8 bytes.
    package var bodyByteCount: Int { isOwnLong ? buffer.count - buffer.firstCount : Int(packedBodyCount) }

    var title: String { withTitle { String(decoding: $0, as: UTF8.self) } }
    var body: String { withBody { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the title's UTF-8, valid only inside it.
    package func withTitle<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(buffer) { try body(buffer.bytes(from: start, count: titleByteCount)) }
    }

    /// Calls `read` with the body's UTF-8, valid only inside it.
    package func withBody<Result>(_ read: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(buffer) { try read(buffer.bytes(from: start + titleByteCount, count: bodyByteCount)) }
    }

    /// The first `maxBytes` bytes of the body at most, cut where a scalar
    /// starts, as a string, and whether that is the whole body: for what
    /// shows only the start of a body (a list row, the preview, the name
    /// of an untitled note), which must not copy a megabyte note whole.
    func bodyPrefix(maxBytes: Int) -> (text: String, isWhole: Bool) {
        withBody { bytes in
            guard bytes.count > maxBytes else { return (String(decoding: bytes, as: UTF8.self), true) }
            var end = max(0, maxBytes)
            while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self), false)
        }
    }

    /// Whether both texts are these very bytes (the same place in the
    /// same buffer, or equal bytes): what tells that a note's text is
    /// unchanged without making strings.
    package func hasSameBytes(as other: NoteText) -> Bool {
        if isSamePlace(as: other) { return true }
        guard titleByteCount == other.titleByteCount, bodyByteCount == other.bodyByteCount else { return false }
        return withTitle { mine in other.withTitle { Self.equal(mine, $0) } }
            && withBody { mine in other.withBody { Self.equal(mine, $0) } }
    }

    /// Whether both are the same bytes of the same buffer.
    package func isSamePlace(as other: NoteText) -> Bool {
        buffer === other.buffer && start == other.start && packedTitleCount == other.packedTitleCount
            && packedBodyCount == other.packedBodyCount
    }

    private static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return memcmp(left, right, lhs.count) == 0
    }
}

extension NoteText: Equatable {
    /// As the strings compare (canonical equivalence, as `String`'s `==`),
    /// with equal bytes answered without making them.
    package static func == (lhs: NoteText, rhs: NoteText) -> Bool {
        lhs.hasSameBytes(as: rhs) || (lhs.title == rhs.title && lhs.body == rhs.body)
    }
}

/// Where a decoder puts the titles and bodies it reads: one buffer for
/// every note it reads in order, reserved as large as what is left of its
/// input, which their text can never pass (escapes only ever shrink).
package struct NoteTextWriter {
    private var buffer: TextBuffer?

    package init() {}

    /// Makes sure the next note's text has room: `inputLeft` bytes of
    /// input are left after its start.
    package mutating func beginNote(inputLeft: Int) {
        if let buffer, buffer.room >= inputLeft { return }
        buffer?.finish()
        buffer = TextBuffer(reserving: inputLeft)
    }

    /// Adds one string's bytes; where they are.
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        guard let buffer else { preconditionFailure("beginNote first") }
        let start = buffer.append(bytes)
        return start..<(start + bytes.count)
    }

    /// The note's text from its title's and body's places: in place when
    /// the body follows the title (as every writer of the format puts
    /// them), else (or when either is 4 GiB or longer) copied into a buffer
    /// of its own.
    package func text(title: Range<Int>, body: Range<Int>) -> NoteText {
        guard let buffer else { preconditionFailure("beginNote first") }
        if title.upperBound == body.lowerBound, title.count <= NoteText.longestPacked, body.count <= NoteText.longestPacked {
            return NoteText(buffer: buffer, start: title.lowerBound, titleCount: title.count, bodyCount: body.count)
        }
        return withExtendedLifetime(buffer) {
            NoteText(copyingTitle: buffer.bytes(from: title.lowerBound, count: title.count),
                     body: buffer.bytes(from: body.lowerBound, count: body.count))
        }
    }

    /// Gives back the room not used (`TextBuffer.finish`); once reading ends.
    package func finish() {
        buffer?.finish()
    }
}
