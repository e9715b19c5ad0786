/// The release of cpdi-lint: the one place `--version`, SARIF's `tool.driver.version`, the SwiftPM
/// plugins and `make-artifactbundle.sh` read it from. Bump it with a `lint/CHANGELOG.md` entry.
public enum CPDILintVersion {
    /// The version, as semantic versioning `MAJOR.MINOR.PATCH`.
    public static let current = "0.5.0"
}
