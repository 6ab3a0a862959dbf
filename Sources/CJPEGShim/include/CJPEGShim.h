// Every libjpeg call metalens makes lives behind this header.
//
// libjpeg reports fatal errors by calling `error_exit`, which by default calls
// exit(); the only safe way to recover is setjmp/longjmp, and Swift cannot call
// setjmp. So each libjpeg session runs entirely inside one C function here, and
// Swift only ever sees plain structs.
#ifndef METALENS_CJPEGSHIM_H
#define METALENS_CJPEGSHIM_H

#include <stddef.h>
#include <stdint.h>

#define METALENS_JPEG_MESSAGE_LENGTH 200
#define METALENS_JPEG_MAX_TABLES 4

/// What one decode may make libjpeg do (metalens's `JPEGDecodeLimits`):
/// every decompressor the shim creates gets them before it reads a byte.
typedef struct {
  /// Declared width x height; a larger image is refused after its header.
  long max_pixels;
  /// libjpeg's `max_memory_to_use`: past it, whole-image buffers (a
  /// progressive file's coefficients) fail cleanly, there being no backing
  /// store.
  long max_memory;
  /// Scans read before the decode stops (as `djpeg -maxscans`): each scan of
  /// a progressive file is a pass over every block.
  int max_scans;
  /// 1: the first warning (corrupt or missing data) ends the decode, for
  /// analyses that discard a damaged file anyway.
  int stop_at_warning;
} metalens_jpeg_limits;

/// The quantization tables libjpeg holds after `jpeg_read_header`.
typedef struct {
  /// 1 when libjpeg read the header; 0 with `message` set otherwise. Tables
  /// defined before an error are still reported.
  int ok;
  char message[METALENS_JPEG_MESSAGE_LENGTH];
  /// libjpeg's warnings (corrupt data it could step over), and the first one.
  int warning_count;
  char first_warning[METALENS_JPEG_MESSAGE_LENGTH];
  int table_present[METALENS_JPEG_MAX_TABLES];
  /// Quantization tables in natural (row-major) order, as libjpeg keeps them.
  uint16_t tables[METALENS_JPEG_MAX_TABLES][64];
} metalens_jpeg_header;

/// Reads the header of the JPEG in `data` (SOI up to and including SOS).
/// Returns `out->ok`.
int metalens_jpeg_read_header(const uint8_t *data, size_t size, const metalens_jpeg_limits *limits,
                              metalens_jpeg_header *out);

/// A small picture of a JPEG for a report: decoded with libjpeg's DCT
/// scaling (1/2 to 1/8, no full-size decode), decimated further while read
/// so that neither side exceeds `max_dimension`, turned upright for EXIF
/// `orientation` (1-8), and encoded again as a baseline JPEG at `quality`.
/// Memory stays at max_dimension^2 * 3 bytes whatever the image's size.
/// On success `*out` holds a buffer to release with `metalens_jpeg_free`
/// and `*width`, `*height` its size. Returns 0 when libjpeg cannot draw it,
/// 2 when it is over `limits`.
int metalens_jpeg_preview(const uint8_t *data, size_t size, const metalens_jpeg_limits *limits, int max_dimension,
                          int orientation, int quality, uint8_t **out,
                          size_t *out_size, int *width, int *height,
                          char message[METALENS_JPEG_MESSAGE_LENGTH]);

/// Histogram bins per coefficient: quantized values -64...64.
#define METALENS_DCT_HISTOGRAM_RANGE 64
#define METALENS_DCT_HISTOGRAM_BINS (2 * METALENS_DCT_HISTOGRAM_RANGE + 1)
/// Coefficients measured: the first AC positions in zigzag order.
#define METALENS_DCT_FREQUENCIES 20
/// The longest side of the picture made from the luma DC coefficients.
#define METALENS_DC_SIDE 192

/// Coefficients kept for each luma block (the first AC positions in zigzag
/// order), for the double-compression map: one signed byte each, clamped
/// to -127...127.
#define METALENS_DCT_BLOCK_FREQUENCIES 8
/// At most this many blocks are kept (8 MiB): a larger picture keeps every
/// `block_step`-th block row and column (a 12-megapixel photo, 187,500
/// blocks, keeps them all).
#define METALENS_DCT_MAX_KEPT_BLOCKS (1L << 20)

/// Shifted grids measured per tile by the shifted-grid map: every (row,
/// column) offset 0-7 but (0, 0), stored at index row * 8 + column - 1.
#define METALENS_SHIFTS 63
/// Blocks per tile side of the shifted-grid map; it is drawn only for a
/// picture of at most METALENS_DCT_MAX_KEPT_BLOCKS blocks (64 megapixels).
#define METALENS_SHIFT_TILE 4

/// The quantized DCT coefficients of the luma (first) component, counted as
/// libjpeg entropy-decodes them (the same values `jpeg_read_coefficients`
/// gives), as histograms per low-frequency position.
typedef struct {
  int ok;
  char message[METALENS_JPEG_MESSAGE_LENGTH];
  /// Blocks counted, and blocks in the component.
  long blocks_read;
  long blocks_total;
  int width;
  int height;
  /// The luma quantization table, natural order.
  uint16_t table[64];
  /// Natural-order index of each measured position (zigzag 1, 2, 3...).
  int positions[METALENS_DCT_FREQUENCIES];
  /// counts[f][v + RANGE] for quantized value v at position f; values past
  /// the range are not counted.
  uint32_t counts[METALENS_DCT_FREQUENCIES][METALENS_DCT_HISTOGRAM_BINS];
  int warning_count;
  /// 1 when the decode stopped at a warning that the data ran out
  /// (`stop_at_warning`).
  int stopped_at_warning;
  /// The picture at 1/8 scale or less (from libjpeg's 1/4-scale decode,
  /// about one pixel a block), grey, stored as encoded, for the thumbnail
  /// comparison without a second decode.
  uint8_t dc[METALENS_DC_SIDE * METALENS_DC_SIDE];
  int dc_width;
  int dc_height;
  /// Each kept block's first METALENS_DCT_BLOCK_FREQUENCIES AC coefficients,
  /// row by row (`block_columns` x `block_rows` kept blocks, every
  /// `block_step`-th of the component's); NULL when it could not be
  /// allocated. Released by `metalens_jpeg_coefficients_free`.
  int8_t *blocks;
  int block_columns;
  int block_rows;
  int block_step;
  /// The shifted-grid map: for each tile of METALENS_SHIFT_TILE blocks
  /// square (`shift_columns` x `shift_rows`) and each shifted grid, how
  /// periodic the DC values of the blocks on that grid are (0-1: the
  /// largest |mean exp(2 pi i DC / q)| for q 5-16; -1 for a tile with no
  /// block). A piece of another JPEG laid off this grid keeps its own grid's
  /// DC lattice. NULL when not drawn (a larger picture, or no memory).
  float *shift_scores;
  int shift_columns;
  int shift_rows;
  /// When asked for (`keep_quarter`), the luma picture at 1/4 scale,
  /// `quarter_width` x `quarter_height` as libjpeg rounds a 1/4-scale
  /// decode, from libjpeg's own 1/4-scale IDCT: the picture `metalens
  /// compare` would otherwise decode again. Its rows are `quarter_stride`
  /// pixels apart and there are `quarter_rows` of them: with the
  /// shifted-grid map, 2 a block, the last partial block's padding
  /// included (so that 2 x 2 of them average to the block's DC, as a
  /// 1/8-scale decode draws it); without, the picture's own size. NULL
  /// when not asked for, when the first component is not luma (an RGB or
  /// CMYK JPEG), or without memory. Released by
  /// `metalens_jpeg_coefficients_free`.
  uint8_t *quarter;
  int quarter_width;
  int quarter_height;
  int quarter_stride;
  int quarter_rows;
} metalens_jpeg_coefficients;

/// Releases what `metalens_jpeg_read_coefficients` allocated in `coefficients`.
void metalens_jpeg_coefficients_free(metalens_jpeg_coefficients *coefficients);

/// The DC picture's pixels (Swift does not import an array this large as a
/// field).
const uint8_t *metalens_jpeg_coefficients_dc(const metalens_jpeg_coefficients *coefficients);

/// Fills `out` from the JPEG in `data`, counting every luma block. Returns 1,
/// 0 when the data cannot be decoded, or 2 when the image is over `limits`
/// (its pixels, its scans, or libjpeg's working memory: a file of several
/// scans is held whole as coefficients; a single scan streams in a row of
/// blocks). `keep_quarter` non-zero keeps the quarter-scale luma picture
/// in `out->quarter`.
int metalens_jpeg_read_coefficients(const uint8_t *data, size_t size, const metalens_jpeg_limits *limits,
                                    int keep_quarter, metalens_jpeg_coefficients *out);

/// A JPEG decoded to grey at reduced size for comparing two pictures: DCT
/// scaling (1/2 to 1/8) then decimation so that neither side exceeds
/// `max_dimension`; `out` (max_dimension^2 bytes) receives width*height
/// pixels, stored as encoded (no orientation applied). Returns 1, 0, or 2
/// over `limits`.
int metalens_jpeg_grey(const uint8_t *data, size_t size, const metalens_jpeg_limits *limits, int max_dimension,
                       uint8_t *out, int *width, int *height, char message[METALENS_JPEG_MESSAGE_LENGTH]);

/// Frees a buffer returned by `metalens_jpeg_preview`.
void metalens_jpeg_free(uint8_t *buffer);

#endif
