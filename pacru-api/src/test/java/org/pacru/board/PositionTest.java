package org.pacru.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PositionTest {

    private static Chevron ch(Player p, Direction d) {
        return new Chevron(p, d);
    }

    private static Position sample() {
        return Position.builder(3)
                .chevron(Field.E5, ch(Player.B, Direction.NW))
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.I9, ch(Player.C, Direction.SW))
                .chevron(Field.C3, ch(Player.A, Direction.E))
                .marker(Field.E5, Player.B)
                .marker(Field.A2, Player.A)
                .marker(Field.I1, Player.A)
                .marker(Field.H8, Player.C)
                .toMove(Player.B)
                .build();
    }

    @Test
    @DisplayName("R1.3 queries: chevronAt, markerAt, isOccupied, markerCount")
    void r1_3_queries() {
        Position p = sample();
        assertThat(p.chevronAt(Field.E5)).contains(ch(Player.B, Direction.NW));
        assertThat(p.chevronAt(Field.E4)).isEmpty();
        assertThat(p.isOccupied(Field.E5)).isTrue();
        assertThat(p.isOccupied(Field.I9)).isTrue();
        assertThat(p.isOccupied(Field.A2)).isFalse();
        assertThat(p.markerAt(Field.E5)).contains(Player.B);
        assertThat(p.markerAt(Field.I1)).contains(Player.A);
        assertThat(p.markerAt(Field.A1)).isEmpty();
        assertThat(p.markerCount(Player.A)).isEqualTo(2);
        assertThat(p.markerCount(Player.B)).isEqualTo(1);
        assertThat(p.markerCount(Player.C)).isEqualTo(1);
        assertThat(p.markerCount(Player.D)).isZero();
        for (Field f : Field.values()) {
            assertThat(p.isOccupied(f)).isEqualTo(p.chevronAt(f).isPresent());
        }
    }

    @Test
    @DisplayName("R1.5 chevrons by field in canonical order, chevron fields per player, side to move, players")
    void r1_5_chevronsAndPlayers() {
        Position p = sample();
        assertThat(p.chevrons().keySet()).containsExactly(Field.A1, Field.C3, Field.E5, Field.I9);
        assertThat(p.chevronFields(Player.A)).containsExactly(Field.A1, Field.C3);
        assertThat(p.chevronFields(Player.C)).containsExactly(Field.I9);
        assertThat(p.chevronFields(Player.D)).isEmpty();
        assertThat(p.toMove()).isEqualTo(Player.B);
        assertThat(p.playerCount()).isEqualTo(3);
        assertThat(p.players()).containsExactly(Player.A, Player.B, Player.C);
        assertThat(p.playersIn()).containsExactly(Player.A, Player.B, Player.C);
    }

    @Test
    @DisplayName("R8.2 a player with no chevrons is out; a player above the count is always out")
    void r8_2_isOut() {
        Position p = Position.builder(3)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.I9, ch(Player.C, Direction.S))
                .marker(Field.E5, Player.B)
                .build();
        assertThat(p.isOut(Player.A)).isFalse();
        assertThat(p.isOut(Player.B)).isTrue();
        assertThat(p.isOut(Player.C)).isFalse();
        assertThat(p.isOut(Player.D)).isTrue();
        assertThat(p.playersIn()).containsExactly(Player.A, Player.C);
        assertThat(p.markerCount(Player.B)).isEqualTo(1);
    }

    @Test
    @DisplayName("returned collections are unmodifiable views or copies")
    void collectionsUnmodifiable() {
        Position p = sample();
        Map<Field, Chevron> chevrons = p.chevrons();
        assertThatThrownBy(() -> chevrons.put(Field.B1, ch(Player.A, Direction.N)))
                .isInstanceOf(UnsupportedOperationException.class);
        List<Field> fields = p.chevronFields(Player.A);
        assertThatThrownBy(fields::clear).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> p.players().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> p.playersIn().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThat(p).isEqualTo(sample());
    }

    @Test
    @DisplayName("equality is exactly the content the position string encodes: board, side to move, player count")
    void equalityByContent() {
        Position p = sample();
        Position q = sample();
        assertThat(p).isNotSameAs(q).isEqualTo(q).hasSameHashCodeAs(q);
        assertThat(p.zobrist()).isEqualTo(q.zobrist());
        // each single difference breaks equality
        List<Position> different = List.of(
                p.toBuilder().toMove(Player.A).build(),
                p.toBuilder().toMove(Player.C).build(),
                p.toBuilder().players(4).build(),
                p.toBuilder().marker(Field.D4, Player.C).build(),
                p.toBuilder().marker(Field.A2, Player.B).build(),
                p.toBuilder().noMarker(Field.A2).build(),
                p.toBuilder().chevron(Field.E5, ch(Player.B, Direction.N)).build(),
                p.toBuilder().chevron(Field.I9, ch(Player.B, Direction.SW)).build(),
                p.toBuilder().noChevron(Field.C3).build(),
                p.toBuilder().noChevron(Field.C3).chevron(Field.C4, ch(Player.A, Direction.E)).build());
        for (Position d : different) {
            assertThat(d).isNotEqualTo(p);
            assertThat(d.zobrist()).isNotEqualTo(p.zobrist());
        }
        assertThat(p).isNotEqualTo("a position").isNotEqualTo(null);
    }

    @Test
    @DisplayName("a position built in any order of builder calls is the same value")
    void builderOrderDoesNotMatter() {
        Position p = Position.builder(3)
                .toMove(Player.B)
                .marker(Field.H8, Player.C)
                .marker(Field.I1, Player.A)
                .chevron(Field.C3, ch(Player.A, Direction.E))
                .chevron(Field.I9, ch(Player.C, Direction.SW))
                .marker(Field.A2, Player.A)
                .marker(Field.E5, Player.B)
                .chevron(Field.A1, ch(Player.A, Direction.N))
                .chevron(Field.E5, ch(Player.B, Direction.NW))
                .build();
        assertThat(p).isEqualTo(sample());
        assertThat(p.hashCode()).isEqualTo(sample().hashCode());
    }

    @Test
    @DisplayName("toBuilder().build() gives an equal position")
    void toBuilderRoundTrip() {
        for (Position p : List.of(sample(), Position.initial(2), Position.initial(3), Position.initial(4),
                Layout.TWO_PLAYERS_LEGACY.position())) {
            assertThat(p.toBuilder().build()).isEqualTo(p).isNotSameAs(p);
        }
    }

    @Test
    @DisplayName("changing a builder after build never changes the built position")
    void builderCopyIsIndependent() {
        Position.Builder b = sample().toBuilder();
        Position built = b.build();
        b.marker(Field.A2, Player.C).noChevron(Field.E5).chevron(Field.D4, ch(Player.C, Direction.N))
                .marker(Field.F6, Player.B).toMove(Player.C).players(4);
        assertThat(built).isEqualTo(sample());
        assertThat(built.markerAt(Field.A2)).contains(Player.A);
        assertThat(built.chevronAt(Field.E5)).contains(ch(Player.B, Direction.NW));
        assertThat(built.isOccupied(Field.D4)).isFalse();
        assertThat(built.toMove()).isEqualTo(Player.B);
        assertThat(built.playerCount()).isEqualTo(3);
        // and toBuilder copies: changing that builder leaves the source alone
        Position source = sample();
        source.toBuilder().noMarker(Field.A2).noChevron(Field.A1).build();
        assertThat(source).isEqualTo(sample());
        assertThat(b.build()).isNotEqualTo(built);
    }

    @Test
    @DisplayName("zobrist is stable and consistent with equals and hashCode")
    void zobristConsistent() {
        Position p = sample();
        long h = p.zobrist();
        assertThat(p.zobrist()).isEqualTo(h);
        assertThat(p.hashCode()).isEqualTo((int) (h ^ (h >>> 32)));
        assertThat(Position.initial(2).zobrist()).isNotEqualTo(Position.initial(3).zobrist());
        assertThat(Position.initial(2).toBuilder().toMove(Player.B).build().zobrist())
                .isNotEqualTo(Position.initial(2).zobrist());
    }

    @Test
    @DisplayName("toString is the canonical position string of NOTATION.md §3: ranks 9 to 1, longest runs, side to move, players")
    void toStringIsThePositionString() {
        assertThat(sample().toString()).isEqualTo("8.CSW/7c1/9/9/4bBNW4/9/2.AE6/a8/.AN7a B 3");
        assertThat(Position.builder(4).toMove(Player.D).build().toString()).isEqualTo("9/9/9/9/9/9/9/9/9 D 4");
    }

    @Property(tries = 150)
    void equalPositionsHaveEqualHashes(@ForAll("positions") Position p) {
        Position copy = p.toBuilder().build();
        assertThat(copy).isEqualTo(p);
        assertThat(copy.hashCode()).isEqualTo(p.hashCode());
        assertThat(copy.zobrist()).isEqualTo(p.zobrist());
    }

    @Property(tries = 150)
    void markerCountsMatchMarkers(@ForAll("positions") Position p) {
        for (Player pl : Player.values()) {
            long n = java.util.Arrays.stream(Field.values())
                    .filter(f -> p.markerAt(f).equals(java.util.Optional.of(pl))).count();
            assertThat(p.markerCount(pl)).isEqualTo((int) n);
        }
    }

    @Test
    @DisplayName("zobrist values are fixed keys' sums: the same numbers in every run and version, as documented")
    void zobristValuesAreStable() {
        assertThat(Position.initial(2).zobrist()).isEqualTo(3184891853321205883L);
        assertThat(Position.initial(3).zobrist()).isEqualTo(-1200365547110853852L);
        assertThat(Position.initial(4).zobrist()).isEqualTo(8480681988522747688L);
        // Markers in both words of the board (a1 is field 0, h2 field 64, i9 field 80), B to move.
        Position p = Position.initial(2).toBuilder().marker(Field.I9, Player.B).marker(Field.H2, Player.A)
                .marker(Field.A1, Player.B).toMove(Player.B).build();
        assertThat(p.zobrist()).isEqualTo(-4689741958103856073L);
    }

    @Test
    @DisplayName("R1.3 a marker on h2, the first field of the board's high word, is read from there, not from a1")
    void r1_3_markerOnTheFirstFieldOfTheHighWord() {
        assertThat(Field.H2.index()).isEqualTo(64);
        Position p = Position.builder(2).marker(Field.A1, Player.A).marker(Field.H2, Player.B)
                .chevron(Field.E1, new Chevron(Player.A, Direction.N)).chevron(Field.E9, new Chevron(Player.B, Direction.S))
                .build();
        assertThat(p.markerAt(Field.H2)).contains(Player.B);
        assertThat(p.markerAt(Field.A1)).contains(Player.A);
        assertThat(p.markerAt(Field.G2)).isEmpty();
        assertThat(p.markerAt(Field.H3)).isEmpty();
    }

    @Property(tries = 150)
    void oneChangeChangesEqualityAndZobrist(@ForAll("positions") Position p, @ForAll Field f) {
        Position.Builder b = p.toBuilder();
        if (p.markerAt(f).isPresent()) {
            b.noMarker(f);
        } else {
            b.marker(f, Player.A);
        }
        Position q = b.build();
        assertThat(q).isNotEqualTo(p);
        assertThat(q.zobrist()).isNotEqualTo(p.zobrist());
    }

    @Provide
    Arbitrary<Position> positions() {
        Arbitrary<Integer> players = Arbitraries.integers().between(2, 4);
        return players.flatMap(n -> {
            Arbitrary<Player> owner = Arbitraries.of(Player.values()).filter(p -> p.number() <= n);
            Arbitrary<List<Field>> markerFields = Arbitraries.of(Field.values()).list().ofMaxSize(30);
            Arbitrary<List<Player>> markerOwners = owner.list().ofSize(30);
            Arbitrary<List<Field>> chevronFields = Arbitraries.of(Field.values()).list().ofMinSize(2).ofMaxSize(12);
            Arbitrary<List<Chevron>> chevrons = Combinators.combine(owner, Arbitraries.of(Direction.values()))
                    .as(Chevron::new).list().ofSize(12);
            return Combinators.combine(markerFields, markerOwners, chevronFields, chevrons).as((mf, mo, cf, cs) -> {
                Position.Builder b = Position.builder(n);
                for (int i = 0; i < mf.size(); i++) {
                    b.marker(mf.get(i), mo.get(i));
                }
                for (int i = 0; i < cf.size(); i++) {
                    b.chevron(cf.get(i), cs.get(i));
                }
                // the side to move owns the last chevron placed, which nothing overwrites
                for (int i = 0; i < cf.size(); i++) {
                    b.toMove(cs.get(i).owner());
                }
                return b.build();
            });
        });
    }
}
