/// The known fingerprints of platforms' re-encodings (`all`) and Apple's and
/// Photoshop's measured quantization tables (`appleTables`,
/// `photoshopTables`), generated from
/// `scripts/data/platform-fingerprints.tsv` and
/// `scripts/data/encoder-tables.tsv` by
/// `scripts/generate-platform-fingerprints.py` into
/// `PlatformFingerprints+Data.swift`. Every row names its sources;
/// docs/RECEIVED-COPIES.md says what was measured and what was left out.
enum PlatformFingerprints {}
