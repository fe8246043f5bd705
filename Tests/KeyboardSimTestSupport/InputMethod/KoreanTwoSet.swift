import KeyboardSimIME

/// The 2-set keyboard's letters (QWERTY positions; upper case is shift), as test data for the oracle.
let koreanTwoSet: [Character: Character] = {
    var map: [Character: Character] = [:]
    for (k, j) in zip("qwertyuiopasdfghjklzxcvbnm", "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ") { map[k] = j }
    for (k, j) in zip("QWERTOP", "ㅃㅉㄸㄲㅆㅒㅖ") { map[k] = j }
    return map
}()

/// What kbsim's automaton makes of a key sequence on the 2-set keyboard (`<` is backspace): the unit tests
/// and the libhangul oracle both compare it.
func composeOnTwoSet(_ keys: String) -> String {
    var h = HangulComposer()
    var out = ""
    for k in keys {
        if k == "<" { h.removeLast() } else { h.add(koreanTwoSet[k]!) }
        out += h.takeCommitted()
    }
    return out + h.preedit
}
