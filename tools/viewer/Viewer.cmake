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

# The page of a game checked by a shared referee (its `check --json` inside).
add_executable(contest_view ${CMAKE_CURRENT_LIST_DIR}/view_main.cpp)
target_link_libraries(contest_view PRIVATE contest_viewer)

# The test's check of a --json document against --show.
add_executable(viewer_json_check ${CMAKE_CURRENT_LIST_DIR}/json_check.cpp)
target_link_libraries(viewer_json_check PRIVATE contest_core)

# contest_add_viewer_test(GAME <game> MOVE <n> [INDEX <k>] LOG <file> BAD_LOG <file>
#                         BAD_LINE <n> COMMAND <tool> <args>...)
#   The CTest <game>.viewer: the tool's --json of LOG and of BAD_LOG hold what `--show` prints;
#   its page of LOG, opened in headless Chromium at move N of game K, draws that position and
#   shows its text; the page and --show of BAD_LOG name line BAD_LINE. In COMMAND, @ stands for
#   the viewer's options and LOG for the log.
# contest_add_viewer_test(GAME <game> MOVE <n> [INDEX <k>] LOG <file> BAD_LOG <file>
#                         BAD_LINE <n> REFEREE <referee> [DRAWN <text> COUNT <jq filter>])
#   The same for a game on the shared referee, viewed from its checker's JSON: `check --json` of
#   LOG gives every position; contest_view's page of it, at move N of log K, draws the position
#   the checker gave, TEXT in it as many times as the jq filter counts in that position; the
#   checker and the page of BAD_LOG name line BAD_LINE, the page drawing the positions before it.
function(contest_add_viewer_test)
  cmake_parse_arguments(V "" "GAME;MOVE;INDEX;LOG;BAD_LOG;BAD_LINE;REFEREE;DRAWN;COUNT" "COMMAND"
                        ${ARGN})
  if(NOT V_INDEX)
    set(V_INDEX 1)
  endif()
  if(V_REFEREE)
    set(mode --view $<TARGET_FILE:contest_view>)
    if(V_DRAWN)
      list(APPEND mode --drawn ${V_DRAWN} --count ${V_COUNT})
    endif()
    set(V_COMMAND $<TARGET_FILE:${V_REFEREE}>)
  else()
    set(mode --json-check $<TARGET_FILE:viewer_json_check>)
  endif()
  add_test(NAME ${V_GAME}.viewer
           COMMAND bash ${CONTEST_ROOT}/tools/viewer/page_test.sh --move ${V_MOVE} --index ${V_INDEX}
                   ${mode} --log ${V_LOG} --bad-log ${V_BAD_LOG} --bad-line ${V_BAD_LINE}
                   -- ${V_COMMAND})
  set_tests_properties(${V_GAME}.viewer PROPERTIES LABELS "${V_GAME};viewer" TIMEOUT 90
                                                   PASS_REGULAR_EXPRESSION "\nok\n$")
endfunction()
