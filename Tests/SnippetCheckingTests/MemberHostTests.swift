import Foundation
import SiteCore
import Snippets
import SwiftSyntax
import Testing

@testable import SnippetChecking

/// Methods a page shows without their type (overrides of a UIKit class, a layout's
/// methods), previews of UIKit view controllers, and errors that follow from an API the
/// surface lacks in a modifier chain, checked against the real surface. Each shape is
/// checked with a real mistake inside it too: that still fails, on its line.
@Suite struct MemberHostTests {
    private static let cache = TypecheckFixtures.temporaryFolder("member-host-cache")

    private func verdicts(_ codes: [String]) throws -> [Verdict] {
        try TypecheckFixtures.pageVerdicts(codes, cache: Self.cache)
    }

    private func verdict(_ code: String) throws -> Verdict {
        try #require(try verdicts([code]).first)
    }

    /// The Markdown line of `result`'s first error.
    private func firstErrorLine(_ result: Verdict) -> Int? {
        result.diagnostics.first { $0.severity == .error }?.location?.line
    }

    // MARK: Overrides shown alone

    @Test func anOverrideShownAloneIsAViewControllerMethod() throws {
        let code = """
            override func viewDidLoad() {
                super.viewDidLoad()
                let caption = UILabel()
                caption.text = "Seedlings"
                view.addSubview(caption)
            }
            """
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(result.assumed.map(\.declaration) == ["viewDidLoad is an override in a UIViewController subclass the page leaves out"])
        // A misspelled member inside the method fails on its line.
        let misspelled = try verdict(code.replacingOccurrences(of: "view.addSubview", with: "view.addSubviw"))
        #expect(misspelled.status == .failed)
        #expect(firstErrorLine(misspelled) == 14)
        // An override of a method the class does not have fails on its line.
        let wrongName = try verdict(code.replacingOccurrences(of: "func viewDidLoad()", with: "func viewDidLod()"))
        #expect(wrongName.status == .failed)
        #expect(firstErrorLine(wrongName) == 10)
    }

    @Test func aDelegateMethodShownAloneIsAMethodOfAConformingClass() throws {
        let code = """
            func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
                guard let host = navigationAction.request.url?.host() else { return decisionHandler(.cancel) }
                decisionHandler(host.hasSuffix("greenhouse.example") ? .allow : .cancel)
            }
            """
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(
            result.assumed.map(\.declaration) == [
                "webView(_:decidePolicyFor:decisionHandler:) is a method of a class conforming to WKNavigationDelegate the page leaves out"
            ])
        // A misspelled member inside the method fails on its line.
        let misspelled = try verdict(code.replacingOccurrences(of: "navigationAction.request", with: "navigationAction.requst"))
        #expect(misspelled.status == .failed)
        #expect(firstErrorLine(misspelled) == 11)
        // A method no delegate declares is a function of its own: no class is assumed.
        let other = try verdict(code.replacingOccurrences(of: "decidePolicyFor", with: "choosePolicyFor"))
        #expect(other.assumed.isEmpty, "\(other.assumed.map(\.declaration))")
    }

    @Test func aViewOnlyOverrideIsAViewMethod() throws {
        let code = """
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.cornerRadius = bounds.height / 2
            }
            """
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(result.assumed.map(\.declaration) == ["layoutSubviews is an override in a UIView subclass the page leaves out"])
        let wrongMember = try verdict(code.replacingOccurrences(of: "bounds.height", with: "bounds.hieght"))
        #expect(wrongMember.status == .failed)
        #expect(firstErrorLine(wrongMember) == 12)
    }

    // MARK: A layout's methods shown alone

    @Test func aLayoutMethodShownAloneIsALayoutsMember() throws {
        let code = """
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
                return CGSize(width: widths.reduce(0, +), height: proposal.height ?? 44)
            }
            """
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(result.assumed.map(\.name) == ["Layout"])
        // A wrong label inside the method fails on its line.
        let wrongLabel = try verdict(code.replacingOccurrences(of: "CGSize(width:", with: "CGSize(wide:"))
        #expect(wrongLabel.status == .failed)
        #expect(firstErrorLine(wrongLabel) == 12)
    }

    @Test func bothLayoutMethodsShownAloneNeedNoStub() throws {
        let code = """
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: .unspecified)
                }
            }
            """
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(result.assumed.map(\.declaration) == ["the methods are the members of a Layout the page leaves out"])
        let wrongMember = try verdict(code.replacingOccurrences(of: "anchor: .leading", with: "anchor: .leadng"))
        #expect(wrongMember.status == .failed)
        #expect(firstErrorLine(wrongMember) == 16)
    }

    // MARK: Previews of UIKit view controllers and views

    @Test func aPreviewOfAViewControllerReturnsIt() throws {
        let controller = """
            final class GreenhousePanel: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UILabel())
                }
            }
            """
        let preview = "#Preview(\"Panel\") {\n    GreenhousePanel()\n}"
        let shown = try #require(try verdicts([controller, preview]).last)
        #expect(shown.status == .verified, "\(shown.status): \(shown.reason ?? "")")
        #expect(shown.assumed.map(\.name) == ["#Preview"])
        // An argument the controller's initializer does not take still fails, on its line.
        let wrongCall = preview.replacingOccurrences(of: "GreenhousePanel()", with: "GreenhousePanel(title: 1)")
        let failed = try #require(try verdicts([controller, wrongCall]).last)
        #expect(failed.status == .failed)
        // The second example starts at line 30; the call is its second line.
        #expect(firstErrorLine(failed) == 31)
        // A view keeps its view builder, and the verdict says nothing more.
        let view = try verdict("#Preview {\n    Text(\"Fern\")\n}")
        #expect(view.status == .verified)
        #expect(view.assumed.isEmpty)
    }

    @Test func aPreviewOfAUIKitViewReturnsIt() throws {
        let result = try verdict("#Preview {\n    UILabel()\n}")
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(result.assumed.first?.declaration.contains("shows a UIView,") == true)
        let misspelled = try verdict("#Preview {\n    UILabl()\n}")
        #expect(misspelled.status == .failed)
    }

    // MARK: Errors that follow from an API the surface lacks

    @Test func errorsLaterInAChainFollowFromAGapLink() throws {
        // `bloomTransfer` is no API the surface has: the compiler no longer knows the types in
        // the closures after it, and its error there (line 15) is a follow-on, not the page's.
        let code = """
            Text("Tulip")
                .bloomTransfer(for: String.self) { names in
                    return names.map { $0.uppercased() }
                }
                .onBloomChanged { bloom in
                    if bloom.stage == .wilted {
                        print("gone")
                    }
                }
            """
        let result = try verdict(code)
        #expect(result.status == .unverified, "\(result.status): \(result.reason ?? "")")
        #expect(result.reason == "API not in the surface ('bloomTransfer')")
        #expect(result.diagnostics.contains { $0.severity == .error && $0.location?.line == 15 })
    }

    @Test func anErrorBeforeAGapLinkStillFails() throws {
        let code = """
            VStack {
                Text("Tulip").padding(.horizontol, 8)
            }
            .bloomTransfer(for: String.self) { names in
                names.map { $0.uppercased() }
            }
            """
        let result = try verdict(code)
        #expect(result.status == .failed, "\(result.status): \(result.reason ?? "")")
        #expect(firstErrorLine(result) == 11)
    }

    @Test func aMisspelledModifierInAChainWithoutAGapStillFails() throws {
        let code = """
            Text("Tulip")
                .padding(8)
                .foregrounStyle(.green)
                .onChange(of: 1) { old, new in
                    print(old, new)
                }
            """
        let result = try verdict(code)
        #expect(result.status == .failed, "\(result.status): \(result.reason ?? "")")
        #expect(firstErrorLine(result) == 12)
    }

    // MARK: Axis marks

    @Test func axisTicksReachTheirLabels() throws {
        let code = """
            AxisMarks(values: .automatic) {
                AxisGridLine()
                AxisTick(length: .label)
            }
            """
        #expect(try verdict(code).status == .verified)
        let wrong = try verdict(code.replacingOccurrences(of: ".label", with: ".lable"))
        #expect(wrong.status == .failed)
        #expect(firstErrorLine(wrong) == 12)
    }

    // MARK: Apple's framework names

    @Test func darwinOnlyFormattersAreFoundationsNotSampleTypes() throws {
        let code = """
            struct LastWatered: View {
                let date: Date
                var body: some View {
                    let relative = RelativeDateTimeFormatter()
                    Text(relative.localizedString(for: date, relativeTo: .now))
                    Text(ListFormatter.localizedString(byJoining: ["basil", "thyme"]))
                }
            }
            """
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(result.assumed.isEmpty, "\(result.assumed.map(\.declaration))")
        // Their members are checked: a wrong label fails on its line.
        let wrongLabel = try verdict(code.replacingOccurrences(of: "relativeTo:", with: "since:"))
        #expect(wrongLabel.status == .failed)
        #expect(firstErrorLine(wrongLabel) == 14)
    }

    @Test func anInitializerOnlyLinuxFoundationLacksLeavesTheExampleUnverified() throws {
        let code = """
            let names = PersonNameComponentsFormatter()
            names.style = .short
            """
        let result = try verdict(code)
        #expect(result.status == .unverified)
        #expect(
            result.reason
                == "uses PersonNameComponentsFormatter(), which Apple's Foundation has and the Linux Foundation the check compiles against lacks (it has only init(coder:))"
        )
        // A mistake before it still fails.
        let earlier = try verdict("let greeting = Text(\"Hi\").fnt(.title)\n" + code)
        #expect(earlier.status == .failed)
    }

    /// A web view wrapped for AppKit is right on macOS, where `WKWebView` is an NSView; the
    /// surface declares it as the UIView of iOS, so the check cannot say.
    @Test func aViewOfBothPlatformsWrappedForAppKitIsUnverifiedWithTheReason() throws {
        let code = """
            import WebKit

            struct FieldGuide: NSViewRepresentable {
                let page: URL
                func makeNSView(context: Context) -> WKWebView { WKWebView() }
                func updateNSView(_ view: WKWebView, context: Context) {
                    view.load(URLRequest(url: page))
                }
            }
            """
        let result = try verdict(code)
        #expect(result.status == .unverified, "\(result.status): \(result.reason ?? "")")
        #expect(
            result.reason
                == "uses WKWebView as an AppKit view: on macOS it is an NSView, while the API surface the check compiles against declares it as the UIView of iOS"
        )
        // Wrapped for UIKit, it is checked, and a wrong member fails.
        let uiKit = code.replacingOccurrences(of: "NSView", with: "UIView")
        #expect(try verdict(uiKit).status == .verified)
        #expect(try verdict(uiKit.replacingOccurrences(of: "view.load(", with: "view.lod(")).status == .failed)
        // An AppKit view that is not one of those still fails for a real mistake.
        let field =
            "struct Notes: NSViewRepresentable {\n    func makeNSView(context: Context) -> NSTextField { NSTextField() }\n    func updateNSView(_ view: NSTextField, context: Context) { view.stringValu = \"\" }\n}"
        #expect(try verdict(field).status == .failed)
    }

    /// `List(pickedShelf.jars, selection:)` makes the compiler name the overload over
    /// `Binding<Data>`, whose `Data` is List's generic parameter, not Foundation's bytes: the
    /// member is a collection.
    @Test func aMemberListedWithASelectionIsACollectionNotFoundationData() throws {
        let code = """
            @State private var pickedShelf: Shelf?
            @State private var pickedJar: Jar?

            NavigationSplitView {
                List(shelves, selection: $pickedShelf) { shelf in
                    Label(shelf.title, systemImage: shelf.symbol)
                }
            } content: {
                if let pickedShelf {
                    List(pickedShelf.jars, selection: $pickedJar) { jar in
                        NavigationLink(value: jar) { JarRow(jar: jar) }
                    }
                }
            } detail: {
                Text("Pick a jar")
            }
            """
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(result.assumed.contains { $0.declaration.contains("jars: [element]") }, "\(result.assumed.map(\.declaration))")
        #expect(AssumptionOutcome.usableType("Binding<Data>") == "[__AssumedElement]")
        #expect(AssumptionOutcome.usableType("Binding<Recipe>") == "Binding<Recipe>")
        // A misspelled modifier among them still fails.
        #expect(
            try verdict(code.replacingOccurrences(of: "Text(\"Pick a jar\")", with: "Text(\"Pick a jar\").fnt(.title)")).status == .failed)
    }

    /// Fields a wrapper makes (`@EnvironmentObject`, `@Environment(\.dismiss)`) are no
    /// arguments: a later tip's view with one plain field does not stand for `Greenhouse()`.
    @Test func aLaterViewsWrappedFieldsAreNotArgumentsAPlaceholderCallLacks() throws {
        let later = """
            final class Router: ObservableObject {}
            struct Greenhouse: View {
                @EnvironmentObject var router: Router
                @Environment(\\.dismiss) private var dismiss
                var owner: String
                var body: some View { Text(owner) }
            }
            """
        let results = try verdicts(["Greenhouse()\n    .redacted(reason: .placeholder)", later])
        #expect(results.first?.status == .verified, "\(String(describing: results.first?.status)): \(results.first?.reason ?? "")")
        #expect(results.first?.assumed.map(\.declaration) == ["Greenhouse()"])
        #expect(
            SourceClassifier.requiredMemberwiseLabels(
                try #require(SourceClassifier.parse(later).statements.last?.item.as(DeclSyntax.self)?.as(StructDeclSyntax.self)))
                == ["owner"])
    }

    @Test func aPackagesBundleModuleIsAssumedAsSwiftPMGeneratesIt() throws {
        let code = """
            VStack {
                Text("Seed packets", bundle: .module)
                Text("Compost", tableName: "Garden")
            }
            """
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(result.assumed.map(\.declaration) == ["Bundle.module"])
        // Another missing member of Bundle still fails.
        let misspelled = try verdict(code.replacingOccurrences(of: ".module", with: ".modul"))
        #expect(misspelled.status == .failed)
        #expect(misspelled.assumed.isEmpty)
    }

    /// An asset's symbol may be any name, even one near an API's (`bgImage`, one edit from `cgImage`).
    @Test func assetCatalogSymbolsAreAssumedOnTheResourceTypes() throws {
        let code = """
            struct Cover: View {
                var body: some View {
                    Image(.bgImage)
                        .resizable()
                        .overlay(Color(.duskAccent).opacity(0.3))
                }
            }
            """
        let result = try verdict(code)
        #expect(result.status == .verified, "\(result.status): \(result.reason ?? "")")
        #expect(
            Set(result.assumed.map(\.name)) == ["bgImage", "duskAccent"], "\(result.assumed.map(\.declaration))")
        // A misspelled modifier beside the symbols still fails, on its line.
        let misspelled = try verdict(code.replacingOccurrences(of: ".resizable()", with: ".resizabel()"))
        #expect(misspelled.status == .failed)
        #expect(firstErrorLine(misspelled) == 13)
    }

    /// `CVPixelBuffer` is Core Video's, missing from the surface (and from Linux): no sample
    /// type is assumed for it; the example is unverified for the gap. (`CFData` was the
    /// example until ImageIO's bridged types joined the surface.)
    @Test func anAppleFrameworkTypeTheSurfaceLacksIsAGapNotASampleType() throws {
        let results = try verdicts([
            "func cameraFrame(_ data: Data) -> CVPixelBuffer? {\n    print(data.count)\n    return nil\n}",
            // A misspelled name beside it still fails.
            "func wrongFrame(_ data: Data) -> CVPixelBuffer? {\n    print(data.cout)\n    return nil\n}",
        ])
        #expect(results.map(\.status) == [.unverified, .failed], "\(results.map(\.reason))")
        #expect(results[0].reason == "API not in the surface ('CVPixelBuffer')")
        #expect(results[0].assumed.isEmpty)
    }
}
