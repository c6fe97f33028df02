package org.pacru.core.bot;

import java.util.Objects;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.RandomPlayer;
import org.pacru.rules.Ruleset;

/**
 * The random player: the self-play policy of {@link RandomPlayer} ({@code pacru selfplay}). When
 * the side to move can rotate (R7.2) it plays a uniformly random legal rotation with the rotation
 * probability (0.1 by default); otherwise a uniformly random legal base move, then a uniformly
 * random legal completion of it (R9.2).
 *
 * <p>Immutable and thread-safe. The random draws of one choice come from a generator seeded with
 * the bot's seed and the position's {@link Position#zobrist() hash}, so a bot chooses the same
 * action whenever it meets the same position.
 *
 * <pre>{@code
 * Bot random = RandomBot.of(Ruleset.STANDARD, 7);
 * Action a = random.choose(Position.initial(2));
 * }</pre>
 */
public final class RandomBot implements Bot {
    /** The rotation probability of {@code pacru selfplay}. */
    public static final double DEFAULT_ROTATION_PROBABILITY = 0.1;

    private final long seed;
    private final ThreadLocal<RandomPlayer> players;

    private RandomBot(Ruleset ruleset, long seed, double rotationProbability) {
        RandomPlayer.of(ruleset, rotationProbability);      // checks the probability now
        this.seed = seed;
        this.players = ThreadLocal.withInitial(() -> RandomPlayer.of(ruleset, rotationProbability));
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
     * @param seed the seed of its random choices
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
        return players.get().choose(position, new SplitMix64(Seeds.mix(seed, position.zobrist())));
    }

    @Override
    public String toString() {
        return "RandomBot[seed " + seed + "]";
    }
}
