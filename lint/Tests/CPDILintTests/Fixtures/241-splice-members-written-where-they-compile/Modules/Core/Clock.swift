// Declared in a file that names nothing of CPDI, which the linter does not parse: the import the fix adds
// for the member's type is the module of the protocol that requires it.
public protocol Clock {
    func now() -> Int
}
