import JuiceMakerYAML

/// How the YAML layer's problems read in a menu's diagnostics: each kind has its menu code, and the
/// layer's plain sentence gets the advice that only makes sense for a menu. In Korean the sentence
/// is worded here from the error's `cause`; libyaml's own words for a problem it names are
/// translated where they are common, and quoted as libyaml wrote them otherwise.
extension Diagnostic {
    /// The diagnostic for an error that stopped reading.
    ///
    /// - Parameters:
    ///   - error: What the YAML layer threw.
    ///   - language: The language of the message.
    init(_ error: YAMLError, language: Language = .en) {
        let message = language == .ko
            ? YAMLKoreanText.message(error)
            : Self.menuMessage(error.problem, error.message, subject: nil)
        self = .error(error.problem.diagnosticCode, message, at: error.position)
    }

    /// The diagnostic for a problem that did not stop reading.
    ///
    /// - Parameters:
    ///   - issue: What the YAML layer noticed.
    ///   - language: The language of the message.
    ///   - key: For a duplicate key, the key's text; `firstAt`, where it first appears.
    init(_ issue: YAMLIssue, language: Language = .en, key: String? = nil, firstAt: SourcePosition? = nil) {
        let message: String
        switch (language, issue.problem) {
        case (.ko, .duplicateKey):
            let first = firstAt.map { " (처음은 \($0))" } ?? ""
            message = "키 \(Quoted.name(key ?? ""))이(가) 이 매핑에 두 번 있어요\(first); 하나를 지우거나 이름을 바꾸세요"
        case (.ko, .unsupportedTag):
            message = "태그 '\(issue.subject ?? "")'은(는) juicemaker가 모르는 태그예요; 지우거나(메뉴에는 태그가 필요 없어요) !!str 같은 표준 태그를 쓰세요"
        case (.ko, _):
            message = YAMLKoreanText.unknown(issue.message)
        case (.en, _):
            message = Self.menuMessage(issue.problem, issue.message, subject: issue.subject)
        }
        self = .error(issue.problem.diagnosticCode, message, at: issue.position)
    }

    private static func menuMessage(_ problem: YAMLProblem, _ message: String, subject: String?) -> String {
        switch problem {
        case .nestingLimit:
            message + "; a menu needs a handful of levels, so this file is probably broken or hostile"
        case .multipleDocuments:
            message + "; a menu is one document, so remove the second '---' or split the file"
        case .unsupportedTag:
            subject.map { "tag '\($0)' is not one juicemaker knows; remove it (menus need no tags) or use a standard one such as !!str" } ?? message
        case .syntax, .aliasLimit, .duplicateKey, .invalidMerge:
            message
        }
    }
}

/// The YAML layer's errors in Korean.
enum YAMLKoreanText {
    static func message(_ error: YAMLError) -> String {
        switch error.cause {
        case .libyaml(let problem, let context, let contextStart, let hint):
            var sentence = "YAML 구문 오류: " + (problems[problem] ?? "libyaml이 '\(problem)'(이)라고 해요")
            if let context {
                let reading = contexts[context] ?? "'\(context)'"
                let start = contextStart.map { ", \($0.line)줄 \($0.column)열에서 시작" } ?? ""
                sentence += " (\(reading)\(start))"
            }
            if let hint { sentence += "; " + words(hint) }
            return sentence
        case .notText(let problem, let isUTF8):
            return isUTF8
                ? "파일이 올바른 UTF-8 텍스트가 아니에요 (\(problem)); UTF-8로 저장하세요"
                : "파일을 텍스트로 읽을 수 없어요 (\(problem)); UTF-8로 저장하세요"
        case .outOfMemory:
            return "libyaml이 이 파일을 읽다가 메모리가 모자랐어요"
        case .undefinedAlias(let name):
            return "별칭 '*\(name)'이(가) 가리키는 앵커가 앞에 없어요; 파일의 더 앞, 완성된 노드에 '&\(name)'을(를) 정의하세요"
        case .nestingLimit(let depth):
            return "컬렉션이 \(depth)단계보다 깊게 중첩되어 있어요; 메뉴는 몇 단계면 충분하니, 깨졌거나 악의적인 파일일 거예요"
        case .aliasLimit(let nodes):
            return "별칭을 펼치면 노드가 \(nodes)개를 넘어요 (\"billion laughs\" 파일?); 별칭을 줄이거나 작게 쓰세요"
        case .tooManyTags(let count):
            return "파일에 서로 다른 태그가 \(count)개보다 많아요"
        case .multipleDocuments:
            return "파일에 YAML 문서가 둘 이상 있어요; 메뉴는 문서 하나이니, 두 번째 '---'를 지우거나 파일을 나누세요"
        case .invalidMerge:
            return "병합 키 '<<'에는 매핑이나 매핑의 목록(보통 *base 같은 별칭)을 써야 해요. 스칼라는 안 돼요"
        case .other:
            return unknown(error.message)
        }
    }

    /// A sentence the YAML layer words only in English (none today): said to be libyaml's, quoted.
    static func unknown(_ english: String) -> String {
        "YAML을 읽을 수 없어요: \(english)"
    }

    static func words(_ hint: YAMLError.SyntaxHint) -> String {
        switch hint {
        case .quoteColonOrIndent: "': '가 들어 있는 값은 따옴표로 감싸거나, 이 줄의 들여쓰기를 확인하세요"
        case .spacesNotTabs: "들여쓰기는 탭이 아니라 공백으로 하고, 특수 문자로 시작하는 값은 따옴표로 감싸세요"
        case .missingCommaOrBracket: "쉼표나 닫는 괄호가 빠졌는지 확인하세요"
        case .alignEntries: "들여쓰기를 확인하세요: 한 매핑이나 목록의 항목은 줄이 맞아야 해요"
        case .unclosed: "따옴표나 괄호가 닫히지 않았어요"
        }
    }

    /// libyaml's most common problems (scanner.c, parser.c), in Korean.
    static let problems: [String: String] = [
        "did not find expected key": "키가 있어야 할 곳에 없어요",
        "did not find expected ',' or '}'": "',' 또는 '}'가 있어야 할 곳에 없어요",
        "did not find expected ',' or ']'": "',' 또는 ']'가 있어야 할 곳에 없어요",
        "did not find expected '-' indicator": "'-' 표시가 있어야 할 곳에 없어요",
        "did not find expected node content": "값이 있어야 할 곳에 없어요",
        "did not find expected <document start>": "문서 시작('---')이 있어야 할 곳에 없어요",
        "did not find expected comment or line break": "주석이나 줄바꿈이 있어야 할 곳에 없어요",
        "did not find expected whitespace or line break": "공백이나 줄바꿈이 있어야 할 곳에 없어요",
        "did not find expected alphabetic or numeric character": "글자나 숫자가 있어야 할 곳에 없어요",
        "did not find URI escaped octet": "URI 이스케이프 바이트가 있어야 할 곳에 없어요",
        "could not find expected ':'": "':'가 있어야 할 곳에 없어요",
        "mapping values are not allowed in this context": "이 자리에는 매핑 값(': ')이 올 수 없어요",
        "block sequence entries are not allowed in this context": "이 자리에는 목록 항목('- ')이 올 수 없어요",
        "found character that cannot start any token": "어떤 토큰도 시작할 수 없는 문자가 있어요",
        "found unexpected end of stream": "파일이 예상보다 일찍 끝났어요",
        "found unexpected document indicator": "예상하지 못한 문서 표시('---' 또는 '...')가 있어요",
        "found unknown escape character": "알 수 없는 이스케이프 문자가 있어요",
        "found undefined tag handle": "정의되지 않은 태그 핸들이 있어요",
        "found a tab character that violates indentation": "들여쓰기를 어기는 탭 문자가 있어요",
        "found a tab character where an indentation space is expected": "들여쓰기 공백 자리에 탭 문자가 있어요",
        "found extra tokens at the end of the line": "줄 끝에 남는 토큰이 있어요",
        "found duplicate anchor; first occurrence": "앵커가 두 번 정의되어 있어요",
        "found duplicate %YAML directive": "%YAML 지시문이 두 번 있어요",
        "found incompatible YAML document": "호환되지 않는 YAML 문서예요",
        "found an indentation indicator equal to 0": "들여쓰기 표시가 0이에요",
        "found a comment without a preceding space": "앞에 공백 없이 주석이 있어요",
    ]

    /// What libyaml was reading (its `context`), in Korean.
    static let contexts: [String: String] = [
        "while parsing a flow mapping": "흐름 매핑을 읽는 중",
        "while parsing a flow sequence": "흐름 목록을 읽는 중",
        "while parsing a block mapping": "블록 매핑을 읽는 중",
        "while parsing a block collection": "블록 컬렉션을 읽는 중",
        "while parsing a block node": "블록 노드를 읽는 중",
        "while parsing a flow node": "흐름 노드를 읽는 중",
        "while parsing a node": "노드를 읽는 중",
        "while scanning a simple key": "단순 키를 읽는 중",
        "while scanning a quoted scalar": "따옴표 문자열을 읽는 중",
        "while scanning a plain scalar": "문자열을 읽는 중",
        "while scanning a block scalar": "블록 문자열을 읽는 중",
        "while scanning an anchor": "앵커를 읽는 중",
        "while scanning an alias": "별칭을 읽는 중",
        "while scanning a tag": "태그를 읽는 중",
        "while scanning a directive": "지시문을 읽는 중",
        "while scanning a %YAML directive": "%YAML 지시문을 읽는 중",
        "while scanning a %TAG directive": "%TAG 지시문을 읽는 중",
        "while parsing a tag": "태그를 읽는 중",
    ]
}

extension YAMLProblem {
    /// The stable diagnostic code a menu reports this problem under.
    var diagnosticCode: DiagnosticCode {
        switch self {
        case .syntax: .yamlSyntax
        case .multipleDocuments: .multipleDocuments
        case .aliasLimit: .aliasLimit
        case .nestingLimit: .nestingLimit
        case .unsupportedTag: .unsupportedTag
        case .duplicateKey: .duplicateKey
        case .invalidMerge: .wrongType
        }
    }
}
