import SwiftUI

// A clean file: modern API, stable identity, unary rows.
struct SettingsView: View {
    @State private var isOn = false
    let options: [Option]

    var body: some View {
        NavigationStack {
            List(options) { option in
                Toggle(option.title, isOn: $isOn)
                    .foregroundStyle(.primary)
            }
            .navigationTitle("Settings")
        }
    }
}

struct Option: Identifiable {
    let id: UUID
    let title: String
}
