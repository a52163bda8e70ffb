// Combine API surface for Handbook: declarations only, bodies `fatalError()`.
// Covers what SwiftUI examples use beside SwiftUI: ObservableObject, @Published,
// publishers, subjects, subscribers and cancellation.

import Foundation

// MARK: - Core protocols

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where Self.Failure == S.Failure, Self.Output == S.Input
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    public init() { fatalError() }
    public init(_ obj: AnyObject) { fatalError() }
    public var description: String { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Cancellable {
    func cancel()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Self.Output)
    func send(completion: Subscribers.Completion<Self.Failure>)
    func send(subscription: any Subscription)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subject where Self.Output == Void {
    public func send() { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    var now: Self.SchedulerTimeType { get }
    var minimumTolerance: Self.SchedulerTimeType.Stride { get }
    func schedule(options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

// MARK: - Subscribers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Subscribers {
    public struct Demand: Equatable, Comparable, Hashable, Sendable {
        public static let unlimited: Subscribers.Demand = { fatalError() }()
        public static let none: Subscribers.Demand = { fatalError() }()
        public static func max(_ value: Int) -> Subscribers.Demand { fatalError() }
        public static func < (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Bool { fatalError() }
    }

    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    final public class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) { fatalError() }
        public var combineIdentifier: CombineIdentifier { fatalError() }
        public func receive(subscription: any Subscription) { fatalError() }
        public func receive(_ value: Input) -> Subscribers.Demand { fatalError() }
        public func receive(completion: Subscribers.Completion<Failure>) { fatalError() }
        public func cancel() { fatalError() }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: Equatable where Failure: Equatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: Sendable where Failure: Sendable {}

// MARK: - Cancellation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) { fatalError() }
    public init<C: Cancellable>(_ canceller: C) { fatalError() }
    final public func cancel() { fatalError() }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
    final public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyCancellable {
    final public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { fatalError() }
    final public func store(in set: inout Set<AnyCancellable>) { fatalError() }
}

// MARK: - ObservableObject and @Published

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() { fatalError() }
    final public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Void { fatalError() }
    final public func send() { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never { fatalError() }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Published: @unchecked Sendable where Value: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Self.Failure == Never {
    public func assign(to published: inout Published<Self.Output>.Publisher) { fatalError() }
}

// MARK: - Concrete publishers and subjects

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, Publisher {
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure { fatalError() }
    public var description: String { fatalError() }
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { fatalError() }
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public init(completeImmediately: Bool = true) { fatalError() }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) { fatalError() }
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure { fatalError() }
    public static func == (lhs: Empty<Output, Failure>, rhs: Empty<Output, Failure>) -> Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Fail<Output, Failure: Error>: Publisher {
    public init(error: Failure) { fatalError() }
    public init(outputType: Output.Type, failure: Failure) { fatalError() }
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class PassthroughSubject<Output, Failure: Error>: Subject {
    public init() { fatalError() }
    final public func send(subscription: any Subscription) { fatalError() }
    final public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure { fatalError() }
    final public func send(_ input: Output) { fatalError() }
    final public func send(completion: Subscribers.Completion<Failure>) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class CurrentValueSubject<Output, Failure: Error>: Subject {
    final public var value: Output { get { fatalError() } set { fatalError() } }
    public init(_ value: Output) { fatalError() }
    final public func send(subscription: any Subscription) { fatalError() }
    final public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure { fatalError() }
    final public func send(_ input: Output) { fatalError() }
    final public func send(completion: Subscribers.Completion<Failure>) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Upstream.Failure { fatalError() }
    }
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure { fatalError() }
    }
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }
    public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, S.Input == (A.Output, B.Output) { fatalError() }
    }
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, B.Output == S.Input { fatalError() }
    }
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input { fatalError() }
    }
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never { fatalError() }
    }
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure { fatalError() }
    }
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public init(sequence: Elements) { fatalError() }
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Elements.Element == S.Input { fatalError() }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { fatalError() }
}

// MARK: - Operators

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Self.Failure>) -> Void, receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable { fatalError() }
    public func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T> { fatalError() }
    public func filter(_ isIncluded: @escaping (Self.Output) -> Bool) -> Publishers.Filter<Self> { fatalError() }
    public func compactMap<T>(_ transform: @escaping (Self.Output) -> T?) -> Publishers.CompactMap<Self, T> { fatalError() }
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> { fatalError() }
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> { fatalError() }
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> { fatalError() }
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> { fatalError() }
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> { fatalError() }
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Self.Failure == P.Failure { fatalError() }
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Self.Failure == P.Failure, Self.Output == P.Output { fatalError() }
    public func `catch`<P: Publisher>(_ handler: @escaping (Self.Failure) -> P) -> Publishers.Catch<Self, P> where Self.Output == P.Output { fatalError() }
    public func replaceError(with output: Self.Output) -> Publishers.ReplaceError<Self> { fatalError() }
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P) -> Publishers.FlatMap<P, Self> where Self.Failure == P.Failure { fatalError() }
    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Self.Output) -> Void)? = nil, receiveCompletion: ((Subscribers.Completion<Self.Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> { fatalError() }
    public func subscribe<S: Subscriber>(_ subscriber: S) where Self.Failure == S.Failure, Self.Output == S.Input { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Failure == Never {
    public func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable { fatalError() }
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root) -> AnyCancellable { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Publisher where Self.Failure == Never {
    public var values: AsyncPublisher<Self> { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async -> P.Output? { fatalError() }
    }
    public init(_ publisher: P) { fatalError() }
    public func makeAsyncIterator() -> AsyncPublisher<P>.Iterator { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { fatalError() }
}

// MARK: - Foundation publishers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Timer {
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher { fatalError() }

    final public class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        final public func connect() -> any Cancellable { fatalError() }
        final public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date { fatalError() }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NotificationCenter {
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher { fatalError() }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Notification { fatalError() }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RunLoop: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var date: Date
        public init(_ date: Date) { fatalError() }
        public func distance(to other: RunLoop.SchedulerTimeType) -> RunLoop.SchedulerTimeType.Stride { fatalError() }
        public func advanced(by n: RunLoop.SchedulerTimeType.Stride) -> RunLoop.SchedulerTimeType { fatalError() }

        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible, Sendable {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval
            public var magnitude: TimeInterval
            public var timeInterval: TimeInterval { fatalError() }
            public init(integerLiteral value: TimeInterval) { fatalError() }
            public init(floatLiteral value: TimeInterval) { fatalError() }
            public init(_ timeInterval: TimeInterval) { fatalError() }
            public init?<T: BinaryInteger>(exactly source: T) { fatalError() }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { fatalError() }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func *= (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func += (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func -= (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func seconds(_ s: Int) -> Stride { fatalError() }
            public static func seconds(_ s: Double) -> Stride { fatalError() }
            public static func milliseconds(_ ms: Int) -> Stride { fatalError() }
            public static func microseconds(_ us: Int) -> Stride { fatalError() }
            public static func nanoseconds(_ ns: Int) -> Stride { fatalError() }
        }
    }

    public struct SchedulerOptions: Sendable {}

    public var now: RunLoop.SchedulerTimeType { fatalError() }
    public var minimumTolerance: RunLoop.SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DispatchQueue: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { fatalError() }
        public func distance(to other: DispatchQueue.SchedulerTimeType) -> DispatchQueue.SchedulerTimeType.Stride { fatalError() }
        public func advanced(by n: DispatchQueue.SchedulerTimeType.Stride) -> DispatchQueue.SchedulerTimeType { fatalError() }
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws { fatalError() }
        public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }

        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int
            public var magnitude: Int
            public var timeInterval: DispatchTimeInterval { fatalError() }
            public init(integerLiteral value: Int) { fatalError() }
            public init(floatLiteral value: Double) { fatalError() }
            public init(_ timeInterval: DispatchTimeInterval) { fatalError() }
            public init?<T: BinaryInteger>(exactly source: T) { fatalError() }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { fatalError() }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { fatalError() }
            public static func *= (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func += (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func -= (lhs: inout Stride, rhs: Stride) { fatalError() }
            public static func seconds(_ s: Int) -> Stride { fatalError() }
            public static func seconds(_ s: Double) -> Stride { fatalError() }
            public static func milliseconds(_ ms: Int) -> Stride { fatalError() }
            public static func microseconds(_ us: Int) -> Stride { fatalError() }
            public static func nanoseconds(_ ns: Int) -> Stride { fatalError() }
        }
    }

    public struct SchedulerOptions: Sendable {}

    public var now: DispatchQueue.SchedulerTimeType { fatalError() }
    public var minimumTolerance: DispatchQueue.SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
}
