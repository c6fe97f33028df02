package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;

/**
 * {@link HeuristicBot}, the capture-and-crossing player: a win first, then captures, then safe
 * moves, then the moves leaving fewest chevrons stuck, then the markers gained; legal, seeded.
 */
class HeuristicBotTest {
    private static final PacruRules RULES = PacruRules.STANDARD;

    private static boolean wins(Position p, Move m) {
        return RULES.apply(p, m).outcome().map(Outcome::winner).filter(p.toMove()::equals).isPresent();
    }

    @Test
    @DisplayName("R8.3: where a move wins at once it plays a winning move")
    void playsAWinningMove() {
        int found = 0;
        for (long seed = 1; found < 12 && seed < 400; seed++) {
            Position p = MctsBotTest.positionBeforeAWin(2 + (int) (seed % 3), seed);
            if (p == null) {
                continue;
            }
            found++;
            Move m = (Move) HeuristicBot.of(Ruleset.STANDARD, seed).choose(p);
            assertThat(wins(p, m)).as("%s in %s", m, p).isTrue();
        }
        assertThat(found).isEqualTo(12);
    }

    @Test
    @DisplayName("R5.2: it captures whenever it can and no move wins at once")
    void capturesWheneverItCan() {
        int withCapture = 0;
        for (long seed = 0; withCapture < 40; seed++) {
            Position p = BotPositions.random(Ruleset.STANDARD, 2 + (int) (seed % 3), seed);
            List<Move> moves = RULES.legalMoves(p);
            if (moves.isEmpty() || moves.stream().noneMatch(Move::capture) || moves.stream().anyMatch(m -> wins(p, m))) {
                continue;
            }
            withCapture++;
            Move chosen = (Move) HeuristicBot.of(Ruleset.STANDARD, seed).choose(p);
            assertThat(chosen.capture()).as("%s in %s", chosen, p).isTrue();
        }
    }

    @Test
    @DisplayName("R5.1 R4: without a win or a capture, no other move is safer, leaves fewer chevrons stuck, or then gains more markers")
    void noOtherMoveIsBetterByItsPreferences() {
        int checked = 0;
        for (long seed = 0; checked < 40; seed++) {
            Position p = BotPositions.random(Ruleset.STANDARD, 2, seed);
            List<Move> moves = RULES.legalMoves(p);
            if (moves.isEmpty() || moves.stream().anyMatch(Move::capture) || moves.stream().anyMatch(m -> wins(p, m))) {
                continue;
            }
            checked++;
            Move chosen = (Move) HeuristicBot.of(Ruleset.STANDARD, seed).choose(p);
            long best = moves.stream().mapToLong(m -> rank(p, m)).max().orElseThrow();
            assertThat(rank(p, chosen)).as("%s in %s", chosen, p).isEqualTo(best);
        }
    }

    /** The preferences after a win and a capture, computed through the checked rules: safe, chevrons able to move, markers. */
    private static long rank(Position p, Move m) {
        Player me = p.toMove();
        Position after = RULES.apply(p, m).after();
        boolean safe = RULES.outcome(after).isPresent() || RULES.baseMoves(after).stream().noneMatch(Move::capture);
        Position again = after.toBuilder().toMove(me).build();
        Set<Object> movable = new HashSet<>();
        RULES.baseMoves(again).forEach(b -> movable.add(b.from()));
        long stuck = after.chevronFields(me).size() - movable.size();
        long gain = after.markerCount(me) - p.markerCount(me);
        return (safe ? 1L << 30 : 0) - (stuck << 20) + gain;
    }

    @Test
    @DisplayName("R7.1: it never rotates, even where rotations abound")
    void neverRotates() {
        for (long seed = 0; seed < 60; seed++) {
            Position p = BotPositions.random(Ruleset.STANDARD, 2 + (int) (seed % 3), seed);
            if (RULES.legalMoves(p).isEmpty()) {
                continue;
            }
            Action a = HeuristicBot.of(Ruleset.STANDARD, seed).choose(p);
            assertThat(a).isInstanceOf(Move.class);
            assertThat(RULES.check(p, a)).as("%s in %s", a, p).isEmpty();
        }
    }

    @Test
    @DisplayName("the same seed and position give the same move; other seeds break ties otherwise")
    void seededTieBreaks() {
        Position start = Position.initial(2);
        Action first = HeuristicBot.of(Ruleset.STANDARD, 7).choose(start);
        for (int i = 0; i < 5; i++) {
            assertThat(HeuristicBot.of(Ruleset.STANDARD, 7).choose(start)).isEqualTo(first);
        }
        Set<Action> bySeed = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            bySeed.add(HeuristicBot.of(Ruleset.STANDARD, seed).choose(start));
        }
        assertThat(bySeed).as("the start's equal moves, drawn by seed").hasSizeGreaterThan(1);
    }

    @Test
    @DisplayName("R8.3: a finished game has no move to choose")
    void refusesAFinishedGame() {
        Position before = MctsBotTest.positionBeforeAWin(2, 3);
        for (long seed = 4; before == null; seed++) {
            before = MctsBotTest.positionBeforeAWin(2, seed);
        }
        Position p = before;
        Move win = RULES.legalMoves(p).stream().filter(m -> wins(p, m)).findFirst().orElseThrow();
        Position over = RULES.apply(p, win).after();
        assertThatThrownBy(() -> HeuristicBot.of(Ruleset.STANDARD, 1).choose(over)).isInstanceOf(IllegalStateException.class);
    }
}
