package org.pacru.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Optional;
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

    /** The problems' messages, each starting with its rule ID, as the exception's message lists them. */
    private static java.util.List<String> messages(InvalidPositionException e) {
        return e.problems().stream().map(PositionProblem::message).collect(java.util.stream.Collectors.toList());
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 0, 1, 5})
    @DisplayName("R1.5 a game has 2, 3 or 4 players")
    void r1_5_playerCount(int players) {
        InvalidPositionException e = invalid(Position.builder(players));
        assertThat(messages(e)).containsExactly("R1.5: a game has 2, 3 or 4 players, not " + players);
        InvalidPositionException e2 = invalid(Position.initial(2).toBuilder().players(players));
        assertThat(messages(e2)).hasSize(1).allMatch(s -> s.startsWith("R1.5: "));
    }

    @Test
    @DisplayName("R1.5 a marker of a player above the player count is refused")
    void r1_5_markerAboveCount() {
        InvalidPositionException e = invalid(Position.initial(2).toBuilder().marker(Field.A1, Player.C));
        assertThat(messages(e)).containsExactly("R1.5: a1 carries a marker of player C, but the game has 2 players");
        assertThat(e).hasMessage("R1.5: a1 carries a marker of player C, but the game has 2 players");
    }

    @Test
    @DisplayName("R1.5 a chevron of a player above the player count is refused")
    void r1_5_chevronAboveCount() {
        InvalidPositionException e = invalid(Position.initial(3).toBuilder().chevron(Field.E5, ch(Player.D, Direction.N)));
        assertThat(messages(e)).containsExactly("R1.5: e5 holds a chevron of player D, but the game has 3 players");
    }

    @Test
    @DisplayName("R1.5 a side to move above the player count is refused")
    void r1_5_toMoveAboveCount() {
        InvalidPositionException e = invalid(Position.initial(2).toBuilder().toMove(Player.D));
        assertThat(messages(e)).containsExactly("R1.5: player D is to move, but the game has 2 players");
    }

    @Test
    @DisplayName("R8.5 a side to move who is out while the game goes on is refused")
    void r8_5_toMoveOutWhileGameGoesOn() {
        Position.Builder b = Position.builder(3)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.I9, ch(Player.C, Direction.S))
                .toMove(Player.B);
        InvalidPositionException e = invalid(b);
        assertThat(messages(e)).hasSize(1);
        assertThat(messages(e).get(0)).startsWith("R8.5: player B is to move but is out");
    }

    @Test
    @DisplayName("R8.5 the last player of the game, to move and out while two others have chevrons, is refused too")
    void r8_5_lastPlayerToMoveOutWhileGameGoesOn() {
        Position.Builder b = Position.builder(3)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.I9, ch(Player.B, Direction.S))
                .toMove(Player.C);
        assertThat(messages(invalid(b))).singleElement().asString().startsWith("R8.5: player C is to move but is out");
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
        assertThat(messages(invalid(b))).singleElement().asString().startsWith("R8.5: ");
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
        assertThat(messages(e)).containsExactly(
                "R1.5: b1 carries a marker of player C, but the game has 2 players",
                "R1.5: b2 carries a marker of player D, but the game has 2 players",
                "R1.5: e5 holds a chevron of player C, but the game has 2 players",
                "R1.5: e6 holds a chevron of player D, but the game has 2 players",
                "R1.5: player C is to move, but the game has 2 players");
        assertThat(e.getMessage()).isEqualTo(String.join("; ", messages(e)));

        Position.Builder b2 = Position.builder(3)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.I9, ch(Player.C, Direction.S))
                .chevron(Field.E5, ch(Player.D, Direction.E))
                .marker(Field.B1, Player.D)
                .toMove(Player.B);
        InvalidPositionException e2 = invalid(b2);
        assertThat(messages(e2)).hasSize(3);
        assertThat(messages(e2).get(0)).startsWith("R1.5: b1 ");
        assertThat(messages(e2).get(1)).startsWith("R1.5: e5 ");
        assertThat(messages(e2).get(2)).startsWith("R8.5: player B ");
        assertThat(messages(e2)).allMatch(s -> s.matches("R\\d+\\.\\d+[a-z]?: .*"));
    }

    @Test
    @DisplayName("R1.5 a position problem names its rule, its field and its sentence apart from the rule ID")
    void r1_5_positionProblemNamesRuleAndField() {
        InvalidPositionException e = invalid(Position.initial(3).toBuilder()
                .marker(Field.A1, Player.D).chevron(Field.E5, ch(Player.D, Direction.N)).toMove(Player.D));
        assertThat(e.problems()).extracting(p -> p.rule().id()).containsExactly("R1.5", "R1.5", "R1.5");
        assertThat(e.problems()).extracting(PositionProblem::field)
                .containsExactly(Optional.of(Field.A1), Optional.of(Field.E5), Optional.empty());
        assertThat(e.problems()).extracting(PositionProblem::text).containsExactly(
                "a1 carries a marker of player D, but the game has 3 players",
                "e5 holds a chevron of player D, but the game has 3 players",
                "player D is to move, but the game has 3 players");
        assertThat(e.problems().get(0).rule()).isSameAs(org.pacru.rules.Rule.of(org.pacru.rules.RuleIds.R1_5));
        assertThat(e.problems().get(0)).hasToString("R1.5: a1 carries a marker of player D, but the game has 3 players");
        assertThat(invalid(Position.builder(5)).problems()).singleElement()
                .isEqualTo(new PositionProblem(org.pacru.rules.Rule.of("R1.5"), Optional.empty(),
                        "a game has 2, 3 or 4 players, not 5"));
    }

    @Test
    @DisplayName("R8.5 the problem of a side to move who is out names R8.5, no field, and keeps its whole sentence")
    void r8_5_positionProblemNamesRuleWithoutField() {
        Position.Builder b = Position.builder(3)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.I9, ch(Player.C, Direction.S))
                .toMove(Player.B);
        PositionProblem p = invalid(b).problems().get(0);
        assertThat(p.rule().id()).isEqualTo("R8.5");
        assertThat(p.field()).isEmpty();
        assertThat(p.message()).isEqualTo("R8.5: player B is to move but is out (R8.2: no chevrons), while 2 players"
                + " still have chevrons and no player has reached the target (R8.3a), so the game goes on");
    }

    @Test
    @DisplayName("R1.5 an InvalidPositionException keeps its problems through serialization")
    void r1_5_positionProblemsSurviveSerialization() throws Exception {
        InvalidPositionException e = invalid(Position.initial(2).toBuilder().marker(Field.A1, Player.C).toMove(Player.D));
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(e);
        }
        InvalidPositionException copy;
        try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(
                new java.io.ByteArrayInputStream(bytes.toByteArray()))) {
            copy = (InvalidPositionException) in.readObject();
        }
        assertThat(copy.problems()).isEqualTo(e.problems());
        assertThat(copy.problems().get(0).rule()).isSameAs(e.problems().get(0).rule());
        assertThat(copy).hasMessage(e.getMessage());
    }

    @Test
    @DisplayName("a position problem refuses null parts")
    void positionProblemRefusesNull() {
        org.pacru.rules.Rule r15 = org.pacru.rules.Rule.of("R1.5");
        assertThatThrownBy(() -> new PositionProblem(null, Optional.empty(), "x")).hasMessage("rule");
        assertThatThrownBy(() -> new PositionProblem(r15, null, "x")).hasMessage("field");
        assertThatThrownBy(() -> new PositionProblem(r15, Optional.empty(), (String) null)).hasMessage("text");
    }

    @Test
    @DisplayName("the problem list is unmodifiable and never empty")
    void problemsUnmodifiable() {
        InvalidPositionException e = invalid(Position.builder(7));
        assertThatThrownBy(() -> e.problems().add(e.problems().get(0))).isInstanceOf(UnsupportedOperationException.class);
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
