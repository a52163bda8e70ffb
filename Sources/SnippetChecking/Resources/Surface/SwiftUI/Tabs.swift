// iOS 18 tabs: `Tab` and `TabSection` are tab content (`TabContent`), not views, built
// by `TabContentBuilder<SelectionValue>` inside `TabView { }`; a `Tab` in a view
// builder is an error, as on a Mac. `TabView`'s view-builder initializers (pages with
// `.tabItem`) stay in Navigation.swift. Also the sidebar-adaptable style, tab
// customization, placements and the tab content modifiers. The `body` witnesses below
// say `return fatalError()`: the requirement carries `@TabContentBuilder<TabValue>`, and an
// explicit `return` keeps the builder from transforming the stand-in body.

// MARK: - TabContent and its builder

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// Apple's constraint is `TabValue == Body.TabValue`; the surface states it as the
    /// default so that primitive tab content can have `Body == Never`.
    associatedtype TabValue: Hashable = Body.TabValue
    associatedtype Body: TabContent
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Never: TabContent {
    public typealias TabValue = Never
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<Content: TabContent>(_ content: Content) -> Content where Content.TabValue == TabValue { content }
    public static func buildBlock<Content: TabContent>(_ content: Content) -> Content where Content.TabValue == TabValue { content }
    public static func buildBlock<each Content: TabContent>(_ content: repeat each Content) -> _TupleTabContent<TabValue, (repeat each Content)> { fatalError() }
    public static func buildIf<Content: TabContent>(_ content: Content?) -> Content? where Content.TabValue == TabValue { content }
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<T, F> where T.TabValue == TabValue, F.TabValue == TabValue { fatalError() }
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<T, F> where T.TabValue == TabValue, F.TabValue == TabValue { fatalError() }
    public static func buildLimitedAvailability<Content: TabContent>(_ content: Content) -> AnyTabContent<TabValue> where Content.TabValue == TabValue { fatalError() }

    /// The view a builder-based `TabView` shows (its `Content` type).
    public struct Content<C: TabContent>: View {
        public typealias Body = Never
        public var body: Never { return fatalError() }
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct _TupleTabContent<TabValue: Hashable, T>: TabContent {
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    public var body: Never { return fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension _ConditionalContent: TabContent where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    public var body: Never { return fatalError() }
}

/// Type-erased tab content.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct AnyTabContent<SelectionValue: Hashable>: TabContent {
    public typealias TabValue = SelectionValue
    public typealias Body = Never
    public init<T: TabContent>(_ tabContent: T) where SelectionValue == T.TabValue { fatalError() }
    public var body: Never { return fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    public var body: Never { return fatalError() }
    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, V == Content.TabValue, Data.Element: Identifiable { fatalError() }
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TabValue { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Group: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    public var body: Never { return fatalError() }
    public init<V>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue { fatalError() }
}

// MARK: - TabView with tab content

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension TabView {
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C> { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension TabView where SelectionValue == Never {
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where Content == TabContentBuilder<Never>.Content<C> { fatalError() }
}

// MARK: - Tab

/// A tab: its content view, its label and the value that selects it. Tab content, not a view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct Tab<Value: Hashable, Content: View, Label: View> {
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab: TabContent {
    public typealias TabValue = Value
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) { fatalError() }
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Label == EmptyView {
    public init(value: Value, @ViewBuilder content: () -> Content) { fatalError() }
}

/// Tabs without a selection value (in a `TabView` without `selection:`).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Tab where Value == Never {
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView { fatalError() }
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel { fatalError() }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel { fatalError() }
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel { fatalError() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel { fatalError() }
}

/// The default label of a tab or tab section.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct DefaultTabLabel: View {
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct TabRole: Hashable, Sendable {
    public static var search: TabRole { fatalError() }
}

// MARK: - TabSection

/// A group of tabs with a header, shown as a sidebar section by `.sidebarAdaptable`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable> where SelectionValue == Content.TabValue {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) where Header == EmptyView, Footer == EmptyView { fatalError() }
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView { fatalError() }
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) where Footer == EmptyView { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension TabSection: TabContent {
    public typealias TabValue = SelectionValue
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

// MARK: - Tab content modifiers

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct TabPlacement: Hashable, Sendable {
    public static let automatic = TabPlacement()
    public static let pinned = TabPlacement()
    public static let sidebarOnly = TabPlacement()
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    public static let automatic = AdaptableTabBarPlacement()
    public static let tabBar = AdaptableTabBarPlacement()
    public static let sidebar = AdaptableTabBarPlacement()
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct TabCustomizationBehavior: Equatable, Sendable {
    public static let automatic = TabCustomizationBehavior()
    public static let reorderable = TabCustomizationBehavior()
    public static let disabled = TabCustomizationBehavior()
}

/// The stand-in behind every `some TabContent<TabValue>` a modifier returns.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct _TabContentStandIn<TabValue: Hashable>: TabContent {
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
nonisolated extension TabContent {
    public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
    public func customizationID(_ id: String) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
    public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
    public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated extension TabContent {
    public func badge(_ count: Int) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
    public func badge(_ label: Text?) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
    public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some TabContent<TabValue> { _TabContentStandIn<TabValue>() }
}

// MARK: - Styles and customization of the tab view

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { fatalError() }
}

/// The user's customization of a sidebar-adaptable tab view (order and visibility),
/// kept with `@AppStorage` or `@SceneStorage`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct TabViewCustomization: Equatable, Codable, Sendable {
    public init() {}
    public subscript(sidebarVisibility id: String) -> Visibility { get { fatalError() } set {} }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension AppStorage where Value == TabViewCustomization {
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) { fatalError() }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension SceneStorage where Value == TabViewCustomization {
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
nonisolated extension View {
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { fatalError() }
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { fatalError() }
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { fatalError() }
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { fatalError() }
}
