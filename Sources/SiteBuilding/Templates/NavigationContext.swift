/// What the theme's `nav` template gets: the sidebar a page carries in its own HTML (see
/// ``NavigationTree/localEntries(for:)``). The build renders it once per page and hands the
/// HTML to the page's templates as `nav`.
struct NavigationContext {
    /// One item of a level. Every value is present in every entry (a nested entry that lacked
    /// one would see its section's in a Mustache section).
    struct Entry {
        /// Stands for entries left out of a long level (`…`).
        var isGap: Bool
        var isPage: Bool
        var isSection: Bool
        /// A section on the way to the page, shown with its `entries`; other sections are
        /// collapsed to their title.
        var isOpen: Bool
        var title: String
        /// The link, relative to the page; for a section without an index page, its first
        /// page when collapsed, and empty when open.
        var url: String
        var hasURL: Bool
        /// The output path of the page or of the section's index page (`lists/index.html`),
        /// for `data-path`; empty for a section without an index page and for a gap.
        var path: String
        var hasPath: Bool
        /// The page being rendered.
        var isCurrent: Bool
        /// An open section's entries; empty otherwise.
        var entries: [Entry]
    }

    /// The top level.
    var entries: [Entry]
}
