// UIKit API surface for Handbook: declarations only, bodies `fatalError()`.
// Enough UIKit for UIViewRepresentable / UIViewControllerRepresentable examples
// and for the UIKit types SwiftUI APIs mention (UIColor, UIImage, UIFont).

@_exported import UIFoundation
import Foundation

// MARK: - Geometry and values

@available(iOS 2.0, *)
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static let zero: UIEdgeInsets = { fatalError() }()
}

@available(iOS 2.0, *)
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners = UIRectCorner(rawValue: 15)
}

@available(iOS 2.0, *)
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

@available(iOS 2.0, *)
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

@available(iOS 2.0, *)
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

@available(iOS 7.0, *)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public var isAccessibilityCategory: Bool { fatalError() }
}

// MARK: - Colors, fonts, images

@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    @available(iOS 17.0, *)
    public convenience init(resource: ColorResource) { fatalError() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { fatalError() }
    @available(iOS 11.0, *)
    public convenience init?(named name: String) { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }

    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var label: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var tertiaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondarySystemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var tertiarySystemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemFill: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var separator: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray2: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray5: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray6: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemRed: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemGreen: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemBlue: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemOrange: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemYellow: UIColor { fatalError() }
    @available(iOS 7.0, *) open class var systemPink: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemIndigo: UIColor { fatalError() }
    @available(iOS 15.0, *) open class var tintColor: UIColor { fatalError() }
}

@available(iOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public init(_ rawValue: CGFloat) { fatalError() }
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
    }
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    }
    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    open var pointSize: CGFloat { fatalError() }
}

@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) { fatalError() }
    @available(iOS 13.0, *)
    public init?(systemName name: String) { fatalError() }
    public init?(data: Data) { fatalError() }
    public init?(contentsOfFile path: String) { fatalError() }
    public init(cgImage: CGImage) { fatalError() }
    @available(iOS 17.0, *)
    public convenience init(resource: ImageResource) { fatalError() }
    open var cgImage: CGImage? { fatalError() }
    open var size: CGSize { fatalError() }
    open var scale: CGFloat { fatalError() }
    open func pngData() -> Data? { fatalError() }
    open func jpegData(compressionQuality: CGFloat) -> Data? { fatalError() }
}

@available(iOS 8.0, *)
@MainActor @preconcurrency
open class UITraitCollection: NSObject, @unchecked Sendable {
    nonisolated open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    nonisolated open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

// MARK: - Responders, views and controllers

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIResponder: NSObject {
    open var next: UIResponder? { fatalError() }
    open var canBecomeFirstResponder: Bool { fatalError() }
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
    @discardableResult open func resignFirstResponder() -> Bool { fatalError() }
    open var isFirstResponder: Bool { fatalError() }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIView: UIResponder {
    public override init() { fatalError() }
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var frame: CGRect { get { fatalError() } set { fatalError() } }
    open var bounds: CGRect { get { fatalError() } set { fatalError() } }
    open var center: CGPoint { get { fatalError() } set { fatalError() } }
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var tintColor: UIColor! { get { fatalError() } set { fatalError() } }
    open var alpha: CGFloat { get { fatalError() } set { fatalError() } }
    open var isHidden: Bool { get { fatalError() } set { fatalError() } }
    open var isUserInteractionEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var clipsToBounds: Bool { get { fatalError() } set { fatalError() } }
    open var tag: Int { get { fatalError() } set { fatalError() } }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set { fatalError() } }
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open var intrinsicContentSize: CGSize { fatalError() }
    open var layer: CALayer { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
    open func bringSubviewToFront(_ view: UIView) { fatalError() }
    open func setNeedsLayout() { fatalError() }
    open func layoutIfNeeded() { fatalError() }
    open func layoutSubviews() { fatalError() }
    open func setNeedsDisplay() { fatalError() }
    open func draw(_ rect: CGRect) { fatalError() }
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() { fatalError() }
    open func invalidateIntrinsicContentSize() { fatalError() }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { fatalError() }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
}

/// A stand-in for Core Animation's layer, reached through `UIView.layer`.
@available(iOS 2.0, *)
open class CALayer: NSObject {
    open var cornerRadius: CGFloat { get { fatalError() } set { fatalError() } }
    open var masksToBounds: Bool { get { fatalError() } set { fatalError() } }
    open var borderWidth: CGFloat { get { fatalError() } set { fatalError() } }
    open var shadowOpacity: Float { get { fatalError() } set { fatalError() } }
    open var shadowRadius: CGFloat { get { fatalError() } set { fatalError() } }
}

@available(iOS 2.0, *)
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
}

@available(iOS 9.0, *)
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@available(iOS 9.0, *) @MainActor @preconcurrency open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@available(iOS 9.0, *) @MainActor @preconcurrency open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
@available(iOS 9.0, *)
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIWindow: UIView {
    open var rootViewController: UIViewController? { get { fatalError() } set { fatalError() } }
    open func makeKeyAndVisible() { fatalError() }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public convenience override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var view: UIView! { get { fatalError() } set { fatalError() } }
    open var title: String? { get { fatalError() } set { fatalError() } }
    open var navigationController: UINavigationController? { fatalError() }
    open var presentedViewController: UIViewController? { fatalError() }
    open var children: [UIViewController] { fatalError() }
    open var preferredContentSize: CGSize { get { fatalError() } set { fatalError() } }
    open func loadView() { fatalError() }
    open func viewDidLoad() { fatalError() }
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    open func viewDidAppear(_ animated: Bool) { fatalError() }
    open func viewWillDisappear(_ animated: Bool) { fatalError() }
    open func viewDidDisappear(_ animated: Bool) { fatalError() }
    open func viewDidLayoutSubviews() { fatalError() }
    open func addChild(_ childController: UIViewController) { fatalError() }
    open func removeFromParent() { fatalError() }
    open func didMove(toParent parent: UIViewController?) { fatalError() }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    public required init?(coder: NSCoder) { fatalError() }
    public init(rootViewController: UIViewController) { fatalError() }
    open var viewControllers: [UIViewController] { get { fatalError() } set { fatalError() } }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
}

// MARK: - Controls and common views

@available(iOS 14.0, *)
@MainActor @preconcurrency
open class UIAction: NSObject {
    public convenience init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) { fatalError() }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1)
        public static let disabled = State(rawValue: 2)
        public static let selected = State(rawValue: 4)
    }
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var isSelected: Bool { get { fatalError() } set { fatalError() } }
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UILabel: UIView {
    open var text: String? { get { fatalError() } set { fatalError() } }
    open var attributedText: NSAttributedString? { get { fatalError() } set { fatalError() } }
    open var font: UIFont! { get { fatalError() } set { fatalError() } }
    open var textColor: UIColor! { get { fatalError() } set { fatalError() } }
    open var textAlignment: NSTextAlignment { get { fatalError() } set { fatalError() } }
    open var numberOfLines: Int { get { fatalError() } set { fatalError() } }
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set { fatalError() } }
    open var preferredMaxLayoutWidth: CGFloat { get { fatalError() } set { fatalError() } }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }

    /// The iOS 15 button configuration (style, title, image, insets).
    @available(iOS 15.0, *)
    public struct Configuration: Hashable, @unchecked Sendable {
        public static func plain() -> UIButton.Configuration { fatalError() }
        public static func tinted() -> UIButton.Configuration { fatalError() }
        public static func gray() -> UIButton.Configuration { fatalError() }
        public static func filled() -> UIButton.Configuration { fatalError() }
        public static func borderless() -> UIButton.Configuration { fatalError() }
        public static func bordered() -> UIButton.Configuration { fatalError() }
        public static func borderedTinted() -> UIButton.Configuration { fatalError() }
        public static func borderedProminent() -> UIButton.Configuration { fatalError() }
        public var title: String? { get { fatalError() } set {} }
        public var subtitle: String? { get { fatalError() } set {} }
        public var image: UIImage? { get { fatalError() } set {} }
        public var imagePadding: CGFloat { get { fatalError() } set {} }
        public var baseForegroundColor: UIColor? { get { fatalError() } set {} }
        public var baseBackgroundColor: UIColor? { get { fatalError() } set {} }
    }
    @available(iOS 15.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { fatalError() }
    @available(iOS 15.0, *)
    open var configuration: UIButton.Configuration? { get { fatalError() } set { fatalError() } }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UISwitch: UIControl {
    open var isOn: Bool { get { fatalError() } set { fatalError() } }
    open func setOn(_ on: Bool, animated: Bool) { fatalError() }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UISlider: UIControl {
    open var value: Float { get { fatalError() } set { fatalError() } }
    open var minimumValue: Float { get { fatalError() } set { fatalError() } }
    open var maximumValue: Float { get { fatalError() } set { fatalError() } }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    public required init?(coder: NSCoder) { fatalError() }
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    public init(style: UIActivityIndicatorView.Style) { fatalError() }
    open var isAnimating: Bool { fatalError() }
    open var hidesWhenStopped: Bool { get { fatalError() } set { fatalError() } }
    open var color: UIColor! { get { fatalError() } set { fatalError() } }
    open func startAnimating() { fatalError() }
    open func stopAnimating() { fatalError() }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIImageView: UIView {
    public required init?(coder: NSCoder) { fatalError() }
    public init(image: UIImage?) { fatalError() }
    open var image: UIImage? { get { fatalError() } set { fatalError() } }
    open var contentMode: UIView.ContentMode { get { fatalError() } set { fatalError() } }
}

extension UIView {
    public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIScrollView: UIView {
    open var contentOffset: CGPoint { get { fatalError() } set { fatalError() } }
    open var contentSize: CGSize { get { fatalError() } set { fatalError() } }
    open var contentInset: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    open var isScrollEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var minimumZoomScale: CGFloat { get { fatalError() } set { fatalError() } }
    open var maximumZoomScale: CGFloat { get { fatalError() } set { fatalError() } }
    weak open var delegate: (any UIScrollViewDelegate)? { get { fatalError() } set { fatalError() } }
    @available(iOS 10.0, *)
    open var refreshControl: UIRefreshControl? { get { fatalError() } set { fatalError() } }
}

@available(iOS 6.0, *)
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    open var isRefreshing: Bool { fatalError() }
    open func beginRefreshing() { fatalError() }
    open func endRefreshing() { fatalError() }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UITextField: UIControl {
    open var text: String? { get { fatalError() } set { fatalError() } }
    open var placeholder: String? { get { fatalError() } set { fatalError() } }
    open var font: UIFont? { get { fatalError() } set { fatalError() } }
    open var textColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var keyboardType: UIKeyboardType { get { fatalError() } set { fatalError() } }
    open var returnKeyType: UIReturnKeyType { get { fatalError() } set { fatalError() } }
    open var autocapitalizationType: UITextAutocapitalizationType { get { fatalError() } set { fatalError() } }
    open var isSecureTextEntry: Bool { get { fatalError() } set { fatalError() } }
    weak open var delegate: (any UITextFieldDelegate)? { get { fatalError() } set { fatalError() } }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewDidChange(_ textView: UITextView)
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UITextView: UIScrollView {
    open var text: String! { get { fatalError() } set { fatalError() } }
    open var attributedText: NSAttributedString! { get { fatalError() } set { fatalError() } }
    open var font: UIFont? { get { fatalError() } set { fatalError() } }
    open var textColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var isEditable: Bool { get { fatalError() } set { fatalError() } }
    open var isSelectable: Bool { get { fatalError() } set { fatalError() } }
    open var textContainerInset: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    open var textAlignment: NSTextAlignment { get { fatalError() } set { fatalError() } }
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set { fatalError() } }
    open var selectedRange: NSRange { get { fatalError() } set { fatalError() } }
}

@available(iOS 9.0, *)
@MainActor @preconcurrency
open class UIStackView: UIView {
    public required init?(coder: NSCoder) { fatalError() }
    public init(arrangedSubviews views: [UIView]) { fatalError() }
    open var axis: NSLayoutConstraint.Axis { get { fatalError() } set { fatalError() } }
    open var spacing: CGFloat { get { fatalError() } set { fatalError() } }
    open func addArrangedSubview(_ view: UIView) { fatalError() }
}

// MARK: - Gestures

@available(iOS 3.2, *)
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    public override init() { fatalError() }
    open var state: UIGestureRecognizer.State { fatalError() }
    open var view: UIView? { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

@available(iOS 3.2, *)
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int { get { fatalError() } set { fatalError() } }
}

@available(iOS 3.2, *)
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
}

// MARK: - Application, screen, device, feedback

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    open class var shared: UIApplication { fatalError() }
    public static let openSettingsURLString: String = { fatalError() }()
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) { fatalError() }
    open func canOpenURL(_ url: URL) -> Bool { fatalError() }

    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIEvent: NSObject {}

@available(iOS 2.0, *)
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIScreen: NSObject {
    @available(iOS, introduced: 2.0, deprecated: 16.0)
    @available(*, deprecated, message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen")
    open class var main: UIScreen { fatalError() }
    open var bounds: CGRect { fatalError() }
    open var scale: CGFloat { fatalError() }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIDevice: NSObject {
    open class var current: UIDevice { fatalError() }
    open var name: String { fatalError() }
    open var systemName: String { fatalError() }
    open var systemVersion: String { fatalError() }
    open var model: String { fatalError() }
    open var localizedModel: String { fatalError() }
    @available(iOS 6.0, *)
    open var identifierForVendor: UUID? { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
}

@available(iOS 3.2, *)
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

@available(iOS 10.0, *)
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    open func prepare() { fatalError() }
}

@available(iOS 10.0, *)
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError() }
    open func impactOccurred() { fatalError() }
}

@available(iOS 10.0, *)
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) { fatalError() }
}

@available(iOS 3.0, *)
@MainActor @preconcurrency
open class UIPasteboard: NSObject {
    open class var general: UIPasteboard { fatalError() }
    open var string: String? { get { fatalError() } set { fatalError() } }
}

@available(iOS 6.0, *)
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    public required init?(coder: NSCoder) { fatalError() }
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { fatalError() }
}

@available(iOS 6.0, *)
@MainActor @preconcurrency
open class UIActivity: NSObject {}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
    public required init?(coder: NSCoder) { fatalError() }
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    }
    public init() { fatalError() }
    open var sourceType: UIImagePickerController.SourceType { get { fatalError() } set { fatalError() } }
    open var allowsEditing: Bool { get { fatalError() } set { fatalError() } }
    weak open var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)? { get { fatalError() } set { fatalError() } }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {}

@available(iOS 2.0, *)
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

@available(iOS 5.0, *)
@MainActor @preconcurrency
open class UIPageViewController: UIViewController {
    public required init?(coder: NSCoder) { fatalError() }
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation, options: [String: Any]? = nil) { fatalError() }
    open var viewControllers: [UIViewController]? { fatalError() }
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) { fatalError() }
}

@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UISearchBar: UIView {
    open var text: String? { get { fatalError() } set { fatalError() } }
    open var placeholder: String? { get { fatalError() } set { fatalError() } }
}

// MARK: - Notifications

@available(iOS 2.0, *)
extension UIApplication {
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

@available(iOS 2.0, *)
extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
}

@available(iOS 2.0, *)
extension UIDevice {
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

@available(iOS 5.0, *)
extension UIContentSizeCategory {
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}
