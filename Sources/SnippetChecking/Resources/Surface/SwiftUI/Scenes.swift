// macOS and multiplatform scenes: Settings and SettingsLink, MenuBarExtra and its styles,
// Window, UtilityWindow, window styles and placement (WindowPlacement,
// defaultWindowPlacement, windowIdealPlacement), HSplitView/VSplitView, documents
// (DocumentGroup, FileDocument, ReferenceFileDocument, FileWrapper), focusSection and
// the built-in command groups.

// MARK: - Settings

@available(macOS 14.0, *)
@available(iOS, unavailable)
public struct SettingsLink<Label: View> {
    public init() where Label == DefaultSettingsLinkLabel { fatalError() }
    public init(@ViewBuilder label: () -> Label) { fatalError() }
}

@available(macOS 14.0, *)
@available(iOS, unavailable)
extension SettingsLink: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(macOS 14.0, *)
@available(iOS, unavailable)
public struct DefaultSettingsLinkLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(macOS 14.0, *)
@available(iOS, unavailable)
public struct OpenSettingsAction {
    public func callAsFunction() {}
}

@available(macOS 14.0, *)
@available(iOS, unavailable)
extension EnvironmentValues {
    public var openSettings: OpenSettingsAction { fatalError() }
}

// MARK: - Menu bar extras

@available(macOS 13.0, *)
@available(iOS, unavailable)
extension MenuBarExtra {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) where Label == SwiftUI.Label<Text, Image> { fatalError() }
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) where Label == SwiftUI.Label<Text, Image> { fatalError() }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(macOS 13.0, *)
@available(iOS, unavailable)
public protocol MenuBarExtraStyle {}

@available(macOS 13.0, *)
@available(iOS, unavailable)
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
@available(macOS 13.0, *)
@available(iOS, unavailable)
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
@available(macOS 13.0, *)
@available(iOS, unavailable)
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }

@available(macOS 13.0, *)
@available(iOS, unavailable)
extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    public static var automatic: AutomaticMenuBarExtraStyle { fatalError() }
}
@available(macOS 13.0, *)
@available(iOS, unavailable)
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    public static var menu: PullDownMenuBarExtraStyle { fatalError() }
}
@available(macOS 13.0, *)
@available(iOS, unavailable)
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    public static var window: WindowMenuBarExtraStyle { fatalError() }
}

// MARK: - Windows

@available(macOS 13.0, *)
@available(iOS, unavailable)
extension Window {
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(macOS 15.0, *)
@available(iOS, unavailable)
public struct UtilityWindow<Content: View> {
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(macOS 15.0, *)
@available(iOS, unavailable)
extension UtilityWindow: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(macOS 11.0, *)
@available(iOS, unavailable)
public protocol WindowStyle {}
@available(macOS 11.0, *)
@available(iOS, unavailable)
public struct DefaultWindowStyle: WindowStyle { public init() {} }
@available(macOS 11.0, *)
@available(iOS, unavailable)
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {} }
@available(macOS 11.0, *)
@available(iOS, unavailable)
public struct TitleBarWindowStyle: WindowStyle { public init() {} }
@available(macOS 15.0, *)
@available(iOS, unavailable)
public struct PlainWindowStyle: WindowStyle { public init() {} }

@available(macOS 11.0, *)
@available(iOS, unavailable)
extension WindowStyle where Self == DefaultWindowStyle {
    public static var automatic: DefaultWindowStyle { fatalError() }
}
@available(macOS 11.0, *)
@available(iOS, unavailable)
extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { fatalError() }
}
@available(macOS 11.0, *)
@available(iOS, unavailable)
extension WindowStyle where Self == TitleBarWindowStyle {
    public static var titleBar: TitleBarWindowStyle { fatalError() }
}
@available(macOS 15.0, *)
@available(iOS, unavailable)
extension WindowStyle where Self == PlainWindowStyle {
    public static var plain: PlainWindowStyle { fatalError() }
}

@available(macOS 11.0, *)
@available(iOS, unavailable)
public protocol WindowToolbarStyle {}
@available(macOS 11.0, *)
@available(iOS, unavailable)
public struct DefaultWindowToolbarStyle: WindowToolbarStyle { public init() {} }
@available(macOS 11.0, *)
@available(iOS, unavailable)
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle { public init() {} }
@available(macOS 11.0, *)
@available(iOS, unavailable)
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle { public init() {}; public init(showsTitle: Bool) {} }
@available(macOS 11.0, *)
@available(iOS, unavailable)
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle { public init() {}; public init(showsTitle: Bool) {} }

@available(macOS 11.0, *)
@available(iOS, unavailable)
extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    public static var automatic: DefaultWindowToolbarStyle { fatalError() }
}
@available(macOS 11.0, *)
@available(iOS, unavailable)
extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    public static var expanded: ExpandedWindowToolbarStyle { fatalError() }
}
@available(macOS 11.0, *)
@available(iOS, unavailable)
extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    public static var unified: UnifiedWindowToolbarStyle { fatalError() }
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { fatalError() }
}
@available(macOS 11.0, *)
@available(iOS, unavailable)
extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { fatalError() }
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle { fatalError() }
}

@available(iOS 17.0, macOS 13.0, *)
public struct WindowResizability: Sendable {
    public static var automatic: WindowResizability { fatalError() }
    public static var contentSize: WindowResizability { fatalError() }
    public static var contentMinSize: WindowResizability { fatalError() }
}

@available(macOS 15.0, visionOS 2.0, *)
@available(iOS, unavailable)
public struct WindowPlacement {
    public struct Position: Sendable {
        public static var center: Position { fatalError() }
        public static var topLeading: Position { fatalError() }
        public static var top: Position { fatalError() }
        public static var topTrailing: Position { fatalError() }
        public static var leading: Position { fatalError() }
        public static var trailing: Position { fatalError() }
        public static var bottomLeading: Position { fatalError() }
        public static var bottom: Position { fatalError() }
        public static var bottomTrailing: Position { fatalError() }
        public static var utilityPanel: Position { fatalError() }
    }
    public init(_ position: WindowPlacement.Position? = nil, size: CGSize? = nil) { fatalError() }
    public init(_ position: WindowPlacement.Position? = nil, width: CGFloat? = nil, height: CGFloat? = nil) { fatalError() }
    public init(x: CGFloat? = nil, y: CGFloat? = nil, width: CGFloat? = nil, height: CGFloat? = nil) { fatalError() }
}

@available(macOS 15.0, visionOS 2.0, *)
@available(iOS, unavailable)
public struct WindowLayoutRoot {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
}

@available(macOS 15.0, visionOS 2.0, *)
@available(iOS, unavailable)
public struct WindowPlacementContext {
    public var defaultDisplay: DisplayProxy { fatalError() }
    public var windows: [WindowProxy] { fatalError() }
}

@available(macOS 15.0, visionOS 2.0, *)
@available(iOS, unavailable)
public struct DisplayProxy {
    public var bounds: CGRect { fatalError() }
    public var visibleRect: CGRect { fatalError() }
}

@available(macOS 15.0, visionOS 2.0, *)
@available(iOS, unavailable)
public struct WindowProxy {
    public var id: String? { fatalError() }
}

@available(macOS 13.0, *)
@available(iOS, unavailable)
nonisolated extension Scene {
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { _TupleScene<()>() }
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { _TupleScene<()>() }
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene { _TupleScene<()>() }
    public func defaultPosition(_ position: UnitPoint) -> some Scene { _TupleScene<()>() }
    public func defaultSize(_ size: CGSize) -> some Scene { _TupleScene<()>() }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene { _TupleScene<()>() }
    @available(macOS 15.0, *)
    public func defaultWindowPlacement(_ makePlacement: @escaping (WindowLayoutRoot, WindowPlacementContext) -> WindowPlacement) -> some Scene { _TupleScene<()>() }
    @available(macOS 15.0, *)
    public func windowIdealPlacement(_ makePlacement: @escaping (WindowLayoutRoot, WindowPlacementContext) -> WindowPlacement) -> some Scene { _TupleScene<()>() }
    @available(macOS 15.0, *)
    public func windowLevel(_ level: WindowLevel) -> some Scene { _TupleScene<()>() }
    @available(macOS 15.0, *)
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene { _TupleScene<()>() }
}

@available(iOS 16.0, macOS 13.0, *)
nonisolated extension Scene {
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { _TupleScene<()>() }
}

@available(macOS 15.0, *)
@available(iOS, unavailable)
public struct WindowLevel: Sendable {
    public static var automatic: WindowLevel { fatalError() }
    public static var desktop: WindowLevel { fatalError() }
    public static var floating: WindowLevel { fatalError() }
    public static var normal: WindowLevel { fatalError() }
}

@available(macOS 15.0, *)
@available(iOS, unavailable)
public struct SceneRestorationBehavior: Sendable {
    public static var automatic: SceneRestorationBehavior { fatalError() }
    public static var disabled: SceneRestorationBehavior { fatalError() }
}

// MARK: - Split views

@available(macOS 10.15, *)
@available(iOS, unavailable)
public struct HSplitView<Content: View> {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
extension HSplitView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
public struct VSplitView<Content: View> {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
extension VSplitView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Documents

/// Foundation's file wrapper (Darwin only; swift-foundation on Linux has none).
@available(iOS 4.0, macOS 10.0, *)
open class FileWrapper: @unchecked Sendable {
    public init(regularFileWithContents contents: Data) {}
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {}
    public init(url: URL, options: FileWrapper.ReadingOptions = []) throws {}
    open var regularFileContents: Data? { fatalError() }
    open var fileWrappers: [String: FileWrapper]? { fatalError() }
    open var filename: String? { get { fatalError() } set {} }
    open var preferredFilename: String? { get { fatalError() } set {} }
    open var isRegularFile: Bool { fatalError() }
    open var isDirectory: Bool { fatalError() }
    open func addFileWrapper(_ child: FileWrapper) -> String { fatalError() }
    open func write(to url: URL, options: FileWrapper.WritingOptions = [], originalContentsURL: URL?) throws {}
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1)
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }
}

@available(iOS 14.0, macOS 11.0, *)
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

@available(iOS 14.0, macOS 11.0, *)
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}

@available(iOS 14.0, macOS 11.0, *)
public protocol FileDocument {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: Self.ReadConfiguration) throws
    func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
}

@available(iOS 14.0, macOS 11.0, *)
extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

@available(iOS 14.0, macOS 11.0, *)
public protocol ReferenceFileDocument: ObservableObject {
    associatedtype Snapshot
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: Self.ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Self.Snapshot
    func fileWrapper(snapshot: Self.Snapshot, configuration: Self.WriteConfiguration) throws -> FileWrapper
}

@available(iOS 14.0, macOS 11.0, *)
extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool
}

@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    @ObservedObject public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool
}

@available(iOS 14.0, macOS 11.0, *)
public struct DocumentGroup<Document, Content: View> {}

@available(iOS 14.0, macOS 11.0, *)
extension DocumentGroup: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
extension DocumentGroup where Document: FileDocument {
    public init(newDocument: @autoclosure @escaping () -> Document, @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) { fatalError() }
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
extension DocumentGroup where Document: ReferenceFileDocument {
    public init(newDocument: @escaping () -> Document, @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) { fatalError() }
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) { fatalError() }
}

// MARK: - Focus sections and commands

@available(macOS 13.0, tvOS 15.0, *)
@available(iOS, unavailable)
nonisolated extension View {
    public func focusSection() -> some View { fatalError() }
}

// MARK: - Command events (the Delete, Exit and arrow-key commands)

@available(macOS 10.15, *)
@available(iOS, unavailable)
nonisolated extension View {
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { fatalError() }
}

@available(macOS 10.15, tvOS 13.0, *)
@available(iOS, unavailable)
nonisolated extension View {
    public func onExitCommand(perform action: (() -> Void)?) -> some View { fatalError() }
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { fatalError() }
}

@available(macOS 10.15, tvOS 13.0, *)
@available(iOS, unavailable)
public enum MoveCommandDirection: Sendable, Hashable {
    case up, down, left, right
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct _TupleCommands<T>: Commands {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension CommandsBuilder {
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: Commands>(_ content: Content?) -> _TupleCommands<Content?> { fatalError() }
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _TupleCommands<(T, F)> { fatalError() }
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _TupleCommands<(T, F)> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct CommandGroupPlacement: Sendable {
    public static let appInfo = CommandGroupPlacement()
    public static let appSettings = CommandGroupPlacement()
    public static let systemServices = CommandGroupPlacement()
    public static let appVisibility = CommandGroupPlacement()
    public static let appTermination = CommandGroupPlacement()
    public static let newItem = CommandGroupPlacement()
    public static let saveItem = CommandGroupPlacement()
    public static let importExport = CommandGroupPlacement()
    public static let printItem = CommandGroupPlacement()
    public static let undoRedo = CommandGroupPlacement()
    public static let pasteboard = CommandGroupPlacement()
    public static let textEditing = CommandGroupPlacement()
    public static let textFormatting = CommandGroupPlacement()
    public static let toolbar = CommandGroupPlacement()
    public static let sidebar = CommandGroupPlacement()
    public static let windowSize = CommandGroupPlacement()
    public static let windowList = CommandGroupPlacement()
    public static let singleWindowList = CommandGroupPlacement()
    public static let windowArrangement = CommandGroupPlacement()
    public static let help = CommandGroupPlacement()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { fatalError() }
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { fatalError() }
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct SidebarCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TextEditingCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TextFormattingCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct InspectorCommands: Commands {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { fatalError() }
}
