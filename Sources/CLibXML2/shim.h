// libxml2's HTML parser for Swift. xmlFree is a function pointer variable in libxml2, which Swift cannot call
// directly: the wrapper below calls it.
#ifndef FITTODAY_CLIBXML2_SHIM_H
#define FITTODAY_CLIBXML2_SHIM_H

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlmemory.h>

static inline void fittoday_xml_free(void *pointer) {
    xmlFree(pointer);
}

#endif
