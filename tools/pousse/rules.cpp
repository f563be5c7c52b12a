// rules.cpp: see rules.h.
#include "rules.h"

namespace pousse {

std::optional<Move> parse_move(const std::string& text, int n) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  char s = text[0];
  if (s != 'L' && s != 'R' && s != 'T' && s != 'B') return std::nullopt;
  if (text[1] == '0') return std::nullopt;
  int index = 0;
  for (std::size_t i = 1; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    index = index * 10 + (text[i] - '0');
  }
  if (index < 1 || index > n) return std::nullopt;
  return Move{s, index};
}

std::vector<Move> all_moves(int n) {
  std::vector<Move> out;
  for (char s : {'L', 'R', 'T', 'B'})
    for (int i = 1; i <= n; ++i) out.push_back(Move{s, i});
  return out;
}

void Board::push(const Move& m, Cell c) {
  // Walk the line from the insertion square inward: square k of the line is (row, col) below.
  const int line = m.index - 1;
  auto square = [&](int k) -> Cell& {
    switch (m.side) {
      case 'L':
        return cells_[line * n_ + k];
      case 'R':
        return cells_[line * n_ + (n_ - 1 - k)];
      case 'T':
        return cells_[k * n_ + line];
      default:
        return cells_[(n_ - 1 - k) * n_ + line];
    }
  };
  int stop = 0;  // the first empty square, or the last square when the line is full
  while (stop < n_ - 1 && square(stop) != Empty) ++stop;
  for (int k = stop; k > 0; --k) square(k) = square(k - 1);
  square(0) = c;
}

int Board::straights(Cell c) const {
  int count = 0;
  for (int i = 0; i < n_; ++i) {
    bool row = true, col = true;
    for (int j = 0; j < n_; ++j) {
      row = row && at(i, j) == c;
      col = col && at(j, i) == c;
    }
    count += row + col;
  }
  return count;
}

std::string Board::render() const {
  std::string out;
  for (int r = 0; r < n_; ++r) {
    for (int c = 0; c < n_; ++c) out += cell_char(at(r, c));
    out += '\n';
  }
  return out;
}

Game::Game(int n) : board_(n) { seen_.insert(board_.key() + cell_char(X)); }

Status Game::preview(const Move& m) const {
  Board next = board_;
  next.push(m, to_move_);
  if (seen_.count(next.key() + cell_char(other(to_move_))))
    return to_move_ == X ? Status::OWins : Status::XWins;
  int x = next.straights(X), o = next.straights(O);
  if (x > o) return Status::XWins;
  if (o > x) return Status::OWins;
  return Status::Playing;
}

bool Game::play(const Move& m) {
  if (over()) return false;
  board_.push(m, to_move_);
  moves_.push_back(m);
  const Cell mover = to_move_;
  to_move_ = other(mover);
  if (!seen_.insert(board_.key() + cell_char(to_move_)).second) {
    status_ = mover == X ? Status::OWins : Status::XWins;
    reason_ = "repetition";
    return true;
  }
  int x = board_.straights(X), o = board_.straights(O);
  if (x != o) {
    status_ = x > o ? Status::XWins : Status::OWins;
    reason_ = "straights";
  }
  return true;
}

std::string Game::input_text() const {
  std::string out = std::to_string(size()) + "\n";
  for (const Move& m : moves_) out += m.str() + "\n";
  return out;
}

}  // namespace pousse
