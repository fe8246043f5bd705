@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimSupport

/// The shared helpers every command reads and writes through.
@Suite struct SupportHelpersTests {
    @Test("TextFile.lines splits LF and CRLF alike (Swift's Character joins CR LF), numbering from 1")
    func linesSplitCRLF() {
        let lines = TextFile.lines("a\r\nb\n\r\nc")
        #expect(lines.map(\.number) == [1, 2, 3, 4])
        #expect(lines.map { String($0.text) } == ["a", "b", "", "c"])
        #expect(TextFile.lines("x\n").count == 1)
        #expect(TextFile.lines("").isEmpty)
    }

    @Test("TextFile.decode drops a BOM, turns CRLF into LF, names the first invalid byte by offset and line")
    func decode() throws {
        #expect(try TextFile.decode([0xEF, 0xBB, 0xBF, 0x61, 0x0D, 0x0A, 0x62], path: "p") == "a\nb")
        do {
            _ = try TextFile.decode([0x61, 0x0A, 0xC3, 0x28], path: "p")
            Issue.record("decoded")
        } catch {
            #expect(error.reason.hasPrefix("not valid UTF-8 text: byte 3 (line 2) is 0xC3"))
        }
    }

    @Test(
        "Two leading byte-order marks are refused (the second would be read as text or dropped again), in kbsim run too"
    )
    func twoByteOrderMarks() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        do {
            _ = try TextFile.decode(bom + bom + Array("field f\n".utf8), path: "p")
            Issue.record("decoded")
        } catch {
            #expect(
                error.reason
                    == "starts with two byte-order marks (bytes 1–6); expected a UTF-8 text file with at most one")
        }
        #expect(try TextFile.decode(bom + Array("a".utf8) + bom, path: "p") == "a\u{FEFF}")
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim")
        try Data(bom + bom + Array("field f\ntap f\n".utf8)).write(to: script)
        let r = try KbsimProcess.kbsim(["run", script.path])
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("two byte-order marks") && r.stderr.contains(script.path), "\(r.stderr)")
    }

    @Test("Diagnostics.escaped shows control, bidi and separator characters as \\u{…} and keeps the rest")
    func escaping() {
        #expect(Diagnostics.escaped("a\u{1B}[31m\u{0}\n\u{202E}é你😃") == "a\\u{1B}[31m\\u{0}\\u{A}\\u{202E}é你😃")
    }

    @Test("AtomicFile writes through a symbolic link, keeps the old file's mode, leaves no temporary file")
    func atomicWrite() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let target = dir.appendingPathComponent("t.txt"), link = dir.appendingPathComponent("l.txt")
        try "old".write(to: target, atomically: true, encoding: .utf8)
        chmod(target.path, 0o640)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "t.txt")
        try AtomicFile.write("new", to: link.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "t.txt")
        #expect((try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["l.txt", "t.txt"])
    }

    @Test("AtomicFile onto a directory fails naming EISDIR and removes its temporary file")
    func atomicWriteFailure() throws {
        let dir = try KbsimProcess.temporaryFolder()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("d"), withIntermediateDirectories: false)
        do {
            try AtomicFile.write("x", to: dir.appendingPathComponent("d").path)
            Issue.record("written")
        } catch {
            #expect(error.system.symbol == "EISDIR")
            #expect(error.description.contains("(EISDIR)"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["d"])
    }

    @Test(
        "A confined write follows no symbolic link inside its folder: a linked folder fails, a linked file is replaced")
    func confinedWriteFollowsNoLink() throws {
        let dir = try KbsimProcess.temporaryFolder(), outside = try KbsimProcess.temporaryFolder()
        let victim = outside.appendingPathComponent("victim.svg")
        try "victim".write(to: victim, atomically: true, encoding: .utf8)
        // A link in place of a folder on the way: refused, nothing written outside.
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("sub").path, withDestinationPath: outside.path)
        do {
            try AtomicFile.write(bytes: Array("new".utf8), confined: "sub/victim.svg", in: dir.path)
            Issue.record("written through a linked folder")
        } catch {
            #expect(error.system.symbol == "ELOOP" || error.system.symbol == "ENOTDIR", "\(error)")
            #expect(error.description.contains("without following links"), "\(error)")
        }
        #expect(try String(contentsOf: victim, encoding: .utf8) == "victim")
        // A link in place of the file: replaced by the file, its target left as it was.
        let link = dir.appendingPathComponent("k.svg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: victim.path)
        try AtomicFile.write(bytes: Array("new".utf8), confined: "k.svg", in: dir.path)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "victim")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == nil)
        #expect(try String(contentsOf: link, encoding: .utf8) == "new")
        // Real folders on the way are fine.
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try AtomicFile.write(bytes: Array("deep".utf8), confined: "a/b/c.svg", in: dir.path)
        #expect(try String(contentsOf: dir.appendingPathComponent("a/b/c.svg"), encoding: .utf8) == "deep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["a", "k.svg", "sub"])
    }

    @Test("A confined write that fails before its rename leaves the old file and no temporary file")
    func confinedWriteInterrupted() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let file = dir.appendingPathComponent("k.svg")
        try "old".write(to: file, atomically: true, encoding: .utf8)
        // Abandoned half-way (an error or an interruption before commit): the old file stays.
        do {
            let writer = try AtomicFile.Writer(confined: "k.svg", in: dir.path)
            try writer.write(Array("half of a new pic".utf8))
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["k.svg"])
        // A rename that fails (a folder where the file would go) removes its temporary file.
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("d.svg/x"), withIntermediateDirectories: true)
        #expect(throws: FileWriteError.self) {
            try AtomicFile.write(bytes: Array("x".utf8), confined: "d.svg", in: dir.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["d.svg", "k.svg"])
    }

    @Test(
        "PathConfinement: writes stay under the base (no absolute path, no .., no link out); reads in the allowed folders"
    )
    func confinement() throws {
        let dir = try KbsimProcess.temporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("out").path, withDestinationPath: "/usr")
        #expect(try PathConfinement.resolveWrite("a/b.svg", base: dir.path).get() == dir.path + "/a/b.svg")
        for bad in ["/x.svg", "../x.svg", "a/../../x.svg", "out/x.svg"] {
            #expect((try? PathConfinement.resolveWrite(bad, base: dir.path).get()) == nil, "\(bad)")
        }
        #expect(
            (try? PathConfinement.resolveRead(
                "/usr/share/X11/xkb/rules/evdev", base: dir.path, dataFolders: ["/usr/share/X11/xkb"]
            ).get()) != nil)
        #expect(
            (try? PathConfinement.resolveRead("/etc/passwd", base: dir.path, dataFolders: ["/usr/share/X11/xkb"]).get())
                == nil)
        #expect((try? PathConfinement.resolveRead("out/bin/sh", base: dir.path, dataFolders: []).get()) == nil)
    }
}
