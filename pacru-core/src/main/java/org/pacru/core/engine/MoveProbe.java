package org.pacru.core.engine;

import static org.pacru.core.engine.Tables.DIR;
import static org.pacru.core.engine.Tables.FIELDS;
import static org.pacru.core.engine.Tables.hiBit;
import static org.pacru.core.engine.Tables.loBit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Choice;
import org.pacru.board.Borderland;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.internal.ChevronCode;
import org.pacru.rules.Ruleset;

/**
 * The facts behind one move, read with the engine's own rule methods ({@code Movement.range},
 * {@code Movement.pathClear}, {@code Movement.attacks}, {@code Marking.crossingCase},
 * {@code Marking.isConnection}, {@code Meeting.partner}, {@code Meeting.meets},
 * {@code Meeting.bonusFields}), for explanations: the public view is
 * {@code org.pacru.core.MoveFacts}. Not exported from the module.
 *
 * <p>Immutable after construction; one probe serves one position, for the side to move.
 *
 * <pre>{@code
 * MoveProbe probe = MoveProbe.of(Ruleset.STANDARD, position);
 * probe.range(Field.E1);              // R3.2
 * probe.attackers(Field.E4);          // R5.1
 * }</pre>
 */
public final class MoveProbe {
    private final Engine engine;
    private final Position position;
    private final int p;

    private MoveProbe(Ruleset ruleset, Position position) {
        this.engine = Engine.of(ruleset);
        this.position = position;
        this.p = position.toMove().number() - 1;
    }

    /**
     * A probe of a position, for its side to move.
     *
     * @param ruleset the ruleset
     * @param position the position
     * @return the probe
     */
    public static MoveProbe of(Ruleset ruleset, Position position) {
        return new MoveProbe(Objects.requireNonNull(ruleset, "ruleset"), Objects.requireNonNull(position, "position"));
    }

    private Board board() {
        return new Board(position);
    }

    /**
     * R3.2: the range of a chevron of the side to move standing on a field.
     *
     * @param from the field
     * @return max(1, own markers in the field's borderland)
     */
    public int range(Field from) {
        return Movement.range(board(), p, from.index());
    }

    /**
     * R3.1: whether a chevron facing {@code facing} may move in direction {@code dir}.
     *
     * @param facing the chevron's facing
     * @param dir the direction of the move
     * @return true for the facing and 45° either side
     */
    public static boolean directionAllowed(Direction facing, Direction dir) {
        return Movement.directionAllowed(facing.ordinal(), dir.ordinal());
    }

    /**
     * R3.4: whether no chevron stands strictly between two fields of a line.
     *
     * @param from the start
     * @param to the destination
     * @return true if the path is clear
     */
    public boolean pathClear(Field from, Field to) {
        return Movement.pathClear(board(), from.index(), to.index());
    }

    /**
     * R3.4: whether both ends carry the mover's marker, so the move may jump over chevrons.
     *
     * @param from the start
     * @param to the destination
     * @return true if a jump is allowed
     */
    public boolean jumpAllowed(Field from, Field to) {
        return Movement.jumpAllowed(board(), p, from.index(), to.index());
    }

    /**
     * R3.3: whether a plain move may end on a field.
     *
     * @param to the destination
     * @return true if unoccupied and neutral or the mover's
     */
    public boolean plainDestinationOk(Field to) {
        return Movement.plainDestinationOk(board(), p, to.index());
    }

    /**
     * R5.1: the fields of the mover's chevrons that attack a field.
     *
     * @param target the attacked field
     * @return the attackers' fields, in board order
     */
    public List<Field> attackers(Field target) {
        Board b = board();
        List<Field> list = new ArrayList<>();
        for (short s : b.chev) {
            if (ChevronCode.owner(s) == p
                    && Movement.attacks(b, p, ChevronCode.field(s), ChevronCode.facing(s), target.index())) {
                list.add(Field.ofIndex(ChevronCode.field(s)));
            }
        }
        return List.copyOf(list);
    }

    /**
     * R4.1–R4.5: the border-crossing and connection facts of a base move, judged before the move.
     *
     * @param from the start
     * @param to the destination
     * @param capture whether the move captures
     * @return the facts
     */
    public R4 r4(Field from, Field to, boolean capture) {
        Board b = board();
        FieldSet crossingFields = new FieldSet();
        int crossingCase = Marking.crossingCase(b, p, from.index(), to.index(), capture, crossingFields);
        boolean connection = Marking.isConnection(b, p, from.index(), to.index(), engine.options.connectionNeedsGap);
        List<Field> between = fields(Marking.connectionLo(from.index(), to.index()),
                Marking.connectionHi(from.index(), to.index()));
        int legacyCase = crossingCase == Marking.CLAIM_NEUTRAL ? 1 : crossingCase == Marking.CONVERT_OPPOSING ? 2 : 0;
        return new R4(crossingCase != Marking.NO_CROSSING, Borderland.of(to), legacyCase,
                fields(crossingFields.lo, crossingFields.hi), connection, connection ? between : List.of());
    }

    /**
     * R6.1(b)–(c): the field ahead of the moved chevron if another chevron of the mover stands
     * there facing back (judged on the board before the move).
     *
     * @param from the start
     * @param to the destination
     * @return the partner's field, or empty
     */
    public Optional<Field> partner(Field from, Field to) {
        int dir = DIR[from.index() * FIELDS + to.index()];
        if (dir < 0) {
            return Optional.empty();
        }
        int pf = Meeting.partner(board(), p, to.index(), dir);
        return pf < 0 ? Optional.empty() : Optional.of(Field.ofIndex(pf));
    }

    /**
     * R4.3, R6: each R4 option of a base move (the connection, each crossing field, or none),
     * with whether it makes a meeting, the marker count R6.1(d) compares with the threshold (the
     * most markers of another player, counted as R6.3 and the ruleset say) and the R6.2 bonus fields.
     *
     * @param from the start
     * @param to the destination
     * @param capture whether the move captures
     * @return the options, in canonical order (connection, crossing fields, or the single "none")
     */
    public List<Option> options(Field from, Field to, boolean capture) {
        Board b = board();
        int f = from.index();
        int t = to.index();
        int dir = DIR[f * FIELDS + t];
        if (dir < 0) {
            return List.of();
        }
        FieldSet crossingFields = new FieldSet();
        Marking.crossingCase(b, p, f, t, capture, crossingFields);
        int pf = Meeting.partner(b, p, t, dir);
        long ownLo = b.m[2 * p] | (capture ? loBit(t) : 0);
        long ownHi = b.m[2 * p + 1] | (capture ? hiBit(t) : 0);
        long xLo = crossingFields.lo;
        long xHi = crossingFields.hi;
        boolean conn = Marking.isConnection(b, p, f, t, engine.options.connectionNeedsGap);
        long cnLo = Marking.connectionLo(f, t);
        long cnHi = Marking.connectionHi(f, t);
        List<Option> list = new ArrayList<>();
        if (conn) {
            list.add(option(b, f, t, capture, pf, ownLo | cnLo, ownHi | cnHi, Optional.of(Choice.connection())));
        }
        for (Field x : fields(xLo, xHi)) {
            list.add(option(b, f, t, capture, pf, ownLo | loBit(x.index()), ownHi | hiBit(x.index()),
                    Optional.of(Choice.of(x))));
        }
        if (list.isEmpty()) {
            list.add(option(b, f, t, capture, pf, ownLo, ownHi, Optional.empty()));
        }
        return List.copyOf(list);
    }

    private Option option(Board b, int from, int to, boolean capture, int pf, long oaLo, long oaHi,
                          Optional<Choice> choice) {
        boolean meeting = Meeting.meets(b, engine.options, p, to, capture, pf, oaLo, oaHi);
        int most = Meeting.thresholdCount(b, engine.options, p, to, capture, oaLo, oaHi);   // R6.1(d), R6.3
        List<Field> bonus = List.of();
        if (meeting) {
            FieldSet bonusFields = Meeting.bonusFields(b, engine.options, from, to, oaLo, oaHi, new FieldSet());
            bonus = fields(bonusFields.lo, bonusFields.hi);
        }
        return new Option(choice, pf >= 0, meeting, most, bonus);
    }

    private static List<Field> fields(long lo, long hi) {
        List<Field> list = new ArrayList<>(Long.bitCount(lo) + Long.bitCount(hi));
        for (long x = lo; x != 0; x &= x - 1) {
            list.add(Field.ofIndex(Long.numberOfTrailingZeros(x)));
        }
        for (long x = hi; x != 0; x &= x - 1) {
            list.add(Field.ofIndex(64 + Long.numberOfTrailingZeros(x)));
        }
        return List.copyOf(list);
    }

    /**
     * The R4 facts of a base move.
     *
     * <pre>{@code
     * MoveProbe.R4 r4 = probe.r4(Field.A3, Field.B4, false);
     * r4.crossing();         // true: a3 lies in b2, b4 in b5 (R4.1)
     * }</pre>
     *
     * @param crossing R4.1: whether the move crosses into another borderland
     * @param destination the destination borderland D
     * @param crossingCase 0 nothing gained (or no crossing), 1 R4.4(a) mark a neutral field, 2 R4.4(b) convert
     * @param crossingFields the fields R4.4 lets the mover mark
     * @param connection R4.2: whether the move is a connection
     * @param connectionFields R4.5: the fields a connection fills (all fields strictly between)
     */
    public record R4(boolean crossing, Borderland destination, int crossingCase, List<Field> crossingFields,
                     boolean connection, List<Field> connectionFields) {
        /**
         * Copies the lists.
         *
         * @param crossing whether the move crosses
         * @param destination the destination borderland
         * @param crossingCase the R4.4 case
         * @param crossingFields the crossing's candidate fields
         * @param connection whether it is a connection
         * @param connectionFields the fields a connection fills
         */
        public R4 {
            crossingFields = List.copyOf(crossingFields);
            connectionFields = List.copyOf(connectionFields);
        }
    }

    /**
     * One R4 option of a base move and what follows from it in R6.
     *
     * <pre>{@code
     * probe.options(Field.G6, Field.G8, false).get(0).meeting();   // true if the first option meets (R6.1)
     * }</pre>
     *
     * @param choice the R4 choice (a crossing field or the connection), empty if the move has none
     * @param partner R6.1(b)–(c): whether a partner chevron stands nose to nose ahead
     * @param meeting R6.1: whether the option makes a meeting
     * @param thresholdCount the most markers of another player, as R6.1(d) counts them
     * @param bonusFields R6.2: the fields the bonus may mark (empty without a meeting)
     */
    public record Option(Optional<Choice> choice, boolean partner, boolean meeting, int thresholdCount,
                         List<Field> bonusFields) {
        /**
         * Copies the list.
         *
         * @param choice the R4 choice
         * @param partner whether a partner faces back
         * @param meeting whether there is a meeting
         * @param thresholdCount the count R6.1(d) compares
         * @param bonusFields the bonus fields
         */
        public Option {
            Objects.requireNonNull(choice, "choice");
            bonusFields = List.copyOf(bonusFields);
        }
    }
}
