import Foundation

struct Note: Identifiable, Hashable {
    var title: String
    var text: String
    var id: String { title }
}
