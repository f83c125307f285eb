// A driver of Flank's own over native Egaroucid's engine (src/engine of github.com/Nyanyan/Egaroucid,
// GPL-3.0): bench/native.ts compiles it against a source tree it is given, outside the repository,
// to time Flank against native code in one run. Nothing compiled from it is ever committed.
// One thread, no book, the table cleared before each position; thread CPU time beside wall time.
//   egaroucid-driver perft DEPTH
//   egaroucid-driver solve RESOURCES EVAL FILE          exact solves (level 60)
//   egaroucid-driver depth RESOURCES EVAL FILE D MPC    midgame to depth D at MPC level (6: full width)
// RESOURCES: the tree's bin/ (its move-ordering evaluation and hash tables); EVAL: the evaluation
// file; FILE: lines "id board side", 64 squares a1..h8 (X black, O white, '-' empty), side X or O.
// Each position prints "id score move nodes cpu_ms wall_ms".
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <time.h>
#include "engine/engine_all.hpp"

static double clockMs(clockid_t clock) {
    timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void initEngine(const std::string &resources, const std::string &eval) {
    thread_pool.resize(0);
    bit_init();
    mobility_init();
    flip_init();
    last_flip_init();
    endsearch_init();
#if USE_MPC_PRE_CALCULATION
    mpc_init();
#endif
    move_ordering_init();
    hash_resize(DEFAULT_HASH_LEVEL, DEFAULT_HASH_LEVEL, resources, false);
    stability_init();
    if (!evaluate_init(eval, resources + "resources/eval_move_ordering_end.egev", false)) {
        std::cerr << "egaroucid-driver: cannot read the evaluation " << eval << "\n";
        std::exit(1);
    }
}

// Egaroucid's bit 63 is a1.
static Board readBoard(const std::string &squares, char side) {
    uint64_t black = 0, white = 0;
    for (int i = 0; i < 64; ++i) {
        const uint64_t bit = 1ULL << (63 - i);
        if (squares[i] == 'X') black |= bit;
        else if (squares[i] == 'O') white |= bit;
    }
    Board board;
    board.player = side == 'X' ? black : white;
    board.opponent = side == 'X' ? white : black;
    return board;
}

static std::string squareName(int policy) {
    if (policy < 0 || policy > 63) return "pass";
    const int i = 63 - policy;
    return std::string(1, (char)('a' + i % 8)) + (char)('1' + i / 8);
}

template <typename Search>
static int eachPosition(const char *file, Search search) {
    std::ifstream lines(file);
    if (!lines) {
        std::cerr << "egaroucid-driver: cannot read " << file << "\n";
        return 1;
    }
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream fields(line);
        std::string id, squares, side;
        if (!(fields >> id >> squares >> side) || squares.size() != 64) continue;
        Board board = readBoard(squares, side[0]);
        transposition_table.init();
        const double cpu = clockMs(CLOCK_THREAD_CPUTIME_ID), wall = clockMs(CLOCK_MONOTONIC);
        Search_result result = search(board);
        printf("%s %d %s %llu %.1f %.1f\n", id.c_str(), result.value, squareName(result.policy).c_str(), (unsigned long long)result.nodes,
               clockMs(CLOCK_THREAD_CPUTIME_ID) - cpu, clockMs(CLOCK_MONOTONIC) - wall);
        fflush(stdout);
    }
    return 0;
}

int main(int argc, char **argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "perft" && argc == 3) {
        bit_init();
        mobility_init();
        flip_init();
        Board board;
        board.reset();
        const double cpu = clockMs(CLOCK_THREAD_CPUTIME_ID), wall = clockMs(CLOCK_MONOTONIC);
        const uint64_t leaves = perft(&board, std::stoi(argv[2]), false);
        printf("perft %llu %.1f %.1f\n", (unsigned long long)leaves, clockMs(CLOCK_THREAD_CPUTIME_ID) - cpu, clockMs(CLOCK_MONOTONIC) - wall);
        return 0;
    }
    if (mode == "solve" && argc == 5) {
        initEngine(argv[2], argv[3]);
        return eachPosition(argv[4], [](Board board) { return ai(board, 60, false, 0, true, false); });
    }
    if (mode == "depth" && argc == 7) {
        initEngine(argv[2], argv[3]);
        const int depth = std::stoi(argv[5]), mpc = std::stoi(argv[6]);
        return eachPosition(argv[4], [depth, mpc](Board board) {
            bool searching = true;
            return tree_search_legal(board, -SCORE_MAX, SCORE_MAX, depth, mpc, false, board.get_legal(), true, TIME_LIMIT_INF, THREAD_ID_NONE, &searching);
        });
    }
    std::cerr << "usage: egaroucid-driver perft DEPTH | solve RESOURCES EVAL FILE | depth RESOURCES EVAL FILE D MPC\n";
    return 2;
}
