# Results.cmake: every run kept under results/<game>/<run>/ becomes CTests (results/README.md).
#
# contest_add_results(GAME) reads each results/GAME/*/run.json at configure time and adds, per run:
#   results.GAME.RUN.CHECK   one test per entry of the manifest's "checks": its command (a program
#                            of the game's build, or a script of the repository run with bash) on
#                            the run's files, which must print every line of its "expect";
#   results.GAME.RUN.summary contest_report check: the manifest's "summary" recomputed from the
#                            run's files (results, logs, tables) must equal it.
# A run's *.gz files are unpacked into the build tree before a command sees them (ResultsCheck.cmake),
# into a directory of each check's own: CTest runs a run's checks in parallel.
# contest_game_end() calls it, so a game built alone or from the root tests its runs the same way.
include_guard(GLOBAL)

set(CONTEST_RESULTS_CHECK ${CMAKE_CURRENT_LIST_DIR}/ResultsCheck.cmake)

# The program a manifest's command names: a target of this build, a second name of the game's
# referee (boxing_check, boxing_gen), or a script of the repository (a path ending in .sh).
function(contest_results_program name game out)
  if(TARGET ${name})
    set(${out} $<TARGET_FILE:${name}> PARENT_SCOPE)
  elseif(name MATCHES "\\.sh$")
    set(${out} ${CONTEST_ROOT}/${name} PARENT_SCOPE)
  elseif(TARGET ${game}_referee)
    set(${out} $<TARGET_FILE_DIR:${game}_referee>/${name} PARENT_SCOPE)
  else()
    message(FATAL_ERROR "results/${game}: no program ${name} in this build")
  endif()
endfunction()

function(contest_add_results game)
  file(GLOB manifests ${CONTEST_ROOT}/results/${game}/*/run.json)
  foreach(manifest ${manifests})
    get_filename_component(run_dir ${manifest} DIRECTORY)
    get_filename_component(run ${run_dir} NAME)
    file(READ ${manifest} json)
    string(JSON run_game ERROR_VARIABLE err GET "${json}" game)
    if(err OR NOT run_game STREQUAL game)
      message(FATAL_ERROR "${manifest}: \"game\" must be \"${game}\" (${err})")
    endif()
    set(prefix results.${game}.${run})
    set(work ${CMAKE_BINARY_DIR}/results/${game}/${run})
    string(JSON n_checks ERROR_VARIABLE err LENGTH "${json}" checks)
    if(err)
      set(n_checks 0)
    endif()
    if(n_checks GREATER 0)
      math(EXPR last "${n_checks} - 1")
      foreach(i RANGE ${last})
        string(JSON check_name GET "${json}" checks ${i} name)
        string(JSON program GET "${json}" checks ${i} command 0)
        contest_results_program(${program} ${game} path)
        add_test(NAME ${prefix}.${check_name}
                 COMMAND ${CMAKE_COMMAND} -DRUN=${run_dir} -DCHECK=${i} -DPROGRAM=${path}
                         -DWORK=${work}/${check_name} -P ${CONTEST_RESULTS_CHECK})
        set_tests_properties(${prefix}.${check_name} PROPERTIES LABELS "${game};results"
                             TIMEOUT 300)
      endforeach()
    endif()
    add_test(NAME ${prefix}.summary COMMAND contest_report check ${run_dir})
    set_tests_properties(${prefix}.summary PROPERTIES LABELS "${game};results")
  endforeach()
  # Configure again when a run is added or its manifest changes.
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${manifests}
                                                                 ${CONTEST_ROOT}/results/${game})
endfunction()
