package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.messages.MessageTable;

class ViolationTest {

    /**
     * The rule IDs of the rulebook: from {@code pacru-core/RULES.md} if the repository has it,
     * else from the copied list {@code pacru-core/src/test/resources/rule-ids.txt}.
     */
    static Set<String> ruleIds() throws IOException {
        Path core = Path.of(System.getProperty("pacru.root", "..")).resolve("pacru-core").normalize();
        Set<String> ids = new LinkedHashSet<>();
        Path rulebook = core.resolve("RULES.md");
        if (Files.exists(rulebook)) {
            Matcher m = Pattern.compile("\\*\\*(R\\d+\\.\\d+|D\\d+)\\*\\*").matcher(Files.readString(rulebook));
            while (m.find()) {
                ids.add(m.group(1));
            }
            ids.add("R10");
        } else {
            for (String line : Files.readAllLines(core.resolve("src/test/resources/rule-ids.txt"))) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    ids.add(line.strip());
                }
            }
        }
        assertThat(ids).as("rule IDs of the rulebook").contains("R1.1", "R9.3", "D7");
        return ids;
    }

    @Test
    @DisplayName("every Violation.Reason cites a rule ID that exists in RULES.md")
    void everyReasonCitesAnExistingRule() throws IOException {
        Set<String> ids = ruleIds();
        for (Violation.Reason r : Violation.Reason.values()) {
            assertThat(ids).as("rule of %s", r).contains(r.rule().id());
        }
        for (WinReason w : WinReason.values()) {
            assertThat(ids).as("rule of %s", w).contains(w.rule().id());
        }
        for (Event.Cause c : Event.Cause.values()) {
            assertThat(ids).as("rule of %s", c).contains(c.rule().id());
        }
    }

    @Test
    @DisplayName("R3.3 reasons name their rules: DESTINATION_OPPOSING is R3.3, OUT_OF_RANGE R3.2, ROTATION_UNAFFORDABLE R7.2")
    void r3_3_reasonsNameRules() {
        assertThat(Violation.Reason.DESTINATION_OPPOSING.rule().id()).isEqualTo("R3.3");
        assertThat(Violation.Reason.OUT_OF_RANGE.rule().id()).isEqualTo("R3.2");
        assertThat(Violation.Reason.PATH_BLOCKED.rule().id()).isEqualTo("R3.4");
        assertThat(Violation.Reason.SINGLE_ATTACKER.rule().id()).isEqualTo("R5.2");
        assertThat(Violation.Reason.ROTATION_UNAFFORDABLE.rule().id()).isEqualTo("R7.2");
        assertThat(Violation.Reason.CHOICE_MISSING.rule().id()).isEqualTo("R9.2");
    }

    @Test
    @DisplayName("a violation carries its reason and message; rule() is the reason's rule; toString is the message")
    void violationValue() {
        Violation v = new Violation(Violation.Reason.OUT_OF_RANGE,
                "R3.2: e1-e6: the chevron on e1 may move at most 1 field, not 5");
        assertThat(v.rule().id()).isEqualTo("R3.2");
        assertThat(v).hasToString(v.message());
        assertThatThrownBy(() -> new Violation(null, "x")).hasMessage("reason");
        assertThatThrownBy(() -> new Violation(Violation.Reason.OUT_OF_RANGE, (String) null)).hasMessage("message");
    }

    @Test
    @DisplayName("IllegalActionException carries the violation, the action and the unchanged position")
    void illegalActionException() {
        Violation v = new Violation(Violation.Reason.OUT_OF_RANGE, "R3.2: e1-e6: too far");
        Position p = Position.initial(2);
        Move m = Move.of(Field.E1, Field.E6);
        IllegalActionException e = new IllegalActionException(p, m, v);
        assertThat(e).hasMessage("R3.2: e1-e6: too far").isInstanceOf(IllegalArgumentException.class);
        assertThat(e.violation()).isSameAs(v);
        assertThat(e.action()).isSameAs(m);
        assertThat(e.position()).isSameAs(p);
    }

    @Test
    @DisplayName("R7.2 a violation is written in the reader's language, by language or by locale; its literal text reads the same in each")
    void violationIsWrittenInTheReadersLanguage() {
        Violation v = new Violation(Violation.Reason.ROTATION_UNAFFORDABLE, Message.of(MessageTable.VIOLATION_ROTATION_UNAFFORDABLE,
                "player", Player.A, "available", 1, "cost", 2));
        assertThat(v.message()).isEqualTo("player A has 1 own marker on unoccupied fields, fewer than the 2 this turn costs");
        assertThat(v.message(Language.SPANISH)).isEqualTo(
                "el jugador A tiene 1 marcador propio en casillas desocupadas, menos de los 2 que cuesta este giro");
        assertThat(v.message(Locale.forLanguageTag("es"))).isEqualTo(v.message(Language.SPANISH));
        assertThat(v.message(Language.JAPANESE)).isEqualTo("プレイヤー A が空いたマスに持つ自分のマーカーは 1 個で、この回転の費用 2 個に足りない");
        assertThat(v.message(Language.ENGLISH)).isEqualTo(v.message());
        Violation literal = new Violation(Violation.Reason.OUT_OF_RANGE, "R3.2: e1-e6: too far");
        assertThat(literal.message(Language.JAPANESE)).isEqualTo("R3.2: e1-e6: too far");
    }
}
