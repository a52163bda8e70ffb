// Builders that fragments stand inside, for FragmentShapeTests: toolbar content, commands,
// scene modifiers and apps, and environment values.

public protocol ToolbarContent {}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent { TupleToolbarContent() }
}

public struct TupleToolbarContent: ToolbarContent {}

public struct ToolbarItemPlacement: Sendable {
    public static let primaryAction = ToolbarItemPlacement()
    init() {}
}

public struct ToolbarItem<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .primaryAction, @ViewBuilder content: () -> Content) { fatalError() }
}

extension View {
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }
}

public protocol Commands {}

@resultBuilder
public struct CommandsBuilder {
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands { TupleCommands() }
}

public struct TupleCommands: Commands {}

public struct CommandMenu<Content: View>: Commands {
    public init(_ name: String, @ViewBuilder content: () -> Content) { fatalError() }
}

public struct WindowStyleKind: Sendable {
    public static let hiddenTitleBar = WindowStyleKind()
    init() {}
}

public struct WindowResizability: Sendable {
    public static let contentSize = WindowResizability()
    init() {}
}

extension Scene {
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
    public func windowStyle(_ style: WindowStyleKind) -> some Scene { self }
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

public struct EnvironmentValues {
    public init() {}
}

public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public protocol Gesture {}

public struct TapGesture: Gesture {
    public init(count: Int = 1) {}
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G) -> some View { self }
}
