import Foundation

/// A point on Earth in decimal degrees (WGS 84).
public struct Coordinate: Sendable, Equatable, Hashable, Codable {
    /// Degrees north of the equator, -90 to 90.
    public let latitude: Double
    /// Degrees east of Greenwich, -180 to 180.
    public let longitude: Double

    /// Checks both values are finite and in range.
    public init(latitude: Double, longitude: Double) throws(CatalogError) {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw CatalogError("latitude \(latitude) is not between -90 and 90")
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw CatalogError("longitude \(longitude) is not between -180 and 180")
        }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Parses `LAT,LON`, e.g. `55.6761,12.5683`; `nil` when malformed or out of range.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              let coordinate = try? Coordinate(latitude: latitude, longitude: longitude)
        else { return nil }
        self = coordinate
    }
}

extension Coordinate {
    /// The mean radius of the Earth in kilometres.
    public static let earthRadiusKilometres = 6_371.0088

    /// The great-circle (haversine) distance to `other`, in kilometres.
    public func distance(to other: Coordinate) -> Double {
        let lat1 = latitude * .pi / 180, lat2 = other.latitude * .pi / 180
        let dLat = lat2 - lat1, dLon = (other.longitude - longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * Self.earthRadiusKilometres * asin(min(1, sqrt(a)))
    }

    /// `55.676100,12.568300`: the form `--at` takes.
    public var formatted: String {
        String(format: "%.6f,%.6f", latitude, longitude)
    }
}
