#include <stddef.h>
#include <stdbool.h>
#include <exempi/xmp.h>
#include <exempi/xmperrors.h>
