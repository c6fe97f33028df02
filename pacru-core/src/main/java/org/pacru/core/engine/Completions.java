package org.pacru.core.engine;

import static org.pacru.core.engine.Tables.DIR;
import static org.pacru.core.engine.Tables.FIELDS;
import static org.pacru.core.engine.Tables.hiBit;
import static org.pacru.core.engine.Tables.loBit;

/**
 * The completions of a legal base move (R4.3, R6.2, R9.2): one move per R4 option (the
 * connection, then each field the crossing may mark; or none) and, where that option makes a
 * meeting, per bonus field. Canonical order: {@code *} before fields, fields by index.
 *
 * <p>Holds the sets its rule calls fill: not thread-safe, one per thread (or per perft, playout).
 */
final class Completions {
    /** R4.4: the fields the crossing may mark. */
    private final FieldSet crossingFields = new FieldSet();
    /** R6.2: the fields the bonus may mark, for the option at hand. */
    private final FieldSet bonusFields = new FieldSet();

    /**
     * The completions of the legal base move {@code base} of p: appended to {@code out} in canonical
     * order unless {@code out} is null; returns how many there are. The ruleset's options decide
     * R4.2 (connectionNeedsGap), R6.1(d) and R6.2 (R10).
     */
    int expand(Board b, RuleOptions options, int p, int base, IntList out) {
        return expand(b, options, p, base, ANY_OPTION, out);
    }

    /** The {@code onlyR4} value that keeps every R4 option. */
    static final int ANY_OPTION = -1;

    /**
     * The completions of the legal base move {@code base} of p with one R4 option only (the
     * generator restricted, to check one move without listing the others): {@code onlyR4} is 0
     * (no R4 effect), {@link MoveCode#CONNECTION}, {@code 1 + field} (that crossing field), or
     * {@link #ANY_OPTION}. Appended to {@code out} unless it is null; returns how many there are.
     */
    int expand(Board b, RuleOptions options, int p, int base, int onlyR4, IntList out) {
        int from = MoveCode.from(base);
        int to = MoveCode.to(base);
        boolean capture = MoveCode.capture(base);
        int pf = Meeting.partner(b, p, to, DIR[from * FIELDS + to]);
        // p's markers after the capture (R5.3), before the R4 effect
        long ownLo = b.m[2 * p] | (capture ? loBit(to) : 0);
        long ownHi = b.m[2 * p + 1] | (capture ? hiBit(to) : 0);
        Marking.crossingCase(b, p, from, to, capture, crossingFields);
        long xLo = crossingFields.lo;
        long xHi = crossingFields.hi;
        int total = 0;
        boolean connection = Marking.isConnection(b, p, from, to, options.connectionNeedsGap);
        if (onlyR4 >= 0) {                         // restricted: keep the one option asked for
            boolean any = connection || (xLo | xHi) != 0;
            boolean field = onlyR4 >= 1 && onlyR4 < MoveCode.CONNECTION;    // the crossing field onlyR4 - 1
            xLo &= field ? loBit(onlyR4 - 1) : 0;
            xHi &= field ? hiBit(onlyR4 - 1) : 0;
            connection &= onlyR4 == MoveCode.CONNECTION;
            if (!connection && (xLo | xHi) == 0) {
                return any || onlyR4 != 0 ? 0 : withBonus(b, options, p, base, pf, ownLo, ownHi, 0, out);
            }
        }
        if (connection) {
            total += withBonus(b, options, p, base, pf, ownLo | Marking.connectionLo(from, to),
                    ownHi | Marking.connectionHi(from, to), MoveCode.CONNECTION, out);
        }
        for (long x = xLo; x != 0; x &= x - 1) {
            int f = Long.numberOfTrailingZeros(x);
            total += withBonus(b, options, p, base, pf, ownLo | 1L << f, ownHi, f + 1, out);
        }
        for (int x = (int) xHi; x != 0; x &= x - 1) {   // the hi word's 17 fields fit in an int
            int f = Integer.numberOfTrailingZeros(x);
            total += withBonus(b, options, p, base, pf, ownLo, ownHi | 1L << f, Tables.hiField(f) + 1, out);
        }
        if (total == 0) {                         // R4.3: no R4 effect to choose
            total = withBonus(b, options, p, base, pf, ownLo, ownHi, 0, out);
        }
        return total;
    }

    /**
     * The moves of one R4 option ({@code r4}, with p's markers after it {@code after}): one, or
     * with a meeting one per bonus field (R6.1, R6.2; a meeting with no field to mark gains nothing).
     */
    private int withBonus(Board b, RuleOptions options, int p, int base, int pf, long afterLo, long afterHi, int r4, IntList out) {
        int code = MoveCode.withR4(base, r4);
        int to = MoveCode.to(base);
        if (pf >= 0 && Meeting.meets(b, options, p, to, MoveCode.capture(base), pf, afterLo, afterHi)) {
            Meeting.bonusFields(b, options, MoveCode.from(base), to, afterLo, afterHi, bonusFields);
            int n = bonusFields.size();
            if (n > 0) {
                if (out != null) {
                    for (long x = bonusFields.lo; x != 0; x &= x - 1) {
                        out.add(MoveCode.withBonus(code, Long.numberOfTrailingZeros(x)));
                    }
                    for (int x = (int) bonusFields.hi; x != 0; x &= x - 1) {
                        out.add(MoveCode.withBonus(code, Tables.hiField(Integer.numberOfTrailingZeros(x))));
                    }
                }
                return n;
            }
        }
        if (out != null) {
            out.add(code);
        }
        return 1;
    }
}
