// WebKit: the SwiftUI WebView and WebPage (iOS/macOS 26), and the UIKit web view
// WKWebView with its configuration, delegates and script messages (shown here as the
// iOS class, a UIView subclass, as representables wrap it).

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SwiftUI

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@MainActor @preconcurrency
public final class WebPage: Observable {
    public struct Configuration: Sendable {
        public init() {}
    }
    public enum NavigationEvent: Hashable, Sendable {
        case startedProvisionalNavigation, receivedServerRedirect, committed, finished
    }
    public struct NavigationID: Hashable, Sendable {}
    public struct BackForwardList: Equatable, Sendable {
        public struct Item: Identifiable, Equatable, Sendable {
            public var id: UUID { fatalError() }
            public var title: String? { fatalError() }
            public var url: URL { fatalError() }
        }
        public var backList: [Item] { fatalError() }
        public var forwardList: [Item] { fatalError() }
        public var currentItem: Item? { fatalError() }
    }
    public init() {}
    public init(configuration: WebPage.Configuration) {}
    public var title: String { fatalError() }
    public var url: URL? { fatalError() }
    public var isLoading: Bool { fatalError() }
    public var estimatedProgress: Double { fatalError() }
    public var themeColor: Color? { fatalError() }
    public var hasOnlySecureContent: Bool { fatalError() }
    public var currentNavigationEvent: WebPage.NavigationEvent? { fatalError() }
    public var backForwardList: WebPage.BackForwardList { fatalError() }
    public var customUserAgent: String? { get { fatalError() } set {} }
    @discardableResult
    public func load(_ url: URL) -> some AsyncSequence<WebPage.NavigationEvent, any Error> { _WebPageEvents() }
    @discardableResult
    public func load(_ request: URLRequest) -> some AsyncSequence<WebPage.NavigationEvent, any Error> { _WebPageEvents() }
    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> some AsyncSequence<WebPage.NavigationEvent, any Error> { _WebPageEvents() }
    @discardableResult
    public func load(_ item: WebPage.BackForwardList.Item) -> some AsyncSequence<WebPage.NavigationEvent, any Error> { _WebPageEvents() }
    @discardableResult
    public func reload(fromOrigin: Bool = false) -> some AsyncSequence<WebPage.NavigationEvent, any Error> { _WebPageEvents() }
    public func stopLoading() {}
    public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct _WebPageEvents: AsyncSequence {
    public typealias Element = WebPage.NavigationEvent
    public typealias Failure = any Error
    public struct AsyncIterator: AsyncIteratorProtocol {
        public mutating func next() async throws -> WebPage.NavigationEvent? { fatalError() }
    }
    public func makeAsyncIterator() -> AsyncIterator { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct WebView {
    public init(_ page: WebPage) { fatalError() }
    public init(url: URL?) { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension WebView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct WebViewBackForwardNavigationGestures: Sendable {
    public static var automatic: Self { fatalError() }
    public static var enabled: Self { fatalError() }
    public static var disabled: Self { fatalError() }
}

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
nonisolated extension View {
    public func webViewBackForwardNavigationGestures(_ value: WebViewBackForwardNavigationGestures) -> some View { self }
    public func webViewMagnificationGestures(_ value: WebViewBackForwardNavigationGestures) -> some View { self }
    public func webViewLinkPreviews(_ value: WebViewBackForwardNavigationGestures) -> some View { self }
    public func webViewScrollPosition(_ position: Binding<ScrollPosition>) -> some View { self }
}

// MARK: - WKWebView (UIKit)

@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
open class WKWebView: UIView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }
    open var configuration: WKWebViewConfiguration { fatalError() }
    open var navigationDelegate: (any WKNavigationDelegate)? { get { fatalError() } set {} }
    open var uiDelegate: (any WKUIDelegate)? { get { fatalError() } set {} }
    open var title: String? { fatalError() }
    open var url: URL? { fatalError() }
    open var isLoading: Bool { fatalError() }
    open var estimatedProgress: Double { fatalError() }
    open var canGoBack: Bool { fatalError() }
    open var canGoForward: Bool { fatalError() }
    open var allowsBackForwardNavigationGestures: Bool { get { fatalError() } set {} }
    open var customUserAgent: String? { get { fatalError() } set {} }
    open var scrollView: UIScrollView { fatalError() }
    @available(iOS 16.4, macOS 13.3, *)
    open var isInspectable: Bool { get { fatalError() } set {} }
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { fatalError() }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { fatalError() }
    @available(iOS 9.0, macOS 10.11, *)
    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { fatalError() }
    @discardableResult open func goBack() -> WKNavigation? { fatalError() }
    @discardableResult open func goForward() -> WKNavigation? { fatalError() }
    @discardableResult open func reload() -> WKNavigation? { fatalError() }
    open func stopLoading() { fatalError() }
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) { fatalError() }
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any { fatalError() }
}

@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
open class WKWebViewConfiguration: NSObject {
    public override init() { fatalError() }
    open var userContentController: WKUserContentController { get { fatalError() } set {} }
    open var websiteDataStore: WKWebsiteDataStore { get { fatalError() } set {} }
    open var allowsInlineMediaPlayback: Bool { get { fatalError() } set {} }
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes { get { fatalError() } set {} }
}

@available(iOS 9.0, macOS 10.11, *)
@MainActor @preconcurrency
open class WKWebsiteDataStore: NSObject {
    open class func `default`() -> WKWebsiteDataStore { fatalError() }
    open class func nonPersistent() -> WKWebsiteDataStore { fatalError() }
}

@available(iOS 10.0, macOS 10.12, *)
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: 3)
}

@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
open class WKNavigation: NSObject {}

@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
open class WKNavigationAction: NSObject {
    open var request: URLRequest { fatalError() }
    open var navigationType: WKNavigationType { fatalError() }
    open var targetFrame: WKFrameInfo? { fatalError() }
}

@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool { fatalError() }
    open var request: URLRequest { fatalError() }
}

@available(iOS 8.0, macOS 10.10, *)
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

@available(iOS 8.0, macOS 10.10, *)
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0, allow
    @available(iOS 14.5, macOS 11.3, *)
    case download
}

/// Every method is optional in the SDK (an Objective-C protocol); here each has an empty
/// default.
@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
public protocol WKNavigationDelegate: NSObjectProtocol {
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
}

@available(iOS 8.0, macOS 10.10, *)
extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {}
}

@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
public protocol WKUIDelegate: NSObjectProtocol {
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
}

@available(iOS 8.0, macOS 10.10, *)
extension WKUIDelegate {
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
}

@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
open class WKWindowFeatures: NSObject {}

@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
open class WKUserContentController: NSObject {
    public override init() { fatalError() }
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { fatalError() }
    open func removeScriptMessageHandler(forName name: String) { fatalError() }
    open func addUserScript(_ userScript: WKUserScript) { fatalError() }
    open func removeAllUserScripts() { fatalError() }
}

@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
open class WKScriptMessage: NSObject {
    open var body: Any { fatalError() }
    open var name: String { fatalError() }
    open var webView: WKWebView? { fatalError() }
}

@available(iOS 8.0, macOS 10.10, *)
@MainActor @preconcurrency
open class WKUserScript: NSObject {
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) { fatalError() }
    open var source: String { fatalError() }
}

@available(iOS 8.0, macOS 10.10, *)
public enum WKUserScriptInjectionTime: Int, Sendable {
    case atDocumentStart = 0, atDocumentEnd
}
