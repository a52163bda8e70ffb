// More SF Symbol effects: variable colour, scale, appear/disappear, replace (with
// `.contentTransition(.symbolEffect(.replace))`), the iOS 18 wiggle, rotate and breathe,
// the iOS 26 draw effects, and the layer/direction variants of bounce and pulse.

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension BounceSymbolEffect {
    public var byLayer: BounceSymbolEffect { fatalError() }
    public var wholeSymbol: BounceSymbolEffect { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PulseSymbolEffect {
    public var byLayer: PulseSymbolEffect { fatalError() }
    public var wholeSymbol: PulseSymbolEffect { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct VariableColorSymbolEffect: SymbolEffect, Sendable {
    public var iterative: VariableColorSymbolEffect { fatalError() }
    public var cumulative: VariableColorSymbolEffect { fatalError() }
    public var reversing: VariableColorSymbolEffect { fatalError() }
    public var nonReversing: VariableColorSymbolEffect { fatalError() }
    public var hideInactiveLayers: VariableColorSymbolEffect { fatalError() }
    public var dimInactiveLayers: VariableColorSymbolEffect { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScaleSymbolEffect: SymbolEffect, Sendable {
    public var up: ScaleSymbolEffect { fatalError() }
    public var down: ScaleSymbolEffect { fatalError() }
    public var byLayer: ScaleSymbolEffect { fatalError() }
    public var wholeSymbol: ScaleSymbolEffect { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AppearSymbolEffect: SymbolEffect, Sendable {
    public var up: AppearSymbolEffect { fatalError() }
    public var down: AppearSymbolEffect { fatalError() }
    public var byLayer: AppearSymbolEffect { fatalError() }
    public var wholeSymbol: AppearSymbolEffect { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct DisappearSymbolEffect: SymbolEffect, Sendable {
    public var up: DisappearSymbolEffect { fatalError() }
    public var down: DisappearSymbolEffect { fatalError() }
    public var byLayer: DisappearSymbolEffect { fatalError() }
    public var wholeSymbol: DisappearSymbolEffect { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ReplaceSymbolEffect: SymbolEffect, Sendable {
    public var downUp: ReplaceSymbolEffect { fatalError() }
    public var upUp: ReplaceSymbolEffect { fatalError() }
    public var offUp: ReplaceSymbolEffect { fatalError() }
    public var byLayer: ReplaceSymbolEffect { fatalError() }
    public var wholeSymbol: ReplaceSymbolEffect { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct WiggleSymbolEffect: SymbolEffect, Sendable {
    public var up: WiggleSymbolEffect { fatalError() }
    public var down: WiggleSymbolEffect { fatalError() }
    public var left: WiggleSymbolEffect { fatalError() }
    public var right: WiggleSymbolEffect { fatalError() }
    public var forward: WiggleSymbolEffect { fatalError() }
    public var backward: WiggleSymbolEffect { fatalError() }
    public var clockwise: WiggleSymbolEffect { fatalError() }
    public var counterClockwise: WiggleSymbolEffect { fatalError() }
    public var byLayer: WiggleSymbolEffect { fatalError() }
    public var wholeSymbol: WiggleSymbolEffect { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct RotateSymbolEffect: SymbolEffect, Sendable {
    public var clockwise: RotateSymbolEffect { fatalError() }
    public var counterClockwise: RotateSymbolEffect { fatalError() }
    public var byLayer: RotateSymbolEffect { fatalError() }
    public var wholeSymbol: RotateSymbolEffect { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct BreatheSymbolEffect: SymbolEffect, Sendable {
    public var plain: BreatheSymbolEffect { fatalError() }
    public var pulse: BreatheSymbolEffect { fatalError() }
    public var byLayer: BreatheSymbolEffect { fatalError() }
    public var wholeSymbol: BreatheSymbolEffect { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct DrawOnSymbolEffect: SymbolEffect, Sendable {
    public var byLayer: DrawOnSymbolEffect { fatalError() }
    public var wholeSymbol: DrawOnSymbolEffect { fatalError() }
    public var individually: DrawOnSymbolEffect { fatalError() }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct DrawOffSymbolEffect: SymbolEffect, Sendable {
    public var byLayer: DrawOffSymbolEffect { fatalError() }
    public var wholeSymbol: DrawOffSymbolEffect { fatalError() }
    public var individually: DrawOffSymbolEffect { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SymbolEffect where Self == WiggleSymbolEffect {
    public static var wiggle: WiggleSymbolEffect { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SymbolEffect where Self == RotateSymbolEffect {
    public static var rotate: RotateSymbolEffect { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension SymbolEffect where Self == DrawOnSymbolEffect {
    public static var drawOn: DrawOnSymbolEffect { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension SymbolEffect where Self == DrawOffSymbolEffect {
    public static var drawOff: DrawOffSymbolEffect { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentTransition {
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension SymbolEffectOptions {
    public struct RepeatBehavior: Equatable, Sendable {
        public static var periodic: RepeatBehavior { fatalError() }
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { fatalError() }
        public static var continuous: RepeatBehavior { fatalError() }
    }
    public static func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions { fatalError() }
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { fatalError() }
    public func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions { fatalError() }
    public func speed(_ speed: Double) -> SymbolEffectOptions { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension View {
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public init(_ to: Value) {}
}
