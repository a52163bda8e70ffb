// The search tokenizer: every token is non-empty, lower-cased text of the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    for token in SearchTokenizer.tokens(in: text) {
        precondition(!token.text.isEmpty)
    }
    return 0
}
