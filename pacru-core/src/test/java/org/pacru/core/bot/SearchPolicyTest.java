package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.rules.Ruleset;

/**
 * {@link SearchPolicy}: the uniform policy is the search of pacru 0.3 to the visit; the heuristic
 * one (the default) is as deterministic, tries captures first, widens its moves progressively and
 * cuts its playouts off.
 */
class SearchPolicyTest {
    private static final PacruRules RULES = PacruRules.STANDARD;

    private static MctsBot bot(SearchPolicy policy, long iterations, long seed, int threads) {
        return MctsBot.builder(Ruleset.STANDARD).policy(policy).iterations(iterations).seed(seed).threads(threads).build();
    }

    @Test
    @DisplayName("UNIFORM is the search of pacru 0.3: the same choice, visits, playout plies and line (figures of main at bb42ca6)")
    void uniformIsTheEarlierSearch() {
        SearchResult r = bot(SearchPolicy.UNIFORM, 600, 7, 1).search(Position.initial(2));
        assertThat(r.action().toString()).isEqualTo("a3-b4(b4)");
        assertThat(r.actions().get(0).visits()).isEqualTo(43);
        assertThat(r.playoutPlies()).isEqualTo(41_995);
        assertThat(r.principalVariation().toString()).isEqualTo("[a3-b4(b4), e9-e8, b4-b5]");
    }

    @Test
    @DisplayName("HEURISTIC is the default")
    void heuristicIsTheDefault() {
        assertThat(MctsBot.DEFAULT_POLICY).isEqualTo(SearchPolicy.HEURISTIC);
        Position p = BotPositions.random(Ruleset.STANDARD, 2, 5);
        assertThat(MctsBot.builder(Ruleset.STANDARD).iterations(300).seed(3).build().search(p).actions().toString())
                .isEqualTo(bot(SearchPolicy.HEURISTIC, 300, 3, 1).search(p).actions().toString());
    }

    @Test
    @DisplayName("HEURISTIC is deterministic for a seed and an iteration budget, on one thread or two")
    void heuristicIsDeterministic() {
        for (long seed = 0; seed < 6; seed++) {
            Position p = BotPositions.random(Ruleset.STANDARD, 2 + (int) (seed % 3), seed);
            for (int threads = 1; threads <= 2; threads++) {
                SearchResult a = bot(SearchPolicy.HEURISTIC, 400, seed, threads).search(p);
                SearchResult b = bot(SearchPolicy.HEURISTIC, 400, seed, threads).search(p);
                assertThat(b.actions().toString()).isEqualTo(a.actions().toString());
                assertThat(b.playoutPlies()).isEqualTo(a.playoutPlies());
            }
        }
    }

    @Test
    @DisplayName("R5.2: HEURISTIC tries a capture first: after one iteration the root's one child is a capture")
    void heuristicTriesCapturesFirst() {
        int found = 0;
        for (long seed = 0; found < 20; seed++) {
            Position p = BotPositions.random(Ruleset.STANDARD, 2 + (int) (seed % 3), seed);
            if (RULES.legalMoves(p).stream().noneMatch(Move::capture)) {
                continue;
            }
            found++;
            SearchResult r = bot(SearchPolicy.HEURISTIC, 1, seed, 1).search(p);
            assertThat(r.actions()).hasSize(1);
            assertThat(((Move) r.action()).capture()).as("%s in %s", r.action(), p).isTrue();
        }
    }

    @Test
    @DisplayName("HEURISTIC widens its moves progressively: after N iterations the root holds at most ceil(2·sqrt(N)) moves")
    void heuristicWidensItsMoves() {
        for (long seed = 0; seed < 10; seed++) {
            Position p = BotPositions.random(Ruleset.STANDARD, 2, seed);
            for (int n : new int[] {10, 50, 200}) {
                List<ActionStatistics> actions = bot(SearchPolicy.HEURISTIC, n, seed, 1).search(p).actions();
                long moves = actions.stream().filter(s -> s.action() instanceof Move).count();
                long legal = RULES.legalMoves(p).size();
                assertThat(moves).isLessThanOrEqualTo(Math.min(legal, (long) Math.ceil(SearchPolicy.MOVE_WIDENING * Math.sqrt(n))));
            }
        }
    }

    @Test
    @DisplayName("HEURISTIC cuts its playouts off after PLAYOUT_CUTOFF actions; UNIFORM plays them out")
    void heuristicCutsPlayoutsOff() {
        Position start = Position.initial(2);
        SearchResult h = bot(SearchPolicy.HEURISTIC, 300, 1, 1).search(start);
        assertThat(h.playoutPlies()).isLessThanOrEqualTo(h.playouts() * SearchPolicy.PLAYOUT_CUTOFF);
        SearchResult u = bot(SearchPolicy.UNIFORM, 300, 1, 1).search(start);
        assertThat(u.playoutPlies()).isGreaterThan(u.playouts() * SearchPolicy.PLAYOUT_CUTOFF);
    }
}
