// Bridging UIKit and AppKit: UIViewRepresentable, UIViewControllerRepresentable,
// NSViewRepresentable, NSViewControllerRepresentable, their contexts, and the
// hosting controllers.

// MARK: - UIKit

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == () {
    public func makeCoordinator() -> Self.Coordinator { () }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    @available(iOS 16.0, tvOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction { fatalError() }
    public var environment: EnvironmentValues { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
extension UIViewControllerRepresentable where Self.Coordinator == () {
    public func makeCoordinator() -> Self.Coordinator { () }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction { fatalError() }
    public var environment: EnvironmentValues { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public var rootView: Content { get { fatalError() } set { fatalError() } }
    @available(iOS 16.0, tvOS 16.0, *)
    public var sizingOptions: UIHostingControllerSizingOptions { get { fatalError() } set { fatalError() } }
}

@available(iOS 16.0, tvOS 16.0, *)
@available(macOS, unavailable)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

// MARK: - AppKit

@available(macOS 10.15, *)
@available(iOS, unavailable)
@MainActor @preconcurrency
public protocol NSViewRepresentable: View where Self.Body == Never {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>
    @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
    @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    @available(macOS 13.0, *)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context) -> CGSize?
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
extension NSViewRepresentable where Self.Coordinator == () {
    public func makeCoordinator() -> Self.Coordinator { () }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {}
    @available(macOS 13.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context) -> CGSize? { nil }
    public var body: Never { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@MainActor @preconcurrency
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction { fatalError() }
    public var environment: EnvironmentValues { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@MainActor @preconcurrency
public protocol NSViewControllerRepresentable: View where Self.Body == Never {
    associatedtype NSViewControllerType: NSViewController
    associatedtype Coordinator = Void
    typealias Context = NSViewControllerRepresentableContext<Self>
    @MainActor @preconcurrency func makeNSViewController(context: Self.Context) -> Self.NSViewControllerType
    @MainActor @preconcurrency func updateNSViewController(_ nsViewController: Self.NSViewControllerType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleNSViewController(_ nsViewController: Self.NSViewControllerType, coordinator: Self.Coordinator)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
extension NSViewControllerRepresentable where Self.Coordinator == () {
    public func makeCoordinator() -> Self.Coordinator { () }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
extension NSViewControllerRepresentable {
    public static func dismantleNSViewController(_ nsViewController: Self.NSViewControllerType, coordinator: Self.Coordinator) {}
    public var body: Never { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@MainActor @preconcurrency
public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction { fatalError() }
    public var environment: EnvironmentValues { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@MainActor @preconcurrency
open class NSHostingView<Content: View>: NSView {
    public required init(rootView: Content) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public required override init(frame frameRect: NSRect) { fatalError() }
    public var rootView: Content { get { fatalError() } set { fatalError() } }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@MainActor @preconcurrency
open class NSHostingController<Content: View>: NSViewController {
    public init(rootView: Content) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var rootView: Content { get { fatalError() } set { fatalError() } }
}
