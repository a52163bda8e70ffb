/// FNV-1a, a small non-cryptographic hash of bytes that stays the same across runs, builds and
/// machines (Swift's `Hasher` is seeded per process): for keys written into output and read back
/// later, such as lint baselines and the checklist keys `handbook.js` computes too.
package enum FNV1a {
    /// The 64-bit hash of `text`'s UTF-8, as 16 hex digits.
    package static func hex64(_ text: some StringProtocol) -> String {
        padded(String(hash64(text.utf8), radix: 16), to: 16)
    }

    /// The 64-bit hash of `bytes`.
    @inlinable package static func hash64(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The 32-bit hash of `text`'s UTF-8, as 8 hex digits (what `Math.imul` gives in a browser).
    package static func hex32(_ text: some StringProtocol) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash &*= 0x0100_0193
        }
        return padded(String(hash, radix: 16), to: 8)
    }

    private static func padded(_ hex: String, to width: Int) -> String {
        String(repeating: "0", count: width - hex.count) + hex
    }
}
