package org.pacru.core.bot;

import java.util.Objects;
import java.util.random.RandomGenerator;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.RandomPlayout;
import org.pacru.rules.Ruleset;

/**
 * The random policy, the one of {@code pacru selfplay} and of the Monte Carlo playouts: when the
 * side to move can rotate (R7.2) it plays a uniformly random legal rotation with the rotation
 * probability (0.1 by default); otherwise a uniformly random legal base move, then a uniformly
 * random legal completion of it (its R4 choice and R6.2 bonus field, R9.2). Rotations are drawn
 * without enumerating them: a drawn rotation is the legal rotation
 * {@code PacruRules.rotationAt(position, random.nextLong(countRotations(position)))}.
 *
 * <p>Immutable and thread-safe, and it keeps nothing from one call to the next. As a {@link Bot},
 * the random draws of one {@link #choose(Position) choice} come from a generator seeded with the
 * bot's seed and the position's {@link Position#zobrist() hash}, so it chooses the same action
 * whenever it meets the same position. {@link #play} plays a whole game at engine speed (without
 * building a position per ply and without checking: every action it draws is legal by
 * construction), drawing from the generator it is given, like {@link #choose(Position,
 * RandomGenerator)}: a game is reproducible from that generator's seed, whatever its algorithm.
 *
 * <pre>{@code
 * RandomBot random = RandomBot.of(Ruleset.STANDARD, 7);
 * Action a = random.choose(Position.initial(2));                                  // a legal action for A
 * Playout game = random.play(Position.initial(2), new SplittableRandom(7), 100_000);
 * game.plies();                                                                   // its length
 * game.outcome();                                                                 // e.g. Optional[A LAST_WITH_CHEVRONS]
 * Action b = random.choose(Position.initial(2), new SplittableRandom(7));         // the first action of that game
 * }</pre>
 */
public final class RandomBot implements Bot {
    /** The rotation probability of {@code pacru selfplay}. */
    public static final double DEFAULT_ROTATION_PROBABILITY = 0.1;

    private final long seed;
    private final double rotationProbability;
    /** Each thread's scratch boards and lists, emptied of meaning when a call returns. */
    private final ThreadLocal<RandomPlayout> playouts;

    private RandomBot(Ruleset ruleset, long seed, double rotationProbability) {
        Engine engine = Engine.of(ruleset);
        new RandomPlayout(engine, rotationProbability);        // checks the probability now
        this.seed = seed;
        this.rotationProbability = rotationProbability;
        this.playouts = ThreadLocal.withInitial(() -> new RandomPlayout(engine, rotationProbability));
    }

    /**
     * A random player with the self-play policy's rotation probability (0.1).
     *
     * @param ruleset the rules to play by
     * @param seed the seed of its random choices
     * @return the bot
     */
    public static RandomBot of(Ruleset ruleset, long seed) {
        return of(ruleset, seed, DEFAULT_ROTATION_PROBABILITY);
    }

    /**
     * A random player.
     *
     * @param ruleset the rules to play by
     * @param seed the seed of its random choices (of {@link #choose(Position)}; {@link #play} and
     *             {@link #choose(Position, RandomGenerator)} draw from the generator they are given)
     * @param rotationProbability how often to rotate when a rotation is legal, 0 to 1
     * @return the bot
     * @throws IllegalArgumentException if the probability is not between 0 and 1
     */
    public static RandomBot of(Ruleset ruleset, long seed, double rotationProbability) {
        return new RandomBot(Objects.requireNonNull(ruleset, "ruleset"), seed, rotationProbability);
    }

    @Override
    public Action choose(Position position) {
        Objects.requireNonNull(position, "position");
        return playouts.get().choose(position, new SplitMix64(Seeds.mix(seed, position.zobrist())));
    }

    /**
     * Chooses one legal action for the side to move by the policy, drawing from the given
     * generator: the first action {@link #play} would play with the same draws.
     *
     * @param position a position where the game goes on
     * @param random the source of randomness
     * @return a legal action
     * @throws IllegalStateException if there is no legal action (the game is over, R8.3, or the
     *                               side to move is stuck, R2.2)
     */
    public Action choose(Position position, RandomGenerator random) {
        return playouts.get().choose(position, random);
    }

    /**
     * Plays a whole game from the position: until it is over (R8.3) or after {@code maxPlies}
     * actions (the rules set no limit, R8.4), each turn passing with the automatic eliminations of
     * R8.5.
     *
     * @param start the start position
     * @param random the source of randomness
     * @param maxPlies the most actions to play
     * @return the last position, the number of actions that led to it and its outcome
     */
    public Playout play(Position start, RandomGenerator random, int maxPlies) {
        RandomPlayout playout = playouts.get();
        Position end = playout.play(start, random, maxPlies);
        return new Playout(end, playout.plies(), playout.outcome());
    }

    @Override
    public String toString() {
        return "RandomBot[seed " + seed + "]";
    }
}
