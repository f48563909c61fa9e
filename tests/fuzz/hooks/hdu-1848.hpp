// hdu-1848's hook (see tests/fuzz/solver_fuzz.cpp). A pile of n makes the
// solver build the Fibonacci table g(0..n) or more (by doubling, about 30
// moves a heap): 150 ms under ASan + UBSan for the pile 10^6 it accepts, and the
// fuzzer soon learns that number, which held the harness to seven inputs a
// second. Stdin is cut before the first pile in 1001..10^6: piles up to the
// judge's 1000 (a table of at most 2000 heaps, 0.2 ms) and the refused ones
// above 10^6 stay in reach. The piles in between, 10^6 itself included, are in
// samples/hdu-1848/4.in and the hostile rows, which scripts/test also runs under
// ASan + UBSan.
static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>&) {
    return cut_before_number_in(text, 1000, 1000000);
}
