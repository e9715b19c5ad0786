extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the array: a byte scan, cheaper than parsing.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return false }
        return withUnsafeBufferPointer { haystack in
            var index = 0
            let last = haystack.count - needle.count
            while index <= last {
                if haystack[index] == first {
                    var matched = 1
                    while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }
}
