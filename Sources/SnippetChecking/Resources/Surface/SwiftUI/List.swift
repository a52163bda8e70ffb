// List and Section, outline groups, edit mode, list styles and the list row
// and section modifiers.

// MARK: - List

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct List<SelectionValue: Hashable, Content: View> {
    @available(watchOS, unavailable)
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { fatalError() }
    @available(watchOS 10.0, *)
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }

    @available(watchOS, unavailable)
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
    @available(watchOS 10.0, *)
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
    @available(watchOS, unavailable)
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> { fatalError() }
    @available(watchOS 10.0, *)
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    @available(watchOS, unavailable)
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    @available(watchOS, unavailable)
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data.Element: Identifiable, Data.Index: Hashable { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data.Element: Identifiable, Data.Index: Hashable { fatalError() }
    @available(watchOS, unavailable)
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    @available(watchOS, unavailable)
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    @available(watchOS, unavailable)
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> { fatalError() }
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, RowContent> { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data.Element: Identifiable, Data.Index: Hashable { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<Rows: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Rows>, id: KeyPath<Rows.Element, ID>, editActions: EditActions<Rows>, @ViewBuilder rowContent: @escaping (Binding<Rows.Element>) -> RowContent) where Content == ForEach<IndexedIdentifierCollection<Rows, ID>, ID, EditableCollectionContent<RowContent, Rows>>, Rows.Index: Hashable { fatalError() }
}

// MARK: - OutlineGroup

@available(iOS 14.0, macOS 11.0, *)
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {}

@available(iOS 14.0, macOS 11.0, *)
extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element { fatalError() }
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
public struct OutlineSubgroupChildren: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Section

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(*, deprecated, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(*, deprecated, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(*, deprecated, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) { fatalError() }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) { fatalError() }
}

// MARK: - Edit mode

@available(iOS 13.0, *)
@available(macOS, unavailable)
public struct EditButton {
    public init() { fatalError() }
}

@available(iOS 13.0, *)
@available(macOS, unavailable)
extension EditButton: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - List styles

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ListStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public struct DefaultListStyle: ListStyle { public init() {} }
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public struct PlainListStyle: ListStyle { public init() {} }
@available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable) public struct GroupedListStyle: ListStyle { public init() {} }
@available(iOS 14.0, *) @available(macOS, unavailable) public struct InsetGroupedListStyle: ListStyle { public init() {} }
@available(iOS 13.0, macOS 11.0, *) public struct InsetListStyle: ListStyle { public init() {} }
@available(iOS 14.0, macOS 10.15, *) public struct SidebarListStyle: ListStyle { public init() {} }
@available(macOS 12.0, *) @available(iOS, unavailable) public struct BorderedListStyle: ListStyle { public init() {} }

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { fatalError() } }
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { fatalError() } }
@available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable)
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { fatalError() } }
@available(iOS 14.0, *) @available(macOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { fatalError() } }
@available(iOS 13.0, macOS 11.0, *)
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { fatalError() } }
@available(iOS 14.0, macOS 10.15, *)
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { fatalError() } }
@available(macOS 12.0, *) @available(iOS, unavailable)
extension ListStyle where Self == BorderedListStyle { public static var bordered: BorderedListStyle { fatalError() } }

@available(iOS 17.0, *)
@available(macOS, unavailable)
public struct ListSectionSpacing: Sendable {
    public static let `default` = ListSectionSpacing()
    public static let compact = ListSectionSpacing()
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { fatalError() }
}

// MARK: - List modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View { fatalError() }
    @inlinable public func listRowInsets(_ insets: EdgeInsets?) -> some View { fatalError() }
    @inlinable public func listRowBackground<V: View>(_ view: V?) -> some View { fatalError() }
    @available(iOS 15.0, macOS 13.0, *)
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { fatalError() }
    @available(iOS 15.0, macOS 13.0, *)
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { fatalError() }
    @available(iOS 15.0, macOS 13.0, *)
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { fatalError() }
    @available(iOS 15.0, macOS 13.0, *)
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { fatalError() }
    @available(iOS 15.0, *) @available(macOS, unavailable)
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { fatalError() }
    @available(iOS 17.0, *) @available(macOS, unavailable)
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { fatalError() }
    @available(iOS 17.0, *) @available(macOS, unavailable)
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    public func listItemTint(_ tint: Color?) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    public func badge(_ count: Int) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    public func badge(_ label: Text?) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    public func badge(_ key: LocalizedStringKey?) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
    @available(tvOS, unavailable)
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { fatalError() }
}
