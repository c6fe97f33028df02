package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Rotation;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.bot.RandomBot;
import org.pacru.rules.Ruleset;

/** R7: the rotation with a given index is the same for every side to move, not only for one player. */
class RotationIndexTest {

    @Test
    @DisplayName("R7 rotationAt(index) is the index-th legal rotation, and indexOf its index, with A, B, C and D to move")
    void rotationByIndexForEverySideToMove() {
        PacruRules rules = PacruRules.STANDARD;
        RandomBot player = RandomBot.of(Ruleset.STANDARD, 0, 0.0);
        Set<Player> seen = EnumSet.noneOf(Player.class);
        SplittableRandom random = new SplittableRandom(5);
        Position p = Position.initial(4);
        for (int ply = 0; ply < 400 && seen.size() < 4 && PacruRules.STANDARD.outcome(p).isEmpty(); ply++) {
            List<Rotation> all = PacruRules.STANDARD.legalRotations(p).collect(Collectors.toList());
            if (all.size() >= 6 && seen.add(p.toMove())) {
                assertThat(rules.countRotations(p)).isEqualTo(all.size());
                for (int i = 0; i < all.size(); i += Math.max(1, all.size() / 40)) {
                    assertThat(rules.rotationAt(p, i)).as("rotation %d, %s to move", i, p.toMove()).isEqualTo(all.get(i));
                    assertThat(rules.indexOf(p, all.get(i))).isEqualTo(i);
                }
                int last = all.size() - 1;
                assertThat(rules.rotationAt(p, last)).isEqualTo(all.get(last));
                assertThat(rules.indexOf(p, all.get(last))).isEqualTo(last);
            }
            p = PacruRules.STANDARD.apply(p, player.choose(p, random)).after();
        }
        assertThat(seen).containsExactlyInAnyOrder(Player.A, Player.B, Player.C, Player.D);
    }
}
