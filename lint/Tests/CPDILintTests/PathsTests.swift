import Foundation
import Testing
@testable import CPDILint

@Suite struct PathsTests {
    /// The quick form of an absolute path is Foundation's, for plain paths and for every kind it hands on.
    @Test func absoluteAgreesWithFoundation() {
        let paths = [
            "/", "/a", "/a/", "/a/b.swift", "/a/.hidden/b", "/a/...", "/a/..b", "/a/b..", "/.a",
            "a", "a/", "a/b.swift", "./a", "././a/b", "./.hidden", "...", ".a/b",
            "//", "//a", "/a//b", "/a/./b", "/a/../b", "/a/b/.", "/a/b/..", ".", "./", "..", "../a", ".//a", "a/./b", "a/../b",
        ]
        for path in paths {
            let foundation = URL(fileURLWithPath: path).standardizedFileURL.path
            let expected = foundation.count > 1 && foundation.hasSuffix("/") ? String(foundation.dropLast()) : foundation
            #expect(Paths.absolute(path) == expected, "\(path)")
        }
    }
}
