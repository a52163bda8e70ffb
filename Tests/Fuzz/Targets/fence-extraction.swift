import SiteCore
import Snippets

// A fence's info string, labels and example extraction: the first line is the info string,
// the rest the code, as a page's fence gives them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let info = String(text.prefix { $0 != "\n" })
    let code = String(text.dropFirst(info.count + 1))
    _ = FenceInfo(info).diagnostics(at: SourceLocation(file: "fuzz.md", line: 1, column: 1))
    let vocabulary = LabelVocabulary()
    _ = vocabulary.matchProse(code)
    for line in code.split(separator: "\n", omittingEmptySubsequences: false).prefix(50) { _ = vocabulary.matchComment(String(line)) }
    let fence = CodeFence(file: "fuzz.md", index: 0, info: info, code: code, fenceLine: 1, codeStartLine: 2)
    let extractor = SnippetExtractor(vocabulary: vocabulary, defaultLanguage: "swift")
    _ = extractor.extract(fence)
    _ = extractor.layout(of: fence)
    return 0
}
