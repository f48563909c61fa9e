// pattern's hook (see tests/fuzz/solver_fuzz.cpp). Stdin is cut before its
// kMostTokens-th token (a value, a key, a comment word) so that every reader's
// refusals (a bad number, rows of unequal length, a member without its key)
// and every option set stay in reach. The finder on a sequence costs mostly a
// fixed amount, not per value (its "and"/"or" pairs of residue classes and
// special sets on the whole table, three quarters and half of it, then 256
// probes a rule): under ASan + UBSan 1.0 ms of CPU at 12 values, 1.3 ms at 16,
// 4.7 ms at 24, 10 to 16 ms from 32 on (pattern-table's harness measures the
// same, tests/fuzz/pattern_fuzz.cpp), and with 128 tokens this harness stayed
// under 1,000 inputs a second. So a sequence keeps kMostSequence = 16 tokens
// (12 values is the finder's least); --pairs and --family, a tenth of that
// cost, keep kMostTokens = 128. The finder on long tables: tests/test_pattern.cpp,
// tests/pattern_games_test.py (scripts/test runs both under ASan + UBSan).
static const std::size_t kMostTokens = 128, kMostSequence = 16;

static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>& args) {
    std::size_t most = kMostSequence;
    for (std::size_t i = 0; i < args.size(); ++i)
        if (args[i] == "--pairs" || args[i] == "--family") most = kMostTokens;
    std::size_t at = 0, end, tokens = 0;
    for (; next_token(text, at, end); at = end)
        if (++tokens > most) return at;
    return text.size();
}
