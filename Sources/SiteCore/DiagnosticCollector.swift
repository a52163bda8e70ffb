import Synchronization

/// A thread-safe place where stages put the diagnostics they find.
///
/// Stages never print: they report here, and the command line prints everything
/// through one printer at the end.
public final class DiagnosticCollector: Sendable {
    private let storage = Mutex<[Diagnostic]>([])

    public init() {}

    public func report(_ diagnostic: Diagnostic) {
        storage.withLock { $0.append(diagnostic) }
    }

    public func report(contentsOf diagnostics: some Sequence<Diagnostic>) {
        let list = Array(diagnostics)
        storage.withLock { $0.append(contentsOf: list) }
    }

    /// Everything reported so far, in report order.
    public var diagnostics: [Diagnostic] { storage.withLock { $0 } }
}
