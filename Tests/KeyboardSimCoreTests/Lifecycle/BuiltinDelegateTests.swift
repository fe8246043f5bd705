@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

extension Lifecycle {
    /// docs/interfaces.md §2: the built-in delegates (`delegate=` / `--delegate`).
    @MainActor @Suite struct BuiltinDelegateTests {
        @Test(
            "Every accepted spelling parses and prints back the same",
            arguments: [
                ("accept", BuiltinDelegate.accept), ("reject", .reject), ("max-length:4", .maxLength(4)),
                ("max-length-append:2", .maxLengthAppend(2)), ("max-length-safe:5", .maxLengthSafe(5)),
                ("digits", .digits), ("charset:\"0123456789-\"", .charset("0123456789-")),
                ("deny-begin", .denyBegin), ("deny-end", .denyEnd), ("deny-return", .denyReturn),
                ("deny-clear", .denyClear)
            ])
        func parses(spec: String, kind: BuiltinDelegate) throws {
            let parsed = try BuiltinDelegate(parsing: spec)
            #expect(parsed == kind)
            #expect(parsed.description == spec)
        }

        @Test("charset: without quotes parses too")
        func charsetUnquoted() throws {
            #expect(try BuiltinDelegate(parsing: "charset:abc") == .charset("abc"))
        }

        @Test(
            "A bad spec throws a message naming the spec and what would be accepted",
            arguments: [
                ("max-length:x", #"delegate "max-length:x": "x" is not a whole number ≥ 0"#, "max-length:5"),
                ("max-length:-1", #"delegate "max-length:-1": "-1" is not a whole number ≥ 0"#, "max-length:5"),
                (
                    "max-length-append:", #"delegate "max-length-append:": "" is not a whole number ≥ 0"#,
                    "max-length-append:5"
                ),
                (
                    "max-length-safe:1.5", #"delegate "max-length-safe:1.5": "1.5" is not a whole number ≥ 0"#,
                    "max-length-safe:5"
                ),
                ("bogus", #"delegate "bogus": unknown delegate; accepted: "#, BuiltinDelegate.accepted),
                ("", #"delegate "": unknown delegate; accepted: "#, BuiltinDelegate.accepted)
            ])
        func badSpec(spec: String, prefix: String, example: String) {
            let error = #expect(throws: SimulationError.self) { try BuiltinDelegate(parsing: spec) }
            let message = error?.message ?? ""
            #expect(message.hasPrefix(prefix), "\(message)")
            #expect(message.contains("accepted") && message.contains(example), "\(message)")
        }

        /// Types `typed` into a field with the built-in delegate `spec`, starting from `initial`; returns the
        /// final text and each shouldChange answer.
        static func run(_ spec: String, initial: String = "", _ steps: (Screen) throws -> Void) throws -> (
            String, [Bool]
        ) {
            let session = Lifecycle.session()
            let f = UITextField()
            f.text = initial
            session.screen.add(f, name: "f")
            session.screen.attach(try BuiltinDelegate(parsing: spec), to: f)
            try session.screen.tap(f)
            let mark = session.events.count
            try steps(session.screen)
            return (
                f.text ?? "",
                session.delegateCalls(since: mark).filter { $0.method == .shouldChangeCharacters }.map { $0.returned! }
            )
        }

        @Test(
            "max-length:N refuses when length − range.length + string.length > N, in UTF-16 units",
            arguments: [
                ("max-length:3", "abcd", "abc", [true, true, true, false]),
                ("max-length:3", "a😃b", "a😃", [true, true, false]),
                ("max-length:2", "😃", "😃", [true]),
                ("max-length:1", "😃", "", [false]),
                ("max-length:0", "a", "", [false])
            ])
        func maxLength(spec: String, typed: String, result: String, answers: [Bool]) throws {
            let (text, got) = try Self.run(spec) { try $0.type(typed) }
            #expect(text == result && got == answers)
        }

        @Test("max-length:N lets a replacement of a selection through when the result fits")
        func maxLengthReplace() throws {
            let (text, got) = try Self.run("max-length:3", initial: "abc") {
                try $0.type("d")
                try $0.select(NSRange(location: 0, length: 1))
                try $0.paste("xy")
                try $0.select(NSRange(location: 0, length: 1))
                try $0.type("Z")
            }
            #expect(text == "Zbc" && got == [false, false, true])
        }

        @Test("max-length-append:N refuses only insertions (empty range) once the length is ≥ N")
        func maxLengthAppend() throws {
            let (text, got) = try Self.run("max-length-append:2") {
                try $0.type("abc")
                try $0.select(NSRange(location: 0, length: 1))
                try $0.paste("xyz")
            }
            #expect(text == "xyzb" && got == [true, true, false, true])
        }

        @Test(
            "digits accepts only ASCII digits; deletions (empty string) pass",
            arguments: [("1a2", "12", [true, false, true]), ("x", "", [false])])
        func digits(typed: String, result: String, answers: [Bool]) throws {
            let (text, got) = try Self.run("digits") { try $0.type(typed) }
            #expect(text == result && got == answers)
        }

        @Test(
            "digits refuses non-ASCII digits and any paste with a non-digit in it",
            arguments: [("٣", false), ("१२", false), ("12a", false), ("2024", true)])
        func digitsPaste(pasted: String, accepted: Bool) throws {
            let (text, got) = try Self.run("digits", initial: "0") {
                try $0.paste(pasted); try $0.backspace()
            }
            #expect(got == [accepted, true])
            #expect(text == (accepted ? "0" + pasted.dropLast() : ""))
        }

        @Test("charset accepts only characters from the set; a paste must be entirely in it")
        func charset() throws {
            let (text, got) = try Self.run("charset:\"abc\"") {
                try $0.type("abd")
                try $0.paste("ca")
                try $0.paste("cd")
                try $0.backspace()
            }
            #expect(text == "abc" && got == [true, true, false, true, false, true])
        }

        @Test("deny-* refuse their one method; reject refuses every should… method")
        func denies() throws {
            let session = Lifecycle.session()
            func make(_ spec: String, text: String = "t") throws -> UITextField {
                let f = UITextField()
                f.text = text
                f.clearButtonMode = .always
                session.screen.add(f, name: spec)
                session.screen.attach(try BuiltinDelegate(parsing: spec), to: f)
                return f
            }
            let denyBegin = try make("deny-begin"), denyEnd = try make("deny-end")
            let denyReturn = try make("deny-return"), denyClear = try make("deny-clear"), reject = try make("reject")
            #expect(try session.screen.tap(denyBegin) == false)
            #expect(try session.screen.tap(denyEnd))
            #expect(session.screen.resign(denyEnd) == false)
            #expect(session.screen.endEditing(force: true))
            try session.screen.tap(denyReturn)
            try session.screen.tapReturn()
            try session.screen.tapClearButton(denyClear)
            #expect(denyClear.text == "t")
            try session.screen.tapClearButton(denyReturn)
            #expect(denyReturn.text == "")
            session.screen.endEditing(force: true)
            #expect(try session.screen.tap(reject) == false)
            let answers = session.delegateCalls().filter { $0.returned == false }.map {
                "\($0.field).\(EventOutline.shortMethod($0.method))"
            }
            #expect(
                answers == [
                    "deny-begin.shouldBegin", "deny-end.shouldEnd", "deny-return.shouldReturn",
                    "deny-clear.shouldClear", "reject.shouldBegin"
                ])
        }

        @Test("The screen keeps built-in delegates alive (UIKit's delegate property is weak)")
        func retained() throws {
            let session = Lifecycle.session()
            let f = UITextField()
            session.screen.add(f, name: "f")
            session.screen.attach(.digits, to: f)
            #expect(f.delegate is BuiltinTextFieldDelegate)
            try session.screen.tap(f)
            try session.screen.type("4x")
            #expect(f.text == "4")
        }
    }
}
