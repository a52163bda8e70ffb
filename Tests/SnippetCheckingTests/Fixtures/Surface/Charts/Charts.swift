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
}

public struct Chart<Content: ChartContent>: View {
    public init(@ChartContentBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
