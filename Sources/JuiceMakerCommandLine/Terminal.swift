#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import JuiceMakerMenu
import JuiceMakerStock

/// Output for people and scripts: buffered standard output, unbuffered standard error, and
/// whether colour is wanted (a terminal, and no `NO_COLOR`).
package enum Terminal {
    // Safe because every access holds `lock`: `serve` logs from many threads at once (its log
    // closure calls `err`, which flushes this buffer first).
    nonisolated(unsafe) private static var buffer: [UInt8] = []
    private static let lock = NSLock()

    package static func out(_ text: String, terminator: String = "\n") {
        lock.withLock {
            buffer.append(contentsOf: text.utf8)
            buffer.append(contentsOf: terminator.utf8)
            if buffer.count > 1 << 16 { flushLocked() }
        }
    }

    /// Bytes for standard output, written at once after what is buffered (a large report is not copied).
    package static func out(bytes: [UInt8]) {
        flush()
        write(1, bytes)
    }

    /// Writes to standard error, with every password in the text hidden: an error message may
    /// echo what was typed (swift-argument-parser's "unexpected argument '…'", a menu path).
    package static func err(_ text: String, terminator: String = "\n") {
        flush()
        write(2, Array((StockLocation.hidingPasswords(in: text) + terminator).utf8))
    }

    package static func flush() {
        lock.withLock { flushLocked() }
    }

    /// `flush()` with `lock` held.
    private static func flushLocked() {
        guard !buffer.isEmpty else { return }
        write(1, buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    package static func exit(_ code: Int32) -> Never {
        flush()
        #if canImport(Glibc)
        Glibc.exit(code)
        #else
        Darwin.exit(code)
        #endif
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    package static func wantsColor(fileDescriptor: Int32 = 1) -> Bool {
        if let noColor = Environment.value("NO_COLOR"), !noColor.isEmpty { return false }
        return isatty(fileDescriptor) == 1
    }

    private static func write(_ descriptor: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write(descriptor, $0) }
    }

    /// Writes `bytes` to `descriptor` as they are, unbuffered; call `flush()` first to keep order
    /// with buffered standard output.
    package static func write(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
        // A closed descriptor (a pipe whose reader left) ends the output: nothing more can be shown.
        DescriptorWriter.writeAll(descriptor, UnsafeRawBufferPointer(bytes))
    }
}

package enum Environment {
    package static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
