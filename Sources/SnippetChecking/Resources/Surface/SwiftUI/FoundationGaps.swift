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

/// Darwin Foundation's measurement format style (`.measurement(width:usage:)`), for
/// `formatted(_:)` and `Text(_:format:)`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Measurement where UnitType: Dimension {
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        public struct UnitWidth: Codable, Hashable, Sendable {
            public static var wide: UnitWidth { fatalError() }
            public static var abbreviated: UnitWidth { fatalError() }
            public static var narrow: UnitWidth { fatalError() }
        }
        public var width: UnitWidth
        public var locale: Locale
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general) { fatalError() }
        public func format(_ measurement: Measurement<UnitType>) -> String { fatalError() }
        public func locale(_ locale: Locale) -> Self { fatalError() }
    }

    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> { fatalError() }
}

/// How a measurement is used, which picks the unit shown (Darwin Foundation).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    public static var general: Self { fatalError() }
    public static var asProvided: Self { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle {
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general) -> Self where Self == Measurement<UnitType>.FormatStyle { fatalError() }
}

extension ProcessInfo {
    /// Darwin Foundation's Low Power Mode flag (iOS 9, macOS 12).
    @available(iOS 9.0, macOS 12.0, *)
    public var isLowPowerModeEnabled: Bool { fatalError() }
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

/// Relative dates as text ("2 days ago", "yesterday"); swift-corelibs-foundation has no such
/// formatter.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, Sendable {
        case numeric, named
    }
    public enum UnitsStyle: Int, Sendable {
        case full, spellOut, short, abbreviated
    }
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var dateTimeStyle: RelativeDateTimeFormatter.DateTimeStyle { get { fatalError() } set { fatalError() } }
    open var unitsStyle: RelativeDateTimeFormatter.UnitsStyle { get { fatalError() } set { fatalError() } }
    open var formattingContext: Formatter.Context { get { fatalError() } set { fatalError() } }
    open var calendar: Calendar! { get { fatalError() } set { fatalError() } }
    open var locale: Locale! { get { fatalError() } set { fatalError() } }
    open func localizedString(from dateComponents: DateComponents) -> String { fatalError() }
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String { fatalError() }
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String { fatalError() }
}

/// Lists as text ("basil, thyme and sage"); swift-corelibs-foundation has no such formatter.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
open class ListFormatter: Formatter, @unchecked Sendable {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class func localizedString(byJoining strings: [String]) -> String { fatalError() }
    open var itemFormatter: Formatter? { get { fatalError() } set { fatalError() } }
    open var locale: Locale! { get { fatalError() } set { fatalError() } }
    open func string(from items: [Any]) -> String? { fatalError() }
}
