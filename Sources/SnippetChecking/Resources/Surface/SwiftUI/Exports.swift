// SwiftUI API surface for Handbook: declarations only, bodies `fatalError()`.
// `import SwiftUI` brings these modules along, as it does on Apple platforms.

@_exported import Foundation
@_exported import Combine
@_exported import Observation
@_exported import UIKit
@_exported import AppKit
@_exported import UniformTypeIdentifiers
#if canImport(FoundationNetworking)
// URLSession and URLRequest are Foundation on Apple platforms; on Linux they live here.
@_exported import FoundationNetworking
#endif
