// nimkit/version.hpp - the library's version, as CMakeLists.txt's project() states it
// (tests/version_test.py checks that the two agree).
#ifndef NIMKIT_VERSION_HPP
#define NIMKIT_VERSION_HPP

#define NIMKIT_VERSION "0.4.0"

#endif
