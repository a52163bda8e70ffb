// AppKit API surface for Handbook: declarations only, bodies `fatalError()`.
// Enough AppKit for NSViewRepresentable / NSViewControllerRepresentable examples
// and for the AppKit types SwiftUI APIs mention (NSColor, NSImage, NSFont).

@_exported import UIFoundation
import Foundation

// MARK: - Colors, fonts, images

@available(macOS 10.0, *)
open class NSColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    @available(macOS 14.0, *)
    public convenience init(resource: ColorResource) { fatalError() }
    public init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public convenience init?(named name: String) { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor { fatalError() }
    open class var black: NSColor { fatalError() }
    open class var white: NSColor { fatalError() }
    open class var gray: NSColor { fatalError() }
    open class var red: NSColor { fatalError() }
    open class var green: NSColor { fatalError() }
    open class var blue: NSColor { fatalError() }
    open class var orange: NSColor { fatalError() }
    open class var yellow: NSColor { fatalError() }
    open class var clear: NSColor { fatalError() }
    open class var labelColor: NSColor { fatalError() }
    open class var secondaryLabelColor: NSColor { fatalError() }
    open class var textColor: NSColor { fatalError() }
    open class var textBackgroundColor: NSColor { fatalError() }
    open class var windowBackgroundColor: NSColor { fatalError() }
    open class var controlBackgroundColor: NSColor { fatalError() }
    open class var underPageBackgroundColor: NSColor { fatalError() }
    open class var separatorColor: NSColor { fatalError() }
    open class var controlAccentColor: NSColor { fatalError() }
    open class var systemRed: NSColor { fatalError() }
    open class var systemGreen: NSColor { fatalError() }
    open class var systemBlue: NSColor { fatalError() }
    open class var systemOrange: NSColor { fatalError() }
    open class var systemGray: NSColor { fatalError() }
}

@available(macOS 10.0, *)
extension NSColor {
    public typealias Name = String
    /// A color that resolves for the appearance it is drawn in (light, dark, high contrast).
    @available(macOS 10.15, *)
    public convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) { fatalError() }
}

@available(macOS 10.9, *)
open class NSAppearance: NSObject, @unchecked Sendable {
    public struct Name: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let aqua = NSAppearance.Name("NSAppearanceNameAqua")
        @available(macOS 10.14, *)
        public static let darkAqua = NSAppearance.Name("NSAppearanceNameDarkAqua")
        public static let vibrantLight = NSAppearance.Name("NSAppearanceNameVibrantLight")
        public static let vibrantDark = NSAppearance.Name("NSAppearanceNameVibrantDark")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastAqua = NSAppearance.Name("NSAppearanceNameAccessibilityAqua")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastDarkAqua = NSAppearance.Name("NSAppearanceNameAccessibilityDarkAqua")
    }
    public init?(named name: NSAppearance.Name) { fatalError() }
    open var name: NSAppearance.Name { fatalError() }
    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { fatalError() }
    @available(macOS 11.0, *)
    open class var currentDrawing: NSAppearance { fatalError() }
}

@available(macOS 10.0, *)
open class NSFont: NSObject, @unchecked Sendable {
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
        public static let headline = TextStyle(rawValue: "NSCTFontHeadlineUsage")
        public static let body = TextStyle(rawValue: "NSCTFontBodyUsage")
    }
    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError() }
    open class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [String: Any] = [:]) -> NSFont { fatalError() }
    open var pointSize: CGFloat { fatalError() }
}

@available(macOS 10.0, *)
open class NSImage: NSObject, @unchecked Sendable {
    public init(size: NSSize) { fatalError() }
    public init?(named name: String) { fatalError() }
    @available(macOS 14.0, *)
    public convenience init(resource: ImageResource) { fatalError() }
    public init?(data: Data) { fatalError() }
    public init?(contentsOf url: URL) { fatalError() }
    @available(macOS 10.6, *)
    public init(cgImage: CGImage, size: NSSize) { fatalError() }
    @available(macOS 11.0, *)
    public init?(systemSymbolName symbolName: String, accessibilityDescription description: String?) { fatalError() }
    open var size: NSSize { get { fatalError() } set { fatalError() } }
}

// MARK: - Responders, views and controllers

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSResponder: NSObject {
    open var nextResponder: NSResponder? { get { fatalError() } set { fatalError() } }
    open var acceptsFirstResponder: Bool { fatalError() }
    open func becomeFirstResponder() -> Bool { fatalError() }
    open func resignFirstResponder() -> Bool { fatalError() }
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSView: NSResponder {
    public override init() { fatalError() }
    public init(frame frameRect: NSRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var frame: NSRect { get { fatalError() } set { fatalError() } }
    open var bounds: NSRect { get { fatalError() } set { fatalError() } }
    open var isHidden: Bool { get { fatalError() } set { fatalError() } }
    open var wantsLayer: Bool { get { fatalError() } set { fatalError() } }
    open var alphaValue: CGFloat { get { fatalError() } set { fatalError() } }
    open var needsDisplay: Bool { get { fatalError() } set { fatalError() } }
    open var needsLayout: Bool { get { fatalError() } set { fatalError() } }
    open var superview: NSView? { fatalError() }
    open var subviews: [NSView] { get { fatalError() } set { fatalError() } }
    open var window: NSWindow? { fatalError() }
    open var intrinsicContentSize: NSSize { fatalError() }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set { fatalError() } }
    open func addSubview(_ view: NSView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func layout() { fatalError() }
    open func draw(_ dirtyRect: NSRect) { fatalError() }
    open func invalidateIntrinsicContentSize() { fatalError() }
    open func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) { fatalError() }
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSWindow: NSResponder {
    open var title: String { get { fatalError() } set { fatalError() } }
    open var contentView: NSView? { get { fatalError() } set { fatalError() } }
    @available(macOS 10.10, *)
    open var contentViewController: NSViewController? { get { fatalError() } set { fatalError() } }
    open func makeKeyAndOrderFront(_ sender: Any?) { fatalError() }
}

@available(macOS 10.5, *)
@MainActor @preconcurrency
open class NSViewController: NSResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public convenience override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var view: NSView { get { fatalError() } set { fatalError() } }
    open var title: String? { get { fatalError() } set { fatalError() } }
    open var preferredContentSize: NSSize { get { fatalError() } set { fatalError() } }
    open func loadView() { fatalError() }
    open func viewDidLoad() { fatalError() }
    open func viewWillAppear() { fatalError() }
    open func viewDidAppear() { fatalError() }
    open func viewDidDisappear() { fatalError() }
    open func addChild(_ childViewController: NSViewController) { fatalError() }
}

// MARK: - Controls and common views

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSControl: NSView {
    open var stringValue: String { get { fatalError() } set { fatalError() } }
    open var doubleValue: Double { get { fatalError() } set { fatalError() } }
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var font: NSFont? { get { fatalError() } set { fatalError() } }
    open var alignment: NSTextAlignment { get { fatalError() } set { fatalError() } }
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
public protocol NSTextFieldDelegate: NSObjectProtocol {
    func controlTextDidChange(_ obj: Notification)
    func controlTextDidEndEditing(_ obj: Notification)
}

extension NSTextFieldDelegate {
    public func controlTextDidChange(_ obj: Notification) {}
    public func controlTextDidEndEditing(_ obj: Notification) {}
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSTextField: NSControl {
    public convenience init(string stringValue: String) { fatalError() }
    public convenience init(labelWithString stringValue: String) { fatalError() }
    open var placeholderString: String? { get { fatalError() } set { fatalError() } }
    open var isEditable: Bool { get { fatalError() } set { fatalError() } }
    open var isBordered: Bool { get { fatalError() } set { fatalError() } }
    open var textColor: NSColor? { get { fatalError() } set { fatalError() } }
    open var backgroundColor: NSColor? { get { fatalError() } set { fatalError() } }
    weak open var delegate: (any NSTextFieldDelegate)? { get { fatalError() } set { fatalError() } }
}

@available(macOS 10.3, *)
@MainActor @preconcurrency
public protocol NSSearchFieldDelegate: NSTextFieldDelegate {
    @available(macOS 10.11, *)
    func searchFieldDidStartSearching(_ sender: NSSearchField)
    @available(macOS 10.11, *)
    func searchFieldDidEndSearching(_ sender: NSSearchField)
}

extension NSSearchFieldDelegate {
    public func searchFieldDidStartSearching(_ sender: NSSearchField) {}
    public func searchFieldDidEndSearching(_ sender: NSSearchField) {}
}

/// The search field; its `delegate` (an `NSTextFieldDelegate`) takes an `NSSearchFieldDelegate`.
@available(macOS 10.3, *)
@MainActor @preconcurrency
open class NSSearchField: NSTextField {
    open var sendsSearchStringImmediately: Bool { get { fatalError() } set { fatalError() } }
    @available(macOS 10.10, *)
    open var sendsWholeSearchString: Bool { get { fatalError() } set { fatalError() } }
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
public protocol NSTextViewDelegate: NSObjectProtocol {
    func textDidChange(_ notification: Notification)
}

extension NSTextViewDelegate {
    public func textDidChange(_ notification: Notification) {}
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSText: NSView {
    open var string: String { get { fatalError() } set { fatalError() } }
    open var font: NSFont? { get { fatalError() } set { fatalError() } }
    open var textColor: NSColor? { get { fatalError() } set { fatalError() } }
    open var isEditable: Bool { get { fatalError() } set { fatalError() } }
    open var backgroundColor: NSColor { get { fatalError() } set { fatalError() } }
    open var drawsBackground: Bool { get { fatalError() } set { fatalError() } }
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSTextView: NSText {
    weak open var delegate: (any NSTextViewDelegate)? { get { fatalError() } set { fatalError() } }
    open class func scrollableTextView() -> NSScrollView { fatalError() }
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSScrollView: NSView {
    open var documentView: NSView? { get { fatalError() } set { fatalError() } }
    open var hasVerticalScroller: Bool { get { fatalError() } set { fatalError() } }
    open var hasHorizontalScroller: Bool { get { fatalError() } set { fatalError() } }
    open var drawsBackground: Bool { get { fatalError() } set { fatalError() } }
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSButton: NSControl {
    public convenience init(title: String, target: AnyObject?, action: String?) { fatalError() }
    open var title: String { get { fatalError() } set { fatalError() } }
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSImageView: NSControl {
    public convenience init(image: NSImage) { fatalError() }
    open var image: NSImage? { get { fatalError() } set { fatalError() } }
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSProgressIndicator: NSView {
    open var isIndeterminate: Bool { get { fatalError() } set { fatalError() } }
    open func startAnimation(_ sender: Any?) { fatalError() }
    open func stopAnimation(_ sender: Any?) { fatalError() }
}

// MARK: - Application

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSApplication: NSResponder {
    open class var shared: NSApplication { fatalError() }
    open func terminate(_ sender: Any?) { fatalError() }
    open func activate(ignoringOtherApps flag: Bool) { fatalError() }
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
public protocol NSApplicationDelegate: NSObjectProtocol {
    func applicationDidFinishLaunching(_ notification: Notification)
}

extension NSApplicationDelegate {
    public func applicationDidFinishLaunching(_ notification: Notification) {}
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSWorkspace: NSObject {
    open class var shared: NSWorkspace { fatalError() }
    @discardableResult open func open(_ url: URL) -> Bool { fatalError() }
}

@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSPasteboard: NSObject {
    open class var general: NSPasteboard { fatalError() }
    @discardableResult open func clearContents() -> Int { fatalError() }
    open func setString(_ string: String, forType dataType: NSPasteboard.PasteboardType) -> Bool { fatalError() }
    public struct PasteboardType: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let string = PasteboardType(rawValue: "public.utf8-plain-text")
    }
}

// MARK: - Notifications

@available(macOS 10.0, *)
extension NSApplication {
    public static let didBecomeActiveNotification = Notification.Name("NSApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("NSApplicationWillResignActiveNotification")
    public static let willTerminateNotification = Notification.Name("NSApplicationWillTerminateNotification")
    public static let didFinishLaunchingNotification = Notification.Name("NSApplicationDidFinishLaunchingNotification")
}

@available(macOS 10.0, *)
extension NSWindow {
    public static let didBecomeKeyNotification = Notification.Name("NSWindowDidBecomeKeyNotification")
    public static let willCloseNotification = Notification.Name("NSWindowWillCloseNotification")
}
