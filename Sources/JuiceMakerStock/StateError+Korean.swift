import JuiceMakerMenu

/// `StateError`'s messages in Korean (the English ones are in `StateError+English.swift`).
extension StateError {
    /// The same message as `english`, in Korean.
    public var korean: String {
        switch self {
        case .notAStockFile(let path):
            "'\(path)' 파일은 juicemaker 재고 파일이 아니에요 (SQLite 데이터베이스가 아님). 파일은 그대로 두었어요. "
                + "다른 상태 파일을 지정하거나 이 파일을 옮겨 주세요."
        case .foreignDatabase(let path):
            "'\(path)' 파일은 다른 프로그램의 SQLite 데이터베이스예요. 파일은 그대로 두었어요. 다른 상태 파일을 지정해 주세요."
        case .newerVersion(let path, let found, let supported):
            "'\(path)' 파일은 더 새로운 juicemaker가 만들었어요 (재고 스키마 \(found), 이 버전은 \(supported)까지 지원). "
                + "파일은 그대로 두었어요. juicemaker를 업그레이드해 주세요."
        case .corrupt(let path, let detail):
            "'\(path)' 파일이 손상되었어요 (\(detail)). 파일은 그대로 두었어요. "
                + "백업에서 복원하거나, 파일을 옮기고 새 재고로 시작해 주세요."
        case .isDirectory(let path):
            "'\(path)'은(는) 디렉터리예요. 재고 파일은 파일 경로여야 해요."
        case .cannotCreateDirectory(let path, let detail):
            "재고 파일을 둘 디렉터리 '\(path)'를 만들 수 없어요 (\(detail)). 경로와 권한을 확인해 주세요."
        case .cannotOpen(let path, let detail):
            "재고 파일 '\(path)'을(를) 열 수 없어요 (\(detail)). 디렉터리가 있고 쓸 수 있는지 확인해 주세요."
        case .cannotWrite(let path, let detail):
            "재고 파일 '\(path)'에 쓸 수 없어요 (\(detail)). 파일과 디렉터리 권한, 남은 디스크 공간을 확인해 주세요."
        case .busy(let path, let seconds):
            "다른 juicemaker가 재고 파일 '\(path)'을(를) \(seconds)초 동안 잠그고 있어서 아무것도 바꾸지 않았어요. "
                + "다시 시도해 주세요."
        case .unsupportedLocation(let location, let scheme):
            "'\(location)'은(는) \(scheme) 서버 주소인데, juicemaker는 이 서버에 재고를 둘 수 없어요. 아무것도 바꾸지 않았어요. "
                + "--state(또는 JUICEMAKER_STATE)에 파일 경로나 postgresql:// 주소를 주세요."
        case .serverNotBuiltIn(let location, let scheme):
            "'\(location)'은(는) \(scheme) 서버 주소인데, 이 juicemaker는 PostgreSQL 없이(SQLite만) 빌드되었어요. "
                + "아무것도 바꾸지 않았어요. --state에 파일 경로를 주거나, PostgreSQL과 함께 빌드한 juicemaker를 "
                + "설치하세요 (make install)."
        case .database(let path, let detail):
            "재고 파일 '\(path)'을(를) 사용할 수 없어요 (\(detail))."
        case .standNotEmpty(let location, let stand, let entries, let stock):
            "'\(location)'의 매장 '\(stand)'에 이미 \(Self.holdings(entries: entries, stock: stock, korean: true))이(가) 있어서 아무것도 복사하지 않았어요. "
                + "다른 매장(--stand NAME)으로 복사하거나, 덮어쓰려면(그것들은 지워져요) --replace를 붙여 주세요."
        case .invalidLocation(let location, let detail):
            "'\(location)'은(는) 재고 위치로 쓸 수 없어요: \(StockLocation.invalidReason(location, language: .ko) ?? detail). 아무것도 바꾸지 않았어요."
        case .serverUnreachable(let location, let detail):
            "'\(location)'의 데이터베이스 서버에 연결할 수 없어요 (\(detail)). 아무것도 바꾸지 않았어요. "
                + "서버가 실행 중인지, 호스트와 포트가 맞는지 확인하고 다시 시도해 주세요."
        case .serverRefused(let location, let detail):
            "'\(location)'의 데이터베이스 서버가 연결을 거부했어요 (\(detail)). 아무것도 바꾸지 않았어요. "
                + "사용자, 비밀번호(PGPASSWORD), 데이터베이스, sslmode를 확인해 주세요."
        case .foreignSchema(let location):
            "'\(location)' 데이터베이스의 'juicemaker' 스키마에 juicemaker 것이 아닌 테이블이 있어요. 그대로 두었어요. "
                + "다른 데이터베이스를 쓰거나 그 스키마를 옮겨 주세요."
        case .untrustedSchema(let location, let detail):
            "'\(location)' 데이터베이스의 'juicemaker' 스키마를 믿을 수 없어요: \(detail). 사용하지도 바꾸지도 않았어요. "
                + "스키마를 소유한 역할로 연결하거나, 관리자에게 스키마를 지워 달라고 (DROP SCHEMA juicemaker CASCADE) 요청해 주세요."
        case .newerSchema(let location, let found, let supported):
            "'\(location)' 데이터베이스는 더 새로운 juicemaker가 만들었어요 (재고 스키마 \(found), 이 버전은 \(supported)까지 지원). "
                + "그대로 두었어요. juicemaker를 업그레이드해 주세요."
        case .connectionLost(let location, let detail):
            "'\(location)'와의 연결이 끊겼어요 (\(detail)). 변경은 적용되지 않았어요. 다시 시도해 주세요."
        case .outcomeUnknown(let location, let detail):
            "'\(location)'에 변경을 저장하는 중에 연결이 끊겼고 (\(detail)), 적용 여부를 확인할 수 없어요. "
                + "서버가 돌아오면 'juicemaker history'로 확인한 뒤 다시 시도해 주세요."
        case .serverBusy(let location, let seconds):
            "다른 계산대가 '\(location)'에 있는 이 매장의 재고를 \(seconds)초 동안 잠그고 있어서 아무것도 바꾸지 않았어요. "
                + "다시 시도해 주세요."
        case .permissionDenied(let location, let detail):
            "'\(location)'의 데이터베이스 서버가 이 역할에 재고 변경을 허락하지 않아요 (\(detail)). 아무것도 바꾸지 않았어요. "
                + "'juicemaker' 스키마를 소유한 역할로 연결하거나, 데이터베이스 관리자에게 권한을 요청해 주세요."
        case .eventTrigger(let location, let detail):
            "'\(location)' 데이터베이스에 \(detail)이(가) 있어서, juicemaker가 스키마를 준비하는 동안 이 역할의 권한으로 실행돼요; "
                + "아무것도 준비하거나 바꾸지 않았어요. 소유자에게 준비하는 동안 꺼 달라고 (ALTER EVENT TRIGGER NAME DISABLE) 요청해 주세요."
        case .serverFull(let location, let seconds):
            "'\(location)'의 데이터베이스 서버에 \(seconds)초 동안 빈 연결 자리가 없었어요 (연결이 너무 많음, 53300). "
                + "아무것도 바꾸지 않았어요. 다시 시도해 주세요; 자주 그러면 서버의 max_connections를 늘리거나 "
                + "연결 풀러(PgBouncer)를 앞에 두세요."
        case .readOnlyServer(let location, let detail):
            "'\(location)'의 데이터베이스 서버가 변경을 받지 않아요 (\(detail)). 아무것도 바꾸지 않았어요. "
                + "주 서버의 호스트를 주거나, 모든 서버를 target_session_attrs=read-write와 함께 주세요 "
                + "(postgresql://USER@HOST1,HOST2/DATABASE?target_session_attrs=read-write)."
        case .standDamaged(let location, let stand, let detail):
            "'\(location)'의 매장 '\(stand)'이(가) 손상되었어요: \(detail) ('juicemaker' 스키마 소유자로 실행), "
                + "또는 백업에서 데이터베이스를 복원하세요. 아무것도 바꾸지 않았어요: juicemaker는 손으로 고친 행 위에 쓰지 않아요."
        case .server(let location, let detail):
            "'\(location)'의 데이터베이스 서버가 오류를 알렸어요 (\(detail)). 아무것도 바꾸지 않았어요."
        }
    }

    /// `holdings(entries:stock:korean:)` in Korean; `counts` is the stock as listed.
    static func koreanHoldings(entries: Int, stock: [FruitCount], counts: String) -> String {
        var parts: [String] = []
        if entries > 0 { parts.append("기록 \(entries)개") }
        if !stock.isEmpty { parts.append("자체 재고(\(counts))") }
        return parts.joined(separator: "와 ")
    }
}
