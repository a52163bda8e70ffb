/// The page being rendered, as `page` of ``TemplateContext``.
struct PageContext {
    /// One h2 or h3 of the table of contents.
    struct TOCEntry {
        var level: Int
        var id: String
        var text: String
        /// An h3.
        var isSub: Bool
    }

    /// One step of the breadcrumb trail.
    struct Crumb {
        var title: String
        /// Absent for a section without an index page.
        var url: String?
    }

    /// A page linked by title: a neighbour in reading order.
    struct Link {
        var title: String
        var url: String
    }

    /// One of the page's tags.
    struct Tag {
        var name: String
        /// The tag's section of `tags.html`.
        var url: String
    }

    var title: String
    var description: String?
    /// The body as HTML.
    var content: String
    var toc: [TOCEntry]
    var hasToc: Bool
    var breadcrumbs: [Crumb]
    var hasBreadcrumbs: Bool
    var availability: [String]
    var hasAvailability: Bool
    var tags: [Tag]
    var hasTags: Bool
    /// `Content/…md`; absent on generated pages.
    var sourcePath: String?
    /// The output path (`lists/rows.html`).
    var path: String
    var isHome: Bool
    var hasTasks: Bool
    var taskCount: Int
    /// The body starts with its own `<h1>`.
    var hasOwnTitle: Bool
    /// `2025-03-01`, from the page's history, when known.
    var lastUpdated: String?
    var editURL: String?
    /// `lastUpdated` or `editURL` is present.
    var hasMeta: Bool
    var prev: Link?
    var next: Link?

    init(
        title: String, description: String?, content: String, toc: [TOCEntry], breadcrumbs: [Crumb], availability: [String] = [],
        tags: [Tag] = [], sourcePath: String? = nil, path: String, isHome: Bool = false, taskCount: Int, hasOwnTitle: Bool,
        lastUpdated: String? = nil, editURL: String? = nil, prev: Link? = nil, next: Link? = nil
    ) {
        self.title = title
        self.description = description
        self.content = content
        self.toc = toc
        self.hasToc = toc.count > 1
        self.breadcrumbs = breadcrumbs
        self.hasBreadcrumbs = !breadcrumbs.isEmpty
        self.availability = availability
        self.hasAvailability = !availability.isEmpty
        self.tags = tags
        self.hasTags = !tags.isEmpty
        self.sourcePath = sourcePath
        self.path = path
        self.isHome = isHome
        self.hasTasks = taskCount > 0
        self.taskCount = taskCount
        self.hasOwnTitle = hasOwnTitle
        self.lastUpdated = lastUpdated
        self.editURL = editURL
        self.hasMeta = lastUpdated != nil || editURL != nil
        self.prev = prev
        self.next = next
    }
}
