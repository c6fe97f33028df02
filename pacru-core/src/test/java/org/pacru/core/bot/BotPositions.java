package org.pacru.core.bot;

import java.util.SplittableRandom;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.verify.RandomPositions;
import org.pacru.rules.Ruleset;

/**
 * Seeded positions for the players' tests: positions reached by random play (rotations included),
 * and dense positions built directly (many markers, so rotations abound; captures and meetings).
 * Every position returned has a legal action.
 */
final class BotPositions {
    private BotPositions() {
    }

    /** A position where the game goes on, reached or built from the seed. */
    static Position random(Ruleset ruleset, int players, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        PacruRules rules = PacruRules.of(ruleset);
        for (int attempt = 0; ; attempt++) {
            Position p = rnd.nextBoolean() ? reached(ruleset, players, rnd) : built(players, rnd);
            if (p != null && rules.outcome(p).isEmpty() && rules.countLegalActions(p) > 0) {
                return p;
            }
        }
    }

    /** Random play from the start, stopped at a random ply before the end. */
    static Position reached(Ruleset ruleset, int players, SplittableRandom rnd) {
        RandomBot player = RandomBot.of(ruleset, 0, 0.05);
        return player.play(Position.initial(players), rnd, rnd.nextInt(120)).end();
    }

    /** Dense markers and a few chevrons per player, placed at random; null if invalid. */
    static Position built(int players, SplittableRandom rnd) {
        Position.Builder b = RandomPositions.withMarkers(players, 0.2 + 0.5 * rnd.nextDouble(), rnd);
        boolean[] taken = new boolean[Field.COUNT];
        for (int q = 1; q <= players; q++) {
            int n = 1 + rnd.nextInt(4);
            for (int i = 0; i < n; i++) {
                int f = rnd.nextInt(Field.COUNT);
                if (!taken[f]) {
                    taken[f] = true;
                    b.chevron(Field.ofIndex(f), new Chevron(Player.ofNumber(q), Direction.values()[rnd.nextInt(8)]));
                }
            }
        }
        b.toMove(Player.ofNumber(1 + rnd.nextInt(players)));
        try {
            return b.build();
        } catch (InvalidPositionException e) {
            return null;
        }
    }
}
