// svg.cpp: the report's plots (svg.h).
#include "svg.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <tuple>

namespace report {
namespace {

constexpr double kWidth = 480, kHeight = 300;  // two side by side on the page
constexpr double kLeft = 64, kRight = 16, kTop = 28, kBottom = 64;
const char* const kColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd",
                                "#ff7f0e", "#8c564b", "#e377c2", "#17becf"};

std::string number(double v) {
  char s[32];
  std::snprintf(s, sizeof s, "%.1f", v);
  return s;
}

// A round step for about `ticks` ticks over span: 1, 2 or 5 times a power of ten.
double tick_step(double span, int ticks) {
  const double raw = span / ticks;
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0})
    if (m * power >= raw) return m * power;
  return 10 * power;
}

std::string tick_label(double v, double step) {
  char s[32];
  std::snprintf(s, sizeof s, step < 1 ? "%.1f" : "%.0f", v);
  return s;
}

// The frame: the svg element, its title, the y axis with ticks and label, the x axis line.
struct Frame {
  double lo, hi;
  double y(double v) const { return kTop + (hi - v) / (hi - lo) * (kHeight - kTop - kBottom); }
};

std::string open_svg(const std::string& kind, const std::string& title, const Frame& f,
                     const std::string& y_label, double below = 0) {
  std::ostringstream out;
  out << "<svg class=\"plot\" data-plot=\"" << escape(kind)
      << "\" xmlns=\"http://www.w3.org/2000/svg\""
      << " width=\"" << kWidth << "\" height=\"" << kHeight + below << "\" viewBox=\"0 0 " << kWidth
      << " " << kHeight + below << "\" role=\"img\"><title>" << escape(title) << "</title>"
      << "<text x=\"" << kWidth / 2 << "\" y=\"16\" text-anchor=\"middle\" font-size=\"13\">"
      << escape(title) << "</text>";
  const double step = tick_step(f.hi - f.lo, 5);
  for (double v = std::ceil(f.lo / step) * step; v <= f.hi + 1e-9; v += step) {
    out << "<line x1=\"" << kLeft << "\" x2=\"" << kWidth - kRight << "\" y1=\"" << number(f.y(v))
        << "\" y2=\"" << number(f.y(v)) << "\" stroke=\"#ddd\"/>"
        << "<text x=\"" << kLeft - 6 << "\" y=\"" << number(f.y(v) + 4)
        << "\" text-anchor=\"end\" font-size=\"11\">" << tick_label(v, step) << "</text>";
  }
  out << "<line x1=\"" << kLeft << "\" x2=\"" << kLeft << "\" y1=\"" << kTop << "\" y2=\""
      << kHeight - kBottom << "\" stroke=\"#333\"/>"
      << "<line x1=\"" << kLeft << "\" x2=\"" << kWidth - kRight << "\" y1=\"" << kHeight - kBottom
      << "\" y2=\"" << kHeight - kBottom << "\" stroke=\"#333\"/>"
      << "<text transform=\"translate(14," << (kTop + kHeight - kBottom) / 2
      << ") rotate(-90)\" text-anchor=\"middle\" font-size=\"11\">" << escape(y_label) << "</text>";
  return out.str();
}

}  // namespace

std::string escape(const std::string& text) {
  std::string out;
  for (char c : text) switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  return out;
}

std::string interval_plot(const std::string& kind, const std::string& title,
                          const std::string& y_label, const std::vector<Estimate>& values,
                          double lo, double hi, double reference, double cap) {
  // An end at the cap is no measurement (every game went one way): it does not stretch the axis,
  // and the estimate is drawn as a bound from its other end, an arrow to the frame's edge.
  const auto capped_high = [&](const Estimate& e) { return e.high >= cap; };
  const auto capped_low = [&](const Estimate& e) { return e.low <= -cap; };
  for (const Estimate& e : values) {
    lo = std::min(lo, capped_low(e) ? e.high : e.low);
    hi = std::max(hi, capped_high(e) ? e.low : e.high);
  }
  const double step = tick_step(hi - lo > 0 ? hi - lo : 1, 5);
  const Frame f{std::floor(lo / step) * step -
                    (std::any_of(values.begin(), values.end(), capped_low) ? step : 0),
                std::ceil(hi / step) * step +
                    (std::any_of(values.begin(), values.end(), capped_high) ? step : 0)};
  // Labels: slanted by 20 degrees while they fit their slot, steeper and smaller when many share
  // the axis (18 opponents), with room below the frame for the longest.
  const double slot = (kWidth - kLeft - kRight) / std::max<std::size_t>(values.size(), 1);
  std::size_t longest = 0;
  for (const Estimate& e : values) longest = std::max(longest, e.label.size());
  const bool crowded = slot < 6.0 * static_cast<double>(longest);
  const double angle = crowded ? 70 : 20, font = crowded ? 9 : 10;
  const double below = crowded ? std::max(0.0, 0.55 * font * longest - (kBottom - 16)) : 0;
  std::ostringstream out;
  out << open_svg(kind, title, f, y_label, below);
  if (reference > f.lo && reference < f.hi)
    out << "<line x1=\"" << kLeft << "\" x2=\"" << kWidth - kRight << "\" y1=\""
        << number(f.y(reference)) << "\" y2=\"" << number(f.y(reference))
        << "\" stroke=\"#888\" stroke-dasharray=\"4 3\"/>";
  for (std::size_t i = 0; i < values.size(); ++i) {
    const Estimate& e = values[i];
    const double cx = kLeft + slot * (i + 0.5);
    const std::string x = number(cx);
    const bool up = capped_high(e), down = capped_low(e);
    out << "<g class=\"estimate\" data-label=\"" << escape(e.label) << "\" data-value=\""
        << number(e.value) << "\" data-low=\"" << number(e.low) << "\" data-high=\""
        << number(e.high) << "\"" << (up || down ? " data-bound=\"1\"" : "") << "><title>"
        << escape(e.label) << ": ";
    if (up && !down)
      out << "at least " << number(e.low);
    else if (down && !up)
      out << "at most " << number(e.high);
    else if (up && down)
      out << "no measurement";
    else
      out << number(e.value) << " [" << number(e.low) << ", " << number(e.high) << "]";
    out << "</title>";
    const double y1 = down ? f.y(f.lo) : f.y(e.low), y2 = up ? f.y(f.hi) : f.y(e.high);
    out << "<line x1=\"" << x << "\" x2=\"" << x << "\" y1=\"" << number(y1) << "\" y2=\""
        << number(y2) << "\" stroke=\"#1f77b4\" stroke-width=\"2\"/>";
    // A bound: an arrowhead where the interval leaves the frame, the circle open at the bound.
    for (const auto& [open, tip, dir] : {std::tuple{up, y2, 1.0}, std::tuple{down, y1, -1.0}})
      if (open)
        out << "<path d=\"M" << number(cx - 5) << " " << number(tip + 7 * dir) << " L" << x << " "
            << number(tip) << " L" << number(cx + 5) << " " << number(tip + 7 * dir)
            << "\" fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2\"/>";
    if (up || down)
      out << "<circle cx=\"" << x << "\" cy=\"" << number(up ? y1 : y2)
          << "\" r=\"4\" fill=\"white\" stroke=\"#1f77b4\" stroke-width=\"2\"/>";
    else
      out << "<circle cx=\"" << x << "\" cy=\"" << number(f.y(e.value))
          << "\" r=\"4\" fill=\"#1f77b4\"/>";
    const std::string ly = number(kHeight - kBottom + 12);
    out << "<text x=\"" << x << "\" y=\"" << ly << "\" transform=\"rotate(-" << angle << " " << x
        << " " << ly << ")\" text-anchor=\"end\" font-size=\"" << font << "\">" << escape(e.label)
        << "</text></g>";
  }
  out << "</svg>";
  return out.str();
}

std::string line_plot(const std::string& kind, const std::string& title, const std::string& x_label,
                      const std::string& y_label, const std::vector<Series>& series) {
  double x_lo = 1e300, x_hi = -1e300, y_lo = 1e300, y_hi = -1e300;
  for (const Series& s : series)
    for (std::size_t i = 0; i < s.x.size(); ++i) {
      x_lo = std::min(x_lo, s.x[i]);
      x_hi = std::max(x_hi, s.x[i]);
      y_lo = std::min(y_lo, s.y[i]);
      y_hi = std::max(y_hi, s.y[i]);
    }
  if (x_lo > x_hi) x_lo = 0, x_hi = 1, y_lo = 0, y_hi = 1;
  if (x_hi == x_lo) x_hi = x_lo + 1;
  // The data's range with a tenth of it (and half a unit) either side: small differences show.
  const double pad = (y_hi - y_lo) * 0.1 + 0.5;
  const Frame f{std::floor(y_lo - pad), std::ceil(y_hi + pad)};
  const auto x = [&](double v) {
    return kLeft + 10 + (v - x_lo) / (x_hi - x_lo) * (kWidth - kLeft - kRight - 20);
  };
  std::ostringstream out;
  out << open_svg(kind, title, f, y_label);
  const double step = tick_step(x_hi - x_lo, 8);
  for (double v = std::ceil(x_lo / step) * step; v <= x_hi + 1e-9; v += step)
    out << "<text x=\"" << number(x(v)) << "\" y=\"" << kHeight - kBottom + 14
        << "\" text-anchor=\"middle\" font-size=\"11\">" << tick_label(v, step) << "</text>";
  out << "<text x=\"" << (kLeft + kWidth - kRight) / 2 << "\" y=\"" << kHeight - kBottom + 30
      << "\" text-anchor=\"middle\" font-size=\"11\">" << escape(x_label) << "</text>";
  for (std::size_t k = 0; k < series.size(); ++k) {
    const Series& s = series[k];
    const char* colour = kColours[k % 8];
    out << "<g class=\"series\" data-name=\"" << escape(s.name)
        << "\"><polyline fill=\"none\" stroke=\"" << colour << "\" stroke-width=\"2\" points=\"";
    for (std::size_t i = 0; i < s.x.size(); ++i)
      out << (i ? " " : "") << number(x(s.x[i])) << "," << number(f.y(s.y[i]));
    out << "\"/>";
    for (std::size_t i = 0; i < s.x.size(); ++i)
      out << "<circle cx=\"" << number(x(s.x[i])) << "\" cy=\"" << number(f.y(s.y[i]))
          << "\" r=\"3\" fill=\"" << colour << "\"><title>" << escape(s.name) << ": "
          << number(s.x[i]) << ", " << number(s.y[i]) << "</title></circle>";
    const double ly = kHeight - 14 - 0.0, lx = kLeft + 105.0 * k;
    out << "<rect x=\"" << lx << "\" y=\"" << ly - 8 << "\" width=\"10\" height=\"10\" fill=\""
        << colour << "\"/><text x=\"" << lx + 14 << "\" y=\"" << ly + 1 << "\" font-size=\"11\">"
        << escape(s.name) << "</text></g>";
  }
  out << "</svg>";
  return out.str();
}

}  // namespace report
