package org.pacru.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * No document for users depends on a git tag (the project tags nothing): README.md and docs/*.md
 * name a release by its version and its release commit, found by its message
 * ({@code git log --grep='^Release 0.3.0$'}). docs/releasing.md, the maintainers' procedure, is
 * left to its own checks.
 */
class DocumentsNameReleasesByCommitTest {

    private static final Path ROOT = Path.of("..", "..");
    /** A tag name such as v0.3.0, a checkout of one, or a git ref called a tag. */
    private static final Pattern TAG = Pattern.compile("\\bv\\d+\\.\\d+\\.\\d+\\b|git checkout v|git tag|\\b(a|release) tag\\b"
            + "|\\btags/|--tags\\b");

    static List<String> tagWording(String document, String text) {
        List<String> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = TAG.matcher(lines[i]);
            if (m.find() && !lines[i].contains("Players tag") && !lines[i].contains("Result tag")) {
                found.add(document + ":" + (i + 1) + ": " + lines[i].strip());
            }
        }
        return found;
    }

    @Test
    @DisplayName("README.md and docs/*.md (but releasing.md) name no tag, and README finds a release by its release commit")
    void documentsNameReleasesByVersionAndCommitNotByTag() throws IOException {
        List<String> documents = new ArrayList<>(List.of("README.md"));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.map(p -> "docs/" + p.getFileName()).filter(n -> n.endsWith(".md") && !n.equals("docs/releasing.md"))
                    .sorted().forEach(documents::add);
        }
        List<String> found = new ArrayList<>();
        for (String document : documents) {
            found.addAll(tagWording(document, Files.readString(ROOT.resolve(document), StandardCharsets.UTF_8)));
        }
        assertThat(found).as("tag wording in the documents").isEmpty();
        assertThat(Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8))
                .containsPattern("git log --grep='\\^Release \\d+\\.\\d+\\.\\d+\\$' --format=%H");
    }

    @Test
    @DisplayName("the check finds a tag name, a checkout of a tag and a ref called a tag, and not the record's Players tag")
    void tagWordingIsFound() {
        assertThat(tagWording("x.md", "git checkout v0.2.0")).hasSize(1);
        assertThat(tagWording("x.md", "builds REF (a tag or commit)")).hasSize(1);
        assertThat(tagWording("x.md", "see v0.3.0")).containsExactly("x.md:1: see v0.3.0");
        assertThat(tagWording("x.md", "the required Players tag\ncommit fe2488c")).isEmpty();
    }
}
