/// What the theme's `review` template gets: the body of `review.html`, every checklist item
/// of the site grouped by page and by the section it stands in.
struct ReviewPageContext {
    /// A page with checklist items.
    struct Page {
        /// The id of the page's group (and the prefix of its items' ids).
        var id: String
        var title: String
        /// The page, relative to `review.html`.
        var url: String
        /// `3 items`.
        var itemCount: String
        /// Runs of items in the same section, in page order.
        var groups: [Group]
        /// The page's output path, whose ticks its boxes share: once per list, not per box.
        var pagePath: String { groups.first?.items.first?.pagePath ?? "" }
    }

    /// Consecutive items under the same heading.
    struct Group {
        /// The heading the items stand under; absent before the page's first heading.
        var section: Section?
        var items: [Item]
    }

    struct Section {
        var title: String
        /// The section on its page.
        var url: String
    }

    struct Item {
        /// The element's id on the review page.
        var id: String
        /// The task's id on its page (`task-3`).
        var task: String
        /// The key a reader's tick is kept under (see `handbook.js`).
        var key: String
        /// The page's output path, whose ticks the box shares.
        var pagePath: String
        var isChecked: Bool
        /// The item on its page.
        var url: String
        /// The item's text as inline HTML, without links.
        var textHTML: String
    }

    var pages: [Page]
    /// `pages` is not empty.
    var hasPages: Bool
    /// `12 items`: all pages together.
    var itemCount: String
    /// `3 pages`.
    var pageCount: String
}
