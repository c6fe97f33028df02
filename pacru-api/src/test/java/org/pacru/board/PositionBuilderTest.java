package org.pacru.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Position.Builder: unchecked while building, {@code build()} reports every problem with its rule ID. */
class PositionBuilderTest {

    private static Chevron ch(Player p, Direction d) {
        return new Chevron(p, d);
    }

    private static InvalidPositionException invalid(Position.Builder b) {
        InvalidPositionException e = catchThrowableOfType(InvalidPositionException.class, b::build);
        assertThat(e).as("build() must refuse this position").isNotNull();
        return e;
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 0, 1, 5})
    @DisplayName("R1.5 a game has 2, 3 or 4 players")
    void r1_5_playerCount(int players) {
        InvalidPositionException e = invalid(Position.builder(players));
        assertThat(e.problems()).containsExactly("R1.5: a game has 2, 3 or 4 players, not " + players);
        InvalidPositionException e2 = invalid(Position.initial(2).toBuilder().players(players));
        assertThat(e2.problems()).hasSize(1).allMatch(s -> s.startsWith("R1.5: "));
    }

    @Test
    @DisplayName("R1.5 a marker of a player above the player count is refused")
    void r1_5_markerAboveCount() {
        InvalidPositionException e = invalid(Position.initial(2).toBuilder().marker(Field.A1, Player.C));
        assertThat(e.problems()).containsExactly("R1.5: a1 carries a marker of player C, but the game has 2 players");
        assertThat(e).hasMessage("R1.5: a1 carries a marker of player C, but the game has 2 players");
    }

    @Test
    @DisplayName("R1.5 a chevron of a player above the player count is refused")
    void r1_5_chevronAboveCount() {
        InvalidPositionException e = invalid(Position.initial(3).toBuilder().chevron(Field.E5, ch(Player.D, Direction.N)));
        assertThat(e.problems()).containsExactly("R1.5: e5 holds a chevron of player D, but the game has 3 players");
    }

    @Test
    @DisplayName("R1.5 a side to move above the player count is refused")
    void r1_5_toMoveAboveCount() {
        InvalidPositionException e = invalid(Position.initial(2).toBuilder().toMove(Player.D));
        assertThat(e.problems()).containsExactly("R1.5: player D is to move, but the game has 2 players");
    }

    @Test
    @DisplayName("R8.5 a side to move who is out while the game goes on is refused")
    void r8_5_toMoveOutWhileGameGoesOn() {
        Position.Builder b = Position.builder(3)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.I9, ch(Player.C, Direction.S))
                .toMove(Player.B);
        InvalidPositionException e = invalid(b);
        assertThat(e.problems()).hasSize(1);
        assertThat(e.problems().get(0)).startsWith("R8.5: player B is to move but is out");
    }

    @Test
    @DisplayName("R8.5 the last player of the game, to move and out while two others have chevrons, is refused too")
    void r8_5_lastPlayerToMoveOutWhileGameGoesOn() {
        Position.Builder b = Position.builder(3)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.I9, ch(Player.B, Direction.S))
                .toMove(Player.C);
        assertThat(invalid(b).problems()).singleElement().asString().startsWith("R8.5: player C is to move but is out");
    }

    @Test
    @DisplayName("R8.5 R8.3b a side to move who is out is fine once only one player has chevrons")
    void r8_5_toMoveOutWhenGameOverByLastChevrons() {
        Position p = Position.builder(2).chevron(Field.A1, ch(Player.A, Direction.N)).toMove(Player.B).build();
        assertThat(p.toMove()).isEqualTo(Player.B);
        assertThat(p.isOut(Player.B)).isTrue();
    }

    @Test
    @DisplayName("R8.5 R8.3a a side to move who is out is fine once a player has reached the default target")
    void r8_5_toMoveOutWhenTargetReached() {
        Position.Builder b = Position.builder(3)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.I9, ch(Player.C, Direction.S))
                .toMove(Player.B);
        for (int i = 0; i < 27; i++) {
            b.marker(Field.ofIndex(10 + i), Player.A);
        }
        assertThat(invalid(b).problems()).singleElement().asString().startsWith("R8.5: ");
        b.marker(Field.ofIndex(40), Player.A);   // 28 markers: the 3-player target
        Position p = b.build();
        assertThat(p.markerCount(Player.A)).isEqualTo(28);
        assertThat(p.toMove()).isEqualTo(Player.B);
    }

    @Test
    @DisplayName("R1.5 R8.5 every problem is reported together, each with its rule ID")
    void allProblemsTogether() {
        Position.Builder b = Position.builder(2)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.I9, ch(Player.B, Direction.S))
                .chevron(Field.E5, ch(Player.C, Direction.E))
                .chevron(Field.E6, ch(Player.D, Direction.W))
                .marker(Field.B1, Player.C)
                .marker(Field.B2, Player.D)
                .toMove(Player.C);
        InvalidPositionException e = invalid(b);
        assertThat(e.problems()).containsExactly(
                "R1.5: b1 carries a marker of player C, but the game has 2 players",
                "R1.5: b2 carries a marker of player D, but the game has 2 players",
                "R1.5: e5 holds a chevron of player C, but the game has 2 players",
                "R1.5: e6 holds a chevron of player D, but the game has 2 players",
                "R1.5: player C is to move, but the game has 2 players");
        assertThat(e.getMessage()).isEqualTo(String.join("; ", e.problems()));

        Position.Builder b2 = Position.builder(3)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.I9, ch(Player.C, Direction.S))
                .chevron(Field.E5, ch(Player.D, Direction.E))
                .marker(Field.B1, Player.D)
                .toMove(Player.B);
        InvalidPositionException e2 = invalid(b2);
        assertThat(e2.problems()).hasSize(3);
        assertThat(e2.problems().get(0)).startsWith("R1.5: b1 ");
        assertThat(e2.problems().get(1)).startsWith("R1.5: e5 ");
        assertThat(e2.problems().get(2)).startsWith("R8.5: player B ");
        assertThat(e2.problems()).allMatch(s -> s.matches("R\\d+\\.\\d+[a-z]?: .*"));
    }

    @Test
    @DisplayName("the problem list is unmodifiable and never empty")
    void problemsUnmodifiable() {
        InvalidPositionException e = invalid(Position.builder(7));
        assertThatThrownBy(() -> e.problems().add("x")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> new InvalidPositionException(java.util.List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(e).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("builder: later calls replace earlier ones; noMarker and noChevron clear")
    void replaceAndClear() {
        Position p = Position.builder(2)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.A1, ch(Player.A, Direction.E))
                .chevron(Field.I9, ch(Player.B, Direction.S))
                .chevron(Field.E5, ch(Player.B, Direction.S))
                .noChevron(Field.E5)
                .marker(Field.C3, Player.A)
                .marker(Field.C3, Player.B)
                .marker(Field.C4, Player.A)
                .noMarker(Field.C4)
                .build();
        assertThat(p.chevronAt(Field.A1)).contains(ch(Player.A, Direction.E));
        assertThat(p.isOccupied(Field.E5)).isFalse();
        assertThat(p.markerAt(Field.C3)).contains(Player.B);
        assertThat(p.markerAt(Field.C4)).isEmpty();
        assertThat(p.markerCount(Player.A)).isZero();
        assertThat(p.toMove()).isEqualTo(Player.A);
    }

    @Test
    @DisplayName("builder refuses nulls by name")
    void nullsRefused() {
        Position.Builder b = Position.builder(2);
        assertThatThrownBy(() -> b.marker(null, Player.A)).isInstanceOf(NullPointerException.class).hasMessage("field");
        assertThatThrownBy(() -> b.marker(Field.A1, null)).isInstanceOf(NullPointerException.class).hasMessage("owner");
        assertThatThrownBy(() -> b.chevron(Field.A1, null)).isInstanceOf(NullPointerException.class).hasMessage("chevron");
        assertThatThrownBy(() -> b.toMove(null)).isInstanceOf(NullPointerException.class).hasMessage("player");
    }
}
