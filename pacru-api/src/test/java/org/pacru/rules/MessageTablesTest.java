package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.build.MessagesToJava;
import org.pacru.build.MessagesToJava.TableException;
import org.pacru.build.TableChecks;
import org.pacru.build.MessagesToJava.Template;
import org.pacru.messages.MessageTable;

/**
 * The message tables (src/main/messages/en, es, ja .properties) and their generator: the same
 * keys with the same parameters in every table, every sentence translated (no English left in the
 * Spanish table, Japanese script in every Japanese sentence), and the generator refusing a table
 * with a missing or extra key, a parameter mismatch or a malformed line.
 */
class MessageTablesTest {

    private static final Path DIR = Path.of(System.getProperty("pacru.root", "..")).resolve("pacru-api/src/main/messages");
    /** An English word in a template's literal text (rule IDs such as R4.4a and notation excluded). */
    private static final Pattern WORD = Pattern.compile("(?<![A-Za-z0-9.])(?!R\\d)[A-Za-z]{3,}");
    /** Nothing in the library's sentences is a name to leave out before looking for words. */
    private static final Pattern NO_NAMES = Pattern.compile("(?!)");

    private static Map<String, Map<String, Template>> tables() throws IOException {
        return TableChecks.read(DIR);
    }

    @Test
    @DisplayName("every key is in all three tables, with the same parameters")
    void everyKeyInEveryTableWithTheSameParameters() throws IOException {
        Map<String, Map<String, Template>> tables = MessagesToJava.check(tables());
        Map<String, Template> en = tables.get("en");
        assertThat(en.size()).as("keys of the English table").isGreaterThan(100);
        for (String lang : List.of("es", "ja")) {
            assertThat(tables.get(lang).keySet()).as(lang).containsExactlyInAnyOrderElementsOf(en.keySet());
            for (Template t : tables.get(lang).values()) {
                assertThat(new TreeSet<>(t.params())).as(lang + " " + t.key())
                        .isEqualTo(new TreeSet<>(en.get(t.key()).params()));
            }
        }
        assertThat(MessageTable.size()).as("generated keys").isEqualTo(en.size());
    }

    @Test
    @DisplayName("no English sentence is left untranslated in the Spanish table")
    void spanishTableTranslatesEverySentence() throws IOException {
        assertThat(TableChecks.untranslated(tables(), "es", WORD, NO_NAMES)).isEmpty();
    }

    @Test
    @DisplayName("every Japanese sentence with words is written in Japanese script")
    void japaneseTableWritesJapaneseScript() throws IOException {
        assertThat(TableChecks.notInScript(tables(), "ja", WORD, NO_NAMES, TableChecks.JAPANESE)).isEmpty();
    }

    @Test
    @DisplayName("a message is written on demand in the reader's language; unknown languages read English")
    void messageIsWrittenInTheReadersLanguage() {
        Message m = Message.of(MessageTable.EVENT_CLAIMED, "player", Player.A, "field", Field.E6,
                "cause", Message.of(MessageTable.EVENT_CAUSE_BORDER_CROSSING, "rule", "R4.4"));
        assertThat(m.text()).isEqualTo("A claims e6 (border crossing, R4.4)");
        assertThat(m.text(Locale.forLanguageTag("es-MX"))).isEqualTo("A marca e6 (cruce de frontera, R4.4)");
        assertThat(m.text(Locale.JAPANESE)).isEqualTo("A が e6 にマーカーを置く（境界越え、R4.4）");
        assertThat(m.text(Locale.GERMAN)).isEqualTo(m.text()).isEqualTo(m.toString());
        assertThat(m).isEqualTo(Message.of(MessageTable.EVENT_CLAIMED, "field", Field.E6, "player", Player.A,
                "cause", Message.of(MessageTable.EVENT_CAUSE_BORDER_CROSSING, "rule", "R4.4")));
        assertThat(m.arguments()).containsOnlyKeys("player", "field", "cause");
    }

    @Test
    @DisplayName("plural forms choose by the number; lists join as the language joins them")
    void pluralFormsAndLists() {
        Message one = Message.of(MessageTable.VIOLATION_ROTATION_UNAFFORDABLE, "player", Player.A, "available", 1, "cost", 2);
        Message two = Message.of(MessageTable.VIOLATION_ROTATION_UNAFFORDABLE, "player", Player.A, "available", 2, "cost", 4);
        assertThat(one.text()).contains("has 1 own marker on");
        assertThat(two.text()).contains("has 2 own markers on");
        assertThat(one.text(Locale.forLanguageTag("es"))).contains("tiene 1 marcador propio en");
        assertThat(two.text(Locale.forLanguageTag("es"))).contains("tiene 2 marcadores propios en");
        Message list = Message.of(MessageTable.FACT_RELINQUISHED_REPEATED, "fields", List.of(Field.A1, Field.B2, Field.C3));
        assertThat(list.text()).isEqualTo("named twice: a1, b2, c3");
        assertThat(list.text(Locale.JAPANESE)).isEqualTo("2 回書かれたマス: a1、b2、c3");
    }

    @Test
    @DisplayName("a message refuses an unknown key and arguments that are not exactly the key's parameters")
    void messageRefusesUnknownKeysAndWrongArguments() {
        assertThatThrownBy(() -> Message.of("no.such.key")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no.such.key");
        assertThatThrownBy(() -> Message.of(MessageTable.EVENT_ELIMINATED, "player", Player.A))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[player, rule]");
        assertThatThrownBy(() -> Message.of(MessageTable.EVENT_ELIMINATED, "player", Player.A, "field", Field.A1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not field");
        assertThat(Message.literal("R3.2: as written").text(Locale.JAPANESE)).isEqualTo("R3.2: as written");
    }

    private static Map<String, String> texts(String en, String es, String ja) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("en", en);
        m.put("es", es);
        m.put("ja", ja);
        return m;
    }

    @Test
    @DisplayName("the generator fails on a missing or extra key and on a parameter mismatch, naming file, line and key")
    void generatorRefusesMismatchedTables() {
        String en = "# comment\na.b = {x} moves to {y}\nc = none\n";
        assertThat(MessagesToJava.check(MessagesToJava.parseAll(texts(en, "a.b = {y} {x}\nc = ninguna\n",
                "a.b = {x} {y}\nc = なし\n")))).hasSize(3);
        assertThatThrownBy(() -> MessagesToJava.check(MessagesToJava.parseAll(texts(en, "a.b = {x} {y}\n",
                "a.b = {x} {y}\nc = なし\nd = 余分\n")))).isInstanceOf(TableException.class)
                .hasMessageContaining("es.properties: missing key c")
                .hasMessageContaining("ja.properties:3: extra key d");
        assertThatThrownBy(() -> MessagesToJava.check(MessagesToJava.parseAll(texts(en, "a.b = {x} {z}\nc = ninguna\n",
                "a.b = {x} {y}\nc = なし\n")))).isInstanceOf(TableException.class)
                .hasMessageContaining("es.properties:1: a.b has parameters [x, z], en.properties has [x, y]");
    }

    @Test
    @DisplayName("the generator fails on a malformed line, a repeated key or a bad choice, naming file and line")
    void generatorRefusesMalformedLines() {
        assertThatThrownBy(() -> MessagesToJava.parse("en.properties", "a = ok\nno equals sign\n"))
                .isInstanceOf(TableException.class).hasMessageContaining("en.properties:2: expected key = text");
        assertThatThrownBy(() -> MessagesToJava.parse("en.properties", "a = ok\na = again\n"))
                .isInstanceOf(TableException.class).hasMessageContaining("en.properties:2: key a repeated (first on line 1)");
        assertThatThrownBy(() -> MessagesToJava.parse("en.properties", "a = {n|one}\n"))
                .isInstanceOf(TableException.class).hasMessageContaining("needs 1 or 2 forms");
        assertThatThrownBy(() -> MessagesToJava.parse("en.properties", "a = {n\n"))
                .isInstanceOf(TableException.class).hasMessageContaining("is not closed");
        Template t = MessagesToJava.parse("en.properties", "a = {n} {n|field|fields} left\n").get("a");
        assertThat(t.parts()).containsExactly("", "n", " ", "n|field|fields", " left");
        assertThat(t.params()).containsExactly("n");
    }

    @Test
    @DisplayName("R1.5 R8.5 a position's problems in Spanish and Japanese; getMessage stays English")
    void positionProblemsInSpanishAndJapanese() {
        org.pacru.board.Position.Builder b = org.pacru.board.Position.builder(2);
        b.marker(Field.A1, Player.C);
        org.pacru.board.InvalidPositionException e = org.junit.jupiter.api.Assertions.assertThrows(
                org.pacru.board.InvalidPositionException.class, b::build);
        org.pacru.board.PositionProblem p = e.problems().get(0);
        assertThat(p.message()).isEqualTo("R1.5: a1 carries a marker of player C, but the game has 2 players");
        assertThat(p.message(Locale.forLanguageTag("es")))
                .isEqualTo("R1.5: a1 tiene un marcador del jugador C, pero la partida tiene 2 jugadores");
        assertThat(p.text(Locale.JAPANESE)).isEqualTo("a1 にプレイヤー C のマーカーがあるが、このゲームのプレイヤーは 2 人");
        assertThat(e.message(Locale.JAPANESE)).startsWith("R1.5: a1 にプレイヤー C のマーカーがある");
        assertThat(e.message(Locale.ENGLISH)).isEqualTo(e.getMessage());
    }
}
