#include "row_pipe.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* A ring of chunks between one producer (the decoder, which decodes into
   them) and one consumer. The shifted-grid map costs about 16 ms of a
   12 MP picture's decoding, which runs about 46 ms on one core: beside it
   on the second core, it leaves the decoding's time alone.
   Handed over a row at a time, with a copy, the 483 corpus JPEGs' batch
   spent 0.6 s more in the kernel (a lock, a wake-up and often a context
   switch a row), and a small picture's thread start cost more than its
   map: so chunks of 16 rows, decoded in place, and a thread only from a
   megapixel up (a batch's jobs fill the cores anyway). */
#define PIPE_CHUNKS 4
#define PIPE_THREAD_PIXELS (1L << 20)

struct metalens_row_pipe {
  int width;
  void (*consume)(void *context, const uint8_t *row);
  void *context;
  uint8_t *ring;           /* PIPE_CHUNKS chunks of METALENS_PIPE_CHUNK rows */
  int filled[PIPE_CHUNKS]; /* rows committed in each chunk */
  long given, taken;       /* chunks committed; chunks consumed */
  int closing, threaded;
  pthread_mutex_t lock;
  pthread_cond_t changed;
  pthread_t thread;
};

static uint8_t *chunk_at(const metalens_row_pipe *pipe, long chunk) {
  return pipe->ring + (size_t)(chunk % PIPE_CHUNKS) * METALENS_PIPE_CHUNK * (size_t)pipe->width;
}

static void consume_chunk(metalens_row_pipe *pipe, long chunk) {
  const uint8_t *rows = chunk_at(pipe, chunk);
  int count = pipe->filled[chunk % PIPE_CHUNKS];
  for (int r = 0; r < count; r++) pipe->consume(pipe->context, rows + (size_t)r * (size_t)pipe->width);
}

static void *drain(void *argument) {
  metalens_row_pipe *pipe = argument;
  pthread_mutex_lock(&pipe->lock);
  for (;;) {
    while (pipe->taken == pipe->given && !pipe->closing) pthread_cond_wait(&pipe->changed, &pipe->lock);
    if (pipe->taken == pipe->given) break;
    long chunk = pipe->taken;
    pthread_mutex_unlock(&pipe->lock);
    consume_chunk(pipe, chunk);
    pthread_mutex_lock(&pipe->lock);
    pipe->taken++;
    pthread_cond_broadcast(&pipe->changed);
  }
  pthread_mutex_unlock(&pipe->lock);
  return NULL;
}

metalens_row_pipe *metalens_row_pipe_open(int width, long height, void (*consume)(void *context, const uint8_t *row),
                                          void *context) {
  if (width <= 0 || height <= 0 || consume == NULL) return NULL;
  metalens_row_pipe *pipe = calloc(1, sizeof *pipe);
  if (pipe == NULL) return NULL;
  int chunks = (long)width * height >= PIPE_THREAD_PIXELS ? PIPE_CHUNKS : 1;
  pipe->ring = malloc((size_t)chunks * METALENS_PIPE_CHUNK * (size_t)width);
  if (pipe->ring == NULL) {
    free(pipe);
    return NULL;
  }
  pipe->width = width;
  pipe->consume = consume;
  pipe->context = context;
  if (chunks == 1) return pipe;
  pthread_mutex_init(&pipe->lock, NULL);
  pthread_cond_init(&pipe->changed, NULL);
  pipe->threaded = pthread_create(&pipe->thread, NULL, drain, pipe) == 0;
  if (!pipe->threaded) {
    pthread_cond_destroy(&pipe->changed);
    pthread_mutex_destroy(&pipe->lock);
  }
  return pipe;
}

uint8_t *metalens_row_pipe_chunk(metalens_row_pipe *pipe) {
  if (!pipe->threaded) return pipe->ring;
  pthread_mutex_lock(&pipe->lock);
  while (pipe->given - pipe->taken == PIPE_CHUNKS) pthread_cond_wait(&pipe->changed, &pipe->lock);
  pthread_mutex_unlock(&pipe->lock);
  /* The chunk is the producer's until `given` moves past it. */
  return chunk_at(pipe, pipe->given);
}

void metalens_row_pipe_commit(metalens_row_pipe *pipe, int rows) {
  if (rows <= 0) return;
  pipe->filled[pipe->given % PIPE_CHUNKS] = rows;
  if (!pipe->threaded) {
    consume_chunk(pipe, pipe->given);
    return;
  }
  pthread_mutex_lock(&pipe->lock);
  pipe->given++;
  pthread_cond_broadcast(&pipe->changed);
  pthread_mutex_unlock(&pipe->lock);
}

void metalens_row_pipe_close(metalens_row_pipe *pipe) {
  if (pipe == NULL) return;
  if (pipe->threaded) {
    pthread_mutex_lock(&pipe->lock);
    pipe->closing = 1;
    pthread_cond_broadcast(&pipe->changed);
    pthread_mutex_unlock(&pipe->lock);
    pthread_join(pipe->thread, NULL);
    pthread_cond_destroy(&pipe->changed);
    pthread_mutex_destroy(&pipe->lock);
  }
  free(pipe->ring);
  free(pipe);
}
