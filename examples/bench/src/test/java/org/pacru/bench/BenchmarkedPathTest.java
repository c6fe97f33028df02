package org.pacru.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.RandomPlayout;
import org.pacru.rules.Ruleset;

/**
 * Guards the optimised fast path the benchmarks measure: it must play exactly the games the
 * checked API plays, and perft from the start layouts (R1.6) must keep its pinned counts.
 */
class BenchmarkedPathTest {

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("R8.5: a fast playout plays the same legal actions and reaches the same end as Rules.apply")
    void fastPlayoutMatchesCheckedApi(int players) {
        for (Ruleset ruleset : new Ruleset[] {Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY}) {
            PacruRules rules = PacruRules.of(ruleset);
            Engine engine = Engine.of(ruleset);
            for (int g = 0; g < 8; g++) {
                RandomPlayout api = new RandomPlayout(engine, 0.1);
                SplittableRandom r1 = new SplittableRandom(77L * g + players);
                Position p = Position.initial(players);
                int plies = 0;
                while (rules.outcome(p).isEmpty()) {
                    Action a = api.choose(p, r1);
                    assertThat(rules.check(p, a)).as("%s in %s", a, p).isEmpty();
                    p = rules.apply(p, a).after();
                    plies++;
                }
                RandomPlayout fast = new RandomPlayout(engine, 0.1);
                Position end = fast.play(Position.initial(players), new SplittableRandom(77L * g + players), 100_000);
                assertThat(fast.plies()).isEqualTo(plies);
                assertThat(end).isEqualTo(p);
                assertThat(end.zobrist()).isEqualTo(p.zobrist());
            }
        }
    }

    @ParameterizedTest(name = "{0} players, depth {1}: {2}")
    @CsvSource({
        "2, 1, 28", "2, 2, 734", "2, 3, 16168", "2, 4, 345579", "2, 5, 8081176",
        "3, 1, 24", "3, 2, 531", "3, 3, 11363", "3, 4, 194663", "3, 5, 3213646",
        "4, 1, 23", "4, 2, 487", "4, 3, 10389", "4, 4, 202471", "4, 5, 3178395"})
    @DisplayName("R1.6, R7: perft from the start layouts keeps its pinned counts")
    void perftPins(int players, int depth, long expected) {
        assertThat(Engine.of(Ruleset.STANDARD).perft(Position.initial(players), depth)).isEqualTo(expected);
        if (depth <= 4) {
            assertThat(Engine.of(Ruleset.ABSTRACT_PLAY).perft(Position.initial(players), depth)).isEqualTo(expected);
        }
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("R3, R5: the generator's base moves are exactly the moves the explainer accepts as bases")
    void baseMovesMatchTheExplainer(int players) {
        for (Ruleset ruleset : new Ruleset[] {Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY}) {
            PacruRules rules = PacruRules.of(ruleset);
            RandomPlayout policy = new RandomPlayout(Engine.of(ruleset), 0.1);
            for (int g = 0; g < 4; g++) {
                SplittableRandom random = new SplittableRandom(5L * g + players);
                Position p = Position.initial(players);
                while (rules.outcome(p).isEmpty()) {
                    assertBaseMovesMatchExplainer(rules, p);
                    p = rules.apply(p, policy.choose(p, random)).after();
                }
            }
        }
    }

    @Test
    @DisplayName("R3, R5: generation handles a built position with many chevrons of one player")
    void manyChevrons() {
        Position.Builder b = Position.builder(2);
        int n = 0;
        for (Field f : Field.values()) {
            if (f.index() % 3 == 0 && n < 24) {
                b.chevron(f, new Chevron(n % 5 == 4 ? Player.B : Player.A,
                        Direction.values()[f.index() % 8]));
                n++;
            }
            if (f.index() % 4 == 1) {
                b.marker(f, Player.A);
            }
        }
        Position p = b.build();
        assertThat(PacruRules.STANDARD.baseMoves(p)).isNotEmpty();
        assertBaseMovesMatchExplainer(PacruRules.STANDARD, p);
        assertBaseMovesMatchExplainer(PacruRules.STANDARD, p.toBuilder().toMove(Player.B).build());
    }

    private static void assertBaseMovesMatchExplainer(PacruRules rules, Position p) {
        List<Move> expected = new ArrayList<>();
        for (Field from : p.chevronFields(p.toMove())) {
            for (Field to : Field.values()) {
                if (to == from) {
                    continue;
                }
                Move base = p.isOccupied(to) ? Move.capture(from, to) : Move.of(from, to);
                if (!rules.completions(p, base).isEmpty()) {
                    expected.add(base);
                }
            }
        }
        assertThat(rules.baseMoves(p)).as("%s", p).containsExactlyInAnyOrderElementsOf(expected);
    }
}
