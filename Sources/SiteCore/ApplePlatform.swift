/// An Apple platform code is written for (`lint.platforms` in `handbook.yml`, `lint --platform`,
/// or what a project's own settings name). Here, below both, so the configuration file and the
/// linter share one type.
package enum ApplePlatform: String, Sendable, Hashable, CaseIterable, Comparable {
    case iOS, iPadOS, macCatalyst, macOS, tvOS, watchOS, visionOS

    /// `name` in any letter case (`macos`, `iOS`); `xros` for visionOS, as Xcode's SDK is named.
    package init?(name: String) {
        let lowered = name.lowercased()
        if lowered == "xros" {
            self = .visionOS
            return
        }
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = match
    }

    /// Whether text there follows the reader's text size (Dynamic Type): everywhere but macOS.
    package var hasDynamicType: Bool { self != .macOS }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
