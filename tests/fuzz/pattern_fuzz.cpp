// libFuzzer harness for pattern's table readers and rule finders
// (nimkit/pattern_report.hpp, nimkit/pattern.hpp), below the solver: the first
// byte picks the reader (a sequence, --pairs rows, --family members) and the
// first index (0, 1, 5 or 10^18 - 100); the rest is the table's text.
// Invariants: the reader refuses (input_error) or gives a table; on a sequence
// every rule the finder reports, trusted or not, fits the whole table from
// where it holds (rule_prediction never contradicts a value it was checked
// on) and pattern_value is the table's value inside it; pairs and families are
// found and asked past their tables. No sanitizer report, no failed assertion.
// Bound: at most kMostValues values (the readers' own `most`, so a longer
// table is the reader's refusal, which stays in reach). The finder's cost on a
// sequence is mostly fixed, not per value: the "and"/"or" pairs of its atoms
// (residues mod 2..16 and the special sets) on the whole table, three quarters
// and half of it, then 256 probes a rule. Measured under ASan + UBSan, in CPU
// time of one find_pattern call: 12 values 1.0 ms, 16 values 1.3 ms, 24 values
// 4.7 ms (the half-table pass starts), 32 or more 10 to 16 ms (December 2026,
// the machine loaded). So a sequence has at most kMostSequence = 16 values
// (12 is the finder's least: below it finds nothing) and pairs and families,
// a tenth of that cost, keep 96; with one input in three a sequence the
// harness runs over 1,000 inputs a CPU second. Longer tables:
// tests/test_pattern.cpp, tests/pattern_games_test.py and pattern_prefix_test.py.
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <string>
#include <vector>

#include "nimkit/pattern_report.hpp"

static const std::size_t kMostValues = 96, kMostSequence = 16;

static void check_rules(const nimkit::PatternReport& r, const std::vector<nimkit::PatternRule>& rules) {
    for (std::size_t i = 0; i < rules.size(); ++i) {
        const nimkit::PatternRule& rule = rules[i];
        for (std::size_t k = 0; k < r.values.size(); ++k) {
            const std::uint64_t n = r.first + k;
            const std::int64_t m = static_cast<std::int64_t>(n) + rule.shift;  // the rule's own index
            if (m < 0 || static_cast<std::uint64_t>(m) < rule.from) continue;
            const nimkit::PatternPrediction p = nimkit::rule_prediction(rule, r, n);
            if ((p.kind == nimkit::PatternPrediction::value && p.v != r.values[k]) ||
                (p.kind == nimkit::PatternPrediction::not_value && p.v == r.values[k])) {
                std::fprintf(stderr, "rule \"%s\" says %s%lld at n = %llu, the table has %lld\n", rule.text.c_str(),
                             p.kind == nimkit::PatternPrediction::value ? "" : "not ", static_cast<long long>(p.v),
                             static_cast<unsigned long long>(n), static_cast<long long>(r.values[k]));
                std::abort();
            }
        }
    }
}

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    if (size == 0) return 0;
    static const std::uint64_t firsts[4] = {0, 1, 5, 1000000000000000000ULL - 100};
    const unsigned mode = data[0] % 3;
    const std::uint64_t first = firsts[(data[0] >> 2) % 4];
    nimkit::Reader in(std::string(reinterpret_cast<const char*>(data) + 1, size - 1));
    std::int64_t v;
    try {
        if (mode == 0) {
            std::vector<std::int64_t> values;
            nimkit::read_pattern_values(in, values, kMostSequence);
            const nimkit::PatternReport r = nimkit::find_pattern(values, first);
            check_rules(r, r.rules);
            check_rules(r, r.untrusted);
            for (std::size_t k = 0; k < values.size(); ++k)
                if (!nimkit::pattern_value(r, first + k, v) || v != values[k]) std::abort();
            const std::uint64_t past[4] = {first + values.size(), first + values.size() + 7, 1000000, 1000000000000000000ULL};
            for (int i = 0; i < 4; ++i) nimkit::pattern_value(r, past[i], v);
        } else if (mode == 1) {
            std::vector<std::int64_t> values;
            std::size_t rows, cols;
            nimkit::read_pattern_rows(in, values, rows, cols, kMostValues);
            const nimkit::PairReport r = nimkit::find_pair_pattern(values, rows, cols, first);
            for (std::size_t a = 0; a < rows; ++a)
                for (std::size_t b = 0; b < cols; ++b)
                    if (!nimkit::pair_value(r, first + a, first + b, v) || v != values[a * cols + b]) std::abort();
            nimkit::pair_value(r, first + rows, first + cols + 3, v);
            nimkit::pair_value(r, 1000, 1000000000000000000ULL, v);
        } else {
            std::vector<std::int64_t> keys;
            std::vector<std::vector<std::int64_t> > tables;
            nimkit::read_pattern_family(in, keys, tables, kMostValues);
            const nimkit::FamilyReport r = nimkit::find_family_pattern(keys, tables, first);
            for (std::size_t i = 0; i < keys.size(); ++i) {
                nimkit::family_value(r, keys[i], first + tables[i].size(), v);
                nimkit::family_value(r, keys[i] ^ 1, 1000000, v);
                check_rules(r.members[i], r.members[i].rules);
            }
        }
    } catch (const nimkit::input_error&) {
    }
    return 0;
}
