// More view modifiers: keyboard shortcuts and key presses, help tags, label
// visibility, system overlays, scroll transitions and geometry, zoom navigation
// transitions, container backgrounds and focused values.

// MARK: - Keyboard

@available(iOS 14.0, macOS 11.0, *)
public struct KeyEquivalent: Hashable, ExpressibleByExtendedGraphemeClusterLiteral, Sendable {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral: Character) { self.character = extendedGraphemeClusterLiteral }
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let `return` = KeyEquivalent("\r")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
}

@available(iOS 14.0, macOS 11.0, *)
@frozen public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let all = EventModifiers(rawValue: 31)
}

@available(iOS 14.0, macOS 11.0, *)
public struct KeyboardShortcut: Hashable, Sendable {
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.key = key; self.modifiers = modifiers }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
public struct KeyPress: Sendable {
    public enum Phases: Sendable { case down, `repeat`, up, all }
    public enum Result: Sendable { case handled, ignored }
    public var key: KeyEquivalent { fatalError() }
    public var characters: String { fatalError() }
    public var modifiers: EventModifiers { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
nonisolated extension View {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { fatalError() }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    public func onKeyPress(phases: KeyPress.Phases = .down, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { fatalError() }
}

// MARK: - Help, labels and system overlays

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func help(_ textKey: LocalizedStringKey) -> some View { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func help(_ text: Text) -> some View { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { fatalError() }
    public func labelsHidden() -> some View { fatalError() }
    @available(iOS 13.0, *)
    @available(macOS, unavailable)
    public func statusBarHidden(_ hidden: Bool = true) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func geometryGroup() -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func listRowHoverEffectDisabled(_ disabled: Bool = true) -> some View { fatalError() }
}

// MARK: - Scroll transitions and geometry

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTransitionConfiguration: Sendable {
    public static var animated: ScrollTransitionConfiguration { fatalError() }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { fatalError() }
    public static var interactive: ScrollTransitionConfiguration { fatalError() }
    public static var identity: ScrollTransitionConfiguration { fatalError() }
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { fatalError() }
    public struct Threshold: Sendable {
        public static var visible: Threshold { fatalError() }
        public static var hidden: Threshold { fatalError() }
        public static func visible(_ amount: Double) -> Threshold { fatalError() }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@frozen public enum ScrollTransitionPhase: Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { fatalError() }
    public var value: Double { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint { fatalError() }
    public var contentSize: CGSize { fatalError() }
    public var contentInsets: EdgeInsets { fatalError() }
    public var containerSize: CGSize { fatalError() }
    public var visibleRect: CGRect { fatalError() }
    public var bounds: CGRect { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension View {
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil, transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { fatalError() }
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil, transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
nonisolated extension View {
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { fatalError() }
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { fatalError() }
}

// MARK: - Zoom navigation transition

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
@MainActor @preconcurrency
public protocol NavigationTransition {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct AutomaticNavigationTransition: NavigationTransition {}

@available(iOS 18.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { fatalError() }
}

@available(iOS 18.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
nonisolated extension View {
    public func navigationTransition(_ style: some NavigationTransition) -> some View { fatalError() }
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { fatalError() }
}

// MARK: - Container backgrounds

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    public static let navigation = ContainerBackgroundPlacement()
    public static let navigationSplitView = ContainerBackgroundPlacement()
    public static let tabView = ContainerBackgroundPlacement()
    public static let widget = ContainerBackgroundPlacement()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension View {
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { fatalError() }
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }
}

// MARK: - Focused values

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol FocusedValueKey {
    associatedtype Value
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct FocusedValues: Sendable {
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }
    public var wrappedValue: Value? { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { fatalError() }
    public var wrappedValue: Value? {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value?> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension View {
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { fatalError() }
}

// MARK: - Canvas

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct GraphicsContext {
    public struct Shading: Sendable {
        public static var foreground: Shading { fatalError() }
        public static func color(_ color: Color) -> Shading { fatalError() }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { fatalError() }
    }
    public var opacity: Double { get { fatalError() } set { fatalError() } }
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) { fatalError() }
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) { fatalError() }
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) { fatalError() }
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { fatalError() }
    public mutating func translateBy(x: CGFloat, y: CGFloat) { fatalError() }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { fatalError() }
    public mutating func rotate(by angle: Angle) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Canvas<Symbols: View> {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Deprecated appearance modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "statusBarHidden(_:)")
    @available(*, deprecated, renamed: "statusBarHidden(_:)")
    @available(macOS, unavailable)
    public func statusBar(hidden: Bool) -> some View { fatalError() }
}
