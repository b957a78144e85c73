#ifndef ODRPACK_CLIBXML2_SHIM_H
#define ODRPACK_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU; its headers then pull in ICU types that
// clash with Foundation's copy ("'UErrorCode' has different definitions in
// different modules") on clean builds. Nothing here needs ICU, so switch it
// off before any other libxml2 header is read.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/SAX2.h>

// xmlFree is a mutable global function pointer, which Swift 6 rejects.
static inline void odr_xml_free(void *pointer) { xmlFree(pointer); }

#endif
