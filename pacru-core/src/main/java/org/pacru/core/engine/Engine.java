package org.pacru.core.engine;

import static org.pacru.core.engine.Tables.BETWEEN_HI;
import static org.pacru.core.engine.Tables.BETWEEN_LO;
import static org.pacru.core.engine.Tables.BL_HI;
import static org.pacru.core.engine.Tables.BL_LO;
import static org.pacru.core.engine.Tables.BORDERLAND;
import static org.pacru.core.engine.Tables.DIR;
import static org.pacru.core.engine.Tables.DIST;
import static org.pacru.core.engine.Tables.FIELDS;
import static org.pacru.core.engine.Tables.HI_ALL;
import static org.pacru.core.engine.Tables.RAY;
import static org.pacru.core.engine.Tables.RAY_HI;
import static org.pacru.core.engine.Tables.RAY_LO;
import static org.pacru.core.engine.Tables.STEP;
import static org.pacru.core.engine.Tables.count;
import static org.pacru.core.engine.Tables.has;
import static org.pacru.core.engine.Tables.hiBit;
import static org.pacru.core.engine.Tables.loBit;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Event;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.MeetingThresholdTiming;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;
import org.pacru.rules.WinReason;

/**
 * The rules engine's fast path: generation, counting, perft and unchecked application on raw bit
 * masks, for one {@link Ruleset}. Every rule lives here once, as a small predicate on a working
 * {@link Board}; the generator enumerates with these predicates and {@link Explainer} derives its
 * verdicts from the very same ones. {@code org.pacru.core.PacruRules} is a thin, checked wrapper.
 *
 * <p>Immutable and thread-safe: each call works on a board of its own or on its thread's scratch
 * board, which it is done with before it returns. Not exported from the module;
 * code on the class path (benchmarks, perft tools) may use it directly:
 *
 * <pre>{@code
 * Engine engine = Engine.of(Ruleset.STANDARD);
 * IntList moves = new IntList();
 * engine.legalMoves(position, moves);                        // fully specified, canonical order
 * Position next = engine.play(position, moves.get(0));      // unchecked, with R8.5 turn passing
 * long nodes = engine.perft(Position.initial(2), 3);
 * }</pre>
 *
 * <p>A uniformly random action without building rotations: {@code n = legalMoves(p, list)},
 * {@code r = countRotations(p)}, pick {@code k < n + r}; play {@code list.get(k)} with
 * {@link #play} or rotation {@code k - n} with {@link #playRotation}. Counting only:
 * {@link #countMoves}, {@link #countLegalActions}, {@link #perft}.
 */
public final class Engine {
    /** The code of {@link #outcome(Board)} while the game goes on. */
    static final int NO_OUTCOME = -1;

    private final Ruleset ruleset;
    private final int threshold;
    private final boolean thresholdAfterCapture;
    private final boolean connectionNeedsGap;
    private final boolean bonusOnStartField;
    /** R8.3a: the target by player count (index 2–4). */
    private final int[] targets = new int[5];

    private Engine(Ruleset ruleset) {
        this.ruleset = ruleset;
        this.threshold = ruleset.meetingThreshold();
        this.thresholdAfterCapture = ruleset.meetingThresholdTiming() == MeetingThresholdTiming.AFTER_CAPTURE;
        this.connectionNeedsGap = ruleset.connectionNeedsGap();
        this.bonusOnStartField = ruleset.bonusOnStartField();
        for (int n = 2; n <= 4; n++) {
            targets[n] = ruleset.target(n);
        }
    }

    /**
     * The engine for a ruleset.
     *
     * @param ruleset the ruleset (R10)
     * @return the engine
     */
    public static Engine of(Ruleset ruleset) {
        return new Engine(Objects.requireNonNull(ruleset, "ruleset"));
    }

    /**
     * The ruleset of this engine.
     *
     * @return the ruleset
     */
    public Ruleset ruleset() {
        return ruleset;
    }

    // ------------------------------------------------------------------------------------------
    // R3, R5: the rule predicates shared by the generator and the explainer.

    /** R3.2: the range of a chevron of p on f: max(1, p's markers in f's borderland, occupied or not). */
    static int range(Board b, int p, int f) {
        return range(b.m[2 * p], b.m[2 * p + 1], f);
    }

    /** R3.2: the range of a chevron on f whose owner's markers are {@code ownLo}/{@code ownHi}. */
    static int range(long ownLo, long ownHi, int f) {
        int bl = BORDERLAND[f];
        return Math.max(1, count(ownLo & BL_LO[bl], ownHi & BL_HI[bl]));
    }

    /**
     * The first field of a non-empty mask {@code xLo}/{@code xHi} (chevrons on one ray) seen from
     * the ray's start going in {@code dir}: N, NE, E and SE go to higher field indices.
     */
    private static int firstAlong(long xLo, long xHi, int dir) {
        if (dir < 4) {
            return xLo != 0 ? Long.numberOfTrailingZeros(xLo) : 64 + Long.numberOfTrailingZeros(xHi);
        }
        return xHi != 0 ? 127 - Long.numberOfLeadingZeros(xHi) : 63 - Long.numberOfLeadingZeros(xLo);
    }

    /** R3.1: a chevron facing {@code facing} moves in that direction or 45° to either side. */
    static boolean directionAllowed(int facing, int dir) {
        int d = (dir - facing) & 7;
        return d == 0 || d == 1 || d == 7;
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

    /** R3.3: the destination of a plain move is unoccupied and neutral or p's. */
    static boolean plainDestinationOk(Board b, int p, int to) {
        if (b.occupied(to)) {
            return false;
        }
        int mk = b.markerAt(to);
        return mk < 0 || mk == p;
    }

    /** R5.1: the chevron of p on a (facing {@code facing}) attacks field x: reachable, no jump. */
    static boolean attacks(Board b, int p, int a, int facing, int x) {
        int i = a * FIELDS + x;
        int dir = DIR[i];
        return dir >= 0 && directionAllowed(facing, dir) && DIST[i] <= range(b, p, a) && pathClear(b, a, x);
    }

    /** R5.1–R5.2: the number of p's chevrons attacking field x. */
    static int attackers(Board b, int p, int x) {
        int n = 0;
        short[] c = b.chev;
        for (short s : c) {
            if ((s >>> 3 & 3) == p && attacks(b, p, s >>> 5, s & 7, x)) {
                n++;
            }
        }
        return n;
    }

    /** R5.2: a capture by p of the enemy chevron on x is legal when at least two chevrons attack it. */
    static boolean captureAllowed(Board b, int p, int x) {
        int n = 0;
        for (short s : b.chev) {
            if ((s >>> 3 & 3) == p && attacks(b, p, s >>> 5, s & 7, x) && ++n == 2) {
                return true;     // the same count as attackers(b, p, x) >= 2, stopping at the second
            }
        }
        return false;
    }

    // ------------------------------------------------------------------------------------------
    // R4, R6: the facts of one base move, shared by generator, applier and explainer.

    /**
     * R4.1–R4.4 and R4.2: computes into the board's scratch fields whether the move crosses a border,
     * which fields the crossing may mark ({@code xLo/xHi}, empty if it gains nothing) and which case
     * of R4.4 applies, and whether it is a connection ({@code conn}, filling {@code cnLo/cnHi}).
     * Everything is judged on the board before the move.
     */
    void r4(Board b, int p, int from, int to, boolean capture) {
        long ownLo = b.m[2 * p];
        long ownHi = b.m[2 * p + 1];
        int d = BORDERLAND[to];
        b.crossing = BORDERLAND[from] != d;
        b.crossCase = 0;
        b.xLo = 0;
        b.xHi = 0;
        if (b.crossing) {
            long allLo = b.allLo();
            long allHi = b.allHi();
            long nLo = BL_LO[d] & ~allLo;
            long nHi = BL_HI[d] & ~allHi;
            if (capture) {                      // R4.4a: a capture's destination does not count
                nLo &= ~loBit(to);
                nHi &= ~hiBit(to);
            }
            if ((nLo | nHi) != 0) {             // R4.4a: mark a neutral field holding no chevron
                b.xLo = nLo & ~b.occLo;
                b.xHi = nHi & ~b.occHi;
            } else {                            // R4.4b: convert an opposing marker, unoccupied, not the destination
                b.xLo = BL_LO[d] & allLo & ~ownLo & ~b.occLo & ~loBit(to);
                b.xHi = BL_HI[d] & allHi & ~ownHi & ~b.occHi & ~hiBit(to);
            }
            if ((b.xLo | b.xHi) != 0) {
                b.crossCase = (nLo | nHi) != 0 ? 1 : 2;
            }
        }
        int i = from * FIELDS + to;
        long btLo = BETWEEN_LO[i];
        long btHi = BETWEEN_HI[i];
        b.cnLo = btLo;
        b.cnHi = btHi;
        b.conn = has(ownLo, ownHi, from) && has(ownLo, ownHi, to)
                && (btLo & b.occLo) == 0 && (btHi & b.occHi) == 0
                && (connectionNeedsGap ? ((btLo & ~ownLo) | (btHi & ~ownHi)) != 0 : (btLo | btHi) != 0);
    }

    /**
     * R6.1(b)–(c), chevron part: the field ahead of the moved chevron (landing on {@code to}, facing
     * {@code dir}) if it holds another chevron of p facing back; else -1.
     */
    static int partner(Board b, int p, int to, int dir) {
        int pf = STEP[to * 8 + dir];
        if (pf < 0) {
            return -1;
        }
        int c = b.chevronAt(pf);
        if (c < 0 || (c >>> 3 & 3) != p || (c & 7) != ((dir + 4) & 7)) {
            return -1;
        }
        return pf;
    }

    /**
     * R6.1(d): whether another player has at least the threshold of markers, counted per R6.3
     * (see {@link #thresholdCount}).
     */
    boolean thresholdMet(Board b, int p, int to, boolean capture, long oaLo, long oaHi) {
        return thresholdCount(b, p, to, capture, oaLo, oaHi) >= threshold;
    }

    /**
     * R6.1(d), R6.3: the most markers any other player has, as the threshold counts them: after
     * all effects ({@code oa} = p's markers after the move), or after the capture only.
     */
    int thresholdCount(Board b, int p, int to, boolean capture, long oaLo, long oaHi) {
        long mLo = thresholdAfterCapture ? (capture ? loBit(to) : 0) : oaLo;
        long mHi = thresholdAfterCapture ? (capture ? hiBit(to) : 0) : oaHi;
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
     * {@link #partner}), given p's markers after the move and its R4/R5 effects ({@code oa}).
     */
    boolean meets(Board b, int p, int to, boolean capture, int pf, long oaLo, long oaHi) {
        return pf >= 0 && has(oaLo, oaHi, to) && has(oaLo, oaHi, pf) && thresholdMet(b, p, to, capture, oaLo, oaHi);
    }

    /**
     * R6.2: the bonus candidates into {@code bLo/bHi}: fields holding no chevron after the move and not
     * p's after its effects; the start field only if the ruleset allows it (R10 bonusOnStartField).
     */
    void bonus(Board b, int from, int to, long oaLo, long oaHi) {
        long occLo = (b.occLo & ~loBit(from)) | loBit(to);
        long occHi = (b.occHi & ~hiBit(from)) | hiBit(to);
        if (!bonusOnStartField) {
            occLo |= loBit(from);
            occHi |= hiBit(from);
        }
        b.bLo = ~occLo & ~oaLo;
        b.bHi = ~occHi & ~oaHi & HI_ALL;
    }

    // ------------------------------------------------------------------------------------------
    // Generation.

    /**
     * R3.1–R3.4, R5.1–R5.2: the legal destinations of p's chevron on {@code from}, as bit sets in
     * the board's scratch fields: plain moves in {@code dLo/dHi}, captures in {@code kLo/kHi}. Per
     * direction, the fields within range up to the first chevron are passable (pathClear); beyond
     * it only a jump (own markers at both ends) may end; the first chevron itself may be captured.
     */
    static void destinations(Board b, int p, int from, int facing,
                             long ownLo, long ownHi, long oppLo, long oppHi, long mineLo, long mineHi) {
        int r = range(b, p, from);
        boolean ownFrom = has(ownLo, ownHi, from);
        long jumpLo = ownFrom ? ownLo : 0;
        long jumpHi = ownFrom ? ownHi : 0;
        long dLo = 0;
        long dHi = 0;
        long kLo = 0;
        long kHi = 0;
        for (int dd = -1; dd <= 1; dd++) {
            int dir = (facing + dd) & 7;
            int i = (from * 8 + dir) * 9 + Math.min(r, 8);
            long rayLo = RAY_LO[i];
            long rayHi = RAY_HI[i];
            long bLo = rayLo & b.occLo;
            long bHi = rayHi & b.occHi;
            long clearLo = rayLo;
            long clearHi = rayHi;
            if ((bLo | bHi) != 0) {
                int blocker;                                  // the first chevron along the ray
                if (dir < 4) {
                    blocker = bLo != 0 ? Long.numberOfTrailingZeros(bLo) : 64 + Long.numberOfTrailingZeros(bHi);
                } else {
                    blocker = bHi != 0 ? 127 - Long.numberOfLeadingZeros(bHi) : 63 - Long.numberOfLeadingZeros(bLo);
                }
                clearLo = BETWEEN_LO[from * FIELDS + blocker];
                clearHi = BETWEEN_HI[from * FIELDS + blocker];
                if (!has(mineLo, mineHi, blocker) && captureAllowed(b, p, blocker)) {
                    kLo |= loBit(blocker);
                    kHi |= hiBit(blocker);
                }
            }
            // R3.3: unoccupied, not opposing; R3.4: passable, or a jump to an own field.
            dLo |= rayLo & ~b.occLo & ~oppLo & (clearLo | jumpLo);
            dHi |= rayHi & ~b.occHi & ~oppHi & (clearHi | jumpHi);
        }
        b.dLo = dLo;
        b.dHi = dHi;
        b.kLo = kLo;
        b.kHi = kHi;
    }

    /**
     * R3, R5: the destinations of all of p's chevrons in one pass, into the board's generation
     * scratch: for the k-th own chevron (in field order) its field {@code genFrom[k]}, its plain
     * destinations {@code gen[4k], gen[4k + 1]} and its capturable enemy chevrons
     * {@code gen[4k + 2], gen[4k + 3]}; returns the number of own chevrons. Per direction, the
     * fields within range (R3.2) up to the first chevron are passable; beyond it only a jump onto
     * an unoccupied own field from an own field may end (R3.4); R3.3 excludes opposing fields. The
     * first chevron on a ray within range is the one the chevron attacks there (R5.1: reachable,
     * nothing between); an enemy chevron attacked by two or more of p's chevrons may be captured
     * by each of them (R5.2), found with two bit sets ({@code att1}: attacked once, {@code att2}:
     * at least twice) instead of counting attackers per target. Same verdicts as
     * {@link #destinations}, which the explainer uses one chevron at a time.
     */
    private static int generate(Board b, int p) {
        long ownLo = b.m[2 * p];
        long ownHi = b.m[2 * p + 1];
        long occLo = b.occLo;
        long occHi = b.occHi;
        // R3.3: unoccupied and not opposing.
        long okLo = ~occLo & ~(b.allLo() & ~ownLo);
        long okHi = ~occHi & ~(b.allHi() & ~ownHi);
        long freeOwnLo = ownLo & ~occLo;
        long freeOwnHi = ownHi & ~occHi;
        long mineLo = 0;
        long mineHi = 0;
        short[] c = b.chev;
        for (short s : c) {
            if ((s >>> 3 & 3) == p) {
                mineLo |= loBit(s >>> 5);
                mineHi |= hiBit(s >>> 5);
            }
        }
        long att1Lo = 0;
        long att1Hi = 0;
        long att2Lo = 0;
        long att2Hi = 0;
        if (b.genFrom.length < c.length) {             // room for every chevron (built positions may have many)
            b.genFrom = new int[c.length];
            b.gen = new long[4 * c.length];
        }
        long[] gen = b.gen;
        int[] genFrom = b.genFrom;
        int k = 0;
        for (short s : c) {
            if ((s >>> 3 & 3) != p) {
                continue;
            }
            int from = s >>> 5;
            int facing = s & 7;
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
                    continue;
                }
                int x = firstAlong(xLo, xHi, dir);     // the first chevron along the ray
                int bi = from * FIELDS + x;
                dLo |= BETWEEN_LO[bi] & okLo;
                dHi |= BETWEEN_HI[bi] & okHi;
                if (ownFrom) {
                    dLo |= rayLo & freeOwnLo;
                    dHi |= rayHi & freeOwnHi;
                }
                long xbLo = loBit(x);
                long xbHi = hiBit(x);
                if (((xbLo & mineLo) | (xbHi & mineHi)) == 0) {
                    eLo |= xbLo;
                    eHi |= xbHi;
                    att2Lo |= att1Lo & xbLo;
                    att2Hi |= att1Hi & xbHi;
                    att1Lo |= xbLo;
                    att1Hi |= xbHi;
                }
            }
            genFrom[k] = from;
            gen[4 * k] = dLo;
            gen[4 * k + 1] = dHi;
            gen[4 * k + 2] = eLo;
            gen[4 * k + 3] = eHi;
            k++;
        }
        for (int j = 0; j < k; j++) {                  // R5.2: at least two attackers
            gen[4 * j + 2] &= att2Lo;
            gen[4 * j + 3] &= att2Hi;
        }
        return k;
    }

    /** Appends the legal base moves of p (R3, R5), in canonical order; returns how many. */
    int baseMoves(Board b, int p, IntList out) {
        int before = out.size();
        int k = generate(b, p);
        long[] gen = b.gen;
        for (int j = 0; j < k; j++) {
            int from = b.genFrom[j];
            // Bit sets come out in canonical order: plain moves by destination, then captures.
            for (long x = gen[4 * j]; x != 0; x &= x - 1) {
                out.add(from | Long.numberOfTrailingZeros(x) << 7);
            }
            for (long x = gen[4 * j + 1]; x != 0; x &= x - 1) {
                out.add(from | (64 + Long.numberOfTrailingZeros(x)) << 7);
            }
            for (long x = gen[4 * j + 2]; x != 0; x &= x - 1) {
                out.add(from | Long.numberOfTrailingZeros(x) << 7 | 1 << 14);
            }
            for (long x = gen[4 * j + 3]; x != 0; x &= x - 1) {
                out.add(from | (64 + Long.numberOfTrailingZeros(x)) << 7 | 1 << 14);
            }
        }
        return out.size() - before;
    }

    /**
     * Whether p has any legal move (R2.2, R8.1): the generator's conditions. Looks for a plain
     * move first, stopping at the first one; only without one does it weigh captures (R5.2).
     */
    boolean hasLegalMove(Board b, int p) {
        long ownLo = b.m[2 * p];
        long ownHi = b.m[2 * p + 1];
        long occLo = b.occLo;
        long occHi = b.occHi;
        long okLo = ~occLo & ~(b.allLo() & ~ownLo);
        long okHi = ~occHi & ~(b.allHi() & ~ownHi);
        for (short s : b.chev) {
            if ((s >>> 3 & 3) != p) {
                continue;
            }
            int from = s >>> 5;
            int facing = s & 7;
            int r = Math.min(8, range(ownLo, ownHi, from));  // R3.2; no ray is longer than 8 fields
            boolean ownFrom = has(ownLo, ownHi, from);
            for (int dd = -1; dd <= 1; dd++) {
                int dir = (facing + dd) & 7;
                int i = (from * 8 + dir) * 9 + r;
                long rayLo = RAY_LO[i];
                long rayHi = RAY_HI[i];
                long xLo = rayLo & occLo;
                long xHi = rayHi & occHi;
                if ((xLo | xHi) == 0) {
                    if (((rayLo & okLo) | (rayHi & okHi)) != 0) {
                        return true;
                    }
                    continue;
                }
                if (ownFrom && ((rayLo & ownLo & ~occLo) | (rayHi & ownHi & ~occHi)) != 0) {
                    return true;                         // R3.4: a jump (or a plain move) to an own field
                }
                int x = firstAlong(xLo, xHi, dir);
                int bi = from * FIELDS + x;
                if (((BETWEEN_LO[bi] & okLo) | (BETWEEN_HI[bi] & okHi)) != 0) {
                    return true;
                }
            }
        }
        int k = generate(b, p);                          // no plain move: is there a capture?
        long any = 0;
        long[] gen = b.gen;
        for (int j = 0; j < 4 * k; j++) {
            any |= gen[j];
        }
        return any != 0;
    }

    /**
     * The completions of a legal base move (R4.3, R6.2, R9.2): appended to {@code out} in canonical
     * order unless {@code out} is null; returns how many there are.
     */
    int expand(Board b, int p, int base, IntList out) {
        int from = MoveCode.from(base);
        int to = MoveCode.to(base);
        boolean capture = MoveCode.capture(base);
        int dir = DIR[from * FIELDS + to];
        r4(b, p, from, to, capture);
        int pf = partner(b, p, to, dir);
        long ownLo = b.m[2 * p] | (capture ? loBit(to) : 0);
        long ownHi = b.m[2 * p + 1] | (capture ? hiBit(to) : 0);
        long xLo = b.xLo;
        long xHi = b.xHi;
        int total = 0;
        if (b.conn) {
            total += option(b, p, base, from, to, capture, pf, ownLo | b.cnLo, ownHi | b.cnHi, MoveCode.CONNECTION, out);
        }
        for (long x = xLo; x != 0; x &= x - 1) {
            int f = Long.numberOfTrailingZeros(x);
            total += option(b, p, base, from, to, capture, pf, ownLo | 1L << f, ownHi, f + 1, out);
        }
        for (long x = xHi; x != 0; x &= x - 1) {
            int f = Long.numberOfTrailingZeros(x);
            total += option(b, p, base, from, to, capture, pf, ownLo, ownHi | 1L << f, f + 65, out);
        }
        if (total == 0) {
            total = option(b, p, base, from, to, capture, pf, ownLo, ownHi, 0, out);
        }
        return total;
    }

    private int option(Board b, int p, int base, int from, int to, boolean capture, int pf,
                       long oaLo, long oaHi, int r4, IntList out) {
        int code = base | r4 << 15;
        if (pf >= 0 && meets(b, p, to, capture, pf, oaLo, oaHi)) {
            bonus(b, from, to, oaLo, oaHi);
            long lo = b.bLo;
            long hi = b.bHi;
            int n = count(lo, hi);
            if (n == 0) {
                if (out != null) {
                    out.add(code);
                }
                return 1;
            }
            if (out != null) {
                for (; lo != 0; lo &= lo - 1) {
                    out.add(code | (Long.numberOfTrailingZeros(lo) + 1) << 22);
                }
                for (; hi != 0; hi &= hi - 1) {
                    out.add(code | (Long.numberOfTrailingZeros(hi) + 65) << 22);
                }
            }
            return n;
        }
        if (out != null) {
            out.add(code);
        }
        return 1;
    }

    /**
     * All fully specified legal moves of the side to move of the board, in canonical order, added to
     * {@code out}; with {@code out == null} they are only counted.
     */
    int legalMoves(Board b, IntList out) {
        if (outcome(b) != NO_OUTCOME) {
            return 0;
        }
        int p = b.toMove;
        IntList bases = SCRATCH.get().bases;
        bases.clear();
        int nb = baseMoves(b, p, bases);
        int n = 0;
        for (int i = 0; i < nb; i++) {
            n += expand(b, p, bases.get(i), out);
        }
        return n;
    }

    long countMoves(Board b) {
        return legalMoves(b, null);
    }

    /** R7: 2·C(n,2) + 2·C(n,4) per own chevron, n = own markers on unoccupied fields; 0 without a move. */
    long countRotations(Board b) {
        if (outcome(b) != NO_OUTCOME) {
            return 0;
        }
        int p = b.toMove;
        if (!hasLegalMove(b, p)) {
            return 0;
        }
        return rotationsPerChevron(b, p) * chevronCount(b, p);
    }

    static long rotationsPerChevron(Board b, int p) {
        long n = count(b.m[2 * p] & ~b.occLo, b.m[2 * p + 1] & ~b.occHi);
        long c2 = n * (n - 1) / 2;
        long c4 = n < 4 ? 0 : n * (n - 1) * (n - 2) * (n - 3) / 24;
        return 2 * c2 + 2 * c4;
    }

    static int chevronCount(Board b, int p) {
        int k = 0;
        for (short s : b.chev) {
            if ((s >>> 3 & 3) == p) {
                k++;
            }
        }
        return k;
    }

    // ------------------------------------------------------------------------------------------
    // R8.3: outcome.

    /**
     * R8.3: -1 while the game goes on, else {@code winner | reason << 2} (reason 0 = TARGET_REACHED,
     * 1 = LAST_WITH_CHEVRONS). (a) before (b). Several players at or above the target (only in
     * user-built positions): the one with the most markers wins, ties to the earliest in turn order.
     * No chevrons at all: no outcome (and no legal action).
     */
    int outcome(Board b) {
        int target = targets[b.players];
        int best = -1;
        int bestCount = -1;
        for (int q = 0; q < b.players; q++) {
            int c = count(b.m[2 * q], b.m[2 * q + 1]);
            if (c >= target && c > bestCount) {
                best = q;
                bestCount = c;
            }
        }
        if (best >= 0) {
            return best;
        }
        short[] c = b.chev;
        if (c.length == 0) {
            return NO_OUTCOME;
        }
        int owner = c[0] >>> 3 & 3;
        for (int i = 1; i < c.length; i++) {
            if ((c[i] >>> 3 & 3) != owner) {
                return NO_OUTCOME;              // two players still have chevrons: (b) does not hold
            }
        }
        return owner | 1 << 2;
    }

    static Outcome toOutcome(int code) {
        return new Outcome(Player.ofNumber((code & 3) + 1),
                (code >>> 2) == 0 ? WinReason.TARGET_REACHED : WinReason.LAST_WITH_CHEVRONS);
    }

    // ------------------------------------------------------------------------------------------
    // Application (unchecked: the caller guarantees legality).

    /**
     * Applies a legal move of p: R3.5, R5.3, R4.4/R4.5 per its R4 choice, R6 per its bonus. Appends
     * events unless {@code ev} is null.
     */
    void applyMove(Board b, int p, int code, List<Event> ev) {
        int from = MoveCode.from(code);
        int to = MoveCode.to(code);
        boolean capture = MoveCode.capture(code);
        int r4 = MoveCode.r4(code);
        int bonus = MoveCode.bonus(code);
        int dir = DIR[from * FIELDS + to];
        Player mover = Player.ofNumber(p + 1);
        int pf = -1;
        if (ev != null) {
            // R6.1, judged with the same predicates as the generator, before the board changes.
            long oaLo = b.m[2 * p] | (capture ? loBit(to) : 0);
            long oaHi = b.m[2 * p + 1] | (capture ? hiBit(to) : 0);
            if (r4 == MoveCode.CONNECTION) {
                int i = from * FIELDS + to;
                oaLo |= BETWEEN_LO[i];
                oaHi |= BETWEEN_HI[i];
            } else if (r4 != 0) {
                oaLo |= loBit(r4 - 1);
                oaHi |= hiBit(r4 - 1);
            }
            pf = partner(b, p, to, dir);
            if (!meets(b, p, to, capture, pf, oaLo, oaHi)) {
                pf = -1;
            }
            ev.add(new Event.Moved(mover, Field.ofIndex(from), Field.ofIndex(to), Direction.values()[dir]));
        }
        short[] old = b.chev;
        short[] c = b.newChevrons(capture ? old.length - 1 : old.length, old);
        short moved = (short) (to << 5 | p << 3 | dir);
        int k = 0;
        boolean placed = false;
        for (short s : old) {
            int f = s >>> 5;
            if (f == from) {
                continue;
            }
            if (f == to) {
                if (ev != null) {
                    ev.add(new Event.Captured(mover, Field.ofIndex(to), decode(s)));
                }
                continue;
            }
            if (!placed && f > to) {
                c[k++] = moved;
                placed = true;
            }
            c[k++] = s;
        }
        if (!placed) {
            c[k] = moved;
        }
        b.chev = c;                       // occupancy: the start field empties, the destination fills
        b.occLo = b.occLo & ~loBit(from) | loBit(to);
        b.occHi = b.occHi & ~hiBit(from) | hiBit(to);
        if (capture) {
            mark(b, p, to, Event.Cause.CAPTURE, ev);
        }
        if (r4 == MoveCode.CONNECTION && ev == null) {
            int i = from * FIELDS + to;   // R4.5 without events: every field between becomes p's at once
            b.setMarkers(p, BETWEEN_LO[i], BETWEEN_HI[i]);
        } else if (r4 == MoveCode.CONNECTION) {
            int[] ray = RAY[from * 8 + dir];
            int dist = DIST[from * FIELDS + to];
            for (int i = 0; i < dist - 1; i++) {
                mark(b, p, ray[i], Event.Cause.CONNECTION, ev);
            }
        } else if (r4 != 0) {
            mark(b, p, r4 - 1, Event.Cause.BORDER_CROSSING, ev);
        }
        if (ev != null && pf >= 0) {
            ev.add(new Event.Meeting(mover, Field.ofIndex(to), Field.ofIndex(pf)));
        }
        if (bonus != 0) {
            mark(b, p, bonus - 1, Event.Cause.MEETING_BONUS, ev);
        }
    }

    private static void mark(Board b, int p, int f, Event.Cause cause, List<Event> ev) {
        int q = b.markerAt(f);
        if (q == p) {
            return;
        }
        if (ev != null) {
            Player mover = Player.ofNumber(p + 1);
            ev.add(q < 0 ? new Event.MarkerClaimed(Field.ofIndex(f), mover, cause)
                    : new Event.MarkerConverted(Field.ofIndex(f), Player.ofNumber(q + 1), mover, cause));
        }
        b.setMarkers(p, loBit(f), hiBit(f));
    }

    /** R7.1: applies a legal rotation of p, relinquishing the fields of the mask. */
    void applyRotation(Board b, int p, int field, int steps, long relLo, long relHi, List<Event> ev) {
        Player mover = Player.ofNumber(p + 1);
        if (ev != null) {
            for (long x = relLo; x != 0; x &= x - 1) {
                ev.add(new Event.MarkerRelinquished(Field.ofIndex(Long.numberOfTrailingZeros(x)), mover));
            }
            for (long x = relHi; x != 0; x &= x - 1) {
                ev.add(new Event.MarkerRelinquished(Field.ofIndex(64 + Long.numberOfTrailingZeros(x)), mover));
            }
        }
        b.m[2 * p] &= ~relLo;
        b.m[2 * p + 1] &= ~relHi;
        short[] c = b.newChevrons(b.chev.length, b.chev);
        System.arraycopy(b.chev, 0, c, 0, c.length);
        for (int i = 0; i < c.length; i++) {
            if (c[i] >>> 5 == field) {
                int facing = c[i] & 7;
                int turned = (facing + steps) & 7;
                c[i] = (short) (c[i] & ~7 | turned);
                if (ev != null) {
                    ev.add(new Event.Rotated(mover, Field.ofIndex(field), Direction.values()[facing],
                            Direction.values()[turned]));
                }
            }
        }
        b.chev = c;
    }

    /**
     * R8.5: passes the turn after an action of {@code mover}: to the next player; R8.3 is checked;
     * players who are out are skipped, stuck players are eliminated (R8.1); R8.3 after each step.
     */
    void passTurn(Board b, int mover, List<Event> ev) {
        int cur = mover;
        for (int guard = 0; guard <= 2 * b.players; guard++) {
            cur = (cur + 1) % b.players;
            int oc = outcome(b);
            if (oc != NO_OUTCOME) {
                b.toMove = cur;
                b.outcome = oc;
                if (ev != null) {
                    ev.add(new Event.GameOver(Player.ofNumber((oc & 3) + 1), toOutcome(oc).reason()));
                }
                return;
            }
            if (!b.hasChevrons(cur)) {
                continue;
            }
            if (!hasLegalMove(b, cur)) {
                eliminate(b, cur);
                if (ev != null) {
                    ev.add(new Event.Eliminated(Player.ofNumber(cur + 1)));
                }
                continue;
            }
            b.toMove = cur;
            b.outcome = NO_OUTCOME;
            return;
        }
        b.toMove = cur;
        b.outcome = outcome(b);
    }

    private static void eliminate(Board b, int q) {
        short[] old = b.chev;
        short[] c = new short[old.length - chevronCount(b, q)];
        int k = 0;
        for (short s : old) {
            if ((s >>> 3 & 3) != q) {
                c[k++] = s;
            }
        }
        b.setChevrons(c);
    }

    static Chevron decode(int s) {
        return new Chevron(Player.ofNumber((s >>> 3 & 3) + 1), Direction.values()[s & 7]);
    }

    // ------------------------------------------------------------------------------------------
    // Public fast path on positions.

    /**
     * A thread's reusable working board and code lists, so that the fast path allocates
     * nothing but what it returns. Used only by calls that finish before they return (never by
     * lazy streams), and never by two nested calls at once.
     */
    private static final class Scratch {
        final Board board = new Board();
        final IntList bases = new IntList(64);
        /** Codes on their way to API moves (copied out before the call returns). */
        final IntList codes = new IntList(64);
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /** This thread's scratch board, loaded with the position. */
    private static Board scratch(Position position) {
        return SCRATCH.get().board.load(Objects.requireNonNull(position, "position"));
    }

    /**
     * Appends every fully specified legal move of the side to move (rotations excluded), encoded
     * as {@link MoveCode}, in canonical order. None if the game is over.
     *
     * @param position the position
     * @param out the list to append to
     * @return the number appended
     */
    public int legalMoves(Position position, IntList out) {
        return legalMoves(scratch(position), out);
    }

    /**
     * Appends the legal base moves (no choices) of the side to move, in canonical order.
     *
     * @param position the position
     * @param out the list to append to
     * @return the number appended
     */
    public int baseMoves(Position position, IntList out) {
        Board b = scratch(position);
        if (outcome(b) != NO_OUTCOME) {
            return 0;
        }
        return baseMoves(b, b.toMove, out);
    }

    /**
     * The number of fully specified legal moves, without building them.
     *
     * @param position the position
     * @return the count
     */
    public long countMoves(Position position) {
        return countMoves(scratch(position));
    }

    /**
     * The number of legal rotations, computed combinatorially (R7).
     *
     * @param position the position
     * @return the count
     */
    public long countRotations(Position position) {
        return countRotations(scratch(position));
    }

    /**
     * The number of legal actions: moves plus rotations.
     *
     * @param position the position
     * @return the count
     */
    public long countLegalActions(Position position) {
        Board b = scratch(position);
        return countMoves(b) + countRotations(b);
    }

    /**
     * Whether the side to move has a legal move (R2.2); false if the game is over.
     *
     * @param position the position
     * @return true if the side to move can move
     */
    public boolean hasLegalMove(Position position) {
        Board b = scratch(position);
        return outcome(b) == NO_OUTCOME && hasLegalMove(b, b.toMove);
    }

    /**
     * The outcome of the position (R8.3).
     *
     * @param position the position
     * @return the outcome, or empty while the game goes on
     */
    public Optional<Outcome> outcome(Position position) {
        int oc = outcome(scratch(position));
        return oc == NO_OUTCOME ? Optional.empty() : Optional.of(toOutcome(oc));
    }

    /**
     * Plays a legal encoded move without checking it, then passes the turn (R8.5, with automatic
     * eliminations). The caller guarantees legality, for example by taking the move from
     * {@link #legalMoves(Position, IntList)}.
     *
     * @param position the position
     * @param code a legal move of the side to move
     * @return the position after
     */
    public Position play(Position position, int code) {
        Board b = scratch(position);
        int p = b.toMove;
        applyMove(b, p, code, null);
        passTurn(b, p, null);
        return b.toPosition();
    }

    /**
     * Plays a legal rotation without checking it, then passes the turn (R8.5).
     *
     * @param position the position
     * @param field the chevron's field index
     * @param steps −2, −1, 1 or 2
     * @param relLo relinquished fields 0–63
     * @param relHi relinquished fields 64–80 (bits 0–16)
     * @return the position after
     */
    public Position rotate(Position position, int field, int steps, long relLo, long relHi) {
        Board b = scratch(position);
        int p = b.toMove;
        applyRotation(b, p, field, steps, relLo, relHi, null);
        passTurn(b, p, null);
        return b.toPosition();
    }

    /**
     * Plays the legal rotation with the given index in canonical order (the order of
     * {@link #legalRotations}), found by combinatorial unranking without enumerating the others,
     * then passes the turn (R8.5). With {@link #countMoves} and {@link #countRotations} this picks
     * a uniformly random action cheaply: index {@code i < moves} is a move of
     * {@link #legalMoves(Position, IntList)}, else rotation {@code i - moves}.
     *
     * @param position the position
     * @param index 0 to {@code countRotations(position) - 1}
     * @return the position after
     * @throws IndexOutOfBoundsException if there is no rotation with that index
     */
    public Position playRotation(Position position, long index) {
        Board b = new Board(position);
        int p = b.toMove;
        long total = countRotations(b);
        if (index < 0 || index >= total) {
            throw new IndexOutOfBoundsException("R7: rotation " + index + " of " + total);
        }
        long lo = b.m[2 * p] & ~b.occLo;
        long hi = b.m[2 * p + 1] & ~b.occHi;
        int n = count(lo, hi);
        int[] fields = new int[n];
        int j = 0;
        for (long x = lo; x != 0; x &= x - 1) {
            fields[j++] = Long.numberOfTrailingZeros(x);
        }
        for (long x = hi; x != 0; x &= x - 1) {
            fields[j++] = 64 + Long.numberOfTrailingZeros(x);
        }
        long per = rotationsPerChevron(b, p);
        int chevron = (int) (index / per);
        long rem = index % per;
        int field = -1;
        for (short s : b.chev) {
            if ((s >>> 3 & 3) == p && chevron-- == 0) {
                field = s >>> 5;
            }
        }
        int[] order = {-1, -2, 1, 2};               // canonical: <, <<, >, >>
        int steps = 0;
        for (int st : order) {
            long c = choose(n, 2 * Math.abs(st));
            if (rem < c) {
                steps = st;
                break;
            }
            rem -= c;
        }
        int k = 2 * Math.abs(steps);
        long relLo = 0;
        long relHi = 0;
        int next = 0;
        for (int i = 0; i < k; i++) {                // lexicographic unranking of a k-subset
            for (int e = next; ; e++) {
                long c = choose(n - 1 - e, k - 1 - i);
                if (rem < c) {
                    relLo |= loBit(fields[e]);
                    relHi |= hiBit(fields[e]);
                    next = e + 1;
                    break;
                }
                rem -= c;
            }
        }
        applyRotation(b, p, field, steps, relLo, relHi, null);
        passTurn(b, p, null);
        return b.toPosition();
    }

    private static long choose(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        long c = 1;
        for (int i = 0; i < k; i++) {
            c = c * (n - i) / (i + 1);
        }
        return c;
    }

    /**
     * Perft: the number of action sequences of the given length from the position, rotations
     * included; the last ply is counted in bulk (moves by completion counts, rotations
     * combinatorially).
     *
     * @param position the start
     * @param depth 0 or more plies
     * @return the number of leaf nodes
     */
    public long perft(Position position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth must be 0 or more, not " + depth);
        }
        Objects.requireNonNull(position, "position");
        Board[] boards = new Board[depth + 1];
        IntList[] lists = new IntList[depth + 1];
        Rotations[] rotations = new Rotations[depth + 1];
        for (int i = 0; i <= depth; i++) {
            rotations[i] = new Rotations();
            boards[i] = new Board();
            boards[i].recycleChevrons();      // no node becomes a position
            lists[i] = new IntList(64);
        }
        boards[0].load(position);
        return perft(boards, lists, rotations, 0, depth);
    }

    /**
     * Perft on a stack of working boards, one per ply: each child is a copy of its parent's board
     * (a few words) with the action applied, so no position is built on the way.
     */
    private long perft(Board[] boards, IntList[] lists, Rotations[] rotations, int ply, int depth) {
        if (depth == 0) {
            return 1;
        }
        Board b = boards[ply];
        if (outcome(b) != NO_OUTCOME) {
            return 0;
        }
        int p = b.toMove;
        IntList moves = lists[ply];
        moves.clear();
        int nb = baseMoves(b, p, moves);
        if (nb == 0) {
            return 0;
        }
        if (depth == 1) {
            long n = 0;
            for (int i = 0; i < nb; i++) {
                n += expand(b, p, moves.get(i), null);
            }
            return n + rotationsPerChevron(b, p) * chevronCount(b, p);
        }
        for (int i = 0; i < nb; i++) {           // completions appended after the base moves
            expand(b, p, moves.get(i), moves);
        }
        Board next = boards[ply + 1];
        long n = 0;
        for (int i = nb; i < moves.size(); i++) {
            next.copyFrom(b);
            applyMove(next, p, moves.get(i), null);
            passTurn(next, p, null);
            n += perft(boards, lists, rotations, ply + 1, depth - 1);
        }
        Rotations rot = rotations[ply].reset(b, p);
        while (rot.advance()) {
            next.copyFrom(b);
            applyRotation(next, p, rot.field(), rot.steps(), rot.relLo(), rot.relHi(), null);
            passTurn(next, p, null);
            n += perft(boards, lists, rotations, ply + 1, depth - 1);
        }
        return n;
    }

    // ------------------------------------------------------------------------------------------
    // API-level operations used by org.pacru.core.PacruRules (checked, with API types).

    /**
     * The legal base moves as API moves, sorted (see {@code Rules.baseMoves}).
     *
     * @param position the position
     * @return an unmodifiable list
     */
    public List<Move> baseMoveList(Position position) {
        IntList codes = SCRATCH.get().codes;
        codes.clear();
        baseMoves(position, codes);
        return toMoves(codes);
    }

    /**
     * The legal completions of a base move, sorted (see {@code Rules.completions}).
     *
     * @param position the position
     * @param base the base move; its choices are ignored
     * @return an unmodifiable list, empty if the base move is illegal
     */
    public List<Move> completionList(Position position, Move base) {
        Objects.requireNonNull(base, "base");
        Board b = scratch(position);
        Explainer x = new Explainer(this, b);
        if (x.checkBase(base.base()) != null) {
            return List.of();
        }
        IntList codes = SCRATCH.get().codes;
        codes.clear();
        expand(b, b.toMove, MoveCode.of(base.from().index(), base.to().index(), base.capture(), 0, 0), codes);
        return toMoves(codes);
    }

    /**
     * Every fully specified legal move as API moves, sorted (see {@code Rules.legalMoves}).
     *
     * @param position the position
     * @return an unmodifiable list
     */
    public List<Move> legalMoveList(Position position) {
        IntList codes = SCRATCH.get().codes;
        codes.clear();
        legalMoves(position, codes);
        return toMoves(codes);
    }

    private static List<Move> toMoves(IntList codes) {
        Move[] moves = new Move[codes.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = MoveCode.toMove(codes.get(i));
        }
        return List.of(moves);
    }

    /**
     * The legal rotations, lazily, in canonical order (R7, R2.2).
     *
     * @param position the position
     * @return a lazy stream
     */
    public Stream<Rotation> legalRotations(Position position) {
        Board b = new Board(position);
        if (outcome(b) != NO_OUTCOME || !hasLegalMove(b, b.toMove)) {
            return Stream.empty();
        }
        Rotations rot = new Rotations(b, b.toMove);
        Iterator<Rotation> it = new Iterator<>() {
            private boolean ready = rot.advance();

            @Override
            public boolean hasNext() {
                return ready;
            }

            @Override
            public Rotation next() {
                if (!ready) {
                    throw new NoSuchElementException("no more rotations");
                }
                int[] fs = rot.relinquished();
                Field[] fields = new Field[fs.length];
                for (int i = 0; i < fs.length; i++) {
                    fields[i] = Field.ofIndex(fs[i]);
                }
                Rotation r = Rotation.of(Field.ofIndex(rot.field()), rot.steps(), fields);
                ready = rot.advance();
                return r;
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it,
                Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.DISTINCT | Spliterator.IMMUTABLE), false);
    }

    /**
     * Why an action is illegal, or empty if it is legal (see {@code Rules.check}).
     *
     * @param position the position
     * @param action the action
     * @return the violation, or empty
     */
    public Optional<Violation> check(Position position, Action action) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(action, "action");
        Explainer x = new Explainer(this, scratch(position));
        return Optional.ofNullable(action instanceof Move ? x.checkMove((Move) action) : x.checkRotation((Rotation) action));
    }

    /**
     * Applies a legal action with its events, turn passing (R8.5) and outcome (see {@code Rules.apply}).
     *
     * @param position the position
     * @param action the action
     * @return the transition
     * @throws IllegalActionException if the action is illegal; nothing changes
     */
    public Transition apply(Position position, Action action) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(action, "action");
        Board b = scratch(position);
        Explainer x = new Explainer(this, b);
        int p = b.toMove;
        List<Event> events = new ArrayList<>();
        if (action instanceof Move) {
            Violation v = x.checkMove((Move) action);
            if (v != null) {
                throw new IllegalActionException(position, action, v);
            }
            applyMove(b, p, x.code, events);
        } else {
            Rotation r = (Rotation) action;
            Violation v = x.checkRotation(r);
            if (v != null) {
                throw new IllegalActionException(position, action, v);
            }
            applyRotation(b, p, r.field().index(), r.steps(), x.relLo, x.relHi, events);
        }
        passTurn(b, p, events);
        int oc = outcome(b);
        return new Transition(position, action, events, b.toPosition(),
                oc == NO_OUTCOME ? Optional.empty() : Optional.of(toOutcome(oc)));
    }
}
