import Testing

@Test func gameStarts() {}
