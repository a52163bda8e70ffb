/// A Swift file of shared sample declarations: `Content/_prelude.swift` for the whole
/// site, or a page's front-matter `prelude:` file.
public struct PreludeSource: Hashable, Sendable {
    /// The path shown in diagnostics, relative to the project root.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
