// nimkit/heap_game_code.hpp - a heap game given by any take-and-break code:
// nimkit/heap_game.hpp's HeapGame with the code's engine attached.
//
// heap_game.hpp names a code (HeapGame::code, its TakeBreakCode) but does not
// carry the engine that tabulates it (nimkit/take_break_table.hpp): a solution
// of an octal or subtraction game would bundle over a judge's 64 KB with it.
// attach_code_engine(game) sets the game's pointers to that engine, which
// GrundySequence then calls; code_heap_game(code) is the whole game: an octal
// HeapGame when as_octal can write the code (the fast engine), else kind code
// with its engine.
// Proved by: tests/test_take_break_code.cpp (100 random codes through
//   code_heap_game's GrundySequence: values equal take_break_code_table's, which
//   equal the mex over the heap multisets written from the rules in words;
//   every move_to legal and of its value; a code without its engine refused).
#ifndef NIMKIT_HEAP_GAME_CODE_HPP
#define NIMKIT_HEAP_GAME_CODE_HPP

#include <cstdint>
#include <functional>

#include "nimkit/heap_game.hpp"
#include "nimkit/internal_take_break_code.hpp"
#include "nimkit/take_break_table.hpp"

namespace nimkit {

// Sets game.code_table and game.code_move (any kind; only a code uses them).
inline void attach_code_engine(HeapGame& game) {
    game.code_table = &take_break_code_table;
    game.code_move = &take_break_code_move<std::function<std::uint64_t(std::uint64_t)> >;
}

// The heap game of a code: take_break (game.rules) when as_octal writes it,
// else kind code (game.general); the engine attached either way.
inline HeapGame code_heap_game(const TakeBreakCode& code) {
    HeapGame game;
    game.general = code;
    game.kind = as_octal(code, game.rules) ? HeapGame::take_break : HeapGame::code;
    attach_code_engine(game);
    return game;
}

}  // namespace nimkit

#endif
