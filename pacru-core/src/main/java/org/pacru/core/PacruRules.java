package org.pacru.core;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.Explanations;
import org.pacru.rules.Explanation;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Rules;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The rules of Pacru (<a href="{@docRoot}/org.pacru.api/org/pacru/rules/doc-files/rules.html">RULES.md</a> R1–R10) for 2 to 4 players under one {@link Ruleset}: legal
 * generation, validation that names the rule an illegal action breaks, and application with
 * events, automatic eliminations (R8.1) and the end of the game (R8.3, R8.5).
 *
 * <p>Immutable, stateless and thread-safe. There is one move generator: {@link #check} takes its
 * verdict on a base move from the generator's output, then names the rule an illegal move breaks
 * with the rule predicates the generator is built from. Rotations (R7) are counted, listed,
 * ranked ({@link #indexOf}), unranked ({@link #rotationAt}) and drawn ({@link #randomRotation}) by
 * one piece of code. Lists and streams are in canonical notation order.
 *
 * <p>Decisions for positions that play cannot reach, but a user can build (R8.3, R8.5):
 * several players at or above the target: the one with the most markers wins, ties to the
 * earliest in turn order; no chevrons on the board at all: no outcome and no legal action; a side
 * to move with chevrons but no legal move: no outcome, no legal action ({@link #check} answers
 * R2.2), since in play R8.1 would already have eliminated that player.
 *
 * <pre>{@code
 * PacruRules rules = PacruRules.of(Ruleset.STANDARD);
 * Position start = Position.initial(2);
 * List<Move> moves = rules.legalMoves(start);
 * Transition t = rules.apply(start, moves.get(0));
 * Optional<Violation> why = rules.check(start, Move.of(Field.E1, Field.E6));  // R3.2
 * long nodes = rules.perft(start, 2);
 * }</pre>
 */
public final class PacruRules implements Rules {

    /** The rules as written (ruleset {@code standard}). */
    public static final PacruRules STANDARD = new PacruRules(Ruleset.STANDARD);

    /** Abstract Play's engine 20250205, move for move (ruleset {@code abstractplay}). */
    public static final PacruRules ABSTRACT_PLAY = new PacruRules(Ruleset.ABSTRACT_PLAY);

    private final Engine engine;

    private PacruRules(Ruleset ruleset) {
        this.engine = Engine.of(ruleset);
    }

    /**
     * The rules under a ruleset.
     *
     * @param ruleset the ruleset (R10)
     * @return the rules
     */
    public static PacruRules of(Ruleset ruleset) {
        Objects.requireNonNull(ruleset, "ruleset");
        if (ruleset.equals(Ruleset.STANDARD)) {
            return STANDARD;
        }
        if (ruleset.equals(Ruleset.ABSTRACT_PLAY)) {
            return ABSTRACT_PLAY;
        }
        return new PacruRules(ruleset);
    }

    @Override
    public Ruleset ruleset() {
        return engine.ruleset();
    }

    @Override
    public List<Move> baseMoves(Position position) {
        return engine.baseMoveList(Objects.requireNonNull(position, "position"));
    }

    @Override
    public List<Move> completions(Position position, Move base) {
        return engine.completionList(Objects.requireNonNull(position, "position"), base);
    }

    @Override
    public List<Move> legalMoves(Position position) {
        return engine.legalMoveList(Objects.requireNonNull(position, "position"));
    }

    @Override
    public Stream<Rotation> legalRotations(Position position) {
        return engine.legalRotations(Objects.requireNonNull(position, "position"));
    }

    @Override
    public long countRotations(Position position) {
        return engine.countRotations(Objects.requireNonNull(position, "position"));
    }

    @Override
    public Stream<Action> legalActions(Position position) {
        Objects.requireNonNull(position, "position");
        return Stream.concat(legalMoves(position).stream(), legalRotations(position));
    }

    @Override
    public long countLegalActions(Position position) {
        return engine.countLegalActions(Objects.requireNonNull(position, "position"));
    }

    /**
     * The legal rotation with the given index in canonical order, the order of
     * {@link #legalRotations}: {@code rotationAt(p, i)} equals {@code legalRotations(p).skip(i)
     * .findFirst().get()}, found combinatorially without enumerating the others (R7).
     *
     * <pre>{@code
     * long n = rules.countRotations(position);
     * Rotation last = rules.rotationAt(position, n - 1);
     * }</pre>
     *
     * @param position the position
     * @param index 0 to {@code countRotations(position) - 1}
     * @return the rotation
     * @throws IndexOutOfBoundsException if there is no rotation with that index (also when the
     *                                   game is over or the side to move cannot move, R8.3, R2.2)
     */
    @Override
    public Rotation rotationAt(Position position, long index) {
        return engine.rotationAt(Objects.requireNonNull(position, "position"), index);
    }

    /**
     * The index of a legal rotation in canonical order, the order of {@link #legalRotations}: the
     * inverse of {@link #rotationAt}.
     *
     * @param position the position
     * @param rotation a rotation
     * @return its index, 0 to {@code countRotations(position) - 1}
     * @throws IllegalActionException if the rotation is not legal in the position; its violation
     *                                names the rule it breaks (R7.1, R7.2, R2.2 or R8.3), as
     *                                {@link #check} does
     */
    @Override
    public long indexOf(Position position, Rotation rotation) {
        return engine.indexOf(Objects.requireNonNull(position, "position"), rotation);
    }

    /**
     * A uniformly random legal rotation, drawn without enumerating the rotations: the rotation
     * {@code rotationAt(position, random.nextLong(countRotations(position)))} (R7).
     *
     * @param position the position
     * @param random the source of randomness
     * @return a legal rotation
     * @throws IllegalStateException if there is no legal rotation ({@code countRotations} is 0)
     */
    @Override
    public Rotation randomRotation(Position position, RandomGenerator random) {
        return engine.randomRotation(Objects.requireNonNull(position, "position"), random);
    }

    @Override
    public boolean isLegal(Position position, Action action) {
        return check(position, action).isEmpty();
    }

    @Override
    public Optional<Violation> check(Position position, Action action) {
        return engine.check(position, action);
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalActionException if the action is illegal; nothing changes
     */
    @Override
    public Transition apply(Position position, Action action) {
        return engine.apply(position, action);
    }

    /**
     * Explains any action in any position, legal or not: the verdict and violation (exactly those of
     * {@link #check}), the facts the engine judged it by, each with its rule, and the transition
     * of {@link #apply} when it is legal. For rule disputes and user interfaces; not for hot paths.
     *
     * <pre>{@code
     * Explanation e = PacruRules.STANDARD.explain(Position.initial(2), Move.of(Field.E1, Field.E3));
     * e.violation().get().rule();   // R3.2
     * }</pre>
     *
     * @param position the position
     * @param action the action
     * @return the explanation
     */
    @Override
    public Explanation explain(Position position, Action action) {
        return Explanations.of(engine, position, action);
    }

    /**
     * Checks and applies an action and returns only the next position: {@code apply(position,
     * action).after()} without building events or a transition, for search code and bots. The
     * same check (the violation names the rule), the same turn passing with automatic
     * eliminations (R8.5), the same position.
     *
     * <pre>{@code
     * Position after = rules.next(position, Move.of(Field.E1, Field.E2));
     * }</pre>
     *
     * @param position the position
     * @param action the action
     * @return the position after the action
     * @throws IllegalActionException if the action is illegal; nothing changes
     */
    @Override
    public Position next(Position position, Action action) {
        return engine.next(position, action);
    }

    @Override
    public Optional<Outcome> outcome(Position position) {
        return engine.outcome(Objects.requireNonNull(position, "position"));
    }

    /**
     * Perft: the number of action sequences of the given length from the position (rotations
     * included), counting the last ply in bulk: its moves by their completions, its rotations
     * combinatorially (R7). Depth 0 is 1; a finished game has no actions.
     *
     * <p>The depth ranges from 0 to {@link #MAX_PERFT_DEPTH} (64): the count needs memory for
     * every ply, and no deeper count could finish anyway.
     *
     * @param position the start position
     * @param depth the number of plies, 0 to {@link #MAX_PERFT_DEPTH}
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative or above {@link #MAX_PERFT_DEPTH}
     */
    @Override
    public long perft(Position position, int depth) {
        Objects.requireNonNull(position, "position");
        if (depth < 0 || depth > MAX_PERFT_DEPTH) {
            throw new IllegalArgumentException("perft depth must be 0 to " + MAX_PERFT_DEPTH + ", not " + depth);
        }
        return engine.perft(position, depth);
    }

    /** The greatest depth {@link #perft} accepts. */
    public static final int MAX_PERFT_DEPTH = 64;

    @Override
    public String toString() {
        return "PacruRules[" + ruleset().name() + "]";
    }
}
