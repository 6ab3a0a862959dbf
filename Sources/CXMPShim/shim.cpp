#include "CXMPShim.h"

#include <iostream>

extern "C" void metalens_xmp_silence_cerr(void) {
  std::cerr.setstate(std::ios::badbit);
}
