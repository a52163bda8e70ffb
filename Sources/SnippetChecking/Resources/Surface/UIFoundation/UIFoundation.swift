// Types that UIKit and AppKit share (Apple keeps them in the UIFoundation framework),
// declared once so that a file importing both UIKit and AppKit, directly or through
// SwiftUI, sees one NSTextAlignment and one NSLayoutConstraint.

import Foundation

@available(iOS 6.0, macOS 10.0, *)
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

@available(iOS 6.0, macOS 10.7, *)
@MainActor
open class NSLayoutConstraint: NSObject {
    /// UIKit's name for the layout axis.
    public enum Axis: Int, Sendable { case horizontal, vertical }
    /// AppKit's name for the layout axis.
    public typealias Orientation = Axis

    /// AppKit's layout priority (`UILayoutPriority` in UIKit).
    public struct Priority: RawRepresentable, Hashable, Sendable {
        public var rawValue: Float
        public init(rawValue: Float) { self.rawValue = rawValue }
        public init(_ rawValue: Float) { self.rawValue = rawValue }
        public static let required = Priority(1000)
        public static let defaultHigh = Priority(750)
        public static let defaultLow = Priority(250)
    }

    open var isActive: Bool { get { fatalError() } set { fatalError() } }
    open var constant: CGFloat { get { fatalError() } set { fatalError() } }
    open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

/// Core Graphics' bitmap image (`CGImage`), which UIKit, AppKit and SwiftUI's `ImageRenderer`
/// hand out; declared here so both UIKit and AppKit see the one type.
@available(iOS 2.0, macOS 10.0, watchOS 2.0, *)
public final class CGImage {
    private init(_surface: Never) {}
    public var width: Int { fatalError() }
    public var height: Int { fatalError() }
}

// MARK: - Asset catalog resources
// Apple declares these in DeveloperToolsSupport; Xcode generates one static member per asset
// of a catalog (`Image(.sunrise)`, `Color(.brandAccent)`). UIKit, AppKit and SwiftUI each
// take them, so they are declared here, where all three see one type.

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ImageResource: Hashable, Sendable {
    public init(name: String, bundle: Bundle) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ColorResource: Hashable, Sendable {
    public init(name: String, bundle: Bundle) { fatalError() }
}
