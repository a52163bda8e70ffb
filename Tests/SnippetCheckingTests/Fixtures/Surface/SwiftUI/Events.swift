import Foundation

// Publishers, for examples that react to one with `onReceive`.
public protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {}

// Subscribing to one, and keeping the subscription.
public final class AnyCancellable: Hashable {
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) {}
    public func store(in set: inout Set<AnyCancellable>) {}
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { fatalError() }
}

extension View {
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { self }
}

public struct Image: View {
    public init(_ name: String) { fatalError() }
    public func resizable() -> Image { self }
    public var body: Never { fatalError() }
}

// Observing a value, choosing one of tagged values, and dragging one as data.
extension View {
    public func onChange<V: Equatable>(of value: V, _ action: @escaping (V, V) -> Void) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func draggable<T: Transferable>(_ payload: T) -> some View { self }
}

public struct Picker<SelectionValue: Hashable, Content: View>: View {
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
}

@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
}

public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {}
}

public struct TextRepresentation: TransferRepresentation {
    public typealias Item = String
}

extension String: Transferable {
    public static var transferRepresentation: TextRepresentation { TextRepresentation() }
}
