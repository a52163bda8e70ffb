import Foundation
import Synchronization

/// Where a build puts the files it generates. Pages are written from several threads at
/// once, each to its own path.
package protocol SiteOutput: Sendable {
    /// Stores `data` at `relativePath` (relative to the site root), replacing what was there.
    func write(_ data: Data, to relativePath: String) throws

    /// Puts the file a previous build made for a page at `relativePath` unchanged, when this
    /// output can: `false` when it cannot (the page is then rendered again).
    func reuse(_ page: PreviousPage, at relativePath: String) throws -> Bool

    /// Puts the file a previous build generated at `relativePath` unchanged, when this output
    /// can: `false` when it cannot (the file is then made again).
    func reuse(_ file: GeneratedFile, at relativePath: String) throws -> Bool

    /// Whether pages reused later must carry their HTML (the output is not kept on disk).
    var keepsHTMLInMemory: Bool { get }
}

extension OutputDirectory: SiteOutput {}

/// Keeps the generated files in memory: what `serve` serves from.
package final class InMemorySiteOutput: SiteOutput {
    private let storage = Mutex<[String: Data]>([:])

    package init() {}

    package func write(_ data: Data, to relativePath: String) throws {
        storage.withLock { $0[relativePath] = data }
    }

    package func reuse(_ page: PreviousPage, at relativePath: String) throws -> Bool {
        guard let html = page.html else { return false }
        try write(html, to: relativePath)
        return true
    }

    package func reuse(_ file: GeneratedFile, at relativePath: String) throws -> Bool {
        guard let data = file.data else { return false }
        try write(data, to: relativePath)
        return true
    }

    package var keepsHTMLInMemory: Bool { true }

    /// Every file written so far, by relative path.
    package var files: [String: Data] {
        storage.withLock { $0 }
    }
}
