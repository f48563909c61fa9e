// DenseExplorer against a contestant's hand-written memo, on HDU 1404's table
// (Digital Deletions: every string of at most 6 digits, 1,111,111 positions).
//   dense_bench [ROUNDS]   (default 7, at least 3)
// Each round, interleaved: (a) the hand-written memo - a recursive function
// over the same numbering, an array of char, win/lose only, the options made
// inline and the first losing option ending the loop; (b) DenseExplorer with
// digital_deletions_options in dense_verdicts mode (the same win/lose search);
// (c) DenseExplorer in dense_grundy mode - Grundy values by mex, every option
// searched, beside (c') the hand-written Grundy memo of the same shape; (d)
// the same game through GameExplorer<std::string> (the hash path), on the
// strings of at most 5 digits only (111,111 positions) and once, scaled by 10
// for comparison. Medians and best of the rounds, CPU seconds (std::clock);
// the win/lose verdicts of (a), (b) and (c) are compared on every string.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "nimkit/digital_deletions.hpp"
#include "nimkit/game_explorer.hpp"

static double now() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

static const int kPositions = 1111111;
static const int kFirst[8] = {0, 1, 11, 111, 1111, 11111, 111111, 1111111};
static const int kPow[7] = {1, 10, 100, 1000, 10000, 100000, 1000000};
static signed char memo[kPositions];  // 0 unknown, 1 lost, 2 won

// The contestant's search: position = kFirst[len] + value.
static bool hand_wins(int len, int value) {
    const int id = kFirst[len] + value;
    if (memo[id]) return memo[id] == 2;
    bool wins = false;
    for (int k = 0; k < len && !wins; ++k) {  // digit k from the right
        const int digit = value / kPow[k] % 10;
        for (int lower = 0; lower < digit && !wins; ++lower)
            if (!hand_wins(len, value - (digit - lower) * kPow[k])) wins = true;
        if (digit == 0 && !wins && !hand_wins(len - 1 - k, value / kPow[k + 1])) wins = true;
    }
    memo[id] = wins ? 2 : 1;
    return wins;
}

// The contestant's Grundy memo of the same shape: every option, a bitmask mex
// (values stay below 32 here).
static signed char gmemo[kPositions];  // value + 1, 0 unknown
static int hand_grundy(int len, int value) {
    const int id = kFirst[len] + value;
    if (gmemo[id]) return gmemo[id] - 1;
    unsigned seen = 0;
    for (int k = 0; k < len; ++k) {
        const int digit = value / kPow[k] % 10;
        for (int lower = 0; lower < digit; ++lower) seen |= 1u << hand_grundy(len, value - (digit - lower) * kPow[k]);
        if (digit == 0) seen |= 1u << hand_grundy(len - 1 - k, value / kPow[k + 1]);
    }
    int g = 0;
    while (seen >> g & 1) ++g;
    gmemo[id] = static_cast<signed char>(g + 1);
    return g;
}

static double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

int main(int argc, char** argv) {
    int rounds = argc > 1 ? std::atoi(argv[1]) : 7;
    if (rounds < 3) rounds = 3;
    std::vector<double> hand, dense, grundy, hand_g;
    bool same_hand_grundy = true;
    std::vector<char> hand_verdict(kPositions), dense_verdict(kPositions), grundy_verdict(kPositions);
    for (int r = 0; r < rounds; ++r) {
        double t0 = now();
        std::memset(memo, 0, sizeof memo);
        for (int len = 0; len <= 6; ++len)
            for (int v = 0; v < kPow[len]; ++v) hand_verdict[kFirst[len] + v] = hand_wins(len, v);
        hand.push_back(now() - t0);

        t0 = now();
        nimkit::DenseExplorer<nimkit::DigitalDeletionsOptions> ex((nimkit::DigitalDeletionsOptions()), kPositions,
                                                                  nimkit::dense_verdicts);
        for (int i = 0; i < kPositions; ++i) dense_verdict[i] = ex.mover_wins(static_cast<std::size_t>(i));
        dense.push_back(now() - t0);

        t0 = now();
        std::memset(gmemo, 0, sizeof gmemo);
        for (int len = 0; len <= 6; ++len)
            for (int v = 0; v < kPow[len]; ++v) grundy_verdict[kFirst[len] + v] = hand_grundy(len, v) != 0;
        hand_g.push_back(now() - t0);
        same_hand_grundy = same_hand_grundy && grundy_verdict == hand_verdict;

        t0 = now();
        nimkit::DenseExplorer<nimkit::DigitalDeletionsOptions> gx((nimkit::DigitalDeletionsOptions()), kPositions);
        for (int i = 0; i < kPositions; ++i) grundy_verdict[i] = gx.grundy(static_cast<std::size_t>(i)) != 0;
        grundy.push_back(now() - t0);
    }
    const bool same = same_hand_grundy && hand_verdict == dense_verdict && hand_verdict == grundy_verdict;

    double t0 = now();
    auto hashed = nimkit::make_explorer<std::string>([](const std::string& s, std::vector<std::string>& out) {
        for (std::size_t i = 0; i < s.size(); ++i) {
            for (char c = '0'; c < s[i]; ++c) {
                std::string t = s;
                t[i] = c;
                out.push_back(t);
            }
            if (s[i] == '0') out.push_back(s.substr(0, i));
        }
    });
    bool hashed_same = true;
    for (int i = 0; i < kFirst[6]; ++i)
        hashed_same = hashed_same && (hashed.grundy(nimkit::digital_deletions_string(static_cast<std::size_t>(i))) != 0) == (dense_verdict[i] != 0);
    const double hashed_time = now() - t0;

    const double h = median(hand), d = median(dense), g = median(grundy), hg = median(hand_g);
    std::printf("HDU 1404's table: 1,111,111 digit strings of at most 6 digits, %d interleaved rounds, CPU seconds\n", rounds);
    std::printf("%-58s %8s %8s %8s\n", "", "median", "best", "ratio");
    std::printf("%-58s %8.3f %8.3f %8s\n", "hand-written memo (recursion, char array, win/lose)", h, *std::min_element(hand.begin(), hand.end()), "1.00");
    std::printf("%-58s %8.3f %8.3f %8.2f\n", "DenseExplorer, dense_verdicts (win/lose)", d, *std::min_element(dense.begin(), dense.end()), d / h);
    std::printf("%-58s %8.3f %8.3f %8.2f\n", "hand-written Grundy memo (every option, bitmask mex)", hg, *std::min_element(hand_g.begin(), hand_g.end()), hg / h);
    std::printf("%-58s %8.3f %8.3f %8.2f  (%.2f of the Grundy memo)\n", "DenseExplorer, dense_grundy (Grundy values, every option)", g,
                *std::min_element(grundy.begin(), grundy.end()), g / h, g / hg);
    std::printf("%-58s %8.3f %8s %8.2f\n", "GameExplorer<std::string> (to 5 digits, once) x 10", 10 * hashed_time, "-", 10 * hashed_time / h);
    std::printf("verdicts equal: hand-written and dense %s, hashed (to 5 digits) %s\n", same ? "yes" : "NO", hashed_same ? "yes" : "NO");
    return same && hashed_same ? 0 : 1;
}
