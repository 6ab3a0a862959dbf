// swift-format-ignore-file
// Catalogue data: one entry a line, so lines are long.

/// The words of an exhibit (issue 37): case details, the printed pages'
/// footer, the appendix's method and limits, and `--html`'s output advice,
/// in Korean.
extension KoreanCatalogue {
  static let exhibit: [String: String] = [
    "html.custody.case": "사건번호",
    "html.custody.examiner": "감정인",
    "html.custody.note": "비고",
    "exhibit.footer.page": "{1}쪽 중 {0}쪽",
    "exhibit.appendix.title": "부록: 감정 방법과 한계",
    "exhibit.appendix.intro": "MetaLens가 없는 독자를 위해 이 보고서의 결론에 이른 과정을 적습니다. 적용된 각 규칙의 근거와 한계(metalens guide와 같은 문장), 메타데이터 밖의 각 검사가 어떻게 이루어지는지, 그리고 이 감정으로 알 수 없는 것입니다.",
    "exhibit.appendix.rules": "적용된 규칙",
    "exhibit.appendix.methods": "이미지 데이터와 콘텐츠 자격 증명(C2PA)의 검사 방법",
    "exhibit.appendix.source": "출처: {0}.",
    "exhibit.cannot-tell": "이 감정으로 알 수 없는 것",
    "exhibit.method.double-compression.title": "이중 압축",
    "exhibit.method.double-compression.text": "양자화된 DCT 계수를 저주파 성분마다 셉니다. 다른 양자화 테이블로 한 번 더 저장된 JPEG에는 한 번만 압축된 파일에는 없는, 값이 차고 비는 주기적 패턴이 남습니다. 첫 저장의 양자화 간격은 예측한 패턴이 가장 잘 맞는 값으로 추정합니다.",
    "exhibit.method.double-compression.source": "Popescu & Farid 2004, “Statistical tools for digital forensics”, 3.2절; Lukáš & Fridrich 2003, “Estimation of primary quantization matrix in double compressed JPEG images”",
    "exhibit.method.quantization-tables.title": "양자화 테이블",
    "exhibit.method.quantization-tables.text": "파일의 양자화 테이블을 기록된 기종이 원본에 쓰는 테이블, 그리고 품질별 libjpeg 표준 테이블과 비교합니다. 그 기종이 쓰지 않는 테이블이나 기종이 쓰는 것보다 낮은 품질의 표준 테이블은 프로그램이 다시 저장한 흔적입니다.",
    "exhibit.method.quantization-tables.source": "ITU-T T.81 (JPEG), 부속서 K; IJG libjpeg, jcparam.c (jpeg_quality_scaling); MetaLens 코퍼스의 카메라 원본 테이블",
    "exhibit.method.huffman-tables.title": "허프만 테이블",
    "exhibit.method.huffman-tables.text": "파일의 허프만 테이블을 ITU-T T.81 부속서 K의 일반 테이블, 그리고 카메라 제조사가 쓰는 완전한 테이블과 비교합니다. 이 이미지 하나에 맞춰 쓰인 부호만 정의한 테이블은 libjpeg 기반 프로그램과 무손실 최적화 도구가 쓰는 것입니다.",
    "exhibit.method.huffman-tables.source": "ITU-T T.81 (JPEG), 부속서 K; IJG libjpeg, jchuff.c (optimize_coding)",
    "exhibit.method.thumbnail.title": "EXIF 썸네일과 이미지 비교",
    "exhibit.method.thumbnail.text": "썸네일과 이미지를 24 × 24 회색조로 줄여(검은 띠를 없애고 90도씩 돌려 가며) 정규화 상관으로 비교한 뒤, 구역별로도 비교합니다. 상관이 낮거나 한 구역만 유난히 다르면 썸네일이 지금의 이미지를 보여 주지 않는다는 뜻입니다.",
    "exhibit.method.thumbnail.source": "Exif 2.32 (CIPA DC-008), IFD1 썸네일; 비교 방법과 기준값은 MetaLens 고유의 것으로, 코퍼스에서 측정했습니다",
    "exhibit.method.duplicated-region.title": "복제된 영역",
    "exhibit.method.duplicated-region.text": "축소한 회색조 이미지의 겹치는 16 × 16 블록을 가장 낮은 DCT 계수로 서로 맞추어 보고, 여러 블록이 공유하는 이동량마다 4분의 1 픽셀 단위까지 픽셀별로 확인합니다. 그 이동량에서만 다시 나타나는 질감 있는 영역은 복제 도장(clone-stamp)이나 복사-이동 편집의 흔적입니다.",
    "exhibit.method.duplicated-region.source": "Fridrich, Soukal & Lukáš 2003, “Detection of copy-move forgery in digital images”",
    "exhibit.method.c2pa-signature.title": "콘텐츠 자격 증명: 서명과 신뢰",
    "exhibit.method.c2pa-signature.text": "활성 매니페스트의 클레임을 COSE 서명으로 검증하고, 클레임이 나열한 모든 어서션의 해시를 다시 계산하며, 서명자의 인증서 체인을 C2PA 신뢰 목록이나 명령줄에서 준 신뢰 앵커까지 따라갑니다. 각 검사의 상태는 c2pa-rs의 코드로 표시되므로 다른 검증 도구로 확인할 수 있습니다.",
    "exhibit.method.c2pa-signature.source": "C2PA Technical Specification 2.1, Validation; RFC 9052 (COSE); c2pa-rs의 검증 상태 코드",
    "exhibit.method.c2pa-binding.title": "콘텐츠 자격 증명: 파일과의 결속",
    "exhibit.method.c2pa-binding.text": "매니페스트의 하드 바인딩(데이터, 박스 또는 BMFF 해시)을 매니페스트 자신을 뺀 파일의 바이트에 대해 다시 계산합니다. 일치하지 않으면 서명 뒤에 파일이 바뀌었다는 뜻이며, 무엇이 바뀌었는지는 알 수 없습니다.",
    "exhibit.method.c2pa-binding.source": "C2PA Technical Specification 2.1, Hard Bindings",
    "cli.html-terminal": "--html은 이미지를 포함한 페이지 전체를 출력하므로 터미널에는 표시할 수 없습니다. -o report.html(또는 > report.html)로 파일에 쓴 다음 브라우저에서 여십시오.",
    "cli.output-is-input": "{0}은(는) 검사하는 파일 중 하나이며, metalens는 검사하는 파일을 덮어쓰지 않습니다. -o에 다른 파일을 지정하십시오.",
    "cli.output": "{0}에 쓸 수 없습니다: {1}.",
  ]
}
