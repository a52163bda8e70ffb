/// What the theme's `tags` template gets: the body of `tags.html`.
struct TagsPageContext {
    struct Tag {
        var name: String
        /// The id of the tag's section (`tag-lists`), which the pages' tag links point at.
        var id: String
        /// `id`, percent-encoded for a fragment link.
        var anchorURL: String
        /// `2 pages`.
        var pageCount: String
        /// The pages carrying the tag, in reading order.
        var pages: [Page]
    }

    struct Page {
        var title: String
        /// Relative to `tags.html`.
        var url: String
    }

    /// Every tag, sorted without regard to case.
    var tags: [Tag]
    /// `4 tags`.
    var tagCount: String
}
