// UniformTypeIdentifiers: UTType and its common system types, as file importers,
// exporters, documents and Transferable representations name them.

import Foundation

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct UTType: Hashable, Codable, Sendable, CustomStringConvertible {
    public init?(_ identifier: String) { fatalError() }
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) { fatalError() }
    public init?(mimeType: String, conformingTo supertype: UTType = .data) { fatalError() }
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) { fatalError() }
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { fatalError() }
    public var identifier: String { fatalError() }
    public var preferredFilenameExtension: String? { fatalError() }
    public var preferredMIMEType: String? { fatalError() }
    public var localizedDescription: String? { fatalError() }
    public var isDeclared: Bool { fatalError() }
    public var isDynamic: Bool { fatalError() }
    public var supertypes: Set<UTType> { fatalError() }
    public func conforms(to type: UTType) -> Bool { fatalError() }
    public func isSubtype(of type: UTType) -> Bool { fatalError() }
    public func isSupertype(of type: UTType) -> Bool { fatalError() }
    public var description: String { fatalError() }

    public static var item: UTType { fatalError() }
    public static var content: UTType { fatalError() }
    public static var compositeContent: UTType { fatalError() }
    public static var data: UTType { fatalError() }
    public static var directory: UTType { fatalError() }
    public static var folder: UTType { fatalError() }
    public static var package: UTType { fatalError() }
    public static var url: UTType { fatalError() }
    public static var fileURL: UTType { fatalError() }
    public static var text: UTType { fatalError() }
    public static var plainText: UTType { fatalError() }
    public static var utf8PlainText: UTType { fatalError() }
    public static var rtf: UTType { fatalError() }
    public static var html: UTType { fatalError() }
    public static var xml: UTType { fatalError() }
    public static var json: UTType { fatalError() }
    public static var yaml: UTType { fatalError() }
    public static var commaSeparatedText: UTType { fatalError() }
    public static var tabSeparatedText: UTType { fatalError() }
    public static var sourceCode: UTType { fatalError() }
    public static var swiftSource: UTType { fatalError() }
    public static var image: UTType { fatalError() }
    public static var png: UTType { fatalError() }
    public static var jpeg: UTType { fatalError() }
    public static var heic: UTType { fatalError() }
    public static var gif: UTType { fatalError() }
    public static var svg: UTType { fatalError() }
    public static var pdf: UTType { fatalError() }
    public static var audiovisualContent: UTType { fatalError() }
    public static var movie: UTType { fatalError() }
    public static var video: UTType { fatalError() }
    public static var mpeg4Movie: UTType { fatalError() }
    public static var quickTimeMovie: UTType { fatalError() }
    public static var audio: UTType { fatalError() }
    public static var mp3: UTType { fatalError() }
    public static var archive: UTType { fatalError() }
    public static var zip: UTType { fatalError() }
    public static var vCard: UTType { fatalError() }
    public static var calendarEvent: UTType { fatalError() }
    public static var emailMessage: UTType { fatalError() }
    public static var spreadsheet: UTType { fatalError() }
    public static var presentation: UTType { fatalError() }
}
