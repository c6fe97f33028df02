package org.pacru.board;

import java.util.Objects;

/**
 * A chevron (R1.3–R1.4): a piece with an owner and a facing, one of the eight compass directions.
 *
 * <p>Immutable and thread-safe; equal when owner and facing are equal.
 *
 * <pre>{@code
 * Chevron c = new Chevron(Player.A, Direction.N);
 * c.toString();          // "AN"
 * c.rotate(2).facing();  // E
 * }</pre>
 *
 * @param owner the player who owns it
 * @param facing the direction it faces
 */
public record Chevron(Player owner, Direction facing) {

    /**
     * Checks that neither component is null.
     *
     * @param owner the player who owns it
     * @param facing the direction it faces
     */
    public Chevron {
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(facing, "facing");
    }

    /**
     * The same chevron facing another direction.
     *
     * @param newFacing the new facing
     * @return the turned chevron
     */
    public Chevron withFacing(Direction newFacing) {
        return new Chevron(owner, newFacing);
    }

    /**
     * The same chevron turned by the given number of 45° steps, positive clockwise (R7.1).
     *
     * @param steps the steps to turn
     * @return the turned chevron
     */
    public Chevron rotate(int steps) {
        return new Chevron(owner, facing.rotate(steps));
    }

    /**
     * The owner's letter followed by the facing, as in position strings: {@code AN}, {@code BSW}.
     *
     * @return the text form
     */
    @Override
    public String toString() {
        return owner.letter() + facing.name();
    }
}
