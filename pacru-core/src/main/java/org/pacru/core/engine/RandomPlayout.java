package org.pacru.core.engine;

import java.util.Objects;
import java.util.SplittableRandom;
import org.pacru.action.Action;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Position;

/**
 * The random playout policy of {@code pacru selfplay} and the benchmarks, on the engine's raw
 * board: when the player to move can rotate (R7.2, R2.2), with probability {@code
 * rotationProbability} a uniformly random legal rotation; otherwise a uniformly random legal base
 * move, then a uniformly random legal completion of it (its R4 choice and R6.2 bonus, R9.2).
 *
 * <p>A uniform rotation is drawn without enumerating rotations: each own chevron has the same
 * rotations (R7.3), C(n,2) for each 45° turn and C(n,4) for each 90° turn with the n own markers on
 * unoccupied fields; a (chevron, turn) pair is drawn with that weight, then a uniform subset of the
 * relinquishable fields. The random draws are exactly those of the command-line tool's
 * {@code RandomPolicy} (on the public API), so both play the same game from the same seed, and a
 * game is reproducible from its seed.
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
    /** The turns in the order the CLI's step-by-step builder offers them: {@code > < >> <<}. */
    private static final int[] TURNS = {1, -1, 2, -2};
    /** Marks a drawn rotation; move codes never use this bit. */
    private static final int ROTATION = 1 << 30;

    private final Engine engine;
    private final double rotationProbability;
    private final IntList bases = new IntList();
    private final IntList moves = new IntList();
    private final int[] fields = new int[Tables.FIELDS];
    private final Board board = new Board();
    private int plies;

    /**
     * A playout policy.
     *
     * @param engine the engine (its ruleset)
     * @param rotationProbability how often to rotate when a rotation is legal, 0 to 1
     */
    public RandomPlayout(Engine engine, double rotationProbability) {
        this.engine = Objects.requireNonNull(engine, "engine");
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
    public Position play(Position start, SplittableRandom random, int maxPlies) {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(random, "random");
        Board b = board.load(start);
        int n = 0;
        b.outcome = engine.outcome(b);
        while (n < maxPlies && b.outcome == Engine.NO_OUTCOME && step(b, random)) {
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
     * Chooses one action for the side to move, by the policy.
     *
     * @param position a position where the game goes on
     * @param random the source of randomness
     * @return a legal action
     * @throws IllegalStateException if there is no legal action (the game is over)
     */
    public Action choose(Position position, SplittableRandom random) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(random, "random");
        Board b = board.load(position);
        int p = b.toMove;
        if (engine.outcome(b) != Engine.NO_OUTCOME || !engine.hasLegalMove(b, p)) {
            throw new IllegalStateException("no legal action: the game is over (R8.3) or the side to move is stuck (R2.2)");
        }
        int a = draw(b, p, random);
        if (isRotation(a)) {
            int steps = steps(a);
            Field[] rel = new Field[2 * Math.abs(steps)];
            for (int i = 0; i < rel.length; i++) {
                rel[i] = Field.ofIndex(fields[i]);
            }
            return Rotation.of(Field.ofIndex(a & 127), steps, rel);
        }
        return MoveCode.toMove(a);
    }

    /** One action on the board, then the turn passes (R8.5); false if the side to move is stuck. */
    private boolean step(Board b, SplittableRandom random) {
        int p = b.toMove;
        int a = draw(b, p, random);
        if (a < 0) {
            return false;
        }
        if (isRotation(a)) {
            int steps = steps(a);
            long lo = 0;
            long hi = 0;
            for (int i = 0; i < 2 * Math.abs(steps); i++) {
                lo |= Tables.loBit(fields[i]);
                hi |= Tables.hiBit(fields[i]);
            }
            engine.applyRotation(b, p, a & 127, steps, lo, hi, null);
        } else {
            engine.applyMove(b, p, a, null);
        }
        engine.passTurn(b, p, null);
        return true;
    }

    /**
     * The policy's draw for p: with the rotation probability, and if p can afford one (R7.2), a
     * uniform rotation, encoded {@code ROTATION | (steps + 2) << 8 | field} with the relinquished
     * fields in {@code fields[0 .. cost)}; otherwise a move's {@link MoveCode}; -1 if p has no move.
     */
    private int draw(Board b, int p, SplittableRandom random) {
        if (random.nextDouble() < rotationProbability && Engine.rotationsPerChevron(b, p) > 0) {
            int k = drawRotation(b, p, random);
            return ROTATION | ((k >> 8) + 2) << 8 | (k & 127);
        }
        return drawMove(b, p, random);
    }

    private static boolean isRotation(int drawn) {
        return drawn >= 0 && (drawn & ROTATION) != 0;
    }

    private static int steps(int drawn) {
        return (drawn >> 8 & 7) - 2;
    }

    /** A uniform base move, then a uniform completion; -1 if there is no legal move. */
    private int drawMove(Board b, int p, SplittableRandom random) {
        bases.clear();
        int n = engine.baseMoves(b, p, bases);
        if (n == 0) {
            return -1;
        }
        int base = bases.get(random.nextInt(n));
        moves.clear();
        int c = engine.expand(b, p, base, moves);
        return moves.get(random.nextInt(c));
    }

    /**
     * A uniform rotation of p: returns {@code steps << 8 | field} and leaves the relinquished
     * fields in {@code fields[0 .. cost)}. The draws are those of the CLI's {@code RandomPolicy}, so
     * that both play the same games from the same seed: the (chevron, turn) pairs in board order
     * and turn order {@code > < >> <<}, weighted by C(n, cost) as doubles and picked with one
     * {@code nextDouble()}; then {@code cost} fields drawn one by one from the relinquishable
     * fields in board order, each removed from the pool (R7.1).
     */
    private int drawRotation(Board b, int p, SplittableRandom random) {
        long lo = b.m[2 * p] & ~b.occLo;
        long hi = b.m[2 * p + 1] & ~b.occHi;
        int n = 0;
        for (; lo != 0; lo &= lo - 1) {
            fields[n++] = Long.numberOfTrailingZeros(lo);
        }
        for (; hi != 0; hi &= hi - 1) {
            fields[n++] = 64 + Long.numberOfTrailingZeros(hi);
        }
        double w1 = binomial(n, 2);
        double w2 = binomial(n, 4);
        int turns = n >= 4 ? 4 : 2;                // the turns with a legal rotation (R7.2)
        int pairs = Engine.chevronCount(b, p) * turns;
        double total = 0;
        for (int i = 0; i < pairs; i++) {
            total += TURNS[i % turns] == 1 || TURNS[i % turns] == -1 ? w1 : w2;
        }
        double x = random.nextDouble() * total;
        int pick = pairs - 1;
        for (int i = 0; i < pairs; i++) {
            x -= TURNS[i % turns] == 1 || TURNS[i % turns] == -1 ? w1 : w2;
            if (x < 0) {
                pick = i;
                break;
            }
        }
        int steps = TURNS[pick % turns];
        int ci = pick / turns;
        int field = -1;
        int j = 0;
        for (short s : b.chev) {
            if ((s >>> 3 & 3) == p && j++ == ci) {
                field = s >>> 5;
                break;
            }
        }
        int cost = 2 * Math.abs(steps);
        int poolSize = n;
        for (int i = 0; i < cost; i++) {
            // pool = fields[i .. n) in board order; take its k-th entry to position i, keeping the order.
            int k = random.nextInt(poolSize);
            int chosen = fields[i + k];
            System.arraycopy(fields, i, fields, i + 1, k);
            fields[i] = chosen;
            poolSize--;
        }
        return steps << 8 | field;
    }

    private static double binomial(int n, int k) {
        double r = 1;
        for (int i = 0; i < k; i++) {
            r = r * (n - i) / (i + 1);
        }
        return r;
    }
}
