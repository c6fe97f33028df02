package org.pacru.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.verify.RandomPositions;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.Ruleset;

/**
 * {@link HeuristicPlayout}, the search's heuristic playout policy, and {@link MarkerGain}, its
 * measure: every action legal, a game reproducible from its seed and equal to its actions applied
 * one by one, captures first, and the gain of a move exactly the change of its mover's markers.
 */
class HeuristicPlayoutTest {
    private static final Engine ENGINE = Engine.of(Ruleset.STANDARD);

    @Provide
    Arbitrary<Ruleset> rulesets() {
        return Arbitraries.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY);
    }

    /** A position where the game goes on with a legal move, from random play or built with dense markers. */
    private static Position position(Ruleset ruleset, int players, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        PacruRules rules = PacruRules.of(ruleset);
        while (true) {
            Position p = rnd.nextBoolean()
                    ? new RandomPlayout(Engine.of(ruleset), 0.05).play(Position.initial(players), rnd, rnd.nextInt(120))
                    : RandomPositions.random(new java.util.Random(rnd.nextLong()));
            if (rules.outcome(p).isEmpty() && !rules.legalMoves(p).isEmpty()) {
                return p;
            }
        }
    }

    @Property(tries = 200)
    @Label("R2.1 R9.2: every action the policy chooses is legal, with or without rotations")
    void everyChoiceIsLegal(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int players,
                            @ForAll("rulesets") Ruleset ruleset, @ForAll @IntRange(min = 1, max = 8) int samples) {
        PacruRules rules = PacruRules.of(ruleset);
        Position p = position(ruleset, players, seed);
        for (double rotation : new double[] {0, 0.02, 1}) {
            Action a = new HeuristicPlayout(Engine.of(ruleset), rotation, samples).choose(p, new SplittableRandom(seed));
            assertThat(rules.check(p, a)).as("%s in %s", a, p).isEmpty();
        }
    }

    @Property(tries = 40)
    @Label("R8.5: a playout is reproducible from its seed and is its actions applied one by one through the checked rules")
    void playoutIsItsActionsAppliedOneByOne(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int players,
                                            @ForAll("rulesets") Ruleset ruleset, @ForAll @IntRange(min = 1, max = 300) int maxPlies) {
        PacruRules rules = PacruRules.of(ruleset);
        Position start = position(ruleset, players, seed);
        HeuristicPlayout playout = new HeuristicPlayout(Engine.of(ruleset), 0.05, 4);
        Position end = playout.play(start, new SplittableRandom(seed), maxPlies);
        int plies = playout.plies();
        assertThat(plies).isBetween(0, maxPlies);
        assertThat(playout.outcome()).isEqualTo(rules.outcome(end));
        assertThat(new HeuristicPlayout(Engine.of(ruleset), 0.05, 4).play(start, new SplittableRandom(seed), maxPlies))
                .isEqualTo(end);
        SplittableRandom random = new SplittableRandom(seed);
        Position p = start;
        for (int i = 0; i < plies; i++) {
            Action a = playout.choose(p, random);
            assertThat(rules.check(p, a)).as("%s in %s", a, p).isEmpty();
            p = rules.next(p, a);
        }
        assertThat(p).isEqualTo(end);
    }

    @Property(tries = 200)
    @Label("R5.2: without a rotation drawn, the policy captures whenever a capture is legal")
    void capturesWheneverItCan(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int players) {
        Position p = position(Ruleset.STANDARD, players, seed);
        boolean canCapture = PacruRules.STANDARD.legalMoves(p).stream().anyMatch(Move::capture);
        Action a = new HeuristicPlayout(ENGINE, 0, 4).choose(p, new SplittableRandom(seed));
        assertThat(a).isInstanceOf(Move.class);
        assertThat(((Move) a).capture()).as("%s in %s", a, p).isEqualTo(canCapture);
    }

    @Property(tries = 200)
    @Label("R4 R5.3 R6.2: the marker gain of every legal move is the change of its mover's marker count")
    void markerGainIsTheChangeOfTheMoversMarkers(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int players,
                                                 @ForAll("rulesets") Ruleset ruleset) {
        Engine engine = Engine.of(ruleset);
        Position p = position(ruleset, players, seed);
        IntList codes = new IntList();
        int n = engine.legalMoves(p, codes);
        int[] gains = new int[n];
        engine.markerGains(p, codes, gains);
        Player me = p.toMove();
        for (int i = 0; i < n; i++) {
            Position after = engine.play(p, codes.get(i));
            assertThat(gains[i]).as("%s in %s", MoveCode.toMove(codes.get(i)), p)
                    .isEqualTo(after.markerCount(me) - p.markerCount(me));
        }
    }

    @Test
    @DisplayName("with many samples and no capture, the policy plays a move gaining the most markers")
    void withEnoughSamplesItPlaysTheBestGain() {
        int checked = 0;
        for (long seed = 0; checked < 30; seed++) {
            Position p = position(Ruleset.STANDARD, 2, seed);
            List<Move> moves = PacruRules.STANDARD.legalMoves(p);
            long bases = moves.stream().map(m -> m.from().toString() + m.to()).distinct().count();
            if (moves.stream().anyMatch(Move::capture) || bases > 6) {
                continue;
            }
            checked++;
            int best = moves.stream().mapToInt(m -> PacruRules.STANDARD.apply(p, m).after().markerCount(p.toMove())).max().orElseThrow();
            // 64 draws among at most 6 base moves miss one with probability below (5/6)^64 < 1e-5
            Move chosen = (Move) new HeuristicPlayout(ENGINE, 0, 64).choose(p, new SplittableRandom(seed));
            assertThat(PacruRules.STANDARD.apply(p, chosen).after().markerCount(p.toMove())).as("%s in %s", chosen, p).isEqualTo(best);
        }
    }

    @Test
    @DisplayName("R2.2 R7.2: a stuck mover plays nothing; rotation probability 1 rotates where it can afford to")
    void edges() {
        Position stuck = RuleScenarios.board(2, Player.A, "a1:ASW a2:a a3:a a4:a a5:a i9:BS");
        HeuristicPlayout playout = new HeuristicPlayout(ENGINE, 0, 4);
        assertThat(playout.play(stuck, new SplittableRandom(1), 10)).isEqualTo(stuck);
        assertThat(playout.plies()).isZero();
        assertThatThrownBy(() -> playout.choose(stuck, new SplittableRandom(1))).isInstanceOf(IllegalStateException.class);
        Position p = RuleScenarios.board(2, Player.A, "a1:AN b1:a c1:a i9:BS");
        assertThat(new HeuristicPlayout(ENGINE, 1, 4).choose(p, new SplittableRandom(1))).isInstanceOf(Rotation.class);
        assertThatThrownBy(() -> new HeuristicPlayout(ENGINE, 0.5, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new HeuristicPlayout(ENGINE, 1.5, 4)).isInstanceOf(IllegalArgumentException.class);
    }
}
