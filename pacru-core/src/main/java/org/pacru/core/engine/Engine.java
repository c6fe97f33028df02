package org.pacru.core.engine;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The rules engine's facade for one {@link Ruleset}: generation, counting, perft and unchecked
 * play on raw bit masks (the fast path), and the checked operations with API types that
 * {@code org.pacru.core.PacruRules} wraps. The rules themselves live one section of the rulebook
 * per class, as static methods on a working {@link Board}: {@link Movement} (R3, R5.1–R5.2),
 * {@link Marking} (R4), {@link Meeting} (R6), {@link Rotations} (R7), {@link Turns} (R8),
 * {@link Completions} (R4.3, R6.2, R9.2) and {@link Effects} (applying an action).
 *
 * <p>Immutable and thread-safe: each call works on a board of its own or on its thread's scratch
 * board, which it is done with before it returns. Not exported from the module; code on the
 * class path (benchmarks, perft tools) may use it directly:
 *
 * <pre>{@code
 * Engine engine = Engine.of(Ruleset.STANDARD);
 * IntList moves = new IntList();
 * engine.legalMoves(position, moves);                        // fully specified, canonical order
 * Position next = engine.play(position, moves.get(0));      // unchecked, with R8.5 turn passing
 * long nodes = engine.perft(Position.initial(2), 3);
 * }</pre>
 *
 * <p>A uniformly random action without building rotations: {@code n = legalMoves(p, list)},
 * {@code r = countRotations(p)}, pick {@code k < n + r}; play {@code list.get(k)} with
 * {@link #play} or {@link #rotationAt rotationAt(p, k - n)} with {@link #apply}.
 */
public final class Engine {
    final RuleOptions options;

    private Engine(Ruleset ruleset) {
        this.options = new RuleOptions(ruleset);
    }

    /**
     * The engine for a ruleset.
     *
     * @param ruleset the ruleset (R10)
     * @return the engine
     */
    public static Engine of(Ruleset ruleset) {
        return new Engine(Objects.requireNonNull(ruleset, "ruleset"));
    }

    /**
     * The ruleset of this engine.
     *
     * @return the ruleset
     */
    public Ruleset ruleset() {
        return options.ruleset;
    }

    /**
     * A thread's reusable working board, code lists and rule holders, so that the fast path
     * allocates nothing but what it returns. Used only by calls that finish before they return
     * (never by lazy streams), and never by two nested calls at once.
     */
    static final class Scratch {
        final Board board = new Board();
        final IntList bases = new IntList(64);
        /** Codes on their way to API moves (copied out before the call returns). */
        final IntList codes = new IntList(64);
        final Completions completions = new Completions();
        final Rotations rotations = new Rotations();
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /** This thread's scratch. */
    static Scratch scratch() {
        return SCRATCH.get();
    }

    /** This thread's scratch board, loaded with the position. */
    static Board scratch(Position position) {
        return SCRATCH.get().board.load(Objects.requireNonNull(position, "position"));
    }

    // ------------------------------------------------------------------------------------------
    // On a board.

    /** R8.3: the outcome code of the board ({@link Turns#NO_OUTCOME} while the game goes on). */
    int outcome(Board b) {
        return Turns.outcome(b, options);
    }

    /**
     * All fully specified legal moves of the side to move of the board, in canonical order, added to
     * {@code out}; with {@code out == null} they are only counted.
     */
    int legalMoves(Board b, IntList out) {
        if (outcome(b) != Turns.NO_OUTCOME) {
            return 0;
        }
        int p = b.toMove;
        Scratch s = SCRATCH.get();
        IntList bases = s.bases;
        bases.clear();
        int nb = Movement.baseMoves(b, p, bases);
        int n = 0;
        for (int i = 0; i < nb; i++) {
            n += s.completions.expand(b, options, p, bases.get(i), out);
        }
        return n;
    }

    /** R7, R2.2: the number of legal rotations of the side to move; 0 if the game is over or it cannot move. */
    long countRotations(Board b) {
        if (outcome(b) != Turns.NO_OUTCOME || !Movement.hasLegalMove(b, b.toMove)) {
            return 0;
        }
        return Rotations.count(b, b.toMove);
    }

    // ------------------------------------------------------------------------------------------
    // The fast path on positions.

    /**
     * Appends every fully specified legal move of the side to move (rotations excluded), encoded
     * as {@link MoveCode}, in canonical order. None if the game is over.
     *
     * @param position the position
     * @param out the list to append to
     * @return the number appended
     */
    public int legalMoves(Position position, IntList out) {
        return legalMoves(scratch(position), out);
    }

    /**
     * Appends the legal base moves (no choices) of the side to move, in canonical order.
     *
     * @param position the position
     * @param out the list to append to
     * @return the number appended
     */
    public int baseMoves(Position position, IntList out) {
        Board b = scratch(position);
        if (outcome(b) != Turns.NO_OUTCOME) {
            return 0;
        }
        return Movement.baseMoves(b, b.toMove, out);
    }

    /**
     * The markers each of the given legal moves would gain the side to move, without playing them
     * ({@link MarkerGain}: a capture's field, a connection's filled fields, a crossing's field, a
     * meeting's bonus; R4–R6): how the search orders the moves it tries.
     *
     * @param position the position
     * @param codes legal moves of its side to move, as from {@link #legalMoves(Position, IntList)}
     * @param gains receives the gain of {@code codes.get(i)} at index i (at least {@code codes.size()} long)
     */
    public void markerGains(Position position, IntList codes, int[] gains) {
        Board b = scratch(position);
        int p = b.toMove;
        for (int i = 0; i < codes.size(); i++) {
            gains[i] = MarkerGain.of(b, p, codes.get(i));
        }
    }

    /**
     * The number of fully specified legal moves, without building them.
     *
     * @param position the position
     * @return the count
     */
    public long countMoves(Position position) {
        return legalMoves(scratch(position), null);
    }

    /**
     * The number of legal rotations, computed combinatorially (R7).
     *
     * @param position the position
     * @return the count
     */
    public long countRotations(Position position) {
        return countRotations(scratch(position));
    }

    /**
     * The number of legal actions: moves plus rotations.
     *
     * @param position the position
     * @return the count
     */
    public long countLegalActions(Position position) {
        Board b = scratch(position);
        return legalMoves(b, null) + countRotations(b);
    }

    /**
     * The outcome of the position (R8.3).
     *
     * @param position the position
     * @return the outcome, or empty while the game goes on
     */
    public Optional<Outcome> outcome(Position position) {
        int oc = outcome(scratch(position));
        return oc == Turns.NO_OUTCOME ? Optional.empty() : Optional.of(Turns.toOutcome(oc));
    }

    /**
     * Plays a legal encoded move without checking it, then passes the turn (R8.5, with automatic
     * eliminations). The caller guarantees legality, for example by taking the move from
     * {@link #legalMoves(Position, IntList)}.
     *
     * @param position the position
     * @param code a legal move of the side to move
     * @return the position after
     */
    public Position play(Position position, int code) {
        Board b = scratch(position);
        int p = b.toMove;
        Effects.applyMove(b, options, p, code, null);
        Turns.passTurn(b, options, p, null);
        return b.toPosition();
    }

    /**
     * Perft: the number of action sequences of the given length from the position, rotations
     * included; the last ply is counted in bulk (moves by completion counts, rotations
     * combinatorially).
     *
     * @param position the start
     * @param depth 0 or more plies
     * @return the number of leaf nodes
     */
    public long perft(Position position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth must be 0 or more, not " + depth);
        }
        return new Perft(options, Objects.requireNonNull(position, "position"), depth).count(0, depth);
    }

    // ------------------------------------------------------------------------------------------
    // Checked operations with API types, for org.pacru.core.PacruRules (see CheckedRules).

    /**
     * The legal base moves as API moves, sorted (see {@code Rules.baseMoves}).
     *
     * @param position the position
     * @return an unmodifiable list
     */
    public List<Move> baseMoveList(Position position) {
        return CheckedRules.baseMoveList(this, position);
    }

    /**
     * The legal completions of a base move, sorted (see {@code Rules.completions}).
     *
     * @param position the position
     * @param base the base move; its choices are ignored
     * @return an unmodifiable list, empty if the base move is illegal
     */
    public List<Move> completionList(Position position, Move base) {
        return CheckedRules.completionList(this, position, base);
    }

    /**
     * Every fully specified legal move as API moves, sorted (see {@code Rules.legalMoves}).
     *
     * @param position the position
     * @return an unmodifiable list
     */
    public List<Move> legalMoveList(Position position) {
        return CheckedRules.legalMoveList(this, position);
    }

    /**
     * The legal rotations, lazily, in canonical order (R7, R2.2).
     *
     * @param position the position
     * @return a lazy stream
     */
    public Stream<Rotation> legalRotations(Position position) {
        return CheckedRules.legalRotations(this, position);
    }

    /**
     * The legal rotation with the given index in canonical order (the order of
     * {@link #legalRotations}), found without enumerating the others (R7).
     *
     * @param position the position
     * @param index 0 to {@code countRotations(position) - 1}
     * @return the rotation
     * @throws IndexOutOfBoundsException if there is no rotation with that index
     */
    public Rotation rotationAt(Position position, long index) {
        return CheckedRules.rotationAt(this, position, index);
    }

    /**
     * The index of a legal rotation in canonical order (the order of {@link #legalRotations}).
     *
     * @param position the position
     * @param rotation a legal rotation
     * @return its index, 0 to {@code countRotations(position) - 1}
     * @throws IllegalActionException if the rotation is not legal, with the rule it breaks (R7, R2.2, R8.3)
     */
    public long indexOf(Position position, Rotation rotation) {
        return CheckedRules.indexOf(this, position, rotation);
    }

    /**
     * A uniformly random legal rotation, drawn without enumerating the rotations (R7).
     *
     * @param position the position
     * @param random the source of randomness (one {@code nextLong(bound)} draw)
     * @return the rotation
     * @throws IllegalStateException if there is no legal rotation
     */
    public Rotation randomRotation(Position position, RandomGenerator random) {
        return CheckedRules.randomRotation(this, position, random);
    }

    /**
     * Why an action is illegal, or empty if it is legal (see {@code Rules.check}).
     *
     * @param position the position
     * @param action the action
     * @return the violation, or empty
     */
    public Optional<Violation> check(Position position, Action action) {
        return CheckedRules.check(this, position, action);
    }

    /**
     * Applies a legal action with its events, turn passing (R8.5) and outcome (see {@code Rules.apply}).
     *
     * @param position the position
     * @param action the action
     * @return the transition
     * @throws IllegalActionException if the action is illegal; nothing changes
     */
    public Transition apply(Position position, Action action) {
        return CheckedRules.apply(this, position, action);
    }

    /**
     * Checks and applies an action, with turn passing (R8.5), and returns only the next position:
     * no events, no transition (see {@code PacruRules.next}).
     *
     * @param position the position
     * @param action the action
     * @return the position after
     * @throws IllegalActionException if the action is illegal; nothing changes
     */
    public Position next(Position position, Action action) {
        return CheckedRules.next(this, position, action);
    }
}
