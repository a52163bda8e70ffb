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

extension View {
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    public func tint(_ tint: Color?) -> some View { self }
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
