# Submission.cmake: makes what a contestant sends and checks it as the contest's organiser would.
# Run as a script (cmake -D...=... -P Submission.cmake) by the `<game>_submission` targets and
# their CTests (contest_add_submission in Contest.cmake), one script for every game.
#
#   SOURCE     the entry, one .cpp
#   PROGRAM    the executable's name when the organiser builds it
#   OUT        where the submission lands (emptied first): the .cpp, or the 1998 tarball
#   WORK       scratch directory of the checks (emptied first)
#   CXX        the organiser's compiler; SRCSIZE the srcsize tool; MAX_CHARS its limit
#   HEADER     POTM: the program must begin with the POTM header (entry, name, e-mail)
#   EXE_LIMIT  the largest executable the statement allows, in bytes (none when empty)
#   LAYOUT     icfp1998: the ICFP 1998 tarball (runme, readme, src/, support/) with a static
#              runme; README is its readme, SMOKE_ENV the environment of its trial run
#
# Checks, each fatal: the .cpp copied alone into an empty directory compiles with a plain
# `CXX -std=c++17 -O0` (no include path, no definitions); srcsize --max --std-only; the header;
# the size of that -O0 executable. For icfp1998 also: the readme is signed, runme is statically
# linked, and the tarball, unpacked into an empty directory, holds exactly the four names and
# its ./runme answers the statement's sample from there with nothing else in its environment.
cmake_minimum_required(VERSION 3.20)

foreach(var SOURCE PROGRAM OUT WORK CXX SRCSIZE MAX_CHARS)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "Submission.cmake: ${var} is not set")
  endif()
endforeach()
get_filename_component(source_name ${SOURCE} NAME)
get_filename_component(cxx_name ${CXX} NAME)
set(placeholder "<your e-mail>")

function(fail what)
  message(FATAL_ERROR "SUBMISSION CHECK FAILED: ${what}")
endfunction()

function(passed what)
  message(STATUS "ok: ${what}")
endfunction()

# Runs a command in `dir` without the compiler's environment search paths, which the organiser's
# shell would not have; fails with its output unless it exits 0.
function(run_plain what dir)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env --unset=CPATH --unset=CPLUS_INCLUDE_PATH
            --unset=C_INCLUDE_PATH --unset=LIBRARY_PATH ${ARGN}
    WORKING_DIRECTORY ${dir} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT status EQUAL 0)
    fail("${what}: `${ARGN}` in ${dir} gave ${status}\n${out}")
  endif()
endfunction()

# Step 1. Empty directories: the submission, and the organiser's desk.
file(REMOVE_RECURSE ${OUT} ${WORK})
file(MAKE_DIRECTORY ${OUT} ${WORK}/plain)

# Step 2. The .cpp alone in an empty directory, built with a plain command.
file(COPY ${SOURCE} DESTINATION ${WORK}/plain)
run_plain("plain build" ${WORK}/plain ${CXX} -std=c++17 -O0 -o ${PROGRAM} ${source_name})
passed("${source_name} alone in an empty directory builds with `${cxx_name} -std=c++17 -O0 -o ${PROGRAM} ${source_name}`")

# Step 3. The size without comments and the standard-headers-only rule.
execute_process(COMMAND ${SRCSIZE} --max ${MAX_CHARS} --std-only ${source_name}
                WORKING_DIRECTORY ${WORK}/plain RESULT_VARIABLE status OUTPUT_VARIABLE out
                ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT status EQUAL 0)
  fail("srcsize: ${out}\n${err}")
endif()
passed("${out}, standard headers only")

# Step 4. The header the statement asks for, in the program's first lines ("at the front of the
# program"), each field filled in. The e-mail placeholder passes with a reminder, as CI has no
# author to name.
if(HEADER STREQUAL "POTM")
  file(STRINGS ${SOURCE} head LIMIT_COUNT 10)
  foreach(field "POTM ENTRY" "Your Name" "Your email")
    set(value "")
    foreach(line IN LISTS head)
      if(line MATCHES "${field}:[ \t]*([^ \t*/][^*]*)")
        string(STRIP "${CMAKE_MATCH_1}" value)
        break()
      endif()
    endforeach()
    if(value STREQUAL "")
      fail("the POTM header has no `${field}:` with a value in the first 10 lines of ${source_name}")
    endif()
    passed("header `${field}: ${value}`")
    if(value MATCHES "${placeholder}")
      message(STATUS "TO DO before sending: replace `${placeholder}` in the header of ${source_name} by your e-mail address")
    endif()
  endforeach()
elseif(HEADER)
  fail("unknown HEADER ${HEADER}")
endif()

# Step 5. The executable size limit, on the -O0 build the organiser makes.
file(SIZE ${WORK}/plain/${PROGRAM} exe_size)
if(EXE_LIMIT)
  if(exe_size GREATER EXE_LIMIT)
    fail("${PROGRAM} is ${exe_size} bytes, over the limit of ${EXE_LIMIT}")
  endif()
  passed("${PROGRAM} (-O0) is ${exe_size} bytes, limit ${EXE_LIMIT}")
endif()

# Step 6. What is sent.
if(NOT LAYOUT)
  file(COPY ${SOURCE} DESTINATION ${OUT})
  message(STATUS "submission: ${OUT}/${source_name}")
  return()
elseif(NOT LAYOUT STREQUAL "icfp1998")
  fail("unknown LAYOUT ${LAYOUT}")
endif()

# ICFP 1998: runme (statically linked: "Do not rely on having certain system libraries
# available"), readme signed with names and e-mail addresses, src/, and support/, which Bulldozer
# does not need but gets, empty, as the place for inter-move state.
set(stage ${WORK}/stage)
file(MAKE_DIRECTORY ${stage}/src ${stage}/support)
file(COPY ${SOURCE} DESTINATION ${stage}/src)
configure_file(${README} ${stage}/readme COPYONLY)
file(STRINGS ${stage}/readme signature REGEX "^Signed: .+ <.+>$")
if(NOT signature)
  fail("${README} is not signed with a line `Signed: NAME <E-MAIL>`")
endif()
passed("readme ${signature}")
if(signature MATCHES "${placeholder}")
  message(STATUS "TO DO before sending: replace `${placeholder}` in the readme's signature by your e-mail address")
endif()
run_plain("static build" ${stage} ${CXX} -std=c++17 -O0 -static -pthread -o runme src/${source_name})
find_program(READELF readelf)
if(NOT READELF)
  fail("readelf (binutils) is needed to check that runme is static")
endif()
execute_process(COMMAND ${READELF} -lW ${stage}/runme OUTPUT_VARIABLE program_headers
                RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR program_headers MATCHES "INTERP")
  fail("runme is not statically linked (it names a program interpreter)")
endif()
passed("runme is statically linked (no program interpreter)")
execute_process(COMMAND ${CMAKE_COMMAND} -E tar czf ${OUT}/submission.tar.gz --format=gnutar
                        runme readme src support
                WORKING_DIRECTORY ${stage} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  fail("could not pack ${OUT}/submission.tar.gz")
endif()

# The organiser's side: unpack into an empty directory and look.
set(unpacked ${WORK}/unpacked)
file(MAKE_DIRECTORY ${unpacked})
execute_process(COMMAND ${CMAKE_COMMAND} -E tar xzf ${OUT}/submission.tar.gz
                WORKING_DIRECTORY ${unpacked} RESULT_VARIABLE status)
file(GLOB names RELATIVE ${unpacked} ${unpacked}/*)
list(SORT names)
if(NOT status EQUAL 0 OR NOT names STREQUAL "readme;runme;src;support")
  fail("the tarball unpacks to `${names}`, not runme, readme, src/ and support/")
endif()
if(NOT IS_DIRECTORY ${unpacked}/src OR NOT IS_DIRECTORY ${unpacked}/support
   OR NOT EXISTS ${unpacked}/src/${source_name})
  fail("src/${source_name} or support/ is missing from the tarball")
endif()
passed("the tarball holds runme, readme, src/${source_name} and support/")
file(WRITE ${WORK}/sample.txt "4\nL2\nT2\nL2\nB2\nR2\n")
separate_arguments(smoke_env UNIX_COMMAND "${SMOKE_ENV}")
execute_process(COMMAND env -i ${smoke_env} ./runme
                WORKING_DIRECTORY ${unpacked} INPUT_FILE ${WORK}/sample.txt TIMEOUT 30
                RESULT_VARIABLE status OUTPUT_VARIABLE move ERROR_QUIET)
if(NOT status EQUAL 0 OR NOT move MATCHES "^[LRTB][1-4]\n$")
  fail("./runme on the statement's sample, from the unpacked tarball: status ${status}, output `${move}`")
endif()
string(STRIP "${move}" move)
passed("./runme from the unpacked tarball (environment: `${SMOKE_ENV}` only) answers the statement's sample with ${move}")
file(SIZE ${OUT}/submission.tar.gz tar_size)
message(STATUS "submission: ${OUT}/submission.tar.gz (${tar_size} bytes)")
