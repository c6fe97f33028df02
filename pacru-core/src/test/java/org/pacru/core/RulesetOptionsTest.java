package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.ABSTRACT_PLAY;
import static org.pacru.core.Setup.STANDARD;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.completions;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Layout;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.MeetingThresholdTiming;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.WinReason;

/** RULES.md section 10: ruleset options. */
class RulesetOptionsTest {

    @Test
    @DisplayName("R10 the presets are shared instances; custom rulesets get their own rules")
    void r10_presets() {
        assertThat(PacruRules.of(Ruleset.STANDARD)).isSameAs(PacruRules.STANDARD);
        assertThat(PacruRules.of(Ruleset.parse("abstractplay"))).isSameAs(PacruRules.ABSTRACT_PLAY);
        assertThat(PacruRules.of(Ruleset.STANDARD.withTarget(10)).ruleset().target(2)).isEqualTo(10);
    }

    @Test
    @DisplayName("R10 meetingThreshold 0 (the rules before 2011): a meeting without 9 opposing markers")
    void r10_meetingThresholdZero() {
        Position p = MeetingTest.noseToNose().noMarkerAt("i3").build();
        assertThat(completions(STANDARD, p, "e4-e5")).containsExactly("e4-e5");
        Rules before2011 = PacruRules.of(Ruleset.STANDARD.withMeetingThreshold(0));
        assertThat(completions(before2011, p, "e4-e5")).hasSize(78).contains("e4-e5(a1)");
    }

    @Test
    @DisplayName("R10 R6.3 meetingThresholdTiming AFTER_CAPTURE counts before the R4 conversion")
    void r10_meetingThresholdTiming() {
        Position p = MeetingTest.conversionBelowThreshold().build();
        Rules afterCapture = PacruRules.of(Ruleset.STANDARD.withMeetingThresholdTiming(MeetingThresholdTiming.AFTER_CAPTURE));
        assertThat(completions(STANDARD, p, "e3-e4")).hasSize(6);
        assertThat(completions(afterCapture, p, "e3-e4")).contains("e3-e4(d5,e3)", "e3-e4(f6,i9)");
    }

    @Test
    @DisplayName("R10 R4.2 connectionNeedsGap = false: a connection over own fields fills nothing but is named *")
    void r10_connectionWithoutGap() {
        Position p = board(2).chevron("e1", "AN").chevron("a9", "BS").markers('A', "e1 e2 e3").build();
        assertThat(completions(STANDARD, p, "e1-e3")).containsExactly("e1-e3");
        assertThat(completions(ABSTRACT_PLAY, p, "e1-e3")).containsExactly("e1-e3(*)");
        Transition t = Setup.apply(ABSTRACT_PLAY, p, "e1-e3(*)");
        assertThat(t.events()).hasSize(1);
        assertThat(completions(ABSTRACT_PLAY, p, "e1-e2")).containsExactly("e1-e2");
    }

    @Test
    @DisplayName("R10 R4.2 connectionNeedsGap = false: with a crossing the empty connection may be chosen instead")
    void r10_emptyConnectionWithCrossing() {
        Position p = board(2).chevron("e3", "AN").chevron("a9", "BS").markers('A', "e3 e4 e5 d1").build();
        assertThat(completions(STANDARD, p, "e3-e5")).doesNotContain("e3-e5(*)").contains("e3-e5(d4)");
        assertThat(completions(ABSTRACT_PLAY, p, "e3-e5")).startsWith("e3-e5(*)", "e3-e5(d4)");
    }

    @Test
    @DisplayName("R10 R6.2 bonusOnStartField = false: the start field is no bonus candidate")
    void r10_bonusOnStartField() {
        Position p = MeetingTest.noseToNose().build();
        assertThat(completions(STANDARD, p, "e4-e5")).contains("e4-e5(e4)");
        Rules noStart = PacruRules.of(Ruleset.STANDARD.withBonusOnStartField(false));
        assertThat(completions(noStart, p, "e4-e5")).hasSize(77).doesNotContain("e4-e5(e4)");
        assertThat(completions(ABSTRACT_PLAY, p, "e4-e5")).doesNotContain("e4-e5(e4)");
    }

    @Test
    @DisplayName("R10 R8.3a target: any positive number replaces 42/28/24")
    void r10_target() {
        Position p = board(2).chevron("e3", "AN").chevron("a9", "BS").markers('A', "a1 a2").build();
        Rules three = PacruRules.of(Ruleset.STANDARD.withTarget(3));
        Transition t = Setup.apply(three, p, "e3-e4(e4)");
        assertThat(t.outcome()).contains(new Outcome(Player.A, WinReason.TARGET_REACHED));
        assertThat(Setup.apply(STANDARD, p, "e3-e4(e4)").outcome()).isEmpty();
        assertThat(Ruleset.STANDARD.target(3)).isEqualTo(28);
        assertThat(Ruleset.STANDARD.target(4)).isEqualTo(24);
    }

    @Test
    @DisplayName("R10 R1.6 start position: the legacy 2-player layout plays under both presets")
    void r10_legacyLayout() {
        Position legacy = Layout.TWO_PLAYERS_LEGACY.position();
        assertThat(Setup.bases(STANDARD, legacy)).contains("a9-b8", "g1-g2");
        assertThat(STANDARD.legalMoves(legacy)).isEqualTo(ABSTRACT_PLAY.legalMoves(legacy));
    }
}
