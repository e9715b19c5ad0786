// swift-tools-version: 6.0
// Good: one package, a library and two demo apps (a stub: only its place matters to cpdi-lint).
