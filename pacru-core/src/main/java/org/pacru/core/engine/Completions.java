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
        if (Marking.isConnection(b, p, from, to, options.connectionNeedsGap)) {
            total += withBonus(b, options, p, base, pf, ownLo | Marking.connectionLo(from, to),
                    ownHi | Marking.connectionHi(from, to), MoveCode.CONNECTION, out);
        }
        for (long x = xLo; x != 0; x &= x - 1) {
            int f = Long.numberOfTrailingZeros(x);
            total += withBonus(b, options, p, base, pf, ownLo | 1L << f, ownHi, f + 1, out);
        }
        for (long x = xHi; x != 0; x &= x - 1) {
            int f = Long.numberOfTrailingZeros(x);
            total += withBonus(b, options, p, base, pf, ownLo, ownHi | 1L << f, f + 65, out);
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
                    for (long x = bonusFields.hi; x != 0; x &= x - 1) {
                        out.add(MoveCode.withBonus(code, 64 + Long.numberOfTrailingZeros(x)));
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
