/// A place in a source file as people count it: 1-based line and column, columns in characters.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in Unicode scalars (libyaml's characters), not bytes.
    public var column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - line: The line, from 1.
    ///   - column: The column, from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
