// Table: rows of Identifiable values shown in columns, with selection and
// sorting through SortComparator/KeyPathComparator (the real Foundation types).
// Columns and rows are built with TableColumnBuilder and TableRowBuilder.

// MARK: - Column and row content

@available(iOS 16.0, macOS 12.0, *)
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    associatedtype TableColumnBody: TableColumnContent
    var tableColumnBody: Self.TableColumnBody { get }
}

@available(iOS 16.0, macOS 12.0, *)
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    associatedtype TableRowBody: TableRowContent
    var tableRowBody: Self.TableRowBody { get }
}

@available(iOS 16.0, macOS 12.0, *)
extension Never: TableColumnContent, TableRowContent {
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    public typealias TableRowBody = Never
    public var tableColumnBody: Never { fatalError() }
    public var tableRowBody: Never { fatalError() }
}

// MARK: - Table

@available(iOS 16.0, macOS 12.0, *)
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent> where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {}

@available(iOS 16.0, macOS 12.0, *)
extension Table: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension Table {
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value { fatalError() }
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value { fatalError() }
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value { fatalError() }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value { fatalError() }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value { fatalError() }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value { fatalError() }

    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) { fatalError() }
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) { fatalError() }
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) { fatalError() }
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value { fatalError() }
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value { fatalError() }
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) { fatalError() }
    public init(selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) { fatalError() }
}

@available(iOS 17.4, macOS 14.4, *)
extension Table {
    public init<Data: RandomAccessCollection>(_ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value { fatalError() }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value { fatalError() }
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value { fatalError() }
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value { fatalError() }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value { fatalError() }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension SceneStorage {
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String) where Value == TableColumnCustomization<RowValue> { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension AppStorage {
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String, store: UserDefaults? = nil) where Value == TableColumnCustomization<RowValue> { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    public init() { fatalError() }
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
    public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
}

// MARK: - TableColumn

@available(iOS 16.0, macOS 12.0, *)
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { fatalError() }

    public func width(_ width: CGFloat?) -> TableColumn<RowValue, Sort, Content, Label> { fatalError() }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension TableColumn where Sort == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) { fatalError() }
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension TableColumn where Sort == Never, Content == Text, Label == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) { fatalError() }
    public init(_ text: Text, value: KeyPath<RowValue, String>) { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension TableColumn where Label == Text {
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) { fatalError() }
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V { fatalError() }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct TableColumnAlignment: Hashable, Sendable {
    public static var automatic: TableColumnAlignment { fatalError() }
    public static var leading: TableColumnAlignment { fatalError() }
    public static var center: TableColumnAlignment { fatalError() }
    public static var trailing: TableColumnAlignment { fatalError() }
    public static var numeric: TableColumnAlignment { fatalError() }
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension TableColumnContent {
    public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> { _TableColumnContentStandIn<TableRowValue, TableColumnSortComparator>() }
    public func customizationID(_ id: String) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> { _TableColumnContentStandIn<TableRowValue, TableColumnSortComparator>() }
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> { _TableColumnContentStandIn<TableRowValue, TableColumnSortComparator>() }
}

/// The concrete type behind the `some TableColumnContent` results above.
@available(iOS 16.0, macOS 12.0, *)
public struct _TableColumnContentStandIn<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public init() {}
    public var tableColumnBody: Never { fatalError() }
}

@available(iOS 17.4, macOS 14.4, *)
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent>: TableColumnContent where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { fatalError() }
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) { fatalError() }
}

// MARK: - TableRow

@available(iOS 16.0, macOS 12.0, *)
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public init(_ value: Value) { fatalError() }
    public var tableRowBody: Never { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable { fatalError() }
}

// MARK: - Builders

@available(iOS 16.0, macOS 12.0, *)
@resultBuilder
public struct TableColumnBuilder<RowValue, Sort> {
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort { content }
    public static func buildBlock<C0: TableColumnContent>(_ content: C0) -> C0 where C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort { content }
    public static func buildBlock<each Content: TableColumnContent>(_ content: repeat each Content) -> TupleTableColumnContent<RowValue, Sort, (repeat each Content)> { fatalError() }
    public static func buildIf<Content: TableColumnContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F> { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension TableColumnBuilder {
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never { column }
}

@available(iOS 16.0, macOS 12.0, *)
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content where Content.TableRowValue == Value { content }
    public static func buildBlock<C0: TableRowContent>(_ content: C0) -> C0 where C0.TableRowValue == Value { content }
    public static func buildBlock<each Content: TableRowContent>(_ content: repeat each Content) -> TupleTableRowContent<Value, (repeat each Content)> { fatalError() }
    public static func buildIf<Content: TableRowContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> _ConditionalContent<T, F> { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension Optional: TableRowContent where Wrapped: TableRowContent {
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension _ConditionalContent: TableColumnContent where TrueContent: TableColumnContent, FalseContent: TableColumnContent, TrueContent.TableRowValue == FalseContent.TableRowValue, TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator {
    public typealias TableRowValue = TrueContent.TableRowValue
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension _ConditionalContent: TableRowContent where TrueContent: TableRowContent, FalseContent: TableRowContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
}

// MARK: - Table styles and modifiers

@available(iOS 16.0, macOS 12.0, *)
@MainActor @preconcurrency
public protocol TableStyle {}

@available(iOS 16.0, macOS 12.0, *) public struct AutomaticTableStyle: TableStyle { public init() {} }
@available(iOS 16.0, macOS 12.0, *) public struct InsetTableStyle: TableStyle { public init() {} }
@available(macOS 12.0, *) @available(iOS, unavailable) public struct BorderedTableStyle: TableStyle { public init() {} }

@available(iOS 16.0, macOS 12.0, *)
extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { fatalError() } }
@available(iOS 16.0, macOS 12.0, *)
extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { fatalError() }
    @available(macOS 12.0, *) @available(iOS, unavailable)
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { fatalError() }
}
@available(macOS 12.0, *) @available(iOS, unavailable)
extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { fatalError() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
nonisolated extension View {
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension Section: TableRowContent where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
extension Section where Content: TableRowContent {
    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue { fatalError() }
    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue { fatalError() }
    public init<V, H: View>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H) where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
}

@available(iOS 16.0, macOS 12.0, *)
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError() }
}
