// libheif, loaded when a picture is first decoded instead of when metalens
// starts. Linking libheif made every process load it and its codecs
// (libde265, libx265, libaom, libdav1d) and run their initialisers: 4.0 ms
// of CPU of the 8.1 ms `metalens --version` took (perf stat, 2026-11-26),
// for a library only `compare` calls. The header gives libheif's types; the
// functions below call libheif 1.x (soname libheif.so.1) through dlsym.
#ifndef CHEIFLOADER_H
#define CHEIFLOADER_H

#include <stddef.h>
#include <libheif/heif.h>

// 1 once libheif is loaded and every function below is bound, 0 when it
// cannot be (not installed, or a libheif without one of them). Loads at most
// once per process, on the first call, from any thread. Call it, and check
// it, before any other function here.
int metalens_heif_load(void);
// Why libheif cannot be used (the dynamic loader's words, or the function
// it lacks); NULL once it is loaded.
const char* metalens_heif_load_failure(void);

struct heif_context* metalens_heif_context_alloc(void);
void metalens_heif_context_free(struct heif_context* context);
void metalens_heif_context_set_maximum_image_size_limit(struct heif_context* context, int maximum_width);
void metalens_heif_context_set_max_decoding_threads(struct heif_context* context, int max_threads);
struct heif_error metalens_heif_context_read_from_memory(
    struct heif_context* context, const void* memory, size_t size, const struct heif_reading_options* options);
struct heif_error metalens_heif_context_get_primary_image_handle(
    struct heif_context* context, struct heif_image_handle** handle);
void metalens_heif_image_handle_release(const struct heif_image_handle* handle);
int metalens_heif_image_handle_get_width(const struct heif_image_handle* handle);
int metalens_heif_image_handle_get_height(const struct heif_image_handle* handle);
int metalens_heif_image_handle_get_number_of_thumbnails(const struct heif_image_handle* handle);
int metalens_heif_image_handle_get_list_of_thumbnail_IDs(
    const struct heif_image_handle* handle, heif_item_id* ids, int count);
struct heif_error metalens_heif_image_handle_get_thumbnail(
    const struct heif_image_handle* handle, heif_item_id id, struct heif_image_handle** thumbnail);
struct heif_decoding_options* metalens_heif_decoding_options_alloc(void);
void metalens_heif_decoding_options_free(struct heif_decoding_options* options);
struct heif_error metalens_heif_decode_image(
    const struct heif_image_handle* handle, struct heif_image** image, enum heif_colorspace colorspace,
    enum heif_chroma chroma, const struct heif_decoding_options* options);
void metalens_heif_image_release(const struct heif_image* image);
const uint8_t* metalens_heif_image_get_plane_readonly(
    const struct heif_image* image, enum heif_channel channel, int* stride);
int metalens_heif_image_get_bits_per_pixel_range(const struct heif_image* image, enum heif_channel channel);
int metalens_heif_image_get_width(const struct heif_image* image, enum heif_channel channel);
int metalens_heif_image_get_height(const struct heif_image* image, enum heif_channel channel);

#endif
