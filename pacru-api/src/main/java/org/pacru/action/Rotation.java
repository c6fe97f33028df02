package org.pacru.action;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.pacru.board.Direction;
import org.pacru.board.Field;

/**
 * A rotation (R7, R9.3): the chevron on {@code field} turns by {@code steps} 45° steps (positive
 * clockwise, N → NE → E) and the mover relinquishes the listed markers.
 *
 * <p>The constructor checks shape only: {@code steps} is −2, −1, 1 or 2 (R7.2: never more than
 * 90°). The relinquished fields are kept sorted in canonical order (R9.3: order does not matter),
 * duplicates included, so that a rotation naming the wrong number of fields, or a field twice, is
 * still representable and {@code Rules.check} can say why it is illegal (R7.1).
 *
 * <p>Immutable value; prints in canonical notation, such as {@code d9>>(a7,b5,b7,c4)}.
 *
 * <pre>{@code
 * Rotation r = Rotation.of(Field.E1, -1, Field.B3, Field.A2);   // e1<(a2,b3)
 * r.cost();   // 2
 * }</pre>
 *
 * @param field the field of the chevron that turns
 * @param steps −2, −1, 1 or 2; positive is clockwise
 * @param relinquished the fields whose markers become neutral, in canonical order
 */
public record Rotation(Field field, int steps, List<Field> relinquished) implements Action {

    /**
     * Checks the shape of the rotation and sorts the relinquished fields.
     *
     * @param field the chevron's field
     * @param steps −2, −1, 1 or 2
     * @param relinquished the relinquished fields, in any order
     * @throws IllegalArgumentException if {@code steps} is out of range
     */
    public Rotation {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(relinquished, "relinquished");
        Turn.ofSteps(steps); // R7.2: throws for anything but -2, -1, 1, 2
        List<Field> sorted = new ArrayList<>(relinquished);
        for (Field f : sorted) {
            Objects.requireNonNull(f, "element of relinquished");
        }
        Collections.sort(sorted);
        relinquished = List.copyOf(sorted);
    }

    /**
     * A rotation relinquishing the given fields.
     *
     * @param field the chevron's field
     * @param steps −2, −1, 1 or 2; positive is clockwise
     * @param relinquished the relinquished fields, in any order
     * @return the rotation
     */
    public static Rotation of(Field field, int steps, Field... relinquished) {
        Objects.requireNonNull(relinquished, "relinquished");
        return new Rotation(field, steps, Arrays.asList(relinquished));
    }

    /**
     * A rotation by the given turn relinquishing the given fields.
     *
     * @param field the chevron's field
     * @param turn the turn
     * @param relinquished the relinquished fields, in any order
     * @return the rotation
     */
    public static Rotation of(Field field, Turn turn, Field... relinquished) {
        Objects.requireNonNull(turn, "turn");
        Objects.requireNonNull(relinquished, "relinquished");
        return new Rotation(field, turn.steps(), Arrays.asList(relinquished));
    }

    /**
     * The turn this rotation makes, as a named value (R7.2).
     *
     * @return the turn
     */
    public Turn turning() {
        return Turn.ofSteps(steps);
    }

    /**
     * The number of markers this rotation must relinquish (R7.1): 2 for 45°, 4 for 90°.
     *
     * @return 2 or 4
     */
    public int cost() {
        return turning().cost();
    }

    /**
     * The facing after the rotation, given the facing before.
     *
     * @param before the chevron's facing before
     * @return the facing after
     */
    public Direction turn(Direction before) {
        Objects.requireNonNull(before, "before");
        return before.rotate(steps);
    }

    /**
     * Canonical notation (NOTATION.md §2): the field, {@code >}, {@code >>}, {@code <} or
     * {@code <<}, then the relinquished fields in canonical order, such as {@code d9>>(a7,b5,b7,c4)}.
     *
     * @return the rotation in canonical notation
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(32);
        sb.append(field);
        sb.append(turning().symbol()).append('(');
        for (int i = 0; i < relinquished.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(relinquished.get(i));
        }
        return sb.append(')').toString();
    }
}
