#ifndef METALENS_SHIFTED_GRID_H
#define METALENS_SHIFTED_GRID_H

#include <stdint.h>

/// The shifted-grid periodicity map's running state (shifted_grid.c).
typedef struct metalens_shift_state metalens_shift_state;

/// A state for a luma plane of `block_columns` x `block_rows` whole blocks
/// whose iMCU rows hold `rows_per_imcu` block rows; NULL when it cannot be
/// allocated. `scores` receives tile_columns x tile_rows x 63 floats.
metalens_shift_state *metalens_shift_begin(int block_columns, int block_rows, int rows_per_imcu, float *scores,
                                           int tile_columns, int tile_rows);
/// One block's pixels (row by row), as decoded.
void metalens_shift_block(metalens_shift_state *state, long block_row, long block_column, const uint8_t pixels[64]);
/// Every block row below `complete_rows` has been given: the pairs of rows
/// that are whole are measured.
void metalens_shift_rows_ready(metalens_shift_state *state, long complete_rows);
/// Measures what is left and frees the state.
void metalens_shift_finish(metalens_shift_state *state);

#endif
