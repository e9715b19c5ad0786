#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing whole buffers through file descriptors, with `errno` as the error: the one
/// place cpdi-lint touches files below Foundation, so that every failure has a cause to name.
enum FileDescriptors {
    /// A failed system call's `errno`, with its text.
    struct Failure: Error, Sendable {
        let code: Int32

        /// `strerror`'s text, e.g. "No space left on device".
        var text: String { String(cString: strerror(code)) }
    }

    /// Writes every byte of `bytes` to `descriptor` at its current offset, retrying short writes and `EINTR`.
    static func write(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        try writeAll(bytes) { start, count, _ in systemWrite(descriptor, start, count) }
    }

    /// Writes `bytes` at offset 0 of the regular file `descriptor`, then cuts the file to their length.
    static func replaceContents(of descriptor: Int32, with bytes: [UInt8]) throws(Failure) {
        var before = stat()
        let known = fstat(descriptor, &before) == 0
        try writeAll(bytes) { start, count, offset in pwrite(descriptor, start, count, off_t(offset)) }
        while ftruncate(descriptor, off_t(bytes.count)) != 0 {
            if errno != EINTR { throw Failure(code: errno) }
        }
        // A write by anyone but root clears the set-user-ID and set-group-ID bits: the owner gets them back.
        var after = stat()
        if known, before.st_mode & (S_ISUID | S_ISGID) != 0, fstat(descriptor, &after) == 0, after.st_mode != before.st_mode,
           before.st_uid == geteuid() {
            _ = fchmod(descriptor, before.st_mode & 0o7777)
        }
    }

    /// Hands `write` the rest of `bytes` (its start, length and offset in `bytes`) until all are
    /// written, retrying short writes and `EINTR`.
    private static func writeAll(_ bytes: [UInt8], _ write: (UnsafeRawPointer, Int, Int) -> Int) throws(Failure) {
        let failure = bytes.withUnsafeBytes { buffer -> Int32 in
            var done = 0
            while done < buffer.count {
                let written = write(buffer.baseAddress! + done, buffer.count - done, done)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                done += written
            }
            return 0
        }
        if failure != 0 { throw Failure(code: failure) }
    }

    /// Every byte of the open file `descriptor`, read from offset 0.
    static func contents(of descriptor: Int32) throws(Failure) -> [UInt8] {
        var status = stat()
        let sizeHint = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        var bytes = [UInt8](repeating: 0, count: max(sizeHint, 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + count, buffer.count - count, off_t(count))
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Every byte of the regular file at `path`.
    static func contents(ofFileAt path: String) throws(Failure) -> [UInt8] {
        let descriptor = try open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        defer { close(descriptor) }
        guard try status(of: descriptor).isRegularFile else { throw Failure(code: EINVAL) }
        return try contents(of: descriptor)
    }

    /// Opens `path` with `flags`, retrying `EINTR`.
    static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) throws(Failure) -> Int32 {
        while true {
            let descriptor = systemOpen(path, flags | O_CLOEXEC, mode)
            if descriptor >= 0 { return descriptor }
            if errno != EINTR { throw Failure(code: errno) }
        }
    }

    /// The status of the open file `descriptor`.
    static func status(of descriptor: Int32) throws(Failure) -> stat {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(code: errno) }
        return status
    }
}

/// `write(2)`, named apart from the static method above.
@inline(__always) private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// `open(2)`, named apart from the static method above.
@inline(__always) private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}

extension stat {
    /// Whether this is a regular file.
    var isRegularFile: Bool { (st_mode & S_IFMT) == S_IFREG }
    /// Whether this is a folder.
    var isFolder: Bool { (st_mode & S_IFMT) == S_IFDIR }
}
