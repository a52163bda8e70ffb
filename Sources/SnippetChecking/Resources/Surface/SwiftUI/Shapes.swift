// Shapes: the Shape protocol, Path, the built-in shapes and their static
// members (`.rect(cornerRadius:)`, `.circle`, `.capsule`), fills and strokes.

// MARK: - Shape

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View {
    nonisolated func path(in rect: CGRect) -> Path
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated static var role: ShapeRole { get }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    nonisolated public static var role: ShapeRole { .fill }
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self.Body == _ShapeView<Self, ForegroundStyle> {
    public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public enum ShapeRole: Equatable, Hashable, Sendable {
    case fill, stroke, separator
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed, mirrors
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ShapeView<Content: Shape, Style: ShapeStyle> {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ShapeView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) { fatalError() }
}

/// Core Graphics line caps, as used by `StrokeStyle`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// Core Graphics line joins, as used by `StrokeStyle`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    public func stroke(style: StrokeStyle) -> some Shape { Rectangle() }
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { Rectangle() }
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { Rectangle() }
    public func offset(_ offset: CGSize) -> some Shape { Rectangle() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { Rectangle() }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { Rectangle() }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { Rectangle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    // The iOS 17 SDK declarations; earlier SDKs had the same calls without
    // `antialiased:` and with a `.foreground` default only from iOS 17.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> { fatalError() }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View { fatalError() }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View { fatalError() }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View { fatalError() }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { fatalError() }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { fatalError() }
}

// MARK: - Path

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Path: Shape, Equatable {
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Path, ForegroundStyle>
    public init() { fatalError() }
    public init(_ rect: CGRect) { fatalError() }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(ellipseIn rect: CGRect) { fatalError() }
    public init(_ callback: (inout Path) -> ()) { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public var boundingRect: CGRect { fatalError() }
    public func path(in _: CGRect) -> Path { fatalError() }
    public mutating func move(to end: CGPoint) { fatalError() }
    public mutating func addLine(to end: CGPoint) { fatalError() }
    public mutating func addLines(_ lines: [CGPoint]) { fatalError() }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { fatalError() }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { fatalError() }
    public mutating func addRect(_ rect: CGRect) { fatalError() }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    public mutating func addEllipse(in rect: CGRect) { fatalError() }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) { fatalError() }
    public mutating func addPath(_ path: Path) { fatalError() }
    public mutating func closeSubpath() { fatalError() }
    nonisolated public static func == (a: Path, b: Path) -> Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular
    case continuous
}

// MARK: - Built-in shapes

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Rectangle: InsettableShape {
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Rectangle, ForegroundStyle>
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Rectangle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct RoundedRectangle: InsettableShape {
    public typealias Body = _ShapeView<RoundedRectangle, ForegroundStyle>
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    @inlinable public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> RoundedRectangle { fatalError() }
    nonisolated public var animatableData: CGSize.AnimatableData { get { fatalError() } set { fatalError() } }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<UnevenRoundedRectangle, ForegroundStyle>
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    @inlinable public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { self.cornerRadii = cornerRadii; self.style = style }
    @inlinable public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Circle: InsettableShape {
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Circle, ForegroundStyle>
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Circle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Ellipse: InsettableShape {
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Ellipse, ForegroundStyle>
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Ellipse { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Capsule: InsettableShape {
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<Capsule, ForegroundStyle>
    public var style: RoundedCornerStyle
    @inlinable public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in r: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> Capsule { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen nonisolated public struct ContainerRelativeShape: InsettableShape {
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<ContainerRelativeShape, ForegroundStyle>
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen nonisolated public struct AnyShape: Shape {
    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = _ShapeView<AnyShape, ForegroundStyle>
    public init<S: Shape>(_ shape: S) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

extension CGSize {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
}

// MARK: - Static members

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { fatalError() }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle { fatalError() }
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == Circle {
    public static var circle: Circle { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == Capsule {
    public static var capsule: Capsule { fatalError() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { fatalError() }
}
