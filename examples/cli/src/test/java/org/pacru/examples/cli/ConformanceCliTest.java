package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.examples.ConformanceVectors.rows;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The output of {@code pacru legal} and {@code pacru play} matches every conformance file line for
 * line, for both rulesets: the files of {@code pacru.conformance.dir} are fed to the real entry
 * point as one stream each ({@link org.pacru.examples.ConformanceVectors}).
 */
class ConformanceCliTest {
    private static final String RULESETS = "org.pacru.examples.ConformanceVectors#rulesets";

    /** Runs {@code pacru} with the arguments on the rows' positions, one a line; its output lines after a clean exit. */
    private static String[] runOnPositions(List<String[]> rows, String... args) {
        StringBuilder in = new StringBuilder();
        rows.forEach(r -> in.append(r[0]).append('\n'));
        CliRun run = CliRun.withInput(in.toString(), args);
        assertThat(run.status()).as(run.err()).isZero();
        return run.lines();
    }

    /**
     * Runs {@code pacru legal} with the options on the positions of {@code legal-<ruleset>.tsv}:
     * output line i must be column {@code column} of row i, and nothing may follow the last one.
     */
    private static void assertLegalOutput(String ruleset, int column, String... options) throws IOException {
        List<String[]> rows = rows("legal-" + ruleset + ".tsv");
        List<String> args = new ArrayList<>(List.of("legal"));
        args.addAll(List.of(options));
        args.addAll(List.of("--ruleset", ruleset));
        String[] out = runOnPositions(rows, args.toArray(new String[0]));
        assertThat(out).hasSize(rows.size() + 1);
        for (int i = 0; i < rows.size(); i++) {
            assertThat(out[i]).as("line %d: %s", i + 1, rows.get(i)[0]).isEqualTo(rows.get(i)[column]);
        }
    }

    @ParameterizedTest(name = "legal --ruleset {0}")
    @MethodSource(RULESETS)
    @DisplayName("legal prints every fully specified legal move of each position, sorted (legal-<ruleset>.tsv)")
    void legalMatchesConformance(String ruleset) throws IOException {
        assertLegalOutput(ruleset, 1);
    }

    @ParameterizedTest(name = "legal --count-rotations --ruleset {0}")
    @MethodSource(RULESETS)
    @DisplayName("legal --count-rotations prints the number of legal rotations (legal-<ruleset>.tsv)")
    void countRotationsMatchesConformance(String ruleset) throws IOException {
        assertLegalOutput(ruleset, 2, "--count-rotations");
    }

    @ParameterizedTest(name = "legal --base --ruleset {0}")
    @MethodSource(RULESETS)
    @DisplayName("legal --base prints the distinct base moves of the fully specified moves")
    void baseMovesAreTheBasesOfTheLegalMoves(String ruleset) throws IOException {
        List<String[]> rows = rows("legal-" + ruleset + ".tsv");
        String[] out = runOnPositions(rows, "legal", "--base", "--ruleset", ruleset);
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

    @ParameterizedTest(name = "play --ruleset {1} < {0}")
    @MethodSource("org.pacru.examples.ConformanceVectors#playFiles")
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
