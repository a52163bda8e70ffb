// Forms, preferences, hover/focus effects and other containers that do not
// fit elsewhere.

// MARK: - Form

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Form<Content: View> {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Form: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public protocol FormStyle {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public struct AutomaticFormStyle: FormStyle { public init() {} }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public struct ColumnsFormStyle: FormStyle { public init() {} }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public struct GroupedFormStyle: FormStyle { public init() {} }

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { fatalError() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { fatalError() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { fatalError() } }

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated extension View {
    public func formStyle<S: FormStyle>(_ style: S) -> some View { fatalError() }
}

// MARK: - Preferences

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @inlinable public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { fatalError() }
    @inlinable public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void) -> some View where K.Value: Equatable { fatalError() }
    @inlinable public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View { fatalError() }
    @inlinable public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View { fatalError() }
    @inlinable public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View { fatalError() }
}

// MARK: - Hover and focus effects

@available(iOS 13.4, tvOS 16.0, *)
@available(macOS, unavailable)
public struct HoverEffect: Sendable {
    public static let automatic = HoverEffect()
    public static let highlight = HoverEffect()
    public static let lift = HoverEffect()
}

@available(iOS 13.4, tvOS 16.0, *)
@available(macOS, unavailable)
nonisolated extension View {
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { fatalError() }
}

// MARK: - Drag and drop

@available(iOS 16.0, macOS 13.0, *)
nonisolated extension View {
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { fatalError() }
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { fatalError() }
}

// MARK: - Images and rendering

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
final public class ImageRenderer<Content: View>: ObservableObject {
    public init(content view: Content) { fatalError() }
    public var content: Content { get { fatalError() } set { fatalError() } }
    public var scale: CGFloat { get { fatalError() } set { fatalError() } }
    public var proposedSize: ProposedViewSize { get { fatalError() } set { fatalError() } }
    public var cgImage: CGImage? { fatalError() }
    public var uiImage: UIImage? { fatalError() }
    public var nsImage: NSImage? { fatalError() }
}

// MARK: - Time-driven views

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    public struct Context {
        public let date: Date
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) { fatalError() }
}

/// The context that `TimelineView` passes to its content.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule {
    public init(from startDate: Date, by interval: TimeInterval) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { fatalError() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { fatalError() }
}
