// libxml2's HTML parser for Swift. xmlFree is a function pointer variable in libxml2, which Swift cannot call
// directly: the wrapper below calls it.
#ifndef FITTODAY_CLIBXML2_SHIM_H
#define FITTODAY_CLIBXML2_SHIM_H

// libxml2 is built with ICU, and its encoding header would pull the system's ICU headers in, which clash with
// the ICU copy inside Foundation in any Swift file that imports both. FitToday never touches libxml2's encoding
// handlers (only pointers to documents and nodes), so the ICU part of that header is left out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlmemory.h>

static inline void fittoday_xml_free(void *pointer) {
    xmlFree(pointer);
}

#endif
