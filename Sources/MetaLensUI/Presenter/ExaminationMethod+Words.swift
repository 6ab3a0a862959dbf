import MetaLensCore

/// How each check beyond the metadata works and what it follows, as the
/// page's appendix says it, English and Korean side by side.
extension ExaminationMethod {
  /// The check's name.
  func title(_ language: Language) -> String {
    switch self {
    case .doubleCompression:
      language.pick(
        en: "Double compression",
        ko: "이중 압축")
    case .quantizationTables:
      language.pick(
        en: "Quantization tables",
        ko: "양자화 테이블")
    case .huffmanTables:
      language.pick(
        en: "Huffman tables",
        ko: "허프만 테이블")
    case .thumbnail:
      language.pick(
        en: "EXIF thumbnail against the picture",
        ko: "EXIF 썸네일과 이미지 비교")
    case .duplicatedRegion:
      language.pick(
        en: "Duplicated regions",
        ko: "복제된 영역")
    case .c2paSignature:
      language.pick(
        en: "Content Credentials: signature and trust",
        ko: "콘텐츠 자격 증명: 서명과 신뢰")
    case .c2paBinding:
      language.pick(
        en: "Content Credentials: binding to the file",
        ko: "콘텐츠 자격 증명: 파일과의 결속")
    }
  }

  /// How it works, in two or three sentences.
  func howItWorks(_ language: Language) -> String {
    switch self {
    case .doubleCompression:
      language.pick(
        en:
          "The quantized DCT coefficients are counted for each low frequency; a JPEG saved a second time with other tables leaves a periodic pattern of full and empty values that a single compression does not. The first save's step is the one whose predicted pattern fits best.",
        ko:
          "양자화된 DCT 계수를 저주파 성분마다 셉니다. 다른 양자화 테이블로 한 번 더 저장된 JPEG에는 한 번만 압축된 파일에는 없는, 값이 차고 비는 주기적 패턴이 남습니다. 첫 저장의 양자화 간격은 예측한 패턴이 가장 잘 맞는 값으로 추정합니다."
      )
    case .quantizationTables:
      language.pick(
        en:
          "The file's quantization tables are compared with those the named model writes in its originals and with libjpeg's standard tables at each quality. Tables the model never writes, or standard tables at a lower quality than the model uses, are what a program's re-save leaves.",
        ko:
          "파일의 양자화 테이블을 기록된 기종이 원본에 쓰는 테이블, 그리고 품질별 libjpeg 표준 테이블과 비교합니다. 그 기종이 쓰지 않는 테이블이나 기종이 쓰는 것보다 낮은 품질의 표준 테이블은 프로그램이 다시 저장한 흔적입니다."
      )
    case .huffmanTables:
      language.pick(
        en:
          "The file's Huffman tables are compared with the general tables of ITU-T T.81 Annex K and the complete sets camera makers write. Tables made for this one image, defining only the codes it uses, are what programs built on libjpeg and lossless optimisers write.",
        ko:
          "파일의 허프만 테이블을 ITU-T T.81 부속서 K의 일반 테이블, 그리고 카메라 제조사가 쓰는 완전한 테이블과 비교합니다. 이 이미지 하나에 맞춰 쓰인 부호만 정의한 테이블은 libjpeg 기반 프로그램과 무손실 최적화 도구가 쓰는 것입니다."
      )
    case .thumbnail:
      language.pick(
        en:
          "The thumbnail and the picture are reduced to 24 × 24 grey images (black bars removed, each quarter turn tried) and compared by normalised correlation, then window by window. A low correlation, or one region far more different than the rest, means the thumbnail does not show the picture as it now is.",
        ko:
          "썸네일과 이미지를 24 × 24 회색조로 줄여(검은 띠를 없애고 90도씩 돌려 가며) 정규화 상관으로 비교한 뒤, 구역별로도 비교합니다. 상관이 낮거나 한 구역만 유난히 다르면 썸네일이 지금의 이미지를 보여 주지 않는다는 뜻입니다."
      )
    case .duplicatedRegion:
      language.pick(
        en:
          "Overlapping 16 × 16 blocks of a small grey version of the picture are matched by their lowest DCT coefficients, and each shift many blocks share is checked pixel by pixel to a quarter pixel. A textured region that reappears at that one shift is the trace of a clone-stamp or copy-move edit.",
        ko:
          "축소한 회색조 이미지의 겹치는 16 × 16 블록을 가장 낮은 DCT 계수로 서로 맞추어 보고, 여러 블록이 공유하는 이동량마다 4분의 1 픽셀 단위까지 픽셀별로 확인합니다. 그 이동량에서만 다시 나타나는 질감 있는 영역은 복제 도장(clone-stamp)이나 복사-이동 편집의 흔적입니다."
      )
    case .c2paSignature:
      language.pick(
        en:
          "The active manifest's claim is checked against its COSE signature, every assertion it lists is hashed again, and the signer's certificate chain is followed to the C2PA Trust List or an anchor given on the command line. A status names each check with c2pa-rs's code, so another validator can confirm it.",
        ko:
          "활성 매니페스트의 클레임을 COSE 서명으로 검증하고, 클레임이 나열한 모든 어서션의 해시를 다시 계산하며, 서명자의 인증서 체인을 C2PA 신뢰 목록이나 명령줄에서 준 신뢰 앵커까지 따라갑니다. 각 검사의 상태는 c2pa-rs의 코드로 표시되므로 다른 검증 도구로 확인할 수 있습니다."
      )
    case .c2paBinding:
      language.pick(
        en:
          "The manifest's hard binding (a data, boxes or BMFF hash) is computed again over the file's bytes, leaving out the manifest itself. A mismatch means the file changed after it was signed; it does not say what changed.",
        ko:
          "매니페스트의 하드 바인딩(데이터, 박스 또는 BMFF 해시)을 매니페스트 자신을 뺀 파일의 바이트에 대해 다시 계산합니다. 일치하지 않으면 서명 뒤에 파일이 바뀌었다는 뜻이며, 무엇이 바뀌었는지는 알 수 없습니다."
      )
    }
  }

  /// The paper or specification it follows.
  func source(_ language: Language) -> String {
    switch self {
    case .doubleCompression:
      language.pick(
        en:
          "Popescu & Farid 2004, “Statistical tools for digital forensics”, section 3.2; Lukáš & Fridrich 2003, “Estimation of primary quantization matrix in double compressed JPEG images”",
        ko:
          "Popescu & Farid 2004, “Statistical tools for digital forensics”, 3.2절; Lukáš & Fridrich 2003, “Estimation of primary quantization matrix in double compressed JPEG images”"
      )
    case .quantizationTables:
      language.pick(
        en:
          "ITU-T T.81 (JPEG), Annex K; IJG libjpeg, jcparam.c (jpeg_quality_scaling); the tables of camera originals in MetaLens's corpus",
        ko: "ITU-T T.81 (JPEG), 부속서 K; IJG libjpeg, jcparam.c (jpeg_quality_scaling); MetaLens 코퍼스의 카메라 원본 테이블")
    case .huffmanTables:
      language.pick(
        en: "ITU-T T.81 (JPEG), Annex K; IJG libjpeg, jchuff.c (optimize_coding)",
        ko: "ITU-T T.81 (JPEG), 부속서 K; IJG libjpeg, jchuff.c (optimize_coding)")
    case .thumbnail:
      language.pick(
        en:
          "Exif 2.32 (CIPA DC-008), the IFD1 thumbnail; the comparison and its thresholds are MetaLens's own, measured on its corpus",
        ko: "Exif 2.32 (CIPA DC-008), IFD1 썸네일; 비교 방법과 기준값은 MetaLens 고유의 것으로, 코퍼스에서 측정했습니다")
    case .duplicatedRegion:
      language.pick(
        en: "Fridrich, Soukal & Lukáš 2003, “Detection of copy-move forgery in digital images”",
        ko: "Fridrich, Soukal & Lukáš 2003, “Detection of copy-move forgery in digital images”")
    case .c2paSignature:
      language.pick(
        en: "C2PA Technical Specification 2.1, Validation; RFC 9052 (COSE); c2pa-rs's validation status codes",
        ko: "C2PA Technical Specification 2.1, Validation; RFC 9052 (COSE); c2pa-rs의 검증 상태 코드")
    case .c2paBinding:
      language.pick(
        en: "C2PA Technical Specification 2.1, Hard Bindings",
        ko: "C2PA Technical Specification 2.1, Hard Bindings")
    }
  }
}
