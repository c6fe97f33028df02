package org.pacru.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The conformance vectors ({@code pacru-core/src/test/resources/conformance}, the directory the
 * root pom passes as {@code pacru.conformance.dir}) as the tool's and the server's conformance
 * tests read them: the rows of a file split at tabs, and the rulesets and play files they run.
 */
public final class ConformanceVectors {

    private ConformanceVectors() {
    }

    /**
     * The directory of the vectors.
     *
     * @return the directory
     */
    public static Path dir() {
        String d = System.getProperty("pacru.conformance.dir");
        assertThat(d).as("system property pacru.conformance.dir (set by the root pom)").isNotNull();
        return Path.of(d);
    }

    /**
     * The non-empty lines of a vector file, each split at its tabs.
     *
     * @param file the file's name, such as {@code legal-standard.tsv}
     * @return the rows; never empty
     * @throws IOException if the file cannot be read
     */
    public static List<String[]> rows(String file) throws IOException {
        List<String[]> rows = new ArrayList<>();
        for (String line : Files.readAllLines(dir().resolve(file), StandardCharsets.UTF_8)) {
            if (!line.isEmpty()) {
                rows.add(line.split("\t", -1));
            }
        }
        assertThat(rows).as(file).isNotEmpty();
        return rows;
    }

    /**
     * The rulesets with a {@code legal-<ruleset>.tsv} file.
     *
     * @return {@code standard} and {@code abstractplay}
     */
    public static Stream<Arguments> rulesets() {
        return Stream.of(Arguments.of("standard"), Arguments.of("abstractplay"));
    }

    /**
     * The files of positions, actions and results, with their ruleset.
     *
     * @return the play and target files of both rulesets
     */
    public static Stream<Arguments> playFiles() {
        return Stream.of(Arguments.of("play-standard.tsv", "standard"),
                Arguments.of("play-abstractplay.tsv", "abstractplay"),
                Arguments.of("target-standard.tsv", "standard"),
                Arguments.of("target-abstractplay.tsv", "abstractplay"));
    }
}
