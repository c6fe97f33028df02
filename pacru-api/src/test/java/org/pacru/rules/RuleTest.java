package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pacru.build.RulebookToJava;
import org.pacru.build.RulebookToJava.Book;
import org.pacru.build.RulebookToJava.Entry;

class RuleTest {

    private static final Path RULEBOOK = Path.of(System.getProperty("pacru.root", "..")).resolve("pacru-core/RULES.md").normalize();

    /** The rulebook in a language: RULES.md, RULES.es.md, RULES.ja.md. */
    private static Path rulebook(Language language) {
        return language == Language.ENGLISH ? RULEBOOK : RULEBOOK.resolveSibling("RULES." + language.tag() + ".md");
    }

    private static String markdown(Language language) {
        try {
            return Files.readString(rulebook(language));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The rules of RULES.md parsed anew by the build's generator, not those {@link Rule#all()}
     * made from the data it generated: each test below runs the parser itself.
     */
    private static List<Entry> parsed() {
        return parsed(Language.ENGLISH);
    }

    /** The rules of the rulebook in a language, parsed anew. */
    private static List<Entry> parsed(Language language) {
        return RulebookToJava.parse(markdown(language));
    }

    /** One rule of {@link #parsed()}. */
    private static Entry parsed(String id) {
        return parsed().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
    }

    /** Markdown emphasis, code quotes and line breaks removed, blanks collapsed: what a reader sees. */
    private static String normalized(String markdown) {
        return markdown.replace("**", "").replace("*", "").replace("`", "").replaceAll("\\s+", " ").strip();
    }

    @Test
    @DisplayName("the rules in the pacru-api jar are those of pacru-core/RULES.md: every ID, title and text")
    void shippedRulesAreRulesMd() {
        assertThat(Rule.all()).extracting(Rule::id, Rule::title, Rule::text)
                .containsExactlyElementsOf(parsed().stream().map(e -> tuple(e.id(), e.title(), e.text())).toList());
        assertThat(Rule.class.getResource("RULES.md")).as("no rulebook resource is read at run time").isNull();
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    @DisplayName("the rules in the pacru-api jar have the title and text of the rulebook in each language")
    void shippedRulesAreEachLanguagesRulebook(Language language) {
        assertThat(Rule.all()).extracting(Rule::id, r -> r.title(language), r -> r.text(language))
                .containsExactlyElementsOf(parsed(language).stream().map(e -> tuple(e.id(), e.title(), e.text())).toList());
        assertThat(Rule.all()).extracting(r -> r.title(language.locale()), r -> r.text(language.locale()))
                .containsExactlyElementsOf(parsed(language).stream().map(e -> tuple(e.title(), e.text())).toList());
    }

    @Test
    @DisplayName("every rule ID of RULES.md is in RULES.es.md and RULES.ja.md, in the same order, with a title and a text, and no other")
    void everyRuleIdInAllThreeRulebooks() {
        List<String> ids = parsed().stream().map(Entry::id).toList();
        for (Language language : Language.values()) {
            List<Entry> rules = parsed(language);
            assertThat(rules).as("rule IDs of %s", rulebook(language).getFileName()).extracting(Entry::id).isEqualTo(ids);
            for (Entry rule : rules) {
                assertThat(rule.title()).as("title of %s in %s", rule.id(), language).isNotBlank();
                assertThat(rule.text()).as("text of %s in %s", rule.id(), language).isNotBlank();
            }
            assertThat(RulebookToJava.problems(parsed(), new Book(language.tag(), rules))).isEmpty();
        }
    }

    @Test
    @DisplayName("R3.2 in Spanish and Japanese: the translated title and text, by language or by locale; other languages read English")
    void r3_2_titleAndTextInSpanishAndJapanese() {
        Rule range = Rule.of("R3.2");
        assertThat(range.title(Locale.forLanguageTag("es-AR"))).isEqualTo("Alcance").isEqualTo(range.title(Language.SPANISH));
        assertThat(range.text(Language.SPANISH)).isNotEqualTo(range.text())
                .startsWith("Se mueve de 1 a P casillas, donde P es el número de casillas de su zona fronteriza de partida");
        assertThat(range.title(Locale.JAPAN)).isEqualTo("移動距離").isEqualTo(range.title(Language.JAPANESE));
        assertThat(range.text(Locale.JAPANESE)).isNotEqualTo(range.text()).contains("境界エリア")
                .matches(t -> t.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HIRAGANA),
                        "has kana")
                .doesNotContain("マス から", "境界 エリア");   // wrapped Japanese lines are joined without a space
        assertThat(range.title(Locale.GERMAN)).isEqualTo(range.title()).isEqualTo(range.title(Language.ENGLISH)).isEqualTo("Range");
        assertThat(range.text(Locale.ROOT)).isEqualTo(range.text()).isEqualTo(range.text(Language.ENGLISH));
        assertThat(Rule.of("R4.1").title(Language.SPANISH)).isEqualTo("Cruce de frontera");
        assertThat(Rule.of("R6.1").title(Language.JAPANESE)).isEqualTo("会合");
        assertThatThrownBy(() -> range.text((Locale) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> range.title((Language) null)).isInstanceOf(NullPointerException.class);
    }

    /** The lines of the English rulebook's code blocks (the diagram of R1.6): program output, the same in every language. */
    private static Set<String> codeLines() {
        Set<String> lines = new LinkedHashSet<>();
        boolean fenced = false;
        for (String line : markdown(Language.ENGLISH).split("\n")) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
            } else if (fenced) {
                lines.add(line.strip());
            }
        }
        return lines;
    }

    private static final Pattern WORD = Pattern.compile("\\b[a-z]{3,}\\b");

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"SPANISH", "JAPANESE"})
    @DisplayName("no sentence of a rule is left untranslated: no English sentence of four words or more in the translation, every title translated, every Japanese line in Japanese")
    void noSentenceLeftUntranslated(Language language) {
        Set<String> code = codeLines();
        List<Entry> english = parsed();
        List<Entry> translated = parsed(language);
        List<String> untranslated = new ArrayList<>();
        for (int r = 0; r < english.size(); r++) {
            Entry en = english.get(r);
            Entry tr = translated.get(r);
            if (tr.title().equals(en.title())) {
                untranslated.add(en.id() + " title: " + en.title());
            }
            for (String line : en.text().split("\n")) {
                if (code.contains(line.strip())) {
                    continue;
                }
                for (String sentence : line.split("(?<=[.;:])\\s+")) {
                    Matcher words = WORD.matcher(sentence);
                    int count = 0;
                    while (words.find()) {
                        count++;
                    }
                    if (count >= 4 && tr.text().contains(sentence.strip())) {
                        untranslated.add(en.id() + ": " + sentence.strip());
                    }
                }
            }
            if (language == Language.JAPANESE) {
                for (String line : tr.text().split("\n")) {
                    boolean letters = line.chars().anyMatch(Character::isLetter);
                    boolean japanese = line.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN
                            || Character.UnicodeScript.of(c) == Character.UnicodeScript.HIRAGANA
                            || Character.UnicodeScript.of(c) == Character.UnicodeScript.KATAKANA);
                    if (letters && !japanese && !code.contains(line.strip())) {
                        untranslated.add(en.id() + " line without Japanese: " + line);
                    }
                }
            }
        }
        assertThat(untranslated).as("untranslated in %s", rulebook(language).getFileName()).isEmpty();
    }

    /** The targets of a rulebook's links, but those between the three rulebooks. */
    private static List<String> linkTargets(Language language) {
        List<String> targets = new ArrayList<>();
        Matcher link = Pattern.compile("\\]\\(([^)\\s]+)\\)").matcher(markdown(language));
        while (link.find()) {
            if (!link.group(1).matches("RULES(\\.[a-z]{2})?\\.md")) {
                targets.add(link.group(1));
            }
        }
        return targets;
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"SPANISH", "JAPANESE"})
    @DisplayName("the translations link to the same code and tests as RULES.md, in the same order, and head their section with the same numbers")
    void translationsHaveTheSameLinksAndSections(Language language) {
        assertThat(linkTargets(language)).hasSizeGreaterThan(100).isEqualTo(linkTargets(Language.ENGLISH));
        Pattern section = Pattern.compile("(?m)^## (\\d+)\\. ");
        assertThat(section.matcher(markdown(language)).results().map(m -> m.group(1)).toList())
                .isEqualTo(section.matcher(markdown(Language.ENGLISH)).results().map(m -> m.group(1)).toList());
        for (Language other : Language.values()) {
            String file = other == Language.ENGLISH ? "RULES.md" : "RULES." + other.tag() + ".md";
            if (other != language) {
                assertThat(markdown(language)).as("link to the %s rulebook", other).contains("](" + file + ")");
            }
        }
    }

    @Test
    @DisplayName("the generated data is ASCII Java: quotes, backslashes, line breaks and other characters escaped")
    void generatedSourceEscapes() {
        assertThat(RulebookToJava.literal("a \"b\" c\\d\ne\u2013f")).isEqualTo("\"a \\\"b\\\" c\\\\d\\ne\\u2013f\"");
        String source = RulebookToJava.source(List.of(new Book("en", List.of(new Entry("R1.1", "T", "x\ny"))),
                new Book("ja", List.of(new Entry("R1.1", "\u30de\u30b9", "z")))));
        assertThat(source).startsWith("package org.pacru.rules;").contains("final class RulebookText {")
                .contains("static final String[] LANGUAGES = {\"en\", \"ja\"};")
                .contains("\"R1.1\",\n        \"T\", \"x\\ny\",\n        \"\\u30de\\u30b9\", \"z\",\n");
        assertThat(source.chars()).allMatch(c -> c < 0x7F);
    }

    @Test
    @DisplayName("a translation that lacks a rule, has one the English rulebook lacks, another order, or a rule without title or text fails the build, naming the rule")
    void translationProblemsNameTheRule() {
        List<Entry> english = List.of(new Entry("R1.1", "A", "a"), new Entry("R1.2", "B", "b"), new Entry("D1", "C", "c"));
        assertThat(RulebookToJava.problems(english, new Book("es", english))).isEmpty();
        assertThat(RulebookToJava.problems(english, new Book("es", List.of(new Entry("R1.1", "A", "a"),
                new Entry("R1.3", "B", "b"), new Entry("D1", "C", "c"))))).containsExactly(
                "rule R1.2 is missing from the es rulebook", "rule R1.3 of the es rulebook is not in the English rulebook");
        assertThat(RulebookToJava.problems(english, new Book("ja", List.of(new Entry("R1.2", "B", "b"),
                new Entry("R1.1", "A", "a"), new Entry("D1", "C", "c"))))).singleElement().asString()
                .startsWith("the ja rulebook has the rules in another order than the English one");
        assertThat(RulebookToJava.problems(english, new Book("ja", List.of(new Entry("R1.1", " ", "a"),
                new Entry("R1.2", "B", ""), new Entry("D1", "C", "c"))))).containsExactly(
                "rule R1.1 has no title in the ja rulebook", "rule R1.2 has no text in the ja rulebook");
        assertThatThrownBy(() -> RulebookToJava.source(List.of(new Book("en", english), new Book("es", List.of(
                new Entry("R1.2", "B", "b"), new Entry("R1.1", "A", "a"), new Entry("D1", "C", "c"))))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("R1.2");
    }

    @Test
    @DisplayName("RuleIds has one compile-time constant per rule of RULES.md, named by its ID, in the rulebook's order")
    void ruleIdsAreTheRulebooks() throws IllegalAccessException {
        List<String> constants = new java.util.ArrayList<>();
        for (java.lang.reflect.Field f : RuleIds.class.getDeclaredFields()) {
            if (f.isSynthetic() || f.getName().startsWith("$")) {
                continue;   // added by instrumentation (PIT's coverage probes, $$pitCoverageProbes), not by the generator
            }
            int m = f.getModifiers();
            assertThat(java.lang.reflect.Modifier.isPublic(m) && java.lang.reflect.Modifier.isStatic(m)
                    && java.lang.reflect.Modifier.isFinal(m) && f.getType() == String.class).as(f.getName()).isTrue();
            String id = (String) f.get(null);
            assertThat(f.getName()).isEqualTo(id.replace('.', '_'));
            assertThat(Rule.of(id).id()).isEqualTo(id);
            constants.add(id);
        }
        assertThat(constants).isEqualTo(parsed().stream().map(Entry::id).toList());
        assertThat(RuleIds.R3_2).isEqualTo("R3.2");
        assertThat(RuleIds.D7).isEqualTo("D7");
        String source = RulebookToJava.idsSource(List.of(new Entry("R1.1", "A <b> & \u2013", "x"), new Entry("R10", "T", "y")));
        assertThat(source).startsWith("package org.pacru.rules;").contains("public final class RuleIds {")
                .contains("    /** R1.1: A &lt;b&gt; &amp; \\u2013. */\n    public static final String R1_1 = \"R1.1\";\n")
                .contains("    public static final String R10 = \"R10\";\n");
        assertThat(source.chars()).allMatch(c -> c < 0x7F);
    }

    @Test
    @DisplayName("every rule ID of RULES.md is a Rule, in the rulebook's order, and there are no others")
    void everyRuleIdIsARule() throws IOException {
        List<String> ids = parsed().stream().map(Entry::id).collect(Collectors.toList());
        assertThat(Rule.all()).extracting(Rule::id).isEqualTo(ids);
        assertThat(ids).containsExactlyInAnyOrderElementsOf(ViolationTest.ruleIds());
        assertThat(ids).startsWith("R1.1", "R1.2").containsSubsequence("R3.2", "R9.3", "R10", "D1", "D7").endsWith("D7");
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    @DisplayName("every rule's title and text are its own words in its rulebook, without the links to code and tests")
    void everyRuleTextIsInItsRulebook(Language language) {
        String rulebook = tight(markdown(language));
        for (Entry rule : parsed(language)) {
            assertThat(rule.title()).as("title of %s", rule).isNotBlank();
            assertThat(rule.text()).as("text of %s", rule).isNotBlank()
                    .doesNotContain("Tests", "Pruebas", "\u30c6\u30b9\u30c8:", "](", "**", "`");
            String text = tight(rule.text());
            assertThat(rulebook).as("text of %s", rule).contains(text);
            int at = rulebook.indexOf(tight(rule.id().startsWith("R10") ? "## 10." : "- **" + rule.id() + "**"));
            assertThat(rulebook.indexOf(text, at)).as("text of %s follows its ID", rule).isGreaterThan(at);
        }
    }

    /** {@link #normalized} without any blank: wrapped Japanese lines join without a space. */
    private static String tight(String markdown) {
        return normalized(markdown).replace(" ", "");
    }

    @Test
    @DisplayName("R3.2: the title is the rule's italic name and the text its sentences")
    void r3_2_titleAndText() {
        Entry range = parsed("R3.2");
        assertThat(range.id()).isEqualTo("R3.2");
        assertThat(range.title()).isEqualTo("Range");
        assertThat(range.text()).isEqualTo("It moves 1 to P fields, where P is the number of fields of its start "
                + "borderland that carry the mover's marker, but at least 1. Fields under chevrons count, "
                + "including the moving chevron's own field.");
    }

    @Test
    @DisplayName("R4.4: list items start new lines; R4.1: a title that is part of the sentence stays in the text")
    void r4_4_listItemsOnTheirOwnLines() {
        assertThat(parsed("R8.3").text()).contains("that player wins.\n(a) is checked before (b).");
        Entry crossing = parsed("R4.4");
        assertThat(crossing.title()).isEqualTo("Crossing effect");
        assertThat(crossing.text().split("\n")).hasSize(3);
        assertThat(crossing.text()).startsWith("Crossing effect, judged on the board before the move, in the destination borderland D:\n- (a) if D has a neutral field");
        assertThat(parsed("R4.1").text()).isEqualTo("Border crossing: the move starts and ends in different borderlands.");
        assertThat(parsed("R1.6").text()).contains("\n       a   b   c     d   e   f     g   h   i\n");
    }

    @Test
    @DisplayName("R6.3: a rule without an italic name takes its section's heading as title; R10 is §10")
    void r6_3_titleFromSection() {
        assertThat(parsed("R6.3").title()).isEqualTo("Meeting");
        assertThat(parsed("R6.3").text()).startsWith("Decision: the threshold of R6.1(d) counts markers");
        assertThat(parsed("R10").title()).isEqualTo("Ruleset options");
        assertThat(parsed("R10").text()).contains("connectionNeedsGap (R4.2)").doesNotContain("Tests of the options");
        assertThat(parsed("D2").text()).startsWith("(R6.1a, R6.2) the meeting bonus may claim the destination itself");
    }

    /** A small rulebook with every kind of block the parser knows, ending without a line break. */
    private static final String SMALL_RULEBOOK = String.join("\n",
            "# Title",
            "Preamble, before any section.",
            "## 1. Blocks",
            "- **R1.1** *Kinds.* Wrapped lines",
            "  join into one.",
            "  - (a) a list item",
            "    wraps too.",
            "  Less indented ends the item,",
            "  and this line joins it.",
            "| a | b |",
            "|---|---|",
            "after the table.",
            "    ```",
            "    fenced",
            "  less indented",
            "    ```",
            "*Tests:* SomeTest",
            "last block",
            "",
            "second paragraph",
            "*Note:* a label after text is dropped",
            "third paragraph",
            "## 2. A section without rules",
            "Its own text.",
            "",
            "- **R2.9** is in section 2 after all.",
            "## 3. Notes",
            "The last section has no rules.");

    @Test
    @DisplayName("the rulebook parser splits a rule's Markdown into blocks: wrapped lines, list items, tables, fences, labels")
    void rulebookParserBlocks() {
        List<Entry> rules = RulebookToJava.parse(SMALL_RULEBOOK);
        assertThat(rules).extracting(Entry::id).containsExactly("R1.1", "R2.9", "R3");
        assertThat(rules.get(0).title()).isEqualTo("Kinds");
        assertThat(rules.get(0).text()).isEqualTo(String.join("\n",
                "Wrapped lines join into one.",
                "- (a) a list item wraps too.",
                "Less indented ends the item, and this line joins it.",
                "| a | b |",
                "|---|---|",
                "after the table.",
                "fenced",
                "less indented",
                "last block",
                "second paragraph",
                "third paragraph"));
        assertThat(rules.get(1).title()).isEqualTo("A section without rules");
        assertThat(rules.get(1).text()).isEqualTo("is in section 2 after all.");
        assertThat(rules.get(2).title()).isEqualTo("Notes");
        assertThat(rules.get(2).text()).isEqualTo("The last section has no rules.");
        assertThat(RulebookToJava.parse("## 4. Last\n- **R4.1** Ends without a break")).extracting(Entry::text)
                .containsExactly("Ends without a break");
    }

    @Test
    @DisplayName("an unnumbered section ends the rules; Japanese titles end in 。 and wrapped Japanese lines join without a space")
    void rulebookParserJapaneseAndUnnumberedSections() {
        List<Entry> rules = RulebookToJava.parse(String.join("\n",
                "## 1. \u76e4",
                "- **R1.1** *\u30de\u30b9\u3002* \u76e4\u306f 81 \u30de\u30b9\u3067\u3059\u3002\u5217\u306f",
                "  `a`\u2013`i`\u3001\u6bb5\u306f",
                "  \u5357\u304b\u3089\u5317\u3002",
                "  *\u30b3\u30fc\u30c9:* [`Field`](Field.java)",
                "- **R1.2** *\u5883\u754c\u8d8a\u3048\uff1a* \u79fb\u52d5\u3002",
                "## Where the source texts differ",
                "- **R1.3** is no rule: it follows an unnumbered section.",
                "## 2. Again",
                "- **R2.1** A rule again."));
        assertThat(rules).extracting(Entry::id).containsExactly("R1.1", "R1.2", "R2.1");
        assertThat(rules.get(0).title()).isEqualTo("\u30de\u30b9");
        assertThat(rules.get(0).text()).isEqualTo("\u76e4\u306f 81 \u30de\u30b9\u3067\u3059\u3002\u5217\u306f a\u2013i\u3001\u6bb5\u306f\u5357\u304b\u3089\u5317\u3002");
        assertThat(rules.get(1).title()).isEqualTo("\u5883\u754c\u8d8a\u3048");
        assertThat(rules.get(1).text()).isEqualTo("\u5883\u754c\u8d8a\u3048\uff1a\u79fb\u52d5\u3002");
        assertThat(RulebookToJava.parse("## 1. A\nOwn text.\n## Notes\nNo rule.")).extracting(Entry::id, Entry::text)
                .containsExactly(tuple("R1", "Own text."));
        assertThat(RulebookToJava.join("word", "next")).isEqualTo("word next");
        assertThat(RulebookToJava.join("\u30de\u30b9", "\u3067")).isEqualTo("\u30de\u30b9\u3067");
        assertThat(RulebookToJava.join("\u3001", "R10")).isEqualTo("\u3001R10");
        assertThat(RulebookToJava.join("\u30de\u30b9", "P")).isEqualTo("\u30de\u30b9 P");
    }

    @Test
    @DisplayName("Rule.hashCode spreads the rules over many values (hash-based sets and maps of rules stay fast)")
    void hashCodesSpreadOverRules() {
        assertThat(Rule.all().stream().map(Rule::hashCode).distinct().count()).isEqualTo(Rule.all().size());
    }

    @Test
    @DisplayName("Rule.of: one instance per ID, toString is the ID, an unknown ID is named in the exception")
    void ruleIsAValue() {
        assertThat(Rule.of("R5.2")).isSameAs(Rule.of("R5.2")).isEqualTo(Rule.of("R5.2")).hasToString("R5.2")
                .hasSameHashCodeAs(Rule.of("R5.2")).isNotEqualTo(Rule.of("R5.1"));
        assertThatThrownBy(() -> Rule.of("R3.9")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'R3.9'");
        assertThatThrownBy(() -> Rule.of(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Rule.all().add(Rule.of("R1.1"))).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    @DisplayName("R4.4 R5.3 Violation.Reason and Event.Cause name their rule as a Rule, the same instance as Rule.of")
    void r4_4_reasonsAndCausesNameTheirRule() {
        assertThat(Violation.Reason.OUT_OF_RANGE.rule()).isSameAs(Rule.of(RuleIds.R3_2));
        assertThat(Violation.Reason.GAME_OVER.rule()).isSameAs(Rule.of(RuleIds.R8_3));
        assertThat(Event.Cause.BORDER_CROSSING.rule()).isSameAs(Rule.of(RuleIds.R4_4));
        assertThat(Event.Cause.CAPTURE.rule()).isSameAs(Rule.of(RuleIds.R5_3));
        Event.MarkerClaimed marked = new Event.MarkerClaimed(org.pacru.board.Field.E5, org.pacru.board.Player.A,
                Event.Cause.MEETING_BONUS);
        assertThat(marked.rule()).isSameAs(Event.Cause.MEETING_BONUS.rule()).hasToString("R6.2");
        assertThat(org.pacru.game.StepKind.CROSSING_FIELD.rule()).isSameAs(Rule.of(RuleIds.R4_4));
    }

    @Test
    @DisplayName("Violation.rule() is the Rule of its reason, and every reason's rule exists")
    void violationGivesItsRule() {
        Violation v = new Violation(Violation.Reason.SINGLE_ATTACKER, "R5.2: e3xe4: only one attacker");
        assertThat(v.rule()).isSameAs(Rule.of("R5.2"));
        assertThat(v.rule().text()).contains("at least two of the mover's chevrons");
        for (Violation.Reason reason : Violation.Reason.values()) {
            assertThat(Rule.of(reason.rule().id())).isSameAs(reason.rule());
        }
    }
}
