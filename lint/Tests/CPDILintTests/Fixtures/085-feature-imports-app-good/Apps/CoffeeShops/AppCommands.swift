// Correct: the app (not a feature module) imports features; a feature imports non-feature modules. (Imports in `#if canImport` so the fixture typechecks as one module.)
#if canImport(DetailsFeature)
import DetailsFeature
#endif
#if canImport(MapFeature)
import MapFeature
#endif

struct AppCommands {}
