package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The output of {@code pacru legal} and {@code pacru play} matches every conformance file line for
 * line, for both rulesets: the files of {@code pacru.conformance.dir} are fed to the real entry
 * point as one stream each.
 */
class ConformanceCliTest {

    static Path dir() {
        String d = System.getProperty("pacru.conformance.dir");
        assertThat(d).as("system property pacru.conformance.dir (set by the root pom)").isNotNull();
        return Path.of(d);
    }

    static List<String[]> rows(String file) throws IOException {
        List<String[]> rows = new ArrayList<>();
        for (String line : Files.readAllLines(dir().resolve(file), StandardCharsets.UTF_8)) {
            if (!line.isEmpty()) {
                rows.add(line.split("\t", -1));
            }
        }
        assertThat(rows).as(file).isNotEmpty();
        return rows;
    }

    static Stream<Arguments> rulesets() {
        return Stream.of(Arguments.of("standard"), Arguments.of("abstractplay"));
    }

    @ParameterizedTest(name = "legal --ruleset {0}")
    @MethodSource("rulesets")
    @DisplayName("legal prints every fully specified legal move of each position, sorted (legal-<ruleset>.tsv)")
    void legalMatchesConformance(String ruleset) throws IOException {
        List<String[]> rows = rows("legal-" + ruleset + ".tsv");
        StringBuilder in = new StringBuilder();
        rows.forEach(r -> in.append(r[0]).append('\n'));
        CliRun run = CliRun.withInput(in.toString(), "legal", "--ruleset", ruleset);
        assertThat(run.status()).as(run.err()).isZero();
        String[] out = run.lines();
        assertThat(out).hasSize(rows.size() + 1);
        for (int i = 0; i < rows.size(); i++) {
            assertThat(out[i]).as("line %d: %s", i + 1, rows.get(i)[0]).isEqualTo(rows.get(i)[1]);
        }
    }

    @ParameterizedTest(name = "legal --count-rotations --ruleset {0}")
    @MethodSource("rulesets")
    @DisplayName("legal --count-rotations prints the number of legal rotations (legal-<ruleset>.tsv)")
    void countRotationsMatchesConformance(String ruleset) throws IOException {
        List<String[]> rows = rows("legal-" + ruleset + ".tsv");
        StringBuilder in = new StringBuilder();
        rows.forEach(r -> in.append(r[0]).append('\n'));
        CliRun run = CliRun.withInput(in.toString(), "legal", "--count-rotations", "--ruleset", ruleset);
        assertThat(run.status()).as(run.err()).isZero();
        String[] out = run.lines();
        for (int i = 0; i < rows.size(); i++) {
            assertThat(out[i]).as("line %d: %s", i + 1, rows.get(i)[0]).isEqualTo(rows.get(i)[2]);
        }
    }

    @ParameterizedTest(name = "legal --base --ruleset {0}")
    @MethodSource("rulesets")
    @DisplayName("legal --base prints the distinct base moves of the fully specified moves")
    void baseMovesAreTheBasesOfTheLegalMoves(String ruleset) throws IOException {
        List<String[]> rows = rows("legal-" + ruleset + ".tsv");
        StringBuilder in = new StringBuilder();
        rows.forEach(r -> in.append(r[0]).append('\n'));
        CliRun run = CliRun.withInput(in.toString(), "legal", "--base", "--ruleset", ruleset);
        assertThat(run.status()).as(run.err()).isZero();
        String[] out = run.lines();
        for (int i = 0; i < rows.size(); i++) {
            List<String> bases = new ArrayList<>();
            for (String m : rows.get(i)[1].isEmpty() ? new String[0] : rows.get(i)[1].split(" ")) {
                String base = m.contains("(") ? m.substring(0, m.indexOf('(')) : m;
                if (!bases.contains(base)) {
                    bases.add(base);
                }
            }
            bases.sort(null);
            assertThat(out[i]).as("line %d: %s", i + 1, rows.get(i)[0]).isEqualTo(String.join(" ", bases));
        }
    }

    static Stream<Arguments> playFiles() {
        return Stream.of(Arguments.of("play-standard.tsv", "standard"),
                Arguments.of("play-abstractplay.tsv", "abstractplay"),
                Arguments.of("target-standard.tsv", "standard"),
                Arguments.of("target-abstractplay.tsv", "abstractplay"));
    }

    @ParameterizedTest(name = "play --ruleset {1} < {0}")
    @MethodSource("playFiles")
    @DisplayName("play prints the position after each move and the result (play-*.tsv, target-*.tsv)")
    void playMatchesConformance(String file, String ruleset) throws IOException {
        List<String[]> rows = rows(file);
        StringBuilder in = new StringBuilder();
        rows.forEach(r -> in.append(r[0]).append('\t').append(r[1]).append('\n'));
        CliRun run = CliRun.withInput(in.toString(), "play", "--ruleset", ruleset);
        assertThat(run.status()).as(run.err()).isZero();
        String[] out = run.lines();
        assertThat(out).hasSize(rows.size() + 1);
        for (int i = 0; i < rows.size(); i++) {
            String[] r = rows.get(i);
            assertThat(out[i]).as("line %d: %s %s", i + 1, r[0], r[1]).isEqualTo(r[2] + "\t" + r[3]);
        }
    }
}
