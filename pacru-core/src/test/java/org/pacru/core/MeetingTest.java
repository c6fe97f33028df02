package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.ABSTRACT_PLAY;
import static org.pacru.core.Setup.STANDARD;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.completions;
import static org.pacru.core.Setup.violation;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Event;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/** RULES.md section 6: meeting. */
class MeetingTest {

    /** A's e4 (facing N) can step to e5 (A's marker), nose to nose with A's e6 facing S on A's marker; B has 9 markers. */
    static Setup noseToNose() {
        return board(2).chevron("e4", "AN").chevron("e6", "AS").chevron("a9", "BS")
                .markers('A', "e5 e6").fill('B', "g1", "i3");
    }

    @Test
    @DisplayName("R6.1 R6.2 a meeting earns one bonus field anywhere that holds no chevron and is not the mover's")
    void r6_1_meetingEarnsBonus() {
        Position p = noseToNose().build();
        List<String> moves = completions(STANDARD, p, "e4-e5");
        assertThat(moves).hasSize(78).contains("e4-e5(a1)", "e4-e5(e4)", "e4-e5(g1)")
                .doesNotContain("e4-e5", "e4-e5(e5)", "e4-e5(e6)", "e4-e5(a9)");
        Transition t = Setup.apply(STANDARD, p, "e4-e5(g1)");
        assertThat(t.events()).containsSubsequence(
                new Event.Meeting(Player.A, Field.E5, Field.E6),
                new Event.MarkerConverted(Field.G1, Player.B, Player.A, Event.Cause.MEETING_BONUS));
    }

    @Test
    @DisplayName("R6.1a no meeting when the moved chevron's field is not the mover's")
    void r6_1a_movedFieldMustBeOwn() {
        Position p = noseToNose().noMarkerAt("e5").build();
        assertThat(completions(STANDARD, p, "e4-e5")).containsExactly("e4-e5");
        Violation v = violation(STANDARD, p, "e4-e5(a1)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.NO_MEETING);
        assertThat(v.message()).contains("(a) e5 does not carry your marker");
    }

    @Test
    @DisplayName("R6.1b no meeting when the partner does not stand on the mover's marker")
    void r6_1b_partnerFieldMustBeOwn() {
        Position p = noseToNose().noMarkerAt("e6").build();
        assertThat(completions(STANDARD, p, "e4-e5")).containsExactly("e4-e5");
        assertThat(violation(STANDARD, p, "e4-e5(a1)").message()).contains("(b)");
    }

    @Test
    @DisplayName("R6.1c no meeting when the chevron ahead does not face back")
    void r6_1c_partnerMustFaceBack() {
        Position p = noseToNose().chevron("e6", "AE").build();
        assertThat(completions(STANDARD, p, "e4-e5")).containsExactly("e4-e5");
        assertThat(violation(STANDARD, p, "e4-e5(a1)").reason()).isEqualTo(Violation.Reason.CHOICE_EXTRA);
    }

    @Test
    @DisplayName("R6.1d no meeting while no other player has 9 markers on the board")
    void r6_1d_thresholdOfNine() {
        Position p = noseToNose().noMarkerAt("i3").build();
        assertThat(completions(STANDARD, p, "e4-e5")).containsExactly("e4-e5");
        assertThat(violation(STANDARD, p, "e4-e5(a1)").message()).contains("(d) no other player has 9 markers");
    }

    @Test
    @DisplayName("R6.1 a capture can make a meeting: the captured field gets the mover's marker first")
    void r6_1_meetingAfterCapture() {
        Position p = board(2).chevron("e4", "AN").chevron("e5", "BW").chevron("e6", "AS").chevron("a9", "BS")
                .markers('A', "e6").fill('B', "g1", "i3").build();
        List<String> moves = completions(STANDARD, p, "e4xe5");
        assertThat(moves).contains("e4xe5(e4)", "e4xe5(a1)").doesNotContain("e4xe5");
    }

    @Test
    @DisplayName("R6.2 without any qualifying field the meeting gains nothing and no bonus is named")
    void r6_2_noCandidateNoBonus() {
        Rules rules = PacruRules.of(Ruleset.STANDARD.withMeetingThreshold(0).withTarget(82));
        Position p = board(2).chevron("e4", "AN").chevron("e6", "AS").chevron("a9", "BS").fill('A', "a1", "i9").build();
        assertThat(completions(rules, p, "e4-e5")).containsExactly("e4-e5");
        Violation v = violation(rules, p, "e4-e5(a1)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CHOICE_EXTRA);
        Transition t = Setup.apply(rules, p, "e4-e5");
        assertThat(t.events()).contains(new Event.Meeting(Player.A, Field.E5, Field.E6));
    }

    @Test
    @DisplayName("R6.2 the bonus is named last and must qualify: not the destination, not a field holding a chevron")
    void r6_2_bonusMustQualify() {
        Position p = noseToNose().build();
        Violation v = violation(STANDARD, p, "e4-e5(e5)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.BONUS_FIELD_INVALID);
        assertThat(v.message()).contains("where the chevron lands");
        assertThat(violation(STANDARD, p, "e4-e5(a9)").message()).contains("holds a chevron");
        assertThat(violation(STANDARD, p, "e4-e5").reason()).isEqualTo(Violation.Reason.CHOICE_MISSING);
    }

    /** A's e3-e4 crosses into a full E5 and converts one of B's markers there, dropping B from 9 to 8. */
    static Setup conversionBelowThreshold() {
        return board(2).chevron("e3", "AN").chevron("e5", "AS").chevron("a9", "BS")
                .fill('B', "d4", "f6").markers('A', "d4 e4 e5").markers('B', "a1 a2 a3");
    }

    @Test
    @DisplayName("R6.3 standard counts the threshold after all effects: a conversion can prevent the meeting")
    void r6_3_thresholdAfterAllEffects() {
        Position p = conversionBelowThreshold().build();
        assertThat(p.markerCount(Player.B)).isEqualTo(9);
        assertThat(completions(STANDARD, p, "e3-e4")).containsExactly("e3-e4(d5)", "e3-e4(d6)", "e3-e4(e6)",
                "e3-e4(f4)", "e3-e4(f5)", "e3-e4(f6)");
        assertThat(completions(ABSTRACT_PLAY, p, "e3-e4")).contains("e3-e4(d5,a4)").doesNotContain("e3-e4(d5)");
    }
}
