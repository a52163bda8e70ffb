// AVFoundation basics for playback examples: AVPlayer, AVQueuePlayer, AVPlayerItem,
// AVAsset/AVURLAsset and CMTime (CoreMedia, re-exported by AVFoundation); thumbnails
// with AVAssetImageGenerator (Core Graphics' CGImage comes from UIFoundation).

import Foundation
import UIFoundation

@available(iOS 4.0, macOS 10.7, *)
public struct CMTime: Equatable, Comparable, Hashable, Sendable {
    public init(seconds: Double, preferredTimescale: Int32) {}
    public init(value: Int64, timescale: Int32) {}
    public static var zero: CMTime { fatalError() }
    public static var invalid: CMTime { fatalError() }
    public static var indefinite: CMTime { fatalError() }
    public var seconds: Double { fatalError() }
    public var isValid: Bool { fatalError() }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { fatalError() }
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { fatalError() }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { fatalError() }
}

@available(iOS 4.0, macOS 10.7, *)
open class AVAsset: NSObject, @unchecked Sendable {
    public convenience init(url URL: URL) { self.init() }
}

@available(iOS 4.0, macOS 10.7, *)
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public init(url URL: URL, options: [String: Any]? = nil) {}
    open var url: URL { fatalError() }
}

@available(iOS 4.0, macOS 10.7, *)
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    public init(asset: AVAsset) {}
    open var asset: AVAsset { fatalError() }
    open var appliesPreferredTrackTransform: Bool { get { fatalError() } set {} }
    open var maximumSize: CGSize { get { fatalError() } set {} }
    open var requestedTimeToleranceBefore: CMTime { get { fatalError() } set {} }
    open var requestedTimeToleranceAfter: CMTime { get { fatalError() } set {} }
    @available(iOS 16.0, macOS 13.0, *)
    public func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) { fatalError() }
}

@available(iOS 4.0, macOS 10.7, *)
open class AVPlayerItem: NSObject, @unchecked Sendable {
    public convenience init(url URL: URL) { self.init() }
    public convenience init(asset: AVAsset) { self.init() }
    open var asset: AVAsset { fatalError() }
    open var duration: CMTime { fatalError() }
    open func currentTime() -> CMTime { fatalError() }
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    open var status: AVPlayerItem.Status { fatalError() }
}

@available(iOS 4.0, macOS 10.7, *)
open class AVPlayer: NSObject, @unchecked Sendable {
    public override init() {}
    public init(url URL: URL) {}
    public init(playerItem item: AVPlayerItem?) {}
    open func play() {}
    open func pause() {}
    open var rate: Float { get { fatalError() } set {} }
    open var volume: Float { get { fatalError() } set {} }
    open var isMuted: Bool { get { fatalError() } set {} }
    open var currentItem: AVPlayerItem? { fatalError() }
    open func replaceCurrentItem(with item: AVPlayerItem?) {}
    open func currentTime() -> CMTime { fatalError() }
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime) async -> Bool { fatalError() }
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void) -> Any { fatalError() }
    open func removeTimeObserver(_ observer: Any) {}
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
    open var actionAtItemEnd: AVPlayer.ActionAtItemEnd { get { fatalError() } set {} }
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    open var timeControlStatus: AVPlayer.TimeControlStatus { fatalError() }
}

@available(iOS 4.1, macOS 10.7, *)
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    public init(items: [AVPlayerItem]) { super.init() }
    open func items() -> [AVPlayerItem] { fatalError() }
    open func advanceToNextItem() {}
}

@available(iOS 10.0, macOS 10.12, *)
open class AVPlayerLooper: NSObject, @unchecked Sendable {
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {}
}
