package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.pacru.core.Setup.STANDARD;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.violation;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.notation.ActionNotation;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Violation;

/** RULES.md section 9: what an action must name. */
class ActionNamingTest {

    private static final Position START = Position.initial(2);

    @Test
    @DisplayName("R9.1 a move names start, destination and whether it captures")
    void r9_1_captureNamed() {
        Position p = board(2).chevron("e4", "AN").chevron("e6", "AS").chevron("e5", "BW").chevron("a9", "BS").build();
        assertThat(Setup.bases(STANDARD, p)).contains("e4xe5", "e6xe5").doesNotContain("e4-e5");
        assertThat(violation(STANDARD, p, "e4-e5").reason()).isEqualTo(Violation.Reason.CAPTURE_NOT_MARKED);
    }

    @Test
    @DisplayName("R9.2 a move omitting a mandatory choice is illegal and never completed by guessing")
    void r9_2_missingChoice() {
        Violation v = violation(STANDARD, START, "a3-b4");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CHOICE_MISSING);
        assertThatThrownBy(() -> STANDARD.apply(START, ActionNotation.parse("a3-b4")))
                .isInstanceOf(IllegalActionException.class).hasMessageStartingWith("R9.2: a3-b4: ");
    }

    @Test
    @DisplayName("R9.2 a move naming more choices than it triggers is illegal")
    void r9_2_extraChoice() {
        Violation v = violation(STANDARD, START, "e1-e2(e3)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CHOICE_EXTRA);
        assertThat(v.message()).isEqualTo("R9.2: e1-e2(e3): the move triggers no choice (no border crossing that"
                + " gains anything, no connection, no meeting), so it names none");
        assertThat(violation(STANDARD, START, "a3-b4(b4,c4)").reason()).isEqualTo(Violation.Reason.CHOICE_EXTRA);
    }

    @Test
    @DisplayName("R9.2 a field named for the crossing must be one the crossing may mark")
    void r9_2_namedChoiceMustBeAllowed() {
        Violation v = violation(STANDARD, START, "a3-b4(d4)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CROSSING_FIELD_INVALID);
        assertThat(v.message()).startsWith("R4.4: a3-b4(d4): d4 is not in the destination borderland, centred on b5");
        assertThat(violation(STANDARD, START, "a3-b4(*)").reason()).isEqualTo(Violation.Reason.CONNECTION_INVALID);
    }

    @Test
    @DisplayName("R9.3 a rotation names its fields as a set: order does not matter")
    void r9_3_rotationFieldsAreASet() {
        Position p = board(2).chevron("e5", "AN").chevron("a9", "BS").markers('A', "a1 a2").build();
        assertThat(Rotation.of(Field.E5, 1, Field.A2, Field.A1)).isEqualTo(Rotation.of(Field.E5, 1, Field.A1, Field.A2));
        assertThat(STANDARD.isLegal(p, Rotation.of(Field.E5, 1, Field.A2, Field.A1))).isTrue();
        assertThat(violation(STANDARD, p, "e5>(a1,a1)").reason()).isEqualTo(Violation.Reason.ROTATION_FIELD_REPEATED);
    }
}
