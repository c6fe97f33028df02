package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Usage errors, budgets, byte order marks and memory through the real entry point: what a user
 * typed is quoted escaped and short (no terminal escape reaches stderr, a 100 KB argument costs a
 * line), numbers are ASCII everywhere, a record is replayed in memory that fits a small heap.
 */
class CliUsageErrorsTest {
    private static final String ESC = "\u001b[31mred\u0007";
    private static final String HUGE = "x".repeat(100_000);

    /** One line of stderr at most a few hundred characters, with no control character but its end. */
    private static void assertSafe(CliRun r) {
        assertThat(r.status()).as(r.err()).isEqualTo(Main.USAGE);
        for (String line : r.err().split("\n")) {
            assertThat(line.length()).as(line).isLessThan(1_000);
            assertThat(line.chars().filter(c -> c < 0x20 || c == 0x7f)).as(line).isEmpty();
        }
        assertThat(r.err()).doesNotContain("\u001b").doesNotContain("x".repeat(100));
    }

    @Test
    @DisplayName("an unknown command is quoted escaped and cut short")
    void unknownCommand() {
        CliRun r = CliRun.run(ESC);
        assertSafe(r);
        assertThat(r.err()).startsWith("pacru: unknown command '\\e[31mred\\u0007'");
        assertSafe(CliRun.run(HUGE));
        assertThat(CliRun.run(HUGE).err()).contains("(100000 characters)");
    }

    @Test
    @DisplayName("an unknown option is quoted escaped and cut short")
    void unknownOption() {
        CliRun r = CliRun.run("perft", "2", "--" + ESC);
        assertSafe(r);
        assertThat(r.err()).contains("unknown option '--\\e[31mred\\u0007'");
        assertSafe(CliRun.run("perft", "2", "--" + HUGE));
    }

    @Test
    @DisplayName("--ruleset with control characters or 100 KB is quoted escaped and cut short")
    void badRuleset() {
        CliRun r = CliRun.run("perft", "1", "--ruleset", ESC);
        assertSafe(r);
        assertThat(r.err()).contains("--ruleset: unknown ruleset '\\e[31mred\\u0007': expected standard or abstractplay");
        assertSafe(CliRun.run("perft", "1", "--ruleset", HUGE));
    }

    @Test
    @DisplayName("a bad player spec for match or a bad budget for analyse is quoted escaped and cut short")
    void badBotSpecs() {
        assertSafe(CliRun.run("match", "--a", ESC, "--b", "random", "--games", "1"));
        assertSafe(CliRun.run("match", "--a", HUGE, "--b", "random", "--games", "1"));
        CliRun budget = CliRun.run("analyse", MainTest.START, "--budget", ESC);
        assertSafe(budget);
        assertThat(budget.err()).contains("--budget '\\e[31mred\\u0007' is no budget");
        assertSafe(CliRun.run("analyse", MainTest.START, "--budget", HUGE));
    }

    @ParameterizedTest(name = "budget {0} is refused: ASCII digits only")
    @ValueSource(strings = {"١٠", "１００", "+10", "-5", "1e3", "1 0", "\u00a010", "٣ms", "99999999999999999999"})
    void budgetsAreAsciiDigits(String budget) {
        CliRun analyse = CliRun.run("analyse", MainTest.START, "--budget", budget);
        assertThat(analyse.status()).as(analyse.err()).isEqualTo(Main.USAGE);
        assertThat(analyse.err()).contains("--budget").contains("is no budget").contains("in ASCII digits 0-9");
        CliRun match = CliRun.run("match", "--a", "mcts:" + budget, "--b", "random", "--games", "1");
        assertThat(match.status()).isEqualTo(Main.USAGE);
        assertThat(match.err()).contains("--a 'mcts:").contains("in ASCII digits 0-9");
    }

    @ParameterizedTest(name = "budget {0} is out of range: every budget is 1 or more, the option named")
    @ValueSource(strings = {"0", "0ms", "00", " 0 "})
    void zeroBudgetsAreRefused(String budget) {
        CliRun analyse = CliRun.run("analyse", MainTest.START, "--budget", budget);
        assertThat(analyse.status()).as(analyse.err()).isEqualTo(Main.USAGE);
        assertThat(analyse.err()).contains("--budget '" + budget + "' is no budget").contains("from 1");
        CliRun match = CliRun.run("match", "--a", "random", "--b", "mcts:" + budget, "--games", "1");
        assertThat(match.status()).as(match.err()).isEqualTo(Main.USAGE);
        assertThat(match.err()).contains("--b 'mcts:" + budget + "' is no player").contains("from 1");
        CliRun demo = CliRun.run("demo", "--a", "mcts:" + budget);
        assertThat(demo.status()).as(demo.err()).isEqualTo(Main.USAGE);
        assertThat(demo.err()).contains("--a 'mcts:" + budget + "' is no player");
    }

    @Test
    @DisplayName("usage errors for budgets in Spanish and Japanese name the option too")
    void budgetErrorsInEveryLanguage() {
        CliRun es = CliRun.run("analyse", MainTest.START, "--budget", "0", "--lang", "es");
        assertThat(es.err()).contains("--budget '0' no es un presupuesto");
        CliRun ja = CliRun.run("match", "--a", "mcts:0", "--b", "random", "--games", "1", "--lang", "ja");
        assertThat(ja.err()).contains("--a 'mcts:0' はプレイヤーではない");
    }

    @Test
    @DisplayName("ASCII budgets still work: mcts:10 and 50ms")
    void asciiBudgetsWork() {
        assertThat(CliRun.run("analyse", MainTest.START, "--budget", "10", "--seed", "1").status()).isEqualTo(Main.OK);
        assertThat(CliRun.run("analyse", MainTest.START, "--budget", "50ms", "--seed", "1").status())
                .isEqualTo(Main.OK);
    }

    @Test
    @DisplayName("a game record starting with a UTF-8 byte order mark replays, from a file and from stdin")
    void byteOrderMarkIsSkipped(@TempDir Path dir) throws IOException {
        byte[] record = ("\uFEFF[Players \"2\"]\n\n1. e1-e2 e9-e8\n").getBytes(StandardCharsets.UTF_8);
        Path file = dir.resolve("bom.pgn");
        Files.write(file, record);
        CliRun fromFile = CliRun.run("replay", file.toString());
        assertThat(fromFile.status()).as(fromFile.err()).isEqualTo(Main.OK);
        CliRun fromStdin = CliRun.withBytes(record, "replay");
        assertThat(fromStdin.status()).as(fromStdin.err()).isEqualTo(Main.OK);
        assertThat(fromStdin.out()).isEqualTo(fromFile.out());
    }

    @Test
    @DisplayName("replay of a 16 MiB record (the documented limit) runs in a JVM with -Xmx64m: the first illegal"
            + " action is reported, no out-of-memory")
    void replayFitsSmallHeap(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("long.pgn");
        String header = "[Players \"2\"]\n\n";
        StringBuilder movetext = new StringBuilder(TextFile.MAX_BYTES);
        while (header.length() + movetext.length() + 6 <= TextFile.MAX_BYTES) {
            movetext.append("e1-e2 ");
        }
        Files.writeString(file, header + movetext, StandardCharsets.US_ASCII);
        assertThat(Files.size(file)).isGreaterThan(TextFile.MAX_BYTES - 8L).isLessThanOrEqualTo(TextFile.MAX_BYTES);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "replay", file.toString())).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(output).doesNotContain("OutOfMemoryError").contains("illegal\t2\tR2.1");
        assertThat(p.exitValue()).isEqualTo(Main.BAD_INPUT);
    }

    @Test
    @DisplayName("a multi-threaded analyse that runs out of memory prints exactly one line, in words")
    void outOfMemoryIsOneLine() throws Exception {
        // A child JVM runs the library unmutated and without PIT's agent: under the mutation profile
        // this test could kill no mutant (docs/mutation-testing.md).
        org.junit.jupiter.api.Assumptions.assumeFalse(Boolean.getBoolean("pacru.mutation"), "a child JVM has no mutants");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // The largest time budget (BotSpec.MAX_MILLIS) on two threads grows two trees of some
        // 150 MB each on this kind of machine: far more than 16 MB.
        Process p = new ProcessBuilder(List.of(java, "-Xmx16m", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "analyse", MainTest.START, "--budget", "10000ms", "--threads", "2"))
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(output.lines().toList()).singleElement().asString()
                .startsWith("pacru analyse: failed on arguments")
                .contains(": out of memory (Java heap space): the work asked is too large for this Java; ask for less "
                        + "(a smaller --budget, fewer --threads or --games) or give Java more memory (java -Xmx2g -jar …)")
                .doesNotContain("OutOfMemoryError");
        assertThat(p.exitValue()).isEqualTo(Main.BAD_INPUT);
    }
}
