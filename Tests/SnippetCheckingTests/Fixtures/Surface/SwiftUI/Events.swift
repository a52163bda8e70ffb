import Foundation

// Publishers, for examples that react to one with `onReceive`.
public protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {}

extension View {
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { self }
}

public struct Image: View {
    public init(_ name: String) { fatalError() }
    public func resizable() -> Image { self }
    public var body: Never { fatalError() }
}
