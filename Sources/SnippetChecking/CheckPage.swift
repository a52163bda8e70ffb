import Snippets

/// One Markdown page's examples, as the check engine takes them.
package struct CheckPage: Hashable, Sendable {
    /// The page's path relative to the project root (`Content/lists/identity.md`).
    package var file: String
    /// The page's examples in page order (earlier good/unlabelled ones are context for
    /// later ones).
    package var snippets: [Snippet]
    /// The page's front-matter `prelude:` file, read.
    package var prelude: PreludeSource?
    /// The page's front-matter `availability:` (`["iOS 16+", "macOS 13+"]`): its iOS entry
    /// is the deployment target the examples are held to.
    package var availability: [String]
    /// Where each tip starts when the page is a page of independent tips (see
    /// ``TipSections``); empty for a page that is one text.
    package var tipStarts: [Int]

    package init(
        file: String, snippets: [Snippet], prelude: PreludeSource? = nil, availability: [String] = [], tipStarts: [Int] = []
    ) {
        self.file = file
        self.snippets = snippets
        self.prelude = prelude
        self.availability = availability
        self.tipStarts = tipStarts
    }
}
