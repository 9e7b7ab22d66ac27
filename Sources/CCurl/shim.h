// Typed wrappers for libcurl's variadic calls, which Swift cannot call directly.
// Each wrapper fixes the argument type that libcurl expects for the option it is given.
#ifndef FITTODAY_CCURL_SHIM_H
#define FITTODAY_CCURL_SHIM_H

#include <curl/curl.h>
#include <sys/eventfd.h>

/// A non-blocking eventfd for waking the transfer thread out of curl_multi_poll.
static inline int fittoday_wake_descriptor(void) {
    return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

/// curl_global_init with every default feature; call once per process before any other libcurl call.
static inline CURLcode fittoday_curl_global_init(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

typedef size_t (*fittoday_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode fittoday_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode fittoday_curl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode fittoday_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode fittoday_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode fittoday_curl_setopt_list(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode fittoday_curl_setopt_data_callback(CURL *handle, CURLoption option,
                                                          fittoday_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode fittoday_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode fittoday_curl_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode fittoday_curl_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode fittoday_curl_getinfo_string(CURL *handle, CURLINFO info, const char **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode fittoday_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

static inline CURLSHcode fittoday_curl_share_setopt_long(CURLSH *share, CURLSHoption option, long value) {
    return curl_share_setopt(share, option, value);
}

#endif
