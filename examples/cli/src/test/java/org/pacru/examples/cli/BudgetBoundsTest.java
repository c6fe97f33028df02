package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pacru.examples.api.Api;
import org.pacru.examples.serve.Server;
import org.pacru.examples.text.BotSpec;
import org.pacru.examples.text.UsageException;
import org.pacru.rules.Language;

/**
 * Every budget option of the tool has a documented upper bound, and a value above it is a usage
 * error (exit 2) naming the option and the bound, never a run that exhausts the machine: the
 * search budgets ({@code analyse --budget}, {@code mcts:N} of {@code match} and {@code demo}) are
 * the JSON API's caps, 20,000 iterations or 10,000 ms; {@code --games} and {@code --max-plies}
 * 1,000,000; {@code --threads} 256 for {@code analyse}, 1,024 for {@code selfplay} and
 * {@code match}. The help of each command and docs/tool.md give them.
 */
class BudgetBoundsTest {

    private static void refused(CliRun r, String message) {
        assertThat(r.status()).as(r.err()).isEqualTo(Main.USAGE);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("pacru ").contains(message);
    }

    @Test
    @DisplayName("analyse --budget 99999999999 is refused, naming the option and both bounds, before any search")
    void hugeAnalyseBudgetIsRefused() {
        refused(CliRun.run("analyse", MainTest.START, "--budget", "99999999999"),
                "pacru analyse: --budget '99999999999' is over the limit: at most 20000 iterations or 10000ms\n");
        refused(CliRun.run("analyse", MainTest.START, "--budget", "20001"), "--budget '20001' is over the limit");
        refused(CliRun.run("analyse", MainTest.START, "--budget", "10001ms"), "--budget '10001ms' is over the limit");
        refused(CliRun.run("analyse", MainTest.START, "--budget", "99999999999ms"), "at most 20000 iterations or 10000ms");
    }

    @Test
    @DisplayName("the bounds themselves are budgets: 20000 iterations and 10000ms parse, and 20000 iterations run")
    void boundsAreAccepted() throws UsageException {
        assertThat(BotSpec.parseBudget("--budget", Optional.of("20000")).iterations()).isEqualTo(20_000);
        assertThat(BotSpec.parseBudget("--budget", Optional.of("10000ms")).time().toMillis()).isEqualTo(10_000);
        assertThat(BotSpec.parse("--a", "mcts:20000").iterations()).isEqualTo(20_000);
        assertThat(BotSpec.parse("mcts:10000ms").time().toMillis()).isEqualTo(10_000);
        CliRun r = CliRun.run("analyse", MainTest.START, "--budget", "20000", "--top", "1");
        assertThat(r.status()).as(r.err()).isEqualTo(Main.OK);
        assertThat(r.out()).contains("20,000 iterations");
    }

    @ParameterizedTest(name = "{0} {1} is over the limit, the option and the bound named")
    @CsvSource({"--a,mcts:20001", "--b,mcts:10001ms", "--a,mcts:99999999999"})
    void matchAndDemoPlayersAreBounded(String option, String spec) {
        String message = option + " '" + spec + "' is over the limit: at most mcts:20000 (iterations) or mcts:10000ms";
        String other = option.equals("--a") ? "--b" : "--a";
        refused(CliRun.run("match", option, spec, other, "random", "--games", "1"), message);
        refused(CliRun.run("demo", option, spec, other, "random"), message);
    }

    @Test
    @DisplayName("a spec with no option over the limit says so too (the embedding example's)")
    void bareSpecOverTheLimit() {
        assertThat(org.assertj.core.api.Assertions.catchThrowableOfType(UsageException.class,
                () -> BotSpec.parse("mcts:20001")).message(Language.ENGLISH))
                .isEqualTo("'mcts:20001' is over the limit: at most mcts:20000 (iterations) or mcts:10000ms");
    }

    @ParameterizedTest(name = "{0} {1} {2}: refused above its bound {3}")
    @CsvSource({
        "selfplay,--games,1000001,1000000", "match,--games,1000001,1000000", "selfplay,--games,99999999999,1000000",
        "selfplay,--max-plies,1000001,1000000", "match,--max-plies,1000001,1000000",
        "selfplay,--threads,1025,1024", "match,--threads,1025,1024", "analyse,--threads,257,256"})
    void countsAreBounded(String command, String option, String value, String bound) {
        String[] args = switch (command) {
            case "selfplay" -> option.equals("--games") ? new String[] {command, option, value}
                    : new String[] {command, "--games", "1", option, value};
            case "match" -> option.equals("--games") ? new String[] {command, "--a", "random", "--b", "random", option, value}
                    : new String[] {command, "--a", "random", "--b", "random", "--games", "1", option, value};
            default -> new String[] {command, MainTest.START, option, value};
        };
        refused(CliRun.run(args), option + " needs a whole number from 1 to " + bound + ", not " + value);
    }

    @Test
    @DisplayName("the limits speak Spanish and Japanese too")
    void boundsInEveryLanguage() {
        refused(CliRun.run("analyse", MainTest.START, "--budget", "20001", "--lang", "es"),
                "--budget '20001' pasa del límite: como mucho 20000 iteraciones o 10000ms");
        refused(CliRun.run("match", "--a", "mcts:20001", "--b", "random", "--games", "1", "--lang", "ja"),
                "--a 'mcts:20001' は上限を超えている: mcts:20000（反復回数）または mcts:10000ms まで");
    }

    @Test
    @DisplayName("the search bounds are the JSON API's caps: the npm package's, and the server's iterations by default")
    void searchBoundsAreTheApisCaps() {
        assertThat(BotSpec.MAX_ITERATIONS).isEqualTo(Api.PACKAGE.maxIterations())
                .isEqualTo(Server.Limits.DEFAULT.maxIterations());
        assertThat(BotSpec.MAX_MILLIS).isEqualTo(Api.PACKAGE.maxMillis());
    }

    @Test
    @DisplayName("each command's help gives the bounds of its budget options, in every language")
    void helpGivesTheBounds() {
        assertThat(CliRun.run("analyse", "--help").out()).contains("1 to 20000").contains("1ms to 10000ms")
                .contains("1 to 256");
        assertThat(CliRun.run("match", "--help").out()).contains("mcts:ITERATIONS (1 to 20000)")
                .contains("mcts:MILLISECONDSms (1 to 10000)").contains("required; 1 to 1000000")
                .contains("default 1; 1 to 1024").contains("1 to 1000000; the rules set no limit");
        assertThat(CliRun.run("selfplay", "--help").out()).contains("required; 1 to 1000000").contains("1 to 1024")
                .contains("1 to 1000000; the rules set no limit");
        assertThat(CliRun.run("demo", "--help").out()).contains("mcts:ITERATIONS 1 to 20000")
                .contains("mcts:MILLISECONDSms 1 to 10000");
        assertThat(CliRun.run("analyse", "--help", "--lang", "es").out()).contains("de 1 a 20000")
                .contains("de 1ms a 10000ms");
        assertThat(CliRun.run("analyse", "--help", "--lang", "ja").out()).contains("1 から 20000")
                .contains("1ms から 10000ms");
    }

    @Test
    @DisplayName("docs/tool.md documents every bound")
    void toolDocumentsTheBounds() throws IOException {
        Path root = Path.of(System.getProperty("pacru.root", "../..")).normalize();
        String tool = Files.readString(root.resolve("docs/tool.md"), StandardCharsets.UTF_8);
        assertThat(tool).contains("20,000 iterations").contains("10,000 ms").contains("1,000,000").contains("1,024")
                .contains("256").contains("is over the limit: at most 20000 iterations or 10000ms");
    }
}
