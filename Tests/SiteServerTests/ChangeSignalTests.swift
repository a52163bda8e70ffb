import Foundation
import Testing

@testable import SiteServer

#if canImport(Glibc)
@Suite struct ChangeSignalTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("change-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("Content/lists"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("Content/.git"), withIntermediateDirectories: true)
        try "# Lists\n".write(to: url.appendingPathComponent("Content/lists/rows.md"), atomically: false, encoding: .utf8)
        return url
    }

    @Test func editsNewFoldersAndRemovalsUnderTheWatchedFoldersAreSignalled() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        let signal = try #require(ChangeSignal(paths: [content.path]))
        #expect(!signal.drain(), "nothing happened yet")
        // An edit in a folder that was there from the start.
        try "# Lists\n\nMore.\n".write(to: content.appendingPathComponent("lists/rows.md"), atomically: false, encoding: .utf8)
        #expect(signal.drain())
        #expect(!signal.drain(), "each event is read once")
        // A folder created later is watched from its creation on.
        try FileManager.default.createDirectory(at: content.appendingPathComponent("grids"), withIntermediateDirectories: true)
        #expect(signal.drain())
        try "# Grids\n".write(to: content.appendingPathComponent("grids/lazy.md"), atomically: false, encoding: .utf8)
        #expect(signal.drain())
        try FileManager.default.removeItem(at: content.appendingPathComponent("grids/lazy.md"))
        #expect(signal.drain())
        // Inside a hidden folder nothing is watched, as the scan ignores it.
        try "ref\n".write(to: content.appendingPathComponent(".git/HEAD"), atomically: false, encoding: .utf8)
        #expect(!signal.drain())
    }

    @Test func aFileThatIsNotThereYetIsWatchedThroughItsFolder() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("handbook.yml")
        let signal = try #require(ChangeSignal(paths: [root.appendingPathComponent("Content").path, config.path]))
        #expect(!signal.drain())
        try "title: Rows\n".write(to: config, atomically: true, encoding: .utf8)
        #expect(signal.drain())
    }
}
#endif
