package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pacru.action.Action;
import org.pacru.action.Rotation;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;

/** {@link MctsBot}: budgets, determinism, values per player, rotations by widening, thread safety. */
class MctsBotTest {
    /** C to move, one marker short of the 3-player target (R8.3a). */
    static final String NEAR_TARGET =
            "a.AN2cc1c1/1cccCSWac1cc/2c5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c C 3";

    private static final PacruRules RULES = PacruRules.STANDARD;

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 2, 3})
    @DisplayName("an iteration budget is spent exactly, summed over the threads; every iteration visits one root action")
    void iterationBudgetIsExact(int threads) {
        MctsBot bot = MctsBot.builder(Ruleset.STANDARD).iterations(301).threads(threads).seed(5).build();
        SearchResult r = bot.search(Position.initial(2));
        assertThat(r.iterations()).isEqualTo(301);
        assertThat(r.actions().stream().mapToLong(ActionStatistics::visits).sum()).isEqualTo(301);
        assertThat(r.playouts()).isBetween(1L, 301L);
        assertThat(r.playoutPlies()).isPositive();
    }

    @Test
    @DisplayName("a time budget stops the search at the first deadline check past it (a clock that ticks 1 ms per read)")
    void timeBudgetStopsAtTheDeadline() {
        AtomicLong now = new AtomicLong();
        MctsBot timed = MctsBot.builder(Ruleset.STANDARD).time(Duration.ofMillis(10))
                .clock(() -> now.getAndAdd(1_000_000)).build();
        SearchResult r = timed.search(Position.initial(2));
        // read 0 at the start; after iteration k the check reads k ms; stops when k reaches 10 ms.
        assertThat(r.iterations()).isEqualTo(10);
        assertThat(r.elapsed()).isEqualTo(Duration.ofMillis(11));
        assertThat(timed.iterations()).isEqualTo(Long.MAX_VALUE);

        now.set(0);
        MctsBot both = MctsBot.builder(Ruleset.STANDARD).time(Duration.ofMillis(10)).iterations(4)
                .clock(() -> now.getAndAdd(1_000_000)).build();
        assertThat(both.search(Position.initial(2)).iterations()).as("the iteration budget comes first").isEqualTo(4);

        now.set(0);
        MctsBot tight = MctsBot.builder(Ruleset.STANDARD).time(Duration.ofNanos(1))
                .clock(() -> now.getAndAdd(1_000_000)).build();
        assertThat(tight.search(Position.initial(2)).iterations()).as("at least one iteration").isEqualTo(1);
    }

    @Test
    @DisplayName("the same seed, position and iteration budget give the same choice and statistics, with 1 or 2 threads")
    void deterministicForASeed() {
        Position p = BotPositions.random(Ruleset.STANDARD, 3, 11);
        for (int threads = 1; threads <= 2; threads++) {
            MctsBot a = MctsBot.builder(Ruleset.STANDARD).iterations(400).seed(9).threads(threads).build();
            MctsBot b = MctsBot.builder(Ruleset.STANDARD).iterations(400).seed(9).threads(threads).build();
            SearchResult ra = a.search(p);
            SearchResult rb = b.search(p);
            assertThat(rb.action()).isEqualTo(ra.action());
            assertThat(rb.actions()).isEqualTo(ra.actions());
            assertThat(rb.principalVariation()).isEqualTo(ra.principalVariation());
            assertThat(rb.playoutPlies()).isEqualTo(ra.playoutPlies());
        }
    }

    @Test
    @DisplayName("the choice is the most visited root action; statistics are sorted best first")
    void choiceIsMostVisited() {
        SearchResult r = MctsBot.builder(Ruleset.STANDARD).iterations(500).seed(1).build().search(Position.initial(2));
        assertThat(r.action()).isEqualTo(r.actions().get(0).action());
        for (int i = 1; i < r.actions().size(); i++) {
            assertThat(r.actions().get(i).visits()).isLessThanOrEqualTo(r.actions().get(i - 1).visits());
        }
        assertThat(r.actions()).hasSize(28);                      // every legal move of the start (perft 1)
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("R8.3: the player to move maximises its own value: it takes a win in one, with 2, 3 or 4 players")
    void takesAWinInOne(int players) {
        int found = 0;
        for (long seed = 1; found < 3; seed++) {
            Position p = positionBeforeAWin(players, seed);
            if (p == null) {
                continue;
            }
            found++;
            Player mover = p.toMove();
            SearchResult r = MctsBot.builder(Ruleset.STANDARD).iterations(400).seed(seed).build().search(p);
            assertThat(RULES.apply(p, r.action()).outcome().map(Outcome::winner)).as("%s in %s", r.action(), p)
                    .contains(mover);
            assertThat(r.actions().get(0).meanValue()).isEqualTo(1.0);
        }
    }

    @Test
    @DisplayName("R8.3a with 3 players: C takes the marker that reaches the target")
    void threePlayersNearTarget() {
        Position p = PositionNotation.parse(NEAR_TARGET);
        Action a = MctsBot.builder(Ruleset.STANDARD).iterations(300).build().choose(p);
        assertThat(RULES.apply(p, a).outcome().orElseThrow().winner()).isEqualTo(Player.C);
    }

    @Test
    @DisplayName("R7: rotations enter the tree by progressive widening, at most ceil(k·sqrt(N)) at the root; k = 0 never rotates")
    void rotationsByProgressiveWidening() {
        Position p = positionWithManyRotations();
        assertThat(RULES.countRotations(p)).isGreaterThan(1_000);
        int n = 2_000;
        SearchResult r = MctsBot.builder(Ruleset.STANDARD).iterations(n).rotationWidening(1).seed(3).build().search(p);
        long rotations = r.actions().stream().filter(s -> s.action() instanceof Rotation).count();
        assertThat(rotations).isPositive().isLessThanOrEqualTo((long) Math.ceil(Math.sqrt(n)));
        SearchResult none = MctsBot.builder(Ruleset.STANDARD).iterations(500).rotationWidening(0).build().search(p);
        assertThat(none.actions()).noneMatch(s -> s.action() instanceof Rotation);
    }

    @Test
    @DisplayName("R8.3, R2.2: no search in a finished game")
    void noActionAfterTheEnd() {
        Position end = RandomBot.of(Ruleset.STANDARD, 0, 0.1).play(Position.initial(2), new SplittableRandom(3), 100_000).end();
        MctsBot bot = MctsBot.builder(Ruleset.STANDARD).iterations(10).build();
        assertThatThrownBy(() -> bot.choose(end)).isInstanceOf(IllegalStateException.class).hasMessageContaining("R8.3");
        assertThatThrownBy(() -> GreedyBot.of(Ruleset.STANDARD).choose(end)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("R8.3");
        assertThatThrownBy(() -> RandomBot.of(Ruleset.STANDARD, 1).choose(end)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("R8.3");
    }

    @Test
    @DisplayName("budgets and parameters are checked when the bot is built")
    void builderChecksItsValues() {
        MctsBot.Builder b = MctsBot.builder(Ruleset.STANDARD);
        assertThatThrownBy(() -> b.iterations(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.time(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.threads(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.exploration(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.rotationWidening(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.playoutRotationProbability(2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.maxPlayoutPlies(0)).isInstanceOf(IllegalArgumentException.class);
        MctsBot d = b.build();
        assertThat(d.iterations()).isEqualTo(MctsBot.DEFAULT_ITERATIONS);
        assertThat(d.time()).isEmpty();
        assertThat(d.threads()).isEqualTo(1);
    }

    @Test
    @DisplayName("one bot of each kind, shared by 4 threads at once, chooses exactly as it does alone")
    void safeFromSeveralThreads() throws Exception {
        List<Bot> bots = List.of(RandomBot.of(Ruleset.STANDARD, 4), GreedyBot.of(Ruleset.STANDARD),
                MctsBot.builder(Ruleset.STANDARD).iterations(150).seed(4).build(),
                MctsBot.builder(Ruleset.STANDARD).iterations(150).seed(4).threads(2).build());
        List<Position> positions = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            positions.add(BotPositions.random(Ruleset.STANDARD, 2 + i % 3, 100 + i));
        }
        for (Bot bot : bots) {
            List<Action> alone = new ArrayList<>();
            for (Position p : positions) {
                alone.add(bot.choose(p));
            }
            ExecutorService pool = Executors.newFixedThreadPool(4);
            try {
                List<Future<Action>> together = new ArrayList<>();
                for (Position p : positions) {
                    together.add(pool.submit(() -> bot.choose(p)));
                }
                for (int i = 0; i < positions.size(); i++) {
                    assertThat(together.get(i).get()).as("%s at %s", bot, positions.get(i)).isEqualTo(alone.get(i));
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    /** The position before the last action of a random game that its mover won with that action, or null. */
    static Position positionBeforeAWin(int players, long seed) {
        RandomBot player = RandomBot.of(Ruleset.STANDARD, 0, 0.0);
        SplittableRandom rnd = new SplittableRandom(seed);
        Position p = Position.initial(players);
        for (int ply = 0; ply < 2_000; ply++) {
            Position next = RULES.apply(p, player.choose(p, rnd)).after();
            if (RULES.outcome(next).isPresent()) {
                return RULES.outcome(next).get().winner() == p.toMove() ? p : null;
            }
            p = next;
        }
        return null;
    }

    /** A position reached by random play where the mover has many rotations (R7.1). */
    static Position positionWithManyRotations() {
        RandomBot player = RandomBot.of(Ruleset.STANDARD, 0, 0.0);
        for (long seed = 1; ; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            Position p = Position.initial(2);
            while (RULES.outcome(p).isEmpty()) {
                if (RULES.countRotations(p) > 1_000) {
                    return p;
                }
                p = RULES.apply(p, player.choose(p, rnd)).after();
            }
        }
    }
}
