package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/** The self-play policy: legal actions, reproducible, and rotations drawn uniformly without enumerating them. */
class RandomPolicyTest {
    static final Rules RULES = PacruRules.of(Ruleset.STANDARD);

    /** A position from a random game where the player to move has between 20 and 200 legal rotations. */
    static Position fewRotations() {
        SplittableRandom random = new SplittableRandom(4);
        RandomPolicy moves = new RandomPolicy(0);
        for (int g = 0; g < 50; g++) {
            Position p = Position.initial(2 + g % 3);
            while (RULES.outcome(p).isEmpty()) {
                long n = RULES.countRotations(p);
                if (n >= 20 && n <= 200) {
                    return p;
                }
                p = RULES.apply(p, moves.choose(RULES, p, random)).after();
            }
        }
        throw new AssertionError("no position with 20 to 200 rotations found");
    }

    @Test
    @DisplayName("R7: randomRotation draws every legal rotation, uniformly (each within 25% of its expected count)")
    void rotationsAreUniform() {
        Position p = fewRotations();
        List<Rotation> all = RULES.legalRotations(p).collect(Collectors.toList());
        assertThat((long) all.size()).isEqualTo(RULES.countRotations(p));
        int draws = 400 * all.size();
        Map<Rotation, Integer> counts = new HashMap<>();
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < draws; i++) {
            Rotation r = RandomPolicy.randomRotation(RULES, p, random);
            counts.merge(r, 1, Integer::sum);
        }
        assertThat(counts.keySet()).containsExactlyInAnyOrderElementsOf(all);
        for (Map.Entry<Rotation, Integer> e : counts.entrySet()) {
            assertThat(e.getValue()).as("%s drawn %d times out of %d", e.getKey(), e.getValue(), draws)
                    .isBetween(300, 500);
        }
    }

    @Test
    @DisplayName("chosen actions are legal and the same seed gives the same choices")
    void legalAndReproducible() {
        RandomPolicy policy = new RandomPolicy(0.1);
        Position p = Position.initial(4);
        SplittableRandom a = new SplittableRandom(9);
        SplittableRandom b = new SplittableRandom(9);
        int rotations = 0;
        for (int ply = 0; ply < 300 && RULES.outcome(p).isEmpty(); ply++) {
            Action x = policy.choose(RULES, p, a);
            assertThat(policy.choose(RULES, p, b)).isEqualTo(x);
            assertThat(RULES.isLegal(p, x)).as("%s in %s", x, p).isTrue();
            rotations += x instanceof Rotation ? 1 : 0;
            p = RULES.apply(p, x).after();
        }
        assertThat(rotations).as("some rotations are played").isPositive();
    }
}
