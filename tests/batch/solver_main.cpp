// The solver's executable in the sanitizer build: its main, as renamed by
// solver_as_function.cpp.
int nimkit_solver_main(int argc, char** argv);

int main(int argc, char** argv) { return nimkit_solver_main(argc, argv); }
