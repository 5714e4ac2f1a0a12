
/// The formats `export` writes and `import` reads.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// The data file's own format (docs/file-format.md), notes only.
    case json
    /// One `.md` file a note: `# title`, a blank line, the body.
    case markdown
}
