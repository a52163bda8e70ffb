import Foundation
import Testing
@testable import SnippetChecking

/// Compiler results are kept in a few pack files, merged when they pile up.
@Suite struct ResultPackTests {
    private func cache(_ folder: URL) -> ResultCache {
        ResultCache(cache: CacheDirectory(requested: folder), surfaceHash: "s", toolchainVersion: "t", flags: [])
    }

    @Test func runsAddPacksThatAreMergedPastTheLimitAndNothingIsLost() throws {
        let folder = TypecheckFixtures.temporaryFolder("packs")
        for run in 0 ..< ResultCache.maximumPacks + 3 {
            let results = Dictionary(uniqueKeysWithValues: (0 ..< 5).map { ("key-\(run)-\($0)", RawCompileResult(status: .checked, diagnostics: [])) })
            cache(folder).store(results, used: [])
        }
        let packs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("results").path)
            .filter { $0.hasPrefix("pack-") }
        #expect(packs.count <= ResultCache.maximumPacks)
        let reread = cache(folder)
        for run in 0 ..< ResultCache.maximumPacks + 3 {
            for index in 0 ..< 5 { #expect(reread.load(key: "key-\(run)-\(index)")?.status == .checked) }
        }
    }

    @Test func timeoutsAreNotStored() {
        let folder = TypecheckFixtures.temporaryFolder("packs-timeout")
        cache(folder).store(["slow": RawCompileResult(status: .timedOut, reason: "timed out")], used: [])
        #expect(cache(folder).load(key: "slow") == nil)
    }
}
