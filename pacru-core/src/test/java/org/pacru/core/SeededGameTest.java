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
        "2 | 44 | 212 | 6b2/a.BW7/8a/9/9/9/4.BSW4/5b3/1.BS6.BS B 2 | B",
        "3 | 45 | 161 | 1b4c2/9/9/9/2.ANE5c/9/9/8.AS/1.AS7 A 3      | A",
        "4 | 46 | 162 | 1.CE7/9/2b6/9/9/b8/.CW.CS7/1c7/2a6 C 4       | C",
    })
    @DisplayName("R7 R8.3 a seeded random game with rotations ends in the recorded position")
    void seededGameEndsInTheRecordedPosition(int players, long seed, int plies, String end, String winner) {
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            RandomPlayer player = RandomPlayer.of(ruleset, 0.5);
            Position last = player.play(Position.initial(players), new SplittableRandom(seed), 100_000);
            assertThat(PositionNotation.format(last)).as("%s", ruleset).isEqualTo(end);
            assertThat(player.plies()).isEqualTo(plies);
            assertThat(PacruRules.of(ruleset).outcome(last))
                    .contains(new Outcome(Player.parse(winner), WinReason.LAST_WITH_CHEVRONS));
        }
    }

    @Test
    @DisplayName("R7 R9 a seeded random player chooses the recorded actions, rotations and their fields included")
    void seededChoicesAreTheRecordedActions() {
        RandomPlayer player = RandomPlayer.of(Ruleset.STANDARD, 0.5);
        SplittableRandom random = new SplittableRandom(3);
        Position p = Position.initial(3);
        List<String> actions = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            Action a = player.choose(p, random);
            actions.add(a.toString());
            p = PacruRules.STANDARD.apply(p, a).after();
        }
        assertThat(String.join(" ", actions)).isEqualTo("g1-f2(f1) a5-b6 i7-h7 i5-h6 c1-b2 h7-g6(i5) h6-g7(g7)"
                + " c9-b8 e9-d8 g9-f8(f8) b2-a2 d8-d7 f2-f3 b8-b7 g6-f5(e5) g7-g8 b6-c7(b9) f5-f4 f8>(f1,g7)"
                + " b7-c6(c6) f4<(e5,i5) f8-e8 c7-d8(d9) f4-g3(h1) f3-e4(e6) c6>(b9,d9) a7-b8 g8-g9 d8-d9 g3-h2"
                + " e4-d4 c6-b5 h2-i2 d4-c3(b2) b5-b4 b8-b9 g9>(e6,f8) b4-b3(b1) d7-e6(d5) e8-d7 b3-c2"
                + " e6>(d5,h1) c3-b3 c2-d2(d3) e6-f5 d7-c7(c8) d9<(c6,d3) f5-f4 c7-b6(b4) d9-c9(a9) f4-g3(g3)"
                + " b6-b5 d2-e3 g3-h2 b5>(b2,c8) c9>(a9,b1) h2-h1 b5-a4 e3-e4(d4) a4-a3(b2)");
        assertThat(PositionNotation.format(p)).isEqualTo("2.BNW3.ANE2/9/9/9/9/1a1b.BN4/.AS.AW4c2/.BWa7/9 B 3");
    }
}
