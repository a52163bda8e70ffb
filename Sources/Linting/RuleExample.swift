/// A piece of example code for a rule, remembering where in the rule's source it was written.
///
/// In a triggering example, `↓` marks where each finding must start. The marker is not part
/// of the code: ``source`` has it removed and ``markers`` holds the positions it marked.
///
/// ```swift
/// RuleExample("ForEach(↓items.indices, id: \\.self) { i in Text(items[i]) }")
/// ```
package struct RuleExample: Sendable, CustomStringConvertible {
    /// The example as written, markers included.
    package var code: String
    /// The file that declares the example (`#filePath`), so a failing test can point at it.
    package var file: String
    /// The line of ``file`` where the example is written.
    package var line: Int

    /// The marker character.
    package static let marker: Character = "↓"

    package init(_ code: String, file: String = #filePath, line: Int = #line) {
        self.code = code
        self.file = file
        self.line = line
    }

    /// The code with every marker removed.
    package var source: String {
        code.replacingOccurrences(of: String(Self.marker), with: "")
    }

    /// The 1-based line and column (UTF-8 bytes) of each marker, in ``source`` coordinates.
    package var markers: [Position] {
        var result: [Position] = []
        var line = 1
        var column = 1
        for character in code {
            if character == Self.marker {
                result.append(Position(line: line, column: column))
            } else if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return result
    }

    package var description: String { code }

    /// A line and a UTF-8 column, both 1-based.
    package struct Position: Hashable, Sendable, Comparable, CustomStringConvertible {
        package var line: Int
        package var column: Int
        package init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
        package static func < (a: Position, b: Position) -> Bool {
            (a.line, a.column) < (b.line, b.column)
        }
        package var description: String { "\(line):\(column)" }
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
