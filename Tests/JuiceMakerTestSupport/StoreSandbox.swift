import Foundation
import JuiceMakerKit

/// A temporary directory with a stock file path in it, for one store test.
public struct StoreSandbox: ~Copyable {
    public let directory: URL
    public let path: String

    public init() throws {
        directory = try EngineFixtures.makeTemporaryDirectory()
        path = directory.appendingPathComponent("stock.sqlite").path
    }

    deinit {
        EngineFixtures.removeTemporaryDirectory(directory)
    }

    public func open(_ menu: Menu? = nil, stand: StandName = .main) async throws -> StockDatabase {
        try await StockDatabase.open(path: path, menu: menu ?? EngineFixtures.defaultMenu(), stand: stand)
    }

    @discardableResult
    public func order(_ words: String, in database: StockDatabase) async throws -> JournalEntry {
        try await database.order(OrderParser(menu: database.menu).parse(words))
    }

    public func bytes(_ path: String? = nil) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path ?? self.path))
    }

    public func write(_ data: Data, to path: String? = nil) throws {
        try data.write(to: URL(fileURLWithPath: path ?? self.path))
    }

    /// Creates a stock file with some history and closes it, so the main file holds everything.
    public func makeClosedStockFile() async throws {
        let database = try await open()
        _ = try await order("banana", in: database)
        try await database.close()
    }

    /// Overwrites bytes of a closed file in place, as another program or a disk fault would.
    public func patch(at offset: Int, with replacement: [UInt8]) throws {
        var data = try bytes()
        data.replaceSubrange(offset..<(offset + replacement.count), with: replacement)
        try write(data)
    }

    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

extension StockStore {
    public func counts() async throws -> [String: Int] {
        await Dictionary(uniqueKeysWithValues: try stock().map { ($0.fruit.id.rawValue, $0.count) })
    }
}
