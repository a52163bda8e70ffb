import MarkdownAST

// Markdown → tree → HTML with the default policy, as a page is rendered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let markdown = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let output = HTMLRenderer(file: "fuzz.md").render(MarkdownParser.parse(markdown))
    precondition(output.tasks.count <= count)
    return 0
}
