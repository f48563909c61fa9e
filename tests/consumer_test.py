#!/usr/bin/env python3
"""The library as a dependency: tests/consumer (a project of its own) is
configured, built and run against nimkit::nimkit twice, in a temporary folder:
  1. find_package(nimkit) after `cmake --install BUILD --prefix <tmp>/prefix`;
     the prefix must also hold the headers, bin/nimkit-bundle,
     bin/nimkit-check-samples and the solvers in libexec/nimkit/;
  2. add_subdirectory(<this checkout>), which must build nothing but the app.

usage: tests/consumer_test.py BUILD   (an already built build folder)
"""
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sh(cmd, **kw):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, **kw)
    if p.returncode:
        raise RuntimeError("%s failed:\n%s" % (" ".join(cmd), p.stdout.decode()[-3000:]))
    return p.stdout.decode()


def build_and_run(src, build, extra):
    sh(["cmake", "-S", src, "-B", build] + extra)
    log = sh(["cmake", "--build", build])
    got = subprocess.run([os.path.join(build, "app")], input=b"3 5 7\n", stdout=subprocess.PIPE).stdout
    if got != b"Yes 3\n":
        raise RuntimeError("the consumer printed %r, expected 'Yes 3'" % got)
    return log


def main(build):
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "consumer")
        shutil.copytree(os.path.join(ROOT, "tests", "consumer"), src)
        prefix = os.path.join(tmp, "prefix")
        try:
            sh(["cmake", "--install", build, "--prefix", prefix])
            for want in ("include/nimkit/nim.hpp", "bin/nimkit-bundle", "bin/nimkit-check-samples",
                         "libexec/nimkit/nim", "lib/cmake/nimkit/nimkitConfig.cmake"):
                if not os.path.exists(os.path.join(prefix, want)):
                    failures.append("the install has no %s" % want)
            build_and_run(src, os.path.join(tmp, "b1"), ["-DCMAKE_PREFIX_PATH=" + prefix])
            print("find_package(nimkit) from an install prefix: built and ran")
            # The installed bundler finds the installed headers.
            text = sh([os.path.join(prefix, "bin", "nimkit-bundle"), os.path.join(src, "main.cpp")])
            if "#include <nimkit" in text or prefix in text:
                failures.append("the installed nimkit-bundle left an include or a path")
            print("installed nimkit-bundle: %d bytes" % len(text))
        except RuntimeError as e:
            failures.append("find_package: %s" % e)
        try:
            log = build_and_run(src, os.path.join(tmp, "b2"), ["-DNIMKIT_SOURCE=" + ROOT])
            if "Built target nim\n" in log or "nimkit_tests" in log:
                failures.append("add_subdirectory built the suite's own targets")
            print("add_subdirectory(nimkit): built and ran")
        except RuntimeError as e:
            failures.append("add_subdirectory: %s" % e)
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(os.path.abspath(sys.argv[1])))
