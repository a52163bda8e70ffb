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
        for run in 0..<ResultCache.maximumPacks + 3 {
            let results = Dictionary(
                uniqueKeysWithValues: (0..<5).map {
                    ("key-\(run)-\($0)", RawCompileResult(status: .checked, diagnostics: [], proof: "sentinel:\($0)"))
                })
            cache(folder).store(results, used: [])
        }
        let packs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("results").path)
            .filter { $0.hasPrefix("pack-") }
        #expect(packs.count <= ResultCache.maximumPacks)
        let reread = cache(folder)
        for run in 0..<ResultCache.maximumPacks + 3 {
            for index in 0..<5 { #expect(reread.load(key: "key-\(run)-\(index)")?.status == .checked) }
        }
    }

    @Test func timeoutsAreNotStored() {
        let folder = TypecheckFixtures.temporaryFolder("packs-timeout")
        cache(folder).store(["slow": RawCompileResult(status: .timedOut, reason: "timed out")], used: [])
        #expect(cache(folder).load(key: "slow") == nil)
    }

    @Test func onlyProvenResultsAreStoredAndAProofMustNameTheSource() throws {
        let folder = TypecheckFixtures.temporaryFolder("packs-proof")
        let sourceHash = ContentHash.of("Text(\"x\")")
        cache(folder).store(
            [
                "unproven": RawCompileResult(status: .checked, diagnostics: []),
                "incomplete": RawCompileResult(status: .incomplete, reason: "stopped"),
                "proven": RawCompileResult(status: .checked, diagnostics: [], proof: TypecheckProof.proof(sourceHash: sourceHash)),
            ], used: [])
        let reread = cache(folder)
        #expect(reread.load(key: "unproven") == nil)
        #expect(reread.load(key: "incomplete") == nil)
        let proven = try #require(reread.load(key: "proven"))
        #expect(proven.isProven(sourceHash: sourceHash))
        #expect(!proven.isProven(sourceHash: ContentHash.of("Text(\"y\")")))
    }

    @Test func aDamagedPackIsIgnoredNotTrusted() throws {
        let folder = TypecheckFixtures.temporaryFolder("packs-damaged")
        cache(folder).store(["a": RawCompileResult(status: .checked, diagnostics: [], proof: "sentinel:a")], used: [])
        let results = folder.appendingPathComponent("results")
        let pack = try #require(try FileManager.default.contentsOfDirectory(atPath: results.path).first)
        let data = try Data(contentsOf: results.appendingPathComponent(pack))
        try data.prefix(data.count / 2).write(to: results.appendingPathComponent(pack))
        #expect(cache(folder).load(key: "a") == nil)
    }
}
