package org.pacru.core.engine;

import java.util.ArrayList;
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
        return from | to << 7 | (capture ? 1 << 14 : 0) | r4 << 15 | bonus << 22;
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
        List<Choice> choices = new ArrayList<>(2);
        int r4 = r4(code);
        if (r4 == CONNECTION) {
            choices.add(Choice.connection());
        } else if (r4 != 0) {
            choices.add(Choice.of(Field.ofIndex(r4 - 1)));
        }
        int bonus = bonus(code);
        if (bonus != 0) {
            choices.add(Choice.of(Field.ofIndex(bonus - 1)));
        }
        return new Move(Field.ofIndex(from(code)), Field.ofIndex(to(code)), capture(code), choices);
    }
}
