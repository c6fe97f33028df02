package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.core.bot.Playout;
import org.pacru.core.bot.RandomBot;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Ruleset;

/** {@link RandomBot#play} and {@link RandomBot#choose(Position, RandomGenerator)}: random play at engine speed, legal at every ply and reproducible. */
class RandomBotPlayTest {

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("a whole playout equals choosing and applying each action through Rules, every action legal (R2.1, R8.5)")
    void playoutEqualsCheckedPlay(int players) {
        for (Ruleset ruleset : new Ruleset[] {Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY}) {
            PacruRules rules = PacruRules.of(ruleset);
            RandomBot player = RandomBot.of(ruleset, 0, 0.1);
            int rotations = 0;
            for (long seed = 1; seed <= 4; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                Position p = Position.initial(players);
                int plies = 0;
                while (rules.outcome(p).isEmpty()) {
                    Action a = player.choose(p, random);
                    assertThat(rules.check(p, a)).as("ply %d: %s", plies, a).isEmpty();
                    if (a instanceof Rotation) {
                        rotations++;
                    }
                    p = rules.apply(p, a).after();
                    plies++;
                }
                Playout game = player.play(Position.initial(players), new SplittableRandom(seed), 1_000_000);
                assertThat(game.end()).isEqualTo(p);
                assertThat(game.plies()).isEqualTo(plies);
                assertThat(game.outcome()).isPresent().isEqualTo(rules.outcome(p));
            }
            assertThat(rotations).as("rotations played under %s", ruleset.name()).isPositive();
        }
    }

    @Test
    @DisplayName("R8.4 the ply limit stops a playout early; the same seed replays the same game")
    void plyLimitAndReproducibility() {
        RandomBot player = RandomBot.of(Ruleset.STANDARD, 0, 0.1);
        Playout ten = player.play(Position.initial(2), new SplittableRandom(9), 10);
        assertThat(ten.plies()).isEqualTo(10);
        assertThat(ten.outcome()).isEmpty();
        assertThat(PacruRules.STANDARD.outcome(ten.end())).isEmpty();
        assertThat(player.play(Position.initial(2), new SplittableRandom(9), 10)).isEqualTo(ten);
    }

    @Test
    @DisplayName("one seed gives one fixed game: the final position of seeded games is pinned")
    void seededGamesArePinned() {
        RandomBot player = RandomBot.of(Ruleset.STANDARD, 0, 0.1);
        Playout game = player.play(Position.initial(2), new SplittableRandom(2026), 1_000_000);
        assertThat(PositionNotation.format(game.end()) + " after " + game.plies()).isEqualTo("3.BNW5/7a1/5ba2/1bb2b1aa/2b3b2/a2a2aa1/1b7/a2b2b2/.BSWb6.BE B 2 after 52");
        Playout three = player.play(Position.initial(3), RandomGenerator.of("L64X128MixRandom"), 1_000_000);
        assertThat(three.plies()).isPositive();
        assertThat(three.outcome()).isPresent().isEqualTo(PacruRules.STANDARD.outcome(three.end()));
        Playout again = RandomBot.of(Ruleset.STANDARD, 99, 0.1).play(Position.initial(2), new SplittableRandom(2026), 1_000_000);
        assertThat(again).isEqualTo(game);
    }

    @Test
    @DisplayName("R8.3 no action is chosen in a finished game; the probability is checked")
    void noActionAfterTheEnd() {
        RandomBot player = RandomBot.of(Ruleset.STANDARD, 0, 0.1);
        Position end = player.play(Position.initial(2), new SplittableRandom(3), 1_000_000).end();
        assertThatThrownBy(() -> player.choose(end, new SplittableRandom(1)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("R8.3");
        assertThatThrownBy(() -> RandomBot.of(Ruleset.STANDARD, 0, 1.5))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
