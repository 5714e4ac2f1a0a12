import Foundation

/// Objects read in one `git cat-file --batch` (one git process for all of
/// a merge's commits, trees and libraries, instead of one each).
struct GitObjectBatch {
    struct Object: Equatable {
        var id: String
        var type: String
        var bytes: [UInt8]
    }

    /// One entry per name asked, in order; nil for a name git has no
    /// object for (`missing`, `ambiguous`).
    let objects: [Object?]

    /// Parses git's answer to `names` (`<id> <type> <size>\n<bytes>\n` or
    /// `<name> missing\n`); nil when it is not that.
    init?(parsing output: [UInt8], count: Int) {
        var objects: [Object?] = []
        var index = 0
        while objects.count < count {
            guard let lineEnd = output[index...].firstIndex(of: 0x0A) else { return nil }
            let header = String(decoding: output[index..<lineEnd], as: UTF8.self).split(separator: " ")
            index = lineEnd + 1
            guard header.count == 3, let size = Int(header[2]) else {
                // `<name> missing`, `<name> ambiguous`: no bytes follow.
                objects.append(nil)
                continue
            }
            guard size >= 0, index + size < output.count, output[index + size] == 0x0A else { return nil }
            objects.append(Object(id: String(header[0]), type: String(header[1]), bytes: Array(output[index..<(index + size)])))
            index += size + 1
        }
        self.objects = objects
    }
}

/// A tree object's entries (`<mode> <name>\0<raw id>`), to compare two
/// trees but for one file and to point one entry at another blob.
struct GitTree: Equatable {
    struct Entry: Equatable {
        var mode: String
        var name: String
        var rawID: [UInt8]
    }

    var entries: [Entry]

    /// `idLength`: 20 bytes (SHA-1) or 32 (SHA-256), from the length of
    /// the ids git prints.
    init?(_ bytes: [UInt8], idLength: Int) {
        var entries: [Entry] = []
        var index = 0
        while index < bytes.count {
            guard let space = bytes[index...].firstIndex(of: 0x20),
                  let nul = bytes[space...].firstIndex(of: 0),
                  nul + idLength < bytes.count + 1 else { return nil }
            entries.append(Entry(mode: String(decoding: bytes[index..<space], as: UTF8.self),
                                 name: String(decoding: bytes[(space + 1)..<nul], as: UTF8.self),
                                 rawID: Array(bytes[(nul + 1)..<(nul + 1 + idLength)])))
            index = nul + 1 + idLength
        }
        self.entries = entries
    }

    /// The tree's bytes, as git stores it.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        for entry in entries {
            out += Array(entry.mode.utf8) + [0x20] + Array(entry.name.utf8) + [0] + entry.rawID
        }
        return out
    }

    /// The entries but the one named `name`.
    func without(_ name: String) -> [Entry] { entries.filter { $0.name != name } }

    /// The regular file `name`'s entry (a link or a folder of that name is not one).
    func file(_ name: String) -> Entry? {
        entries.first { $0.name == name && ($0.mode == "100644" || $0.mode == "100755") }
    }

    /// This tree with the file `name` pointing at the blob `id` (hex).
    func replacing(_ name: String, with id: String) -> GitTree? {
        guard let index = entries.firstIndex(where: { $0.name == name }), let raw = Self.raw(id),
              raw.count == entries[index].rawID.count else { return nil }
        var tree = self
        tree.entries[index].rawID = raw
        return tree
    }

    static func raw(_ hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = nibble(digits[index]), let low = nibble(digits[index + 1]) else { return nil }
            out.append(high << 4 | low)
            index += 2
        }
        return out
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case 0x30...0x39: digit - 0x30
        case 0x61...0x66: digit - 0x61 + 10
        case 0x41...0x46: digit - 0x41 + 10
        default: nil
        }
    }
}
