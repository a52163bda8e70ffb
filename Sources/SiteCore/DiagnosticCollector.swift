import Synchronization

/// A thread-safe place where stages put the diagnostics they find.
///
/// Stages never print: they report here, and the command line prints everything
/// through one printer at the end.
package final class DiagnosticCollector: Sendable {
    private let storage = Mutex<[Diagnostic]>([])

    package init() {}

    package func report(_ diagnostic: Diagnostic) {
        storage.withLock { $0.append(diagnostic) }
    }

    package func report(contentsOf diagnostics: some Sequence<Diagnostic>) {
        let list = Array(diagnostics)
        storage.withLock { $0.append(contentsOf: list) }
    }

    /// Everything reported so far, in report order.
    package var diagnostics: [Diagnostic] { storage.withLock { $0 } }
}
