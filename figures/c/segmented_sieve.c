/*
 * The losing positions of subtract-a-square (Stone Game IV) up to a limit, by
 * the crate's one-thread segmented sieve (code/src/stone_game_iv/segmented.rs,
 * `losing_positions_segmented_on(limit, 1)`), written in plain C to time beside
 * it: segments of 2^20 positions, one bitset of winning positions per segment,
 * and for each losing position a cursor of 16 bytes (its next mark p + k^2 and
 * the gap 2k + 1 to the one after).
 *
 *   cc -O2 -o segmented_sieve figures/c/segmented_sieve.c
 *   ./segmented_sieve 1000000000
 *
 * prints the number of losing positions up to the limit and the last one.
 * `cargo run --release -p figures -- record-c-sieve` compiles and runs it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SEGMENT ((uint64_t)1 << 20)
#define WORDS (SEGMENT / 64)

struct cursor {
    uint64_t next;
    uint64_t gap;
};

/* The marks of one cursor in lo..hi, as bits of the segment. */
static void mark(struct cursor *c, uint64_t *segment, uint64_t lo, uint64_t hi)
{
    uint64_t next = c->next, gap = c->gap;
    while (next < hi) {
        uint64_t bit = next - lo;
        segment[bit / 64] |= (uint64_t)1 << (bit % 64);
        next += gap;
        gap += 2;
    }
    c->next = next;
    c->gap = gap;
}

static void *grow(void *array, size_t *capacity, size_t size)
{
    *capacity *= 2;
    void *grown = realloc(array, *capacity * size);
    if (grown == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    return grown;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s <limit>\n", argv[0]);
        return 2;
    }
    uint64_t limit = strtoull(argv[1], NULL, 10);
    static uint64_t segment[WORDS];
    size_t count = 0, capacity = 1024, positions_capacity = 1024;
    struct cursor *cursors = malloc(capacity * sizeof *cursors);
    uint64_t *positions = malloc(positions_capacity * sizeof *positions);
    if (cursors == NULL || positions == NULL) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (uint64_t lo = 0; lo <= limit; lo += SEGMENT) {
        uint64_t hi = limit - lo < SEGMENT ? limit + 1 : lo + SEGMENT;
        /* 1. The marks of the losing positions found so far, all below lo. */
        memset(segment, 0, sizeof segment);
        for (size_t j = 0; j < count; j++)
            mark(&cursors[j], segment, lo, hi);
        /* 2. The walk: an unmarked position is losing, and marks the rest of
         *    the segment at once. */
        for (uint64_t w = 0; w < (hi - lo + 63) / 64; w++) {
            for (;;) {
                uint64_t unmarked = ~segment[w];
                if (unmarked == 0)
                    break;
                uint64_t p = lo + w * 64 + (uint64_t)__builtin_ctzll(unmarked);
                if (p >= hi)
                    break;
                segment[w] |= unmarked & -unmarked; /* visited */
                struct cursor c = {p + 1, 3};
                mark(&c, segment, lo, hi);
                if (count == capacity)
                    cursors = grow(cursors, &capacity, sizeof *cursors);
                if (count == positions_capacity)
                    positions = grow(positions, &positions_capacity,
                                     sizeof *positions);
                cursors[count] = c;
                positions[count] = p;
                count++;
            }
        }
    }
    printf("%zu %llu\n", count,
           (unsigned long long)(count ? positions[count - 1] : 0));
    free(cursors);
    free(positions);
    return 0;
}
