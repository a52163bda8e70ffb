import Testing

@testable import Snippets

/// Which pages are pages of independent tips, and where each tip starts.
@Suite struct TipSectionsTests {
    private func heading(_ level: Int, _ text: String, _ line: Int) -> TipSections.Heading {
        TipSections.Heading(level: level, text: text, line: line)
    }

    @Test func numberedHeadingsOfOneLevelMakeAPageOfTips() {
        let headings = [
            heading(1, "Greenhouse habits", 1), heading(2, "1. Label the trays", 4), heading(3, "Why", 9),
            heading(2, "2) Water at dawn", 15), heading(2, "3: Rotate the pots", 30), heading(1, "Appendix", 44),
        ]
        // Every heading of the numbered level or above starts a tip; a subsection does not.
        #expect(TipSections.starts(of: headings) == [1, 4, 15, 30, 44])
    }

    @Test func aPageWithFewerNumberedHeadingsIsOneText() {
        let steps = [heading(2, "1. Make the model", 3), heading(2, "2. Show it", 20), heading(2, "Wrap-up", 40)]
        #expect(TipSections.starts(of: steps).isEmpty)
        #expect(TipSections.starts(of: []).isEmpty)
    }

    /// A reference page of practices: each section holds its own good or bad example, so
    /// its sections stand alone as numbered tips do, down to the level that has three such.
    @Test func sectionsWithGoodAndBadExamplesOfTheirOwnMakeAPageOfPractices() {
        let headings = [
            heading(1, "Seed trays", 1), heading(2, "Contents", 3), heading(2, "Labels", 10), heading(3, "Fading ink", 40),
            heading(2, "Watering", 60), heading(2, "Summary", 90),
        ]
        // Labelled examples in two sections of level 2 and one of level 3: the practices are
        // the sections down to level 3.
        #expect(TipSections.starts(of: headings, labelledExampleLines: [12, 20, 44, 62]) == [1, 3, 10, 40, 60, 90])
        // Three sections of level 2: level 2 is enough.
        #expect(TipSections.starts(of: headings, labelledExampleLines: [12, 62, 64, 92]) == [1, 3, 10, 60, 90])
        // Two practices, or none labelled (an article), or examples before any heading: one text.
        #expect(TipSections.starts(of: headings, labelledExampleLines: [12, 62]).isEmpty)
        #expect(TipSections.starts(of: headings, labelledExampleLines: []).isEmpty)
        #expect(TipSections.starts(of: [heading(2, "Labels", 10)], labelledExampleLines: [2, 4, 6, 12]).isEmpty)
        // Numbered headings keep their own starts.
        let numbered = [heading(2, "1. Label", 4), heading(3, "Why", 9), heading(2, "2. Water", 15), heading(2, "3. Rotate", 30)]
        #expect(TipSections.starts(of: numbered, labelledExampleLines: [5, 10, 11]) == [4, 15, 30])
    }

    @Test func versionsYearsAndNumbersInsideTheTextAreNotNumberedHeadings() {
        for text in ["1.5 Release notes", "2024 changes", "Tip 3. Rotate", "12.Tight", "4.", "1000. Too long"] {
            #expect(!TipSections.isNumbered(text), "\(text)")
        }
        for text in ["1. Label", "12) Water", "3: Rotate", "  7. Indented"] {
            #expect(TipSections.isNumbered(text), "\(text)")
        }
    }

    @Test func eachLineBelongsToTheTipStartedAtOrBeforeIt() {
        let starts = [4, 15, 30]
        #expect([1, 4, 14, 15, 29, 30, 500].map { TipSections.section(of: $0, starts: starts) } == [0, 1, 1, 2, 2, 3, 3])
    }
}
