#ifndef ODRPACK_CARCHIVE_SHIM_H
#define ODRPACK_CARCHIVE_SHIM_H

#include <archive.h>
#include <archive_entry.h>

// AE_IFREG, AE_IFDIR and AE_IFLNK are cast macros that Swift cannot import.
static const unsigned int odr_ae_ifreg = AE_IFREG;
static const unsigned int odr_ae_ifdir = AE_IFDIR;
static const unsigned int odr_ae_iflnk = AE_IFLNK;

#endif
