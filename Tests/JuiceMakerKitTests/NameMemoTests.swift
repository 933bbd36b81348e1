import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct NameMemoTests {
    private func value(_ memo: NameMemo<Int>, _ name: String) -> Int? {
        Array(name.utf8).withUnsafeBufferPointer { memo.value(for: $0, text: { name }) }
    }

    private func remember(_ memo: inout NameMemo<Int>, _ value: Int, _ name: String) {
        Array(name.utf8).withUnsafeBufferPointer { memo.remember(value, for: $0, text: { name }) }
    }

    @Test func remembersByNameThroughGrowth() {
        var memo = NameMemo<Int>()
        for index in 0..<1000 { remember(&memo, index, "fruit-\(index)") }
        #expect(value(memo, "fruit-0") == 0)
        #expect(value(memo, "fruit-999") == 999)
        #expect(value(memo, "fruit-1000") == nil)
        #expect(value(memo, "fruit-") == nil)
        remember(&memo, -1, "fruit-7")
        #expect(value(memo, "fruit-7") == -1)
        remember(&memo, 5, "")
        #expect(value(memo, "") == 5)
    }

    /// Names that are not ASCII are equal as Strings are: é as one scalar or as e and an accent.
    @Test func nonASCIINamesCompareAsStrings() {
        var memo = NameMemo<Int>()
        remember(&memo, 1, "caf\u{E9}")
        #expect(value(memo, "cafe\u{301}") == 1)
        #expect(value(memo, "cafe") == nil)
        remember(&memo, 2, "cafe")
        #expect(value(memo, "caf\u{E9}") == 1)
        #expect(value(memo, "cafe") == 2)
    }
}
