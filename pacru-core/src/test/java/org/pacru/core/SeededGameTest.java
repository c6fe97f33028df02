package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pacru.action.Action;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.bot.Playout;
import org.pacru.core.bot.RandomBot;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;
import org.pacru.rules.WinReason;

/**
 * One seed gives one game, pinned to fixed text: the random player's draws (a uniform base move and
 * completion; with probability 0.5 a uniform rotation, R7) are compared with recorded games, not
 * only with another run of the same code.
 */
class SeededGameTest {

    @ParameterizedTest(name = "{0} players, seed {1}")
    @CsvSource(delimiter = '|', value = {
        "2 | 44 | 60  | 9/6.BE2/9/9/9/.BS6.BNEa/6b2/6a2/6.BSW2 B 2             | B",
        "3 | 45 | 202 | .AN5c2/9/5b1b1/9/9/9/9/9/1.AS3.AE3 C 3                | A",
        "4 | 46 | 94  | 2a.BNW2.BN2/9/9/a5d2/6.BN2/6b2/2c4a1/7d1/9 D 4         | B",
    })
    @DisplayName("R7 R8.3 a seeded random game with rotations ends in the recorded position")
    void seededGameEndsInTheRecordedPosition(int players, long seed, int plies, String end, String winner) {
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            RandomBot player = RandomBot.of(ruleset, 0, 0.5);
            Playout game = player.play(Position.initial(players), new SplittableRandom(seed), 100_000);
            assertThat(PositionNotation.format(game.end())).as("%s", ruleset).isEqualTo(end);
            assertThat(game.plies()).isEqualTo(plies);
            assertThat(game.outcome())
                    .contains(new Outcome(Player.parse(winner), WinReason.LAST_WITH_CHEVRONS));
        }
    }

    @Test
    @DisplayName("R7 R9 a seeded random player chooses the recorded actions, rotations and their fields included")
    void seededChoicesAreTheRecordedActions() {
        RandomBot player = RandomBot.of(Ruleset.STANDARD, 0, 0.5);
        SplittableRandom random = new SplittableRandom(3);
        Position p = Position.initial(3);
        List<String> actions = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            Action a = player.choose(p, random);
            actions.add(a.toString());
            p = PacruRules.STANDARD.apply(p, a).after();
        }
        assertThat(String.join(" ", actions)).isEqualTo("g1-f2(f1) a5-b6 i7-h7 i5-h6 c1-b2 h7-g6(i5) h6-g7(g7) c9-b8 e9-d8 g9-f8(f8) b2-a2 d8-d7"
                + " f2-f3 b8-b7 g6-f5(e5) g7-g8 b6-c7(b9) f5-f4 g8>(f1,g7) b7-a6(a6) d7>(e5,i5) f8-f7"
                + " c7-d8(e8) a7-b6(c4) f3-e4(f5) a6<(b9,e8) d7-d6(e5) f7>(f5,f8) a6-a5 b6>(c4,e5) f7-f6(f5)"
                + " a5-a4 f4-e3(f3) f6-f5 d8-e8 d6-c5(c6) f5-f4 a4-b3(b2) e3>(c6,f3) f4-f3(d1) b3<(a6,b2)"
                + " b6-b5 e4-d5 b3-c3 b5-a4 d5>(d1,f5) e8-f7 e3-d3 g8-h8 c3-d4(f6) c5-b5 f3-f2 f7-g7(h7)"
                + " a4-a3(a3) d5-c6(a5) g7-h6(g6) d3-c4(a4) h8-i7 d4-e4 c4-b4");
        assertThat(PositionNotation.format(p)).isEqualTo("9/9/7b.ASE/2.ANW2bb.BSE1/a.CW7/c.CW2.BE4/cCS8/.BW4.AS3/9 A 3");
    }
}
