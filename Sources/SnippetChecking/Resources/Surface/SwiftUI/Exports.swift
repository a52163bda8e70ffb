// SwiftUI API surface for Handbook: declarations only, bodies `fatalError()`.
// `import SwiftUI` brings these modules along, as it does on Apple platforms.

@_exported import Foundation
@_exported import Combine
@_exported import Observation
@_exported import UIKit
@_exported import AppKit

// UIKit and AppKit both declare these names; SwiftUI's alias settles which one
// an example sees when it imports only SwiftUI.
public typealias NSTextAlignment = UIKit.NSTextAlignment
public typealias NSLayoutConstraint = UIKit.NSLayoutConstraint
