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
 * rule an illegal move breaks, and {@link ChoiceReasons} words what is wrong with a choice. One
 * instance per call and board; not thread-safe. {@link #checkMove} returns null for a legal move
 * and leaves its {@link MoveCode} in {@link #code}.
 */
final class Explainer {
    private final Engine engine;
    private final Board b;
    private final int p;
    private final ChoiceReasons why;
    /** The code of the last move found legal by {@link #checkMove}. */
    int code;
    /** The relinquished mask of the last rotation found legal by {@link #checkRotation}. */
    long relLo;
    long relHi;
    // The state of checkChoices: the R4.4 case and fields (Marking.crossingCase), the mover's
    // markers after the move and its R4 choice (R6.1 reads them), the R4 and bonus parts of the code, how many choices are accounted for, and what
    // made fields the mover's (for the R6.2 message).
    private final FieldSet crossingFields = new FieldSet();
    private int crossingCase;
    private long ownAfterLo;
    private long ownAfterHi;
    private int r4Code;
    private int bonusCode;
    private int used;
    private String madeOwnBy;

    Explainer(Engine engine, Board b) {
        this.engine = engine;
        this.b = b;
        this.p = b.toMove;
        this.why = new ChoiceReasons(engine, b);
    }

    private static String name(int field) {
        return Field.ofIndex(field).toString();
    }

    private static String player(int q) {
        return Player.ofNumber(q + 1).toString();
    }

    private static Violation violation(Reason reason, Object action, String text) {
        return new Violation(reason, reason.rule() + ": " + action + ": " + text);
    }

    /** R8.3, R2.2: the checks that come before any action. */
    private Violation turn(Object a) {
        int oc = engine.outcome(b);
        if (oc != Turns.NO_OUTCOME) {
            return violation(Reason.GAME_OVER, a, "the game is over (" + Turns.toOutcome(oc) + ")");
        }
        if (!Movement.hasLegalMove(b, p)) {
            return violation(Reason.NO_LEGAL_MOVE, a, "player " + player(p)
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
            return violation(Reason.NOT_OWN_CHEVRON, m, name(from) + " holds no chevron");
        }
        if (ChevronCode.owner(ch) != p) {
            return violation(Reason.NOT_OWN_CHEVRON, m, "the chevron on " + name(from) + " belongs to player "
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

    /** Which rule of R3/R5 the base move breaks, or null if none does: R3.1 and R3.2 here, then R5 or R3.3-R3.4. */
    private Violation explainBase(Move m, int from, int to, int ch) {
        int facing = ChevronCode.facing(ch);
        int dir = DIR[from * FIELDS + to];
        if (dir < 0 || !Movement.directionAllowed(facing, dir)) {
            Direction d = Direction.values()[facing];
            return violation(Reason.WRONG_DIRECTION, m, "the chevron on " + name(from) + " faces " + d + " and moves only "
                    + d + ", " + d.rotate(-1) + " or " + d.rotate(1) + " in a straight line"
                    + (dir < 0 ? "; " + name(to) + " is on no line from " + name(from)
                    : ", not " + Direction.values()[dir]));
        }
        int dist = DIST[from * FIELDS + to];
        int range = Movement.range(b, p, from);
        if (dist > range) {
            int bl = BORDERLAND[from];
            int own = count(b.m[2 * p] & BL_LO[bl], b.m[2 * p + 1] & BL_HI[bl]);
            return violation(Reason.OUT_OF_RANGE, m, "the chevron on " + name(from) + " may move at most " + range
                    + (range == 1 ? " field" : " fields") + " (" + (own == 0 ? "no" : String.valueOf(own))
                    + " own marker" + (own == 1 ? "" : "s") + " in borderland " + Borderland.values()[bl]
                    + "), not " + dist);
        }
        int target = b.chevronAt(to);
        return m.capture() ? explainCapture(m, from, to, target, dir) : explainPlainMove(m, from, to, target, dir);
    }

    /** R5.5, R5.1, R5.2: which rule a capture breaks, or null if none does. */
    private Violation explainCapture(Move m, int from, int to, int target, int dir) {
        if (target < 0) {
            return violation(Reason.NOTHING_TO_CAPTURE, m, name(to) + " holds no chevron to capture");
        }
        if (ChevronCode.owner(target) == p) {
            return violation(Reason.NOTHING_TO_CAPTURE, m, name(to) + " holds your own chevron, not an enemy's");
        }
        if (!Movement.pathClear(b, from, to)) {
            return violation(Reason.NOT_AN_ATTACKER, m, "the chevron on " + name(from) + " does not attack " + name(to)
                    + ": a chevron stands on " + name(firstBlocker(from, to, dir))
                    + " in between, and a capture never jumps");
        }
        if (Movement.attackers(b, p, to) < 2) {
            return violation(Reason.SINGLE_ATTACKER, m, "only the chevron on " + name(from) + " attacks " + name(to)
                    + "; a capture needs at least two attacking chevrons");
        }
        return null;
    }

    /** R5.5, R3.3, R3.4: which rule a move that captures nothing breaks, or null if none does. */
    private Violation explainPlainMove(Move m, int from, int to, int target, int dir) {
        if (target >= 0) {
            if (ChevronCode.owner(target) != p) {
                return violation(Reason.CAPTURE_NOT_MARKED, m, name(to) + " holds a chevron of player "
                        + player(ChevronCode.owner(target)) + "; moving onto it is only possible as a capture, written "
                        + name(from) + "x" + name(to));
            }
            return violation(Reason.DESTINATION_OCCUPIED, m, name(to) + " is occupied by your own chevron");
        }
        if (!Movement.plainDestinationOk(b, p, to)) {
            return violation(Reason.DESTINATION_OPPOSING, m, name(to) + " carries a marker of player "
                    + player(b.markerAt(to)) + ": a move never ends on an opposing field");
        }
        if (!Movement.pathClear(b, from, to) && !Movement.jumpAllowed(b, p, from, to)) {
            return violation(Reason.PATH_BLOCKED, m, "a chevron stands on " + name(firstBlocker(from, to, dir))
                    + " between " + name(from) + " and " + name(to)
                    + "; passing over chevrons is a jump, which needs your markers on both " + name(from)
                    + " and " + name(to));
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
        throw new IllegalStateException("no chevron between " + name(from) + " and " + name(to));
    }

    /** R4.3, R4.4, R4.5, R6, R9.2: the named choices of a legal base move; sets {@link #code} if they are right. */
    private Violation checkChoices(Move m, int from, int to, boolean capture, int dir) {
        crossingCase = Marking.crossingCase(b, p, from, to, capture, crossingFields);
        ownAfterLo = b.m[2 * p] | (capture ? loBit(to) : 0);
        ownAfterHi = b.m[2 * p + 1] | (capture ? hiBit(to) : 0);
        r4Code = 0;
        bonusCode = 0;
        used = 0;
        madeOwnBy = "";
        Violation wrong = checkR4Choice(m, from, to);
        if (wrong != null) {
            return wrong;
        }
        int partner = Meeting.partner(b, p, to, dir);
        boolean meeting = Meeting.meets(b, engine.options, p, to, capture, partner, ownAfterLo, ownAfterHi);
        wrong = meeting ? checkBonus(m, from, to, partner) : null;
        if (wrong != null) {
            return wrong;
        }
        if (used < m.choices().size()) {
            return extraChoice(m, from, to, partner, meeting);
        }
        code = MoveCode.of(from, to, capture, r4Code, bonusCode);
        return null;
    }

    /**
     * R4.3–R4.5, R9.2: the first choice, when the move has an R4 effect (a crossing that gains
     * something, or a connection); adds what it makes the mover's to the markers after the move.
     */
    private Violation checkR4Choice(Move m, int from, int to) {
        long crossLo = crossingFields.lo;
        long crossHi = crossingFields.hi;
        boolean crossing = !crossingFields.isEmpty();
        boolean connection = Marking.isConnection(b, p, from, to, engine.options.connectionNeedsGap);
        if (!crossing && !connection) {
            return null;
        }
        List<Choice> choices = m.choices();
        if (choices.isEmpty()) {
            return violation(Reason.CHOICE_MISSING, m, why.r4Effect(to, crossingCase, connection, crossLo, crossHi));
        }
        used = 1;
        if (choices.get(0) instanceof Choice.Connection) {
            if (!connection) {
                return violation(Reason.CONNECTION_INVALID, m, why.noConnection(from, to) + "; "
                        + why.r4Effect(to, crossingCase, false, crossLo, crossHi));
            }
            r4Code = MoveCode.CONNECTION;
            ownAfterLo |= Marking.connectionLo(from, to);
            ownAfterHi |= Marking.connectionHi(from, to);
            madeOwnBy = "the connection";
            return null;
        }
        int x = ((Choice.FieldChoice) choices.get(0)).field().index();
        if (!has(crossLo, crossHi, x)) {
            return wrongCrossingField(m, to, x, crossing, connection);
        }
        r4Code = x + 1;
        ownAfterLo |= loBit(x);
        ownAfterHi |= hiBit(x);
        madeOwnBy = "the border crossing";
        return null;
    }

    /** R9.2, R4.5, R4.4: why the field named first is not the move's R4 choice. */
    private Violation wrongCrossingField(Move m, int to, int x, boolean crossing, boolean connection) {
        List<Choice> choices = m.choices();
        if (choices.size() == 2 && choices.get(1) instanceof Choice.FieldChoice
                && crossingFields.contains(((Choice.FieldChoice) choices.get(1)).field().index())) {
            return violation(Reason.CHOICES_OUT_OF_ORDER, m, "the R4 choice (the field of borderland "
                    + Borderland.values()[BORDERLAND[to]] + ") comes first and the R6.2 bonus last");
        }
        if (!crossing) {
            return violation(Reason.CONNECTION_NOT_NAMED, m, "this move is a connection (R4.2), its only R4"
                    + " effect, which is mandatory (R4.3) and is named * (R9.2); " + name(x)
                    + " may not be named instead");
        }
        return violation(Reason.CROSSING_FIELD_INVALID, m, why.notCrossingField(to, crossingCase, x)
                + "; " + why.r4Effect(to, crossingCase, connection, crossingFields.lo, crossingFields.hi));
    }

    /** R6.2, R9.2: the bonus field of a move that makes a meeting, named after the R4 choice. */
    private Violation checkBonus(Move m, int from, int to, int partner) {
        FieldSet bonus = Meeting.bonusFields(b, engine.options, from, to, ownAfterLo, ownAfterHi, new FieldSet());
        long bonusLo = bonus.lo;
        long bonusHi = bonus.hi;
        if ((bonusLo | bonusHi) == 0) {
            return null;                  // R6.2: no field qualifies, nothing is gained or named
        }
        List<Choice> choices = m.choices();
        if (used == choices.size()) {
            return violation(Reason.CHOICE_MISSING, m, "the meeting with the chevron on " + name(partner)
                    + " (R6.1) earns a bonus field (R6.2), which must be named last");
        }
        Choice c = choices.get(used);
        if (c instanceof Choice.Connection) {
            return violation(Reason.CONNECTION_INVALID, m, why.noConnection(from, to));
        }
        int y = ((Choice.FieldChoice) c).field().index();
        if (!has(bonusLo, bonusHi, y)) {
            return violation(Reason.BONUS_FIELD_INVALID, m, why.notBonus(from, to, y, ownAfterLo, ownAfterHi, madeOwnBy));
        }
        bonusCode = y + 1;
        used++;
        return null;
    }

    /** R9.2, R4.2, R6.1: why the first choice left over is one too many. */
    private Violation extraChoice(Move m, int from, int to, int partner, boolean meeting) {
        Choice c = m.choices().get(used);
        if (c instanceof Choice.Connection) {
            return violation(Reason.CONNECTION_INVALID, m, why.noConnection(from, to));
        }
        if (meeting) {
            return violation(Reason.CHOICE_EXTRA, m, bonusCode != 0
                    ? "the move triggers two choices at most: the R4 choice and one bonus field"
                    : "the meeting gains nothing: no field qualifies for the bonus (R6.2), so none is named");
        }
        if (used == 0 && crossingCase != Marking.NO_CROSSING) {
            return violation(Reason.CHOICE_EXTRA, m, "the border crossing into borderland "
                    + Borderland.values()[BORDERLAND[to]] + " gains nothing (" + (crossingCase == Marking.NOTHING_GAINED && why.hasNeutral(to, m.capture())
                    ? "R4.4a: every neutral field there holds a chevron"
                    : "R4.4b: no opposing marker there on an unoccupied field other than the destination")
                    + ") and the move makes no meeting, so it names no choice");
        }
        if (partner < 0) {
            return violation(Reason.CHOICE_EXTRA, m, used == 1
                    ? "the move triggers only its R4 choice (it makes no meeting), so nothing follows it"
                    : "the move triggers no choice (no border crossing that gains anything, no connection,"
                    + " no meeting), so it names none");
        }
        return violation(Reason.NO_MEETING, m, "a bonus field is named but the move makes no meeting: "
                + why.noMeeting(to, m.capture(), partner, ownAfterLo, ownAfterHi));
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
            return violation(Reason.ROTATION_NOT_OWN_CHEVRON, r, name(field) + (ch < 0 ? " holds no chevron"
                    : " holds a chevron of player " + player(ChevronCode.owner(ch)) + ", not of player " + player(p)));
        }
        int cost = r.cost();
        List<Field> rel = r.relinquished();
        if (rel.size() != cost) {
            return violation(Reason.ROTATION_WRONG_COUNT, r, "a turn by " + (45 * Math.abs(r.turning().steps())) + "° relinquishes exactly "
                    + cost + " markers, not " + rel.size());
        }
        int available = count(Rotations.relinquishableLo(b, p), Rotations.relinquishableHi(b, p));
        if (available < cost) {
            return violation(Reason.ROTATION_UNAFFORDABLE, r, "player " + player(p) + " has " + available
                    + " own marker" + (available == 1 ? "" : "s") + " on unoccupied fields, fewer than the " + cost
                    + " this turn costs");
        }
        long lo = 0;
        long hi = 0;
        for (Field x : rel) {
            int i = x.index();
            if (has(lo, hi, i)) {
                return violation(Reason.ROTATION_FIELD_REPEATED, r, name(i) + " is named twice; the relinquished fields are a set");
            }
            if (!b.hasMarker(p, i)) {
                return violation(Reason.ROTATION_FIELD_INVALID, r, name(i) + " does not carry your marker");
            }
            if (!has(Rotations.relinquishableLo(b, p), Rotations.relinquishableHi(b, p), i)) {
                return violation(Reason.ROTATION_FIELD_INVALID, r, name(i) + " holds a chevron; only markers on unoccupied fields"
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
