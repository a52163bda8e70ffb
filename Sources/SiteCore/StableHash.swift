import Foundation

/// A 128-bit digest of bytes that is the same in every process and on every machine (Swift's
/// `Hasher` is seeded per process): the key of what a build remembers between runs, and the
/// checksum of each remembered entry.
///
/// Two XXH64 digests of the same bytes with different seeds. XXH64 is not cryptographic: it
/// guards against accidental change (an edit, a truncated or corrupt file), which is all a
/// build cache needs, at a few gigabytes a second — a 1,000-page site's Markdown hashes in
/// milliseconds, where SHA-256 in plain Swift would cost a good part of a rebuild.
///
/// Feed the parts of a key with ``update(_:)``-family calls; each part is length-prefixed, so
/// ("ab", "c") and ("a", "bc") differ.
package struct StableHash: Sendable {
    private var bytes: [UInt8] = []

    package init() {}

    /// Adds a string's UTF-8 bytes.
    package mutating func update(_ string: String) {
        var string = string
        string.withUTF8 { update(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Adds an optional string: `nil` and `""` differ.
    package mutating func update(_ string: String?) {
        update(UInt64(string == nil ? 0 : 1))
        if let string { update(string) }
    }

    package mutating func update(_ value: Bool) {
        update(UInt64(value ? 1 : 0))
    }

    package mutating func update(_ value: Int) {
        update(UInt64(bitPattern: Int64(value)))
    }

    package mutating func update(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Adds raw bytes, preceded by their length.
    package mutating func update(bytes raw: UnsafeRawBufferPointer) {
        update(UInt64(raw.count))
        bytes.append(contentsOf: raw)
    }

    package mutating func update(bytes raw: some Collection<UInt8>) {
        update(UInt64(raw.count))
        bytes.append(contentsOf: raw)
    }

    /// The digest as 32 lower-case hex characters.
    package func finalize() -> String {
        bytes.withUnsafeBytes { Self.hex(of: $0) }
    }

    /// The digest of `raw` alone (no length prefix), as 32 hex characters.
    package static func hex(of raw: UnsafeRawBufferPointer) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for seed: UInt64 in [0, 0x5851_F42D_4C95_7F2D] {
            let value = xxh64(raw, seed: seed)
            for shift in stride(from: 60, through: 0, by: -4) { out.append(digits[Int((value >> UInt64(shift)) & 0xF)]) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The digest of `data`'s bytes alone (no length prefix).
    package static func hex(of bytes: some ContiguousBytes) -> String {
        bytes.withUnsafeBytes { hex(of: $0) }
    }

    // MARK: XXH64 (Yann Collet's specification)

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    @inline(__always) private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always) private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* prime2, 31) &* prime1
    }

    @inline(__always) private static func merge(_ acc: UInt64, _ value: UInt64) -> UInt64 {
        (acc ^ round(0, value)) &* prime1 &+ prime4
    }

    static func xxh64(_ input: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let count = input.count
        var offset = 0
        @inline(__always) func word64(_ at: Int) -> UInt64 {
            UInt64(littleEndian: input.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        }
        @inline(__always) func word32(_ at: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: input.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
        }
        var hash: UInt64
        if count >= 32 {
            var v1 = seed &+ prime1 &+ prime2
            var v2 = seed &+ prime2
            var v3 = seed
            var v4 = seed &- prime1
            while offset + 32 <= count {
                v1 = round(v1, word64(offset))
                v2 = round(v2, word64(offset + 8))
                v3 = round(v3, word64(offset + 16))
                v4 = round(v4, word64(offset + 24))
                offset += 32
            }
            hash = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            hash = merge(hash, v1)
            hash = merge(hash, v2)
            hash = merge(hash, v3)
            hash = merge(hash, v4)
        } else {
            hash = seed &+ prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash ^= round(0, word64(offset))
            hash = rotl(hash, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            hash ^= word32(offset) &* prime1
            hash = rotl(hash, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash ^= UInt64(input[offset]) &* prime5
            hash = rotl(hash, 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }
}
