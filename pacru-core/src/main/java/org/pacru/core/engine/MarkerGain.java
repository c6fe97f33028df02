package org.pacru.core.engine;

/**
 * How many markers a fully specified legal move gains its mover, read from its {@link MoveCode}
 * and the board before it, without playing it: the captured field (R5.3) unless it was the
 * mover's already, every field a connection fills that was not the mover's (R4.5), one for a
 * crossing's field (R4.4: a neutral field marked or an opposing marker converted) and one for a
 * meeting's bonus (R6.2). Exact, because these fields are distinct: a crossing never marks the
 * captured field, and the bonus field is one the move has not made the mover's. Markers only
 * move from R4–R6 (R3.6), so this is the change of the mover's marker count.
 *
 * <p>The heuristic playouts and the search's move ordering rank moves by it; it reads the board
 * and writes nothing.
 */
final class MarkerGain {
    private MarkerGain() {
    }

    /** The markers the legal move {@code code} of p gains on the board (0 or more). */
    static int of(Board b, int p, int code) {
        int from = MoveCode.from(code);
        int to = MoveCode.to(code);
        long ownLo = b.m[2 * p];
        long ownHi = b.m[2 * p + 1];
        int gain = 0;
        if (MoveCode.capture(code) && !Tables.has(ownLo, ownHi, to)) {
            gain++;
        }
        int r4 = MoveCode.r4(code);
        if (r4 == MoveCode.CONNECTION) {
            gain += Long.bitCount(Marking.connectionLo(from, to) & ~ownLo)
                    + Long.bitCount(Marking.connectionHi(from, to) & ~ownHi);
        } else if (r4 != 0) {
            gain++;
        }
        if (MoveCode.bonus(code) != 0) {
            gain++;
        }
        return gain;
    }
}
