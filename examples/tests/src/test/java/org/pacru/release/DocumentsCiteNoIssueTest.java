package org.pacru.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A user's clone has no issue tracker of ours: README and docs/ say what they mean instead of
 * pointing to an issue number, and no two test classes of the build share a name (reports, PIT's
 * {@code -DtargetTests} and a reader's search find the one meant).
 */
class DocumentsCiteNoIssueTest {

    private static final Path ROOT = Path.of("..", "..");

    @Test
    @DisplayName("no document of README.md and docs/ refers to an issue by number")
    void noIssueNumbers() throws IOException {
        Pattern issue = Pattern.compile("(?i)\\bissues? #?\\d+|(?<![\\w&])#\\d{1,4}\\b");
        List<Path> documents = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(documents::add);
        }
        List<String> found = new ArrayList<>();
        for (Path d : documents) {
            List<String> lines = Files.readAllLines(d, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                if (issue.matcher(lines.get(i)).find()) {
                    found.add(ROOT.relativize(d) + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertThat(documents).hasSizeGreaterThan(5);
        assertThat(found).isEmpty();
    }

    @Test
    @DisplayName("no two test classes of the build share a simple name")
    void testClassNamesAreUnique() throws IOException {
        List<Path> dirs = new ArrayList<>();
        try (Stream<Path> all = Files.walk(ROOT, 5)) {
            all.filter(p -> p.endsWith(Path.of("src", "test", "java")) && !p.toString().contains("target"))
                    .sorted().forEach(dirs::add);
        }
        assertThat(dirs).hasSizeGreaterThan(8);
        List<String> names = new ArrayList<>();
        for (Path dir : dirs) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith("Test.java")).forEach(names::add);
            }
        }
        assertThat(names.stream().collect(Collectors.groupingBy(n -> n, Collectors.counting())).entrySet().stream()
                .filter(e -> e.getValue() > 1).map(e -> e.getKey()).sorted().collect(Collectors.toList()))
                .as("test class names used more than once").isEmpty();
    }
}
