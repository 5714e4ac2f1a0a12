import Foundation
import NotesModel

/// A vault note's `NoteFile` as one field of a JSON library's note
/// (`"vaultFile": {…}`), so that a vault turned into a JSON file and back
/// puts each note in the same file, laid out as before: the same path,
/// front matter text, heading line, gap, line endings and final newline.
/// A JSON file keeps the field as any field it does not know.
enum VaultFileField {
    static let key = "vaultFile"

    /// `file` as the field's JSON text.
    static func field(for file: NoteFile) -> UnknownFields.Field {
        var object: [String: Any] = [
            "path": file.path,
            "titleFrom": name(of: file.titleSource),
            "frontMatter": file.frontMatter,
            "gap": file.gap,
            "crlf": file.usesCRLF,
            "finalNewline": file.endsWithNewline,
        ]
        if let headingLine = file.headingLine { object["headingLine"] = headingLine }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return UnknownFields.Field(key: key, json: Array(data))
    }

    /// The file a note's fields name, and the fields without it; nil for
    /// the file when there is no such field or it is not one this writes.
    static func split(_ fields: UnknownFields) -> (file: NoteFile?, rest: UnknownFields) {
        guard let index = fields.fields.firstIndex(where: { $0.key == key }) else { return (nil, fields) }
        var rest = fields
        let field = rest.fields.remove(at: index)
        return (file(from: field.json), rest)
    }

    /// The fields without the vault file's.
    static func removed(from fields: UnknownFields) -> UnknownFields {
        UnknownFields(fields.fields.filter { $0.key != key })
    }

    private static func file(from json: [UInt8]) -> NoteFile? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any],
              let path = object["path"] as? String, isNotePath(path),
              let source = (object["titleFrom"] as? String).flatMap(titleSource(named:)),
              let frontMatter = object["frontMatter"] as? String, let gap = object["gap"] as? String,
              let crlf = object["crlf"] as? Bool, let finalNewline = object["finalNewline"] as? Bool else { return nil }
        let headingLine = object["headingLine"] as? String
        guard source != .heading || headingLine != nil else { return nil }
        // Tags and aliases are what the front matter says, as reading the file gives them.
        let reading = VaultNoteText.read(frontMatter, path: path)
        return NoteFile(path: path, titleSource: source, frontMatter: frontMatter, headingLine: headingLine,
                        gap: gap, usesCRLF: crlf, endsWithNewline: finalNewline,
                        tags: reading.file.tags, aliases: reading.file.aliases)
    }

    /// A path a note may have in a vault: relative, `.md`, no hidden,
    /// empty, `.` or `..` part (a JSON file is input: it never names a
    /// file outside the vault or in its hidden folders).
    static func isNotePath(_ path: String) -> Bool {
        guard path.hasSuffix(".md"), !path.hasPrefix("/"), !path.utf8.contains(0) else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }

    private static func name(of source: NoteFile.TitleSource) -> String {
        switch source {
        case .frontMatter: return "frontMatter"
        case .heading: return "heading"
        case .fileName: return "fileName"
        }
    }

    private static func titleSource(named name: String) -> NoteFile.TitleSource? {
        switch name {
        case "frontMatter": return .frontMatter
        case "heading": return .heading
        case "fileName": return .fileName
        default: return nil
        }
    }
}
