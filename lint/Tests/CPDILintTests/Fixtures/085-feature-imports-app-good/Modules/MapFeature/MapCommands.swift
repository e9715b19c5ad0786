// A feature file importing only non-feature modules.
#if canImport(Catalog)
import Catalog
#endif
import Foundation

struct MapCommands {}
