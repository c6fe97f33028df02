package org.pacru.core.engine;

import static org.pacru.core.engine.Tables.has;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.internal.ChevronCode;
import org.pacru.rules.Fact;
import org.pacru.rules.RotationFact;
import org.pacru.rules.TurnFact;

/**
 * The facts of one rotation (R7.1–R7.4): whose chevron is turned, what the turn costs, which of
 * the mover's markers may pay for it, and which named fields may not. The markers that may be
 * relinquished are those {@link Rotations#relinquishableLo} gives, the same the check uses. Works
 * for any rotation, whatever it names (too many or too few fields, repeated or foreign ones).
 */
final class RotationFactFinder {

    private RotationFactFinder() {
    }

    /** The facts of a rotation on a board, in the order of the rulebook. */
    static List<Fact> facts(Board board, Rotation rotation) {
        int p = board.toMove;
        Player mover = Player.ofNumber(p + 1);
        int field = rotation.field().index();
        int chevron = board.chevronAt(field);
        boolean own = chevron >= 0 && ChevronCode.owner(chevron) == p;
        long availableLo = Rotations.relinquishableLo(board, p);
        long availableHi = Rotations.relinquishableHi(board, p);
        List<Field> available = MoveFactFinder.fields(availableLo, availableHi);
        List<Field> repeated = new ArrayList<>();
        List<Field> invalid = new ArrayList<>();
        List<Field> seen = new ArrayList<>();
        for (Field f : rotation.relinquished()) {
            if (seen.contains(f) && !repeated.contains(f)) {
                repeated.add(f);
            }
            seen.add(f);
            if (!has(availableLo, availableHi, f.index()) && !invalid.contains(f)) {
                invalid.add(f);
            }
        }
        return List.of(
                new TurnFact.StartField(rotation.field(), mover,
                        chevron < 0 ? Optional.empty() : Optional.of(ChevronCode.toChevron(chevron)), own, true),
                new RotationFact.RotationCost(rotation.field(), rotation.turning(), mover, available,
                        available.size() >= rotation.cost()),
                new RotationFact.Relinquished(rotation.turning(), rotation.relinquished(),
                        rotation.relinquished().size() == rotation.cost(), repeated, invalid),
                new RotationFact.RotationEffects(rotation.field()));
    }
}
