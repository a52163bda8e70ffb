// Core Location API surface for Handbook: declarations only, bodies `fatalError()`.
// Coordinates, locations and the location manager that map examples use.

import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

@available(iOS 2.0, macOS 10.6, *)
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { self.latitude = 0; self.longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

@available(iOS 4.0, macOS 10.7, *)
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool { fatalError() }

@available(iOS 2.0, macOS 10.6, *)
open class CLLocation: NSObject, @unchecked Sendable {
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var altitude: CLLocationDistance { fatalError() }
    open var horizontalAccuracy: CLLocationAccuracy { fatalError() }
    open var speed: CLLocationSpeed { fatalError() }
    open var course: CLLocationDirection { fatalError() }
    open var timestamp: Date { fatalError() }
    open func distance(from location: CLLocation) -> CLLocationDistance { fatalError() }
}

@available(iOS 4.2, macOS 10.7, *)
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted, denied, authorizedAlways
    case authorizedWhenInUse = 4
}

@available(iOS 2.0, macOS 10.6, *)
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

@available(iOS 2.0, macOS 10.6, *)
open class CLLocationManager: NSObject {
    public override init() { fatalError() }
    weak open var delegate: (any CLLocationManagerDelegate)? { get { fatalError() } set { fatalError() } }
    open var location: CLLocation? { fatalError() }
    open var authorizationStatus: CLAuthorizationStatus { fatalError() }
    open var desiredAccuracy: CLLocationAccuracy { get { fatalError() } set { fatalError() } }
    open var distanceFilter: CLLocationDistance { get { fatalError() } set { fatalError() } }
    open func requestWhenInUseAuthorization() { fatalError() }
    open func requestAlwaysAuthorization() { fatalError() }
    open func startUpdatingLocation() { fatalError() }
    open func stopUpdatingLocation() { fatalError() }
    open func requestLocation() { fatalError() }
}

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
