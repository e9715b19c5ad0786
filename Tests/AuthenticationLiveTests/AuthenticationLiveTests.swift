import Authentication
import AuthenticationLive
import Foundation
import Persistence
import Testing

@Suite struct PBKDF2PasswordHasherTests {
    let hasher = PBKDF2PasswordHasher(iterations: 1_000)

    @Test func usesOWASPsIterationCountByDefault() throws {
        #expect(PBKDF2PasswordHasher.recommendedIterations == 600_000)
    }

    @Test func verifiesTheRightPasswordOnly() throws {
        let hash = try hasher.hash("correct horse")
        #expect(try hasher.verify("correct horse", against: hash))
        #expect(try !hasher.verify("correct horsE", against: hash))
        #expect(try !hasher.verify("", against: hash))
    }

    @Test func writesASelfDescribingSaltedHash() throws {
        let first = try hasher.hash("correct horse")
        let second = try hasher.hash("correct horse")
        #expect(first != second)
        let parts = first.split(separator: "$")
        #expect(parts.count == 4)
        #expect(parts[0] == "pbkdf2-sha256")
        #expect(parts[1] == "1000")
        #expect(Data(base64Encoded: String(parts[2]))?.count == 16)
        #expect(Data(base64Encoded: String(parts[3]))?.count == 32)
        #expect(!first.contains("correct horse"))
    }

    @Test func matchesAKnownPBKDF2Vector() throws {
        // RFC 7914 §11: PBKDF2-HMAC-SHA256("passwd", "salt", 1), first 32 bytes.
        let salt = Data("salt".utf8).base64EncodedString()
        let key = Data([
            0x55, 0xac, 0x04, 0x6e, 0x56, 0xe3, 0x08, 0x9f, 0xec, 0x16, 0x91, 0xc2, 0x25, 0x44, 0xb6, 0x05,
            0xf9, 0x41, 0x85, 0x21, 0x6d, 0xde, 0x04, 0x65, 0xe6, 0x8b, 0x9d, 0x57, 0xc2, 0x0d, 0xac, 0xbc,
        ]).base64EncodedString()
        #expect(try hasher.verify("passwd", against: "pbkdf2-sha256$1$\(salt)$\(key)"))
    }

    @Test func rejectsMalformedHashesAndNamesUnknownFormats() throws {
        for hash in ["pbkdf2-sha256$x$AAAA$AAAA", "pbkdf2-sha256$0$AAAA$AAAA", "pbkdf2-sha256$99999999999$AAAA$AAAA", "pbkdf2-sha256"] {
            #expect(try !hasher.verify("anything", against: hash))
        }
        for hash in ["", "plain", "md5$1$AAAA$AAAA", "argon2id$v=19$m=65536"] {
            #expect(throws: AuthenticationError.unknownHashFormat) { try hasher.verify("anything", against: hash) }
        }
    }

    @Test func hasAWellFormedDummyHashAtItsOwnCostThatNothingMatches() throws {
        #expect(hasher.dummyHash.hasPrefix("pbkdf2-sha256$1000$"))
        #expect(try !hasher.verify("", against: hasher.dummyHash))
        #expect(try !hasher.verify("correct horse", against: hasher.dummyHash))
    }
}

@Suite struct SQLiteAccountStoreTests {
    let store: SQLiteAccountStore

    init() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("accounts-\(UUID().uuidString).sqlite").path
        store = SQLiteAccountStore(database: try Database(path: path, migrations: SQLiteAccountStore.migrations))
    }

    /// A session created on day 1 that expires on day `expiresAt` unless used.
    func session(_ digest: String, expiresAt: Double = 5) -> SessionRecord {
        SessionRecord(tokenDigest: digest, createdAt: Date(timeIntervalSince1970: 86_400), expiresAt: Date(timeIntervalSince1970: expiresAt * 86_400))
    }

    @Test func createsAndFindsAccounts() throws {
        let email = try #require(EmailAddress("ada@example.com"))
        let created = try store.createAccount(email: email, name: "Ada", passwordHash: "h", createdAt: Date(timeIntervalSince1970: 1_000), session: session("s1"))
        #expect(try store.account(email: email)?.account == created)
        #expect(try store.account(email: email)?.passwordHash == "h")
        #expect(try store.account(id: created.id) == created)
        #expect(try store.account(id: created.id + 1) == nil)
    }

    @Test func refusesADuplicateEmail() throws {
        let email = try #require(EmailAddress("ada@example.com"))
        _ = try store.createAccount(email: email, name: nil, passwordHash: "h", createdAt: Date(), session: session("s1"))
        #expect(throws: AuthenticationError.duplicateAccount(email)) {
            try store.createAccount(email: email, name: nil, passwordHash: "h2", createdAt: Date(), session: session("s2"))
        }
        #expect(try store.account(sessionDigest: "s2", now: Date(timeIntervalSince1970: 2_000), extendedTo: Date(timeIntervalSince1970: 2_000), notAfter: .distantFuture) == nil)
    }

    @Test func findsExtendsExpiresAndDeletesSessions() throws {
        let ada = try store.createAccount(
            email: try #require(EmailAddress("ada@example.com")), name: nil, passwordHash: "h", createdAt: Date(timeIntervalSince1970: 1_000), session: session("s1")
        )
        try store.createSession(session("s2"), accountID: ada.id)
        let day = { (days: Double) in Date(timeIntervalSince1970: days * 86_400) }
        #expect(try store.account(sessionDigest: "s1", now: day(4), extendedTo: day(9), notAfter: .distantFuture) == ada)
        #expect(try store.account(sessionDigest: "s1", now: day(8), extendedTo: day(8), notAfter: .distantFuture) == ada) // Extended past day 5.
        #expect(try store.account(sessionDigest: "s2", now: day(6), extendedTo: day(9), notAfter: .distantFuture) == nil) // Expired on day 5.
        #expect(try store.account(sessionDigest: "nope", now: day(1), extendedTo: day(9), notAfter: .distantFuture) == nil)
        try store.createSession(session("s3", expiresAt: 99), accountID: ada.id)
        try store.deleteSession(tokenDigest: "s1")
        #expect(try store.account(sessionDigest: "s1", now: day(1), extendedTo: day(1), notAfter: .distantFuture) == nil)
        #expect(try store.account(sessionDigest: "s3", now: day(1), extendedTo: day(1), notAfter: .distantFuture) == ada)
        try store.deleteSessions(accountID: ada.id)
        #expect(try store.account(sessionDigest: "s3", now: day(1), extendedTo: day(1), notAfter: .distantFuture) == nil)
        // Made while the clock was ten years fast: it expires later than any session can, so it has expired.
        try store.createSession(session("s4", expiresAt: 99), accountID: ada.id)
        #expect(try store.account(sessionDigest: "s4", now: day(1), extendedTo: day(1), notAfter: day(31)) == nil)
        #expect(try store.account(sessionDigest: "s4", now: day(1), extendedTo: day(1), notAfter: .distantFuture) == nil, "and it was deleted")
    }
}

@Suite struct RandomSessionTokensTests {
    @Test func makesDistinct256BitTokensAndDigestsThemWithSHA256() throws {
        let tokens = RandomSessionTokens()
        let first = try tokens.makeToken(), second = try tokens.makeToken()
        #expect(first != second)
        #expect(first.rawValue.count == 64)
        // The digest of 64 zeros, as `printf %064d 0 | sha256sum` prints it.
        let fixed = try #require(SessionToken(String(repeating: "0", count: 64)))
        #expect(tokens.digest(fixed) == "60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55")
    }
}

@Suite struct FileSessionStoreTests {
    let folder: URL
    var url: URL { folder.appendingPathComponent("session") }
    let token = SessionToken(String(repeating: "ab", count: 32))!

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func keepsOnlyTheTokenInAnOwnerOnlyFile() throws {
        let store = FileSessionStore(url: url)
        #expect(try store.load() == nil)
        try store.save(token)
        #expect(try FileSessionStore(url: url).load() == token)
        #expect(try String(contentsOf: url, encoding: .utf8) == token.rawValue + "\n")
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int == 0o600)
        try store.clear()
        #expect(try store.load() == nil)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func treatsAnEditedFileAsSignedOut() throws {
        try Data("{\"accountID\":1}".utf8).write(to: url)
        #expect(try FileSessionStore(url: url).load() == nil)
    }

    @Test func neverReadsThroughASymbolicLink() throws {
        let target = folder.appendingPathComponent("elsewhere")
        try Data((token.rawValue + "\n").utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        #expect(throws: (any Error).self) { try FileSessionStore(url: url).load() }
        try FileSessionStore(url: url).clear()
        #expect(FileManager.default.fileExists(atPath: target.path))
    }
}
