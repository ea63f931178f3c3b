# The result-collecting side of scripts/capture/unittest.mjs: the machine report of a
# `python -m unittest` run whose console output stays byte for byte unittest's own.
#
# Python imports `sitecustomize` at startup from sys.path; the capture script puts this
# directory on PYTHONPATH only when UNITTEST_CAPTURE_REPORT names a file. Every outcome the
# runner's result object receives is then also appended to that file as one JSON line, as it
# happens (so an interrupted run keeps what finished):
#   {"event": "start"|"success"|"failure"|"error"|"skip"|"expectedFailure"|"unexpectedSuccess"|"subTest",
#    "holder": "test"|"fixture"|"import",   # a TestCase, a class/module fixture's _ErrorHolder,
#                                            # or the loader's _FailedTest for a module that failed to import
#    "description": str(test), "id": test.id(),
#    "subTest": str(subtest) (subTest only), "failed": bool (subTest only),
#    "message": first line of traceback.format_exception_only(type, value) (errors and failures),
#    "exception": all of traceback.format_exception_only(type, value) (errors and failures),
#    "frames": [[filename, lineno], ...] of traceback.extract_tb(traceback), outermost first
#              (errors and failures; unittest's own frames included, which its console leaves out)}
# The variable is removed from the environment before any test runs.
import json
import os
import traceback

_REPORT = os.environ.pop("UNITTEST_CAPTURE_REPORT", None)

if _REPORT is not None:
    import unittest
    import unittest.loader
    import unittest.suite

    def _holder(test):
        if isinstance(test, unittest.suite._ErrorHolder):
            return "fixture"
        if isinstance(test, unittest.loader._FailedTest):
            return "import"
        return "test"

    def _message(err):
        lines = "".join(traceback.format_exception_only(err[0], err[1])).split("\n")
        return next((line.strip() for line in lines if line.strip() != ""), "")

    def _write(event, test, err=None, **extra):
        entry = {"event": event, "holder": _holder(test), "description": str(test), "id": test.id(), **extra}
        if err is not None:
            entry["message"] = _message(err)
            entry["exception"] = "".join(traceback.format_exception_only(err[0], err[1]))
            entry["frames"] = [[frame.filename, frame.lineno] for frame in traceback.extract_tb(err[2])]
        with open(_REPORT, "a", encoding="utf-8") as out:
            out.write(json.dumps(entry, ensure_ascii=False) + "\n")

    class CollectingResult(unittest.TextTestResult):
        # "start": the test began (so an interrupted run shows which one was running).
        def startTest(self, test):
            _write("start", test)
            super().startTest(test)

        def addSuccess(self, test):
            _write("success", test)
            super().addSuccess(test)

        def addFailure(self, test, err):
            _write("failure", test, err)
            super().addFailure(test, err)

        def addError(self, test, err):
            _write("error", test, err)
            super().addError(test, err)

        def addSkip(self, test, reason):
            _write("skip", test)
            super().addSkip(test, reason)

        def addExpectedFailure(self, test, err):
            _write("expectedFailure", test)
            super().addExpectedFailure(test, err)

        def addUnexpectedSuccess(self, test):
            _write("unexpectedSuccess", test)
            super().addUnexpectedSuccess(test)

        def addSubTest(self, test, subtest, err):
            if err is not None:
                kind = "failure" if issubclass(err[0], test.failureException) else "error"
                _write("subTest", test, err, subTest=str(subtest), failed=True, subKind=kind)
            super().addSubTest(test, subtest, err)

    # What `python -m unittest` instantiates: TextTestRunner with its default result class.
    unittest.TextTestRunner.resultclass = CollectingResult
