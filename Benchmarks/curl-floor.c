/* The floor under any libcurl client on this machine: plain C, one thread, curl_easy_perform in a loop, the same
 * request body as the other two benchmarks, nothing parsed. Scripts/benchmark-client.sh builds and runs it.
 *
 *   curl-floor URL REQUESTS      prints {"client":"c-libcurl-easy","requests":N,"cpuMicrosecondsPerRequest":…}
 */
#include <curl/curl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

static size_t discard(char *data, size_t size, size_t count, void *context) {
    (void)data;
    (void)context;
    return size * count;
}

static double cpu_seconds(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: curl-floor URL REQUESTS\n");
        return 64;
    }
    const char *body =
        "{\"max_completion_tokens\":256,\"messages\":[{\"content\":\"Voc\xc3\xaa monta treinos. Responda s\xc3\xb3 com JSON.\","
        "\"role\":\"system\"},{\"content\":\"Treino curto de corpo inteiro para hoje.\",\"role\":\"user\"}],"
        "\"model\":\"gpt-4o-mini\",\"response_format\":{\"json_schema\":{\"name\":\"plan\",\"schema\":{"
        "\"additionalProperties\":false,\"properties\":{\"exercises\":{\"items\":{\"additionalProperties\":false,"
        "\"properties\":{\"exerciseId\":{\"enum\":[\"push-up\",\"goblet-squat\",\"plank\"],\"type\":\"string\"},"
        "\"sets\":{\"type\":\"integer\"}},\"required\":[\"exerciseId\",\"sets\"],\"type\":\"object\"},\"type\":\"array\"}},"
        "\"required\":[\"exercises\"],\"type\":\"object\"},\"strict\":true},\"type\":\"json_schema\"},\"seed\":42,"
        "\"temperature\":0.2}";
    int requests = atoi(argv[2]);
    curl_global_init(CURL_GLOBAL_DEFAULT);
    CURL *handle = curl_easy_init();
    struct curl_slist *headers = NULL;
    headers = curl_slist_append(headers, "Content-Type: application/json");
    headers = curl_slist_append(headers, "Authorization: Bearer sk-bench");
    curl_easy_setopt(handle, CURLOPT_URL, argv[1]);
    curl_easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(handle, CURLOPT_POSTFIELDS, body);
    curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, discard);
    for (int i = 0; i < 20; i++) curl_easy_perform(handle);
    double start = cpu_seconds();
    for (int i = 0; i < requests; i++) {
        if (curl_easy_perform(handle) != CURLE_OK) {
            fprintf(stderr, "curl-floor: request failed\n");
            return 1;
        }
    }
    printf("{\"client\":\"c-libcurl-easy\",\"requests\":%d,\"cpuMicrosecondsPerRequest\":%.1f}\n", requests,
           (cpu_seconds() - start) * 1e6 / requests);
    curl_slist_free_all(headers);
    curl_easy_cleanup(handle);
    return 0;
}
