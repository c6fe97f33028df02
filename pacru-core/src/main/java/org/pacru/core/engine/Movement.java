package org.pacru.core.engine;

import static org.pacru.core.engine.Tables.BETWEEN_HI;
import static org.pacru.core.engine.Tables.BETWEEN_LO;
import static org.pacru.core.engine.Tables.BL_HI;
import static org.pacru.core.engine.Tables.BL_LO;
import static org.pacru.core.engine.Tables.BORDERLAND;
import static org.pacru.core.engine.Tables.DIR;
import static org.pacru.core.engine.Tables.DIST;
import static org.pacru.core.engine.Tables.FIELDS;
import static org.pacru.core.engine.Tables.RAY_HI;
import static org.pacru.core.engine.Tables.RAY_LO;
import static org.pacru.core.engine.Tables.count;
import static org.pacru.core.engine.Tables.has;
import static org.pacru.core.engine.Tables.hiBit;
import static org.pacru.core.engine.Tables.hiField;
import static org.pacru.core.engine.Tables.loBit;

import org.pacru.internal.ChevronCode;

/**
 * Moving a chevron (R3.1–R3.4) and whom it may capture (R5.1–R5.2): the rule predicates, and the
 * one move generator built from them. {@link #generate} is the only code that decides which base
 * moves are legal; {@link #hasLegalMove} is the same generator stopping at the first move, and
 * validation ({@code Explainer}) reads the generator's output for the move's start field, then
 * uses the predicates only to say which rule an illegal move breaks.
 */
final class Movement {
    private Movement() {
    }

    /** R3.1: a chevron facing {@code facing} moves in that direction or 45° to either side. */
    static boolean directionAllowed(int facing, int dir) {
        int d = (dir - facing) & 7;
        return d == 0 || d == 1 || d == 7;
    }

    /** R3.2: the range of a chevron of p on f: max(1, p's markers in f's borderland, occupied or not). */
    static int range(Board b, int p, int f) {
        return range(b.m[2 * p], b.m[2 * p + 1], f);
    }

    /** R3.2: the range of a chevron on f whose owner's markers are {@code ownLo}/{@code ownHi}. */
    static int range(long ownLo, long ownHi, int f) {
        int bl = BORDERLAND[f];
        return Math.max(1, count(ownLo & BL_LO[bl], ownHi & BL_HI[bl]));
    }

    /** R3.3: the destination of a plain move is unoccupied and neutral or p's. */
    static boolean plainDestinationOk(Board b, int p, int to) {
        if (b.occupied(to)) {
            return false;
        }
        int mk = b.markerAt(to);
        return mk < 0 || mk == p;
    }

    /** R3.4: no chevron stands strictly between from and to. */
    static boolean pathClear(Board b, int from, int to) {
        int i = from * FIELDS + to;
        return (BETWEEN_LO[i] & b.occLo) == 0 && (BETWEEN_HI[i] & b.occHi) == 0;
    }

    /** R3.4: start and destination both carry p's marker before the move: a jump may pass chevrons. */
    static boolean jumpAllowed(Board b, int p, int from, int to) {
        return b.hasMarker(p, from) && b.hasMarker(p, to);
    }

    /** R5.1: the chevron of p on a (facing {@code facing}) attacks field x: reachable, no jump. */
    static boolean attacks(Board b, int p, int a, int facing, int x) {
        int i = a * FIELDS + x;
        int dir = DIR[i];
        return dir >= 0 && directionAllowed(facing, dir) && DIST[i] <= range(b, p, a) && pathClear(b, a, x);
    }

    /** R5.1: the number of p's chevrons attacking field x (R5.2 asks for two). */
    static int attackers(Board b, int p, int x) {
        int n = 0;
        for (short s : b.chev) {
            if (ChevronCode.owner(s) == p && attacks(b, p, ChevronCode.field(s), ChevronCode.facing(s), x)) {
                n++;
            }
        }
        return n;
    }

    /**
     * The first field of a non-empty mask {@code xLo}/{@code xHi} (chevrons on one ray) seen from
     * the ray's start going in {@code dir}: N, NE, E and SE go to higher field indices.
     */
    static int firstAlong(long xLo, long xHi, int dir) {
        if (dir < 4) {
            return xLo != 0 ? Long.numberOfTrailingZeros(xLo) : hiField(Integer.numberOfTrailingZeros((int) xHi));
        }
        return xHi != 0 ? hiField(31 - Integer.numberOfLeadingZeros((int) xHi)) : 63 - Long.numberOfLeadingZeros(xLo);
    }

    /**
     * The move generator, R3.1–R3.4 and R5.1–R5.2: the destinations of all of p's chevrons in one
     * pass, into {@code out}. Per direction (R3.1), the fields within range (R3.2) up to the first
     * chevron are passable; beyond it only a jump onto an unoccupied own field from an own field
     * may end (R3.4); R3.3 excludes occupied and opposing fields. The first chevron on a ray within
     * range is the one the chevron attacks there (R5.1: reachable, nothing between); an enemy
     * chevron attacked by two or more of p's chevrons may be captured by each of them (R5.2),
     * settled after the loop by {@link Destinations#keepCaptures} (the loop records every attacked
     * chevron and carries no counts: fewer live values measured ~9 % faster base moves).
     *
     * <p>One loop of about 90 lines on purpose: it is the hot path of every generation, playout
     * and stuck test, and splitting it into a plain-move pass and a capture pass measured about
     * 10 % slower base-move generation.
     *
     * @param stopAtFirstMove stop as soon as one plain move is found, weighing no captures (then
     *                        {@code out} is partial; {@link #hasLegalMove} runs the full generator
     *                        when no plain move exists)
     * @return true if it stopped at a plain move
     */
    static boolean generate(Board b, int p, Destinations out, boolean stopAtFirstMove) {
        return generate(b, p, -1, -1, out, stopAtFirstMove);
    }

    /**
     * The generator restricted to the chevron on {@code onlyFrom} (all of p's chevrons if -1): its
     * plain destinations are exact; it records no captures (R5.2 needs two attackers), so a check of
     * a capture uses the chevrons on a line with its target (below).
     */
    static boolean generate(Board b, int p, int onlyFrom, Destinations out, boolean stopAtFirstMove) {
        return generate(b, p, onlyFrom, -1, out, stopAtFirstMove);
    }

    /**
     * The generator restricted as above and, if {@code alignedWith} ≥ 0, to the chevrons on a line
     * with that field: only they can attack it (R5.1), so its captures onto that field are exact
     * (R5.2 counts every attacker); the other chevrons are recorded with no destinations, so that
     * R5.1's own chevrons are still told from enemy ones.
     *
     * <p>Into the board's own {@link Board#destinations}, it records on the board whose they are
     * ({@link Board#destinationsOf}): p after a whole run, -1 after a restricted or partial one.
     * Into any other buffer (one of no board), it leaves the board's record alone.
     */
    static boolean generate(Board b, int p, int onlyFrom, int alignedWith, Destinations out, boolean stopAtFirstMove) {
        if (out == b.destinations) {
            b.destinationsOf = onlyFrom < 0 && alignedWith < 0 && !stopAtFirstMove ? p : -1;
        }
        long ownLo = b.m[2 * p];
        long ownHi = b.m[2 * p + 1];
        long occLo = b.occLo;
        long occHi = b.occHi;
        long okLo = ~occLo & ~(b.allLo() & ~ownLo);        // R3.3: unoccupied and not opposing
        long okHi = ~occHi & ~(b.allHi() & ~ownHi);
        long freeOwnLo = ownLo & ~occLo;
        long freeOwnHi = ownHi & ~occHi;
        short[] c = b.chev;
        out.clear(c.length);
        int[] outFrom = out.from;
        long[] outMasks = out.masks;
        int k = 0;
        int first = 0;                                  // the chevrons to generate for: all of them,
        int end = c.length;                             // or the one on onlyFrom (its index by popcount)
        if (onlyFrom >= 0) {
            boolean there = b.occupied(onlyFrom);
            first = there ? b.chevronIndex(onlyFrom) : 0;
            end = there ? first + 1 : 0;
        }
        short[] src = c;                                // stopping at the first move: the chevrons as they come
        if (!stopAtFirstMove) {                         // all of them: p's chevrons gathered first, without a
            short[] own = out.own;                      // branch per chevron (the owners alternate
            int n = 0;                                  // unpredictably in field order)
            for (int ci = first; ci < end; ci++) {
                short s = c[ci];
                own[n] = s;
                n += ChevronCode.owner(s) == p ? 1 : 0;
            }
            src = own;
            first = 0;
            end = n;
        }
        for (int ci = first; ci < end; ci++) {
            short s = src[ci];
            if (ChevronCode.owner(s) != p) {
                continue;                               // only when stopping at the first move
            }
            int from = ChevronCode.field(s);
            if (alignedWith >= 0 && DIR[from * FIELDS + alignedWith] < 0) {
                outFrom[k] = from;                          // cannot attack alignedWith: no destinations
                outMasks[4 * k] = 0;
                outMasks[4 * k + 1] = 0;
                outMasks[4 * k + 2] = 0;
                outMasks[4 * k + 3] = 0;
                k++;
                continue;
            }
            int facing = ChevronCode.facing(s);
            int r = Math.min(8, range(ownLo, ownHi, from));  // R3.2; no ray is longer than 8 fields
            boolean ownFrom = has(ownLo, ownHi, from);
            long dLo = 0;
            long dHi = 0;
            long eLo = 0;
            long eHi = 0;
            for (int dd = -1; dd <= 1; dd++) {
                int dir = (facing + dd) & 7;
                int i = (from * 8 + dir) * 9 + r;
                long rayLo = RAY_LO[i];
                long rayHi = RAY_HI[i];
                long xLo = rayLo & occLo;
                long xHi = rayHi & occHi;
                if ((xLo | xHi) == 0) {
                    dLo |= rayLo & okLo;
                    dHi |= rayHi & okHi;
                    if (stopAtFirstMove && (dLo | dHi) != 0) {
                        out.count = k;                      // partial: the chevrons before this one
                        return true;
                    }
                    continue;
                }
                int x = firstAlong(xLo, xHi, dir);         // the first chevron along the ray
                int bi = from * FIELDS + x;
                dLo |= BETWEEN_LO[bi] & okLo;
                dHi |= BETWEEN_HI[bi] & okHi;
                if (ownFrom) {                             // R3.4: a jump to an own field
                    dLo |= rayLo & freeOwnLo;
                    dHi |= rayHi & freeOwnHi;
                }
                if (stopAtFirstMove) {                     // captures are weighed only without a plain move
                    if ((dLo | dHi) != 0) {
                        out.count = k;
                        return true;
                    }
                    continue;
                }
                eLo |= loBit(x);                            // R5.1: attacked (own chevrons dropped by keepCaptures)
                eHi |= hiBit(x);
            }
            outFrom[k] = from;
            outMasks[4 * k] = dLo;
            outMasks[4 * k + 1] = dHi;
            outMasks[4 * k + 2] = eLo;
            outMasks[4 * k + 3] = eHi;
            k++;
        }
        out.count = k;
        if (onlyFrom >= 0) {                            // one chevron (k is 0 or 1): R5.2 needs two attackers,
            outMasks[2] = 0;                            // so no captures, as keepCaptures would leave
            outMasks[3] = 0;
        } else {
            out.keepCaptures();                         // R5.1 enemies only, R5.2: at least two attackers
        }
        return false;
    }

    /** R2.2, R8.1: whether p has any legal move: the generator, stopping at the first move found. */
    static boolean hasLegalMove(Board b, int p) {
        return hasLegalMove(b, p, false);
    }

    /**
     * R2.2, R8.1: whether p has any legal move. With {@code full} the whole generator runs, so that
     * afterwards {@code b.destinations} holds all of p's destinations on this board (and {@code
     * b.destinationsOf} is p), for a caller that generates them next anyway (a playout's next ply,
     * a perft node's children); without it the generator stops at the first move found.
     */
    static boolean hasLegalMove(Board b, int p, boolean full) {
        Destinations d = b.destinations;
        if (!full && generate(b, p, d, true)) {
            return true;
        }
        generate(b, p, d, false);                       // all of them, or no plain move: is there a capture?
        return d.any();
    }

    /**
     * Appends the legal base moves of p (the generator's output) in canonical order; returns how
     * many. Generates only if the board's destinations are not already p's on this board (see
     * {@link Board#destinationsOf}: left by a stuck test, {@link #hasLegalMove(Board, int, boolean)}).
     */
    static int baseMoves(Board b, int p, IntList out) {
        int before = out.size();
        Destinations d = b.destinations;
        if (b.destinationsOf != p) {
            generate(b, p, d, false);
        }
        for (int k = 0; k < d.count(); k++) {
            int from = d.from(k);
            // Bit sets come out in canonical order: plain moves by destination, then captures.
            for (long x = d.plainLo(k); x != 0; x &= x - 1) {
                out.add(MoveCode.base(from, Long.numberOfTrailingZeros(x), false));
            }
            for (int x = (int) d.plainHi(k); x != 0; x &= x - 1) {   // hi words: 17 fields, an int
                out.add(MoveCode.base(from, hiField(Integer.numberOfTrailingZeros(x)), false));
            }
            for (long x = d.captureLo(k); x != 0; x &= x - 1) {
                out.add(MoveCode.base(from, Long.numberOfTrailingZeros(x), true));
            }
            for (int x = (int) d.captureHi(k); x != 0; x &= x - 1) {
                out.add(MoveCode.base(from, hiField(Integer.numberOfTrailingZeros(x)), true));
            }
        }
        return out.size() - before;
    }

    /**
     * Whether the base move of p from {@code from} to {@code to} is legal (R3, R5): the generator's
     * output for that start field (for a plain move, the generator restricted to that chevron; for
     * a capture, to the chevrons on a line with the captured one, every possible attacker).
     */
    static boolean isLegalBaseMove(Board b, int p, int from, int to, boolean capture) {
        Destinations d = b.destinations;
        generate(b, p, capture ? -1 : from, capture ? to : -1, d, false);
        return d.allows(from, to, capture);
    }
}
