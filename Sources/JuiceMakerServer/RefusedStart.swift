import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerMenu

extension StandServer {
    /// Why the server would not start, said in the stand's language: a usage error (exit 2), since
    /// another `--host`, `--port` or a token makes it start.
    public enum RefusedStart: Error, CustomStringConvertible, LocalizedMessage, Equatable {
        /// `--host` names nothing this machine resolves to an IP address; `reason` is the
        /// resolver's.
        case unresolved(host: String, reason: String)
        /// An address other than a loopback one, and no token: anyone on that network could change
        /// the stock. `resolved` is the address a name resolved to, when it is not the name itself.
        case noToken(host: String, resolved: String?)
        /// The address and port cannot be bound: `errno` is the system's (`EADDRINUSE`, `EACCES`,
        /// `EADDRNOTAVAIL`, …).
        case cannotListen(address: String, port: Int, errno: Int32)

        public var description: String { english }

        public var english: String {
            switch self {
            case .unresolved(let host, let reason):
                return "cannot listen on '\(host.terminalSafe)': \(reason)"
            case .noToken(let host, let resolved):
                return "refusing to listen on \(host.terminalSafe)\(resolved.map { " (\($0))" } ?? "") without a token: anyone on that network "
                    + "could change the stock. Give one with --token-file, JUICEMAKER_TOKEN_FILE or JUICEMAKER_TOKEN, or listen on 127.0.0.1"
            case .cannotListen(let address, let port, let code):
                let place = Self.place(address, port)
                switch code {
                case EADDRINUSE:
                    return "cannot listen on \(place): another program is using that port; pick another with --port (0 picks a free one)"
                case EACCES:
                    return "cannot listen on \(place): this user may not use that port (ports below 1024 need privileges); pick one from 1024 up with --port"
                case EADDRNOTAVAIL:
                    return "cannot listen on \(place): this machine has no such address; give one of its own with --host, or 0.0.0.0 for all of them"
                default:
                    return "cannot listen on \(place): \(String(cString: strerror(code)))"
                }
            }
        }

        public var korean: String {
            switch self {
            case .unresolved(let host, _):
                return "'\(host.terminalSafe)'에서 들을 수 없어요: 그 이름의 IP 주소를 찾지 못했어요"
            case .noToken(let host, let resolved):
                return "토큰 없이는 \(host.terminalSafe)\(resolved.map { " (\($0))" } ?? "")에서 듣지 않아요: 그 네트워크의 누구나 재고를 바꿀 수 있어요. "
                    + "--token-file, JUICEMAKER_TOKEN_FILE이나 JUICEMAKER_TOKEN으로 토큰을 주거나, 127.0.0.1에서 들으세요"
            case .cannotListen(let address, let port, let code):
                let place = Self.place(address, port)
                switch code {
                case EADDRINUSE:
                    return "\(place)에서 들을 수 없어요: 다른 프로그램이 그 포트를 쓰고 있어요; --port로 다른 포트를 고르세요 (0이면 빈 포트를 골라요)"
                case EACCES:
                    return "\(place)에서 들을 수 없어요: 이 사용자는 그 포트를 쓸 수 없어요 (1024 아래 포트는 권한이 필요해요); --port로 1024 이상을 고르세요"
                case EADDRNOTAVAIL:
                    return "\(place)에서 들을 수 없어요: 이 컴퓨터에 그런 주소가 없어요; --host로 이 컴퓨터의 주소를 주거나, 모든 주소는 0.0.0.0을 주세요"
                default:
                    return "\(place)에서 들을 수 없어요: 시스템 오류 \(code)"
                }
            }
        }

        /// `127.0.0.1:8080`, `[::1]:8080`.
        private static func place(_ address: String, _ port: Int) -> String {
            address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)"
        }
    }
}
