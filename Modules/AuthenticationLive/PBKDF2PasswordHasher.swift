import Authentication
import CCrypto
import Foundation

/// Hashes passwords with PBKDF2-HMAC-SHA256 from libcrypto and a random 16-byte salt.
///
/// Hashes read `pbkdf2-sha256$<iterations>$<base64 salt>$<base64 key>`, so the cost can rise
/// later without breaking existing accounts.
public struct PBKDF2PasswordHasher: PasswordHasher {
    /// OWASP's recommended iteration count for PBKDF2-HMAC-SHA256 (Password Storage Cheat Sheet, 2023 onward).
    public static let recommendedIterations = 600_000

    private let iterations: Int
    private static let prefix = "pbkdf2-sha256"
    private static let saltLength = 16
    private static let keyLength = 32

    /// Hashes new passwords with `iterations` rounds; lower it only in tests.
    public init(iterations: Int = recommendedIterations) {
        self.iterations = iterations
    }

    /// A new hash with a fresh salt from the system's random source.
    public func hash(_ password: String) throws -> String {
        var salt = [UInt8](repeating: 0, count: Self.saltLength)
        guard RAND_bytes(&salt, Int32(salt.count)) == 1 else { throw PasswordHashingError.randomUnavailable }
        let key = try Self.derive(password, salt: salt, iterations: iterations)
        return [Self.prefix, String(iterations), Data(salt).base64EncodedString(), Data(key).base64EncodedString()]
            .joined(separator: "$")
    }

    /// A hash with a fixed salt and a key no password derives, at this hasher's cost.
    public var dummyHash: String {
        [Self.prefix, String(iterations), Data(repeating: 0x5A, count: Self.saltLength).base64EncodedString(),
         Data(repeating: 0, count: Self.keyLength).base64EncodedString()].joined(separator: "$")
    }

    /// Recomputes the key with the hash's own salt and cost, and compares in constant time; throws
    /// ``AuthenticationError/unknownHashFormat`` for a hash that is not `pbkdf2-sha256`.
    public func verify(_ password: String, against hash: String) throws -> Bool {
        let parts = hash.split(separator: "$", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == Self.prefix else { throw AuthenticationError.unknownHashFormat }
        guard parts.count == 4,
              let iterations = Int(parts[1]), iterations > 0, iterations <= Int(Int32.max),
              let salt = Data(base64Encoded: parts[2]),
              let expected = Data(base64Encoded: parts[3]), expected.count == Self.keyLength,
              let key = try? Self.derive(password, salt: [UInt8](salt), iterations: iterations)
        else { return false }
        return key.withUnsafeBytes { actual in
            expected.withUnsafeBytes { CRYPTO_memcmp(actual.baseAddress, $0.baseAddress, Self.keyLength) == 0 }
        }
    }

    private static func derive(_ password: String, salt: [UInt8], iterations: Int) throws -> [UInt8] {
        var key = [UInt8](repeating: 0, count: keyLength)
        let utf8 = Array(password.utf8)
        let status = utf8.withUnsafeBufferPointer { passwordBytes in
            passwordBytes.withMemoryRebound(to: CChar.self) { password in
                PKCS5_PBKDF2_HMAC(
                    password.baseAddress, Int32(password.count),
                    salt, Int32(salt.count),
                    Int32(iterations), EVP_sha256(),
                    Int32(keyLength), &key
                )
            }
        }
        guard status == 1 else { throw PasswordHashingError.derivationFailed }
        return key
    }
}

/// libcrypto could not produce a hash.
enum PasswordHashingError: Error, CustomStringConvertible {
    case randomUnavailable
    case derivationFailed

    var description: String {
        switch self {
        case .randomUnavailable: "the system's random number generator is unavailable"
        case .derivationFailed: "libcrypto could not derive the password hash"
        }
    }
}
