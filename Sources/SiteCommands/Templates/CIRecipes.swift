/// The CI recipes `handbook init` writes: GitHub Actions (check pull requests, publish to
/// GitHub Pages) and GitLab CI (the same with a JUnit report and GitLab Pages).
///
/// Every job runs in the official Swift image (`handbook check` needs `swiftc`), installs
/// Handbook from its repository with `make install`, keeps the installed tool between runs,
/// and keeps `.handbook-cache/` (the compiled SwiftUI surface and proven results) too.
enum CIRecipes {
    /// The Swift image the jobs run in.
    static let swiftImage = "swift:6.2-noble"
    /// Where the recipes get Handbook from; teams edit the two variables at the top.
    static let handbookRepository = "https://github.com/your-org/handbook.git"

    /// `.github/workflows/handbook-check.yml`.
    static let githubCheck = """
        # Checks every Swift example of the handbook on pull requests.
        # Failures are annotated on the diff (--format github) and uploaded to code scanning (SARIF).
        name: Handbook check

        on:
          pull_request:
          workflow_dispatch:

        permissions:
          contents: read
          security-events: write  # upload the SARIF report to code scanning

        env:
          HANDBOOK_GIT: \(handbookRepository)  # where your team gets Handbook
          HANDBOOK_REF: main

        jobs:
          check:
            runs-on: ubuntu-latest
            container: \(swiftImage)
            steps:
        \(githubSetupSteps)

              - name: Check the examples (annotates the diff)
                run: handbook check --format github

              - name: Write the SARIF report
                if: always()
                run: handbook check --format sarif --report handbook.sarif || true

              - name: Upload the report to code scanning
                if: always() && hashFiles('handbook.sarif') != ''
                uses: github/codeql-action/upload-sarif@v4
                with:
                  sarif_file: handbook.sarif
                  category: handbook

        """

    /// `.github/workflows/handbook-pages.yml`.
    static let githubPages = """
        # Builds the handbook with its public URL and publishes it to GitHub Pages from main.
        # Turn Pages on first: Settings > Pages > Source: GitHub Actions.
        name: Handbook site

        on:
          push:
            branches: [main]
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        concurrency:
          group: pages
          cancel-in-progress: false

        env:
          HANDBOOK_GIT: \(handbookRepository)  # where your team gets Handbook
          HANDBOOK_REF: main

        jobs:
          build:
            runs-on: ubuntu-latest
            container: \(swiftImage)
            steps:
        \(githubSetupSteps)

              - name: Configure Pages
                id: pages
                uses: actions/configure-pages@v6

              - name: Build the site
                env:
                  BASE_URL: ${{ steps.pages.outputs.base_url }}
                run: handbook build --base-url "$BASE_URL/"

              - uses: actions/upload-pages-artifact@v4
                with:
                  path: Output

          deploy:
            needs: build
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - name: Publish to GitHub Pages
                id: deployment
                uses: actions/deploy-pages@v5

        """

    /// The steps both GitHub workflows start with: check out, install Handbook, restore the
    /// check cache (indented for `steps:`).
    private static let githubSetupSteps = """
              - uses: actions/checkout@v5

              - name: Install the libraries Handbook needs
                run: |
                  apt-get update -qq
                  apt-get install -y -qq --no-install-recommends git make libcmark-gfm-dev libcmark-gfm-extensions-dev

              - name: Find the Handbook commit
                id: handbook
                run: echo "commit=$(git ls-remote "$HANDBOOK_GIT" "$HANDBOOK_REF" | cut -f1 | head -n 1)" >> "$GITHUB_OUTPUT"

              - name: Restore the installed Handbook
                id: tool
                uses: actions/cache@v5
                with:
                  path: /opt/handbook
                  key: handbook-tool-${{ runner.os }}-${{ steps.handbook.outputs.commit }}

              - name: Install Handbook
                if: steps.tool.outputs.cache-hit != 'true'
                run: |
                  git clone --depth 1 --branch "$HANDBOOK_REF" "$HANDBOOK_GIT" /tmp/handbook-source
                  make -C /tmp/handbook-source install PREFIX=/opt/handbook

              - name: Put handbook on PATH
                run: echo /opt/handbook/bin >> "$GITHUB_PATH"

              - name: Restore the check cache
                uses: actions/cache@v5
                with:
                  path: .handbook-cache
                  key: handbook-check-${{ runner.os }}-${{ hashFiles('Content/**', 'handbook.yml') }}
                  restore-keys: handbook-check-${{ runner.os }}-
        """

    /// `.gitlab-ci.yml`.
    static let gitlab = """
        # Handbook on GitLab CI: checks every example on merge requests (JUnit report in the
        # merge request) and publishes the site to GitLab Pages from the default branch.
        image: \(swiftImage)

        variables:
          HANDBOOK_GIT: \(handbookRepository)  # where your team gets Handbook
          HANDBOOK_REF: main

        stages: [test, deploy]

        .handbook:
          cache:
            key: handbook-$HANDBOOK_REF
            paths:
              - .handbook-tool/
              - .handbook-cache/
          before_script:
            - apt-get update -qq
            - apt-get install -y -qq --no-install-recommends git make libcmark-gfm-dev libcmark-gfm-extensions-dev
            - |
              if [ ! -x .handbook-tool/bin/handbook ]; then
                git clone --depth 1 --branch "$HANDBOOK_REF" "$HANDBOOK_GIT" /tmp/handbook-source
                make -C /tmp/handbook-source install PREFIX="$CI_PROJECT_DIR/.handbook-tool"
              fi
            - export PATH="$CI_PROJECT_DIR/.handbook-tool/bin:$PATH"

        handbook-check:
          extends: .handbook
          stage: test
          rules:
            - if: $CI_PIPELINE_SOURCE == "merge_request_event"
            - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
          script:
            - handbook check --format junit --report handbook-junit.xml
          artifacts:
            when: always
            reports:
              junit: handbook-junit.xml

        pages:
          extends: .handbook
          stage: deploy
          rules:
            - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
          script:
            - handbook build --base-url "$CI_PAGES_URL/" --output public
          artifacts:
            paths:
              - public

        """
}
