// App structure: App, Scene, WindowGroup, Window, Settings, the scene builder,
// app-delegate adaptors and previews (PreviewProvider; the #Preview macro needs
// a compiler plugin and is not part of this surface).

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct _TupleScene<T> {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension _TupleScene: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View> {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public init(_ title: Text, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    public init(id: String, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    public init<D: Decodable & Encodable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == _WindowGroupContent<C> { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    public init<D: Decodable & Encodable & Hashable, C: View>(_ titleResource: LocalizedStringResource, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == _WindowGroupContent<C> { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    public init<D: Decodable & Encodable & Hashable, C: View>(_ titleResource: LocalizedStringResource, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == _WindowGroupContent<C> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension WindowGroup: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
public struct _WindowGroupContent<C: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(macOS 13.0, *)
@available(iOS, unavailable)
public struct Window<Content: View> {
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(macOS 13.0, *)
@available(iOS, unavailable)
extension Window: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(macOS 11.0, *)
@available(iOS, unavailable)
public struct Settings<Content: View> {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(macOS 11.0, *)
@available(iOS, unavailable)
extension Settings: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(macOS 13.0, *)
@available(iOS, unavailable)
public struct MenuBarExtra<Label: View, Content: View> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Label == SwiftUI.Label<Text, Image> { fatalError() }
}

@available(macOS 13.0, *)
@available(iOS, unavailable)
extension MenuBarExtra: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension Scene {
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene { _TupleScene<()>() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { _TupleScene<()>() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { _TupleScene<()>() }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { _TupleScene<()>() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { _TupleScene<()>() }
    @available(macOS 13.0, *)
    @available(iOS, unavailable)
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { _TupleScene<()>() }
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { _TupleScene<()>() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Commands {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct EmptyCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// MARK: - App delegate adaptors

@available(iOS 14.0, tvOS 14.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }
    public var wrappedValue: DelegateType { fatalError() }
}

@available(macOS 11.0, *)
@available(iOS, unavailable)
@MainActor @preconcurrency @propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }
    public var wrappedValue: DelegateType { fatalError() }
}

// MARK: - Previews

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    public func previewDisplayName(_ value: String?) -> some View { fatalError() }
    public func previewLayout(_ value: PreviewLayout) -> some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}
