import SwiftUI

struct ContentView: View {
    @State private var notes: [Note] = []

    var body: some View {
        NavigationView {
            List {
                ForEach(notes.indices, id: \.self) { index in
                    Text(notes[index].title)
                }
            }
            .navigationTitle("Notes")
        }
    }
}

struct Badge: View {
    let count: Int

    var body: some View {
        Text("Größe \(count)").foregroundColor(.red)
    }
}
