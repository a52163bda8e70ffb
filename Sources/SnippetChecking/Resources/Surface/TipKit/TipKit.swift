// TipKit basics: the Tip protocol, Tips.configure, events, parameters, rules and
// options, TipView and the popoverTip modifier.

import Foundation
import SwiftUI

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum Tips {
    public static func configure(_ configuration: [Tips.ConfigurationOption] = []) throws {}
    public static func resetDatastore() throws {}
    public static func showAllTipsForTesting() {}
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    public static func hideAllTipsForTesting() {}
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

    public struct ConfigurationOption: Sendable {
        public static func displayFrequency(_ displayFrequency: DisplayFrequency) -> ConfigurationOption { fatalError() }
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { fatalError() }
        public struct DisplayFrequency: Sendable {
            public static var immediate: DisplayFrequency { fatalError() }
            public static var hourly: DisplayFrequency { fatalError() }
            public static var daily: DisplayFrequency { fatalError() }
            public static var weekly: DisplayFrequency { fatalError() }
            public static var monthly: DisplayFrequency { fatalError() }
        }
        public struct DatastoreLocation: Sendable {
            public static var applicationDefault: DatastoreLocation { fatalError() }
            public static func url(_ url: URL) -> DatastoreLocation { fatalError() }
            public static func groupContainer(identifier: String) -> DatastoreLocation { fatalError() }
        }
    }

    public struct Action: Identifiable, Sendable {
        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {}
        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {}
        public var id: String { fatalError() }
        public var index: Int? { fatalError() }
    }

    public enum InvalidationReason: Sendable {
        case actionPerformed, displayCountExceeded, tipClosed
    }

    public enum Status: Equatable, Sendable {
        case pending, available
        case invalidated(InvalidationReason)
    }

    public struct Event: Identifiable, Sendable {
        public struct Donation: Sendable {
            public var date: Date { fatalError() }
        }
        public init(id: String) {}
        public var id: String { fatalError() }
        public var donations: [Donation] { fatalError() }
        public func donate() async {}
        public func sendDonation() {}
    }

    /// `@Parameter static var isSignedIn = false`: a persisted value tips' rules read.
    @propertyWrapper
    public struct Parameter<Value: Codable & Sendable>: Sendable {
        public init(wrappedValue: Value) {}
        public init(wrappedValue: Value, _ options: ParameterOption...) {}
        public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
        public var projectedValue: Tips.Parameter<Value> { self }
    }

    public struct ParameterOption: Sendable {
        public static var transient: ParameterOption { fatalError() }
    }

    public struct Rule: Sendable {
        public init<Value>(_ parameter: Tips.Parameter<Value>, _ predicate: @escaping @Sendable (Value) -> Bool) {}
        public init(_ event: Tips.Event, _ predicate: @escaping @Sendable (Tips.Event) -> Bool) {}
    }

    public struct MaxDisplayCount: TipOption {
        public init(_ count: Int) {}
    }

    public struct IgnoresDisplayFrequency: TipOption {
        public init(_ ignoresDisplayFrequency: Bool) {}
    }
}


@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol TipOption: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol Tip: Identifiable, Sendable {
    typealias Action = Tips.Action
    typealias Rule = Tips.Rule
    typealias Event = Tips.Event
    typealias Option = TipOption
    typealias MaxDisplayCount = Tips.MaxDisplayCount
    typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
    /// `@Parameter static var seen = false` inside a tip (a macro on Apple platforms).
    typealias Parameter<Value: Codable & Sendable> = Tips.Parameter<Value>
    var id: String { get }
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var actions: [Action] { get }
    var rules: [Rule] { get }
    var options: [any TipOption] { get }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Tip {
    public var id: String { fatalError() }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Action] { [] }
    public var rules: [Rule] { [] }
    public var options: [any TipOption] { [] }
    public var shouldDisplay: Bool { fatalError() }
    public var status: Tips.Status { fatalError() }
    public func invalidate(reason: Tips.InvalidationReason) {}
    public var statusUpdates: AsyncStream<Tips.Status> { fatalError() }
    public var shouldDisplayUpdates: AsyncStream<Bool> { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct TipView<Content: Tip>: View {
    public typealias Body = Never
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {}
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public final class TipGroup: Observable {
    public enum Priority: Sendable { case firstAvailable, ordered }
    public init(_ priority: Priority = .firstAvailable, @TipGroupBuilder _ tips: () -> [any Tip]) {}
    public var currentTip: (any Tip)? { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
@resultBuilder
public struct TipGroupBuilder {
    public static func buildExpression(_ tip: any Tip) -> [any Tip] { [tip] }
    public static func buildBlock(_ tips: [any Tip]...) -> [any Tip] { tips.flatMap { $0 } }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension View {
    public func popoverTip(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View { self }
    public func tipBackground(_ style: some ShapeStyle) -> some View { self }
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func tipImageSize(_ size: CGSize) -> some View { self }
}
