# Contest.cmake: the build rules every game shares.
#
# add_contest_entry(NAME <target> SOURCE <file.cpp> [OUTPUT_NAME <name>])
#   Builds the single-file entry as its own executable with -O0 whatever the build type (the contests
#   compiled without optimisation), and registers two CTest checks: the source stays within 25,000
#   characters not counting comments, and it includes nothing outside the C++ standard library.
#   Also defines <target>_src, an INTERFACE library that tests and benchmarks link to in order to
#   `#include` the entry with CONTEST_NO_MAIN defined, so that the entry stays one file.
#
# contest_add_submission(GAME <game> SOURCE <file.cpp> [PROGRAM <name>] [HEADER POTM]
#                        [EXE_LIMIT <bytes>] [LAYOUT icfp1998 README <file> SMOKE_ENV <VAR=VAL...>])
#   The target <game>_submission puts what a contestant sends in build/submit/<game>/ and checks it
#   as the organiser would (cmake/Submission.cmake says how); the CTest <game>.submission runs the
#   same checks.
#
# contest_game_end()
#   Called last in each game's CMakeLists.txt: registers the CTest <game>.quick_start (labels
#   <game> and quick_start: the README's quick-start commands still name programs, options, targets
#   and labels that exist; tools/common/tests/quickstart_test.sh), and when the game is configured
#   on its own, it makes that build's `play` target too.
#
# contest_add_play(GAME <name> COMMAND <cmd...> [DEPENDS <targets...>])
#   Adds a game's default match to the top-level `play` target (the README's main job).
#
# contest_add_alias(<target> <name>)
#   A second name for a program: a symbolic link <name> beside <target>'s executable, made on every
#   build. Every game names its tools by role (<game>_referee, <game>_check, <game>_gen); the names
#   a statement gives its own programs (Shot-Em-Up's `arena`, the Showdown mediator) stay available
#   this way, and a program may answer to a name by what it does (boxing_check runs
#   `boxing_referee check`).
#
# contest_add_cli_test(GAME <game> [ENTRIES <program>...] [TOOLS <program> <args>...])
#   The CTest <game>.command_lines (tools/common/tests/cli_test.sh): every program answers --help
#   (exit 0, its usage on stdout, nothing on stderr); every tool also refuses an unknown option and
#   the malformed value in its <args> (one string, e.g. "--limit-ms 5x") with status 2 and a
#   message naming the option (the last word of <args> that begins with '-', else the first). A
#   <program> is a target or a path (a second name made by contest_add_alias).
#
# contest_add_bench(NAME <test> COMMAND <cmd...> LABEL <label> COUNT <n> UNIT <unit>
#                   SIGNATURE <hex> [ENVIRONMENT <VAR=VAL...>])
#   The CTest that pins an entry's deterministic bench. Every entry's `--bench` ends with the same
#   line, `bench: <count> <unit> <signature>` (the work done: nodes searched, turns or moves
#   played; and a hexadecimal signature of what the bench decided), which changes only when the
#   search or a decision does, as Stockfish's bench count does. Without ENVIRONMENT (the bench as
#   shipped), a second test, <test>.in_readme: the root README's table shows that line.

set(CONTEST_ENTRY_MAX_CHARS 25000)

function(add_contest_entry)
  cmake_parse_arguments(E "" "NAME;SOURCE;OUTPUT_NAME" "" ${ARGN})
  get_filename_component(src ${E_SOURCE} ABSOLUTE)
  add_executable(${E_NAME} ${src})
  contest_plain_program(${E_NAME})
  if(E_OUTPUT_NAME)
    set_target_properties(${E_NAME} PROPERTIES OUTPUT_NAME ${E_OUTPUT_NAME})
  endif()
  add_library(${E_NAME}_src INTERFACE)
  get_filename_component(dir ${src} DIRECTORY)
  target_include_directories(${E_NAME}_src INTERFACE ${dir})
  target_compile_definitions(${E_NAME}_src INTERFACE CONTEST_NO_MAIN)
  add_test(NAME ${E_NAME}.source_limits
           COMMAND srcsize --max ${CONTEST_ENTRY_MAX_CHARS} --std-only ${src})
endfunction()

# contest_plain_program(<target>)
#   Builds a program the way a contest would: -O0 (appended after CMAKE_CXX_FLAGS_<CONFIG>, so the
#   last -O wins) and never with sanitizers, which would turn a crash into an exit code. For entries,
#   opponents and the misbehaving fixtures that referees run.
function(contest_plain_program target)
  target_compile_options(${target} PRIVATE -O0 -fno-sanitize=all)
  target_link_options(${target} PRIVATE -fno-sanitize=all)
endfunction()

function(contest_add_cli_test)
  cmake_parse_arguments(C "" "GAME" "ENTRIES;TOOLS" ${ARGN})
  set(args)
  foreach(program ${C_ENTRIES})
    if(TARGET ${program})
      set(program $<TARGET_FILE:${program}>)
    endif()
    list(APPEND args --entry ${program})
  endforeach()
  list(LENGTH C_TOOLS count)
  if(count GREATER 0)
    math(EXPR last "${count} - 1")
    foreach(i RANGE 0 ${last} 2)
      math(EXPR j "${i} + 1")
      list(GET C_TOOLS ${i} program)
      list(GET C_TOOLS ${j} values)
      if(TARGET ${program})
        set(program $<TARGET_FILE:${program}>)
      endif()
      list(APPEND args --tool ${program} ${values})
    endforeach()
  endif()
  add_test(NAME ${C_GAME}.command_lines
           COMMAND bash ${CONTEST_ROOT}/tools/common/tests/cli_test.sh ${args})
  set_tests_properties(${C_GAME}.command_lines PROPERTIES LABELS ${C_GAME}
                       PASS_REGULAR_EXPRESSION "^ok: [0-9]+ programs")
endfunction()

function(contest_add_alias target name)
  add_custom_command(TARGET ${target} POST_BUILD
                     COMMAND ${CMAKE_COMMAND} -E create_symlink $<TARGET_FILE_NAME:${target}>
                             $<TARGET_FILE_DIR:${target}>/${name}
                     VERBATIM)
endfunction()

# The organiser's compiler for the submission checks: g++, as the contests named it.
find_program(CONTEST_SUBMIT_CXX NAMES g++ DOC "Compiler of the submission checks")
if(NOT CONTEST_SUBMIT_CXX)
  set(CONTEST_SUBMIT_CXX ${CMAKE_CXX_COMPILER})
endif()

function(contest_add_submission)
  cmake_parse_arguments(S "" "GAME;SOURCE;PROGRAM;HEADER;EXE_LIMIT;LAYOUT;README" "SMOKE_ENV"
                        ${ARGN})
  get_filename_component(src ${S_SOURCE} ABSOLUTE)
  if(NOT S_PROGRAM)
    get_filename_component(S_PROGRAM ${src} NAME_WE)
  endif()
  if(S_README)
    get_filename_component(S_README ${S_README} ABSOLUTE)
  endif()
  # One value per -D: the environment list is joined with spaces and split again by the script.
  string(REPLACE ";" " " smoke_env "${S_SMOKE_ENV}")
  set(check ${CMAKE_COMMAND} -DSOURCE=${src} -DPROGRAM=${S_PROGRAM}
            -DOUT=${CMAKE_BINARY_DIR}/submit/${S_GAME} -DWORK=${CMAKE_BINARY_DIR}/submit-check/${S_GAME}
            -DCXX=${CONTEST_SUBMIT_CXX} -DSRCSIZE=$<TARGET_FILE:srcsize>
            -DMAX_CHARS=${CONTEST_ENTRY_MAX_CHARS} -DHEADER=${S_HEADER} -DEXE_LIMIT=${S_EXE_LIMIT}
            -DLAYOUT=${S_LAYOUT} -DREADME=${S_README} "-DSMOKE_ENV=${smoke_env}"
            -P ${CONTEST_ROOT}/cmake/Submission.cmake)
  add_custom_target(${S_GAME}_submission COMMAND ${check} VERBATIM)
  add_dependencies(${S_GAME}_submission srcsize)
  add_test(NAME ${S_GAME}.submission COMMAND ${check})
  set_tests_properties(${S_GAME}.submission PROPERTIES LABELS ${S_GAME} TIMEOUT 120)
endfunction()

define_property(GLOBAL PROPERTY CONTEST_PLAY_COMMANDS BRIEF_DOCS "play commands" FULL_DOCS "play")
define_property(GLOBAL PROPERTY CONTEST_PLAY_DEPENDS BRIEF_DOCS "play deps" FULL_DOCS "play")

function(contest_add_play)
  cmake_parse_arguments(P "" "GAME" "COMMAND;DEPENDS" ${ARGN})
  set(cmd COMMAND ${CONTEST_ROOT}/tools/play_one.sh ${CMAKE_BINARY_DIR}/play ${P_GAME} ${P_COMMAND})
  set_property(GLOBAL APPEND PROPERTY CONTEST_PLAY_COMMANDS ${cmd})
  set_property(GLOBAL APPEND PROPERTY CONTEST_PLAY_DEPENDS ${P_DEPENDS})
endfunction()

function(contest_add_bench)
  cmake_parse_arguments(B "" "NAME;LABEL;COUNT;UNIT;SIGNATURE" "COMMAND;ENVIRONMENT" ${ARGN})
  foreach(arg NAME LABEL COUNT UNIT SIGNATURE COMMAND)
    if(NOT B_${arg})
      message(FATAL_ERROR "contest_add_bench: ${arg} is missing")
    endif()
  endforeach()
  add_test(NAME ${B_NAME} COMMAND ${B_COMMAND})
  set_tests_properties(${B_NAME} PROPERTIES LABELS ${B_LABEL} TIMEOUT 120 PASS_REGULAR_EXPRESSION
                       "(^|\n)bench: ${B_COUNT} ${B_UNIT} ${B_SIGNATURE}\n$")
  if(B_ENVIRONMENT)
    set_tests_properties(${B_NAME} PROPERTIES ENVIRONMENT "${B_ENVIRONMENT}")
  else()
    # The root README's table of bench lines shows the pinned one (it went stale once).
    add_test(NAME ${B_NAME}.in_readme COMMAND ${CMAKE_COMMAND} -E cat ${CONTEST_ROOT}/README.md)
    set_tests_properties(${B_NAME}.in_readme PROPERTIES LABELS ${B_LABEL}
                         PASS_REGULAR_EXPRESSION "`bench: ${B_COUNT} ${B_UNIT} ${B_SIGNATURE}`")
  endif()
endfunction()

# The `play` target: every game's default match in turn, then one summary table.
function(contest_finish_play_target)
  get_property(cmds GLOBAL PROPERTY CONTEST_PLAY_COMMANDS)
  get_property(deps GLOBAL PROPERTY CONTEST_PLAY_DEPENDS)
  add_custom_target(play
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${CMAKE_BINARY_DIR}/play
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/play
    ${cmds}
    COMMAND ${CONTEST_ROOT}/tools/play_summary.sh ${CMAKE_BINARY_DIR}/play
    WORKING_DIRECTORY ${CMAKE_BINARY_DIR}
    USES_TERMINAL
    VERBATIM)
  if(deps)
    add_dependencies(play ${deps})
  endif()
endfunction()

# contest_add_quick_start_test(<name> <readme> <build dir> <the README's name for it>): the CTest
# <name>.quick_start on the README's quick-start block (tools/common/tests/quickstart_test.sh).
function(contest_add_quick_start_test name readme build readme_build)
  add_test(NAME ${name}.quick_start
           COMMAND bash ${CONTEST_ROOT}/tools/common/tests/quickstart_test.sh ${readme}
                   ${CONTEST_ROOT} ${build} ${CMAKE_BINARY_DIR} ${readme_build})
  set_tests_properties(${name}.quick_start PROPERTIES LABELS "${name};quick_start"
                       PASS_REGULAR_EXPRESSION "ok: [0-9]+ commands checked")
endfunction()

# contest_game_end(): the end of every game's CMakeLists.txt. Registers the CTests of the game's
# runs under results/<game>/ (cmake/Results.cmake) and, in a game built alone, the play target.
macro(contest_game_end)
  contest_add_results(${PROJECT_NAME})
  contest_add_quick_start_test(${PROJECT_NAME} ${CMAKE_CURRENT_SOURCE_DIR}/README.md
                               ${CMAKE_CURRENT_BINARY_DIR} build-${PROJECT_NAME})
  if(CMAKE_CURRENT_SOURCE_DIR STREQUAL CMAKE_SOURCE_DIR)
    contest_finish_play_target()
  endif()
endmacro()
