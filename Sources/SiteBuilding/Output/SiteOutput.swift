import Foundation
import Synchronization

/// Where a build puts the files it generates. Pages are written from several threads at
/// once, each to its own path.
package protocol SiteOutput: Sendable {
    /// Stores `data` at `relativePath` (relative to the site root), replacing what was there.
    func write(_ data: Data, to relativePath: String) throws
}

extension OutputDirectory: SiteOutput {}

/// Keeps the generated files in memory: what `serve` serves from.
package final class InMemorySiteOutput: SiteOutput {
    private let storage = Mutex<[String: Data]>([:])

    package init() {}

    package func write(_ data: Data, to relativePath: String) throws {
        storage.withLock { $0[relativePath] = data }
    }

    /// Every file written so far, by relative path.
    package var files: [String: Data] {
        storage.withLock { $0 }
    }
}
