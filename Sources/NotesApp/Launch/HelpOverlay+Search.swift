/// What the filter (and `search`, and `notes://search?q=`) reads: the
/// help's short section on it; README "Finding notes" and the man page
/// say it in full.
extension HelpOverlay {
    static let searchRows = [
        KeyHelp("milk \"to do\" #tag", "all must match; a phrase; a tag"),
        KeyHelp("-word title:x", "exclude (any term); in titles only"),
        KeyHelp("is:pinned /regex/", "pinned; a regular expression"),
        KeyHelp("created:<7d", "by date (modified: too), > >= < <= ="),
        KeyHelp("modified:today", "a day 2026-11-28, today, yesterday, 2w"),
    ]
}
