// Navigation: NavigationStack and NavigationPath, NavigationSplitView,
// NavigationLink, navigationDestination, the deprecated NavigationView, titles
// and TabView with its view-builder initializers (`.tabItem` pages; the `Tab`
// builder is in Tabs.swift).

// MARK: - NavigationStack

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root: View> {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: Equatable {
    public var count: Int { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public var codable: NavigationPath.CodableRepresentation? { fatalError() }
    public init() { fatalError() }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { fatalError() }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable, S.Element: Codable { fatalError() }
    public init(_ codable: NavigationPath.CodableRepresentation) { fatalError() }
    public mutating func append<V: Hashable>(_ value: V) { fatalError() }
    public mutating func append<V: Hashable & Codable>(_ value: V) { fatalError() }
    public mutating func removeLast(_ k: Int = 1) { fatalError() }
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }

    public struct CodableRepresentation: Codable, Equatable {
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws { fatalError() }
        public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated extension View {
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { fatalError() }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { fatalError() }
}

// MARK: - NavigationSplitView

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView { fatalError() }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static var detailOnly: NavigationSplitViewVisibility { fatalError() }
    public static var doubleColumn: NavigationSplitViewVisibility { fatalError() }
    public static var all: NavigationSplitViewVisibility { fatalError() }
    public static var automatic: NavigationSplitViewVisibility { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    public static var sidebar: NavigationSplitViewColumn { fatalError() }
    public static var content: NavigationSplitViewColumn { fatalError() }
    public static var detail: NavigationSplitViewColumn { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { fatalError() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { fatalError() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { fatalError() } }

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated extension View {
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { fatalError() }
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { fatalError() }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { fatalError() }
}

// MARK: - NavigationLink

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct NavigationLink<Label: View, Destination: View> {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use NavigationLink(destination:label:) instead.")
    @available(*, deprecated, message: "Use NavigationLink(destination:label:) instead.")
    public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(*, deprecated, message: "Pass a closure as the destination")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(*, deprecated, message: "Pass a closure as the destination")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { fatalError() }
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text { fatalError() }
}

// MARK: - NavigationView (deprecated)

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    nonisolated public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol NavigationViewStyle {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *) public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
@available(iOS 13.0, tvOS 13.0, watchOS 7.0, *) @available(macOS, unavailable) public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }

@available(iOS 13.0, tvOS 13.0, watchOS 7.0, *) @available(macOS, unavailable)
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { fatalError() } }
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { fatalError() } }

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated extension View {
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    @available(*, deprecated, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { fatalError() }
}

// MARK: - Titles and bars

@available(iOS 13.0, *)
@available(macOS, unavailable)
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
        @available(iOS 17.0, *)
        case inlineLarge
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func navigationTitle(_ title: Text) -> some View { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    public func navigationTitle(_ title: Binding<String>) -> some View { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func navigationSubtitle(_ subtitle: Text) -> some View { fatalError() }

    @available(iOS 14.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    public func navigationBarTitle(_ title: Text) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @available(macOS, unavailable)
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    @available(*, deprecated, message: "Use toolbar(.hidden)")
    @available(macOS, unavailable)
    public func navigationBarHidden(_ hidden: Bool) -> some View { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(*, deprecated, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(macOS, unavailable)
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(*, deprecated, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(macOS, unavailable)
    public func navigationBarItems<L: View>(leading: L) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(*, deprecated, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    @available(macOS, unavailable)
    public func navigationBarItems<T: View>(trailing: T) -> some View { fatalError() }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { fatalError() }
}

// MARK: - TabView

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct TabView<SelectionValue: Hashable, Content: View> {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol TabViewStyle {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *) @available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle {
    public struct IndexDisplayMode: Sendable {
        public static let automatic = IndexDisplayMode()
        public static let always = IndexDisplayMode()
        public static let never = IndexDisplayMode()
    }
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { fatalError() } }
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *) @available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { fatalError() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { fatalError() }
}

// MARK: - Index views (page indicators)

@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency
public protocol IndexViewStyle {}

@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct PageIndexViewStyle: IndexViewStyle {
    public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {}
}

@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { fatalError() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { fatalError() }
}

@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
nonisolated extension View {
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { fatalError() }
}
