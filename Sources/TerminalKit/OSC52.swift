/// The terminal's clipboard through OSC 52: `ESC ] 52 ; c ; BASE64 ESC \`.
/// The terminal (or tmux, with `set-clipboard on`) puts the text on the
/// system clipboard; it works over ssh, where no clipboard tool can.
public enum OSC52 {
    /// Terminals refuse or cut longer sequences (xterm, tmux and others
    /// cap them near 100 KB), so a larger copy is not sent at all.
    public static let largestEncoded = 100_000

    /// The largest text, in UTF-8 bytes, whose copy fits `largestEncoded`.
    public static var largestText: Int { largestEncoded / 4 * 3 }

    /// The sequence that puts `text` on the clipboard (`c`).
    public static func sequence(copying text: String) -> String {
        "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{1B}\\"
    }

    /// Whether `text` is small enough to send.
    public static func fits(_ text: String) -> Bool { text.utf8.count <= largestText }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Standard base64 with padding (RFC 4648), as OSC 52 expects.
    static func base64(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 2 < bytes.count {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { out.append(alphabet[Int(value >> UInt32(shift) & 63)]) }
            index += 3
        }
        let left = bytes.count - index
        if left > 0 {
            let value = UInt32(bytes[index]) << 16 | (left == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            out.append(alphabet[Int(value >> 18 & 63)])
            out.append(alphabet[Int(value >> 12 & 63)])
            out.append(left == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "="))
            out.append(UInt8(ascii: "="))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
