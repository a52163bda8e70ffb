import ArgumentParser
import Reporting

/// `--format` of `check` and `lint`: ArgumentParser parses it, lists the values in `--help` and
/// rejects an unknown one as a usage error (exit status 2).
extension ReportFormat: ExpressibleByArgument {}
