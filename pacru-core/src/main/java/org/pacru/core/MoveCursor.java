package org.pacru.core;

import java.util.NoSuchElementException;
import java.util.Objects;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.IntList;
import org.pacru.core.engine.MoveCode;
import org.pacru.rules.Ruleset;

/**
 * Iterates over the fully specified legal moves of a position without allocating: for search
 * code (move ordering, evaluation, playouts) that must not build a {@link Move} per move. The
 * moves are those of {@link PacruRules#legalMoves}, in the same canonical order (rotations
 * excluded: count them with {@link PacruRules#countRotations}). A cursor is reused across
 * positions with {@link #reset}; after it, each {@link #advance} steps to the next move, whose
 * parts are read with {@link #from}, {@link #to}, {@link #capture} and {@link #choice} (shared,
 * immutable values). Only {@link #move} and {@link #next} allocate: the move or the position they
 * return.
 *
 * <p>Mutable: <em>not</em> thread-safe; use one cursor per thread.
 *
 * <pre>{@code
 * MoveCursor cursor = MoveCursor.of(Ruleset.STANDARD);
 * for (cursor.reset(position); cursor.advance(); ) {
 *     if (cursor.capture()) {                      // R5: look at captures first
 *         Position after = cursor.next();         // the position after this move (R8.5 included)
 *     }
 * }
 * }</pre>
 */
public final class MoveCursor {
    private final Engine engine;
    private final IntList codes = new IntList(256);
    private Position position;
    private int index;
    private int size;
    private int code = -1;

    private MoveCursor(Engine engine) {
        this.engine = engine;
    }

    /**
     * A cursor for the rules of a ruleset, positioned on no position (call {@link #reset}).
     *
     * @param ruleset the ruleset (R10)
     * @return a new cursor, for one thread
     */
    public static MoveCursor of(Ruleset ruleset) {
        return new MoveCursor(Engine.of(Objects.requireNonNull(ruleset, "ruleset")));
    }

    /**
     * Starts over on a position, before its first legal move.
     *
     * @param position the position; a finished game (R8.3) has no moves
     * @return this cursor
     */
    public MoveCursor reset(Position position) {
        this.position = Objects.requireNonNull(position, "position");
        codes.clear();
        size = engine.legalMoves(position, codes);
        index = -1;
        code = -1;
        return this;
    }

    /**
     * The number of legal moves of the position.
     *
     * @return 0 or more
     */
    public int count() {
        return size;
    }

    /**
     * Steps to the next legal move.
     *
     * @return false when there is none left
     */
    public boolean advance() {
        if (index + 1 >= size) {
            index = size;
            code = -1;
            return false;
        }
        code = codes.get(++index);
        return true;
    }

    /**
     * The start field of the current move (R9.1).
     *
     * @return the field
     * @throws NoSuchElementException if the cursor is on no move
     */
    public Field from() {
        return Field.ofIndex(MoveCode.from(current()));
    }

    /**
     * The destination of the current move (R9.1).
     *
     * @return the field
     * @throws NoSuchElementException if the cursor is on no move
     */
    public Field to() {
        return Field.ofIndex(MoveCode.to(current()));
    }

    /**
     * Whether the current move captures (R5).
     *
     * @return the capture flag
     * @throws NoSuchElementException if the cursor is on no move
     */
    public boolean capture() {
        return MoveCode.capture(current());
    }

    /**
     * The number of choices the current move names (R9.2): 0, 1 or 2.
     *
     * @return the count
     * @throws NoSuchElementException if the cursor is on no move
     */
    public int choiceCount() {
        int c = current();
        return (MoveCode.r4(c) == 0 ? 0 : 1) + (MoveCode.bonus(c) == 0 ? 0 : 1);
    }

    /**
     * A choice of the current move, in R9.2 order (the R4 choice, then the R6.2 bonus field).
     *
     * @param i 0 to {@code choiceCount() - 1}
     * @return the choice (a shared value)
     * @throws NoSuchElementException if the cursor is on no move
     * @throws IndexOutOfBoundsException if there is no such choice
     */
    public Choice choice(int i) {
        int c = current();
        int r4 = MoveCode.r4(c);
        int bonus = MoveCode.bonus(c);
        if (i == 0 && r4 != 0) {
            return r4 == MoveCode.CONNECTION ? Choice.connection() : MoveCode.fieldChoice(r4 - 1);
        }
        if (bonus != 0 && i == (r4 == 0 ? 0 : 1)) {
            return MoveCode.fieldChoice(bonus - 1);
        }
        throw new IndexOutOfBoundsException("choice " + i + " of " + choiceCount());
    }

    /**
     * The current move as a value (allocates it).
     *
     * @return the move
     * @throws NoSuchElementException if the cursor is on no move
     */
    public Move move() {
        return MoveCode.toMove(current());
    }

    /**
     * The position after the current move, with the turn passed (R8.5, eliminations included);
     * without events and without a check, since the move is legal by construction. Allocates the
     * position only.
     *
     * @return the next position
     * @throws NoSuchElementException if the cursor is on no move
     */
    public Position next() {
        return engine.play(position, current());
    }

    private int current() {
        if (code < 0) {
            throw new NoSuchElementException(position == null ? "reset the cursor on a position first"
                    : index < 0 ? "call advance() first" : "no more moves");
        }
        return code;
    }

    @Override
    public String toString() {
        return "MoveCursor[" + (index < 0 ? "before the first" : index >= size ? "after the last" : "move " + (index + 1))
                + " of " + size + "]";
    }
}
