package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.violation;

import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pacru.board.Position;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.NotationException;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Rules;
import org.pacru.rules.Violation;

/** RULES.md section 11: Abstract Play's defects, rejected under every ruleset with the rule they break. */
class AbstractPlayDefectsTest {

    static Stream<Rules> rulesets() {
        return Stream.of(PacruRules.STANDARD, PacruRules.ABSTRACT_PLAY);
    }

    private static final String START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
    private static final String D2 = ".CSW1c1dc3/.BNWdb3a2/.BW4c2.BE/4d2d1/1d1d2c1a/1db2d3/1b2c4/a1b.CSE1cCW3/ddc5c C 4";
    private static final String D3 = "b1bbabb1b/3aabab1/bbbaaa3/1bbb1bba1/2b1bbb2/aaBSWa1aASEabbb/3aBNWaaaAEaAWa/b1bb2abb/"
            + "a.BNEbASW1aabaANWb A 2";
    private static final String D6 = "6b2/2.ANW6/8aAE/3b1aa.BSE1/1b2.BSE2a1/3.BWaaANW1b1/3b.ANW4/4a2a1/5.BE3 A 2";

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    @DisplayName("D1 (R9.2) an incomplete move is rejected, never completed by guessing")
    void d1_incompleteMoveRejected(Rules rules) {
        Violation v = violation(rules, PositionNotation.parse(START), "a3-b4");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CHOICE_MISSING);
        assertThat(v.message()).startsWith("R9.2: a3-b4: the border crossing into the borderland centred on b5 names one field");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    @DisplayName("D2 (R6.1a, R6.2) the bonus cannot claim the destination to create the meeting it pays for")
    void d2_bonusCannotCreateItsMeeting(Rules rules) {
        Position p = PositionNotation.parse(D2);
        Violation v = violation(rules, p, "d2-e2(e2)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.NO_MEETING);
        assertThat(v.message()).contains("(a) e2 does not carry your marker");
        assertThat(rules.completions(p, ActionNotation.parseMove("d2-e2"))).extracting(Object::toString).containsExactly("d2-e2");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    @DisplayName("D3 (R4.4, R9.2) the crossing choice must itself be a field of D that qualifies")
    void d3_crossingChoiceCheckedOnItsOwn(Rules rules) {
        Violation v = violation(rules, PositionNotation.parse(D3), "h1-f3(d2,a3)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CROSSING_FIELD_INVALID);
        assertThat(v.message()).startsWith("R4.4: h1-f3(d2,a3): d2 is not neutral");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    @DisplayName("D4 (R7.1) a rotation relinquishes exactly 2 or 4 markers, never more or fewer")
    void d4_rotationExactCost(Rules rules) {
        Position p = PositionNotation.parse(D6);
        assertThat(violation(rules, p, "f4>(e2,e4,f6)").reason()).isEqualTo(Violation.Reason.ROTATION_WRONG_COUNT);
        assertThat(violation(rules, p, "f4>>(e2)").message()).isEqualTo(
                "R7.1: f4>>(e2): a turn by 90° relinquishes exactly 4 markers, not 1");
        assertThat(rules.isLegal(p, ActionNotation.parse("f4>(e2,e4)"))).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    @DisplayName("D5 (NOTATION.md, R7.1, R9.2) malformed strings are refused, a field named twice is not merged")
    void d5_repeatedFieldNotMerged(Rules rules) {
        for (String malformed : new String[] {"e1-e20", "e10-e2", "a10", "b3<>(a1,a2)"}) {
            assertThatThrownBy(() -> ActionNotation.parse(malformed)).as(malformed).isInstanceOf(NotationException.class);
        }
        Position p = PositionNotation.parse(D6);
        assertThat(violation(rules, p, "f4>(e2,e2)").reason()).isEqualTo(Violation.Reason.ROTATION_FIELD_REPEATED);
        Violation v = violation(rules, PositionNotation.parse(START), "a3-b4(b4,b4)");
        assertThat(v.rule().id()).isEqualTo("R9.2");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    @DisplayName("D6 (R4.5, R9.2) a connection must be named *, never replaced by a field")
    void d6_connectionNamedStar(Rules rules) {
        Position p = PositionNotation.parse(D6);
        Violation v = violation(rules, p, "f4-f6(a1)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CONNECTION_NOT_NAMED);
        assertThat(v.message()).startsWith("R4.5: f4-f6(a1): this move is a connection");
        assertThat(rules.isLegal(p, ActionNotation.parse("f4-f6(*)"))).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    @DisplayName("D7 (R6.2) the bonus may not be a field the connection has just made the mover's")
    void d7_bonusNotOnFreshlyConnectedField(Rules rules) {
        Position p = board(2).chevron("e1", "AN").chevron("e4", "AS").chevron("a9", "BS")
                .markers('A', "e1 e3 e4").fill('B', "g1", "i3").build();
        assertThat(rules.isLegal(p, ActionNotation.parse("e1-e3(*,a1)"))).isTrue();
        Violation v = violation(rules, p, "e1-e3(*,e2)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.BONUS_FIELD_INVALID);
        assertThat(v.message()).contains("the connection has just made it yours");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    @DisplayName("D7 (R9.2) the R4 choice comes first and the bonus last, never the other way round")
    void d7_choicesInOrder(Rules rules) {
        Position crossing = board(2).chevron("e3", "AN").chevron("e5", "AS").chevron("a9", "BS")
                .markers('A', "e4 e5").fill('B', "g1", "i3").build();
        assertThat(rules.isLegal(crossing, ActionNotation.parse("e3-e4(d4,a1)"))).isTrue();
        Violation v = violation(rules, crossing, "e3-e4(a1,d4)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CHOICES_OUT_OF_ORDER);
        assertThat(v.rule().id()).isEqualTo("R9.2");
    }
}
