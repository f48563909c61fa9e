// graph-game's hook (see tests/fuzz/solver_fuzz.cpp). The first number, n,
// makes the solver build a graph of n vertices (several arrays of n words, and
// with --values n lines of output) whatever follows: 0.1 s under ASan + UBSan
// for the 10^7 it accepts, and the fuzzer soon writes such numbers, which held
// the harness to 37 inputs a second. Stdin is cut before n when n is in
// 1001..10^7 (nothing left: an empty input): graphs of up to 1000 vertices, and
// the refusals of a larger n, an m above 10^8, a vertex outside 1..n, stay in
// reach. n = 10^7 is in the hostile rows ("n = 10^7 and no edge"), which
// scripts/test also runs under ASan + UBSan.
static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>&) {
    std::size_t at = 0, end;
    std::uint64_t n;
    if (next_token(text, at, end) && token_value(text, at, end, n) && n > 1000 && n <= 10000000) return at;
    return text.size();
}
