/*
 * boinc_test_app: a small BOINC-API application used by the tests of core/exec.
 *
 * It reads the logical input file "in" (one integer: the number of work units,
 * optional), does that many units of deterministic work, reports its fraction
 * done, checkpoints the unit reached into "checkpoint.txt" when the client says
 * it is time, and writes "out" ("N units done") before calling
 * boinc_finish(0).
 *
 * Command-line options (each optional):
 *   --units N        units of work (overrides the input file)
 *   --unit-ms M      milliseconds per unit (default 100)
 *   --sleepy         sleep through each unit instead of computing (benchmarks)
 *   --crash          exit(3) half-way through
 *   --signal         raise SIGSEGV half-way through (BOINC's handler may turn it into exit 193)
 *   --hang           take no process-control messages, ignore heartbeats, never finish
 *   --forever        keep working past the last unit (exceeds any time bound)
 *   --alloc-mb N     allocate and touch N MB, then keep working
 *   --no-output      finish successfully without writing "out"
 *   --flood-stderr N write N bytes of text to stderr first
 *   --fork N         start N child processes that sleep (to test killing the tree)
 */
#include <boinc/boinc_api.h>
#include <boinc/filesys.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

static void sleep_ms(long ms) {
    struct timespec ts;
    ts.tv_sec = ms / 1000;
    ts.tv_nsec = (ms % 1000) * 1000000L;
    nanosleep(&ts, NULL);
}

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Busy work for about ms milliseconds; returns a value folded into the checksum. */
static unsigned long busy_unit(long ms, unsigned long seed) {
    double end = now_s() + ms / 1000.0;
    unsigned long x = seed;
    while (now_s() < end) {
        int i;
        for (i = 0; i < 20000; i++) x = x * 6364136223846793005UL + 1442695040888963407UL;
    }
    return x;
}

static int read_int_file(const char *logical, long *value) {
    char path[512];
    FILE *f;
    if (boinc_resolve_filename(logical, path, sizeof path)) return -1;
    f = fopen(path, "r");
    if (!f) return -1;
    if (fscanf(f, "%ld", value) != 1) { fclose(f); return -1; }
    fclose(f);
    return 0;
}

int main(int argc, char **argv) {
    long units = 20, unit_ms = 100, alloc_mb = 0, flood = 0, nfork = 0, unit = 0, value;
    int sleepy = 0, crash = 0, sig = 0, hang = 0, forever = 0, no_output = 0, i;
    volatile unsigned long sink = 0; /* keeps the busy work from being optimised away */
    BOINC_OPTIONS options;

    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--units") && i + 1 < argc) units = atol(argv[++i]);
        else if (!strcmp(argv[i], "--unit-ms") && i + 1 < argc) unit_ms = atol(argv[++i]);
        else if (!strcmp(argv[i], "--sleepy")) sleepy = 1;
        else if (!strcmp(argv[i], "--crash")) crash = 1;
        else if (!strcmp(argv[i], "--signal")) sig = 1;
        else if (!strcmp(argv[i], "--hang")) hang = 1;
        else if (!strcmp(argv[i], "--forever")) forever = 1;
        else if (!strcmp(argv[i], "--alloc-mb") && i + 1 < argc) alloc_mb = atol(argv[++i]);
        else if (!strcmp(argv[i], "--no-output")) no_output = 1;
        else if (!strcmp(argv[i], "--flood-stderr") && i + 1 < argc) flood = atol(argv[++i]);
        else if (!strcmp(argv[i], "--fork") && i + 1 < argc) nfork = atol(argv[++i]);
    }

    memset(&options, 0, sizeof options);
    options.main_program = 1;
    options.check_heartbeat = hang ? 0 : 1;
    options.handle_process_control = hang ? 0 : 1;
    options.send_status_msgs = hang ? 0 : 1;
    options.direct_process_action = 1;
    boinc_init_options(&options);

    if (read_int_file("in", &value) == 0 && value > 0) units = value;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--units") && i + 1 < argc) units = atol(argv[i + 1]);
    }
    if (read_int_file("checkpoint.txt", &value) == 0 && value >= 0 && value <= units) unit = value;
    fprintf(stderr, "boinc_test_app: %ld units, starting at %ld\n", units, unit);

    for (i = 0; i < flood; i += 64) {
        fputs("flooding stderr: 0123456789abcdefghijklmnopqrstuvwxyz.....\n", stderr);
    }
    fflush(stderr);
    for (i = 0; i < nfork; i++) {
        pid_t pid = fork();
        if (pid == 0) {
            for (;;) pause();
        }
    }
    if (alloc_mb > 0) {
        size_t n = (size_t)alloc_mb << 20;
        char *block = malloc(n);
        size_t k;
        if (block) for (k = 0; k < n; k += 4096) block[k] = (char)k;
        fprintf(stderr, "allocated %ld MB\n", alloc_mb);
    }

    for (; unit < units || forever || hang; unit++) {
        if (sleepy || hang) sleep_ms(unit_ms);
        else sink ^= busy_unit(unit_ms, (unsigned long)unit);
        if (crash && unit >= units / 2) {
            fprintf(stderr, "boinc_test_app: crashing on purpose at unit %ld\n", unit);
            exit(3);
        }
        if (sig && unit >= units / 2) {
            fprintf(stderr, "boinc_test_app: raising SIGSEGV at unit %ld\n", unit);
            fflush(stderr);
            signal(SIGSEGV, SIG_DFL);
            raise(SIGSEGV);
        }
        if (!forever && !hang) boinc_fraction_done((double)(unit + 1) / (double)units);
        if (boinc_time_to_checkpoint()) {
            char path[512];
            FILE *f;
            boinc_resolve_filename("checkpoint.txt", path, sizeof path);
            f = fopen(path, "w");
            if (f) {
                fprintf(f, "%ld\n", unit + 1);
                fclose(f);
            }
            boinc_checkpoint_completed();
        }
    }

    if (!no_output) {
        char path[512];
        FILE *f;
        boinc_resolve_filename("out", path, sizeof path);
        f = fopen(path, "w");
        if (!f) {
            fprintf(stderr, "boinc_test_app: cannot write output\n");
            boinc_finish(1);
        }
        fprintf(f, "%ld units done\n", units);
        fclose(f);
    }
    boinc_finish(0);
    return 0;
}
