import SiteCore
import Snippets

/// One example turned into a compilable Swift file, with the map back to Markdown.
package struct WrappedExample: Hashable, Sendable {
    /// The example's id (``Snippet/id``).
    package var snippetID: String
    /// The generated Swift source.
    package var source: String
    /// Generated line → Markdown (or prelude) position.
    package var lineMap: LineMap
    /// Modules the file imports.
    package var imports: [String]
    /// Where a diagnostic on a synthesised line is reported: the example's first line.
    package var anchor: SourceLocation
    /// The shared declarations copied into the file (from preludes and earlier examples):
    /// the context lint rules may consult.
    package var contextDeclarations: String = ""
    /// Views the example declares without a body, given a stub one (`ChildView`).
    package var stubbedBodies: [String] = []
    /// Whether the example's statements return a value (`guard let url else { return nil }`):
    /// they are checked as the body of a function returning `Any?`, which the page leaves out.
    package var returnsFromLeftOutFunction = false
    /// What the wrapper took for granted to give a shape of the page a compilable form
    /// (`#if` branches of a left-out view checked apart, …), for the verdict's "assuming".
    package var shapeAssumptions: [Verdict.Assumption] = []
    /// Global constants and variables copied from other examples of the page (`let items =
    /// ["A", "B", "C"]` of another section): where the example's errors sit on their uses,
    /// a further pass assumes them from this example's own use instead.
    package var borrowedValues: Set<String> = []
    /// Types copied from another example of the page that the page declares in several
    /// examples (one `ContentView` per section): where a call of one does not fit the copy,
    /// a further pass assumes it from this example's own call instead.
    package var borrowedSampleTypes: Set<String> = []
    /// The identifiers of the declarations copied from each other example of the page, by
    /// that example's id: a name that example lacks (`Item` in its `struct ItemRow { let
    /// item: Item }`) is lacking here too.
    package var contextIdentifiers: [String: Set<String>] = [:]

    package init(snippetID: String, source: String, lineMap: LineMap, imports: [String], anchor: SourceLocation) {
        self.snippetID = snippetID
        self.anchor = anchor
        self.source = source
        self.lineMap = lineMap
        self.imports = imports
    }
}
