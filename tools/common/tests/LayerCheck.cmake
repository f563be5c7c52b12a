# LayerCheck.cmake: every file of a layer of tools/common includes only the headers of its own
# layer and of the layers its library links, directly or through another (tools/common/Layers.cmake
# declares them). Run as a script (the CTest tools.layers):
#   cmake -DCOMMON=<tools/common> -DLAYERS=core,stats,... -DLINKS_core=<its libraries>,... -P ...
# LINKS_<layer> is the layer's library's LINK_LIBRARIES, comma-separated; libraries that are not
# layers (Threads::Threads, CLI11::CLI11) are left aside. A header is named from the include root
# tools/ (`#include "common/core/json.h"`); a quoted include of any other file is refused unless it
# is a file of the same folder, and so is a header of a folder of tools/ beside common (TOOLS, by
# default the folder above COMMON), in angle brackets too. Also refused: a folder of tools/common that is no layer (but
# tests/), and a source outside every layer. Prints "ok: N files of M layers" or each refusal as
# FILE:LINE: WHY, and fails.
cmake_minimum_required(VERSION 3.20)

string(REPLACE "," ";" layers "${LAYERS}")
set(problems)

# The folders of tools/ beside common (the games', the report's): a header of one, in quotes or
# in angle brackets, is no layer's. TOOLS defaults to the folder above COMMON.
if(NOT TOOLS)
  set(TOOLS ${COMMON}/..)
endif()
file(GLOB tool_folders LIST_DIRECTORIES true RELATIVE ${TOOLS} ${TOOLS}/*)
list(REMOVE_ITEM tool_folders common)

# The layers each layer links directly, then every layer it reaches.
foreach(layer ${layers})
  string(REPLACE "," ";" libraries "${LINKS_${layer}}")
  set(links_${layer})
  foreach(library ${libraries})
    if(library MATCHES "^contest_(.+)$" AND CMAKE_MATCH_1 IN_LIST layers)
      list(APPEND links_${layer} ${CMAKE_MATCH_1})
    endif()
  endforeach()
endforeach()
foreach(layer ${layers})
  set(reach_${layer} ${links_${layer}})
  set(i 0)
  list(LENGTH reach_${layer} n)
  while(i LESS n)
    list(GET reach_${layer} ${i} below)
    foreach(further ${links_${below}})
      if(NOT further IN_LIST reach_${layer})
        list(APPEND reach_${layer} ${further})
      endif()
    endforeach()
    math(EXPR i "${i} + 1")
    list(LENGTH reach_${layer} n)
  endwhile()
endforeach()

file(GLOB entries LIST_DIRECTORIES true RELATIVE ${COMMON} ${COMMON}/*)
foreach(entry ${entries})
  if(IS_DIRECTORY ${COMMON}/${entry})
    if(NOT entry STREQUAL "tests" AND NOT entry IN_LIST layers)
      list(APPEND problems "common/${entry}/: a folder that is no layer (common/Layers.cmake)")
    endif()
  elseif(entry MATCHES "\\.(h|hpp|cpp)$")
    list(APPEND problems "common/${entry}: a source outside every layer (tools/common/<layer>/)")
  endif()
endforeach()

set(files 0)
foreach(layer ${layers})
  file(GLOB_RECURSE sources RELATIVE ${COMMON} ${COMMON}/${layer}/*.h ${COMMON}/${layer}/*.hpp
       ${COMMON}/${layer}/*.cpp)
  list(SORT sources)
  foreach(source ${sources})
    math(EXPR files "${files} + 1")
    get_filename_component(folder ${COMMON}/${source} DIRECTORY)
    file(READ ${COMMON}/${source} text)
    string(REGEX MATCHALL "(^|\n)[ \t]*#[ \t]*include[ \t]*[\"<][^\">\n]*[\">]" includes "${text}")
    foreach(include ${includes})
      string(REGEX MATCH "[\"<]([^\">\n]*)([\">])$" _ "${include}")
      set(header ${CMAKE_MATCH_1})
      set(quoted ${CMAKE_MATCH_2})
      # Its line: one more than the line breaks before it.
      string(FIND "${text}" "${include}" at)
      string(SUBSTRING "${text}" 0 ${at} before)
      string(REGEX MATCHALL "\n" breaks "${before}\n")
      list(LENGTH breaks line)
      if(include MATCHES "^\n")
        math(EXPR line "${line} + 1")
      endif()
      set(where "common/${source}:${line}: includes ${header}")
      string(REGEX REPLACE "/.*" "" top "${header}")  # its first folder
      if(header MATCHES "^common/([^/]*)/")
        set(other ${CMAKE_MATCH_1})
        if(NOT other IN_LIST layers)
          list(APPEND problems "${where}, but common/${other}/ is no layer")
        elseif(NOT other STREQUAL layer AND NOT other IN_LIST reach_${layer})
          string(JOIN ", " allowed ${layer} ${reach_${layer}})
          list(APPEND problems "${where}, but contest_${layer} does not link contest_${other} \
(layer ${layer} includes only ${allowed}: common/Layers.cmake)")
        endif()
      elseif(header MATCHES "^common/")
        list(APPEND problems "${where}, a header outside every layer")
      elseif((quoted STREQUAL "\"" AND (header MATCHES "\\.\\." OR NOT EXISTS ${folder}/${header}))
             OR top IN_LIST tool_folders)
        list(APPEND problems "${where}: a layer's header is named common/LAYER/FILE, and a layer \
includes nothing of tools/ outside tools/common")
      endif()
    endforeach()
  endforeach()
endforeach()

if(problems)
  list(LENGTH problems n)
  string(REPLACE ";" "\n" text "${problems}")
  message("${text}")
  message(FATAL_ERROR "the layers of tools/common: ${n} refused (above)")
endif()
list(LENGTH layers n)
message("ok: ${files} files of ${n} layers")
