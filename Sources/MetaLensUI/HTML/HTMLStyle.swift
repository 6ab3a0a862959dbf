/// The page's only style sheet, inline (the Content-Security-Policy allows
/// inline styles and `data:` images, nothing else). Readable on a phone;
/// printable, each file on its own pages.
///
/// The font stacks end in CJK fonts (Noto Sans CJK, Debian's
/// `fonts-noto-cjk`, then macOS's and Windows's Korean fonts): with only
/// DejaVu, a Korean page prints every Hangul syllable as a box.
enum HTMLStyle {
  static let sans =
    "system-ui,-apple-system,\"Segoe UI\",\"DejaVu Sans\",\"Noto Sans CJK KR\",\"Noto Sans KR\","
    + "\"Apple SD Gothic Neo\",\"Malgun Gothic\",sans-serif"
  static let monospace =
    "ui-monospace,\"DejaVu Sans Mono\",\"Noto Sans Mono CJK KR\",\"Noto Sans CJK KR\",\"D2Coding\",monospace"

  static let css = """
    :root{--ink:#1f2328;--muted:#59636e;--line:#d1d9e0;--green:#1a7f37;--yellow:#9a6700;--red:#cf222e;\
    --neutral:#6e7781;--magenta:#8250df}
    *{box-sizing:border-box}
    body{margin:0 auto;max-width:62rem;padding:1rem;font:15px/1.5 \(sans);\
    color:var(--ink);background:#fff;overflow-wrap:break-word}
    h1{font-size:1.5rem;margin:.2rem 0 1rem}h2{font-size:1.15rem;margin:1.6rem 0 .5rem;border-bottom:1px solid var(--line)}
    .value,code,td.value{font-family:\(monospace);overflow-wrap:anywhere;unicode-bidi:isolate}
    .custody{border:1px solid var(--line);border-radius:6px;padding:.6rem .9rem;background:#f6f8fa}
    .custody dl,.card dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0}
    dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
    .readonly{margin:.5rem 0 0;color:var(--muted)}
    .pictures{display:flex;flex-wrap:wrap;gap:1rem}.pictures figure{margin:0;flex:1 1 16rem;max-width:26rem}
    .pictures img{width:100%;height:auto;image-rendering:auto;border:1px solid var(--line)}.overlaid svg.aligned{display:block;width:100%;height:auto;border:1px solid var(--line)}.overlaid{position:relative}.overlaid img{display:block}.overlay{position:absolute;inset:0;width:100%;height:100%;pointer-events:none}.overlay .region{fill:none;stroke:#ff0;stroke-width:6;vector-effect:non-scaling-stroke}.overlay text{fill:#ff0;font:bold 44px sans-serif;stroke:#000;stroke-width:2}figcaption{color:var(--muted);font-size:.9rem}
    .nopreview{border:1px dashed var(--line);padding:2rem;text-align:center;color:var(--muted)}
    .gauge{display:flex;align-items:center;gap:1rem;flex-wrap:wrap}.gauge svg{max-width:100%}
    .verdict{font-size:1.3rem;font-weight:600}.meaning{margin:.2rem 0 0}
    .high{color:var(--green)}.medium{color:var(--yellow)}.low{color:var(--red)}.unscored{color:var(--neutral)}
    .flags{list-style:none;padding:0}.flags li{border-left:4px solid var(--line);padding:.3rem .8rem;margin:.6rem 0;\
    break-inside:avoid}
    .flags li.critical{border-color:var(--magenta)}.flags li.warning{border-color:var(--red)}
    .flags li.notice{border-color:var(--yellow)}.flags li.positive{border-color:var(--green)}
    .flag-title{font-weight:600}.points{float:right;font-variant-numeric:tabular-nums}
    table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.2rem .5rem;border-bottom:1px solid var(--line);\
    vertical-align:top}
    .evidence{font-size:.9rem;margin:.3rem 0;width:auto}.evidence td{border:0;padding:.1rem .5rem .1rem 0}
    .notices li{color:var(--yellow)}.limits{color:var(--muted)}
    section.file{margin-top:2rem}
    table.batch{table-layout:fixed}.batch th:nth-child(1){width:4.5rem}.batch th:nth-child(2){width:22%}\
    .batch th:nth-child(3){width:30%}td{overflow-wrap:anywhere}
    .appendix dt{color:var(--ink);font-weight:600;margin-top:.6rem}.appendix dd{margin:0 0 .3rem}.source{color:var(--muted)}
    @media print{body{max-width:none;font-size:11pt}section.file{break-before:page}
    details::details-content{content-visibility:visible;display:block}
    a{color:inherit;text-decoration:none}}
    """
}
