// poj-2311's hook (see tests/fuzz/solver_fuzz.cpp). A side s makes the solver
// build the cutting table g(2..t, 2..t) for t >= s (by doubling, at most 500) in
// O(t^3): about 1 s under ASan + UBSan for the 500 it accepts, and the fuzzer
// soon writes such a side, which held the harness to one input a second.
// Stdin is cut before the first side in 25..500: tables of up to 48 (about
// 0.2 ms) and the refused sides (0, 1, above 500) stay in reach. Sides up to
// 500 are in samples/poj-2311/4.in and the hostile rows, which scripts/test
// also runs under ASan + UBSan.
static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>&) {
    return cut_before_number_in(text, 24, 500);
}
