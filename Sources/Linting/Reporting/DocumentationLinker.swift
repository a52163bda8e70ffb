/// Turns a rule's Content-relative documentation path (`lists/stable-identity.md#anchor`)
/// into a URL of the built site (`<base>/lists/stable-identity.html#anchor`).
///
/// The base is the site's public URL (`https://handbook.example.com`) or a folder path
/// such as `Output`, in which case the result is a relative path that opens the built page.
package struct DocumentationLinker: Sendable {
    package var baseURL: String

    package init(baseURL: String) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
    }

    /// The URL for `documentation` (`page.md#anchor`).
    package func url(for documentation: String) -> String {
        let parts = documentation.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var page = String(parts[0])
        if page.hasSuffix(".md") { page = String(page.dropLast(3)) + ".html" }
        while page.hasPrefix("/") { page.removeFirst() }
        let anchor = parts.count == 2 ? "#" + parts[1] : ""
        return (baseURL.isEmpty ? page : baseURL + "/" + page) + anchor
    }
}
