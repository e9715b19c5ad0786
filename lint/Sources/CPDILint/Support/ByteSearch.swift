extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the array: a byte scan, cheaper than parsing.
    func contains(subsequence needle: [UInt8]) -> Bool {
        withUnsafeBufferPointer { $0.contains(subsequence: needle) }
    }
}

extension String {
    /// Whether `needle` occurs in the string's UTF-8 bytes: a byte scan, far cheaper than a Unicode-aware search.
    func containsBytes(of needle: String) -> Bool {
        let needle = Array(needle.utf8)
        return utf8.withContiguousStorageIfAvailable { $0.contains(subsequence: needle) } ?? Array(utf8).contains(subsequence: needle)
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `needle` occurs in the buffer.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return false }
        var index = 0
        let last = count - needle.count
        while index <= last {
            if self[index] == first {
                var matched = 1
                while matched < needle.count, self[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}
