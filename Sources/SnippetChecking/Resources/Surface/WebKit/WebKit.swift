// WebKit for SwiftUI (iOS/macOS 26): WebView, WebPage (observable) and the web view
// modifiers.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SwiftUI

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@MainActor
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
