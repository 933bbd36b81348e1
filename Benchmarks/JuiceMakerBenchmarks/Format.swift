import Foundation

/// Numbers as the tables show them.
enum Format {
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    static func milliseconds(_ seconds: Double) -> String {
        seconds < 0.1 ? fixed(seconds * 1e3, 2) + " ms" : fixed(seconds * 1e3, 0) + " ms"
    }

    static func megabytesPerSecond(bytes: Int, seconds: Double) -> String {
        fixed(Double(bytes) / 1e6 / seconds, 1)
    }

    static func memory(_ bytes: Int) -> String {
        fixed(Double(bytes) / 1_048_576, 1) + " MiB"
    }

    static func ratio(_ value: Double) -> String {
        fixed(value, 2) + "×"
    }
}
