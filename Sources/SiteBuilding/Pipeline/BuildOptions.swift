import Linting
import SiteCore
import Snippets

/// Everything a site build needs to know, from flags and `handbook.yml`.
package struct BuildOptions: Sendable {
    /// The content folder (`Content`).
    package var contentDirectory: String
    /// The selected theme folder (`Themes/default`).
    package var themeDirectory: String
    /// The default theme folder that `themeDirectory` is layered over, if found.
    package var defaultThemeDirectory: String?
    /// The output folder (`Output`).
    package var outputDirectory: String
    /// The public URL of the site, for `sitemap.xml` and canonical links.
    package var baseURL: String?
    /// Broken links and anchors are errors, not warnings.
    package var isStrict: Bool
    /// The site's title, shown in the header and `<title>`.
    package var siteTitle: String
    /// `repo_url` and `edit_uri`: pages link to their source with "Edit this page".
    package var repositoryURL: String?
    package var editURI: String?
    /// Pages show the date of their last git commit (when the content is in a git work tree).
    package var showsLastUpdated = true
    /// The language of fences that name none.
    package var defaultLanguage: String
    /// Run `handbook check` on the examples and show verdicts (default on).
    package var runsCheck: Bool
    /// The words that label examples good or bad.
    package var labelVocabulary: LabelVocabulary = .standard
    /// The `lint:` section of `handbook.yml`: rule pages show the configured severity.
    package var lintConfiguration = LintConfiguration()
    /// Check again, with assumed declarations, examples that use names nothing declares
    /// (`--no-assume` and `check.assume: false` turn it off).
    package var assumesDeclarations = true
    /// The team's own rules from `handbook.yml` (`lint.custom_rules`): they get a page under
    /// `rules/` next to the built-in ones.
    package var customRules: [RuleDescription] = []
    /// What raw HTML in pages becomes (`html:` in `handbook.yml`): sanitised by default.
    package var htmlPolicy = RawHTMLPolicy.sanitize
    /// `handbook.yml`, when there is one: any change to it renders every page again.
    package var configurationFile: String?
    /// The cache folder where a build keeps its ``SiteManifest`` (what it wrote, so the next
    /// build renders only what changed); `nil` keeps nothing between builds.
    package var manifestDirectory: String?
    /// Whether a build reuses the pages of the previous one whose inputs are unchanged
    /// (`--no-cache` turns it off: every page is rendered, and the manifest written afresh).
    package var reusesPages = true

    package init(
        contentDirectory: String = "Content",
        themeDirectory: String = "Themes/default",
        defaultThemeDirectory: String? = nil,
        outputDirectory: String = "Output",
        baseURL: String? = nil,
        isStrict: Bool = false,
        siteTitle: String = "Handbook",
        defaultLanguage: String = "swift",
        runsCheck: Bool = true
    ) {
        self.contentDirectory = contentDirectory
        self.themeDirectory = themeDirectory
        self.defaultThemeDirectory = defaultThemeDirectory
        self.outputDirectory = outputDirectory
        self.baseURL = baseURL
        self.isStrict = isStrict
        self.siteTitle = siteTitle
        self.defaultLanguage = defaultLanguage
        self.runsCheck = runsCheck
    }
}

extension BuildOptions {
    /// Throws when the output folder is, holds or lies inside the content folder or a theme
    /// folder (see ``OutputDirectory/checkPlacement(of:sources:)``): a configuration error.
    package func checkOutputPlacement() throws {
        var sources = [(path: contentDirectory, role: "content folder"), (path: themeDirectory, role: "theme folder")]
        if let defaultThemeDirectory { sources.append((path: defaultThemeDirectory, role: "default theme folder")) }
        try OutputDirectory.checkPlacement(of: outputDirectory, sources: sources)
    }
}
