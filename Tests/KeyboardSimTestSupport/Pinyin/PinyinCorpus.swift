import Foundation
import KeyboardSim
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore

/// The accuracy corpus, generated at test time from installed Debian text by scripts/pinyin-corpus.sh (which
/// `make test` runs) into `.build/pinyin-accuracy/corpus.tsv` of the package root, or the file
/// `KBSIM_PINYIN_CORPUS` names. Never committed: the text belongs to those packages.
let pinyinCorpusPath: String = {
    if let path = ProcessInfo.processInfo.environment["KBSIM_PINYIN_CORPUS"] { return path }
    var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while dir.path != "/" {
        let candidate = dir.appendingPathComponent(".build/pinyin-accuracy/corpus.tsv").path
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
        dir = dir.deletingLastPathComponent()
    }
    return ".build/pinyin-accuracy/corpus.tsv"
}()
