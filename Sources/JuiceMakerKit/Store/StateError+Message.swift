extension StateError: LocalizedMessage {
    /// Names the path, says what is wrong and what to do; never suggests anything that loses data.
    public var english: String {
        switch self {
        case .notAStockFile(let path):
            "'\(path)' is not a juicemaker stock file (it is not an SQLite database); it was left unchanged. "
                + "Choose another state file, or move this one away."
        case .foreignDatabase(let path):
            "'\(path)' is an SQLite database of another application, not a juicemaker stock file; "
                + "it was left unchanged. Choose another state file."
        case .newerVersion(let path, let found, let supported):
            "'\(path)' was written by a newer juicemaker (stock schema \(found); this one knows up to \(supported)); "
                + "it was left unchanged. Upgrade juicemaker to use it."
        case .corrupt(let path, let detail):
            "'\(path)' is damaged (\(detail)); it was left unchanged. "
                + "Restore it from a backup, or move it away to start with fresh stock."
        case .isDirectory(let path):
            "'\(path)' is a directory; the stock file must be a file path."
        case .cannotCreateDirectory(let path, let detail):
            "Cannot create the directory '\(path)' for the stock file (\(detail)). Check the path and its permissions."
        case .cannotOpen(let path, let detail):
            "Cannot open the stock file '\(path)' (\(detail)). Check that its directory exists and is writable."
        case .cannotWrite(let path, let detail):
            "Cannot write the stock file '\(path)' (\(detail)). "
                + "Check the permissions of the file and its directory, and the free disk space."
        case .busy(let path, let seconds):
            "The stock file '\(path)' stayed locked by another juicemaker for \(seconds) seconds; nothing was changed. "
                + "Try again."
        case .unsupportedLocation(let location, let scheme):
            "'\(location)' names a \(scheme) server, and this juicemaker keeps stock in SQLite files only; nothing was changed. "
                + "Give a file path to --state (or JUICEMAKER_STATE)."
        case .database(let path, let detail):
            "The stock file '\(path)' could not be used (\(detail))."
        }
    }

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
            "'\(location)'은(는) \(scheme) 서버 주소인데, 이 juicemaker는 재고를 SQLite 파일에만 둘 수 있어요. 아무것도 바꾸지 않았어요. "
                + "--state(또는 JUICEMAKER_STATE)에 파일 경로를 주세요."
        case .database(let path, let detail):
            "재고 파일 '\(path)'을(를) 사용할 수 없어요 (\(detail))."
        }
    }
}
