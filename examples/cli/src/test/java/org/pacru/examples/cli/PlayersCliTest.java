package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.PositionNotation;

/** {@code pacru match}, {@code pacru analyse} and {@code demo --a/--b}, through the real entry point with small budgets. */
class PlayersCliTest {

    private static String last(CliRun r) {
        String[] lines = r.out().split("\n");
        return lines[lines.length - 1];
    }

    @Test
    @DisplayName("match: per player wins, win rate, confidence interval, Elo, mean plies; last line machine-readable")
    void matchReport() {
        CliRun r = CliRun.run("match", "--a", "mcts:60", "--b", "random", "--games", "4", "--seed", "3");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("a  mcts:60").contains("b  random").contains("95 % CI").contains("playouts/s")
                .contains("Elo difference a-b").contains("mean plies:").contains("unfinished: 0");
        assertThat(last(r)).matches("result\tmcts:60=\\d\trandom=\\d\tgames=4");
        int[] wins = Arrays.stream(last(r).split("\t")).skip(1).limit(2).mapToInt(s -> Integer.parseInt(s.split("=")[1])).toArray();
        assertThat(wins[0] + wins[1]).isEqualTo(4);
    }

    @Test
    @DisplayName("match: the seats rotate, so two identical deterministic players win one game each")
    void seatsRotate() {
        CliRun r = CliRun.run("match", "--a", "greedy", "--b", "greedy", "--games", "2");
        assertThat(last(r)).isEqualTo("result\tgreedy=1\tgreedy=1\tgames=2");
    }

    @Test
    @DisplayName("match: the results depend on the seed only, not on the number of threads")
    void reproducible() {
        String one = last(CliRun.run("match", "--a", "mcts:30", "--b", "random", "--games", "3", "--seed", "5"));
        String two = last(CliRun.run("match", "--a", "mcts:30", "--b", "random", "--games", "3", "--seed", "5",
                "--threads", "2"));
        assertThat(two).isEqualTo(one);
    }

    @Test
    @DisplayName("match: each player's markers at the end and at most, means over its games; heuristic is a player")
    void markersPerPlayer() {
        CliRun r = CliRun.run("match", "--a", "heuristic", "--b", "random", "--games", "2", "--seed", "3");
        assertThat(last(r)).matches("result\theuristic=\\d\trandom=\\d\tgames=2");
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("(?m)^([ab])  (heuristic|random) +markers: ([0-9.]+) at the end, ([0-9.]+) at most \\(means over its games\\)$")
                .matcher(r.out());
        int rows = 0;
        while (m.find()) {
            rows++;
            assertThat(Double.parseDouble(m.group(4))).as(m.group()).isGreaterThanOrEqualTo(Double.parseDouble(m.group(3)));
        }
        assertThat(rows).as(r.out()).isEqualTo(2);
        // one ply of a game whose first mover claims a marker (R4.4): at most 1, at the end as many
        CliRun one = CliRun.run("match", "--a", "greedy", "--b", "greedy", "--games", "1", "--max-plies", "1");
        assertThat(one.out()).contains("a  greedy         markers: 1.0 at the end, 1.0 at most (means over its games)")
                .contains("b  greedy         markers: 0.0 at the end, 0.0 at most (means over its games)");
    }

    @Test
    @DisplayName("match: R8.4 a game past --max-plies counts as unfinished and is reported")
    void maxPlies() {
        CliRun r = CliRun.run("match", "--a", "random", "--b", "random", "--games", "3", "--max-plies", "4");
        assertThat(r.out()).contains("unfinished: 3 (stopped at 4 actions)");
        assertThat(last(r)).isEqualTo("result\trandom=0\trandom=0\tgames=3");
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {3, 4})
    @DisplayName("match with 3 or 4 seats: one MCTS seat against greedy seats (the last player fills the seats)")
    void moreSeats(int players) {
        CliRun r = CliRun.run("match", "--a", "mcts:20", "--b", "greedy", "--players", String.valueOf(players),
                "--games", String.valueOf(players));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains(players + " players (seats ab" + "b".repeat(players - 2) + ")");
        assertThat(last(r)).matches("result\tmcts:20=\\d\tgreedy=\\d\tgames=" + players);
        assertThat(r.out()).as("Elo compares two players only").doesNotContain("Elo");
    }

    @Test
    @DisplayName("match: usage errors (a missing player, a bad spec, too few seats, no --games) exit 2")
    void matchUsage() {
        assertThat(CliRun.run("match", "--a", "random", "--games", "2").err()).contains("at least two players");
        CliRun bad = CliRun.run("match", "--a", "mcts:lots", "--b", "random", "--games", "2");
        assertThat(bad.status()).isEqualTo(Main.USAGE);
        assertThat(bad.err()).contains("'mcts:lots' is no player");
        assertThat(CliRun.run("match", "--a", "random", "--b", "random", "--c", "random", "--players", "2", "--games", "1")
                .status()).isEqualTo(Main.USAGE);
        assertThat(CliRun.run("match", "--a", "random", "--c", "random", "--games", "1").status()).isEqualTo(Main.USAGE);
        assertThat(CliRun.run("match", "--a", "random", "--b", "random").err()).contains("--games N is required");
    }

    @Test
    @DisplayName("analyse: the best actions with visits, value and principal variation; last line best<TAB>action, legal")
    void analyse() {
        CliRun r = CliRun.run("analyse", MainTest.START, "--budget", "300", "--top", "3", "--seed", "2");
        assertThat(r.status()).as(r.err()).isZero();
        String[] lines = r.out().split("\n");
        assertThat(lines[0]).startsWith("A to move; 300 iterations");
        assertThat(lines[1]).contains("action").contains("visits").contains("value").contains("principal variation");
        assertThat(lines).hasSize(7);                        // header, columns, 3 actions, "more", best
        assertThat(lines[5]).isEqualTo("(25 more actions searched)");
        String best = last(r).substring("best\t".length());
        assertThat(lines[2]).contains(best);
        Position p = PositionNotation.parse(MainTest.START);
        assertThat(PacruRules.STANDARD.check(p, ActionNotation.parse(best))).isEmpty();
        String[] again = CliRun.run("analyse", MainTest.START, "--budget", "300", "--top", "3", "--seed", "2").out().split("\n");
        assertThat(Arrays.copyOfRange(again, 1, again.length)).as("the same seed and budget, the same analysis (but the time)")
                .isEqualTo(Arrays.copyOfRange(lines, 1, lines.length));
    }

    @Test
    @DisplayName("analyse: a time budget; a finished game (R8.3) exits 1; a bad budget exits 2")
    void analyseBudgetsAndErrors() {
        CliRun timed = CliRun.run("analyse", MainTest.START, "--budget", "50ms");
        assertThat(timed.status()).isZero();
        assertThat(last(timed)).startsWith("best\t");
        String over = "a.AN2cc1c1/1cccac1cc/c1cCSW5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c A 3";
        CliRun finished = CliRun.run("analyse", over);
        assertThat(finished.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(finished.err()).contains("R8.3");
        assertThat(CliRun.run("analyse", MainTest.START, "--budget", "soon").status()).isEqualTo(Main.USAGE);
        assertThat(CliRun.run("analyse", "not a position").status()).isEqualTo(Main.BAD_INPUT);
    }

    @Test
    @DisplayName("demo --a/--b: a whole game between computer players, to the winner")
    void demoBetweenPlayers() {
        CliRun r = CliRun.run("demo", "--a", "mcts:30", "--b", "greedy", "--seed", "4");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("Pacru: a game between mcts:30 (A) vs greedy (B) for 2 players").contains("Winner: ");
        assertThat(CliRun.run("demo", "--c", "greedy").status()).as("no seat C with 2 players").isEqualTo(Main.USAGE);
    }

    @Test
    @DisplayName("the overview lists match and analyse; both have --help")
    void help() {
        assertThat(CliRun.run("--help").out()).contains("match").contains("analyse");
        assertThat(CliRun.run("match", "--help").out()).startsWith("Usage: pacru match");
        assertThat(CliRun.run("analyse", "--help").out()).startsWith("Usage: pacru analyse");
    }
}
