import Foundation
import SiteCore
import Testing

/// The key of what a build remembers must be the same in every process.
@Suite struct StableHashTests {
    /// XXH64's published digests (seed 0) are the first half.
    @Test func theFirstHalfIsXXH64() {
        #expect(StableHash.hex(of: Data()).prefix(16) == "ef46db3751d8e999")
        #expect(StableHash.hex(of: Data("abc".utf8)).prefix(16) == "44bc2cf5ad770999")
        #expect(StableHash.hex(of: Data("Nobody inspects the spammish repetition".utf8)).prefix(16) == "fbcea83c8a378bf1")
    }

    @Test func partsAreKeptApart() {
        func key(_ parts: String...) -> String {
            var hash = StableHash()
            for part in parts { hash.update(part) }
            return hash.finalize()
        }
        #expect(key("ab", "c") != key("a", "bc"))
        #expect(key("ab", "c") == key("ab", "c"))
        #expect(key("ab", "c").count == 32)
        var none = StableHash()
        none.update(nil as String?)
        var empty = StableHash()
        empty.update("" as String?)
        #expect(none.finalize() != empty.finalize())
    }

    /// Every length around the 32-byte stripes and the 8- and 4-byte tails changes the digest.
    @Test func everyLengthHashesDifferently() {
        let bytes = Array(repeating: UInt8(ascii: "a"), count: 80)
        let digests = Set((0...80).map { StableHash.hex(of: Data(bytes[0..<$0])) })
        #expect(digests.count == 81)
    }
}
