package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.build.RulebookToJava;
import org.pacru.build.RulebookToJava.Entry;

class RuleTest {

    private static final Path RULEBOOK = Path.of(System.getProperty("user.dir")).resolve("../pacru-core/RULES.md").normalize();

    /**
     * The rules of RULES.md parsed anew by the build's generator, not those {@link Rule#all()}
     * made from the data it generated: each test below runs the parser itself.
     */
    private static List<Entry> parsed() {
        try {
            return RulebookToJava.parse(Files.readString(RULEBOOK));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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

    @Test
    @DisplayName("the generated data is ASCII Java: quotes, backslashes, line breaks and other characters escaped")
    void generatedSourceEscapes() {
        assertThat(RulebookToJava.literal("a \"b\" c\\d\ne\u2013f")).isEqualTo("\"a \\\"b\\\" c\\\\d\\ne\\u2013f\"");
        String source = RulebookToJava.source(List.of(new Entry("R1.1", "T", "x\ny")));
        assertThat(source).startsWith("package org.pacru.rules;").contains("final class RulebookText {")
                .contains("\"R1.1\", \"T\",\n        \"x\\ny\",\n");
        assertThat(source.chars()).allMatch(c -> c < 0x7F);
    }

    @Test
    @DisplayName("RuleIds has one compile-time constant per rule of RULES.md, named by its ID, in the rulebook's order")
    void ruleIdsAreTheRulebooks() throws IllegalAccessException {
        List<String> constants = new java.util.ArrayList<>();
        for (java.lang.reflect.Field f : RuleIds.class.getDeclaredFields()) {
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

    @Test
    @DisplayName("every rule's title and text are its own words in RULES.md, without the links to tests")
    void everyRuleTextIsInRulesMd() throws IOException {
        String rulebook = normalized(Files.readString(RULEBOOK));
        for (Entry rule : parsed()) {
            assertThat(rule.title()).as("title of %s", rule).isNotBlank();
            assertThat(rule.text()).as("text of %s", rule).isNotBlank().doesNotContain("Tests", "](", "**", "`");
            String text = normalized(rule.text());
            assertThat(rulebook).as("text of %s", rule).contains(text);
            int at = rulebook.indexOf(normalized(rule.id().startsWith("R10") ? "## 10." : "- **" + rule.id() + "**"));
            assertThat(rulebook.indexOf(text, at)).as("text of %s follows its ID", rule).isGreaterThan(at);
        }
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
