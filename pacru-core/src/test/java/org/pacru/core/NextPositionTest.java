package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.bot.RandomBot;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Ruleset;

/** {@link PacruRules#next}: the checked apply that returns only the next position. */
class NextPositionTest {

    @Test
    @DisplayName("R8.5: next is apply's position after, for moves and rotations along random games, 2-4 players, both rulesets")
    void nextIsApplysPositionAfter() {
        int rotations = 0;
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            PacruRules rules = PacruRules.of(ruleset);
            RandomBot player = RandomBot.of(ruleset, 0, 0.2);
            for (int players = 2; players <= 4; players++) {
                SplittableRandom rnd = new SplittableRandom(31L * players);
                Position p = Position.initial(players);
                while (rules.outcome(p).isEmpty()) {
                    Action a = player.choose(p, rnd);
                    Position after = rules.next(p, a);
                    assertThat(after).as("%s at %s", a, p).isEqualTo(rules.apply(p, a).after());
                    if (rules.countRotations(p) > 0) {
                        Rotation r = rules.randomRotation(p, rnd);
                        assertThat(rules.next(p, r)).isEqualTo(rules.apply(p, r).after());
                        rotations++;
                    }
                    p = after;
                }
            }
        }
        assertThat(rotations).isPositive();
    }

    @Test
    @DisplayName("R9.2, R4.3, R6.2: next accepts exactly the moves check accepts, over every base move with right, missing, wrong and extra choices")
    void nextAcceptsExactlyWhatCheckAccepts() {
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            PacruRules rules = PacruRules.of(ruleset);
            RandomBot player = RandomBot.of(ruleset, 0, 0.05);
            for (int players = 2; players <= 4; players++) {
                SplittableRandom rnd = new SplittableRandom(77L * players);
                Position p = Position.initial(players);
                int ply = 0;
                while (rules.outcome(p).isEmpty()) {
                    if (ply++ % 3 == 0) {
                        for (Move base : rules.baseMoves(p)) {
                            List<Move> candidates = new java.util.ArrayList<>(rules.completions(p, base));
                            Field f = Field.ofIndex(rnd.nextInt(Field.COUNT));
                            Field g = Field.ofIndex(rnd.nextInt(Field.COUNT));
                            candidates.add(base);
                            candidates.add(new Move(base.from(), base.to(), base.capture(), List.of(Choice.of(f))));
                            candidates.add(new Move(base.from(), base.to(), base.capture(), List.of(Choice.connection())));
                            candidates.add(new Move(base.from(), base.to(), base.capture(), List.of(Choice.of(f), Choice.of(g))));
                            candidates.add(new Move(base.from(), base.to(), !base.capture(), List.of()));
                            for (Move m : candidates) {
                                assertNextAgreesWithCheck(rules, p, m);
                            }
                        }
                    }
                    p = rules.next(p, player.choose(p, rnd));
                }
                assertNextAgreesWithCheck(rules, p, Move.of(Field.A1, Field.A2));
            }
        }
    }

    private static void assertNextAgreesWithCheck(PacruRules rules, Position p, Move m) {
        java.util.Optional<org.pacru.rules.Violation> v = rules.check(p, m);
        if (v.isEmpty()) {
            assertThat(rules.next(p, m)).as("%s at %s", m, p).isEqualTo(rules.apply(p, m).after());
        } else {
            assertThatThrownBy(() -> rules.next(p, m)).as("%s at %s", m, p).isInstanceOf(IllegalActionException.class)
                    .satisfies(e -> assertThat(((IllegalActionException) e).violation()).isEqualTo(v.get()));
        }
    }

    @Test
    @DisplayName("R3.2: next refuses an illegal action with the violation check names; the position is unchanged")
    void nextChecks() {
        Position start = Position.initial(2);
        Move tooFar = Move.of(Field.E1, Field.E3);
        assertThatThrownBy(() -> PacruRules.STANDARD.next(start, tooFar))
                .isInstanceOf(IllegalActionException.class)
                .satisfies(e -> assertThat(((IllegalActionException) e).violation())
                        .isEqualTo(PacruRules.STANDARD.check(start, tooFar).orElseThrow()));
        assertThat(start).isEqualTo(Position.initial(2));
    }
}
