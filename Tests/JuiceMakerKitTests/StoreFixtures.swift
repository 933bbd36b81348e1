import Foundation
@testable import JuiceMakerKit

/// A temporary directory with a stock file path in it, for one store test.
struct StoreSandbox: ~Copyable {
    let directory: URL
    let path: String

    init() throws {
        directory = try EngineFixtures.makeTemporaryDirectory()
        path = directory.appendingPathComponent("stock.sqlite").path
    }

    deinit {
        EngineFixtures.removeTemporaryDirectory(directory)
    }

    func open(_ menu: Menu = EngineFixtures.defaultMenu()) throws -> StockDatabase {
        try StockDatabase.open(path: path, menu: menu)
    }

    func order(_ words: String, in database: StockDatabase) throws -> JournalEntry {
        try database.order(OrderParser(menu: database.menu).parse(words))
    }

    func bytes(_ path: String? = nil) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path ?? self.path))
    }

    func write(_ data: Data, to path: String? = nil) throws {
        try data.write(to: URL(fileURLWithPath: path ?? self.path))
    }

    /// Creates a stock file with some history and closes it, so the main file holds everything.
    func makeClosedStockFile() throws {
        let database = try open()
        _ = try order("banana", in: database)
        try database.close()
    }

    /// Overwrites bytes of a closed file in place, as another program or a disk fault would.
    func patch(at offset: Int, with replacement: [UInt8]) throws {
        var data = try bytes()
        data.replaceSubrange(offset..<(offset + replacement.count), with: replacement)
        try write(data)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

extension StockDatabase {
    func counts() throws -> [String: Int] {
        Dictionary(uniqueKeysWithValues: try stock().map { ($0.fruit.id, $0.count) })
    }
}
