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
import static org.pacru.messages.MessageTable.*;

import java.util.List;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Borderland;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.internal.ChevronCode;
import org.pacru.rules.Message;
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
    private String madeOwnBy;   // a key of the message tables, or "" when nothing made a field the mover's

    Explainer(Engine engine, Board b) {
        this.engine = engine;
        this.b = b;
        this.p = b.toMove;
        this.why = new ChoiceReasons(engine, b);
    }

    private static Field name(int field) {
        return Field.ofIndex(field);
    }

    private static Player player(int q) {
        return Player.ofNumber(q + 1);
    }

    /** The violation, its words kept as a message until they are read. */
    private static Violation violation(Reason reason, Object action, Message detail) {
        return new Violation(reason, Message.of(VIOLATION, "rule", reason.rule().id(), "action", action, "detail", detail));
    }

    private static Violation violation(Reason reason, Object action, String key, Object... args) {
        return violation(reason, action, Message.of(key, args));
    }

    /** R8.3, R2.2: the checks that come before any action. */
    private Violation turn(Object a) {
        int oc = engine.outcome(b);
        if (oc != Turns.NO_OUTCOME) {
            return violation(Reason.GAME_OVER, a, VIOLATION_GAME_OVER, "outcome", Turns.toOutcome(oc).toString());
        }
        if (!Movement.hasLegalMove(b, p)) {
            return violation(Reason.NO_LEGAL_MOVE, a, VIOLATION_NO_LEGAL_MOVE, "player", player(p));
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
            return violation(Reason.NOT_OWN_CHEVRON, m, VIOLATION_NOT_OWN_CHEVRON_EMPTY, "from", name(from));
        }
        if (ChevronCode.owner(ch) != p) {
            return violation(Reason.NOT_OWN_CHEVRON, m, VIOLATION_NOT_OWN_CHEVRON_OTHER, "from", name(from),
                    "owner", player(ChevronCode.owner(ch)), "player", player(p));
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
            Direction d = ChevronCode.direction(facing);
            return dir < 0
                    ? violation(Reason.WRONG_DIRECTION, m, VIOLATION_WRONG_DIRECTION_OFF_LINE, "from", name(from),
                            "facing", d.wording(), "left", d.rotate(-1).wording(), "right", d.rotate(1).wording(),
                            "to", name(to))
                    : violation(Reason.WRONG_DIRECTION, m, VIOLATION_WRONG_DIRECTION, "from", name(from),
                            "facing", d.wording(), "left", d.rotate(-1).wording(), "right", d.rotate(1).wording(),
                            "direction", ChevronCode.direction(dir).wording());
        }
        int dist = DIST[from * FIELDS + to];
        int range = Movement.range(b, p, from);
        if (dist > range) {
            int bl = BORDERLAND[from];
            int own = count(b.m[2 * p] & BL_LO[bl], b.m[2 * p + 1] & BL_HI[bl]);
            return violation(Reason.OUT_OF_RANGE, m, VIOLATION_OUT_OF_RANGE, "from", name(from), "range", range,
                    "own", own, "borderland", Borderland.values()[bl], "distance", dist);
        }
        int target = b.chevronAt(to);
        return m.capture() ? explainCapture(m, from, to, target, dir) : explainPlainMove(m, from, to, target, dir);
    }

    /** R5.5, R5.1, R5.2: which rule a capture breaks, or null if none does. */
    private Violation explainCapture(Move m, int from, int to, int target, int dir) {
        if (target < 0) {
            return violation(Reason.NOTHING_TO_CAPTURE, m, VIOLATION_NOTHING_TO_CAPTURE_EMPTY, "to", name(to));
        }
        if (ChevronCode.owner(target) == p) {
            return violation(Reason.NOTHING_TO_CAPTURE, m, VIOLATION_NOTHING_TO_CAPTURE_OWN, "to", name(to));
        }
        if (!Movement.pathClear(b, from, to)) {
            return violation(Reason.NOT_AN_ATTACKER, m, VIOLATION_NOT_AN_ATTACKER, "from", name(from), "to", name(to),
                    "blocker", name(firstBlocker(from, to, dir)));
        }
        if (Movement.attackers(b, p, to) < 2) {
            return violation(Reason.SINGLE_ATTACKER, m, VIOLATION_SINGLE_ATTACKER, "from", name(from), "to", name(to));
        }
        return null;
    }

    /** R5.5, R3.3, R3.4: which rule a move that captures nothing breaks, or null if none does. */
    private Violation explainPlainMove(Move m, int from, int to, int target, int dir) {
        if (target >= 0) {
            if (ChevronCode.owner(target) != p) {
                return violation(Reason.CAPTURE_NOT_MARKED, m, VIOLATION_CAPTURE_NOT_MARKED, "to", name(to),
                        "owner", player(ChevronCode.owner(target)), "capture", Move.capture(name(from), name(to)));
            }
            return violation(Reason.DESTINATION_OCCUPIED, m, VIOLATION_DESTINATION_OCCUPIED, "to", name(to));
        }
        if (!Movement.plainDestinationOk(b, p, to)) {
            return violation(Reason.DESTINATION_OPPOSING, m, VIOLATION_DESTINATION_OPPOSING, "to", name(to),
                    "owner", player(b.markerAt(to)));
        }
        if (!Movement.pathClear(b, from, to) && !Movement.jumpAllowed(b, p, from, to)) {
            return violation(Reason.PATH_BLOCKED, m, VIOLATION_PATH_BLOCKED, "blocker", name(firstBlocker(from, to, dir)),
                    "from", name(from), "to", name(to));
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
                return violation(Reason.CONNECTION_INVALID, m, CLAUSE_PAIR, "a", why.noConnection(from, to),
                        "b", why.r4Effect(to, crossingCase, false, crossLo, crossHi));
            }
            r4Code = MoveCode.CONNECTION;
            ownAfterLo |= Marking.connectionLo(from, to);
            ownAfterHi |= Marking.connectionHi(from, to);
            madeOwnBy = CHOICE_MADE_OWN_CONNECTION;
            return null;
        }
        int x = ((Choice.FieldChoice) choices.get(0)).field().index();
        if (!has(crossLo, crossHi, x)) {
            return wrongCrossingField(m, to, x, crossing, connection);
        }
        r4Code = x + 1;
        ownAfterLo |= loBit(x);
        ownAfterHi |= hiBit(x);
        madeOwnBy = CHOICE_MADE_OWN_CROSSING;
        return null;
    }

    /** R9.2, R4.5, R4.4: why the field named first is not the move's R4 choice. */
    private Violation wrongCrossingField(Move m, int to, int x, boolean crossing, boolean connection) {
        List<Choice> choices = m.choices();
        if (choices.size() == 2 && choices.get(1) instanceof Choice.FieldChoice
                && crossingFields.contains(((Choice.FieldChoice) choices.get(1)).field().index())) {
            return violation(Reason.CHOICES_OUT_OF_ORDER, m, VIOLATION_CHOICES_OUT_OF_ORDER,
                    "borderland", Borderland.values()[BORDERLAND[to]]);
        }
        if (!crossing) {
            return violation(Reason.CONNECTION_NOT_NAMED, m, VIOLATION_CONNECTION_NOT_NAMED, "field", name(x));
        }
        return violation(Reason.CROSSING_FIELD_INVALID, m, CLAUSE_PAIR, "a", why.notCrossingField(to, crossingCase, x),
                "b", why.r4Effect(to, crossingCase, connection, crossingFields.lo, crossingFields.hi));
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
            return violation(Reason.CHOICE_MISSING, m, VIOLATION_BONUS_MISSING, "partner", name(partner));
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
            return violation(Reason.CHOICE_EXTRA, m, bonusCode != 0 ? VIOLATION_CHOICE_EXTRA_TWO : VIOLATION_CHOICE_EXTRA_NO_BONUS);
        }
        if (used == 0 && crossingCase != Marking.NO_CROSSING) {
            return violation(Reason.CHOICE_EXTRA, m, crossingCase == Marking.NOTHING_GAINED && why.hasNeutral(to, m.capture())
                    ? VIOLATION_CHOICE_EXTRA_CROSSING_FULL : VIOLATION_CHOICE_EXTRA_CROSSING_NOTHING,
                    "borderland", Borderland.values()[BORDERLAND[to]]);
        }
        if (partner < 0) {
            return violation(Reason.CHOICE_EXTRA, m, used == 1 ? VIOLATION_CHOICE_EXTRA_AFTER_R4 : VIOLATION_CHOICE_EXTRA_NONE);
        }
        return violation(Reason.NO_MEETING, m, VIOLATION_NO_MEETING,
                "reason", why.noMeeting(to, m.capture(), partner, ownAfterLo, ownAfterHi));
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
            return ch < 0 ? violation(Reason.ROTATION_NOT_OWN_CHEVRON, r, VIOLATION_ROTATION_EMPTY, "field", name(field))
                    : violation(Reason.ROTATION_NOT_OWN_CHEVRON, r, VIOLATION_ROTATION_OTHER, "field", name(field),
                            "owner", player(ChevronCode.owner(ch)), "player", player(p));
        }
        int cost = r.cost();
        List<Field> rel = r.relinquished();
        if (rel.size() != cost) {
            return violation(Reason.ROTATION_WRONG_COUNT, r, VIOLATION_ROTATION_COUNT,
                    "degrees", 45 * Math.abs(r.turning().steps()), "cost", cost, "named", rel.size());
        }
        int available = count(Rotations.relinquishableLo(b, p), Rotations.relinquishableHi(b, p));
        if (available < cost) {
            return violation(Reason.ROTATION_UNAFFORDABLE, r, VIOLATION_ROTATION_UNAFFORDABLE, "player", player(p),
                    "available", available, "cost", cost);
        }
        long lo = 0;
        long hi = 0;
        for (Field x : rel) {
            int i = x.index();
            if (has(lo, hi, i)) {
                return violation(Reason.ROTATION_FIELD_REPEATED, r, VIOLATION_ROTATION_REPEATED, "field", name(i));
            }
            if (!b.hasMarker(p, i)) {
                return violation(Reason.ROTATION_FIELD_INVALID, r, VIOLATION_ROTATION_NOT_OWN, "field", name(i));
            }
            if (!has(Rotations.relinquishableLo(b, p), Rotations.relinquishableHi(b, p), i)) {
                return violation(Reason.ROTATION_FIELD_INVALID, r, VIOLATION_ROTATION_OCCUPIED, "field", name(i));
            }
            lo |= loBit(i);
            hi |= hiBit(i);
        }
        relLo = lo;
        relHi = hi;
        return null;
    }
}
