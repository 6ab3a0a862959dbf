#!/usr/bin/env python3
"""Runs `metalens inspect --ndjson` over a long list of files with Dask.

    dask-batch.py [--metalens BIN] [--chunk N] [--workers N] LIST [-- METALENS-OPTIONS...]

LIST holds one path a line (`find photos -name '*.jpg' > LIST`). It is cut
into chunks of N paths; each chunk is one `metalens inspect --ndjson
--files-from CHUNK` run, a task of a dask.bag computed on local threads (each
task waits on its own metalens process, so threads are enough; on a cluster,
pass a dask.distributed Client's scheduler instead). The chunks' NDJSON is
written to stdout in the order of LIST, so the output is the single run's,
record for record. The exit status is the worst of the runs' (1 when a file
could not be read). Needs `pip install "dask[bag]"`."""
import argparse, os, subprocess, sys, tempfile

import dask.bag


def inspect_chunk(chunk, metalens, options):
    """One metalens run over `chunk` (index, paths): its status, NDJSON and stderr."""
    index, paths = chunk
    with tempfile.NamedTemporaryFile("w", suffix=".list", delete=False) as listing:
        listing.write("".join(path + "\n" for path in paths))
    try:
        run = subprocess.run([metalens, "inspect", "--ndjson", "--files-from", listing.name] + options,
                             capture_output=True)
    finally:
        os.unlink(listing.name)
    return index, run.returncode, run.stdout, run.stderr


def main():
    arguments = sys.argv[1:]
    options = arguments[arguments.index("--") + 1:] if "--" in arguments else []
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--metalens", default="metalens")
    parser.add_argument("--chunk", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("list")
    known = parser.parse_args(arguments[:arguments.index("--")] if "--" in arguments else arguments)
    paths = [line.rstrip("\n") for line in open(known.list) if line.strip()]
    chunks = [(i, paths[start:start + known.chunk]) for i, start in enumerate(range(0, len(paths), known.chunk))]
    if not chunks:
        return 0
    bag = dask.bag.from_sequence(chunks, npartitions=len(chunks))
    results = bag.map(inspect_chunk, known.metalens, options).compute(
        scheduler="threads", num_workers=known.workers)
    status = 0
    for _, code, out, err in sorted(results, key=lambda result: result[0]):
        sys.stdout.buffer.write(out)
        sys.stderr.buffer.write(err)
        status = max(status, code)
    return status


if __name__ == "__main__":
    sys.exit(main())
