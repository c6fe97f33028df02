package org.pacru.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.pacru.build.MessagesToJava.Template;

/**
 * The checks that the tests of both sets of tables run on the translations (the library's
 * messages in pacru-api, the tool's texts in examples/text): a text with English words must not
 * stand untranslated in the Spanish table, and must be in Japanese script in the Japanese one.
 * A test source of both modules; the generator itself does not use it.
 */
public final class TableChecks {
    /** Hiragana, katakana or a CJK ideograph: Japanese script. */
    public static final Pattern JAPANESE = Pattern.compile("[\\u3040-\\u30ff\\u4e00-\\u9fff]");

    private TableChecks() {
    }

    /**
     * Reads and parses the tables of a directory, English first.
     *
     * @param dir the directory of {@code en.properties}, {@code es.properties} and {@code ja.properties}
     * @return each language's templates by key
     * @throws IOException if a table cannot be read
     */
    public static Map<String, Map<String, Template>> read(Path dir) throws IOException {
        Map<String, String> texts = new LinkedHashMap<>();
        for (String lang : MessagesToJava.LANGUAGES) {
            texts.put(lang, Files.readString(dir.resolve(lang + ".properties"), StandardCharsets.UTF_8));
        }
        return MessagesToJava.parseAll(texts);
    }

    /**
     * The keys whose English literal text has a word and whose text in another language is the
     * same literal text: left untranslated.
     *
     * @param tables the tables, English first
     * @param lang the language to check
     * @param word an English word
     * @param names what is no word to translate (blanked before comparing), such as option names
     * @return the keys, in the English table's order
     */
    public static List<String> untranslated(Map<String, Map<String, Template>> tables, String lang, Pattern word,
            Pattern names) {
        List<String> keys = new ArrayList<>();
        for (Template en : tables.get("en").values()) {
            String english = literal(en, names);
            if (word.matcher(english).find() && literal(tables.get(lang).get(en.key()), names).equals(english)) {
                keys.add(en.key());
            }
        }
        return keys;
    }

    /**
     * The keys whose English literal text has a word and whose text in another language has no
     * character of that language's script.
     *
     * @param tables the tables, English first
     * @param lang the language to check
     * @param word an English word
     * @param names what is no word to translate (blanked before looking), such as option names
     * @param script a character of the language's script
     * @return the keys, in the English table's order
     */
    public static List<String> notInScript(Map<String, Map<String, Template>> tables, String lang, Pattern word,
            Pattern names, Pattern script) {
        List<String> keys = new ArrayList<>();
        for (Template en : tables.get("en").values()) {
            if (word.matcher(literal(en, names)).find()
                    && !script.matcher(literal(tables.get(lang).get(en.key()), names)).find()) {
                keys.add(en.key());
            }
        }
        return keys;
    }

    /** The literal text of a template, parameters left out and names blanked. */
    private static String literal(Template t, Pattern names) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < t.parts().size(); i += 2) {
            sb.append(names.matcher(t.parts().get(i)).replaceAll(" ")).append(' ');
        }
        return sb.toString();
    }
}
