package org.pacru.core.engine;

import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.rules.Outcome;

/**
 * The random playout policy of {@code org.pacru.core.bot.RandomBot} (and so of {@code pacru demo},
 * {@code pacru selfplay} and the benchmarks), on the engine's raw board: when the player to move
 * can rotate (R7.2, R2.2), with probability {@code rotationProbability} a uniformly random legal
 * rotation (drawn by {@link Rotations#draw}, without enumerating); otherwise a uniformly random
 * legal base move, then a uniformly random legal completion of it (its R4 choice and R6.2 bonus,
 * R9.2). A game is reproducible from its random source's seed.
 *
 * <p>Holds scratch buffers: not thread-safe, use one per thread.
 *
 * <pre>{@code
 * RandomPlayout playout = new RandomPlayout(Engine.of(Ruleset.STANDARD), 0.1);
 * Position end = playout.play(Position.initial(2), new SplittableRandom(7), 100_000);
 * int plies = playout.plies();                 // the length of that game
 * Action a = playout.choose(Position.initial(2), new SplittableRandom(7));
 * }</pre>
 */
public final class RandomPlayout {
    private final RuleOptions options;
    private final double rotationProbability;
    private final IntList moves = new IntList();
    private final Completions completions = new Completions();
    private final Rotations rotations = new Rotations();
    private final Board board = new Board();
    private int plies;

    /**
     * A playout policy.
     *
     * @param engine the engine (its ruleset)
     * @param rotationProbability how often to rotate when a rotation is legal, 0 to 1
     */
    public RandomPlayout(Engine engine, double rotationProbability) {
        this.options = Objects.requireNonNull(engine, "engine").options;
        if (!(rotationProbability >= 0 && rotationProbability <= 1)) {
            throw new IllegalArgumentException("a probability is from 0 to 1, not " + rotationProbability);
        }
        this.rotationProbability = rotationProbability;
        board.recycleChevrons();              // only the last position of a game is built
    }

    /**
     * Plays a whole game from the position: until it is over (R8.3) or after {@code maxPlies}
     * actions (the rules set no limit, R8.4).
     *
     * @param start the start position
     * @param random the source of randomness
     * @param maxPlies the most actions to play
     * @return the last position; {@link #plies()} tells how many actions led to it
     */
    public Position play(Position start, RandomGenerator random, int maxPlies) {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(random, "random");
        Board b = board.load(start);
        int n = 0;
        b.outcome = Turns.outcome(b, options);
        while (n < maxPlies && b.outcome == Turns.NO_OUTCOME && step(b, random)) {
            n++;           // step passes the turn, which sets b.outcome (R8.3, R8.5)
        }
        plies = n;
        return b.toPosition();
    }

    /**
     * The number of actions of the last game {@link #play} played.
     *
     * @return the ply count
     */
    public int plies() {
        return plies;
    }

    /**
     * The outcome of the last game {@link #play} played (R8.3), known without loading its end
     * position again.
     *
     * @return the outcome, or empty if that game was cut off
     */
    public Optional<Outcome> outcome() {
        return board.outcome == Turns.NO_OUTCOME ? Optional.empty() : Optional.of(Turns.toOutcome(board.outcome));
    }

    /**
     * Chooses one action for the side to move, by the policy: the action {@link #play} would play
     * with the same random draws.
     *
     * @param position a position where the game goes on
     * @param random the source of randomness
     * @return a legal action
     * @throws IllegalStateException if there is no legal action (the game is over)
     */
    public Action choose(Position position, RandomGenerator random) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(random, "random");
        Board b = board.load(position);
        int p = b.toMove;
        if (Turns.outcome(b, options) != Turns.NO_OUTCOME || !Movement.hasLegalMove(b, p, true)) {
            throw new IllegalStateException("no legal action: the game is over (R8.3) or the side to move is stuck (R2.2)");
        }
        if (drawsRotation(b, p, random)) {
            rotations.reset(b, p).draw(random);
            return CheckedRules.toRotation(rotations);
        }
        return MoveCode.toMove(drawMove(b, p, random));
    }

    /** One action on the board, then the turn passes (R8.5); false if the side to move is stuck. */
    private boolean step(Board b, RandomGenerator random) {
        int p = b.toMove;
        if (drawsRotation(b, p, random)) {
            Rotations rot = rotations.reset(b, p);
            rot.draw(random);
            Effects.applyRotation(b, p, rot.field(), rot.turn().steps(), rot.relLo(), rot.relHi(), null);
        } else {
            int code = drawMove(b, p, random);
            if (code < 0) {
                return false;
            }
            Effects.applyMove(b, options, p, code, null);
        }
        Turns.passTurn(b, options, p, null, true);     // leaves the next player's destinations, if any
        return true;
    }

    /** The policy's first draw: whether to rotate, if p can afford a rotation (R7.2). */
    private boolean drawsRotation(Board b, int p, RandomGenerator random) {
        return random.nextDouble() < rotationProbability && Rotations.perChevron(b, p) > 0;
    }

    /**
     * A uniform base move, then a uniform completion; -1 if there is no legal move. Drawn from the
     * destinations the last stuck test left on the board (of the turn passing, or of {@link
     * #choose}) if they are p's, else from a new generation.
     */
    private int drawMove(Board b, int p, RandomGenerator random) {
        Destinations d = b.destinations;
        if (b.destinationsOf != p) {
            Movement.generate(b, p, d, false);
        }
        int n = d.moveCount();                  // the base moves, counted, not listed
        if (n == 0) {
            return -1;
        }
        int base = d.moveAt(random.nextInt(n));
        moves.clear();
        int c = completions.expand(b, options, p, base, moves);
        return moves.get(random.nextInt(c));
    }
}
