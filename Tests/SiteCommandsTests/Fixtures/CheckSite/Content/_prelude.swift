import SwiftUI

struct Fruit: Identifiable, Hashable {
    let id: Int
    var name: String
}

let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
