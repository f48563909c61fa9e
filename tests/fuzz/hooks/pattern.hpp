// pattern's hook (see tests/fuzz/solver_fuzz.cpp). The finder runs every
// detector on the whole table and again on its first half and three quarters
// (the trust rule): about 10 us a value under ASan + UBSan, so the tables of a
// few KB the fuzzer writes (1,000 values and more) held the harness to seven
// inputs a second. Stdin is cut before its kMostTokens-th token (a value, a
// key, a comment word): tables of up to 128 values, every reader's refusals
// (a bad number, rows of unequal length, a member without its key) and every
// option set stay in reach. The finder on long tables: tests/test_pattern.cpp,
// tests/pattern_games_test.py (scripts/test runs both under ASan + UBSan) and
// the pattern-table harness (tests/fuzz/pattern_fuzz.cpp).
static const std::size_t kMostTokens = 128;

static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>&) {
    std::size_t at = 0, end, tokens = 0;
    for (; next_token(text, at, end); at = end)
        if (++tokens > kMostTokens) return at;
    return text.size();
}
