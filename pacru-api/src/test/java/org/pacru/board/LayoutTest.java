package org.pacru.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The start layouts of R1.6, chevron by chevron. */
class LayoutTest {

    /** Reads "A a3 E, e1 N; B …" as written in RULES.md R1.6. */
    private static Map<Field, Chevron> chevrons(String text) {
        Map<Field, Chevron> map = new LinkedHashMap<>();
        for (String group : text.split(";")) {
            String g = group.strip();
            Player owner = Player.parse(g.substring(0, 1));
            for (String piece : g.substring(1).split(",")) {
                String[] parts = piece.strip().split(" ");
                map.put(Field.parse(parts[0]), new Chevron(owner, Direction.parse(parts[1])));
            }
        }
        return map;
    }

    private static void assertLayout(Position p, int players, String expected) {
        assertThat(p.playerCount()).isEqualTo(players);
        assertThat(p.toMove()).isEqualTo(Player.A);
        assertThat(p.chevrons()).containsExactlyInAnyOrderEntriesOf(chevrons(expected));
        for (Field f : Field.values()) {
            assertThat(p.markerAt(f)).as("R1.6: no markers on the board, %s", f).isEmpty();
        }
    }

    @Test
    @DisplayName("R1.6 2 players: P1 a3 E, e1 N, i3 W, i9 SW; P2 a7 E, e9 S, i7 W, a1 NE")
    void r1_6_twoPlayers() {
        assertLayout(Position.initial(2), 2, "A a3 E, e1 N, i3 W, i9 SW; B a7 E, e9 S, i7 W, a1 NE");
        assertThat(Layout.TWO_PLAYERS.position()).isEqualTo(Position.initial(2));
        assertThat(Layout.TWO_PLAYERS.players()).isEqualTo(2);
    }

    @Test
    @DisplayName("R1.6 3 players: P1 g9 S, i5 W, g1 N; P2 c9 S, a5 E, c1 N; P3 e9 S, a7 E, i7 W")
    void r1_6_threePlayers() {
        assertLayout(Position.initial(3), 3, "A g9 S, i5 W, g1 N; B c9 S, a5 E, c1 N; C e9 S, a7 E, i7 W");
        assertThat(Layout.forPlayers(3)).isEqualTo(Layout.THREE_PLAYERS);
    }

    @Test
    @DisplayName("R1.6 4 players: as 3 players, plus P4 a3 E, i3 W, e1 N")
    void r1_6_fourPlayers() {
        assertLayout(Position.initial(4), 4,
                "A g9 S, i5 W, g1 N; B c9 S, a5 E, c1 N; C e9 S, a7 E, i7 W; D a3 E, i3 W, e1 N");
        assertThat(Layout.forPlayers(4).players()).isEqualTo(4);
    }

    @Test
    @DisplayName("R1.6 legacy 2 players: P1 a9 SE, g9 S, i5 W, g1 N; P2 c9 S, a5 E, c1 N, i1 NW")
    void r1_6_legacyTwoPlayers() {
        assertLayout(Layout.TWO_PLAYERS_LEGACY.position(), 2, "A a9 SE, g9 S, i5 W, g1 N; B c9 S, a5 E, c1 N, i1 NW");
        assertThat(Layout.forPlayers(2)).isEqualTo(Layout.TWO_PLAYERS);
    }

    @Test
    @DisplayName("R1.5 there is no layout for 1 or 5 players")
    void r1_5_noOtherLayouts() {
        assertThatThrownBy(() -> Layout.forPlayers(1)).hasMessageStartingWith("R1.5: ");
        assertThatThrownBy(() -> Position.initial(5)).hasMessageStartingWith("R1.5: ");
    }
}
