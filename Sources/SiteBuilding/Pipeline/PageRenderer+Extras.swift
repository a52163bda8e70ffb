import Foundation
import SiteCore
import SiteRendering

extension PageRenderer {
    /// Files beyond the pages: the search index, the review checklist page, rule pages.
    func extraFiles(rendered: [RenderedPage], checkResult: ExampleCheckResult?) throws -> [String: Data] {
        [:]
    }
}
