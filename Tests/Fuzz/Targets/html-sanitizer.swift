// Raw HTML through the sanitiser: no crash, and what comes out holds no tag outside the
// allow-list and no `on…` attribute, read by the same tokenizer a second time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let fragment = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    var sanitizer = HTMLSanitizer()
    let html = sanitizer.sanitize(fragment).html + sanitizer.endScope()
    var tokenizer = HTMLTokenizer(html)
    while let token = tokenizer.next() {
        if case let .startTag(name, attributes, _) = token {
            precondition(HTMLSanitizer.allowedAttributes[name] != nil, "kept <\(name)> from \(fragment.debugDescription)")
            for attribute in attributes {
                precondition(!attribute.name.hasPrefix("on"), "kept \(attribute.name) from \(fragment.debugDescription)")
                if HTMLSanitizer.urlAttributes.contains(attribute.name) {
                    precondition(URLSafety.isSafe(HTMLEntities.decode(attribute.value), isImage: name == "img"))
                }
            }
        }
    }
    // Sanitising is idempotent: what it keeps, it keeps again.
    var again = HTMLSanitizer()
    precondition(again.sanitize(html).html + again.endScope() == html, "not idempotent on \(fragment.debugDescription)")
    return 0
}
