// swift-tools-version: 6.0
// One package of a kit and two apps (a stub: only its place matters to cpdi-lint).
