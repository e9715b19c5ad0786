// swift-tools-version: 6.0
// The app's package, which depends on ../Kit (a stub: only its place matters to cpdi-lint).
