// libcurl through dlopen: the few entry points odr-pack's upload needs, with their ABI-stable
// option numbers (curl.h's CURLOPT values have not changed since they were introduced), so
// neither the curl headers nor a link-time libcurl are needed. Linking libcurl, or Foundation's
// URLSession over it, loads some thirty libraries at every start of every command.

#include "odr_curl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum {
    OPT_WRITEDATA = 10001,
    OPT_URL = 10002,
    OPT_LOW_SPEED_LIMIT = 19,
    OPT_LOW_SPEED_TIME = 20,
    OPT_ERRORBUFFER = 10010,
    OPT_WRITEFUNCTION = 20011,
    OPT_POSTFIELDS = 10015,
    OPT_HTTPHEADER = 10023,
    OPT_HEADERDATA = 10029,
    OPT_CUSTOMREQUEST = 10036,
    OPT_NOBODY = 44,
    OPT_FOLLOWLOCATION = 52,
    OPT_MAXREDIRS = 68,
    OPT_CONNECTTIMEOUT = 78,
    OPT_HEADERFUNCTION = 20079,
    OPT_HTTPGET = 80,
    OPT_NOSIGNAL = 99,
    OPT_POSTFIELDSIZE_LARGE = 30120,
    INFO_RESPONSE_CODE = 0x200002,
    GLOBAL_ALL = 3,
    ERROR_SIZE = 256, // CURL_ERROR_SIZE
};

typedef size_t (*data_callback)(char *, size_t, size_t, void *);

static struct {
    void *library;
    int (*global_init)(long);
    void *(*easy_init)(void);
    int (*easy_setopt)(void *, int, ...);
    int (*easy_perform)(void *);
    int (*easy_getinfo)(void *, int, ...);
    void (*easy_cleanup)(void *);
    const char *(*easy_strerror)(int);
    void *(*slist_append)(void *, const char *);
    void (*slist_free_all)(void *);
    char failure[320];
} curl;

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
#if defined(__APPLE__)
    const char *names[] = {"libcurl.4.dylib", "libcurl.dylib"};
#else
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};
#endif
    size_t count = sizeof names / sizeof names[0];
    // ODR_PACK_LIBCURL names the library to load instead (a path or a file name).
    const char *chosen = getenv("ODR_PACK_LIBCURL");
    if (chosen && *chosen) {
        names[0] = chosen;
        count = 1;
    }
    char first[200] = "not found";
    for (size_t index = 0; index < count && !curl.library; index++) {
        curl.library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        const char *why = curl.library ? NULL : dlerror();
        if (index == 0 && why) snprintf(first, sizeof first, "%s", why);
    }
    if (!curl.library) {
        snprintf(curl.failure, sizeof curl.failure,
                 "libcurl could not be loaded (%s); odr-pack upload needs it: install libcurl (Debian: libcurl4), or name it in ODR_PACK_LIBCURL",
                 first);
        return;
    }
#define BIND(field, symbol) *(void **)(&curl.field) = dlsym(curl.library, symbol)
    BIND(global_init, "curl_global_init");
    BIND(easy_init, "curl_easy_init");
    BIND(easy_setopt, "curl_easy_setopt");
    BIND(easy_perform, "curl_easy_perform");
    BIND(easy_getinfo, "curl_easy_getinfo");
    BIND(easy_cleanup, "curl_easy_cleanup");
    BIND(easy_strerror, "curl_easy_strerror");
    BIND(slist_append, "curl_slist_append");
    BIND(slist_free_all, "curl_slist_free_all");
#undef BIND
    if (!curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo ||
        !curl.easy_cleanup || !curl.easy_strerror || !curl.slist_append || !curl.slist_free_all) {
        snprintf(curl.failure, sizeof curl.failure, "%s lacks the curl_easy functions", names[0]);
        curl.library = NULL;
        return;
    }
    if (curl.global_init(GLOBAL_ALL) != 0) {
        snprintf(curl.failure, sizeof curl.failure, "curl_global_init failed");
        curl.library = NULL;
    }
}

static int grow(odr_http_answer *answer, size_t more) {
    if (answer->body_length + more + 1 <= answer->body_capacity) return 1;
    size_t capacity = answer->body_capacity ? answer->body_capacity : 16384;
    while (capacity < answer->body_length + more + 1) capacity *= 2;
    char *body = realloc(answer->body, capacity);
    if (!body) return 0;
    answer->body = body;
    answer->body_capacity = capacity;
    return 1;
}

static size_t take_body(char *data, size_t size, size_t count, void *context) {
    odr_http_answer *answer = context;
    size_t length = size * count;
    if (!grow(answer, length)) return 0; // curl fails the transfer with CURLE_WRITE_ERROR
    memcpy(answer->body + answer->body_length, data, length);
    answer->body_length += length;
    return length;
}

static size_t take_header(char *data, size_t size, size_t count, void *context) {
    odr_http_answer *answer = context;
    size_t length = size * count;
    static const char name[] = "retry-after:";
    if (length > sizeof name - 1 && strncasecmp(data, name, sizeof name - 1) == 0) {
        size_t start = sizeof name - 1, end = length;
        while (start < end && (data[start] == ' ' || data[start] == '\t')) start++;
        while (end > start && (data[end - 1] == '\r' || data[end - 1] == '\n' || data[end - 1] == ' ')) end--;
        char *value = malloc(end - start + 1);
        if (!value) return 0;
        memcpy(value, data + start, end - start);
        value[end - start] = 0;
        free(answer->retry_after);
        answer->retry_after = value;
    } else if (length >= 5 && strncmp(data, "HTTP/", 5) == 0) {
        // A new status line (after a redirect or a 100 Continue): headers of the earlier answer no longer count.
        free(answer->retry_after);
        answer->retry_after = NULL;
    }
    return length;
}

static void set_method(void *handle, const char *method, const void *body, size_t body_length) {
    if (body) {
        curl.easy_setopt(handle, OPT_POSTFIELDSIZE_LARGE, (int64_t)body_length);
        curl.easy_setopt(handle, OPT_POSTFIELDS, body);
        if (strcmp(method, "POST") != 0) curl.easy_setopt(handle, OPT_CUSTOMREQUEST, method);
    } else if (strcmp(method, "HEAD") == 0) {
        curl.easy_setopt(handle, OPT_NOBODY, 1L);
    } else {
        curl.easy_setopt(handle, OPT_HTTPGET, 1L);
        if (strcmp(method, "GET") != 0) curl.easy_setopt(handle, OPT_CUSTOMREQUEST, method);
    }
}

int odr_http_perform(const char *method, const char *url, const char *const *headers, size_t header_count,
                     const void *body, size_t body_length, long idle_timeout, odr_http_answer *answer) {
    memset(answer, 0, sizeof *answer);
    pthread_once(&curl_once, load_curl);
    if (!curl.library) {
        snprintf(answer->error, sizeof answer->error, "%s", curl.failure);
        return -1;
    }
    void *handle = curl.easy_init();
    if (!handle) {
        snprintf(answer->error, sizeof answer->error, "curl_easy_init failed");
        return 27; // CURLE_OUT_OF_MEMORY
    }
    char message[ERROR_SIZE] = {0};
    void *list = NULL;
    for (size_t index = 0; index <= header_count; index++) {
        // Last, no `Expect: 100-continue` round trip before a large body.
        void *longer = curl.slist_append(list, index < header_count ? headers[index] : "Expect:");
        if (!longer) {
            curl.slist_free_all(list);
            curl.easy_cleanup(handle);
            snprintf(answer->error, sizeof answer->error, "out of memory for the request's headers");
            return 27; // CURLE_OUT_OF_MEMORY
        }
        list = longer;
    }
    curl.easy_setopt(handle, OPT_URL, url);
    curl.easy_setopt(handle, OPT_HTTPHEADER, list);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, OPT_ERRORBUFFER, message);
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, OPT_MAXREDIRS, 10L);
    curl.easy_setopt(handle, OPT_CONNECTTIMEOUT, 60L);
    curl.easy_setopt(handle, OPT_LOW_SPEED_LIMIT, 1L);
    curl.easy_setopt(handle, OPT_LOW_SPEED_TIME, idle_timeout);
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, (data_callback)take_body);
    curl.easy_setopt(handle, OPT_WRITEDATA, (void *)answer);
    curl.easy_setopt(handle, OPT_HEADERFUNCTION, (data_callback)take_header);
    curl.easy_setopt(handle, OPT_HEADERDATA, (void *)answer);
    set_method(handle, method, body, body_length);
    int code = curl.easy_perform(handle);
    if (code == 0) {
        curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &answer->status);
    } else {
        snprintf(answer->error, sizeof answer->error, "%s", message[0] ? message : curl.easy_strerror(code));
    }
    curl.easy_cleanup(handle);
    curl.slist_free_all(list);
    return code;
}

void odr_http_answer_free(odr_http_answer *answer) {
    free(answer->body);
    free(answer->retry_after);
    answer->body = NULL;
    answer->retry_after = NULL;
    answer->body_length = 0;
    answer->body_capacity = 0;
}
