// acwing-894's hook (see tests/fuzz/solver_fuzz.cpp). A pile of n makes the
// solver build the split-Nim table g(0..n) or more (by doubling) in O(n^2):
// 2 ms for n = 1000 under ASan + UBSan, seconds for the 10000 it accepts,
// which held the harness to six inputs a second. Stdin is cut before the first
// number in 101..10000 (a pile, or a pile count that falls there): piles up to
// the judge's 100 (a table of at most 200 heaps, 0.1 ms), counts larger than
// the piles given and the refused piles above 10000 stay in reach. Piles up to 10000 are in samples/acwing-894/5.in and the
// hostile rows, which scripts/test also runs under ASan + UBSan.
static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>&) {
    return cut_before_number_in(text, 100, 10000);
}
