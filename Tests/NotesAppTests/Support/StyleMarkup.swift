import TerminalKit

/// One row of a frame as the terminal would draw it with `palette`, each
/// stretch of cells with attributes written `{codes:text}`: `b` bold, `u`
/// underline, `d` dim, `r` reverse, `i` italic, `cN` colour pair N. Plain
/// text stays as it is; trailing plain spaces go. `pairName`, when given,
/// writes a pair as it returns instead of `cN`.
func styleMarkup(_ frame: Canvas?, row: Int, palette: ColorPalette, pairName: ((Int16) -> String?)? = nil) -> String {
    guard let frame else { return "" }
    var result = ""
    var column = 0
    while column < frame.size.columns {
        let attributes = palette.attributes(for: frame[row, column].style)
        var text = ""
        while column < frame.size.columns, palette.attributes(for: frame[row, column].style) == attributes {
            text += frame[row, column].glyph.text
            column += 1
        }
        var codes = ""
        if attributes.bold { codes += "b" }
        if attributes.underline { codes += "u" }
        if attributes.dim { codes += "d" }
        if attributes.reverse { codes += "r" }
        if attributes.italic { codes += "i" }
        if attributes.pair != 0 {
            if let pairName {
                if let name = pairName(attributes.pair) { codes += (codes.isEmpty ? "" : ",") + name }
            } else {
                codes += "c\(attributes.pair)"
            }
        }
        result += codes.isEmpty ? text : "{\(codes):\(text)}"
    }
    while result.last == " " { result.removeLast() }
    return result
}
