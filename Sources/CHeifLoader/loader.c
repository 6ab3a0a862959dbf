// See CHeifLoader.h for why libheif is loaded on first use. Each pointer
// has the type of libheif's own declaration (`__typeof__`), so a signature
// that drifts from the header does not compile.
#include "CHeifLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define METALENS_HEIF_FUNCTIONS(X)                                                                                 \
  X(heif_context_alloc)                                                                                            \
  X(heif_context_free)                                                                                             \
  X(heif_context_set_maximum_image_size_limit)                                                                     \
  X(heif_context_set_max_decoding_threads)                                                                         \
  X(heif_context_read_from_memory)                                                                                 \
  X(heif_context_get_primary_image_handle)                                                                         \
  X(heif_image_handle_release)                                                                                     \
  X(heif_image_handle_get_width)                                                                                   \
  X(heif_image_handle_get_height)                                                                                  \
  X(heif_image_handle_get_number_of_thumbnails)                                                                    \
  X(heif_image_handle_get_list_of_thumbnail_IDs)                                                                   \
  X(heif_image_handle_get_thumbnail)                                                                               \
  X(heif_decoding_options_alloc)                                                                                   \
  X(heif_decoding_options_free)                                                                                    \
  X(heif_decode_image)                                                                                             \
  X(heif_image_release)                                                                                            \
  X(heif_image_get_plane_readonly)                                                                                 \
  X(heif_image_get_bits_per_pixel_range)                                                                           \
  X(heif_image_get_width)                                                                                          \
  X(heif_image_get_height)

#define METALENS_HEIF_POINTER(name) static __typeof__(&name) bound_##name;
METALENS_HEIF_FUNCTIONS(METALENS_HEIF_POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
// Why the library could not be used, in the dynamic loader's words or
// naming the missing function; written once, inside `load`.
static char failure[256];

// The library stays loaded for the life of the process (never dlclose'd):
// pictures decoded later reuse it. A libheif without one of the functions
// (an older 1.x) is closed again and every pointer unbound.
static void load(void) {
  void* library = dlopen("libheif.so.1", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    const char* error = dlerror();
    snprintf(failure, sizeof failure, "%s", error != NULL ? error : "libheif.so.1 could not be opened");
    return;
  }
  const char* missing = NULL;
#define METALENS_HEIF_BIND(name)                                                                                   \
  if (missing == NULL) {                                                                                           \
    *(void**)(&bound_##name) = dlsym(library, #name);                                                              \
    if (bound_##name == NULL) missing = #name;                                                                     \
  }
  METALENS_HEIF_FUNCTIONS(METALENS_HEIF_BIND)
  if (missing != NULL) {
    snprintf(failure, sizeof failure, "libheif.so.1 has no %s", missing);
#define METALENS_HEIF_UNBIND(name) bound_##name = NULL;
    METALENS_HEIF_FUNCTIONS(METALENS_HEIF_UNBIND)
    dlclose(library);
    return;
  }
  loaded = 1;
}

int metalens_heif_load(void) {
  pthread_once(&once, load);
  return loaded;
}

const char* metalens_heif_load_failure(void) {
  pthread_once(&once, load);
  return loaded ? NULL : failure;
}

struct heif_context* metalens_heif_context_alloc(void) { return bound_heif_context_alloc(); }

void metalens_heif_context_free(struct heif_context* context) { bound_heif_context_free(context); }

void metalens_heif_context_set_maximum_image_size_limit(struct heif_context* context, int maximum_width) {
  bound_heif_context_set_maximum_image_size_limit(context, maximum_width);
}

void metalens_heif_context_set_max_decoding_threads(struct heif_context* context, int max_threads) {
  bound_heif_context_set_max_decoding_threads(context, max_threads);
}

struct heif_error metalens_heif_context_read_from_memory(
    struct heif_context* context, const void* memory, size_t size, const struct heif_reading_options* options) {
  return bound_heif_context_read_from_memory(context, memory, size, options);
}

struct heif_error metalens_heif_context_get_primary_image_handle(
    struct heif_context* context, struct heif_image_handle** handle) {
  return bound_heif_context_get_primary_image_handle(context, handle);
}

void metalens_heif_image_handle_release(const struct heif_image_handle* handle) {
  bound_heif_image_handle_release(handle);
}

int metalens_heif_image_handle_get_width(const struct heif_image_handle* handle) {
  return bound_heif_image_handle_get_width(handle);
}

int metalens_heif_image_handle_get_height(const struct heif_image_handle* handle) {
  return bound_heif_image_handle_get_height(handle);
}

int metalens_heif_image_handle_get_number_of_thumbnails(const struct heif_image_handle* handle) {
  return bound_heif_image_handle_get_number_of_thumbnails(handle);
}

int metalens_heif_image_handle_get_list_of_thumbnail_IDs(
    const struct heif_image_handle* handle, heif_item_id* ids, int count) {
  return bound_heif_image_handle_get_list_of_thumbnail_IDs(handle, ids, count);
}

struct heif_error metalens_heif_image_handle_get_thumbnail(
    const struct heif_image_handle* handle, heif_item_id id, struct heif_image_handle** thumbnail) {
  return bound_heif_image_handle_get_thumbnail(handle, id, thumbnail);
}

struct heif_decoding_options* metalens_heif_decoding_options_alloc(void) {
  return bound_heif_decoding_options_alloc();
}

void metalens_heif_decoding_options_free(struct heif_decoding_options* options) {
  bound_heif_decoding_options_free(options);
}

struct heif_error metalens_heif_decode_image(
    const struct heif_image_handle* handle, struct heif_image** image, enum heif_colorspace colorspace,
    enum heif_chroma chroma, const struct heif_decoding_options* options) {
  return bound_heif_decode_image(handle, image, colorspace, chroma, options);
}

void metalens_heif_image_release(const struct heif_image* image) { bound_heif_image_release(image); }

const uint8_t* metalens_heif_image_get_plane_readonly(
    const struct heif_image* image, enum heif_channel channel, int* stride) {
  return bound_heif_image_get_plane_readonly(image, channel, stride);
}

int metalens_heif_image_get_bits_per_pixel_range(const struct heif_image* image, enum heif_channel channel) {
  return bound_heif_image_get_bits_per_pixel_range(image, channel);
}

int metalens_heif_image_get_width(const struct heif_image* image, enum heif_channel channel) {
  return bound_heif_image_get_width(image, channel);
}

int metalens_heif_image_get_height(const struct heif_image* image, enum heif_channel channel) {
  return bound_heif_image_get_height(image, channel);
}
