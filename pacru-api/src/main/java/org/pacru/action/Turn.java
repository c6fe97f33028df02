package org.pacru.action;

import org.pacru.board.Direction;

/**
 * The four turns a rotation may make (R7.1, R7.2): 45° or 90°, clockwise or anticlockwise, each
 * with its cost in relinquished markers and its notation symbol (R9.3).
 *
 * <p>The constants are declared in the canonical order of rotations: {@code <}, {@code <<},
 * {@code >}, {@code >>}. Every ordered listing of rotations (the engine's enumeration, counting
 * and ranking, the step-by-step builder) follows {@link #values()}.
 *
 * <pre>{@code
 * Turn t = Turn.ofSteps(2);     // CLOCKWISE_90
 * t.cost();                     // 4 markers (R7.1)
 * t.symbol();                   // ">>"
 * t.apply(Direction.N);         // E
 * }</pre>
 */
public enum Turn {
    /** 45° anticlockwise ({@code <}); costs 2 markers. */
    ANTICLOCKWISE_45(-1, "<"),
    /** 90° anticlockwise ({@code <<}); costs 4 markers. */
    ANTICLOCKWISE_90(-2, "<<"),
    /** 45° clockwise ({@code >}); costs 2 markers. */
    CLOCKWISE_45(1, ">"),
    /** 90° clockwise ({@code >>}); costs 4 markers. */
    CLOCKWISE_90(2, ">>");

    private static final Turn[] VALUES = values();

    private final int steps;
    private final String symbol;

    Turn(int steps, String symbol) {
        this.steps = steps;
        this.symbol = symbol;
    }

    /**
     * The turn as 45° steps, positive clockwise.
     *
     * @return −2, −1, 1 or 2
     */
    public int steps() {
        return steps;
    }

    /**
     * The number of own markers the turn relinquishes (R7.1): 2 for 45°, 4 for 90°.
     *
     * @return 2 or 4
     */
    public int cost() {
        return 2 * Math.abs(steps);
    }

    /**
     * The notation symbol (R9.3).
     *
     * @return {@code <}, {@code <<}, {@code >} or {@code >>}
     */
    public String symbol() {
        return symbol;
    }

    /**
     * The facing after this turn.
     *
     * @param before the facing before
     * @return the facing after
     */
    public Direction apply(Direction before) {
        if (before == null) {
            throw new NullPointerException("before");
        }
        return before.rotate(steps);
    }

    /**
     * The turn of the given number of 45° steps.
     *
     * @param steps −2, −1, 1 or 2; positive is clockwise
     * @return the turn
     * @throws IllegalArgumentException if {@code steps} is not −2, −1, 1 or 2 (R7.2)
     */
    public static Turn ofSteps(int steps) {
        for (Turn t : VALUES) {
            if (t.steps == steps) {
                return t;
            }
        }
        throw new IllegalArgumentException("R7.2: a rotation turns by 1 or 2 steps of 45° either way, not " + steps);
    }
}
