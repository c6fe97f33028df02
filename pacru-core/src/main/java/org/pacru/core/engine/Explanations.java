package org.pacru.core.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Explanation;
import org.pacru.rules.Fact;
import org.pacru.rules.Transition;
import org.pacru.rules.TurnFact;
import org.pacru.rules.Violation;

/**
 * Builds the {@link Explanation} of an action: the verdict and result from the engine's own
 * {@code check} and {@code apply}, the facts from {@link MoveFactFinder} or
 * {@link RotationFactFinder}, the completions from the generator. The public face is
 * {@code PacruRules.explain}. Not exported from the module.
 *
 * <pre>{@code
 * Explanation e = Explanations.of(Engine.of(Ruleset.STANDARD), Position.initial(2), Move.of(Field.E1, Field.E3));
 * }</pre>
 */
public final class Explanations {

    private Explanations() {
    }

    /**
     * The explanation of any action in any position, legal or not.
     *
     * @param engine the engine (its ruleset)
     * @param position the position
     * @param action the action
     * @return the explanation
     */
    public static Explanation of(Engine engine, Position position, Action action) {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(action, "action");
        Optional<Violation> violation = engine.check(position, action);
        Optional<Transition> result = violation.isEmpty() ? Optional.of(engine.apply(position, action)) : Optional.empty();
        List<Fact> facts = new ArrayList<>(turnFacts(engine, position));
        if (action instanceof Move move) {
            facts.addAll(MoveFactFinder.facts(engine, position, move));
        } else {
            facts.addAll(RotationFactFinder.facts(new Board(position), (Rotation) action));
        }
        return new Explanation(engine.ruleset(), position, action,
                violation.isEmpty() ? Explanation.Verdict.LEGAL : Explanation.Verdict.ILLEGAL, violation, facts, result);
    }

    /** R8.3, R2.2: a finished game or a player without a legal move allows no action at all. */
    private static List<Fact> turnFacts(Engine engine, Position position) {
        Board board = new Board(position);
        int outcome = engine.outcome(board);
        if (outcome != Turns.NO_OUTCOME) {
            return List.of(new TurnFact.GameOver(Turns.toOutcome(outcome)));
        }
        if (!Movement.hasLegalMove(board, board.toMove)) {
            return List.of(new TurnFact.NoLegalMove(Player.ofNumber(board.toMove + 1)));
        }
        return List.of();
    }
}
