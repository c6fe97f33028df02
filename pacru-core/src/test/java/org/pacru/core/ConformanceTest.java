package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Position;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;

/**
 * Replays every line of the conformance vectors (conformance/README.md) under its ruleset: the
 * legal moves and rotation count of each {@code legal-*} position, and the position and outcome
 * after each {@code play-*} and {@code target-*} move.
 *
 * <p>Under mutation testing (system property {@code pacru.mutation=true}, set by the {@code mutation}
 * profile) the same lines run as one test, {@link #everyVectorLineHolds}: PIT starts every test it
 * runs against a mutant on its own, and one test per line would cost minutes per mutant.
 */
class ConformanceTest {

    private static Path dir() {
        return Path.of(System.getProperty("pacru.conformance.dir", "src/test/resources/conformance"));
    }

    private static Stream<Arguments> lines(String prefix) throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir())) {
            for (Path f : files.filter(p -> p.getFileName().toString().startsWith(prefix)).sorted().collect(Collectors.toList())) {
                String name = f.getFileName().toString();
                Ruleset rs = Ruleset.parse(name.substring(name.indexOf('-') + 1, name.lastIndexOf('.')));
                List<String> ls = Files.readAllLines(f, StandardCharsets.UTF_8);
                for (int i = 0; i < ls.size(); i++) {
                    if (!ls.get(i).isBlank()) {
                        out.add(Arguments.of(Named.of(name + ":" + (i + 1), rs), ls.get(i)));
                    }
                }
            }
        }
        return out.stream();
    }

    static Stream<Arguments> legalLines() throws IOException {
        return lines("legal-");
    }

    static Stream<Arguments> playLines() throws IOException {
        return Stream.concat(lines("play-"), lines("target-"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("legalLines")
    @DisabledIfSystemProperty(named = "pacru.mutation", matches = "true")
    void legalMovesAndRotationCountMatch(Ruleset ruleset, String line) {
        String[] cols = line.split("\t", -1);
        Position p = PositionNotation.parse(cols[0]);
        PacruRules rules = PacruRules.of(ruleset);
        String moves = rules.legalMoves(p).stream().map(Move::toString).collect(Collectors.joining(" "));
        assertThat(moves).isEqualTo(cols[1]);
        assertThat(rules.countRotations(p)).isEqualTo(Long.parseLong(cols[2]));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("playLines")
    @DisabledIfSystemProperty(named = "pacru.mutation", matches = "true")
    void playedMoveGivesPositionAndOutcome(Ruleset ruleset, String line) {
        String[] cols = line.split("\t", -1);
        Position p = PositionNotation.parse(cols[0]);
        Action a = ActionNotation.parse(cols[1]);
        PacruRules rules = PacruRules.of(ruleset);
        assertThat(rules.check(p, a)).isEmpty();
        Transition t = rules.apply(p, a);
        assertThat(PositionNotation.format(t.after())).isEqualTo(cols[2]);
        assertThat(t.outcome().map(Object::toString).orElse("*")).isEqualTo(cols[3]);
        assertThat(rules.outcome(t.after()).map(Object::toString).orElse("*")).isEqualTo(cols[3]);
    }

    @Test
    @EnabledIfSystemProperty(named = "pacru.mutation", matches = "true")
    void everyVectorLineHolds() throws IOException {
        List<Arguments> legal = legalLines().collect(Collectors.toList());
        List<Arguments> play = playLines().collect(Collectors.toList());
        assertThat(legal.size() + play.size()).isGreaterThan(12_000);
        for (Arguments a : legal) {
            legalMovesAndRotationCountMatch(ruleset(a), (String) a.get()[1]);
        }
        for (Arguments a : play) {
            playedMoveGivesPositionAndOutcome(ruleset(a), (String) a.get()[1]);
        }
    }

    private static Ruleset ruleset(Arguments a) {
        @SuppressWarnings("unchecked")
        Named<Ruleset> named = (Named<Ruleset>) a.get()[0];
        return named.getPayload();
    }
}
