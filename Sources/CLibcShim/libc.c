#include "CLibcShim.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

size_t metalens_write_stdout(const void *bytes, size_t count) { return fwrite(bytes, 1, count, stdout); }

int metalens_print_double(char *buffer, size_t size, int fixed, int precision, double value) {
  return snprintf(buffer, size, fixed ? "%.*f" : "%.*g", precision, value);
}

int metalens_map_large_buffers(size_t bytes) {
#if defined(__GLIBC__)
  /* A fixed mapping bound also fixes the trim bound at its 128 KiB default,
     so the heap would shrink and grow again around every 1 MiB read; glibc's
     own rule keeps it at twice the mapping bound. */
  return mallopt(M_MMAP_THRESHOLD, (int)bytes) && mallopt(M_TRIM_THRESHOLD, (int)(2 * bytes));
#else
  (void)bytes;
  return 0;
#endif
}

static unsigned char *out_bytes;
static size_t out_count;
static size_t out_capacity;
static int out_error;

void metalens_out_append(const void *bytes, size_t count) {
  if (out_error || count == 0) return;
  if (out_count + count > out_capacity) {
    size_t capacity = out_capacity ? out_capacity : 1 << 16;
    while (capacity < out_count + count) capacity *= 2;
    unsigned char *grown = realloc(out_bytes, capacity);
    if (!grown) {
      out_error = ENOMEM;
      return;
    }
    out_bytes = grown;
    out_capacity = capacity;
  }
  memcpy(out_bytes + out_count, bytes, count);
  out_count += count;
}

int metalens_out_boundary(size_t threshold) {
  if (out_error || out_count < threshold || out_count == 0) return out_error;
  size_t done = 0;
  while (done < out_count) {
    ssize_t written = write(STDOUT_FILENO, out_bytes + done, out_count - done);
    if (written > 0) {
      done += (size_t)written;
    } else if (written < 0 && errno != EINTR) {
      out_error = errno;
      break;
    } else if (written == 0) {
      out_error = EIO;
      break;
    }
  }
  out_count = 0;
  return out_error;
}

int metalens_out_error(void) { return out_error; }

int metalens_out_flush(void) {
  if (metalens_out_boundary(0)) return out_error;
  return fflush(stdout) != 0 ? errno : 0;
}

int metalens_out_close(void) {
  if (metalens_out_flush()) return out_error ? out_error : errno;
  if (close(STDOUT_FILENO) != 0 && errno != EBADF && errno != EINTR) return errno;
  return 0;
}

static atomic_int caught;

static void metalens_on_signal(int signal) { atomic_store(&caught, signal); }

int metalens_catch_interrupts(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = metalens_on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART | SA_RESETHAND;
  if (sigaction(SIGINT, &action, NULL) != 0 || sigaction(SIGTERM, &action, NULL) != 0) return errno;
  /* A process inherits its parent thread's mask: started from a thread that
     blocks them (libdispatch's workers do), it would never see the signals. */
  sigset_t both;
  sigemptyset(&both);
  sigaddset(&both, SIGINT);
  sigaddset(&both, SIGTERM);
  return pthread_sigmask(SIG_UNBLOCK, &both, NULL);
}

int metalens_interrupted(void) { return atomic_load(&caught); }
