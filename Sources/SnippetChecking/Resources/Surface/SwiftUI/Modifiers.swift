// General view modifiers: layout (padding, frame, offset, safe area), drawing
// (foreground, background, overlay, clipping, shadow, effects), visibility,
// redaction, and interaction state (disabled, hit testing, content shape).

// MARK: - Layout

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @inlinable public func padding(_ insets: EdgeInsets) -> some View { fatalError() }
    @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    @inlinable public func padding(_ length: CGFloat) -> some View { fatalError() }

    @inlinable public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    @inlinable public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    @available(*, deprecated, message: "Please pass one or more parameters.")
    @inlinable public func frame() -> some View { fatalError() }

    @inlinable public func fixedSize() -> some View { fatalError() }
    @inlinable public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { fatalError() }
    @inlinable public func layoutPriority(_ value: Double) -> some View { fatalError() }
    @inlinable public func offset(_ offset: CGSize) -> some View { fatalError() }
    @inlinable public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    @inlinable public func position(_ position: CGPoint) -> some View { fatalError() }
    @inlinable public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    @inlinable public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { fatalError() }
    @inlinable public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { fatalError() }
    @inlinable public func scaledToFit() -> some View { fatalError() }
    @inlinable public func scaledToFill() -> some View { fatalError() }
    @inlinable public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { fatalError() }
    @inlinable public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { fatalError() }
    @inlinable public func coordinateSpace<T: Hashable>(name: T) -> some View { fatalError() }
    @inlinable public func zIndex(_ value: Double) -> some View { fatalError() }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @inlinable public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(*, deprecated, message: "Use ignoresSafeArea(_:edges:) instead.")
    @inlinable public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { fatalError() }
}

// MARK: - Scene padding

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScenePadding: Equatable, Sendable {
    public static let minimum = ScenePadding()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated extension View {
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all = SafeAreaRegions(rawValue: 3)
}

// MARK: - Foreground and tint

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(*, deprecated, renamed: "foregroundStyle(_:)")
    @inlinable public func foregroundColor(_ color: Color?) -> some View { fatalError() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func tint<S: ShapeStyle>(_ tint: S?) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    @inlinable public func tint(_ tint: Color?) -> some View { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "tint(_:)")
    @available(*, deprecated, renamed: "tint(_:)")
    @inlinable public func accentColor(_ accentColor: Color?) -> some View { fatalError() }

    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
    @inlinable public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { fatalError() }
}

// MARK: - Background and overlay

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(*, deprecated, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    @inlinable public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { fatalError() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(*, deprecated, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    @inlinable public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { fatalError() }

    @inlinable public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { fatalError() }
}

// MARK: - Clipping, masking and shape

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @inlinable public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { fatalError() }
    @inlinable public func clipped(antialiased: Bool = false) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(*, deprecated, message: "Use `clipShape` or `fill` instead.")
    @inlinable public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(*, deprecated, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @_disfavoredOverload
    @inlinable public func mask<Mask: View>(_ mask: Mask) -> some View { fatalError() }
    @inlinable public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ContentShapeKinds: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

// MARK: - Rendering effects

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @inlinable public func opacity(_ opacity: Double) -> some View { fatalError() }
    @inlinable public func compositingGroup() -> some View { fatalError() }
    @inlinable public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { fatalError() }
    @inlinable public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    @inlinable public func blur(radius: CGFloat, opaque: Bool = false) -> some View { fatalError() }
    @inlinable public func brightness(_ amount: Double) -> some View { fatalError() }
    @inlinable public func contrast(_ amount: Double) -> some View { fatalError() }
    @inlinable public func saturation(_ amount: Double) -> some View { fatalError() }
    @inlinable public func grayscale(_ amount: Double) -> some View { fatalError() }
    @inlinable public func hueRotation(_ angle: Angle) -> some View { fatalError() }
    @inlinable public func colorInvert() -> some View { fatalError() }
    @inlinable public func blendMode(_ blendMode: BlendMode) -> some View { fatalError() }
    @inlinable public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { fatalError() }
    @inlinable public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { fatalError() }
    @inlinable public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { fatalError() }
    @inlinable public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { fatalError() }
    @inlinable public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { fatalError() }
    @inlinable public func hidden() -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol VisualEffect: Sendable, Animatable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension VisualEffect {
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { EmptyVisualEffect() }
    public func offset(_ offset: CGSize) -> some VisualEffect { EmptyVisualEffect() }
    public func opacity(_ opacity: Double) -> some VisualEffect { EmptyVisualEffect() }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { EmptyVisualEffect() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { EmptyVisualEffect() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { EmptyVisualEffect() }
}

// MARK: - Redaction

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let privacy = RedactionReasons(rawValue: 2)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension View {
    public func redacted(reason: RedactionReasons) -> some View { fatalError() }
    public func unredacted() -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func privacySensitive(_ sensitive: Bool = true) -> some View { fatalError() }
}

// MARK: - Interaction state

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @inlinable public func disabled(_ disabled: Bool) -> some View { fatalError() }
    @inlinable public func allowsHitTesting(_ enabled: Bool) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func controlSize(_ controlSize: ControlSize) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func headerProminence(_ prominence: Prominence) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SensoryFeedback: Equatable, Sendable {
    public static let success = SensoryFeedback()
    public static let warning = SensoryFeedback()
    public static let error = SensoryFeedback()
    public static let selection = SensoryFeedback()
    public static let increase = SensoryFeedback()
    public static let decrease = SensoryFeedback()
    public static let start = SensoryFeedback()
    public static let stop = SensoryFeedback()
    public static let alignment = SensoryFeedback()
    public static let levelChange = SensoryFeedback()
    public static let impact = SensoryFeedback()
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { fatalError() }
    public struct Weight: Equatable, Sendable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }
}
