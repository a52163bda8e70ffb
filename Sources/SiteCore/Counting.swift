/// `count` followed by the noun, singular for exactly one: `1 page`, `6 items`, `0 errors`.
///
/// - Parameters:
///   - plural: The plural when it is not the singular plus `s` (`"entries"`).
package func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}
