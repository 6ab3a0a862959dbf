#!/usr/bin/env bash
# The README's ways to spread metalens over machines, run on this one: GNU
# parallel (locally, no ssh) splitting a file list into --files-from chunks,
# and scripts/dask-batch.py on local threads. Each must give one whole NDJSON
# record per input file, the same records (modulo order) as a single run.
#
#   scripts/test-distributed.sh METALENS DASK-PYTHON [FOLDER]
#
# FOLDER defaults to Fixtures/ (the samples, with an error record or two);
# the list repeats it a few times over hard links so there are chunks to split.
set -euo pipefail
metalens=$(realpath "$1")
python=$2
folder=${3:-Fixtures}
work=$(mktemp -d "${TMPDIR:-/tmp}/metalens-distributed.XXXXXX")
trap 'rm -rf "$work"' EXIT

for copy in 1 2 3 4; do
  mkdir "$work/copy$copy"
  find "$folder" -maxdepth 1 -type f -exec ln {} "$work/copy$copy/" \; 2>/dev/null \
    || find "$folder" -maxdepth 1 -type f -exec cp {} "$work/copy$copy/" \;
done
find "$work" -name '*.*' -path '*/copy*' -type f | sort > "$work/list"
count=$(wc -l < "$work/list")

# One run over the whole list: the reference. Exit 1 (a file not readable)
# is expected with the fixtures' broken samples; anything else is a failure.
status=0; "$metalens" inspect --ndjson --files-from "$work/list" > "$work/single.ndjson" 2>/dev/null || status=$?
[ "$status" -le 1 ] || { echo "single run failed ($status)"; exit 1; }

# GNU parallel: chunks of 7 paths, each a metalens run reading its chunk from
# standard input (--pipe), outputs kept in input order (--keep-order).
status=0
parallel --will-cite --pipe -N 7 --keep-order -j 2 "$metalens" inspect --ndjson --files-from - \
  < "$work/list" > "$work/parallel.ndjson" 2>/dev/null || status=$?
[ "$status" -le 1 ] || { echo "GNU parallel run failed ($status)"; exit 1; }

status=0
"$python" scripts/dask-batch.py --metalens "$metalens" --chunk 9 --workers 2 "$work/list" \
  > "$work/dask.ndjson" 2>/dev/null || status=$?
[ "$status" -le 1 ] || { echo "Dask run failed ($status)"; exit 1; }

"$python" - "$count" "$work/single.ndjson" "$work/parallel.ndjson" "$work/dask.ndjson" <<'PY'
import json, sys
count, files = int(sys.argv[1]), sys.argv[2:]
def records(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    assert lines[-1] == "", f"{path}: the last line is cut"
    return sorted(json.dumps(json.loads(line), sort_keys=True) for line in lines[:-1])
single = records(files[0])
assert len(single) == count, f"single run: {len(single)} records for {count} files"
for path in files[1:]:
    got = records(path)
    assert got == single, f"{path}: {len(got)} records, not the single run's {len(single)}"
print(f"distributed: GNU parallel and Dask gave the single run's {count} records")
PY
