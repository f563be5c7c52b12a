// svg.h: the report's two plots as inline SVG, drawn without any script: values with their
// intervals along a row of labels, and lines through points. Every plot is an <svg class="plot">
// with its kind in data-plot and its title in <title>, so a test can find and count them.
#pragma once

#include <limits>
#include <string>
#include <vector>

namespace report {

// Text for HTML and SVG: & < > " ' escaped.
std::string escape(const std::string& text);

// One value with its interval, drawn as a dot on an error bar.
struct Estimate {
  std::string label;  // under the axis
  double value = 0, low = 0, high = 0;
};

// Values with their intervals along the x axis, in order; y from lo to hi (widened to hold every
// interval), with a dashed line at `reference` when it lies inside. kind goes to data-plot. An
// interval that reaches `cap` (or -cap), where the estimate is clamped (every game won or lost),
// is drawn as a bound from its other end: an arrow, an open circle, "at least" in its title.
// Labels slant more steeply, smaller, when many share the axis.
std::string interval_plot(const std::string& kind, const std::string& title,
                          const std::string& y_label, const std::vector<Estimate>& values,
                          double lo, double hi, double reference,
                          double cap = std::numeric_limits<double>::infinity());

// One line of a line plot: its points, joined in order, and its name in the legend.
struct Series {
  std::string name;
  std::vector<double> x, y;
};

// Lines through points; both axes from the data's range, y padded and rounded out to whole numbers.
std::string line_plot(const std::string& kind, const std::string& title, const std::string& x_label,
                      const std::string& y_label, const std::vector<Series>& series);

}  // namespace report
