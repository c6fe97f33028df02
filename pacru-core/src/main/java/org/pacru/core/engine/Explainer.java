package org.pacru.core.engine;

import static org.pacru.core.engine.Tables.BL_HI;
import static org.pacru.core.engine.Tables.BL_LO;
import static org.pacru.core.engine.Tables.BORDERLAND;
import static org.pacru.core.engine.Tables.DIR;
import static org.pacru.core.engine.Tables.DIST;
import static org.pacru.core.engine.Tables.FIELDS;
import static org.pacru.core.engine.Tables.RAY;
import static org.pacru.core.engine.Tables.count;
import static org.pacru.core.engine.Tables.has;
import static org.pacru.core.engine.Tables.hiBit;
import static org.pacru.core.engine.Tables.loBit;

import java.util.List;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Borderland;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.internal.ChevronCode;
import org.pacru.rules.Violation;
import org.pacru.rules.Violation.Reason;

/**
 * Explains why an action is illegal. The verdict on a base move is the generator's own output
 * ({@link Movement#isLegalBaseMove}); the choices are judged with the rule methods the completions
 * are built from ({@link Marking}, {@link Meeting}); the {@link Movement} predicates then name the
 * rule an illegal move breaks. One instance per
 * call and board; not thread-safe. {@link #checkMove} returns null for a legal move and leaves its
 * {@link MoveCode} in {@link #code}.
 */
final class Explainer {
    private final Engine engine;
    private final Board b;
    private final int p;
    /** The code of the last move found legal by {@link #checkMove}. */
    int code;
    /** The relinquished mask of the last rotation found legal by {@link #checkRotation}. */
    long relLo;
    long relHi;
    /** The R4.4 case of the move {@link #checkChoices} is checking ({@link Marking#crossingCase}). */
    private int crossingCase;

    Explainer(Engine engine, Board b) {
        this.engine = engine;
        this.b = b;
        this.p = b.toMove;
    }

    private static String f(int field) {
        return Field.ofIndex(field).toString();
    }

    private static String player(int q) {
        return Player.ofNumber(q + 1).toString();
    }

    private static Violation v(Reason reason, Object action, String text) {
        return new Violation(reason, reason.rule() + ": " + action + ": " + text);
    }

    /** R8.3, R2.2: the checks that come before any action. */
    private Violation turn(Object a) {
        int oc = engine.outcome(b);
        if (oc != Turns.NO_OUTCOME) {
            return v(Reason.GAME_OVER, a, "the game is over (" + Turns.toOutcome(oc) + ")");
        }
        if (!Movement.hasLegalMove(b, p)) {
            return v(Reason.NO_LEGAL_MOVE, a, "player " + player(p)
                    + " has no legal move and is eliminated instead of taking a turn (R8.1); no action is possible");
        }
        return null;
    }

    Violation checkMove(Move m) {
        Violation t = checkBase(m);
        if (t != null) {
            return t;
        }
        int from = m.from().index();
        int to = m.to().index();
        return checkChoices(m, from, to, m.capture(), DIR[from * FIELDS + to]);
    }

    /**
     * R2, R3, R5: whether the base move (start, destination, capture) of m is legal; choices
     * ignored. The verdict comes from the generator's own output ({@link Movement#isLegalBaseMove});
     * the rule predicates then say which rule an illegal move breaks.
     */
    Violation checkBase(Move m) {
        Violation t = turn(m);
        if (t != null) {
            return t;
        }
        int from = m.from().index();
        int to = m.to().index();
        int ch = b.chevronAt(from);
        if (ch < 0) {
            return v(Reason.NOT_OWN_CHEVRON, m, f(from) + " holds no chevron");
        }
        if (ChevronCode.owner(ch) != p) {
            return v(Reason.NOT_OWN_CHEVRON, m, "the chevron on " + f(from) + " belongs to player "
                    + player(ChevronCode.owner(ch)) + ", and player " + player(p) + " is to move");
        }
        if (Movement.isLegalBaseMove(b, p, from, to, m.capture())) {
            return null;
        }
        Violation why = explainBase(m, from, to, ch);
        if (why == null) {
            throw new IllegalStateException("engine inconsistency: " + m + " is not generated but breaks no rule");
        }
        return why;
    }

    /** Which rule of R3/R5 the base move breaks, or null if none does. */
    private Violation explainBase(Move m, int from, int to, int ch) {
        int facing = ChevronCode.facing(ch);
        int dir = DIR[from * FIELDS + to];
        if (dir < 0 || !Movement.directionAllowed(facing, dir)) {
            Direction d = Direction.values()[facing];
            return v(Reason.WRONG_DIRECTION, m, "the chevron on " + f(from) + " faces " + d + " and moves only "
                    + d + ", " + d.rotate(-1) + " or " + d.rotate(1) + " in a straight line"
                    + (dir < 0 ? "; " + f(to) + " is on no line from " + f(from)
                    : ", not " + Direction.values()[dir]));
        }
        int dist = DIST[from * FIELDS + to];
        int range = Movement.range(b, p, from);
        if (dist > range) {
            int bl = BORDERLAND[from];
            int own = count(b.m[2 * p] & BL_LO[bl], b.m[2 * p + 1] & BL_HI[bl]);
            return v(Reason.OUT_OF_RANGE, m, "the chevron on " + f(from) + " may move at most " + range
                    + (range == 1 ? " field" : " fields") + " (" + (own == 0 ? "no" : String.valueOf(own))
                    + " own marker" + (own == 1 ? "" : "s") + " in borderland " + Borderland.values()[bl]
                    + "), not " + dist);
        }
        int target = b.chevronAt(to);
        boolean capture = m.capture();
        if (capture) {
            if (target < 0) {
                return v(Reason.NOTHING_TO_CAPTURE, m, f(to) + " holds no chevron to capture");
            }
            if (ChevronCode.owner(target) == p) {
                return v(Reason.NOTHING_TO_CAPTURE, m, f(to) + " holds your own chevron, not an enemy's");
            }
            if (!Movement.pathClear(b, from, to)) {
                return v(Reason.NOT_AN_ATTACKER, m, "the chevron on " + f(from) + " does not attack " + f(to)
                        + ": a chevron stands on " + f(firstBlocker(from, to, dir))
                        + " in between, and a capture never jumps");
            }
            if (Movement.attackers(b, p, to) < 2) {
                return v(Reason.SINGLE_ATTACKER, m, "only the chevron on " + f(from) + " attacks " + f(to)
                        + "; a capture needs at least two attacking chevrons");
            }
        } else {
            if (target >= 0) {
                if (ChevronCode.owner(target) != p) {
                    return v(Reason.CAPTURE_NOT_MARKED, m, f(to) + " holds a chevron of player "
                            + player(ChevronCode.owner(target)) + "; moving onto it is only possible as a capture, written "
                            + f(from) + "x" + f(to));
                }
                return v(Reason.DESTINATION_OCCUPIED, m, f(to) + " is occupied by your own chevron");
            }
            if (!Movement.plainDestinationOk(b, p, to)) {
                return v(Reason.DESTINATION_OPPOSING, m, f(to) + " carries a marker of player "
                        + player(b.markerAt(to)) + ": a move never ends on an opposing field");
            }
            if (!Movement.pathClear(b, from, to) && !Movement.jumpAllowed(b, p, from, to)) {
                return v(Reason.PATH_BLOCKED, m, "a chevron stands on " + f(firstBlocker(from, to, dir))
                        + " between " + f(from) + " and " + f(to)
                        + "; passing over chevrons is a jump, which needs your markers on both " + f(from)
                        + " and " + f(to));
            }
        }
        return null;
    }

    private int firstBlocker(int from, int to, int dir) {
        int[] ray = RAY[from * 8 + dir];
        for (int i = 0; i < DIST[from * FIELDS + to] - 1; i++) {
            if (b.occupied(ray[i])) {
                return ray[i];
            }
        }
        throw new IllegalStateException("no chevron between " + f(from) + " and " + f(to));
    }

    /** R4.3, R4.4, R4.5, R6, R9.2: the named choices of a legal base move. */
    private Violation checkChoices(Move m, int from, int to, boolean capture, int dir) {
        FieldSet crossingFields = new FieldSet();
        crossingCase = Marking.crossingCase(b, p, from, to, capture, crossingFields);
        long xLo = crossingFields.lo;
        long xHi = crossingFields.hi;
        boolean crossingOption = (xLo | xHi) != 0;
        boolean conn = Marking.isConnection(b, p, from, to, engine.options.connectionNeedsGap);
        long cnLo = Marking.connectionLo(from, to);
        long cnHi = Marking.connectionHi(from, to);
        List<Choice> choices = m.choices();
                long oaLo = b.m[2 * p] | (capture ? loBit(to) : 0);
        long oaHi = b.m[2 * p + 1] | (capture ? hiBit(to) : 0);
        int idx = 0;
        int r4 = 0;
        String madeOwnBy = "";
        if (crossingOption || conn) {
            if (choices.isEmpty()) {
                return v(Reason.CHOICE_MISSING, m, describeR4(to, crossingOption, conn, xLo, xHi));
            }
            Choice c0 = choices.get(0);
            if (c0 instanceof Choice.Connection) {
                if (!conn) {
                    return v(Reason.CONNECTION_INVALID, m, whyNoConnection(from, to) + "; "
                            + describeR4(to, crossingOption, false, xLo, xHi));
                }
                r4 = MoveCode.CONNECTION;
                oaLo |= cnLo;
                oaHi |= cnHi;
                madeOwnBy = "the connection";
            } else {
                int x = ((Choice.FieldChoice) c0).field().index();
                if (!has(xLo, xHi, x)) {
                    if (choices.size() == 2 && choices.get(1) instanceof Choice.FieldChoice
                            && has(xLo, xHi, ((Choice.FieldChoice) choices.get(1)).field().index())) {
                        return v(Reason.CHOICES_OUT_OF_ORDER, m, "the R4 choice (the field of borderland "
                                + Borderland.values()[BORDERLAND[to]] + ") comes first and the R6.2 bonus last");
                    }
                    if (!crossingOption) {
                        return v(Reason.CONNECTION_NOT_NAMED, m, "this move is a connection (R4.2), its only R4"
                                + " effect, which is mandatory (R4.3) and is named * (R9.2); " + f(x)
                                + " may not be named instead");
                    }
                    return v(Reason.CROSSING_FIELD_INVALID, m, whyNotCrossingField(to, capture, x)
                            + "; " + describeR4(to, true, conn, xLo, xHi));
                }
                r4 = x + 1;
                oaLo |= loBit(x);
                oaHi |= hiBit(x);
                madeOwnBy = "the border crossing";
            }
            idx = 1;
        }
        int pf = Meeting.partner(b, p, to, dir);
        boolean meeting = Meeting.meets(b, engine.options, p, to, capture, pf, oaLo, oaHi);
        int rest = choices.size() - idx;
        int bonus = 0;
        if (meeting) {
            FieldSet bonusFields = Meeting.bonusFields(b, engine.options, from, to, oaLo, oaHi, new FieldSet());
            long bLo = bonusFields.lo;
            long bHi = bonusFields.hi;
            if ((bLo | bHi) != 0) {
                if (rest == 0) {
                    return v(Reason.CHOICE_MISSING, m, "the meeting with the chevron on " + f(pf)
                            + " (R6.1) earns a bonus field (R6.2), which must be named last");
                }
                Choice c = choices.get(idx);
                if (c instanceof Choice.Connection) {
                    return v(Reason.CONNECTION_INVALID, m, whyNoConnection(from, to));
                }
                int y = ((Choice.FieldChoice) c).field().index();
                if (!has(bLo, bHi, y)) {
                    return v(Reason.BONUS_FIELD_INVALID, m, whyNotBonus(from, to, y, oaLo, oaHi, madeOwnBy));
                }
                bonus = y + 1;
                rest--;
            }
        }
        if (rest > 0) {
            Choice c = choices.get(choices.size() - rest);
            if (c instanceof Choice.Connection) {
                return v(Reason.CONNECTION_INVALID, m, whyNoConnection(from, to));
            }
            if (meeting) {
                return v(Reason.CHOICE_EXTRA, m, bonus != 0
                        ? "the move triggers two choices at most: the R4 choice and one bonus field"
                        : "the meeting gains nothing: no field qualifies for the bonus (R6.2), so none is named");
            }
            if (idx == 0 && crossingCase != Marking.NO_CROSSING) {
                return v(Reason.CHOICE_EXTRA, m, "the border crossing into borderland " + Borderland.values()[BORDERLAND[to]]
                        + " gains nothing (" + (crossingCase == Marking.NOTHING_GAINED && hasNeutral(to, capture)
                        ? "R4.4a: every neutral field there holds a chevron"
                        : "R4.4b: no opposing marker there on an unoccupied field other than the destination")
                        + ") and the move makes no meeting, so it names no choice");
            }
            if (pf < 0) {
                return v(Reason.CHOICE_EXTRA, m, idx == 1
                        ? "the move triggers only its R4 choice (it makes no meeting), so nothing follows it"
                        : "the move triggers no choice (no border crossing that gains anything, no connection,"
                        + " no meeting), so it names none");
            }
            return v(Reason.NO_MEETING, m, "a bonus field is named but the move makes no meeting: "
                    + whyNoMeeting(to, capture, pf, oaLo, oaHi));
        }
        code = MoveCode.of(from, to, capture, r4, bonus);
        return null;
    }

    private boolean hasNeutral(int to, boolean capture) {
        int d = BORDERLAND[to];
        long lo = BL_LO[d] & ~b.allLo() & ~(capture ? loBit(to) : 0);
        long hi = BL_HI[d] & ~b.allHi() & ~(capture ? hiBit(to) : 0);
        return (lo | hi) != 0;
    }

    private String describeR4(int to, boolean crossing, boolean conn, long xLo, long xHi) {
        Borderland d = Borderland.values()[BORDERLAND[to]];
        StringBuilder sb = new StringBuilder();
        if (crossing && conn) {
            sb.append("the move is a border crossing and a connection: it names exactly one of them (R4.3), a field of borderland ")
                    .append(d).append(" or *");
        } else if (crossing) {
            sb.append("the border crossing into borderland ").append(d).append(" names one field to ")
                    .append(crossingCase == Marking.CLAIM_NEUTRAL ? "mark (R4.4a)" : "convert (R4.4b)");
        } else if (conn) {
            sb.append("the connection is mandatory and named * (R4.3, R4.5)");
        } else {
            sb.append("the move has no R4 effect");
        }
        if (crossing) {
            sb.append(": one of ");
            boolean first = true;
            for (int i = 0; i < FIELDS; i++) {
                if (has(xLo, xHi, i)) {
                    sb.append(first ? "" : ", ").append(f(i));
                    first = false;
                }
            }
        }
        return sb.toString();
    }

    private String whyNoConnection(int from, int to) {
        if (DIST[from * FIELDS + to] < 2) {
            return "a one-step move is never a connection (R4.2)";
        }
        if (!b.hasMarker(p, from) || !b.hasMarker(p, to)) {
            return "no connection (R4.2): " + (!b.hasMarker(p, from) ? f(from) : f(to)) + " does not carry your marker";
        }
        if (!Movement.pathClear(b, from, to)) {
            return "no connection (R4.2): a chevron stands between " + f(from) + " and " + f(to)
                    + " (a jump is never a connection)";
        }
        return "no connection (R4.2): every field between " + f(from) + " and " + f(to)
                + " is yours already, so there is nothing to fill (connectionNeedsGap)";
    }

    private String whyNotCrossingField(int to, boolean capture, int x) {
        Borderland d = Borderland.values()[BORDERLAND[to]];
        if (BORDERLAND[x] != BORDERLAND[to]) {
            return f(x) + " is not in the destination borderland " + d;
        }
        if (crossingCase == Marking.CLAIM_NEUTRAL) {
            if (b.markerAt(x) >= 0) {
                return f(x) + " is not neutral, and borderland " + d + " has neutral fields, so one of them is marked (R4.4a)";
            }
            return f(x) + " holds a chevron before the move (R4.4a)";
        }
        if (x == to) {
            return "the destination " + f(x) + " cannot be converted (R4.4b)";
        }
        if (b.occupied(x)) {
            return f(x) + " holds a chevron (R4.4b: only unoccupied fields are converted)";
        }
        return f(x) + " carries no opposing marker (R4.4b: borderland " + d + " has no neutral field, so an opposing marker is converted)";
    }

    private String whyNotBonus(int from, int to, int y, long oaLo, long oaHi, String madeOwnBy) {
        if (y == to) {
            return f(y) + " is where the chevron lands; the bonus field must hold no chevron after the move";
        }
        if (y == from && !engine.ruleset().bonusOnStartField()) {
            return "the start field " + f(y) + " does not qualify under this ruleset (bonusOnStartField = false)";
        }
        if (y != from && b.occupied(y)) {
            return f(y) + " holds a chevron";
        }
        if (has(oaLo, oaHi, y) && !b.hasMarker(p, y)) {
            return f(y) + " is yours already: " + (madeOwnBy.isEmpty() ? "the capture" : madeOwnBy)
                    + " has just made it yours, so the bonus would gain nothing";
        }
        return f(y) + " is yours already; the bonus marks a field that is not";
    }

    private String whyNoMeeting(int to, boolean capture, int pf, long oaLo, long oaHi) {
        if (!has(oaLo, oaHi, to)) {
            return "(a) " + f(to) + " does not carry your marker after the move and its effects"
                    + " (the bonus cannot create the meeting it pays for)";
        }
        if (!has(oaLo, oaHi, pf)) {
            return "(b) the chevron ahead on " + f(pf) + " does not stand on your marker";
        }
        StringBuilder sb = new StringBuilder("(d) no other player has ")
                .append(engine.ruleset().meetingThreshold()).append(" markers on the board (");
        for (int q = 0, k = 0; q < b.players; q++) {
            if (q != p) {
                sb.append(k++ == 0 ? "" : ", ").append(player(q)).append(" has ")
                        .append(count(b.m[2 * q], b.m[2 * q + 1]));
            }
        }
        return sb.append(" before the move)").toString();
    }

    /** R7.1, R7.2, R2.2: why a rotation is illegal, or null (then {@link #relLo}/{@link #relHi} hold its fields). */
    Violation checkRotation(Rotation r) {
        Violation t = turn(r);
        if (t != null) {
            return t;
        }
        int field = r.field().index();
        int ch = b.chevronAt(field);
        if (ch < 0 || ChevronCode.owner(ch) != p) {
            return v(Reason.ROTATION_NOT_OWN_CHEVRON, r, f(field) + (ch < 0 ? " holds no chevron"
                    : " holds a chevron of player " + player(ChevronCode.owner(ch)) + ", not of player " + player(p)));
        }
        int cost = r.cost();
        List<Field> rel = r.relinquished();
        if (rel.size() != cost) {
            return v(Reason.ROTATION_WRONG_COUNT, r, "a turn by " + (45 * Math.abs(r.steps())) + "° relinquishes exactly "
                    + cost + " markers, not " + rel.size());
        }
        long avLo = b.m[2 * p] & ~b.occLo;
        long avHi = b.m[2 * p + 1] & ~b.occHi;
        int available = count(avLo, avHi);
        if (available < cost) {
            return v(Reason.ROTATION_UNAFFORDABLE, r, "player " + player(p) + " has " + available
                    + " own marker" + (available == 1 ? "" : "s") + " on unoccupied fields, fewer than the " + cost
                    + " this turn costs");
        }
        long lo = 0;
        long hi = 0;
        for (Field x : rel) {
            int i = x.index();
            if (has(lo, hi, i)) {
                return v(Reason.ROTATION_FIELD_REPEATED, r, f(i) + " is named twice; the relinquished fields are a set");
            }
            if (!b.hasMarker(p, i)) {
                return v(Reason.ROTATION_FIELD_INVALID, r, f(i) + " does not carry your marker");
            }
            if (b.occupied(i)) {
                return v(Reason.ROTATION_FIELD_INVALID, r, f(i) + " holds a chevron; only markers on unoccupied fields"
                        + " are relinquished");
            }
            lo |= loBit(i);
            hi |= hiBit(i);
        }
        relLo = lo;
        relHi = hi;
        return null;
    }
}
