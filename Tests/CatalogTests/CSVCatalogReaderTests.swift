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
            + "\"Two, Lines\",1,2,,\r\n"
        let shops = try reader.shops(in: csv)
        #expect(shops.count == 2)
        #expect(shops[0].name == "Comet, Coffee & Vinyl")
        #expect(shops[0].address == "12 \"Rue\" Oberkampf")
        #expect(shops[0].city == "Paris")
        #expect(shops[1].name == "Two, Lines")
        #expect(shops[1].address == nil)
    }

    @Test func rejectsControlCharactersLongFieldsAndDuplicateColumnsNamingTheLine() {
        let long = String(repeating: "x", count: 301)
        let cases: [(String, String)] = [
            ("name,latitude,longitude\nA,1,2\nNul\u{0}Cut,1,2\n", "line 3: the name contains the control character U+0000"),
            ("name,latitude,longitude,city\nA\u{1B}[2J,1,2,X\n", "line 2: the name contains the control character U+001B"),
            ("name,latitude,longitude,city\nA,1,2,\u{9B}31m\n", "line 2: the city contains the control character U+009B"),
            ("name,latitude,longitude,address\n\"Two\nLines\",1,2,\n", "line 2: the name contains the control character U+000A"),
            ("name,latitude,longitude,address\nA,1,2,\(long)\n", "line 2: the address is longer than 300 characters"),
            ("name,latitude,longitude,city\nA,1,2,\(String(repeating: "y", count: 101))\n", "line 2: the city is longer than 100 characters"),
            ("name,latitude,longitude,name\nA,1,2,B\n", "line 1: the column 'name' appears twice in the header"),
            ("name,latitude,longitude\nA,1\u{7},2\n", "line 2: latitude contains the control character U+0007"),
        ]
        for (csv, message) in cases {
            #expect(throws: CatalogError.self) { try reader.shops(in: csv) }
            do { _ = try reader.shops(in: csv) } catch { #expect(error.description == message) }
        }
    }

    @Test func rejectsGeoJSONCoordinatesThatAreNotNumbers() {
        let geojson = { (coordinates: String) in
            Data(#"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":\#(coordinates)},"properties":{"name":"A"}}]}"#.utf8)
        }
        for coordinates in ["[true, false]", "[\"1\", \"2\"]", "[null, 1]", "[1]"] {
            do {
                _ = try GeoJSONCatalogReader().shops(in: geojson(coordinates))
                Issue.record("\(coordinates) was accepted")
            } catch {
                #expect(error.description == "feature 1: the Point's coordinates are not [longitude, latitude]")
            }
        }
        #expect((try? GeoJSONCatalogReader().shops(in: geojson("[2.5, 1.5]")))?.first?.coordinate == (try? Coordinate(latitude: 1.5, longitude: 2.5)))
        #expect((try? GeoJSONCatalogReader().shops(in: geojson("[0, 1]")))?.count == 1)
    }

    @Test func reportsTheLineOfTheFirstBadRow() {
        let cases: [(String, String)] = [
            ("name,latitude,longitude\nA,1,2\nB,north,2\n", "line 3: latitude 'north' is not a number"),
            ("name,latitude,longitude\nA,0x10,2\n", "line 2: latitude '0x10' is not a number"),
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
