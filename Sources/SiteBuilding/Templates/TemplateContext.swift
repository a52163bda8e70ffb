/// What the theme's `page` and `404` templates (and their partials) get, documented key by key
/// in `Themes/default/README.md`.
struct TemplateContext {
    var site: SiteContext
    /// The relative prefix from the page to the site root (`""`, `"../"`); absolute on
    /// `404.html` when the public URL is known.
    var root: String
    /// `root + "assets/"`.
    var assets: String
    var homeURL: String
    /// The page's own sidebar as HTML, from the theme's `nav` template.
    var nav: String
    /// `Page · Site`.
    var documentTitle: String
    /// The page; absent for `404.html`.
    var page: PageContext?
}
