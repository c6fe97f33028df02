package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.board.Borderland;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Ruleset;

/** The engine's facts about a move (for explanations) agree with what it generates and checks. */
class MoveFactsTest {
    static final Position START = Position.initial(2);

    @Test
    @DisplayName("R3.2, R3.4: an out-of-range move: range 1 without own markers, the field passed over")
    void r3_2_rangeAndPath() {
        MoveFacts f = MoveFacts.of(Ruleset.STANDARD, START, Move.of(Field.E1, Field.E3)).orElseThrow();
        assertThat(f.range()).isEqualTo(1);
        assertThat(f.rangeMarkers()).isEmpty();
        assertThat(f.distance()).isEqualTo(2);
        assertThat(f.passedOver()).containsExactly(Field.E2);
        assertThat(f.chevronsPassedOver()).isEmpty();
        assertThat(f.directionAllowed()).isTrue();
        assertThat(f.crossingCase()).isEqualTo(MoveFacts.CrossingCase.NO_CROSSING);
        assertThat(MoveFacts.of(Ruleset.STANDARD, START, Move.of(Field.E1, Field.F3))).as("not a line").isEmpty();
        assertThat(MoveFacts.of(Ruleset.STANDARD, START, Move.of(Field.E9, Field.E8))).as("not A's chevron").isEmpty();
    }

    @Test
    @DisplayName("R3.2, R4.4a: the range counts own markers in the start borderland; the crossing's candidate fields")
    void r4_4_crossingCandidates() {
        Position p = PositionNotation.parse(
                "a.AN2cc1c1/1cccCSWac1cc/2c5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c C 3");
        MoveFacts f = MoveFacts.of(Ruleset.STANDARD, p, Move.of(Field.D8, Field.C7)).orElseThrow();
        assertThat(f.startBorderland()).isEqualTo(Borderland.E8);
        assertThat(f.rangeMarkers()).containsExactly(Field.D8, Field.E9, Field.F8, Field.F9);
        assertThat(f.range()).isEqualTo(4);
        assertThat(f.borderCrossing()).isTrue();
        assertThat(f.crossingCase()).isEqualTo(MoveFacts.CrossingCase.CLAIM_NEUTRAL);
        assertThat(f.crossingFields()).containsExactly(Field.A7, Field.A8, Field.B7, Field.C9);
        assertThat(f.options()).extracting(o -> o.choice().orElseThrow().toString()).containsExactly("a7", "a8", "b7", "c9");
    }

    @Test
    @DisplayName("R5.1-R5.2: a capture's attackers")
    void r5_1_attackers() {
        Position p = PositionNotation.parse(".BW6b1/2.AW6/1ba6/2b1aANE4/2b4b1/8b/6ab1/4aANE1.BSW2/bBS5.AS.BSWb B 2");
        MoveFacts f = MoveFacts.of(Ruleset.STANDARD, p, Move.capture(Field.G2, Field.G1)).orElseThrow();
        assertThat(f.target()).isPresent();
        assertThat(f.attackers()).contains(Field.G2).hasSizeGreaterThanOrEqualTo(2);
    }

    @Test
    @DisplayName("R4.2, R6.1, R6.2: a connection that makes a meeting: the fields filled, the threshold count, the bonus fields")
    void r6_1_meeting() {
        Position p = PositionNotation.parse(
                "bbbbbabBS1a/baa1baba1/1babbb3/baaababBNEba/1b1baAWab2/abab1b1b.AW/a2babBEbba/b.BE1a1ab1a/aaba1baba B 2");
        MoveFacts f = MoveFacts.of(Ruleset.STANDARD, p, Move.of(Field.G6, Field.G8)).orElseThrow();
        assertThat(f.connection()).isTrue();
        assertThat(f.connectionFields()).containsExactly(Field.G7);
        assertThat(f.meetingPartner()).isPresent();
        MoveFacts.Option conn = f.options().stream().filter(o -> o.choice().equals(java.util.Optional.of(Choice.connection())))
                .findFirst().orElseThrow();
        assertThat(conn.meeting()).isTrue();
        assertThat(conn.thresholdCount()).isGreaterThanOrEqualTo(f.meetingThreshold());
        assertThat(conn.bonusFields()).contains(Field.A1).doesNotContain(Field.G7);
    }

    @Test
    @DisplayName("on random positions the facts agree with generation: options and bonus fields are the completions")
    void factsAgreeWithCompletions() {
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            PacruRules rules = PacruRules.of(ruleset);
            Random random = new Random(17);
            int checked = 0;
            for (int g = 0; g < 6; g++) {
                Position p = Position.initial(2 + g % 3);
                while (rules.outcome(p).isEmpty()) {
                    for (Move base : rules.baseMoves(p)) {
                        MoveFacts f = MoveFacts.of(rules, p, base).orElseThrow();
                        assertThat(f.directionAllowed()).isTrue();
                        assertThat(f.distance()).isLessThanOrEqualTo(f.range());
                        assertThat(f.range()).isEqualTo(Math.max(1, f.rangeMarkers().size()));
                        if (base.capture()) {
                            assertThat(f.attackers()).hasSizeGreaterThanOrEqualTo(2).contains(base.from());
                        } else {
                            assertThat(f.plainDestinationOk()).isTrue();
                            assertThat(f.chevronsPassedOver().isEmpty() || f.jumpAllowed()).isTrue();
                        }
                        Set<String> expected = new LinkedHashSet<>();
                        for (MoveFacts.Option o : f.options()) {
                            List<Choice> prefix = new ArrayList<>();
                            o.choice().ifPresent(prefix::add);
                            if (o.meeting() && !o.bonusFields().isEmpty()) {
                                for (Field b : o.bonusFields()) {
                                    List<Choice> c = new ArrayList<>(prefix);
                                    c.add(Choice.of(b));
                                    expected.add(base.withChoices(c).toString());
                                }
                            } else {
                                expected.add(base.withChoices(prefix).toString());
                            }
                        }
                        Set<String> actual = new LinkedHashSet<>();
                        rules.completions(p, base).forEach(m -> actual.add(m.toString()));
                        assertThat(expected).as("%s in %s", base, p).isEqualTo(actual);
                        checked++;
                    }
                    List<Move> moves = rules.legalMoves(p);
                    p = rules.apply(p, moves.get(random.nextInt(moves.size()))).after();
                }
            }
            assertThat(checked).isGreaterThan(500);
        }
    }
}
