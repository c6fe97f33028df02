package org.pacru.core.engine;

import static org.pacru.core.engine.Tables.BETWEEN_HI;
import static org.pacru.core.engine.Tables.BETWEEN_LO;
import static org.pacru.core.engine.Tables.BL_HI;
import static org.pacru.core.engine.Tables.BL_LO;
import static org.pacru.core.engine.Tables.BORDERLAND;
import static org.pacru.core.engine.Tables.DIR;
import static org.pacru.core.engine.Tables.DIST;
import static org.pacru.core.engine.Tables.FIELDS;
import static org.pacru.core.engine.Tables.hiBit;
import static org.pacru.core.engine.Tables.loBit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.board.Borderland;
import org.pacru.board.Chevron;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.internal.ChevronCode;
import org.pacru.rules.Fact;
import org.pacru.rules.MarkingFact;
import org.pacru.rules.MeetingFact;
import org.pacru.rules.MovementFact;
import org.pacru.rules.TurnFact;

/**
 * The facts of one move (R2.1, R3, R5, R4, R6), read off the engine's own rule methods
 * ({@link Movement#range}, {@code directionAllowed}, {@code pathClear}, {@code jumpAllowed},
 * {@code plainDestinationOk}, {@code attacks}, the generator's {@link Movement#isLegalBaseMove} for a
 * capture, {@link Marking#crossingCase}, {@link Marking#isConnection}, {@link Meeting#partner},
 * {@code meets}, {@code thresholdCount}, {@code bonusFields}): it decides nothing itself.
 * The facts describe the base move whether or not it is legal, and stop early where the rest
 * would mean nothing (no own chevron on the start field, no line to the destination); the last
 * fact is the move's completions, from the generator. One instance per call, on a board of its
 * own; not thread-safe.
 */
final class MoveFactFinder {
    private final Engine engine;
    private final Position position;
    private final Board board;
    private final int p;
    private final Player mover;
    private final List<Fact> facts = new ArrayList<>();

    private MoveFactFinder(Engine engine, Position position) {
        this.engine = engine;
        this.position = position;
        this.board = new Board(position);
        this.p = board.toMove;
        this.mover = Player.ofNumber(p + 1);
    }

    /** The facts of a move in a position, in the order of the rulebook. */
    static List<Fact> facts(Engine engine, Position position, Move move) {
        return new MoveFactFinder(engine, position).find(move);
    }

    private List<Fact> find(Move move) {
        int from = move.from().index();
        int to = move.to().index();
        int chevron = board.chevronAt(from);
        boolean own = chevron >= 0 && ChevronCode.owner(chevron) == p;
        facts.add(new TurnFact.StartField(move.from(), mover, chevronOn(from), own, false));
        if (!own) {
            return facts;
        }
        int facing = ChevronCode.facing(chevron);
        int dir = DIR[from * FIELDS + to];
        facts.add(new MovementFact.Heading(move.from(), move.to(), ChevronCode.direction(facing),
                dir < 0 ? Optional.empty() : Optional.of(ChevronCode.direction(dir)),
                dir >= 0 && Movement.directionAllowed(facing, dir)));
        if (dir < 0) {
            return facts;
        }
        movement(move, from, to, facing);
        marking(move, from, to, dir);
        facts.add(new TurnFact.Completions(engine.completionList(position, move.base())));   // R9.2, from the generator
        return facts;
    }

    /** R3.2, R3.4, R3.3 or R5. */
    private void movement(Move move, int from, int to, int facing) {
        int bl = BORDERLAND[from];
        int range = Movement.range(board, p, from);
        int distance = DIST[from * FIELDS + to];
        facts.add(new MovementFact.Range(mover, Borderland.values()[bl],
                fields(board.m[2 * p] & BL_LO[bl], board.m[2 * p + 1] & BL_HI[bl]), range, distance, distance <= range));
        long betweenLo = BETWEEN_LO[from * FIELDS + to];
        long betweenHi = BETWEEN_HI[from * FIELDS + to];
        boolean clear = Movement.pathClear(board, from, to);
        boolean jump = !move.capture() && Movement.jumpAllowed(board, p, from, to);
        facts.add(new MovementFact.Path(move.from(), move.to(), mover, fields(betweenLo, betweenHi),
                fields(betweenLo & board.occLo, betweenHi & board.occHi), jump, move.capture(), clear || jump));
        int target = board.chevronAt(to);
        boolean enemy = target >= 0 && ChevronCode.owner(target) != p;
        if (!enemy && !move.capture()) {
            facts.add(new MovementFact.Destination(move.to(), mover, markerOn(to), chevronOn(to),
                    Movement.plainDestinationOk(board, p, to)));
            return;
        }
        facts.add(new MovementFact.CaptureTarget(move.to(), enemy ? chevronOn(to) : Optional.empty(), move.capture(),
                enemy == move.capture()));
        if (enemy) {
            facts.add(new MovementFact.Attackers(move.from(), move.to(), mover, attackers(to),
                    Movement.isLegalBaseMove(board, p, from, to, true)));
        }
    }

    /** R5.1: the fields of the mover's chevrons that attack a field, in board order. */
    private List<Field> attackers(int target) {
        List<Field> list = new ArrayList<>();
        for (short s : board.chev) {
            if (ChevronCode.owner(s) == p && Movement.attacks(board, p, ChevronCode.field(s), ChevronCode.facing(s), target)) {
                list.add(Field.ofIndex(ChevronCode.field(s)));
            }
        }
        return list;
    }

    /** R4.1–R4.5, then R6: judged on the board before the move, as the generator does. */
    private void marking(Move move, int from, int to, int dir) {
        boolean capture = move.capture();
        FieldSet crossingFields = new FieldSet();
        int crossingCase = Marking.crossingCase(board, p, from, to, capture, crossingFields);
        long crossLo = crossingFields.lo;
        long crossHi = crossingFields.hi;
        boolean connection = Marking.isConnection(board, p, from, to, engine.options.connectionNeedsGap);
        long fillLo = Marking.connectionLo(from, to);
        long fillHi = Marking.connectionHi(from, to);
        facts.add(new MarkingFact.BorderCrossing(Borderland.of(move.from()), Borderland.of(move.to())));
        if (crossingCase != Marking.NO_CROSSING) {
            facts.add(new MarkingFact.CrossingEffect(Borderland.of(move.to()), crossingCase(crossingCase),
                    fields(crossLo, crossHi)));
        }
        facts.add(new MarkingFact.Connection(move.from(), move.to(), mover, connection,
                connection ? fields(fillLo, fillHi) : List.of()));
        List<Choice> open = new ArrayList<>();
        List<long[]> ownAfter = new ArrayList<>();
        long ownLo = board.m[2 * p] | (capture ? loBit(to) : 0);
        long ownHi = board.m[2 * p + 1] | (capture ? hiBit(to) : 0);
        if (connection) {
            open.add(Choice.connection());
            ownAfter.add(new long[] {ownLo | fillLo, ownHi | fillHi});
        }
        for (Field x : fields(crossLo, crossHi)) {
            open.add(Choice.of(x));
            ownAfter.add(new long[] {ownLo | loBit(x.index()), ownHi | hiBit(x.index())});
        }
        facts.add(new MarkingFact.MarkingChoices(open));
        meeting(move, from, to, dir, open, ownAfter, ownLo, ownHi);
    }

    /** R6.1–R6.3 for each R4 option (or for the move alone when it has none). */
    private void meeting(Move move, int from, int to, int dir, List<Choice> open, List<long[]> ownAfter,
                         long ownLo, long ownHi) {
        int partner = Meeting.partner(board, p, to, dir);
        facts.add(new MeetingFact.MeetingPartner(move.to(), ChevronCode.direction(dir), mover,
                partner < 0 ? Optional.empty() : Optional.of(Field.ofIndex(partner)),
                engine.options.meetingThreshold));
        if (partner < 0) {
            return;
        }
        if (open.isEmpty()) {
            facts.add(outcome(from, to, move.capture(), partner, Optional.empty(), ownLo, ownHi));
        }
        for (int i = 0; i < open.size(); i++) {
            long[] own = ownAfter.get(i);
            facts.add(outcome(from, to, move.capture(), partner, Optional.of(open.get(i)), own[0], own[1]));
        }
    }

    private MeetingFact.MeetingOutcome outcome(int from, int to, boolean capture, int partner, Optional<Choice> choice,
                                        long ownLo, long ownHi) {
        boolean meeting = Meeting.meets(board, engine.options, p, to, capture, partner, ownLo, ownHi);
        List<Field> bonus = List.of();
        if (meeting) {
            FieldSet fields = Meeting.bonusFields(board, engine.options, from, to, ownLo, ownHi, new FieldSet());
            bonus = fields(fields.lo, fields.hi);
        }
        return new MeetingFact.MeetingOutcome(choice, meeting, Meeting.thresholdCount(board, engine.options, p, to, capture, ownLo, ownHi),
                bonus);
    }

    /** The R4.4 case of a crossing as {@link Marking#crossingCase} names it (never NO_CROSSING here). */
    private static Fact.CrossingCase crossingCase(int markingCase) {
        return markingCase == Marking.CLAIM_NEUTRAL ? Fact.CrossingCase.CLAIM_NEUTRAL
                : markingCase == Marking.CONVERT_OPPOSING ? Fact.CrossingCase.CONVERT_OPPOSING
                : Fact.CrossingCase.NOTHING_GAINED;
    }

    private Optional<Chevron> chevronOn(int field) {
        int c = board.chevronAt(field);
        return c < 0 ? Optional.empty() : Optional.of(ChevronCode.toChevron(c));
    }

    private Optional<Player> markerOn(int field) {
        int q = board.markerAt(field);
        return q < 0 ? Optional.empty() : Optional.of(Player.ofNumber(q + 1));
    }

    /** The fields of a mask, in board order. */
    static List<Field> fields(long lo, long hi) {
        List<Field> list = new ArrayList<>(Long.bitCount(lo) + Long.bitCount(hi));
        for (long x = lo; x != 0; x &= x - 1) {
            list.add(Field.ofIndex(Long.numberOfTrailingZeros(x)));
        }
        for (long x = hi; x != 0; x &= x - 1) {
            list.add(Field.ofIndex(Tables.hiField(Long.numberOfTrailingZeros(x))));
        }
        return list;
    }
}
