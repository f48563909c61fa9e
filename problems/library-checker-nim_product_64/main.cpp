// library-checker-nim_product_64 - Library Checker "Nim Product (F_{2^64})": T nim products.
// Statement, format and limits: problems/library-checker-nim_product_64/README.md.
#include "nimkit/cases.hpp"
#include "nimkit/nim_product.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: library-checker-nim_product_64 < input\n"
    "Game: nim multiplication in F_{2^64}.\n"
    "Library Checker nim_product_64. Input: T, then T pairs A B (each 0..2^64-1).\n"
    "Output: T lines, the nim product of A and B (the product of the field F_2^64\n"
    "whose sum is xor), in decimal.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "library-checker-nim_product_64", kHelp, {},
                              [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t t = nimkit::read_case_count(in);
        std::uint64_t a = 0;
        bool have_a = false;
        in.read_uints(2 * t, "a factor", nimkit::kMaxUint64, [&](std::uint64_t v) {
            if (have_a) {
                out.put_uint(nimkit::nim_product(a, v));
                out.put('\n');
            }
            a = v;
            have_a = !have_a;
        });
    });
}
