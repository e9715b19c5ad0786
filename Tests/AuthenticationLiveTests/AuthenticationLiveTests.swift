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
        #expect(hasher.verify("correct horse", against: hash))
        #expect(!hasher.verify("correct horsE", against: hash))
        #expect(!hasher.verify("", against: hash))
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

    @Test func matchesAKnownPBKDF2Vector() {
        // RFC 7914 §11: PBKDF2-HMAC-SHA256("passwd", "salt", 1), first 32 bytes.
        let salt = Data("salt".utf8).base64EncodedString()
        let key = Data([
            0x55, 0xac, 0x04, 0x6e, 0x56, 0xe3, 0x08, 0x9f, 0xec, 0x16, 0x91, 0xc2, 0x25, 0x44, 0xb6, 0x05,
            0xf9, 0x41, 0x85, 0x21, 0x6d, 0xde, 0x04, 0x65, 0xe6, 0x8b, 0x9d, 0x57, 0xc2, 0x0d, 0xac, 0xbc,
        ]).base64EncodedString()
        #expect(hasher.verify("passwd", against: "pbkdf2-sha256$1$\(salt)$\(key)"))
    }

    @Test func rejectsMalformedHashes() {
        for hash in ["", "plain", "pbkdf2-sha256$x$AAAA$AAAA", "md5$1$AAAA$AAAA", "pbkdf2-sha256$0$AAAA$AAAA"] {
            #expect(!hasher.verify("anything", against: hash))
        }
    }
}

@Suite struct SQLiteAccountStoreTests {
    let store: SQLiteAccountStore

    init() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("accounts-\(UUID().uuidString).sqlite").path
        store = SQLiteAccountStore(database: try Database(path: path, migrations: SQLiteAccountStore.migrations))
    }

    @Test func createsAndFindsAccounts() throws {
        let email = try #require(EmailAddress("ada@example.com"))
        let created = try store.createAccount(email: email, name: "Ada", passwordHash: "h", createdAt: Date(timeIntervalSince1970: 1_000))
        #expect(try store.account(email: email)?.account == created)
        #expect(try store.account(email: email)?.passwordHash == "h")
        #expect(try store.account(id: created.id) == created)
        #expect(try store.account(id: created.id + 1) == nil)
    }

    @Test func refusesADuplicateEmail() throws {
        let email = try #require(EmailAddress("ada@example.com"))
        _ = try store.createAccount(email: email, name: nil, passwordHash: "h", createdAt: Date())
        #expect(throws: AuthenticationError.duplicateAccount(email)) {
            try store.createAccount(email: email, name: nil, passwordHash: "h2", createdAt: Date())
        }
    }
}

@Suite struct FileSessionStoreTests {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).json")

    @Test func keepsTheSessionInAnOwnerOnlyFile() throws {
        let store = FileSessionStore(url: url)
        #expect(try store.load() == nil)
        let session = Session(accountID: 7, startedAt: Date(timeIntervalSince1970: 1_000))
        try store.save(session)
        #expect(try FileSessionStore(url: url).load() == session)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int == 0o600)
        try store.clear()
        #expect(try store.load() == nil)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func reportsADamagedFile() throws {
        try Data("{not json".utf8).write(to: url)
        #expect(throws: (any Error).self) { try FileSessionStore(url: url).load() }
        try? FileManager.default.removeItem(at: url)
    }
}
