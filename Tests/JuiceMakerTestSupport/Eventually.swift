import Foundation
import Testing

/// Waits until `condition` holds, asking again every 20 ms, and fails the test after `seconds`:
/// for what a test cannot be told of by an event of its own (another process's rows or files).
///
/// - Parameters:
///   - what: What is awaited, as the failure says it.
///   - seconds: How long to wait at most.
///   - condition: What must come to hold.
/// - Throws: The failed requirement when `condition` does not hold in time.
public func until(_ what: String, seconds: Double = 60, _ condition: () -> Bool,
                  sourceLocation: SourceLocation = #_sourceLocation) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        try #require(Date() < deadline, "\(what): not within \(seconds) s", sourceLocation: sourceLocation)
        usleep(20_000)
    }
}
