// A tiny SwiftUI surface for SnippetChecking's own tests: enough to typecheck small
// examples quickly. The real surface lives in Sources/SnippetChecking/Resources/Surface.
@_exported import Foundation
@_exported import Observation

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<T: View, F: View>: View {
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) { fatalError() }
    public var body: Never { fatalError() }
}

public struct Text: View {
    public init(_ content: String) { fatalError() }
    public var body: Never { fatalError() }
}

public struct Color: View, Sendable {
    public static let red = Color()
    public static let clear = Color()
    public static let secondary = Color()
    init() {}
    public var body: Never { fatalError() }
}

public struct VStack<Content: View>: View {
    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct List<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
    where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable { fatalError() }
    public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    public init(_ title: String, action: @escaping () -> Void) where Label == Text { fatalError() }
    public var body: Never { fatalError() }
}

public struct Font: Sendable {
    public static let headline = Font()
    public static let title = Font()
    init() {}
}

extension View {
    public func padding() -> some View { self }
    public func font(_ font: Font?) -> some View { self }
    public func foregroundStyle(_ color: Color) -> some View { self }
    @available(*, deprecated, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View { self }
    public func navigationTitle(_ title: String) -> some View { self }
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

public protocol DynamicProperty {}

@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    public struct Binding {}
    public init() where Value == Bool { fatalError() }
    public init<T: Hashable>() where Value == T? { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding { fatalError() }
}

extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

// Scenes, for fragments made of scenes.
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

extension Never: Scene {}
