# Viewer.cmake: the game viewer's library (the terminal display and the page, tools/viewer) and
# its browser test. Included by tools/CMakeLists.txt, so every game's build has both.

# The page lives once, as viewer.html: it is written into a source at build time.
set(viewer_html_cpp ${CMAKE_CURRENT_BINARY_DIR}/viewer_html.cpp)
add_custom_command(
  OUTPUT ${viewer_html_cpp}
  COMMAND ${CMAKE_COMMAND} -DIN=${CMAKE_CURRENT_LIST_DIR}/viewer.html -DOUT=${viewer_html_cpp}
          -P ${CMAKE_CURRENT_LIST_DIR}/embed_html.cmake
  DEPENDS ${CMAKE_CURRENT_LIST_DIR}/viewer.html ${CMAKE_CURRENT_LIST_DIR}/embed_html.cmake
  COMMENT "Embedding the viewer page")
add_library(contest_viewer STATIC ${CMAKE_CURRENT_LIST_DIR}/viewer.cpp ${viewer_html_cpp})
target_include_directories(contest_viewer PUBLIC ${CMAKE_CURRENT_LIST_DIR}/..)
target_link_libraries(contest_viewer PUBLIC contest_cli)

# The test's check of a --json document against --show.
add_executable(viewer_json_check ${CMAKE_CURRENT_LIST_DIR}/json_check.cpp)
target_link_libraries(viewer_json_check PRIVATE contest_core)

# contest_add_viewer_test(GAME <game> MOVE <n> [INDEX <k>] LOG <file> BAD_LOG <file>
#                         BAD_LINE <n> COMMAND <tool> <args>...)
#   The CTest <game>.viewer: the tool's --json of LOG and of BAD_LOG hold what `--show` prints;
#   its page of LOG, opened in headless Chromium at move N of game K, draws that position and
#   shows its text; the page and --show of BAD_LOG name line BAD_LINE. In COMMAND, @ stands for
#   the viewer's options and LOG for the log.
function(contest_add_viewer_test)
  cmake_parse_arguments(V "" "GAME;MOVE;INDEX;LOG;BAD_LOG;BAD_LINE" "COMMAND" ${ARGN})
  if(NOT V_INDEX)
    set(V_INDEX 1)
  endif()
  add_test(NAME ${V_GAME}.viewer
           COMMAND bash ${CONTEST_ROOT}/tools/viewer/page_test.sh --move ${V_MOVE} --index ${V_INDEX}
                   --json-check $<TARGET_FILE:viewer_json_check>
                   --log ${V_LOG} --bad-log ${V_BAD_LOG} --bad-line ${V_BAD_LINE} -- ${V_COMMAND})
  set_tests_properties(${V_GAME}.viewer PROPERTIES LABELS "${V_GAME};viewer" TIMEOUT 90
                                                   PASS_REGULAR_EXPRESSION "\nok\n$")
endfunction()
