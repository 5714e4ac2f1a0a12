import NotesModel


// Unknown fields go back out as they came in, after the known ones.
extension UnknownFields {
    /// Writes `,\n<indent>"key": value` for each field.
    package func append(indent: StaticString, to out: inout [UInt8]) {
        for field in fields {
            out.append(contentsOf: ",\n".utf8)
            indent.withUTF8Buffer { out.append(contentsOf: $0) }
            LibraryCodec.appendString(field.key, to: &out)
            out.append(contentsOf: ": ".utf8)
            out.append(contentsOf: field.json)
        }
    }
}
