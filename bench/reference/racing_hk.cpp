// A tuned Hopcroft–Karp reference for racing-car-trail (issue 20), written for the benchmark's
// side-by-side timings. It reads the problem's input from stdin or from the file named by its
// argument (LF or CRLF line ends, well-formed: it checks nothing) and prints the same A/B/X
// grids as the Rust solver.
//
// Per field: a Karp–Sipser greedy matching; Hopcroft–Karp phases (layered BFS from the free
// vertices of the colour with fewer of them, iterative DFS along the layers); once a phase
// augments fewer than 2% of the free roots it started from, one BFS per remaining free root,
// and the alternating tree of a root that finds no path is deleted for good (a Hungarian tree
// carries no augmenting path for any later matching). Then the avoidable cells: a DFS from the
// free cells of each colour along even alternating paths.
//
// Memory per cell: the input text 1 byte, the padded grid 1, mates 4, and over one colour
// (indices halved, the stride being odd) 4-byte layers, a 4-byte queue and 1-byte cursors, and
// the output 1: about 12 bytes at the peak, measured (the reference: about 8.5).
// Build: g++ -O2 -o racing_hk racing_hk.cpp  (see README.md).

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <chrono>

namespace {

// RACING_HK_TRACE=1 prints each stage's time and counts on stderr.
bool trace = getenv("RACING_HK_TRACE") != nullptr;
auto clock_start = std::chrono::steady_clock::now();
void mark(const char* what, long a = 0, long b = 0) {
    if (!trace) return;
    auto now = std::chrono::steady_clock::now();
    fprintf(stderr, "%8.1f ms  %s %ld %ld\n",
            std::chrono::duration<double, std::milli>(now - clock_start).count(), what, a, b);
}

constexpr uint32_t NONE = UINT32_MAX;  // no mate
constexpr uint32_t DEAD = UINT32_MAX;  // layer of a vertex of a deleted Hungarian tree

struct Input {
    std::vector<char> buf;
    size_t pos = 0;
    void load() {
        size_t n = 0;
        buf.resize(1 << 20);
        for (;;) {
            n += fread(buf.data() + n, 1, buf.size() - n, stdin);
            if (n < buf.size()) break;
            buf.resize(buf.size() * 2);
        }
        buf.resize(n);
        buf.push_back('\0');
    }
    long number() {
        while (buf[pos] == ' ' || buf[pos] == '\n' || buf[pos] == '\r' || buf[pos] == '\t') pos++;
        long x = 0;
        while (buf[pos] >= '0' && buf[pos] <= '9') x = 10 * x + (buf[pos++] - '0');
        return x;
    }
    const char* row(long cols) {
        while (buf[pos] == '\n' || buf[pos] == '\r' || buf[pos] == ' ') pos++;
        const char* r = buf.data() + pos;
        pos += cols;
        return r;
    }
};

struct Solver {
    long rows, cols, stride;
    uint32_t cells;
    std::vector<uint8_t> grid;  // 1 free, 0 obstacle; 2 once avoidable
    std::vector<uint32_t> mate;
    std::vector<uint32_t> layer;   // by half index, the roots' colour
    std::vector<uint32_t> queue;   // by half index
    std::vector<uint8_t> cursor;   // by half index: DFS cursor, or BFS parent direction
    int32_t step[4];
    uint32_t stamp = 1;

    void load(Input& in) {
        stride = cols % 2 == 0 ? cols + 1 : cols + 2;  // odd: colour = index parity
        cells = uint32_t((rows + 2) * stride);
        grid.assign(cells, 0);
        for (long r = 0; r < rows; r++) {
            const char* text = in.row(cols);
            uint8_t* g = &grid[(r + 1) * stride + 1];
            for (long c = 0; c < cols; c++) g[c] = text[c] == '.';
        }
        step[0] = -1;
        step[1] = 1;
        step[2] = -int32_t(stride);
        step[3] = int32_t(stride);
    }

    bool has_neighbour(uint32_t v) const {
        for (int d = 0; d < 4; d++)
            if (grid[v + step[d]]) return true;
        return false;
    }

    void karp_sipser() {
        mate.assign(cells, NONE);
        std::vector<uint8_t> degree(cells, 0);
        std::vector<uint32_t> pending;
        for (uint32_t v = stride; v < cells - stride; v++) {
            if (!grid[v]) continue;
            uint8_t d = 0;
            for (int k = 0; k < 4; k++) d += grid[v + step[k]];
            degree[v] = d;
            if (d == 1) pending.push_back(v);
        }
        auto pair = [&](uint32_t a, uint32_t b) {
            mate[a] = b;
            mate[b] = a;
            for (uint32_t e : {a, b})
                for (int k = 0; k < 4; k++) {
                    uint32_t y = e + step[k];
                    if (grid[y] && mate[y] == NONE && degree[y] > 0 && --degree[y] == 1)
                        pending.push_back(y);
                }
        };
        auto drain = [&]() {
            while (!pending.empty()) {
                uint32_t v = pending.back();
                pending.pop_back();
                if (mate[v] != NONE) continue;
                for (int k = 0; k < 4; k++) {
                    uint32_t u = v + step[k];
                    if (grid[u] && mate[u] == NONE) {
                        pair(v, u);
                        break;
                    }
                }
            }
        };
        drain();
        for (uint32_t v = stride; v < cells - stride; v++) {
            if (!grid[v] || mate[v] != NONE || degree[v] == 0) continue;
            uint32_t best = NONE;
            uint8_t least = 255;
            for (int k = 0; k < 4; k++) {
                uint32_t u = v + step[k];
                if (grid[u] && mate[u] == NONE && degree[u] < least) {
                    least = degree[u];
                    best = u;
                }
            }
            if (best != NONE) {
                pair(v, best);
                drain();
            }
        }
    }

    // One phase; returns the number of paths augmented, or -1 when no free target is reachable.
    long phase(const std::vector<uint32_t>& roots) {
        uint32_t base = stamp;
        uint32_t tail = 0, head = 0, limit = NONE;
        for (uint32_t r : roots) {
            layer[r >> 1] = base;
            queue[tail++] = r;
        }
        while (head < tail) {
            uint32_t u = queue[head++];
            uint32_t next = layer[u >> 1] + 1;
            if (next > limit) break;
            for (int k = 0; k < 4; k++) {
                uint32_t w = u + step[k];
                if (!grid[w]) continue;
                uint32_t x = mate[w];
                if (x == NONE) {
                    limit = next;
                } else if (layer[x >> 1] < base) {
                    layer[x >> 1] = next;
                    queue[tail++] = x;
                }
            }
        }
        if (limit == NONE) return -1;
        stamp = limit + 1;
        long augmented = 0;
        for (uint32_t root : roots) {
            uint32_t top = 0;
            queue[top++] = root;
            cursor[root >> 1] = 0;
            while (top > 0) {
                uint32_t u = queue[top - 1];
                uint8_t& k = cursor[u >> 1];
                if (k == 4) {
                    layer[u >> 1] = 0;  // a dead end for the rest of the phase
                    top--;
                    continue;
                }
                uint32_t w = u + step[k++];
                if (!grid[w]) continue;
                uint32_t x = mate[w];
                uint32_t next = layer[u >> 1] + 1;
                if (x == NONE) {
                    if (next != limit) continue;
                    uint32_t take = w;
                    for (uint32_t i = top; i-- > 0;) {
                        uint32_t v = queue[i];
                        uint32_t old = mate[v];
                        mate[v] = take;
                        mate[take] = v;
                        layer[v >> 1] = 0;  // used: the phase's paths stay disjoint
                        take = old;
                    }
                    augmented++;
                    top = 0;
                } else if (next < limit && layer[x >> 1] == next) {
                    cursor[x >> 1] = 0;
                    queue[top++] = x;
                }
            }
        }
        return augmented;
    }

    // One BFS from `root`; augments and returns true, or deletes the Hungarian tree.
    bool single(uint32_t root) {
        uint32_t s = ++stamp;
        uint32_t head = 0, tail = 0;
        layer[root >> 1] = s;
        queue[tail++] = root;
        while (head < tail) {
            uint32_t u = queue[head++];
            for (int k = 0; k < 4; k++) {
                uint32_t w = u + step[k];
                if (!grid[w]) continue;
                uint32_t x = mate[w];
                if (x == NONE) {
                    // Flip the path back to the root along the parent directions.
                    uint32_t take = w;
                    for (;;) {
                        uint32_t old = mate[u];
                        mate[u] = take;
                        mate[take] = u;
                        if (u == root) return true;
                        take = old;
                        u = old + step[cursor[u >> 1]];
                    }
                }
                uint32_t& l = layer[x >> 1];
                if (l == s || l == DEAD) continue;
                l = s;
                cursor[x >> 1] = uint8_t(k ^ 1);  // the step from w back to u
                queue[tail++] = x;
            }
        }
        for (uint32_t i = 0; i < tail; i++) layer[queue[i] >> 1] = DEAD;
        return false;
    }

    void maximum_matching() {
        std::vector<uint32_t> free_of[2];
        for (uint32_t v = stride; v < cells - stride; v++)
            if (grid[v] && mate[v] == NONE && has_neighbour(v)) free_of[v & 1].push_back(v);
        std::vector<uint32_t>& roots =
            free_of[0].size() <= free_of[1].size() ? free_of[0] : free_of[1];
        std::vector<uint32_t>().swap(free_of[0].size() <= free_of[1].size() ? free_of[1]
                                                                           : free_of[0]);
        layer.assign(cells / 2 + 1, 0);
        queue.assign(cells / 2 + 1, 0);
        cursor.assign(cells / 2 + 1, 0);
        stamp = 1;
        for (;;) {
            if (roots.empty()) return;
            long augmented = phase(roots);
            mark("phase", long(roots.size()), augmented);
            if (augmented < 0) return;
            size_t kept = 0;
            for (uint32_t r : roots)
                if (mate[r] == NONE) roots[kept++] = r;
            size_t before = roots.size();
            roots.resize(kept);
            if (augmented * 50 < long(before)) break;
        }
        long found = 0;
        for (uint32_t r : roots) found += single(r);
        mark("single roots", long(roots.size()), found);
    }

    void avoidable() {
        // Free cells are avoidable; then even alternating paths from those with a neighbour,
        // one colour at a time so that the stack holds one colour.
        for (uint32_t v = 0; v < cells; v++)
            if (grid[v] && mate[v] == NONE) grid[v] = 2;
        for (uint32_t colour = 0; colour < 2; colour++) {
            uint32_t top = 0;
            for (uint32_t v = stride + colour; v < cells - stride; v += 2)
                if (grid[v] == 2 && mate[v] == NONE && has_neighbour(v)) queue[top++] = v;
            while (top > 0) {
                uint32_t u = queue[--top];
                for (int k = 0; k < 4; k++) {
                    uint32_t w = u + step[k];
                    if (!grid[w]) continue;
                    uint32_t x = mate[w];  // matched: the matching is maximum
                    if (grid[x] != 2) {
                        grid[x] = 2;
                        queue[top++] = x;
                    }
                }
            }
        }
    }

    void write(std::vector<char>& out) {
        static const char letter[3] = {'X', 'A', 'B'};
        size_t at = out.size();
        out.resize(at + size_t(rows * (cols + 1) + 1));
        char* o = out.data() + at;
        for (long r = 0; r < rows; r++) {
            const uint8_t* g = &grid[(r + 1) * stride + 1];
            for (long c = 0; c < cols; c++) *o++ = letter[g[c]];
            *o++ = '\n';
        }
        *o = '\n';
    }
};

}  // namespace

int main(int argc, char** argv) {
    // The input is stdin, or the file named by the first argument (as the Rust solver takes it).
    if (argc > 1 && !freopen(argv[1], "rb", stdin)) {
        fprintf(stderr, "error: cannot open %s\n", argv[1]);
        return 1;
    }
    Input in;
    in.load();
    std::vector<char> out;
    Solver solver;
    for (;;) {
        long rows = in.number(), cols = in.number();
        if (rows == 0 && cols == 0) break;
        solver.rows = rows;
        solver.cols = cols;
        mark("read");
        solver.load(in);
        mark("load");
        solver.karp_sipser();
        mark("karp-sipser");
        solver.maximum_matching();
        mark("matching");
        solver.avoidable();
        mark("avoidable");
        solver.write(out);
        // Flush per field, so that the output buffer holds one field at most.
        fwrite(out.data(), 1, out.size(), stdout);
        out.clear();
    }
    return 0;
}
