// SparseGrundy's own paths - the direct method's byte compares, the block
// method's rows and the bits the second thread passes - against the plain mex
// table. Built twice: as is, and with NIMKIT_NO_SIMD (the loops every machine
// without SSE2 runs). test_octal.cpp holds the engine's wider tests.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <vector>

#include "nimkit/octal.hpp"
#include "nimkit/sparse_grundy.hpp"
#include "sanitized.hpp"
#include "take_break_rows.hpp"

using take_break_rows::game_of;

// g(0..n) by SparseGrundy - masks from 64 heaps on, blocks of `block` heaps,
// extended to each of `steps` in turn and then to n - with one thread and
// with two, each compared with take_break_table (under the sanitizers on
// g(0..2^13) only, the two engines with each other on all of g(0..n)).
static void check_engine(const nimkit::TakeBreak& game, std::size_t n, std::size_t block,
                         const std::vector<std::size_t>& steps) {
    const std::size_t checked = nimkit_test::kSanitized ? std::min(n, std::size_t(1) << 13) : n;
    const std::vector<unsigned> direct = nimkit::take_break_table(game, checked);
    std::vector<unsigned> first;
    for (unsigned threads = 1; threads <= 2; ++threads) {
        nimkit::SparseGrundy s(game, 64, block);
        s.set_threads(threads);
        for (std::size_t step : steps) s.extend(step);
        s.extend(n);
        std::size_t differ = 0;
        for (std::size_t i = 0; i <= checked; ++i) differ += s[i] != direct[i];
        CHECK(differ == 0);
        if (threads == 1) {
            for (std::size_t i = 0; i <= n; ++i) first.push_back(s[i]);
        } else {
            std::size_t apart = 0;
            for (std::size_t i = 0; i <= n; ++i) apart += s[i] != first[i];
            CHECK(apart == 0);
        }
    }
}

// 0.106 never takes a mask (byte compares throughout); 0.16 takes one and
// needs the ordered scan on some heaps; 0.366's values pass 511 while the
// blocks run, which then start again on rows of 1024 marks.
TEST_CASE("SparseGrundy, 1 and 2 threads, equals take_break_table on every heap <= 2^14 of 0.106, 0.16 and 0.366, "
          "masks from 64 heaps (under the sanitizers: the table on <= 2^13, the threads on <= 2^14)") {
    for (const char* code : {"0.106", "0.16", "0.366"}) {
        INFO(code);
        check_engine(game_of(code), 1 << 14, 256, {});
    }
}

// Small blocks take the block method early (from 2^11 heaps on, with at
// least a block's count of far rare heaps, heaps >= 2 blocks), where far
// pairs (p, rest - p) meet heaps of every kind: the pair of equal heaps that
// "unequal" forbids, zeros among the values. (0.4 and 0.06 with unequal heaps
// take their mask only at 2^14 heaps.)
TEST_CASE("SparseGrundy with blocks of 4 and 16 heaps, 1 and 2 threads, equals take_break_table on every heap <= "
          "2^14 of 0.77, 0.16, 0.1777, 0.165, and <= 2^16 of 0.4 and 0.06 with unequal heaps, masks from 64 heaps "
          "(under the sanitizers: the table on <= 2^13, the threads on the whole range)") {
    for (const char* code : {"0.77", "0.16", "0.1777", "0.165"}) {
        INFO(code);
        for (std::size_t block : {std::size_t(4), std::size_t(16)}) check_engine(game_of(code), 1 << 14, block, {});
    }
    for (const char* code : {"0.4", "0.06"}) {
        INFO(code << " unequal");
        nimkit::TakeBreak game = game_of(code);
        game.unequal = true;
        check_engine(game, 1 << 16, 4, {});
    }
}

// A table extended in uneven steps ends blocks mid-way and starts new ones
// where the last call stopped.
TEST_CASE("SparseGrundy, 1 and 2 threads, extended in uneven steps to 2^14 heaps of 0.16 and 0.1777 equals "
          "take_break_table (under the sanitizers: on <= 2^13, the threads on <= 2^14)") {
    for (const char* code : {"0.16", "0.1777"}) {
        INFO(code);
        check_engine(game_of(code), 1 << 14, 256, {3000, 3001, 5555, 9000, 12345});
    }
}
