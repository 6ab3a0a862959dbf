#ifndef METALENS_ROW_PIPE_H
#define METALENS_ROW_PIPE_H

#include <stdint.h>

/// Hands a decoder's rows, a chunk at a time, to a consumer that measures
/// them in order (row_pipe.c): on a second thread for a large picture, so
/// the measure runs beside the decoding; on the caller's thread otherwise.
typedef struct metalens_row_pipe metalens_row_pipe;

/// Rows handed over at once: two block rows, one lock and one wake-up each.
#define METALENS_PIPE_CHUNK 16

/// A pipe for a picture of `width` x `height` one-byte pixels, each row
/// given to `consume(context, row)`. NULL only when its buffers cannot be
/// allocated.
metalens_row_pipe *metalens_row_pipe_open(int width, long height, void (*consume)(void *context, const uint8_t *row),
                                          void *context);
/// The next chunk's rows to fill (METALENS_PIPE_CHUNK rows of `width`
/// bytes, one after another); waits while the consumer is a ring behind.
uint8_t *metalens_row_pipe_chunk(metalens_row_pipe *pipe);
/// Gives the chunk's first `rows` rows to the consumer.
void metalens_row_pipe_commit(metalens_row_pipe *pipe, int rows);
/// Waits until every row given is consumed, then frees the pipe.
void metalens_row_pipe_close(metalens_row_pipe *pipe);

#endif
