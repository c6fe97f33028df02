package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.rules.Language;
import org.pacru.rules.Message;

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
        NotationException e = new NotationException(input, 79, Message.literal("end of text"), Message.literal("'9'"));
        assertThat(e.getMessage()).isEqualTo("NOTATION: " + input + " at offset 79: expected end of text, found '9'");
        assertThat(e.input()).isEqualTo(input);
    }

    @Test
    @DisplayName("a longer input shows its first 80 characters for a problem near the start")
    void longInputShowsItsStartForAProblemNearTheStart() {
        String input = digits(81);
        NotationException e = new NotationException(input, 3, Message.literal("a field"), Message.literal("'3'"));
        assertThat(e.getMessage()).isEqualTo("NOTATION: " + input.substring(0, 80) + "… at offset 3: expected a field, found '3'");
    }

    @Test
    @DisplayName("a longer input shows the 80 characters around a problem in the middle")
    void longInputShowsTheEightyCharactersAroundTheOffset() {
        String input = digits(200);
        NotationException e = new NotationException(input, 100, Message.literal("a field"), Message.literal("'0'"));
        assertThat(e.getMessage()).isEqualTo("NOTATION: …" + input.substring(60, 140) + "… at offset 100: expected a field, found '0'");
        assertThat(e.input()).isEqualTo(input);
        assertThat(e.offset()).isEqualTo(100);
    }

    @Test
    @DisplayName("a longer input shows its last 80 characters for a problem near the end")
    void longInputShowsItsEndForAProblemNearTheEnd() {
        String input = digits(200);
        NotationException e = new NotationException(input, 199, Message.literal("a field"), Message.literal("'9'"));
        assertThat(e.getMessage()).isEqualTo("NOTATION: …" + input.substring(120) + " at offset 199: expected a field, found '9'");
        NotationException atEnd = new NotationException(input, 200, Message.literal("a field"), Message.literal("end of text"));
        assertThat(atEnd.getMessage()).isEqualTo("NOTATION: …" + input.substring(120) + " at offset 200: expected a field, found end of text");
    }

    @Test
    @DisplayName("the field of a position string is named, else its rank, else neither")
    void fieldElseRankElseNeither() {
        NotationException onField = new NotationException("x", 0, Message.literal("a marker"), Message.literal("'x'"), 9, Field.E9, null);
        assertThat(onField.getMessage()).isEqualTo("NOTATION: x at offset 0 (field e9): expected a marker, found 'x'");
        assertThat(onField.field()).contains(Field.E9);
        assertThat(onField.rank()).hasValue(9);

        NotationException onRank = new NotationException("x", 0, Message.literal("a marker"), Message.literal("'x'"), 1, null, null);
        assertThat(onRank.getMessage()).isEqualTo("NOTATION: x at offset 0 (rank 1): expected a marker, found 'x'");
        assertThat(onRank.rank()).hasValue(1);
        assertThat(onRank.field()).isEmpty();

        NotationException elsewhere = new NotationException("x", 0, Message.literal("a marker"), Message.literal("'x'"));
        assertThat(elsewhere.getMessage()).isEqualTo("NOTATION: x at offset 0: expected a marker, found 'x'");
        assertThat(elsewhere.rank()).isEmpty();
        assertThat(elsewhere.field()).isEmpty();
        assertThat(elsewhere.expected()).isEqualTo("a marker");
        assertThat(elsewhere.found()).isEqualTo("'x'");
        assertThat(elsewhere.getCause()).isNull();
    }

    @Test
    @DisplayName("a game record of several lines: the message names line and column and quotes that line alone, with no"
            + " line break in it, in English, Spanish and Japanese")
    void multiLineRecordErrorNamesLineAndColumnWithoutALineBreak() {
        String record = "[Players \"2\"]\n\n1. e1-e3 x9 *\n";
        NotationException e = org.junit.jupiter.api.Assertions.assertThrows(NotationException.class,
                () -> GameRecordReader.read(record));
        int offset = record.indexOf("x9");
        assertThat(e.offset()).isEqualTo(offset);
        assertThat(e.getMessage()).startsWith("NOTATION: 1. e1-e3 x9 * at offset " + offset + " (line 3, column 10): expected ")
                .doesNotContain("\n").doesNotContain("\r");
        for (Language language : Language.values()) {
            assertThat(e.message(language)).as("%s", language).doesNotContain("\n").doesNotContain("\r").contains("1. e1-e3 x9 *");
        }
        assertThat(e.message(Language.SPANISH)).contains("(línea 3, columna 10)");
        assertThat(e.message(Language.JAPANESE)).contains("（3 行目、10 列目）");
        assertThat(e.input()).isEqualTo(record);
    }

    @Test
    @DisplayName("a line break is one line whether written \\n, \\r\\n or \\r; a problem on the break itself is at the end of its line")
    void lineBreaksOfEveryKindCountOnce() {
        Message expected = Message.literal("a move");
        assertThat(new NotationException("ab\r\ncd\ref", 8, expected, Message.literal("'f'")).getMessage())
                .isEqualTo("NOTATION: ef at offset 8 (line 3, column 2): expected a move, found 'f'");
        assertThat(new NotationException("ab\ncd", 2, expected, Message.literal("U+000A")).getMessage())
                .isEqualTo("NOTATION: ab at offset 2 (line 1, column 3): expected a move, found U+000A");
        assertThat(new NotationException("ab\n\ncd", 3, expected, Message.literal("U+000A")).getMessage())
                .isEqualTo("NOTATION: '' at offset 3 (line 2, column 1): expected a move, found U+000A");
        assertThat(new NotationException("ab\n", 3, expected, Message.literal("end of text")).getMessage())
                .isEqualTo("NOTATION: '' at offset 3 (line 2, column 1): expected a move, found end of text");
    }

    @Test
    @DisplayName("a notation error keeps the exception that caused it")
    void causeIsKept() {
        IllegalArgumentException cause = new IllegalArgumentException("R1.1");
        NotationException e = new NotationException("j1", 0, Message.literal("a field"), Message.literal("'j'"), 0, null, cause);
        assertThat(e.getCause()).isSameAs(cause);
    }

    @Test
    @DisplayName("§2 a notation error reads in Spanish and Japanese; getMessage stays English")
    void notationErrorInSpanishAndJapanese() {
        NotationException e = org.junit.jupiter.api.Assertions.assertThrows(NotationException.class,
                () -> ActionNotation.parse("e1-e0"));
        assertThat(e.getMessage()).isEqualTo("NOTATION: e1-e0 at offset 4: expected a rank 1-9, found '0'");
        assertThat(e.message(java.util.Locale.forLanguageTag("es")))
                .isEqualTo("NOTACIÓN: e1-e0 en la posición 4: se esperaba una fila 1-9 y se encontró '0'");
        assertThat(e.message(java.util.Locale.JAPANESE)).isEqualTo("表記エラー: e1-e0 の位置 4: 段 1-9 が必要だが、'0' がある");
        assertThat(e.expected(java.util.Locale.JAPANESE)).isEqualTo("段 1-9").isEqualTo(e.expected(Language.JAPANESE));
        assertThat(e.expected(Language.SPANISH)).isEqualTo("una fila 1-9");
        assertThat(e.found(Language.ENGLISH)).isEqualTo(e.found()).isEqualTo("'0'");
        NotationException empty = org.junit.jupiter.api.Assertions.assertThrows(NotationException.class,
                () -> ActionNotation.parse("e1-"));
        assertThat(empty.found()).isEqualTo("end of text");
        assertThat(empty.found(Language.SPANISH)).isEqualTo("el final del texto")
                .isEqualTo(empty.found(java.util.Locale.forLanguageTag("es")));
        assertThat(empty.found(Language.JAPANESE)).isNotEqualTo(empty.found()).isEqualTo(empty.found(java.util.Locale.JAPANESE));
        NotationException position = org.junit.jupiter.api.Assertions.assertThrows(NotationException.class,
                () -> PositionNotation.parse("9/9/9/9/9/9/9/9/9 E 2"));
        assertThat(position.message(java.util.Locale.forLanguageTag("es"))).contains("se esperaba el jugador al que le toca mover (A-D)");
        assertThat(position.message(java.util.Locale.JAPANESE)).contains("手番のプレイヤー（A-D） が必要だが、'E' がある");
    }

    @Test
    @DisplayName("an empty text says so instead of quoting nothing; a text of spaces is quoted")
    void emptyTextSaysSo() {
        NotationException empty = new NotationException("", 0, Message.literal("a move"), Message.literal("end of text"));
        assertThat(empty.getMessage()).isEqualTo("NOTATION: the text is empty: expected a move, found end of text");
        NotationException parsed = org.assertj.core.api.Assertions.catchThrowableOfType(
                () -> ActionNotation.parse(""), NotationException.class);
        assertThat(parsed.getMessage()).startsWith("NOTATION: the text is empty: expected ").endsWith(", found end of text");
        assertThat(parsed.message(Language.SPANISH)).startsWith("NOTACIÓN: el texto está vacío: se esperaba ")
                .endsWith(" y se encontró el final del texto").isEqualTo(parsed.message(java.util.Locale.forLanguageTag("es-AR")));
        NotationException blank = new NotationException("  ", 2, Message.literal("a move"), Message.literal("end of text"));
        assertThat(blank.getMessage()).isEqualTo("NOTATION: '  ' at offset 2: expected a move, found end of text");
    }
}
