package org.pacru.game;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Map;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.action.Turn;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.rules.Event;
import org.pacru.rules.Rules;

/**
 * Builds an action click by click, the way a game platform's user interface does: after every
 * {@link Step} it says whether the partial action can still become legal ({@link #isViable()}),
 * whether it is a complete legal action ({@link #isComplete()}), and which steps may follow
 * ({@link #nextSteps()}).
 *
 * <p>Every answer is derived from the {@link Rules} it is given, never from a second copy of the
 * rules: chevrons and destinations from {@link Rules#baseMoves}, choices from
 * {@link Rules#completions}, turns and relinquished fields from {@link Rules#check} on candidate
 * rotations. Rotations are not enumerated: a field may be relinquished (R7.1) exactly when
 * {@code check} accepts a rotation that names it together with fields already proven
 * relinquishable, so each answer costs at most one check per field of the board.
 *
 * <p>The sequences offered are exactly the prefixes of the legal actions in their canonical step
 * order ({@link PartialAction#of(Action)}, with the kinds the rules give the picks);
 * relinquished fields may also be named in any order. Every step offered says what it supplies
 * ({@link Step#kind()}, {@link Step#field()}, {@link Step#ruleId()}): a user interface lights
 * up the offered fields and words its prompt from the kind, without type tests.
 *
 * <p>Any partial action can be judged, legal or not: {@link #of} and {@link #then} throw only
 * for a null argument or a step that does not fit the shape of an action
 * ({@link PartialAction}); an illegal rotation such as {@code e1>(a1,a2,a3)} is simply not
 * viable (R7.1).
 *
 * <p>Immutable and thread-safe if the rules are (the library's rules are).
 *
 * <pre>{@code
 * Rules rules = PacruRules.of(Ruleset.STANDARD);
 * ActionBuilder b = ActionBuilder.start(rules, Position.initial(2));
 * b.nextSteps();                              // [a3, e1, i3, i9]: the chevrons of player A
 * b = b.then(new Step.Select(Field.E1));
 * b.nextSteps();                              // [-d2, -e2, -f2]
 * b = b.then(new Step.Destination(Field.E2, false));
 * b.isComplete();                             // true
 * b.action();                                 // Optional[e1-e2]
 * }</pre>
 */
public final class ActionBuilder {
    private final Rules rules;
    private final Position position;
    private final PartialAction partial;
    private final RotationSteps rotations;

    private ActionBuilder(Rules rules, Position position, PartialAction partial) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.position = Objects.requireNonNull(position, "position");
        this.rotations = new RotationSteps(rules, position);
        this.partial = withRuleKinds(Objects.requireNonNull(partial, "partial"));
    }

    /**
     * A builder with no step taken yet.
     *
     * @param rules the rules
     * @param position the position, the player to move builds the action
     * @return the builder
     */
    public static ActionBuilder start(Rules rules, Position position) {
        return new ActionBuilder(rules, position, PartialAction.empty());
    }

    /**
     * A builder at a given partial action, for example one received from a client.
     *
     * @param rules the rules
     * @param position the position
     * @param partial the steps taken so far (need not be viable; the kinds of its picks are
     *     replaced by those the rules give them, see {@link Step.Pick})
     * @return the builder
     */
    public static ActionBuilder of(Rules rules, Position position, PartialAction partial) {
        return new ActionBuilder(rules, position, partial);
    }

    /**
     * The builder after one more step. The step need not be one of {@link #nextSteps()}: if it
     * is not, the result is not viable. A {@link Step.Pick} takes the kind the rules give its
     * choice, whatever kind it was made with.
     *
     * @param step the step
     * @return the builder with the longer partial action
     * @throws IllegalArgumentException if the step cannot follow in shape (see {@link PartialAction})
     */
    public ActionBuilder then(Step step) {
        return new ActionBuilder(rules, position, partial.then(step));
    }

    /**
     * The builder one step back.
     *
     * @return the builder without the last step (this one if there is none)
     */
    public ActionBuilder back() {
        return partial.isEmpty() ? this : new ActionBuilder(rules, position, partial.prefix(partial.size() - 1));
    }

    /**
     * The position the action is built in.
     *
     * @return the position
     */
    public Position position() {
        return position;
    }

    /**
     * The steps taken so far.
     *
     * @return the partial action
     */
    public PartialAction partial() {
        return partial;
    }

    /**
     * Whether the partial action is a prefix of at least one legal action (the empty one is, as
     * long as the game goes on: R2.2 leaves the player to move a legal move).
     *
     * @return true if some legal action starts with these steps
     */
    public boolean isViable() {
        if (partial.isEmpty()) {
            return rules.outcome(position).isEmpty() && !rules.baseMoves(position).isEmpty();
        }
        Field from = partial.chevron().orElseThrow();
        if (partial.size() == 1) {
            return hasBaseMoveFrom(from) || rotations.anyTurn(from);
        }
        if (partial.isMove()) {
            Move base = partial.baseMove().orElseThrow();
            return !matchingCompletions(base, partial.choices()).isEmpty();
        }
        return rotations.relinquishedViable(from, partial.turn().orElseThrow(), partial.relinquished());
    }

    /**
     * Whether the partial action is a complete legal action.
     *
     * @return true if {@link #action()} is present
     */
    public boolean isComplete() {
        return action().isPresent();
    }

    /**
     * The legal action these steps spell out in full.
     *
     * @return the action, or empty if the steps are not (yet) a legal action
     */
    public Optional<Action> action() {
        if (partial.isMove()) {
            Move base = partial.baseMove().orElseThrow();
            Move move = base.withChoices(partial.choices());
            return matchingCompletions(base, partial.choices()).contains(move) ? Optional.of(move) : Optional.empty();
        }
        if (partial.isRotation()) {
            Turn turn = partial.turn().orElseThrow();
            List<Field> fields = partial.relinquished();
            if (fields.size() != turn.cost()) {
                return Optional.empty();
            }
            Rotation rotation = new Rotation(partial.chevron().orElseThrow(), turn.steps(), fields);
            return rules.check(position, rotation).isEmpty() ? Optional.of(rotation) : Optional.empty();
        }
        return Optional.empty();
    }

    /**
     * The steps that keep the partial action viable: each one is followed by at least one legal
     * action. Empty if the partial action is complete and cannot be extended, or is not viable.
     *
     * <p>Each step says what it supplies ({@link Step#kind()}), the field it names and the rule
     * behind it, so that a user interface needs no type test: the chevrons (R2.1), then the
     * destinations (R3.1) and turns (R7.2) of the selected chevron, then the crossing fields (R4.4)
     * or the connection (R4.3) and the bonus fields (R6.2) of a move, or the markers a rotation
     * may relinquish (R7.1).
     *
     * @return the next steps, in a fixed order (chevrons and relinquished markers in board
     *     order; destinations by field, then turns in {@link Turn#values()} order; choices by
     *     notation)
     */
    public List<Step> nextSteps() {
        if (!isViable()) {
            return List.of();
        }
        List<Step> next = new ArrayList<>();
        if (partial.isEmpty()) {
            for (Field f : position.chevronFields(position.toMove())) {
                if (hasBaseMoveFrom(f) || rotations.anyTurn(f)) {
                    next.add(new Step.Select(f));
                }
            }
            return List.copyOf(next);
        }
        Field from = partial.chevron().orElseThrow();
        if (partial.size() == 1) {
            for (Move m : rules.baseMoves(position)) {
                if (m.from() == from) {
                    next.add(new Step.Destination(m.to(), m.capture()));
                }
            }
            next.sort((a, b) -> a.toString().substring(1).compareTo(b.toString().substring(1)));
            for (Turn turn : Turn.values()) {
                if (rotations.turnWitness(from, turn).isPresent()) {
                    next.add(new Step.Turn(turn));
                }
            }
            return List.copyOf(next);
        }
        if (partial.isMove()) {
            List<Choice> prefix = partial.choices();
            int index = prefix.size();
            Map<Choice, Step.Pick> picks = new HashMap<>();
            for (Move m : matchingCompletions(partial.baseMove().orElseThrow(), prefix)) {
                if (m.choices().size() > index && !picks.containsKey(m.choices().get(index))) {
                    Choice c = m.choices().get(index);
                    picks.put(c, new Step.Pick(c, kindOf(m, index)));
                }
            }
            next.addAll(picks.values());
            next.sort((a, b) -> a.toString().compareTo(b.toString()));
            return List.copyOf(next);
        }
        return rotations.relinquishSteps(from, partial.turn().orElseThrow(), partial.relinquished());
    }

    @Override
    public String toString() {
        return "ActionBuilder[" + partial + "]";
    }

    private boolean hasBaseMoveFrom(Field from) {
        if (rules.outcome(position).isPresent()) {
            return false;
        }
        for (Move m : rules.baseMoves(position)) {
            if (m.from() == from) {
                return true;
            }
        }
        return false;
    }

    private List<Move> matchingCompletions(Move base, List<Choice> prefix) {
        if (!rules.baseMoves(position).contains(base)) {
            return List.of();
        }
        List<Move> list = new ArrayList<>();
        for (Move m : rules.completions(position, base)) {
            if (m.choices().size() >= prefix.size() && m.choices().subList(0, prefix.size()).equals(prefix)) {
                list.add(m);
            }
        }
        return list;
    }

    /**
     * The partial action with every pick given the kind the rules give its choice (taken from a
     * legal completion that starts with the same choices); picks no completion matches keep theirs.
     */
    private PartialAction withRuleKinds(PartialAction p) {
        if (!p.isMove() || p.size() < 3) {
            return p;
        }
        List<Step> steps = new ArrayList<>(p.steps());
        List<Choice> choices = p.choices();
        boolean changed = false;
        for (int i = 0; i < choices.size(); i++) {
            List<Move> matching = matchingCompletions(p.baseMove().orElseThrow(), choices.subList(0, i + 1));
            if (!matching.isEmpty()) {
                Step.Pick pick = (Step.Pick) steps.get(2 + i);
                Step.Pick relabelled = pick.as(kindOf(matching.get(0), i));
                changed |= relabelled != pick;
                steps.set(2 + i, relabelled);
            }
        }
        return changed ? new PartialAction(steps) : p;
    }

    /**
     * What choice {@code index} of a legal move supplies (R9.2): the connection; the second
     * choice is the meeting bonus (R6.2); a first field choice is the crossing field (R4.4) unless
     * applying the move shows it is the meeting bonus (a crossing that gains nothing, or none).
     */
    private StepKind kindOf(Move legal, int index) {
        Choice c = legal.choices().get(index);
        if (c instanceof Choice.Connection) {
            return StepKind.CONNECTION;
        }
        if (index == 1) {
            return StepKind.BONUS_FIELD;
        }
        if (legal.choices().size() == 2) {
            return StepKind.CROSSING_FIELD;
        }
        for (Event e : rules.apply(position, legal).events()) {
            Event.Cause cause = e instanceof Event.MarkerClaimed markerClaimed ? markerClaimed.cause()
                    : e instanceof Event.MarkerConverted markerConverted ? markerConverted.cause() : null;
            if (cause == Event.Cause.MEETING_BONUS) {
                return StepKind.BONUS_FIELD;
            }
        }
        return StepKind.CROSSING_FIELD;
    }
}
