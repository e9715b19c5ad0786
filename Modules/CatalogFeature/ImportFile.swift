#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Catalog

/// A file to import, read with `read(2)` a chunk at a time (never mapped), so a file cut short while
/// it is read ends the import with an error instead of a crash, and memory does not grow with it.
final class ImportFile {
    private static let chunkSize = 65_536
    private let descriptor: Int32
    /// A regular file's size when it was opened; reading fewer bytes means it was cut short.
    private let expectedSize: Int?
    private var bytesRead = 0
    /// The first chunk, read early to look at it and handed over first.
    private var peeked: ArraySlice<UInt8>?

    /// Opens `path` for reading; the error's message says why it cannot be read.
    init(path: String) throws(CatalogError) {
        // Without blocking, so a FIFO nobody writes to is read as empty instead of waiting forever;
        // then blocking again, so a pipe being written (`<(…)`) is read as it comes.
        let opened = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard opened >= 0 else {
            let number = errno
            throw CatalogError(number == ENOENT ? "no such file" : number == EACCES ? "permission denied" : String(cString: strerror(number)))
        }
        var status = stat()
        guard fstat(opened, &status) == 0 else {
            close(opened)
            throw CatalogError(String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            close(opened)
            throw CatalogError("it is a folder")
        }
        _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
        descriptor = opened
        expectedSize = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
    }

    deinit {
        close(descriptor)
    }

    /// The file's chunks, from the first.
    var stream: ByteStream {
        ByteStream { [self] () throws(CatalogError) -> ArraySlice<UInt8>? in
            if let peeked {
                self.peeked = nil
                return peeked
            }
            return try readChunk()
        }
    }

    /// The first byte that is not ASCII whitespace in the first chunk, if any.
    func firstVisibleByte() throws(CatalogError) -> UInt8? {
        if peeked == nil { peeked = try readChunk() }
        return peeked?.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    private func readChunk() throws(CatalogError) -> ArraySlice<UInt8>? {
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CatalogError("the file could not be read (\(String(cString: strerror(errno))))")
            }
            if count == 0 {
                if let expectedSize, bytesRead < expectedSize {
                    throw CatalogError("the file became shorter while it was read (\(bytesRead) of \(expectedSize) bytes)")
                }
                return nil
            }
            bytesRead += count
            return buffer[..<count]
        }
    }
}
