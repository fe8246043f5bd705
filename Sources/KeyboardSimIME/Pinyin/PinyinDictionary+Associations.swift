import Foundation

extension PinyinDictionary {
    /// The association candidates the Chinese keyboard offers after `text` is committed: the rest of each word that
    /// starts with `text` and is longer, by weight (highest first; each text once), at most `limit`
    /// (docs/system-insertions.md, "Association candidates"). A scan of the dictionary: about as costly as one
    /// conversion.
    public func associations(after text: String, limit: Int = 18) -> [String] {
        let prefix = Array(text.utf8)
        guard !prefix.isEmpty, limit > 0 else { return [] }
        var found: [(rest: String, weight: Double, id: Int32)] = []
        var seen = Set<Int32>()
        for e in 0..<count {
            let a = Int(textStart[e]), b = Int(textStart[e + 1])
            guard b - a > prefix.count, self.text[a..<(a + prefix.count)].elementsEqual(prefix),
                seen.insert(textID[e]).inserted
            else { continue }
            found.append((String(decoding: self.text[(a + prefix.count)..<b], as: UTF8.self), weights[e], textID[e]))
        }
        found.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.id < $1.id }
        var out: [String] = []
        var texts = Set<String>()
        for f in found where out.count < limit && texts.insert(f.rest).inserted { out.append(f.rest) }
        return out
    }
}
