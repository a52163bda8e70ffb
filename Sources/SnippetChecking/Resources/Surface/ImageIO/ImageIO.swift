// ImageIO: image sources read without decoding the whole image (thumbnails at a pixel
// size, counts and properties), as pages that downsample large photos use them; and the
// Core Foundation types their options pass through.

import Foundation
import UIFoundation

// Core Foundation's types that Swift bridges toll-free (`data as CFData`,
// `[CFString: Any]`, `options as CFDictionary`). On Linux there is no bridging, so each
// is the Swift type it bridges from: what compiles on Apple's platforms compiles here, and a
// missing `as` is not caught.
public typealias CFData = Data
public typealias CFString = String
public typealias CFDictionary = [AnyHashable: Any]
public typealias CFURL = URL

@available(iOS 4.0, macOS 10.4, tvOS 9.0, watchOS 2.0, *)
public final class CGImageSource {
    private init(_surface: Never) {}
}

@available(iOS 4.0, macOS 10.4, tvOS 9.0, watchOS 2.0, *)
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? { fatalError() }
@available(iOS 4.0, macOS 10.4, tvOS 9.0, watchOS 2.0, *)
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? { fatalError() }
@available(iOS 4.0, macOS 10.4, tvOS 9.0, watchOS 2.0, *)
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { fatalError() }
@available(iOS 4.0, macOS 10.4, tvOS 9.0, watchOS 2.0, *)
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? { fatalError() }
@available(iOS 4.0, macOS 10.4, tvOS 9.0, watchOS 2.0, *)
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    fatalError()
}
@available(iOS 4.0, macOS 10.4, tvOS 9.0, watchOS 2.0, *)
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    fatalError()
}

// Options of an image source and of the images made from it.
public let kCGImageSourceShouldCache: CFString = ""
public let kCGImageSourceShouldCacheImmediately: CFString = ""
public let kCGImageSourceShouldAllowFloat: CFString = ""
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = ""
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = ""
public let kCGImageSourceThumbnailMaxPixelSize: CFString = ""
public let kCGImageSourceCreateThumbnailWithTransform: CFString = ""
public let kCGImageSourceTypeIdentifierHint: CFString = ""

// Properties an image source reports.
public let kCGImagePropertyPixelWidth: CFString = ""
public let kCGImagePropertyPixelHeight: CFString = ""
public let kCGImagePropertyOrientation: CFString = ""
