/// A position in an XML document: 1-based line and column (column in UTF-8 bytes).
public struct XMLLocation: Sendable, Hashable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes.
    public var column: Int

    /// Creates a location from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// One attribute of an element, with the place its name starts.
public struct XMLAttribute: Sendable, Hashable {
    /// The attribute's qualified name as written (`prefix:name` or `name`).
    public var name: String
    /// The attribute's value with references already replaced.
    public var value: String
    /// Where the attribute's name starts.
    public var location: XMLLocation
}

/// An element of a parsed document: a plain value, detached from libxml2.
public struct XMLElement: Sendable, Hashable {
    /// The element's qualified name as written (`prefix:name` or `name`).
    public var name: String
    /// The attributes in document order.
    public var attributes: [XMLAttribute]
    /// The child elements in document order.
    public var children: [XMLElement]
    /// The element's own character data (not its children's), concatenated; white space
    /// that comes before any other text is left out unless the document was parsed
    /// `preservingWhitespace`.
    public var text: String
    /// Where the element's start tag (`<`) is.
    public var location: XMLLocation

    /// The value of the attribute called `name`, if present.
    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }
}
