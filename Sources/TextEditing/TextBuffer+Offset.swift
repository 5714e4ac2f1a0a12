/// The cursor as a count of characters (grapheme clusters, newlines
/// included) from the start of the text: where in the text a key acts,
/// for whoever looks at the text around it (a `[[link]]` under the cursor).
extension TextBuffer {
    public var cursorOffset: Int {
        var offset = cursor.column
        for line in lines[0..<cursor.line] { offset += line.count + 1 }
        return offset
    }
}

extension BodyEditor {
    public var cursorOffset: Int { buffer.cursorOffset }
}
