package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.bot.RandomBot;
import org.pacru.rules.Ruleset;

/** Perft across the end of a game (R8.3): a finished position has no actions after it. */
class PerftEndOfGameTest {

    /** perft by enumeration through the public API: every legal action applied, to the depth. */
    private static long enumerate(PacruRules rules, Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (rules.outcome(p).isPresent()) {
            return 0;
        }
        long n = 0;
        for (Action a : (Iterable<Action>) rules.legalActions(p)::iterator) {
            n += enumerate(rules, rules.apply(p, a).after(), depth - 1);
        }
        return n;
    }

    /** The last positions of seeded random games, the final one first. */
    private static List<Position> lastPositions(Ruleset ruleset, int players, long seed, int count) {
        RandomBot player = RandomBot.of(ruleset, 0, 0.2);
        PacruRules rules = PacruRules.of(ruleset);
        SplittableRandom random = new SplittableRandom(seed);
        List<Position> game = new ArrayList<>();
        Position p = Position.initial(players);
        game.add(p);
        while (rules.outcome(p).isEmpty()) {
            p = rules.apply(p, player.choose(p, random)).after();
            game.add(p);
        }
        List<Position> last = new ArrayList<>();
        for (int i = game.size() - 1; i >= 0 && last.size() < count; i--) {
            last.add(game.get(i));
        }
        return last;
    }

    @Test
    @DisplayName("R8.3 perft through the last plies of finished games equals enumeration; a finished game counts 0")
    void perftAcrossTheEndOfGames() {
        int crossed = 0;
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            PacruRules rules = PacruRules.of(ruleset);
            for (int players = 2; players <= 4; players++) {
                List<Position> last = lastPositions(ruleset, players, 11 + players, 3);
                Position end = last.get(0);
                assertThat(rules.outcome(end)).isPresent();
                assertThat(rules.perft(end, 0)).isEqualTo(1);
                assertThat(rules.perft(end, 1)).isZero();
                assertThat(rules.perft(end, 3)).isZero();
                for (Position p : last.subList(1, last.size())) {
                    for (int depth = 1; depth <= (p == last.get(1) ? 3 : 2); depth++) {
                        long expected = enumerate(rules, p, depth);
                        assertThat(rules.perft(p, depth)).as("perft(%d) under %s", depth, ruleset).isEqualTo(expected);
                    }
                }
                Position beforeEnd = last.get(1);
                long finishing = rules.legalActions(beforeEnd)
                        .filter(a -> rules.apply(beforeEnd, a).outcome().isPresent()).count();
                crossed += finishing > 0 ? 1 : 0;
            }
        }
        assertThat(crossed).as("games whose last position before the end has a finishing action").isEqualTo(6);
    }

    @Test
    @DisplayName("perft refuses a negative depth")
    void perftRefusesANegativeDepth() {
        assertThatThrownBy(() -> PacruRules.STANDARD.perft(Position.initial(2), -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
        assertThat(PacruRules.STANDARD.perft(Position.initial(2), 0)).isEqualTo(1);
        assertThat(PacruRules.STANDARD.perft(Position.initial(2), 1)).isEqualTo(28);
    }
}
