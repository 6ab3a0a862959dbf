#ifndef METALENS_SHIFTED_GRID_H
#define METALENS_SHIFTED_GRID_H

#include <stdint.h>

/// The shifted-grid periodicity map's running state (shifted_grid.c).
typedef struct metalens_shift_state metalens_shift_state;

/// A state for a grey picture `width` pixels wide whose whole blocks cover
/// `whole_width` x `whole_height` pixels; NULL when it cannot be allocated.
/// `scores` receives tile_columns x tile_rows x 63 floats.
metalens_shift_state *metalens_shift_begin(int width, int whole_width, int whole_height, float *scores,
                                           int tile_columns, int tile_rows);
/// The picture's next row (`width` grey pixels), top to bottom.
void metalens_shift_row(metalens_shift_state *state, const uint8_t *row);
/// Measures what is left and frees the state.
void metalens_shift_finish(metalens_shift_state *state);

#endif
