package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The page's ES modules (web/*.js, web/js/*.js) type-checked by TypeScript: {@code tsc --checkJs
 * --strict --noEmit} with their JSDoc types, as {@code tsconfig.json} of this module says. TypeScript's
 * {@code tsc} is named by {@code PACRU_TSC} (or {@code -Dpacru.tsc}), run by the Node.js that
 * {@code PACRU_NODE} (or {@code -Dpacru.node}) names, else {@code node}. Without tsc the test is
 * skipped and says so, unless the Node tests are required ({@code PACRU_NODE_TESTS=required}, as
 * {@code .ci/run} sets, or {@code -Dpacru.node.required=true}): then it fails.
 */
class PageTypesTest {
    @Test
    @DisplayName("the page's modules pass tsc --checkJs --strict (JSDoc types), with no error")
    void thePageTypeChecks() throws IOException, InterruptedException {
        boolean required = Boolean.getBoolean("pacru.node.required") || "required".equals(System.getenv("PACRU_NODE_TESTS"));
        Optional<String> tsc = Optional.ofNullable(System.getProperty("pacru.tsc")).or(() -> Optional.ofNullable(System.getenv("PACRU_TSC")));
        if (tsc.isEmpty() || !Files.isRegularFile(Path.of(tsc.get()))) {
            String missing = tsc.map(t -> "no tsc at '" + t + "'").orElse("PACRU_TSC names no tsc")
                    + " (npm install --prefix DIR typescript@5, then PACRU_TSC=DIR/node_modules/typescript/bin/tsc; .ci/run does)";
            if (required) {
                Assertions.fail("the page's type check is required (PACRU_NODE_TESTS=required) but " + missing);
            }
            System.out.println("PageTypesTest: type check SKIPPED: " + missing);
            Assumptions.abort("type check skipped: " + missing);
        }
        String node = Optional.ofNullable(System.getProperty("pacru.node")).or(() -> Optional.ofNullable(System.getenv("PACRU_NODE")))
                .orElse("node");
        Path config = Path.of("tsconfig.json");
        assertThat(Files.readString(config, StandardCharsets.UTF_8)).contains("\"checkJs\": true").contains("\"strict\": true");
        Process p = new ProcessBuilder(List.of(node, tsc.get(), "-p", config.toString(), "--pretty", "false"))
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).as("tsc finished").isTrue();
        assertThat(p.exitValue()).as("tsc -p tsconfig.json:\n%s", out).isZero();
        assertThat(out).as("tsc's output").isBlank();
    }
}
