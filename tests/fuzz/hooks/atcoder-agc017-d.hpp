// atcoder-agc017-d's hook (see tests/fuzz/solver_fuzz.cpp). The first number, n,
// makes the solver allocate its tree of n vertices (16 bytes a vertex) before
// any edge is read: for n near the 10^7 it accepts, 0.25 s of CPU under
// ASan + UBSan, most of it the kernel's page faults, and the fuzzer soon
// writes such numbers: the harness ran 880 inputs a CPU second (December 2026).
// Stdin is cut before n when n is in 1001..10^7 (nothing left: an empty input):
// trees of up to 1000 vertices, and the refusals of n above 10^7, of a vertex
// outside 1..n and of edges that are no tree, stay in reach. Large trees:
// tests/test_hackenbush.cpp (a stalk of 10^6 edges, a star of 10^5), which
// scripts/test also runs under ASan + UBSan.
static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>&) {
    std::size_t at = 0, end;
    std::uint64_t n;
    if (next_token(text, at, end) && token_value(text, at, end, n) && n > 1000 && n <= 10000000) return at;
    return text.size();
}
