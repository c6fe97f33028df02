package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.STANDARD;
import static org.pacru.core.Setup.bases;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.completions;
import static org.pacru.core.Setup.violation;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Event;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/** RULES.md section 5: capture. */
class CaptureTest {

    /** B's chevron on e7 (on a B marker) is attacked by A's e5 (range 2) and, if present, c7 (range 2). */
    private static Setup pincer(boolean secondAttacker) {
        Setup s = board(2).chevron("e5", "AN").chevron("e7", "BS").chevron("i1", "BN")
                .markers('A', "e5 d5").markers('B', "e7");
        if (secondAttacker) {
            s.chevron("c7", "AE").markers('A', "c7 b8");
        }
        return s;
    }

    @Test
    @DisplayName("R5.1 an attack never jumps: a chevron in between stops it")
    void r5_1_attackNeedsClearPath() {
        Position p = pincer(true).chevron("e6", "BW").markers('A', "e7").build();
        Violation v = violation(STANDARD, p, "e5xe7");
        assertThat(v.reason()).isEqualTo(Violation.Reason.NOT_AN_ATTACKER);
        assertThat(v.message()).startsWith("R5.1: e5xe7: the chevron on e5 does not attack e7: a chevron stands on e6");
        assertThat(violation(STANDARD, p, "c7xe7").reason()).isEqualTo(Violation.Reason.SINGLE_ATTACKER);
    }

    @Test
    @DisplayName("R5.1 the marker on the enemy's field does not matter")
    void r5_1_markerOnTargetDoesNotMatter() {
        assertThat(bases(STANDARD, pincer(true).build())).contains("c7xe7", "e5xe7");
        assertThat(bases(STANDARD, pincer(true).markers('A', "e7").build())).contains("c7xe7", "e5xe7");
    }

    @Test
    @DisplayName("R5.2 one attacker alone never captures")
    void r5_2_singleAttackerCannotCapture() {
        Position p = pincer(false).build();
        assertThat(bases(STANDARD, p)).noneMatch(m -> m.contains("x"));
        Violation v = violation(STANDARD, p, "e5xe7");
        assertThat(v.reason()).isEqualTo(Violation.Reason.SINGLE_ATTACKER);
        assertThat(v.rule().id()).isEqualTo("R5.2");
    }

    @Test
    @DisplayName("R5.2 with two attackers either one may capture")
    void r5_2_eitherOfTwoAttackersCaptures() {
        assertThat(bases(STANDARD, pincer(true).build())).contains("c7xe7", "e5xe7");
    }

    @Test
    @DisplayName("R5.3 the capturing chevron takes the field, facing its move; the field gets the mover's marker")
    void r5_3_captureTakesFieldAndMarker() {
        Position p = pincer(true).build();
        Transition t = Setup.apply(STANDARD, p, "e5xe7(d7)");
        assertThat(t.after().chevronAt(Field.E7)).contains(new Chevron(Player.A, Direction.N));
        assertThat(t.after().markerAt(Field.E7)).contains(Player.A);
        assertThat(t.after().chevronFields(Player.B)).containsExactly(Field.I1);
        assertThat(t.events()).startsWith(
                new Event.Moved(Player.A, Field.E5, Field.E7, Direction.N),
                new Event.Captured(Player.A, Field.E7, new Chevron(Player.B, Direction.S)),
                new Event.MarkerConverted(Field.E7, Player.B, Player.A, Event.Cause.CAPTURE),
                new Event.MarkerClaimed(Field.D7, Player.A, Event.Cause.BORDER_CROSSING));
    }

    @Test
    @DisplayName("R5.4 a capture crossing a border: the captured field is no R4.4 candidate")
    void r5_4_captureCrossingExcludesCapturedField() {
        Position p = pincer(true).markers('B', "f9").build();
        assertThat(completions(STANDARD, p, "e5xe7")).containsExactly(
                "e5xe7(d7)", "e5xe7(d8)", "e5xe7(d9)", "e5xe7(e8)", "e5xe7(e9)", "e5xe7(f7)", "e5xe7(f8)");
    }

    @Test
    @DisplayName("R5.4 when the captured field is the only neutral one, D counts as full (R4.4b)")
    void r5_4_capturedFieldNotCountedAsNeutral() {
        Position p = pincer(true).fill('B', "d7", "f9").noMarkerAt("e7").markers('A', "d9").build();
        assertThat(completions(STANDARD, p, "c7xe7")).containsExactly(
                "c7xe7(d7)", "c7xe7(d8)", "c7xe7(e8)", "c7xe7(e9)", "c7xe7(f7)", "c7xe7(f8)", "c7xe7(f9)");
    }

    @Test
    @DisplayName("R5.4 a capture is a connection when start and captured field carried the mover's marker")
    void r5_4_captureAsConnection() {
        Position p = pincer(true).markers('A', "e7").build();
        assertThat(completions(STANDARD, p, "e5xe7")).startsWith("e5xe7(*)", "e5xe7(d7)");
        Transition t = Setup.apply(STANDARD, p, "e5xe7(*)");
        assertThat(t.after().markerAt(Field.E6)).contains(Player.A);
        assertThat(t.events()).contains(new Event.MarkerClaimed(Field.E6, Player.A, Event.Cause.CONNECTION));
    }

    @Test
    @DisplayName("R5.5 moving onto an enemy chevron is only possible as a capture")
    void r5_5_ontoEnemyOnlyAsCapture() {
        Position p = pincer(true).build();
        Violation v = violation(STANDARD, p, "e5-e7");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CAPTURE_NOT_MARKED);
        assertThat(v.rule().id()).isEqualTo("R5.5");
        assertThat(violation(STANDARD, p, "e5xe6").reason()).isEqualTo(Violation.Reason.NOTHING_TO_CAPTURE);
    }

    @Test
    @DisplayName("R5.5 nobody is obliged to capture")
    void r5_5_captureNotCompulsory() {
        assertThat(bases(STANDARD, pincer(true).build())).contains("e5-e6", "c7-d7");
    }
}
