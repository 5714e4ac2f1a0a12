import Foundation
import LibraryFormat
import NotesModel
import NotesStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Writing the cache: a few hundred notes at a time into a temporary file
// (never the whole vault's bytes in memory at once), then renamed over
// the last one. Not made durable (no fsync): a cache lost or cut short by
// a crash is noticed and ignored, and the files are read instead.
//
//     notes-tui vault cache 1
//     <JSON bytes> <entry bytes> <entries> <checksum of what follows the header> (20 digits each)
//     <written: seconds nanoseconds> TAB <time zone> TAB <the vault's real path>
//     {"version": 1, "notes": [...], "draft": null}     (LibraryCodec)
//     one line per note, in the notes' order (`entryLine`)
extension VaultCache {
    /// The header's second line: four numbers of 20 digits.
    static let countsLength = 83
    /// Notes encoded at a time.
    static let chunkSize = 256

    /// Writes `entries` as the cache at `path` (replacing it atomically).
    /// Errors are the caller's to ignore: a cache not written costs reads.
    static func write(_ entries: [Entry], to path: String, root: String, zone: String,
                      written: Timestamp) throws(PosixFile.Failure) {
        let tempPath = path + ".tmp-\(getpid())"
        removeLeftovers(of: path)
        let fd = open(tempPath, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw PosixFile.Failure(step: "create the cache", code: errno) }
        var done = false
        defer {
            close(fd)
            if !done { unlink(tempPath) }
        }
        var head = Array((magic + "\n").utf8)
        let countsAt = head.count
        head += Array((String(repeating: "0", count: countsLength) + "\n").utf8)
        head += Array("\(written.seconds) \(written.nanoseconds)\t\(zone)\t".utf8)
        appendEscaped(root, to: &head)
        head.append(0x0A)
        try writeAll(head, to: fd)
        var checksum = VaultCacheChecksum()

        // The notes, as one JSON library written a chunk at a time. Ids
        // must be unique there; a file whose note repeats another's id (a
        // copied front matter) keeps its own in its line instead.
        var jsonCount = 0
        var seen = Set<UUID>()
        var written = Array("{\n  \"version\": \(Library.formatVersion),\n  \"notes\": [".utf8)
        var jsonIDs: [UUID] = []
        jsonIDs.reserveCapacity(entries.count)
        for start in stride(from: 0, to: entries.count, by: chunkSize) {
            let chunk = entries[start..<min(entries.count, start + chunkSize)].map { entry -> Note in
                var note = entry.note
                note.file = nil
                if !seen.insert(note.id).inserted { note.id = UUID() }
                jsonIDs.append(note.id)
                return note
            }
            let encoded = LibraryCodec.encodeNotes(chunk)
            // "[" … "\n]\n": the elements only, joined by commas.
            if start > 0 { written.append(UInt8(ascii: ",")) }
            written += encoded[1..<(encoded.count - 3)]
            jsonCount += written.count
            checksum.add(written)
            try writeAll(written, to: fd)
            written.removeAll(keepingCapacity: true)
        }
        written += Array("\n  ],\n  \"draft\": null\n}\n".utf8)
        jsonCount += written.count
        checksum.add(written)
        try writeAll(written, to: fd)

        var entryCount = 0
        var lines: [UInt8] = []
        for (index, entry) in entries.enumerated() {
            appendLine(entry, jsonID: jsonIDs[index], to: &lines)
            if lines.count >= 1 << 16 || index == entries.count - 1 {
                entryCount += lines.count
                checksum.add(lines)
                try writeAll(lines, to: fd)
                lines.removeAll(keepingCapacity: true)
            }
        }
        let counts = Array([UInt64(jsonCount), UInt64(entryCount), UInt64(entries.count), checksum.final]
            .map { String(repeating: "0", count: 20 - String($0).count) + String($0) }.joined(separator: " ").utf8)
        guard pwrite(fd, counts, counts.count, off_t(countsAt)) == counts.count else {
            throw PosixFile.Failure(step: "write the cache", code: errno)
        }
        guard rename(tempPath, path) == 0 else { throw PosixFile.Failure(step: "rename the cache", code: errno) }
        done = true
    }

    /// One entry's line: its place, `stat`, id, layout and text lengths.
    static func appendLine(_ entry: Entry, jsonID: UUID, to out: inout [UInt8]) {
        let file = entry.note.file ?? NoteFile(path: "")
        let print = entry.fingerprint
        func number<T: BinaryInteger>(_ value: T) {
            out.append(contentsOf: String(value).utf8)
            out.append(0x09)
        }
        out.append(contentsOf: (entry.isTrashed ? "t\t" : "f\t").utf8)
        appendEscaped(file.path, to: &out)
        out.append(0x09)
        for value in [Int64(bitPattern: print.device), Int64(bitPattern: print.inode), print.size,
                      print.modifiedSeconds, print.modifiedNanoseconds, print.changedSeconds, print.changedNanoseconds] {
            number(value)
        }
        out.append(contentsOf: (jsonID == entry.note.id ? "=" : entry.note.id.uuidString).utf8)
        out.append(0x09)
        switch file.titleSource {
        case .frontMatter: out.append(UInt8(ascii: "m"))
        case .heading: out.append(UInt8(ascii: "h"))
        case .fileName: out.append(UInt8(ascii: "n"))
        }
        out.append(contentsOf: (file.usesCRLF ? "\t1" : "\t0").utf8)
        out.append(contentsOf: (file.endsWithNewline ? "\t1\t" : "\t0\t").utf8)
        appendEscaped(file.frontMatter, to: &out)
        out.append(0x09)
        if let heading = file.headingLine {
            out.append(UInt8(ascii: "+"))
            appendEscaped(heading, to: &out)
        } else {
            out.append(UInt8(ascii: "-"))
        }
        out.append(0x09)
        appendEscaped(file.gap, to: &out)
        out.append(0x09)
        appendList(file.tags, to: &out)
        out.append(0x09)
        appendList(file.aliases, to: &out)
        out.append(0x09)
        number(entry.note.text.titleByteCount)
        out.append(contentsOf: String(entry.note.text.bodyByteCount).utf8)
        out.append(0x0A)
    }

    /// A list as its count, then each item after a unit separator.
    private static func appendList(_ items: [String], to out: inout [UInt8]) {
        out.append(contentsOf: String(items.count).utf8)
        for item in items {
            out.append(listSeparator)
            appendEscaped(item, to: &out)
        }
    }

    static let listSeparator: UInt8 = 0x1F

    /// Text with `\`, tab, line breaks and the list separator escaped, so
    /// that a line is one entry and a tab ends a field.
    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case listSeparator: out += [UInt8(ascii: "\\"), UInt8(ascii: "s")]
            default: out.append(byte)
            }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(PosixFile.Failure) {
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, $0.count - done) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw PosixFile.Failure(step: "write the cache", code: errno) }
            done += count
        }
    }

    /// Temporary files of writers that were stopped before their rename
    /// (the app quit while its cache was being written).
    private static func removeLeftovers(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = (path as NSString).lastPathComponent + ".tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { unlink(folder + "/" + name) }
        }
    }
}
