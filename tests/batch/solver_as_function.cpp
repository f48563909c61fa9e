// One solver's main.cpp (NIMKIT_SOLVER_MAIN names it) compiled as the function
// nimkit_solver_main, for the sanitizer build: its executable is this object and
// solver_main.cpp, its batch runner (tests/batch/runner.cpp) this object and the
// runner - the same instrumented code, compiled once.
#define main nimkit_solver_main
#include NIMKIT_SOLVER_MAIN
