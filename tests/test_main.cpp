// doctest's main, which also fails a run that selected no test case: CTest runs
// one case per process by name, and a name CTest mangles must not pass unseen.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

static int g_selected = -1;

struct CountSelected : doctest::IReporter {
    explicit CountSelected(const doctest::ContextOptions&) {}
    void report_query(const doctest::QueryData&) override { g_selected = -1; }
    void test_run_start() override {}
    void test_run_end(const doctest::TestRunStats& s) override { g_selected = static_cast<int>(s.numTestCasesPassingFilters); }
    void test_case_start(const doctest::TestCaseData&) override {}
    void test_case_reenter(const doctest::TestCaseData&) override {}
    void test_case_end(const doctest::CurrentTestCaseStats&) override {}
    void test_case_exception(const doctest::TestCaseException&) override {}
    void subcase_start(const doctest::SubcaseSignature&) override {}
    void subcase_end() override {}
    void log_assert(const doctest::AssertData&) override {}
    void log_message(const doctest::MessageData&) override {}
    void test_case_skipped(const doctest::TestCaseData&) override {}
};
REGISTER_LISTENER("count-selected", 1, CountSelected);

int main(int argc, char** argv) {
    doctest::Context context(argc, argv);
    int result = context.run();
    if (context.shouldExit()) return result;
    if (g_selected == 0) {
        std::fprintf(stderr, "no test case matched the filters\n");
        return 1;
    }
    return result;
}
