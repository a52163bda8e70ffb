import SiteCore
import Testing

/// The hashes are the published FNV-1a ones, so a browser script computes the same keys.
@Suite struct FNV1aTests {
    @Test func knownValues() {
        #expect(FNV1a.hex32("") == "811c9dc5")
        #expect(FNV1a.hex32("a") == "e40c292c")
        #expect(FNV1a.hex32("foobar") == "bf9cf968")
        #expect(FNV1a.hex64("") == "cbf29ce484222325")
        #expect(FNV1a.hex64("a") == "af63dc4c8601ec8c")
        #expect(FNV1a.hex64("foobar") == "85944171f73967e8")
    }

    /// UTF-8 bytes, as `TextEncoder` gives them in a browser; leading zeros kept.
    @Test func hashesTheUTF8AndKeepsItsWidth() {
        #expect(FNV1a.hex32("é ✓ ü#2") == "2bde44ec")
        #expect(FNV1a.hex32("Every row names its identity").count == 8)
    }
}
