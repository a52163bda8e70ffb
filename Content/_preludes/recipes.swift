// Page prelude for accessibility/accessible-controls.md: a recipe box.
import SwiftUI

/// A recipe card in the box.
struct Recipe: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
    var minutes: Int
    var servings: Int
    var isFavourite: Bool
}

extension Recipe {
    static let samples: [Recipe] = [
        Recipe(id: 1, title: "Lentil soup", minutes: 40, servings: 4, isFavourite: true),
        Recipe(id: 2, title: "Rye crispbread", minutes: 90, servings: 12, isFavourite: false),
        Recipe(id: 3, title: "Plum galette", minutes: 75, servings: 6, isFavourite: false),
    ]
}

/// The title and cooking time of a recipe.
struct RecipeSummary: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading) {
            Text(recipe.title)
                .font(.headline)
            Text("\(recipe.minutes) min")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}
