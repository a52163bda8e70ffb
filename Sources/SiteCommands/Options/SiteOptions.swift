import ArgumentParser
import ContentLoading
import Foundation
import Linting
import SiteBuilding
import SiteCore
import Snippets

/// The options `build`, `check` and `serve` share. Flags win over `handbook.yml`.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder.", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("The theme folder, layered over the default theme.", valueName: "dir"))
    var theme: String?

    @Option(name: .long, help: ArgumentHelp("The output folder.", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("The public URL of the site (enables sitemap.xml).", valueName: "url"))
    var baseURL: String?

    @Flag(name: .long, help: "Treat broken links and anchors as errors (build), unverified examples as failures (check).")
    var strict = false

    @Option(name: .long, help: ArgumentHelp("The configuration file.", valueName: "file"))
    var config: String = HandbookConfiguration.fileName

    @Flag(
        name: .customLong("no-assume"),
        help: "Do not assume declarations for names an example uses but nothing declares: such examples fail.")
    var noAssume = false

    /// ``resolve()``, printing a configuration error and exiting with status 2.
    func resolveOrExit(printer: DiagnosticPrinter) throws -> (BuildOptions, HandbookConfiguration, [Diagnostic]) {
        do {
            return try resolve()
        } catch let error as HandbookError {
            printer.print(error)
            throw ExitCode(2)
        }
    }

    /// Reads the configuration file and merges the flags over it.
    func resolve() throws -> (BuildOptions, HandbookConfiguration, [Diagnostic]) {
        let (file, warnings) = try HandbookConfiguration.load(path: config, builtInRuleIDs: ExampleCheckerFactory.builtInRuleIDs)
        let defaultTheme = ThemeLocator.defaultTheme()
        // A theme the user names must exist: layered over the default theme, a mistyped path
        // would otherwise build with the default theme alone and never say so.
        if let named = theme ?? file.theme { try ThemeLocator.require(named) }
        let themeDirectory = theme ?? file.theme ?? ThemeLocator.selectedTheme(defaultTheme: defaultTheme)
        var options = BuildOptions(
            // Normalised and relative to the working directory, as diagnostics show it.
            contentDirectory: PathUtilities.relative(content ?? file.content ?? "Content", to: FileManager.default.currentDirectoryPath),
            themeDirectory: themeDirectory,
            defaultThemeDirectory: defaultTheme,
            outputDirectory: output ?? file.output ?? "Output",
            baseURL: baseURL ?? file.baseURL,
            isStrict: strict || (file.strict ?? false),
            siteTitle: file.title ?? "SwiftUI Handbook",
            defaultLanguage: file.defaultLanguage ?? "swift",
            runsCheck: file.check ?? true)
        options.assumesDeclarations = !noAssume && (file.assume ?? true)
        options.repositoryURL = file.repositoryURL
        options.editURI = file.editURI
        options.showsLastUpdated = file.lastUpdated ?? true
        options.htmlPolicy = file.htmlPolicy ?? .sanitize
        options.configurationFile = config
        options.lintConfiguration = try ExampleCheckerFactory.lintConfiguration(from: file)
        // A configuration error (exit 2) for every command, not a failed build.
        try ContentFolder.require(options.contentDirectory)
        if file.goodLabels != nil || file.badLabels != nil {
            options.labelVocabulary = LabelVocabulary(
                goodWords: file.goodLabels ?? LabelVocabulary.defaultGoodWords,
                badWords: file.badLabels ?? LabelVocabulary.defaultBadWords)
        }
        options.customRules = options.lintConfiguration.customRules.map(\.ruleDescription)
        return (options, file, warnings)
    }
}

/// The content folder every command but `lint` reads (and `lint` when the configuration
/// names it or links rules to its pages).
enum ContentFolder {
    /// - Throws: ``HandbookError`` when `path` is not a folder.
    static func require(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw HandbookError(
                "content folder does not exist; pass --content DIR, set 'content' in handbook.yml, or create it",
                path: path)
        }
    }
}

/// Finds the default theme that other themes are layered over.
enum ThemeLocator {
    /// `$HANDBOOK_DEFAULT_THEME`, else the default theme ``HandbookResources`` finds (an
    /// install's share folder, or the checkout the executable was built in).
    static func defaultTheme() -> String? {
        if let env = ProcessInfo.processInfo.environment["HANDBOOK_DEFAULT_THEME"], FileManager.default.fileExists(atPath: env) {
            return env
        }
        return HandbookResources().defaultTheme?.path
    }

    /// - Throws: ``HandbookError`` when `path`, a theme `--theme` or `handbook.yml` names, is
    ///   not a folder.
    static func require(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw HandbookError(
                "theme folder does not exist; pass an existing folder to --theme, or set 'theme' in handbook.yml", path: path)
        }
    }

    /// The theme when neither `--theme` nor `handbook.yml` names one: `Themes/default` in the
    /// working directory when there is one, else the default theme itself.
    static func selectedTheme(defaultTheme: String?) -> String {
        if FileManager.default.fileExists(atPath: "Themes/default") { return "Themes/default" }
        return defaultTheme ?? "Themes/default"
    }
}
