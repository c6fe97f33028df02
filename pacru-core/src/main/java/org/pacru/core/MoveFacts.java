package org.pacru.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.board.Borderland;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.engine.MoveProbe;
import org.pacru.rules.Ruleset;

/**
 * The facts the rules engine uses to judge one move, for explanations and rule disputes: the range
 * and how it was counted (R3.2), the fields passed over (R3.4), the border crossing and its
 * candidate fields (R4.1, R4.4), the connection (R4.2, R4.5), the attackers of a capture (R5.1,
 * R5.2), and for each R4 option whether it makes a meeting, the threshold count and the bonus
 * fields (R6.1–R6.3). Every fact is computed by the engine's own rule predicates, the ones
 * {@link PacruRules} generates and checks with; nothing here is a second copy of the rules.
 *
 * <p>The facts describe the base move (its choices are ignored) whether or not it is legal; use
 * {@link PacruRules#check} for the verdict. Immutable and thread-safe.
 *
 * <pre>{@code
 * Position start = Position.initial(2);
 * MoveFacts f = MoveFacts.of(Ruleset.STANDARD, start, Move.of(Field.E1, Field.E3)).orElseThrow();
 * f.range();              // 1: no own marker in borderland e2 (R3.2)
 * f.distance();           // 2, so the move is out of range
 * f.passedOver();         // [e2]
 * }</pre>
 *
 * @param mover the player to move
 * @param move the base move (no choices)
 * @param chevron the mover's chevron on the start field
 * @param direction the direction of the move
 * @param directionAllowed R3.1: whether the chevron may move in that direction
 * @param startBorderland the borderland the chevron starts in
 * @param rangeMarkers R3.2: the fields of the start borderland carrying the mover's marker
 * @param range R3.2: how many fields the chevron may move, max(1, rangeMarkers.size())
 * @param distance how many fields the move goes
 * @param passedOver R3.4: the fields strictly between start and destination
 * @param chevronsPassedOver R3.4: those of them that hold a chevron
 * @param jumpAllowed R3.4: start and destination both carry the mover's marker (a jump may pass chevrons)
 * @param plainDestinationOk R3.3: the destination is unoccupied and neutral or the mover's
 * @param target R5: the enemy chevron on the destination, if any
 * @param attackers R5.1: the fields of the mover's chevrons that attack the destination
 * @param borderCrossing R4.1: the move ends in another borderland
 * @param destinationBorderland the destination borderland D
 * @param crossingCase R4.4: which case of the crossing effect applies
 * @param crossingFields R4.4: the fields the crossing lets the mover mark
 * @param connection R4.2: the move is a connection
 * @param connectionFields R4.5: the fields a connection fills
 * @param meetingPartner R6.1(b)–(c): the field of a chevron of the mover nose to nose ahead, if any
 * @param meetingThreshold R6.1(d): the threshold of the ruleset
 * @param options R4.3, R6: the R4 options and what each leads to
 */
public record MoveFacts(Player mover, Move move, Chevron chevron, Direction direction, boolean directionAllowed,
                        Borderland startBorderland, List<Field> rangeMarkers, int range, int distance,
                        List<Field> passedOver, List<Field> chevronsPassedOver, boolean jumpAllowed,
                        boolean plainDestinationOk, Optional<Chevron> target, List<Field> attackers,
                        boolean borderCrossing, Borderland destinationBorderland, CrossingCase crossingCase,
                        List<Field> crossingFields, boolean connection, List<Field> connectionFields,
                        Optional<Field> meetingPartner, int meetingThreshold, List<Option> options) {

    /**
     * Copies the lists and checks that nothing is null.
     *
     * @param mover the mover
     * @param move the base move
     * @param chevron the moving chevron
     * @param direction the direction
     * @param directionAllowed R3.1
     * @param startBorderland the start borderland
     * @param rangeMarkers R3.2 fields
     * @param range R3.2 range
     * @param distance the distance
     * @param passedOver R3.4 fields
     * @param chevronsPassedOver R3.4 chevrons in the way
     * @param jumpAllowed R3.4 jump
     * @param plainDestinationOk R3.3
     * @param target R5 target
     * @param attackers R5.1 attackers
     * @param borderCrossing R4.1
     * @param destinationBorderland D
     * @param crossingCase R4.4 case
     * @param crossingFields R4.4 fields
     * @param connection R4.2
     * @param connectionFields R4.5 fields
     * @param meetingPartner R6.1 partner
     * @param meetingThreshold R6.1(d) threshold
     * @param options the R4 options
     */
    public MoveFacts {
        Objects.requireNonNull(mover, "mover");
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(chevron, "chevron");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(startBorderland, "startBorderland");
        rangeMarkers = copyOf(rangeMarkers, "rangeMarkers");
        passedOver = copyOf(passedOver, "passedOver");
        chevronsPassedOver = copyOf(chevronsPassedOver, "chevronsPassedOver");
        Objects.requireNonNull(target, "target");
        attackers = copyOf(attackers, "attackers");
        Objects.requireNonNull(destinationBorderland, "destinationBorderland");
        Objects.requireNonNull(crossingCase, "crossingCase");
        crossingFields = copyOf(crossingFields, "crossingFields");
        connectionFields = copyOf(connectionFields, "connectionFields");
        Objects.requireNonNull(meetingPartner, "meetingPartner");
        options = copyOf(options, "options");
    }

    /**
     * Which case of the border-crossing effect (R4.4) applies.
     *
     * <pre>{@code
     * facts.crossingCase() == MoveFacts.CrossingCase.CLAIM_NEUTRAL   // R4.4(a)
     * }</pre>
     */
    public enum CrossingCase {
        /** The move does not cross a border (R4.1). */
        NO_CROSSING,
        /** R4.4(a): the mover marks one neutral field of D holding no chevron. */
        CLAIM_NEUTRAL,
        /** R4.4(b): D has no neutral field; the mover converts an opposing marker on an unoccupied field. */
        CONVERT_OPPOSING,
        /** R4.4: the move crosses but there is no field to mark or convert, so nothing is gained. */
        NOTHING_GAINED
    }

    /**
     * One R4 option of the move (R4.3) and what follows from it in R6.
     *
     * <pre>{@code
     * for (MoveFacts.Option o : facts.options()) {
     *     o.choice();        // Optional[e6], Optional[*], or empty if the move has no R4 effect
     *     o.meeting();       // R6.1
     * }
     * }</pre>
     *
     * @param choice the R4 choice (a crossing field, or the connection {@code *}); empty if none
     * @param partner R6.1(b)–(c): a chevron of the mover stands nose to nose ahead
     * @param meeting R6.1: this option makes a meeting (all of (a)–(d) hold)
     * @param thresholdCount R6.1(d): the most markers any other player has, as counted (R6.3)
     * @param bonusFields R6.2: the fields the meeting bonus may mark (empty without a meeting)
     */
    public record Option(Optional<Choice> choice, boolean partner, boolean meeting, int thresholdCount,
                         List<Field> bonusFields) {
        /**
         * Copies the list.
         *
         * @param choice the R4 choice
         * @param partner whether a partner faces back
         * @param meeting whether there is a meeting
         * @param thresholdCount the count R6.1(d) compares with the threshold
         * @param bonusFields the bonus fields
         */
        public Option {
            Objects.requireNonNull(choice, "choice");
            bonusFields = copyOf(bonusFields, "bonusFields");
        }
    }

    /**
     * The facts of a move in a position, for the side to move.
     *
     * @param ruleset the ruleset (R10)
     * @param position the position
     * @param move the move (its choices are ignored)
     * @return the facts, or empty if the start field holds no chevron of the side to move or the
     *         destination is not on a straight line from it (then R2.1 or R3.1 decides)
     */
    public static Optional<MoveFacts> of(Ruleset ruleset, Position position, Move move) {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(move, "move");
        Player mover = position.toMove();
        Optional<Chevron> chevron = position.chevronAt(move.from()).filter(c -> c.owner() == mover);
        Optional<Direction> direction = Direction.between(move.from(), move.to());
        if (chevron.isEmpty() || direction.isEmpty()) {
            return Optional.empty();
        }
        MoveProbe probe = MoveProbe.of(ruleset, position);
        Field from = move.from();
        Field to = move.to();
        Direction dir = direction.get();
        List<Field> rangeMarkers = new ArrayList<>();
        for (Field f : Borderland.of(from).fields()) {
            if (position.markerAt(f).filter(mover::equals).isPresent()) {
                rangeMarkers.add(f);
            }
        }
        List<Field> passed = new ArrayList<>();
        List<Field> chevrons = new ArrayList<>();
        for (Field f = from.step(dir).orElseThrow(); f != to; f = f.step(dir).orElseThrow()) {
            passed.add(f);
            if (position.isOccupied(f)) {
                chevrons.add(f);
            }
        }
        Optional<Chevron> target = position.chevronAt(to).filter(c -> c.owner() != mover);
        MoveProbe.R4 r4 = probe.r4(from, to, move.capture());
        CrossingCase crossingCase = !r4.crossing() ? CrossingCase.NO_CROSSING
                : r4.crossingCase() == 1 ? CrossingCase.CLAIM_NEUTRAL
                : r4.crossingCase() == 2 ? CrossingCase.CONVERT_OPPOSING : CrossingCase.NOTHING_GAINED;
        List<Option> options = new ArrayList<>();
        for (MoveProbe.Option o : probe.options(from, to, move.capture())) {
            options.add(new Option(o.choice(), o.partner(), o.meeting(), o.thresholdCount(), o.bonusFields()));
        }
        return Optional.of(new MoveFacts(mover, move.base(), chevron.get(), dir,
                MoveProbe.directionAllowed(chevron.get().facing(), dir), Borderland.of(from), rangeMarkers,
                probe.range(from), passed.size() + 1, passed, chevrons, probe.jumpAllowed(from, to),
                probe.plainDestinationOk(to), target, target.isPresent() ? probe.attackers(to) : List.of(),
                r4.crossing(), Borderland.of(to), crossingCase, r4.crossingFields(), r4.connection(),
                r4.connectionFields(), probe.partner(from, to), ruleset.meetingThreshold(), options));
    }

    /**
     * The facts of a move under the rules of a {@link PacruRules}.
     *
     * @param rules the rules
     * @param position the position
     * @param move the move (its choices are ignored)
     * @return the facts, or empty as for {@link #of(Ruleset, Position, Move)}
     */
    public static Optional<MoveFacts> of(PacruRules rules, Position position, Move move) {
        return of(Objects.requireNonNull(rules, "rules").ruleset(), position, move);
    }

    /** A copy of a list, refusing a null list or element by the list's name. */
    private static <T> List<T> copyOf(List<T> list, String name) {
        Objects.requireNonNull(list, name);
        for (T element : list) {
            Objects.requireNonNull(element, "element of " + name);
        }
        return List.copyOf(list);
    }
}
