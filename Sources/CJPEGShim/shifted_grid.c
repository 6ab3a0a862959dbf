#include "shifted_grid.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* The periodicity of the DC coefficient on each of the 63 grids shifted off
   the picture's own (Bianchi & Piva 2012, IEEE TIFS 7(3), section IV: a
   piece of another JPEG laid off the grid keeps its blocks' DC values near
   multiples of its own DC step, seen only on its grid). For each tile of
   4 x 4 blocks and each shift, |mean exp(2 pi i DC / q)| for q in 5...16,
   and the largest over q. The DC of a shifted block is its pixel sum over 8
   (the level shift only turns every phase alike); the sum of an 8 x 8
   window that straddles four blocks is four quadrant sums, each read from
   its block's 9 x 9 prefix table. */

#define SHIFT_STEPS 12
#define SHIFT_FIRST_STEP 5
#define SHIFT_SUM_MAX (64 * 255)
#define SHIFT_TILE 4
#define SHIFTS 63

/* By window sum, then step: the 24 values one window adds lie together. */
static float shift_table[SHIFT_SUM_MAX + 1][SHIFT_STEPS * 2];
static pthread_once_t shift_table_once = PTHREAD_ONCE_INIT;

static void shift_table_init(void) {
  for (int s = 0; s < SHIFT_STEPS; s++) {
    double q = (double)(s + SHIFT_FIRST_STEP);
    for (int sum = 0; sum <= SHIFT_SUM_MAX; sum++) {
      double angle = 2.0 * M_PI * ((double)sum / 8.0) / q;
      shift_table[sum][s * 2] = (float)cos(angle);
      shift_table[sum][s * 2 + 1] = (float)sin(angle);
    }
  }
}

typedef uint16_t prefix_table[9][9];

struct metalens_shift_state {
  int columns, rows, ring_rows;
  prefix_table *ring;      /* ring_rows x columns */
  long next_row;           /* the first block row not yet measured */
  int tile_columns, tile_rows;
  float *sums;             /* tile_columns x SHIFTS x SHIFT_STEPS x 2, the tile row being summed */
  int *counts;             /* blocks summed per tile of that row */
  long summing_tile_row;
  float *scores;
};

metalens_shift_state *metalens_shift_begin(int block_columns, int block_rows, int rows_per_imcu, float *scores,
                                           int tile_columns, int tile_rows) {
  if (block_columns < 2 || block_rows < 2 || scores == NULL) return NULL;
  pthread_once(&shift_table_once, shift_table_init);
  metalens_shift_state *state = calloc(1, sizeof *state);
  if (state == NULL) return NULL;
  state->columns = block_columns;
  state->rows = block_rows;
  state->ring_rows = 2 * (rows_per_imcu > 0 ? rows_per_imcu : 1) + 2;
  state->ring = calloc((size_t)state->ring_rows * (size_t)block_columns, sizeof(prefix_table));
  state->tile_columns = tile_columns;
  state->tile_rows = tile_rows;
  state->sums = calloc((size_t)tile_columns * SHIFTS * SHIFT_STEPS * 2, sizeof(float));
  state->counts = calloc((size_t)tile_columns, sizeof(int));
  state->scores = scores;
  if (state->ring == NULL || state->sums == NULL || state->counts == NULL) {
    free(state->ring);
    free(state->sums);
    free(state->counts);
    free(state);
    return NULL;
  }
  return state;
}

void metalens_shift_block(metalens_shift_state *state, long block_row, long block_column, const uint8_t pixels[64]) {
  if (state == NULL || block_row >= state->rows || block_column >= state->columns || block_row < state->next_row) return;
  prefix_table *table = &state->ring[(block_row % state->ring_rows) * state->columns + block_column];
  memset(table, 0, sizeof *table);
  for (int y = 0; y < 8; y++) {
    for (int x = 0; x < 8; x++) {
      (*table)[y + 1][x + 1] = (uint16_t)((*table)[y][x + 1] + (*table)[y + 1][x] - (*table)[y][x] + pixels[y * 8 + x]);
    }
  }
}

/* The sum of rows a..b-1, columns c..d-1 of a block from its prefix table. */
static inline int quadrant(const prefix_table *t, int a, int b, int c, int d) {
  return (int)(*t)[b][d] - (int)(*t)[a][d] - (int)(*t)[b][c] + (int)(*t)[a][c];
}

static void flush_tile_row(metalens_shift_state *state) {
  long tile_row = state->summing_tile_row;
  if (tile_row < 0 || tile_row >= state->tile_rows) return;
  for (int tile = 0; tile < state->tile_columns; tile++) {
    int n = state->counts[tile];
    float *out = state->scores + ((size_t)tile_row * state->tile_columns + tile) * SHIFTS;
    const float *sums = state->sums + (size_t)tile * SHIFTS * SHIFT_STEPS * 2;
    for (int shift = 0; shift < SHIFTS; shift++) {
      float best = 0;
      for (int s = 0; s < SHIFT_STEPS && n > 0; s++) {
        float re = sums[(shift * SHIFT_STEPS + s) * 2], im = sums[(shift * SHIFT_STEPS + s) * 2 + 1];
        float magnitude = sqrtf(re * re + im * im) / (float)n;
        if (magnitude > best) best = magnitude;
      }
      out[shift] = n > 0 ? best : -1;
    }
  }
  memset(state->sums, 0, (size_t)state->tile_columns * SHIFTS * SHIFT_STEPS * 2 * sizeof(float));
  memset(state->counts, 0, (size_t)state->tile_columns * sizeof(int));
}

/* Measures block row `i` (its windows reach into row i + 1). */
static void measure_row(metalens_shift_state *state, long i) {
  long tile_row = i / SHIFT_TILE;
  if (tile_row != state->summing_tile_row) {
    flush_tile_row(state);
    state->summing_tile_row = tile_row;
  }
  const prefix_table *upper = &state->ring[(i % state->ring_rows) * state->columns];
  const prefix_table *lower = &state->ring[((i + 1) % state->ring_rows) * state->columns];
  for (int j = 0; j + 1 < state->columns; j++) {
    int tile = j / SHIFT_TILE;
    if (tile >= state->tile_columns) break;
    float *sums = state->sums + (size_t)tile * SHIFTS * SHIFT_STEPS * 2;
    state->counts[tile]++;
    for (int r = 0; r < 8; r++) {
      for (int c = 0; c < 8; c++) {
        if (r == 0 && c == 0) continue;
        int sum = quadrant(&upper[j], r, 8, c, 8) + quadrant(&upper[j + 1], r, 8, 0, c) +
                  quadrant(&lower[j], 0, r, c, 8) + quadrant(&lower[j + 1], 0, r, 0, c);
        float *at = sums + (size_t)(r * 8 + c - 1) * SHIFT_STEPS * 2;
        const float *row = shift_table[sum];
        for (int k = 0; k < SHIFT_STEPS * 2; k++) at[k] += row[k];
      }
    }
  }
}

void metalens_shift_rows_ready(metalens_shift_state *state, long complete_rows) {
  if (state == NULL) return;
  if (complete_rows > state->rows) complete_rows = state->rows;
  while (state->next_row + 1 < complete_rows) {
    measure_row(state, state->next_row);
    state->next_row++;
  }
}

void metalens_shift_finish(metalens_shift_state *state) {
  if (state == NULL) return;
  metalens_shift_rows_ready(state, state->rows);
  flush_tile_row(state);
  free(state->ring);
  free(state->sums);
  free(state->counts);
  free(state);
}
