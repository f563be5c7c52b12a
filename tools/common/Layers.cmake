# Layers.cmake: the shared tools (tools/common) as layers, one folder and one static library each
# (tools/common/README.md, "Layers"). Included by tools/CMakeLists.txt.
#
# contest_layer(<name> SOURCES <file>... [LINKS <layer>...] [PACKAGES <target>...])
#   The library contest_<name> of the folder common/<name>: its sources, the layers below it that
#   it links (each declared before it, so the layers cannot form a cycle) and the packages it
#   needs. A layer's files include the headers of the layers it links, directly or through
#   another, and of no other: the CTest tools.layers checks it (tests/LayerCheck.cmake).
function(contest_layer name)
  cmake_parse_arguments(L "" "" "SOURCES;LINKS;PACKAGES" ${ARGN})
  list(TRANSFORM L_SOURCES PREPEND ${CMAKE_CURRENT_LIST_DIR}/${name}/)
  add_library(contest_${name} STATIC ${L_SOURCES})
  target_include_directories(contest_${name} PUBLIC ${CMAKE_CURRENT_LIST_DIR}/..)
  foreach(below ${L_LINKS})
    if(NOT TARGET contest_${below})
      message(FATAL_ERROR "layer ${name}: links ${below}, which is not a layer declared before it")
    endif()
    target_link_libraries(contest_${name} PUBLIC contest_${below})
  endforeach()
  target_link_libraries(contest_${name} PUBLIC ${L_PACKAGES})
  set_property(GLOBAL APPEND PROPERTY CONTEST_LAYERS ${name})
endfunction()

contest_layer(core SOURCES text.cpp files.cpp json.cpp)  # and numbers.h
contest_layer(stats SOURCES stats.cpp)
contest_layer(process SOURCES process.cpp PACKAGES Threads::Threads)
contest_layer(cli SOURCES cli.cpp LINKS core process PACKAGES CLI11::CLI11)
contest_layer(results SOURCES results.cpp standings.cpp paired.cpp LINKS core stats)
contest_layer(match SOURCES match.cpp tournament.cpp knockout.cpp kinds.cpp LINKS results cli
              PACKAGES Threads::Threads)
# A game as the shared referee drives it (game.h) and that referee's front end (referee.h).
contest_layer(game SOURCES game.cpp referee.cpp LINKS match)
# The shared core of the games' misbehaving test programs, built plainly at -O0 as the programs
# that link it are.
contest_layer(misbehave SOURCES misbehave.cpp LINKS core)
contest_plain_program(contest_misbehave)

# Every layer but misbehave, for a tool or a game's library that uses the runner.
add_library(contest_common INTERFACE)
target_link_libraries(contest_common INTERFACE contest_game)

# The check, given what each layer links as the build has it (every target_link_libraries call,
# wherever it is), and the check of the check: a copy of the layers with a forbidden include.
get_property(layers GLOBAL PROPERTY CONTEST_LAYERS)
set(layer_links)
foreach(layer ${layers})
  list(APPEND layer_links
       "-DLINKS_${layer}=$<JOIN:$<TARGET_PROPERTY:contest_${layer},LINK_LIBRARIES>,$<COMMA>>")
endforeach()
string(JOIN , layer_names ${layers})
set(layer_args -DCOMMON=${CMAKE_CURRENT_LIST_DIR} -DLAYERS=${layer_names} ${layer_links})
add_test(NAME tools.layers
         COMMAND ${CMAKE_COMMAND} ${layer_args} -P ${CMAKE_CURRENT_LIST_DIR}/tests/LayerCheck.cmake)
set_tests_properties(tools.layers PROPERTIES LABELS tools
                     PASS_REGULAR_EXPRESSION "(^|\n)ok: [0-9]+ files of [0-9]+ layers")
add_test(NAME tools.layers_check_refuses_forbidden_includes
         COMMAND ${CMAKE_COMMAND} ${layer_args} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/layer_check_test
                 -P ${CMAKE_CURRENT_LIST_DIR}/tests/LayerCheckTest.cmake)
set_tests_properties(tools.layers_check_refuses_forbidden_includes PROPERTIES LABELS tools
                     PASS_REGULAR_EXPRESSION "(^|\n)ok: [0-9]+ cases")
