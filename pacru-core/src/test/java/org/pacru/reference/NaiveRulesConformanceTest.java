package org.pacru.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Position;
import org.pacru.rules.Ruleset;

/**
 * Checks the naive reference engine against every conformance vector (src/test/resources/conformance), read
 * with the reference notation reader only, so that it stands as a second, independent opinion.
 */
class NaiveRulesConformanceTest {

    static Path dir() {
        String d = System.getProperty("pacru.conformance.dir");
        assertThat(d).as("system property pacru.conformance.dir").isNotNull();
        return Path.of(d);
    }

    static List<String[]> rows(String file) throws IOException {
        List<String[]> out = new ArrayList<>();
        for (String line : Files.readAllLines(dir().resolve(file), StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                out.add(line.split("\t", -1));
            }
        }
        return out;
    }

    static String result(NaiveRules.Result r) {
        return r.outcome().map(Object::toString).orElse("*");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"standard", "abstractplay"})
    @DisplayName("R3–R7, R9.2: the naive engine generates exactly the legal moves and rotation counts of legal-<ruleset>.tsv")
    void legalMovesMatchVectors(String name) throws IOException {
        NaiveRules naive = new NaiveRules(Ruleset.parse(name));
        List<String> problems = new ArrayList<>();
        List<String[]> rows = rows("legal-" + name + ".tsv");
        for (String[] row : rows) {
            Position p = ReferenceNotation.position(row[0]);
            assertThat(ReferenceNotation.format(p)).isEqualTo(row[0]);
            String moves = naive.legalMoves(p).stream().map(Move::toString).collect(Collectors.joining(" "));
            if (!moves.equals(row[1])) {
                problems.add(row[0] + "\n  expected " + row[1] + "\n  naive    " + moves);
            }
            long rot = naive.countRotations(p);
            if (rot != Long.parseLong(row[2])) {
                problems.add(row[0] + ": rotations expected " + row[2] + ", naive " + rot);
            }
        }
        assertThat(rows).hasSizeGreaterThan(100);
        assertThat(problems).as("%d disagreements", problems.size()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"play-standard", "play-abstractplay", "target-standard", "target-abstractplay"})
    @DisplayName("R3–R8: the naive engine gives the position after and the result of every move of the play and target vectors")
    void playMatchesVectors(String file) throws IOException {
        NaiveRules naive = new NaiveRules(Ruleset.parse(file.substring(file.indexOf('-') + 1)));
        List<String> problems = new ArrayList<>();
        List<String[]> rows = rows(file + ".tsv");
        for (String[] row : rows) {
            Position p = ReferenceNotation.position(row[0]);
            Action a = ReferenceNotation.action(row[1]);
            assertThat(a.toString()).isEqualTo(row[1]);
            if (!naive.isLegal(p, a)) {
                problems.add(row[0] + " " + row[1] + ": naive says illegal");
                continue;
            }
            NaiveRules.Result r = naive.apply(p, a);
            String after = r.text();
            if (!after.equals(row[2]) || !result(r).equals(row[3])) {
                problems.add(row[0] + " " + row[1] + "\n  expected " + row[2] + " " + row[3]
                        + "\n  naive    " + after + " " + result(r));
            }
        }
        assertThat(rows).hasSizeGreaterThan(100);
        assertThat(problems).as("%d disagreements", problems.size()).isEmpty();
    }
}
