/// Resolving tag arguments.
extension Code {
    /// The tags an argument passes: `.literal` when every tag is a string literal (or a constant
    /// of the file) in a form the language spells a set of strings with; otherwise `.unresolved`
    /// with the argument's text.
    func tags(_ argument: Argument, _ language: SourceLanguage) -> TagArgument {
        let literals =
            language == .swift
            ? swiftTagLiterals(argument.first, argument.last)
            : objcTagLiterals(argument.first, argument.last)
        if let literals = literals ?? listConstant(argument.first, argument.last) { return .literal(literals) }
        return .unresolved(render(argument.first, argument.last))
    }

    /// The single tag an argument passes (`preservationPriority(forTag:)`).
    func singleTag(_ argument: Argument, _ language: SourceLanguage) -> TagArgument {
        if let value = stringLiteral(argument.first, argument.last, language) { return .literal([value]) }
        return .unresolved(render(argument.first, argument.last))
    }

    /// The strings of an array of string literals (`["a", "b"]`, `@[@"a", @"b"]`) or of a list
    /// constant, that tokens `first...last` are.
    func stringList(_ first: Int, _ last: Int, _ language: SourceLanguage) -> [String]? {
        let open = language == .objectiveC && isPunct(first, ASCII.at) ? first + 1 : first
        if isPunct(open, ASCII.lbracket) && groupEnd(open) == last { return literalItems(open, language) }
        return listConstant(first, last)
    }

    /// A lookup of several names (`preloadTextureAtlasesNamed`): their values when the argument
    /// is an array of literals or a list constant, with the constants read; else unresolved.
    func namesLookup(_ argument: Argument, api: String, _ language: SourceLanguage) -> (resource: ResourceArgument, constants: [String]) {
        var resource = ResourceArgument(api: api)
        guard let names = stringList(argument.first, argument.last, language) else {
            resource.unresolved = render(argument.first, argument.last)
            return (resource, [])
        }
        resource.names = names
        return (resource, constantNames(argument.first, argument.last))
    }

    /// The strings of the list constant that tokens `first...last` name, alone or as
    /// `Set(name)`, `Array(name)`, `Set<String>(name)`.
    func listConstant(_ first: Int, _ last: Int) -> [String]? {
        if let name = constantName(first, last) { return constants.list(name) }
        guard isIdent(first, "Set") || isIdent(first, "Array") else { return nil }
        var open = first + 1
        if isPunct(open, ASCII.less) && isIdent(open + 1, "String") && isPunct(open + 2, ASCII.greater) { open += 3 }
        guard isPunct(open, ASCII.lparen), groupEnd(open) == last, let name = constantName(open + 1, last - 1) else { return nil }
        return constants.list(name)
    }

    /// Swift: `["a", "b"]`, `Set(["a"])`, `Set<String>(["a"])`, `Set(arrayLiteral: "a", "b")`.
    func swiftTagLiterals(_ first: Int, _ last: Int) -> [String]? {
        if isPunct(first, ASCII.lbracket) { return groupEnd(first) == last ? literalItems(first, .swift) : nil }
        guard isIdent(first, "Set") else { return nil }
        var open = first + 1
        if isPunct(open, ASCII.less) && isIdent(open + 1, "String") && isPunct(open + 2, ASCII.greater) { open += 3 }
        guard isPunct(open, ASCII.lparen), groupEnd(open) == last else { return nil }
        let arguments = arguments(in: open)
        if arguments.count == 1, arguments[0].label == nil, isPunct(arguments[0].first, ASCII.lbracket),
            groupEnd(arguments[0].first) == arguments[0].last
        {
            return literalItems(arguments[0].first, .swift)
        }
        guard arguments.first?.label == "arrayLiteral", arguments.dropFirst().allSatisfy({ $0.label == nil }) else {
            return nil
        }
        return literals(arguments.map { ($0.first, $0.last) }, .swift)
    }

    /// Objective-C: `[NSSet setWithObjects:@"a", @"b", nil]`, `[NSSet setWithObject:@"a"]`,
    /// `[NSSet setWithArray:@[@"a"]]`, `[NSSet set]`, and `[[NSSet alloc] initWith…]` alike.
    func objcTagLiterals(_ first: Int, _ last: Int) -> [String]? {
        guard groupEnd(first) == last, first < last, let message = ObjCMessage(self, open: first),
            let receiver = message.receiverClass(self), receiver.name == "NSSet" || receiver.name == "NSMutableSet"
        else { return nil }
        let argument = message.parts[0]
        switch message.selector {
        case "set", "new", "init":
            return []
        case "setWithObject:":
            return literals([(argument.first, argument.last)], .objectiveC)
        case "setWithObjects:", "initWithObjects:":
            var items = [(argument.first, argument.last)] + message.extras.map { ($0.first, $0.last) }
            if let end = items.last, end.0 == end.1, isIdent(end.0, "nil") { items.removeLast() }
            return literals(items, .objectiveC)
        case "setWithArray:", "initWithArray:":
            if let list = listConstant(argument.first, argument.last) { return list }
            guard isPunct(argument.first, ASCII.at), isPunct(argument.first + 1, ASCII.lbracket),
                groupEnd(argument.first + 1) == argument.last
            else { return nil }
            return literalItems(argument.first + 1, .objectiveC)
        default:
            return nil
        }
    }

    /// The values of the items of the bracket group at `open`, if all are string literals.
    func literalItems(_ open: Int, _ language: SourceLanguage) -> [String]? {
        literals(items(in: open).map { ($0.first, $0.last) }, language)
    }

    /// The values of the token ranges, if all are string literals.
    func literals(_ ranges: [(Int, Int)], _ language: SourceLanguage) -> [String]? {
        var values: [String] = []
        for (first, last) in ranges {
            guard let value = stringLiteral(first, last, language) else { return nil }
            values.append(value)
        }
        return values
    }
}
