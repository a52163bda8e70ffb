/// Everything loaded from the content folder: pages, assets and preludes.
package struct ContentSnapshot: Sendable {
    /// The content root as given (`Content`).
    package var root: String
    /// Pages in a stable order (by relative path).
    package var pages: [SourcePage]
    /// Non-Markdown files to copy as they are (images), relative to the root.
    package var assets: [String]
    /// `_prelude.swift` at the root, if present.
    package var sitePrelude: String?
    /// Per-page prelude files referenced from front matter, by relative path.
    package var preludes: [String: String]
    /// Each page's file as it was just before it was read (see ``SourceStamp``), by relative
    /// path; a racy page has none.
    package var stamps: [String: SourceStamp] = [:]

    package init(root: String, pages: [SourcePage], assets: [String], sitePrelude: String?, preludes: [String: String]) {
        self.root = root
        self.pages = pages
        self.assets = assets
        self.sitePrelude = sitePrelude
        self.preludes = preludes
    }
}
