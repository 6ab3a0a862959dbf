// swift-format-ignore-file
// Catalogue data: one entry a line, so lines are long.

/// Verdicts, kinds of rule, score bands and what metadata cannot tell.
extension KoreanCatalogue {
  static let verdicts: [String: String] = [
    "verdict.likely_original.title": "원본 가능성 높음",
    "verdict.likely_original.meaning": "메타데이터에 카메라나 휴대전화로 촬영한 기록이 있고, 편집 흔적은 없습니다.",
    "verdict.possibly_edited.title": "편집 가능성 있음",
    "verdict.possibly_edited.meaning": "편집 프로그램 이름은 없지만, 촬영 후 파일이 변경되었거나 다시 저장되었음을 시사하는 흔적이 있습니다.",
    "verdict.edited.title": "편집됨 (재저장 포함)",
    "verdict.edited.meaning": "파일에 편집 프로그램의 이름이나 흔적이 있습니다. 촬영 후 변경되었거나 다시 저장된 파일입니다.",
    "verdict.ai_edited.title": "생성형 AI로 편집됨",
    "verdict.ai_edited.meaning": "이미지의 일부를 생성형 AI로 변경했다고 파일에 선언되어 있습니다.",
    "verdict.ai_generated.title": "AI 생성",
    "verdict.ai_generated.meaning": "생성형 AI 시스템으로 만들었다고 파일에 선언되어 있습니다.",
    "verdict.re_encoded.title": "다시 인코딩된 사본",
    "verdict.re_encoded.meaning": "카메라의 원본 파일이 아닙니다. 사진이 다시 인코딩되었으나, 내용이 바뀌었다는 흔적은 없습니다.",
    "verdict.no_metadata.title": "메타데이터 부족",
    "verdict.no_metadata.meaning": "판단할 만한 카메라 메타데이터가 거의 없습니다. 메타데이터 삭제는 흔한 일이며, 그 자체로는 아무것도 증명하지 않습니다.",

    "kind.ai.title": "생성형 AI (파일에 선언됨)",
    "kind.definite.title": "확실한 편집 흔적",
    "kind.probable.title": "편집 가능성을 시사하는 흔적",
    "kind.copy.title": "다시 인코딩된 사본의 흔적",
    "kind.missing.title": "누락된 메타데이터",
    "kind.neutral.title": "점수에 영향을 주지 않는 사항",
    "kind.positive.title": "원본임을 뒷받침하는 증거",

    "band.high.meaning": "원본 가능성 높음: 촬영 증거가 있고 반대되는 흔적이 없음",
    "band.medium.meaning": "편집 가능성 있음, 또는 다시 인코딩된 사본: 변경을 시사하는 흔적이나 다시 인코딩된 흔적이 있으나 확실한 것은 없음",
    "band.low.meaning": "편집됨, 또는 생성형 AI로 만들거나 변경됨: 확실한 흔적이나 선언이 있음",

    "limits.0": "메타데이터는 위조할 수 있습니다. 알맞은 도구만 있으면 누구나 태그, 날짜, 이름, 표시를 써넣을 수 있습니다.",
    "limits.1": "메타데이터는 삭제될 수 있습니다. SNS, 메신저와 여러 업로드 서비스는 모든 사진에서 메타데이터를 지우므로, 흔적이 없다는 것은 아무것도 증명하지 않습니다.",
    "limits.2": "Google SynthID 같은 픽셀 워터마크와 메타데이터가 지워진 AI 이미지는 메타데이터로 알 수 없습니다. 점수가 높다고 해서 실제 이미지라는 증명이 되지는 않습니다.",
    "limits.3": "C2PA 자격 증명은 검사합니다(서명, 해시, C2PA 신뢰 목록에 대한 서명자 인증서 체인). 그러나 유효한 자격 증명은 서명 이후 파일이 바뀌지 않았음을 보여 줄 뿐, 촬영된 장면이 사실임을 보여 주지는 않습니다. 제거된 자격 증명은 XMP 포인터가 남아 있을 때만 흔적이 남습니다.",
    "limits.4": "점수는 흔적들의 무게를 더한 것이고, 판정은 가장 강한 흔적을 따릅니다. 결론을 내리기 전에 각 항목과 그 증거를 읽으십시오.",
  ]
}
