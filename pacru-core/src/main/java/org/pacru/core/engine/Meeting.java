package org.pacru.core.engine;

import static org.pacru.core.engine.Tables.HI_ALL;
import static org.pacru.core.engine.Tables.STEP;
import static org.pacru.core.engine.Tables.count;
import static org.pacru.core.engine.Tables.has;
import static org.pacru.core.engine.Tables.hiBit;
import static org.pacru.core.engine.Tables.loBit;

import org.pacru.internal.ChevronCode;

/**
 * Meeting (R6): whether a move ends nose to nose with another chevron of the mover (R6.1(b)–(c)),
 * whether it makes a meeting (R6.1, with the threshold counted per R6.3), and which fields the
 * bonus may take (R6.2). The mover's markers after the move and its R4/R5 effects are passed in
 * as {@code afterLo}/{@code afterHi}; the board is the one before the move.
 */
final class Meeting {
    private Meeting() {
    }

    /**
     * R6.1(b)–(c): the field ahead of the moved chevron (landing on {@code to}, facing
     * {@code dir}) if it holds another chevron of p facing back; else -1.
     */
    static int partner(Board b, int p, int to, int dir) {
        int pf = STEP[to * 8 + dir];
        if (pf < 0) {
            return -1;
        }
        int c = b.chevronAt(pf);
        if (c < 0 || ChevronCode.owner(c) != p || ChevronCode.facing(c) != ((dir + 4) & 7)) {
            return -1;
        }
        return pf;
    }

    /**
     * R6.1(d), R6.3: the most markers any player other than p has, counted after all of the move's
     * effects (p's markers after it are {@code after}), or with the ruleset option
     * meetingThresholdTiming = AFTER_CAPTURE (R10) after the capture only.
     */
    static int thresholdCount(Board b, RuleOptions o, int p, int to, boolean capture, long afterLo, long afterHi) {
        long mLo = o.thresholdAfterCapture ? (capture ? loBit(to) : 0) : afterLo;
        long mHi = o.thresholdAfterCapture ? (capture ? hiBit(to) : 0) : afterHi;
        int most = 0;
        for (int q = 0; q < b.players; q++) {
            if (q != p) {
                most = Math.max(most, count(b.m[2 * q] & ~mLo, b.m[2 * q + 1] & ~mHi));
            }
        }
        return most;
    }

    /**
     * R6.1: whether the move of p onto {@code to} meets the partner on {@code pf} (from
     * {@link #partner}, -1 for none): (a) {@code to} and (b) {@code pf} carry p's marker after the
     * move and its effects, (d) another player has reached the threshold.
     */
    static boolean meets(Board b, RuleOptions o, int p, int to, boolean capture, int pf, long afterLo, long afterHi) {
        return pf >= 0 && has(afterLo, afterHi, to) && has(afterLo, afterHi, pf)
                && thresholdCount(b, o, p, to, capture, afterLo, afterHi) >= o.meetingThreshold;
    }

    /**
     * R6.2: the fields the meeting bonus may mark, into {@code fields}: holding no chevron after the
     * move and not p's after its effects; the start field only with the ruleset option
     * bonusOnStartField (R10).
     */
    static FieldSet bonusFields(Board b, RuleOptions o, int from, int to, long afterLo, long afterHi, FieldSet fields) {
        long occLo = (b.occLo & ~loBit(from)) | loBit(to);
        long occHi = (b.occHi & ~hiBit(from)) | hiBit(to);
        if (!o.bonusOnStartField) {
            occLo |= loBit(from);
            occHi |= hiBit(from);
        }
        return fields.set(~occLo & ~afterLo, ~occHi & ~afterHi & HI_ALL);
    }
}
