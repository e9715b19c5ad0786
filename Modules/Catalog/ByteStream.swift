import Foundation

/// The bytes of an import file, handed over a chunk at a time, so a reader's memory does not grow
/// with the file and a file cut short while it is read ends with an error, never a crash.
public struct ByteStream {
    private let next: () throws(CatalogError) -> ArraySlice<UInt8>?

    /// A stream whose chunks come from `next`, which returns `nil` at the end.
    public init(_ next: @escaping () throws(CatalogError) -> ArraySlice<UInt8>?) {
        self.next = next
    }

    /// The bytes of `data`, in chunks of `chunkSize`.
    public init(_ data: Data, chunkSize: Int = 65_536) {
        let bytes = [UInt8](data)
        var offset = 0
        self.init { () throws(CatalogError) -> ArraySlice<UInt8>? in
            guard offset < bytes.count else { return nil }
            let end = min(offset + max(1, chunkSize), bytes.count)
            defer { offset = end }
            return bytes[offset..<end]
        }
    }

    /// The next chunk, never empty, or `nil` at the end.
    func nextChunk() throws(CatalogError) -> ArraySlice<UInt8>? {
        while let chunk = try next() {
            if !chunk.isEmpty { return chunk }
        }
        return nil
    }

    /// The first chunk with at least `count` bytes unless the stream is shorter, so a reader can look
    /// at the file's first bytes (a byte order mark) whatever the chunk size.
    func firstChunk(atLeast count: Int) throws(CatalogError) -> ArraySlice<UInt8>? {
        guard var head = try nextChunk() else { return nil }
        while head.count < count, let more = try nextChunk() {
            head = ArraySlice(Array(head) + more)
        }
        return head
    }

    /// Why a file that starts with `head` cannot be read as UTF-8, when its first bytes name another
    /// encoding (a UTF-16 or UTF-32 byte order mark, or the NUL bytes of UTF-16 text).
    static func otherEncoding(startingWith head: ArraySlice<UInt8>) -> CatalogError? {
        let first = Array(head.prefix(4))
        // UTF-16 without a byte order mark: ASCII text, every other byte NUL (`n\0a\0` or `\0n\0a`).
        let alternates = first.count == 4 && (first[1] == 0 && first[3] == 0 && first[0] != 0 && first[2] != 0
            || first[0] == 0 && first[2] == 0 && first[1] != 0 && first[3] != 0)
        let name: String? = if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            "UTF-32"
        } else if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) || alternates {
            "UTF-16"
        } else {
            nil
        }
        if let name { return CatalogError("the file is \(name), not UTF-8; save it as UTF-8 and import it again") }
        if let offset = first.firstIndex(of: 0) {
            return CatalogError("the file holds a NUL byte at byte \(offset + 1), which no text has; is it a text file?")
        }
        return nil
    }
}
