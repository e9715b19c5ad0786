/// dependencies-first's fix: `dependencies` moved first in a declaration and every call to it.
extension Fixer {
    /// Moves `dependencies` to the front of a declaration and of every call to it, together, so the
    /// change is a pure reordering.
    func reorderingEdits() -> [TextEdit] {
        var edits: [TextEdit] = []
        // Calls keyed by what they name and their labels, so each declaration finds its calls by a
        // lookup rather than a scan of the project. A declaration with default arguments is called with
        // any of them left out: each such list is a key too.
        var callsByKey: [String: [(file: Int, call: Int)]] = [:]
        for (fileNumber, file) in files.enumerated() {
            for (callNumber, call) in file.calls.enumerated() where !call.isMention {
                guard let callee = calleeKey(call) else { continue }
                callsByKey[callee + Self.labelList(call.labels.map(\.label)) + Self.trailing(call.trailingClosures), default: []].append((fileNumber, callNumber))
            }
        }
        // A protocol's requirement and what meets it are reordered as one, by whichever is met first.
        var reorderedFamilies: Set<String> = []
        for file in files {
            for function in file.functions {
                let labels = function.parameterLabels.map(\.label)
                guard let position = labels.firstIndex(of: "dependencies"), position > 0,
                      DependenciesFirstRule.isDependencies(function.parameterLabels[position], of: function, index),
                      let callLabelLists = Self.callLabelLists(function),
                      allows("dependencies-first", at: function.parameterLabels[position].offset, in: file)
                else { continue }
                // What the rule says --fix leaves (another declaration a call could also mean, a
                // reference by labels, an override left) is reported without fixing.
                let callee = Self.calleeKey(of: function)
                guard DependenciesFirstRule.fixBlocker(of: function, index) == nil,
                      DependenciesFirstRule.reorderingCollision(function, position: position, index) == nil,
                      let bytes = sources[file.path]
                else { continue }
                // The declaration and its calls change together, or none of them does.
                var group = Self.moveToFront(position, slots: function.parameterLabels.map { ($0.offset, $0.end) }, path: file.path, bytes: bytes)
                var declarations = [function]
                if let family = DependenciesFirstRule.reorderedTogether(with: function, index) {
                    guard reorderedFamilies.insert(Self.key(function)).inserted else { continue }
                    var allowed = true
                    for member in family where member.fact.offset != function.offset || member.path != file.path {
                        guard let memberFile = files.first(where: { $0.path == member.path }), let memberBytes = sources[member.path],
                              allows("dependencies-first", at: member.fact.parameterLabels[position].offset, in: memberFile)
                        else {
                            allowed = false
                            break
                        }
                        group += Self.moveToFront(position, slots: member.fact.parameterLabels.map { ($0.offset, $0.end) }, path: member.path, bytes: memberBytes)
                        declarations.append(member.fact)
                    }
                    guard allowed else { continue }
                }
                // A call may pass its last arguments as trailing closures, after the ones in parentheses.
                var keys: Set<String> = []
                let shapes = callLabelLists.flatMap { labels in (0...min(labels.count, 3)).map { (Array(labels.dropLast($0)), $0) } }
                for (callLabels, trailing) in shapes where keys.insert(Self.labelList(callLabels) + Self.trailing(trailing)).inserted {
                    guard let callPosition = callLabels.firstIndex(of: "dependencies"), callPosition > 0 else { continue }
                    for (fileNumber, callNumber) in callsByKey[callee + Self.labelList(callLabels) + Self.trailing(trailing)] ?? [] {
                        let caller = files[fileNumber], call = caller.calls[callNumber]
                        guard declarations.contains(where: { calls(call, $0) }), let callerBytes = sources[caller.path] else { continue }
                        group += Self.moveToFront(callPosition, slots: call.labels.map { ($0.offset, $0.end) }, path: caller.path, bytes: callerBytes)
                    }
                }
                if mayWrite(group.map(\.path)) { edits += Self.grouped(group, "\(file.path):\(function.offset)") }
            }
        }
        return edits
    }

    /// The label lists a call to `function` may have: all of them, and each with some defaulted
    /// parameters left out; `nil` when that cannot be known (a variadic parameter, a defaulted
    /// `dependencies`, more than four defaults).
    static func callLabelLists(_ function: FunctionFact) -> [[String]]? {
        let parameters = function.parameterLabels
        let defaulted = parameters.indices.filter { parameters[$0].isOptionalAtCallSites }
        guard !parameters.contains(where: \.isVariadic), defaulted.count <= 4,
              !defaulted.contains(where: { parameters[$0].label == "dependencies" })
        else { return nil }
        return (0..<(1 << defaulted.count)).map { mask in
            let left = Set(defaulted.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            return parameters.indices.filter { !left.contains($0) }.map { parameters[$0].label }
        }
    }

    /// A declaration's name and labels, with an initializer's type: `init@Receipt(order:dependencies:)`.
    static func key(_ function: FunctionFact) -> String {
        calleeKey(of: function) + labelList(function.parameterLabels.map(\.label))
    }

    /// What a call to `function` names: `init@Type` for an initializer, else its name.
    static func calleeKey(of function: FunctionFact) -> String {
        function.name == "init" ? "init@" + (function.enclosingType ?? "") : function.name
    }

    /// What `call` names, as ``calleeKey(of:)`` spells a declaration; `nil` when it names nothing a
    /// declaration can be.
    func calleeKey(_ call: CallFact) -> String? {
        switch call.callee {
        case .type, .superInit, .implicitInit, .member(_?, "init"):
            return index.initializedType(by: call).map { "init@" + $0 }
        case .member(_, let name), .function(let name):
            return name
        case .other:
            return nil
        }
    }

    /// The part of a call's key that counts its trailing closures.
    static func trailing(_ count: Int) -> String {
        count == 0 ? "" : "+\(count)"
    }

    static func labelList(_ labels: [String]) -> String {
        "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// Whether `call` resolves to `function`: the same type for initializers and qualified calls,
    /// the superclass for `super.init`; a plain or member call only when no other declaration
    /// shares the function's name and labels (checked by the caller).
    func calls(_ call: CallFact, _ function: FunctionFact) -> Bool {
        switch call.callee {
        case .type, .superInit, .implicitInit, .member(_?, "init"):
            return function.name == "init" && index.initializedType(by: call) == function.enclosingType
        case .member(let base?, let name) where base.first?.isUppercase == true:
            // `Self.make(…)` is the caller's type's.
            let callerType = call.context.first { if case .type = $0.kind { true } else { false } }?.name
            return name == function.name && (base == "Self" ? callerType : base) == function.enclosingType
        case .member(_, let name), .function(let name):
            return name == function.name && function.name != "init"
        case .other:
            return false
        }
    }

    /// `edits` as one group named `name`, applied together or not at all.
    static func grouped(_ edits: [TextEdit], _ name: String) -> [TextEdit] {
        edits.map { edit in
            var edit = edit
            edit.group = name
            return edit
        }
    }

    /// Edits that put the element at `position` first and shift the ones before it along, each
    /// element's text moving between the same slots so the list's layout stays as it was. In a list laid
    /// out one element to a line, the comments that describe an element move with it: the comment lines
    /// right above it and the comment after it on its line (after its comma), so no comment ends up
    /// beside another parameter or argument.
    static func moveToFront(_ position: Int, slots: [(start: Int, end: Int)], path: String, bytes: [UInt8]) -> [TextEdit] {
        var slots = slots
        let moved = 0...position
        var trailing: [Range<Int>] = []
        // Only when each element moved ends its line, so every one has a place for a comment after it.
        let rests = moved.map { lineRest(after: slots[$0].end, in: bytes) }
        if rests.allSatisfy({ $0 != nil }) {
            trailing = rests.compactMap { $0 }
            for slot in moved { slots[slot].start = commentLinesStart(above: slots[slot].start, in: bytes) }
        }
        let texts = slots.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        var order = Array(texts.indices)
        order.remove(at: position)
        order.insert(position, at: 0)
        var edits = moved.map { slot in
            TextEdit(path: path, range: slots[slot].start..<slots[slot].end, replacement: texts[order[slot]], source: slots[order[slot]].start..<slots[order[slot]].end)
        }
        if !trailing.isEmpty {
            edits += moved.map { slot in
                TextEdit(path: path, range: trailing[slot], replacement: String(decoding: bytes[trailing[order[slot]]], as: UTF8.self), source: trailing[order[slot]])
            }
        }
        return edits
    }

    /// What follows an element that ends its line: from after its comma (or its end) to the line's end,
    /// when that holds only spaces and a comment (`// …`, or `/* … */` closed on the line); `nil` when
    /// more code follows on the line (`)`, the next element).
    static func lineRest(after end: Int, in bytes: [UInt8]) -> Range<Int>? {
        var index = end
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        let start = index < bytes.count && bytes[index] == UInt8(ascii: ",") ? index + 1 : end
        // Only a comment that ends on this line: one that runs on cannot move with the element.
        let end = endOfTrailingComment(after: start, in: bytes)
        return end == lineEnd(after: start, in: bytes) && !holdsCode(start..<end, in: bytes) ? start..<end : nil
    }

    /// Where the comment lines right above the element at `start` begin (`start` itself when there are
    /// none, or the element does not start its line): lines that hold only a `//` comment, up to a blank
    /// line or code.
    static func commentLinesStart(above start: Int, in bytes: [UInt8]) -> Int {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var line = lineStart(before: start, in: bytes)
        guard bytes[line..<start].allSatisfy(isSpace) else { return start }
        var first = start
        while line > 0 {
            let lineBreak = breakStart(before: line, in: bytes)
            let above = lineStart(before: lineBreak, in: bytes)
            guard let comment = bytes[above..<lineBreak].firstIndex(where: { !isSpace($0) }),
                  bytes[comment...].starts(with: "//".utf8)
            else { break }
            first = comment
            line = above
        }
        return first
    }
}
