package org.pacru.examples.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Player;
import org.pacru.build.MessagesToJava;
import org.pacru.build.MessagesToJava.TableException;
import org.pacru.build.MessagesToJava.Template;
import org.pacru.build.TableChecks;
import org.pacru.rules.Language;

/**
 * The tool's own text tables (src/main/texts/en, es, ja .properties) and the class generated from
 * them: the same keys with the same parameters in every table, every text translated (no English
 * left in the Spanish table, Japanese script in every Japanese text), one method of
 * {@link Texts} per key, and the generator refusing tables that differ.
 */
class TextTablesTest {

    private static final Path DIR = Path.of(System.getProperty("pacru.root", "../..")).resolve("examples/text/src/main/texts");
    /** An English word in a template's literal text (rule IDs excluded). */
    private static final Pattern WORD = Pattern.compile("(?<![A-Za-z0-9.-])(?!R\\d)[A-Za-z]{3,}");
    /** Names that read the same in every language: options ({@code --players}), pacru, placeholders ({@code <position>}). */
    private static final Pattern NAMES = Pattern.compile("--?[a-z][a-z-]*|pacru(\\.jar)?|<[a-z-]+>");

    private static Map<String, Map<String, Template>> tables() throws IOException {
        return TableChecks.read(DIR);
    }

    @Test
    @DisplayName("every key is in all three tables, with the same parameters, and is one method of Texts")
    void everyKeyInEveryTableAndOneMethodEach() throws IOException {
        // check throws, naming each missing or extra key and parameter mismatch (the build's own check)
        Map<String, Template> en = MessagesToJava.check(tables()).get("en");
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
        assertThat(TableChecks.untranslated(tables(), "es", WORD, NAMES)).isEmpty();
    }

    @Test
    @DisplayName("every Japanese text with words is written in Japanese script")
    void japaneseTableWritesJapaneseScript() throws IOException {
        assertThat(TableChecks.notInScript(tables(), "ja", WORD, NAMES, TableChecks.JAPANESE)).isEmpty();
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
