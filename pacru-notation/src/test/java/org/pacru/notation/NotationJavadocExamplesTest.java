package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.rules.Ruleset;

/** The Javadoc examples of pacru-notation that need no engine, run as written (STYLE §2.8). */
class NotationJavadocExamplesTest {

    @Test
    @DisplayName("NotationException example")
    void notationException() {
        try {
            ActionNotation.parse("e1-e20");
            throw new AssertionError("e1-e20 must not parse");
        } catch (NotationException e) {
            assertThat(e.offset()).isEqualTo(5);
            assertThat(e.expected()).isEqualTo("end of move or '('");
            assertThat(e.found()).isEqualTo("'0'");
        }
    }

    @Test
    @DisplayName("ActionNotation example")
    void actionNotation() {
        Action a = ActionNotation.parse("E3 x E4 (e6, i9)");
        assertThat(ActionNotation.format(a)).isEqualTo("e3xe4(e6,i9)");
        Rotation r = ActionNotation.parseRotation("d9>>(c4,b7,b5,a7)");
        assertThat(r.toString()).isEqualTo("d9>>(a7,b5,b7,c4)");
        Move m = ActionNotation.parseMove("a4-a6(*)");
        assertThat(m.choices()).containsExactly(Choice.connection());
    }

    @Test
    @DisplayName("PositionNotation example")
    void positionNotation() {
        Position start = PositionNotation.parse("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2");
        assertThat(start.equals(Position.initial(2))).isTrue();
        assertThat(PositionNotation.format(Position.initial(4)))
                .isEqualTo("2.BS1.CS1.AS2/9/.CE7.CW/9/.BE7.AW/9/.DE7.DW/9/2.BN1.DN1.AN2 A 4");
    }

    @Test
    @DisplayName("GameRecord example")
    void gameRecord() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Players", "2");
        GameRecord record = new GameRecord(tags, Position.initial(2),
                List.of(ActionNotation.parse("e1-e2"), ActionNotation.parse("a7-b7")), List.of());
        assertThat(record.ruleset()).isEqualTo(Ruleset.STANDARD);
        assertThat(GameRecordWriter.write(record)).isEqualTo("[Players \"2\"]\n\n1. e1-e2 a7-b7\n");
    }
}
