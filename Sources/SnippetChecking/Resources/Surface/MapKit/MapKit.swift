// MapKit API surface for Handbook: declarations only, bodies `fatalError()`.
// MKMapView and its delegate for UIViewRepresentable examples, and the SwiftUI
// `Map` view with markers and annotations. MKMapView is declared as the iOS
// (UIKit) class.

@_exported import CoreLocation
import Foundation
import SwiftUI
import UIKit

// MARK: - Regions

@available(iOS 3.0, macOS 10.9, *)
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { self.latitudeDelta = 0; self.longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

@available(iOS 3.0, macOS 10.9, *)
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { self.center = CLLocationCoordinate2D(); self.span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { self.center = center; self.span = span }
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) { fatalError() }
}

@available(iOS 3.0, macOS 10.9, *)
public enum MKMapType: UInt, Sendable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

// MARK: - Annotations

@available(iOS 3.0, macOS 10.9, *)
@MainActor @preconcurrency
public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

@available(iOS 3.0, macOS 10.9, *)
@MainActor @preconcurrency
open class MKShape: NSObject {
    open var title: String? { get { fatalError() } set { fatalError() } }
    open var subtitle: String? { get { fatalError() } set { fatalError() } }
}

@available(iOS 3.0, macOS 10.9, *)
@MainActor @preconcurrency
open class MKPointAnnotation: MKShape, MKAnnotation {
    public override init() { fatalError() }
    public init(coordinate: CLLocationCoordinate2D) { fatalError() }
    open var coordinate: CLLocationCoordinate2D { get { fatalError() } set { fatalError() } }
}

@available(iOS 3.0, *)
@MainActor @preconcurrency
open class MKAnnotationView: UIView {
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var annotation: (any MKAnnotation)? { get { fatalError() } set { fatalError() } }
    open var canShowCallout: Bool { get { fatalError() } set { fatalError() } }
    open var image: UIImage? { get { fatalError() } set { fatalError() } }
}

@available(iOS 11.0, *)
@MainActor @preconcurrency
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var glyphText: String? { get { fatalError() } set { fatalError() } }
}

// MARK: - MKMapView

@available(iOS 3.0, *)
@MainActor @preconcurrency
public protocol MKMapViewDelegate: NSObjectProtocol {
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
}

@available(iOS 3.0, *)
@MainActor @preconcurrency
open class MKMapView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }
    weak open var delegate: (any MKMapViewDelegate)? { get { fatalError() } set { fatalError() } }
    open var mapType: MKMapType { get { fatalError() } set { fatalError() } }
    open var region: MKCoordinateRegion { get { fatalError() } set { fatalError() } }
    open var centerCoordinate: CLLocationCoordinate2D { get { fatalError() } set { fatalError() } }
    open var showsUserLocation: Bool { get { fatalError() } set { fatalError() } }
    open var isZoomEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var isScrollEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var annotations: [any MKAnnotation] { fatalError() }
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { fatalError() }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { fatalError() }
    open func addAnnotation(_ annotation: any MKAnnotation) { fatalError() }
    open func addAnnotations(_ annotations: [any MKAnnotation]) { fatalError() }
    open func removeAnnotation(_ annotation: any MKAnnotation) { fatalError() }
    open func removeAnnotations(_ annotations: [any MKAnnotation]) { fatalError() }
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView { fatalError() }
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { fatalError() }
}

// MARK: - SwiftUI Map

@available(iOS 17.0, macOS 14.0, *)
@MainActor @preconcurrency
public protocol MapContent {
    associatedtype Body: MapContent
    @MapContentBuilder var body: Self.Body { get }
}

@available(iOS 17.0, macOS 14.0, *)
extension Never: MapContent {}

@available(iOS 17.0, macOS 14.0, *)
@resultBuilder
public struct MapContentBuilder {
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    public static func buildBlock<Content: MapContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content) -> _TupleMapContent<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: MapContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: MapContent, F: MapContent>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: MapContent, F: MapContent>(second: F) -> _ConditionalContent<T, F> { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct EmptyMapContent: MapContent {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct _TupleMapContent<T> {}

@available(iOS 17.0, macOS 14.0, *)
extension _TupleMapContent: MapContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension Optional: MapContent where Wrapped: MapContent {
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension _ConditionalContent: MapContent where TrueContent: MapContent, FalseContent: MapContent {
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension ForEach: MapContent where Content: MapContent {
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension ForEach where Content: MapContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct Marker<Label: View> {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) where Label == Text { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) where Label == Text { fatalError() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) where Label == SwiftUI.Label<Text, Image> { fatalError() }
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) { fatalError() }
    public func tint<S: ShapeStyle>(_ tint: S) -> Marker<Label> { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension Marker: MapContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct Annotation<Label: View, Content: View> {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) where Label == Text { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) where Label == Text { fatalError() }
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension Annotation: MapContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct MapCameraPosition: Equatable, Sendable {
    public static var automatic: MapCameraPosition { fatalError() }
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { fatalError() }
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { fatalError() }
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition { fatalError() }
    public var region: MKCoordinateRegion? { fatalError() }
    public var positionedByUser: Bool { fatalError() }
    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct MapStyle: Sendable {
    public static var standard: MapStyle { fatalError() }
    public static var imagery: MapStyle { fatalError() }
    public static var hybrid: MapStyle { fatalError() }
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { fatalError() }

    public struct Elevation: Equatable, Sendable {
        public static let automatic = Elevation()
        public static let flat = Elevation()
        public static let realistic = Elevation()
    }

    public struct StandardEmphasis: Equatable, Sendable {
        public static let automatic = StandardEmphasis()
        public static let muted = StandardEmphasis()
    }
}

@available(iOS 13.0, macOS 10.15, *)
public struct PointOfInterestCategories: Sendable {
    public static let all = PointOfInterestCategories()
    public static let excludingAll = PointOfInterestCategories()
}

@available(iOS 17.0, macOS 14.0, *)
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all = MapInteractionModes(rawValue: 15)
}

@available(iOS 14.0, macOS 11.0, *)
public struct Map<Content: View> {
    @available(iOS 17.0, macOS 14.0, *)
    public init<C: MapContent>(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all, @MapContentBuilder content: () -> C) where Content == _MapContentView<C> { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all, @MapContentBuilder content: () -> C) where Content == _MapContentView<C> { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) where Content == _MapContentView<EmptyMapContent> { fatalError() }

    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    @available(*, deprecated, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false) where Content == _MapContentView<EmptyMapContent> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
extension Map: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct _MapContentView<Content: MapContent>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
nonisolated extension View {
    public func mapStyle(_ mapStyle: MapStyle) -> some View { fatalError() }
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct MapUserLocationButton: View {
    public init() { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct MapCompass: View {
    public init() { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}
