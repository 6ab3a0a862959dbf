#!/usr/bin/env python3
"""`make fuzz`: runs every libFuzzer target in Fuzz/ for a bounded time.

Usage: fuzz.py SECONDS [TARGET...]. Each target runs for SECONDS (one target
per core at a time) on the seeds
from scripts/fuzz-seeds.py, the seeds kept in Fuzz/Seeds/<target> (inputs the
fuzzer would take long to find, checked by FuzzSeedTests), plus its own
growing corpus in .build/fuzz/corpus.
A crash, hang (10 s for one input), leak or out-of-memory is saved under
Tests/MetaLensUITests/FuzzRegressions/<target>-<kind>-<hash>, where the tests
replay it, and the run fails. Prints executions and coverage per target and
appends them to .build/fuzz/log.tsv."""
import concurrent.futures, datetime, os, re, shutil, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.abspath(os.environ.get("METALENS_CORPUS", os.path.join(ROOT, "..", "shared", "corpus")))
WORK = os.path.join(ROOT, ".build", "fuzz")
BINARIES = os.path.join(ROOT, "Fuzz", ".build", "release")
REGRESSIONS = os.path.join(ROOT, "Tests", "MetaLensUITests", "FuzzRegressions")
TARGETS = {"file": "FuzzFile", "exif": "FuzzEXIF", "xmp": "FuzzXMP", "photoshop": "FuzzPhotoshop", "icc": "FuzzICC", "c2pa": "FuzzC2PA",
           "imageData": "FuzzImageData", "header": "FuzzHeader",
           "compare": "FuzzCompare"}
MAX_LEN = {"file": 256 << 10, "header": 256 << 10, "compare": 256 << 10}  # whole files and headers; the segment targets fit one segment
DICTIONARIES = os.path.join(ROOT, "Fuzz", "Dictionaries")
KEPT_SEEDS = os.path.join(ROOT, "Fuzz", "Seeds")


def seed(target):
    seeds = os.path.join(WORK, "seeds")
    if not os.path.isdir(os.path.join(seeds, target)):
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "fuzz-seeds.py"), seeds,
                        os.path.join(CORPUS, "files"), os.path.join(ROOT, "Fixtures")], check=True)
    os.makedirs(os.path.join(seeds, target), exist_ok=True)
    return os.path.join(seeds, target)


def run(target, seconds):
    corpus = os.path.join(WORK, "corpus", target)
    artifacts = os.path.join(WORK, "artifacts", target) + os.sep
    os.makedirs(corpus, exist_ok=True)
    os.makedirs(artifacts, exist_ok=True)
    args = [os.path.join(BINARIES, TARGETS[target]), f"-max_total_time={seconds}", "-timeout=10",
            "-rss_limit_mb=4096", f"-max_len={MAX_LEN.get(target, 65500)}", "-print_final_stats=1",
            f"-artifact_prefix={artifacts}"]
    dictionary = os.path.join(DICTIONARIES, target + ".dict")
    if os.path.exists(dictionary):
        args.append(f"-dict={dictionary}")
    args += [corpus, seed(target)]
    kept = os.path.join(KEPT_SEEDS, target)
    if os.path.isdir(kept):
        args.append(kept)
    # Swift's own backtracer would wait on the crashed process; libFuzzer
    # and ASan report crashes themselves.
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    result = subprocess.run(args, capture_output=True, text=True, env=env)
    stats = dict(re.findall(r"^stat::(\w+):\s*(\d+)", result.stderr, re.M))
    coverage = re.findall(r"cov: (\d+) ft: (\d+)", result.stderr)
    found = []
    for name in sorted(os.listdir(artifacts)):
        kind = name.split("-")[0]
        saved = f"{target}-{kind}-{name.split('-')[-1][:12]}"
        shutil.copy(os.path.join(artifacts, name), os.path.join(REGRESSIONS, saved))
        os.remove(os.path.join(artifacts, name))
        found.append(saved)
    if result.returncode != 0 and not found:
        found.append(f"exit status {result.returncode}")
    if found:
        tail = "\n".join(result.stderr.splitlines()[-40:])
        print(f"--- {target}: libFuzzer output (end) ---\n{tail}", file=sys.stderr)
    return {"target": target, "seconds": seconds, "executions": int(stats.get("number_of_executed_units", 0)),
            "per_second": int(stats.get("average_exec_per_sec", 0)), "coverage": coverage[-1][0] if coverage else "?",
            "corpus": len(os.listdir(corpus)), "found": found}


def main():
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    targets = sys.argv[2:] or list(TARGETS)
    os.makedirs(WORK, exist_ok=True)
    for target in targets:
        seed(target)
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        results = list(pool.map(lambda target: run(target, seconds), targets))
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M")
    print(f"{'target':<10} {'seconds':>8} {'executions':>11} {'exec/s':>7} {'edges':>6} {'corpus':>7}  found")
    with open(os.path.join(WORK, "log.tsv"), "a") as log:
        for r in results:
            print(f"{r['target']:<10} {r['seconds']:>8} {r['executions']:>11} {r['per_second']:>7} "
                  f"{r['coverage']:>6} {r['corpus']:>7}  {', '.join(r['found']) or 'nothing'}")
            log.write(f"{date}\t{r['target']}\t{r['seconds']}\t{r['executions']}\t{r['coverage']}\t"
                      f"{';'.join(r['found'])}\n")
    if any(r["found"] for r in results):
        sys.exit(f"fuzzing found problems; the inputs are saved in {os.path.relpath(REGRESSIONS, ROOT)} "
                 "and the tests replay them")


if __name__ == "__main__":
    main()
