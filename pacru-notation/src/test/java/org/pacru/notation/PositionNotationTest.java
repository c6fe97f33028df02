package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Layout;
import org.pacru.board.Player;
import org.pacru.board.Position;

class PositionNotationTest {

    static final String START_2 = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
    static final String START_4 = "2.BS1.CS1.AS2/9/.CE7.CW/9/.BE7.AW/9/.DE7.DW/9/2.BN1.DN1.AN2 A 4";

    @Test
    @DisplayName("§3, R1.6: the 2-player start prints exactly as in NOTATION.md")
    void twoPlayerStart() {
        assertThat(PositionNotation.format(Position.initial(2))).isEqualTo(START_2);
        assertThat(PositionNotation.parse(START_2)).isEqualTo(Position.initial(2));
    }

    @Test
    @DisplayName("§3, R1.6: the 4-player start prints exactly as in NOTATION.md")
    void fourPlayerStart() {
        assertThat(PositionNotation.format(Position.initial(4))).isEqualTo(START_4);
        assertThat(PositionNotation.parse(START_4)).isEqualTo(Position.initial(4));
    }

    @Test
    @DisplayName("§3, R1.6: every layout round-trips")
    void layouts() {
        for (Layout layout : Layout.values()) {
            Position p = layout.position();
            assertThat(PositionNotation.parse(PositionNotation.format(p))).isEqualTo(p);
        }
    }

    @Test
    @DisplayName("§3 aAN is a marked field with its owner's chevron; b a player-2 marker alone")
    void fieldForms() {
        Position p = PositionNotation.parse("aAN8/9/9/9/9/9/9/9/b.BS7 A 2");
        assertThat(p.markerAt(Field.A9)).contains(Player.A);
        assertThat(p.chevronAt(Field.A9)).contains(new Chevron(Player.A, Direction.N));
        assertThat(p.markerAt(Field.A1)).contains(Player.B);
        assertThat(p.chevronAt(Field.A1)).isEmpty();
        assertThat(p.chevronAt(Field.B1)).contains(new Chevron(Player.B, Direction.S));
        assertThat(p.markerAt(Field.B1)).isEmpty();
    }

    @Test
    @DisplayName("§3 all eight facings parse, including the two-letter ones next to markers")
    void facings() {
        String text = ".AN.ANE.AE.ASE.AS.ASW.AW.ANWa/9/9/9/9/9/9/9/.BS8 A 2";
        Position p = PositionNotation.parse(text);
        assertThat(p.chevronAt(Field.B9)).contains(new Chevron(Player.A, Direction.NE));
        assertThat(p.chevronAt(Field.H9)).contains(new Chevron(Player.A, Direction.NW));
        assertThat(p.markerAt(Field.I9)).contains(Player.A);
        assertThat(PositionNotation.format(p)).isEqualTo(text);
    }

    @Test
    @DisplayName("§3 canonical form uses the longest runs; a lone '.' and split runs are read leniently")
    void longestRuns() {
        Position p = PositionNotation.parse("4.BS3.ASW/.8/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2");
        assertThat(p).isEqualTo(Position.initial(2));
        assertThat(PositionNotation.format(PositionNotation.parse("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN.3 A 2")))
                .isEqualTo(START_2);
        assertThat(PositionNotation.parse(" " + START_2 + "\n")).isEqualTo(Position.initial(2));
    }

    @Test
    @DisplayName("§3 an empty board with markers of every player")
    void markersOnly() {
        Position p = Position.builder(4)
                .marker(Field.A9, Player.A).marker(Field.I1, Player.D).marker(Field.E5, Player.C)
                .chevron(Field.E5, new Chevron(Player.C, Direction.SW))
                .chevron(Field.A1, new Chevron(Player.D, Direction.E))
                .marker(Field.B1, Player.B)
                .toMove(Player.C).build();
        String text = PositionNotation.format(p);
        assertThat(text).isEqualTo("a8/9/9/9/4cCSW4/9/9/9/.DEb6d C 4");
        assertThat(PositionNotation.parse(text)).isEqualTo(p);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // text | offset | rank (0: none) | field ('-': none)
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 5|48|0|-",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 E 2|46|0|-",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2 x|49|0|-",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4  A 2|46|0|-",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A|47|0|-",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4|45|0|-",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN5 A 2|44|1|f1",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN3 A 2|45|1|i1",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4/9 A 2|45|1|-",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9 A 2|35|2|-",
        "4.BS3.ASW/10/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|11|8|b8",
        "4.BS3.ASW/0/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|10|8|a8",
        "4.BS3.ASW/45/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|11|8|e8",
        "4.BX3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|3|9|e9",
        "4.bS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|3|9|g9",
        "4.ES3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|2|9|f9",
        "4eBS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|1|9|e9",
        "4.BS3.ASW9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|9|9|-",
        "|0|9|a9",
        "/9/9/9/9/9/9/9/9 A 2|0|9|a9"})
    @DisplayName("§3 a parser reports what is wrong and where: offset, rank and field")
    void errors(String text, int offset, int rank, String field) {
        assertThatThrownBy(() -> PositionNotation.parse(text == null ? "" : text))
                .isInstanceOf(NotationException.class)
                .satisfies(e -> {
                    NotationException n = (NotationException) e;
                    assertThat(n.offset()).as(n.getMessage()).isEqualTo(offset);
                    if (rank == 0) {
                        assertThat(n.rank()).as(n.getMessage()).isEmpty();
                    } else {
                        assertThat(n.rank()).as(n.getMessage()).hasValue(rank);
                    }
                    if (field.equals("-")) {
                        assertThat(n.field()).as(n.getMessage()).isEmpty();
                    } else {
                        assertThat(n.field()).as(n.getMessage()).contains(Field.parse(field));
                    }
                });
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        // text | offset | what was expected there
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9|35|'/' after the 9 fields of rank 2",
        "4.BS3.ASW9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|9|'/' after the 9 fields of rank 9",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4x A 2|45|' ' after the 9 fields of rank 1 (rank 1 is the last)",
        "x8/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|0|a field of rank 9 (a digit 1-9, '.' or a marker a-d)",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/x8/.BNE3.AN4 A 2|34|a field of rank 2 (a digit 1-9, '.' or a marker a-d)",
        "4eBS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|1|a digit 1-9, '.' or a marker a-d (rank 9 lists 9 fields, this is the 5th)",
        "4.BS3.ASW/.ANx7/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|13|a digit 1-9, '.' or a marker a-d (rank 8 lists 9 fields, this is the 2nd)",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/2x6 A 2|37|a digit 1-9, '.' or a marker a-d (rank 1 lists 9 fields, this is the 3rd)",
        "4.BS5/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|4|a run of at most 4 empty fields (rank 9 has 9 fields)",
        "4.BS3.ASW/7.AN2/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2|14|a run of at most 1 empty field (rank 8 has 9 fields)",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A2|47|' ' and the number of players",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 E 2|46|the side to move (A-D)",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 1|48|the number of players (2, 3 or 4)",
        "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2 x|49|end of position string"})
    @DisplayName("§3 a parser says what it expected: the missing '/', the field of the rank, the longest run that fits")
    void errorsSayWhatWasExpected(String text, int offset, String expected) {
        assertThatThrownBy(() -> PositionNotation.parse(text))
                .isInstanceOfSatisfying(NotationException.class, n -> {
                    assertThat(n.offset()).as(n.getMessage()).isEqualTo(offset);
                    assertThat(n.expected()).as(n.getMessage()).isEqualTo(expected);
                });
    }

    @Test
    @DisplayName("§3 a blank where none belongs is found as ' ', quoted")
    void foundBlankIsQuoted() {
        assertThatThrownBy(() -> PositionNotation.parse("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4  A 2"))
                .isInstanceOfSatisfying(NotationException.class, n -> {
                    assertThat(n.offset()).isEqualTo(46);
                    assertThat(n.expected()).isEqualTo("the side to move (A-D)");
                    assertThat(n.found()).isEqualTo("' '");
                });
    }

    @Test
    @DisplayName("§3 the message names the field and what was expected")
    void message() {
        assertThatThrownBy(() -> PositionNotation.parse("4.BX3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2"))
                .hasMessage("NOTATION: 4.BX3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2 at offset 3 (field e9): "
                        + "expected the facing of the chevron (N NE E SE S SW W NW), found 'X'");
    }

    @Test
    @DisplayName("R1.5: a marker of a player above the player count is rejected, with the builder's problems")
    void r1_5_playerAboveCount() {
        assertThatThrownBy(() -> PositionNotation.parse("c8/9/9/9/9/9/9/9/.AN.BS7 A 2"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("R1.5: a9 carries a marker of player C, but the game has 2 players")
                .hasCauseInstanceOf(InvalidPositionException.class);
        assertThatThrownBy(() -> PositionNotation.parse("9/9/9/9/9/9/9/9/.AN.BS7 C 2"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("R1.5: player C is to move");
    }

    @Test
    @DisplayName("R8.5: a side to move who is out is accepted only when the game is over")
    void r8_5_sideToMoveOut() {
        assertThatThrownBy(() -> PositionNotation.parse("9/9/9/9/9/9/9/9/.BN.CS7 A 3"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("R8.5");
        Position over = PositionNotation.parse("9/9/9/9/9/9/9/9/.BN8 A 3");
        assertThat(over.isOut(Player.A)).isTrue();
        assertThat(PositionNotation.format(over)).isEqualTo("9/9/9/9/9/9/9/9/.BN8 A 3");
    }

    @Test
    @DisplayName("R8.3a, R8.5: a game won on target may end with the turn at a player who is out")
    void r8_5_wonOnTargetWithSideToMoveOut() {
        // target-abstractplay.tsv: D reaches 24 markers; the turn passes to A, who is out.
        String text = "dd3d3/2.CNWdd2d1/c8/1.CSWd.BE2.CEd1/bdd1.DWbdd1/6d1c/d3.DE1d.DSEd/.BW1bBSddd1d1/d3ddd2 A 4";
        Position p = PositionNotation.parse(text);
        assertThat(p.isOut(Player.A)).isTrue();
        assertThat(p.markerCount(Player.D)).isEqualTo(24);
        assertThat(PositionNotation.format(p)).isEqualTo(text);
        // One marker fewer and the game goes on, so A (out) cannot be to move.
        String short1 = text.replaceFirst("^dd3", ".d3").replaceFirst("^\\.d3", "1d3");
        assertThatThrownBy(() -> PositionNotation.parse(short1))
                .isInstanceOf(NotationException.class).hasMessageContaining("R8.5");
    }

    @Test
    @DisplayName("a very long string fails fast with a NotationException")
    void longInput() {
        String text = "4.BS3.ASW/" + "9".repeat(100_000);
        assertThatThrownBy(() -> PositionNotation.parse(text))
                .isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(400));
    }

    @Test
    @DisplayName("§3 a position string cut short before blanks ends where its blanks begin: the error finds the end of text, not a blank")
    void cutShortBeforeTrailingBlanksFindsTheEndOfText() {
        for (String text : new String[] {"9/9/9/9/9/9/9/9/9 A", "9/9/9/9/9/9/9/9/9 A   ", "  9/9/9/9/9/9/9/9/9 A \t"}) {
            NotationException e = org.assertj.core.api.Assertions.catchThrowableOfType(
                    () -> PositionNotation.parse(text), NotationException.class);
            assertThat(e).as(text).isNotNull();
            assertThat(e.found()).as(text).isEqualTo("end of text");
            assertThat(e.offset()).as(text).isEqualTo(text.indexOf('A') + 1);
        }
    }
}
