import MetaLensCore

/// What `metalens` alone prints: what it answers, three commands to start
/// with and where to read more, instead of an error and the whole help.
/// It is printed on stdout with exit status 2, so a script whose list of
/// paths came out empty (`metalens $files`) does not pass for a clean run.
/// The Korean keeps under 80 columns with Hangul counted as two.
enum FirstScreen {
  static func text(_ language: Language) -> String {
    language.pick(
      en: """
        MetaLens tells whether a photo is an original, or edited, re-saved,
        stripped or AI-generated, from what the file says about itself
        (EXIF, XMP, IPTC, C2PA...), and shows the evidence for its verdict.
        It only reads files: nothing is changed, nothing is sent anywhere.

        Try:
          metalens photo.jpg                      the report for one photo
          metalens -r folder --csv > report.csv   one CSV row per photo in folder
          metalens guide                          how the score is computed

        More: metalens --help, metalens help inspect, and README.md.
        """,
      ko: """
        MetaLens는 파일이 스스로 밝히는 정보(EXIF, XMP, IPTC, C2PA 등)로
        사진이 원본인지, 편집·재저장되었는지, 메타데이터가 지워졌는지,
        AI로 생성되었는지 판단하고 그 판정의 증거를 보여 줍니다.
        파일을 읽기만 합니다. 아무것도 바꾸지 않고 어디에도 보내지 않습니다.

        시작하기:
          metalens photo.jpg                      사진 한 장의 보고서
          metalens -r folder --csv > report.csv   폴더의 사진마다 CSV 한 줄
          metalens guide                          점수 산정 방식

        더 보기: metalens --help, metalens help inspect, README.md
        """)
  }
}
