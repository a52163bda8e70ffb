/// The site, for every template.
struct SiteContext {
    var title: String
    /// The public URL, when `--base-url` is given.
    var baseURL: String?
    /// The page's absolute URL, when `--base-url` is given.
    var canonicalURL: String?
    /// Some page has tags, so `tags.html` exists.
    var hasTags: Bool
}
