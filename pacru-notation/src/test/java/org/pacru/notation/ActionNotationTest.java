package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;

class ActionNotationTest {

    @Test
    @DisplayName("§2 move e1-e4")
    void plainMove() {
        assertThat(ActionNotation.parse("e1-e4")).isEqualTo(Move.of(Field.E1, Field.E4));
    }

    @Test
    @DisplayName("§2 capture e3xe4")
    void capture() {
        assertThat(ActionNotation.parse("e3xe4")).isEqualTo(Move.capture(Field.E3, Field.E4));
    }

    @Test
    @DisplayName("§2 choices: R4.4 field, R4.5 connection, R6.2 bonus (R9.2)")
    void choices() {
        assertThat(ActionNotation.parse("g9-f8(d9)"))
                .isEqualTo(Move.of(Field.G9, Field.F8).withChoices(Choice.of(Field.D9)));
        assertThat(ActionNotation.parse("a4-a6(*)"))
                .isEqualTo(Move.of(Field.A4, Field.A6).withChoices(Choice.connection()));
        assertThat(ActionNotation.parse("e3xe4(e6,i9)"))
                .isEqualTo(Move.capture(Field.E3, Field.E4).withChoices(Choice.of(Field.E6), Choice.of(Field.I9)));
        assertThat(ActionNotation.parse("a4-a6(*,b2)"))
                .isEqualTo(Move.of(Field.A4, Field.A6).withChoices(Choice.connection(), Choice.of(Field.B2)));
    }

    @Test
    @DisplayName("§2 rotations: > >> < << with relinquished fields (R7, R9.3)")
    void rotations() {
        assertThat(ActionNotation.parse("d9>>(a7,b5,b7,c4)"))
                .isEqualTo(Rotation.of(Field.D9, 2, Field.A7, Field.B5, Field.B7, Field.C4));
        assertThat(ActionNotation.parse("e1<(a2,b3)")).isEqualTo(Rotation.of(Field.E1, -1, Field.A2, Field.B3));
        assertThat(ActionNotation.parse("e1>(a2,b3)")).isEqualTo(Rotation.of(Field.E1, 1, Field.A2, Field.B3));
        assertThat(ActionNotation.parse("e1<<(a2,b3,c1,c2)"))
                .isEqualTo(Rotation.of(Field.E1, -2, Field.A2, Field.B3, Field.C1, Field.C2));
    }

    @ParameterizedTest
    @ValueSource(strings = {"e1-e4", "e3xe4", "g9-f8(d9)", "a4-a6(*)", "e3xe4(e6,i9)", "d9>>(a7,b5,b7,c4)",
            "e1<(a2,b3)", "e1<<(a2,b3,c1,c2)", "e1>(a2,b3)", "b3>()", "a1-i9(a1,a1)", "b3>(a1,a1)"})
    @DisplayName("§2 canonical strings print back unchanged")
    void canonicalRoundTrip(String text) {
        assertThat(ActionNotation.format(ActionNotation.parse(text))).isEqualTo(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "E1-E4|e1-e4",
        "E3XE4|e3xe4",
        "' e3 x e4 ( e6 , i9 ) '|e3xe4(e6,i9)",
        "e 1 - e 4|e1-e4",
        "D9>>(C4,B7,B5,A7)|d9>>(a7,b5,b7,c4)",
        "d9 > > (c4, a7, b7, b5)|d9>>(a7,b5,b7,c4)",
        "e1<(b3,a2)|e1<(a2,b3)"})
    @DisplayName("§2 leniency as Abstract Play: upper case, blanks anywhere, relinquished fields in any order")
    void lenient(String text, String canonical) {
        assertThat(ActionNotation.format(ActionNotation.parse(text))).isEqualTo(canonical);
    }

    @Test
    @DisplayName("§2 tabs and line breaks count as blanks")
    void otherBlanks() {
        assertThat(ActionNotation.parse("\te1-\ne2\r\n")).isEqualTo(Move.of(Field.E1, Field.E2));
    }

    @Test
    @DisplayName("§2, R9.2, R7.1: a field named twice, or the wrong number of fields, is well-formed")
    void wellFormedButIllegal() {
        assertThat(ActionNotation.parse("a1-a3(b2,b2)"))
                .isEqualTo(Move.of(Field.A1, Field.A3).withChoices(Choice.of(Field.B2), Choice.of(Field.B2)));
        assertThat(ActionNotation.parse("b3>")).isEqualTo(Rotation.of(Field.B3, 1));
        assertThat(ActionNotation.parse("b3>()")).isEqualTo(Rotation.of(Field.B3, 1));
        assertThat(ActionNotation.parse("b3>(a1,a1,a2,a3,a4,a5)"))
                .isEqualTo(Rotation.of(Field.B3, 1, Field.A1, Field.A1, Field.A2, Field.A3, Field.A4, Field.A5));
    }

    @Test
    @DisplayName("§2 e1-e20: the message says where and what was expected")
    void e1e20Message() {
        assertThatThrownBy(() -> ActionNotation.parse("e1-e20"))
                .isInstanceOf(NotationException.class)
                .hasMessage("NOTATION: e1-e20 at offset 5: expected end of move or '(', found '0'")
                .satisfies(e -> {
                    NotationException n = (NotationException) e;
                    assertThat(n.input()).isEqualTo("e1-e20");
                    assertThat(n.offset()).isEqualTo(5);
                    assertThat(n.expected()).isEqualTo("end of move or '('");
                    assertThat(n.found()).isEqualTo("'0'");
                    assertThat(n.rank()).isEmpty();
                    assertThat(n.field()).isEmpty();
                });
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "e1-e20|5",
        "e10-e2|2",
        "a10|2",
        "a10-a2|2",
        "e1-e4 x|6",
        "e1-e4(d3)x|9",
        "e1-e4(a1,a2,a3)|11",
        "e1-e4(a1,*)|9",
        "e1-e4(*,*)|8",
        "e1-e4()|6",
        "e1-e4(|6",
        "e1-e4(a1|8",
        "e1-e4(a1,|9",
        "b3<>(a1,a2)|3",
        "b3><(a1,a2)|3",
        "b3>>>(a1,a2,a3,a4)|4",
        "b3>(a1,a2|9",
        "b3>(a1,)|7",
        "b3>(a1;a2)|6",
        "b3>(a1,a2)(b1)|10",
        "e1-e1|3",
        "e1|2",
        "e|1",
        "j1-e2|0",
        "e0-e2|1",
        "e1=e2|2",
        "e1-*|3",
        "''|0",
        "'   '|3",
        "pass|0",
        "e1-e4(d3,*)|9"})
    @DisplayName("§2 nothing else is repaired: notation errors with their offset")
    void errors(String text, int offset) {
        assertThatThrownBy(() -> ActionNotation.parse(text))
                .isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(((NotationException) e).offset()).isEqualTo(offset))
                .hasMessageStartingWith("NOTATION: ");
    }

    @Test
    @DisplayName("§2 parseMove refuses rotations and parseRotation refuses moves")
    void kinds() {
        assertThat(ActionNotation.parseMove("e3xe4(e6,i9)")).isEqualTo(ActionNotation.parse("e3xe4(e6,i9)"));
        assertThat(ActionNotation.parseRotation("e1<(a2,b3)")).isEqualTo(ActionNotation.parse("e1<(a2,b3)"));
        assertThatThrownBy(() -> ActionNotation.parseMove("e1<(a2,b3)"))
                .isInstanceOf(NotationException.class).hasMessageContaining("expected '-' or 'x'");
        assertThatThrownBy(() -> ActionNotation.parseRotation("e1-e2"))
                .isInstanceOf(NotationException.class).hasMessageContaining("expected '>' or '<'");
    }

    @Test
    @DisplayName("§2 format reuses the canonical toString of Move and Rotation")
    void formatIsToString() {
        List<Action> actions = List.of(Move.of(Field.E1, Field.E4),
                Rotation.of(Field.D9, 2, Field.C4, Field.B7, Field.B5, Field.A7));
        for (Action a : actions) {
            assertThat(ActionNotation.format(a)).isEqualTo(a.toString());
        }
        assertThat(ActionNotation.format(actions.get(1))).isEqualTo("d9>>(a7,b5,b7,c4)");
    }

    @Test
    @DisplayName("a very long string fails fast with a NotationException")
    void longInput() {
        String longRotation = "b3>(" + "a1,".repeat(30_000) + "a1";
        assertThatThrownBy(() -> ActionNotation.parse(longRotation))
                .isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(400));
        String blanks = " ".repeat(100_000);
        assertThatThrownBy(() -> ActionNotation.parse(blanks)).isInstanceOf(NotationException.class);
    }

    @Test
    @DisplayName("§2 parse, parseMove and parseRotation refuse text after a whole action, naming what may end it")
    void trailingTextIsRefused() {
        assertThatThrownBy(() -> ActionNotation.parseMove("e1-e2 e3")).isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(((NotationException) e).expected()).isEqualTo("end of move or '('"))
                .satisfies(e -> assertThat(((NotationException) e).offset()).isEqualTo(6));
        assertThatThrownBy(() -> ActionNotation.parseMove("e1-e2(e3) x")).isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(((NotationException) e).expected()).isEqualTo("end of move"));
        assertThatThrownBy(() -> ActionNotation.parseRotation("e1<(a2,b3) ,")).isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(((NotationException) e).expected()).isEqualTo("end of rotation"));
        assertThatThrownBy(() -> ActionNotation.parse("e1-e2 e3")).isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(((NotationException) e).expected()).isEqualTo("end of move or '('"));
        assertThat(ActionNotation.parseMove(" e1-e2 ")).isEqualTo(Move.of(Field.E1, Field.E2));
    }

    @Test
    @DisplayName("§2 every blank counts: space, tab, line feed, carriage return, form feed, vertical tab, no-break space")
    void everyBlankCounts() {
        assertThat(ActionNotation.parse(" e1\t-\ne2\r\f\u000B\u00A0")).isEqualTo(Move.of(Field.E1, Field.E2));
        for (String blank : List.of(" ", "\t", "\n", "\r", "\f", "\u000B", "\u00A0")) {
            assertThat(ActionNotation.parse("e1" + blank + "-e2")).as("blank U+%04X", (int) blank.charAt(0))
                    .isEqualTo(Move.of(Field.E1, Field.E2));
        }
    }

    @Test
    @DisplayName("§2 the error says what was found: a quoted character, a code point for control characters, or end of text")
    void errorsSayWhatWasFound() {
        assertFound("e1-", 3, "a destination field (a file a-i)", "end of text");
        assertFound("e1'", 2, "'-', 'x', '>' or '<'", "\"'\"");
        assertFound("e1-e2\u0000", 5, "end of move or '('", "U+0000");
        assertFound("e1-e2\u001F", 5, "end of move or '('", "U+001F");
        assertFound("e1-e2\u007F", 5, "end of move or '('", "U+007F");
        assertFound("e1-e2!", 5, "end of move or '('", "'!'");
        assertFound("e1-e2~", 5, "end of move or '('", "'~'");
    }

    @Test
    @DisplayName("§2 R9.2 R7.2 the error says what the notation allows there: '*' only first, two choices, one kind of sign")
    void errorsSayWhatTheNotationAllows() {
        assertFound("e1-e2(d3,*)", 9, "a bonus field (R9.2: '*' can only be the first choice)", "'*'");
        assertFound("e1-e2(d3,e4,f5)", 11, "')' (R9.2: a move names at most two choices)", "','");
        assertFound("e1-e2(d3;", 8, "',' or ')'", "';'");
        assertFound("e1<>(a2,b3)", 3, "'(' or end of rotation (R7.2: one or two signs, all the same)", "'>'");
        assertFound("e1><(a2,b3)", 3, "'(' or end of rotation (R7.2: one or two signs, all the same)", "'<'");
        assertFound("e1>>>(a2,b3)", 4, "'(' or end of rotation (R7.2: one or two signs, all the same)", "'>'");
        assertThatThrownBy(() -> ActionNotation.parseRotation("z1>(a2,b3)")).isInstanceOfSatisfying(NotationException.class,
                e -> assertThat(e.expected()).isEqualTo("a rotation's field (a file a-i)"));
        assertThatThrownBy(() -> ActionNotation.parseMove("z1-z2")).isInstanceOfSatisfying(NotationException.class,
                e -> assertThat(e.expected()).isEqualTo("a start field (a file a-i)"));
    }

    @Test
    @DisplayName("§2 after the start field each parser names the signs it takes; a first choice may be a field or '*'")
    void eachParserNamesItsSigns() {
        assertExpected(() -> ActionNotation.parseMove("e1>(a2,b3)"), 2, "'-' or 'x'");
        assertExpected(() -> ActionNotation.parseRotation("e1-e2"), 2, "'>' or '<'");
        assertExpected(() -> ActionNotation.parse("e1/e2"), 2, "'-', 'x', '>' or '<'");
        assertExpected(() -> ActionNotation.parseMove("e1/e2"), 2, "'-' or 'x'");
        assertExpected(() -> ActionNotation.parseRotation("e1/e2"), 2, "'>' or '<'");
        assertExpected(() -> ActionNotation.parse("e1-e2(z9)"), 6, "a field or '*' (a file a-i)");
        assertExpected(() -> ActionNotation.parse("e1-e2(d3,z9)"), 9, "a bonus field (a file a-i)");
    }

    private static void assertExpected(org.assertj.core.api.ThrowableAssert.ThrowingCallable parse, int offset,
                                       String expected) {
        assertThatThrownBy(parse).isInstanceOfSatisfying(NotationException.class, e -> {
            assertThat(e.offset()).as(e.getMessage()).isEqualTo(offset);
            assertThat(e.expected()).as(e.getMessage()).isEqualTo(expected);
        });
    }

    @Test
    @DisplayName("§2 upper case from A to I reads as the files a to i")
    void upperCaseFilesFromAToI() {
        assertThat(ActionNotation.parse("A1-A2")).isEqualTo(Move.of(Field.A1, Field.A2));
        assertThat(ActionNotation.parse("I9-H8")).isEqualTo(Move.of(Field.I9, Field.H8));
        assertThat(ActionNotation.parse("A1<(I9,A2)")).isEqualTo(ActionNotation.parse("a1<(a2,i9)"));
    }

    private static void assertFound(String text, int offset, String expected, String found) {
        assertThatThrownBy(() -> ActionNotation.parse(text))
                .isInstanceOfSatisfying(NotationException.class, e -> {
                    assertThat(e.offset()).as(e.getMessage()).isEqualTo(offset);
                    assertThat(e.expected()).as(e.getMessage()).isEqualTo(expected);
                    assertThat(e.found()).as(e.getMessage()).isEqualTo(found);
                });
    }
}
