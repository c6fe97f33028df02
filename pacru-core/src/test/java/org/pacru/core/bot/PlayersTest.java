package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;

/** {@link RandomBot} and {@link GreedyBot}: the documented policies. */
class PlayersTest {

    @Test
    @DisplayName("the random bot plays RandomBot's policy, seeded from its seed and the position")
    void randomBotIsTheSelfPlayPolicy() {
        RandomBot bot = RandomBot.of(Ruleset.STANDARD, 17);
        RandomBot player = RandomBot.of(Ruleset.STANDARD, 0, 0.1);
        boolean rotated = false;
        for (long seed = 1; seed <= 30; seed++) {
            Position p = BotPositions.random(Ruleset.STANDARD, 2 + (int) (seed % 3), seed);
            Action a = bot.choose(p);
            assertThat(a).isEqualTo(player.choose(p, new SplittableRandom(Seeds.mix(17, p.zobrist()))));
            assertThat(bot.choose(p)).as("the same position, the same action").isEqualTo(a);
            rotated |= RandomBot.of(Ruleset.STANDARD, seed, 1.0).choose(p) instanceof Rotation;
        }
        assertThat(rotated).as("R7: with probability 1 it rotates where it can").isTrue();
    }

    @Test
    @DisplayName("R8.3a: the greedy bot takes the move that wins at once")
    void greedyTakesTheWin() {
        Position p = PositionNotation.parse(MctsBotTest.NEAR_TARGET);
        Action a = GreedyBot.of(Ruleset.STANDARD).choose(p);
        assertThat(PacruRules.STANDARD.apply(p, a).outcome().orElseThrow().winner()).isEqualTo(Player.C);
    }

    @Test
    @DisplayName("the greedy bot's evaluation: most markers after the move (+1000 for a win), ties to the first in string order")
    void greedyIsItsDocumentedEvaluation() {
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            PacruRules rules = PacruRules.of(ruleset);
            GreedyBot bot = GreedyBot.of(ruleset);
            for (long seed = 1; seed <= 40; seed++) {
                Position p = BotPositions.random(ruleset, 2 + (int) (seed % 3), seed);
                assertThat(bot.choose(p)).as("%s", p).isEqualTo(documentedGreedy(rules, p));
            }
        }
    }

    /** The evaluation as documented, on the public checked API (the examples' former GreedyPlayer). */
    private static Move documentedGreedy(PacruRules rules, Position p) {
        Player me = p.toMove();
        List<Move> moves = new ArrayList<>(rules.legalMoves(p));
        moves.sort(Comparator.comparing(Move::toString));
        Move best = null;
        long bestScore = Long.MIN_VALUE;
        for (Move m : moves) {
            Transition t = rules.apply(p, m);
            long score = t.after().markerCount(me);
            if (t.outcome().map(Outcome::winner).filter(me::equals).isPresent()) {
                score += 1_000;
            }
            if (score > bestScore) {
                bestScore = score;
                best = m;
            }
        }
        return best;
    }
}
