#ifndef METALENS_ROW_PIPE_H
#define METALENS_ROW_PIPE_H

#include <stdint.h>

/// Hands a decoder's rows to a second thread that consumes them in order
/// (row_pipe.c), so a per-row measure runs beside the decoding.
typedef struct metalens_row_pipe metalens_row_pipe;

/// A pipe for rows of `width` bytes, each given to `consume(context, row)`
/// on its own thread, or on the caller's when no thread can be started.
/// NULL only when its buffers cannot be allocated.
metalens_row_pipe *metalens_row_pipe_open(int width, void (*consume)(void *context, const uint8_t *row),
                                          void *context);
/// Copies `row` in; waits while the pipe is full.
void metalens_row_pipe_push(metalens_row_pipe *pipe, const uint8_t *row);
/// Waits until every row given is consumed, then frees the pipe.
void metalens_row_pipe_close(metalens_row_pipe *pipe);

#endif
