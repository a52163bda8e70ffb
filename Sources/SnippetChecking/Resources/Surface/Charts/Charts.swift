// Swift Charts API surface for Handbook: declarations only, bodies `fatalError()`.
// Chart, the marks, PlottableValue/Plottable, ChartContentBuilder, axes, scales,
// legends and the chart modifiers commonly used with them.

import SwiftUI

// MARK: - Chart content

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Self.Body { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Never: ChartContent {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content { content }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct EmptyChartContent: ChartContent {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct TupleChartContent<T> {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension TupleChartContent: ChartContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension _ConditionalContent: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ForEach where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

// MARK: - Plottable values

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Plottable {
    associatedtype PrimitivePlottable
    var primitivePlottable: Self.PrimitivePlottable { get }
    init?(primitivePlottable: Self.PrimitivePlottable)
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension String: Plottable {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Date: Plottable {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Int: Plottable {
    public var primitivePlottable: Int { self }
    public init?(primitivePlottable: Int) { self = primitivePlottable }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Double: Plottable {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Float: Plottable {
    public var primitivePlottable: Float { self }
    public init?(primitivePlottable: Float) { self = primitivePlottable }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension CGFloat: Plottable {
    public var primitivePlottable: CGFloat { self }
    public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Decimal: Plottable {
    public var primitivePlottable: Decimal { self }
    public init?(primitivePlottable: Decimal) { self = primitivePlottable }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PlottableValue<Value: Plottable> {
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { fatalError() }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { fatalError() }
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension PlottableValue where Value == Date {
    public static func value(_ labelKey: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public static var automatic: MarkDimension { fatalError() }
    public static func fixed(_ value: CGFloat) -> MarkDimension { fatalError() }
    public static func inset(_ value: CGFloat) -> MarkDimension { fatalError() }
    public static func ratio(_ value: CGFloat) -> MarkDimension { fatalError() }
    public init(floatLiteral value: Double) { fatalError() }
    public init(integerLiteral value: Int) { fatalError() }
}

// MARK: - Marks

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct BarMark {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) { fatalError() }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) { fatalError() }
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) { fatalError() }
    public init<Y: Plottable>(y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LineMark {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PointMark {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
    public init<X: Plottable>(x: PlottableValue<X>) { fatalError() }
    public init<Y: Plottable>(y: PlottableValue<Y>) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AreaMark {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) { fatalError() }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct RuleMark {
    public init<X: Plottable>(x: PlottableValue<X>) { fatalError() }
    public init<Y: Plottable>(y: PlottableValue<Y>) { fatalError() }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) { fatalError() }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct RectangleMark {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) { fatalError() }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SectorMark {
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension BarMark: ChartContent { public typealias Body = Never; public var body: Never { fatalError() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LineMark: ChartContent { public typealias Body = Never; public var body: Never { fatalError() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension PointMark: ChartContent { public typealias Body = Never; public var body: Never { fatalError() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension AreaMark: ChartContent { public typealias Body = Never; public var body: Never { fatalError() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension RuleMark: ChartContent { public typealias Body = Never; public var body: Never { fatalError() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension RectangleMark: ChartContent { public typealias Body = Never; public var body: Never { fatalError() } }
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SectorMark: ChartContent { public typealias Body = Never; public var body: Never { fatalError() } }

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct MarkStackingMethod: Equatable, Sendable {
    public static var standard: MarkStackingMethod { fatalError() }
    public static var normalized: MarkStackingMethod { fatalError() }
    public static var center: MarkStackingMethod { fatalError() }
    public static var unstacked: MarkStackingMethod { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct InterpolationMethod: Equatable, Sendable {
    public static var linear: InterpolationMethod { fatalError() }
    public static var monotone: InterpolationMethod { fatalError() }
    public static var catmullRom: InterpolationMethod { fatalError() }
    public static var cardinal: InterpolationMethod { fatalError() }
    public static var stepStart: InterpolationMethod { fatalError() }
    public static var stepCenter: InterpolationMethod { fatalError() }
    public static var stepEnd: InterpolationMethod { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct BasicChartSymbolShape: Shape {
    public static var circle: BasicChartSymbolShape { fatalError() }
    public static var square: BasicChartSymbolShape { fatalError() }
    public static var triangle: BasicChartSymbolShape { fatalError() }
    public static var diamond: BasicChartSymbolShape { fatalError() }
    public static var pentagon: BasicChartSymbolShape { fatalError() }
    public static var plus: BasicChartSymbolShape { fatalError() }
    public static var cross: BasicChartSymbolShape { fatalError() }
    public static var asterisk: BasicChartSymbolShape { fatalError() }
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnnotationPosition: Sendable {
    public static var automatic: AnnotationPosition { fatalError() }
    public static var overlay: AnnotationPosition { fatalError() }
    public static var top: AnnotationPosition { fatalError() }
    public static var bottom: AnnotationPosition { fatalError() }
    public static var leading: AnnotationPosition { fatalError() }
    public static var trailing: AnnotationPosition { fatalError() }
}

/// The concrete type behind `some ChartContent` results of chart content modifiers.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _ChartContentModifierStandIn: ChartContent {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated extension ChartContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { _ChartContentModifierStandIn() }
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { _ChartContentModifierStandIn() }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { _ChartContentModifierStandIn() }
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent { _ChartContentModifierStandIn() }
    public func symbolSize(_ size: CGFloat) -> some ChartContent { _ChartContentModifierStandIn() }
    public func symbolSize(_ size: CGSize) -> some ChartContent { _ChartContentModifierStandIn() }
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { _ChartContentModifierStandIn() }
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { _ChartContentModifierStandIn() }
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { _ChartContentModifierStandIn() }
    public func opacity(_ value: Double) -> some ChartContent { _ChartContentModifierStandIn() }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent { _ChartContentModifierStandIn() }
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent { _ChartContentModifierStandIn() }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent { _ChartContentModifierStandIn() }
    public func accessibilityLabel(_ label: Text) -> some ChartContent { _ChartContentModifierStandIn() }
    public func accessibilityValue(_ value: Text) -> some ChartContent { _ChartContentModifierStandIn() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol ChartSymbolShape: Shape {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension BasicChartSymbolShape: ChartSymbolShape {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { fatalError() }
    public static var square: BasicChartSymbolShape { fatalError() }
    public static var triangle: BasicChartSymbolShape { fatalError() }
    public static var diamond: BasicChartSymbolShape { fatalError() }
    public static var pentagon: BasicChartSymbolShape { fatalError() }
    public static var plus: BasicChartSymbolShape { fatalError() }
    public static var cross: BasicChartSymbolShape { fatalError() }
    public static var asterisk: BasicChartSymbolShape { fatalError() }
}

// MARK: - Chart

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct Chart<Content: View> {
    public init<C: ChartContent>(@ChartContentBuilder content: () -> C) where Content == _ChartContentView<C> { fatalError() }
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == _ChartContentView<ForEach<Data, Data.Element.ID, C>>, Data.Element: Identifiable { fatalError() }
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == _ChartContentView<ForEach<Data, ID, C>> { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Chart: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _ChartContentView<Content: ChartContent>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Axes

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public protocol AxisContent {
    associatedtype Body: AxisContent
    @AxisContentBuilder var body: Self.Body { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Never: AxisContent {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder
public struct AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: AxisContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> _TupleAxisContent<(repeat each Content)> { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _TupleAxisContent<T> {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension _TupleAxisContent: AxisContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisMarkValues: Sendable {
    public static var automatic: AxisMarkValues { fatalError() }
    public static func automatic(desiredCount: Int? = nil) -> AxisMarkValues { fatalError() }
    public static func stride(by stepSize: Double) -> AxisMarkValues { fatalError() }
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisMarkPosition: Sendable {
    public static var automatic: AxisMarkPosition { fatalError() }
    public static var leading: AxisMarkPosition { fatalError() }
    public static var trailing: AxisMarkPosition { fatalError() }
    public static var top: AxisMarkPosition { fatalError() }
    public static var bottom: AxisMarkPosition { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisValue {
    public var index: Int { fatalError() }
    public var count: Int { fatalError() }
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisMarks<Content: AxisContent> {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) where Content == _TupleAxisContent<()> { fatalError() }
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisContentBuilder content: @escaping (AxisValue) -> Content) { fatalError() }
    public init<Values: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Values], @AxisContentBuilder content: @escaping (AxisValue) -> Content) { fatalError() }
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisContentBuilder content: @escaping () -> Content) { fatalError() }
    public init<Values: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Values], @AxisContentBuilder content: @escaping () -> Content) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension AxisMarks: AxisContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisMarkPreset: Sendable {
    public static var automatic: AxisMarkPreset { fatalError() }
    public static var extended: AxisMarkPreset { fatalError() }
    public static var aligned: AxisMarkPreset { fatalError() }
    public static var inset: AxisMarkPreset { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisGridLine: AxisContent {
    public typealias Body = Never
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisTick: AxisContent {
    public typealias Body = Never
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) { fatalError() }
    public init(centered: Bool? = nil, length: AxisTick.Length = .automatic, stroke: StrokeStyle? = nil) { fatalError() }
    public var body: Never { fatalError() }

    /// How far a tick reaches: automatically, to its label, or to the axis's longest label.
    public struct Length: Sendable {
        public static var automatic: AxisTick.Length { fatalError() }
        public static var label: AxisTick.Length { fatalError() }
        public static var longestLabel: AxisTick.Length { fatalError() }
        public static func label(extendPastBy: CGFloat = 0) -> AxisTick.Length { fatalError() }
        public static func longestLabel(extendPastBy: CGFloat = 0) -> AxisTick.Length { fatalError() }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisValueLabel: AxisContent {
    public typealias Body = Never
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) { fatalError() }
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) where F.FormatOutput == String { fatalError() }
    public init<C: View>(centered: Bool? = nil, @ViewBuilder content: () -> C) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisValueLabelCollisionResolution: Sendable {
    public static var automatic: AxisValueLabelCollisionResolution { fatalError() }
    public static var greedy: AxisValueLabelCollisionResolution { fatalError() }
    public static var truncate: AxisValueLabelCollisionResolution { fatalError() }
    public static var disabled: AxisValueLabelCollisionResolution { fatalError() }
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisValueLabelOrientation: Sendable {
    public static var automatic: AxisValueLabelOrientation { fatalError() }
    public static var horizontal: AxisValueLabelOrientation { fatalError() }
    public static var vertical: AxisValueLabelOrientation { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScaleDomain: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated extension View {
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { fatalError() }
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { fatalError() }
    public func chartXAxis(_ visibility: Visibility) -> some View { fatalError() }
    public func chartYAxis(_ visibility: Visibility) -> some View { fatalError() }
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { fatalError() }
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { fatalError() }
    public func chartXScale<Domain: ChartScaleDomain>(domain: Domain) -> some View { fatalError() }
    public func chartYScale<Domain: ChartScaleDomain>(domain: Domain) -> some View { fatalError() }
    public func chartLegend(_ visibility: Visibility) -> some View { fatalError() }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { fatalError() }
    public func chartForegroundStyleScale<Domain: Plottable & Hashable, S: ShapeStyle>(_ mapping: KeyValuePairs<Domain, S>) -> some View { fatalError() }
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View where Domain.Element: Plottable { fatalError() }
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View { fatalError() }
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View { fatalError() }
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol ChartScaleDomain {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ClosedRange: ChartScaleDomain where Bound: Plottable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Array: ChartScaleDomain where Element: Plottable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ChartPlotContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ChartProxy {
    public func value<P: Plottable>(atX x: CGFloat, as: P.Type = P.self) -> P? { fatalError() }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { fatalError() }
    public var plotSize: CGSize { fatalError() }
}

// MARK: - Selection, scrolling, vectorized plots (iOS 17–18) and 3D charts (iOS 26)

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension View {
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { fatalError() }
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { fatalError() }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { fatalError() }
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { fatalError() }
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { fatalError() }
    public func chartXVisibleDomain<P: Numeric & Plottable>(length: P) -> some View { fatalError() }
    public func chartYVisibleDomain<P: Numeric & Plottable>(length: P) -> some View { fatalError() }
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { fatalError() }
    public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ChartProxy {
    public var plotFrame: Anchor<CGRect>? { fatalError() }
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as: (X, Y).Type = (X, Y).self) -> (X, Y)? { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct LinePlot: ChartContent {
    public typealias Body = Never
    nonisolated public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: KeyPath<Data.Element, X>, y: KeyPath<Data.Element, Y>) {}
    nonisolated public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x xLabel: LocalizedStringKey, _ xPath: KeyPath<Data.Element, X>, y yLabel: LocalizedStringKey, _ yPath: KeyPath<Data.Element, Y>) {}
    nonisolated public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {}
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct AreaPlot: ChartContent {
    public typealias Body = Never
    nonisolated public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: KeyPath<Data.Element, X>, y: KeyPath<Data.Element, Y>) {}
    nonisolated public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {}
    nonisolated public init(x: LocalizedStringKey, yStart: LocalizedStringKey, yEnd: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> (yStart: Double, yEnd: Double)) {}
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct BarPlot: ChartContent {
    public typealias Body = Never
    nonisolated public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: KeyPath<Data.Element, X>, y: KeyPath<Data.Element, Y>) {}
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct PointPlot: ChartContent {
    public typealias Body = Never
    nonisolated public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: KeyPath<Data.Element, X>, y: KeyPath<Data.Element, Y>) {}
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct RulePlot: ChartContent {
    public typealias Body = Never
    nonisolated public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, x: KeyPath<Data.Element, X>) {}
    nonisolated public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, y: KeyPath<Data.Element, Y>) {}
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct SectorPlot: ChartContent {
    public typealias Body = Never
    nonisolated public init<Data: RandomAccessCollection, V: Plottable>(_ data: Data, angle: KeyPath<Data.Element, V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension PointMark {
    public init<X: Plottable, Y: Plottable, Z: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, z: PlottableValue<Z>) { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct SurfacePlot: ChartContent {
    public typealias Body = Never
    nonisolated public init(x: LocalizedStringKey, y: LocalizedStringKey, z: LocalizedStringKey, function: @escaping (Double, Double) -> Double) {}
    public var body: Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct Chart3D<Content: ChartContent> {
    public init(@ChartContentBuilder content: () -> Content) { fatalError() }
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension Chart3D: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct Chart3DPose: Equatable, Sendable {
    public init(azimuth: Angle, inclination: Angle) {}
    public static var `default`: Chart3DPose { fatalError() }
    public static var front: Chart3DPose { fatalError() }
    public static var back: Chart3DPose { fatalError() }
    public static var top: Chart3DPose { fatalError() }
    public static var leading: Chart3DPose { fatalError() }
    public static var trailing: Chart3DPose { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
nonisolated extension View {
    public func chart3DPose(_ pose: Binding<Chart3DPose>) -> some View { fatalError() }
    public func chart3DPose(_ pose: Chart3DPose) -> some View { fatalError() }
    public func chartZScale<Domain: ChartScaleDomain>(domain: Domain) -> some View { fatalError() }
    public func chartZAxis(_ visibility: Visibility) -> some View { fatalError() }
    public func chartZAxisLabel(_ label: LocalizedStringKey) -> some View { fatalError() }
    public func chart3DCameraProjection(_ projection: Chart3DCameraProjection = .automatic) -> some View { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct Chart3DCameraProjection: Hashable, Sendable {
    public static var automatic: Chart3DCameraProjection { fatalError() }
    public static var orthographic: Chart3DCameraProjection { fatalError() }
    public static var perspective: Chart3DCameraProjection { fatalError() }
}
