
/// What a store remembers of the library file as it last read or wrote
/// it, to tell whether the file changed since (and so whether a save must
/// merge): the bytes themselves, or a digest of them. The app keeps only
/// the digest — the bytes would stay in memory as long as it runs, as
/// large as the file — and pays for it with a hash of the file at each
/// read or write.
/// Commands, which exit at once, keep the bytes.
enum BaseContent: Sendable {
    case bytes([UInt8])
    case digest(ContentDigest)

    init(_ bytes: [UInt8], digestOnly: Bool) {
        self = digestOnly ? .digest(ContentDigest(bytes)) : .bytes(bytes)
    }

    /// Whether `bytes` are this content.
    func isContent(of bytes: [UInt8]) -> Bool {
        switch self {
        case let .bytes(kept): return kept == bytes
        case let .digest(digest): return digest.count == bytes.count && digest == ContentDigest(bytes)
        }
    }

    /// Whether the two are the same content.
    func isSame(as other: BaseContent) -> Bool {
        switch (self, other) {
        case let (.digest(left), .digest(right)): return left == right
        case let (.bytes(bytes), other), let (other, .bytes(bytes)): return other.isContent(of: bytes)
        }
    }
}

/// 128 bits of the bytes by SipHash-1-3 (the standard library's `Hasher`),
/// keyed by a random seed of this process, two lanes apart, and the
/// length. A file changed by another writer matches by chance with odds of
/// 2⁻¹²⁸; with a key no file can be made to match on purpose. Kept in
/// memory only: the seed differs in every process.
struct ContentDigest: Equatable, Sendable {
    let count: Int
    private let first: Int
    private let second: Int

    init(_ bytes: [UInt8]) {
        count = bytes.count
        var firstLane = Hasher(), secondLane = Hasher()
        firstLane.combine(1 as UInt8)
        secondLane.combine(2 as UInt8)
        bytes.withUnsafeBytes { raw in
            firstLane.combine(bytes: raw)
            secondLane.combine(bytes: raw)
        }
        (first, second) = (firstLane.finalize(), secondLane.finalize())
    }
}
