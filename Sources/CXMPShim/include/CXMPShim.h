// What Swift cannot reach around exempi: its C++ side.
#ifndef METALENS_CXMPSHIM_H
#define METALENS_CXMPSHIM_H

#ifdef __cplusplus
extern "C" {
#endif

/// exempi writes every XMP Toolkit error to std::cerr as well as returning it
/// through xmp_get_error(). metalens reports those errors itself, as warnings
/// tied to the file, so this puts std::cerr in a failed state, which turns
/// its writes into no-ops. Nothing else in metalens writes to std::cerr.
void metalens_xmp_silence_cerr(void);

#ifdef __cplusplus
}
#endif

#endif
