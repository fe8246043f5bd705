import KeyboardSimSupport

/// A read-only array whose elements live in a ``CompiledBlob`` (a mapped cache file, or bytes compiled in this
/// process): pages of a mapped file are read when first touched.
struct MappedArray<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    let owner: CompiledBlob?
    let buffer: UnsafeBufferPointer<Element>

    init(_ owner: CompiledBlob, _ buffer: UnsafeBufferPointer<Element>) { self.owner = owner; self.buffer = buffer }

    /// An empty array.
    init() { owner = nil; buffer = UnsafeBufferPointer(start: nil, count: 0) }

    var startIndex: Int { 0 }
    var endIndex: Int { buffer.count }
    var count: Int { buffer.count }

    subscript(i: Int) -> Element {
        precondition(i >= 0 && i < buffer.count, "MappedArray index out of range")
        return buffer[i]
    }

    func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
        try withExtendedLifetime(owner) { try body(buffer) }
    }
}

extension CompiledBlob.Reader {
    /// The next section as a ``MappedArray``.
    mutating func array<T: BitwiseCopyable>(_: T.Type) throws(CompiledBlob.Malformed) -> MappedArray<T> {
        MappedArray(blob, try section(T.self))
    }
}
