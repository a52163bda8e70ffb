// Text and the string types it is built from: Text, LocalizedStringKey and the
// Text-returning modifiers.

// MARK: - LocalizedStringKey

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) { fatalError() }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) { fatalError() }
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) { fatalError() }
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ image: Image) { fatalError() }
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { fatalError() }
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        public mutating func appendInterpolation(_ attributedString: AttributedString) { fatalError() }
    }
}

/// Types a `LocalizedStringKey` interpolation formats with a printf specifier.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int { self }; public var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self }; public var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: Float { self }; public var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }
extension CGFloat: _FormatSpecifiable { public var _arg: CGFloat { self }; public var _specifier: String { "%lf" } }

// MARK: - Text

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    @inlinable public init(verbatim content: String) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { fatalError() }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ attributedContent: AttributedString) { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ image: Image) { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ date: Date, style: Text.DateStyle) { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ dates: ClosedRange<Date>) { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ interval: DateInterval) { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) { fatalError() }
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) { fatalError() }

    public struct DateStyle: Sendable {
        public static let time: Text.DateStyle = { fatalError() }()
        public static let date: Text.DateStyle = { fatalError() }()
        public static let relative: Text.DateStyle = { fatalError() }()
        public static let offset: Text.DateStyle = { fatalError() }()
        public static let timer: Text.DateStyle = { fatalError() }()
    }

    public enum TruncationMode: Sendable {
        case head, tail, middle
    }

    public enum Case: Sendable {
        case uppercase, lowercase
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public struct LineStyle: Hashable, Sendable {
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) { fatalError() }
        public struct Pattern: Sendable {
            public static let solid: Pattern = { fatalError() }()
            public static let dot: Pattern = { fatalError() }()
            public static let dash: Pattern = { fatalError() }()
        }
        public static let single: Text.LineStyle = { fatalError() }()
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct Scale: Hashable, Sendable {
        public static let `default`: Scale = { fatalError() }()
        public static let secondary: Scale = { fatalError() }()
    }

    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
    public static func == (lhs: Text, rhs: Text) -> Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    public func font(_ font: Font?) -> Text { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func fontDesign(_ design: Font.Design?) -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func fontWidth(_ width: Font.Width?) -> Text { fatalError() }
    public func bold() -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func bold(_ isActive: Bool) -> Text { fatalError() }
    public func italic() -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func italic(_ isActive: Bool) -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func monospaced(_ isActive: Bool = true) -> Text { fatalError() }
    public func monospacedDigit() -> Text { fatalError() }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { fatalError() }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    public func kerning(_ kerning: CGFloat) -> Text { fatalError() }
    public func tracking(_ tracking: CGFloat) -> Text { fatalError() }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(*, deprecated, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> Text { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { fatalError() }
}

// MARK: - Text modifiers on any view

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @inlinable public func font(_ font: Font?) -> some View { fatalError() }
    @inlinable public func lineLimit(_ number: Int?) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { fatalError() }
    @inlinable public func lineSpacing(_ lineSpacing: CGFloat) -> some View { fatalError() }
    @inlinable public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { fatalError() }
    @inlinable public func truncationMode(_ mode: Text.TruncationMode) -> some View { fatalError() }
    @inlinable public func minimumScaleFactor(_ factor: CGFloat) -> some View { fatalError() }
    @inlinable public func allowsTightening(_ flag: Bool) -> some View { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @inlinable public func textCase(_ textCase: Text.Case?) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func fontWeight(_ weight: Font.Weight?) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func fontDesign(_ design: Font.Design?) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func fontWidth(_ width: Font.Width?) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func bold(_ isActive: Bool = true) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func italic(_ isActive: Bool = true) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func monospaced(_ isActive: Bool = true) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func monospacedDigit() -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func kerning(_ kerning: CGFloat) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func tracking(_ tracking: CGFloat) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { fatalError() }
}

@available(iOS 15.0, macOS 12.0, *)
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

@available(iOS 15.0, macOS 12.0, *)
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { fatalError() }
}

@available(iOS 15.0, macOS 12.0, *)
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { fatalError() }
}

@available(iOS 15.0, macOS 12.0, *)
extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { fatalError() }
}

@available(iOS 15.0, macOS 12.0, *)
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { fatalError() }
}

// MARK: - Font

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
    public static let largeTitle: Font = { fatalError() }()
    public static let title: Font = { fatalError() }()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2: Font = { fatalError() }()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3: Font = { fatalError() }()
    public static let headline: Font = { fatalError() }()
    public static let subheadline: Font = { fatalError() }()
    public static let body: Font = { fatalError() }()
    public static let callout: Font = { fatalError() }()
    public static let footnote: Font = { fatalError() }()
    public static let caption: Font = { fatalError() }()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2: Font = { fatalError() }()

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }

    public init(_ font: UIFont) { fatalError() }
    @_disfavoredOverload
    public init(_ font: NSFont) { fatalError() }

    public func italic() -> Font { fatalError() }
    public func smallCaps() -> Font { fatalError() }
    public func lowercaseSmallCaps() -> Font { fatalError() }
    public func uppercaseSmallCaps() -> Font { fatalError() }
    public func monospacedDigit() -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func width(_ width: Font.Width) -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func monospaced() -> Font { fatalError() }
    public func leading(_ leading: Font.Leading) -> Font { fatalError() }

    @frozen public struct Weight: Hashable, Sendable {
        public static let ultraLight: Font.Weight = { fatalError() }()
        public static let thin: Font.Weight = { fatalError() }()
        public static let light: Font.Weight = { fatalError() }()
        public static let regular: Font.Weight = { fatalError() }()
        public static let medium: Font.Weight = { fatalError() }()
        public static let semibold: Font.Weight = { fatalError() }()
        public static let bold: Font.Weight = { fatalError() }()
        public static let heavy: Font.Weight = { fatalError() }()
        public static let black: Font.Weight = { fatalError() }()
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }
}
