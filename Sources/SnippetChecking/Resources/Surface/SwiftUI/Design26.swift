// The iOS/macOS 26 design: Liquid Glass (Glass, glassEffect(_:in:), GlassEffectContainer,
// glassEffectID, glassEffectUnion, glassEffectTransition, the glass button styles),
// backgroundExtensionEffect, scroll edge effects, tab bar minimizing and the bottom
// accessory, ToolbarSpacer, ConcentricRectangle and corner styles, the @Animatable macro.

// MARK: - Glass

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct Glass: Equatable, Sendable {
    public static var regular: Glass { fatalError() }
    public static var clear: Glass { fatalError() }
    public static var identity: Glass { fatalError() }
    public func tint(_ color: Color?) -> Glass { fatalError() }
    public func interactive(_ isEnabled: Bool = true) -> Glass { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
nonisolated public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<DefaultGlassEffectShape, ForegroundStyle>
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassEffectTransition: Sendable {
    public static var identity: GlassEffectTransition { fatalError() }
    public static var matchedGeometry: GlassEffectTransition { fatalError() }
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center) -> GlassEffectTransition { fatalError() }
    public static var materialize: GlassEffectTransition { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassEffectContainer<Content: View> {
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension GlassEffectContainer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
nonisolated extension View {
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View { fatalError() }
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { fatalError() }
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { fatalError() }
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { fatalError() }
    public func backgroundExtensionEffect() -> some View { fatalError() }
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View { fatalError() }
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { fatalError() }
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { fatalError() }
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { fatalError() }
    @available(macOS, unavailable)
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View { fatalError() }
    @available(iOS 26.1, *)
    @available(macOS, unavailable)
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View { fatalError() }
}

// MARK: - Glass button styles

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public init(_ glass: Glass) {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { fatalError() }
    @available(iOS 26.1, macOS 26.1, tvOS 26.1, watchOS 26.1, *)
    public static func glass(_ glass: Glass) -> GlassButtonStyle { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { fatalError() }
}

// MARK: - Scroll edges, tab bars

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    public static var automatic: ScrollEdgeEffectStyle { fatalError() }
    public static var hard: ScrollEdgeEffectStyle { fatalError() }
    public static var soft: ScrollEdgeEffectStyle { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    public static let automatic = TabBarMinimizeBehavior()
    @available(macOS, unavailable)
    public static let onScrollDown = TabBarMinimizeBehavior()
    @available(macOS, unavailable)
    public static let onScrollUp = TabBarMinimizeBehavior()
    public static let never = TabBarMinimizeBehavior()
}

@available(iOS 26.0, *)
@available(macOS, unavailable)
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    case inline
    case expanded
}

@available(iOS 26.0, *)
@available(macOS, unavailable)
extension EnvironmentValues {
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { get { fatalError() } set {} }
}

// MARK: - Toolbar spacers

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct SpacerSizing: Sendable {
    public static let flexible = SpacerSizing()
    public static let fixed = SpacerSizing()
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent {
    public typealias Body = Never
    nonisolated public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    public var body: Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
nonisolated extension ToolbarContent {
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent { self }
}

// MARK: - Concentric shapes

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension Edge {
    public enum Corner: Hashable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// A number literal is a fixed radius (`ConcentricRectangle(corners: 12)`).
        public struct Style: Equatable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            public init(integerLiteral value: Int) {}
            public init(floatLiteral value: Float) {}
            public static var concentric: Edge.Corner.Style { fatalError() }
            public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style { fatalError() }
            public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style { fatalError() }
        }
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
nonisolated public struct ConcentricRectangle: InsettableShape {
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<ConcentricRectangle, ForegroundStyle>
    public init() {}
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {}
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {}
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {}
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> ConcentricRectangle { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension Shape where Self == ConcentricRectangle {
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle { fatalError() }
}

// MARK: - @Animatable

/// Apple's macro synthesizes `animatableData` from the stored properties; here it
/// expands to nothing (swift-testing's PragmaMacro, shipped with the toolchain), which is
/// enough to typecheck a type that conforms to `Animatable`, `Shape` or `View`.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@attached(peer)
public macro Animatable() = #externalMacro(module: "TestingMacros", type: "PragmaMacro")

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "TestingMacros", type: "PragmaMacro")
