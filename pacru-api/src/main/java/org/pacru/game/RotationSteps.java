package org.pacru.game;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.pacru.action.Rotation;
import org.pacru.action.Turn;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Rules;

/**
 * The rotation steps of an {@link ActionBuilder} in one position: which turns a chevron may make
 * (R7.2) and which markers a rotation may relinquish (R7.1), all proven by {@link Rules#check}.
 * Rotations are not enumerated: a field may be relinquished exactly when {@code check} accepts a
 * rotation that names it together with fields already proven relinquishable.
 */
final class RotationSteps {
    private final Rules rules;
    private final Position position;

    RotationSteps(Rules rules, Position position) {
        this.rules = rules;
        this.position = position;
    }

    /** The relinquish steps that may follow {@code chosen} in a viable rotation (empty once the turn is paid). */
    List<Step> relinquishSteps(Field from, Turn turn, List<Field> chosen) {
        if (chosen.size() == turn.cost()) {
            return List.of();
        }
        List<Field> witness = turnWitness(from, turn).orElseThrow().relinquished();
        List<Step> next = new ArrayList<>();
        for (Field f : candidates()) {
            if (!chosen.contains(f) && proves(from, turn, chosen, f, witness)) {
                next.add(new Step.Relinquish(f));
            }
        }
        return List.copyOf(next);
    }

    /** Fields that might be relinquished: the mover's markers on unoccupied fields (R7.1), proven by check. */
    private List<Field> candidates() {
        Player mover = position.toMove();
        List<Field> list = new ArrayList<>();
        for (Field f : Field.values()) {
            if (!position.isOccupied(f) && position.markerAt(f).filter(mover::equals).isPresent()) {
                list.add(f);
            }
        }
        return list;
    }

    boolean anyTurn(Field from) {
        for (Turn turn : Turn.values()) {
            if (turnWitness(from, turn).isPresent()) {
                return true;
            }
        }
        return false;
    }

    /** A legal rotation of the chevron on {@code from} by {@code turn}, proven by check, if there is one. */
    Optional<Rotation> turnWitness(Field from, Turn turn) {
        if (rules.outcome(position).isPresent()) {
            return Optional.empty();
        }
        List<Field> candidates = candidates();
        int cost = turn.cost();
        if (candidates.size() < cost) {
            return Optional.empty();
        }
        Rotation r = new Rotation(from, turn.steps(), candidates.subList(0, cost));
        return rules.check(position, r).isEmpty() ? Optional.of(r) : Optional.empty();
    }

    boolean relinquishedViable(Field from, Turn turn, List<Field> chosen) {
        int cost = turn.cost();
        if (chosen.size() > cost || new LinkedHashSet<>(chosen).size() != chosen.size()) {
            return false;
        }
        Optional<Rotation> witness = turnWitness(from, turn);
        if (witness.isEmpty()) {
            return false;
        }
        return chosen.isEmpty() || proves(from, turn, chosen.subList(0, chosen.size() - 1),
                chosen.get(chosen.size() - 1), witness.get().relinquished());
    }

    /**
     * Whether {@code chosen} plus {@code field} can be completed to a legal rotation: fills up
     * with fields of the witness (a legal rotation of the same chevron and turn) and asks check.
     * A field's eligibility does not depend on the others (R7.1), so this is exact.
     */
    private boolean proves(Field from, Turn turn, List<Field> chosen, Field field, List<Field> witness) {
        int cost = turn.cost();
        List<Field> fields = new ArrayList<>(chosen);
        fields.add(field);
        for (Field w : witness) {
            if (fields.size() == cost) {
                break;
            }
            if (!fields.contains(w)) {
                fields.add(w);
            }
        }
        return fields.size() == cost && rules.check(position, new Rotation(from, turn.steps(), fields)).isEmpty();
    }
}
