package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The ruleset options and presets of RULES.md §10. */
class RulesetTest {

    @Test
    @DisplayName("R10 standard: threshold 9 after all effects, connection needs a gap, bonus on start field, default target")
    void r10_standardPreset() {
        Ruleset s = Ruleset.STANDARD;
        assertThat(s.meetingThreshold()).isEqualTo(9);
        assertThat(s.meetingThresholdTiming()).isEqualTo(MeetingThresholdTiming.AFTER_ALL_EFFECTS);
        assertThat(s.connectionNeedsGap()).isTrue();
        assertThat(s.bonusOnStartField()).isTrue();
        assertThat(s.target()).isEmpty();
        assertThat(s.name()).isEqualTo("standard");
    }

    @Test
    @DisplayName("R10 abstractplay: threshold 9 after the capture, no gap needed, no bonus on start field, default target")
    void r10_abstractPlayPreset() {
        Ruleset a = Ruleset.ABSTRACT_PLAY;
        assertThat(a.meetingThreshold()).isEqualTo(9);
        assertThat(a.meetingThresholdTiming()).isEqualTo(MeetingThresholdTiming.AFTER_CAPTURE);
        assertThat(a.connectionNeedsGap()).isFalse();
        assertThat(a.bonusOnStartField()).isFalse();
        assertThat(a.target()).isEmpty();
        assertThat(a.name()).isEqualTo("abstractplay");
        assertThat(a).isNotEqualTo(Ruleset.STANDARD);
    }

    @Test
    @DisplayName("R8.3a the default target is 42 with 2 players, 28 with 3, 24 with 4")
    void r8_3a_defaultTarget() {
        for (Ruleset r : new Ruleset[] {Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY}) {
            assertThat(r.target(2)).isEqualTo(42);
            assertThat(r.target(3)).isEqualTo(28);
            assertThat(r.target(4)).isEqualTo(24);
            assertThatThrownBy(() -> r.target(5)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("R1.5: ");
            assertThatThrownBy(() -> r.target(1)).hasMessageStartingWith("R1.5: ");
        }
    }

    @Test
    @DisplayName("R8.3a the default target is stated once: Ruleset.defaultTarget, which target(players) and custom names use")
    void r8_3a_defaultTargetStatedOnce() {
        assertThat(Ruleset.defaultTarget(2)).isEqualTo(42);
        assertThat(Ruleset.defaultTarget(3)).isEqualTo(28);
        assertThat(Ruleset.defaultTarget(4)).isEqualTo(24);
        for (int players = 2; players <= 4; players++) {
            assertThat(Ruleset.STANDARD.target(players)).isEqualTo(Ruleset.defaultTarget(players));
        }
        assertThatThrownBy(() -> Ruleset.defaultTarget(5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("R1.5: 2, 3 or 4 players, not 5");
        assertThat(Ruleset.STANDARD.withMeetingThreshold(0).toString()).endsWith(", target=42/28/24)");
    }

    @Test
    @DisplayName("R10 option target: any positive number, for every player count")
    void r10_customTarget() {
        Ruleset quick = Ruleset.STANDARD.withTarget(20);
        assertThat(quick.target()).isEqualTo(OptionalInt.of(20));
        assertThat(quick.target(2)).isEqualTo(20);
        assertThat(quick.target(3)).isEqualTo(20);
        assertThat(quick.target(4)).isEqualTo(20);
        assertThat(quick.name()).isEqualTo("custom");
        assertThatThrownBy(() -> Ruleset.STANDARD.withTarget(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R8.3a: ");
        assertThatThrownBy(() -> Ruleset.STANDARD.withTarget(-3)).hasMessageContaining("-3");
    }

    @Test
    @DisplayName("R10 toString names the ruleset: the preset's name, which parse reads back, or custom with every option")
    void r10_toStringNamesTheRuleset() {
        assertThat(Ruleset.STANDARD).hasToString("standard");
        assertThat(Ruleset.ABSTRACT_PLAY).hasToString("abstractplay");
        assertThat(Ruleset.parse(Ruleset.ABSTRACT_PLAY.toString())).isEqualTo(Ruleset.ABSTRACT_PLAY);
        assertThat(Ruleset.STANDARD.withTarget(20)).hasToString("custom(meetingThreshold=9,"
                + " meetingThresholdTiming=AFTER_ALL_EFFECTS, connectionNeedsGap=true, bonusOnStartField=true, target=20)");
        assertThat(Ruleset.ABSTRACT_PLAY.withMeetingThreshold(0)).hasToString("custom(meetingThreshold=0,"
                + " meetingThresholdTiming=AFTER_CAPTURE, connectionNeedsGap=false, bonusOnStartField=false, target=42/28/24)");
    }

    @Test
    @DisplayName("R10 withers change exactly one option and return a new value")
    void r10_withers() {
        Ruleset s = Ruleset.STANDARD;
        assertThat(s.withMeetingThreshold(0)).isEqualTo(new Ruleset(0, MeetingThresholdTiming.AFTER_ALL_EFFECTS,
                true, true, OptionalInt.empty()));
        assertThat(s.withMeetingThresholdTiming(MeetingThresholdTiming.AFTER_CAPTURE)).isEqualTo(
                new Ruleset(9, MeetingThresholdTiming.AFTER_CAPTURE, true, true, OptionalInt.empty()));
        assertThat(s.withConnectionNeedsGap(false)).isEqualTo(
                new Ruleset(9, MeetingThresholdTiming.AFTER_ALL_EFFECTS, false, true, OptionalInt.empty()));
        assertThat(s.withBonusOnStartField(false)).isEqualTo(
                new Ruleset(9, MeetingThresholdTiming.AFTER_ALL_EFFECTS, true, false, OptionalInt.empty()));
        assertThat(s.withTarget(30)).isEqualTo(
                new Ruleset(9, MeetingThresholdTiming.AFTER_ALL_EFFECTS, true, true, OptionalInt.of(30)));
        assertThat(s).isEqualTo(new Ruleset(9, MeetingThresholdTiming.AFTER_ALL_EFFECTS, true, true, OptionalInt.empty()));
        // the presets are reachable through the withers, and then have their names again
        Ruleset ap = s.withMeetingThresholdTiming(MeetingThresholdTiming.AFTER_CAPTURE)
                .withConnectionNeedsGap(false).withBonusOnStartField(false);
        assertThat(ap).isEqualTo(Ruleset.ABSTRACT_PLAY);
        assertThat(ap.name()).isEqualTo("abstractplay");
        assertThat(s.withMeetingThreshold(0).name()).isEqualTo("custom");
        assertThat(s.withMeetingThreshold(0).withMeetingThreshold(9).name()).isEqualTo("standard");
    }

    @Test
    @DisplayName("R6.1d the meeting threshold is 0 or more")
    void r6_1d_thresholdNotNegative() {
        assertThatThrownBy(() -> Ruleset.STANDARD.withMeetingThreshold(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R6.1d: ");
        assertThat(Ruleset.STANDARD.withMeetingThreshold(0).meetingThreshold()).isZero();
        assertThatThrownBy(() -> new Ruleset(9, null, true, true, OptionalInt.empty()))
                .isInstanceOf(NullPointerException.class).hasMessage("meetingThresholdTiming");
    }

    @Test
    @DisplayName("R10 parse reads the preset names in any case")
    void r10_parse() {
        assertThat(Ruleset.parse("standard")).isSameAs(Ruleset.STANDARD);
        assertThat(Ruleset.parse("abstractplay")).isSameAs(Ruleset.ABSTRACT_PLAY);
        assertThat(Ruleset.parse(" AbstractPlay ")).isSameAs(Ruleset.ABSTRACT_PLAY);
        assertThat(Ruleset.parse("STANDARD")).isSameAs(Ruleset.STANDARD);
        for (Ruleset r : new Ruleset[] {Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY}) {
            assertThat(Ruleset.parse(r.name())).isSameAs(r);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "custom", "abstract play", "abstract-play", "std"})
    @DisplayName("R10 parse rejects other names, citing R10 and the name")
    void r10_parseErrors(String name) {
        assertThatThrownBy(() -> Ruleset.parse(name))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R10: ")
                .hasMessageContaining("'" + name + "'");
    }

    @Test
    @DisplayName("R10 parse finds a preset whatever the reader's language, and refuses another name in that language")
    void r10_parseInTheReadersLanguage() {
        assertThat(Ruleset.parse("abstractplay", Locale.JAPANESE)).isSameAs(Ruleset.ABSTRACT_PLAY);
        assertThat(Ruleset.parse("Standard", Language.SPANISH)).isSameAs(Ruleset.STANDARD);
        String spanish = Message.of(org.pacru.messages.MessageTable.RULESET_UNKNOWN, "name", "std").text(Language.SPANISH);
        assertThat(spanish).startsWith("R10: ").isNotEqualTo(
                Message.of(org.pacru.messages.MessageTable.RULESET_UNKNOWN, "name", "std").text());
        assertThatThrownBy(() -> Ruleset.parse("std", Locale.forLanguageTag("es-ES")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(spanish);
        assertThatThrownBy(() -> Ruleset.parse("std", Language.SPANISH))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(spanish);
    }
}
