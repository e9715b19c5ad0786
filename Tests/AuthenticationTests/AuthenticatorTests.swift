import Authentication
import AuthenticationStubs
import Foundation
import Testing
import TimeStubs

@Suite struct AuthenticatorTests {
    let accounts = InMemoryAccountStore()
    let sessions = InMemorySessionStore()
    let clock = FixedClock()
    var authenticator: Authenticator {
        Authenticator(accounts: accounts, hasher: StubPasswordHasher(), sessions: sessions, clock: clock)
    }

    @Test func signsUpAndSignsIn() throws {
        let account = try authenticator.signUp(email: " Ada@Example.COM ", name: " Ada ", password: "correct horse")
        #expect(account.email.rawValue == "ada@example.com")
        #expect(account.name == "Ada")
        #expect(account.createdAt == clock.date)
        #expect(sessions.session == Session(accountID: account.id, startedAt: clock.date))
        #expect(try authenticator.currentAccount() == account)
    }

    @Test func storesAHashNotThePassword() throws {
        _ = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        #expect(accounts.records.first?.passwordHash != "correct horse")
    }

    @Test func rejectsBadSignUpsWithoutWritingAnything() throws {
        _ = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        _ = try authenticator.signOut()
        let cases: [(String, String, String?, AuthenticationError)] = [
            ("ADA@example.com", "another one", nil, .duplicateAccount(EmailAddress("ada@example.com")!)),
            ("not-an-email", "correct horse", nil, .malformedEmail("not-an-email")),
            ("bob@example.com", "", nil, .emptyPassword),
            ("bob@example.com", "short", nil, .passwordTooShort(minimum: 8)),
            ("bob@example.com", "correct horse", String(repeating: "b", count: 101), .nameTooLong(maximum: 100)),
        ]
        for (email, password, name, expected) in cases {
            #expect(throws: expected) { try authenticator.signUp(email: email, name: name, password: password) }
        }
        #expect(accounts.records.count == 1)
        #expect(sessions.session == nil)
    }

    @Test func refusesWrongPasswordsAndUnknownEmailsKeepingTheSession() throws {
        let ada = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        let session = sessions.session
        #expect(throws: AuthenticationError.wrongPassword(ada.email)) {
            try authenticator.signIn(email: "ada@example.com", password: "wrong horse")
        }
        #expect(throws: AuthenticationError.unknownAccount(EmailAddress("bob@example.com")!)) {
            try authenticator.signIn(email: "bob@example.com", password: "correct horse")
        }
        #expect(throws: AuthenticationError.emptyPassword) { try authenticator.signIn(email: "ada@example.com", password: "") }
        #expect(sessions.session == session)
    }

    @Test func signsInWithAnyCaseOfTheEmail() throws {
        let ada = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        _ = try authenticator.signOut()
        #expect(try authenticator.signIn(email: "ADA@EXAMPLE.COM", password: "correct horse") == ada)
    }

    @Test func signsOutOnceAndSaysWhoItWas() throws {
        let ada = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        #expect(try authenticator.signOut() == ada)
        #expect(try authenticator.signOut() == nil)
        #expect(try authenticator.currentAccount() == nil)
    }

    @Test func validatesEmailAddresses() {
        #expect(EmailAddress("a.b+c@d.example")?.rawValue == "a.b+c@d.example")
        for bad in ["", "ada", "ada@", "@example.com", "ada@example", "a b@example.com", "a@b@c.com", "ada@.com", "ada@example..com"] {
            #expect(EmailAddress(bad) == nil, "\(bad) should be rejected")
        }
    }
}
