// Axis content, for FragmentShapeTests: axis marks go inside `.chartXAxis { }`, their
// parts inside `AxisMarks { }`.
import SwiftUI

public protocol AxisContent {}

@resultBuilder
public struct AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> TupleAxisContent { TupleAxisContent() }
}

public struct TupleAxisContent: AxisContent {}

public struct AxisValue {}

public struct AxisMarkPosition: Sendable {
    public static let automatic = AxisMarkPosition()
    public static let leading = AxisMarkPosition()
    init() {}
}

public struct AxisMarks<Content: AxisContent>: AxisContent {
    public init(position: AxisMarkPosition = .automatic, @AxisContentBuilder content: @escaping (AxisValue) -> Content) { fatalError() }
}

public struct AxisGridLine: AxisContent {
    public init() {}
}

public struct AxisTick: AxisContent {
    public init(length: Double? = nil) {}
}

public struct AxisValueLabel: AxisContent {
    public init() {}
}

extension View {
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }
}
