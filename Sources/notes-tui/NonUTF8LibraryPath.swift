import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Paths are bytes, but the library's path travels through the app as a
/// String, and both `CommandLine.arguments` and `ProcessInfo` turn bytes
/// that are not UTF-8 into U+FFFD — which names a different file. Until the
/// path is carried as bytes end to end, a library path that is not UTF-8 is
/// refused (exit 64) before anything is opened or created. Only the path
/// that would be used is checked (the order of docs/file-format.md §1): `--data-file`, else
/// `$NOTES_TUI_DATA`, else `$XDG_DATA_HOME` (when absolute), else `$HOME`.
enum NonUTF8LibraryPath {
    /// The one line to print (without `notes-tui: `), or nil when the path is fine.
    static func complaint() -> String? {
        let arguments = (1..<Int(CommandLine.argc)).compactMap { index -> [UInt8]? in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))) }
        }
        let option = Array("--data-file".utf8)
        var explicit: [[UInt8]] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == Array("--".utf8) { break }
            if argument == option, index + 1 < arguments.count {
                explicit.append(arguments[index + 1])
                index += 1
            } else if argument.starts(with: option + [UInt8(ascii: "=")]) {
                explicit.append(Array(argument.dropFirst(option.count + 1)))
            }
            index += 1
        }
        if !explicit.isEmpty {
            return explicit.first(where: { !isUTF8($0) }).map { message($0, from: "--data-file") }
        }
        for name in ["NOTES_TUI_DATA", "XDG_DATA_HOME", "HOME"] {
            guard let raw = getenv(name) else { continue }
            let value = Array(UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw)))
            if value.isEmpty { continue }
            if name == "XDG_DATA_HOME", value.first != UInt8(ascii: "/") { continue }  // ignored when relative
            return isUTF8(value) ? nil : message(value, from: "$" + name)
        }
        return nil
    }

    /// Any other argument that is not UTF-8 (a title, a note's text, a
    /// REF, an import path) would be changed the same way — saved as
    /// U+FFFD, or naming another file — so it is refused too (exit 64),
    /// as text on stdin that is not UTF-8 is.
    static func argumentComplaint() -> String? {
        for index in 1..<max(1, Int(CommandLine.argc)) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw)))
            guard !isUTF8(bytes) else { continue }
            var shownBytes = shown(bytes)
            if shownBytes.count > 60 { shownBytes = String(shownBytes.prefix(57)) + "…" }
            return "argument \(index) (\(shownBytes)) is not valid UTF-8, and notes-tui would change its bytes;"
                + " convert it (e.g. with iconv) and try again; nothing was changed"
        }
        return nil
    }

    private static func isUTF8(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    private static func message(_ bytes: [UInt8], from source: String) -> String {
        "the library path \(shown(bytes)) (from \(source)) is not valid UTF-8, and notes-tui cannot open it without"
            + " changing it into another file's name; rename the file or folder to a UTF-8 name, or choose another path"
    }

    /// The path with each byte that is not UTF-8 written as `\xFF`.
    static func shown(_ bytes: [UInt8]) -> String {
        var text = ""
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var pending = bytes[...]
        while !pending.isEmpty {
            iterator = Array(pending).makeIterator()
            decoder = UTF8()
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                text.unicodeScalars.append(scalar)
                pending = pending.dropFirst(String(scalar).utf8.count)
            case .error, .emptyInput:
                text += "\\x" + String(pending.first!, radix: 16, uppercase: true)
                pending = pending.dropFirst()
            }
        }
        return text
    }
}
