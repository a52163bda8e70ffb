import MarkdownAST
import Snippets

/// Collects a page's code blocks as ``CodeFence`` values, in document order, footnote
/// bodies last: the one numbering of a page's fences, which example ids are made of.
/// The renderer finds a block's fence by where the block starts (``Lookup``).
package enum CodeFenceCollector {
    /// A page's fences by the line and column where each starts, which no two blocks share.
    package struct Lookup {
        private let fences: [Start: CodeFence]

        private struct Start: Hashable {
            var line: Int
            var column: Int
        }

        package init(_ fences: [CodeFence]) {
            self.fences = Dictionary(
                fences.map { (Start(line: $0.fenceLine, column: $0.codeStartColumn), $0) }, uniquingKeysWith: { first, _ in first })
        }

        /// The fence of the code block at `range`; `nil` for a block without a position.
        package func fence(at range: MarkdownNode.Range?) -> CodeFence? {
            range.flatMap { fences[Start(line: $0.startLine, column: $0.startColumn)] }
        }
    }

    package static func fences(in document: MarkdownNode, file: String) -> [CodeFence] {
        var fences: [CodeFence] = []
        func visit(_ nodes: [MarkdownNode]) {
            var previous: MarkdownNode?
            for node in nodes {
                if case .footnoteDefinition = node.kind { previous = node; continue }
                if case let .codeBlock(block) = node.kind {
                    let range = node.range
                    let fenceLine = range?.startLine ?? 1
                    var code = block.literal
                    if code.hasSuffix("\n") { code.removeLast() }
                    var preceding: String?
                    if let previous, case .paragraph = previous.kind,
                        let pr = previous.range, let r = range, pr.endLine < r.startLine
                    {
                        preceding = Self.labelText(of: previous)
                    }
                    fences.append(
                        CodeFence(
                            file: file, index: fences.count, info: block.info, code: code, fenceLine: fenceLine,
                            codeStartLine: block.isFenced ? fenceLine + 1 : fenceLine,
                            codeStartColumn: range?.startColumn ?? 1,  // cmark starts an indented block at its code
                            precedingParagraph: preceding, isUnterminated: block.isUnterminated, isIndented: !block.isFenced))
                } else {
                    visit(node.children)
                }
                previous = node
            }
        }
        visit(document.children)
        // Footnote bodies are rendered last; number their blocks last too.
        for node in document.children { if case .footnoteDefinition = node.kind { visit(node.children) } }
        return fences
    }

    /// The paragraph's text as the label reader needs it: emphasis kept as `*`/`**` (a wholly
    /// emphasised `**Bad example**` is a label, a plain sentence is not) and line breaks kept
    /// (a label stands on one line).
    static func labelText(of node: MarkdownNode) -> String {
        var out = ""
        func append(_ node: MarkdownNode) {
            switch node.kind {
            case .text(let text): out += text
            case .code(let code): out += "`" + code + "`"
            case .softBreak, .lineBreak: out += "\n"
            case .htmlInline: break
            case .strong:
                out += "**"
                node.children.forEach(append)
                out += "**"
            case .emphasis:
                out += "*"
                node.children.forEach(append)
                out += "*"
            default: node.children.forEach(append)
            }
        }
        node.children.forEach(append)
        return out
    }
}
