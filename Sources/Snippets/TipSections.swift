/// Where a page of independent tips starts each tip.
///
/// A README of best practices numbers its sections (`## 1. Image Assets`,
/// `## 2. Custom Modifiers`, …) and each one stands alone: its own `HomeView`, its own
/// `doSomething()`. An article builds one program up, and its later examples use what the
/// earlier ones declared. The check reads another example's declaration either way; on a
/// page of tips it does not hold an example to a declaration of another tip that its calls
/// contradict (see `ExampleWrapper`).
///
/// ```swift
/// let starts = TipSections.starts(of: [
///     .init(level: 1, text: "SwiftUI", line: 1),
///     .init(level: 2, text: "1. Image Assets", line: 5),
///     .init(level: 2, text: "2. Custom Modifiers", line: 20),
///     .init(level: 2, text: "3. Previews", line: 41),
/// ])
/// // [1, 5, 20, 41]
/// ```
package enum TipSections {
    /// A heading of the page: its level (1–6), its text and its 1-based line.
    package struct Heading: Hashable, Sendable {
        package var level: Int
        package var text: String
        package var line: Int

        package init(level: Int, text: String, line: Int) {
            self.level = level
            self.text = text
            self.line = line
        }
    }

    /// How many numbered headings of one level make a page of tips: fewer are the steps of
    /// one text as often as not.
    package static let minimumNumberedHeadings = 3

    /// The lines where the page's tips start (each heading of the numbered level or above),
    /// in order; empty when the page is not a page of tips.
    package static func starts(of headings: [Heading]) -> [Int] {
        var numbered: [Int: Int] = [:]
        for heading in headings where isNumbered(heading.text) { numbered[heading.level, default: 0] += 1 }
        guard let level = numbered.filter({ $0.value >= minimumNumberedHeadings }).keys.min() else { return [] }
        return headings.filter { $0.level <= level }.map(\.line).sorted()
    }

    /// The lines where the practices of a reference page start: the headings down to the
    /// first level at which at least ``minimumNumberedHeadings`` sections hold a good or bad
    /// example (`## ForEach Identity` with its wrong and right loop, `## Enumerated
    /// Sequences` with its pair, …). Such a page is a set of practices, each shown with its
    /// own sample types (an `ItemRow` with `item:` in one, one with `number:` and `item:` in
    /// another), as a page of numbered tips is. A page whose numbered headings make it one of
    /// tips keeps those starts; a page without labelled examples (an article building one
    /// program up) has none.
    ///
    /// - Parameters:
    ///   - headings: The page's headings.
    ///   - labelledExampleLines: The first lines of the page's examples labelled good or bad.
    package static func starts(of headings: [Heading], labelledExampleLines: [Int]) -> [Int] {
        let numbered = starts(of: headings)
        guard numbered.isEmpty, !labelledExampleLines.isEmpty else { return numbered }
        for level in Set(headings.map(\.level)).sorted() {
            let starts = headings.filter { $0.level <= level }.map(\.line).sorted()
            let practices = Set(labelledExampleLines.map { section(of: $0, starts: starts) }).filter { $0 > 0 }
            if practices.count >= minimumNumberedHeadings { return starts }
        }
        return []
    }

    /// The tip a line belongs to: the number of starts at or before it (0 before the first).
    package static func section(of line: Int, starts: [Int]) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= line { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether a heading starts with a number and `.`, `)` or `:` (`12. Tint Images`,
    /// `3) Lists`); a version (`1.5 Release`) or a year (`2024 Changes`) is not.
    static func isNumbered(_ text: String) -> Bool {
        let bytes = Array(text.utf8.drop { $0 == 0x20 || $0 == 0x09 })
        var index = 0
        while index < bytes.count, index < 4, (0x30...0x39).contains(bytes[index]) { index += 1 }
        guard index > 0, index < 4, index + 1 < bytes.count else { return false }
        guard bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")") || bytes[index] == UInt8(ascii: ":") else {
            return false
        }
        return bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09
    }
}
