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
    /** The one class that may hold the bridge: the rules engine's working board. */
    private static final String ENGINE_BOARD = "org.pacru.core.engine.Board";
    private static PositionAccess instance;
    private static boolean claimed;

    /** For the subclass inside {@code Position} only. */
    protected PositionAccess() {
    }

    /**
     * Installs the implementation; called once, by {@code Position}'s static initializer. It
     * initializes {@code Position} first, which installs the real bridge, so that any other
     * caller finds the bridge installed and is refused.
     *
     * @param access the implementation
     * @throws IllegalStateException if the bridge is installed already (every call but Position's own)
     */
    public static void install(PositionAccess access) {
        Objects.requireNonNull(access, "access");
        Position.builder(2);   // runs Position's static initializer, if it has not run, which installs the bridge
        synchronized (PositionAccess.class) {
            if (instance != null) {
                throw new IllegalStateException("PositionAccess is installed already, by Position");
            }
            instance = access;
        }
    }

    /**
     * The implementation, handed out once: to the engine's working board
     * ({@code org.pacru.core.engine.Board}), which asks for it in its static initializer and keeps
     * it in a private static final field. Before handing it out, this method initializes that
     * board (the class of that name that this class's own class loader defines, when there is
     * one), so the board is always the first to ask and every other caller, on the class path as
     * on the module path, gets an exception: the bridge hands out a position's own arrays and
     * builds positions without validation, so no other code may hold it. Without the engine on
     * the class path (pacru-api alone) nobody needs the bridge and the first caller gets it.
     *
     * @return the bridge
     * @throws IllegalStateException if the bridge has been handed out already
     */
    public static PositionAccess get() {
        initializeEngineBoard();
        Position.builder(2);   // runs Position's static initializer, which installs the bridge
        synchronized (PositionAccess.class) {
            if (claimed) {
                throw new IllegalStateException("PositionAccess is internal to pacru: the engine's board holds it, "
                        + "no other code may obtain it");
            }
            claimed = true;
            return instance;
        }
    }

    /**
     * Runs the static initializer of the engine's board, which asks for the bridge: from inside
     * that initializer (the board asking) this returns at once, as a class being initialized by
     * the current thread counts as initialized.
     */
    private static void initializeEngineBoard() {
        try {
            Class.forName(ENGINE_BOARD);   // this class's own class loader, initialized
        } catch (ClassNotFoundException e) {
            // pacru-api without pacru-core: there is no board to hold the bridge first.
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
