// User Notifications API surface for Handbook: declarations only, bodies `fatalError()`.
// Asking for permission, scheduling local notifications and answering them in the app:
// what onboarding and reminder examples use.

import Foundation

@available(iOS 10.0, macOS 10.14, *)
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    @available(iOS 12.0, macOS 10.14, *)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    @available(iOS 12.0, macOS 10.14, *)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    @available(iOS 12.0, macOS 10.14, *)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

@available(iOS 10.0, macOS 10.14, *)
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, denied, authorized
    @available(iOS 12.0, macOS 10.14, *)
    case provisional
    @available(iOS 14.0, *)
    @available(macOS, unavailable)
    case ephemeral
}

@available(iOS 10.0, macOS 10.14, *)
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0, disabled, enabled
}

@available(iOS 10.0, macOS 10.14, *)
public enum UNAlertStyle: Int, Sendable {
    case none = 0, banner, alert
}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    open var authorizationStatus: UNAuthorizationStatus { fatalError() }
    open var soundSetting: UNNotificationSetting { fatalError() }
    open var badgeSetting: UNNotificationSetting { fatalError() }
    open var alertSetting: UNNotificationSetting { fatalError() }
    open var notificationCenterSetting: UNNotificationSetting { fatalError() }
    open var lockScreenSetting: UNNotificationSetting { fatalError() }
    open var alertStyle: UNAlertStyle { fatalError() }
    @available(iOS 12.0, macOS 10.14, *)
    open var criticalAlertSetting: UNNotificationSetting { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    open var timeSensitiveSetting: UNNotificationSetting { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationSound: NSObject, @unchecked Sendable {
    open class var `default`: UNNotificationSound { fatalError() }
    @available(iOS 12.0, macOS 10.14, *)
    open class var defaultCritical: UNNotificationSound { fatalError() }
    public init(named name: UNNotificationSoundName) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, *)
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0, active, timeSensitive, critical
}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationContent: NSObject, @unchecked Sendable {
    open var title: String { fatalError() }
    open var subtitle: String { fatalError() }
    open var body: String { fatalError() }
    open var badge: NSNumber? { fatalError() }
    open var sound: UNNotificationSound? { fatalError() }
    open var userInfo: [AnyHashable: Any] { fatalError() }
    open var categoryIdentifier: String { fatalError() }
    open var threadIdentifier: String { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    open var interruptionLevel: UNNotificationInterruptionLevel { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    open var relevanceScore: Double { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override init() { fatalError() }
    open override var title: String { get { fatalError() } set { fatalError() } }
    open override var subtitle: String { get { fatalError() } set { fatalError() } }
    open override var body: String { get { fatalError() } set { fatalError() } }
    open override var badge: NSNumber? { get { fatalError() } set { fatalError() } }
    open override var sound: UNNotificationSound? { get { fatalError() } set { fatalError() } }
    open override var userInfo: [AnyHashable: Any] { get { fatalError() } set { fatalError() } }
    open override var categoryIdentifier: String { get { fatalError() } set { fatalError() } }
    open override var threadIdentifier: String { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, macOS 12.0, *)
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { fatalError() } set { fatalError() } }
    @available(iOS 15.0, macOS 12.0, *)
    open override var relevanceScore: Double { get { fatalError() } set { fatalError() } }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    open var repeats: Bool { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public init(timeInterval: TimeInterval, repeats: Bool) { fatalError() }
    open var timeInterval: TimeInterval { fatalError() }
    open func nextTriggerDate() -> Date? { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) { fatalError() }
    open var dateComponents: DateComponents { fatalError() }
    open func nextTriggerDate() -> Date? { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) { fatalError() }
    open var identifier: String { fatalError() }
    open var content: UNNotificationContent { fatalError() }
    open var trigger: UNNotificationTrigger? { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotification: NSObject, @unchecked Sendable {
    open var date: Date { fatalError() }
    open var request: UNNotificationRequest { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"
@available(iOS 10.0, macOS 10.14, *)
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    open var notification: UNNotification { fatalError() }
    open var actionIdentifier: String { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    open var userText: String { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) { fatalError() }
    open var identifier: String { fatalError() }
    open var title: String { fatalError() }
    open var options: UNNotificationActionOptions { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public convenience init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
        textInputPlaceholder: String
    ) { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) { fatalError() }
    open var identifier: String { fatalError() }
    open var actions: [UNNotificationAction] { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use list and banner instead")
    @available(macOS, introduced: 10.14, deprecated: 11.0, message: "Use list and banner instead")
    @available(*, deprecated, message: "Use list and banner instead")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    @available(iOS 14.0, macOS 11.0, *)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    @available(iOS 14.0, macOS 11.0, *)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// Every requirement is optional in Apple's protocol: the extension gives each a default.
@available(iOS 10.0, macOS 10.14, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

@available(iOS 10.0, macOS 10.14, *)
extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {}
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions { fatalError() }
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

@available(iOS 10.0, macOS 10.14, *)
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    open class func current() -> UNUserNotificationCenter { fatalError() }
    weak open var delegate: (any UNUserNotificationCenterDelegate)? { get { fatalError() } set { fatalError() } }
    open var supportsContentExtensions: Bool { fatalError() }

    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) { fatalError() }
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { fatalError() }

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) { fatalError() }
    open func notificationSettings() async -> UNNotificationSettings { fatalError() }

    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        fatalError()
    }
    open func add(_ request: UNNotificationRequest) async throws { fatalError() }
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { fatalError() }
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) { fatalError() }
    open func removeAllPendingNotificationRequests() { fatalError() }
    open func deliveredNotifications() async -> [UNNotification] { fatalError() }
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) { fatalError() }
    open func removeAllDeliveredNotifications() { fatalError() }
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { fatalError() }

    @available(iOS 16.0, macOS 13.0, *)
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        fatalError()
    }
    @available(iOS 16.0, macOS 13.0, *)
    open func setBadgeCount(_ newBadgeCount: Int) async throws { fatalError() }
}
