// acwing-893's hook (see tests/fuzz/solver_fuzz.cpp). The input is k, the k
// members of S, n, then n piles; the largest pile h makes the solver build
// g(0..h) or more (by doubling, at most 2h heaps) at a cost of one step per
// heap and member of S: 5 ms for S = 1..100 and h = 10000 under ASan + UBSan,
// which held the harness to 470 inputs a second. Stdin is cut before the pile
// that would take 2h * (k + 1) past kStepBudget (about 0.5 ms): large piles with a
// small S, or a large S with small piles, and every refusal (a pile above
// 100000, a member 0, counts larger than the data) stay in reach. Piles up to
// 100000 are in samples/acwing-893/4.in and the hostile rows, which
// scripts/test also runs under ASan + UBSan.
static const std::uint64_t kStepBudget = 100000;

static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>&) {
    std::uint64_t v, k = 0, members = 0, largest = 0;
    std::size_t index = 0;  // of the token: 0 is k, 1..k the members, then n
    for (std::size_t at = 0, end; next_token(text, at, end); at = end, ++index) {
        if (!token_value(text, at, end, v)) break;
        if (index == 0) {
            k = v;
        } else if (index <= k) {
            ++members;
        } else if (index > k + 1 && v > largest) {  // a pile
            if (v > 100000) break;                     // refused: the run ends there
            largest = v;
            if (2 * largest * (members + 1) > kStepBudget) return at;
        }
    }
    return text.size();
}
