package org.pacru.examples.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.game.ActionBuilder;
import org.pacru.game.Step;
import org.pacru.rules.Rules;

/**
 * The random player of {@code demo} and {@code selfplay}. When the player to move can rotate,
 * with probability 0.1 it plays a uniformly random legal rotation; otherwise a uniformly random
 * base move, then a uniformly random legal completion of it (R9.2 choices).
 *
 * <p>A uniform rotation is drawn without enumerating the rotations: each (chevron, turn) pair
 * that {@link ActionBuilder} offers is weighted by its number of rotations, C(m, cost) for the m
 * relinquishable fields, and then a uniform subset of {@code cost} of those fields is drawn.
 * Stateless and thread-safe; the randomness comes from the generator passed in, so a game is
 * reproducible from its seed.
 *
 * <pre>{@code
 * RandomPolicy policy = new RandomPolicy(0.1);
 * Action a = policy.choose(rules, Position.initial(2), new SplittableRandom(7));
 * }</pre>
 */
public final class RandomPolicy {
    private final double rotationProbability;

    /**
     * A random policy.
     *
     * @param rotationProbability how often to rotate when a rotation is legal, 0 to 1
     */
    public RandomPolicy(double rotationProbability) {
        if (!(rotationProbability >= 0 && rotationProbability <= 1)) {
            throw new IllegalArgumentException("a probability is from 0 to 1, not " + rotationProbability);
        }
        this.rotationProbability = rotationProbability;
    }

    /**
     * Chooses an action for the player to move.
     *
     * @param rules the rules
     * @param position a position where the game goes on
     * @param random the source of randomness
     * @return a legal action
     * @throws IllegalStateException if the game is over (there is nothing to choose)
     */
    public Action choose(Rules rules, Position position, SplittableRandom random) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(random, "random");
        if (random.nextDouble() < rotationProbability && rules.countRotations(position) > 0) {
            return randomRotation(rules, position, random);
        }
        List<Move> bases = rules.baseMoves(position);
        if (bases.isEmpty()) {
            throw new IllegalStateException("no legal move: the game is over (R8.3)");
        }
        Move base = bases.get(random.nextInt(bases.size()));
        List<Move> completions = rules.completions(position, base);
        return completions.get(random.nextInt(completions.size()));
    }

    /** The order of the turns in the engine's playout, as steps: {@code > < >> <<}. */
    private static final List<Integer> PLAYOUT_TURN_ORDER = List.of(1, -1, 2, -2);

    /**
     * A uniformly random legal rotation.
     *
     * @param rules the rules
     * @param position a position where the player to move has at least one legal rotation
     * @param random the source of randomness
     * @return the rotation
     */
    public static Rotation randomRotation(Rules rules, Position position, SplittableRandom random) {
        ActionBuilder start = ActionBuilder.start(rules, position);
        List<Field> chevrons = new ArrayList<>();
        List<Integer> turns = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        List<Field> relinquishable = null;
        double total = 0;
        for (Step s : start.nextSteps()) {
            ActionBuilder selected = start.then(s);
            List<Step> offered = new ArrayList<>(selected.nextSteps());
            // The engine's playout draws turns in the order > < >> <<, the builder offers them in
            // Turn.values() order (< << > >>): draw in the playout's order, so both play the same games.
            offered.sort(Comparator.comparingInt(t -> t instanceof Step.Turn ? PLAYOUT_TURN_ORDER.indexOf(
                    ((Step.Turn) t).turn().steps()) : -1));
            for (Step t : offered) {
                if (t instanceof Step.Turn) {
                    int turn = ((Step.Turn) t).turn().steps();
                    if (relinquishable == null) {
                        relinquishable = new ArrayList<>();
                        for (Step r : selected.then(t).nextSteps()) {
                            relinquishable.add(((Step.Relinquish) r).marker());
                        }
                    }
                    double w = binomial(relinquishable.size(), 2 * Math.abs(turn));
                    chevrons.add(((Step.Select) s).chevron());
                    turns.add(turn);
                    weights.add(w);
                    total += w;
                }
            }
        }
        if (relinquishable == null) {
            throw new IllegalStateException("no legal rotation (R7.2)");
        }
        double x = random.nextDouble() * total;
        int pick = weights.size() - 1;
        for (int i = 0; i < weights.size(); i++) {
            x -= weights.get(i);
            if (x < 0) {
                pick = i;
                break;
            }
        }
        int cost = 2 * Math.abs(turns.get(pick));
        List<Field> pool = new ArrayList<>(relinquishable);
        List<Field> chosen = new ArrayList<>(cost);
        for (int i = 0; i < cost; i++) {
            chosen.add(pool.remove(random.nextInt(pool.size())));
        }
        return new Rotation(chevrons.get(pick), turns.get(pick), chosen);
    }

    private static double binomial(int n, int k) {
        double r = 1;
        for (int i = 0; i < k; i++) {
            r = r * (n - i) / (i + 1);
        }
        return r;
    }
}
