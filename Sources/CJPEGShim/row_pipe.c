#include "row_pipe.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* A ring of rows between one producer (the decoder) and one consumer
   thread. The shifted-grid map costs about 16 ms of a 12 MP picture's
   decoding, which runs about 46 ms on one core: beside it on the second
   core, it leaves the decoding's time alone. 32 rows is a few block rows
   of slack either way (128 KB for a 4,000-pixel row). */
#define PIPE_ROWS 32

struct metalens_row_pipe {
  int width;
  void (*consume)(void *context, const uint8_t *row);
  void *context;
  uint8_t *ring;
  long given, taken; /* rows pushed; rows consumed */
  int closing, threaded;
  pthread_mutex_t lock;
  pthread_cond_t changed;
  pthread_t thread;
};

static void *drain(void *argument) {
  metalens_row_pipe *pipe = argument;
  pthread_mutex_lock(&pipe->lock);
  for (;;) {
    while (pipe->taken == pipe->given && !pipe->closing) pthread_cond_wait(&pipe->changed, &pipe->lock);
    if (pipe->taken == pipe->given) break;
    const uint8_t *row = pipe->ring + (size_t)(pipe->taken % PIPE_ROWS) * (size_t)pipe->width;
    pthread_mutex_unlock(&pipe->lock);
    pipe->consume(pipe->context, row);
    pthread_mutex_lock(&pipe->lock);
    pipe->taken++;
    pthread_cond_broadcast(&pipe->changed);
  }
  pthread_mutex_unlock(&pipe->lock);
  return NULL;
}

metalens_row_pipe *metalens_row_pipe_open(int width, void (*consume)(void *context, const uint8_t *row),
                                          void *context) {
  if (width <= 0 || consume == NULL) return NULL;
  metalens_row_pipe *pipe = calloc(1, sizeof *pipe);
  if (pipe == NULL) return NULL;
  pipe->ring = malloc((size_t)PIPE_ROWS * (size_t)width);
  if (pipe->ring == NULL) {
    free(pipe);
    return NULL;
  }
  pipe->width = width;
  pipe->consume = consume;
  pipe->context = context;
  pthread_mutex_init(&pipe->lock, NULL);
  pthread_cond_init(&pipe->changed, NULL);
  pipe->threaded = pthread_create(&pipe->thread, NULL, drain, pipe) == 0;
  return pipe;
}

void metalens_row_pipe_push(metalens_row_pipe *pipe, const uint8_t *row) {
  if (!pipe->threaded) {
    pipe->consume(pipe->context, row);
    return;
  }
  pthread_mutex_lock(&pipe->lock);
  while (pipe->given - pipe->taken == PIPE_ROWS) pthread_cond_wait(&pipe->changed, &pipe->lock);
  pthread_mutex_unlock(&pipe->lock);
  /* The slot is the producer's until `given` moves past it. */
  memcpy(pipe->ring + (size_t)(pipe->given % PIPE_ROWS) * (size_t)pipe->width, row, (size_t)pipe->width);
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
  }
  pthread_cond_destroy(&pipe->changed);
  pthread_mutex_destroy(&pipe->lock);
  free(pipe->ring);
  free(pipe);
}
