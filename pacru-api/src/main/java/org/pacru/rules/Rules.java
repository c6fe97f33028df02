package org.pacru.rules;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Position;

/**
 * The rules of Pacru under one {@link Ruleset}: what is legal in a position, why an action is not,
 * and what applying one does. Implemented by {@code pacru-core} ({@code PacruRules.of(ruleset)}).
 *
 * <p>Implementations are immutable, stateless and thread-safe. Generation and validation share
 * one source of truth: an action is legal exactly when it is among the generated ones, and
 * {@link #check} explains every other action with the rule it breaks.
 *
 * <p>All lists and streams are in canonical notation order (the string order of the printed
 * actions), so test output and perft breakdowns are stable.
 *
 * <pre>{@code
 * Rules rules = PacruRules.of(Ruleset.STANDARD);
 * Position p = Position.initial(2);
 * List<Move> moves = rules.legalMoves(p);          // fully specified moves, rotations excluded
 * long rotations = rules.countRotations(p);        // 0: no markers yet
 * Transition t = rules.apply(p, moves.get(0));
 * Position next = t.after();
 * }</pre>
 *
 * <p>Everything a user of the rules calls is here: {@code PacruRules}, the implementation, adds
 * nothing but its factory {@code of}, its two constants and {@code MAX_PERFT_DEPTH}, so a
 * variable of type {@code Rules} loses nothing ({@link #explain}, {@link #next}, {@link #perft}
 * and the ranked rotations {@link #rotationAt}, {@link #indexOf}, {@link #randomRotation}
 * included).
 */
public interface Rules {

    /**
     * The ruleset these rules follow.
     *
     * @return the ruleset
     */
    Ruleset ruleset();

    /**
     * The base moves of the player to move: every legal (from, to, capture) combination, without
     * choices (R9.1), sorted. A user interface asks this first; {@link #completions} gives the
     * fully specified moves of one base move. Empty if the game is over.
     *
     * @param position the position
     * @return an unmodifiable list of moves without choices
     */
    List<Move> baseMoves(Position position);

    /**
     * Every legal, fully specified move with the given base (from, to, capture): each expanded by
     * its R4 choice and R6.2 bonus field (R9.2), sorted. Empty if the base move is illegal.
     *
     * @param position the position
     * @param base a move; its choices are ignored
     * @return an unmodifiable list of legal moves
     */
    List<Move> completions(Position position, Move base);

    /**
     * Every legal, fully specified move of the player to move (rotations excluded), sorted. Each
     * can be applied as is.
     *
     * @param position the position
     * @return an unmodifiable list of legal moves
     */
    List<Move> legalMoves(Position position);

    /**
     * The legal rotations (R7), lazily, sorted. There may be very many (choosing 4 of 40 markers
     * alone is 91,390 ways); use {@link #countRotations} for their number.
     *
     * @param position the position
     * @return a lazy stream of legal rotations
     */
    Stream<Rotation> legalRotations(Position position);

    /**
     * The number of legal rotations, computed without enumerating them.
     *
     * @param position the position
     * @return the count
     */
    long countRotations(Position position);

    /**
     * Every legal action: the legal moves, then the legal rotations, lazily.
     *
     * @param position the position
     * @return a lazy stream of legal actions
     */
    Stream<Action> legalActions(Position position);

    /**
     * The number of legal actions (moves plus rotations), without enumerating the rotations.
     *
     * @param position the position
     * @return the count
     */
    long countLegalActions(Position position);

    /**
     * Whether an action is legal.
     *
     * @param position the position
     * @param action the action
     * @return true if legal
     */
    boolean isLegal(Position position, Action action);

    /**
     * Why an action is illegal, or empty if it is legal.
     *
     * @param position the position
     * @param action the action
     * @return the violation, or empty
     */
    Optional<Violation> check(Position position, Action action);

    /**
     * Applies a legal action: its effects (R3–R7), then the turn passes on with the automatic
     * eliminations and end-of-game checks of R8.5.
     *
     * @param position the position
     * @param action the action
     * @return the transition, with the new position and the ordered events
     * @throws IllegalActionException if the action is illegal; nothing changes
     */
    Transition apply(Position position, Action action);

    /**
     * The end of the game in this position, if it is over (R8.3): a player with at least the
     * target number of markers wins (checked first), else the only player with chevrons wins.
     *
     * @param position the position
     * @return the outcome, or empty while the game goes on
     */
    Optional<Outcome> outcome(Position position);

    /**
     * The legal rotation with the given index in canonical order, the order of
     * {@link #legalRotations}: {@code rotationAt(p, i)} equals {@code legalRotations(p).skip(i)
     * .findFirst().get()}, found without enumerating the others (R7).
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
    Rotation rotationAt(Position position, long index);

    /**
     * The index of a legal rotation in canonical order, the order of {@link #legalRotations}: the
     * inverse of {@link #rotationAt}.
     *
     * @param position the position
     * @param rotation a rotation
     * @return its index, 0 to {@code countRotations(position) - 1}
     * @throws IllegalActionException if the rotation is not legal in the position; its violation
     *                                names the rule it breaks, as {@link #check} does
     */
    long indexOf(Position position, Rotation rotation);

    /**
     * A uniformly random legal rotation, drawn without enumerating the rotations: the rotation
     * {@code rotationAt(position, random.nextLong(countRotations(position)))} (R7).
     *
     * @param position the position
     * @param random the source of randomness
     * @return a legal rotation
     * @throws IllegalStateException if there is no legal rotation ({@code countRotations} is 0)
     */
    Rotation randomRotation(Position position, RandomGenerator random);

    /**
     * Explains any action in any position, legal or not: the verdict and violation (exactly those of
     * {@link #check}), the facts the rules judged it by, each with its rule, and the transition of
     * {@link #apply} when it is legal. For rule disputes and user interfaces; not for hot paths.
     *
     * <pre>{@code
     * Explanation e = rules.explain(Position.initial(2), Move.of(Field.E1, Field.E3));
     * e.violation().get().rule();   // R3.2
     * }</pre>
     *
     * @param position the position
     * @param action the action
     * @return the explanation
     */
    Explanation explain(Position position, Action action);

    /**
     * Checks and applies an action and returns only the next position: {@code apply(position,
     * action).after()} without building events or a transition, for search code and bots. The
     * same check (the violation names the rule), the same turn passing with automatic
     * eliminations (R8.5), the same position.
     *
     * @param position the position
     * @param action the action
     * @return the position after the action
     * @throws IllegalActionException if the action is illegal; nothing changes
     */
    Position next(Position position, Action action);

    /**
     * Perft: the number of action sequences of the given length from the position (rotations
     * included). Depth 0 is 1; a finished game has no actions.
     *
     * @param position the start position
     * @param depth the number of plies, 0 or more; an implementation may set a greatest depth
     *              ({@code PacruRules.MAX_PERFT_DEPTH}, 64)
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative or above the implementation's greatest
     */
    long perft(Position position, int depth);
}
