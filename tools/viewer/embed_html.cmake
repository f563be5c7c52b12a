# embed_html.cmake: writes viewer.html into a C++ source as a byte array, so that the page lives
# once, as viewer.html, and every replay tool can write it. Run at build time:
#   cmake -DIN=viewer.html -DOUT=viewer_html.cpp -P embed_html.cmake
file(READ "${IN}" hex HEX)
string(LENGTH "${hex}" digits)
math(EXPR size "${digits} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
file(WRITE "${OUT}.tmp"
     "// Generated from tools/viewer/viewer.html by embed_html.cmake at build time: do not edit.\n"
     "#include <cstddef>\n\nnamespace viewer {\n\n"
     "extern const unsigned char kPageTemplate[] = {${bytes}0};\n"
     "extern const std::size_t kPageTemplateSize = ${size};\n\n}  // namespace viewer\n")
file(RENAME "${OUT}.tmp" "${OUT}")
