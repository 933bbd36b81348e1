/// The help words of `validate`'s options, in the language of the command line (`HelpText`):
/// one text each for `juicemaker validate` and `juicemaker-validate`, which take the same options.
package enum ValidateHelp {
    package static var files: String {
        HelpText.say("Menu files to check (- for standard input).", "검사할 메뉴 파일 (-는 표준 입력).")
    }

    package static var format: String {
        HelpText.say("Output format: text, json, github or sarif (default: github inside GitHub Actions, else text).",
                     "출력 형식: text, json, github 또는 sarif (기본: GitHub Actions 안에서는 github, 아니면 text).")
    }

    package static var strict: String {
        HelpText.say("Treat warnings as failures.", "경고도 실패로 쳐요.")
    }

    package static var fix: String {
        HelpText.say("Apply every unambiguous fix in place (atomically), then report what is left; with -, print the fixed menu.",
                     "확실한 수정을 모두 제자리에(원자적으로) 적용하고 남은 것을 알려 줘요; -이면 고친 메뉴를 출력해요.")
    }

    package static var json: String {
        HelpText.say("Print the result as JSON (for scripts).", "결과를 JSON으로 출력해요 (스크립트용).")
    }

    package static var exitCodes: String {
        HelpText.say("Exit codes: 0 valid (warnings allowed unless --strict), 1 a menu has errors, 2 usage or a file that cannot be read or written.",
                     "종료 코드: 0 올바름 (--strict가 아니면 경고는 괜찮음), 1 메뉴에 오류, 2 사용법 오류나 읽거나 쓸 수 없는 파일.")
    }

    /// `--json` and `--format` naming another format.
    package static func twoFormats(_ format: String) -> String {
        HelpText.say("--json and --format \(format) ask for two formats; give one", "--json과 --format \(format)은(는) 두 가지 형식을 요청해요; 하나만 주세요")
    }
}
