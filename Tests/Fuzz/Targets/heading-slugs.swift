// Heading slugs: only the characters GitHub keeps, and repeats kept apart.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    var slugger = HeadingSlugger()
    let first = slugger.slug(for: text)
    let second = slugger.slug(for: text)
    precondition(first != second, "a repeated heading got the same id")
    precondition(!first.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == "#" }))
    return 0
}
