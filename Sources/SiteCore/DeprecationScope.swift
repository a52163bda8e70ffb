/// Which deprecations the `deprecated-api` lint rule reports (`lint.deprecated-api` in
/// `handbook.yml`). Here, below both, so the configuration file and the linter share one type.
package enum DeprecationScope: String, Sendable, Hashable, CaseIterable {
    /// Soft deprecations too (API deprecated "in a future release", which Xcode does not
    /// warn about, such as `foregroundColor`): the default.
    case all
    /// Only API deprecated in a real OS version, which Xcode warns about.
    case hardOnly = "hard-only"
}
