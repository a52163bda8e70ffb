// libFuzzer entry point for Handbook's parsers. Built and run by Tests/Fuzz/run.sh (`make fuzz`),
// never by `swift build`: the file is not part of any SwiftPM target. One binary holds every
// target; HANDBOOK_FUZZ_TARGET picks the one a run exercises.
import ContentLoading
import Foundation
import MarkdownAST
import SiteBuilding
import SiteRendering
import SnippetChecking
import Snippets

private enum Target: String, CaseIterable {
    case frontMatter = "front-matter"
    case configuration
    case fenceInfo = "fence-info"
    case labels
    case extraction
    case markdown
    case htmlSanitizer = "html-sanitizer"
    case slugs
    case search
    case highlighting
}

private let target: Target = {
    let name = String(cString: getenv("HANDBOOK_FUZZ_TARGET") ?? strdup("markdown"))
    guard let target = Target(rawValue: name) else {
        let names = Target.allCases.map(\.rawValue).joined(separator: ", ")
        fputs("HANDBOOK_FUZZ_TARGET must be one of: \(names)\n", stderr)
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    switch target {
    case .frontMatter:
        _ = try? FrontMatterParser.parse(text, path: "fuzz.md")
    case .configuration:
        _ = try? HandbookConfiguration.parse(text, path: "handbook.yml")
    case .fenceInfo:
        let info = FenceInfo(text)
        _ = info.diagnostics(at: nil)
    case .labels:
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            _ = LabelVocabulary.standard.matchComment(String(line))
        }
        _ = LabelVocabulary.standard.matchProse(text)
    case .extraction:
        let extractor = SnippetExtractor()
        let wrapper = ExampleWrapper(preludes: [], surface: SurfaceIndex())
        for fence in CodeFenceCollector.fences(in: MarkdownParser.parse(text), file: "fuzz.md") {
            // As the check does: only code that parses is wrapped. The syntax check is also the
            // gate that keeps code nested past swift-syntax's exponential look-ahead
            // (`SwiftNesting`) from being parsed; wrapping it directly hung the first run.
            for snippet in extractor.extract(fence).snippets
            where !SyntaxChecker.check(snippet).contains(where: { $0.severity == .error }) {
                _ = wrapper.wrap(snippet)
            }
        }
    case .markdown:
        _ = HTMLRenderer(file: "fuzz.md").render(MarkdownParser.parse(text))
    case .htmlSanitizer:
        checkSanitizer(text)
    case .slugs:
        var slugger = HeadingSlugger()
        for line in text.split(separator: "\n") { _ = slugger.slug(for: String(line)) }
    case .search:
        _ = SearchTokenizer.tokens(in: text)
    case .highlighting:
        _ = SwiftHighlighter().highlight(text)
    }
    return 0
}

/// Raw HTML through the sanitiser: what comes out holds no tag outside the allow-list, no `on…`
/// attribute and no unsafe URL, read back by the same tokenizer; and sanitising is idempotent.
private func checkSanitizer(_ fragment: String) {
    var sanitizer = HTMLSanitizer()
    let html = sanitizer.sanitize(fragment).html + sanitizer.endScope()
    var tokenizer = HTMLTokenizer(html)
    while let token = tokenizer.next() {
        guard case let .startTag(name, attributes, _) = token else { continue }
        precondition(HTMLSanitizer.allowedAttributes[name] != nil, "kept <\(name)> from \(fragment.debugDescription)")
        for attribute in attributes {
            precondition(!attribute.name.hasPrefix("on"), "kept \(attribute.name) from \(fragment.debugDescription)")
            if HTMLSanitizer.urlAttributes.contains(attribute.name) {
                precondition(URLSafety.isSafe(HTMLEntities.decode(attribute.value), isImage: name == "img"))
            }
        }
    }
    var again = HTMLSanitizer()
    precondition(again.sanitize(html).html + again.endScope() == html, "not idempotent on \(fragment.debugDescription)")
}
