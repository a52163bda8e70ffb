import SiteCore

/// `sitemap.xml` for a site with a known public URL.
enum Sitemap {
    static func xml(baseURL: String, pagePaths: [String]) -> String {
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in pagePaths.sorted() {
            out += "  <url><loc>\(HTMLEscaping.escape(base + HTMLEscaping.encodePath(path)))</loc></url>\n"
        }
        return out + "</urlset>\n"
    }
}
