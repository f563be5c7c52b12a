# SubmissionTest.cmake: Submission.cmake refuses what an organiser would refuse, and takes the rest.
# Run as a script (the CTest submission_check.catches_bad_entries): cmake -DSRCSIZE=... -DCXX=...
# -DWORK=... -P SubmissionTest.cmake. Each case writes a small entry and runs the check on it.
cmake_minimum_required(VERSION 3.20)

set(potm_header "/* POTM ENTRY: tiny */\n/* Your Name: Tester */\n/* Your email: t@example.org */\n")
set(plays_t1 "#include <iostream>\nint main() { std::cout << \"T1\" << std::endl; }\n")
string(REPEAT "x" 250 long_text)

# Runs the check on `text` as tiny.cpp with the further -D options in ARGN; `expect` is PASS or
# FAIL, and a failure must name `why` (a regular expression) in its output.
function(expect_check name expect why text)
  set(dir ${WORK}/${name})
  file(REMOVE_RECURSE ${dir})
  file(WRITE ${dir}/in/tiny.cpp "${text}")
  file(WRITE ${dir}/in/readme "A test entry.\n\nSigned: Tester <t@example.org>\n")
  execute_process(
    COMMAND ${CMAKE_COMMAND} -DSOURCE=${dir}/in/tiny.cpp -DPROGRAM=tiny -DOUT=${dir}/out
            -DWORK=${dir}/work -DCXX=${CXX} -DSRCSIZE=${SRCSIZE} -DMAX_CHARS=200
            -DREADME=${dir}/in/readme ${ARGN} -P ${CMAKE_CURRENT_LIST_DIR}/Submission.cmake
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
  # CMake wraps a failure's message: compare it with the blanks folded.
  string(REGEX REPLACE "[ \n]+" " " flat "${out}")
  if(expect STREQUAL "PASS" AND NOT status EQUAL 0)
    message(SEND_ERROR "${name}: refused, should pass:\n${out}")
  elseif(expect STREQUAL "FAIL" AND (status EQUAL 0 OR NOT flat MATCHES "${why}"))
    message(SEND_ERROR "${name}: should be refused for `${why}`, status ${status}:\n${out}")
  else()
    message(STATUS "ok: ${name} (${expect})")
  endif()
endfunction()

expect_check(good PASS "" "${potm_header}int main() {}\n" -DHEADER=POTM -DEXE_LIMIT=1000000)
# The organiser's shell has no CPATH: the header is found only through the one set here.
set(ENV{CPATH} ${CMAKE_CURRENT_LIST_DIR}/../tools)
expect_check(needs_include_path FAIL "plain build" "#include \"common/process/process.h\"\nint main() {}\n")
unset(ENV{CPATH})
expect_check(needs_a_definition FAIL "plain build"
             "#ifndef ENTRY_OK\n#error built without its definition\n#endif\nint main() {}\n")
expect_check(posix_header FAIL "not in the C\\+\\+17 standard library"
             "#include <unistd.h>\nint main() { return getpid() < 0; }\n")
expect_check(too_long FAIL "over the limit"
             "int main() { return sizeof \"${long_text}\" == 0; }\n")
expect_check(no_header FAIL "no `Your email:`"
             "/* POTM ENTRY: tiny */\n/* Your Name: Tester */\nint main() {}\n" -DHEADER=POTM)
expect_check(empty_name FAIL "no `Your Name:`"
             "/* POTM ENTRY: tiny */\n/* Your Name: */\n/* Your email: t@example.org */\nint main() {}\n"
             -DHEADER=POTM)
expect_check(executable_too_big FAIL "over the limit of 1000" "int main() {}\n" -DEXE_LIMIT=1000)
expect_check(tarball PASS "" "${plays_t1}" -DLAYOUT=icfp1998)
expect_check(wrong_move FAIL "statement's sample"
             "#include <iostream>\nint main() { std::cout << \"T9\" << std::endl; }\n"
             -DLAYOUT=icfp1998)

# The tarball holds the 1998 layout and nothing else.
execute_process(COMMAND ${CMAKE_COMMAND} -E tar tf ${WORK}/tarball/out/submission.tar.gz
                OUTPUT_VARIABLE listing)
string(REGEX REPLACE "\n$" "" listing "${listing}")
string(REPLACE "\n" ";" listing "${listing}")
list(SORT listing)
if(NOT listing STREQUAL "readme;runme;src/;src/tiny.cpp;support/")
  message(SEND_ERROR "tarball holds `${listing}`")
endif()
file(GLOB sent RELATIVE ${WORK}/good/out ${WORK}/good/out/*)
if(NOT sent STREQUAL "tiny.cpp")
  message(SEND_ERROR "the submission of a single file is `${sent}`, not tiny.cpp alone")
endif()
