import Foundation
import LibraryFormat
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Reading the cache. Any doubt — a wrong header, lengths that do not add
// up to the file's size, a line that does not parse or does not match its
// note, a path no note may have — and the whole cache is ignored: nil.
extension VaultCache {
    /// The cache at `path` for the vault at `root` read in `zone`, its
    /// entries whose files had settled when it was taken (`isSettled`).
    static func read(from path: String, root: String, zone: String, racyWindow: TimeInterval) -> VaultCache? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        guard let head = readBytes(fd, at: 0, count: min(size, 1 << 16)) else { return nil }
        var reader = LineReader(bytes: head)
        guard reader.line().map(Array.init) == Array(magic.utf8), let counts = reader.line(), counts.count == countsLength,
              let about = reader.line() else { return nil }
        let numbers = counts.split(separator: 0x20).compactMap { UInt64(String(decoding: $0, as: UTF8.self)) }
        guard numbers.count == 4, numbers[0] < Int.max, numbers[1] < Int.max, numbers[2] < Int.max else { return nil }
        let (jsonCount, linesCount, count, expected) = (Int(numbers[0]), Int(numbers[1]), Int(numbers[2]), numbers[3])
        let headCount = reader.offset
        guard count <= linesCount, jsonCount <= size, linesCount <= size,
              headCount + jsonCount + linesCount == size else { return nil }
        let fields = about.split(separator: 0x09, omittingEmptySubsequences: false)
        guard fields.count == 3, String(decoding: fields[1], as: UTF8.self) == zone,
              unescaped(fields[2]) == root else { return nil }
        let time = fields[0].split(separator: 0x20)
        guard time.count == 2, let seconds = Int64(String(decoding: time[0], as: UTF8.self)),
              let nanoseconds = Int64(String(decoding: time[1], as: UTF8.self)),
              (0..<1 << 40).contains(seconds), (0..<1_000_000_000).contains(nanoseconds) else { return nil }
        let written = Timestamp(seconds: seconds, nanoseconds: nanoseconds)

        var checksum = VaultCacheChecksum()
        guard var json = readBytes(fd, at: headCount, count: jsonCount),
              let lines = readBytes(fd, at: headCount + jsonCount, count: linesCount) else { return nil }
        checksum.add(json)
        checksum.add(lines)
        guard checksum.final == expected,
              let notes = try? LibraryCodec.decode(releasingPagesOf: &json).notes, notes.count == count else { return nil }
        json = []
        var cache = VaultCache()
        cache.entries.reserveCapacity(count)
        var lineReader = LineReader(bytes: lines)
        for note in notes {
            guard let line = lineReader.line(), let entry = Self.entry(line, note: note) else { return nil }
            let key = VaultStore.key(entry.note.file!.path, entry.isTrashed)
            guard cache.entries[key] == nil else { return nil }
            if !isSettled(entry.fingerprint, before: written, window: racyWindow) { continue }
            cache.entries[key] = entry
        }
        guard lineReader.offset == lines.count else { return nil }
        return cache
    }

    /// One entry from its line and the note in the JSON at its place;
    /// nil when the line does not parse or is not that note's.
    private static func entry(_ line: ArraySlice<UInt8>, note: Note) -> Entry? {
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
        guard fields.count == 20 else { return nil }
        func int(_ index: Int) -> Int64? { Int64(String(decoding: fields[index], as: UTF8.self)) }
        func flag(_ index: Int) -> Bool? {
            switch String(decoding: fields[index], as: UTF8.self) {
            case "1", "t": return true
            case "0", "f": return false
            default: return nil
            }
        }
        guard let isTrashed = flag(0), let path = unescaped(fields[1]), VaultFileField.isNotePath(path),
              let device = int(2), let inode = int(3), let size = int(4), let modified = int(5), let modifiedNano = int(6),
              let changed = int(7), let changedNano = int(8),
              let usesCRLF = flag(11), let endsWithNewline = flag(12), let frontMatter = unescaped(fields[13]),
              let gap = unescaped(fields[15]), let tags = list(fields[16]), let aliases = list(fields[17]),
              int(18) == Int64(note.text.titleByteCount), int(19) == Int64(note.text.bodyByteCount) else { return nil }
        let source: NoteFile.TitleSource
        switch String(decoding: fields[10], as: UTF8.self) {
        case "m": source = .frontMatter
        case "h": source = .heading
        case "n": source = .fileName
        default: return nil
        }
        let heading = fields[14]
        var headingLine: String?
        switch heading.first {
        case UInt8(ascii: "-") where heading.count == 1: headingLine = nil
        case UInt8(ascii: "+"): headingLine = unescaped(heading.dropFirst())
        default: return nil
        }
        guard (source == .heading) == (headingLine != nil) else { return nil }
        var note = note
        let idText = String(decoding: fields[9], as: UTF8.self)
        if idText != "=" {
            guard let id = UUID(uuidString: idText) else { return nil }
            note.id = id
        }
        note.file = NoteFile(path: path, titleSource: source, frontMatter: frontMatter, headingLine: headingLine, gap: gap,
                             usesCRLF: usesCRLF, endsWithNewline: endsWithNewline, tags: tags, aliases: aliases)
        var info = stat()
        info.st_dev = .init(truncatingIfNeeded: UInt64(bitPattern: device))
        info.st_ino = .init(truncatingIfNeeded: UInt64(bitPattern: inode))
        info.st_size = .init(truncatingIfNeeded: size)
        info.st_mtim = timespec(tv_sec: .init(truncatingIfNeeded: modified), tv_nsec: .init(truncatingIfNeeded: modifiedNano))
        info.st_ctim = timespec(tv_sec: .init(truncatingIfNeeded: changed), tv_nsec: .init(truncatingIfNeeded: changedNano))
        let fingerprint = PosixFile.Fingerprint(info)
        // Numbers that do not survive the round trip were not written by this.
        guard fingerprint.device == UInt64(bitPattern: device), fingerprint.inode == UInt64(bitPattern: inode),
              fingerprint.size == size, fingerprint.modifiedSeconds == modified, fingerprint.modifiedNanoseconds == modifiedNano,
              fingerprint.changedSeconds == changed, fingerprint.changedNanoseconds == changedNano else { return nil }
        return Entry(note: note, fingerprint: fingerprint, isTrashed: isTrashed)
    }

    private static func list(_ field: ArraySlice<UInt8>) -> [String]? {
        let parts = field.split(separator: listSeparator, omittingEmptySubsequences: false)
        guard let count = Int(String(decoding: parts[0], as: UTF8.self)), count == parts.count - 1 else { return nil }
        var items: [String] = []
        for part in parts.dropFirst() {
            guard let item = unescaped(part) else { return nil }
            items.append(item)
        }
        return items
    }

    /// The text `appendEscaped` wrote; nil for an escape it never writes or bytes not UTF-8.
    static func unescaped(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(validating: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard index < bytes.endIndex else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "s"): out.append(listSeparator)
            default: return nil
            }
            index += 1
        }
        return String(validating: out, as: UTF8.self)
    }

    /// `count` bytes at `offset`, or nil when the file has fewer.
    private static func readBytes(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            filled = 0
            while filled < count, let start = buffer.baseAddress {
                let done = pread(fd, start + filled, count - filled, off_t(offset + filled))
                if done < 0, errno == EINTR { continue }
                if done <= 0 {
                    failed = true
                    return
                }
                filled += done
            }
        }
        return failed ? nil : bytes
    }

    /// Lines of bytes, each without its `\n`; the last must end in one.
    private struct LineReader {
        let bytes: [UInt8]
        var offset = 0

        mutating func line() -> ArraySlice<UInt8>? {
            guard let end = bytes[offset...].firstIndex(of: 0x0A) else { return nil }
            defer { offset = end + 1 }
            return bytes[offset..<end]
        }
    }
}
