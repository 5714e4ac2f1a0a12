import TerminalKit

/// How each kind of Markdown is drawn. With colour each has its colour;
/// without (`NO_COLOR`, theme mono) the palette gives each role its own
/// attributes (see `ColorPalette`), so they still differ.
enum MarkdownStyles {
    static let heading = Style(bold: true, color: .heading)
    static let code = Style(color: .code)
    static let quoteMarker = Style(bold: true, color: .quote)
    static let quote = Style(color: .quote)
    /// List bullets and task boxes.
    static let marker = Style(bold: true, color: .marker)
    static let link = Style(underline: true, color: .link)
    static let url = Style(underline: true, italic: true, color: .link)
    static let tag = Style(color: .tag)
}
