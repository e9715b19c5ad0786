import Catalog
import Foundation

/// A latitude/longitude rectangle for querying the R*Tree.
struct BoundingBox: Equatable {
    let minLatitude: Double
    let maxLatitude: Double
    let minLongitude: Double
    let maxLongitude: Double

    /// The boxes that together cover every point within `radius` kilometres of `center`: one box,
    /// or two where the circle crosses the antimeridian.
    static func around(_ center: Coordinate, radius: Double) -> [BoundingBox] {
        let kilometresPerDegree = Coordinate.earthRadiusKilometres * .pi / 180
        let latitudeSpan = radius / kilometresPerDegree
        let minLatitude = max(-90, center.latitude - latitudeSpan)
        let maxLatitude = min(90, center.latitude + latitudeSpan)
        let widestLatitude = max(abs(minLatitude), abs(maxLatitude))
        let cosine = cos(widestLatitude * .pi / 180)
        guard widestLatitude < 90, cosine > 1e-9, radius / (kilometresPerDegree * cosine) < 180 else {
            return [BoundingBox(minLatitude: minLatitude, maxLatitude: maxLatitude, minLongitude: -180, maxLongitude: 180)]
        }
        let longitudeSpan = radius / (kilometresPerDegree * cosine)
        let west = center.longitude - longitudeSpan, east = center.longitude + longitudeSpan
        func box(_ west: Double, _ east: Double) -> BoundingBox {
            BoundingBox(minLatitude: minLatitude, maxLatitude: maxLatitude, minLongitude: west, maxLongitude: east)
        }
        if west < -180 { return [box(west + 360, 180), box(-180, east)] }
        if east > 180 { return [box(west, 180), box(-180, east - 360)] }
        return [box(west, east)]
    }
}
