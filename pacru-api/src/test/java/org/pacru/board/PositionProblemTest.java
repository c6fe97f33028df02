package org.pacru.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.rules.Language;
import org.pacru.rules.Rule;

/**
 * R1.5 and R8.5's problems of a position as values: written in the reader's language, equal when
 * they say the same, and read back from a serial stream only when the stream holds a rule, a field
 * and a text the rules know.
 */
class PositionProblemTest {

    /** Two problems of R1.5: a marker of player C on a1 in a 2-player game, and D to move. */
    private static InvalidPositionException twoProblems() {
        InvalidPositionException e = catchThrowableOfType(InvalidPositionException.class,
                () -> Position.initial(2).toBuilder().marker(Field.A1, Player.C).toMove(Player.D).build());
        assertThat(e.problems()).hasSize(2);
        return e;
    }

    @Test
    @DisplayName("R1.5 a problem is written in the reader's language, by language or by locale, with or without its rule ID")
    void r1_5_problemInTheReadersLanguage() {
        PositionProblem p = twoProblems().problems().get(0);
        assertThat(p.text()).isEqualTo("a1 carries a marker of player C, but the game has 2 players");
        assertThat(p.text(Language.SPANISH)).isEqualTo("a1 tiene un marcador del jugador C, pero la partida tiene 2 jugadores");
        assertThat(p.text(Locale.forLanguageTag("es"))).isEqualTo(p.text(Language.SPANISH));
        assertThat(p.text(Language.JAPANESE)).isEqualTo("a1 にプレイヤー C のマーカーがあるが、このゲームのプレイヤーは 2 人");
        assertThat(p.message(Language.SPANISH)).isEqualTo("R1.5: " + p.text(Language.SPANISH));
        assertThat(p.message(Locale.JAPANESE)).isEqualTo("R1.5: " + p.text(Language.JAPANESE));
        assertThat(p.message(Language.ENGLISH)).isEqualTo(p.message()).isEqualTo("R1.5: " + p.text());
    }

    @Test
    @DisplayName("R1.5 the exception joins every problem's message in the reader's language, as getMessage() does in English")
    void r1_5_exceptionJoinsEveryProblemInTheReadersLanguage() {
        InvalidPositionException e = twoProblems();
        PositionProblem first = e.problems().get(0);
        PositionProblem second = e.problems().get(1);
        assertThat(e.message(Language.SPANISH)).isEqualTo(first.message(Language.SPANISH) + "; " + second.message(Language.SPANISH))
                .isEqualTo(e.message(Locale.forLanguageTag("es-ES")));
        assertThat(e.message(Language.JAPANESE)).isEqualTo(first.message(Language.JAPANESE) + "。" + second.message(Language.JAPANESE));
        assertThat(e.message(Language.ENGLISH)).isEqualTo(e.getMessage()).isEqualTo(first.message() + "; " + second.message());
        assertThat(e.wording().text(Language.SPANISH)).isEqualTo(e.message(Language.SPANISH));
    }

    @Test
    @DisplayName("problems are equal when rule, field and sentence are, with equal hash codes; any difference makes them unequal")
    void equalWhenRuleFieldAndSentenceAre() {
        PositionProblem p = twoProblems().problems().get(0);
        PositionProblem same = new PositionProblem(Rule.of("R1.5"), Optional.of(Field.A1),
                "a1 carries a marker of player C, but the game has 2 players");
        assertThat(p).isEqualTo(same).hasSameHashCodeAs(same);
        PositionProblem otherRule = new PositionProblem(Rule.of("R8.5"), p.field(), p.text());
        PositionProblem otherField = new PositionProblem(p.rule(), Optional.of(Field.A2), p.text());
        PositionProblem otherText = new PositionProblem(p.rule(), p.field(), "another sentence");
        for (PositionProblem other : new PositionProblem[] {otherRule, otherField, otherText}) {
            assertThat(p).isNotEqualTo(other);
            assertThat(p.hashCode()).isNotEqualTo(other.hashCode());
        }
        assertThat(p).isNotEqualTo(p.message());
    }

    @Test
    @DisplayName("R1.5 a serial stream of a problem without its rule, field or text, or with an unknown rule or field, fails loudly")
    void r1_5_tamperedSerialFormsFail() throws Exception {
        PositionProblem p = new PositionProblem(Rule.of("R1.5"), Optional.of(Field.A1), "as written");
        byte[] bytes = serialize(p);
        assertThat(deserialize(bytes)).isEqualTo(p);

        byte[] rule = string("R1.5");
        byte[] field = string("a1");
        // The serial form's fields in the stream's order (by name): field, rule, then the text,
        // a Message object that runs to the end of the stream.
        int text = indexOf(bytes, "org.pacru.rules.Message".getBytes(StandardCharsets.UTF_8)) - 4;
        assertThat(bytes[text]).as("TC_OBJECT").isEqualTo((byte) 0x73);
        byte[][] nulls = {
            spliced(bytes, indexOf(bytes, rule), indexOf(bytes, rule) + rule.length, new byte[] {0x70}),
            spliced(bytes, indexOf(bytes, field), indexOf(bytes, field) + field.length, new byte[] {0x70}),
            spliced(bytes, text, bytes.length, new byte[] {0x70}),
        };
        for (byte[] tampered : nulls) {
            assertThatThrownBy(() -> deserialize(tampered)).isInstanceOf(InvalidObjectException.class)
                    .hasMessage("not a serialized PositionProblem");
        }
        byte[] unknownRule = spliced(bytes, indexOf(bytes, rule), indexOf(bytes, rule) + rule.length, string("R0.0"));
        assertThatThrownBy(() -> deserialize(unknownRule)).isInstanceOf(InvalidObjectException.class)
                .hasMessageStartingWith("not a serialized PositionProblem: ").hasMessageContaining("R0.0");
        byte[] unknownField = spliced(bytes, indexOf(bytes, field), indexOf(bytes, field) + field.length, string("z9"));
        assertThatThrownBy(() -> deserialize(unknownField)).isInstanceOf(InvalidObjectException.class)
                .hasMessageStartingWith("not a serialized PositionProblem: ").hasMessageContaining("z9");
        PositionProblem noField = new PositionProblem(Rule.of("R8.5"), Optional.empty(), "as written");
        assertThat(deserialize(serialize(noField))).isEqualTo(noField);
    }

    /** A string as the stream writes it: TC_STRING, its length in two bytes, its bytes. */
    private static byte[] string(String s) {
        byte[] text = s.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[3 + text.length];
        out[0] = 0x74;
        out[2] = (byte) text.length;
        System.arraycopy(text, 0, out, 3, text.length);
        return out;
    }

    private static byte[] serialize(Object o) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        return bytes.toByteArray();
    }

    private static Object deserialize(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        }
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        for (int i = 0; i + part.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
                return i;
            }
        }
        throw new AssertionError("not in the stream: " + Arrays.toString(part));
    }

    /** The stream with bytes {@code from} to {@code to} (exclusive) replaced by {@code insert}. */
    private static byte[] spliced(byte[] bytes, int from, int to, byte[] insert) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(bytes, 0, from);
        out.writeBytes(insert);
        out.write(bytes, to, bytes.length - to);
        return out.toByteArray();
    }
}
