# ContestSetup.cmake: the settings, packages and shared tools every build needs.
#
# Included by the top-level CMakeLists.txt, and by each game's CMakeLists.txt so that a game also
# configures on its own (`cmake -S pousse -B build-pousse`). Included once per configure.
include_guard(GLOBAL)

set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
set(CMAKE_CXX_EXTENSIONS OFF)
set(CMAKE_EXPORT_COMPILE_COMMANDS ON)
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
  set(CMAKE_BUILD_TYPE Release CACHE STRING "Build type" FORCE)
endif()

# Sanitizers for tools and tests: -DCONTEST_SANITIZE=address (or address,undefined / thread).
# Entries are always built without them (see add_contest_entry).
set(CONTEST_SANITIZE "" CACHE STRING "Sanitizers for tools and tests, e.g. address,undefined")
if(CONTEST_SANITIZE)
  add_compile_options(-fsanitize=${CONTEST_SANITIZE} -fno-omit-frame-pointer)
  add_link_options(-fsanitize=${CONTEST_SANITIZE})
endif()

find_package(Threads REQUIRED)
find_package(GTest REQUIRED)
find_package(benchmark REQUIRED)
# CLI11 parses every tool's command line (tools/common/cli/cli.h); Debian package libcli11-dev.
find_package(CLI11 CONFIG REQUIRED)
include(GoogleTest)
enable_testing()

get_filename_component(CONTEST_ROOT ${CMAKE_CURRENT_LIST_DIR}/.. ABSOLUTE)
include(${CMAKE_CURRENT_LIST_DIR}/Contest.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/Results.cmake)  # the runs under results/: contest_add_results
add_subdirectory(${CONTEST_ROOT}/tools ${CMAKE_BINARY_DIR}/tools)
