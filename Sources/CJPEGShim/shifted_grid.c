#include "shifted_grid.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* The periodicity of the DC coefficient on each of the 63 grids shifted off
   the picture's own (Bianchi & Piva 2012, IEEE TIFS 7(3), section IV: a
   piece of another JPEG laid off the grid keeps its blocks' DC values near
   multiples of its own DC step, seen only on its grid). Every pixel is the
   top left of one 8 x 8 window, on the grid shifted (y mod 8, x mod 8); its
   sum is 8 times its DC (the level shift turns every phase alike) and is
   made from each row's 8-sums, kept for the last eight rows.
   For each tile of 32 x 32 pixels and each shift, |mean exp(2 pi i DC / q)|
   for q in 5...16, and the largest over q. */

/* The loops over a row's windows and a tile's sums are cloned for AVX2 on
   x86-64 (the build targets the baseline, SSE2) and the clone chosen when
   the library loads; elsewhere they are built once. Measured on the 12 MP
   exiv2-bug2565 (2-core EPYC, C harness, best of 21): the map cost about
   58 ms with scalar loops and a root per step, about 16 ms like this. */
/* Not under ThreadSanitizer or MemorySanitizer: their instrumented clone
   resolver runs before their runtime starts, and the program dies loading. */
#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define METALENS_NO_VECTOR_CLONES 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define METALENS_NO_VECTOR_CLONES 1
#endif
#if defined(__x86_64__) && defined(__linux__) && !defined(METALENS_NO_VECTOR_CLONES)
#define METALENS_VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define METALENS_VECTOR_CLONES
#endif

#define SHIFT_STEPS 12
#define SHIFT_FIRST_STEP 5
#define SHIFT_SUM_MAX (64 * 255)
#define SHIFT_TILE 32
#define SHIFTS 63

/* By window sum, then step: the 24 values one window adds lie together, as
   signed bytes (cos and sin times 127): a tile adds 16 windows a shift, so
   its sums fit 16 bits, and 8 of them make one vector add. */
#define SHIFT_UNIT 127
static int8_t shift_table[SHIFT_SUM_MAX + 1][SHIFT_STEPS * 2];
static pthread_once_t shift_table_once = PTHREAD_ONCE_INIT;

/* A step's phase repeats every 8 q sums, so each step's cosines and sines
   are worked out once over that period (1,008 in all, not 392 thousand:
   the table is built in each process that draws a map). */
static void shift_table_init(void) {
  for (int s = 0; s < SHIFT_STEPS; s++) {
    int step = s + SHIFT_FIRST_STEP, period = 8 * step;
    int8_t cosines[8 * (SHIFT_FIRST_STEP + SHIFT_STEPS - 1)], sines[8 * (SHIFT_FIRST_STEP + SHIFT_STEPS - 1)];
    for (int phase = 0; phase < period; phase++) {
      double angle = 2.0 * M_PI * (double)phase / (double)period;
      cosines[phase] = (int8_t)lrint(SHIFT_UNIT * cos(angle));
      sines[phase] = (int8_t)lrint(SHIFT_UNIT * sin(angle));
    }
    for (int sum = 0; sum <= SHIFT_SUM_MAX; sum++) {
      shift_table[sum][s * 2] = cosines[sum % period];
      shift_table[sum][s * 2 + 1] = sines[sum % period];
    }
  }
}

struct metalens_shift_state {
  int width, windows, whole_height;
  uint16_t *rows;   /* 8 x windows: each row's sliding 8-sums */
  uint16_t *column; /* windows: the last 8 rows' sums */
  long y;           /* rows given */
  int tile_columns, tile_rows;
  int16_t *sums;    /* tile_columns x SHIFTS x SHIFT_STEPS x 2, the tile row being summed */
  long summing_tile_row;
  float *scores;
};

metalens_shift_state *metalens_shift_begin(int width, int whole_width, int whole_height, float *scores,
                                           int tile_columns, int tile_rows) {
  if (whole_width < 16 || whole_height < 16 || whole_width > width || scores == NULL) return NULL;
  pthread_once(&shift_table_once, shift_table_init);
  metalens_shift_state *state = calloc(1, sizeof *state);
  if (state == NULL) return NULL;
  state->width = width;
  state->windows = whole_width - 7;
  state->whole_height = whole_height;
  state->rows = calloc((size_t)8 * (size_t)state->windows, sizeof(uint16_t));
  state->column = calloc((size_t)state->windows, sizeof(uint16_t));
  state->tile_columns = tile_columns;
  state->tile_rows = tile_rows;
  state->sums = calloc((size_t)tile_columns * SHIFTS * SHIFT_STEPS * 2, sizeof(int16_t));
  state->scores = scores;
  if (state->rows == NULL || state->column == NULL || state->sums == NULL) {
    metalens_shift_finish(state);
    return NULL;
  }
  return state;
}

/* Windows of a tile on one shift: those whose top left lies in the tile's
   span [first, first + SHIFT_TILE) below `limit` with the given remainder mod 8. */
static int windows_on(long first, long limit, int remainder) {
  int n = 0;
  for (long at = first + remainder; at < first + SHIFT_TILE && at < limit; at += 8) n++;
  return n;
}

/* Each shift's strongest step as its squared magnitude: a tile's sums are
   (re, im) pairs of 16 bits, so re * re + im * im fits 32 bits and a pair
   is one multiply-add (AVX2 clone: 8 pairs an instruction). */
METALENS_VECTOR_CLONES
static void strongest_steps(const int16_t *sums, int32_t *best) {
  int32_t squared[SHIFTS * SHIFT_STEPS];
  for (int k = 0; k < SHIFTS * SHIFT_STEPS; k++)
    squared[k] = (int32_t)sums[2 * k] * sums[2 * k] + (int32_t)sums[2 * k + 1] * sums[2 * k + 1];
  for (int shift = 0; shift < SHIFTS; shift++) {
    int32_t most = 0;
    for (int s = 0; s < SHIFT_STEPS; s++) {
      int32_t value = squared[shift * SHIFT_STEPS + s];
      most = value > most ? value : most;
    }
    best[shift] = most;
  }
}

static void flush_tile_row(metalens_shift_state *state) {
  long tile_row = state->summing_tile_row;
  if (tile_row < 0 || tile_row >= state->tile_rows) return;
  long window_rows = state->whole_height - 7;
  int rows_on[8], columns_on[8];
  for (int r = 0; r < 8; r++) rows_on[r] = windows_on(tile_row * SHIFT_TILE, window_rows, r);
  for (int tile = 0; tile < state->tile_columns; tile++) {
    float *out = state->scores + ((size_t)tile_row * state->tile_columns + tile) * SHIFTS;
    int32_t best[SHIFTS];
    strongest_steps(state->sums + (size_t)tile * SHIFTS * SHIFT_STEPS * 2, best);
    for (int c = 0; c < 8; c++) columns_on[c] = windows_on((long)tile * SHIFT_TILE, state->windows, c);
    for (int shift = 0; shift < SHIFTS; shift++) {
      int n = rows_on[(shift + 1) / 8] * columns_on[(shift + 1) % 8];
      out[shift] = n == 0 ? -1 : sqrtf((float)best[shift]) / (float)(n * SHIFT_UNIT);
    }
  }
  memset(state->sums, 0, (size_t)state->tile_columns * SHIFTS * SHIFT_STEPS * 2 * sizeof(int16_t));
}

/* One row of windows (their sums in `column`, on grid row r) into the tile
   row's sums: the 4 windows of a tile on one shift are added together,
   then once to the tile's sums. Cloned for AVX2 (a window's 24 values are
   one 16-lane and one 8-lane widening add), chosen at load time. */
METALENS_VECTOR_CLONES
static void add_windows(metalens_shift_state *state, int r) {
  const uint16_t *column = state->column;
  int windows = state->windows;
  for (int tile = 0; tile < state->tile_columns; tile++) {
    int first = tile * SHIFT_TILE;
    for (int c = 0; c < 8; c++) {
      if (r == 0 && c == 0) continue;
      if (first + c >= windows) break;
      int16_t *at = state->sums + ((size_t)tile * SHIFTS + (size_t)(r * 8 + c - 1)) * SHIFT_STEPS * 2;
      int16_t sum[SHIFT_STEPS * 2];
      for (int k = 0; k < SHIFT_STEPS * 2; k++) sum[k] = at[k];
      for (int x = first + c; x < first + SHIFT_TILE && x < windows; x += 8) {
        const int8_t *values = shift_table[column[x]];
        for (int k = 0; k < SHIFT_STEPS * 2; k++) sum[k] = (int16_t)(sum[k] + values[k]);
      }
      for (int k = 0; k < SHIFT_STEPS * 2; k++) at[k] = sum[k];
    }
  }
}

/* A row's 8-sums replace in `column` those of the row 8 above (kept in
   `slot`), so `column` holds every window's sum on the last 8 rows. Each
   window's 8 pixels are added afresh, which vectorises, where a running
   sum would not. */
METALENS_VECTOR_CLONES
static void slide_row(const uint8_t *restrict row, uint16_t *restrict slot, uint16_t *restrict column, int windows) {
  for (int x = 0; x < windows; x++) {
    uint16_t sum = (uint16_t)(row[x] + row[x + 1] + row[x + 2] + row[x + 3] + row[x + 4] + row[x + 5] + row[x + 6] +
                              row[x + 7]);
    column[x] = (uint16_t)(column[x] - slot[x] + sum);
    slot[x] = sum;
  }
}

void metalens_shift_row(metalens_shift_state *state, const uint8_t *row) {
  if (state == NULL || state->y >= state->whole_height) return;
  slide_row(row, state->rows + (size_t)(state->y % 8) * state->windows, state->column, state->windows);
  state->y++;
  if (state->y < 8) return;
  long top = state->y - 8;
  long tile_row = top / SHIFT_TILE;
  if (tile_row != state->summing_tile_row) {
    flush_tile_row(state);
    state->summing_tile_row = tile_row;
  }
  add_windows(state, (int)(top % 8));
}

void metalens_shift_finish(metalens_shift_state *state) {
  if (state == NULL) return;
  flush_tile_row(state);
  free(state->rows);
  free(state->column);
  free(state->sums);
  free(state);
}
