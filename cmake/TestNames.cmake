# TestNames.cmake: every CTest of a build is named after what it tests, so that a pattern picks a
# game's tests (`ctest --test-dir build -R '^boxing\.'`). The CTest tools.test_names_have_a_prefix
# runs it at test time:
#   cmake -DCTEST=<ctest> -DBUILD=<build directory> -P TestNames.cmake
# It lists the build's tests (`ctest -N`) and fails on any whose name does not begin with one of
# these prefixes and a dot:
#   a game          showdown shootemup boxing lloyd pousse nim: its unit tests (gtest_discover_tests
#                   with TEST_PREFIX "GAME.", the suite and test after it) and its other tests
#   an entry        highnoon ghostsight nimrod beammeup bulldozer nimble (add_contest_entry):
#                   ENTRY.source_limits, ENTRY.bench, ...; `ctest -L GAME` picks them with the game's
#   a game's tool   pousse_tune (Pousse's weight tuner)
#   results.GAME    a kept run's checks (cmake/Results.cmake): results.GAME.RUN.CHECK
#   shared tools    tools (tools_tests, TEST_PREFIX "tools.", and the shared tools' other tests),
#                   report, repository, submission_check, fuzz
# A new entry or tool adds its name here. The placeholder gtest_discover_tests leaves for a test
# program not built yet (PROGRAM_NOT_BUILT) is named, not refused: that test fails on its own.
cmake_minimum_required(VERSION 3.20)

set(games showdown shootemup boxing lloyd pousse nim)
set(entries highnoon ghostsight nimrod beammeup bulldozer nimble)
set(game_tools pousse_tune)
set(shared tools report repository submission_check fuzz)
list(JOIN games "|" game_re)
set(prefixes ${games} ${entries} ${game_tools} ${shared})
list(JOIN prefixes "|" prefix_re)
set(accepted "^((${prefix_re})|results\\.(${game_re}))\\.")

execute_process(COMMAND ${CTEST} --test-dir ${BUILD} -N OUTPUT_VARIABLE listing
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "ctest --test-dir ${BUILD} -N failed: ${rc}")
endif()
string(REPLACE ";" "\\;" listing "${listing}")
string(REPLACE "\n" ";" lines "${listing}")
set(count 0)
set(unnamed)
set(not_built)
foreach(line IN LISTS lines)
  if(NOT line MATCHES "^ *Test +#[0-9]+: (.+)$")
    continue()
  endif()
  set(name "${CMAKE_MATCH_1}")
  math(EXPR count "${count} + 1")
  if(name MATCHES "^([A-Za-z0-9_]+)_NOT_BUILT$")
    list(APPEND not_built ${CMAKE_MATCH_1})
  elseif(NOT name MATCHES "${accepted}")
    list(APPEND unnamed "${name}")
  endif()
endforeach()

if(count EQUAL 0)
  message(FATAL_ERROR "ctest --test-dir ${BUILD} -N listed no test")
endif()
if(not_built)
  list(JOIN not_built ", " text)
  message("not built, so their tests are not listed: ${text}")
endif()
if(unnamed)
  list(LENGTH unnamed n)
  list(JOIN unnamed "\n  " text)
  message(FATAL_ERROR "${n} tests without a known prefix (cmake/TestNames.cmake lists them; a "
                      "game's gtest_discover_tests takes TEST_PREFIX \"GAME.\"):\n  ${text}")
endif()
message("ok: ${count} tests, each named by a game, an entry or a shared tool")
