import TerminalKit

/// Copies text to the terminal's clipboard (OSC 52) and says what happened
/// in one footer line. A text too large for terminals is not sent at all:
/// a cut-off copy would look whole when pasted.
struct ClipboardCopy {
    /// The scene's terminal; nil before one is connected.
    let terminal: () -> Terminal?

    /// Copies `text` (what the note named `title` holds) and returns the footer line.
    func copy(_ text: String, of title: String) -> String {
        let size = Self.size(text.utf8.count)
        guard OSC52.fits(text) else {
            return "Not copied: \"\(title)\" is \(size); terminals take at most \(Self.size(OSC52.largestText)) through OSC 52"
        }
        guard let terminal = terminal() else { return "Not copied: no terminal" }
        terminal.copyToClipboard(text)
        return "Copied \"\(title)\" to the clipboard (\(size))"
    }

    /// `12 bytes`, `1.2 KB`, `3.4 MB` (1 KB = 1024 bytes).
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        let kilobytes = Double(bytes) / 1024
        if kilobytes < 1024 { return tenths(kilobytes) + " KB" }
        return tenths(kilobytes / 1024) + " MB"
    }

    private static func tenths(_ value: Double) -> String {
        let scaled = Int((value * 10).rounded())
        return "\(scaled / 10).\(scaled % 10)"
    }
}
