// hdu-2149's hook (see tests/fuzz/solver_fuzz.cpp). A case "M N" with M <= N
// prints the N - M + 1 raises M..N: 10 ms under ASan + UBSan for "1 1000000",
// which held the harness to 350 inputs a second, and with a budget of 20000
// numbers an input (1 ms) to 320 under load. Stdin is cut before the case
// (at its N) that would take the numbers printed past kPrintBudget (about
// 0.1 ms): every shape of case (M <= N, M > N with and without a winning
// raise, M up to 2^63-1, N up to 10^6 when M is close to it) and every refusal
// stay in reach. Long lines are in samples/hdu-2149 and the hostile rows
// ("maximum raise 10^6 accepted"), which scripts/test also runs under
// ASan + UBSan.
static const std::uint64_t kPrintBudget = 2000;

static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>&) {
    std::uint64_t v, cost = 0, printed = 0;
    bool second = false;  // the token is a case's N
    for (std::size_t at = 0, end; next_token(text, at, end); at = end, second = !second) {
        if (!token_value(text, at, end, v)) break;
        if (!second) {
            cost = v;
        } else if (cost <= v && v <= 1000000 && (printed += v - cost + 1) > kPrintBudget) {
            return at;
        }
    }
    return text.size();
}
