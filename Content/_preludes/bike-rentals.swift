// Page prelude for concurrency/tasks-in-views.md: a bike-rental app.
import Observation
import SwiftUI

/// A rental bike parked at a dock.
struct Bike: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
    var battery: Double
    var isAvailable: Bool
}

extension Bike {
    static let samples: [Bike] = [
        Bike(id: 11, name: "Cargo 11", battery: 0.82, isAvailable: true),
        Bike(id: 12, name: "City 12", battery: 0.35, isAvailable: false),
        Bike(id: 13, name: "City 13", battery: 0.97, isAvailable: true),
    ]
}

/// The rental service. An actor, so its state is safe to reach from any task.
actor RentalService {
    static let shared = RentalService()

    func bikes(atDock dockID: Int) async throws -> [Bike] {
        try await Task.sleep(for: .milliseconds(300))
        return Bike.samples
    }

    func reserve(_ bike: Bike) async throws {}

    /// Live availability messages for a dock, until the caller stops listening.
    func announcements(forDock dockID: Int) -> AsyncStream<String> {
        AsyncStream { continuation in continuation.finish() }
    }
}

/// The fleet shown on screen. Main-actor isolated: views read it, and its methods update
/// it where the views are.
@MainActor
@Observable
final class Fleet {
    var bikes: [Bike] = []
    var errorMessage: String?

    func refresh(dockID: Int) async {
        do {
            bikes = try await RentalService.shared.bikes(atDock: dockID)
            errorMessage = nil
        } catch {
            errorMessage = "Could not load the dock."
        }
    }
}

/// One line per bike.
struct BikeRow: View {
    let bike: Bike

    var body: some View {
        LabeledContent(bike.name) {
            Text(bike.battery, format: .percent)
        }
    }
}
