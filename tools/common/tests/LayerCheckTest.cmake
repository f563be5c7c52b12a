# LayerCheckTest.cmake: LayerCheck.cmake refuses an include that breaks the layers, and takes the
# rest. Run as a script (the CTest tools.layers_check_refuses_forbidden_includes) with
# LayerCheck.cmake's options and -DWORK=<a scratch folder>: each case copies the layers, adds one
# line to one file (or one file), and runs the check on the copy.
cmake_minimum_required(VERSION 3.20)

string(REPLACE "," ";" layers "${LAYERS}")
set(link_options)
foreach(layer ${layers})
  list(APPEND link_options "-DLINKS_${layer}=${LINKS_${layer}}")
endforeach()
set(cases 0)
set(failed 0)

# Writes `line` at the end of the copy's `file` (a path under common/) and runs the check; `expect`
# is PASS or FAIL, and a failure must say `why` (a regular expression) in its output.
function(expect_check name expect file line why)
  set(copy ${WORK}/${name}/common)
  file(REMOVE_RECURSE ${WORK}/${name})
  foreach(layer ${layers})
    file(COPY ${COMMON}/${layer} DESTINATION ${copy})
  endforeach()
  if(file)
    file(APPEND ${copy}/${file} "${line}\n")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -DCOMMON=${copy} -DTOOLS=${COMMON}/.. -DLAYERS=${LAYERS}
                          ${link_options}
                          -P ${CMAKE_CURRENT_LIST_DIR}/LayerCheck.cmake
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(expect STREQUAL "PASS" AND NOT status EQUAL 0)
    message(SEND_ERROR "${name}: refused, should pass:\n${out}")
    set(failed 1 PARENT_SCOPE)
  elseif(expect STREQUAL "FAIL" AND (status EQUAL 0 OR NOT out MATCHES "${why}"))
    message(SEND_ERROR "${name}: should be refused for `${why}`, status ${status}:\n${out}")
    set(failed 1 PARENT_SCOPE)
  else()
    message(STATUS "ok: ${name} (${expect})")
  endif()
  math(EXPR n "${cases} + 1")
  set(cases ${n} PARENT_SCOPE)
endfunction()

expect_check(as_it_is PASS "" "" "")
expect_check(core_includes_match FAIL core/text.cpp "#include \"common/match/match.h\""
             "common/core/text.cpp:[0-9]+: includes common/match/match.h, but contest_core does \
not link contest_match")
expect_check(angle_brackets FAIL process/process.cpp "#include <common/cli/cli.h>"
             "common/process/process.cpp:[0-9]+: includes common/cli/cli.h, but contest_process")
expect_check(a_layer_beside FAIL cli/cli.cpp "  #  include \"common/results/results.h\""
             "includes common/results/results.h, but contest_cli does not link contest_results")
expect_check(by_a_relative_path FAIL stats/stats.cpp "#include \"../core/json.h\""
             "common/stats/stats.cpp:[0-9]+: includes ../core/json.h: a layer's header is named")
expect_check(a_game_header FAIL results/results.cpp "#include \"boxing/rules.h\""
             "includes boxing/rules.h: a layer's header is named")
expect_check(a_game_header_in_angle_brackets FAIL core/json.cpp "#include <boxing/rules.h>"
             "includes boxing/rules.h: a layer's header is named")
expect_check(the_old_path FAIL match/match.cpp "#include \"common/json.h\""
             "includes common/json.h, a header outside every layer")
expect_check(a_folder_that_is_no_layer FAIL extra/extra.h "#pragma once"
             "common/extra/: a folder that is no layer")
# A layer reaches the layers below the ones it links: match links results, which links core.
expect_check(through_another_layer PASS match/match.cpp "#include \"common/core/json.h\"" "")

if(NOT failed)
  message("ok: ${cases} cases")
endif()
