// Foundation API that exists on Apple platforms but not in swift-corelibs /
// swift-foundation on Linux, declared here so examples that use it typecheck.
// Each declaration mirrors the Darwin Foundation one.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension String.StandardComparator {
    /// Darwin Foundation's Finder-like comparator (`String.StandardComparator.localizedStandard`).
    public static let localizedStandard: String.StandardComparator = .lexical
    /// Darwin Foundation's locale-aware comparator (`String.StandardComparator.localized`).
    public static let localized: String.StandardComparator = .lexical
}
