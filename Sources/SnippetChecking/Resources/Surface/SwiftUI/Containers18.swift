// iOS 18 additions: custom containers (Group(subviews:), ForEach(subviews:),
// Subview/SubviewsCollection, container values, @Entry), MeshGradient,
// presentationSizing, @Previewable and preview traits. Tabs are in Tabs.swift.

// MARK: - Custom containers

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct Subview: Identifiable {
    public typealias ID = AnyHashable
    public var id: AnyHashable { fatalError() }
    public var containerValues: ContainerValues { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Subview: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct SubviewsCollection: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> Subview { fatalError() }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SubviewsCollection: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct SubviewsCollectionSlice: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> Subview { fatalError() }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SubviewsCollectionSlice: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct SectionConfiguration: Identifiable {
    public var id: AnyHashable { fatalError() }
    public var header: SubviewsCollection { fatalError() }
    public var footer: SubviewsCollection { fatalError() }
    public var content: SubviewsCollection { fatalError() }
    public var containerValues: ContainerValues { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct SectionCollection: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> SectionConfiguration { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Group where Content: View {
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result) where Content == _SubviewsTransform<Result> { fatalError() }
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result) where Content == _SubviewsTransform<Result> { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct _SubviewsTransform<Result: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension ForEach where Content: View {
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) where Data == SubviewsCollection, ID == AnyHashable { fatalError() }
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) where Data == SectionCollection, ID == AnyHashable { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct ContainerValues {
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value { get { fatalError() } set {} }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
nonisolated extension View {
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View { fatalError() }
}

/// Apple's macro turns `@Entry var name: T = value` (in an extension of
/// `EnvironmentValues`, `ContainerValues`, `FocusedValues`, `Transaction`) into a
/// computed property backed by a generated key. No toolchain plugin can do that, so the
/// Handbook engine rewrites each `@Entry` property into such a computed property before
/// typechecking; this declaration documents the attribute. Apple back-deploys the macro
/// (it expands to a key and accessors that older systems have), so it is not held to iOS 18.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@attached(peer)
public macro Entry() = #externalMacro(module: "TestingMacros", type: "PragmaMacro")

// MARK: - MeshGradient

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct MeshGradient: ShapeStyle, Equatable, Sendable {
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([MeshGradient.BezierPoint])
    }
    public enum Colors: Equatable, Sendable {
        case colors([Color])
    }
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) { fatalError() }
    }
    public var width: Int
    public var height: Int
    public var locations: MeshGradient.Locations
    public var colors: MeshGradient.Colors
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace
    public init(width: Int, height: Int, locations: MeshGradient.Locations, colors: MeshGradient.Colors, background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) { fatalError() }
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) { fatalError() }
    public init(width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension MeshGradient: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Presentation sizing

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public protocol PresentationSizing {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct AutomaticPresentationSizing: PresentationSizing {}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct FormPresentationSizing: PresentationSizing {}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct PagePresentationSizing: PresentationSizing {}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct FittedPresentationSizing: PresentationSizing {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension PresentationSizing {
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }
    public func sticky(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
nonisolated extension View {
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { fatalError() }
}

// MARK: - Previews

/// Marks a property declared inside `#Preview` (`@Previewable @State var on = false`);
/// expands to nothing (swift-testing's PragmaMacro, shipped with the toolchain).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
@attached(peer)
public macro Previewable() = #externalMacro(module: "TestingMacros", type: "PragmaMacro")

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PreviewTrait<T>: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Preview {
    public enum ViewTraits {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    public static var sizeThatFitsLayout: PreviewTrait<T> { fatalError() }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { fatalError() }
    public static var portrait: PreviewTrait<T> { fatalError() }
    public static var landscapeLeft: PreviewTrait<T> { fatalError() }
    public static var landscapeRight: PreviewTrait<T> { fatalError() }
    public static var portraitUpsideDown: PreviewTrait<T> { fatalError() }
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> { fatalError() }
}

/// The namespace of preview traits (`#Preview(traits: .sizeThatFitsLayout)`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Preview {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
@MainActor @preconcurrency
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    static func makeSharedContext() async throws -> Self.Context
    @ViewBuilder func body(content: Self.Content, context: Self.Context) -> Self.Body
    typealias Content = PreviewModifierContent
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct PreviewModifierContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Stands in for `#Preview`'s arguments: the engine turns `#Preview("Name", traits: ...)`
/// into a function whose unnamed parameter defaults to this call, so the name and traits
/// are typechecked as the macro's signature would.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func _previewArguments(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...) {}
