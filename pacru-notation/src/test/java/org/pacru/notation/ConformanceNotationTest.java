package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every position and move string of the conformance vectors parses and prints back unchanged. */
class ConformanceNotationTest {

    static Path dir() {
        String dir = System.getProperty("pacru.conformance.dir");
        assertThat(dir).as("system property pacru.conformance.dir").isNotNull();
        return Path.of(dir);
    }

    static Stream<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(dir())) {
            List<Path> files = s.filter(p -> p.getFileName().toString().endsWith(".tsv")).sorted()
                    .collect(Collectors.toList());
            assertThat(files).extracting(p -> p.getFileName().toString())
                    .contains("legal-standard.tsv", "play-standard.tsv", "target-standard.tsv",
                            "legal-abstractplay.tsv", "play-abstractplay.tsv", "target-abstractplay.tsv");
            return files.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("files")
    @DisplayName("§2, §3 conformance strings round-trip unchanged")
    void roundTrip(Path file) throws IOException {
        String name = file.getFileName().toString();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int positions = 0;
        int actions = 0;
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            String[] cols = line.split("\t", -1);
            assertThat(cols.length).as(name + ": " + line).isGreaterThanOrEqualTo(3);
            positions += checkPosition(cols[0]);
            if (name.startsWith("legal-")) {
                for (String move : cols[1].split(" ")) {
                    if (!move.isEmpty()) {
                        actions += checkAction(move);
                    }
                }
            } else {
                actions += checkAction(cols[1]);
                positions += checkPosition(cols[2]);
            }
        }
        assertThat(positions).as(name + " positions").isGreaterThan(100);
        assertThat(actions).as(name + " actions").isGreaterThan(100);
    }

    private static int checkPosition(String text) {
        assertThat(PositionNotation.format(PositionNotation.parse(text))).isEqualTo(text);
        return 1;
    }

    private static int checkAction(String text) {
        assertThat(ActionNotation.format(ActionNotation.parse(text))).isEqualTo(text);
        return 1;
    }
}
