// nimkit/misere.hpp - misère play (the last player to move LOSES) of heap
// games, all of it: include this, or the one header a program needs.
//
//   nimkit/misere_game.hpp          heap games' options, the plain misère search
//   nimkit/misere_check.hpp         the proof of a candidate quotient
//   nimkit/misere_quotient.hpp      a proved quotient: outcome, winning move, presentation
//   nimkit/misere_construction.hpp  misere_quotient: built and proved heap by heap, complete
//                                   by the period theorem (includes the three above)
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
