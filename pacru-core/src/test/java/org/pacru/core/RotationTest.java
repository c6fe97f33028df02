package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.pacru.core.Setup.STANDARD;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.violation;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Rotation;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Event;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/** RULES.md section 7: rotation. */
class RotationTest {

    /** A's chevrons e5 (N) and e9 (N, blocked), A markers on a1 a2 a3 b1 and under e5. */
    private static Setup markers(String fields) {
        return board(2).chevron("e5", "AN").chevron("e9", "AN").chevron("a9", "BS").markers('A', "e5 " + fields);
    }

    @Test
    @DisplayName("R7.1 turn 45° for 2 or 90° for 4 own markers on unoccupied fields, in canonical order")
    void r7_1_rotationsEnumerated() {
        Position p = markers("a1 a2 a3 b1").build();
        // per chevron: 2·C(4,2) + 2·C(4,4) = 14
        assertThat(STANDARD.countRotations(p)).isEqualTo(28);
        List<String> all = STANDARD.legalRotations(p).map(Object::toString).collect(Collectors.toList());
        assertThat(all).hasSize(28).startsWith("e5<(a1,a2)", "e5<(a1,a3)", "e5<(a1,b1)", "e5<(a2,a3)",
                "e5<(a2,b1)", "e5<(a3,b1)", "e5<<(a1,a2,a3,b1)", "e5>(a1,a2)").endsWith("e9>>(a1,a2,a3,b1)");
        assertThat(all).isSorted();
    }

    @Test
    @DisplayName("R7.1 rotationAt and indexOf follow the canonical order of legalRotations, and invert each other")
    void r7_1_rotationAtAndIndexOf() {
        Position p = markers("a1 a2 a3 b1 b2").markers('B', "c1").build();
        List<Rotation> all = STANDARD.legalRotations(p).collect(Collectors.toList());
        assertThat(all).hasSize((int) STANDARD.countRotations(p)).hasSize(2 * (2 * 10 + 2 * 5));
        for (int i = 0; i < all.size(); i++) {
            assertThat(STANDARD.rotationAt(p, i)).as("rotation %d", i).isEqualTo(all.get(i));
            assertThat(STANDARD.indexOf(p, all.get(i))).as("index of %s", all.get(i)).isEqualTo(i);
        }
        assertThatThrownBy(() -> STANDARD.rotationAt(p, all.size())).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> STANDARD.rotationAt(p, -1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    @DisplayName("R7.1 indexOf an illegal rotation throws with the rule it breaks")
    void r7_1_indexOfIllegalRotationNamesTheRule() {
        Position p = markers("a1 a2 a3 b1").markers('B', "c1").build();
        assertThatThrownBy(() -> STANDARD.indexOf(p, Rotation.of(Field.E5, 1, Field.A1, Field.C1)))
                .isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("R7.1")
                .satisfies(e -> assertThat(((IllegalActionException) e).violation().reason())
                        .isEqualTo(Violation.Reason.ROTATION_FIELD_INVALID));
        assertThatThrownBy(() -> STANDARD.indexOf(p, Rotation.of(Field.E5, 2, Field.A1, Field.A2)))
                .isInstanceOf(IllegalActionException.class).hasMessageContaining("R7.1");
    }

    @Test
    @DisplayName("R7.1 randomRotation draws every legal rotation, uniformly, and the same one for the same seed")
    void r7_1_randomRotationIsUniform() {
        Position p = markers("a1 a2 a3 b1").build();
        List<Rotation> all = STANDARD.legalRotations(p).collect(Collectors.toList());
        int[] hits = new int[all.size()];
        SplittableRandom random = new SplittableRandom(11);
        int draws = 280 * all.size();
        for (int i = 0; i < draws; i++) {
            hits[all.indexOf(STANDARD.randomRotation(p, random))]++;
        }
        for (int i = 0; i < hits.length; i++) {
            assertThat(hits[i]).as("draws of %s", all.get(i)).isBetween(200, 360);   // 280 expected
        }
        assertThat(STANDARD.randomRotation(p, new SplittableRandom(3)))
                .isEqualTo(STANDARD.randomRotation(p, new SplittableRandom(3)))
                .isEqualTo(STANDARD.rotationAt(p, new SplittableRandom(3).nextLong(all.size())));
        assertThatThrownBy(() -> STANDARD.randomRotation(markers("a1").build(), random))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("R7.2");
    }

    @Test
    @DisplayName("R7.1 the relinquished fields must be the mover's and unoccupied, exactly 2 or 4 of them")
    void r7_1_relinquishedFieldsChecked() {
        Position p = markers("a1 a2 a3 b1").markers('B', "c1").build();
        assertThat(violation(STANDARD, p, "e5>(a1)").reason()).isEqualTo(Violation.Reason.ROTATION_WRONG_COUNT);
        assertThat(violation(STANDARD, p, "e5>(a1,e5)").message()).isEqualTo(
                "R7.1: e5>(a1,e5): e5 holds a chevron; only markers on unoccupied fields are relinquished");
        assertThat(violation(STANDARD, p, "e5>(a1,c1)").reason()).isEqualTo(Violation.Reason.ROTATION_FIELD_INVALID);
        assertThat(violation(STANDARD, p, "e5>>(a1,a1,a2,a3)").reason()).isEqualTo(Violation.Reason.ROTATION_FIELD_REPEATED);
        assertThat(violation(STANDARD, p, "a9>(a1,a2)").reason()).isEqualTo(Violation.Reason.ROTATION_NOT_OWN_CHEVRON);
    }

    @Test
    @DisplayName("R7.2 a rotation is legal only if affordable")
    void r7_2_affordability() {
        Position p = markers("a1 a2 a3").build();
        assertThat(STANDARD.countRotations(p)).isEqualTo(2 * (2 * 3));
        Violation v = violation(STANDARD, p, "e5>>(a1,a2,a3,b1)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.ROTATION_UNAFFORDABLE);
        assertThat(v.message()).isEqualTo(
                "R7.2: e5>>(a1,a2,a3,b1): player A has 3 own markers on unoccupied fields, fewer than the 4 this turn costs");
        assertThat(STANDARD.countRotations(markers("a1").build())).isZero();
    }

    @Test
    @DisplayName("R7.2 never more than 90° in one turn")
    void r7_2_atMostNinetyDegrees() {
        assertThatThrownBy(() -> Rotation.of(Field.E5, 3, Field.A1, Field.A2, Field.A3, Field.B1, Field.B2, Field.B3))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("R7.2");
    }

    @Test
    @DisplayName("R7.3 a blocked chevron may be rotated")
    void r7_3_blockedChevronRotates() {
        Position p = markers("a1 a2").build();
        Transition t = Setup.apply(STANDARD, p, "e9>(a1,a2)");
        assertThat(t.after().chevronAt(Field.E9)).contains(new Chevron(Player.A, Direction.NE));
    }

    @Test
    @DisplayName("R7.4 a rotation triggers no marking, capture or meeting")
    void r7_4_rotationTriggersNothing() {
        Position p = markers("a1 a2").build();
        Transition t = Setup.apply(STANDARD, p, "e5<(a2,a1)");
        assertThat(t.events()).containsExactly(
                new Event.MarkerRelinquished(Field.A1, Player.A),
                new Event.MarkerRelinquished(Field.A2, Player.A),
                new Event.Rotated(Player.A, Field.E5, Direction.N, Direction.NW));
        assertThat(t.after().markerCount(Player.A)).isEqualTo(1);
        assertThat(t.after().toMove()).isEqualTo(Player.B);
    }
}
