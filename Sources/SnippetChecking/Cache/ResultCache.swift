import Foundation
import SiteCore

/// Remembers what the compiler said about each generated example file.
///
/// The key hashes the generated source (the example with its context and preludes), the
/// surface's hash, the toolchain's version and the typecheck flags; the value is a
/// ``RawCompileResult``. An example whose file has not changed is not compiled again.
/// Only results the compiler proved (``TypecheckProof``) are stored, and a stored result
/// is used only when its proof names the example's source (``RawCompileResult/isProven(sourceHash:)``);
/// anything else — an old entry without a proof, a damaged pack — is compiled again.
/// Timeouts, crashes and runs that stopped early are never stored. Lint results are not stored either:
/// linting runs in-process in milliseconds, and so always reflects the rules of the
/// running binary.
///
/// Results live in pack files under `<cache>/results/`: each run that compiled something
/// adds one pack (`pack-<hash>.json`, written whole and renamed into place), and a warm run
/// reads a few files instead of one per example. Past ``maximumPacks`` packs they are merged
/// into one, keeping at most ``maximumEntries`` results, this run's first.
struct ResultCache: Sendable {
    let directory: URL
    /// Everything besides the source that the compiler's answer depends on.
    let environment: String
    /// Every stored result, read once.
    private let known: [String: RawCompileResult]
    private let packs: [URL]

    /// Part of every key: entries of an older layout are never looked up.
    static let format = "results-2 (proven)"
    static let maximumPacks = 8
    static let maximumEntries = 50_000

    init(cache: CacheDirectory, surfaceHash: String, toolchainVersion: String, flags: [String]) {
        let folder = cache.url.appendingPathComponent("results")
        directory = folder
        environment = ContentHash.of(Self.format, surfaceHash, toolchainVersion, flags.joined(separator: " "))
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix("pack-") && $0.hasSuffix(".json") }.sorted()
            .map { folder.appendingPathComponent($0) }
        var known: [String: RawCompileResult] = [:]
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path),
                let pack = try? JSONDecoder().decode([String: RawCompileResult].self, from: data)
            else { continue }
            known.merge(pack) { _, new in new }
        }
        self.known = known
        self.packs = files
    }

    /// The key of a generated file whose source hashes to `sourceHash`.
    func key(sourceHash: String) -> String {
        ContentHash.of(environment, sourceHash)
    }

    func load(key: String) -> RawCompileResult? {
        known[key]
    }

    /// Stores the results of one run that carry a proof (``TypecheckProof``); `used` are the
    /// keys this run looked up, kept first when packs are merged.
    func store(_ results: [String: RawCompileResult], used: Set<String>) {
        let fresh = results.filter { $0.value.status == .checked && $0.value.proof != nil }
        guard !fresh.isEmpty else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard packs.count + 1 > Self.maximumPacks else {
            write(fresh, to: "pack-\(ContentHash.of(fresh.keys.sorted().joined(separator: ","))).json")
            return
        }
        var merged = known.merging(fresh) { _, new in new }
        if merged.count > Self.maximumEntries {
            let keep = Set(fresh.keys).union(used)
            let others = merged.keys.filter { !keep.contains($0) }.sorted()
            for key in others.prefix(merged.count - Self.maximumEntries) { merged[key] = nil }
        }
        let name = "pack-\(ContentHash.of(merged.keys.sorted().joined(separator: ","))).json"
        write(merged, to: name)
        for pack in packs where pack.lastPathComponent != name { try? FileManager.default.removeItem(at: pack) }
    }

    private func write(_ results: [String: RawCompileResult], to name: String) {
        guard let data = try? JSONEncoder().encode(results) else { return }
        try? PathUtilities.replaceFile(at: directory.appendingPathComponent(name), with: data)
    }
}
