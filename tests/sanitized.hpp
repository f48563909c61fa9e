// Under AddressSanitizer (scripts/test --sanitize) a few tests run the
// library on the same inputs as in Release but check only part of them against
// their slow brute force: the Release run is the proof of the answers, the
// sanitizer run the proof that the library's code touches no memory it should
// not - and the library's code paths do not depend on how much of the oracle
// runs. The test names state both ranges. docs/testing.md says which tests.
#ifndef NIMKIT_TESTS_SANITIZED_HPP
#define NIMKIT_TESTS_SANITIZED_HPP

#if defined(__SANITIZE_ADDRESS__) || defined(NIMKIT_TEST_LIGHT)  // the latter: to compare coverage
#define NIMKIT_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NIMKIT_TEST_SANITIZED 1
#endif
#endif
#ifndef NIMKIT_TEST_SANITIZED
#define NIMKIT_TEST_SANITIZED 0
#endif

namespace nimkit_test {
const bool kSanitized = NIMKIT_TEST_SANITIZED != 0;
}

#endif
