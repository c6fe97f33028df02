package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.notation.PositionNotation;

/**
 * Perft's bulk counting at the last ply agrees with enumerating the actions one by one and applying
 * each (moves and rotations), on start positions and on positions with markers, meetings and
 * captures. Counts that two implementations agree on are recorded by the verification suite.
 */
class PerftBulkCountingTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2",
        "2.BS1.CS1.AS2/9/.CE7.CW/9/.BE7.AW/9/.DE7.DW/9/2.BN1.DN1.AN2 A 4",
        "7b1/6.BNW1.BE/6.AN1a/9/1.ANWb6/3a1.ASW3/.BSW.ANWb6/4b4/5.BSE3 B 2",
        "6b2/2.ANW6/8aAE/3b1aa.BSE1/1b2.BSE2a1/3.BWaaANW1b1/3b.ANW4/4a2a1/5.BE3 A 2",
    })
    @DisplayName("R7 R8.5 perft(2) = the sum over every legal action of the actions that follow it")
    void perftBulkCountingMatchesEnumeration(String text) {
        Position p = PositionNotation.parse(text);
        PacruRules rules = PacruRules.STANDARD;
        assertThat(rules.perft(p, 0)).isEqualTo(1);
        assertThat(rules.perft(p, 1)).isEqualTo(rules.countLegalActions(p))
                .isEqualTo(rules.legalActions(p).count());
        long sum = 0;
        for (Action a : (Iterable<Action>) rules.legalActions(p)::iterator) {
            Position next = rules.apply(p, a).after();
            sum += rules.legalActions(next).count();
        }
        assertThat(rules.perft(p, 2)).isEqualTo(sum);
    }
}
