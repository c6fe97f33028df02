package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;

/**
 * The message of a notation error, word for word: the input (shortened to 80 characters around
 * the offset when longer, with "…" where text is left out), the offset, the rank or field of a
 * position string, what was expected and what was found (NOTATION.md §3: "a parser reports what
 * is wrong and where").
 */
class NotationExceptionTest {

    /** 0123456789 repeated: the character at offset i is the digit i % 10. */
    private static String digits(int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append((char) ('0' + i % 10));
        }
        return sb.toString();
    }

    @Test
    @DisplayName("an input of 80 characters is shown whole")
    void inputOfEightyCharactersIsShownWhole() {
        String input = digits(80);
        NotationException e = new NotationException(input, 79, "end of text", "'9'");
        assertThat(e.getMessage()).isEqualTo("NOTATION: " + input + " at offset 79: expected end of text, found '9'");
        assertThat(e.input()).isEqualTo(input);
    }

    @Test
    @DisplayName("a longer input shows its first 80 characters for a problem near the start")
    void longInputShowsItsStartForAProblemNearTheStart() {
        String input = digits(81);
        NotationException e = new NotationException(input, 3, "a field", "'3'");
        assertThat(e.getMessage()).isEqualTo("NOTATION: " + input.substring(0, 80) + "… at offset 3: expected a field, found '3'");
    }

    @Test
    @DisplayName("a longer input shows the 80 characters around a problem in the middle")
    void longInputShowsTheEightyCharactersAroundTheOffset() {
        String input = digits(200);
        NotationException e = new NotationException(input, 100, "a field", "'0'");
        assertThat(e.getMessage()).isEqualTo("NOTATION: …" + input.substring(60, 140) + "… at offset 100: expected a field, found '0'");
        assertThat(e.input()).isEqualTo(input);
        assertThat(e.offset()).isEqualTo(100);
    }

    @Test
    @DisplayName("a longer input shows its last 80 characters for a problem near the end")
    void longInputShowsItsEndForAProblemNearTheEnd() {
        String input = digits(200);
        NotationException e = new NotationException(input, 199, "a field", "'9'");
        assertThat(e.getMessage()).isEqualTo("NOTATION: …" + input.substring(120) + " at offset 199: expected a field, found '9'");
        NotationException atEnd = new NotationException(input, 200, "a field", "end of text");
        assertThat(atEnd.getMessage()).isEqualTo("NOTATION: …" + input.substring(120) + " at offset 200: expected a field, found end of text");
    }

    @Test
    @DisplayName("the field of a position string is named, else its rank, else neither")
    void fieldElseRankElseNeither() {
        NotationException onField = new NotationException("x", 0, "a marker", "'x'", 9, Field.E9, null);
        assertThat(onField.getMessage()).isEqualTo("NOTATION: x at offset 0 (field e9): expected a marker, found 'x'");
        assertThat(onField.field()).contains(Field.E9);
        assertThat(onField.rank()).hasValue(9);

        NotationException onRank = new NotationException("x", 0, "a marker", "'x'", 1, null, null);
        assertThat(onRank.getMessage()).isEqualTo("NOTATION: x at offset 0 (rank 1): expected a marker, found 'x'");
        assertThat(onRank.rank()).hasValue(1);
        assertThat(onRank.field()).isEmpty();

        NotationException elsewhere = new NotationException("x", 0, "a marker", "'x'");
        assertThat(elsewhere.getMessage()).isEqualTo("NOTATION: x at offset 0: expected a marker, found 'x'");
        assertThat(elsewhere.rank()).isEmpty();
        assertThat(elsewhere.field()).isEmpty();
        assertThat(elsewhere.expected()).isEqualTo("a marker");
        assertThat(elsewhere.found()).isEqualTo("'x'");
        assertThat(elsewhere.getCause()).isNull();
    }

    @Test
    @DisplayName("a notation error keeps the exception that caused it")
    void causeIsKept() {
        IllegalArgumentException cause = new IllegalArgumentException("R1.1");
        NotationException e = new NotationException("j1", 0, "a field", "'j'", 0, null, cause);
        assertThat(e.getCause()).isSameAs(cause);
    }
}
