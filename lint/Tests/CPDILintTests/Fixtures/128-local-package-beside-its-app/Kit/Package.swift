// swift-tools-version: 6.0
// A local package beside the app that uses it (the manifest is a stub: only its place matters to cpdi-lint).
