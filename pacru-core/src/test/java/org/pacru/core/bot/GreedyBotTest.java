package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.verify.RandomPositions;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;

/** {@link GreedyBot}: the win bonus of its evaluation, and the move it chooses by it. */
class GreedyBotTest {
    private static final GreedyBot GREEDY = GreedyBot.of(Ruleset.STANDARD);

    @Test
    @DisplayName("R8.3: the evaluation adds the win bonus for the winner only, to its marker count (R8.3a)")
    void evaluationAddsTheWinBonusForTheWinner() {
        Position before = null;
        for (long seed = 1; before == null; seed++) {
            before = MctsBotTest.positionBeforeAWin(2, seed);
        }
        Player mover = before.toMove();
        Transition win = null;
        for (Move m : PacruRules.STANDARD.legalMoves(before)) {
            Transition t = PacruRules.STANDARD.apply(before, m);
            if (t.outcome().map(Outcome::winner).filter(mover::equals).isPresent()) {
                win = t;
                break;
            }
        }
        assertThat(win).isNotNull();
        Position after = win.after();
        Player other = mover == Player.A ? Player.B : Player.A;
        assertThat(GREEDY.evaluate(after, mover)).isEqualTo(after.markerCount(mover) + GreedyBot.WIN_BONUS);
        assertThat(GREEDY.evaluate(after, other)).isEqualTo(after.markerCount(other));
        assertThat(GREEDY.evaluate(before, mover)).isEqualTo(before.markerCount(mover));
    }

    @Test
    @DisplayName("R8.3a: the greedy bot plays the move of highest evaluation, the first in notation order among equals")
    void choosesTheBestMoveFirstInNotationOrderAmongEquals() {
        Random random = new Random(17);
        int ties = 0;
        int positions = 0;
        while (positions < 120) {
            Position p = RandomPositions.random(random);
            List<Move> moves = PacruRules.STANDARD.legalMoves(p);
            if (moves.isEmpty() || PacruRules.STANDARD.outcome(p).isPresent()) {
                continue;
            }
            positions++;
            Player me = p.toMove();
            int best = Integer.MIN_VALUE;
            List<String> bestMoves = new ArrayList<>();
            for (Move m : moves) {
                int score = GREEDY.evaluate(PacruRules.STANDARD.apply(p, m).after(), me);
                if (score > best) {
                    best = score;
                    bestMoves.clear();
                }
                if (score == best) {
                    bestMoves.add(m.toString());
                }
            }
            Collections.sort(bestMoves);
            ties += bestMoves.size() > 1 ? 1 : 0;
            assertThat(GREEDY.choose(p)).as("in %s", p).hasToString(bestMoves.get(0));
        }
        assertThat(ties).as("positions with several best moves").isGreaterThan(50);
    }
}
