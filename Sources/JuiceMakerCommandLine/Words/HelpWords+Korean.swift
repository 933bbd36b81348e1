import JuiceMakerMenu

extension HelpWords {
    /// What `validate` and `juicemaker-validate` exit with, said in both their discussions.
    private static let validateExitCodesKorean = "종료 코드: 0 올바름 (--strict가 아니면 경고는 괜찮음), 1 메뉴에 오류, 2 사용법 오류나 읽거나 쓸 수 없는 파일."

    /// Every help text of `juicemaker` in Korean, with the keys of `english`.
    static let korean: [String: [String: String]] = [
        "juicemaker": [
            "abstract": "쥬스 가게의 메뉴(YAML)로 주문을 받고 재고를 관리해요.",
            "discussion": """
                메뉴는 --menu나 JUICEMAKER_MENU가 달리 말하지 않으면 현재 디렉터리의 recipes.yaml이에요.

                종료 코드: 0 완료, 1 잘못된 메뉴, 2 사용법 오류나 읽을 수 없는 파일, 3 재고 부족, 4 저장소 오류.

                예:
                  juicemaker order strawberry-banana
                  juicemaker --menu custom.yaml validate
                  juicemaker --state postgresql://stand@db.example/juice --stand gangnam order mango-kiwi
                """,
            "menu": "메뉴 파일 (기본: $JUICEMAKER_MENU, 없으면 recipes.yaml).",
            "state": "재고를 두는 곳: SQLite 파일이나 postgresql:// 주소 (기본: $JUICEMAKER_STATE, 없으면 메뉴 옆 .juicemaker/<메뉴 이름>.sqlite).",
            "stand": "재고를 쓸 매장; 한 데이터베이스 안에서 매장마다 재고와 기록이 따로예요 (기본: $JUICEMAKER_STAND, 없으면 main).",
            "lang": "메시지와 이름의 언어: en 또는 ko (기본: LC_ALL, LC_MESSAGES, LANG에서).",
            "json": "명령의 결과를 JSON으로 출력해요 (스크립트용); 명령 뒤의 --json과 같아요.",
        ],
        "init": [
            "abstract": "여기에 가게를 시작해요: 시작 메뉴와 그 메뉴를 검사하는 CI.",
            "discussion": """
                메뉴(recipes.yaml, 또는 --menu / JUICEMAKER_MENU: 원래 앱의 과일 5가지와 쥬스 7가지), \
                .github/workflows/menus.yml(이 버전의 juicemaker GitHub Action), .pre-commit-config.yaml, .gitignore를 써요. \
                이미 있는 파일은 바꾸지 않아요. 파일을 쓸 수 없으면 종료 코드 2예요.

                예:
                  juicemaker init
                  juicemaker --lang ko init
                  juicemaker --menu menus/main.yaml init --no-ci
                """,
            "no-ci": "메뉴만 써요: 워크플로, pre-commit 설정, .gitignore는 쓰지 않아요.",
        ],
        "shell": [
            "abstract": "터미널의 주문 화면과 재고 편집기 (입력이 터미널이 아니면 한 줄씩).",
            "discussion": """
                터미널에서는: 쥬스 번호를 누르면 주문해요. 과일이 모자라면 y로 재고 편집기를 열고, +/-(또는 화살표)로 고른 과일을 하나씩 바꾸거나 숫자를 쳐서 정해요. h 기록, u 취소, ? 도움말, q 끝내기. 터미널에서 그냥 `juicemaker`를 실행해도 같은 화면이 열려요.

                터미널이 아니면 한 줄에 명령 하나씩, `juicemaker` 없이 한 번짜리 명령처럼 써요: order JUICE[:COUNT] ..., stock, stock add|remove|set FRUIT AMOUNT, stock reset, menu, history [N], undo, help, quit. 종료 상태는 처음 실패한 줄의 것이에요 (없으면 0).

                예:
                  juicemaker shell
                  printf 'order mango-kiwi:2\\nstock add kiwi 3\\n' | juicemaker shell
                """,
            "lines": "터미널에서도 명령을 한 줄씩 읽어요.",
        ],
        "order": [
            "abstract": "과일을 써서 쥬스를 만들어요 — 주문 전부를 만들거나, 아무것도 안 만들어요.",
            "discussion": """
                쥬스마다 개수를 붙일 수 있어요 (JUICE:COUNT). 과일이 하나라도 모자라면 아무것도 쓰지 않고, 모자란 것과 채우는 명령을 알려 줘요 (종료 코드 3).

                예:
                  juicemaker order strawberry-banana
                  juicemaker order mango-kiwi:2 banana
                  juicemaker order --dry-run strawberry:2
                """,
            "<juice>": "만들 쥬스, 각각 JUICE 또는 JUICE:COUNT.",
            "dry-run": "과일을 쓰지 않고 주문을 만들 수 있는지만 확인해요.",
        ],
        "menu": [
            "abstract": "쥬스와 레시피, 지금 만들 수 있는 잔 수, 과일과 재고를 보여 줘요.",
            "discussion": """
                예:
                  juicemaker menu
                  juicemaker --lang ko menu
                  juicemaker menu --json
                """,
        ],
        "stock": [
            "abstract": "가진 재고를 보거나 바꿔요 (앱의 +/- 버튼).",
            "discussion": """
                재고는 0 아래로 내려가지 않아요. 모든 변경은 기록되고, `juicemaker undo`가 마지막 것을 되돌려요.

                예:
                  juicemaker stock
                  juicemaker stock add strawberry 10
                  juicemaker stock remove kiwi 2
                  juicemaker stock set mango 12
                  juicemaker stock reset
                """,
        ],
        "stock show": [
            "abstract": "메뉴의 모든 과일 재고를 보여 줘요.",
            "discussion": """
                재주문 기준 이하인 과일에는 부족 표시가 붙어요.

                예:
                  juicemaker stock show --json
                  juicemaker stock --low          (only fruits at or below their reorder point)
                  juicemaker stock --low 3        (only fruits with 3 or fewer left)
                """,
            "low": "부족한 과일만 보여 줘요: 재주문 기준 이하인 과일, 또는 개수를 주면 그만큼 이하로 남은 과일.",
        ],
        "stock add": [
            "abstract": "재고에 과일을 더해요.",
            "discussion": "예:\n  juicemaker stock add strawberry 10",
            "<fruit amount>": "과일(id나 이름), 그리고 수량: 0 이상의 정수.",
        ],
        "stock remove": [
            "abstract": "재고에서 과일을 빼요 (0 아래로는 안 돼요).",
            "discussion": "예:\n  juicemaker stock remove kiwi 2",
            "<fruit amount>": "과일(id나 이름), 그리고 수량: 0 이상의 정수.",
        ],
        "stock set": [
            "abstract": "과일의 재고를 그 숫자로 정해요.",
            "discussion": "예:\n  juicemaker stock set mango 12",
            "<fruit amount>": "과일(id나 이름), 그리고 수량: 0 이상의 정수.",
        ],
        "stock reset": [
            "abstract": "모든 과일을 메뉴의 초기 재고로 되돌려요.",
            "discussion": "예:\n  juicemaker stock reset",
        ],
        "restock": [
            "abstract": "장보기 목록: 부족한 과일을 적정 재고까지 채우려면 살 것; 도착하면 --apply.",
            "discussion": """
                재고가 재주문 기준(메뉴의 `reorder:`) 이하이면 부족한 과일이에요; 계획은 적정 재고(`par:`, 없으면 초기 재고)까지 사요. --for를 주면 지금 재고로 그 주문들을 만드는 데 모자란 것만 계획해요.

                --apply는 계획을 하나의 기록된 변경으로 재고에 더해요; `juicemaker undo`가 통째로 되돌려요. 살 것이 없어도 오류가 아니에요: 한 줄로 알려 주고 종료 코드 0.

                --suggest는 최근 --days일의 판매와 놓친 주문(과일이 모자라 거절된 주문: 부족이 가린 수요)으로 과일마다 재주문 기준과 적정 재고를 제안해요: 많이 팔린 날은 장사한 날들의 수요 중 90번째 백분위예요; 재주문 기준은 배달에 걸리는 --lead-days를, 적정 재고는 하루를 더 채워요. --fix는 그 값만 바꿔 메뉴에 써요.

                예:
                  juicemaker restock
                  juicemaker restock --for mango-kiwi:4 banana:2
                  juicemaker restock --format csv > shopping.csv
                  juicemaker restock --apply
                  juicemaker restock --suggest --days 28 --lead-days 2
                  juicemaker restock --suggest --fix
                """,
            "for": "이 주문들을 만드는 데 모자란 것만 계획해요, 각각 JUICE 또는 JUICE:COUNT.",
            "apply": "배달이 왔어요: 계획을 하나의 기록된 변경으로 재고에 더해요.",
            "format": "계획을 출력할 형식: text, json(--json과 같음) 또는 csv.",
            "suggest": "매장의 판매로 과일마다 재주문 기준과 적정 재고를 제안해요.",
            "days": "--suggest와 함께: 읽을 판매 일수, 오늘 포함 (기본: 14).",
            "lead-days": "--suggest와 함께: 배달에 걸리는 일수 (기본: 1).",
            "fix": "--suggest와 함께: 제안한 재주문 기준과 적정 재고를 메뉴에 써요.",
            "tz": "--suggest와 함께: 하루를 나누는 시계: IANA 시간대 (기본: 메뉴의 timezone:, 없으면 이 컴퓨터의 것).",
        ],
        "history": [
            "abstract": "주문과 재고 변경을 최근 것부터 보여 줘요.",
            "discussion": """
                예:
                  juicemaker history
                  juicemaker history 5
                  juicemaker history --limit 100 --json
                  juicemaker history --today
                  juicemaker history --since 2024-05-01 --tz Asia/Seoul

                시간은 매장의 시계로 보여요: --tz, 없으면 메뉴의 `timezone:`, 없으면 이 컴퓨터의 시간대
                (--json은 UTC, ISO 8601로 줘요).
                """,
            "<count>": "보여 줄 개수 (셸의 `history 5`처럼; --limit와 같아요).",
            "limit": "보여 줄 개수 (기본: 20; --today나 --since와 함께면 모두).",
            "today": "매장의 시계로 오늘 것만.",
            "since": "이 날부터의 것만 (YYYY-MM-DD, 매장의 시계로).",
            "tz": "시간을 보여 주고 하루를 나누는 시계: Asia/Seoul이나 UTC 같은 IANA 시간대 (기본: 메뉴의 timezone:, 없으면 이 컴퓨터의 것).",
        ],
        "report": [
            "abstract": "하루를 숫자로: 쥬스별, 시간별 잔 수, 매출, 놓친 주문.",
            "discussion": """
                --day, --since, --until이 없으면 오늘이에요; 하루는 매장 시계의 자정에 시작해요 (--tz, 없으면
                메뉴의 `timezone:`, 없으면 이 컴퓨터의 시간대). 취소된 주문은 판매로 세지 않고 따로 세요. 놓친
                주문은 과일이 모자라 거절된 주문이에요: 부족해서 놓친 것과 그 과일이에요.

                예:
                  juicemaker report
                  juicemaker report --day 2024-05-01
                  juicemaker report --since 2024-05-01 --until 2024-05-07
                  juicemaker report --format csv > today.csv
                  juicemaker report --json
                """,
            "day": "하루 (YYYY-MM-DD, 매장의 시계로).",
            "since": "이 날부터 (YYYY-MM-DD), 오늘이나 --until까지.",
            "until": "이 날까지, 포함 (YYYY-MM-DD); --since와 함께.",
            "format": "보고서를 출력할 형식: text, json(--json과 같음) 또는 csv (쥬스, 시간, 합계마다 한 줄).",
            "tz": "하루를 나누고 시간을 세는 시계: Asia/Seoul이나 UTC 같은 IANA 시간대 (기본: 메뉴의 timezone:, 없으면 이 컴퓨터의 것).",
        ],
        "undo": [
            "abstract": "마지막 주문이나 재고 변경을 취소해요.",
            "discussion": """
                재고가 0 아래로 내려가게 되면 거절하고 (종료 코드 3), 취소할 것이 없으면 거절해요 (종료 코드 4).

                예:
                  juicemaker undo
                """,
        ],
        "state": [
            "abstract": "재고 저장소 전체를 다뤄요 (매장을 다른 저장소로 복사).",
        ],
        "state copy": [
            "abstract": "매장의 재고와 기록을 다른 저장소로 복사해요.",
            "discussion": """
                --state와 전역 --stand가 가리키는 매장을 읽어서, 한 트랜잭션으로 --to가 가리키는 저장소에
                이 명령의 --stand가 가리키는 매장(기본은 같은 이름)으로 써요. 기록의 id가 유지되니 복사본에서도
                undo가 돼요. 이미 기록이 있거나 메뉴의 초기 재고와 다른 재고가 있는 대상 매장은 --replace가 없으면
                거절해요 (종료 코드 4); --replace는 무엇을 버렸는지 알려 줘요.

                예:
                  juicemaker --state .juicemaker/recipes.sqlite state copy --to postgresql://stand@db.example/juice --stand gangnam
                  juicemaker --state postgresql://stand@db.example/juice --stand gangnam state copy --to backup.sqlite
                """,
            "to": "복사할 곳: SQLite 파일이나 postgresql:// 주소.",
            "stand": "'copy' 뒤에 주면, 대상에 쓸 매장 (기본: 원본 매장).",
            "replace": "이미 기록이나 자기 재고가 있는 대상 매장을 덮어써요.",
        ],
        "validate": [
            "abstract": "메뉴 파일을 검사하고 모든 문제를 파일:줄:열과 함께 알려 줘요.",
            "discussion": """
                파일을 주지 않으면 쓰고 있는 메뉴(--menu, 없으면 $JUICEMAKER_MENU, 없으면 recipes.yaml)를 검사해요; -는 표준 입력을 읽어요. 앞의 파일이 실패해도 모든 파일을 검사해요. GitHub Actions 안에서는 기본 형식이 github이에요.

                --fix는 확실한 오타(가장 가까운 이름이 딱 하나인 모르는 키와 과일)를 제자리에서 그 단어만 고치고, 남은 것을 알려 줘요. -이면 고친 메뉴는 표준 출력으로, 보고는 표준 오류로 내보내요.

                \(validateExitCodesKorean)

                예:
                  juicemaker validate
                  juicemaker validate --strict recipes.yaml config/examples/*.yaml
                  juicemaker validate --format sarif menu.yaml > juicemaker.sarif
                  juicemaker validate --fix menu.yaml
                """,
            "<file>": "검사할 메뉴 파일 (-는 표준 입력).",
            "format": "출력 형식: text, json, github 또는 sarif (기본: GitHub Actions 안에서는 github, 아니면 text).",
            "strict": "경고도 실패로 쳐요.",
            "fix": "확실한 수정을 모두 제자리에(원자적으로) 적용하고 남은 것을 알려 줘요; -이면 고친 메뉴를 출력해요.",
        ],
        "juicemaker-validate": [
            "abstract": "메뉴 파일을 검사하고 모든 문제를 파일:줄:열과 함께 알려 줘요 (재고를 보지 않는 juicemaker validate).",
            "discussion": """
                파일을 주지 않으면 $JUICEMAKER_MENU, 없으면 recipes.yaml을 검사해요; -는 표준 입력을 읽어요. GitHub Actions 안에서는 기본 형식이 github이에요.

                \(validateExitCodesKorean)

                예:
                  juicemaker-validate --strict menus/*.yaml
                  juicemaker-validate --format sarif menu.yaml > juicemaker.sarif
                """,
            "json": "결과를 JSON으로 출력해요 (스크립트용).",
            "lang": "메시지 언어: en 또는 ko (기본: LC_ALL, LC_MESSAGES 또는 LANG에서).",
        ],
        "shared": [
            "json": "결과를 JSON으로 출력해요 (스크립트용).",
        ],
        "schema": [
            "abstract": "메뉴 형식의 JSON Schema(draft-07)를 출력해요.",
            "discussion": """
                YAML 언어 서버를 쓰는 편집기는 입력하는 동안 이것으로 메뉴를 검사해요. 스키마는 --json이 있든 없든 JSON이에요. 예:
                  juicemaker schema > menu.schema.json
                """,
        ],
        "lsp": [
            "abstract": "편집기를 위한 언어 서버(LSP)를 표준 입출력으로 실행해요.",
            "discussion": """
                LSP 3.17(Content-Length 프레이밍의 JSON-RPC)로 말해요: 입력하는 동안 validate의 진단, 빠른 수정, 과일 id와 키 자동 완성, 과일과 쥬스 id의 호버. 사람이 아니라 편집기가 실행해요; Neovim, Helix, VS Code 설정은 docs/editors.md를 보세요.

                종료 코드: 'shutdown' 뒤 'exit'이면 0, 'shutdown' 없이 'exit'하거나 입력이 먼저 끝나면 1.
                """,
            "debounce-ms": "마지막 변경 뒤 검사하기 전에 기다릴 밀리초 (기본 50).",
        ],
        "serve": [
            "abstract": "가게의 HTTP API를 제공해요: 메뉴, 재고, 주문, 이벤트, 지표.",
            "discussion": """
                달리 말하지 않으면 127.0.0.1:8080에서 들어요; API 설명은 /openapi.json에 있어요.
                루프백이 아닌 주소에서는 16자 이상의 토큰(--token-file, JUICEMAKER_TOKEN_FILE 또는 JUICEMAKER_TOKEN)이 있어야 하고,
                /, /health, /openapi.json 말고 모든 요청이 'Authorization: Bearer TOKEN'으로 보내야 해요.
                모든 'POST' 요청은 'Content-Type: application/json'을 말해야 하고, 다른 사이트의 페이지는 가게를 바꿀 수 없어요.
                SIGTERM이나 SIGINT를 받으면 처리 중인 요청을 마치고 (최대 10초 기다려) 멈춰요.

                예:
                  juicemaker serve
                  juicemaker --state postgresql://register@db/stands --stand gangnam serve --port 8080
                  JUICEMAKER_TOKEN_FILE=/etc/juicemaker/token juicemaker serve --host 0.0.0.0
                """,
            "host": "들을 주소.",
            "port": "들을 포트; 0이면 빈 포트를 골라요 (첫 줄에 알려 줘요).",
            "token-file": "요청이 가져와야 하는 토큰이 든 파일 (기본: $JUICEMAKER_TOKEN_FILE, 없으면 $JUICEMAKER_TOKEN).",
            "allowed-host": "'Host' 헤더에서 이 서버를 부를 수 있는 다른 이름 (주소와 'localhost'는 늘 돼요); 여러 개면 되풀이해요.",
            "max-connections": "동시에 열 수 있는 연결 수; 넘는 연결은 바로 닫아요.",
            "request-timeout": "요청 전체(헤더와 본문)가 도착해야 하는 초, 그리고 답이 읽히지 않고 기다릴 수 있는 초; 넘으면 연결을 닫아요.",
            "cors-origin": "이 출처의 웹 페이지가 API를 부를 수 있게 해요 (기본은 꺼짐).",
            "connections": "요청을 동시에 처리할 데이터베이스 연결 수 (SQLite에서는 변경이 여전히 하나씩 돼요).",
            "idle-timeout": "요청 한 부분이 다 오지 않은 채로 연결이 버틸 수 있는 초 (느리거나 말없는 클라이언트).",
        ],
    ]
}
