/// A Swift file of shared sample declarations: `Content/_prelude.swift` for the whole
/// site, or a page's front-matter `prelude:` file.
package struct PreludeSource: Hashable, Sendable {
    /// The path shown in diagnostics, relative to the project root.
    package var path: String
    package var text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
