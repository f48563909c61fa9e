// nimkit/misere.hpp - misère play (the last player to move LOSES) of heap
// games: the quotient, its construction and its check. Include this, or
// the one header a program needs.
//
//   nimkit/misere_game.hpp          heap games' options
//   nimkit/misere_construction.hpp  misere_quotient: built and proved heap by heap, complete
//                                   by the period theorem (includes the game and quotient)
//   nimkit/misere_quotient.hpp      a proved quotient: outcome, winning move, presentation
//   nimkit/misere_check.hpp         the check of a candidate quotient given as a table
//
// Not included: nimkit/misere_search.hpp, the plain misère search over
// positions (what the tests and the bench compare with), so that a solution
// including this header bundles under 64 KB.
//
// Theory, proofs, cost and census: docs/misere.md.
// Proved by: tests/test_misere.cpp (the tests of the four headers).
#ifndef NIMKIT_MISERE_HPP
#define NIMKIT_MISERE_HPP

#include "nimkit/misere_check.hpp"
#include "nimkit/misere_construction.hpp"
#include "nimkit/misere_game.hpp"
#include "nimkit/misere_quotient.hpp"

#endif
