package org.pacru.core.engine;

import java.util.List;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.board.Field;

/**
 * The {@code int} encoding of a move used by the engine's fast path: bits 0–6 the start field,
 * bits 7–13 the destination, bit 14 the capture flag, bits 15–21 the R4 choice (0 none,
 * {@code 1 + field} a field, {@link #CONNECTION} the connection {@code *}), bits 22–28 the R6.2
 * bonus (0 none, {@code 1 + field}). Fields are {@code Field.index()} values. The engine emits
 * codes in canonical notation order; the codes themselves are not ordered that way (the
 * connection, printed {@code *} and sorting first, has the highest R4 value).
 *
 * <pre>{@code
 * int code = MoveCode.of(Field.E1.index(), Field.E2.index(), false, 0, 0);
 * Move move = MoveCode.toMove(code);   // e1-e2
 * }</pre>
 */
public final class MoveCode {
    /** The R4 choice value of the connection ({@code *}). */
    public static final int CONNECTION = 82;

    private MoveCode() {
    }

    /**
     * The field choices, shared: they are immutable values. In a holder class of their own, so that
     * this class has no static initialiser: TeaVM checks a class's initialisation on every call of
     * its static methods if it has one, and the engine calls these on every move.
     */
    private static final class FieldChoices {
        static final Choice[] ALL = new Choice[Field.COUNT];

        static {
            for (Field f : Field.values()) {
                ALL[f.index()] = Choice.of(f);
            }
        }
    }

    /**
     * The choice naming a field, shared (choices are immutable values).
     *
     * @param field a field index, 0–80
     * @return the choice
     */
    public static Choice fieldChoice(int field) {
        return FieldChoices.ALL[field];
    }

    /**
     * Encodes a move.
     *
     * @param from start field index
     * @param to destination field index
     * @param capture whether it captures
     * @param r4 0, {@code 1 + field} or {@link #CONNECTION}
     * @param bonus 0 or {@code 1 + field}
     * @return the code
     */
    public static int of(int from, int to, boolean capture, int r4, int bonus) {
        return base(from, to, capture) | r4 << 15 | bonus << 22;
    }

    /**
     * Encodes a base move (no choices).
     *
     * @param from start field index
     * @param to destination field index
     * @param capture whether it captures
     * @return the code
     */
    public static int base(int from, int to, boolean capture) {
        return from | to << 7 | (capture ? 1 << 14 : 0);
    }

    /**
     * The code with its R4 choice set (the code has none yet).
     *
     * @param code a code without an R4 choice
     * @param r4 0, {@code 1 + field} or {@link #CONNECTION}
     * @return the code with the choice
     */
    public static int withR4(int code, int r4) {
        return code | r4 << 15;
    }

    /**
     * The code with its R6.2 bonus field set (the code has none yet).
     *
     * @param code a code without a bonus
     * @param field the bonus field index
     * @return the code with the bonus
     */
    public static int withBonus(int code, int field) {
        return code | (field + 1) << 22;
    }

    /**
     * The start field index.
     *
     * @param code the code
     * @return 0–80
     */
    public static int from(int code) {
        return code & 127;
    }

    /**
     * The destination field index.
     *
     * @param code the code
     * @return 0–80
     */
    public static int to(int code) {
        return code >>> 7 & 127;
    }

    /**
     * Whether the move captures.
     *
     * @param code the code
     * @return the capture flag
     */
    public static boolean capture(int code) {
        return (code & 1 << 14) != 0;
    }

    /**
     * The R4 choice: 0 none, {@code 1 + field}, or {@link #CONNECTION}.
     *
     * @param code the code
     * @return the R4 choice
     */
    public static int r4(int code) {
        return code >>> 15 & 127;
    }

    /**
     * The bonus: 0 none or {@code 1 + field}.
     *
     * @param code the code
     * @return the bonus
     */
    public static int bonus(int code) {
        return code >>> 22 & 127;
    }

    /**
     * The API move of a code.
     *
     * @param code the code
     * @return the move
     */
    public static Move toMove(int code) {
        int r4 = r4(code);
        int bonus = bonus(code);
        // Immutable lists from List.of, which Move's List.copyOf adopts without copying.
        List<Choice> choices;
        if (r4 == 0) {
            choices = bonus == 0 ? List.of() : List.of(fieldChoice(bonus - 1));
        } else {
            Choice first = r4 == CONNECTION ? Choice.connection() : fieldChoice(r4 - 1);
            choices = bonus == 0 ? List.of(first) : List.of(first, fieldChoice(bonus - 1));
        }
        return new Move(Field.ofIndex(from(code)), Field.ofIndex(to(code)), capture(code), choices);
    }
}
