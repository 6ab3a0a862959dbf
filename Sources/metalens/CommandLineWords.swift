import MetaLensCore

/// What the command line says on stderr: a file that failed, the progress
/// of a batch, a run stopped or resumed. Each case carries its arguments;
/// its English and Korean are written side by side (see `Wording`). The
/// reason of a failed read is Core's (`MetaLensError`), since JSON carries
/// it too; only the line around it is here.
enum CommandLineWords: Wording {
  case failed(path: String, reason: String, hint: String?)
  /// A missing path one slip away from a subcommand.
  case didYouMean(subcommand: String)
  case noImages(recursive: Bool)
  case symlinkLoop(path: String)
  case special(path: String, SpecialEntry)
  case outputFailed(reason: String, diskFull: Bool)
  /// `total` is the entries found so far, with `+` while the walk was not done.
  case interrupted(done: Int, total: String)
  case resumed(Int)
  case resumeTorn(path: String)
  case resumeUnreadable(path: String, reason: String)
  case filesFrom(path: String, reason: String)
  case trustAnchors(path: String, reason: String)
  case unknownOption(String)

  func text(_ language: Language) -> String {
    switch self {
    case .failed(let path, let reason, nil):
      "metalens: \(path): \(reason)"
    case .failed(let path, let reason, let hint?):
      "metalens: \(path): \(reason) (\(hint))"
    case .didYouMean(let name):
      language.pick(en: "did you mean `metalens \(name)`?", ko: "혹시 `metalens \(name)` 명령을 찾으셨습니까?")
    case .noImages(let recursive):
      language.pick(en: "metalens: no images found", ko: "metalens: 이미지를 찾지 못했습니다")
        + (recursive ? "" : language.pick(en: " (sub-folders are only searched with -r)", ko: " (하위 폴더는 -r을 주어야 찾습니다)"))
    case .symlinkLoop(let path):
      language.pick(en: "metalens: \(path): symlink loop, not followed", ko: "metalens: \(path): 심볼릭 링크가 순환하여 따라가지 않음")
    case .special(let path, let kind):
      language.pick(
        en: "metalens: \(path): \(Self.name(kind, language)), skipped",
        ko: "metalens: \(path): \(Self.name(kind, language)), 건너뜀")
    case .outputFailed(let reason, let diskFull):
      language.pick(
        en: "metalens: cannot write the output: \(reason) (\(Self.outputHint(diskFull: diskFull, language)))",
        ko: "metalens: 출력을 쓸 수 없습니다: \(reason) (\(Self.outputHint(diskFull: diskFull, language)))")
    case .interrupted(let done, let total):
      language.pick(
        en: "metalens: interrupted after \(done) of \(total) files", ko: "metalens: 파일 \(total)개 중 \(done)개를 처리한 뒤 중단됨")
    case .resumed(let count):
      language.pick(en: "metalens: resumed: \(count) already recorded", ko: "metalens: 이어서 실행: \(count)개는 이미 기록됨")
    case .resumeTorn(let path):
      language.pick(
        en: "metalens: \(path): its last line is cut (a run that was stopped); ignored",
        ko: "metalens: \(path): 마지막 줄이 잘렸습니다(중단된 실행). 무시합니다")
    case .resumeUnreadable(let path, let reason):
      language.pick(
        en: "metalens: \(path): cannot read the records to resume from (\(reason))",
        ko: "metalens: \(path): 이어서 실행할 기록을 읽을 수 없습니다 (\(reason))")
    case .filesFrom(let path, let reason):
      language.pick(
        en: "metalens: \(path): cannot read the list of files (\(reason))",
        ko: "metalens: \(path): 파일 목록을 읽을 수 없습니다 (\(reason))")
    case .trustAnchors(let path, let reason):
      language.pick(
        en: "metalens: \(path): cannot read the trust anchors (\(reason))",
        ko: "metalens: \(path): 신뢰 앵커를 읽을 수 없음 (\(reason))")
    case .unknownOption(let token):
      language.pick(
        en:
          "metalens: unknown option '\(token)' (for a file whose name starts with a dash, put -- before it: metalens -- \(token))",
        ko: "metalens: 알 수 없는 옵션 '\(token)' (이름이 대시로 시작하는 파일이면 앞에 --를 넣으십시오: metalens -- \(token))")
    }
  }

  private static func name(_ kind: SpecialEntry, _ language: Language) -> String {
    switch kind {
    case .fifo: language.pick(en: "a FIFO", ko: "FIFO")
    case .danglingLink: language.pick(en: "a symlink to nothing", ko: "가리키는 대상이 없는 심볼릭 링크")
    case .linkOutside:
      language.pick(
        en: "a symlink out of the folder given, not followed (--follow-links follows it)",
        ko: "주어진 폴더 밖을 가리키는 심볼릭 링크, 따라가지 않음 (--follow-links를 주면 따라감)")
    case .subfolder:
      language.pick(en: "a folder, not searched (-r searches sub-folders)", ko: "폴더, 검색하지 않음 (-r을 주면 하위 폴더도 찾음)")
    case .other: language.pick(en: "not a regular file", ko: "일반 파일이 아님")
    }
  }

  private static func outputHint(diskFull: Bool, _ language: Language) -> String {
    diskFull
      ? language.pick(en: "free some space, or write the output elsewhere", ko: "공간을 확보하거나 다른 곳에 출력을 쓰세요")
      : language.pick(en: "check where stdout goes", ko: "표준 출력이 어디로 가는지 확인하세요")
  }
}
