import Foundation

/// A note's title and body: its title's bytes then its body's, one after
/// the other in a `TextBuffer` (shared with every note read from the same
/// half of a file). 24 bytes, where two strings took 32 and, each, an
/// allocation of its own.
///
/// The strings are made when asked for; code that reads every note (search,
/// the writer, tags) reads the bytes in place with `withTitle`/`withBody`.
struct NoteText: Sendable {
    private let buffer: TextBuffer
    private let start: Int
    let titleCount: UInt32
    let bodyCount: UInt32

    /// The longest title or body a note may have: 4 GiB less a byte.
    static let longest = Int(UInt32.max)

    init(title: String, body: String) {
        precondition(title.utf8.count <= Self.longest && body.utf8.count <= Self.longest,
                     "a note's title or body is over 4 GiB")
        buffer = TextBuffer(title, body)
        (start, titleCount, bodyCount) = (0, UInt32(title.utf8.count), UInt32(body.utf8.count))
    }

    /// The text at `start` of `buffer`: the title's bytes, then the body's.
    init(buffer: TextBuffer, start: Int, titleCount: Int, bodyCount: Int) {
        precondition(titleCount <= Self.longest && bodyCount <= Self.longest && start + titleCount + bodyCount <= buffer.count)
        (self.buffer, self.start, self.titleCount, self.bodyCount) = (buffer, start, UInt32(titleCount), UInt32(bodyCount))
    }

    var title: String { withTitle { String(decoding: $0, as: UTF8.self) } }
    var body: String { withBody { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the title's UTF-8, valid only inside it.
    func withTitle<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(buffer) { try body(buffer.bytes(from: start, count: Int(titleCount))) }
    }

    /// Calls `read` with the body's UTF-8, valid only inside it.
    func withBody<Result>(_ read: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(buffer) { try read(buffer.bytes(from: start + Int(titleCount), count: Int(bodyCount))) }
    }

    /// Whether both texts are these very bytes (the same place in the
    /// same buffer, or equal bytes): what tells that a note's text is
    /// unchanged without making strings.
    func hasSameBytes(as other: NoteText) -> Bool {
        if buffer === other.buffer, start == other.start, titleCount == other.titleCount, bodyCount == other.bodyCount {
            return true
        }
        guard titleCount == other.titleCount, bodyCount == other.bodyCount else { return false }
        return withTitle { mine in other.withTitle { Self.equal(mine, $0) } }
            && withBody { mine in other.withBody { Self.equal(mine, $0) } }
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
    static func == (lhs: NoteText, rhs: NoteText) -> Bool {
        lhs.hasSameBytes(as: rhs) || (lhs.title == rhs.title && lhs.body == rhs.body)
    }
}

/// Where a decoder puts the titles and bodies it reads: one buffer for
/// every note it reads in order, reserved as large as what is left of its
/// input, which their text can never pass (escapes only ever shrink).
struct NoteTextWriter {
    private var buffer: TextBuffer?

    /// Makes sure the next note's text has room: `inputLeft` bytes of
    /// input are left after its start.
    mutating func beginNote(inputLeft: Int) {
        if let buffer, buffer.room >= inputLeft { return }
        buffer?.finish()
        buffer = TextBuffer(reserving: inputLeft)
    }

    /// Adds one string's bytes; where they are.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        guard let buffer else { preconditionFailure("beginNote first") }
        let start = buffer.append(bytes)
        return start..<(start + bytes.count)
    }

    /// The note's text from its title's and body's places: in place when
    /// the body follows the title (as every writer of the format puts
    /// them), else copied into a buffer of its own.
    func text(title: Range<Int>, body: Range<Int>) -> NoteText {
        guard let buffer else { preconditionFailure("beginNote first") }
        if title.upperBound == body.lowerBound {
            return NoteText(buffer: buffer, start: title.lowerBound, titleCount: title.count, bodyCount: body.count)
        }
        let own = TextBuffer(reserving: title.count + body.count)
        _ = own.append(buffer.bytes(from: title.lowerBound, count: title.count))
        _ = own.append(buffer.bytes(from: body.lowerBound, count: body.count))
        return withExtendedLifetime(buffer) { NoteText(buffer: own, start: 0, titleCount: title.count, bodyCount: body.count) }
    }

    /// Gives back the room not used (`TextBuffer.finish`); once reading ends.
    func finish() {
        buffer?.finish()
    }
}
