import Foundation
import Testing

/// The built `coffeeshops` binary, pointed at a fresh temporary data folder.
struct CoffeeShopsCLI {
    struct Result {
        let status: Int32
        let output: String
        let errorOutput: String
    }

    let executable: URL
    let dataDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("coffeeshops-e2e-\(UUID().uuidString)")
        .appendingPathComponent("data")

    init() {
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            + [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        executable = candidates.map { $0.appendingPathComponent("coffeeshops") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0].appendingPathComponent("coffeeshops")
        try? FileManager.default.createDirectory(at: dataDirectory.deletingLastPathComponent(), withIntermediateDirectories: true)
    }

    /// Starts the binary with `arguments` and no output, for tests that run several at once.
    func start(_ arguments: [String], input: String = "") throws -> Process {
        let process = makeProcess(arguments)
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Self.send(input, to: stdin)
        return process
    }

    /// Starts the binary with `arguments` behind `gate`: it runs only once a file exists at `gate`, so
    /// processes started one after another begin their work at (nearly) the same moment.
    /// Standard error goes to `errorLog`, to explain a failure.
    func start(_ arguments: [String], input: String = "", behind gate: URL, errorLog: URL) throws -> Process {
        let process = makeProcess(arguments)
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "until [ -e \"$0\" ]; do sleep 0.005; done; exec \"$@\"", gate.path, executable.path] + arguments
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()
        Self.send(input, to: stdin)
        return process
    }

    func run(_ arguments: String..., input: String = "") throws -> Result {
        try run(arguments, input: input)
    }

    func run(_ arguments: [String], input: String = "") throws -> Result {
        try collect(makeProcess(arguments), input: input + (input.isEmpty ? "" : "\n"))
    }

    /// Runs `script` with `/bin/sh`, where `$COFFEESHOPS` is the binary, for redirections a `Process`
    /// cannot make (a closed descriptor, `/dev/full`); its status is the script's.
    func shell(_ script: String) throws -> Result {
        let process = makeProcess([])
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment?["COFFEESHOPS"] = executable.path
        return try collect(process, input: "")
    }

    /// Starts `process` with `input` on its standard input and returns what it printed and its status.
    private func collect(_ process: Process, input: String) throws -> Result {
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        Self.send(input, to: stdin)
        // Read both pipes before waiting, so a full pipe never blocks the child.
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errorOutput = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: output, as: UTF8.self),
            errorOutput: String(decoding: errorOutput, as: UTF8.self)
        )
    }

    /// Writes `input` to a started process's standard input and closes it. A command refused before it
    /// reads its input (a missing flag) may exit first and close the pipe: the broken pipe is then the
    /// command's business, not the test's.
    private static func send(_ input: String, to stdin: Pipe) {
        // A write to that closed pipe is an `EPIPE` error here, not a `SIGPIPE` that ends the test run.
        _ = ignoringBrokenPipes
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
    }

    /// Set once: this test process ignores `SIGPIPE`.
    private static let ignoringBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    private func makeProcess(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["COFFEESHOPS_DATA_DIR"] = dataDirectory.path
        environment["NO_COLOR"] = "1"
        process.environment = environment
        return process
    }

    /// The bytes of every data file except the log, to prove a command changed nothing.
    func dataSnapshot() throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path).filter { $0 != "coffeeshops.log" }
        return try Dictionary(uniqueKeysWithValues: names.map { name in
            (name, try Data(contentsOf: dataDirectory.appendingPathComponent(name)))
        })
    }
}
