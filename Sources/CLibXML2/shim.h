// libxml2's HTML parser for Swift, with every function FitToday uses resolved on first use. libxml2 is opened
// with dlopen rather than linked: linked, it brings ICU and compression libraries into every start of the
// command, while only the Wger adapter parses HTML. xmlFree is a function pointer variable in libxml2, which
// Swift cannot call directly: fittoday_xml_free calls it.
#ifndef FITTODAY_CLIBXML2_SHIM_H
#define FITTODAY_CLIBXML2_SHIM_H

// libxml2 is built with ICU, and its encoding header would pull the system's ICU headers in, which clash with
// the ICU copy inside Foundation in any Swift file that imports both. FitToday never touches libxml2's encoding
// handlers (only pointers to documents and nodes), so the ICU part of that header is left out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <dlfcn.h>
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlmemory.h>
#include <pthread.h>
#include <stddef.h>

typedef struct {
    void (*init_parser)(void);
    htmlDocPtr (*read_memory)(const char *, int, const char *, const char *, int);
    htmlDocPtr (*context_read_memory)(htmlParserCtxtPtr, const char *, int, const char *, const char *, int);
    htmlParserCtxtPtr (*new_context)(void);
    void (*free_context)(htmlParserCtxtPtr);
    void (*free_document)(xmlDocPtr);
    xmlChar *(*get_property)(const xmlNode *, const xmlChar *);
    xmlFreeFunc *free;
} fittoday_xml_api;

/// The one table of resolved functions (a function-local static: Swift imports these inline functions, and file-scope
/// statics of a header would have no storage in a Swift module).
static inline fittoday_xml_api *fittoday_xml_table(void) {
    static fittoday_xml_api table;
    return &table;
}

static inline void fittoday_xml_load(void) {
    void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    fittoday_xml_api api;
    *(void **)&api.init_parser = dlsym(library, "xmlInitParser");
    *(void **)&api.read_memory = dlsym(library, "htmlReadMemory");
    *(void **)&api.context_read_memory = dlsym(library, "htmlCtxtReadMemory");
    *(void **)&api.new_context = dlsym(library, "htmlNewParserCtxt");
    *(void **)&api.free_context = dlsym(library, "htmlFreeParserCtxt");
    *(void **)&api.free_document = dlsym(library, "xmlFreeDoc");
    *(void **)&api.get_property = dlsym(library, "xmlGetProp");
    *(void **)&api.free = dlsym(library, "xmlFree");
    void **slot = (void **)&api;
    for (size_t index = 0; index < sizeof(api) / sizeof(void *); index++) {
        if (slot[index] == NULL) return;
    }
    *fittoday_xml_table() = api;
}

/// The resolved functions, or NULL when libxml2 cannot be opened.
static inline const fittoday_xml_api *fittoday_xml(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, fittoday_xml_load);
    const fittoday_xml_api *table = fittoday_xml_table();
    return table->init_parser != NULL ? table : NULL;
}

static inline void fittoday_xml_init_parser(void) {
    const fittoday_xml_api *api = fittoday_xml();
    if (api) api->init_parser();
}

static inline htmlDocPtr fittoday_html_read_memory(const char *buffer, int size, const char *url,
                                                   const char *encoding, int options) {
    const fittoday_xml_api *api = fittoday_xml();
    return api ? api->read_memory(buffer, size, url, encoding, options) : NULL;
}

static inline htmlDocPtr fittoday_html_context_read_memory(htmlParserCtxtPtr context, const char *buffer, int size,
                                                           const char *url, const char *encoding, int options) {
    const fittoday_xml_api *api = fittoday_xml();
    return api ? api->context_read_memory(context, buffer, size, url, encoding, options) : NULL;
}

static inline htmlParserCtxtPtr fittoday_html_new_context(void) {
    const fittoday_xml_api *api = fittoday_xml();
    return api ? api->new_context() : NULL;
}

static inline void fittoday_html_free_context(htmlParserCtxtPtr context) {
    const fittoday_xml_api *api = fittoday_xml();
    if (api) api->free_context(context);
}

static inline void fittoday_xml_free_document(xmlDocPtr document) {
    const fittoday_xml_api *api = fittoday_xml();
    if (api) api->free_document(document);
}

static inline xmlChar *fittoday_xml_get_property(const xmlNode *node, const xmlChar *name) {
    const fittoday_xml_api *api = fittoday_xml();
    return api ? api->get_property(node, name) : NULL;
}

static inline void fittoday_xml_free(void *pointer) {
    const fittoday_xml_api *api = fittoday_xml();
    if (api) (*api->free)(pointer);
}

#endif
