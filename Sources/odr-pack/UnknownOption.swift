import ArgumentParser
import Foundation
import ODRPackKit

/// An option a subcommand does not take, found before ArgumentParser's own complaint, which
/// for `build x.xml --ouput o` would be the missing `--output`.
struct UnknownOption {
    /// The option as typed, without an `=value`.
    var word: String
    /// The option that was probably meant (`--output` for `--ouput`).
    var suggestion: String?
    /// The subcommand it was given to.
    var command: ParsableCommand.Type

    /// The first `--name` in `arguments` (the subcommand's name first) that the subcommand
    /// does not take. Values are skipped as ArgumentParser reads them: a word after an option
    /// is its value only when it does not start with `-` (so it is no option either), unless
    /// the option takes any word; nothing after `--` is an option.
    static func first(in arguments: [String], of root: ParsableCommand.Type) -> UnknownOption? {
        guard let name = arguments.first,
            let command = root.configuration.subcommands.first(where: { $0._commandName == name })
        else { return nil }
        let table = OptionTable(command)
        var position = 1
        while position < arguments.count {
            let word = arguments[position]
            position += 1
            if word == "--" { return nil }
            let name = word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : word
            guard name.hasPrefix("-"), name != "-" else { continue }
            guard let value = table.options[name] else {
                // Short ones (`-x`, `-ox`) are left to ArgumentParser, which names them well.
                guard name.hasPrefix("--") else { continue }
                return UnknownOption(
                    word: name, suggestion: Suggestion.closest(to: name, in: table.options.keys.sorted()), command: command)
            }
            switch value {
            case .none, .next: break
            case .anyNext: if name == word { position += 1 }
            case .rest: return nil
            }
        }
        return nil
    }

    /// The complaint, with the subcommand's usage, as ArgumentParser words its own.
    func message(root: ParsableCommand.Type) -> String {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return """
            Error: unknown option '\(word)'\(hint)
            Usage: \(root.usageString(for: command))
              See '\(root._commandName) \(command._commandName) --help' for more information.
            """
    }
}

/// A command's options (`--output`, `-o`) and the values each takes, read from
/// ArgumentParser's own description of the command: the JSON that `--experimental-dump-help`
/// prints, the one public form of its argument metadata.
struct OptionTable {
    /// What follows an option on the command line.
    enum Value {
        /// Nothing: a flag.
        case none
        /// The next word unless it starts with `-` (ArgumentParser's default).
        case next
        /// The next word, whatever it is.
        case anyNext
        /// Every word after it.
        case rest
    }

    /// Every option and flag, with its dashes.
    var options: [String: Value] = [:]

    private struct Dump: Decodable {
        struct Command: Decodable { var arguments: [Argument]? }
        struct Argument: Decodable {
            struct Name: Decodable {
                var kind: String
                var name: String
            }
            var kind: String
            var names: [Name]?
            var parsingStrategy: String?
        }
        var command: Command
    }

    init(_ command: ParsableCommand.Type) {
        guard let dump = try? JSONDecoder().decode(Dump.self, from: Data(command._dumpHelp().utf8)) else { return }
        for argument in dump.command.arguments ?? [] {
            for name in argument.names ?? [] {
                options[(name.kind == "long" ? "--" : "-") + name.name] = Self.value(argument)
            }
        }
    }

    private static func value(_ argument: Dump.Argument) -> Value {
        guard argument.kind == "option" else { return .none }
        switch argument.parsingStrategy {
        case "unconditional": return .anyNext
        case "allRemainingInput", "postTerminator", "allUnrecognized": return .rest
        default: return .next
        }
    }
}
