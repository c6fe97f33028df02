package org.pacru.core.engine;

import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.internal.FieldBits;
import org.pacru.rules.Outcome;

/**
 * A light heuristic playout policy, for the Monte Carlo search of {@code org.pacru.core.bot.MctsBot}:
 * uniformly random games (the policy of {@link RandomPlayout}) end in a few dozen aimless plies
 * whose winner says little about the position they started from, so the search's values are
 * noise and a small search plays no better than chance. This policy plays like a weak but
 * purposeful player, at a few times the cost of a random ply:
 *
 * <ol>
 *   <li>with probability {@code rotationProbability}, when the player to move can rotate (R7.2,
 *       R2.2), a uniformly random legal rotation (rarely: a rotation only gives markers away, R7.1,
 *       but it is how a blocked chevron gets out);</li>
 *   <li>otherwise, if a capture is legal (R5.2), a uniformly random capture: a capture takes a
 *       chevron for good (R5.3) and the last one wins (R8.3b);</li>
 *   <li>otherwise {@code samples} base moves drawn uniformly (with replacement), and of all their
 *       completions (R4.3, R6.2, R9.2) the one that gains the most markers ({@link MarkerGain}: a
 *       connection's filled fields, a crossing's field, a meeting's bonus), ties drawn uniformly.
 *       The markers decide the game (R8.3a), and a sample rather than every move keeps the
 *       playouts varied and cheap: one completion list per sample instead of every move's.</li>
 * </ol>
 *
 * <p>Every action it plays is legal by construction, like {@link RandomPlayout}'s; a game is
 * reproducible from its random source's seed. Holds scratch buffers: not thread-safe, use one per
 * thread.
 *
 * <pre>{@code
 * HeuristicPlayout playout = new HeuristicPlayout(Engine.of(Ruleset.STANDARD), 0.02, 4);
 * Position end = playout.play(Position.initial(2), new SplittableRandom(7), 1_000);
 * int plies = playout.plies();
 * }</pre>
 */
public final class HeuristicPlayout {
    private final RuleOptions options;
    private final double rotationProbability;
    private final int samples;
    private final IntList moves = new IntList();
    private final Completions completions = new Completions();
    private final Rotations rotations = new Rotations();
    private final Board board = new Board();
    private int plies;
    /** The choice being made by {@link #drawMove}: the best move so far, its gain, the ties at that gain. */
    private int bestCode;
    private int bestGain;
    private int ties;

    /**
     * A heuristic playout policy.
     *
     * @param engine the engine (its ruleset)
     * @param rotationProbability how often to rotate when a rotation is legal, 0 to 1
     * @param samples how many base moves to compare when there is no capture, 1 to 64
     * @throws IllegalArgumentException if the probability or the samples are out of range
     */
    public HeuristicPlayout(Engine engine, double rotationProbability, int samples) {
        this.options = Objects.requireNonNull(engine, "engine").options;
        if (!(rotationProbability >= 0 && rotationProbability <= 1)) {
            throw new IllegalArgumentException("a probability is from 0 to 1, not " + rotationProbability);
        }
        if (samples < 1 || samples > 64) {
            throw new IllegalArgumentException("samples must be from 1 to 64, not " + samples);
        }
        this.rotationProbability = rotationProbability;
        this.samples = samples;
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
     * The outcome of the last game {@link #play} played (R8.3).
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
     * @throws IllegalStateException if there is no legal action (the game is over, or the side to
     *                               move is stuck)
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
     * A capture if there is one, else the best completion of {@code samples} sampled base moves;
     * -1 if there is no legal move. Reads the destinations the last stuck test left on the board
     * if they are p's (completing a base move does not touch them), else generates them.
     */
    private int drawMove(Board b, int p, RandomGenerator random) {
        Destinations d = b.destinations;
        if (b.destinationsOf != p) {
            Movement.generate(b, p, d, false);
        }
        int n = d.moveCount();
        if (n == 0) {
            return -1;
        }
        bestCode = -1;
        bestGain = -1;
        ties = 0;
        int captures = captureCount(d);
        if (captures > 0) {
            consider(b, p, captureAt(d, random.nextInt(captures)), random);
            return bestCode;
        }
        for (int s = 0; s < samples; s++) {
            consider(b, p, d.moveAt(random.nextInt(n)), random);
        }
        return bestCode;
    }

    /**
     * Weighs the completions of the legal base move {@code base} against the best so far
     * ({@link #bestCode}, {@link #bestGain}): a completion gaining more markers replaces it, one
     * gaining as many replaces it with probability 1 / (the number of such candidates so far), so
     * that ties are drawn uniformly (reservoir sampling).
     */
    private void consider(Board b, int p, int base, RandomGenerator random) {
        moves.clear();
        int c = completions.expand(b, options, p, base, moves);
        for (int i = 0; i < c; i++) {
            int code = moves.get(i);
            int g = MarkerGain.of(b, p, code);
            if (g > bestGain) {
                bestGain = g;
                bestCode = code;
                ties = 1;
            } else if (g == bestGain && random.nextInt(++ties) == 0) {
                bestCode = code;
            }
        }
    }

    /** The number of captures among the base moves (R5.2). */
    private static int captureCount(Destinations d) {
        long[] x = d.masks;
        int n = 0;
        for (int k = 0; k < d.count; k++) {
            n += FieldBits.count(x[4 * k + 2], x[4 * k + 3]);
        }
        return n;
    }

    /** The i-th capture in canonical order. */
    private static int captureAt(Destinations d, int i) {
        long[] x = d.masks;
        for (int k = 0; k < d.count; k++) {
            for (int w = 2; w < 4; w++) {
                long mask = x[4 * k + w];
                int c = Long.bitCount(mask);
                if (i >= c) {
                    i -= c;
                    continue;
                }
                for (; i > 0; i--) {
                    mask &= mask - 1;
                }
                int to = FieldBits.field(Long.numberOfTrailingZeros(mask), w == 3);
                return MoveCode.base(d.from[k], to, true);
            }
        }
        throw new IndexOutOfBoundsException("no capture " + i);
    }
}
