#ifndef ODR_CURL_H
#define ODR_CURL_H

#include <stddef.h>

/// One HTTP answer: the status, the body and the `Retry-After` header. Free with
/// `odr_http_answer_free`.
typedef struct {
    long status;
    char *body;
    size_t body_length;
    size_t body_capacity;
    /// The last `Retry-After` value, NUL-terminated, or NULL.
    char *retry_after;
    /// Why the request got no answer (empty when it got one).
    char error[320];
} odr_http_answer;

/// Sends one request through libcurl, loaded with dlopen on first use (so the program links no
/// networking library and starts without loading one): `libcurl.so.4`, else `libcurl-gnutls.so.4`
/// (`libcurl.4.dylib` on macOS), or what the environment variable `ODR_PACK_LIBCURL` names.
/// `headers` are `Name: value` lines. A body of length 0 with `body` NULL sends none.
/// `idle_timeout` aborts a transfer that moves no byte for that many seconds. Returns 0 when an
/// answer came (whatever its status), -1 when libcurl could not be loaded (which trying again
/// cannot change), a positive CURLcode when the transfer failed; `answer->error` says why.
int odr_http_perform(const char *method, const char *url, const char *const *headers, size_t header_count,
                     const void *body, size_t body_length, long idle_timeout, odr_http_answer *answer);

/// Frees what `odr_http_perform` allocated in `answer`.
void odr_http_answer_free(odr_http_answer *answer);

#endif
