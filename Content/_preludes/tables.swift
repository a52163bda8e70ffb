// Page prelude for tables/tables.md: an order model with sortable columns.
import Foundation
import SwiftUI

/// A customer order, one row of the tables on the Tables page.
struct Order: Identifiable, Hashable, Sendable {
    let id: Int
    var customer: String
    /// Money is a `Decimal`: a `Double` cannot hold most cent amounts exactly (0.10 is
    /// stored as 0.1000000000000000055…), and the errors add up in sums.
    var total: Decimal
    var itemCount: Int
    var placedAt: Date
    var isShipped: Bool
}

extension Order {
    static let samples: [Order] = [
        Order(id: 5001, customer: "Harbor Books", total: Decimal(string: "182.50")!, itemCount: 7,
              placedAt: Date(timeIntervalSince1970: 1_761_000_000), isShipped: true),
        Order(id: 5002, customer: "Nordlicht Café", total: Decimal(string: "64.00")!, itemCount: 2,
              placedAt: Date(timeIntervalSince1970: 1_761_090_000), isShipped: false),
        Order(id: 5003, customer: "Studio Meridian", total: Decimal(string: "1240.75")!, itemCount: 31,
              placedAt: Date(timeIntervalSince1970: 1_761_180_000), isShipped: false),
    ]

    /// An order kept apart from `samples`, for the static-rows example.
    static let flagged = Order(id: 4999, customer: "Atlas Outfitters", total: Decimal(string: "99.90")!, itemCount: 3,
                               placedAt: Date(timeIntervalSince1970: 1_760_900_000), isShipped: false)
}

/// The first column's cell in a compact-width table: everything important in one place.
struct OrderSummaryCell: View {
    let order: Order

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(order.customer)
                .font(.headline)
            Text(order.total, format: .currency(code: "USD"))
                .foregroundStyle(.secondary)
        }
    }
}
