import SiteRendering
import Testing

@Suite struct SearchTokenizerTests {
    func texts(_ input: String) -> [String] { SearchTokenizer.tokens(in: input).map(\.text) }

    @Test func camelCaseIdentifierGivesWholeAndParts() {
        #expect(texts("scrollContentBackground(.hidden)") == ["scrollcontentbackground", "scroll", "content", "background", "hidden"])
    }

    @Test func upperCamelCaseAndAcronyms() {
        #expect(texts("ContentUnavailableView") == ["contentunavailableview", "content", "unavailable", "view"])
        #expect(texts("UIViewRepresentable") == ["uiviewrepresentable", "ui", "view", "representable"])
        #expect(texts("URLSession") == ["urlsession", "url", "session"])
    }

    @Test func keyPathsAndPunctuationSplitWords() {
        #expect(texts(#"id: \.offset"#) == ["id", "offset"])
        #expect(texts("foreach-indices-identity") == ["foreach", "indices", "identity"])
        #expect(texts("ForEach(items.indices, id: \\.self)") == ["foreach", "each", "items", "indices", "id", "self"])
    }

    @Test func partsAreMarkedAsParts() {
        let tokens = SearchTokenizer.tokens(in: "listRowBackground")
        #expect(tokens.first == SearchTokenizer.Token(text: "listrowbackground", isPart: false))
        #expect(tokens.dropFirst().allSatisfy { $0.isPart })
    }

    @Test func stopWordsAndSingleLettersAreDropped() {
        #expect(texts("The offset of a row is in the list") == ["offset", "row", "list"])
    }

    @Test func underscoresAndDigits() {
        #expect(
            texts("_storage snake_case_name iOS17") == ["storage", "snake_case_name", "snake", "case", "name", "ios17", "ios", "os", "17"])
        #expect(texts("iOS") == ["ios", "os"])
    }

    @Test func unicodePunctuationSeparatesButLettersStay() {
        #expect(texts("identity — the row’s café → ✓ done") == ["identity", "row", "café", "done"])
        #expect(texts("Größe") == ["größe"])
    }
}
