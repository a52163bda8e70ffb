// PhotosUI for SwiftUI: PhotosPicker, PhotosPickerItem (loadTransferable), PHPickerFilter
// and the photosPicker modifier.

import Foundation
import SwiftUI

@available(iOS 14.0, macOS 13.0, *)
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    public static var images: PHPickerFilter { fatalError() }
    public static var videos: PHPickerFilter { fatalError() }
    public static var livePhotos: PHPickerFilter { fatalError() }
    public static var screenshots: PHPickerFilter { fatalError() }
    public static var panoramas: PHPickerFilter { fatalError() }
    public static var bursts: PHPickerFilter { fatalError() }
    public static var depthEffectPhotos: PHPickerFilter { fatalError() }
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { fatalError() }
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { fatalError() }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    public enum EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        case automatic, current, compatible
    }
    public init(itemIdentifier: String) {}
    public var itemIdentifier: String? { fatalError() }
    public var supportedContentTypes: [UTType] { fatalError() }
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { fatalError() }
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public enum PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    case `default`, ordered, continuous, continuousAndOrdered
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public struct PhotosPicker<Label: View> {
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) { fatalError() }
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
extension PhotosPicker: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
nonisolated extension View {
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
}
