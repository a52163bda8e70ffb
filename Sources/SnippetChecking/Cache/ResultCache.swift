import Foundation

/// Remembers what the compiler said about each generated example file.
///
/// The key hashes the generated source (the example with its context and preludes), the
/// surface's hash, the toolchain's version and the typecheck flags; the value is a
/// ``RawCompileResult`` as JSON under `<cache>/results/`. An example whose file has not
/// changed is not compiled again. Timeouts and compiler crashes are never stored. Lint
/// results are not stored either: linting runs in-process in milliseconds, and so always
/// reflects the rules of the running binary.
struct ResultCache: Sendable {
    let directory: URL
    /// Everything besides the source that the compiler's answer depends on.
    let environment: String

    init(cache: CacheDirectory, surfaceHash: String, toolchainVersion: String, flags: [String]) {
        directory = cache.url.appendingPathComponent("results")
        environment = ContentHash.of(surfaceHash, toolchainVersion, flags.joined(separator: " "))
    }

    func key(for example: WrappedExample) -> String {
        ContentHash.of(environment, example.source)
    }

    func load(key: String) -> RawCompileResult? {
        guard let data = FileManager.default.contents(atPath: file(for: key).path) else { return nil }
        return try? JSONDecoder().decode(RawCompileResult.self, from: data)
    }

    func store(_ result: RawCompileResult, key: String) {
        guard result.status == .checked else { return }
        let url = file(for: key)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Atomic by rename, without `.atomic`'s fsync: a cache entry needs to be whole, not
        // durable, and a run stores hundreds of them.
        guard let data = try? JSONEncoder().encode(result) else { return }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(key).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0 ... .max)).tmp")
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    private func file(for key: String) -> URL {
        directory.appendingPathComponent(String(key.prefix(2))).appendingPathComponent("\(key).json")
    }
}
