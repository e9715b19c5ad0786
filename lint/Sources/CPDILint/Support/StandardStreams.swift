#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error without Foundation's `FileHandle`, which traps on a closed or
/// full stream: a closed pipe (`| head`) ends the run quietly, as `cat` does; any other failure is
/// one line on standard error and exit status 2.
public enum StandardStreams {
    /// Writes `text` to standard output.
    public static func out(_ text: String) {
        write(text, to: STDOUT_FILENO, named: "standard output")
    }

    /// Writes `text` to standard error.
    public static func error(_ text: String) {
        write(text, to: STDERR_FILENO, named: "standard error")
    }

    private static func write(_ text: String, to descriptor: Int32, named name: String) {
        guard !text.isEmpty else { return }
        do {
            try FileDescriptors.write(Array(text.utf8), to: descriptor)
        } catch {
            if error.code == EPIPE { endAsAClosedPipeDoes() }
            if descriptor != STDERR_FILENO {
                try? FileDescriptors.write(Array("cpdi-lint: cannot write to \(name): \(error.text)\n".utf8), to: STDERR_FILENO)
            }
            exit(2)
        }
    }

    /// Dies of `SIGPIPE`, as a program that did not ignore it would (status 141 in a shell).
    static func endAsAClosedPipeDoes() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(141)
    }
}
