package org.pacru.internal;

import java.util.Objects;
import org.pacru.board.Position;

/**
 * Internal bridge to the compact representation of {@link Position}, for the rules engine only.
 * Exported to {@code org.pacru.core} alone (see {@code module-info.java}); not part of the API and
 * may change in any release.
 *
 * <p>Representation: field index {@code i} (see {@code Field.index()}) is bit {@code i} of the
 * "lo" mask for {@code i < 64} and bit {@code i - 64} of the "hi" mask otherwise. Players are
 * indexed 0–3. Chevrons are a {@code short[]} sorted by field, each entry
 * {@code field << 5 | owner << 3 | facing} (facing is the {@code Direction} ordinal, N = 0,
 * clockwise). The arrays passed in and out are shared, never copied: callers must not modify them.
 */
public abstract class PositionAccess {
    /** The one class that may obtain the bridge: the rules engine's working board. */
    private static final String ENGINE_BOARD = "org.pacru.core.engine.Board";
    private static final StackWalker WALKER = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    private static volatile PositionAccess instance;

    /** For the subclass inside {@code Position} only. */
    protected PositionAccess() {
    }

    /**
     * Installs the implementation; called once by {@code Position}'s static initializer, and by
     * no other class.
     *
     * @param access the implementation
     * @throws IllegalCallerException if the caller is not {@code Position}
     * @throws IllegalStateException if the bridge is installed already
     */
    public static void install(PositionAccess access) {
        if (WALKER.getCallerClass() != Position.class) {
            throw new IllegalCallerException("only Position installs the PositionAccess bridge");
        }
        if (instance != null) {
            throw new IllegalStateException("PositionAccess is installed already");
        }
        instance = Objects.requireNonNull(access, "access");
    }

    /**
     * The implementation, initializing {@code Position} if needed. Only the engine's working
     * board ({@code org.pacru.core.engine.Board}, the class of that name that this class's own
     * class loader defines) may call it; it keeps the bridge in a private static final field.
     * Anyone else, on the class path as on the module path, gets an exception: the bridge hands
     * out a position's own arrays and builds positions without validation, so no other code may
     * hold it.
     *
     * @return the bridge
     * @throws IllegalCallerException if the caller is not the engine's board
     */
    public static PositionAccess get() {
        Class<?> caller = WALKER.getCallerClass();
        if (!isEngineBoard(caller)) {
            throw new IllegalCallerException("PositionAccess is internal to pacru; " + caller.getName() + " may not use it");
        }
        PositionAccess a = instance;
        if (a == null) {
            Position.builder(2);   // runs Position's static initializer, which installs the bridge
            a = instance;
        }
        return a;
    }

    private static boolean isEngineBoard(Class<?> caller) {
        if (!caller.getName().equals(ENGINE_BOARD)) {
            return false;
        }
        try {
            return caller == Class.forName(ENGINE_BOARD, false, PositionAccess.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /**
     * Creates a position from raw masks without validation; the caller guarantees the invariants
     * that {@code Position.Builder.build()} checks. The chevron array is adopted, not copied.
     *
     * @param aLo markers of player A, fields 0–63
     * @param aHi markers of player A, fields 64–80
     * @param bLo markers of player B, fields 0–63
     * @param bHi markers of player B, fields 64–80
     * @param cLo markers of player C, fields 0–63
     * @param cHi markers of player C, fields 64–80
     * @param dLo markers of player D, fields 0–63
     * @param dHi markers of player D, fields 64–80
     * @param chevrons the chevrons, sorted by field, encoded as described in the class comment
     * @param toMove index of the side to move, 0–3
     * @param players number of players, 2–4
     * @return the position
     */
    public final Position create(long aLo, long aHi, long bLo, long bHi, long cLo, long cHi,
                                 long dLo, long dHi, short[] chevrons, int toMove, int players) {
        return newPosition(aLo, aHi, bLo, bHi, cLo, cHi, dLo, dHi, chevrons, toMove, players);
    }

    /**
     * See {@link #create}.
     *
     * @param aLo see {@link #create}
     * @param aHi see {@link #create}
     * @param bLo see {@link #create}
     * @param bHi see {@link #create}
     * @param cLo see {@link #create}
     * @param cHi see {@link #create}
     * @param dLo see {@link #create}
     * @param dHi see {@link #create}
     * @param chevrons see {@link #create}
     * @param toMove see {@link #create}
     * @param players see {@link #create}
     * @return the position
     */
    protected abstract Position newPosition(long aLo, long aHi, long bLo, long bHi, long cLo, long cHi,
                                            long dLo, long dHi, short[] chevrons, int toMove, int players);

    /**
     * A player's markers on fields 0–63.
     *
     * @param p the position
     * @param player 0–3
     * @return the mask
     */
    public final long lo(Position p, int player) {
        return markersLo(p, player);
    }

    /**
     * A player's markers on fields 64–80 (bits 0–16).
     *
     * @param p the position
     * @param player 0–3
     * @return the mask
     */
    public final long hi(Position p, int player) {
        return markersHi(p, player);
    }

    /**
     * Chevron occupancy of fields 0–63.
     *
     * @param p the position
     * @return the mask
     */
    public final long occLo(Position p) {
        return occupiedLo(p);
    }

    /**
     * Chevron occupancy of fields 64–80 (bits 0–16).
     *
     * @param p the position
     * @return the mask
     */
    public final long occHi(Position p) {
        return occupiedHi(p);
    }

    /**
     * The chevrons, shared: do not modify.
     *
     * @param p the position
     * @return the encoded chevrons, sorted by field
     */
    public final short[] chevrons(Position p) {
        return chevronArray(p);
    }

    /**
     * The side to move.
     *
     * @param p the position
     * @return 0–3
     */
    public final int toMove(Position p) {
        return toMoveIndex(p);
    }

    /**
     * See {@link #lo}.
     *
     * @param p the position
     * @param player 0–3
     * @return the mask
     */
    protected abstract long markersLo(Position p, int player);

    /**
     * See {@link #hi}.
     *
     * @param p the position
     * @param player 0–3
     * @return the mask
     */
    protected abstract long markersHi(Position p, int player);

    /**
     * See {@link #occLo}.
     *
     * @param p the position
     * @return the mask
     */
    protected abstract long occupiedLo(Position p);

    /**
     * See {@link #occHi}.
     *
     * @param p the position
     * @return the mask
     */
    protected abstract long occupiedHi(Position p);

    /**
     * See {@link #chevrons}.
     *
     * @param p the position
     * @return the array
     */
    protected abstract short[] chevronArray(Position p);

    /**
     * See {@link #toMove}.
     *
     * @param p the position
     * @return 0–3
     */
    protected abstract int toMoveIndex(Position p);
}
