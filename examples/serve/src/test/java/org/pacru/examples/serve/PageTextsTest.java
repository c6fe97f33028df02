package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The page's own words (web/texts.js): one table per language, English, Spanish and Japanese,
 * with the same keys and the same placeholders, and every key the page names is in them. Read as
 * text, without a browser or Node.
 */
class PageTextsTest {
    private static final Path WEB = Path.of(System.getProperty("pacru.root", "../..")).resolve("examples/serve/src/main/resources/org/pacru/examples/serve/web");
    private static final Pattern ENTRY = Pattern.compile("^    \"([^\"]+)\": \"((?:[^\"\\\\]|\\\\.)*)\",$");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");
    private static final List<String> LANGUAGES = List.of("en", "es", "ja");

    /** Each language's table: key to text, in the file's order. */
    static Map<String, Map<String, String>> tables() throws IOException {
        Map<String, Map<String, String>> tables = new LinkedHashMap<>();
        Map<String, String> table = null;
        for (String line : Files.readAllLines(WEB.resolve("texts.js"), StandardCharsets.UTF_8)) {
            Matcher start = Pattern.compile("^  (\\w+): \\{$").matcher(line);
            Matcher entry = ENTRY.matcher(line);
            if (start.matches()) {
                table = new LinkedHashMap<>();
                tables.put(start.group(1), table);
            } else if (line.equals("  },")) {
                table = null;
            } else if (table != null) {
                assertThat(entry.matches()).as("a table line is \"key\": \"text\",: %s", line).isTrue();
                assertThat(table.put(entry.group(1), entry.group(2))).as("key %s given once", entry.group(1)).isNull();
            }
        }
        return tables;
    }

    private static Set<String> placeholders(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    @Test
    @DisplayName("the page's texts come in English, Spanish and Japanese, with the same keys and the same placeholders in each")
    void threeTablesWithTheSameKeysAndPlaceholders() throws IOException {
        Map<String, Map<String, String>> tables = tables();
        assertThat(tables.keySet()).containsExactlyElementsOf(LANGUAGES);
        Map<String, String> english = tables.get("en");
        assertThat(english).hasSizeGreaterThan(100);
        for (String lang : List.of("es", "ja")) {
            Map<String, String> other = tables.get(lang);
            assertThat(other.keySet()).as("the keys of %s", lang).containsExactlyElementsOf(english.keySet());
            for (Map.Entry<String, String> e : english.entrySet()) {
                assertThat(placeholders(other.get(e.getKey()))).as("the placeholders of %s in %s", e.getKey(), lang)
                        .isEqualTo(placeholders(e.getValue()));
            }
        }
    }

    @Test
    @DisplayName("the Japanese table is written in Japanese script, and Spanish uses the designer's terms")
    void japaneseInJapaneseScriptAndSpanishInTheDesignersTerms() throws IOException {
        Map<String, Map<String, String>> tables = tables();
        Pattern japanese = Pattern.compile("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]");
        // Texts that are the same in every language: a key's name, punctuation, a placeholder alone.
        Set<String> universal = Set.of("play.cancelKey", "welcome.separator", "prompt.soFar", "choice.title",
                "status.markers", "explain.eventSeparator", "prompt.list", "player.name", "move.number");
        for (Map.Entry<String, String> e : tables.get("ja").entrySet()) {
            if (!universal.contains(e.getKey())) {
                assertThat(japanese.matcher(e.getValue()).find()).as("%s in Japanese: %s", e.getKey(), e.getValue()).isTrue();
            }
        }
        assertThat(tables.get("es").get("kindName.CHEVRON")).isEqualTo("pieza");
        assertThat(tables.get("es").get("kind.CROSSING_FIELD")).contains("cruce de frontera").contains("zona fronteriza");
        assertThat(tables.get("ja").get("kindName.CHEVRON")).isEqualTo("駒");
        assertThat(tables.get("ja").get("kind.CROSSING_FIELD")).contains("境界越え").contains("境界エリア");
    }

    @Test
    @DisplayName("every text key index.html and the page's modules (web/js/*.js) name is in the tables")
    void everyKeyThePageNamesIsInTheTables() throws IOException {
        Set<String> keys = tables().get("en").keySet();
        String html = Files.readString(WEB.resolve("index.html"), StandardCharsets.UTF_8);
        Matcher attribute = Pattern.compile("data-t(?:-html|-label|-title)?=\"([^\"]+)\"").matcher(html);
        int named = 0;
        while (attribute.find()) {
            assertThat(keys).as("index.html names %s", attribute.group(1)).contains(attribute.group(1));
            named++;
        }
        StringBuilder modules = new StringBuilder();
        try (var files = Files.list(WEB.resolve("js"))) {
            for (Path module : files.filter(f -> f.toString().endsWith(".js")).sorted().toList()) {
                modules.append(Files.readString(module, StandardCharsets.UTF_8)).append('\n');
            }
        }
        String js = modules.toString();
        Matcher call = Pattern.compile("\\bt\\(\"([^\"]+)\"\\s*[,)]").matcher(js);
        while (call.find()) {
            assertThat(keys).as("the page's modules name %s", call.group(1)).contains(call.group(1));
            named++;
        }
        // Keys made from a prefix and a value (t("colour." + p)): the tables have keys of that prefix.
        Matcher family = Pattern.compile("\\bt\\(\"([^\"]+\\.)\" \\+").matcher(js);
        while (family.find()) {
            String prefix = family.group(1);
            assertThat(keys.stream().filter(k -> k.startsWith(prefix)).count()).as("keys %s…", prefix).isGreaterThan(1);
            named++;
        }
        assertThat(named).isGreaterThan(100);
    }
}
