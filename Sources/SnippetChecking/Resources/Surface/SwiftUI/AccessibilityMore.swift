// More accessibility: labeled pairs, rotors (AccessibilityRotorEntry and the rotor
// content builder), action variants, input labels, chart descriptors.

import Accessibility

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label, content
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    associatedtype Body: AccessibilityRotorContent
    @AccessibilityRotorContentBuilder var body: Self.Body { get }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Never: AccessibilityRotorContent {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct _AccessibilityRotorContentStandIn: AccessibilityRotorContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content) -> _AccessibilityRotorContentStandIn { fatalError() }
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> _AccessibilityRotorContentStandIn { fatalError() }
    public static func buildEither<T: AccessibilityRotorContent>(first: T) -> _AccessibilityRotorContentStandIn { fatalError() }
    public static func buildEither<F: AccessibilityRotorContent>(second: F) -> _AccessibilityRotorContentStandIn { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ForEach where Content: AccessibilityRotorContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ForEach where Content: AccessibilityRotorContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    public typealias Body = Never
    nonisolated public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    nonisolated public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    @_disfavoredOverload
    nonisolated public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    nonisolated public init(_ label: Text? = nil, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    nonisolated public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    @_disfavoredOverload
    nonisolated public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AccessibilitySystemRotor: Sendable {
    public static var links: AccessibilitySystemRotor { fatalError() }
    public static var headings: AccessibilitySystemRotor { fatalError() }
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { fatalError() }
    public static var boldText: AccessibilitySystemRotor { fatalError() }
    public static var images: AccessibilitySystemRotor { fatalError() }
    public static var lists: AccessibilitySystemRotor { fatalError() }
    public static var landmarks: AccessibilitySystemRotor { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated extension View {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { fatalError() }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { fatalError() }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { fatalError() }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { fatalError() }
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { fatalError() }
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { fatalError() }
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { fatalError() }
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { fatalError() }
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { fatalError() }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { fatalError() }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { fatalError() }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { fatalError() }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { fatalError() }
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AccessibilityZoomGestureAction {
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    public let direction: AccessibilityZoomGestureAction.Direction
    public let location: UnitPoint
}

/// SwiftUI's protocol for a chart's audio-graph description (it returns Accessibility's
/// AXChartDescriptor).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}
