package org.pacru.core;

import java.util.Objects;
import java.util.random.RandomGenerator;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.RandomPlayout;
import org.pacru.rules.Ruleset;

/**
 * Random play at engine speed, for self-play, Monte Carlo playouts and benchmarks: the policy of
 * {@code pacru selfplay}. When the player to move can rotate (R7.2), it plays a uniformly random
 * legal rotation with the given probability; otherwise a uniformly random base move, then a
 * uniformly random legal completion of it (its R4 choice and R6.2 bonus field, R9.2). Rotations
 * are drawn without enumerating them.
 *
 * <p>{@link #play} plays a whole game on the engine's internal board, without building a position
 * per ply and without checking (every action it draws is legal by construction); the turn passes
 * with the automatic eliminations of R8.5 after every action. A game is reproducible from its
 * random source's seed: any {@link RandomGenerator} ({@code SplittableRandom},
 * {@code RandomGenerator.of("L64X128MixRandom")}, …). A drawn rotation is the legal rotation
 * {@code PacruRules.rotationAt(position, random.nextLong(countRotations(position)))}.
 *
 * <p>Holds scratch buffers: <em>not</em> thread-safe; use one instance per thread.
 *
 * <pre>{@code
 * RandomPlayer player = RandomPlayer.of(Ruleset.STANDARD, 0.1);
 * Position end = player.play(Position.initial(2), new SplittableRandom(7), 100_000);
 * int plies = player.plies();                                   // the length of that game
 * PacruRules.STANDARD.outcome(end);                             // e.g. Optional[A LAST_WITH_CHEVRONS]
 * Action next = player.choose(Position.initial(2), new SplittableRandom(7));   // one legal action
 * }</pre>
 */
public final class RandomPlayer {
    private final RandomPlayout playout;

    private RandomPlayer(RandomPlayout playout) {
        this.playout = playout;
    }

    /**
     * A random player for the ruleset.
     *
     * @param ruleset the rules to play by
     * @param rotationProbability how often to rotate when a rotation is legal, 0 to 1 ({@code pacru
     *                            selfplay} uses 0.1)
     * @return a new player, for one thread
     * @throws IllegalArgumentException if the probability is not between 0 and 1
     */
    public static RandomPlayer of(Ruleset ruleset, double rotationProbability) {
        Objects.requireNonNull(ruleset, "ruleset");
        return new RandomPlayer(new RandomPlayout(Engine.of(ruleset), rotationProbability));
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
        return playout.play(start, random, maxPlies);
    }

    /**
     * The number of actions of the last game {@link #play} played.
     *
     * @return the ply count
     */
    public int plies() {
        return playout.plies();
    }

    /**
     * Chooses one legal action for the side to move, by the policy.
     *
     * @param position a position where the game goes on
     * @param random the source of randomness
     * @return a legal action
     * @throws IllegalStateException if there is no legal action (the game is over, R8.3, or the
     *                               side to move is stuck, R2.2)
     */
    public Action choose(Position position, RandomGenerator random) {
        return playout.choose(position, random);
    }
}
