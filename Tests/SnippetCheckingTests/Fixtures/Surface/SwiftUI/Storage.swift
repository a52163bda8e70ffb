// Stored preferences, renderers, environment objects and a representable controller, for
// AssumptionTests: the places that ask more of a sample name than its name says.

@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    public init(wrappedValue: Value, _ key: String) where Value == String { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

public final class ImageRenderer<Content: View> {
    public init(content: Content) {}
    public var scale: CGFloat = 1
}

@propertyWrapper
public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    public var wrappedValue: Value? { fatalError() }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    public func tint(_ tint: Color?) -> some View { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
}

/// UIKit's controller, as much as a representable needs.
open class UIViewController {
    public init() {}
    open var title: String?
}

public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}

// Documents, as much as an exporter needs.

public struct UTType: Hashable, Sendable {
    public static let plainText = UTType()
}

open class FileWrapper {
    public init(regularFileWithContents contents: Data) {}
}

public struct FileDocumentReadConfiguration {
    public let file: FileWrapper
}

public struct FileDocumentWriteConfiguration {}

public protocol FileDocument {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    static var readableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension View {
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View { self }
}

// Preferences and the application delegate.

public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void
    ) -> some View where K.Value: Equatable { self }
}

public protocol UIApplicationDelegate: NSObjectProtocol {}

@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    public var wrappedValue: DelegateType { fatalError() }
}
