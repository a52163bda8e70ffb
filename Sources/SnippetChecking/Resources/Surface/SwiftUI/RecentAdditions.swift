// Declarations third-party handbooks use next to the issue-19 families: the
// length-closure containerRelativeFrame, animation completions on a transaction,
// AnimatableValues (iOS 26), scrollExtensionMode (iOS 26), and Darwin Foundation's
// security-scoped URL access.

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
