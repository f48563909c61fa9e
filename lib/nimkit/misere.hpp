// nimkit/misere.hpp - misère play (the last player to move LOSES) of heap
// games: the quotient and its construction. Include this, or the one header
// a program needs.
//
//   nimkit/misere_game.hpp          heap games' options
//   nimkit/misere_construction.hpp  misere_quotient: built and proved heap by heap, complete
//                                   by the period theorem (includes the game and quotient)
//   nimkit/misere_quotient.hpp      a proved quotient: outcome, winning move, presentation
//
// Not included, so that a solution including this header bundles with room
// under 64 KB: nimkit/misere_check.hpp, the check of a candidate quotient given
// as a table, and nimkit/misere_search.hpp, the plain misère search over
// positions (what the tests and the bench compare with).
//
// Theory, proofs, cost and census: docs/misere.md.
// Proved by: tests/test_misere.cpp (the tests of the three headers).
#ifndef NIMKIT_MISERE_HPP
#define NIMKIT_MISERE_HPP

#include "nimkit/misere_construction.hpp"
#include "nimkit/misere_game.hpp"
#include "nimkit/misere_quotient.hpp"

#endif
