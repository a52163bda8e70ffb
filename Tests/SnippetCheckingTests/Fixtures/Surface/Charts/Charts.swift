// A tiny Charts surface for SnippetChecking's tests: proves companion modules are built
// after the modules they import and imported only when an example uses them, and that
// marks are chart content, not views.
import SwiftUI

public protocol ChartContent {}

@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent { TupleChartContent() }
}

public struct TupleChartContent: ChartContent {}

public struct BarMark: ChartContent {
    public init() {}
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}

// Plotted values: numbers and text, not lists.
public protocol Plottable {}
extension String: Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}

public struct PlottableValue<Value: Plottable> {
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> { fatalError() }
}

public struct Chart<Content: ChartContent>: View {
    public init(@ChartContentBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
