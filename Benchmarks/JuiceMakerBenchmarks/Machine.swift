import Foundation

/// What the numbers were measured on, for the report's header.
enum Machine {
    static var cpuModel: String {
        firstValue(in: "/proc/cpuinfo", key: "model name") ?? "unknown CPU"
    }

    /// CPUs this process may run on (`taskset` narrows it), as the kernel lists them.
    static var allowedCPUs: String {
        firstValue(in: "/proc/self/status", key: "Cpus_allowed_list") ?? "?"
    }

    static var onlineCPUs: Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) }

    /// The text after `key:` on the first line that starts with `key`.
    private static func firstValue(in path: String, key: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingSpaces()
        }
        return nil
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
