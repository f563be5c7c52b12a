# Report.cmake: contest_report (tools/report/README.md), the results tree's page and the check of
# each run's summary (cmake/Results.cmake). Included by tools/CMakeLists.txt: every game's build
# has it, and its tests run with the shared tools'.
add_library(contest_report_lib STATIC ${CMAKE_CURRENT_LIST_DIR}/run.cpp
                                      ${CMAKE_CURRENT_LIST_DIR}/figures.cpp
                                      ${CMAKE_CURRENT_LIST_DIR}/svg.cpp
                                      ${CMAKE_CURRENT_LIST_DIR}/page.cpp)
target_include_directories(contest_report_lib PUBLIC ${CMAKE_CURRENT_LIST_DIR}/..)
target_link_libraries(contest_report_lib PUBLIC contest_results contest_cli)
add_executable(contest_report ${CMAKE_CURRENT_LIST_DIR}/report_main.cpp)
target_link_libraries(contest_report PRIVATE contest_report_lib)

target_sources(tools_tests PRIVATE ${CMAKE_CURRENT_LIST_DIR}/tests/report_test.cpp)
target_link_libraries(tools_tests PRIVATE contest_report_lib)
target_compile_definitions(tools_tests PRIVATE REPORT_PATH="$<TARGET_FILE:contest_report>"
                                               REPORT_TESTDATA="${CMAKE_CURRENT_LIST_DIR}/tests/data")
add_dependencies(tools_tests contest_report)

contest_add_cli_test(GAME report TOOLS contest_report "--output")

# The page as a reader sees it: headless Chromium opens the page of the whole results tree; every
# game has its section, a game with runs at least two plots, and every summary on the page is its
# manifest's.
add_test(NAME report.page
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/page_test.sh $<TARGET_FILE:contest_report>
                 ${CONTEST_ROOT}/results)
set_tests_properties(report.page PROPERTIES LABELS "tools;report" TIMEOUT 120
                                            PASS_REGULAR_EXPRESSION "(^|\n)ok: [0-9]+ games")

# Kept so: no machine path in a tracked text file, no game README over 15,000 characters.
add_test(NAME repository.no_machine_paths_and_short_manuals
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/docs_check.sh ${CONTEST_ROOT})
set_tests_properties(repository.no_machine_paths_and_short_manuals PROPERTIES LABELS tools
                     PASS_REGULAR_EXPRESSION "(^|\n)ok: ")
