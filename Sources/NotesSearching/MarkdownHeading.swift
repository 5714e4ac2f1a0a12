/// The one rule for what a heading line is, read by the tag parser (no
/// tags on a heading line) and by the Markdown styling (the line drawn as
/// a heading), so the two never disagree.
public enum MarkdownHeading {
    /// An ATX heading: up to three spaces, one to six `#`, then a space, a
    /// tab or the line's end. Reads no further than that, so a long line
    /// costs no more than a short one.
    @inlinable
    public static func isHeading(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        var spaces = 0
        var hashes = 0
        for scalar in scalars {
            if hashes == 0, spaces < 3, scalar == " " {
                spaces += 1
            } else if scalar == "#" {
                hashes += 1
                if hashes > 6 { return false }
            } else {
                return hashes > 0 && (scalar == " " || scalar == "\t")
            }
        }
        return hashes > 0
    }
}
