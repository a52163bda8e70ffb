// Gestures: the Gesture protocol, tap/long-press/drag/magnify/rotate gestures,
// gesture composition, and the gesture modifiers.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: Gesture {
    public typealias Value = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TapGesture {
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TapGesture: Gesture {
    public typealias Value = ()
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 14.0, watchOS 6.0, *)
public struct LongPressGesture {
    public var minimumDuration: Double
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 14.0, watchOS 6.0, *)
extension LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
public struct DragGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { fatalError() }
        public var velocity: CGSize { fatalError() }
        public var predictedEndLocation: CGPoint { fatalError() }
        public var predictedEndTranslation: CGSize { fatalError() }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
extension DragGesture: Gesture {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct MagnifyGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    nonisolated public var minimumScaleDelta: CGFloat { fatalError() }
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension MagnifyGesture: Gesture {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
    nonisolated public var minimumScaleDelta: CGFloat { fatalError() }
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) { fatalError() }
}


@available(iOS 17.0, macOS 14.0, *)
public struct RotateGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension RotateGesture: Gesture {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct SimultaneousGesture<First: Gesture, Second: Gesture> {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SimultaneousGesture: Gesture {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct SequenceGesture<First: Gesture, Second: Gesture> {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SequenceGesture: Gesture {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ExclusiveGesture<First: Gesture, Second: Gesture> {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ExclusiveGesture: Gesture {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _EndedGesture<Content: Gesture> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _EndedGesture: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ChangedGesture<Content: Gesture> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ChangedGesture: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GestureStateGesture<Base: Gesture, State> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GestureStateGesture: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension Gesture {
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> { fatalError() }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { fatalError() }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { fatalError() }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension Gesture where Self.Value: Equatable {
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { fatalError() }
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { fatalError() }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { fatalError() }
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { fatalError() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View { fatalError() }
    @available(tvOS, unavailable)
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View { fatalError() }
    @available(iOS 13.4, macOS 10.15, *)
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { fatalError() }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "RotateGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "RotateGesture")
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
    nonisolated public var minimumAngleDelta: Angle { fatalError() }
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) { fatalError() }
}

