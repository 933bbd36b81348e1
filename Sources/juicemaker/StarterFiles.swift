import JuiceMakerKit
import JuiceMakerCommandLine

/// What `juicemaker init` writes into a stand's own folder: a starter menu (the original app's five
/// fruits and seven juices, its comments in the language asked for), the CI that checks it (the
/// GitHub Action and the pre-commit hook of this juicemaker's own release) and a `.gitignore` that
/// keeps the stock file out of the repository.
enum StarterFiles {
    /// One file to write.
    struct File {
        /// Where, relative to the folder (the menu's own path for the menu).
        let path: String
        let text: String
        /// What it is for, said after its path.
        let purpose: String
    }

    /// The tag of this juicemaker's release, which the workflow and the hook name: the action and
    /// the hook then check menus with the rules of the juicemaker that wrote them.
    static var releaseTag: String { "v" + JuiceMakerVersion.current }

    /// The files, the menu first.
    ///
    /// - Parameters:
    ///   - menuPath: Where the menu goes (`--menu`, `JUICEMAKER_MENU`, else `recipes.yaml`).
    ///   - withCI: Whether to add the workflow, the pre-commit configuration and `.gitignore`.
    ///   - language: The language of the comments and of the purposes.
    /// - Returns: The files to write, in order.
    static func files(menuPath: String, withCI: Bool, language: Language) -> [File] {
        let ko = language == .ko
        var files = [File(path: menuPath, text: menu(language),
                          purpose: ko ? "시작 메뉴: 과일 5가지, 쥬스 7가지" : "a starter menu: 5 fruits, 7 juices")]
        guard withCI else { return files }
        files.append(File(path: ".github/workflows/menus.yml", text: workflow(menuPath: menuPath, language),
                          purpose: ko ? "GitHub에서 푸시마다 메뉴 검사 (juicemaker/juicemaker@\(releaseTag))"
                                      : "checks the menus on GitHub at every push (juicemaker/juicemaker@\(releaseTag))"))
        files.append(File(path: ".pre-commit-config.yaml", text: preCommit(language),
                          purpose: ko ? "커밋 전에 메뉴 검사: pre-commit install" : "checks the menus before each commit: pre-commit install"))
        files.append(File(path: ".gitignore", text: ".juicemaker/\n",
                          purpose: ko ? "재고 파일(.juicemaker/)은 저장소에 넣지 않아요" : "keeps the stock files (.juicemaker/) out of git"))
        return files
    }

    /// The starter menu: the original app's, valid under `validate --strict`.
    static func menu(_ language: Language) -> String {
        let ko = language == .ko
        let header = ko ? """
            # yaml-language-server: $schema=https://raw.githubusercontent.com/juicemaker/juicemaker/\(releaseTag)/config/menu.schema.json
            # 가게의 메뉴: 갖춰 두는 과일과 그 과일로 만드는 쥬스예요. `juicemaker init`이 만들었어요.
            # 고친 뒤에는 `juicemaker validate --strict`로 검사하세요.
            """ : """
            # yaml-language-server: $schema=https://raw.githubusercontent.com/juicemaker/juicemaker/\(releaseTag)/config/menu.schema.json
            # The stand's menu: the fruits it stocks and the juices it makes from them. Written by
            # `juicemaker init`; check it after each edit with `juicemaker validate --strict`.
            """
        let defaults = ko ? """
              # 과일의 재고가 재주문점 이하면 부족이에요. `juicemaker restock`은 목표량(par, 없으면
              # 초기 재고)까지 채울 만큼 사라고 알려 줘요.
            """ : """
              # A fruit is low at or below its reorder point, and `juicemaker restock` buys it back
              # up to its par (the initial stock, unless a fruit sets `par`).
            """
        let strawberry = ko ? """
                # 딸기쥬스는 16개, 딸바쥬스는 10개가 들어요.
            """ : """
                # Strawberry juice takes 16 and strawberry-banana 10.
            """
        let allow = ko ? """
                # 재고 10개로는 16개가 드는 이 쥬스를 못 만들어요: 첫 잔 전에 재고를 채우는 게 원래 앱이에요.
            """ : """
                # 16 strawberries against a stock of 10 is intended, as in the original app: restock
                # before the first one. Allowing the warning keeps `validate --strict` green.
            """
        return """
            \(header)
            version: 1

            defaults:
              stock: 10
            \(defaults)
              reorder: 3

            fruits:
              strawberry:
                name: { en: Strawberry, ko: 딸기 }
                emoji: 🍓
            \(strawberry)
                reorder: 9
                par: 32
              banana:
                name: { en: Banana, ko: 바나나 }
                emoji: 🍌
              pineapple:
                name: { en: Pineapple, ko: 파인애플 }
                emoji: 🍍
              kiwi:
                name: { en: Kiwi, ko: 키위 }
                emoji: 🥝
              mango:
                name: { en: Mango, ko: 망고 }
                emoji: 🥭

            juices:
              strawberry:
                name: { en: Strawberry Juice, ko: 딸기쥬스 }
                recipe: { strawberry: 16 }
            \(allow)
                allow: [unmakeable-juice]
              banana:
                name: { en: Banana Juice, ko: 바나나쥬스 }
                recipe: { banana: 2 }
              kiwi:
                name: { en: Kiwi Juice, ko: 키위쥬스 }
                recipe: { kiwi: 3 }
              pineapple:
                name: { en: Pineapple Juice, ko: 파인애플쥬스 }
                recipe: { pineapple: 2 }
              strawberry-banana:
                name: { en: Strawberry Banana Juice, ko: 딸바쥬스 }
                recipe: { strawberry: 10, banana: 1 }
              mango:
                name: { en: Mango Juice, ko: 망고쥬스 }
                recipe: { mango: 3 }
              mango-kiwi:
                name: { en: Mango Kiwi Juice, ko: 망키쥬스 }
                recipe: { mango: 2, kiwi: 1 }

            """
    }

    /// The workflow: the menu checked by this release's GitHub Action.
    static func workflow(menuPath: String, _ language: Language) -> String {
        // A double-quoted YAML scalar: a path's own quotes and backslashes escaped.
        let menus = menuPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let comment = language == .ko ? """
            # 푸시와 풀 리퀘스트마다 메뉴를 검사해요: 문제는 바뀐 줄에 표시되고, 코드 스캐닝 경고로도 남아요.
            # `juicemaker init`이 만들었어요. 메뉴가 여럿이면 menus에 "menus/*.yaml"처럼 적으세요.
            """ : """
            # Checks the stand's menus on every push and pull request: problems show on the changed
            # lines and as code-scanning alerts. Written by `juicemaker init`; for several menus, give
            # `menus` a glob such as "menus/*.yaml".
            """
        return """
            \(comment)
            name: Menus

            on:
              push:
              pull_request:

            permissions:
              contents: read
              security-events: write # the SARIF upload writes code-scanning alerts

            jobs:
              validate:
                runs-on: ubuntu-24.04
                steps:
                  - uses: actions/checkout@v4
                  - uses: juicemaker/juicemaker@\(releaseTag)
                    with: { menus: "\(menus)", format: github, sarif: true }

            """
    }

    /// The pre-commit configuration: the hook that runs the installed juicemaker.
    static func preCommit(_ language: Language) -> String {
        let comment = language == .ko ? """
            # 커밋할 때마다 메뉴를 검사해요 (https://pre-commit.com): pip install pre-commit && pre-commit install
            # 설치된 juicemaker를 써요; 없으면 id를 juicemaker-validate-build로 바꾸면 처음 한 번 빌드해요 (약 1분).
            """ : """
            # Checks the menus before each commit (https://pre-commit.com): pip install pre-commit && pre-commit install
            # Runs the juicemaker installed on PATH; without one, the id juicemaker-validate-build
            # builds it once instead (about a minute).
            """
        return """
            \(comment)
            repos:
              - repo: https://github.com/juicemaker/juicemaker
                rev: \(releaseTag)
                hooks: [{ id: juicemaker-validate }]

            """
    }
}
