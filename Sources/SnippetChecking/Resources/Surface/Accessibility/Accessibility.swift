// Accessibility (the framework): chart descriptors for audio graphs — AXChartDescriptor,
// AXNumericDataAxisDescriptor, AXCategoricalDataAxisDescriptor, AXDataSeriesDescriptor,
// AXDataPoint.

import Foundation

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol AXDataAxisDescriptor {
    var title: String { get set }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String) {}
    public var title: String { get { fatalError() } set {} }
    public var range: ClosedRange<Double> { get { fatalError() } set {} }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    public init(title: String, categoryOrder: [String]) {}
    public var title: String { get { fatalError() } set {} }
    public var categoryOrder: [String] { get { fatalError() } set {} }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public final class AXDataPoint {
    public init(x xValue: Double, y yValue: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {}
    public init(x xValue: String, y yValue: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AXDataPointValue {
    public init(number: Double) {}
    public init(category: String) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public final class AXDataSeriesDescriptor {
    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public final class AXChartDescriptor {
    public enum ContentDirection: Int, Sendable { case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise }
    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {}
    public var title: String? { get { fatalError() } set {} }
    public var summary: String? { get { fatalError() } set {} }
}
