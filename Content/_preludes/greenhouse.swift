// Page prelude for data-flow/state-and-data-flow.md: a greenhouse with planters.
import Combine
import Observation
import SwiftUI

/// One planter bed: what grows in it and how wet its soil is (0 = dry, 1 = soaked).
struct Planter: Identifiable, Hashable, Sendable {
    let id: Int
    var crop: String
    var moisture: Double

    var needsWater: Bool { moisture < 0.3 }
}

extension Planter {
    static let samples: [Planter] = [
        Planter(id: 1, crop: "Cherry tomatoes", moisture: 0.42),
        Planter(id: 2, crop: "Thai basil", moisture: 0.18),
        Planter(id: 3, crop: "Chillies", moisture: 0.55),
    ]
}

/// The greenhouse the screens share: an `@Observable` model (iOS 17+).
@Observable
final class Greenhouse {
    var name = "North house"
    var planters: [Planter] = Planter.samples
    var targetHumidity = 0.6

    func water(_ planter: Planter) {
        guard let index = planters.firstIndex(where: { $0.id == planter.id }) else { return }
        planters[index].moisture = 0.8
    }
}

/// The same data as an `ObservableObject`, for code that still supports iOS 16.
final class LegacyGreenhouse: ObservableObject {
    @Published var name = "North house"
    @Published var planters: [Planter] = Planter.samples
}

/// A small row for a planter.
struct PlanterRow: View {
    let planter: Planter

    var body: some View {
        LabeledContent(planter.crop) {
            Text(planter.moisture, format: .percent)
        }
    }
}
