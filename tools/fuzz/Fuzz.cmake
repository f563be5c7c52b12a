# Fuzz.cmake: the libFuzzer harnesses of tools/fuzz in the main tree (README.md there): the log
# readers, the results manifests, the number readers and the entries' input readers.
#
# The tree builds with g++, which has no libFuzzer, so the harnesses are a small project of their
# own that run.sh configures with clang++:
# - the CTest fuzz.smoke builds them in ${CMAKE_BINARY_DIR}/fuzz-smoke without debug info
#   (run.sh --quick: the build is most of its time), and runs each for 500 inputs under
#   ASan+UBSan; it fails, saying so, when clang++ is missing;
# - the target `fuzz` builds them in ${CMAKE_BINARY_DIR}/fuzz (RelWithDebInfo, so that a finding
#   has line numbers) and runs each for CONTEST_FUZZ_SECONDS (default 60), growing the corpus in
#   ${CMAKE_BINARY_DIR}/fuzz/corpus. Two directories, as each build type is a whole build.
set(CONTEST_FUZZ_SECONDS 60 CACHE STRING "Seconds per target for the fuzz target")
add_test(NAME fuzz.smoke
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/run.sh --build ${CMAKE_BINARY_DIR}/fuzz-smoke --quick
                 --runs 500)
set_tests_properties(fuzz.smoke PROPERTIES LABELS "tools;fuzz" TIMEOUT 600 PROCESSORS 2)
add_custom_target(fuzz
  COMMAND ${CMAKE_CURRENT_LIST_DIR}/run.sh --build ${CMAKE_BINARY_DIR}/fuzz ${CONTEST_FUZZ_SECONDS}
  USES_TERMINAL
  COMMENT "fuzzing the readers, ${CONTEST_FUZZ_SECONDS} s per target (tools/fuzz/README.md)")
# A bad FUZZ_JOBS is refused before anything is built.
foreach(bad 5x -1 1e99 0)
  add_test(NAME fuzz.jobs_refused_${bad}
           COMMAND ${CMAKE_COMMAND} -E env FUZZ_JOBS=${bad} ${CMAKE_CURRENT_LIST_DIR}/run.sh --runs 1)
  set_tests_properties(fuzz.jobs_refused_${bad} PROPERTIES LABELS "tools;fuzz"
                       PASS_REGULAR_EXPRESSION "FUZZ_JOBS must be a whole number from 1 to 99, got '${bad}'")
endforeach()
