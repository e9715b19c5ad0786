import Foundation
import Catalog
import Testing

@Suite struct CSVCatalogReaderTests {
    let reader = CSVCatalogReader()

    @Test func readsColumnsInAnyOrder() throws {
        let shops = try reader.shops(in: "longitude,name,latitude\n12.5,Comet,55.6\n")
        #expect(shops == [try NewCoffeeShop(name: "Comet", coordinate: Coordinate(latitude: 55.6, longitude: 12.5))])
    }

    @Test func readsQuotedFieldsCRLFAndAByteOrderMark() throws {
        let csv = "\u{FEFF}name,latitude,longitude,address,city\r\n"
            + "\"Comet, Coffee & Vinyl\",48.86,2.35,\"12 \"\"Rue\"\" Oberkampf\",Paris\r\n"
            + "\r\n"
            + "\"Two\nLines\",1,2,,\r\n"
        let shops = try reader.shops(in: csv)
        #expect(shops.count == 2)
        #expect(shops[0].name == "Comet, Coffee & Vinyl")
        #expect(shops[0].address == "12 \"Rue\" Oberkampf")
        #expect(shops[0].city == "Paris")
        #expect(shops[1].name == "Two\nLines")
        #expect(shops[1].address == nil)
    }

    @Test func reportsTheLineOfTheFirstBadRow() {
        let cases: [(String, String)] = [
            ("name,latitude,longitude\nA,1,2\nB,north,2\n", "line 3: latitude 'north' is not a number"),
            ("name,latitude,longitude\nA,91,2\n", "line 2: latitude 91.0 is not between -90 and 90"),
            ("name,latitude,longitude\nA,1,2\n\n\" \",1,2\n", "line 4: the name is empty"),
            ("name,latitude,longitude\nA,1\n", "line 2: expected 3 fields, found 2"),
            ("name,latitude\nA,1\n", "line 1: the header has no 'longitude' column"),
            ("name,lat,longitude\n", "line 1: unknown column 'lat'; expected name, latitude, longitude, address, city"),
            ("name,latitude,longitude\n\"Open,1,2\n", "line 2: a quoted field is never closed"),
            ("name,latitude,longitude\nA\"b,1,2\n", "line 2: a quote appears inside an unquoted field"),
            ("", "the file is empty; expected a header row"),
        ]
        for (csv, message) in cases {
            #expect(throws: CatalogError.self, "\(csv)") { try reader.shops(in: csv) }
            do {
                _ = try reader.shops(in: csv)
            } catch {
                #expect(error.description == message)
            }
        }
    }
}

@Suite struct GeoJSONCatalogReaderTests {
    let reader = GeoJSONCatalogReader()

    func collection(_ features: String...) -> Data {
        Data(#"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#.utf8)
    }

    @Test func readsPointsWithOpenStreetMapAddressTags() throws {
        let data = collection(#"""
            {"type":"Feature","geometry":{"type":"Point","coordinates":[12.55,55.69]},
             "properties":{"name":"Comet","amenity":"cafe","addr:street":"Nørrebrogade","addr:housenumber":"12","addr:city":"København"}}
            """#)
        let shop = try #require(try reader.shops(in: data).first)
        #expect(shop.name == "Comet")
        #expect(shop.coordinate == (try Coordinate(latitude: 55.69, longitude: 12.55)))
        #expect(shop.address == "Nørrebrogade 12")
        #expect(shop.city == "København")
    }

    @Test func reportsTheNumberOfTheFirstBadFeature() {
        let point = #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"A"}}"#
        let cases: [(Data, String)] = [
            (collection(point, #"{"type":"Feature","geometry":{"type":"Polygon","coordinates":[]},"properties":{"name":"B"}}"#),
             "feature 2: the geometry is a Polygon; only Point is supported"),
            (collection(#"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{}}"#),
             "feature 1: the feature has no 'name' property"),
            (collection(#"{"type":"Feature","geometry":{"type":"Point","coordinates":[200,2]},"properties":{"name":"C"}}"#),
             "feature 1: longitude 200.0 is not between -180 and 180"),
            (Data("[1,2]".utf8), "expected a GeoJSON FeatureCollection"),
            (Data("{".utf8), "the file is not valid JSON"),
        ]
        for (data, message) in cases {
            do throws(CatalogError) {
                _ = try reader.shops(in: data)
                Issue.record("expected \(message)")
            } catch {
                #expect(error.description == message)
            }
        }
    }
}

@Suite struct CoordinateTests {
    @Test func parsesLatitudeCommaLongitude() throws {
        #expect(Coordinate(parsing: "55.6761, 12.5683") == (try Coordinate(latitude: 55.6761, longitude: 12.5683)))
        #expect(Coordinate(parsing: "-33.86,151.21")?.latitude == -33.86)
        for bad in ["", "55.6", "a,b", "91,0", "0,181", "1,2,3", "nan,0"] {
            #expect(Coordinate(parsing: bad) == nil, "\(bad)")
        }
    }
}
