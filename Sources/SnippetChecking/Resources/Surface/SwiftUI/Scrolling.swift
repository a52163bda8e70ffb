// Scrolling additions of iOS 16.4–18: scroll phases, target visibility, bounce
// behaviour, indicator flashing, compact presentation adaptation and toolbar background
// visibility.

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct ScrollPhaseChangeContext {
    public var geometry: ScrollGeometry { fatalError() }
    public var velocity: CGVector? { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
nonisolated extension View {
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { fatalError() }
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View { fatalError() }
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> some View { fatalError() }
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { fatalError() }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct ScrollBounceBehavior: Sendable {
    public static var automatic: ScrollBounceBehavior { fatalError() }
    public static var always: ScrollBounceBehavior { fatalError() }
    public static var basedOnSize: ScrollBounceBehavior { fatalError() }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationAdaptation: Sendable {
    public static var automatic: PresentationAdaptation { fatalError() }
    public static var none: PresentationAdaptation { fatalError() }
    public static var popover: PresentationAdaptation { fatalError() }
    public static var sheet: PresentationAdaptation { fatalError() }
    public static var fullScreenCover: PresentationAdaptation { fatalError() }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
nonisolated extension View {
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { fatalError() }
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { fatalError() }
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation) -> some View { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension View {
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { fatalError() }
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { fatalError() }
}
