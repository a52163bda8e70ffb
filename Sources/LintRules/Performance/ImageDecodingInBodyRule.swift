import Linting
import SwiftSyntax

/// Lint: `UIImage(data:)`, `UIImage(contentsOfFile:)`, `NSImage(data:)` or
/// `NSImage(contentsOf:)` while a view's body is evaluated.
struct ImageDecodingInBodyRule: LintRule {
    static let description = RuleDescription(
        id: "image-decoding-in-body",
        name: "Image decoded in body",
        summary: "a `UIImage`/`NSImage` is created from data or a file while `body` is evaluated",
        rationale: """
            Creating a `UIImage` or `NSImage` from bytes or a file reads and decodes the \
            image on the main actor, on every evaluation of `body` — a large photo can take \
            longer than a frame. Decode once, off the main actor (in the model, or in a \
            `task` that stores the result in state), keep the decoded image, and let `body` \
            only wrap it in `Image`. For remote images, `AsyncImage` loads and decodes \
            outside the body.
            """,
        documentation: "performance/cheap-body.md#decode-images-once-off-the-main-actor",
        triggering: [
            RuleExample(
                """
                struct CoverView: View {
                    let coverData: Data
                    var body: some View {
                        Image(uiImage: ↓UIImage(data: coverData) ?? UIImage())
                    }
                }
                """),
            RuleExample(
                """
                struct PlotPhoto: View {
                    let path: String
                    var body: some View {
                        if let photo = ↓UIImage(contentsOfFile: path) {
                            Image(uiImage: photo).resizable().scaledToFit()
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct NebulaThumb: View {
                    let url: URL
                    var body: some View {
                        VStack { Image(nsImage: ↓NSImage(contentsOf: url) ?? NSImage()) }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct CoverView: View {
                    let coverData: Data
                    @State private var cover: UIImage?
                    var body: some View {
                        Group {
                            if let cover { Image(uiImage: cover) } else { ProgressView() }
                        }
                        .task(id: coverData) { cover = await Thumbnails.decode(coverData) }
                    }
                }
                """),
            RuleExample(
                """
                struct PlotPhoto: View {
                    let url: URL
                    var body: some View {
                        AsyncImage(url: url) { image in image.resizable() } placeholder: { ProgressView() }
                    }
                }
                """),
            RuleExample(
                """
                enum Thumbnails {
                    static func decode(_ data: Data) async -> UIImage? { UIImage(data: data) }
                }
                """),
            RuleExample(
                """
                // Image(uiImage: UIImage(data: data)!) decodes on every update
                let tip = "UIImage(data:)"
                """),
        ]
    )

    static let initializers: [String: Set<String>] = [
        "UIImage": ["data", "contentsOfFile"],
        "NSImage": ["data", "contentsOf", "contentsOfFile"],
    ]

    func violations(in file: LintFile) -> [RuleViolation] {
        var result: [RuleViolation] = []
        for call in file.nodes.calls {
            guard let name = call.calleeName, let labels = Self.initializers[name], call.isTypeCall(name),
                let first = call.arguments.first?.label?.text, labels.contains(first),
                call.isEvaluatedDuringBody
            else { continue }
            result.append(
                violation(
                    at: call.calledExpression, in: file,
                    message:
                        "'\(name)(\(first):)' decodes the image on every evaluation of body; decode once, off the main actor, and keep the result"
                ))
        }
        return result
    }
}
