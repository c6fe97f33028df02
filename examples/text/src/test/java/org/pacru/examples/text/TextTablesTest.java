package org.pacru.examples.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Player;
import org.pacru.build.MessagesToJava;
import org.pacru.build.MessagesToJava.TableException;
import org.pacru.build.MessagesToJava.Template;
import org.pacru.rules.Language;

/**
 * The tool's own text tables (src/main/texts/en, es, ja .properties) and the class generated from
 * them: the same keys with the same parameters in every table, every text translated (no English
 * left in the Spanish table, Japanese script in every Japanese text), one method of
 * {@link Texts} per key, and the generator refusing tables that differ.
 */
class TextTablesTest {

    private static final Path DIR = Path.of("src", "main", "texts");
    private static final Pattern JAPANESE = Pattern.compile("[\\u3040-\\u30ff\\u4e00-\\u9fff]");
    /** An English word in a template's literal text (rule IDs, option names and notation excluded). */
    private static final Pattern WORD = Pattern.compile("(?<![A-Za-z0-9.-])(?!R\\d)[A-Za-z]{3,}");

    private static Map<String, Map<String, Template>> tables() throws IOException {
        Map<String, String> texts = new LinkedHashMap<>();
        for (String lang : MessagesToJava.LANGUAGES) {
            texts.put(lang, Files.readString(DIR.resolve(lang + ".properties"), StandardCharsets.UTF_8));
        }
        return MessagesToJava.parseAll(texts);
    }

    /** The literal text of a template, parameters and option names ({@code --players}) left out. */
    private static String literal(Template t) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < t.parts().size(); i += 2) {
            sb.append(t.parts().get(i).replaceAll("--?[a-z][a-z-]*|pacru(\\.jar)?|<[a-z-]+>", " ")).append(' ');
        }
        return sb.toString();
    }

    @Test
    @DisplayName("every key is in all three tables, with the same parameters, and is one method of Texts")
    void everyKeyInEveryTableAndOneMethodEach() throws IOException {
        Map<String, Map<String, Template>> tables = MessagesToJava.check(tables());
        Map<String, Template> en = tables.get("en");
        for (String lang : List.of("es", "ja")) {
            assertThat(tables.get(lang).keySet()).as(lang).containsExactlyInAnyOrderElementsOf(en.keySet());
            for (Template t : tables.get(lang).values()) {
                assertThat(new TreeSet<>(t.params())).as(lang + " " + t.key())
                        .isEqualTo(new TreeSet<>(en.get(t.key()).params()));
            }
        }
        List<String> methods = new ArrayList<>();
        for (Method m : Texts.class.getDeclaredMethods()) {
            if (Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers())) {
                methods.add(m.getName());
                assertThat(m.getParameterTypes()[0]).as(m.getName()).isEqualTo(Language.class);
            }
        }
        List<String> expected = new ArrayList<>();
        for (String key : en.keySet()) {
            expected.add(MessagesToJava.methodName(key));
        }
        assertThat(methods).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    @DisplayName("no English text is left untranslated in the Spanish table")
    void spanishTableTranslatesEveryText() throws IOException {
        Map<String, Map<String, Template>> tables = tables();
        List<String> untranslated = new ArrayList<>();
        for (Template en : tables.get("en").values()) {
            Template es = tables.get("es").get(en.key());
            if (WORD.matcher(literal(en)).find() && literal(es).equals(literal(en))) {
                untranslated.add(en.key());
            }
        }
        assertThat(untranslated).isEmpty();
    }

    @Test
    @DisplayName("every Japanese text with words is written in Japanese script")
    void japaneseTableWritesJapaneseScript() throws IOException {
        Map<String, Map<String, Template>> tables = tables();
        List<String> latinOnly = new ArrayList<>();
        for (Template en : tables.get("en").values()) {
            Template ja = tables.get("ja").get(en.key());
            if (WORD.matcher(literal(en)).find() && !JAPANESE.matcher(literal(ja)).find()) {
                latinOnly.add(en.key());
            }
        }
        assertThat(latinOnly).isEmpty();
    }

    @Test
    @DisplayName("a text is written in the reader's language, plural forms chosen by the number")
    void textsInTheReadersLanguageWithPluralForms() {
        assertThat(Texts.boardCounts(Language.ENGLISH, Player.A, 1, 0)).isEqualTo("A: 1 marker, out");
        assertThat(Texts.boardCounts(Language.ENGLISH, Player.B, 6, 1)).isEqualTo("B: 6 markers, 1 chevron");
        assertThat(Texts.boardCounts(Language.ENGLISH, Player.B, 0, 4)).isEqualTo("B: 0 markers, 4 chevrons");
        assertThat(Texts.boardCounts(Language.SPANISH, Player.A, 1, 0)).isEqualTo("A: 1 marcador, eliminado");
        assertThat(Texts.boardCounts(Language.SPANISH, Player.B, 6, 4)).isEqualTo("B: 6 marcadores, 4 piezas");
        assertThat(Texts.boardCounts(Language.JAPANESE, Player.B, 6, 4)).isEqualTo("B: マーカー 6 個、駒 4 個");
        assertThat(Texts.svgGameOver(Language.JAPANESE, Player.A, "R8.3b")).isEqualTo("対局終了：A の勝ち（R8.3b）");
    }

    @Test
    @DisplayName("the generator refuses a table with a missing key, an extra key or other parameters")
    void generatorRefusesMismatchedTables() {
        Map<String, String> texts = new LinkedHashMap<>();
        texts.put("en", "a.b = one {x}\nc.d = two\n");
        texts.put("es", "a.b = uno {y}\n");
        texts.put("ja", "a.b = 一 {x}\nc.d = 二\ne.f = 三\n");
        assertThatThrownBy(() -> MessagesToJava.check(MessagesToJava.parseAll(texts)))
                .isInstanceOf(TableException.class)
                .hasMessageContaining("es.properties:1: a.b has parameters [y], en.properties has [x]")
                .hasMessageContaining("es.properties: missing key c.d")
                .hasMessageContaining("ja.properties:3: extra key e.f");
    }

    @Test
    @DisplayName("the generator refuses keys that make the same method, and writes plural forms as choices")
    void generatorWritesOneMethodPerKey() {
        Map<String, String> clash = new LinkedHashMap<>();
        for (String lang : MessagesToJava.LANGUAGES) {
            clash.put(lang, "a.bc = x\na_bc = y\n");
        }
        assertThatThrownBy(() -> MessagesToJava.methodsSource(MessagesToJava.check(MessagesToJava.parseAll(clash)), "p.T"))
                .isInstanceOf(TableException.class).hasMessageContaining("keys a.bc and a_bc both make the method aBc");
        Map<String, String> plural = new LinkedHashMap<>();
        plural.put("en", "n.fields = {n|# field|# fields} of {who}\n");
        plural.put("es", "n.fields = {n|# casilla|# casillas} de {who}\n");
        plural.put("ja", "n.fields = {who} の {n} マス\n");
        String source = MessagesToJava.methodsSource(MessagesToJava.check(MessagesToJava.parseAll(plural)), "p.T");
        assertThat(source).contains("public static String nFields(Language lang, long n, Object who)")
                .contains("(n == 1 ? String.valueOf(n) + \" field\" : String.valueOf(n) + \" fields\")");
    }
}
