// Declarations third-party handbooks use next to the issue-19 families: the
// length-closure containerRelativeFrame, animation completions on a transaction,
// AnimatableValues (iOS 26), scrollExtensionMode (iOS 26), the scroll view coordinate
// space, resetFocus and more accessibility environment values, _printChanges,
// Darwin Foundation's security-scoped URL access; transaction keys, focus
// interactions, @FocusedObject, searchFocused, visual-effect transforms, the iOS 26
// line height, UIColor/NSColor from a Color, and Foundation's #bundle.

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension View {
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transaction {
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {}
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
    public var value: (repeat each Value)
    public init(_ value: repeat each Value) { self.value = (repeat each value) }
    public static var zero: Self { fatalError() }
    public static func + (lhs: Self, rhs: Self) -> Self { fatalError() }
    public static func - (lhs: Self, rhs: Self) -> Self { fatalError() }
    public static func += (lhs: inout Self, rhs: Self) {}
    public static func -= (lhs: inout Self, rhs: Self) {}
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { fatalError() }
    public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
}

@available(iOS 26.0, macOS 26.0, *)
public struct ScrollExtensionMode: Hashable, Sendable {
    public static var automatic: ScrollExtensionMode { fatalError() }
    public static var underSidebar: ScrollExtensionMode { fatalError() }
    public static var underInspector: ScrollExtensionMode { fatalError() }
}

@available(iOS 26.0, macOS 26.0, *)
nonisolated extension View {
    public func scrollExtensionMode(_ mode: ScrollExtensionMode) -> some View { fatalError() }
}

@available(iOS 8.0, macOS 10.7, *)
extension URL {
    /// Darwin Foundation's security-scoped access (always granted here).
    public func startAccessingSecurityScopedResource() -> Bool { true }
    public func stopAccessingSecurityScopedResource() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static var scrollView: NamedCoordinateSpace { fatalError() }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { fatalError() }
}

@available(iOS 14.0, macOS 12.0, tvOS 14.0, watchOS 7.0, *)
public struct ResetFocusAction {
    public func callAsFunction(in namespace: Namespace.ID) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    @available(iOS 14.0, macOS 12.0, tvOS 14.0, watchOS 7.0, *)
    public var resetFocus: ResetFocusAction { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var accessibilityShowButtonShapes: Bool { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var accessibilityVoiceOverEnabled: Bool { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var accessibilitySwitchControlEnabled: Bool { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var accessibilityLargeContentViewerEnabled: Bool { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var accessibilityPrefersCrossFadeTransitions: Bool { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Prints what made the view's body re-evaluate (a debugging aid, underscored by Apple).
    public static func _printChanges() {}
    @available(iOS 17.1, macOS 14.1, tvOS 17.1, watchOS 10.1, *)
    public static func _logChanges() {}
}

// MARK: - Transaction keys

/// A key for a custom value carried by a `Transaction` (`transaction[MyKey.self]`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transaction {
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value { get { fatalError() } set {} }
}

// MARK: - Focus

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static var automatic: FocusInteractions { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension View {
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { fatalError() }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated extension View {
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { fatalError() }
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { fatalError() }
}

/// The observable object the focused view (or its scene) publishes with `focusedObject(_:)`
/// or `focusedSceneObject(_:)`; `nil` when none is in focus.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency @propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> { fatalError() }
    }
    public init() {}
    public var wrappedValue: ObjectType? { fatalError() }
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated extension View {
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { fatalError() }
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { fatalError() }
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { fatalError() }
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { fatalError() }
}

// MARK: - Inspector width, visual effects

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated extension View {
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension VisualEffect {
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { EmptyVisualEffect() }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect { EmptyVisualEffect() }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect { EmptyVisualEffect() }
    public func brightness(_ amount: Double) -> some VisualEffect { EmptyVisualEffect() }
    public func contrast(_ amount: Double) -> some VisualEffect { EmptyVisualEffect() }
    public func saturation(_ amount: Double) -> some VisualEffect { EmptyVisualEffect() }
    public func grayscale(_ amount: Double) -> some VisualEffect { EmptyVisualEffect() }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { EmptyVisualEffect() }
}

// MARK: - Line height (iOS 26)

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension AttributedString {
    /// The distance between the baselines of two lines (Foundation, with CoreText).
    public struct LineHeight: Hashable, Codable, Sendable {
        public static var variable: AttributedString.LineHeight { fatalError() }
        public static var normal: AttributedString.LineHeight { fatalError() }
        public static var tight: AttributedString.LineHeight { fatalError() }
        public static var loose: AttributedString.LineHeight { fatalError() }
        public static func multiple(factor: CGFloat) -> AttributedString.LineHeight { fatalError() }
        public static func leading(increase: CGFloat) -> AttributedString.LineHeight { fatalError() }
        public static func exact(points: CGFloat) -> AttributedString.LineHeight { fatalError() }
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
nonisolated extension View {
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View { fatalError() }
}

// MARK: - Platform colors from a Color

@available(iOS 14.0, *)
extension UIColor {
    public convenience init(_ color: Color) { fatalError() }
}

@available(macOS 11.0, *)
extension NSColor {
    public convenience init(_ color: Color) { fatalError() }
}

// MARK: - Foundation's #bundle

/// The bundle of the current module's resources (Foundation, Xcode 26; back-deployed).
/// Expanded by the toolchain's own `FoundationMacros` plugin.
@freestanding(expression)
public macro bundle() -> Bundle = #externalMacro(module: "FoundationMacros", type: "BundleMacro")

extension Bundle {
    /// What `#bundle` expands to outside a package with resources.
    public convenience init?(_dsoHandle: UnsafeRawPointer) { fatalError() }
}
