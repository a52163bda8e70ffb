import Foundation
import SiteCore
import TestSupport
import Testing

/// The plain `open`/`write` helper every output and cache file goes through.
@Suite struct FileWritingTests {
    @Test func writesNewFilesAndReplacesLongerOnes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path + "/page.html"
        try PathUtilities.writeFile(Data("a longer first version\n".utf8), toPath: path)
        #expect(dir.read("page.html") == "a longer first version\n")
        try PathUtilities.writeFile(Data("short\n".utf8), toPath: path)
        #expect(dir.read("page.html") == "short\n")
        try PathUtilities.writeFile(Data(), toPath: path)
        #expect(dir.read("page.html") == "")
    }

    @Test func writesLargeBinaryDataWhole() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let bytes = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try PathUtilities.writeFile(bytes, toPath: dir.path + "/blob.bin")
        #expect(FileManager.default.contents(atPath: dir.path + "/blob.bin") == bytes)
    }

    @Test func aMissingFolderIsAnErrorNamingThePath() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path + "/no/such/folder/page.html"
        #expect {
            try PathUtilities.writeFile(Data("x".utf8), toPath: path)
        } throws: { error in
            let description = String(describing: error)
            return description.contains(path) && description.contains("No such file or directory")
        }
    }

    @Test func replaceFileLeavesNoTemporaryFileBehind() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let url = URL(fileURLWithPath: dir.path + "/entry.json")
        try PathUtilities.replaceFile(at: url, with: Data("one".utf8))
        try PathUtilities.replaceFile(at: url, with: Data("two".utf8))
        #expect(dir.read("entry.json") == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["entry.json"])
    }
}
