// Shared sample model for every example in the handbook.
//
// This file is compiled once and is visible to every Swift example on every page, so
// examples can stay short: they use `User`, `Item`, the sample arrays and the small row
// views below without declaring them again. Keep it valid Swift 6 and warning-free.
import SwiftUI

/// A person shown in most list examples. `id` is a `let`: an identity never changes.
struct User: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
    var email: String
    var team: String
    var isOnline: Bool
}

/// A generic row of content: a to-do, a product, a setting.
struct Item: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
    var detail: String
    var isSpecial: Bool
    var isEnabled: Bool
    var quantity: Int
}

extension User {
    static let samples: [User] = [
        User(id: 1, name: "Amara Okafor", email: "amara@example.com", team: "Design", isOnline: true),
        User(id: 2, name: "Jonas Lindqvist", email: "jonas@example.com", team: "Platform", isOnline: false),
        User(id: 3, name: "Priya Raman", email: "priya@example.com", team: "Platform", isOnline: true),
        User(id: 4, name: "Tomás Ferreira", email: "tomas@example.com", team: "Support", isOnline: false),
    ]
}

extension Item {
    static let samples: [Item] = [
        Item(id: 1, title: "Oat milk", detail: "2 cartons", isSpecial: false, isEnabled: true, quantity: 2),
        Item(id: 2, title: "Sourdough", detail: "From the corner bakery", isSpecial: true, isEnabled: true, quantity: 1),
        Item(id: 3, title: "Basil", detail: "Fresh, not dried", isSpecial: false, isEnabled: false, quantity: 1),
        Item(id: 4, title: "Coffee beans", detail: "Medium roast", isSpecial: true, isEnabled: true, quantity: 1),
    ]

    /// Stand-in rows for loading skeletons (see views/styles-and-modifiers.md).
    static let placeholders: [Item] = [
        Item(id: -1, title: "Placeholder title", detail: "Placeholder detail", isSpecial: false, isEnabled: true, quantity: 0),
        Item(id: -2, title: "Another placeholder", detail: "Placeholder detail", isSpecial: false, isEnabled: true, quantity: 0),
        Item(id: -3, title: "Placeholder", detail: "Placeholder detail text", isSpecial: false, isEnabled: true, quantity: 0),
    ]
}

/// Sample data, ready for fragments such as `ForEach(users) { ... }`.
let users = User.samples
let items = Item.samples

/// A two-line row for a user.
struct UserRow: View {
    let user: User

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(user.name)
                .font(.headline)
            Text(user.email)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

/// A single-line row for an item.
struct ItemRow: View {
    let item: Item

    var body: some View {
        HStack {
            Text(item.title)
            Spacer()
            Text("\(item.quantity)")
                .foregroundStyle(.secondary)
        }
    }
}

/// A detail screen for a user, used as a navigation destination.
struct UserDetail: View {
    let user: User

    var body: some View {
        Form {
            LabeledContent("Name", value: user.name)
            LabeledContent("Email", value: user.email)
            LabeledContent("Team", value: user.team)
        }
        .navigationTitle(user.name)
    }
}

/// A detail screen for an item.
struct ItemDetail: View {
    let item: Item

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(item.title)
                .font(.title)
            Text(item.detail)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
