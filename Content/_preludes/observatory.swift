// Page prelude for performance/cheap-body.md: an observatory's star catalogue.
import Foundation
import Observation
import SwiftUI

/// A catalogued star. Lower magnitude means brighter.
struct Star: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
    var constellation: String
    var magnitude: Double
    var lastObserved: Date
}

extension Star {
    static let samples: [Star] = [
        Star(id: 1, name: "Vega", constellation: "Lyra", magnitude: 0.03, lastObserved: Date(timeIntervalSince1970: 1_761_400_000)),
        Star(id: 2, name: "Deneb", constellation: "Cygnus", magnitude: 1.25, lastObserved: Date(timeIntervalSince1970: 1_761_300_000)),
        Star(id: 3, name: "Altair", constellation: "Aquila", magnitude: 0.77, lastObserved: Date(timeIntervalSince1970: 1_761_200_000)),
        Star(id: 4, name: "Albireo", constellation: "Cygnus", magnitude: 3.05, lastObserved: Date(timeIntervalSince1970: 1_761_100_000)),
    ]
}

/// The catalogue keeps its stars in brightness order, sorting when they change — never
/// in a view's body.
@MainActor
@Observable
final class StarCatalogue {
    private(set) var starsByBrightness: [Star] = Star.samples.sorted { $0.magnitude < $1.magnitude }

    func record(_ star: Star) {
        starsByBrightness.append(star)
        starsByBrightness.sort { $0.magnitude < $1.magnitude }
    }
}

/// One line per star.
struct StarRow: View {
    let star: Star

    var body: some View {
        HStack {
            Text(star.name)
            Spacer()
            Text(star.magnitude, format: .number.precision(.fractionLength(2)))
                .foregroundStyle(.secondary)
        }
    }
}
