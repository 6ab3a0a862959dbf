#include "CJPEGShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "row_pipe.h"
#include "shifted_grid.h"

#include <jpeglib.h>
#include <jerror.h>
/* The decompressor's method structs (struct jpeg_inverse_dct), for the
   coefficient tap; installed with libjpeg-turbo's headers. */
#include <jpegint.h>

/// libjpeg error manager that turns fatal errors into a longjmp back into the
/// shim and collects warnings instead of printing them.
/// It also carries the decode's limits and the progress monitor that
/// enforces the scan limit, so that one struct set up before `setjmp` holds
/// everything the error path needs.
typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf escape;
  int warning_count;
  char first_warning[METALENS_JPEG_MESSAGE_LENGTH];
  metalens_jpeg_limits limits;
  struct jpeg_progress_mgr progress;
  /// Set once the header is read: a header cut short ends in libjpeg's own
  /// error, which names the damage better than the warning before it.
  int decoding;
  /// Set when `stop_at_warning` ended the decode.
  int stopped_at_warning;
  /// Set when a limit, not libjpeg, ended the decode; `limit_message` says which.
  int over_limit;
  char limit_message[METALENS_JPEG_MESSAGE_LENGTH];
} metalens_error_mgr;

static void metalens_error_exit(j_common_ptr cinfo) {
  metalens_error_mgr *err = (metalens_error_mgr *)cinfo->err;
  longjmp(err->escape, 1);
}

static void metalens_emit_message(j_common_ptr cinfo, int level) {
  metalens_error_mgr *err = (metalens_error_mgr *)cinfo->err;
  if (level >= 0) return; /* trace messages */
  if (err->warning_count == 0) {
    char buffer[JMSG_LENGTH_MAX];
    err->base.format_message(cinfo, buffer);
    snprintf(err->first_warning, sizeof err->first_warning, "%s", buffer);
  }
  err->warning_count++;
  /* The data ran out (the file ends, or a marker cuts a scan short): libjpeg
     would go on inventing the rest of a picture that may declare gigapixels
     over a few bytes. A damaged file is not analysed, so stop here; other
     warnings go on to the end, or to the fatal error that names the damage. */
  int data_ran_out = err->base.msg_code == JWRN_JPEG_EOF || err->base.msg_code == JWRN_HIT_MARKER;
  if (err->limits.stop_at_warning && err->decoding && data_ran_out) {
    err->stopped_at_warning = 1;
    longjmp(err->escape, 1);
  }
}

/// Ends the decode because of a limit, with `message` as the reason.
static void metalens_over_limit(j_common_ptr cinfo, const char *message) {
  metalens_error_mgr *err = (metalens_error_mgr *)cinfo->err;
  err->over_limit = 1;
  snprintf(err->limit_message, sizeof err->limit_message, "%s", message);
  longjmp(err->escape, 1);
}

/// libjpeg calls it between passes and rows; past the scan limit it ends
/// the decode (djpeg's `-maxscans` monitor, libjpeg-turbo's cdjpeg.c).
static void metalens_progress_monitor(j_common_ptr cinfo) {
  metalens_error_mgr *err = (metalens_error_mgr *)cinfo->err;
  if (cinfo->is_decompressor && ((j_decompress_ptr)cinfo)->input_scan_number > err->limits.max_scans) {
    char message[METALENS_JPEG_MESSAGE_LENGTH];
    snprintf(message, sizeof message, "it has more than %d scans, the limit for decoding", err->limits.max_scans);
    metalens_over_limit(cinfo, message);
  }
}

static void metalens_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void metalens_install_errors(metalens_error_mgr *err, const metalens_jpeg_limits *limits) {
  memset(err, 0, sizeof *err);
  err->limits = *limits;
  jpeg_std_error(&err->base);
  err->base.error_exit = metalens_error_exit;
  err->base.emit_message = metalens_emit_message;
  err->base.output_message = metalens_output_message;
}

static void metalens_copy_message(j_common_ptr cinfo, char *message) {
  metalens_error_mgr *err = (metalens_error_mgr *)cinfo->err;
  if (err->over_limit) {
    snprintf(message, METALENS_JPEG_MESSAGE_LENGTH, "%s", err->limit_message);
    return;
  }
  if (err->base.msg_code == JERR_NO_BACKING_STORE || err->base.msg_code == JERR_OUT_OF_MEMORY) {
    snprintf(message, METALENS_JPEG_MESSAGE_LENGTH, "it needs more than %ld MiB of decoder memory",
             err->limits.max_memory >> 20);
    return;
  }
  char buffer[JMSG_LENGTH_MAX];
  cinfo->err->format_message(cinfo, buffer);
  snprintf(message, METALENS_JPEG_MESSAGE_LENGTH, "%s", buffer);
}

/// 2 when a limit ended the decode (libjpeg's own "out of memory" and "no
/// backing store" are `max_memory` reached), 0 when the data did.
static int metalens_failure_status(const metalens_error_mgr *err) {
  int memory = err->base.msg_code == JERR_NO_BACKING_STORE || err->base.msg_code == JERR_OUT_OF_MEMORY;
  return err->over_limit || memory ? 2 : 0;
}

/// Creates a decompressor over `data` with `err`'s limits, and reads its
/// header: every decode in this file starts here, so none runs unbounded.
/// An image declaring more than `max_pixels` ends here, before any pixel.
static void metalens_open(struct jpeg_decompress_struct *cinfo, metalens_error_mgr *err, const uint8_t *data,
                          size_t size) {
  jpeg_create_decompress(cinfo);
  cinfo->mem->max_memory_to_use = err->limits.max_memory;
  err->progress.progress_monitor = metalens_progress_monitor;
  cinfo->progress = &err->progress;
  jpeg_mem_src(cinfo, data, (unsigned long)size);
  jpeg_read_header(cinfo, TRUE);
  if ((long)cinfo->image_width * (long)cinfo->image_height > err->limits.max_pixels) {
    char message[METALENS_JPEG_MESSAGE_LENGTH];
    snprintf(message, sizeof message, "it has more than %ld pixels, the limit for decoding", err->limits.max_pixels);
    metalens_over_limit((j_common_ptr)cinfo, message);
  }
  err->decoding = 1;
}

/// Copies what libjpeg has read so far; safe after an error too, since the
/// tables live until the decompressor is destroyed.
static void metalens_copy_header(struct jpeg_decompress_struct *cinfo,
                                 metalens_error_mgr *err,
                                 metalens_jpeg_header *out) {
  for (int t = 0; t < METALENS_JPEG_MAX_TABLES && t < NUM_QUANT_TBLS; t++) {
    JQUANT_TBL *table = cinfo->quant_tbl_ptrs[t];
    if (table == NULL) continue;
    out->table_present[t] = 1;
    for (int i = 0; i < 64; i++) out->tables[t][i] = table->quantval[i];
  }
  out->warning_count = err->warning_count;
  memcpy(out->first_warning, err->first_warning, sizeof out->first_warning);
}

int metalens_jpeg_read_header(const uint8_t *data, size_t size, const metalens_jpeg_limits *limits,
                              metalens_jpeg_header *out) {
  memset(out, 0, sizeof *out);
  struct jpeg_decompress_struct cinfo;
  memset(&cinfo, 0, sizeof cinfo); /* defined even if creation fails */
  metalens_error_mgr err;
  metalens_install_errors(&err, limits);
  cinfo.err = &err.base;
  if (setjmp(err.escape)) {
    metalens_copy_message((j_common_ptr)&cinfo, out->message);
    metalens_copy_header(&cinfo, &err, out);
    jpeg_destroy_decompress(&cinfo);
    return 0;
  }
  /* Not metalens_open: a header's declared size is reported, not refused. */
  jpeg_create_decompress(&cinfo);
  cinfo.mem->max_memory_to_use = err.limits.max_memory;
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);
  out->ok = 1;
  metalens_copy_header(&cinfo, &err, out);
  jpeg_destroy_decompress(&cinfo);
  return 1;
}

void metalens_jpeg_free(uint8_t *buffer) { free(buffer); }

/// Pixels of the decimated picture, the upright copy, one scanline and the
/// encoded result. Kept behind a pointer set before `setjmp`, so the error
/// path frees whatever was allocated (locals changed after `setjmp` are
/// indeterminate after the longjmp; memory is not).
typedef struct {
  uint8_t *pixels;
  uint8_t *turned;
  uint8_t *row;
  unsigned char *encoded;
  unsigned long encoded_size;
  int compressing;
} metalens_preview_state;

static void metalens_preview_free(metalens_preview_state *state) {
  free(state->pixels);
  free(state->turned);
  free(state->row);
  free(state->encoded);
  free(state);
}

/// Turns `pixels` (w x h RGB) upright for EXIF orientation 2-8 into
/// `turned`; orientations 5-8 swap width and height.
static void metalens_orient(const uint8_t *pixels, uint8_t *turned, int w, int h,
                            int orientation, int *out_w, int *out_h) {
  int swap = orientation >= 5 && orientation <= 8;
  int tw = swap ? h : w, th = swap ? w : h;
  for (int y = 0; y < h; y++) {
    for (int x = 0; x < w; x++) {
      int tx, ty;
      switch (orientation) {
        case 2: tx = w - 1 - x; ty = y; break;
        case 3: tx = w - 1 - x; ty = h - 1 - y; break;
        case 4: tx = x; ty = h - 1 - y; break;
        case 5: tx = y; ty = x; break;
        case 6: tx = h - 1 - y; ty = x; break;
        case 7: tx = h - 1 - y; ty = w - 1 - x; break;
        case 8: tx = y; ty = w - 1 - x; break;
        default: tx = x; ty = y; break;
      }
      memcpy(turned + ((size_t)ty * (size_t)tw + (size_t)tx) * 3,
             pixels + ((size_t)y * (size_t)w + (size_t)x) * 3, 3);
    }
  }
  *out_w = tw;
  *out_h = th;
}

/// Decodes `data` scaled and decimated into `state->pixels`; returns the
/// size through `w`, `h`.
static void metalens_preview_decode(struct jpeg_decompress_struct *cinfo,
                                    metalens_preview_state *state,
                                    int max_dimension, int *w, int *h) {
  cinfo->out_color_space = cinfo->num_components == 1 ? JCS_GRAYSCALE : JCS_RGB;
  cinfo->scale_num = 1;
  cinfo->scale_denom = 8;
  for (unsigned int denom = 1; denom <= 8; denom *= 2) {
    if (cinfo->image_width / denom <= (unsigned int)max_dimension &&
        cinfo->image_height / denom <= (unsigned int)max_dimension) {
      cinfo->scale_denom = denom;
      break;
    }
  }
  jpeg_start_decompress(cinfo);
  int scaled_w = (int)cinfo->output_width, scaled_h = (int)cinfo->output_height;
  int longest = scaled_w > scaled_h ? scaled_w : scaled_h;
  int step = (longest + max_dimension - 1) / max_dimension;
  if (step < 1) step = 1;
  *w = (scaled_w + step - 1) / step;
  *h = (scaled_h + step - 1) / step;
  state->pixels = malloc((size_t)*w * (size_t)*h * 3);
  state->row = malloc((size_t)scaled_w * (size_t)cinfo->output_components);
  if (state->pixels == NULL || state->row == NULL) ERREXIT(cinfo, JERR_OUT_OF_MEMORY);
  int kept = 0;
  while (cinfo->output_scanline < cinfo->output_height) {
    int y = (int)cinfo->output_scanline;
    JSAMPROW row[1] = {state->row};
    jpeg_read_scanlines(cinfo, row, 1);
    if (y % step != 0 || kept >= *h) continue;
    for (int x = 0; x < *w; x++) {
      const uint8_t *pixel = state->row + (size_t)x * (size_t)step * (size_t)cinfo->output_components;
      uint8_t *target = state->pixels + ((size_t)kept * (size_t)*w + (size_t)x) * 3;
      if (cinfo->output_components == 1) {
        target[0] = target[1] = target[2] = pixel[0];
      } else {
        memcpy(target, pixel, 3);
      }
    }
    kept++;
  }
  jpeg_finish_decompress(cinfo);
  *h = kept;
}

int metalens_jpeg_preview(const uint8_t *data, size_t size, const metalens_jpeg_limits *limits, int max_dimension,
                          int orientation, int quality, uint8_t **out,
                          size_t *out_size, int *width, int *height,
                          char message[METALENS_JPEG_MESSAGE_LENGTH]) {
  struct jpeg_decompress_struct cinfo;
  struct jpeg_compress_struct cout;
  metalens_error_mgr err;
  *out = NULL;
  *out_size = 0;
  *width = 0;
  *height = 0;
  if (max_dimension < 8) max_dimension = 8;
  metalens_preview_state *state = calloc(1, sizeof *state);
  if (state == NULL) {
    snprintf(message, METALENS_JPEG_MESSAGE_LENGTH, "out of memory for the preview");
    return 0;
  }
  memset(&cout, 0, sizeof cout);
  metalens_install_errors(&err, limits);
  cinfo.err = &err.base;
  cout.err = &err.base;
  if (setjmp(err.escape)) {
    metalens_copy_message(state->compressing ? (j_common_ptr)&cout : (j_common_ptr)&cinfo, message);
    jpeg_destroy_decompress(&cinfo);
    int status = state->compressing ? 0 : metalens_failure_status(&err);
    if (state->compressing) jpeg_destroy_compress(&cout);
    metalens_preview_free(state);
    return status;
  }
  metalens_open(&cinfo, &err, data, size);
  if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
    snprintf(message, METALENS_JPEG_MESSAGE_LENGTH, "a CMYK JPEG, which metalens does not draw");
    jpeg_destroy_decompress(&cinfo);
    metalens_preview_free(state);
    return 0;
  }
  int w = 0, h = 0;
  metalens_preview_decode(&cinfo, state, max_dimension, &w, &h);
  jpeg_destroy_decompress(&cinfo);
  const uint8_t *upright = state->pixels;
  int out_w = w, out_h = h;
  if (orientation >= 2 && orientation <= 8 && w > 0 && h > 0) {
    state->turned = malloc((size_t)w * (size_t)h * 3);
    if (state->turned == NULL) {
      snprintf(message, METALENS_JPEG_MESSAGE_LENGTH, "out of memory for the preview");
      metalens_preview_free(state);
      return 0;
    }
    metalens_orient(state->pixels, state->turned, w, h, orientation, &out_w, &out_h);
    upright = state->turned;
  }
  state->compressing = 1;
  jpeg_create_compress(&cout);
  jpeg_mem_dest(&cout, &state->encoded, &state->encoded_size);
  cout.image_width = (JDIMENSION)out_w;
  cout.image_height = (JDIMENSION)out_h;
  cout.input_components = 3;
  cout.in_color_space = JCS_RGB;
  jpeg_set_defaults(&cout);
  cout.write_JFIF_header = FALSE;
  jpeg_set_quality(&cout, quality, TRUE);
  jpeg_start_compress(&cout, TRUE);
  while (cout.next_scanline < cout.image_height) {
    JSAMPROW row[1] = {(JSAMPROW)(upright + (size_t)cout.next_scanline * (size_t)out_w * 3)};
    jpeg_write_scanlines(&cout, row, 1);
  }
  jpeg_finish_compress(&cout);
  jpeg_destroy_compress(&cout);
  *out = state->encoded;
  *out_size = state->encoded_size;
  *width = out_w;
  *height = out_h;
  state->encoded = NULL;
  metalens_preview_free(state);
  return 1;
}

/// libjpeg's zigzag order: natural index of the k-th coefficient.
static const int metalens_zigzag[64] = {
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48,
  41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23,
  30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63};

/// What the coefficient tap needs between libjpeg's calls: the histograms
/// being filled and libjpeg's own inverse DCT for the luma component.
typedef struct {
  metalens_jpeg_coefficients *out;
  void (*idct)(j_decompress_ptr, jpeg_component_info *, JCOEFPTR, JSAMPARRAY, JDIMENSION);
  /// The iMCU row being decoded, and the output rows of its first block row:
  /// a block's row within the iMCU row is how far its output rows are past
  /// them (libjpeg's jdcoefct.c advances the output by DCT_scaled_size rows
  /// a block row, in the single-scan and the multi-scan decoder alike).
  JDIMENSION imcu_row;
  JSAMPARRAY first_rows;
  int started;
  /// At full scale (the shifted-grid map drawn), the quarter-scale luma
  /// picture the decode would otherwise have made, 2 x 2 pixels a block
  /// from libjpeg's own reduced IDCT: the DC picture the other analyses read
  /// is then the same with or without the map (boxed from full-scale rows
  /// it differed by 1 in a tenth of its pixels, and a clone-stamp edit of
  /// the corpus went unseen).
  uint8_t *quarter;
  long quarter_stride, quarter_rows;
} metalens_coefficient_tap;

/* libjpeg's 1/4-scale inverse DCT (jidctred.c), the one a 1/4-scale decode
   uses; exported by libjpeg and libjpeg-turbo alike, declared only in their
   private jdct.h. libjpeg-turbo's SIMD version gives the same pixels. */
extern void jpeg_idct_2x2(j_decompress_ptr cinfo, jpeg_component_info *component, JCOEFPTR block,
                          JSAMPARRAY output, JDIMENSION column);

/// Stands in for libjpeg's inverse DCT of the first component: counts the
/// block's quantized coefficients (what `jpeg_read_coefficients` would give),
/// then lets libjpeg's own scaled IDCT make the block's 2x2 pixels. libjpeg calls
/// it once for each block inside the image (libjpeg's structure.txt: the
/// IDCT is a replaceable method of the decompressor).
static void metalens_tap_idct(j_decompress_ptr cinfo, jpeg_component_info *component, JCOEFPTR block,
                              JSAMPARRAY output, JDIMENSION column) {
  metalens_coefficient_tap *tap = (metalens_coefficient_tap *)cinfo->client_data;
  metalens_jpeg_coefficients *out = tap->out;
  for (int f = 0; f < METALENS_DCT_FREQUENCIES; f++) {
    int value = block[out->positions[f]];
    if (value >= -METALENS_DCT_HISTOGRAM_RANGE && value <= METALENS_DCT_HISTOGRAM_RANGE) {
      out->counts[f][value + METALENS_DCT_HISTOGRAM_RANGE]++;
    }
  }
  out->blocks_read++;
  if (out->blocks != NULL || tap->quarter != NULL) {
    if (!tap->started || cinfo->output_iMCU_row != tap->imcu_row) {
      tap->started = 1;
      tap->imcu_row = cinfo->output_iMCU_row;
      tap->first_rows = output;
    }
    int scaled = component->DCT_scaled_size > 0 ? component->DCT_scaled_size : 1;
    long within = (long)(output - tap->first_rows) / scaled;
    long block_row = (long)tap->imcu_row * component->v_samp_factor + within;
    long block_column = (long)column / scaled;
    int step = out->block_step;
    if (out->blocks != NULL && within >= 0 && block_row % step == 0 && block_column % step == 0) {
      long kept_row = block_row / step, kept_column = block_column / step;
      if (kept_row < out->block_rows && kept_column < out->block_columns) {
        int8_t *kept = out->blocks + (kept_row * out->block_columns + kept_column) * METALENS_DCT_BLOCK_FREQUENCIES;
        for (int f = 0; f < METALENS_DCT_BLOCK_FREQUENCIES; f++) {
          int value = block[out->positions[f]];
          kept[f] = (int8_t)(value > 127 ? 127 : value < -127 ? -127 : value);
        }
      }
    }
    if (tap->quarter != NULL && within >= 0 && block_row * 2 + 1 < tap->quarter_rows &&
        block_column * 2 + 1 < tap->quarter_stride) {
      JSAMPROW pair[2] = {tap->quarter + block_row * 2 * tap->quarter_stride,
                          tap->quarter + (block_row * 2 + 1) * tap->quarter_stride};
      jpeg_idct_2x2(cinfo, component, block, pair, (JDIMENSION)(block_column * 2));
    }
  }
  tap->idct(cinfo, component, block, output, column);
}

/* One row (`y` of `height`) of the quarter-scale picture into the DC
   picture: each DC pixel is the mean of its step x step area (a box
   filter, as cameras shrink their thumbnails). */
static void metalens_box_row(metalens_jpeg_coefficients *out, uint32_t *sums, int step, int width, int height,
                             const JSAMPLE *row, size_t components, int y, int *kept) {
  for (int x = 0; x < width; x++) sums[x / step] += row[(size_t)x * components];
  if ((y + 1) % step != 0 && y + 1 != height) return;
  int area_h = y % step + 1;
  for (int x = 0; x < out->dc_width && *kept < out->dc_height; x++) {
    int area_w = (x + 1) * step <= width ? step : width - x * step;
    out->dc[*kept * out->dc_width + x] = (uint8_t)(sums[x] / (uint32_t)(area_w * area_h));
    sums[x] = 0;
  }
  (*kept)++;
}

/* The shifted-grid map's row measure, as the row pipe calls it. */
static void shift_consume(void *context, const uint8_t *row) { metalens_shift_row(context, row); }

int metalens_jpeg_read_coefficients(const uint8_t *data, size_t size, const metalens_jpeg_limits *limits,
                                    int keep_quarter, metalens_jpeg_coefficients *out) {
  struct jpeg_decompress_struct cinfo;
  metalens_error_mgr err;
  metalens_coefficient_tap tap = {out, NULL, 0, NULL, 0, NULL, 0, 0};
  JSAMPLE *volatile row = NULL; /* volatile: freed after a longjmp */
  uint8_t *volatile quarter = NULL;
  metalens_shift_state *volatile shifts = NULL;
  metalens_row_pipe *volatile shift_pipe = NULL;
  uint32_t *volatile sums = NULL;
  memset(out, 0, sizeof *out);
  metalens_install_errors(&err, limits);
  cinfo.err = &err.base;
  if (setjmp(err.escape)) {
    metalens_copy_message((j_common_ptr)&cinfo, out->message);
    out->warning_count = err.warning_count;
    out->stopped_at_warning = err.stopped_at_warning;
    jpeg_destroy_decompress(&cinfo);
    free(row);
    free(sums);
    free(quarter);
    metalens_row_pipe_close(shift_pipe);
    metalens_shift_finish(shifts);
    metalens_jpeg_coefficients_free(out);
    return metalens_failure_status(&err);
  }
  /* A file with several scans (progressive) is held whole as coefficients;
     past max_memory libjpeg fails cleanly (no backing store). */
  cinfo.client_data = &tap;
  metalens_open(&cinfo, &err, data, size);
  out->width = (int)cinfo.image_width;
  out->height = (int)cinfo.image_height;
  jpeg_component_info *component = &cinfo.comp_info[0];
  out->blocks_total = (long)component->height_in_blocks * (long)component->width_in_blocks;
  for (int f = 0; f < METALENS_DCT_FREQUENCIES; f++) out->positions[f] = metalens_zigzag[f + 1];
  /* The kept blocks: all of them up to METALENS_DCT_MAX_KEPT_BLOCKS, else
     every step-th row and column. Without them only the map is lost. */
  long columns = (long)component->width_in_blocks, rows_in_blocks = (long)component->height_in_blocks;
  int block_step = 1;
  while (((columns + block_step - 1) / block_step) * ((rows_in_blocks + block_step - 1) / block_step) >
         METALENS_DCT_MAX_KEPT_BLOCKS) {
    block_step++;
  }
  out->block_step = block_step;
  out->block_columns = (int)((columns + block_step - 1) / block_step);
  out->block_rows = (int)((rows_in_blocks + block_step - 1) / block_step);
  out->blocks = calloc((size_t)out->block_columns * (size_t)out->block_rows, METALENS_DCT_BLOCK_FREQUENCIES);
  /* The shifted-grid map's scores: only for a picture whose blocks are all
     kept (step 1), where its work (63 windows a block) stays bounded. */
  if (block_step == 1) {
    out->shift_columns = (int)((columns + METALENS_SHIFT_TILE - 1) / METALENS_SHIFT_TILE);
    out->shift_rows = (int)((rows_in_blocks + METALENS_SHIFT_TILE - 1) / METALENS_SHIFT_TILE);
    out->shift_scores =
        calloc((size_t)out->shift_columns * (size_t)out->shift_rows * METALENS_SHIFTS, sizeof *out->shift_scores);
    if (out->shift_scores == NULL) {
      out->shift_columns = 0;
      out->shift_rows = 0;
    }
  }
  if (out->blocks == NULL) {
    out->block_columns = 0;
    out->block_rows = 0;
  }
  /* Decode at 1/4 scale, grey when the colour space allows it: libjpeg then
     entropy-decodes every block, but only the first component reaches the
     IDCT (2x2 pixels a block), and a single-scan file streams through one row
     of blocks at a time. Not 1/8: at that scale libjpeg-turbo's Huffman
     decoder drops the AC coefficients the tap counts. */
  if (cinfo.jpeg_color_space == JCS_YCbCr || cinfo.jpeg_color_space == JCS_GRAYSCALE ||
      cinfo.jpeg_color_space == JCS_RGB) {
    cinfo.out_color_space = JCS_GRAYSCALE;
  }
  /* With the shifted-grid map, at full scale: the map reads the decoded
     grey pixels, libjpeg's SIMD IDCT making them, and the tap makes the
     quarter-scale picture beside them (`metalens_coefficient_tap.quarter`).
     Only where the luma is the picture's full-size component, as in every
     camera's and encoder's JPEG, and the picture has a shifted grid to
     measure (two blocks a side); else the map is dropped and the picture
     decoded at quarter scale, its rows never made. */
  int full = out->shift_scores != NULL && cinfo.out_color_space == JCS_GRAYSCALE &&
             component->h_samp_factor == cinfo.max_h_samp_factor &&
             component->v_samp_factor == cinfo.max_v_samp_factor;
  if (full) {
    long whole_width = (long)cinfo.image_width / 8 * 8, whole_height = (long)cinfo.image_height / 8 * 8;
    shifts = metalens_shift_begin((int)cinfo.image_width, (int)whole_width, (int)whole_height, out->shift_scores,
                                  out->shift_columns, out->shift_rows);
    /* The map measures the rows on a second thread, beside the decoding,
       for a large picture. */
    if (shifts != NULL) {
      shift_pipe = metalens_row_pipe_open((int)cinfo.image_width, (long)cinfo.image_height, shift_consume, shifts);
    }
    tap.quarter_stride = (long)component->width_in_blocks * 2;
    tap.quarter_rows = (long)component->height_in_blocks * 2;
    if (shift_pipe != NULL) quarter = calloc((size_t)tap.quarter_stride * (size_t)tap.quarter_rows, 1);
    tap.quarter = quarter;
    full = quarter != NULL;
  }
  if (!full) {
    metalens_row_pipe_close(shift_pipe);
    shift_pipe = NULL;
    metalens_shift_finish(shifts);
    shifts = NULL;
    free(out->shift_scores);
    out->shift_scores = NULL;
    out->shift_columns = 0;
    out->shift_rows = 0;
  }
  cinfo.scale_num = 1;
  cinfo.scale_denom = full ? 1 : 4;
  cinfo.do_fancy_upsampling = FALSE;
  cinfo.do_block_smoothing = FALSE;
  jpeg_start_decompress(&cinfo);
  JQUANT_TBL *table = component->quant_table;
  if (table == NULL) table = cinfo.quant_tbl_ptrs[component->quant_tbl_no];
  if (table != NULL) {
    for (int i = 0; i < 64; i++) out->table[i] = table->quantval[i];
  }
  tap.idct = cinfo.idct->inverse_DCT[0];
  cinfo.idct->inverse_DCT[0] = metalens_tap_idct;
  /* The quarter-scale picture's size, as libjpeg rounds it. */
  int quarter_w = full ? (int)((cinfo.output_width + 3) / 4) : (int)cinfo.output_width;
  int quarter_h = full ? (int)((cinfo.output_height + 3) / 4) : (int)cinfo.output_height;
  int longest = quarter_w > quarter_h ? quarter_w : quarter_h;
  /* At least 2: about one pixel a block, as the DC coefficients give. */
  int step = (longest + METALENS_DC_SIDE - 1) / METALENS_DC_SIDE;
  if (step < 2) step = 2;
  out->dc_width = (quarter_w + step - 1) / step;
  out->dc_height = (quarter_h + step - 1) / step;
  if (!full) row = malloc((size_t)cinfo.output_width * (size_t)cinfo.output_components);
  sums = calloc((size_t)out->dc_width, sizeof *sums);
  if ((!full && row == NULL) || sums == NULL) ERREXIT(&cinfo, JERR_OUT_OF_MEMORY);
  /* Kept only where the first component is luma: an RGB JPEG's is red. */
  int luma = cinfo.jpeg_color_space == JCS_YCbCr || cinfo.jpeg_color_space == JCS_GRAYSCALE;
  keep_quarter = keep_quarter && luma && cinfo.out_color_space == JCS_GRAYSCALE;
  if (keep_quarter && !full) {
    /* A quarter-scale decode's own rows, kept as they are read. */
    out->quarter = calloc((size_t)quarter_w * (size_t)quarter_h, 1);
  }
  int kept = 0;
  while (!full && cinfo.output_scanline < cinfo.output_height) {
    int y = (int)cinfo.output_scanline;
    JSAMPROW rows[1] = {row};
    if (jpeg_read_scanlines(&cinfo, rows, 1) == 0) break;
    metalens_box_row(out, sums, step, quarter_w, quarter_h, row, (size_t)cinfo.output_components, y, &kept);
    if (out->quarter != NULL && y < quarter_h) {
      memcpy(out->quarter + (size_t)y * (size_t)quarter_w, row, (size_t)quarter_w);
    }
  }
  /* At full scale the rows are decoded into the pipe's chunks. */
  while (full && cinfo.output_scanline < cinfo.output_height) {
    uint8_t *chunk = metalens_row_pipe_chunk(shift_pipe);
    int got = 0, read = 1;
    while (got < METALENS_PIPE_CHUNK && read > 0 && cinfo.output_scanline < cinfo.output_height) {
      JSAMPROW rows[METALENS_PIPE_CHUNK];
      for (int r = got; r < METALENS_PIPE_CHUNK; r++) rows[r - got] = chunk + (size_t)r * cinfo.output_width;
      read = (int)jpeg_read_scanlines(&cinfo, rows, (JDIMENSION)(METALENS_PIPE_CHUNK - got));
      got += read;
    }
    metalens_row_pipe_commit(shift_pipe, got);
    if (read == 0) break;
  }
  for (int y = 0; full && y < quarter_h; y++) {
    metalens_box_row(out, sums, step, quarter_w, quarter_h, quarter + (size_t)y * (size_t)tap.quarter_stride, 1, y,
                     &kept);
  }
  out->dc_height = kept;
  if (keep_quarter && full) {
    /* The tap's picture, whole blocks: handed over, not copied. */
    out->quarter = quarter;
    quarter = NULL;
    out->quarter_stride = (int)tap.quarter_stride;
    out->quarter_rows = (int)tap.quarter_rows;
  } else if (out->quarter != NULL) {
    out->quarter_stride = quarter_w;
    out->quarter_rows = quarter_h;
  }
  if (out->quarter != NULL) {
    out->quarter_width = quarter_w;
    out->quarter_height = quarter_h;
  }
  metalens_row_pipe_close(shift_pipe);
  shift_pipe = NULL;
  metalens_shift_finish(shifts);
  shifts = NULL;
  jpeg_finish_decompress(&cinfo);
  out->warning_count = err.warning_count;
  jpeg_destroy_decompress(&cinfo);
  free(row);
  free(sums);
  free(quarter);
  out->ok = 1;
  return 1;
}

int metalens_jpeg_grey(const uint8_t *data, size_t size, const metalens_jpeg_limits *limits, int max_dimension,
                       uint8_t *out, int *width, int *height, char message[METALENS_JPEG_MESSAGE_LENGTH]) {
  struct jpeg_decompress_struct cinfo;
  metalens_error_mgr err;
  *width = 0;
  *height = 0;
  if (max_dimension < 8) max_dimension = 8;
  metalens_preview_state *state = calloc(1, sizeof *state);
  if (state == NULL) return 0;
  metalens_install_errors(&err, limits);
  cinfo.err = &err.base;
  if (setjmp(err.escape)) {
    metalens_copy_message((j_common_ptr)&cinfo, message);
    jpeg_destroy_decompress(&cinfo);
    metalens_preview_free(state);
    return metalens_failure_status(&err);
  }
  metalens_open(&cinfo, &err, data, size);
  if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
    snprintf(message, METALENS_JPEG_MESSAGE_LENGTH, "a CMYK JPEG");
    jpeg_destroy_decompress(&cinfo);
    metalens_preview_free(state);
    return 0;
  }
  int w = 0, h = 0;
  metalens_preview_decode(&cinfo, state, max_dimension, &w, &h);
  jpeg_destroy_decompress(&cinfo);
  for (int i = 0; i < w * h; i++) {
    const uint8_t *p = state->pixels + (size_t)i * 3;
    out[i] = (uint8_t)((299 * p[0] + 587 * p[1] + 114 * p[2]) / 1000);
  }
  *width = w;
  *height = h;
  metalens_preview_free(state);
  return 1;
}

void metalens_jpeg_coefficients_free(metalens_jpeg_coefficients *coefficients) {
  free(coefficients->blocks);
  coefficients->blocks = NULL;
  free(coefficients->shift_scores);
  coefficients->shift_scores = NULL;
  free(coefficients->quarter);
  coefficients->quarter = NULL;
}

const uint8_t *metalens_jpeg_coefficients_dc(const metalens_jpeg_coefficients *coefficients) {
  return coefficients->dc;
}
