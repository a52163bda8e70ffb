// Data transfer and files: Transferable and its representations (CoreTransferable,
// re-exported by SwiftUI), NSItemProvider, drag and drop (draggable, dropDestination,
// onDrag, onDrop, DropDelegate), PasteButton, ShareLink with previews, fileImporter,
// fileExporter and fileMover.

// MARK: - Transferable

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> _TupleTransferRepresentation<Item> { fatalError() }
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ content: R) -> _TupleTransferRepresentation<Item> where R.Item == Item { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
    public init() {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    public init(contentType: UTType) {}
    public init(for itemType: Item.Type, contentType: UTType) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item) {}
    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}
    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct SentTransferredFile: Sendable {
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {}
    public var file: URL { fatalError() }
    public var allowAccessingOriginalFile: Bool { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ReceivedTransferredFile: Sendable {
    public var file: URL { fatalError() }
    public var isOriginalFile: Bool { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
    public init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {}
    public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {}
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {}
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct TransferRepresentationVisibility: Sendable {
    public static let all = TransferRepresentationVisibility()
    public static let team = TransferRepresentationVisibility()
    public static let group = TransferRepresentationVisibility()
    public static let ownProcess = TransferRepresentationVisibility()
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension TransferRepresentation {
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> { self }
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> { self }
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> { self }
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension String: Transferable {
    public static var transferRepresentation: _TupleTransferRepresentation<String> { _TupleTransferRepresentation() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension URL: Transferable {
    public static var transferRepresentation: _TupleTransferRepresentation<URL> { _TupleTransferRepresentation() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Data: Transferable {
    public static var transferRepresentation: _TupleTransferRepresentation<Data> { _TupleTransferRepresentation() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension AttributedString: Transferable {
    public static var transferRepresentation: _TupleTransferRepresentation<AttributedString> { _TupleTransferRepresentation() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Image: Transferable {
    public static var transferRepresentation: _TupleTransferRepresentation<Image> { _TupleTransferRepresentation() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Color: Transferable {
    public static var transferRepresentation: _TupleTransferRepresentation<Color> { _TupleTransferRepresentation() }
}

// MARK: - NSItemProvider (Foundation on Apple platforms)

@available(iOS 11.0, macOS 10.13, *)
public protocol NSItemProviderWriting {}
@available(iOS 11.0, macOS 10.13, *)
public protocol NSItemProviderReading {}

@available(iOS 11.0, macOS 10.13, *)
extension NSString: NSItemProviderWriting, NSItemProviderReading {}
@available(iOS 11.0, macOS 10.13, *)
extension NSURL: NSItemProviderWriting, NSItemProviderReading {}
@available(iOS 11.0, *)
extension UIImage: NSItemProviderWriting, NSItemProviderReading {}
@available(macOS 10.13, *)
extension NSImage: NSItemProviderWriting, NSItemProviderReading {}

@available(iOS 11.0, macOS 10.10, *)
open class NSItemProvider: NSObject, @unchecked Sendable {
    public override init() {}
    public convenience init(object: any NSItemProviderWriting) { self.init() }
    public convenience init?(contentsOf fileURL: URL?) { self.init() }
    public convenience init(item: Any?, typeIdentifier: String?) { self.init() }
    @available(iOS 14.0, macOS 11.0, *)
    public convenience init(contentsOf fileURL: URL, contentType: UTType?, openInPlace: Bool = false, coordinated: Bool = false, visibility: NSItemProviderRepresentationVisibility = .all) { self.init() }
    open var registeredTypeIdentifiers: [String] { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    open var registeredContentTypes: [UTType] { fatalError() }
    open var suggestedName: String? { get { fatalError() } set {} }
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { fatalError() }
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool { fatalError() }
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress { fatalError() }
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress where T._ObjectiveCType: NSItemProviderReading { fatalError() }
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress { fatalError() }
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress { fatalError() }
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil, completionHandler: (@Sendable (Any?, (any Error)?) -> Void)? = nil) {}
    @available(iOS 16.0, macOS 13.0, *)
    @discardableResult
    public func loadTransferable<T: Transferable>(type transferableType: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress { fatalError() }
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping @Sendable (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {}
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {}
    @available(iOS 16.0, macOS 13.0, *)
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {}
}

@available(iOS 11.0, macOS 10.13, *)
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all, team, group, ownProcess
}

// MARK: - Drag and drop

@available(iOS 13.4, macOS 10.15, *)
public struct DropInfo {
    public var location: CGPoint { fatalError() }
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { fatalError() }
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { fatalError() }
}

@available(iOS 13.4, macOS 10.15, *)
public struct DropProposal: Sendable {
    public init(operation: DropOperation) { self.operation = operation }
    public let operation: DropOperation
}

@available(iOS 13.4, macOS 10.15, *)
public enum DropOperation: Sendable {
    case cancel, forbidden, copy, move
}

@available(iOS 13.4, macOS 10.15, *)
@MainActor @preconcurrency
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

@available(iOS 13.4, macOS 10.15, *)
extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

@available(iOS 13.4, macOS 10.15, *)
nonisolated extension View {
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View { fatalError() }
}

// MARK: - Paste button

@available(iOS 16.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PasteButton {
    @available(iOS 16.0, macOS 13.0, *)
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) { fatalError() }
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) { fatalError() }
}

@available(iOS 16.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension PasteButton: View {
    public var body: Never { fatalError() }
}

// MARK: - Share links with previews

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where Data.Element: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, Label == DefaultShareLinkLabel { fatalError() }
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> { fatalError() }
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, Label == SwiftUI.Label<Text, Image> { fatalError() }
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) where Label == DefaultShareLinkLabel { fatalError() }
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where Data.Element: Transferable, PreviewImage == Never, PreviewIcon == Never {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> { fatalError() }
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I>, Label == SwiftUI.Label<Text, Image> { fatalError() }
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Label == DefaultShareLinkLabel { fatalError() }
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
}

// MARK: - File importer, exporter, mover

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated extension View {
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { fatalError() }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View { fatalError() }
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { fatalError() }
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View where C.Element: FileDocument { fatalError() }
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [], onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View where C.Element: Transferable { fatalError() }
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public func fileDialogMessage(_ message: Text?) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public func fileDialogMessage(_ messageResource: LocalizedStringResource) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public func fileExporterFilenameLabel(_ label: LocalizedStringResource) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Never: Transferable {
    public static var transferRepresentation: _TupleTransferRepresentation<Never> { _TupleTransferRepresentation() }
}
