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
   made by two sliding 8-sums, along the row and down the last eight rows.
   For each tile of 32 x 32 pixels and each shift, |mean exp(2 pi i DC / q)|
   for q in 5...16, and the largest over q. */

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

static void shift_table_init(void) {
  for (int sum = 0; sum <= SHIFT_SUM_MAX; sum++) {
    for (int s = 0; s < SHIFT_STEPS; s++) {
      double angle = 2.0 * M_PI * ((double)sum / 8.0) / (double)(s + SHIFT_FIRST_STEP);
      shift_table[sum][s * 2] = (int8_t)lrint(SHIFT_UNIT * cos(angle));
      shift_table[sum][s * 2 + 1] = (int8_t)lrint(SHIFT_UNIT * sin(angle));
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
  int *counts;      /* tile_columns x SHIFTS windows summed */
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
  state->counts = calloc((size_t)tile_columns * SHIFTS, sizeof(int));
  state->scores = scores;
  if (state->rows == NULL || state->column == NULL || state->sums == NULL || state->counts == NULL) {
    metalens_shift_finish(state);
    return NULL;
  }
  return state;
}

static void flush_tile_row(metalens_shift_state *state) {
  long tile_row = state->summing_tile_row;
  if (tile_row < 0 || tile_row >= state->tile_rows) return;
  for (int tile = 0; tile < state->tile_columns; tile++) {
    float *out = state->scores + ((size_t)tile_row * state->tile_columns + tile) * SHIFTS;
    const int16_t *sums = state->sums + (size_t)tile * SHIFTS * SHIFT_STEPS * 2;
    for (int shift = 0; shift < SHIFTS; shift++) {
      int n = state->counts[tile * SHIFTS + shift];
      float best = n > 0 ? 0 : -1;
      for (int s = 0; s < SHIFT_STEPS && n > 0; s++) {
        float re = sums[(shift * SHIFT_STEPS + s) * 2], im = sums[(shift * SHIFT_STEPS + s) * 2 + 1];
        float magnitude = sqrtf(re * re + im * im) / (float)(n * SHIFT_UNIT);
        if (magnitude > best) best = magnitude;
      }
      out[shift] = best;
    }
  }
  memset(state->sums, 0, (size_t)state->tile_columns * SHIFTS * SHIFT_STEPS * 2 * sizeof(int16_t));
  memset(state->counts, 0, (size_t)state->tile_columns * SHIFTS * sizeof(int));
}

void metalens_shift_row(metalens_shift_state *state, const uint8_t *row) {
  if (state == NULL || state->y >= state->whole_height) return;
  int windows = state->windows;
  uint16_t *slot = state->rows + (size_t)(state->y % 8) * windows;
  uint16_t *column = state->column;
  /* The row's sliding 8-sums replace those of the row 8 above. */
  int sum = 0;
  for (int x = 0; x < 7; x++) sum += row[x];
  for (int x = 0; x < windows; x++) {
    sum += row[x + 7];
    column[x] = (uint16_t)(column[x] - slot[x] + sum);
    slot[x] = (uint16_t)sum;
    sum -= row[x];
  }
  state->y++;
  if (state->y < 8) return;
  long top = state->y - 8;
  long tile_row = top / SHIFT_TILE;
  if (tile_row != state->summing_tile_row) {
    flush_tile_row(state);
    state->summing_tile_row = tile_row;
  }
  int r = (int)(top % 8);
  for (int x = 0; x < windows; x++) {
    int c = x % 8;
    if (r == 0 && c == 0) continue;
    int tile = x / SHIFT_TILE;
    if (tile >= state->tile_columns) break;
    int shift = r * 8 + c - 1;
    int16_t *at = state->sums + ((size_t)tile * SHIFTS + shift) * SHIFT_STEPS * 2;
    const int8_t *values = shift_table[column[x]];
    for (int k = 0; k < SHIFT_STEPS * 2; k++) at[k] = (int16_t)(at[k] + values[k]);
    state->counts[tile * SHIFTS + shift]++;
  }
}

void metalens_shift_finish(metalens_shift_state *state) {
  if (state == NULL) return;
  flush_tile_row(state);
  free(state->rows);
  free(state->column);
  free(state->sums);
  free(state->counts);
  free(state);
}
