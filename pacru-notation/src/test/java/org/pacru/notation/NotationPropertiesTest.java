package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Player;
import org.pacru.board.Position;

/** Round trips (STYLE §2.6) and robustness of the parsers against any text. */
class NotationPropertiesTest {

    // ---- values ----

    @Provide
    Arbitrary<Field> fields() {
        return Arbitraries.of(Field.class);
    }

    @Provide
    Arbitrary<Move> moves() {
        Arbitrary<Choice> first = Arbitraries.oneOf(fields().map(Choice::of), Arbitraries.just(Choice.connection()));
        Arbitrary<List<Choice>> choices = Arbitraries.integers().between(0, 2).flatMap(n -> {
            if (n == 0) {
                return Arbitraries.just(List.<Choice>of());
            }
            if (n == 1) {
                return first.map(List::of);
            }
            return Combinators.combine(first, fields().map(Choice::of)).as(List::of);
        });
        return Combinators.combine(fields(), fields(), Arbitraries.of(true, false), choices)
                .filter((from, to, capture, cs) -> from != to)
                .as(Move::new);
    }

    @Provide
    Arbitrary<Rotation> rotations() {
        return Combinators.combine(fields(), Arbitraries.of(-2, -1, 1, 2), fields().list().ofMaxSize(6))
                .as(Rotation::new);
    }

    @Provide
    Arbitrary<Action> actions() {
        return Arbitraries.oneOf(moves(), rotations());
    }

    @Provide
    Arbitrary<Position> positions() {
        Arbitrary<Optional<Player>> marker = Arbitraries.oneOf(
                Arbitraries.just(Optional.<Player>empty()), Arbitraries.of(Player.class).map(Optional::of));
        Arbitrary<Optional<Chevron>> chevron = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, Arbitraries.just(Optional.<Chevron>empty())),
                net.jqwik.api.Tuple.of(1, Combinators.combine(Arbitraries.of(Player.class), Arbitraries.of(Direction.class))
                        .as(Chevron::new).map(Optional::of)));
        return Combinators.combine(Arbitraries.integers().between(2, 4), marker.list().ofSize(81),
                chevron.list().ofSize(81), Arbitraries.of(Player.class))
                .as((players, markers, chevrons, toMove) -> {
                    Position.Builder b = Position.builder(players);
                    for (Field f : Field.values()) {
                        markers.get(f.index()).filter(p -> p.number() <= players).ifPresent(p -> b.marker(f, p));
                        chevrons.get(f.index()).filter(c -> c.owner().number() <= players)
                                .ifPresent(c -> b.chevron(f, c));
                    }
                    b.toMove(Player.ofNumber((toMove.number() - 1) % players + 1));
                    try {
                        return Optional.of(b.build());
                    } catch (InvalidPositionException e) {
                        return Optional.<Position>empty();
                    }
                })
                .filter(Optional::isPresent).map(Optional::get);
    }

    @Property(tries = 300)
    @Label("§2 parse(format(action)) equals the action")
    void actionRoundTrip(@ForAll("actions") Action action) {
        String text = ActionNotation.format(action);
        assertThat(ActionNotation.parse(text)).isEqualTo(action);
        assertThat(ActionNotation.format(ActionNotation.parse(text))).isEqualTo(text);
    }

    @Property(tries = 200)
    @Label("§2 upper case and blanks anywhere parse to the same action")
    void actionLenient(@ForAll("actions") Action action, @ForAll("blankSeed") List<Integer> blanks) {
        String text = ActionNotation.format(action).toUpperCase(java.util.Locale.ROOT);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            if (blanks.get(i % blanks.size()) > 0) {
                sb.append(" \t".repeat(blanks.get(i % blanks.size()) % 3));
            }
            sb.append(text.charAt(i));
        }
        assertThat(ActionNotation.parse(sb)).isEqualTo(action);
    }

    @Provide
    Arbitrary<List<Integer>> blankSeed() {
        return Arbitraries.integers().between(0, 4).list().ofMinSize(1).ofMaxSize(10);
    }

    @Property(tries = 200)
    @Label("§3 parse(format(position)) equals the position, and the format is canonical")
    void positionRoundTrip(@ForAll("positions") Position position) {
        String text = PositionNotation.format(position);
        assertThat(PositionNotation.parse(text)).isEqualTo(position);
        assertThat(PositionNotation.format(PositionNotation.parse(text))).isEqualTo(text);
        assertThat(text).doesNotContain("./", "..", "11", "12", "21");
        assertThat(text).doesNotMatch(".*\\.(\\.|[1-9]|/| ).*");
    }

    // ---- robustness ----

    @Provide
    Arbitrary<String> noise() {
        return Arbitraries.strings().withChars("abcdeijxABCDENSWX0123456789-()<>*,./ \t{}").ofMaxLength(60);
    }

    @Property(tries = 1000)
    @Label("§2 any text either parses or is a NotationException")
    void actionAnyText(@ForAll("noise") String text) {
        parseActionOrNotationException(text);
    }

    @Property(tries = 300)
    @Label("§2 any unicode text either parses or is a NotationException")
    void actionAnyUnicode(@ForAll String text) {
        parseActionOrNotationException(text);
        parsePositionOrNotationException(text);
    }

    @Property(tries = 500)
    @Label("§2 mutated canonical actions either parse to canonical text or fail with a NotationException")
    void actionMutated(@ForAll("actions") Action action, @ForAll("mutations") List<Mutation> mutations) {
        String text = mutate(ActionNotation.format(action), mutations);
        parseActionOrNotationException(text);
    }

    @Property(tries = 500)
    @Label("§3 mutated position strings either parse or fail with a NotationException")
    void positionMutated(@ForAll("positions") Position position, @ForAll("mutations") List<Mutation> mutations) {
        String text = mutate(PositionNotation.format(position), mutations);
        parsePositionOrNotationException(text);
    }

    @Property(tries = 20)
    @Label("100k-character inputs are handled quickly and only with NotationException")
    void veryLong(@ForAll("noise") String seed, @ForAll @IntRange(min = 0, max = 3) int kind) {
        Assume.that(!seed.isEmpty());
        String text;
        switch (kind) {
            case 0 -> text = seed.repeat(100_000 / seed.length() + 1);
            case 1 -> text = "e1>(" + "a1,".repeat(33_000) + seed;
            case 2 -> text = "4.BS3.ASW/" + "9/".repeat(50_000) + seed;
            default -> text = "e1-e2(" + " ".repeat(100_000) + seed;
        }
        long t0 = System.nanoTime();
        parseActionOrNotationException(text);
        parsePositionOrNotationException(text);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(ms).as("parsing 100k characters").isLessThan(2_000);
    }

    static void parseActionOrNotationException(String text) {
        Action a;
        try {
            a = ActionNotation.parse(text);
        } catch (NotationException e) {
            assertThat(e.input()).isEqualTo(text);
            assertThat(e.offset()).isBetween(0, text.length());
            assertThat(e.getMessage()).startsWith("NOTATION: ");
            return;
        }
        assertThat(ActionNotation.parse(ActionNotation.format(a))).isEqualTo(a);
    }

    static void parsePositionOrNotationException(String text) {
        Position p;
        try {
            p = PositionNotation.parse(text);
        } catch (NotationException e) {
            assertThat(e.input()).isEqualTo(text);
            assertThat(e.offset()).isBetween(0, text.length());
            return;
        }
        assertThat(PositionNotation.parse(PositionNotation.format(p))).isEqualTo(p);
    }

    // ---- mutations ----

    record Mutation(int kind, int at, char c) {
    }

    @Provide
    Arbitrary<List<Mutation>> mutations() {
        return Combinators.combine(Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 200),
                Arbitraries.of("abcdefghijAEINSWXx0123456789-()<>*,./ ".toCharArray()))
                .as(Mutation::new).list().ofMinSize(1).ofMaxSize(3);
    }

    static String mutate(String text, List<Mutation> mutations) {
        StringBuilder sb = new StringBuilder(text);
        for (Mutation m : mutations) {
            int at = sb.length() == 0 ? 0 : m.at() % (sb.length() + (m.kind() == 1 ? 1 : 0));
            switch (m.kind()) {
                case 0 -> {
                    if (sb.length() > 0) {
                        sb.deleteCharAt(Math.min(at, sb.length() - 1));
                    }
                }
                case 1 -> sb.insert(at, m.c());
                default -> {
                    if (sb.length() > 0) {
                        sb.setCharAt(Math.min(at, sb.length() - 1), m.c());
                    }
                }
            }
        }
        return sb.toString();
    }

    @Property(tries = 50)
    @Label("§2 more than two choices is always a notation error")
    void threeChoices(@ForAll("moves") Move move, @ForAll("fields") Field extra) {
        Assume.that(move.choices().size() == 2);
        String text = move.toString();
        String three = text.substring(0, text.length() - 1) + "," + extra + ")";
        assertThatThrownBy(() -> ActionNotation.parse(three)).isInstanceOf(NotationException.class);
    }

}
