package org.pacru.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.action.Turn;
import org.pacru.board.Field;
import org.pacru.lists.NonNullLists;

/**
 * An action under construction: the {@link Step}s clicked so far, in order. Its shape is always
 * one of: nothing; {@code Select}; {@code Select Destination Pick*} (at most two picks, the
 * connection only first: the shape of a {@link Move}, R9.2); {@code Select Turn Relinquish*}
 * (any number of relinquished fields, as a {@link Rotation} may name any number, so that an
 * illegal rotation such as {@code e1>(a1,a2,a3)} is still representable and
 * {@link ActionBuilder} can say it is not viable, R7.1). Whether it can still become legal in a
 * position is for {@link ActionBuilder} to say.
 *
 * <p>Immutable and thread-safe. {@code toString()} prints the steps as action notation, with any
 * choices or relinquished fields in brackets: {@code e3}, {@code e3xe4}, {@code e3xe4(e6)},
 * {@code d9>>(a7,b5)}.
 *
 * <pre>{@code
 * PartialAction p = PartialAction.of(Move.of(Field.E1, Field.E4));
 * p.steps();       // [e1, -e4]
 * p.chevron();     // Optional[e1]
 * p.toString();    // "e1-e4"
 * }</pre>
 *
 * @param steps the steps in click order
 */
public record PartialAction(List<Step> steps) {

    private static final PartialAction EMPTY = new PartialAction(List.of());

    /**
     * Copies the steps and checks their shape.
     *
     * @param steps the steps in click order
     * @throws IllegalArgumentException if the steps do not have one of the shapes above
     */
    public PartialAction {
        steps = NonNullLists.copyOf(steps, "steps");
        for (int i = 0; i < steps.size(); i++) {
            checkShape(steps, i);
        }
    }

    private static void checkShape(List<Step> steps, int i) {
        Step step = steps.get(i);
        boolean ok;
        if (i == 0) {
            ok = step instanceof Step.Select;
        } else if (i == 1) {
            ok = step instanceof Step.Turn || step instanceof Step.Destination destination
                    && destination.to() != ((Step.Select) steps.get(0)).chevron();
        } else if (steps.get(1) instanceof Step.Destination) {
            ok = step instanceof Step.Pick pick && i <= 3
                    && !(i == 3 && pick.choice() instanceof Choice.Connection);
        } else {
            ok = step instanceof Step.Relinquish;
        }
        if (!ok) {
            throw new IllegalArgumentException("R9.1-R9.3: step " + (i + 1) + " '" + step + "' cannot follow '"
                    + new PartialAction(steps.subList(0, i)) + "': an action is a chevron, then a destination and "
                    + "at most two choices (the connection '*' only first), or a turn and the fields it relinquishes");
        }
    }

    /**
     * The partial action with no steps.
     *
     * @return the empty partial action
     */
    public static PartialAction empty() {
        return EMPTY;
    }

    /**
     * The steps that spell out an action, legal or not, in canonical order (choices in R9.2
     * order, relinquished fields sorted). Never throws for an action: every {@link Move} and every
     * {@link Rotation} has steps. The kinds of the picks come from the move's shape, as
     * {@link #then(Choice)} gives them.
     *
     * @param action the action
     * @return its steps
     */
    public static PartialAction of(Action action) {
        Objects.requireNonNull(action, "action");
        List<Step> list = new ArrayList<>();
        if (action instanceof Move m) {
            list.add(new Step.Select(m.from()));
            list.add(new Step.Destination(m.to(), m.capture()));
            for (Choice c : m.choices()) {
                list.add(new Step.Pick(c, pickKind(list, c)));
            }
        } else {
            Rotation r = (Rotation) action;
            list.add(new Step.Select(r.field()));
            list.add(new Step.Turn(r.turning()));
            for (Field f : r.relinquished()) {
                list.add(new Step.Relinquish(f));
            }
        }
        return new PartialAction(list);
    }

    /**
     * This partial action with one more step.
     *
     * @param step the next step
     * @return the longer partial action
     * @throws IllegalArgumentException if the step cannot follow these steps (see the shapes above)
     */
    public PartialAction then(Step step) {
        Objects.requireNonNull(step, "step");
        List<Step> list = new ArrayList<>(steps.size() + 1);
        list.addAll(steps);
        list.add(step);
        return new PartialAction(list);
    }

    /**
     * This move under construction with one more choice, its kind read from the move's shape
     * (R9.2), without a position: the connection is {@link StepKind#CONNECTION}; the second choice
     * is the {@link StepKind#BONUS_FIELD}; a first field choice is the
     * {@link StepKind#CROSSING_FIELD} if the move crosses a border (R4.1) and the field lies in
     * the destination borderland (R4.4), else the bonus field. {@link ActionBuilder} corrects the
     * kind to what the rules make it where the shape misleads: a crossing that gains nothing
     * (R4.4) followed by a bonus field in the destination borderland.
     *
     * @param choice the choice
     * @return the longer partial action
     * @throws IllegalArgumentException if this is not a move with a destination and fewer than
     *     two choices, or the connection comes second (R9.2)
     */
    public PartialAction then(Choice choice) {
        Objects.requireNonNull(choice, "choice");
        return then(new Step.Pick(choice, pickKind(steps, choice)));
    }

    /** The kind of a choice that follows {@code steps}, read from the move's shape (see {@link #then(Choice)}). */
    private static StepKind pickKind(List<Step> steps, Choice choice) {
        if (choice instanceof Choice.Connection) {
            return StepKind.CONNECTION;
        }
        if (steps.size() != 2 || !(steps.get(1) instanceof Step.Destination)) {
            return StepKind.BONUS_FIELD;
        }
        Field from = ((Step.Select) steps.get(0)).chevron();
        Field to = ((Step.Destination) steps.get(1)).to();
        Field field = ((Choice.FieldChoice) choice).field();
        boolean crossing = from.borderland() != to.borderland() && field.borderland() == to.borderland();
        return crossing ? StepKind.CROSSING_FIELD : StepKind.BONUS_FIELD;
    }

    /**
     * The first {@code count} steps.
     *
     * @param count how many steps to keep, 0 to {@code size()}
     * @return the prefix
     * @throws IllegalArgumentException if {@code count} is negative or greater than {@code size()}
     */
    public PartialAction prefix(int count) {
        if (count < 0 || count > steps.size()) {
            throw new IllegalArgumentException("a prefix of '" + this + "' keeps 0 to " + steps.size()
                    + " steps, not " + count);
        }
        return count == 0 ? EMPTY : new PartialAction(steps.subList(0, count));
    }

    /**
     * The number of steps.
     *
     * @return the number of steps
     */
    public int size() {
        return steps.size();
    }

    /**
     * Whether there are no steps yet.
     *
     * @return true if no step was taken
     */
    public boolean isEmpty() {
        return steps.isEmpty();
    }

    /**
     * The field of the selected chevron.
     *
     * @return the field, or empty if no chevron is selected yet
     */
    public Optional<Field> chevron() {
        return steps.isEmpty() ? Optional.empty() : Optional.of(((Step.Select) steps.get(0)).chevron());
    }

    /**
     * Whether this is (the start of) a move: a destination was named.
     *
     * @return true if the second step is a destination
     */
    public boolean isMove() {
        return steps.size() >= 2 && steps.get(1) instanceof Step.Destination;
    }

    /**
     * Whether this is (the start of) a rotation: a turn was named.
     *
     * @return true if the second step is a turn
     */
    public boolean isRotation() {
        return steps.size() >= 2 && steps.get(1) instanceof Step.Turn;
    }

    /**
     * The move without choices, if a destination was named.
     *
     * @return the base move, or empty
     */
    public Optional<Move> baseMove() {
        if (!isMove()) {
            return Optional.empty();
        }
        Step.Destination d = (Step.Destination) steps.get(1);
        Field from = chevron().orElseThrow();
        return Optional.of(new Move(from, d.to(), d.capture(), List.of()));
    }

    /**
     * The choices named so far (moves only).
     *
     * @return the choices, in order; empty for anything but a move
     */
    public List<Choice> choices() {
        List<Choice> list = new ArrayList<>();
        if (isMove()) {
            for (Step s : steps.subList(2, steps.size())) {
                list.add(((Step.Pick) s).choice());
            }
        }
        return List.copyOf(list);
    }

    /**
     * The turn named (rotations only).
     *
     * @return the turn, or empty
     */
    public Optional<Turn> turn() {
        return isRotation() ? Optional.of(((Step.Turn) steps.get(1)).turn()) : Optional.empty();
    }

    /**
     * The fields named to relinquish so far (rotations only), in click order.
     *
     * @return the fields; empty for anything but a rotation
     */
    public List<Field> relinquished() {
        List<Field> list = new ArrayList<>();
        if (isRotation()) {
            for (Step s : steps.subList(2, steps.size())) {
                list.add(((Step.Relinquish) s).marker());
            }
        }
        return List.copyOf(list);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < steps.size(); i++) {
            if (i == 2) {
                sb.append('(');
            } else if (i > 2) {
                sb.append(',');
            }
            sb.append(steps.get(i));
        }
        if (steps.size() > 2) {
            sb.append(')');
        }
        return sb.toString();
    }
}
