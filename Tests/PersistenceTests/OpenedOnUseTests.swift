import Persistence
import Testing

@Suite struct OpenedOnUseTests {
    struct Refused: Error {}

    @Test func makesTheValueOnFirstUseOnlyAndRetriesAFailedMake() throws {
        var attempts = 0
        let value = OpenedOnUse { () throws -> Int in
            attempts += 1
            if attempts == 1 { throw Refused() }
            return attempts * 10
        }
        #expect(attempts == 0, "nothing is made before it is asked for")
        #expect(throws: Refused.self) { try value() }
        #expect(try value() == 20)
        #expect(try value() == 20)
        #expect(attempts == 2)
    }
}
