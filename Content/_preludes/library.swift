// Page prelude for navigation/navigation-and-presentation.md: a lending library.
import Foundation
import SwiftUI

/// A book in the catalogue.
struct Book: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
    var author: String
    var isOnLoan: Bool
}

/// A book lent to a member, and when it is due back.
struct Loan: Identifiable, Hashable, Sendable {
    let id: Int
    var book: Book
    var dueDate: Date
}

extension Book {
    static let samples: [Book] = [
        Book(id: 101, title: "The Salt Road", author: "Ines Varga", isOnLoan: true),
        Book(id: 102, title: "Winter Orchards", author: "Kofi Mensah", isOnLoan: false),
        Book(id: 103, title: "A Field Guide to Moss", author: "Ines Varga", isOnLoan: false),
    ]
}

extension Loan {
    static let samples: [Loan] = [
        Loan(id: 1, book: Book.samples[0], dueDate: Date(timeIntervalSince1970: 1_762_000_000)),
    ]
}

/// The title and author of a book.
struct BookRow: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading) {
            Text(book.title)
            Text(book.author)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// The detail screen of a book.
struct BookDetail: View {
    let book: Book

    var body: some View {
        Form {
            LabeledContent("Author", value: book.author)
            LabeledContent("Status", value: book.isOnLoan ? "On loan" : "On the shelf")
        }
        .navigationTitle(book.title)
    }
}

/// The books of one author.
struct AuthorDetail: View {
    let author: String
    let books: [Book]

    var body: some View {
        List(books) { book in
            BookRow(book: book)
        }
        .navigationTitle(author)
    }
}
