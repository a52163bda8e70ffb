/// How serious a diagnostic is.
package enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note
    case warning
    case error

    package static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
