import Foundation

/// The id of a vault note whose front matter gives none: made from its
/// path in the vault, so the same file has the same id on every launch
/// and on every machine holding the vault at any path.
///
/// Two 64-bit FNV-1a hashes of the path with different offsets, as an
/// RFC 9562 version 8 ("custom") UUID: every note of a vault without
/// front matter ids is named so at each launch, and a SHA-1 per note cost
/// more than reading it. Not secret, and not meant to be: a path's id.
package enum VaultNoteID {
    /// The state folder's name is made with this (never change it: the
    /// folder would move).
    static let namespace = UUID(uuidString: "6B1D8C0E-2F5A-5C3B-8E4D-9A7F1B2C3D4E")!

    package static func derived(fromPath path: String) -> UUID {
        var high: UInt64 = 0xCBF2_9CE4_8422_2325
        var low: UInt64 = 0x8422_2325_CBF2_9CE4 ^ 0x6E6F_7465_732D_7475 // "notes-tu"
        for byte in path.utf8 {
            high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            low = low &+ (low >> 29)
        }
        var bytes = withUnsafeBytes(of: high.bigEndian) { Array($0) } + withUnsafeBytes(of: low.bigEndian) { Array($0) }
        bytes[6] = (bytes[6] & 0x0F) | 0x80 // version 8
        bytes[8] = (bytes[8] & 0x3F) | 0x80 // RFC variant
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
