extension LocationMistake {
    var korean: String {
        switch self {
        case .spaces:
            "앞이나 뒤에 공백이 있어요; 공백을 지우세요 (이름이 공백으로 시작하는 파일은 ./NAME으로 쓰세요)"
        case .emptyOrDash:
            "비어 있거나 '-'예요: SQLite 파일 경로나 postgresql:// 주소를 주세요"
        case .startsWithSlashes:
            "'//'로 시작해요: URL은 앞에 SCHEME://가 있어야 하고 (예: postgresql://HOST/DATABASE), 파일 경로는 '/' 하나로 시작해요"
        case .notASchemeBefore:
            "'://' 앞이 URL의 SCHEME이 아니에요: postgresql://로 시작하는 주소만 쓰세요 (파일 경로에는 '://'를 쓸 수 없어요)"
        case .libpqKeywords(let url):
            "libpq의 키워드 형식(host=… dbname=…)이에요; juicemaker는 URL을 받아요: \(url) (비밀번호는 PGPASSWORD나 ~/.pgpass로 주세요)"
        case .lookAlikeColon(let scalar, let code):
            "':' 대신 '\(scalar)'(\(code))가 있어요 (한글 입력기의 전각 콜론일 수 있어요): 영문 ':'로 쓰세요. 예: postgresql://USER@HOST/DATABASE"
        case .lookAlikeInURL(let scalar, let code):
            "주소에 ':'나 '@' 대신 '\(scalar)'(\(code))가 있어요 (입력기의 전각 문자일 수 있어요): 영문으로 다시 쓰세요"
        case .colonBeforeSlash:
            "첫 '/' 앞에 ':'가 있어서 파일 경로도 URL도 아니에요 (URL은 SCHEME://로 시작해요; 이름에 ':'가 있는 파일은 ./NAME으로 쓰세요)"
        case .schemeWithoutSlashes(let scheme):
            {
                let (what, example) = Self.example(of: scheme)
                return "\(what) 주소는 '\(scheme)://'(콜론과 슬래시 두 개)로 시작해요. 예: \(example)"
            }()
        case .unknownScheme(let scheme):
            "'\(scheme)://'는 juicemaker가 아는 주소 형식이 아니에요: postgresql://로 쓰세요"
        case .readsAsServer(let component, let hasUser):
            "'\(hasUser ? "USER@HOST" : "HOST")/…' 꼴이라 서버 주소 같아요: postgresql://\(component)/…로 쓰세요 (그런 이름의 폴더라면 ./\(component)/…로 쓰세요)"
        case .looksLikePostgres(let value):
            "PostgreSQL 주소 같아요: postgresql://HOST/DATABASE로 쓰세요 (그런 이름의 파일이라면 ./\(value)로 쓰세요)"
        case .looksLikePostgresFolder(let first):
            "PostgreSQL 주소 같아요: postgresql://HOST/DATABASE로 쓰세요 (그런 이름의 폴더 안 파일이라면 ./\(first)/…로 쓰세요)"
        case .fileURL:
            "file:// 주소는 file:///절대/경로 형식이어야 해요 (호스트 없이, 경로는 '/' 하나로 시작); PostgreSQL이라면 postgresql://…만 쓰세요"
        }
    }
}
