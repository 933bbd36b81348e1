import Testing
@testable import JuiceMakerServer

/// The time each request's log line gives, in milliseconds with one decimal.
@Suite struct RequestLogTests {
    @Test func millisecondsRoundToOneDecimal() {
        #expect(ProblemMiddleware.milliseconds(.microseconds(2260)) == "2.3")
        #expect(ProblemMiddleware.milliseconds(.microseconds(2249)) == "2.2")
        #expect(ProblemMiddleware.milliseconds(.zero) == "0.0")
        #expect(ProblemMiddleware.milliseconds(.milliseconds(1500)) == "1500.0")
        #expect(ProblemMiddleware.milliseconds(.seconds(12) + .microseconds(30)) == "12000.0")
    }
}
