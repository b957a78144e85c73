extension String {
    /// Which ends `trimmingWhitespace(_:)` trims.
    enum TrimmedEnds { case both, trailing }

    /// The string without white space (newlines included) at both ends, or at its end only.
    func trimmingWhitespace(_ ends: TrimmedEnds = .both) -> String {
        var slice = Substring(self)
        if ends == .both {
            while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
