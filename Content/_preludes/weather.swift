// Page prelude for concurrency/loading-states.md: a weather-station app.
import Foundation
import SwiftUI

/// One day's forecast for a station.
struct Forecast: Identifiable, Hashable, Sendable {
    let id: Int
    var day: String
    var high: Double
    var low: Double
    var summary: String
}

/// A weather station people can follow.
struct Station: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
    var altitude: Int
}

extension Station {
    static let samples: [Station] = [
        Station(id: 1, name: "Harbour Point", altitude: 4),
        Station(id: 2, name: "Ridge Hut", altitude: 1_820),
        Station(id: 3, name: "Valley Farm", altitude: 310),
    ]
}

/// What went wrong while talking to the weather service.
enum WeatherError: Error, Sendable {
    case offline
    case stationClosed
}

/// The weather service. An actor: its requests run off the main actor.
actor WeatherService {
    static let shared = WeatherService()

    func forecasts(for station: Station) async throws -> [Forecast] {
        try await Task.sleep(for: .milliseconds(200))
        return [
            Forecast(id: 1, day: "Mon", high: 14, low: 6, summary: "Showers"),
            Forecast(id: 2, day: "Tue", high: 17, low: 8, summary: "Sunny spells"),
        ]
    }

    func stations(matching query: String) async throws -> [Station] {
        Station.samples.filter { $0.name.lowercased().contains(query.lowercased()) }
    }

    /// A completion-handler API from an older SDK.
    nonisolated func fetchForecasts(for station: Station, completion: @escaping @Sendable ([Forecast]) -> Void) {
        completion([])
    }
}

/// One line per day.
struct ForecastRow: View {
    let forecast: Forecast

    var body: some View {
        LabeledContent(forecast.day) {
            Text("\(forecast.low, format: .number)° – \(forecast.high, format: .number)°")
        }
    }
}
