import Authentication
import CCrypto

/// Makes session tokens from libcrypto's secure random generator and digests them with libcrypto's SHA-256.
public struct RandomSessionTokens: SessionTokenMaking {
    /// Creates the maker.
    public init() {}

    /// 32 bytes from `RAND_bytes`, as hex.
    public func makeToken() throws -> SessionToken {
        var bytes = [UInt8](repeating: 0, count: 32)
        guard RAND_bytes(&bytes, Int32(bytes.count)) == 1, let token = SessionToken(Self.hex(bytes)) else {
            throw PasswordHashingError.randomUnavailable
        }
        return token
    }

    /// SHA-256 of the token's text, as hex.
    public func digest(_ token: SessionToken) -> String {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        let text = Array(token.rawValue.utf8)
        _ = SHA256(text, text.count, &digest)
        return Self.hex(digest)
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            result.append(digits[Int(byte >> 4)])
            result.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: result, as: UTF8.self)
    }
}
