// The result builder behind every `body`, container and `@ViewBuilder` closure.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    @_alwaysEmitIntoClient
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    @_alwaysEmitIntoClient
    public static func buildBlock() -> EmptyView { EmptyView() }

    @_alwaysEmitIntoClient
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    @_alwaysEmitIntoClient
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    @_alwaysEmitIntoClient
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    @_alwaysEmitIntoClient
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }

    @_alwaysEmitIntoClient
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_alwaysEmitIntoClient
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
