// Page prelude for views/text-and-images.md and layout/grids-and-scrolling.md:
// a bird-watching field guide.
import Foundation
import Observation
import SwiftUI

/// One bird seen on one walk.
struct Sighting: Identifiable, Hashable, Sendable {
    let id: Int
    var species: String
    var count: Int
    var seenAt: Date
    var wingspan: Double
    var photoName: String
    var isRare: Bool
}

extension Sighting {
    static let samples: [Sighting] = [
        Sighting(id: 1, species: "Grey heron", count: 2, seenAt: Date(timeIntervalSince1970: 1_761_500_000), wingspan: 1.7, photoName: "heron", isRare: false),
        Sighting(id: 2, species: "Kingfisher", count: 1, seenAt: Date(timeIntervalSince1970: 1_761_510_000), wingspan: 0.25, photoName: "kingfisher", isRare: true),
        Sighting(id: 3, species: "Goldfinch", count: 7, seenAt: Date(timeIntervalSince1970: 1_761_520_000), wingspan: 0.23, photoName: "goldfinch", isRare: false),
        Sighting(id: 4, species: "Hoopoe", count: 1, seenAt: Date(timeIntervalSince1970: 1_761_530_000), wingspan: 0.45, photoName: "hoopoe", isRare: true),
    ]
}

/// The walk log. It keeps its sightings in the order the screens show them, so no
/// view sorts or filters while `body` runs.
@MainActor
@Observable
final class FieldLog {
    private(set) var sightings: [Sighting] = Sighting.samples
    private(set) var rareSightings: [Sighting] = Sighting.samples.filter(\.isRare)

    func add(_ sighting: Sighting) {
        sightings.append(sighting)
        rareSightings = sightings.filter(\.isRare)
    }

    func remove(_ sighting: Sighting) {
        sightings.removeAll { $0.id == sighting.id }
        rareSightings = sightings.filter(\.isRare)
    }
}

/// Loads and decodes photo files away from the main actor.
actor PhotoStore {
    static let shared = PhotoStore()

    func thumbnail(named name: String) async -> UIImage? {
        nil
    }
}

/// A tile with a sighting's species and count.
struct SightingTile: View {
    let sighting: Sighting

    var body: some View {
        VStack(alignment: .leading) {
            Text(sighting.species)
                .font(.headline)
            Text("\(sighting.count) seen")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
