// Toolbars: toolbar modifiers, ToolbarItem, ToolbarItemGroup, placements and
// the ToolbarContentBuilder.

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: ToolbarContent, CustomizableToolbarContent {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalContent<T, F> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TupleToolbarContent<T> {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension TupleToolbarContent: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItem<ID, Content: View> {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem: CustomizableToolbarContent where ID == String {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemGroup<Content: View> {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItemGroup: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let secondaryAction = ToolbarItemPlacement()
    public static let status = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    @available(iOS 15.0, *) @available(macOS, unavailable)
    public static let keyboard = ToolbarItemPlacement()
    @available(iOS 14.0, *) @available(macOS, unavailable)
    public static let topBarLeading = ToolbarItemPlacement()
    @available(iOS 14.0, *) @available(macOS, unavailable)
    public static let topBarTrailing = ToolbarItemPlacement()
    @available(iOS 14.0, *) @available(macOS, unavailable)
    public static let bottomBar = ToolbarItemPlacement()
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
    @available(*, deprecated, renamed: "topBarLeading")
    @available(macOS, unavailable)
    public static let navigationBarLeading = ToolbarItemPlacement()
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
    @available(*, deprecated, renamed: "topBarTrailing")
    @available(macOS, unavailable)
    public static let navigationBarTrailing = ToolbarItemPlacement()
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement: Sendable {
    public static var automatic: ToolbarPlacement { fatalError() }
    @available(macOS, unavailable) public static var navigationBar: ToolbarPlacement { fatalError() }
    @available(macOS, unavailable) public static var bottomBar: ToolbarPlacement { fatalError() }
    @available(macOS, unavailable) public static var tabBar: ToolbarPlacement { fatalError() }
    @available(iOS, unavailable) public static var windowToolbar: ToolbarPlacement { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension View {
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { fatalError() }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { fatalError() }
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ToolbarTitleDisplayMode: Sendable {
    public static var automatic: ToolbarTitleDisplayMode { fatalError() }
    @available(macOS, unavailable) public static var large: ToolbarTitleDisplayMode { fatalError() }
    @available(macOS, unavailable) public static var inlineLarge: ToolbarTitleDisplayMode { fatalError() }
    public static var inline: ToolbarTitleDisplayMode { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Group: ToolbarContent where Content: ToolbarContent {
    public init(@ToolbarContentBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
