import Foundation
import Testing
@testable import JuiceMakerLanguageServer

/// The reading side's peek and queue: which changes are dropped for a newer one, and which never are.
@Suite struct InputQueueTests {
    static func change(_ uri: String, version: Int, range: Bool = false) -> [UInt8] {
        let rangeJSON = range ? #""range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}},"# : ""
        return Array(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{\#(rangeJSON)"text":"a \"quoted\" \\ text {\n"}]}}"#.utf8)
    }

    static func hover(_ uri: String, id: Int) -> [UInt8] {
        Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":0}}}"#.utf8)
    }

    /// Pushes bodies as the reader does and returns the versions or ids that reach the loop.
    static func pass(_ bodies: [[UInt8]]) -> [String] {
        let queue = InputQueue()
        for body in bodies { queue.push(.frame(.message(body)), peek: MessagePeek(body)) }
        return queue.take(waitingUntil: nil).map { event in
            guard case .frame(.message(let body)) = event,
                  let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else { return "?" }
            if let id = object["id"] as? Int { return "id \(id)" }
            let params = object["params"] as? [String: Any]
            let document = params?["textDocument"] as? [String: Any]
            return "\(document?["uri"] as? String ?? "") v\(document?["version"] as? Int ?? -1)"
        }
    }

    @Test func peekReadsMethodURIAndWhetherTheChangeIsFull() {
        let full = MessagePeek(Self.change("file:///a.yaml", version: 2))
        #expect(full.method == "textDocument/didChange")
        #expect(full.uri == "file:///a.yaml")
        #expect(full.replacesText)
        #expect(!MessagePeek(Self.change("file:///a.yaml", version: 2, range: true)).replacesText)
        let hover = MessagePeek(Self.hover("file:///a.yaml", id: 4))
        #expect(hover.method == "textDocument/hover" && hover.uri == "file:///a.yaml" && !hover.replacesText)
        // Keys in another order, spaces, and a text that looks like JSON keys.
        let shuffled = MessagePeek(Array(#"""
        { "params" : { "contentChanges" : [ { "text" : "\"method\": \"x\", \"uri\": \"y\"" } ] , "textDocument" : { "version" : 3 , "uri" : "file:///b.yaml" } } , "method" : "textDocument/didChange" , "jsonrpc" : "2.0" }
        """#.utf8))
        #expect(shuffled.uri == "file:///b.yaml" && shuffled.replacesText)
    }

    @Test func peekKnowsNothingOfWhatIsNotAPlainMessage() {
        for text in ["", "{oops", "[1, 2]", #"{"method": 5}"#, #"{"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:\/\/\/a"}, "contentChanges":[{"text":"x"}]}}"#,
                     #"{"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a"},"contentChanges":[{"text":"unterminated}]}}"#] {
            #expect(!MessagePeek(Array(text.utf8)).replacesText, "\(text)")
        }
    }

    @Test func aFullChangeReplacesTheOneWaitingForTheSameDocument() {
        let a = "file:///a.yaml", b = "file:///b.yaml"
        #expect(Self.pass((2...50).map { Self.change(a, version: $0) }) == ["\(a) v50"])
        // Changes to another document in between do not stop it; each document keeps its newest.
        #expect(Self.pass([Self.change(a, version: 2), Self.change(b, version: 2), Self.change(a, version: 3), Self.change(b, version: 3)])
            == ["\(b) v3", "\(a) v3"] || Self.pass([Self.change(a, version: 2), Self.change(b, version: 2), Self.change(a, version: 3), Self.change(b, version: 3)])
            == ["\(a) v3", "\(b) v3"])
    }

    @Test func aChangeIsKeptWhenSomethingAfterItDependsOnIt() {
        let a = "file:///a.yaml"
        // A hover between two changes must see the first one.
        #expect(Self.pass([Self.change(a, version: 2), Self.hover(a, id: 7), Self.change(a, version: 3)]) == ["\(a) v2", "id 7", "\(a) v3"])
        // An incremental change builds on the one before it, and is never dropped itself.
        #expect(Self.pass([Self.change(a, version: 2), Self.change(a, version: 3, range: true), Self.change(a, version: 4, range: true)])
            == ["\(a) v2", "\(a) v3", "\(a) v4"])
        // A message that names no document (shutdown) stops the search too.
        let shutdown = Array(#"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#.utf8)
        #expect(Self.pass([Self.change(a, version: 2), shutdown, Self.change(a, version: 3)]) == ["\(a) v2", "id 9", "\(a) v3"])
    }
}
