package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.pacru.action.Action;
import org.pacru.board.Position;

/** §4: writing then reading a record is lossless; any text reads or fails with a NotationException. */
class GameRecordPropertiesTest {

    private final NotationPropertiesTest values = new NotationPropertiesTest();

    @Provide
    Arbitrary<GameRecord> records() {
        Arbitrary<Position> start = Arbitraries.oneOf(values.positions(),
                Arbitraries.of(2, 3, 4).map(Position::initial));
        Arbitrary<List<Action>> actions = values.actions().list().ofMaxSize(40);
        Arbitrary<String> value = Arbitraries.strings().withChars("abc XYZ\"\\{}[]()*-.19é").ofMaxLength(12);
        Arbitrary<Map<String, String>> extra = Arbitraries.maps(
                Arbitraries.strings().withChars("EvntSiteDa_1").ofMinLength(1).ofMaxLength(6)
                        .filter(n -> !List.of("Players", "Ruleset", "Setup", "Result").contains(n)),
                value).ofMaxSize(3);
        Arbitrary<String> ruleset = Arbitraries.of("", "standard", "abstractplay");
        Arbitrary<List<Integer>> passSeeds = Arbitraries.integers().between(0, 1000).list().ofMaxSize(3);
        return Combinators.combine(start, actions, extra, ruleset, passSeeds, Arbitraries.of("", "*", "A", "B"))
                .as((p, as, ex, rs, seeds, result) -> {
                    Map<String, String> tags = new LinkedHashMap<>(ex);
                    tags.put("Players", String.valueOf(p.playerCount()));
                    if (!rs.isEmpty()) {
                        tags.put("Ruleset", rs);
                    }
                    if (!p.equals(Position.initial(p.playerCount()))) {
                        tags.put("Setup", PositionNotation.format(p));
                    }
                    if (!result.isEmpty()) {
                        tags.put("Result", result);
                    }
                    List<Integer> passes = seeds.stream().map(s -> s % (as.size() + 1)).sorted()
                            .collect(java.util.stream.Collectors.toList());
                    return new GameRecord(tags, p, as, passes);
                });
    }

    @Property(tries = 200)
    @Label("§4 read(write(record)) equals the record, and writing is canonical (and is the record's toString)")
    void roundTrip(@ForAll("records") GameRecord record) {
        String text = GameRecordWriter.write(record);
        assertThat(record).hasToString(text);
        GameRecord read = GameRecordReader.read(text);
        assertThat(read).isEqualTo(record);
        assertThat(GameRecordWriter.write(read)).isEqualTo(text);
        String movetext = text.substring(text.indexOf("\n\n") + 2);
        assertThat(movetext.lines()).allSatisfy(line -> assertThat(line.length()).isLessThan(80));
    }

    @Property(tries = 300)
    @Label("§4 mutated records either read or fail with a NotationException")
    void mutated(@ForAll("records") GameRecord record,
                 @ForAll("mutations") List<NotationPropertiesTest.Mutation> mutations) {
        String text = NotationPropertiesTest.mutate(GameRecordWriter.write(record), mutations);
        try {
            GameRecord r = GameRecordReader.read(text);
            assertThat(GameRecordReader.read(GameRecordWriter.write(r))).isEqualTo(r);
        } catch (NotationException e) {
            assertThat(e.input()).isEqualTo(text);
            assertThat(e.offset()).isBetween(0, text.length());
        }
    }

    @Provide
    Arbitrary<List<NotationPropertiesTest.Mutation>> mutations() {
        return Combinators.combine(Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 3000),
                Arbitraries.of("aeAE19[]\"\\{}() .-x*>p\n".toCharArray()))
                .as(NotationPropertiesTest.Mutation::new).list().ofMinSize(1).ofMaxSize(3);
    }

    @Property(tries = 200)
    @Label("§4 any text either reads or fails with a NotationException")
    void anyText(@ForAll("noise") String text) {
        try {
            GameRecordReader.read(text);
        } catch (NotationException e) {
            assertThat(e.offset()).isBetween(0, text.length());
        }
    }

    @Provide
    Arbitrary<String> noise() {
        return Arbitraries.strings().withChars("[]\"\\{}Players 234e1-e2xpas.*>(),\n").ofMaxLength(80)
                .map(s -> "[Players \"2\"]" + s);
    }

    @Property(tries = 5)
    @Label("§4 a 100k-character record is read quickly")
    void veryLong(@ForAll("records") GameRecord record) {
        String text = GameRecordWriter.write(record) + " {" + "x".repeat(100_000) + "} "
                + "e1-e2 ".repeat(20_000);
        long t0 = System.nanoTime();
        GameRecord r = GameRecordReader.read(text);
        assertThat(r.actions()).hasSize(record.actions().size() + 20_000);
        assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(3_000);
    }
}
