// AVKit: the SwiftUI VideoPlayer (with an overlay) and AVPlayerViewController for
// representables. Re-exports AVFoundation, as on Apple platforms.

@_exported import AVFoundation
import Foundation
import SwiftUI
import UIKit

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct VideoPlayer<VideoOverlay: View> {
    public init(player: AVPlayer?) where VideoOverlay == EmptyView { fatalError() }
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension VideoPlayer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 8.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer? { get { fatalError() } set {} }
    open var showsPlaybackControls: Bool { get { fatalError() } set {} }
    open var allowsPictureInPicturePlayback: Bool { get { fatalError() } set {} }
    open var entersFullScreenWhenPlaybackBegins: Bool { get { fatalError() } set {} }
    open var exitsFullScreenWhenPlaybackEnds: Bool { get { fatalError() } set {} }
}
