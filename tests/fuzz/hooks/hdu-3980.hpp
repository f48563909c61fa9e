// hdu-3980's hook (see tests/fuzz/solver_fuzz.cpp). Each paint length m asked
// builds the row game's table g(0..n - m) by the take-and-break engine, O(n^2),
// in a fresh CirclePaint each input: a circle of 10^4 beads took seconds under
// ASan + UBSan, and the harness ran 2 inputs a CPU second (December 2026).
// Stdin is cut before the first number in 101..10^4 and after 64 tokens:
// circles of up to 100 beads, every paint length, and the refusal of a circle
// over 10^4 beads stay in reach. Larger circles: tests/test_circle_game.cpp and
// the samples.
static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>&) {
    std::size_t at = 0, end, tokens = 0;
    std::uint64_t v;
    for (; next_token(text, at, end); at = end) {
        if (++tokens > 64 || (token_value(text, at, end, v) && v > 100 && v <= 10000)) return at;
    }
    return text.size();
}
