package org.pacru.core.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.random.RandomGenerator;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;

/**
 * Seeded random positions built directly with {@link Position.Builder}: dense markers and
 * chevrons, so that captures, jumps, conversions (R4.4b), connections and meetings (chevrons
 * planted nose to nose on own fields, R6.1) are common; not necessarily reachable in a game.
 */
public final class RandomPositions {

    private RandomPositions() {
    }

    /**
     * Whether at most one player has reached the target (R8.3a): positions where several have are
     * outside the rules (only the mover gains markers) and RULES.md does not say who wins them.
     */
    static boolean atMostOneAtTarget(Position p, org.pacru.rules.Ruleset ruleset) {
        int n = 0;
        for (Player q : p.players()) {
            if (p.markerCount(q) >= ruleset.target(p.playerCount())) {
                n++;
            }
        }
        return n <= 1;
    }

    /**
     * A builder for that many players with a marker of a random player on each field with the
     * given probability, field by field in index order (so a seed gives the same markers).
     *
     * @param players the number of players
     * @param density the probability that a field carries a marker
     * @param rnd the source of the draws
     * @return the builder, with markers and nothing else
     */
    public static Position.Builder withMarkers(int players, double density, RandomGenerator rnd) {
        Position.Builder b = Position.builder(players);
        for (Field f : Field.values()) {
            if (rnd.nextDouble() < density) {
                b.marker(f, Player.ofNumber(1 + rnd.nextInt(players)));
            }
        }
        return b;
    }

    /**
     * A random position: 2 to 4 players, random marker density, 1 to 4 chevrons each, some of them
     * nose to nose on own markers (meetings), a random side to move that has a chevron.
     *
     * @param rnd the source of the draws
     * @return the position
     */
    public static Position random(Random rnd) {
        int players = 2 + rnd.nextInt(3);
        Position.Builder b = withMarkers(players, 0.15 + 0.8 * rnd.nextDouble(), rnd);
        boolean[] taken = new boolean[Field.COUNT];
        List<Player> withChevrons = new ArrayList<>();
        for (int q = 1; q <= players; q++) {
            Player owner = Player.ofNumber(q);
            int n = 1 + rnd.nextInt(4);
            for (int i = 0; i < n; i++) {
                Field f = Field.ofIndex(rnd.nextInt(Field.COUNT));
                if (taken[f.index()]) {
                    continue;
                }
                taken[f.index()] = true;
                Direction d = Direction.values()[rnd.nextInt(8)];
                b.chevron(f, new Chevron(owner, d));
                if (!withChevrons.contains(owner)) {
                    withChevrons.add(owner);
                }
                // Sometimes a partner waiting nose to nose two fields ahead, both ends on own markers.
                if (rnd.nextInt(3) == 0) {
                    Field mid = f.step(d).orElse(null);
                    Field partner = mid == null ? null : mid.step(d).orElse(null);
                    if (partner != null && !taken[partner.index()] && !taken[mid.index()]) {
                        taken[partner.index()] = true;
                        b.chevron(partner, new Chevron(owner, d.opposite()));
                        b.marker(partner, owner);
                        b.marker(mid, owner);
                    }
                }
            }
        }
        b.toMove(withChevrons.get(rnd.nextInt(withChevrons.size())));
        return b.build();
    }
}
