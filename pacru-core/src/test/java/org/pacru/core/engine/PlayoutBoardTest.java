package org.pacru.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Position;
import org.pacru.rules.Ruleset;

/**
 * The playout board's shortcuts, which the public API cannot tell apart from the plain way: the
 * stuck test of a turn passing that leaves the next player's destinations and records them as
 * that player's (read by the next ply instead of generating again), and chevrons moved in place
 * in an array the board owns. Each must give exactly what the plain way gives, ply by ply, along
 * whole random games.
 */
class PlayoutBoardTest {

    private static final int GAMES = 60;

    @Test
    @DisplayName("R8.5 R2.2: the destinations a turn passing leaves are the generator's for the next player on the board after it")
    void destinationsLeftByTurnPassingAreTheGenerators() {
        int checked = 0;
        int eliminations = 0;
        for (int g = 0; g < GAMES; g++) {
            Ruleset ruleset = g % 2 == 0 ? Ruleset.STANDARD : Ruleset.ABSTRACT_PLAY;
            RuleOptions options = new RuleOptions(ruleset);
            Position start = Position.initial(2 + g % 3);
            SplittableRandom random = new SplittableRandom(g);
            Board b = new Board(start);
            Board plain = new Board();
            IntList moves = new IntList();
            Completions completions = new Completions();
            for (int ply = 0; ply < 400 && Turns.outcome(b, options) == Turns.NO_OUTCOME; ply++) {
                int p = b.toMove;
                moves.clear();
                int nb = Movement.baseMoves(b, p, moves);
                if (nb == 0) {
                    break;
                }
                int base = moves.get(random.nextInt(nb));
                moves.clear();
                int c = completions.expand(b, options, p, base, moves);
                Effects.applyMove(b, options, p, moves.get(random.nextInt(c)), null);
                int before = b.chev.length;
                Turns.passTurn(b, options, p, null, true);
                eliminations += b.chev.length < before ? 1 : 0;
                boolean goesOn = b.outcome == Turns.NO_OUTCOME && Movement.hasLegalMove(copy(plain, b), b.toMove);
                assertThat(b.destinationsOf).as("game %d ply %d: whose destinations the board holds", g, ply)
                        .isEqualTo(goesOn ? b.toMove : -1);
                if (!goesOn) {
                    break;
                }
                Destinations left = b.destinations;
                Destinations fresh = copy(plain, b).destinations;
                Movement.generate(plain, b.toMove, fresh, false);
                assertThat(left.count()).as("game %d ply %d", g, ply).isEqualTo(fresh.count());
                for (int k = 0; k < fresh.count(); k++) {
                    assertThat(new long[] {left.from(k), left.plainLo(k), left.plainHi(k), left.captureLo(k), left.captureHi(k)})
                            .as("game %d ply %d chevron %d", g, ply, k)
                            .containsExactly(fresh.from(k), fresh.plainLo(k), fresh.plainHi(k), fresh.captureLo(k), fresh.captureHi(k));
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(3_000);
        assertThat(eliminations).as("turn passings that eliminated a stuck player").isPositive();
    }

    @Test
    @DisplayName("R3.5 R7.1: chevrons moved and turned in place on a playout board are those a fresh board gets, ply by ply")
    void chevronsChangedInPlaceAreThoseOfAFreshBoard() {
        int inPlace = 0;
        for (int g = 0; g < GAMES; g++) {
            Ruleset ruleset = g % 2 == 0 ? Ruleset.STANDARD : Ruleset.ABSTRACT_PLAY;
            RuleOptions options = new RuleOptions(ruleset);
            Position start = Position.initial(2 + g % 3);
            SplittableRandom random = new SplittableRandom(1_000 + g);
            Board playout = new Board();
            playout.recycleChevrons();
            playout.load(start);
            Position p = start;
            Rotations rotations = new Rotations();
            IntList moves = new IntList();
            Completions completions = new Completions();
            for (int ply = 0; ply < 400 && Turns.outcome(playout, options) == Turns.NO_OUTCOME; ply++) {
                Board fresh = new Board(p);
                int mover = fresh.toMove;
                boolean owned = playout.writableChevrons() != null;
                if (random.nextInt(5) == 0 && Rotations.perChevron(fresh, mover) > 0 && Movement.hasLegalMove(fresh, mover)) {
                    Rotations rot = rotations.reset(fresh, mover);
                    rot.seek(random.nextLong(rot.total()));
                    for (Board b : new Board[] {playout, fresh}) {
                        Effects.applyRotation(b, mover, rot.field(), rot.turn().steps(), rot.relLo(), rot.relHi(), null);
                    }
                } else {
                    moves.clear();
                    if (Movement.baseMoves(fresh, mover, moves) == 0) {
                        break;
                    }
                    int base = moves.get(random.nextInt(moves.size()));
                    moves.clear();
                    int code = moves.get(random.nextInt(completions.expand(fresh, options, mover, base, moves)));
                    Effects.applyMove(playout, options, mover, code, null);
                    Effects.applyMove(fresh, options, mover, code, null);
                }
                inPlace += owned ? 1 : 0;
                Turns.passTurn(playout, options, mover, null, true);
                Turns.passTurn(fresh, options, mover, null);
                Position next = fresh.toPosition();
                assertThat(playout.toPosition()).as("game %d ply %d", g, ply).isEqualTo(next);
                assertThat(new long[] {playout.occLo, playout.occHi}).containsExactly(fresh.occLo, fresh.occHi);
                p = next;
            }
        }
        assertThat(inPlace).isGreaterThan(3_000);
    }

    private static Board copy(Board into, Board from) {
        into.copyFrom(from);
        return into;
    }
}
