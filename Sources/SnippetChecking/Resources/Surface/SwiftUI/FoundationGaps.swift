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

// MARK: - Localization

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension String {
    /// Darwin Foundation's localizable value (`String.LocalizationValue`).
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable {
        public typealias StringInterpolation = DefaultStringInterpolation
        public init(_ value: String) { fatalError() }
        public init(stringLiteral value: String) { fatalError() }
        public init(stringInterpolation: DefaultStringInterpolation) { fatalError() }
    }

    /// Darwin Foundation's `String(localized:table:bundle:locale:comment:)`.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) { fatalError() }

    /// Darwin Foundation's `String(localized:)` for a resource.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(localized resource: LocalizedStringResource) { fatalError() }
}

/// Darwin Foundation's deferred localizable string (`LocalizedStringResource`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LocalizedStringResource: Equatable, ExpressibleByStringInterpolation, Sendable {
    public typealias StringInterpolation = DefaultStringInterpolation
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: DefaultStringInterpolation) { fatalError() }
    public var key: String { fatalError() }
    public var locale: Locale { get { fatalError() } set { fatalError() } }
}

// MARK: - Well-known directories

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension URL {
    /// Darwin Foundation's `URL.documentsDirectory`.
    public static var documentsDirectory: URL { fatalError() }
    /// Darwin Foundation's `URL.cachesDirectory`.
    public static var cachesDirectory: URL { fatalError() }
    /// Darwin Foundation's `URL.applicationSupportDirectory`.
    public static var applicationSupportDirectory: URL { fatalError() }
    /// Darwin Foundation's `URL.libraryDirectory`.
    public static var libraryDirectory: URL { fatalError() }
    /// Darwin Foundation's `URL.downloadsDirectory`.
    public static var downloadsDirectory: URL { fatalError() }
}

// MARK: - Formatting

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Measurement {
    /// Darwin Foundation's `Measurement.formatted()`.
    public func formatted() -> String { fatalError() }
}

/// CoreGraphics' vector (swift-foundation on Linux has CGPoint, CGSize and CGRect only).
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public static var zero: CGVector { CGVector() }
}
