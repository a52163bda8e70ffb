// Declarations third-party handbooks use next to the issue-19 families: the
// length-closure containerRelativeFrame, animation completions on a transaction,
// AnimatableValues (iOS 26), scrollExtensionMode (iOS 26), the scroll view coordinate
// space, resetFocus and more accessibility environment values, _printChanges, and
// Darwin Foundation's security-scoped URL access.

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

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static var scrollView: NamedCoordinateSpace { fatalError() }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { fatalError() }
}

@available(iOS 14.0, macOS 12.0, tvOS 14.0, watchOS 7.0, *)
public struct ResetFocusAction {
    public func callAsFunction(in namespace: Namespace.ID) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    @available(iOS 14.0, macOS 12.0, tvOS 14.0, watchOS 7.0, *)
    public var resetFocus: ResetFocusAction { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var accessibilityShowButtonShapes: Bool { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var accessibilityVoiceOverEnabled: Bool { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var accessibilitySwitchControlEnabled: Bool { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var accessibilityLargeContentViewerEnabled: Bool { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var accessibilityPrefersCrossFadeTransitions: Bool { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Prints what made the view's body re-evaluate (a debugging aid, underscored by Apple).
    public static func _printChanges() {}
    @available(iOS 17.1, macOS 14.1, tvOS 17.1, watchOS 10.1, *)
    public static func _logChanges() {}
}
