// The environment: the Environment wrapper, EnvironmentValues and its common
// keys, the action types stored there, and the modifiers that write it.

// MARK: - Environment

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    @inlinable public var wrappedValue: Value { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment {
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    public init() { fatalError() }
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set { fatalError() }
    }
    public var description: String { fatalError() }
}

// MARK: - Common keys

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    public var colorScheme: ColorScheme { get { fatalError() } set { fatalError() } }
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    public var locale: Locale { get { fatalError() } set { fatalError() } }
    public var calendar: Calendar { get { fatalError() } set { fatalError() } }
    public var timeZone: TimeZone { get { fatalError() } set { fatalError() } }
    public var layoutDirection: LayoutDirection { get { fatalError() } set { fatalError() } }
    public var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    public var font: Font? { get { fatalError() } set { fatalError() } }
    public var lineLimit: Int? { get { fatalError() } set { fatalError() } }
    public var lineSpacing: CGFloat { get { fatalError() } set { fatalError() } }
    public var multilineTextAlignment: TextAlignment { get { fatalError() } set { fatalError() } }
    public var truncationMode: Text.TruncationMode { get { fatalError() } set { fatalError() } }
    public var minimumScaleFactor: CGFloat { get { fatalError() } set { fatalError() } }
    public var displayScale: CGFloat { get { fatalError() } set { fatalError() } }
    public var pixelLength: CGFloat { fatalError() }
    public var defaultMinListRowHeight: CGFloat { get { fatalError() } set { fatalError() } }
    public var defaultMinListHeaderHeight: CGFloat? { get { fatalError() } set { fatalError() } }
    public var accessibilityReduceMotion: Bool { fatalError() }
    public var accessibilityReduceTransparency: Bool { fatalError() }
    public var accessibilityDifferentiateWithoutColor: Bool { fatalError() }
    public var accessibilityInvertColors: Bool { fatalError() }
    public var accessibilityEnabled: Bool { get { fatalError() } set { fatalError() } }
    public var legibilityWeight: LegibilityWeight? { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use dynamicTypeSize")
    @available(*, deprecated, message: "Use dynamicTypeSize")
    public var sizeCategory: ContentSizeCategory { get { fatalError() } set { fatalError() } }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(*, deprecated, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> { fatalError() }
    @available(macOS, unavailable)
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set { fatalError() } }
    @available(macOS, unavailable)
    public var verticalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set { fatalError() } }
    @available(macOS, unavailable)
    public var editMode: Binding<EditMode>? { get { fatalError() } set { fatalError() } }
    public var redactionReasons: RedactionReasons { get { fatalError() } set { fatalError() } }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
    public var scenePhase: ScenePhase { get { fatalError() } set { fatalError() } }
    public var openURL: OpenURLAction { get { fatalError() } set { fatalError() } }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    public var dismiss: DismissAction { fatalError() }
    public var isPresented: Bool { fatalError() }
    public var isSearching: Bool { fatalError() }
    public var dismissSearch: DismissSearchAction { fatalError() }
    public var refresh: RefreshAction? { fatalError() }
    public var dynamicTypeSize: DynamicTypeSize { get { fatalError() } set { fatalError() } }
    public var isFocused: Bool { fatalError() }
    public var headerProminence: Prominence { get { fatalError() } set { fatalError() } }
    public var symbolRenderingMode: SymbolRenderingMode? { get { fatalError() } set { fatalError() } }
    public var backgroundStyle: AnyShapeStyle? { get { fatalError() } set { fatalError() } }
    public var controlSize: ControlSize { get { fatalError() } set { fatalError() } }
    public var textCase: Text.Case? { get { fatalError() } set { fatalError() } }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EnvironmentValues {
    public var openWindow: OpenWindowAction { fatalError() }
    public var supportsMultipleWindows: Bool { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension EnvironmentValues {
    public var dismissWindow: DismissWindowAction { fatalError() }
    public var isScrollEnabled: Bool { get { fatalError() } set { fatalError() } }
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility { get { fatalError() } set { fatalError() } }
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility { get { fatalError() } set { fatalError() } }
}

// MARK: - Values stored in the environment

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard
    case increased
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active
    public var isEditing: Bool { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum Prominence: Hashable, Sendable {
    case standard
    case increased
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PresentationMode {
    public var isPresented: Bool { fatalError() }
    public mutating func dismiss() { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissAction {
    public func callAsFunction() { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissSearchAction {
    public func callAsFunction() { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct RefreshAction: Sendable {
    public func callAsFunction() async { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct OpenURLAction {
    public struct Result: Sendable {
        public static let handled: OpenURLAction.Result = { fatalError() }()
        public static let discarded: OpenURLAction.Result = { fatalError() }()
        public static let systemAction: OpenURLAction.Result = { fatalError() }()
        public static func systemAction(_ url: URL) -> OpenURLAction.Result { fatalError() }
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(handler: @escaping (URL) -> OpenURLAction.Result) { fatalError() }
    public func callAsFunction(_ url: URL) { fatalError() }
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct OpenWindowAction {
    public func callAsFunction(id: String) { fatalError() }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { fatalError() }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct DismissWindowAction {
    public func callAsFunction() { fatalError() }
    public func callAsFunction(id: String) { fatalError() }
}

// MARK: - Writing the environment

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @inlinable public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }
    @inlinable public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View { fatalError() }
    @inlinable public func environmentObject<T: ObservableObject>(_ object: T) -> some View { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension View {
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { fatalError() }
}
