// hdu-1404's hook (see tests/fuzz/solver_fuzz.cpp). The search of s reaches every string its
// digits can be lowered to and the prefixes a 0 can leave: up to the sum over
// k of (d1 + 1)...(dk + 1) strings, about 1.1 us each under ASan + UBSan, so
// "999999" alone cost 1.27 s of CPU and the harness ran 138 inputs a CPU
// second (December 2026). Stdin is cut before the first string of digits that
// would take the input past kMostStates = 600 such strings: short and small
// strings of any length up to 6 (100200, 0, 1001) stay in reach, and so do the
// refusals (7 digits or more, a character that is no digit), which are not
// counted. (The solver's table of 4.4 MB is built once a process, static in
// main: built for each input, its page faults alone held the harness to 157
// inputs a CPU second.) Longer searches: tests/test_dense_explorer.cpp (every string of up
// to 4 digits and 300 of 5 and 6 against a search, the whole table to 6
// digits) and the samples.
static const std::uint64_t kMostStates = 600;

static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>&) {
    std::uint64_t states = 0;
    for (std::size_t at = 0, end; next_token(text, at, end); at = end) {
        if (end - at > 6 || text.find_first_not_of("0123456789", at) < end) continue;  // refused, not searched
        std::uint64_t reach = 1, sum = 0;
        for (std::size_t i = at; i < end; ++i) reach *= static_cast<std::uint64_t>(text[i] - '0') + 1, sum += reach;
        states += sum;
        if (states > kMostStates) return at;
    }
    return text.size();
}
