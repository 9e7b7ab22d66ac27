// libcurl for Swift: typed wrappers for its variadic calls (which Swift cannot call directly), and every libcurl
// function FitToday uses, resolved on first use. libcurl is opened with dlopen rather than linked: linked, it
// brings some thirty shared libraries (TLS, Kerberos, LDAP, IDN, compression) into every start of the command,
// which cost a cold `fittoday generate` more CPU than the work itself, while most commands never touch the network.
#ifndef FITTODAY_CCURL_SHIM_H
#define FITTODAY_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <sys/eventfd.h>

typedef struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    const char *(*easy_strerror)(CURLcode);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    CURLSHcode (*share_setopt)(CURLSH *, CURLSHoption, ...);
} fittoday_curl_api;

/// The one table of resolved functions (a function-local static: Swift imports these inline functions, and file-scope
/// statics of a header would have no storage in a Swift module).
static inline fittoday_curl_api *fittoday_curl_table(void) {
    static fittoday_curl_api table;
    return &table;
}

static inline void fittoday_curl_load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    fittoday_curl_api api;
    *(void **)&api.global_init = dlsym(library, "curl_global_init");
    *(void **)&api.easy_init = dlsym(library, "curl_easy_init");
    *(void **)&api.easy_setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&api.easy_getinfo = dlsym(library, "curl_easy_getinfo");
    *(void **)&api.easy_strerror = dlsym(library, "curl_easy_strerror");
    *(void **)&api.slist_append = dlsym(library, "curl_slist_append");
    *(void **)&api.slist_free_all = dlsym(library, "curl_slist_free_all");
    *(void **)&api.multi_init = dlsym(library, "curl_multi_init");
    *(void **)&api.multi_setopt = dlsym(library, "curl_multi_setopt");
    *(void **)&api.multi_add_handle = dlsym(library, "curl_multi_add_handle");
    *(void **)&api.multi_remove_handle = dlsym(library, "curl_multi_remove_handle");
    *(void **)&api.multi_perform = dlsym(library, "curl_multi_perform");
    *(void **)&api.multi_poll = dlsym(library, "curl_multi_poll");
    *(void **)&api.multi_info_read = dlsym(library, "curl_multi_info_read");
    *(void **)&api.share_setopt = dlsym(library, "curl_share_setopt");
    // All or nothing: a libcurl without one of them (older than 7.66) is treated as missing.
    void **slot = (void **)&api;
    for (size_t index = 0; index < sizeof(api) / sizeof(void *); index++) {
        if (slot[index] == NULL) return;
    }
    *fittoday_curl_table() = api;
}

/// The resolved functions, or NULL when libcurl cannot be opened.
static inline const fittoday_curl_api *fittoday_curl(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, fittoday_curl_load);
    const fittoday_curl_api *table = fittoday_curl_table();
    return table->easy_init != NULL ? table : NULL;
}

/// Whether libcurl could be opened; every other call fails harmlessly when it could not.
static inline int fittoday_curl_available(void) { return fittoday_curl() != NULL; }

/// A non-blocking eventfd for waking the transfer thread out of curl_multi_poll.
static inline int fittoday_wake_descriptor(void) {
    return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

/// curl_global_init with every default feature; call once per process before any other libcurl call.
static inline CURLcode fittoday_curl_global_init(void) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->global_init(CURL_GLOBAL_DEFAULT) : CURLE_FAILED_INIT;
}

static inline CURL *fittoday_curl_easy_init(void) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_init() : NULL;
}

static inline const char *fittoday_curl_easy_strerror(CURLcode code) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_strerror(code) : "libcurl is not available";
}

static inline struct curl_slist *fittoday_curl_slist_append(struct curl_slist *list, const char *text) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->slist_append(list, text) : list;
}

static inline void fittoday_curl_slist_free_all(struct curl_slist *list) {
    const fittoday_curl_api *api = fittoday_curl();
    if (api) api->slist_free_all(list);
}

static inline CURLM *fittoday_curl_multi_init(void) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->multi_init() : NULL;
}

static inline CURLMcode fittoday_curl_multi_add_handle(CURLM *multi, CURL *handle) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->multi_add_handle(multi, handle) : CURLM_INTERNAL_ERROR;
}

static inline CURLMcode fittoday_curl_multi_remove_handle(CURLM *multi, CURL *handle) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->multi_remove_handle(multi, handle) : CURLM_INTERNAL_ERROR;
}

static inline CURLMcode fittoday_curl_multi_perform(CURLM *multi, int *running) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->multi_perform(multi, running) : CURLM_INTERNAL_ERROR;
}

static inline CURLMcode fittoday_curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count,
                                                 int timeout, int *ready) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->multi_poll(multi, extra, count, timeout, ready) : CURLM_INTERNAL_ERROR;
}

static inline CURLMsg *fittoday_curl_multi_info_read(CURLM *multi, int *remaining) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->multi_info_read(multi, remaining) : NULL;
}

typedef size_t (*fittoday_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode fittoday_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode fittoday_curl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode fittoday_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode fittoday_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode fittoday_curl_setopt_list(CURL *handle, CURLoption option, struct curl_slist *value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode fittoday_curl_setopt_data_callback(CURL *handle, CURLoption option,
                                                          fittoday_curl_data_callback value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode fittoday_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

static inline CURLcode fittoday_curl_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

static inline CURLcode fittoday_curl_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

static inline CURLcode fittoday_curl_getinfo_string(CURL *handle, CURLINFO info, const char **value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

static inline CURLMcode fittoday_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->multi_setopt(multi, option, value) : CURLM_INTERNAL_ERROR;
}

static inline CURLSHcode fittoday_curl_share_setopt_long(CURLSH *share, CURLSHoption option, long value) {
    const fittoday_curl_api *api = fittoday_curl();
    return api ? api->share_setopt(share, option, value) : CURLSHE_NOT_BUILT_IN;
}

#endif
