// swift-tools-version: 6.0
// Good: two apps in one repository, each with its own package (the manifest is a stub here: only its name
// matters to cpdi-lint). Each app has a `HomeViewDependencies` and a `Banner`; neither is told about the other's.
