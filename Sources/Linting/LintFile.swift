import SiteCore
import SwiftParser
import SwiftSyntax

/// A parsed Swift file handed to each rule, plus the declarations it can see.
///
/// ``types`` indexes the types and variables declared in the file *and* in its context
/// (for an example: the prelude and earlier examples), so a rule can ask "is `Person` a
/// struct with stored properties?" about a type the example does not declare itself.
package struct LintFile {
    /// The file's text.
    package let source: String
    /// The path used in findings.
    package let path: String
    /// The parsed file.
    package let tree: SourceFileSyntax
    /// Converts positions in ``tree`` to lines and UTF-8 columns.
    package let locationConverter: SourceLocationConverter
    /// Extra parsed sources whose declarations rules may consult; never linted.
    package let contextTrees: [SourceFileSyntax]
    /// Types and variables declared in the file and its context.
    package let types: TypeIndex
    /// The file's nodes that rules look for most, gathered in one walk.
    package let nodes: NodeIndex
    /// The lint settings, for rules with a setting of their own (`lint.deprecated-api`).
    package let configuration: LintConfiguration

    /// Parses `source` (and each `context` source) once.
    ///
    /// - Parameters:
    ///   - source: The Swift code to lint.
    ///   - path: The path reported in findings.
    ///   - context: Swift sources whose declarations are visible to the file (preludes,
    ///     earlier examples); rules read them but report nothing in them.
    ///   - configuration: The lint settings rules may read.
    ///   - contextCache: Where parsed context sources are kept between files; a new one by default.
    package init(
        source: String, path: String, context: [String] = [], configuration: LintConfiguration = .init(),
        contextCache: ContextCache = ContextCache()
    ) {
        self.source = source
        self.path = path
        self.configuration = configuration
        let tree = Parser.parse(source: source)
        self.tree = tree
        self.locationConverter = SourceLocationConverter(fileName: path, tree: tree)
        let contextTrees = context.map(contextCache.tree(for:))
        self.contextTrees = contextTrees
        self.types = TypeIndex(trees: [tree] + contextTrees)
        self.nodes = NodeIndex(tree: tree)
    }

    /// The 1-based line and UTF-8 column of `position` in this file.
    package func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let location = locationConverter.location(for: position)
        return (location.line, location.column)
    }
}

extension LintFile {
    /// Parsed context sources, by text. Context sources repeat from file to file (every
    /// example of a site sees the same prelude declarations): the linter of a check keeps
    /// one of these, so each is parsed once per session. Bounded at 512 sources.
    package struct ContextCache: Sendable {
        private let trees = BoundedCache<String, SourceFileSyntax>(budget: 512)

        package init() {}

        /// The parsed tree of `source`.
        package func tree(for source: String) -> SourceFileSyntax {
            trees.value(for: source, cost: { _ in 1 }, compute: { Parser.parse(source: source) })
        }
    }
}
