import Testing
@testable import JuiceMakerServer

/// `--host` decided by the address it binds, not by how it is spelled.
@Suite struct ListenAddressTests {
    @Test(arguments: [
        ("127.0.0.1", "127.0.0.1", true), ("127.0.0.5", "127.0.0.5", true), ("127.1", "127.0.0.1", true), ("::1", "::1", true),
        ("0.0.0.0", "0.0.0.0", false), ("0", "0.0.0.0", false), ("::", "::", false), ("192.168.1.20", "192.168.1.20", false),
        ("2130706433", "127.0.0.1", true),
    ])
    func anAddressIsLoopbackByWhatItIs(host: String, numeric: String, loopback: Bool) throws {
        let address = try ListenAddress.resolve(host)
        #expect(address.numeric == numeric)
        #expect(address.isLoopback == loopback)
    }

    @Test func localhostIsLoopbackWhicheverAddressComesFirst() throws {
        #expect(try ListenAddress.resolve("localhost").isLoopback)
    }

    @Test func aNameThatResolvesToNothingIsRefusedWithItsName() {
        #expect(throws: ListenAddress.Unresolved.self) { try ListenAddress.resolve("no-such-stand.invalid") }
        do {
            _ = try ListenAddress.resolve("no-such-stand.invalid")
        } catch {
            #expect("\(error)".hasPrefix("cannot listen on 'no-such-stand.invalid': "))
        }
    }
}
