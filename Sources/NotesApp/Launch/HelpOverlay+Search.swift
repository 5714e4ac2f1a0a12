/// What the filter (and `search`, and `notes://search?q=`) reads: the
/// help's section on it, as README "Finding notes" and the man page say.
extension HelpOverlay {
    static let searchRows = [
        KeyHelp("milk cafe", "every word, in the title or the body (any case, accents aside)"),
        KeyHelp("\"to do\"", "those words in that order"),
        KeyHelp("#work", "tagged #work or below it (#work/meetings)"),
        KeyHelp("title:plan", "in the title (title:\"a phrase\" too)"),
        KeyHelp("is:pinned", "pinned notes"),
        KeyHelp("created:>=2026-11-01", "by date: > >= < <= = a day, today, yesterday or an age (7d, 2w); modified: too"),
        KeyHelp("/colou?r/", "a regular expression, any case"),
        KeyHelp("-draft -#work", "without it: - before any term excludes"),
    ]
}
