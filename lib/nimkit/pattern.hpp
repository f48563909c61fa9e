// nimkit/pattern.hpp - the rule finder, all of it: from a table of values
// (one number, two numbers, a family over a parameter k) to the rules it
// follows, as data that predicts far past the table - or says `unknown`. One
// idea a header, each included alone when a program needs only it:
//   nimkit/pattern_rule.hpp      a rule as data: kind, parameters, range,
//                                status, predict(n), same_rule; pattern_value
//   nimkit/pattern_sequence.hpp  find_pattern: the rules of f(S..E)
//   nimkit/pattern_pairs.hpp     find_pair_pattern: the rules of f(a, b)
//   nimkit/pattern_family.hpp    find_family_pattern: the rules of f_k(n)
// (the detectors and the trust rule: internal_pattern_detect.hpp,
// internal_pattern_trust.hpp).
// Proved by: tests/test_pattern.cpp, tests/test_pattern_certificate.cpp,
// tests/pattern_games_test.py, tests/pattern_prefix_test.py (see each header).
#ifndef NIMKIT_PATTERN_HPP
#define NIMKIT_PATTERN_HPP

#include "nimkit/pattern_family.hpp"
#include "nimkit/pattern_pairs.hpp"
#include "nimkit/pattern_rule.hpp"
#include "nimkit/pattern_sequence.hpp"

#endif
