import Foundation

/// Reads shops from a GeoJSON FeatureCollection of Points with a `name` property, the shape of an
/// OpenStreetMap export of cafés. `address`/`city` properties are used, or OSM's `addr:*` tags.
public struct GeoJSONCatalogReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Every shop in `data`, or the first problem found, located by 1-based feature number.
    public func shops(in data: Data) throws(CatalogError) -> [NewCoffeeShop] {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw CatalogError("the file is not valid JSON")
        }
        guard let collection = root as? [String: Any], collection["type"] as? String == "FeatureCollection" else {
            throw CatalogError("expected a GeoJSON FeatureCollection")
        }
        guard let features = collection["features"] as? [Any] else {
            throw CatalogError("the FeatureCollection has no 'features' array")
        }
        return try features.enumerated().map { offset, feature throws(CatalogError) in
            do throws(CatalogError) {
                return try Self.shop(from: feature)
            } catch {
                throw error.at("feature \(offset + 1)")
            }
        }
    }

    private static func shop(from value: Any) throws(CatalogError) -> NewCoffeeShop {
        guard let feature = value as? [String: Any], feature["type"] as? String == "Feature" else {
            throw CatalogError("not a GeoJSON Feature")
        }
        guard let geometry = feature["geometry"] as? [String: Any], let type = geometry["type"] as? String else {
            throw CatalogError("the feature has no geometry")
        }
        guard type == "Point" else { throw CatalogError("the geometry is a \(type); only Point is supported") }
        guard let position = geometry["coordinates"] as? [Any], position.count >= 2,
              let longitude = number(position[0]), let latitude = number(position[1])
        else { throw CatalogError("the Point's coordinates are not [longitude, latitude]") }
        let properties = feature["properties"] as? [String: Any] ?? [:]
        guard let name = properties["name"] as? String else { throw CatalogError("the feature has no 'name' property") }
        return try NewCoffeeShop(
            name: name,
            coordinate: Coordinate(latitude: latitude, longitude: longitude),
            address: properties["address"] as? String ?? osmAddress(properties),
            city: properties["city"] as? String ?? properties["addr:city"] as? String
        )
    }

    /// A JSON number; `true` and `false`, which Foundation also hands over as `NSNumber`, are not.
    private static func number(_ value: Any) -> Double? {
        guard let number = value as? NSNumber else { return nil }
        let type = String(cString: number.objCType) // Booleans are "c" (Linux) or "B"; numbers never are.
        guard type != "c", type != "B" else { return nil }
        return number.doubleValue
    }

    private static func osmAddress(_ properties: [String: Any]) -> String? {
        guard let street = properties["addr:street"] as? String else { return nil }
        guard let number = properties["addr:housenumber"] as? String else { return street }
        return "\(street) \(number)"
    }
}
