/**
 * How a CMake project with CTest tests is recognised and what test_run would run there, as data
 * and pure functions (the workspace probe reads the files; nothing here touches the disk).
 *
 * - `CMakeLists.txt` at the root is a CMake project. Its tests exist only in a configured build
 *   directory: one of {@link CTEST_BUILD_DIRS} holding `CTestTestfile.cmake`.
 * - With one, the plan is the project's own build step, then CTest:
 *   `cmake --build <dir>`, `ctest --test-dir <dir> --output-on-failure` (CTest prints no colour
 *   to a pipe; `--output-on-failure` shows a failing test's output, which the parser reads).
 * - Without one, a documented refusal: configuring picks a generator, a compiler and options
 *   that are the project's choice, so the plugin does not guess them.
 *
 * @module dsh-test-closure/runners/ctest/detection
 */
export declare const CTEST_MANIFEST = "CMakeLists.txt";
export declare const CTEST_TESTFILE = "CTestTestfile.cmake";
/** Build directories looked for, in order. */
export declare const CTEST_BUILD_DIRS: readonly ["build", "cmake-build-debug", "cmake-build-release", "_build", "out/build"];
